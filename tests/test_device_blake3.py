"""``device_blake3.keyed_digests`` against the ``blake3`` package, the trusted side's check of an audited chunk:
every digest must be bit-identical. The lengths reach each edge of BLAKE3's layout (a block's 64 bytes, a
chunk's 1024, partial last blocks, trees of 2, 3, 4 and 17 chunks, where a wrong tree shape, a missing ROOT
or KEYED_HASH flag or a wrong chunk counter changes the digest), both ways of reading (where the data lies, 16 bytes
at a time and a partial last 16 bytes a byte at a time; after a copy into aligned rows where the address or the
message length is not a multiple of 16), several keys, and trees joined across programs and launches. Runs on
CUDA where there is one, else on the CPU in Triton's interpreter, bounded to the tensors each launch is given.
There a message costs about a second (a program of 16 blocks whatever its length): each case is as many messages as
the edge it crosses needs."""

from __future__ import annotations

import re

import blake3
import pytest
import torch
from triton.backends.compiler import BaseBackend
from triton.runtime.jit import JITFunction, create_function_from_signature

from pytest_passnet import device_blake3, triton_interpreter

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
pytestmark = pytest.mark.skipif(DEVICE == "cpu" and not triton_interpreter.interpret_enabled(),
                                reason="no GPU, and Triton's interpreter is off (TRITON_INTERPRET=1)")
ONE_MESSAGE = 1 << 20  # a multiple of 16 above every length here: one message, read 16 bytes at a time


@pytest.fixture(autouse=True, scope="module")
def bounded_interpreter() -> None:
    """A read outside the tensors a launch is given fails the test (``triton_interpreter.OutOfBounds``)."""
    triton_interpreter.install()


def random_bytes(length: int, seed: int, offset: int = 0) -> torch.Tensor:
    """``length`` random bytes on DEVICE, starting ``offset`` bytes into their buffer (16-byte aligned at 0)."""
    generator = torch.Generator().manual_seed(seed)
    return torch.randint(0, 256, (offset + length,), dtype=torch.uint8, generator=generator).to(DEVICE)[offset:]


def random_keys(messages: int, seed: int) -> torch.Tensor:
    generator = torch.Generator().manual_seed(~seed)
    return torch.randint(0, 256, (messages, 32), dtype=torch.uint8, generator=generator).to(DEVICE)


def package_digests(data: torch.Tensor, message_bytes: int, keys: torch.Tensor, digest_bytes: int) -> list[str]:
    raw, keys = data.cpu().numpy().tobytes(), keys.cpu().numpy()
    return [blake3.blake3(raw[i * message_bytes:(i + 1) * message_bytes], key=keys[i].tobytes()).hexdigest(digest_bytes)
            for i in range(len(keys))]


def assert_matches(data: torch.Tensor, message_bytes: int, keys: torch.Tensor, digest_bytes: int = 32) -> None:
    got = device_blake3.keyed_digests(data, message_bytes, keys, digest_bytes)
    assert got == package_digests(data, message_bytes, keys, digest_bytes)


@pytest.mark.parametrize("length", [1, 63, 64, 65, 1023, 1024, 1025, 2049, 3 * 1024 + 5, 16 * 1024 + 1])
def test_one_message_of_each_edge_length(length: int) -> None:
    """One block, a partial and a full block, one chunk and one byte more, trees of 2, 3, 4 and 17 chunks;
    lengths that are not a multiple of 16 end in bytes read one at a time after the 16-byte reads. Not 2048 and
    7168: a tree of 2 is 1025's, a full chunk that is not the root 2049's, and 7 chunks join as 3 and 17 do (a node
    promoted, then joined a level up: in the chunk kernel for 3, in the parent kernel for 17)."""
    assert_matches(random_bytes(length, seed=length), ONE_MESSAGE, random_keys(1, seed=length))


@pytest.mark.parametrize(("length", "message_bytes", "offset"), [
    (2049, ONE_MESSAGE, 4),  # an address that is a multiple of 4, not of 16 (a float tensor's view)
    (1000 + 77, 1000, 0),  # messages that are not a multiple of 16 bytes (2, the last of 77): rows of 1008
    (5 * 1024 + 3, 5 * 1024 + 3, 3),  # an odd address
])
def test_messages_at_any_address_of_any_length(length: int, message_bytes: int, offset: int) -> None:
    """Copied into aligned rows first (``_aligned_rows``): the rows' zero padding is never hashed."""
    assert_matches(random_bytes(length, seed=length, offset=offset), message_bytes,
                   random_keys(-(-length // message_bytes), seed=length))


def test_several_messages_each_with_its_key_the_last_shorter() -> None:
    """Two messages, of 5 chunks and the last of 2 (1 KiB + 68 bytes, its last 4 read a byte at a time), each with
    its own key: a key taken from another message, or chunk counters that run on across messages, change a digest."""
    message_bytes = 5 * 1024 - 48
    assert_matches(random_bytes(message_bytes + 1024 + 68, seed=6), message_bytes, random_keys(2, seed=6))


def test_shorter_digests_are_the_packages(monkeypatch: pytest.MonkeyPatch) -> None:
    """``keyed_digests`` cuts each 32-byte digest to the length asked for: one message's words (``digest_words`` takes
    no length) hashed once, cut three ways."""
    data, keys = random_bytes(100, seed=100), random_keys(1, seed=100)
    words = device_blake3.digest_words(data, ONE_MESSAGE, keys)
    monkeypatch.setattr(device_blake3, "digest_words", lambda *_: words)
    for digest_bytes in (1, 16, 31):
        assert device_blake3.keyed_digests(data, ONE_MESSAGE, keys, digest_bytes) == package_digests(
            data, ONE_MESSAGE, keys, digest_bytes), f"{digest_bytes} bytes"


def test_the_empty_tensor_is_one_empty_message() -> None:
    keys = random_keys(1, seed=0)
    got = device_blake3.keyed_digests(torch.empty(0, dtype=torch.uint8, device=DEVICE), 1024, keys, 32)
    assert got == [blake3.blake3(b"", key=keys[0].cpu().numpy().tobytes()).hexdigest(32)]


@pytest.mark.parametrize(("chunk_group", "node_group", "chunk_levels"), [(4, 2, 2), (128, 64, 7)])
def test_trees_joined_across_programs_and_launches(monkeypatch: pytest.MonkeyPatch, chunk_group: int, node_group: int,
                                                   chunk_levels: int) -> None:
    """The tree's levels split otherwise between programs and launches. 4 chunks a program, 2 levels joined there,
    then 2 nodes a parent program: a message of 9 chunks joins in 3 programs, then in 2 launches of
    ``_parent_kernel`` (3 nodes in 2 programs, the last node promoted; then 2), the second message's 5 chunks (2
    nodes, its last 16 bytes ragged) reaching their root in the first; all levels in the chunk kernel: one program a
    message, no parent launch."""
    monkeypatch.setattr(device_blake3, "CHUNK_GROUP", chunk_group)
    monkeypatch.setattr(device_blake3, "NODE_GROUP", node_group)
    monkeypatch.setattr(device_blake3, "CHUNK_LEVELS", chunk_levels)
    message_bytes = 8 * 1024 + 16
    assert_matches(random_bytes(message_bytes + 4 * 1024 + 7, seed=4), message_bytes, random_keys(2, seed=4))


class RecordingKernel:
    """A kernel that records, for each launch, the key Triton's JIT looks its compiled variants up by: the arguments'
    types and specialisations (an integer's == 1 or divisibility by 16, a tensor's 16-byte alignment), the constexprs
    and options, computed as the JIT computes them (its binder, over Triton's own specialiser). The interpreter
    compiles nothing, but asks for the same keys: so on the CPU too, a new key is a compile on a GPU."""

    def __init__(self, kernel, launched: list[tuple[str, str, str]]) -> None:
        self.kernel, self.launched, self.name = kernel, launched, kernel.fn.__name__
        jit = kernel if isinstance(kernel, JITFunction) else JITFunction(kernel.fn, **kernel.kwargs)  # interpreted
        self.bind = create_function_from_signature(jit.signature, jit.params, BaseBackend)

    def __getitem__(self, grid):
        def launch(*args, **kwargs):
            _, specialization, options = self.bind(*args, **kwargs)
            self.launched.append((self.name, str(specialization), str(sorted(options.items()))))
            return self.kernel[grid](*args, **kwargs)
        return launch


def compiled_variants() -> int:
    """The kernels' compiled variants on the current CUDA device (none in the interpreter)."""
    if DEVICE == "cpu":
        return 0
    device = torch.cuda.current_device()
    return sum(len(kernel.device_caches[device][0])
               for kernel in (device_blake3._chunk_kernel, device_blake3._parent_kernel))


def test_after_warm_up_every_size_takes_the_same_compiled_kernels(monkeypatch: pytest.MonkeyPatch) -> None:
    """A child hashes its outputs inside each timed trial: after ``warm_up``, no size, message count, address or
    tree depth may compile a kernel there (each new variant cost 1.4-2 s on an H100, the first 11.5 s). Sizes from 1
    byte to a tree that needs two parent launches, read where they lie (a ragged end among them) or copied into
    aligned rows, ask for the specialisations warm_up compiled and no other (on CUDA its caches are counted too).
    Integers are passed unspecialised, so a size differs from another only by the launches it makes and where its
    tensors lie: one size a kind (a 64 KiB tree's one parent launch is the 130-chunk tree's first)."""
    launched: list[tuple[str, str, str]] = []
    for name in ("_chunk_kernel", "_parent_kernel"):
        monkeypatch.setattr(device_blake3, name, RecordingKernel(getattr(device_blake3, name), launched))
    device_blake3.warm_up(DEVICE)
    warm, compiled = set(launched), compiled_variants()
    assert sorted(name for name, _, _ in warm) == ["_chunk_kernel", "_parent_kernel"]  # one variant each
    for length, message_bytes, offset in [
        (1, ONE_MESSAGE, 0), (1024 + 1, ONE_MESSAGE, 0),
        (4096 + 100, 4096, 0),  # 2 messages read where they lie, the last ending inside 16 bytes
        (5000 + 17, 5000, 0), (2049, ONE_MESSAGE, 4),  # copied into aligned rows: message length, address
        (129 * 1024 + 3, ONE_MESSAGE, 0),  # 130 chunks: 2 chunk programs, then 65 nodes joined in 2 launches
    ]:
        assert_matches(random_bytes(length, seed=length, offset=offset), message_bytes,
                       random_keys(-(-length // message_bytes), seed=length))
    assert set(launched) == warm, f"launches asked for variants that warm_up did not compile: {set(launched) - warm}"
    assert compiled_variants() == compiled


@pytest.mark.parametrize(("data", "message_bytes", "keys", "digest_bytes", "says"), [
    (torch.zeros(4, dtype=torch.int32), 4, torch.zeros(4, 32, dtype=torch.uint8), 32, "uint8"),
    (torch.zeros(4, dtype=torch.uint8), 0, torch.zeros(1, 32, dtype=torch.uint8), 32, "message_bytes"),
    (torch.zeros(4, dtype=torch.uint8), 4, torch.zeros(1, 32, dtype=torch.uint8), 33, "digest_bytes"),
    (torch.zeros(5, dtype=torch.uint8), 4, torch.zeros(1, 32, dtype=torch.uint8), 32, "(2, 32)"),
], ids=["dtype", "message_bytes", "digest_bytes", "keys"])
def test_wrong_arguments_say_what_to_pass(data, message_bytes, keys, digest_bytes, says) -> None:
    with pytest.raises(ValueError, match=f"device_blake3: .*{re.escape(says)}"):
        device_blake3.keyed_digests(data, message_bytes, keys, digest_bytes)
