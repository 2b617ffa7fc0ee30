#!/usr/bin/env bash
# The dataset's GPU eval lists on one GPU: --passnet-compiler inductor, then eager against eager.
# Run from the repo root on the device machine, e.g.
#   SAMPLES=6 bash tests/gpu/dataset_eval.sh                 # the first 6 samples of each list
#   SAMPLES=30 WORKERS=4 DEADLINE_S=540 bash tests/gpu/dataset_eval.sh
# WORKERS: xdist workers sharing the GPU (they take turns at timing: docs/measurement.md).
# DEADLINE_S: stop starting runs, and end the one running, after this many seconds; the runs
# resume (--passnet-resume) where they stopped when the script is started again with the same OUT.
# Prints AS, status counts and wall time per compiler and list, beside PassNet's published
# Inductor figure (AS 0.706 on its 200 fusible eval samples). Reports stay under $OUT.
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-dataset-gpu}
SAMPLES=${SAMPLES:-6}
WORKERS=${WORKERS:-1}
DEADLINE=$(( $(date +%s) + ${DEADLINE_S:-36000} ))
mkdir -p "$OUT"
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__, torch.cuda.get_device_name(0))"
. tests/gpu/install.sh "$OUT/install.log"
workers=(); [ "$WORKERS" -gt 1 ] && workers=(-n "$WORKERS")

for compiler in inductor eager; do
    for category in fusible typical; do
        head -n "$SAMPLES" "sample_lists/eval/gpu_passnet_${category}_eval_samples.txt" >"$OUT/${category}.txt"
        run="$OUT/${category}_${compiler}"
        left=$(( DEADLINE - $(date +%s) ))
        [ "$left" -gt 20 ] || { echo "${category} ${compiler}: not started (deadline)"; continue; }
        start=$(date +%s)
        timeout "$left" python3 -m pytest --passnet-list "$OUT/${category}.txt" --passnet-root . \
            --passnet-compiler "$compiler" --passnet-out "$run" --passnet-resume "${workers[@]}" \
            -p no:cacheprovider -q >>"$run.log" 2>&1
        echo $(( $(date +%s) - start )) >>"$run.seconds"  # one line per sitting; the summary adds them
        echo "${category} ${compiler}: $(tail -1 "$run.log")"
    done
done
python3 tests/gpu/dataset_eval_summary.py "$OUT"
