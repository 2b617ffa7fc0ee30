#!/usr/bin/env bash
# One device call on one H200 (about 7 minutes), the session's GPU checks after the sandbox work:
# what the sandbox holds there (as found, and with bubblewrap unpacked from a carried .deb), the
# GPU demo list now (wall time, statuses, trusted-clock flags; PassBench's e2e and kernel AS), and
# PassNet's own v2 benchmark on its GPU subset with eager and Inductor until the call's deadline
# (tests/gpu/leaderboard_v2.sh). Run from the repo root:
#   DEBS=.gpu/debs bash tests/gpu/final_check.sh      (carry .gpu)
# Prints a short table last; at most 8 files under $OUT.
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-final}
WORK=${WORK:-/tmp/passnet-final-work}
DEBS=${DEBS:-.gpu/debs}
DEADLINE=$(( $(date +%s) + ${BUDGET_S:-420} ))
mkdir -p "$OUT" "$WORK"
step() { echo; echo "=== $1 ($(date +%T))"; }
export PYTHONPATH=$PWD PYTEST_ADDOPTS="-p pytest_passnet.plugin"

step "machine and sandbox mode"
{
    nvidia-smi -L; uname -r
    python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)"
    python3 -c "from pytest_passnet.sandbox.mode import detect; print('without bubblewrap:', detect().record())"
    if ls "$DEBS"/bubblewrap_*.deb >/dev/null 2>&1; then
        dpkg -x "$DEBS"/bubblewrap_*.deb /tmp/bwrap-root
        PATH=/tmp/bwrap-root/usr/bin:$PATH python3 -c "
from pytest_passnet.sandbox.mode import detect; print('with bubblewrap unpacked:', detect().record())"
    fi
} 2>&1 | tee "$OUT/machine.txt"

step "GPU demo list now (no bubblewrap, as the image is)"
start=$(date +%s.%N)
timeout 330 python3 -m pytest -p no:cacheprovider -q --passnet-list eval/demo_gpu_samples.txt \
    --passnet-out "$WORK/demo" >"$WORK/demo.log" 2>&1
python3 -c "import sys, time; print(round(time.time() - float(sys.argv[1]), 1))" "$start" >"$WORK/demo.wall"
echo "demo list: $(cat "$WORK/demo.wall") s"; grep -E "^(variant statuses|sandbox|overall)" "$WORK/demo.log"
tail -c 4000 "$WORK/demo.log" >"$OUT/demo.log.tail"
cp "$WORK/demo/report.json" "$OUT/demo_report.json" 2>/dev/null

step "PassNet v2 GPU subset, eager and Inductor, until the deadline"
unset PYTEST_ADDOPTS
left=$(( DEADLINE - $(date +%s) - 25 ))
[ "$left" -gt 60 ] && OUT=$WORK/v2 DEADLINE_S=$left bash tests/gpu/leaderboard_v2.sh 2>&1 | tail -40 | tee "$OUT/leaderboard.txt"
cp "$WORK/v2/leaderboard_e2e.md" "$OUT/" 2>/dev/null
cp "$WORK/v2/inductor/report.json" "$OUT/v2_inductor_report.json" 2>/dev/null

step "summary"
python3 - "$WORK" <<'PY'
import json, sys
from collections import Counter
from pathlib import Path

work = Path(sys.argv[1])
print(f"{'run':18} {'wall s':>7} {'AS e2e':>7} {'clock flags':>11}  statuses")
for name, folder, wall in (("demo (now)", work / "demo", work / "demo.wall"),
                           ("v2 eager", work / "v2" / "eager", None), ("v2 inductor", work / "v2" / "inductor", None)):
    try:
        report = json.loads((folder / "report.json").read_text())
    except (OSError, ValueError):
        print(f"{name:18} no report"); continue
    variants = report["variants"]
    statuses = Counter(v["status"] for v in variants)
    flags = sum(any("trusted clock" in f for f in v.get("flags", [])) for v in variants)
    score = report.get("overall", {}).get("score")
    seconds = wall.read_text().strip() if wall else "-"
    print(f"{name:18} {seconds:>7} {score if score is None else round(score, 4):>7} {flags:>11}  {dict(statuses)}"
          f"  sandbox={report.get('sandbox', {}).get('mode')}")
PY
