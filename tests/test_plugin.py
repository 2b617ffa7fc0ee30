"""End to end through pytest: collection, items, statuses, reports, xdist, shards, resume."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from pytest_passnet.texts import QUOTED
from tests.sample_factory import ADD_RELU_MODEL, ADD_RELU_PASS, WRONG_ADD_RELU_PASS, read_report, write_sample

FAST = ("--passnet-warmup", "1", "--passnet-trials", "3", "-p", "no:cacheprovider")

NO_MATCH_PASS = ADD_RELU_PASS.replace("return torch.relu(t)", "return torch.sigmoid(t)")
assert WRONG_ADD_RELU_PASS != ADD_RELU_PASS


pytestmark = pytest.mark.usefixtures("outside_xdist")


@pytest.fixture
def dataset(pytester: pytest.Pytester) -> Path:
    """The dataset root is the rootdir, as in a repository checkout."""
    return pytester.path


def run(pytester: pytest.Pytester, dataset: Path, *args: str) -> tuple[pytest.RunResult, dict]:
    out = pytester.path / "out"
    result = pytester.runpytest_subprocess("--passnet-root", str(dataset), "--passnet-out", str(out), *FAST, *args)
    return result, read_report(out)


@pytest.fixture(scope="session")
def shared_run(once, tmp_path_factory) -> Callable[..., tuple[pytest.RunResult, dict, Path]]:
    """``shared_run(name, write, *args, listed=False)``: ``run`` over the samples ``write(dataset)`` writes, made once
    per session (``once``) for the tests that read the same run: its result, its report and the dataset root (the
    run's files are there, ``out`` included; read them, never change them). A fresh pytest process in
    ``runpytest_subprocess``'s environment: outside xdist, HOME (so the kernel cache) the dataset's, no colours, the
    dataset first on PYTHONPATH. ``listed``: the samples named by a list file under ``sample_lists/`` (given by its
    name alone, no ``--passnet-root``) and the report written to a folder outside the dataset that exists before the
    run starts (test_an_existing_out_dir_does_not_become_the_rootdir's case)."""

    def get(name: str, write: Callable[[Path], list[Path]], *args: str,
            listed: bool = False) -> tuple[pytest.RunResult, dict, Path]:
        def make() -> dict:
            dataset = tmp_path_factory.mktemp(name)
            samples = [str(sample) for sample in write(dataset)]
            if listed:
                out = tmp_path_factory.mktemp(f"{name}-elsewhere")
                (dataset / "sample_lists").mkdir()
                (dataset / "sample_lists" / f"{name}.txt").write_text(
                    "".join(f"{Path(sample).relative_to(dataset)}\n" for sample in samples))
                chosen = ["--passnet-list", f"{name}.txt"]
            else:
                out = dataset / "out"
                chosen = ["--passnet-root", str(dataset), "--passnet-samples", *samples]
            command = [sys.executable, "-m", "pytest", f"--basetemp={dataset / 'basetemp'}", "--passnet-out", str(out),
                       *FAST, *chosen, *args]
            env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_XDIST", "PYTEST_ADDOPTS"))}
            env.update(HOME=str(dataset), USERPROFILE=str(dataset), PY_COLORS="0",
                       PYTHONPATH=os.pathsep.join(filter(None, [str(dataset), env.get("PYTHONPATH")])))
            started = time.monotonic()
            done = subprocess.run(command, cwd=dataset, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                                  text=True, timeout=600)
            return {"dataset": str(dataset), "out": str(out), "ret": done.returncode, "stdout": done.stdout,
                    "stderr": done.stderr, "seconds": time.monotonic() - started}

        made = once(name, make)
        result = pytest.RunResult(made["ret"], made["stdout"].splitlines(), made["stderr"].splitlines(), made["seconds"])
        return result, read_report(Path(made["out"])), Path(made["dataset"])

    return get


def words(result: pytest.RunResult) -> str:
    """The output with its line breaks as spaces: the summary wraps its sentences to the terminal's width, each
    wrapped part behind the gutter (``texts.QUOTED``)."""
    return " ".join(result.stdout.str().replace("\n" + QUOTED, " ").split())


def by_variant(report: dict) -> dict[str, dict]:
    return {v["nodeid"]: v for v in report["variants"]}


def write_honest(dataset: Path) -> list[Path]:
    return [write_sample(dataset, "addrelu", dtypes=("float32", "float16"), passes={"AddRelu": ADD_RELU_PASS})]


def honest_run(shared_run) -> tuple[pytest.RunResult, dict, Path]:
    """The honest pass on two dtypes, with JUnit XML and --benchmark-json: test_honest_pass_is_correct_and_scored's
    run, and test_compare_with_a_baseline_fails_on_a_regression's baseline."""
    return shared_run("plugin_honest", write_honest, "--junitxml=r.xml", "--benchmark-json=bench.json")


def test_honest_pass_is_correct_and_scored(shared_run):
    result, report, dataset = honest_run(shared_run)
    junit, bench = dataset / "r.xml", dataset / "bench.json"
    result.assert_outcomes(passed=2)
    assert result.ret == 0 and "Traceback" not in result.stderr.str()  # the run ends cleanly too
    statuses = {v["dtype"]: (v["status"], v["matched"], v["applied"]) for v in report["variants"]}
    assert statuses == {
        "float32": ("correct", True, {"AddRelu": 1}),
        "float16": ("correct", True, {"AddRelu": 1}),
    }
    (record,) = report["samples"]
    assert record["id"] == 1 and record["variants"] == 2 and record["correct"] == 2
    assert set(record["es"]) == {str(t) for t in range(-10, 5)}
    score_file = dataset / "out" / "samples" / "samples/fusible_subgraphs/addrelu" / "aggregated_score.json"
    assert json.loads(score_file.read_text()) == {"id": 1, "score": record["score"]}
    assert "pytest-passnet: ES(t) and AS per sample" in result.stdout.str()
    on_cpu = report["machine"]["device"] == "cpu"
    assert ("speedups are not meaningful" in result.stdout.str()) == on_cpu
    for variant in report["variants"]:
        assert variant["timing"]["compiled"]["e2e"]["median"] > 0
        assert variant["protocol"]["trials"] == 3
        assert variant["machine"]["torch"]

    # JUnit XML carries each variant's verdict; --benchmark-json both sides of each, from the controller.
    testcases = {case.get("name"): {p.get("name"): p.get("value") for p in case.iter("property")}
                 for case in ET.parse(junit).iter("testcase")}
    assert len(testcases) == 2
    for variant in report["variants"]:
        properties = testcases[variant["nodeid"].rpartition("::")[2]]
        assert properties["passnet_status"] == "correct" and properties["passnet_parity_status"] == "correct"
        assert float(properties["passnet_speedup_e2e"]) == variant["speedup"]["e2e"]
    benchmarks = {b["fullname"]: b for b in json.loads(bench.read_text())["benchmarks"]}
    assert sorted(benchmarks) == sorted(f"{v['nodeid']}::{side}-e2e" for v in report["variants"] for side in ("compiled", "eager"))
    assert all(b["stats"]["rounds"] == 3 for b in benchmarks.values())


def test_node_ids_markers_and_keyword_selection(pytester, dataset):
    sample = write_sample(dataset, "addrelu", dtypes=("float32", "float16", "bfloat16"), passes={"AddRelu": ADD_RELU_PASS})
    result = pytester.runpytest_subprocess("--passnet-root", str(dataset), "--passnet-samples", str(sample), "--collect-only", "-q")
    ids = [line for line in result.stdout.lines if "::" in line]
    assert ids == [f"samples/fusible_subgraphs/addrelu::{d}/1/addrelu_start0_end2_0" for d in ("float32", "float16", "bfloat16")]
    result, report = run(pytester, dataset, "--passnet-samples", str(sample), "-m", "float16 and fusible")
    result.assert_outcomes(passed=1, deselected=2)
    assert [v["dtype"] for v in report["variants"]] == ["float16"]  # only what was selected ran
    chosen = pytester.runpytest_subprocess("--passnet-root", str(dataset), "--passnet-samples", str(sample),
                                           "--collect-only", "-q", "-k", "bfloat16")
    assert [line for line in chosen.stdout.lines if "::" in line] == [ids[2]]


def write_every_outcome(dataset: Path) -> list[Path]:
    """A sample of each outcome: correct, not matched, wrong, no pass list, a variant missing a file; last, a
    correct one of two dtypes (for test_xdist_gives_the_same_statuses_and_scores_as_one_process: its
    variants may run on two workers)."""
    good = write_sample(dataset, "good", passes={"AddRelu": ADD_RELU_PASS})
    no_match = write_sample(dataset, "nomatch", passes={"AddSigmoid": NO_MATCH_PASS})
    wrong = write_sample(dataset, "wrong", passes={"AddRelu": WRONG_ADD_RELU_PASS})
    no_list = write_sample(dataset, "nolist", passes=None)
    broken = write_sample(dataset, "broken", passes={"AddRelu": ADD_RELU_PASS})
    variant_dir = dataset / (broken / "graph_list.txt").read_text().strip()
    (variant_dir / "weight_meta.py").unlink()
    pair = write_sample(dataset, "pair", dtypes=("float32", "float16"), passes={"AddRelu": ADD_RELU_PASS})
    return [good, no_match, wrong, no_list, broken, pair]


def test_every_outcome_is_reported_and_the_rest_still_runs(shared_run):
    result, report, _ = shared_run("plugin_every_outcome", write_every_outcome)
    result.assert_outcomes(passed=3, failed=3, errors=1)
    status = {v["sample"].split("/")[-1]: v for v in report["variants"]}
    assert status["good"]["status"] == "correct"
    assert status["nomatch"]["status"] == "pass_not_matched"
    assert status["nomatch"]["parity_status"] == "eager_fail"
    assert any("TARGET_MISMATCH" in line and "exp=sigmoid" in line for line in status["nomatch"]["diagnostics"])
    assert status["wrong"]["status"] == "accuracy"
    assert status["wrong"]["correctness"]["correct_at"]["-5"] is False
    assert status["nolist"]["status"] == "pass_rejected"
    assert status["broken"]["status"] == "missing_file"
    text = result.stdout.str()
    assert "[pass_not_matched]" in text and "MatchFailure(type=TARGET_MISMATCH" in text
    assert "[accuracy] outputs differ beyond the baseline tolerance" in text
    assert "sorted_output_pass_rule_names.json not found" in text
    assert "is missing weight_meta.py" in text
    scores = {s["path"].split("/")[-1]: s["score"] for s in report["samples"]}
    assert scores["nomatch"] == pytest.approx(0.1)  # eager_fail at every t
    assert scores["nolist"] is None and scores["broken"] is None  # no variant reached the score
    es = {s["path"].split("/")[-1]: s["es"] for s in report["samples"]}
    assert es["wrong"]["-5"] == pytest.approx(0.1)  # wrong at the baseline tolerance: b
    assert es["good"]["-5"] == pytest.approx(status["good"]["speedup"]["e2e"])


KEYWORD_MODEL = ADD_RELU_MODEL.replace("torch.relu(tmp_0)", "torch.nn.functional.relu(tmp_0, inplace=False)")
KEYWORD_PASS = ADD_RELU_PASS.replace("return torch.relu(t)", "return torch.nn.functional.relu(t, inplace=False)")


def write_mixed_list(dataset: Path) -> list[Path]:
    """A correct sample, one whose graph calls relu by keyword (test_keyword_call_in_graph_gets_a_hint's), and a
    sample that a list names but that does not exist (test_bad_list_file_and_missing_sample_are_reported's)."""
    good = write_sample(dataset, "good", passes={"AddRelu": ADD_RELU_PASS})
    keyword = write_sample(dataset, "kw", model=KEYWORD_MODEL, passes={"AddRelu": KEYWORD_PASS})
    return [good, keyword, dataset / "samples" / "does" / "not" / "exist"]


def mixed_list_run(shared_run) -> tuple[pytest.RunResult, dict, Path]:
    return shared_run("plugin_mixed_list", write_mixed_list, listed=True)


def test_keyword_call_in_graph_gets_a_hint(shared_run):
    result, report, _ = mixed_list_run(shared_run)
    result.assert_outcomes(passed=1, failed=1, errors=1)  # the keyword call's is the failure
    (variant,) = [v for v in report["variants"] if v["sample"].endswith("/kw")]
    assert variant["status"] == "pass_not_matched"
    assert any("cannot match" in line for line in variant["diagnostics"])


def test_collection_imports_no_torch(pytester, dataset):
    sample = write_sample(dataset, "addrelu", passes={"AddRelu": ADD_RELU_PASS})
    pytester.makeconftest(
        "import sys\n"
        "def pytest_collection_finish(session):\n"
        "    print('TORCH_IMPORTED', 'torch' in sys.modules)\n"
    )
    result = pytester.runpytest_subprocess("--passnet-root", str(dataset), "--passnet-samples", str(sample), "--collect-only")
    result.stdout.fnmatch_lines(["TORCH_IMPORTED False"])


def xdist_run(shared_run) -> tuple[pytest.RunResult, dict, Path]:
    """test_every_outcome_is_reported_and_the_rest_still_runs's samples, written again, run under -n 2: named by a list
    file, the report written to a folder outside the dataset that already exists."""
    return shared_run("plugin_xdist", write_every_outcome, "-n", "2", listed=True)


@pytest.mark.expensive
def test_xdist_gives_the_same_statuses_and_scores_as_one_process(shared_run):
    """test_every_outcome_is_reported_and_the_rest_still_runs's run (one process) and ``xdist_run``'s."""
    single, single_report, _ = shared_run("plugin_every_outcome", write_every_outcome)
    double, double_report, _ = xdist_run(shared_run)
    single.assert_outcomes(passed=3, failed=3, errors=1)
    double.assert_outcomes(passed=3, failed=3, errors=1)

    def verdicts(report):
        return {
            nodeid: (v["status"], v["parity_status"], v["correctness"].get("correct_at"))
            for nodeid, v in by_variant(report).items()
        }

    assert verdicts(single_report) == verdicts(double_report)
    # The two workers share the device: they take turns, no timed block overlaps another.
    turns = sorted(turn for v in double_report["variants"] for turn in v["turns"])
    assert len(turns) >= 4 and all(end <= next_start for (_, end), (next_start, _) in zip(turns, turns[1:]))
    assert [(s["path"], s["id"]) for s in single_report["samples"]] == [
        (s["path"], s["id"]) for s in double_report["samples"]
    ]
    # Scores differ only through the measured speedups: re-scoring with those is exact.
    nomatch = [s for s in double_report["samples"] if s["path"].endswith("nomatch")][0]
    assert nomatch["score"] == pytest.approx(0.1)


def test_shards_partition_the_samples(pytester, dataset):
    paths = [str(write_sample(dataset, f"s{i}", passes={"AddRelu": ADD_RELU_PASS})) for i in range(6)]
    seen = []
    for k in (1, 2, 3):
        result = pytester.runpytest_subprocess(
            "--passnet-root", str(dataset), "--passnet-samples", *paths, f"--passnet-shard={k}/3", "--collect-only", "-q"
        )
        seen += [line.split("::")[0] for line in result.stdout.lines if "::" in line]
    assert sorted(seen) == sorted(f"samples/fusible_subgraphs/s{i}" for i in range(6))


def test_resume_keeps_earlier_results(pytester, dataset):
    paths = [str(write_sample(dataset, f"s{i}", passes={"AddRelu": ADD_RELU_PASS})) for i in range(2)]
    first, first_report = run(pytester, dataset, "--passnet-samples", *paths, "--maxfail=1", "-k", "s0")
    first.assert_outcomes(passed=1, deselected=1)
    assert "partial run" not in " ".join(first_report["notes"])
    second, second_report = run(pytester, dataset, "--passnet-samples", *paths, "--passnet-resume")
    second.assert_outcomes(passed=1)
    assert len(second_report["variants"]) == 2
    assert [s["id"] for s in second_report["samples"]] == [1, 2]


def test_bad_list_file_and_missing_sample_are_reported(pytester, shared_run):
    result, _, dataset = mixed_list_run(shared_run)
    listing = dataset / "sample_lists" / "plugin_mixed_list.txt"
    absent = pytester.runpytest_subprocess("--passnet-list", str(listing), "--passnet-list", "absent.txt", *FAST)
    assert absent.ret == pytest.ExitCode.USAGE_ERROR  # a mistyped list is the user's, before anything runs
    absent.stderr.fnmatch_lines(["*sample list 'absent.txt' not found*"])
    result.assert_outcomes(passed=1, failed=1, errors=1)  # the correct sample's, the keyword call's, the missing one's
    result.stdout.fnmatch_lines(["*sample directory not found*"])


NAN_MODEL = ADD_RELU_MODEL.replace("tmp_0 = in_0 + in_1", "tmp_0 = torch.sqrt(in_0 - 100.0)")


def write_bare_graphs(dataset: Path) -> list[Path]:
    """Two graph directories given without their samples: the add-relu graph, and one that computes NaN."""
    samples = [write_sample(dataset, "bare"), write_sample(dataset, "nan", model=NAN_MODEL)]
    return [dataset / (sample / "graph_list.txt").read_text().strip() for sample in samples]


def bare_graphs_run(shared_run) -> tuple[pytest.RunResult, dict, Path]:
    """``write_bare_graphs``' graphs with an inductor-free compiler: for the two tests that read its variants."""
    return shared_run("plugin_bare_graphs", write_bare_graphs, "--passnet-compiler", "eager")


def test_bare_graph_dir_runs_with_inductor_free_compilers(shared_run):
    result, report, _ = bare_graphs_run(shared_run)
    variant = by_graph(report)["bare"]
    assert variant["nodeid"].endswith("::graph") and variant["status"] == "correct", (variant["status"], variant.get("message"))
    result.assert_outcomes(passed=1, failed=1)  # the bare graph's, and the NaN graph's (test_a_graph_that_computes_nan_says_so)
    assert variant["correctness"]["equal"] == [1]


def test_a_graph_that_computes_nan_says_so(shared_run):
    _, report, _ = bare_graphs_run(shared_run)
    variant = by_graph(report)["nan"]
    assert variant["status"] == "accuracy"  # as PassBench: NaN never equals NaN
    assert variant["correctness"]["eager_nan"] == [1200]
    assert "Eager's own output 0 holds 1200 NaN: the model computes NaN on the replayed inputs" in variant["message"]


def by_graph(report: dict) -> dict[str, dict]:
    """The variants of a run over graph directories, by the name of the sample each graph was written for."""
    return {v["sample"].split("/")[-3]: v for v in report["variants"]}


def test_unknown_compiler_is_a_usage_error(pytester, dataset):
    sample = write_sample(dataset, "addrelu", passes={"AddRelu": ADD_RELU_PASS})
    result = pytester.runpytest_subprocess("--passnet-samples", str(sample), "--passnet-compiler", "nope", *FAST)
    assert "--passnet-compiler 'nope': choose one of pass_mgr, pass_mgr_direct, eager, inductor" in result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR


@pytest.mark.skipif(sys.platform != "linux", reason="plugin hook registration test uses a conftest")
def test_compiler_hook_adds_a_backend(pytester, dataset):
    sample = write_sample(dataset, "addrelu")
    pytester.makeconftest(
        "from pytest_passnet.sandbox.child.compilers import Compiler\n"
        "class Doubling(Compiler):\n"
        "    name = 'doubling'\n"
        "    def compile(self, model):\n"
        "        return lambda *a: tuple(o * 2 for o in model(*a))\n"
        "def pytest_passnet_compilers():\n"
        "    return {'doubling': Doubling}\n"
    )
    result, report = run(pytester, dataset, "--passnet-samples", str(sample), "--passnet-compiler", "doubling")
    result.assert_outcomes(failed=1)
    assert report["variants"][0]["status"] == "accuracy"


def test_an_existing_out_dir_does_not_become_the_rootdir(shared_run):
    """pytest picks its rootdir before plugin options are known, so it may take the value of
    ``--passnet-out DIR`` for a test path; paths must still resolve (workers start after DIR exists):
    ``xdist_run``'s list file is found under the rootdir's sample_lists/ and its samples under the rootdir."""
    result, report, dataset = xdist_run(shared_run)
    result.assert_outcomes(passed=3, failed=3, errors=1)
    assert not (dataset / "out").exists()  # the report went to the folder named, outside the rootdir
    assert [s["path"] for s in report["samples"]] == [
        f"samples/fusible_subgraphs/{name}" for name in ("good", "nomatch", "wrong", "nolist", "broken", "pair")]


@pytest.mark.expensive
def test_compare_with_a_baseline_fails_on_a_regression(pytester, dataset, shared_run):
    """The baseline: test_honest_pass_is_correct_and_scored's run, of the sample written here again."""
    [good] = write_honest(dataset)
    first, baseline, _ = honest_run(shared_run)
    first.assert_outcomes(passed=2)
    baseline_file = pytester.path / "baseline" / "report.json"
    baseline_file.parent.mkdir()
    baseline["samples"][0]["score"] *= 1000  # far above anything CPU timing noise reaches
    baseline_file.write_text(json.dumps(baseline))

    slower = pytester.runpytest_subprocess("--passnet-samples", str(good), "--passnet-compare", str(baseline_file), *FAST)
    slower.assert_outcomes(passed=2)  # every item passes, yet the score regressed
    if baseline["machine"]["device"] == "cpu":  # CPU timings are noise: only statuses are compared
        assert slower.ret == pytest.ExitCode.OK
        assert "statuses only: 0 variants no longer correct, 0 fixed, 0 otherwise changed; speed not compared (timed on CPU" in words(slower)
    else:
        assert slower.ret == pytest.ExitCode.TESTS_FAILED
        assert "0 variants no longer correct, 1 samples scored lower" in words(slower)

    (good / "pass_dir" / "AddRelu.py").write_text(WRONG_ADD_RELU_PASS)  # now the change breaks the pass
    broken = pytester.runpytest_subprocess(
        "--passnet-samples", str(good), "--passnet-compare", str(baseline_file), "--passnet-compare-tolerance", "100", *FAST
    )
    assert "2 variants no longer correct" in words(broken)
    assert re.search(r"broken: \S+::float16\S* \(correct -> accuracy\)", words(broken))
    assert read_report(pytester.path / ".passnet")["comparison"]["regressed"]

    missing = pytester.runpytest_subprocess("--passnet-samples", str(good), "--passnet-compare", "nope.json", *FAST)
    assert "--passnet-compare" in missing.stderr.str() and missing.ret == pytest.ExitCode.USAGE_ERROR
