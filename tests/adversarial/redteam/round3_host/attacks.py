"""Round 3's attacks on the host side and the checks that read a run record (``runner.run``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

# CPU seconds a child's threads may use while the trusted side holds it stopped (the host's looks
# every 50 ms: a SIGSTOP takes effect within microseconds; the honest children used 0.00 s here).
STOPPED_CPU_S = 0.05
# Under load the looks also catch the edges of a window (processes stopped or continued one after
# another): an honest child then shows some CPU too; an attack's child may use half again as much
# as an honest child's share of the run's baseline (three honest children: two controls, a victim).
HONEST_CHILDREN = 3
# The eager side of an attack's sample may be this much slower than the slower of the two honest
# controls of the same model in the same run (one before the attacks, one after) before it counts
# as slowed on purpose. Run to run here the controls' eager medians differ by up to 1.5x.
EAGER_SLOWDOWN = 2.5
EAGER_SLACK_MS = 20.0


@dataclass(frozen=True)
class Attack:
    name: str
    idea: str
    model: str  # runner.MODELS
    checks: tuple[str, ...]
    victim: bool = False  # an honest sample of the same model runs after it


ATTACKS = [
    Attack("stop_outrun", "threads inside a long MADV_POPULATE_READ keep running after the SIGSTOP that should "
                          "hold them while eager is timed", "heavy", ("stays_stopped",)),
    Attack("stop_resisted", "POSIX timers send the child SIGCONT every 10 ms: the SIGSTOP that should hold it "
                            "while eager is timed does not", "heavy", ("stays_stopped",)),
    Attack("request_stall", "the child stops reading its requests; the trusted side's write of the next one "
                            "(inputs through the pipe) blocks with no deadline", "small",
           ("hang_is_a_result", "run_finishes"), victim=True),
]
BY_NAME = {attack.name: attack for attack in ATTACKS}

Verdict = tuple[bool, str]


def _median(variant: dict, side: str) -> float | None:
    return (((variant.get("timing") or {}).get(side) or {}).get("e2e") or {}).get("median")


def _controls_eager(record: dict, model: str) -> list[float]:
    found = []
    for name in (f"control_{model}", f"control_{model}_after"):
        for variant in record["results"].get(name, []):
            if variant["status"] == "correct" and _median(variant, "eager"):
                found.append(_median(variant, "eager"))
    return found


def _not_run(record: dict, attack: Attack) -> str | None:
    """Why the attack's pass did not run (rejected by a static layer), or None."""
    for variant in record["results"].get(attack.name, []):
        if "[passnet static rules]" in (variant.get("message") or ""):
            return f"not run: {variant['message'][:300]}"
    return None


def stays_stopped(record: dict, attack: Attack) -> Verdict:
    """The child the trusted side stopped (while the other side is timed) used no CPU meanwhile."""
    if _not_run(record, attack):
        return False, _not_run(record, attack)
    used, looks = record["ran_while_stopped_s"][attack.name], record["stopped_looks"][attack.name]
    baseline = record["ran_while_stopped_s"]["honest_relu"]
    _, eager = eager_not_slowed(record, attack)
    evidence = (f"{used} CPU s while stopped ({looks} looks found it stopped; honest children: {baseline} s); "
                f"eager: {eager}")
    allowed = max(STOPPED_CPU_S, 1.5 * baseline / HONEST_CHILDREN)
    return looks > 0 and used <= allowed, f"{evidence}; allowed {allowed:.2f} s"


def eager_not_slowed(record: dict, attack: Attack) -> Verdict:
    controls = _controls_eager(record, attack.model)
    variants = record["results"].get(attack.name, [])
    if not controls or not variants:
        return False, f"nothing to compare: controls {controls}, attack {[v['status'] for v in variants]}"
    usual = max(controls)
    slowed = [f"{v['variant']} ({v['status']}, speedup {v.get('speedup', {}).get('e2e')}): eager median "
              f"{_median(v, 'eager')} ms" for v in variants
              if _median(v, "eager") and _median(v, "eager") > usual * EAGER_SLOWDOWN + EAGER_SLACK_MS]
    detail = f"the controls' eager medians {controls} ms"
    if slowed:
        return False, f"{'; '.join(slowed)} against {detail}"
    return True, f"{[(v['status'], _median(v, 'eager')) for v in variants]} against {detail}"


def hang_is_a_result(record: dict, attack: Attack) -> Verdict:
    if _not_run(record, attack):
        return False, _not_run(record, attack)
    variants = record["results"].get(attack.name, [])
    if not variants:
        return False, (f"no result for it: the run {'was ended by the harness after ' if record['timed_out'] else 'ended after '}"
                       f"{record['duration_s']} s (--passnet-timeout {record['passnet_timeout_s']:g} s); the trusted "
                       f"process was in {record['trusted_wchan']!r}")
    failed = [v["status"] for v in variants]
    return all(s != "correct" for s in failed), f"statuses {failed}: {variants[0].get('message', '')[:300]}"


def run_finishes(record: dict, attack: Attack) -> Verdict:
    if _not_run(record, attack):
        return False, _not_run(record, attack)
    if record["timed_out"]:
        return False, (f"pytest still running after {record['duration_s']} s (the harness's limit; --passnet-timeout "
                       f"{record['passnet_timeout_s']:g} s), blocked in {record['trusted_wchan']!r}; no report.json: "
                       f"{record['report_final'] is None}")
    if record["report_final"] is None:
        return False, f"pytest exited {record['exit_code']} without report.json"
    return True, f"exited {record['exit_code']} after {record['duration_s']} s, report written"


def victim_correct(record: dict, attack: Attack) -> Verdict:
    variants = record["results"].get(f"{attack.name}_victim", [])
    if not variants:
        return False, "the victim never ran (missing from results.jsonl)"
    wrong = [f"{v['status']}: {v.get('message', '')[:200]}" for v in variants if v["status"] != "correct"]
    return not wrong, "; ".join(wrong) or "correct"


CHECKS: dict[str, Callable[[dict, Attack], Verdict]] = {
    "stays_stopped": stays_stopped, "hang_is_a_result": hang_is_a_result, "run_finishes": run_finishes}
