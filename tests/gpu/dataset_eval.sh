#!/usr/bin/env bash
# The dataset's GPU eval lists on one GPU: eager against eager, then --passnet-compiler inductor.
# Run from the repo root on the device machine, e.g.
#   SAMPLES=6 bash tests/gpu/dataset_eval.sh          # about 5 minutes on an H200
#   SAMPLES=30 bash tests/gpu/dataset_eval.sh         # the whole GPU eval lists (30 + 30 samples)
# Prints AS, status counts and wall time per compiler and list, beside PassNet's published
# Inductor figure (AS 0.706 on its 200 fusible eval samples). Reports stay under $OUT.
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-dataset-gpu}
SAMPLES=${SAMPLES:-6}
mkdir -p "$OUT"
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__, torch.cuda.get_device_name(0))"
python3 -m pip install -q --no-deps --no-build-isolation -e . >"$OUT/install.log" 2>&1 \
    || { export PYTHONPATH=$PWD PYTEST_ADDOPTS="-p pytest_passnet.plugin"; }

for category in fusible typical; do
    head -n "$SAMPLES" "sample_lists/eval/gpu_passnet_${category}_eval_samples.txt" >"$OUT/${category}.txt"
    for compiler in eager inductor; do
        run="$OUT/${category}_${compiler}"
        start=$(date +%s)
        timeout 1800 python3 -m pytest --passnet-list "$OUT/${category}.txt" --passnet-root . \
            --passnet-compiler "$compiler" --passnet-out "$run" -p no:cacheprovider -q >"$run.log" 2>&1
        echo $(( $(date +%s) - start )) >"$run.seconds"
        tail -1 "$run.log"
    done
done
python3 tests/gpu/dataset_eval_summary.py "$OUT"
