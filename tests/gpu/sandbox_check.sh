#!/usr/bin/env bash
# The sandbox on a GPU host (issue 23), one device call of a few minutes: which mode holds there
# and what it enforces (no bubblewrap on our hosts; root; Firecracker's 6.x kernel or gVisor's
# emulated 4.4), whether a confined child runs Triton on CUDA (Landlock lets it reach the device
# nodes, the C compiler and ptxas; seccomp lets CUDA start), what a child costs to start and end,
# and the GPU demo list's wall time (docs/measurement.md: 79-126 s before the sandbox work).
# Run from the repo root:  bash tests/gpu/sandbox_check.sh
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-sandbox-gpu}
mkdir -p "$OUT"
step() { echo; echo "=== $1 ($(date +%T))"; }
. tests/gpu/install.sh "$OUT/install.log"

step "mode"
uname -r; id -u; echo "bwrap: $(command -v bwrap || echo absent)"
python3 -c "
from pytest_passnet.sandbox import landlock, seccomp
from pytest_passnet.sandbox.mode import describe, detect
print('landlock abi', landlock.abi_version(), 'seccomp', seccomp.supported())
print(describe(detect().record()))
"

step "a confined child's start and end on CUDA"
timeout 300 python3 tests/benchmarks/sandbox_startup.py 3 cuda 2>&1 | tail -4

step "attacks from a pass on CUDA, as root without bubblewrap (tests/sandbox)"
PASSNET_SANDBOX=process timeout 300 python3 -m pytest tests/sandbox/test_confinement.py -k root-process \
    -p no:cacheprovider -q 2>&1 | tail -15

step "GPU demo list (wall time)"
start=$(date +%s.%N)
timeout 400 python3 -m pytest --passnet-list eval/demo_gpu_samples.txt --passnet-out "$OUT/demo" \
    -p no:cacheprovider -q >"$OUT/demo.log" 2>&1
echo "wall $(echo "$(date +%s.%N) - $start" | bc) s"
grep -E "^(variant statuses|sandbox|time per phase|overall)" "$OUT/demo.log"
