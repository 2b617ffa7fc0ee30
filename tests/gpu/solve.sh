#!/usr/bin/env bash
# passnet-solve on one GPU (issue 28): passes made from Inductor's Triton kernels for the GPU subsets
# of PassNet's v2 eval lists (sample_lists/eval/passnet_v2_gpu_subset_{fusible,typical}.txt) and the
# GPU demo list (eval/demo_gpu_samples.txt), then three runs of each list set at PassBench's protocol
# (25 + 100 calls): --passnet-compiler eager, inductor, and pass_mgr on the solver's passes; then
# `passnet-report leaderboard` on the three reports (AS, g-mean speedup, % correct, fast_1), e2e and
# kernel series; last, the solver's passes as agent trajectories in $OUT/sft. No network needed.
# Run from the repo root, e.g.
#   bash tests/gpu/solve.sh                                   # the H200: 5 to 8 minutes (estimate)
#   DEVICE=cpu SAMPLES=1 WORKERS=1 SOLVERS=2 V2_LISTS=eval/passnet_v2_cpu_subset.txt \
#       DEMO_LIST=eval/demo_samples.txt bash tests/gpu/solve.sh   # a CPU check of the script (interpreter)
# SOLVERS passnet-solve processes share the samples (default 12; timings take turns on the device
# through the plugin's device lock); the three pytest runs go at once, each with WORKERS xdist workers.
# At DEADLINE_S (default 240 after the solve) the runs are interrupted (each writes its report, noted
# as a partial run) and a second start with the same OUT resumes them; the solve is redone only
# where $OUT/solved/<set>.txt is missing. SAMPLES=N: only the first N samples of each list.
set -u
export PYTHONUNBUFFERED=1 PYTHONWARNINGS=ignore
OUT=${OUT:-/tmp/passnet-solve}
DEVICE=${DEVICE:-cuda}
WORKERS=${WORKERS:-4}
SOLVERS=${SOLVERS:-12}
SAMPLES=${SAMPLES:-0}
START=$(date +%s)
mkdir -p "$OUT/lists" "$OUT/solved"
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__,
      torch.cuda.get_device_name(0) if torch.cuda.is_available() else 'no GPU')" | tee "$OUT/machine.txt"
. tests/gpu/install.sh "$OUT/install.log"

# Two list sets, each scored on its own: PassNet's v2 subsets (fusible + typical), and the demo.
declare -A SETS=([v2]="${V2_LISTS:-eval/passnet_v2_gpu_subset_fusible.txt eval/passnet_v2_gpu_subset_typical.txt}"
                 [demo]="${DEMO_LIST:-eval/demo_gpu_samples.txt}")
for set in v2 demo; do
    : >"$OUT/lists/$set.txt"
    for list in ${SETS[$set]}; do
        samples=$(grep -v '^#' "sample_lists/$list" | grep .)
        [ "$SAMPLES" -gt 0 ] && samples=$(echo "$samples" | head -n "$SAMPLES")
        echo "$samples" >>"$OUT/lists/$set.txt"
    done
done

# Once, before anything is timed: unpack the archive and say what the lists hold.
python3 -m pytest --passnet-list "$OUT/lists/v2.txt" --passnet-list "$OUT/lists/demo.txt" --passnet-root . \
    --co -q -p no:cacheprovider 2>&1 | grep -E "passnet:|collected" | tee "$OUT/collected.txt"

# Solve: SOLVERS processes, each with whole samples (round robin over both sets).
if [ ! -f "$OUT/solved/v2.txt" ] || [ ! -f "$OUT/solved/demo.txt" ]; then
    begin=$(date +%s)
    cat "$OUT/lists/v2.txt" "$OUT/lists/demo.txt" | awk -v n="$SOLVERS" -v dir="$OUT/lists" \
        '{ print > (dir "/shard" (NR - 1) % n ".txt") }'
    for shard in "$OUT"/lists/shard*.txt; do
        name=$(basename "$shard" .txt)
        TORCHINDUCTOR_COMPILE_THREADS=2 python3 -m pytest_passnet.solver.cli --list "$shard" --root . \
            --device "$DEVICE" --out "$OUT/solved/$name" >"$OUT/solved/$name.log" 2>&1 &
    done
    wait
    for set in v2 demo; do  # each sample's solved dir, in list order
        while read -r sample; do
            ls -d "$OUT"/solved/shard*/"$sample" 2>/dev/null | head -n 1
        done <"$OUT/lists/$set.txt" >"$OUT/solved/$set.txt"
    done
    echo "solve: $(( $(date +%s) - begin )) s for $(cat "$OUT"/lists/shard*.txt | wc -l) samples" \
        | tee "$OUT/solved/time.txt"
    rm -f "$OUT"/lists/shard*.txt
fi
python3 - "$OUT/solved" <<'EOF'
import json, re, sys
from pathlib import Path
samples = [s for f in sorted(Path(sys.argv[1]).glob("shard*/solve_report.json"))
           for s in json.loads(f.read_text())["samples"]]
kept = sum(len(s["passes"]) for s in samples)
reasons = {}
for s in samples:
    for why in s["dropped"].values():
        cause = re.search(r"\([^:()]*: (.*)\)$", why)  # "its kernels fail on 1 of 2 variants (<variant>: <why>)"
        key = "slower than eager" if why.startswith("slower") else (cause.group(1) if cause else why)[:90]
        reasons[key] = reasons.get(key, 0) + 1
print(f"solver: {sum(1 for s in samples if s['passes'])} of {len(samples)} samples with passes, {kept} passes kept, "
      f"{sum(len(s['dropped']) for s in samples)} dropped; {sum(s['seconds'] for s in samples):.0f} s of solving in all")
for why, count in sorted(reasons.items(), key=lambda item: -item[1])[:12]:
    print(f"    dropped {count}x: {why}")
EOF

DEADLINE=$(( $(date +%s) + ${DEADLINE_S:-240} ))
workers=(); [ "$WORKERS" -gt 1 ] && workers=(-n "$WORKERS")
mkdir -p "$OUT/v2" "$OUT/demo"
for run in eager inductor solver; do
    (
        for set in v2 demo; do
            if [ "$run" = solver ]; then
                lists=(--passnet-list "$OUT/solved/$set.txt" --passnet-compiler pass_mgr)
            else
                lists=(--passnet-list "$OUT/lists/$set.txt" --passnet-compiler "$run")
            fi
            left=$(( DEADLINE - $(date +%s) ))
            [ "$left" -gt 10 ] || { echo "$set $run: past the deadline, not started (start again to resume)" \
                >"$OUT/$set/$run.done"; continue; }
            begin=$(date +%s)
            timeout -s INT -k 30 "$left" python3 -m pytest "${lists[@]}" --passnet-root . --passnet-device "$DEVICE" \
                --passnet-out "$OUT/$set/$run" --passnet-resume "${workers[@]}" -p no:cacheprovider -q \
                >>"$OUT/$set/$run.log" 2>&1
            echo "$set $run: exit $?, $(( $(date +%s) - begin )) s: $(tail -1 "$OUT/$set/$run.log")" >"$OUT/$set/$run.done"
        done
    ) &
done
wait

echo
echo "=== runs ($(( $(date +%s) - START )) s in all, $(head -1 "$OUT/machine.txt"); $(cat "$OUT/solved/time.txt"))"
series=(e2e); [ "$DEVICE" = cpu ] || series+=(kernel)  # kernel times are taken on CUDA only
for set in v2 demo; do
    reports=()
    for run in eager inductor solver; do
        cat "$OUT/$set/$run.done" 2>/dev/null
        grep -E "^(overall|variant statuses|note: covered|note: partial)" "$OUT/$set/$run.log" | sed 's/^/    /'
        [ -f "$OUT/$set/$run/report.json" ] && reports+=("$OUT/$set/$run")
    done
    [ ${#reports[@]} -gt 0 ] || { echo "$set: no report.json under $OUT/$set: see its logs"; continue; }
    for s in "${series[@]}"; do
        python3 -m pytest_passnet.cli leaderboard "${reports[@]}" --series "$s" --md "$OUT/$set/leaderboard_$s.md" \
            >/dev/null 2>"$OUT/$set/leaderboard_$s.err" \
            || { echo "leaderboard $set $s failed:"; cat "$OUT/$set/leaderboard_$s.err"; continue; }
        echo
        echo "=== $set, $s series (ours [1..] = ${reports[*]##*/}; published [P] = PassNet, NVIDIA A30)"
        grep -E "^(### |\| (row|ours))" "$OUT/$set/leaderboard_$s.md" | cut -d'|' -f2-11
    done
done

# The solver's passes as agent trajectories (SFT examples), rewarded by the solver runs' reports.
solver_reports=(); for set in v2 demo; do
    [ -f "$OUT/$set/solver/report.json" ] && solver_reports+=(--report "$OUT/$set/solver/report.json"); done
solved_dirs=(); for shard in "$OUT"/solved/shard*/; do solved_dirs+=(--solved "$shard"); done
[ ${#solver_reports[@]} -gt 0 ] && python3 -m pytest_passnet.solver.trajectories "${solved_dirs[@]}" \
    "${solver_reports[@]}" --root . --out "$OUT/sft" 2>&1 | tail -1
