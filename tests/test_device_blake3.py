"""``device_blake3.keyed_digests`` against the ``blake3`` package, the trusted side's check of an audited chunk:
every digest must be bit-identical. The lengths reach each edge of BLAKE3's layout (a block's 64 bytes, a
chunk's 1024, partial last blocks, trees of 2, 3, 4, 7 and 17 chunks, where a wrong tree shape, a missing ROOT
or KEYED_HASH flag or a wrong chunk counter changes the digest), both ways of reading (where the data lies, 16 bytes
at a time and a partial last 16 bytes a byte at a time; after a copy into aligned rows where the address or the
message length is not a multiple of 16), several keys, and trees joined across programs and launches. Runs on
CUDA where there is one, else on the CPU in Triton's interpreter, bounded to the tensors each launch is given."""

from __future__ import annotations

import re

import blake3
import pytest
import torch

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


@pytest.mark.parametrize("length", [1, 63, 64, 65, 1023, 1024, 1025, 2048, 2049, 3 * 1024 + 5, 7 * 1024,
                                    16 * 1024 + 1])
def test_one_message_of_each_edge_length(length: int) -> None:
    """One block, a partial and a full block, one chunk and one byte more, trees of 2, 3, 4, 7 and 17 chunks;
    lengths that are not a multiple of 16 end in bytes read one at a time after the 16-byte reads."""
    assert_matches(random_bytes(length, seed=length), ONE_MESSAGE, random_keys(1, seed=length))


@pytest.mark.parametrize(("length", "message_bytes", "offset"), [
    (2049, ONE_MESSAGE, 4),  # an address that is a multiple of 4, not of 16 (a float tensor's view)
    (3 * 1024 + 5, 1000, 0),  # messages that are not a multiple of 16 bytes (4, the last of 77): rows of 1008
    (5 * 1024 + 3, 5 * 1024 + 3, 3),  # an odd address
])
def test_messages_at_any_address_of_any_length(length: int, message_bytes: int, offset: int) -> None:
    """Copied into aligned rows first (``_aligned_rows``): the rows' zero padding is never hashed."""
    assert_matches(random_bytes(length, seed=length, offset=offset), message_bytes,
                   random_keys(-(-length // message_bytes), seed=length))


def test_several_messages_each_with_its_key_the_last_shorter() -> None:
    """Three messages, of 5 chunks and the last of 2 (1 KiB + 68 bytes, its last 4 read a byte at a time), each with
    its own key: a key taken from another message, or chunk counters that run on across messages, change a digest."""
    message_bytes = 5 * 1024 - 48
    assert_matches(random_bytes(2 * message_bytes + 1024 + 68, seed=6), message_bytes, random_keys(3, seed=6))


@pytest.mark.parametrize("digest_bytes", [1, 16, 31])
def test_shorter_digests_are_the_packages(digest_bytes: int) -> None:
    assert_matches(random_bytes(100, seed=digest_bytes), ONE_MESSAGE, random_keys(1, seed=digest_bytes), digest_bytes)


def test_the_empty_tensor_is_one_empty_message() -> None:
    keys = random_keys(1, seed=0)
    got = device_blake3.keyed_digests(torch.empty(0, dtype=torch.uint8, device=DEVICE), 1024, keys, 32)
    assert got == [blake3.blake3(b"", key=keys[0].cpu().numpy().tobytes()).hexdigest(32)]


@pytest.mark.parametrize(("chunk_group", "node_group", "chunk_levels"), [(4, 2, 2), (128, 64, 7)])
def test_trees_joined_across_programs_and_launches(monkeypatch: pytest.MonkeyPatch, chunk_group: int, node_group: int,
                                                   chunk_levels: int) -> None:
    """The tree's levels split otherwise between programs and launches. 4 chunks a program, 2 levels joined there,
    then 2 nodes a parent program: a message of 17 chunks joins in 5 programs, then in 3 launches of
    ``_parent_kernel`` (5 nodes, 3, 2); all levels in the chunk kernel: one program a message, no parent launch."""
    monkeypatch.setattr(device_blake3, "CHUNK_GROUP", chunk_group)
    monkeypatch.setattr(device_blake3, "NODE_GROUP", node_group)
    monkeypatch.setattr(device_blake3, "CHUNK_LEVELS", chunk_levels)
    message_bytes = 16 * 1024 + 16
    assert_matches(random_bytes(message_bytes + 7 * 1024 - 9, seed=4), message_bytes, random_keys(2, seed=4))


@pytest.mark.parametrize(("data", "message_bytes", "keys", "digest_bytes", "says"), [
    (torch.zeros(4, dtype=torch.int32), 4, torch.zeros(4, 32, dtype=torch.uint8), 32, "uint8"),
    (torch.zeros(4, dtype=torch.uint8), 0, torch.zeros(1, 32, dtype=torch.uint8), 32, "message_bytes"),
    (torch.zeros(4, dtype=torch.uint8), 4, torch.zeros(1, 32, dtype=torch.uint8), 33, "digest_bytes"),
    (torch.zeros(5, dtype=torch.uint8), 4, torch.zeros(1, 32, dtype=torch.uint8), 32, "(2, 32)"),
], ids=["dtype", "message_bytes", "digest_bytes", "keys"])
def test_wrong_arguments_say_what_to_pass(data, message_bytes, keys, digest_bytes, says) -> None:
    with pytest.raises(ValueError, match=f"device_blake3: .*{re.escape(says)}"):
        device_blake3.keyed_digests(data, message_bytes, keys, digest_bytes)
