#!/usr/bin/env bash
# The GraphNet corpus on CUDA (issue 10), one device call of about 6 minutes on one H200.
# Needs build/graphnet-gpu.tar.xz (docs/graphnet-corpus.md section 5 says how to make it; carry
# `build`). Run from the repo root with $OUT set:
#   bash tests/gpu/graphnet_cuda.sh
# Three jobs at once, each on its own CPU cores (none is judged on its timings, so they may share
# the machine): upstream's CUDA replay against ours on the vendored cases and on the archive's
# graphs, and the archive's graphs eager against eager on CUDA under the plugin. Then the suite's
# replay tests on this machine's torch. Prints each job's summary last.
# Eight files under $OUT: the .txt and .json of each job, machine.txt and pytest.txt.
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-graphnet-cuda}
GN=/tmp/gn
mkdir -p "$OUT" "$GN"
tar -xJf build/graphnet-gpu.tar.xz -C "$GN"
python3 -c "import torch; print('torch', torch.__version__, torch.cuda.get_device_name(0))" | tee "$OUT/machine.txt"
python3 -m pip install -q --no-deps --no-build-isolation -e . >/tmp/passnet-install.log 2>&1 \
    || { export PYTHONPATH=$PWD PYTEST_ADDOPTS="-p pytest_passnet.plugin"; }
corpus=(python3 tests/benchmarks/graphnet_corpus.py "$GN" --device cuda)

start=$(date +%s)
timeout 150 "${corpus[@]}" --under tests/data/graphnet --json "$OUT/vendored.json" >"$OUT/vendored.txt" 2>&1 &
timeout 330 "${corpus[@]}" -n 6 --mem-gb 60 --budget-s 260 --json "$OUT/replay.json" >"$OUT/replay.txt" 2>&1 &
timeout 400 "${corpus[@]}" -n 6 --eager --no-replay --json "$OUT/eager.json" >"$OUT/eager.txt" 2>&1 &
wait
echo "corpus jobs: $(( $(date +%s) - start )) s" | tee -a "$OUT/machine.txt"
timeout 150 python3 -m pytest tests/test_graphnet_vendored.py tests/test_materialize.py tests/test_sample.py \
    -q -p no:cacheprovider >"$OUT/pytest.txt" 2>&1

for job in vendored replay eager; do
    echo; echo "=== $job"
    sed -n '/^source /,$p' "$OUT/$job.txt" | head -30
    tail -3 "$OUT/$job.txt"
done
echo; echo "=== replay tests on $(head -1 "$OUT/machine.txt")"; tail -5 "$OUT/pytest.txt"
