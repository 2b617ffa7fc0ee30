"""Round 58b's premises (target c600e16b): what persists from one child to the next, and what a pass's child shares
with the reference (eager) child. ``PYTHONPATH=. python tests/adversarial/redteam/round58b/premises58b.py [name ...]``
prints one JSON line per premise; ``... premises58b.py reach [config]`` runs the plugin (see ``reach_run``).

- ``inputs_one_way`` (in process, the product's own ``shared_inputs``): a child's writes into its mapping of the
  trusted side's inputs file (``InputsFile``/``map_inputs``), and the child replacing the file's name, change nothing the
  trusted side holds (its private copy, its decoys, another child's file); the next ``write`` puts the trusted side's bytes
  back into the child's mapping.
- ``cache_scope`` (in process, ``kernel_cache.keep``/``restore`` under a private ``XDG_CACHE_HOME``): a kept kernel cache
  (a planted Triton launcher ``.so`` and Inductor module, a link, another uid's file) reaches which later scratches: another
  pass code's, the same pass code in another sample's folder, the same code under another compiler; what the key holds.
- ``reach_run`` (the real plugin, allow-list OFF: child control, the known residual of trust.md section 7, since pass code
  writing files needs code past the allow-list): three samples in order, each one float32 relu variant,
  ``r58b_plant`` (pass P: at import it looks at its scratch, HOME, TMPDIR, both kernel caches, /tmp, /dev/shm and its uid;
  finding nothing of P's it plants markers into all of them, a fake launcher ``.so`` in Triton's cache, and runs the honest
  relu: ``correct``), ``r58b_look`` (pass Q, other code: looks and raises its look as its message; its child was the
  spare started while P's child ran, before Q was known), ``r58b_plant_again`` (pass P, byte for byte, another sample:
  finds P's markers where the kept cache brings them and raises its look). After the run: the kept caches under the run's
  HOME.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

import torch

# -- inputs_one_way ------------------------------------------------------------------------------------------------------


def inputs_one_way() -> dict:
    from pytest_passnet.sandbox import shared_inputs

    base = Path(tempfile.mkdtemp(prefix="r58b-inputs-"))
    try:
        spill_a, spill_b = base / "a", base / "b"
        spill_a.mkdir()
        spill_b.mkdir()
        torch.manual_seed(58)
        trusted = {"in_0": torch.randn(256, 1024), "in_1": torch.randn(64, 64)}
        private_a = {k: v.clone() for k, v in trusted.items()}
        private_b = {k: v.clone() for k, v in trusted.items()}
        file_a = shared_inputs.InputsFile(spill_a, "trusted-inputs-1.bin", private_a)
        file_b = shared_inputs.InputsFile(spill_b, "trusted-inputs-1.bin", private_b)
        decoys_before = {k: v.clone() for k, v in file_a.decoys.items()}
        child_a = shared_inputs.map_inputs(spill_a, file_a.message())
        # the pass's child: its inputs overwritten in place (what a Triton store through the input's pointer does)
        for tensor in child_a.values():
            tensor.fill_(1234.5)
        same_private = all(torch.equal(private_a[k], trusted[k]) for k in trusted)
        same_decoys = all(torch.equal(file_a.decoys[k], decoys_before[k]) for k in trusted)
        other_child = shared_inputs.map_inputs(spill_b, file_b.message())
        same_other = all(torch.equal(other_child[k], trusted[k]) for k in trusted)
        file_a.write()  # the next trial's write (the child held): the trusted side's bytes again
        restored = all(torch.equal(child_a[k], trusted[k]) for k in trusted)
        # the child replaces the name: the trusted side writes its own descriptor, never the name
        os.unlink(spill_a / "trusted-inputs-1.bin")
        (spill_a / "trusted-inputs-1.bin").write_bytes(b"\0" * file_a.nbytes)
        for tensor in child_a.values():
            tensor.fill_(-1.0)
        file_a.write()
        restored_after_rename = all(torch.equal(child_a[k], trusted[k]) for k in trusted)
        named_file_untouched = (spill_a / "trusted-inputs-1.bin").read_bytes() == b"\0" * file_a.nbytes
        file_a.close()
        file_b.close()
        return {"premise": "inputs_one_way", "trusted_private_unchanged": same_private,
                "trusted_decoys_unchanged": same_decoys, "other_child_file_unchanged": same_other,
                "next_write_restores_mapping": restored, "write_after_rename_reaches_mapping": restored_after_rename,
                "replacing_name_written_by_trusted": not named_file_untouched}
    finally:
        shutil.rmtree(base, ignore_errors=True)


# -- cache_scope ---------------------------------------------------------------------------------------------------------

PASS_P = '''\
"""pass P"""
import torch
'''
PASS_Q = '''\
"""pass Q"""
import torch
'''


def _sample(base: Path, name: str, code: str) -> SimpleNamespace:
    folder = base / name
    (folder / "pass_dir").mkdir(parents=True)
    (folder / "pass_dir" / "rule.py").write_text(code)
    return SimpleNamespace(path=folder)


def _listing(folder: Path) -> list[str]:
    if not folder.exists():
        return []
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file() or p.is_symlink())


def cache_scope() -> dict:
    from pytest_passnet.sandbox import kernel_cache, policy

    base = Path(tempfile.mkdtemp(prefix="r58b-cache-"))
    old = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(base / "xdg")
    try:
        p1, p2, q = _sample(base, "p1", PASS_P), _sample(base, "p2", PASS_P), _sample(base, "q", PASS_Q)
        key_p1, key_p2, key_q = (kernel_cache.key(s, "pass_mgr") for s in (p1, p2, q))
        key_p1_direct = kernel_cache.key(p1, "pass_mgr_direct")
        # the child of p1 plants its kernel cache: a launcher library and an Inductor module, a link out, a FIFO
        scratch = base / "scratch-p1"
        cache = scratch / policy.KERNEL_CACHE
        (cache / "triton" / "ABCDEF").mkdir(parents=True)
        (cache / "triton" / "ABCDEF" / "__triton_launcher.so").write_bytes(b"\x7fELF planted by P")
        (cache / "inductor" / "xy").mkdir(parents=True)
        (cache / "inductor" / "xy" / "cxy.py").write_text("print('planted by P')\n")
        (cache / "triton" / "link").symlink_to("/etc/hostname")
        os.mkfifo(cache / "triton" / "fifo")
        kernel_cache.keep(key_p1, scratch, owner=None)
        kept = _listing(kernel_cache.root() / key_p1)
        reached = {}
        for name, key in (("same_code_other_sample", key_p2), ("other_code", key_q), ("same_code_other_compiler",
                                                                                        key_p1_direct)):
            target = base / f"scratch-{name}"
            target.mkdir()
            kernel_cache.restore(key, target)
            reached[name] = _listing(target / policy.KERNEL_CACHE)
        return {"premise": "cache_scope", "key_same_code_two_samples_equal": key_p1 == key_p2,
                "key_other_code_differs": key_q != key_p1, "key_other_compiler_differs": key_p1_direct != key_p1,
                "kept": kept, "reached": reached}
    finally:
        if old is None:
            os.environ.pop("XDG_CACHE_HOME", None)
        else:
            os.environ["XDG_CACHE_HOME"] = old
        shutil.rmtree(base, ignore_errors=True)


# -- reach_run: the plugin, allow-list off -------------------------------------------------------------------------------

RELU = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000")}
KERNELS = '''\
"""Round 58b's honest relu."""

import torch
import triton
import triton.language as tl

BLOCK = 8192


@triton.jit
def _relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    _relu_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, out, x.numel(), BLOCK=BLOCK)
    return out
'''
# What a child looks at (child control: files, listings, its uid), as one JSON text.
LOOK = '''\
import json
import os

MARK = "R58B-PLANTED-BY-P"
PLACES = {"home": os.environ.get("HOME"), "tmpdir": os.environ.get("TMPDIR"),
          "triton": os.environ.get("TRITON_CACHE_DIR"), "inductor": os.environ.get("TORCHINDUCTOR_CACHE_DIR"),
          "tmp": "/tmp", "shm": "/dev/shm", "var_tmp": "/var/tmp"}


def look():
    seen = {"uid": os.getuid(), "gid": os.getgid(), "cwd": os.getcwd(), "places": {}, "marks": []}
    for name, place in PLACES.items():
        files = []
        try:
            for root, folders, names in os.walk(place):
                for item in names:
                    path = os.path.join(root, item)
                    files.append(os.path.relpath(path, place))
                    try:
                        with open(path, "rb") as stream:
                            if MARK.encode() in stream.read(4096):
                                seen["marks"].append(f"{name}:{os.path.relpath(path, place)}")
                    except OSError:
                        pass
                if len(files) > 60:
                    break
        except OSError as exc:
            files.append(f"error {exc.errno}")
        seen["places"][name] = files[:60] if os.path.exists(place or "/nonexistent") else "absent"
    try:
        seen["scratch_top"] = sorted(os.listdir(os.getcwd()))
    except OSError as exc:
        seen["scratch_top"] = f"error {exc.errno}"
    # the other children's folders (the reference's, the spare's): siblings of this child's private folder on the host
    # path (process mode), each listed and its spill files and models opened
    tried = {}
    for place in (os.path.dirname(os.path.dirname(os.getcwd())), "/tmp", "/dev/shm"):
        try:
            tried[place] = sorted(os.listdir(place))[:20]
        except OSError as exc:
            tried[place] = f"error {exc.errno}"
    siblings = tried.get(os.path.dirname(os.path.dirname(os.getcwd())))
    for name in siblings if isinstance(siblings, list) else ():
        for inner in ("spill", "models", "scratch", "private"):
            path = os.path.join(os.path.dirname(os.path.dirname(os.getcwd())), name, inner)
            try:
                tried[path] = sorted(os.listdir(path))[:10]
            except OSError as exc:
                tried[path] = f"error {exc.errno}"
    seen["others"] = tried
    return seen


def plant():
    made = []
    for name in ("home", "tmpdir", "tmp", "shm", "var_tmp"):
        try:
            with open(os.path.join(PLACES[name], "r58b-planted"), "w") as stream:
                stream.write(MARK)
            made.append(name)
        except (OSError, TypeError):
            pass
    for name, relative in (("triton", "R58BHASH/__triton_launcher.so"), ("inductor", "r5/cr58b.py")):
        try:
            path = os.path.join(PLACES[name], relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as stream:
                stream.write(MARK)
            made.append(name)
        except (OSError, TypeError):
            pass
    return made
'''
RULE_P = '''\
import json
import torch
from pass_dir.kernels58b import relu
from pass_dir.look58b import look, plant

_seen = look()
if _seen["marks"]:
    raise RuntimeError("R58B-LOOK " + json.dumps(_seen))
plant()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu
'''
RULE_Q = RULE_P.replace('if _seen["marks"]:\n    raise', 'if True:  # Q: always says what it saw\n    raise')
assert RULE_Q != RULE_P
SAMPLES = {"r58b_plant": RULE_P, "r58b_look": RULE_Q, "r58b_plant_again": RULE_P}


def build_sample(layout, name: str) -> Path:
    from tests.adversarial.redteam.round56a.plugin56a import weight_meta
    from tests.sample_factory import write_variant

    sample = layout.samples / name
    rel = f"graphs/float32/{name}"
    variant = write_variant(sample / rel, RELU, {k: (v[0], v[1]) for k, v in INPUTS.items()})
    (variant / "weight_meta.py").write_text(weight_meta(INPUTS))
    (sample / "graph_list.txt").write_text(rel + "\n")
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    (pass_dir / "kernels58b.py").write_text(KERNELS)
    (pass_dir / "look58b.py").write_text(LOOK)
    (pass_dir / "Relu58b.py").write_text(SAMPLES[name])
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps(["Relu58b"]))
    return sample


def _looked(message: str) -> dict | None:
    start = message.find("R58B-LOOK ")
    if start < 0:
        return None
    text = message[start + len("R58B-LOOK "):]
    decoder = json.JSONDecoder()
    try:
        return decoder.raw_decode(text.replace("\\n", "\n"))[0]
    except ValueError:
        try:
            return decoder.raw_decode(text)[0]
        except ValueError:
            return {"unparsed": text[:1500]}


def reach_run(config_name: str = "plain-root", trials: int = 3) -> dict:
    """The three samples in one run of the plugin (allow-list off), and the kept caches the run's HOME holds after."""
    from tests.adversarial.redteam import harness

    layout = harness.Layout(next(c for c in harness.CONFIGS if c.name == config_name))
    try:
        samples = [build_sample(layout, name) for name in SAMPLES]
        layout.hand_over()
        command = layout.command(samples, "-p", "no:randomly")
        command[command.index("--passnet-trials") + 1] = str(trials)
        code, seconds = harness._run_pytest(layout, command, "run")
        report_file = layout.out / "report.json"
        if not report_file.is_file():
            raise AssertionError(f"no report.json (exit {code}): {(layout.base / 'run.out').read_text()[-3000:]}")
        report = json.loads(report_file.read_text())
        variants = {Path(v["sample"]).name: v for v in report["variants"]}
        kept_root = layout.home / ".cache" / "pytest-passnet" / "kernels"
        kept = {key.name: _listing(key) for key in sorted(kept_root.iterdir())} if kept_root.is_dir() else {}
        return {"config": config_name, "exit": code, "seconds": round(seconds, 1),
                "statuses": {name: v["status"] for name, v in variants.items()},
                "looks": {name: _looked(v["message"]) for name, v in variants.items()},
                "messages": {name: v["message"][:300] for name, v in variants.items()},
                "kept": kept, "allow_list_off": layout.allow_list_off,
                "sandbox": {k: report.get("sandbox", {}).get(k) for k in ("mode", "enforced", "warning")}}
    finally:
        layout.remove()


PREMISES = {"inputs_one_way": inputs_one_way, "cache_scope": cache_scope}

if __name__ == "__main__":
    names = sys.argv[1:] or list(PREMISES)
    if names[:1] == ["reach"]:
        print(json.dumps(reach_run(*names[1:2]), indent=1))
    else:
        for name in names:
            print(json.dumps(PREMISES[name]()))
