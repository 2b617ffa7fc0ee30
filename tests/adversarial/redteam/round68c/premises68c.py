"""Round 68c: the judge's two-way closeness (``judge(both_ways=True)``, session 37's HUGE_CONSTANT fix), the tolerance
grid, the score's credit and the guard's checks of the timed calls against it.

``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round68c/premises68c.py [name ...]`` (a few seconds; the
``honest_survey`` about 40 s).

TWO_WAY_WINDOW (false rejection): under the full guard an output is close only where ``|e - c| <= atol + rtol * |c|``
(PassBench's ``allclose(eager, compiled)``) *and* ``|e - c| <= atol + rtol * |e|``. Where rtol < 1 the second half
cannot matter to a huge constant (``|c| <= (|e| + atol) / (1 - rtol)`` already follows from the first), but it rejects
an honest value whose magnitude is above eager's by between ``rtol |e|`` and ``rtol |c|``: a window of width about
``rtol^2 |e|``, which in bfloat16 (rtol 0.016 at the baseline) holds whole rounding steps. A bfloat16 chain of five
multiplies computed in float32 and rounded once (what a fused kernel does) against eager's op-by-op rounding: PassBench's
verdict ``correct``, the full guard's ``accuracy`` (credited from -4), in 4 of 40 draws of 262,144 elements (4 of the 26
draws PassBench calls correct); the element is one bfloat16 step (2.90625 eager, 2.953125 fused, the product rounded
once).

ONE_WAY_FINGERPRINT (held by the audits): ``fingerprint.consistent`` (``_within``, ``_l2_slack``) still bounds a
chunk's L1, P and L2 by the *compiled* side's (``rtol * L1(c)``, ``rtol (2 + rtol) L2(c)^2``), and from t = 0 on the
sketch is not read (``bucket_slacks``: rtol >= 1), so an unaudited described trial whose output is 1e20 everywhere is
consistent with any eager output at levels 0 and 1 (``pipeline._trial_checks`` finds nothing), while the audits
(``tensor_disagreement``, two-way) and the judge refuse it. A judged call credited from t = 0 is one within ``1 +
|e|`` of eager everywhere, which zeros already are wherever ``|e| <= 1``: nothing cheaper for the timed calls to gain,
and any audited trial convicts.
"""

from __future__ import annotations

import json
import sys
from types import SimpleNamespace

import torch

from pytest_passnet import fingerprint, guard, judge
from pytest_passnet.score import credited_from
from pytest_passnet.tolerance import tolerance

# The draws (of 40, seeds 0-39) where the bfloat16 chain's verdict is PassBench's ``correct`` and the full guard's not.
WINDOW_SEEDS = (18, 21, 27, 32)
CHAIN_ELEMENTS = 1 << 18


def chain5(seed: int, n: int = CHAIN_ELEMENTS) -> tuple[torch.Tensor, torch.Tensor]:
    """``x * w1 * w2 * w3 * w4 * w5`` in bfloat16: eager rounds after every multiply, the honest fused kernel computes
    the product in float32 and rounds once (x ~ N(0, 1), w ~ U(1, 2))."""
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, generator=g).bfloat16()
    ws = [(1 + torch.rand(n, generator=g)).bfloat16() for _ in range(5)]
    eager, fused = x, x.float()
    for w in ws:
        eager = eager * w
        fused = fused * w.float()
    return eager, fused.bfloat16()


def _verdict(eager, compiled, both_ways: bool) -> dict:
    status, record = judge.judge((eager,), (compiled,), both_ways=both_ways)
    return {
        "status": status.value,
        "credited_from": credited_from(record["correct_at"]),
    }


def window_elements(
    eager: torch.Tensor, compiled: torch.Tensor, level: int = -5
) -> dict:
    """Elements close one way (PassBench's, relative to the compiled value) and not the other (eager's)."""
    atol, rtol = tolerance(level, str(eager.dtype).removeprefix("torch."))
    eager, compiled = eager.reshape(-1), compiled.reshape(-1)
    one = torch.isclose(eager, compiled, atol=atol, rtol=rtol)
    two = one & torch.isclose(compiled, eager, atol=atol, rtol=rtol)
    where = (one & ~two).nonzero().flatten()
    return {
        "one_way_outside": int((~one).sum()),
        "window_only": int(where.numel()),
        "eager": eager[where].float().tolist()[:4],
        "compiled": compiled[where].float().tolist()[:4],
    }


def two_way_window(seeds=WINDOW_SEEDS) -> dict:
    """TWO_WAY_WINDOW: the honest bfloat16 chain judged PassBench's way and the full guard's, per draw; the exact
    product of the window element (float64) to show which side rounded it right."""
    said = {}
    for seed in seeds:
        eager, fused = chain5(seed)
        row = {
            "passbench": _verdict(eager, fused, False),
            "full_guard": _verdict(eager, fused, True),
            **window_elements(eager, fused),
        }
        g = torch.Generator().manual_seed(seed)
        x = torch.randn(CHAIN_ELEMENTS, generator=g).bfloat16().double()
        ws = [
            (1 + torch.rand(CHAIN_ELEMENTS, generator=g)).bfloat16().double()
            for _ in range(5)
        ]
        exact = x
        for w in ws:
            exact = exact * w
        atol, rtol = tolerance(-5, "bfloat16")
        one = torch.isclose(eager, fused, atol=atol, rtol=rtol)
        where = (
            (one & ~torch.isclose(fused, eager, atol=atol, rtol=rtol))
            .nonzero()
            .flatten()
        )
        row["exact"] = exact[where].tolist()[:4]
        # The fresh-input re-check on this draw at the baseline (the checked level of a correct judged call).
        findings, stepped = guard.fresh_input_findings(
            0, (eager,), (fused,), {}, {}, -5
        )
        row["recheck"] = {
            "findings": findings,
            "steps_level": None if stepped is None else stepped.level,
        }
        said[seed] = row
    return said


def replay_window(rows: int = 320) -> dict:
    """The plugin sample's replayed inputs (``plugin68c``: bfloat16 [rows, 512], in_0 N(0, 1), in_1..5 N(1.5, 0.29²),
    ``materialize.set_seed`` then ``replay_on_cpu`` as the children replay them) through eager's op-by-op chain and the
    fused product: PassBench's verdict and the full guard's, and the window's elements."""
    from pytest_passnet import materialize
    from pytest_passnet.sample import TensorMeta

    metas = [
        TensorMeta(
            f"Program_weight_tensor_meta_arg{i}",
            f"in_{i}",
            (rows, 512),
            "torch.bfloat16",
            f"arg{i}",
            "cuda:0",
            0.0 if i == 0 else 1.5,
            1.0 if i == 0 else 0.29,
        )
        for i in range(6)
    ]
    materialize.set_seed()
    inputs = materialize.replay_on_cpu(metas, "cpu").to("cpu")
    xs = [inputs[f"in_{i}"] for i in range(6)]
    eager, fused = xs[0], xs[0].float()
    for w in xs[1:]:
        eager = eager * w
        fused = fused * w.float()
    fused = fused.bfloat16()
    return {
        "passbench": _verdict(eager, fused, False),
        "full_guard": _verdict(eager, fused, True),
        **window_elements(eager, fused),
    }


def window_counts(seeds=range(40)) -> dict:
    """How often the chain's verdict is PassBench's correct, the full guard's correct, and both (40 draws; ~5 s)."""
    atol, rtol = tolerance(-5, "bfloat16")
    passbench = full = 0
    flipped = []
    for seed in seeds:
        eager, fused = chain5(seed)
        one = bool(torch.allclose(eager, fused, atol=atol, rtol=rtol))
        two = one and bool(torch.allclose(fused, eager, atol=atol, rtol=rtol))
        passbench += one
        full += two
        if one != two:
            flipped.append(seed)
    return {
        "draws": len(list(seeds)),
        "passbench_correct": passbench,
        "full_guard_correct": full,
        "flipped": flipped,
    }


def honest_survey(seeds=range(8)) -> dict:
    """Honest perturbations judged both ways (float32 reordered and float64-accumulated matmuls, split-K, FMA,
    cancellation; bfloat16/float16 matmuls with float32 accumulation, layer norm, softmax, RMS norm; bfloat16/float16
    fused chains): the set of (PassBench status, credited, full guard status, credited) over the draws."""
    import torch.nn.functional as F

    def cases(g):
        x = torch.randn(256, 1024, generator=g)
        w = torch.randn(1024, 512, generator=g) / 32
        yield "f32_mm_f64", x @ w, (x.double() @ w.double()).float()
        yield (
            "f32_mm_splitk",
            x @ w,
            sum(x[:, i : i + 256] @ w[i : i + 256] for i in range(0, 1024, 256)),
        )
        a, b, c = (torch.randn(1 << 16, generator=g) for _ in range(3))
        yield "f32_fma", a * b + c, (a.double() * b.double() + c.double()).float()
        xm, w1 = x[:, :512], w[:512]
        w2 = w1 + torch.randn(512, 512, generator=g) * 1e-4
        yield (
            "f32_cancel",
            xm @ w1 - xm @ w2,
            (xm.double() @ (w1.double() - w2.double())).float(),
        )
        xb, xh = x.bfloat16(), x.half()
        wb = torch.randn(1024, generator=g).bfloat16()
        bb = torch.randn(1024, generator=g).bfloat16()
        yield (
            "bf16_mm_f32acc",
            xb @ w.bfloat16(),
            (xb.float() @ w.bfloat16().float()).bfloat16(),
        )
        yield "f16_mm_f32acc", xh @ w.half(), (xh.float() @ w.half().float()).half()
        yield (
            "bf16_layer_norm",
            F.layer_norm(xb, (1024,)),
            F.layer_norm(xb.float(), (1024,)).bfloat16(),
        )
        yield (
            "f16_softmax",
            torch.softmax(xh * 4, -1),
            torch.softmax(xh.float() * 4, -1).half(),
        )
        gamma = (1 + 0.1 * torch.randn(1024, generator=g)).bfloat16()
        rms = xb * torch.rsqrt(xb.pow(2).mean(-1, keepdim=True) + 1e-6) * gamma
        xf = xb.float()
        fused = (
            xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + 1e-6) * gamma.float()
        )
        yield "bf16_rms_norm", rms, fused.bfloat16()
        chain = ((xb * wb) + bb).relu() * wb
        yield (
            "bf16_fused_chain",
            chain,
            (((xf * wb.float()) + bb.float()).relu() * wb.float()).bfloat16(),
        )
        yield "bf16_add3", (xb + bb) + wb, (xf + bb.float() + wb.float()).bfloat16()

    said: dict = {}
    for seed in seeds:
        g = torch.Generator().manual_seed(seed)
        for name, eager, compiled in cases(g):
            one, two = _verdict(eager, compiled, False), _verdict(eager, compiled, True)
            key = f"{one['status']} {one['credited_from']} | {two['status']} {two['credited_from']}"
            said.setdefault(name, {}).setdefault(key, 0)
            said[name][key] += 1
    return said


def _print(out: torch.Tensor, seed: int) -> list:
    staging = fingerprint.Staging()
    orders = fingerprint.memory_orders((out,))
    digests = fingerprint.trial_digests((out,), orders, seed, staging)
    return [
        *fingerprint.trial_description((out,), orders, seed, staging)[0],
        digests[0],
    ]


def one_way_fingerprint(seed: int = 987654321) -> dict:
    """ONE_WAY_FINGERPRINT: eager's relu (float32, 64x1024 of N(0, 0.2^2) and of N(0, 3^2)) against a stored 1e20 at
    each level: the judge both ways, the audit's comparison, the fingerprints' consistency and
    ``pipeline._trial_checks`` on one described, unaudited trial."""
    from pytest_passnet.pipeline import Trials, _consistent, _trial_checks

    g = torch.Generator().manual_seed(0)
    said = {}
    for scale in (0.2, 3.0):
        eager = torch.relu(torch.randn(64, 1024, generator=g) * scale)
        compiled = torch.full_like(eager, 1e20)
        e_print, c_print = _print(eager, seed), _print(compiled, seed)
        for level in (-5, -1, 0, 1):
            compiled_trials = Trials([seed], {}, [0], digests=[[c_print]])
            eager_trials = Trials([seed], {}, [0], digests=[[e_print]])
            checks = _trial_checks(
                SimpleNamespace(eager_out=(eager,)),
                compiled_trials,
                eager_trials,
                level,
            )
            said[f"relu_x{scale}_level_{level}"] = {
                "judge_close_both_ways": judge._close(
                    eager, compiled, *tolerance(level, "float32"), True
                ),
                "judge_close_passbench": judge._close(
                    eager, compiled, *tolerance(level, "float32"), False
                ),
                "audit": judge.tensor_disagreement(eager, compiled, level),
                "fingerprint_consistent": _consistent(
                    [c_print], [e_print], ["float32"], seed, level
                ),
                "trial_convicts_at_level": checks.convicting(level),
                "trial_steps": [s.level for _, s in checks.steps],
            }
    # What a judged call credited from t = 0 can already be: zeros, where every |e| <= 1.
    soft = torch.softmax(torch.randn(64, 1024, generator=g), -1)
    said["zeros_for_softmax"] = _verdict(soft, torch.zeros_like(soft), True)
    return said


def edge_verdicts() -> dict:
    """The two ways on outputs of other kinds: the verdicts must be the same (exact dtypes, scalars, empty, 0-d,
    NaN/inf, mixed tuples)."""
    g = torch.Generator().manual_seed(1)
    x = torch.randn(4096, generator=g)
    inf = torch.tensor([float("inf"), -1.0, float("-inf")])
    cases = {
        "bool": ((x > 0,), (x > 0,)),
        "int64": ((x.long(),), (x.long(),)),
        "zero_d": ((x.sum(),), (x.double().sum().float(),)),
        "size_0": ((x[:0],), (x[:0] + 1,)),
        "float64": (
            (x.double() @ x.double(),),
            (x.double().flip(0) @ x.double().flip(0),),
        ),
        "python_float": ((0.5,), (0.5,)),
        "python_int": ((3,), (3,)),
        "python_bool": ((True,), (True,)),
        "none_and_tensor": ((None, x), (None, x.clone())),
        "eager_nan": (
            (torch.tensor([float("nan"), 1.0]),),
            (torch.tensor([float("nan"), 1.0]),),
        ),
        "inf_both": ((inf,), (inf.clone(),)),
        "inf_against_max": ((inf,), (torch.tensor([3.4e38, -1.0, -3.4e38]),)),
        "mixed": ((x, x > 0, x.long()[:8]), (x.clone(), x > 0, x.long()[:8])),
        "negative_zero": ((torch.zeros(8),), (-torch.zeros(8),)),
    }
    return {
        name: {
            "passbench": _verdict_many(e, c, False),
            "full_guard": _verdict_many(e, c, True),
        }
        for name, (e, c) in cases.items()
    }


def _verdict_many(eager, compiled, both_ways: bool) -> dict:
    status, record = judge.judge(eager, compiled, both_ways=both_ways)
    return {
        "status": status.value,
        "credited_from": credited_from(record.get("correct_at") or {}),
    }


def sample_as(correct_at: dict, status: str, speedup: float) -> float:
    """One variant's AS alone (round 67c's ``sample_as``: ``score.variant_values`` under PassBench's defaults)."""
    from tests.adversarial.redteam.round67c.premises67c import sample_as as as67c

    return as67c(correct_at, status, speedup)


def window_score(speedup: float = 1.0) -> dict:
    """What TWO_WAY_WINDOW costs the honest kernel: AS correct from -5 against accuracy credited from -4."""
    levels = range(-10, 6)
    return {
        "passbench_correct": sample_as(
            {str(t): t >= -5 for t in levels}, "correct", speedup
        ),
        "full_guard_accuracy_from_-4": sample_as(
            {str(t): t >= -4 for t in levels}, "accuracy", speedup
        ),
    }


def step_skip(seed: int = 3) -> dict:
    """The step allowance as a way to skip work: relu(3x) of 4,096 float32 elements with 8 of them (the allowance)
    left at 0, on a fresh draw (the re-check, ``guard.fresh_input_findings``) and in an audited chunk
    (``judge.tensor_steps``): read as steps, the credit lowered to the level they are close at, and the AS that leaves
    at 10x against the honest kernel's at 1x."""
    g = torch.Generator().manual_seed(seed)
    eager = torch.relu(torch.randn(4096, generator=g) * 3)
    skipped = eager.clone()
    where = eager.nonzero().flatten()[:8]
    skipped[where] = 0
    findings, stepped = guard.fresh_input_findings(
        seed, (eager,), (skipped,), {}, {}, -5
    )
    audited = judge.tensor_steps(eager, skipped, -5)
    levels = range(-10, 6)
    held = stepped.level
    return {
        "recheck_findings": findings,
        "recheck_steps": None if stepped is None else [stepped.elements, stepped.level],
        "audit_steps": None if audited is None else [audited.elements, audited.level],
        "skipped_values": eager[where].tolist(),
        "as_skipping_at_10x": sample_as(
            {str(t): t >= held for t in levels}, "accuracy", 10.0
        ),
        "as_honest_at_1x": sample_as({str(t): t >= -5 for t in levels}, "correct", 1.0),
        "one_more_element": guard.fresh_input_findings(
            seed,
            (eager,),
            (eager.index_fill(0, eager.nonzero().flatten()[:9], 0.0),),
            {},
            {},
            -5,
        )[0][:1],
    }


PREMISES = {
    "window_score": window_score,
    "step_skip": step_skip,
    "two_way_window": two_way_window,
    "window_counts": window_counts,
    "replay_window": replay_window,
    "one_way_fingerprint": one_way_fingerprint,
    "edge_verdicts": edge_verdicts,
    "honest_survey": honest_survey,
}


if __name__ == "__main__":
    names = sys.argv[1:] or [name for name in PREMISES if name != "honest_survey"]
    for name in names:
        print(name, json.dumps(PREMISES[name](), indent=1, default=str))
