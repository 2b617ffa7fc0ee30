"""Round 2 of the red team (issue 23): attacks on the host side of the confinement, each an ordinary
``pass_dir/`` (``passes/<name>.py``), and the checks that read a run's record (``runner.run``) and
say whether what must not happen did not, with the evidence.

Each attack belongs to one plugin run of a configuration (``run``): ``main`` takes most of them, in
a mount namespace whose ``/dev/shm`` is a 64 MiB tmpfs as in a default Docker container; an attack
that, where it works, breaks every later sample of its run gets a run of its own, with its victim.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

# Statuses that leave a wrong kernel unscored, or blame the sample rather than the pass.
UNSCORED = {"correct", "eager_error", "sample_error", "pass_rejected", "missing_file"}
# A text a child sends (a message, a finding, a diagnostic) as the trusted side keeps it: the
# failure message is cut at 20,000 characters; everything else a child says should be bounded alike.
CHILD_TEXT_CHARS = 64 << 10
REPORT_BYTES = 16 << 20
# While one sample runs, the trusted process's resident memory may rise by this much (a new sample's
# replay and judging: tens of MB; the controls' whole run peaks at 340-430 MB on CPU).
TRUSTED_RISE_MB = 200
# C0 control characters but tab and newline (and DEL): what a terminal acts on.
CONTROL = {chr(c) for c in range(32) if chr(c) not in "\t\n"} | {"\x7f"}


@dataclass(frozen=True)
class Attack:
    name: str
    idea: str
    checks: tuple[str, ...]
    run: str = "main"
    variants: int = 1
    victim: bool = False  # an honest sample follows: the attack must not change its verdict


ATTACKS = [
    # -- a run of its own, short (reach_probe acts on nothing; its checks are the most to look at) --
    Attack("reach_probe", "from inside the child, every other way to act on the trusted process, the reference "
           "child, the spare child and a host process (harmless: no-op limits, priorities, affinities, signal 0, "
           "pidfd, kcmp, perf_event, ptrace, process_vm_readv, /proc/<pid>/mem), on itself (raised limits, a "
           "session or namespace of its own, a POSIX queue), on the host (SysV IPC, hard links, TIOCSTI, kernel log, x32, inet, "
           "userfaultfd, io_uring, /dev/shm), reads of the results key, results, another sample, /etc/shadow and "
           "the kernel caches, and files created in the package's __pycache__, the out dir, the device lock and "
           "kernel cache folders, TMPDIR, /tmp, /var/tmp, /run/lock",
           ("cannot_change_other_processes", "cannot_signal_other_processes", "cannot_inspect_other_processes",
            "no_hard_link_into_scratch", "no_terminal_or_kernel_log", "no_other_abi_or_network",
            "no_limit_session_or_namespace_escape", "cannot_read_host_files", "cannot_write_host_folders"),
           run="reach_probe", victim=True),  # the victim: a spare child is started only where a sample follows
    # -- the main run: a /dev/shm of 64 MiB, as a default Docker container has ---------------------
    Attack("agent_socket", "connects to the unix sockets listed in /proc/net/unix: the run user's 0600 one "
           "(ssh-agent), a world-writable one of root's (/dev/log, the journal, D-Bus, X11) and an abstract one",
           ("no_socket_reached",)),
    Attack("proc_cmdline_leak", "reads every process's command line in /proc for credentials (a host process "
           "started with --api-key=...)", ("no_host_secret_seen",)),
    Attack("sysv_leftover", "leaves a filled 32 MiB System V shared memory segment, a message queue and a semaphore "
           "set", ("no_ipc_left",)),
    Attack("terminal_escape", "a failure message and stderr of terminal control sequences: clear screen, a fake "
           "green '42 passed', window title, OSC 52 clipboard write", ("terminal_clean",)),
    Attack("output_flood", "the child's guard findings answer with 30 MB of text per reply, two variants",
           ("child_text_bounded", "trusted_memory_bounded"), variants=2),
    Attack("header_bomb", "writes a 17 MB reply header of empty JSON lists into its channel (under the 64 MiB "
           "bound): 450 MB of Python lists in the trusted process", ("trusted_memory_bounded",)),
    Attack("sparse_pass_file", "a 1 GiB sparse file in pass_dir: the trusted side reads it whole (kernel-cache key) "
           "and copies it into the scratch", ("trusted_memory_bounded",)),
    Attack("graphs_link", "makes the scratch's graphs/ a link to a root folder before the trusted side copies "
           "model.py to graphs/0/", ("trusted_wrote_nothing_outside",), victim=True),
    Attack("kernel_cache_link", "its kernel cache a link to the out dir when the child ends (copied out, as the "
           "trusted user); the next variant's child gets it restored", ("results_key_unread",), variants=2),
    Attack("shm_fill", "a zeros kernel; after its own outputs went out, fills the shared /dev/shm through its spill "
           "folder so that the reference child cannot send eager's outputs", ("scored_as_failure",), victim=True),
    Attack("spare_rlimit", "prlimit(RLIMIT_FSIZE=0) on the spare child started early for the next sample", (),
           victim=True),
    Attack("truncate_outside", "truncate(2) of the next sample's pass and model files (Landlock handles truncate "
           "from ABI 3)", ("other_samples_unchanged",), victim=True),
    Attack("signal_host", "SIGSTOP to a process of the same user outside the run, SIGKILL to the trusted process "
           "(Landlock scopes signals from ABI 6)", ("host_process_untouched", "report_written"), victim=True),
    Attack("reference_rlimit", "a zeros kernel; prlimit(RLIMIT_FSIZE=0) on the reference child, which then cannot "
           "spill eager's outputs, for this sample and every later one", ("scored_as_failure",), victim=True),
    Attack("kernel_cache_locked", "a mode-000 file in the kernel cache the trusted side copies out at the child's "
           "end (its owner may not read it where the trusted side is no root)", ("report_written", "scratch_removed"),
           victim=True),
    Attack("trusted_rlimit", "prlimit(RLIMIT_FSIZE=0) on the trusted pytest process (last: where it works, "
           "nothing after it is written)", ("report_written",), victim=True),
    # -- runs of their own: where they work, every later sample of the run fails --------------------
    Attack("kernel_cache_deep", "a 1,500-deep folder chain in the kernel cache the trusted side copies out at the "
           "child's end", ("report_written", "scratch_removed"), run="kernel_cache_deep", victim=True),
    Attack("disk_fill", "fills the disk its scratch is on (the run's TMPDIR and out dir on one 256 MiB volume) "
           "in its last call, and leaves the file, its outputs correct", ("report_written", "results_complete"),
           run="disk_fill", victim=True),
]
BY_NAME = {attack.name: attack for attack in ATTACKS}
RUNS = {
    "main": [a for a in ATTACKS if a.run == "main"],
    **{a.run: [a] for a in ATTACKS if a.run != "main"},
    "older_kernel": [BY_NAME["agent_socket"]],  # the abstract socket: scoped by Landlock from ABI 6 only
}


def attacks_in(run: str) -> list[Attack]:
    return RUNS[run]


# -- reading a run record ---------------------------------------------------------------------

Verdict = tuple[bool, str]


def _variants(record: dict, sample: str) -> list[dict]:
    return record["results"].get(sample, [])


def probe_findings(record: dict) -> dict | None:
    """What reach_probe got: the JSON its failure message carries."""
    return tagged(record, "reach_probe", "R2PROBE")


def tagged(record: dict, sample: str, tag: str) -> dict | None:
    """The JSON a pass put in its failure message after ``tag`` (``r2.fail_with``)."""
    for variant in _variants(record, sample):
        message = variant.get("message", "")
        if f"{tag} " in message:
            return json.loads(message.split(f"{tag} ", 1)[1].split(" END", 1)[0])
    return None


def _probe_denied(record: dict, prefixes: tuple[str, ...]) -> Verdict:
    found = probe_findings(record)
    if found is None:
        return False, "the probe did not report (its variant: " + str(
            [v.get("message", "")[:200] for v in _variants(record, "reach_probe")]) + ")"
    tried = {k: v for k, v in found.items() if k.startswith(prefixes)}
    if not tried:
        return False, f"the probe tried none of {prefixes}"
    allowed = {k: v for k, v in tried.items() if v.startswith("ALLOWED")}
    visible = f"targets visible: {found.get('targets_visible')}"
    if allowed:
        return False, f"{visible}; allowed: " + "; ".join(f"{k} {v}" for k, v in sorted(allowed.items()))
    return True, f"{visible}; denied: " + "; ".join(f"{k} {v.removeprefix('denied: ')}" for k, v in sorted(tried.items()))


def cannot_change_other_processes(record: dict, attack: Attack) -> Verdict:
    return _probe_denied(record, ("prlimit:", "setpriority:", "affinity:", "scheduler:", "ioprio:"))


def cannot_signal_other_processes(record: dict, attack: Attack) -> Verdict:
    return _probe_denied(record, ("signal:", "pidfd_signal:"))


def cannot_inspect_other_processes(record: dict, attack: Attack) -> Verdict:
    return _probe_denied(record, ("pidfd_getfd:", "kcmp:", "perf_event:", "environ:", "maps:", "mem:", "ptrace:",
                                  "process_vm_readv:"))


def no_hard_link_into_scratch(record: dict, attack: Attack) -> Verdict:
    return _probe_denied(record, ("hard_link_into_scratch",))


def no_terminal_or_kernel_log(record: dict, attack: Attack) -> Verdict:
    return _probe_denied(record, ("tiocsti", "kernel_log"))


def no_other_abi_or_network(record: dict, attack: Attack) -> Verdict:
    return _probe_denied(record, ("x32_abi", "inet_socket", "userfaultfd", "io_uring", "create_in_dev_shm"))


def no_limit_session_or_namespace_escape(record: dict, attack: Attack) -> Verdict:
    return _probe_denied(record, ("raise_limit:", "leave_session:", "new_namespace:", "posix_mqueue"))


def cannot_read_host_files(record: dict, attack: Attack) -> Verdict:
    return _probe_denied(record, ("read:",))


def cannot_write_host_folders(record: dict, attack: Attack) -> Verdict:
    return _probe_denied(record, ("write:",))


def no_socket_reached(record: dict, attack: Attack) -> Verdict:
    got = record["socket_messages"]
    return not got, "; ".join(got) or "no connection to the host's sockets"


def no_host_secret_seen(record: dict, attack: Attack) -> Verdict:
    seen = record["canary_secret_seen_in"]
    found = tagged(record, attack.name, "R2CMDLINE") or {}
    context = f"processes visible: {found.get('processes_visible')}"
    if seen:
        return False, f"the host process's --api-key is in {', '.join(seen)} ({context}; {found.get('credentials')})"
    return True, f"the host process's --api-key is nowhere ({context})"


def no_ipc_left(record: dict, attack: Attack) -> Verdict:
    left = record["sysv_left"]
    return not left, f"left in the host's IPC namespace: {left}" if left else "no System V object left"


def terminal_clean(record: dict, attack: Attack) -> Verdict:
    problems = []
    if record["stdout_has_escape"]:
        problems.append(f"pytest's terminal output holds ESC sequences: ...{record['stdout_escape_context']}...")
    for variant in _variants(record, attack.name):
        if variant.get("control_chars"):
            problems.append(f"results.jsonl's {variant['variant']} holds control characters: {variant['control_chars']}")
    return not problems, "; ".join(problems) or "no control character reached the terminal or the results"


def child_text_bounded(record: dict, attack: Attack) -> Verdict:
    longest = max((v.get("longest_text", 0) for v in _variants(record, attack.name)), default=0)
    size = record["report_bytes"]
    held = longest <= CHILD_TEXT_CHARS and size <= REPORT_BYTES
    return held, f"longest text from the child {longest} chars (bound {CHILD_TEXT_CHARS}), report.json {size} bytes"


def trusted_memory_bounded(record: dict, attack: Attack) -> Verdict:
    """The trusted process's resident memory while the attack's sample ran: risen by little."""
    window = record["trusted_rss_by_sample"].get(attack.name)
    if window is None:
        return False, "the trusted process's memory was not seen while the sample ran (did the run end there?)"
    before, most = window
    return most - before <= TRUSTED_RISE_MB, f"resident {before} MB before, up to {most} MB while it ran (bound +{TRUSTED_RISE_MB})"


def scored_as_failure(record: dict, attack: Attack) -> Verdict:
    variants = _variants(record, attack.name)
    if not variants:
        return False, "the variant is missing from results.jsonl"
    bad = [f"{v['variant']}: {v['status']} ({v.get('message', '')[:200]})" for v in variants if v["status"] in UNSCORED]
    return not bad, "; ".join(bad) or "scored as " + ", ".join(sorted({v["status"] for v in variants}))


def trusted_wrote_nothing_outside(record: dict, attack: Attack) -> Verdict:
    written = record["protected_written"]
    statuses = [f"{v['status']}: {v.get('message', '')[:120]}" for v in _variants(record, attack.name)]
    if written:
        return False, f"written into the root folder the scratch linked to: {written} (the variant: {statuses})"
    return True, f"the root folder is as it was (the variant: {statuses})"


def results_key_unread(record: dict, attack: Attack) -> Verdict:
    seen = record["results_key_seen_in"]
    found = tagged(record, attack.name, "R2LOOT")
    kept = record["kept_caches_holding_out_files"]
    if seen:
        return False, (f"the out dir's .results-key is in {', '.join(seen)}; the second child found "
                       f"{sorted(found or {})} in its restored kernel cache; kept caches holding the out dir's files: {kept}")
    if kept:
        return False, f"the kept kernel caches hold the out dir's files: {kept}"
    return True, "no view of the run holds the results key; no kept cache holds the out dir's files"


def other_samples_unchanged(record: dict, attack: Attack) -> Verdict:
    changed = record["samples_changed"]
    return not changed, f"changed: {', '.join(changed)}" if changed else "every sample's files as built"


def host_process_untouched(record: dict, attack: Attack) -> Verdict:
    before, after = record["canary_before"], record["canary_after"]
    changed = {k: (before.get(k), after.get(k)) for k in before.keys() | after.keys() if before.get(k) != after.get(k)}
    return not changed, f"changed: {changed}" if changed else "the host process as it was"


def report_written(record: dict, attack: Attack) -> Verdict:
    report = record["report_at_exit"]
    if report is None:
        return False, (f"no report.json; pytest exited {record['exit_code']}: {record['stdout_tail'][-200:]} "
                       f"{record['stderr_tail'][-400:]}")
    missing = [s for s in (attack.name, f"{attack.name}_victim") if s not in report]
    return not missing, f"report.json lacks {missing}" if missing else "report.json lists the attack and its victim"


def results_complete(record: dict, attack: Attack) -> Verdict:
    missing = [s for s in record["samples"] if s not in record["results"]]
    if missing:
        return False, f"results.jsonl lacks {missing}; pytest exited {record['exit_code']}: {record['stdout_tail'][-300:]}"
    return True, "results.jsonl has a line for every sample"


def scratch_removed(record: dict, attack: Attack) -> Verdict:
    left = record["scratch_left"] + record["spill_left"]
    return not left, f"left: {', '.join(left)}" if left else "no scratch or spill folder left"


CHECKS: dict[str, Callable[[dict, Attack], Verdict]] = {
    check.__name__: check for check in (
        cannot_change_other_processes, cannot_signal_other_processes, cannot_inspect_other_processes,
        no_hard_link_into_scratch, no_terminal_or_kernel_log, no_other_abi_or_network,
        no_limit_session_or_namespace_escape, cannot_read_host_files,
        cannot_write_host_folders, no_socket_reached, no_host_secret_seen, no_ipc_left, terminal_clean,
        child_text_bounded, trusted_memory_bounded, scored_as_failure, trusted_wrote_nothing_outside,
        results_key_unread, other_samples_unchanged, host_process_untouched, report_written, results_complete,
        scratch_removed,
    )
}


def victim_correct(record: dict, attack: Attack) -> Verdict:
    variants = _variants(record, f"{attack.name}_victim")
    if not variants:
        return False, "the victim's variant is missing from results.jsonl"
    variant = variants[0]
    if variant["status"] != "correct":
        return False, f"{variant['status']}: {variant.get('message', '')[:200]}"
    return True, "correct"
