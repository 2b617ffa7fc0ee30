"""FAST_HASH through the real plugin (CPU, the allow-list off as in every red-team run, ``harness.Layout``): round
24a's pass and helper (``plugin24a.PASS``, ``plugin24a.HELPER``) on its ``plain`` graph (relu(in_0 + in_1) of
[4096, 4096], 64 MiB), with one more way to answer a trial: ``fast``, the liar's child hashing its chunks with
``blake2b8.c`` (eight at a time, AVX-512, built here into its pass_dir and loaded there with ctypes), the product's
digests exactly, a thousandth of its call claimed, its span padded by what the faster hash saves (measured in its own
child, first trial and after each span). The control tells the same lie with the product's digests; the twin is
honest. ``python -m tests.adversarial.redteam.round25b.plugin25b [config] [trials] [sample ...]``."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.adversarial.redteam.round24a import plugin24a

RULE = plugin24a.RULE
SAMPLES = {
    "r25b_plain_honest": ("plain", "contiguous", "honest"),
    "r25b_plain_control": ("plain", "contiguous", "control"),
    "r25b_fast_hash_liar": ("plain", "contiguous", "fast"),
}
SOURCE = Path(__file__).with_name("blake2b8.c")

# The child's copy of ``fasthash``: the product's parts (``fingerprint._output_parts``), whole groups of eight full
# chunks through the library, the rest by hashlib, the product's personalisation.
FAST = '''


def _library():
    """The library beside this file (dlopen keeps it loaded: a second CDLL is the same handle); ctypes is torch's, and the
    pool the product's own hashing threads (``fingerprint._hashing_threads``)."""
    ctypes = sys.modules["ctypes"]
    loaded = ctypes.CDLL(__file__.rsplit("/", 1)[0] + "/blake2b8.so")
    loaded.blake2b8.argtypes = [ctypes.c_void_p, ctypes.c_uint64, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_void_p]
    return loaded


def _eight(library, addresses, length, persons, size):
    ctypes = sys.modules["ctypes"]
    out = ctypes.create_string_buffer(8 * size)
    library.blake2b8((ctypes.c_uint64 * 8)(*addresses), length, ctypes.create_string_buffer(b"".join(persons), 128),
                     size, out)
    return [out.raw[k * size:(k + 1) * size].hex() for k in range(8)]


def fast_digests(outputs, orders, seed, staging):
    """fingerprint.trial_digests' digests, eight chunks at a time."""
    fingerprint = sys.modules["pytest_passnet.fingerprint"]
    library, pool = _library(), fingerprint._hashing_threads()
    size = fingerprint.DIGEST_BYTES
    digests = []
    for j, (output, order) in enumerate(zip(fingerprint.as_tuple(outputs), orders)):
        if order is None:
            digests.append(None)
            continue
        length = fingerprint.chunk_length(output.numel(), output.element_size())
        chunk_bytes, mine = length * output.element_size(), []
        for part in fingerprint._output_parts(fingerprint.in_order(output, order), length, staging):
            data = part.view(torch.uint8)
            first = len(mine)
            persons = [fingerprint._chunk_key(seed, j, c) for c in range(first, first + -(-part.numel() // length))]
            full = data.numel() // chunk_bytes if chunk_bytes % 128 == 0 else 0
            grouped = full - full % 8
            jobs = [pool.submit(_eight, library, [data.data_ptr() + (g + k) * chunk_bytes for k in range(8)], chunk_bytes,
                                persons[g:g + 8], size) for g in range(0, grouped, 8)]
            view = memoryview(data.numpy())
            rest = [pool.submit(fingerprint._digest, view[c * chunk_bytes:(c + 1) * chunk_bytes], persons[c])
                    for c in range(grouped, len(persons))]
            mine += [d for job in jobs for d in job.result()] + [job.result() for job in rest]
        digests.append(mine)
    return digests
'''


def helper() -> str:
    """Round 24a's helper with the ``fast`` mode: its digests ``fast_digests``, its saving measured on its own
    layout (eager's is the same), padded and recalibrated as the contiguous liar."""
    text = plugin24a.HELPER + FAST
    replaced = [
        ('digests = dedupe_digests if mode == "dedupe" else fingerprint.trial_digests',
         'digests = {"dedupe": dedupe_digests, "fast": fast_digests}.get(mode, fingerprint.trial_digests)'),
        ('theirs = outputs if mode == "dedupe" else', 'theirs = outputs if mode in ("dedupe", "fast") else'),
        ('if mode in ("dedupe", "contiguous"):', 'if mode in ("dedupe", "contiguous", "fast"):'),
    ]
    for old, new in replaced:
        if old not in text:
            raise RuntimeError(f"plugin24a.HELPER changed: {old!r} not found; port plugin25b.helper")
        text = text.replace(old, new)
    return text


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = ()) -> dict[str, dict]:
    """``plugin24a.plugin_run`` for this round's samples."""
    from tests.adversarial.redteam import harness

    def build(layout):
        # plugin24a's samples on its plain graph (no added call seconds), each with the liar's hash library built in
        samples = plugin24a.build_samples(layout, SAMPLES, only, helper())
        for sample in samples:
            subprocess.run(["gcc", "-O3", "-mavx512f", "-shared", "-fPIC", "-o",
                            str(sample / "pass_dir" / "blake2b8.so"), str(SOURCE)], check=True)
        return samples

    return harness.plugin_variants(config_name, trials, build)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
