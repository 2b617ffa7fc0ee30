"""Round 67a: the allow-list's typing at 9dd6f517 (after round 66a). See README.md.

FOOLED at 9dd6f517, fixed in session 37 (plain tests): ITER_STATE (a module-level iterator, ``enumerate(range(N))``, ``zip``,
``reversed``, a generator expression, advanced once a call: a call counter with no write), VALUE_READS (a 0-d view of
the input given as a size or an index, ``len(torch.empty(b))``, ``ruler.select(0, b).storage_offset()``: its value
read back as a number), HOST_SUM_OFFSET (torch.sum on the host from such reads in a heuristic, a one-line kernel
storing it: static ``[]``, audit ``[]``, ``correct`` in the plugin), AUG_KERNEL. Strict xfail: CONFIG_COPY_WRITE (a false
rejection; CONFIG_COPY_DICT, refused by AUG_KERNEL's first fix, is accepted again since round 68a's). Held: the brief's other state routes, the known
value reads."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round67a import premises67a as p


def _state(form):
    return p.static(p.relu_files(p.state_module(*form)))["findings"]


def _launder(body):
    return p.static(p.relu_files(p.wrapper(body)))["findings"]


PASSES = {
    "iter_state": lambda: [
        p.relu_files(p.state_module(*f)) for f in p.ITER_STATE.values()
    ],
    "held_state": lambda: [
        p.relu_files(p.state_module(*f)) for f in p.HELD_STATE.values()
    ],
    "value_reads": lambda: [
        p.relu_files(p.wrapper(b))
        for b in {
            **p.VALUE_READS,
            **p.VALUE_READS_STATIC_ONLY,
            **p.VALUE_CONTROLS,
        }.values()
    ],
    "kernels": lambda: (
        [
            p.relu_files(k)
            for k in (
                p.ITER_COUNTER,
                p.ITER_COUNTER_HEURISTIC,
                p.RELU_HOST_OFFSET,
                p.RELU_HOST_OFFSET_MARKED,
                p.CONFIG_COPY_WRITE,
                p.CONFIG_COPY_DICT,
            )
        ]
        + [
            p.sum_files(k)
            for k in (p.HOST_SUM_OFFSET, p.HOST_SUM_OFFSET_MARKED, p.HOST_SUM_INDEX)
        ]
    ),
}


@pytest.mark.parametrize("group", sorted(PASSES))
def test_every_pass_here_is_one_passbench_accepts(group):
    for files in PASSES[group]():
        assert set(p.static(files)["passbench"].values()) == {0}


# -- ITER_STATE --------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(p.ITER_STATE))
def test_a_module_iterator_advanced_by_the_call_is_refused(form):
    assert _state(p.ITER_STATE[form])


@pytest.mark.parametrize(
    "kernels", ["ITER_COUNTER", "ITER_COUNTER_HEURISTIC", "ITER_KERNEL"]
)
def test_the_iterator_counter_passes_are_refused(kernels):
    assert p.static(p.relu_files(getattr(p, kernels)))["findings"]


@pytest.mark.parametrize("kernels", ["ITER_COUNTER", "ITER_COUNTER_HEURISTIC"])
def test_premise_the_iterator_counts_calls_and_the_pass_is_honest(kernels):
    said = p.iter_counter_run(kernels, 2)
    assert said["launches"] == [1, 1] and said["audited"] == [] and said["equal"]
    # the pass reads 0, 2 and the premise's own probe 1, 3: one index a call, kept across calls
    assert said["next_index_after_each_call"] == [1, 3]


def test_premise_the_kernel_advances_the_module_iterator_it_is_given():
    assert p.iter_kernel_run(3) == [0.0, 1.0, 2.0]


@pytest.mark.xfail(strict=True, reason="a constexpr's object grown in kernel code (CPU interpreter): open since session 37 dropped constexprs from kernel_alias (round 69a's false rejections); docs/trust.md §7")
@pytest.mark.parametrize("form", sorted(p.AUG_KERNEL_FORMS))
def test_kernel_code_growing_a_constexpr_alias_is_refused(form):
    assert p.static(p.relu_files(p.AUG_KERNEL_FORMS[form]))["findings"]


@pytest.mark.parametrize("form", sorted(p.AUG_KERNEL_CONTROLS))
def test_kernel_code_growing_a_constexpr_by_name_or_display_is_refused(form):
    assert p.static(p.relu_files(p.AUG_KERNEL_CONTROLS[form]))["findings"]


def test_premise_the_kernel_grows_the_module_list_each_call():
    assert p.aug_kernel_run(3) == [2.0, 4.0, 8.0]


@pytest.mark.parametrize("form", sorted(p.HELD_STATE))
def test_the_other_state_routes_are_refused(form):
    assert _state(p.HELD_STATE[form])


# -- VALUE_READS and HOST_SUM_OFFSET -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("form", sorted({**p.VALUE_READS, **p.VALUE_READS_STATIC_ONLY}))
def test_a_tensor_value_given_as_a_size_or_index_is_refused(form):
    assert _launder({**p.VALUE_READS, **p.VALUE_READS_STATIC_ONLY}[form])


def test_premise_each_value_read_returns_the_byte():
    said = p.value_reads_run()
    assert all(said[name] == said["byte"] for name in p.VALUE_READS)


@pytest.mark.parametrize("form", sorted(p.VALUE_CONTROLS))
def test_the_known_value_reads_are_refused(form):
    assert _launder(p.VALUE_CONTROLS[form])


def test_the_host_sum_by_offsets_is_refused():
    assert p.static(p.sum_files(p.HOST_SUM_OFFSET))["findings"]


def test_premise_the_host_sum_is_audit_clean_and_equal_to_torch():
    said = p.demo(p.HOST_SUM_OFFSET, "sum", (64, 64), calls=1)
    assert said["launches"] == [1] and said["audited"] == [] and said["equal"]


def test_premise_the_marked_host_sum_is_what_is_returned():
    said = p.demo(p.HOST_SUM_OFFSET_MARKED, "sum", (64, 64), calls=1)
    assert said["audited"] == [] and not said["equal"]


def test_the_host_relu_by_offsets_is_refused():
    assert p.static(p.relu_files(p.RELU_HOST_OFFSET))["findings"]


def test_premise_the_host_relu_is_audit_clean_and_equal_and_marked_differs():
    said = p.demo(p.RELU_HOST_OFFSET, "relu", (16, 16), calls=1)
    assert said["launches"] == [1] and said["audited"] == [] and said["equal"]
    said = p.demo(p.RELU_HOST_OFFSET_MARKED, "relu", (16, 16), calls=1)
    assert said["audited"] == [] and not said["equal"]


def test_the_host_sum_read_by_indexing_is_refused():
    assert p.static(p.sum_files(p.HOST_SUM_INDEX))["findings"]


# -- CONFIG_COPY_WRITE (false rejection) -----------------------------------------------------------------------------------


@pytest.mark.xfail(
    strict=True,
    reason="CONFIG_COPY_WRITE: Config.all_kwargs() returns a new dict, but a call's result is 'shared' "
    "(wrapper_rules.py _Body.assign / shared_receiver): the write into it is refused",
)
def test_a_write_into_a_config_all_kwargs_copy_is_accepted():
    assert p.static(p.relu_files(p.CONFIG_COPY_WRITE))["findings"] == []


def test_the_same_settings_copied_by_dict_are_accepted():
    assert p.static(p.relu_files(p.CONFIG_COPY_DICT))["findings"] == []


# -- the plugin run (-m "redteam and slow") --------------------------------------------------------------------------------


@pytest.mark.redteam
@pytest.mark.slow
def test_the_host_sum_by_offsets_pass_is_not_correct(run67a):
    assert run67a["variants"]["r67a_host_sum_offset"]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_host_relu_by_offsets_pass_is_not_correct(run67a):
    assert run67a["variants"]["r67a_relu_host_offset"]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_iterator_counter_pass_is_refused(run67a):
    assert (
        run67a["variants"]["r67a_iter_counter_heuristic"]["status"] == "cheat_detected"
    )


@pytest.mark.redteam
@pytest.mark.slow
def test_the_marked_host_passes_are_judged_from_the_host(run67a):
    """accuracy at 9dd6f517 (max diff 1): the judged outputs are the heuristics' host results; once refused,
    cheat_detected."""
    for name in ("r67a_host_sum_offset_marked", "r67a_relu_host_offset_marked"):
        assert run67a["variants"][name]["status"] in ("accuracy", "cheat_detected")
