#!/usr/bin/env bash
# The GPU checks for trustworthy numbers (issue 9), one device call of at most 9 minutes on
# two H200s (nvidia-h200-x2); on one GPU the same steps run one after another and may be cut
# short. Run from the repo root with $OUT set:
#   bash tests/gpu/run_gpu_checks.sh
# Steps: the CUDA unit tests of measure/machine; the GPU demo list 3 times (repeatability);
# fidelity against triton.testing.do_bench and, beside it on the second GPU, eager against
# eager on the same list. At most 8 files under $OUT; the runs' own reports stay in $WORK.
# Prints a short table last (tests/gpu/summarize.py).
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-gpu}
WORK=${WORK:-/tmp/passnet-gpu-work}
LIST=eval/demo_gpu_samples.txt
mkdir -p "$OUT" "$WORK"
step() { echo; echo "=== $1 ($(date +%T))"; }
GPUS=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ')
WORKERS=$([ "$GPUS" -ge 2 ] && echo "-n 2" || echo "-n 0")
gpu_state() {  # GPU clocks, temperature, power and throttling now, one JSON line per GPU, tagged
    python3 -c "
import json, sys, time
from pytest_passnet import machine
for gpu in machine.visible_gpu_ids():
    started = time.perf_counter()
    state = machine.gpu_state(gpu)
    print('gpu_state', sys.argv[1], gpu, json.dumps(state), f'{(time.perf_counter() - started) * 1000:.0f} ms')
" "$1"
}

step "machine ($GPUS GPUs)"
. tests/gpu/install.sh "$WORK/install.log"
{
    nvidia-smi -L
    nvidia-smi topo -m
    python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)"
    python3 -c "
import os
from pytest_passnet import machine
for gpu in machine.visible_gpu_ids():
    near = machine.cpu_cores_near_gpu(int(gpu)) if gpu.isdigit() else []
    print('cpu_near', gpu, len(near), 'cores near,', len(set(near) & os.sched_getaffinity(0)), 'of them allowed here; allowed here:', len(os.sched_getaffinity(0)))
"
    gpu_state before
    echo "bwrap: $(command -v bwrap || echo absent)"
} >"$OUT/nvidia_smi.txt" 2>&1
cat "$OUT/nvidia_smi.txt" | grep -v "^ \|^$\|Legend"

# On one GPU the steps do not fit one 10-minute call: PART=1 (unit tests, repeatability) and
# PART=2 (fidelity, eager against eager, the tamper suite on the GPU); with two GPUs, both at once.
PART=${PART:-all}
if [ "$PART" != 2 ]; then
step "CUDA unit tests of measure and machine"
timeout 90 python3 -m pytest tests/test_measure.py tests/test_machine.py -q -p no:cacheprovider >"$OUT/tests.log" 2>&1
tail -3 "$OUT/tests.log"

step "repeatability: $LIST three times ($WORKERS)"
timeout $([ "$GPUS" -ge 2 ] && echo 280 || echo 440) python3 tests/benchmarks/repeatability.py "$LIST" --runs 3 \
    --out "$WORK/rep" --json "$OUT/repeatability.json" $WORKERS >"$OUT/repeatability.log" 2>&1
tail -12 "$OUT/repeatability.log"
fi

if [ "$PART" != 1 ]; then
step "fidelity against do_bench, and eager against eager"
if [ ! -f "$WORK/rep/run1/report.json" ]; then
    started=$(date +%s)
    timeout 170 python3 -m pytest --passnet-list "$LIST" --passnet-out "$WORK/rep/run1" -q -p no:cacheprovider \
        >"$WORK/run1.log" 2>&1
    echo "one run of $LIST (-n 0): $(( $(date +%s) - started )) s"; grep -E "^(overall|variant statuses|time per phase|launch-bound|re-measured)" "$WORK/run1.log"
    cp "$WORK/rep/run1/report.json" "$OUT/run1_report.json" 2>/dev/null
fi
if [ "$GPUS" -ge 2 ]; then
    CUDA_VISIBLE_DEVICES=0 timeout 200 python3 tests/benchmarks/fidelity.py "$LIST" --report "$WORK/rep/run1/report.json" \
        --json "$OUT/fidelity.json" >"$OUT/fidelity.log" 2>&1 &
    CUDA_VISIBLE_DEVICES=1 timeout 200 python3 tests/benchmarks/repeatability.py "$LIST" --runs 1 --out "$WORK/eager" \
        --json "$OUT/eager.json" --passnet-compiler eager >"$OUT/eager.log" 2>&1
    wait
else
    timeout 110 python3 tests/benchmarks/repeatability.py "$LIST" --runs 1 --out "$WORK/eager" --json "$OUT/eager.json" \
        --passnet-compiler eager >"$OUT/eager.log" 2>&1
    timeout 120 python3 tests/benchmarks/fidelity.py "$LIST" --report "$WORK/rep/run1/report.json" --json "$OUT/fidelity.json" \
        >"$OUT/fidelity.log" 2>&1
fi
tail -4 "$OUT/eager.log"
tail -5 "$OUT/fidelity.log"
step "the tamper suite and the sandbox tests on the GPU"
timeout 170 python3 -m pytest tests/test_isolation.py tests/test_sandbox.py -q -p no:cacheprovider \
    >"$OUT/tamper.log" 2>&1
tail -3 "$OUT/tamper.log"
fi
gpu_state after >>"$OUT/nvidia_smi.txt" 2>&1

step "summary"
python3 tests/gpu/summarize.py "$OUT"
