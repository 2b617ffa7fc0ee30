#!/usr/bin/env bash
# The session's GPU checks of the sandbox (issue 23) on one H200, in two device calls of at most
# 9 minutes each. Run from the repo root, carrying .gpu (bubblewrap's .deb, `apt-get download
# bubblewrap`, since the image has none):
#   PART=1 DEBS=.gpu/debs bash tests/gpu/final_check.sh   # the GPU demo list as a process and under
#                                                         # bubblewrap (wall time, statuses, AS), then
#                                                         # a trial's answer on CUDA (trial_answer.py)
#   PART=2 DEBS=.gpu/debs bash tests/gpu/final_check.sh   # the red team's GPU-only attacks (rounds 4
#                                                         # and 2, -m redteam), then tests/sandbox on
#                                                         # CUDA (as root and as a user, both modes)
# Each part prints a short table last; at most 8 files under $OUT. The device tool refused this repo's tree
# (25,000 tracked files) as over 64 MiB on 2026-12-05: move graphs/passnet_subgraphs out of it for the call.
# The demo list's rows come from results.jsonl where its run was cut before its report.
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-final}
WORK=${WORK:-/tmp/passnet-final-work}
DEBS=${DEBS:-.gpu/debs}
PART=${PART:-1}
LIST=eval/demo_gpu_samples.txt
DEADLINE=$(( $(date +%s) + ${BUDGET_S:-540} ))
mkdir -p "$OUT" "$WORK"
step() { echo; echo "=== $1 ($(date +%T))"; }
left() { local s=$(( DEADLINE - $(date +%s) - ${1:-0} )); echo $(( s > 1 ? s : 1 )); }  # never 0 or less: timeout refuses those
. tests/gpu/install.sh "$WORK/install.log"
PLAIN_PATH=$PATH

step "machine and sandbox mode"
{
    nvidia-smi -L; uname -r; python3 tests/gpu/host_speed.py
    python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)"
    python3 -c "from pytest_passnet.sandbox.mode import detect; print('without bubblewrap:', detect().record())"
    if ls "$DEBS"/bubblewrap_*.deb >/dev/null 2>&1; then
        dpkg -x "$DEBS"/bubblewrap_*.deb /tmp/bwrap-root
        PATH=/tmp/bwrap-root/usr/bin:$PATH python3 -c "
from pytest_passnet.sandbox.mode import detect; print('with bubblewrap unpacked:', detect().record())"
    fi
    # tests/sandbox runs pass code as the user passnet-test too (as .ci/run sets it up)
    id passnet-test >/dev/null 2>&1 || useradd --create-home passnet-test
    for path in "$PWD" /tmp/bwrap-root; do while [ "$path" != / ]; do chmod o+x "$path"; path=$(dirname "$path"); done; done
    chmod -R o+rX . 2>/dev/null || true
} 2>&1 | tee "$OUT/machine.txt"
BWRAP_PATH=/tmp/bwrap-root/usr/bin:$PLAIN_PATH

demo() {  # demo NAME PATH: the GPU demo list, its wall time in $WORK/NAME.wall
    local start; start=$(date +%s.%N)
    # verbose, a variant's compiled side cut at 60 s: a run cut at its deadline writes no report (2026-12-05:
    # the process-mode run took the whole 537 s and said nothing), and its per-test lines say where it went
    PATH=$2 timeout "$(left 10)" python3 -m pytest -p no:cacheprovider -v --durations=0 --passnet-timeout 60 \
        --passnet-list $LIST --passnet-out "$WORK/$1" >"$WORK/$1.log" 2>&1
    python3 -c "import sys, time; print(round(time.time() - float(sys.argv[1]), 1))" "$start" >"$WORK/$1.wall"
    echo "$1: $(cat "$WORK/$1.wall") s"; grep -E "^(variant statuses|sandbox|overall)" "$WORK/$1.log"
    # a run cut at its deadline writes no report, but results.jsonl holds every variant it finished
    cp "$WORK/$1/report.json" "$OUT/$1_report.json" 2>/dev/null \
        || { tail -c 12000 "$WORK/$1.log" >"$OUT/$1.log"; cp "$WORK/$1/results.jsonl" "$OUT/$1_results.jsonl" 2>/dev/null; }
}

suite() {  # suite NAME PATH SECONDS PYTEST-ARGS...: this repo's tests on CUDA, one line per test kept
    local name=$1 path=$2 seconds=$3; shift 3
    PATH=$path timeout "$seconds" python3 -m pytest -p no:cacheprovider -v -rfEx "$@" >"$WORK/$name.log" 2>&1
    echo "exit $?" >>"$WORK/$name.log"
    # a run cut at its deadline prints no summary: the verbose lines say what ran and how it ended
    grep -E " (PASSED|FAILED|ERROR|XFAIL|XPASS|SKIPPED)|^(E  |FAILED|ERROR)|passed|failed|^exit " "$WORK/$name.log" \
        | tail -c 12000 >"$OUT/$name.log"
    grep -cE " PASSED" "$WORK/$name.log" | sed 's/^/passed so far: /'; grep -E " (FAILED|ERROR) |^exit " "$WORK/$name.log" | tail -5
}

if [ "$PART" = 1 ]; then
    step "GPU demo list as a process (as the image is)"
    demo demo_process "$PLAIN_PATH"
    step "GPU demo list under bubblewrap"
    demo demo_bwrap "$BWRAP_PATH"
    step "a trial's answer on CUDA: fingerprint.commitment and the overlap look, per layout"
    timeout "$(left 5)" python3 tests/benchmarks/trial_answer.py --device cuda --sizes 1 16 64 256 --threads 4 \
        2>&1 | tee "$OUT/trial_answer.txt"
else
    step "the red team's GPU-only attacks on CUDA: round 4's kernel series, round 2 as a process (gpu_hog, gpu_oom_blame, speed_bounded)"
    suite redteam_gpu "$BWRAP_PATH" "$(left 150)" -m redteam -n 2 --dist loadfile -k "kernel_series or plain-root" \
        tests/adversarial/redteam/round4/test_round4_runs.py::test_kernel_series_is_what_the_kernels_take \
        tests/adversarial/redteam/round2_verdicts
    step "tests/sandbox on CUDA (both modes, root and passnet-test)"
    suite sandbox "$BWRAP_PATH" "$(left 15)" tests/sandbox -n 6
fi

step "summary (part $PART)"
python3 - "$WORK" <<'PY'
import json, re, sys
from collections import Counter
from pathlib import Path

work = Path(sys.argv[1])
print(f"{'run':16} {'wall s':>7} {'AS e2e':>7} {'clock flags':>11} {'unseen':>6}  statuses")
for name in ("demo_process", "demo_bwrap"):
    try:
        report = json.loads((work / name / "report.json").read_text())
    except (OSError, ValueError):  # cut at its deadline: what it finished
        try:
            report = {"variants": [json.loads(line) for line in (work / name / "results.jsonl").open()]}
        except (OSError, ValueError):
            continue
    variants = report["variants"]
    statuses = dict(Counter(v["status"] for v in variants))
    flags = sum(any("trusted clock" in f for f in v.get("flags", [])) for v in variants)
    unseen = sum(any("saw none of" in f for f in v.get("flags", [])) for v in variants)  # measure.UNSEEN_CALL
    score = report.get("overall", {}).get("score")
    print(f"{name:16} {(work / f'{name}.wall').read_text().strip():>7} "
          f"{'-' if score is None else round(score, 4):>7} {flags:>11} {unseen:>6}  {statuses}  sandbox={report.get('sandbox', {}).get('mode')}")
    print(f"  {len(variants)} variants; per variant: status, attempts, time phase s, overhead h ms per trial (span - claim)")
    for v in variants:
        clocks = [a.get("trusted_clock") or {} for a in (v.get("timing") or {}).get("attempts") or []]
        h = [round(c["overhead_ms"], 1) for c in clocks if c.get("overhead_ms") is not None]
        print(f"  {v['variant'].split('/samples/')[0].split('_subgraphs/')[-1]:24} {v['variant'].rsplit('/', 1)[-1][:28]:28} "
              f"{v['status'][:16]:16} {len(clocks)} {(v.get('phases_s') or {}).get('time', 0):6.1f} {h}")
for name in ("sandbox", "redteam_gpu"):
    log = work / f"{name}.log"
    if log.exists():
        lines = log.read_text(errors="replace").splitlines()
        result = next((line for line in reversed(lines) if re.search(r"\d+ (passed|failed|error)", line)), "no result line")
        print(f"{name:16} {result.strip('= ')}  ({lines[-1]})")
PY
