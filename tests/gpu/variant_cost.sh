#!/usr/bin/env bash
# Issue 23 item 6 on a GPU host, one device call of at most 4 minutes (three plugin runs of at most
# $LIMIT s, 45 s of benchmark): what a variant of the GPU demo list costs, phase by phase, under
# the code before the sandbox and verdict work (a copy of 824b5f2f in $BASE) and now, on the same
# machine; now also with --passnet-guard passbench (the same sandbox, PassBench's timed loop in one
# request: no driven trials, fingerprints or audits), which tells the cost of the checks from the
# cost of the sandbox. Then one driven trial's parts on CUDA (tests/benchmarks/trial_parts.py).
#   BASE=.gpu/base bash tests/gpu/variant_cost.sh      (carry .gpu; from the repo root)
# Variants: the TinyLlama sample at float32, batch 64 (64 MB of inputs) and 512 (512 MB).
# Each plugin run has its own kernel cache (all start cold) and at most $LIMIT s; the probe plugin
# (variant_cost_probe.py) keeps what a run measured up to its limit. Prints a short table last.
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/passnet-variant-cost}
WORK=${WORK:-/tmp/passnet-variant-cost-work}
BASE=${BASE:-.gpu/base}
LIMIT=${LIMIT:-60}
# A dry run on a CPU host: GRAPHS=demo_subgraphs BATCHES="0 1" DEVICE=cpu
GRAPHS=${GRAPHS:-demo_gpu_subgraphs}
BATCHES=${BATCHES:-5 8}
DEVICE=${DEVICE:-cuda}
SAMPLE=samples/$GRAPHS/fusible_subgraphs/6b/49/6b491e4c52eeda454cce702f4040213a2ddb20d05610892baab6d215345d949a
SELECT=$(for b in $BATCHES; do printf 'float32/%s or ' "$b"; done | sed 's/ or $//')
HERE=$PWD
mkdir -p "$OUT" "$WORK"
echo "$SAMPLE" >"$WORK/list.txt"
# The plugin by name where it is not installed (a GPU host's image); an installed one loads itself.
LOAD=$(python3 -c "from importlib.metadata import entry_points as e; print('' if any(p.value.startswith('pytest_passnet')
    for p in e(group='pytest11')) else '-p pytest_passnet.plugin')")

run() {  # run NAME ROOT ARGS...: a plugin run of the tree ROOT, in ROOT, with the probe
    local name=$1 root=$2; shift 2
    rm -rf "$WORK/$name" "$WORK/cache-$name"
    local start; start=$(date +%s.%N)
    (cd "$root" && XDG_CACHE_HOME="$WORK/cache-$name" PASSNET_COST_OUT="$WORK/$name.json" \
        PYTHONPATH="$PWD:$HERE/tests/gpu" PYTEST_ADDOPTS="$LOAD -p variant_cost_probe" \
        timeout "$LIMIT" python3 -m pytest -p no:cacheprovider -q --passnet-list "$WORK/list.txt" -k "$SELECT" \
        --passnet-out "$WORK/$name" "$@") >"$WORK/$name.log" 2>&1
    echo "$? $(python3 -c "import sys, time; print(round(time.time() - float(sys.argv[1]), 1))" "$start")" >"$WORK/$name.wall"
    echo "$name: exit and wall s: $(cat "$WORK/$name.wall")"
    grep -E "^variant statuses" "$WORK/$name.log"
}

nvidia-smi -L 2>&1 | head -1
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)"
run old "$BASE"
run now "$HERE"
run now_passbench "$HERE" --passnet-guard passbench

echo; echo "=== one driven trial's parts on $DEVICE (median ms)"
V=samples/transformers-auto-model/TinyLlama-1.1B/_decomposed/TinyLlama-1.1B_start0_end8_0
PYTHONPATH=$HERE timeout 45 python3 tests/benchmarks/trial_parts.py \
    $(for b in $BATCHES; do echo "graphs/$GRAPHS/fusible_subgraphs/float32/$b/$V"; done) --device "$DEVICE" --reps 20 \
    2>&1 | tail -4 | tee "$WORK/parts.txt"

cp "$WORK"/*.json "$WORK/parts.txt" "$OUT/" 2>/dev/null  # 7 files: a device call brings back 8 at most
for name in old now now_passbench; do tail -c 3000 "$WORK/$name.log" >"$OUT/$name.log.tail"; done

echo; echo "=== summary"
python3 - "$WORK" <<'EOF'
import json, sys
from pathlib import Path

work = Path(sys.argv[1])
phases = ("load", "sandbox_start", "compile", "time", "judge", "kernel_time", "guard")
print(f"{'run':14} {'variant':10} {'status':12} {'att':>3} {'wall':>6} " + " ".join(f"{p[:7]:>7}" for p in phases))
for name in ("old", "now", "now_passbench"):
    try:
        probe = json.loads((work / f"{name}.json").read_text())
    except (OSError, ValueError):
        print(f"{name:14} no probe output ({(work / f'{name}.wall').read_text().strip()})"); continue
    for v in probe["variants"]:
        short = "/".join(v["variant"].split("float32/")[-1].split("/")[:1]) if "float32/" in v["variant"] else v["variant"][-10:]
        row = " ".join(f"{v['phases_s'].get(p, 0):7.2f}" for p in phases)
        print(f"{name:14} f32/{short:6} {v['status'][:12]:12} {v['attempts']:3d} {v['wall_s']:6.2f} {row}")
        for text in (v["fired"][-1:] + [v["message"][:200]] if v["message"] else v["fired"][-1:]):
            print(f"{'':14}   {text}")
print("\nrequests: count, mean ms (from sending to the answer)")
for name in ("old", "now", "now_passbench"):
    try:
        probe = json.loads((work / f"{name}.json").read_text())
    except (OSError, ValueError):
        continue
    items = sorted(probe["requests"].items(), key=lambda kv: -kv[1][1])
    print(f"  {name:14} " + "; ".join(f"{k} {n}x{s / n * 1000:.1f}" for k, (n, s) in items[:9]))
    calls = sorted(probe["calls"].items(), key=lambda kv: -kv[1][1])
    print(f"  {'':14} " + "; ".join(f"{k.split(' ')[0]} {n}x{s / n * 1000:.0f}" for k, (n, s) in calls[:8]))
    for c in probe["clock"]:
        print(f"  {'':14} clock: claimed {c['claimed_ms'] * 1000:.0f} us, bound {c['bound_ms'] * 1000:.0f} us, eager "
              f"overhead per trial {c['overhead_ms'] * 1000:.0f} us, median span {c['span_ms'] * 1000:.0f} us"
              + (" FALSE CLAIM" if c["false_claim"] else ""))
EOF
