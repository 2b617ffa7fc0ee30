#!/usr/bin/env bash
# PassNet's own v2 benchmark on one GPU (issue 24): a fixed subset of both v2 eval lists
# (sample_lists/eval/passnet_v2_gpu_subset_{fusible,typical}.txt, samples whose every variant is in
# graphs/hf_subgraphs_v2.tar.xz; sample_lists/UPSTREAM.md says how they were chosen), run with
# --passnet-compiler eager and with inductor at PassBench's protocol (25 + 100 calls, e2e score),
# then `passnet-report leaderboard` on both reports, e2e and kernel series, beside PassNet's
# published A30 rows. Run from the repo root with $OUT set, e.g.
#   bash tests/gpu/leaderboard_v2.sh                      # the H200: about 4 minutes
#   DEVICE=cpu SAMPLES=1 COMPILERS=eager bash tests/gpu/leaderboard_v2.sh   # a CPU check of the script
# The two compilers run at once, each with WORKERS xdist workers on the one GPU: compiles overlap,
# timed blocks take turns (docs/measurement.md). At DEADLINE_S (default 200) the runs are interrupted
# (SIGINT: each still writes its report, noted as a partial run; SIGKILL 30 s later) and a second start
# with the same OUT resumes them (--passnet-resume). SAMPLES=N: only the first N samples of each list.
# Reports stay under $OUT/<compiler>/; the leaderboards are $OUT/leaderboard_{e2e,kernel}.{md,html}.
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-v2-leaderboard}
DEVICE=${DEVICE:-cuda}
WORKERS=${WORKERS:-4}
SAMPLES=${SAMPLES:-0}
COMPILERS=${COMPILERS:-eager inductor}
DEADLINE=$(( $(date +%s) + ${DEADLINE_S:-200} ))
START=$(date +%s)
mkdir -p "$OUT"
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__,
      torch.cuda.get_device_name(0) if torch.cuda.is_available() else 'no GPU')" | tee "$OUT/machine.txt"
. tests/gpu/install.sh "$OUT/install.log"

lists=()
for category in fusible typical; do
    list="sample_lists/eval/passnet_v2_gpu_subset_${category}.txt"
    if [ "$SAMPLES" -gt 0 ]; then
        grep -v '^#' "$list" | head -n "$SAMPLES" >"$OUT/${category}.txt"
        list="$OUT/${category}.txt"
    fi
    lists+=(--passnet-list "$list")
done
workers=(); [ "$WORKERS" -gt 1 ] && workers=(-n "$WORKERS")

# Once, before anything is timed: unpack the archive and say what the lists hold.
python3 -m pytest "${lists[@]}" --passnet-root . --co -q -p no:cacheprovider 2>&1 | grep -E "passnet:|collected" \
    | tee "$OUT/collected.txt"

for compiler in $COMPILERS; do
    (
        left=$(( DEADLINE - $(date +%s) ))
        begin=$(date +%s)
        timeout -s INT -k 30 "$left" python3 -m pytest "${lists[@]}" --passnet-root . --passnet-compiler "$compiler" \
            --passnet-device "$DEVICE" --passnet-out "$OUT/$compiler" --passnet-resume "${workers[@]}" \
            -p no:cacheprovider -q >>"$OUT/$compiler.log" 2>&1
        echo "$compiler: exit $?, $(( $(date +%s) - begin )) s: $(tail -1 "$OUT/$compiler.log")" >"$OUT/$compiler.done"
    ) &
done
wait

echo
echo "=== runs ($(( $(date +%s) - START )) s in all, $(head -1 "$OUT/machine.txt"))"
reports=()
for compiler in $COMPILERS; do
    cat "$OUT/$compiler.done"
    grep -E "^(overall|variant statuses|note: covered|note: partial)" "$OUT/$compiler.log" | sed 's/^/    /'
    [ -f "$OUT/$compiler/report.json" ] && reports+=("$OUT/$compiler")
done
[ ${#reports[@]} -gt 0 ] || { echo "no report.json under $OUT: see $OUT/<compiler>.log"; exit 1; }
series=(e2e); [ "$DEVICE" = cpu ] || series+=(kernel)  # kernel times are taken on CUDA only
for s in "${series[@]}"; do
    python3 -m pytest_passnet.cli leaderboard "${reports[@]}" --series "$s" --md "$OUT/leaderboard_$s.md" \
        --html "$OUT/leaderboard_$s.html" >/dev/null 2>"$OUT/leaderboard_$s.err" \
        || { echo "leaderboard $s failed:"; cat "$OUT/leaderboard_$s.err"; continue; }
    echo
    echo "=== leaderboard, $s series (ours [1..] = ${reports[*]##*/}; published [P] = PassNet, NVIDIA A30)"
    grep -E "^(### |\| (row|ours|published))" "$OUT/leaderboard_$s.md" | cut -d'|' -f2-11
done
