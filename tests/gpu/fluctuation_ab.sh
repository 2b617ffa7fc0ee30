#!/usr/bin/env bash
# Why the compiled e2e series of the GPU demo list fluctuate (issue 23 item 6; 27 of 30 timed variants on one H100 in
# session 25, docs/results/h100-2026-12-05c): one device call, from the repository root, arms taking turns on the same
# machine so that their numbers compare:
#   spin     this tree (a GPU child spins up to 50 ms for its next trial request; each trial follows an untimed call,
#            protocol.Prime, since session 28)
#   nospin   the same with the child's spin off (_SPIN_S = 0): the child sleeps between trials
#   nort     the same with the trusted side's watching threads left at nice 0 (realtime._refused: no SCHED_FIFO
#            thread of the memory watch or the answer stop, session 32's change)
#   busy     this tree beside nice-19 burners on every core: no core of the host ever idles
#   candidate  the package in .gpu/candidate where there is one (a candidate fix, carried for the call; session 28's
#            was protocol.Prime: docs/results/h100-2026-12-06)
#   passbench  this tree with --passnet-guard passbench: the child times PassBench's back-to-back loop, no driven trials
# If busy is steady where spin is not, idle host cores (power or vCPU wake-up state) slow the launch path; if passbench
# is steady where spin is not, the driven trial itself (what runs between two timed calls) does.
# Each arm runs the float32 variants of four demo samples (TinyLlama, convnext, deit, mobilenet); a last table gives
# per arm: wall, statuses, and the median over variants of the first attempt's compiled e2e IQR/median.
#   BUDGET_S=540 [ARMS="spin candidate"] bash tests/gpu/fluctuation_ab.sh
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-ab}
WORK=${WORK:-/tmp/passnet-ab-work}
DEADLINE=$(( $(date +%s) + ${BUDGET_S:-540} ))
SELECT="float32 and (TinyLlama or convnext or deit or mobilenet)"
mkdir -p "$OUT" "$WORK"
. tests/gpu/install.sh "$WORK/install.log"
{ nvidia-smi -L; python3 tests/gpu/host_speed.py; } | tee "$OUT/machine.txt"

rm -rf "$WORK/nospin" && mkdir -p "$WORK/nospin" && cp -r pytest_passnet "$WORK/nospin/"
sed -i 's/^_SPIN_S = .*/_SPIN_S = 0.0/' "$WORK/nospin/pytest_passnet/sandbox/child/__main__.py"
grep -q '^_SPIN_S = 0.0$' "$WORK/nospin/pytest_passnet/sandbox/child/__main__.py" || { echo "no _SPIN_S to turn off"; exit 1; }
rm -rf "$WORK/nort" && mkdir -p "$WORK/nort" && cp -r pytest_passnet "$WORK/nort/"
sed -i 's/^_refused = False/_refused = True/' "$WORK/nort/pytest_passnet/sandbox/realtime.py"
grep -q '^_refused = True' "$WORK/nort/pytest_passnet/sandbox/realtime.py" || { echo "no real-time switch to turn off"; exit 1; }

arm() {  # arm NAME ROUND: one run of the selection, its results in $WORK/NAME-ROUND
    local name=$1 run=$WORK/$1-$2 start burners=() left
    left=$(( DEADLINE - $(date +%s) - 5 ))
    [ "$left" -gt 60 ] || return 1
    if [ "$name" = busy ]; then
        for _ in $(seq "$(nproc)"); do nice -n 19 bash -c 'while :; do :; done' & burners+=($!); done
    fi
    # an arm's copy of the package comes first on the path (-P: not the checkout's, in the working folder); its
    # children take the trusted side's (policy.py)
    local path=${PYTHONPATH:-} guard=full
    [ "$name" = nospin ] && path=$WORK/nospin
    [ "$name" = nort ] && path=$WORK/nort
    if [ "$name" = candidate ]; then [ -d .gpu/candidate/pytest_passnet ] || return 0; path=$PWD/.gpu/candidate; fi
    [ "$name" = passbench ] && guard=passbench
    PYTHONPATH=$path python3 -P -c "import pytest_passnet.sandbox.child.__main__ as c; print('$name: _SPIN_S', c._SPIN_S, c.__file__)"
    start=$(date +%s.%N)
    PYTHONPATH=$path timeout "$left" python3 -P -m pytest -p no:cacheprovider -q --passnet-timeout 60 --passnet-guard "$guard" -k "$SELECT" \
        --passnet-list eval/demo_gpu_samples.txt --passnet-out "$run" >"$run.log" 2>&1
    python3 -c "import sys, time; print(round(time.time() - float(sys.argv[1]), 1))" "$start" >"$run.wall"
    [ ${#burners[@]} -gt 0 ] && kill "${burners[@]}" 2>/dev/null
    echo "$name round $2: $(cat "$run.wall") s"
    cp "$run/results.jsonl" "$OUT/$name-$2.jsonl" 2>/dev/null
    return 0
}

for round in 1 2; do
    for name in ${ARMS:-spin passbench candidate busy nospin}; do arm "$name" "$round" || break 2; done
done

python3 - "$WORK" <<'EOF'
import glob, json, os, statistics, sys
from collections import Counter
print(f"\n{'arm':<10}{'wall s':>8}  {'variants':>8}  {'fluct':>5}  {'compile s':>9}  {'time s':>7}  {'first e2e ms':>12}"
      f"  {'median first IQR/median':>24}  statuses")
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*-[12]/results.jsonl"))):
    name = os.path.basename(os.path.dirname(path))
    rows = [json.loads(line) for line in open(path)]
    spreads, medians = [], []
    for row in rows:
        timing = row.get("timing") or {}
        first = (timing.get("attempts") or [timing])[0].get("compiled") or {}
        e2e = first.get("e2e") or {}
        if e2e.get("median"):
            spreads.append(e2e["iqr"] / e2e["median"])
            medians.append(e2e["median"])
    statuses = Counter(row["status"] for row in rows)
    wall = open(os.path.dirname(path) + ".wall").read().strip()
    spread = f"{100 * statistics.median(spreads):.1f} %" if spreads else "-"
    median = f"{statistics.median(medians):.3f}" if medians else "-"
    phase = {key: sum((row.get("phases_s") or {}).get(key, 0.0) for row in rows) for key in ("compile", "time")}
    print(f"{name:<10}{wall:>8}  {len(rows):>8}  {statuses['fluctuation']:>5}  {phase['compile']:>9.1f}  {phase['time']:>7.1f}"
          f"  {median:>12}  {spread:>24}  {dict(statuses)}")
EOF
