"""The inputs file on its own (``shared_inputs``), in this process: the layout the trusted side makes of its own
tensors, every kind of layout an input may have mapped back as it was (dtype, shape, stride, each on a storage of
its own, aligned as torch aligns), written again in place however the mapping was written or the file truncated,
never through a link, and the child's checks of a layout it is sent."""

from __future__ import annotations

import os
import re

import pytest
import torch

from pytest_passnet.sandbox.shared_inputs import ALIGNMENT, InputsFile, layout_of, map_inputs


def _inputs() -> dict[str, torch.Tensor]:
    generator = torch.Generator().manual_seed(0)
    base = torch.randn(10, 100, generator=generator)
    return {"dense": torch.randn(3, 5, generator=generator), "transposed": base.t()[2:5],
            "offset": base[3:, 5:50], "empty": torch.zeros(0, 4), "scalar": torch.tensor(3.5, dtype=torch.float64),
            "mask": torch.rand(7, generator=generator) > 0.5,
            "expanded": torch.randn(4, generator=generator).to(torch.bfloat16).expand(3, 4),
            "complex": torch.randn(5, dtype=torch.complex64, generator=generator),
            "strided": torch.arange(9, dtype=torch.int64)[::2]}


def _same(private: dict[str, torch.Tensor], mapped: dict[str, torch.Tensor]) -> None:
    for name, tensor in private.items():
        seen = mapped[name]
        assert (seen.dtype, seen.shape, seen.stride()) == (tensor.dtype, tensor.shape, tensor.stride()), name
        assert torch.equal(seen, tensor), name


@pytest.fixture
def made(tmp_path):
    private = _inputs()
    inputs = InputsFile(tmp_path, "inputs.bin", private)
    yield private, inputs, map_inputs(tmp_path, inputs.message())
    inputs.close()


def test_every_layout_maps_back_as_it_was_each_on_a_storage_of_its_own(made):
    private, inputs, mapped = made
    _same(private, mapped)
    pointers = [t.data_ptr() for t in mapped.values() if t.numel()]
    assert all(pointer % ALIGNMENT == 0 for pointer in pointers)
    assert len({t.untyped_storage().data_ptr() for t in mapped.values() if t.numel()}) == len(pointers)
    assert os.stat(inputs.path).st_size == inputs.nbytes == max(slot.end for slot in layout_of(private))


def test_each_write_reaches_the_same_addresses_whatever_the_child_did_to_them(made):
    private, inputs, mapped = made
    pointers = {name: t.data_ptr() for name, t in mapped.items()}
    for step in range(3):
        for name, tensor in private.items():
            if tensor.numel() and 0 not in tensor.stride():
                tensor.logical_not_() if tensor.dtype == torch.bool else tensor.add_(step + 1)
        mapped["dense"].mul_(0)  # written in place by the child, as a graph may
        inputs.write()
        _same(private, mapped)
    assert {name: t.data_ptr() for name, t in mapped.items()} == pointers


def test_a_truncated_file_is_written_whole_again(made):
    private, inputs, mapped = made
    os.truncate(inputs.path, 0)  # the child's; touching its mapping now would be its own SIGBUS
    private["dense"].fill_(7)
    inputs.write()
    assert os.stat(inputs.path).st_size == inputs.nbytes
    _same(private, mapped)


def test_the_file_is_never_made_through_a_link(tmp_path):
    target = tmp_path / "elsewhere"
    target.write_bytes(b"kept")
    (tmp_path / "inputs.bin").symlink_to(target)
    with pytest.raises(FileExistsError):
        InputsFile(tmp_path, "inputs.bin", _inputs())
    assert target.read_bytes() == b"kept"


def test_a_replaced_name_leads_the_writes_nowhere(made, tmp_path):
    private, inputs, mapped = made
    os.unlink(inputs.path)
    inputs.path.write_bytes(b"the child's own")
    private["dense"].fill_(3)
    inputs.write()
    assert inputs.path.read_bytes() == b"the child's own"
    _same(private, mapped)  # the mapping is of the trusted side's file, which its descriptor still writes


@pytest.mark.parametrize(("change", "said"), [
    (lambda slot: slot.update(dtype="torch.nothing"), "input dense: no torch dtype 'torch.nothing'"),
    (lambda slot: slot.update(offset=8), "input dense: 60 bytes at offset 8, where its shape and stride span 60 at a "
                                         f"multiple of {ALIGNMENT}"),
    (lambda slot: slot.update(nbytes=64), "input dense: 64 bytes at offset 64, where its shape and stride span 60"),
    (lambda slot: slot.update(shape=[3, -5]), "input dense: shape, stride, offset and size must be whole numbers"),
    (lambda slot: slot.update(stride=[5]), "input dense: shape, stride, offset and size must be whole numbers"),
    (lambda slot: slot.update(shape=[3, True]), "input dense: shape, stride, offset and size must be whole numbers"),
    (lambda slot: slot.update(name="transposed"), "layout entry 1 has no name of its own"),
    (lambda slot: slot.update(extra=1), "layout entry 0 does not have exactly the fields"),
    (lambda slot: slot.update(offset=64 * 1000), "is not a regular file of at least"),
])
def test_the_child_refuses_a_layout_that_does_not_fit(tmp_path, change, said):
    inputs = InputsFile(tmp_path, "inputs.bin", {"dense": torch.zeros(3, 5), "transposed": torch.zeros(4, 6).t()})
    message = inputs.message()
    change(message["layout"][0])
    with pytest.raises(ValueError, match=re.escape(said)):
        map_inputs(tmp_path, message)


def test_the_child_refuses_overlapping_inputs_and_names_outside_its_folder(tmp_path):
    inputs = InputsFile(tmp_path, "inputs.bin", {"a": torch.zeros(64), "b": torch.zeros(64)})
    message = inputs.message()
    message["layout"][1]["offset"] = 192
    with pytest.raises(ValueError, match="inputs a and b overlap in the file"):
        map_inputs(tmp_path, message)
    for name in ("../inputs.bin", ".hidden", "", None):
        with pytest.raises(ValueError, match="no inputs file"):
            map_inputs(tmp_path, {**inputs.message(), "file": name})


def test_no_two_inputs_meet_in_the_file():
    """Red team round 25a: inputs back to back in the file were their concatenation, which a pass returned as a view
    of a second mapping; a gap of at least ``ALIGNMENT`` bytes lies between any two, and before the first."""
    placed = sorted((slot for slot in layout_of(_inputs()) if slot.nbytes), key=lambda slot: slot.offset)
    assert placed[0].offset >= ALIGNMENT
    assert all(after.offset - before.end >= ALIGNMENT for before, after in zip(placed, placed[1:]))
