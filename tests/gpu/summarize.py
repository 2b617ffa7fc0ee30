"""The GPU check's closing table (tests/gpu/run_gpu_checks.sh), from the files it left in $OUT:
each figure beside issue 9's target in brackets.

    python tests/gpu/summarize.py OUT
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path


def load(path: Path) -> dict | None:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def pct(value: float | None) -> str:
    return "-" if value is None else f"{value:+.1%}"


def num(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def machine_lines(text: str) -> list[str]:
    lines = [line for line in text.splitlines() if line.startswith(("GPU ", "torch ", "cpu_near"))]
    for line in text.splitlines():
        match = re.match(r"gpu_state (\w+) (\S+) (.*) (\d+ ms)$", line)
        if match:
            when, gpu, state, cost = match.groups()
            s = json.loads(state) or {}
            lines.append(f"GPU {gpu} {when}: SM {s.get('sm_clock_mhz')}/{s.get('sm_clock_max_mhz')} MHz, "
                         f"{s.get('temperature_c')} C, {s.get('power_w')} W, throttle {s.get('throttle')} "
                         f"(nvidia-smi query {cost})")  # fmt: skip
    return lines


def repeatability_line(result: dict) -> str:
    runs = result["runs"]
    return (f"repeatability ({len(runs)} runs): AS {' / '.join(num(r['score'], 4) for r in runs)}; "
            f"spread {pct(result['overall_spread'])} [<= 1%]; widest sample {pct(result['max_sample_spread'])} [<= 3%]; "
            f"flips {len(result['flips'])}, {result['other_flips']} not at a tolerance edge [0]; "
            f"fluctuation {'/'.join(str(r['fluctuation']) for r in runs)}; re-measured "
            f"{'/'.join(str(r['remeasured']) for r in runs)}; wall {'/'.join(str(round(r['wall_s'])) for r in runs)} s")  # fmt: skip


def eager_line(result: dict) -> str:
    run = result["runs"][0]
    p5, p50, p95 = run["e2e_speedup_p5_p50_p95"]
    return (f"eager vs eager: AS {num(run['score'], 4)} [1.00 +- 0.01]; fluctuation {run['fluctuation']} [0]; "
            f"variant e2e speedup p5/p50/p95 {num(p5, 2)}/{num(p50, 2)}/{num(p95, 2)}; statuses {run['statuses']}; "
            f"wall {run['wall_s']:.0f} s")  # fmt: skip


def fidelity_lines(summary: dict) -> list[str]:
    deviation = summary["median_deviation"]
    return [
        f"fidelity: {summary['timed']} variants timed, {summary['skipped']} under 100 us, {len(summary['failed'])} failed",
        "  median speedup deviation from do_bench: " + "; ".join(f"{k} {pct(v)}" for k, v in deviation.items())
        + " [kernel view within 3%]",
        f"  host time the harness adds per compiled call over bare torch.compile: {num(summary['harness_host_us'], 1)} us",
    ]


def main(out: Path) -> None:
    print("--- GPU checks (issue 9); targets in brackets")
    smi = out / "nvidia_smi.txt"
    if smi.is_file():
        print("\n".join(machine_lines(smi.read_text())))
    tests = out / "tests.log"
    if tests.is_file():
        counts = [line for line in tests.read_text().splitlines() if re.search(r"\d+ (passed|failed)", line)]
        print(f"CUDA unit tests: {counts[-1] if counts else 'no summary line'}")
    for name, line in (("repeatability.json", repeatability_line), ("eager.json", eager_line)):
        result = load(out / name)
        print(line(result) if result else f"{name}: missing (see {name.replace('.json', '.log')})")
    fidelity = load(out / "fidelity.json")
    print("\n".join(fidelity_lines(fidelity["summary"])) if fidelity else "fidelity.json: missing (see fidelity.log)")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
