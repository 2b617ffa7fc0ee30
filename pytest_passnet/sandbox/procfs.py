"""What /proc says about processes: when one started (so a reused pid is not mistaken for it), the
CPU time one used and its threads' states, and the whole process table in one pass, with each
process's real uid, session and state; and the signals the trusted side sends to a list of them."""

from __future__ import annotations

import os
import time
from typing import BinaryIO, NamedTuple


class Process(NamedTuple):
    pid: int
    ppid: int
    uid: int  # the real uid (a non-dumpable process's /proc folder is root's, whatever its uid)
    session: int
    state: str
    started: int  # clock ticks after boot


def _stat_fields(pid: int) -> list[bytes]:
    """/proc/<pid>/stat after the command name (which may hold spaces and parentheses):
    state is [0], ppid [1], session [3], start time [19]."""
    return _stat_in(f"/proc/{pid}")


def _stat_in(folder: str) -> list[bytes]:
    """``_stat_fields`` of a process's or a thread's /proc folder."""
    with open(f"{folder}/stat", "rb") as stat:
        return stat.read().rpartition(b")")[2].split()


def start_time(pid: int) -> int | None:
    try:
        return int(_stat_fields(pid)[19])
    except (OSError, IndexError, ValueError):
        return None


def still_the_same(started: dict[int, int | None]) -> list[int]:
    """The pids of ``started`` that are still the process that started then (``start_time``): a process that
    ended since may have been reaped, and its number be another's by now (red team round 21b (5): as root a
    signal reaches any process of the host)."""
    return [pid for pid, then in started.items() if then is not None and start_time(pid) == then]


def send_to_same(started: dict[int, int | None], signum: int) -> None:
    """``send`` to each pid of ``started`` that is still the process that started then (``still_the_same``)."""
    send(still_the_same(started), signum)


def cpu_ticks(pid: int) -> int | None:
    """The CPU time ``pid`` has used, its threads' and that of the children it reaped (utime, stime,
    cutime, cstime: clock ticks), or None once it is gone. A stopped process's does not grow."""
    try:
        return sum(int(field) for field in _stat_fields(pid)[11:15])
    except (OSError, IndexError, ValueError):
        return None


_PF_EXITING = 0x4  # a task's flags: inside exit (killed, or exit called)
_SIGKILL_BIT = 1 << 8  # SIGKILL in /proc's signal masks


def ending(pid: int) -> bool:
    """Whether ``pid`` is on its way out, every thread of it: ended (a zombie), inside exit, or with
    SIGKILL pending (a process killed while it stood stopped, its memory still being freed). One
    thread ended while others live is not (round 19e: a leader that called exit, its threads burning)."""
    stats = _thread_stats(pid)
    for tid, fields in (stats or {}).items():
        try:
            if fields[0] in (b"Z", b"X") or int(fields[6]) & _PF_EXITING:
                continue
            with open(f"/proc/{pid}/task/{tid}/status", "rb") as status:
                pending = next(line for line in status if line.startswith(b"SigPnd:"))
            if not int(pending.split()[1], 16) & _SIGKILL_BIT:
                return False
        except (OSError, IndexError, ValueError, StopIteration):
            continue  # ended meanwhile
    return bool(stats)


def resident_bytes(pid: int) -> int:
    """The memory ``pid`` holds in RAM (its resident set: a page once per mapping), 0 once it is gone."""
    try:
        with open(f"/proc/{pid}/statm", "rb") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, IndexError, ValueError):
        return 0


class Resident(NamedTuple):
    """A process's resident pages, in bytes: ``anonymous`` ones are mapped once in it; ``shared`` ones (of
    files and shared memory) are counted once per mapping, so one page mapped many times counts many
    times (red team round 19f: a 64 MiB tmpfs file mapped 64 times read as 4 GiB). ``page_tables``: the
    bytes of its page tables, whose entries map pages resident or not (the zero page, read and never
    written, is no resident page: red team round 20c). ``address_space``: what /proc shows of the address
    space itself, which processes sharing one (``clone`` with CLONE_VM) all show alike, as each of them
    reads all of its pages (red team round 21b (4)): every counter in status (Vm*, Rss*) and, where /proc
    shows them to the trusted side (root), where its code, data, heap, stack, arguments and environment
    lie (stat), which address-space randomization places anew at each exec."""

    anonymous: int
    shared: int
    page_tables: int = 0
    address_space: tuple = ()


# /proc/<pid>/stat after the command name: startcode, endcode, startstack, then start_data, end_data,
# start_brk, arg_start, arg_end, env_start, env_end (0, or 1 for the code, where /proc hides them).
_LAYOUT_FIELDS = (23, 24, 25, 42, 43, 44, 45, 46, 47, 48)


def resident(pid: int) -> Resident:
    """``pid``'s resident pages and page tables (status's RssAnon, RssFile + RssShmem, VmPTE: readable for
    any process) and what tells its address space, nothing once it is gone."""
    place, kib = _memory_shown(pid)
    if not kib:
        return Resident(0, 0)
    try:
        fields = _stat_in(place)
        layout = tuple(int(fields[index]) for index in _LAYOUT_FIELDS)
    except (OSError, IndexError, ValueError):
        layout = ()
    return Resident(kib.get(b"RssAnon", 0) << 10, (kib.get(b"RssFile", 0) + kib.get(b"RssShmem", 0)) << 10,
                    kib.get(b"VmPTE", 0) << 10, (tuple(sorted(kib.items())), layout))


def oom_weight(pid: int) -> int:
    """What the OOM killer weighs ``pid`` by, in bytes (``oom_badness`` without the score: its resident pages, swap
    and page tables), 0 once it is gone."""
    kib = _memory_shown(pid)[1]
    return sum(kib.get(name, 0) for name in (b"RssAnon", b"RssFile", b"RssShmem", b"VmSwap", b"VmPTE")) << 10


def _smaps_rollup_has_pss_anon() -> bool:
    try:
        with open("/proc/self/smaps_rollup", "rb") as rollup:
            return b"Pss_Anon:" in rollup.read()
    except OSError:
        return False


_PSS_ANON = _smaps_rollup_has_pss_anon()  # Linux 5.7 on


def weight_whole(pid: int) -> int:
    """What ``weight_once`` counts of ``pid`` with each page whole, those a fork shares with it copy-on-write too:
    ``oom_weight`` without file pages (a library's, which every process mapping it shares and the kernel can
    reclaim), or with them before Linux 5.7."""
    kib = _memory_shown(pid)[1]
    names = (b"RssAnon", b"RssShmem", b"VmSwap", b"VmPTE") + (() if _PSS_ANON else (b"RssFile",))
    return sum(kib.get(name, 0) for name in names) << 10


def weight_once(pid: int) -> int | None:
    """``weight_whole`` with each page counted once across the processes that map it (smaps_rollup's Pss_Anon,
    Pss_Shmem and SwapPss: a fork's pages it has not written are its parent's; before Linux 5.7, which has no
    Pss_Anon, its whole Pss); None where /proc hides it from this process, 0 once it is gone. A walk of the process's
    page tables (``proportional_bytes``)."""
    rollup = smaps_rollup(pid)
    if rollup is None:
        return 0 if not os.path.exists(f"/proc/{pid}") else None
    with rollup:
        try:
            kib = {name: int(value.split()[0]) for name, _, value in (line.partition(b":") for line in rollup)
                   if name in (b"Pss", b"Pss_Anon", b"Pss_Shmem", b"SwapPss")}
        except (OSError, ValueError, IndexError):
            return 0
    pss = kib.get(b"Pss_Anon", 0) + kib.get(b"Pss_Shmem", 0) if _PSS_ANON else kib.get(b"Pss", 0)
    return (pss + kib.get(b"SwapPss", 0) + _memory_shown(pid)[1].get(b"VmPTE", 0)) << 10


def _memory_shown(pid: int) -> tuple[str, dict[bytes, int]]:
    """The /proc folder that shows ``pid``'s memory, with its status's Vm*/Rss* lines (KiB): the process's
    own, whose lines are its leader thread's, none once that thread ended alone (``SYS_exit``) while other
    threads hold the memory: then a live thread's (red team round 22b (2)). No lines where it is gone or
    inside its exit (the kernel detaches the memory before it frees it)."""
    for place in _process_then_threads(pid):
        try:
            with open(f"{place}/status", "rb") as status:
                kib = {name: int(value.split()[0]) for name, _, value in (line.partition(b":") for line in status)
                       if name.startswith((b"Vm", b"Rss"))}
        except (OSError, IndexError, ValueError):
            continue  # gone, or a thread ended meanwhile
        if kib:
            return place, kib
    return f"/proc/{pid}", {}


def _process_then_threads(pid: int):
    """``pid``'s /proc folder, then each of its threads' (listed only where asked for)."""
    yield f"/proc/{pid}"
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return
    yield from (f"/proc/{pid}/task/{tid}" for tid in tids)


def swap_configured() -> bool:
    """Whether the host has swap (``/proc/meminfo``'s SwapTotal; True where it does not say). Without it no
    page of a shared-memory file is ever in swap, and ``smaps_rollup`` reads such a file's swap from a count
    the file keeps; with any of it swapped, a mapping that covers part of the file makes the kernel walk
    every page of the file in the mapped range (``shmem_partial_swap_usage``), pages that are neither the
    process's page-table entries nor its resident pages (red team round 21b, reasoned from the kernel's code)."""
    try:
        with open("/proc/meminfo", "rb") as meminfo:
            return next(int(line.split()[1]) for line in meminfo if line.startswith(b"SwapTotal:")) > 0
    except (OSError, IndexError, ValueError, StopIteration):
        return True


def smaps_rollup(pid: int) -> BinaryIO | None:
    """``pid``'s smaps_rollup, opened, or None where /proc closes it to this process (a non-dumpable process of
    the same user outside the user's user namespaces: a user's plain child) or it is gone. Read where
    ``resident`` read the process's memory (a live thread's, where its leader ended)."""
    try:
        return open(f"{_memory_shown(pid)[0]}/smaps_rollup", "rb")
    except OSError:
        return None


def proportional_bytes(rollup: BinaryIO) -> int | None:
    """A process's resident pages, each counted once, from its opened ``smaps_rollup``: Pss (a page mapped N
    times, by this process or others, counts 1/N per mapping); None where it ended meanwhile. The kernel walks
    every page-table entry of the process for it, resident or not: 15-45 ms per GiB resident (2 MiB of page
    tables) on a busy host, 7-14 ms per MiB of page tables whose entries hold the zero page."""
    try:
        return next(int(line.split()[1]) << 10 for line in rollup if line.startswith(b"Pss:"))
    except (OSError, IndexError, ValueError, StopIteration):
        return None


def user_and_system_ticks(pid: int) -> tuple[int, int] | None:
    """The CPU time ``pid``'s threads used in user code and in the kernel (utime, stime: clock
    ticks), or None once it is gone."""
    try:
        fields = _stat_fields(pid)
        return int(fields[11]), int(fields[12])
    except (OSError, IndexError, ValueError):
        return None


class Task(NamedTuple):
    state: str  # "T": stopped, "t": stopped by a tracer, "Z"/"X": ended, "R", "S", "D"...
    cpu_ns: int  # time on a CPU, exact where the kernel says (see _task_cpu_ns), else whole clock ticks


_NS_PER_TICK = 10**9 // os.sysconf("SC_CLK_TCK")


def _schedstat_ns(path: str) -> int:
    with open(f"{path}/schedstat", "rb") as schedstat:
        return int(schedstat.read().split()[0])


def _sched_ns(path: str) -> int:
    with open(f"{path}/sched", "rb") as sched:
        for line in sched:
            if line.startswith(b"se.sum_exec_runtime"):
                milliseconds, _, fraction = line.split(b":")[1].strip().partition(b".")
                return int(milliseconds) * 1_000_000 + int(fraction.ljust(6, b"0")[:6])
    raise ValueError("no se.sum_exec_runtime line")


def _exact_cpu_source():
    """schedstat's first field (sum_exec_runtime, ns) where the kernel keeps scheduler statistics
    (it shows 0 where they are off), else the scheduler debug file's, else None: whole ticks only.
    Probed on init, which has run and been switched out (a running task's count lags until then)."""
    for read in (_schedstat_ns, _sched_ns):
        try:
            if read("/proc/1") > 0:
                return read
        except (OSError, IndexError, ValueError):
            continue
    return None


_task_cpu_ns = _exact_cpu_source()
EXACT_CPU = _task_cpu_ns is not None


def tasks(pid: int) -> dict[int, Task] | None:
    """Each of ``pid``'s threads (by thread id): its state and the CPU time it has used; None once
    the process is gone. A thread that ends between the listing and its read is left out."""
    stats = _thread_stats(pid)
    if stats is None:
        return None
    found = {}
    for tid, fields in stats.items():
        try:
            ticks_ns = (int(fields[11]) + int(fields[12])) * _NS_PER_TICK
            found[tid] = Task(fields[0].decode(), _task_cpu_ns(f"/proc/{pid}/task/{tid}") if _task_cpu_ns else ticks_ns)
        except (OSError, IndexError, ValueError):
            continue  # ended meanwhile
    return found


def all_stopped(pid: int) -> bool:
    """Whether every thread of ``pid`` stands stopped (a process gone or ended, a zombie, counts as
    stopped: it runs nothing; no signal changes its state)."""
    return all(state in "TtZX" for state in thread_states(pid) or "T")


def thread_states(pid: int) -> list[str] | None:
    """The scheduler state of each of ``pid``'s threads ("T": stopped, "Z": ended, "R", "S", "D"...),
    or None once it is gone. A process shows its leader's state; its other threads may differ."""
    stats = _thread_stats(pid)
    return None if stats is None else [fields[0].decode() for fields in stats.values() if fields]


def thread_count(pid: int) -> int:
    """How many threads ``pid`` has (one listing, nothing read per thread; 0 once it is gone)."""
    try:
        return len(os.listdir(f"/proc/{pid}/task"))
    except OSError:
        return 0


def oom_score_adj(pid: int) -> int | None:
    """``pid``'s OOM score adjustment (world-readable, one small read; None once it is gone)."""
    try:
        with open(f"/proc/{pid}/oom_score_adj", "rb") as adj:
            return int(adj.read())
    except (OSError, ValueError):
        return None


def _thread_stats(pid: int) -> dict[int, list[bytes]] | None:
    """Each of ``pid``'s threads' /proc stat after the command name (state is [0]), by thread id, or
    None once the process is gone; a thread that ends between the listing and its read is left out."""
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return None
    found = {}
    for tid in tids:
        try:
            with open(f"/proc/{pid}/task/{tid}/stat", "rb") as stat:
                found[int(tid)] = stat.read().rpartition(b")")[2].split()
        except OSError:
            continue
    return found


def children(pid: int) -> list[int]:
    """The processes ``pid``'s threads started, where the kernel keeps that list."""
    found: list[int] = []
    try:
        with os.scandir(f"/proc/{pid}/task") as tasks:  # closed when a thread ended meanwhile too (round 40b)
            for task in tasks:
                with open(f"/proc/{pid}/task/{task.name}/children") as listing:
                    found += map(int, listing.read().split())
    except OSError:  # ended meanwhile
        pass
    return found


def send(pids: list[int], signum: int) -> None:
    for pid in pids:
        try:
            os.kill(pid, signum)
        except OSError:
            pass  # ended meanwhile (ESRCH), or its pid is another user's now (EPERM)


ENDED_LIMIT_S = 5.0


def until_ended(pids: list[int], limit_s: float = ENDED_LIMIT_S) -> None:
    """Wait until ``pids`` (killed) are gone or zombies: a killed process frees its memory before it
    closes its files (the kernel's exit order), and one with many mappings takes seconds to, during
    which the next child, or the reference tried again alone, would find the host's tables still full."""
    deadline = time.monotonic() + limit_s
    pending = list(pids)
    while pending and time.monotonic() < deadline:
        pending = [pid for pid in pending if (states := thread_states(pid)) and not all(s in "ZX" for s in states)]
        if pending:
            time.sleep(0.005)


def real_uid(pid: int) -> int:
    with open(f"/proc/{pid}/status", "rb") as status:
        for line in status:
            if line.startswith(b"Uid:"):
                return int(line.split()[1])
    raise ValueError("no Uid line")


def of_uid(uid: int) -> list[int]:
    """The processes running as ``uid`` that have not ended, one read each. A process is ended when its
    state is a zombie's and no thread is left: the state is its leader thread's, which may have ended
    (``SYS_exit``) while other threads run on (red team round 17a)."""
    found = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/status", "rb") as status:
                fields = dict(line.split(b":", 1) for line in status.read().splitlines() if b":" in line)
            ended = fields[b"State"].split()[0] in (b"Z", b"X") and int(fields.get(b"Threads", b"1")) <= 1
            if int(fields[b"Uid"].split()[0]) == uid and not ended:
                found.append(int(entry.name))
        except (OSError, KeyError, IndexError, ValueError):
            continue
    return found


def tasks_of(uid: int) -> int:
    """The processes and threads running as ``uid`` (what RLIMIT_NPROC counts), one read each."""
    count = 0
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/status", "rb") as status:
                fields = dict(line.split(b":", 1) for line in status.read().splitlines() if b":" in line)
            if int(fields[b"Uid"].split()[0]) == uid:
                count += int(fields[b"Threads"])
        except (OSError, KeyError, IndexError, ValueError):
            continue
    return count


def processes() -> list[Process]:
    """Every process, from one pass over /proc (a few milliseconds per hundred processes)."""
    found = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        pid = int(entry.name)
        try:
            fields = _stat_fields(pid)
            found.append(Process(pid, int(fields[1]), real_uid(pid), int(fields[3]), fields[0].decode(), int(fields[19])))
        except (OSError, IndexError, ValueError):
            continue  # ended meanwhile
    return found
