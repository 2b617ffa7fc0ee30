#!/usr/bin/env bash
# The GPU checks, for the device machine: run from the repo root with $OUT set, e.g.
#   bash tests/gpu/run_gpu_checks.sh
# The public example samples travel in .gpu_examples/ (a copy of ../shared/examples/passnet_samples).
# Prints a short table last (tests/gpu/summarize.py).
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-gpu}
mkdir -p "$OUT"
step() { echo; echo "=== $1"; }

step "machine"
nvidia-smi -L
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__, 'gpus', torch.cuda.device_count())"
python3 -m pip install -q --no-deps --no-build-isolation -e . >"$OUT/install.log" 2>&1 \
    || { echo "editable install failed; loading the plugin from the source tree"; export PYTHONPATH=$PWD PYTEST_ADDOPTS="-p pytest_passnet.plugin"; }

for list in demo demo_gpu; do
    step "$list list, one process (PassBench protocol: 25 warm-up + 100 trials)"
    timeout 100 python3 -m pytest --passnet-list eval/${list}_samples.txt --passnet-out "$OUT/${list}_n0" -p no:cacheprovider -q \
        >"$OUT/${list}_n0.log" 2>&1; tail -2 "$OUT/${list}_n0.log"
    step "$list list, -n 2 (one worker per GPU)"
    timeout 80 python3 -m pytest --passnet-list eval/${list}_samples.txt --passnet-out "$OUT/${list}_n2" -p no:cacheprovider -q -n 2 \
        >"$OUT/${list}_n2.log" 2>&1; tail -2 "$OUT/${list}_n2.log"
done

step "public PassNet examples, eager against eager, every variant"
timeout 45 python3 -m pytest --passnet-samples .gpu_examples --passnet-compiler eager --passnet-out "$OUT/examples" \
    -p no:cacheprovider -q >"$OUT/examples.log" 2>&1; tail -3 "$OUT/examples.log"

step "test suite on the GPU (plugin, isolation, anti-cheat, demo passes)"
# Three timed trials make a noisy IQR; the fluctuation guard is PassBench's, not under test here.
GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD=1000 timeout 100 python3 -m pytest tests/test_plugin.py tests/test_isolation.py \
    tests/adversarial tests/test_rewrite.py -n 8 -p no:cacheprovider -q >"$OUT/tests.log" 2>&1; tail -5 "$OUT/tests.log"

step "summary"
python3 tests/gpu/summarize.py "$OUT" demo
python3 tests/gpu/summarize.py "$OUT" demo_gpu
