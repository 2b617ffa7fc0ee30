"""Round 6b, cheap: the work reward's trusted derivation driven with the real agent code (agent.evaluator,
agent.work, agent.patterns), the real allow-list and the real sample finder; no plugin run."""

from __future__ import annotations

import json
import shutil


from agent.evaluator import work_reward
from agent.patterns import confirmed_lines, read_patterns
from agent.work import variant_work
from pytest_passnet.guard import sample_static_findings
from pytest_passnet.sample import find_samples
from tests.adversarial.redteam.round6b import attacks6b


def test_dead_matmul_pass_is_within_the_allow_list(tmp_path):
    """The pass whose kernel writes zeros in place of the product: nothing the allow-list refuses."""
    assert sample_static_findings(attacks6b.dead_matmul_sample(tmp_path)) == []


def test_dead_matmul_earns_only_what_reaches_an_output(tmp_path):
    """The honest child's claim (line 7: its only operation was replaced) on a correct variant. FOOLED at
    da2a30bf (0.955: a zeros kernel earned the matmul); held since 5b57e78b (agent/work.py:drop_dead_work)."""
    sample = attacks6b.dead_matmul_sample(tmp_path)
    graph = attacks6b.variant_dir(tmp_path)
    work = variant_work(graph)
    assert work.error is None, work.error
    assert attacks6b.DEAD_LINE in confirmed_lines(work, read_patterns(sample))
    reward, _ = work_reward([attacks6b.record(tmp_path, sample, graph, [attacks6b.DEAD_LINE])], tmp_path)
    assert reward == 0.0  # the product reaches no output: replacing it by zeros takes over no work


def test_a_product_read_only_for_its_shape_earns_nothing(tmp_path):
    """The fix of dead_matmul with one more statement: `tmp_0 + torch.zeros_like(tmp_1)` reads the product.
    FOOLED at 5b57e78b (0.941: liveness followed graph edges); held since the fix (agent/work.py:_value_inputs:
    a tensor read only for its shape, dtype or device does not keep its producer live)."""
    sample = attacks6b.blind_consumer_sample(tmp_path)
    graph = attacks6b.variant_dir(tmp_path)
    work = variant_work(graph)
    assert work.error is None, work.error
    assert sample_static_findings(sample) == []
    assert attacks6b.DEAD_LINE in confirmed_lines(work, read_patterns(sample))
    reward, _ = work_reward([attacks6b.record(tmp_path, sample, graph, [attacks6b.DEAD_LINE])], tmp_path)
    assert reward < 0.05  # the product's values reach no output


def test_a_report_naming_an_agent_written_variant_is_not_weighed(tmp_path):
    """Report control (round 1's report_rewrite: a pass outside bubblewrap, or a resume record): the real
    variant with the honest claim, then the same record pointed at pass_dir/decoy. FOOLED at da2a30bf (1.0
    for a pass worth 0.03); held since 5b57e78b (agent/evaluator.py: the variant must be one graph_list.txt
    names, outside pass_dir/)."""
    sample, graph, decoy = attacks6b.decoy_in_pass_dir(tmp_path)
    honest = attacks6b.record(tmp_path, sample, graph, [6])
    honest_reward, _ = work_reward([honest], tmp_path)
    assert 0.0 < honest_reward < 0.05  # add + relu of matmul(relu(a + b), c)
    forged = attacks6b.record(tmp_path, sample, decoy, [6])
    forged_reward, shares = work_reward([forged], tmp_path)
    assert forged_reward <= honest_reward, shares


def test_a_report_naming_an_agent_written_sample_is_not_weighed(tmp_path):
    """Report control, held since 5b57e78b: the real variant, but `sample` pointed at pass_dir/decoy, made a
    sample (its graph_list.txt names the real variant) with a pass_dir of its own, read for its patterns."""
    sample, graph, decoy = attacks6b.decoy_in_pass_dir(tmp_path)
    (decoy / "graph_list.txt").write_text(f"{graph.relative_to(tmp_path)}\n")
    shutil.copytree(sample / "pass_dir", decoy / "pass_dir", ignore=shutil.ignore_patterns("decoy"))
    forged = dict(attacks6b.record(tmp_path, sample, graph, [6, 7]), sample=str(decoy.relative_to(tmp_path)))
    reward, shares = work_reward([forged], tmp_path)
    assert reward == 0.0, shares


def test_a_sample_written_under_pass_dir_is_not_evaluated(tmp_path):
    """Held: the evaluator passes the task copy, which holds graph_list.txt, so the plugin takes it as the one
    sample and never walks into pass_dir/decoy (a sample of the agent's own, which its pass would own whole)."""
    sample, _, decoy = attacks6b.decoy_in_pass_dir(tmp_path)
    assert (decoy / "graph_list.txt").is_file()
    assert find_samples(sample) == [sample]


def test_min_reward_export_leaves_out_untrusted_rewards(tmp_path):
    """Two finished attempts as the runner records them: an honest trusted 0.2 and an untrusted 1.0 (round 1's
    report_rewrite in the process sandbox); `passnet-agent export --min-reward 1.0`, the documented rejection
    sampling for SFT. FOOLED before the fix; held since (agent/export.py:untrusted_reward: left out unless
    --include-untrusted, which marks them)."""
    from agent import export
    from agent.trajectory import TRAJECTORIES_FILE, JsonlWriter, read_jsonl

    run = tmp_path / "run"
    run.mkdir()
    for attempt, reward, trusted in ((0, 0.2, True), (1, 1.0, False)):
        JsonlWriter(run / TRAJECTORIES_FILE).append({
            "instance_id": "s", "attempt": attempt, "reward": reward, "reward_trusted": trusted,
            "reward_sandbox": "bubblewrap" if trusted else "process", "tools": [],
            "messages": [{"role": "user", "content": f"attempt {attempt}"}]})
    kept = export.export(run, "openai-sft", tmp_path / "sft.jsonl", min_reward=1.0)
    lines = read_jsonl(tmp_path / "sft.jsonl")
    assert kept.written == 0 or all("trusted" in json.dumps(line) for line in lines), lines
