#!/usr/bin/env bash
# Issue 23 on a GPU host, one device call of about 7 minutes: what the sandbox holds there (as
# found, and with bubblewrap unpacked from a carried .deb), the GPU demo list before the sandbox
# work (a copy of 824b5f2f in $BASE) and now on the same machine (wall time, statuses, trusted-clock
# flags on honest passes), eager against eager now, and the per-trial loop's cost on CUDA.
#   BASE=.gpu/base DEBS=.gpu/debs bash tests/gpu/trust_check.sh      (carry .gpu; from the repo root)
# Prints a short table last. Nothing is installed into the image's Python: each run gets its code
# through PYTHONPATH, so the old and the new plugin never meet.
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-trust-gpu}
WORK=${WORK:-/tmp/passnet-trust-work}
BASE=${BASE:-.gpu/base}
DEBS=${DEBS:-.gpu/debs}
LIST=eval/demo_gpu_samples.txt
mkdir -p "$OUT" "$WORK"
HERE=$PWD
step() { echo; echo "=== $1 ($(date +%T))"; }
plugin() {  # plugin ROOT ARGS...: pytest with the plugin of the tree ROOT, in ROOT
    local root=$1; shift
    (cd "$root" && PYTHONPATH=$PWD PYTEST_ADDOPTS="-p pytest_passnet.plugin" python3 -m pytest -p no:cacheprovider -q "$@")
}
timed() {  # timed NAME ROOT ARGS...: a plugin run, its wall time in $WORK/NAME.wall
    local name=$1 root=$2; shift 2
    local start; start=$(date +%s.%N)
    timeout 300 bash -c "$(declare -f plugin); plugin $root $*" >"$WORK/$name.log" 2>&1
    python3 -c "import sys, time; print(round(time.time() - float(sys.argv[1]), 1))" "$start" >"$WORK/$name.wall"
    echo "$name: $(cat "$WORK/$name.wall") s"; grep -E "^(variant statuses|sandbox|overall|time per phase)" "$WORK/$name.log"
}

step "machine and sandbox mode"
{
    nvidia-smi -L; uname -r; id -u
    python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)"
    PYTHONPATH=$HERE python3 -c "
from pytest_passnet.sandbox import landlock, seccomp
from pytest_passnet.sandbox.mode import detect
print('landlock abi', landlock.abi_version(), 'seccomp', seccomp.supported())
print('without bubblewrap:', detect().record())"
    if ls "$DEBS"/bubblewrap_*.deb >/dev/null 2>&1; then
        dpkg -x "$DEBS"/bubblewrap_*.deb /tmp/bwrap-root && export PATH=/tmp/bwrap-root/usr/bin:$PATH
        PYTHONPATH=$HERE python3 -c "
from pytest_passnet.sandbox.mode import detect
print('with bubblewrap unpacked:', detect().record())"
    fi
} 2>&1 | tee "$OUT/machine.txt"

step "GPU demo list: before (824b5f2f) and now, same machine"
PATH=$(echo "$PATH" | sed 's|/tmp/bwrap-root/usr/bin:||') timed before "$BASE" --passnet-list $LIST --passnet-out "$WORK/before"
PATH=$(echo "$PATH" | sed 's|/tmp/bwrap-root/usr/bin:||') timed now "$HERE" --passnet-list $LIST --passnet-out "$WORK/now"

step "eager against eager now"
PATH=$(echo "$PATH" | sed 's|/tmp/bwrap-root/usr/bin:||') timed eager "$HERE" --passnet-list $LIST --passnet-compiler eager --passnet-out "$WORK/eager"

step "the per-trial loop on CUDA (eager and the sample's passes against eager)"
SAMPLE=$(head -2 sample_lists/$LIST | tail -1)
for compiler in eager pass_mgr; do
    PYTHONPATH=$HERE timeout 120 python3 tests/benchmarks/trial_round_trip.py "$SAMPLE" --device cuda --trials 100 \
        --attempts 3 --compiler $compiler 2>&1 | tail -12 | tee "$OUT/round_trip_$compiler.txt"
done

for name in before now eager; do cp "$WORK/$name/report.json" "$OUT/${name}_report.json" 2>/dev/null; done
step "summary"
python3 - "$WORK" <<'EOF'
import json, sys
from collections import Counter
from pathlib import Path

work = Path(sys.argv[1])
print(f"{'run':8} {'wall s':>7} {'AS':>7} {'clock flags':>11}  statuses")
for name in ("before", "now", "eager"):
    try:
        report = json.loads((work / name / "report.json").read_text())
    except (OSError, ValueError):
        print(f"{name:8} no report"); continue
    variants = report["variants"]
    statuses = Counter(v["status"] for v in variants)
    flags = sum(any("[passnet trusted clock]" in f for f in v.get("flags", [])) for v in variants)
    score = report.get("overall", {}).get("score")
    wall = (work / f"{name}.wall").read_text().strip()
    print(f"{name:8} {wall:>7} {score if score is None else round(score, 4):>7} {flags:>11}  {dict(statuses)}")
EOF
