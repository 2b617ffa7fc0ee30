#!/usr/bin/env bash
# The GraphNet corpus on CUDA (issue 10) on one H200, in two kinds of device call.
# Needs build/graphnet-gpu.tar.xz (docs/graphnet-corpus.md section 5 says how to make it; carry
# `build`). Run from the repo root with $OUT set:
#   bash tests/gpu/graphnet_cuda.sh replay   # about 7 minutes
#   DEADLINE_S=540 bash tests/gpu/graphnet_cuda.sh eager
# replay: upstream's CUDA replay against ours on the vendored cases and on the archive's graphs,
# at once (neither times anything); then the suite's replay tests on this machine's torch.
# eager: the archive's graphs eager against eager on CUDA under the plugin, one process: timing
# takes turns on the GPU, so more workers only queue (-n 12 ran 18 full-size graphs in 470 s,
# one process 8 in 100 s). It resumes from $EAGER_DIR/results.jsonl (unpack an earlier call's
# eager_results.jsonl.gz there to go on from it) and is stopped at DEADLINE_S, mid-graph if need be.
# At most 8 files under $OUT. Prints each job's summary last.
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-graphnet-cuda}
EAGER_DIR=${EAGER_DIR:-/tmp/passnet-graphnet-eager}
GN=/tmp/gn
mkdir -p "$OUT" "$GN"
tar -xJf build/graphnet-gpu.tar.xz -C "$GN"
python3 -c "import torch; print('torch', torch.__version__, torch.cuda.get_device_name(0))" | tee "$OUT/machine.txt"
. tests/gpu/install.sh /tmp/passnet-install.log

case "${1:-}" in
replay)
    corpus=(python3 tests/benchmarks/graphnet_corpus.py "$GN" --device cuda)
    timeout 150 "${corpus[@]}" --under tests/data/graphnet --json "$OUT/vendored.json" >"$OUT/vendored.txt" 2>&1 &
    timeout 330 "${corpus[@]}" -n 8 --mem-gb 60 --budget-s 260 --json "$OUT/replay.json" >"$OUT/replay.txt" 2>&1 &
    wait
    timeout 150 python3 -m pytest tests/test_graphnet_vendored.py tests/test_materialize.py tests/test_sample.py \
        -q -p no:cacheprovider >"$OUT/pytest.txt" 2>&1
    for job in vendored replay; do
        echo; echo "=== $job"
        sed -n '/^source /,/^load + replay/p' "$OUT/$job.txt"
    done
    echo; echo "=== replay tests on $(head -1 "$OUT/machine.txt")"; tail -5 "$OUT/pytest.txt"
    ;;
eager)
    mkdir -p "$EAGER_DIR"
    timeout "${DEADLINE_S:-540}" python3 -m pytest --passnet-samples $(sed "s|^|$GN/|" "$GN/graphs.txt") \
        --passnet-compiler eager --passnet-device cuda --passnet-warmup 1 --passnet-trials 2 \
        --passnet-out "$EAGER_DIR" --passnet-resume --rootdir "$GN" -p no:cacheprovider -q >"$OUT/eager.txt" 2>&1
    gzip -c "$EAGER_DIR/results.jsonl" >"$OUT/eager_results.jsonl.gz"
    python3 -c "
import collections, json, sys
rows = {r['sample']: r for r in map(json.loads, open(sys.argv[1]))}.values()  # a graph run twice counts once
print(len(rows), 'of', sys.argv[2], 'graphs:', dict(collections.Counter(r['status'] for r in rows)))
for r in rows:
    if r['status'] != 'correct':
        print(' ', r['status'], r['sample'], r['message'][:300])
" "$EAGER_DIR/results.jsonl" "$(wc -l <"$GN/graphs.txt")"
    ;;
*)
    echo "usage: bash tests/gpu/graphnet_cuda.sh replay|eager" >&2; exit 2 ;;
esac
