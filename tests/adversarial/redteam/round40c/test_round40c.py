"""Round 40c: what a pass's child can reach of the trusted side (its secrets, files and verdicts), attacked at
77b046cc.

Quick tests (``premises40c``): the real ``kernel_cache``, ``Channel``, ``InputsFile`` and ``confine``, real Inductor
in fresh interpreters, real processes of uids of no account. ``-m redteam``: a real pass's child in a real plugin run
(``plugin40c``; ``PASSNET_R40C_CONFIG``, default plain-root; run here in all four configurations)."""

from __future__ import annotations

import json
import os
import re
import shutil

import pytest

from tests.adversarial.redteam.round40c import premises40c as p

as_root = pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv"), reason="needs root and setpriv")


@pytest.mark.slow
def test_a_module_left_in_a_kept_inductor_cache_runs_in_the_next_child_s_inductor(tmp_path):
    """KEPT_CACHE_ACROSS_COMPILERS' premise (the finding itself is the plugin test below; held since the fix): a generated
    module a pass's child appended to in its ``kernel-cache/inductor`` is kept by ``kernel_cache.keep`` under the
    sample's pass-code key, restored by ``kernel_cache.restore`` for the key alone, and a fresh interpreter compiling
    the same model with the child's own Inductor compiler loads it from the FX graph cache and runs it (here: zeros,
    and a mark on stderr). Inductor trusts its cache folder; only what the trusted side gives a child can differ."""
    found = p.kept_cache(tmp_path)
    assert found["pass_child_compiled"] and found["tampered"], found
    assert found["restored"] == found["tampered"], found
    assert found["poisoned_code_ran"] and found["inductor_child"].get("equal") is False, found
    assert found["restored_for_inductor"] == [], found  # held since the cache is keyed by the compiler too


@as_root
def test_a_spilled_reply_whose_file_the_child_leased_is_refused_at_once(tmp_path):
    """Held (SPILL_LEASE): a child of a uid of its own takes a write lease on its reply's spill file (its own file,
    no capability needed; its SIGIO ignored). ``Channel._read_spilled`` opens with ``O_NONBLOCK``: the lease makes it
    ``EWOULDBLOCK`` at once (a malformed reply, the pass's ``kernel_error``), where a plain ``open`` waits for the
    holder up to ``lease-break-time`` (45 s here; still blocked after 2 s): the trusted process would stall there,
    the worker's device share held."""
    found = p.spill_lease(tmp_path)
    assert found["holder"] == "leased", found
    assert found["plain_open_blocked_2s"], found  # the premise: without O_NONBLOCK the read would wait
    assert found["trusted_read"].startswith("BlockingIOError") and found["trusted_read_s"] < 0.5, found


def test_the_trusted_side_never_opens_an_inputs_file_name_the_child_made_first(tmp_path):
    """Held (INPUTS_NAME_TAKEN): the name of the trusted side's next inputs file, made by the child first (a FIFO,
    whose open would wait), is refused by ``InputsFile``'s ``O_EXCL`` at once; the variant is the pass's own
    ``kernel_error`` ("no room for the child's inputs", ``Sandbox.share_inputs``, then ``_blame``)."""
    found = p.inputs_name_taken(tmp_path)
    assert found["made"] == "FileExistsError" and found["seconds"] < 0.5, found


@as_root
def test_a_root_child_with_unix_sockets_reaches_no_host_abstract_socket(tmp_path):
    """Held (SOCKETS_GPU_PATH, abstract): a root process-mode child's steps with ``unix_sockets`` on (a GPU host's
    seccomp) cannot reach a host abstract socket (its own network namespace; Landlock ABI 6 scopes them too). Its
    connect to a world-writable pathname socket goes through, as docs/trust.md §7 says (not a new finding)."""
    found = p.sockets_reach(tmp_path)
    assert found.get("uid") == p.SOCKET_UID, found
    assert found["abstract"].startswith("refused") and found["abstract_listener_got"] is None, found


# -- through the plugin (-m redteam) ------------------------------------------------------------------------------


def _poison_said(run: dict) -> dict:
    found = re.search(r"R40C (\{.*\})", run["pass_mgr"]["r40c_poison"]["message"])
    assert found, run["pass_mgr"]["r40c_poison"]
    return json.JSONDecoder().raw_decode(found[1])[0]


@pytest.mark.redteam
def test_the_poisoning_pass_left_its_module_in_the_kept_cache(plugin_run40c):
    """The premise of the strict xfail below, through the plugin: the poisoning pass's child compiled its model with
    the child's Inductor and appended to the generated module; the trusted side kept it under the sample's pass-code
    key; the control is ``correct`` in both runs."""
    said = _poison_said(plugin_run40c)
    assert said["rc"] == 0 and said["tampered"], said
    assert any("/inductor/" in path for path in plugin_run40c["kept_python_modules"]), plugin_run40c
    assert plugin_run40c["pass_mgr"]["r40c_control"]["status"] == "correct", plugin_run40c["pass_mgr"]
    assert plugin_run40c["inductor"]["r40c_control"]["status"] == "correct", plugin_run40c["inductor"]


@pytest.mark.redteam
def test_torch_s_own_inductor_child_does_not_run_what_a_pass_left_in_its_kernel_cache(plugin_run40c):
    """KEPT_CACHE_ACROSS_COMPILERS, held since the lead's fix after the round (was FOOLED, low-medium, 4 of 4
    configurations): the kept cache is keyed by the run's compiler too (``kernel_cache.key(sample, compiler)``).
    ``pipeline._TORCH_COMPILERS``' children run "nothing of the sample's"; a later
    ``--passnet-compiler inductor`` run of the same sample folder (same pass files, same user's cache) must score
    torch's own Inductor, ``correct`` as its control."""
    assert plugin_run40c["inductor"]["r40c_poison"]["status"] == "correct", plugin_run40c["inductor"]


@pytest.mark.redteam
def test_a_pass_s_child_reaches_no_process_file_or_secret_of_the_trusted_side(plugin_run40c):
    """Held (REACH): the pass's child at its first call, in the real confinement. It sees one PID namespace (itself, and
    under bubblewrap bwrap's first process); of that first process, where it is not itself, no descriptor target, no
    descriptor (``/proc/1/fd/N``, ``pidfd_getfd``), no environment, no memory (bwrap as a user lists the numbers of its
    descriptors only); its own descriptors are /dev/null, pipes and its own inputs file's mapping; no core dumps, not
    dumpable; no secret-like name in its environment; the run's secret nowhere in any output or report."""
    reach = plugin_run40c["reach"]
    assert reach, plugin_run40c["pass_mgr"]["r40c_reach"]
    assert set(reach["pids_visible"]) <= {1, 2}, reach
    if reach["pid"] != 1:
        for name in ("pid1_environ", "pid1_mem", "pid1_getfd"):
            assert str(reach[name]).startswith("refused"), (name, reach[name])
        links = reach["pid1_fd_links"]
        assert isinstance(links, str) or all(str(v).startswith("refused") for v in links.values()), links
        opened = reach["pid1_fd_opened"]
        assert isinstance(opened, str) or all(str(v).startswith("refused") for v in opened.values()), opened
    for fd, target in reach["fds"].items():
        assert target.startswith(("/dev/null", "pipe:")) or "/spill/trusted-inputs-" in target, (fd, target)
    assert reach["core_limit"] == [0, 0] and reach["dumpable"] == 0, reach
    assert not [n for n in reach["environ_names"] if re.search("KEY|TOKEN|SECRET|PASSW|CREDENTIAL|AUTH", n)], reach
    assert not plugin_run40c["secret_seen"], plugin_run40c
    assert str(reach["temporary_listing"]).startswith("refused"), reach

