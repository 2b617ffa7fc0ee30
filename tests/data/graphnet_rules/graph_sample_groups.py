# Upstream: sqlite/graph_sample_groups_insert.py (PROVENANCE.md); the rules only, no database.
import uuid as uuid_module
from collections import defaultdict, namedtuple


BucketGroup = namedtuple(
    "BucketGroup",
    ["head_uid", "op_seq", "shapes", "sample_type", "all_uids_csv"],
)

Candidate = namedtuple(
    "Candidate",
    ["uid", "sample_type", "op_seq", "shapes", "dtypes"],
)


def _new_group_id():
    return str(uuid_module.uuid4())


# ═══════════════════════════════════════════════════════════════════
# V1: Rule 1 (bucket-internal stride sampling) + Rule 2 (cross-shape)
# ═══════════════════════════════════════════════════════════════════
def generate_v1_groups(bucket_groups: list[BucketGroup]):
    """Yields (sample_type, uid, group_id, rule_name).

    Rule 1: stride-16 sampling within each bucket, 1 subgraph per group.
    Rule 2: aggregate all bucket heads sharing the same (sample_type, op_seq).
    """
    # Rule 1
    for bucket in bucket_groups:
        members = bucket.all_uids_csv.split(",")
        for uid in members[::16]:
            if uid != bucket.head_uid:
                yield bucket.sample_type, uid, _new_group_id(), "rule1"

    # Rule 2
    heads_by_type_op = defaultdict(list)
    for bucket in bucket_groups:
        heads_by_type_op[(bucket.sample_type, bucket.op_seq)].append(bucket.head_uid)
    for (sample_type, _), heads in heads_by_type_op.items():
        group_id = _new_group_id()
        for uid in heads:
            yield sample_type, uid, group_id, "rule2"


# ═══════════════════════════════════════════════════════════════════
# V2: Rule 4 (dtype coverage) + Rule 3 (sparse sampling on remainder)
# ═══════════════════════════════════════════════════════════════════
def generate_v2_groups(candidates: list[Candidate], num_dtypes: int):
    """Yields (sample_type, uid, group_id, rule_name).

    Rule 4 (first): per (sample_type, op_seq, shape), pick up to
                    num_dtypes samples with distinct dtypes.
    Rule 3 (second): window-based sparse sampling on the remainder,
                     window_size = num_dtypes * 5, pick first num_dtypes.
    """
    by_type_op = defaultdict(list)
    for candidate in candidates:
        by_type_op[(candidate.sample_type, candidate.op_seq)].append(candidate)

    covered_uids = set()

    # Rule 4: dtype coverage
    for (sample_type, _), group in by_type_op.items():
        by_shape = defaultdict(list)
        for candidate in group:
            by_shape[candidate.shapes].append(candidate)

        picked = []
        for _, shape_group in by_shape.items():
            picked_dtypes = set()
            for candidate in shape_group:
                if (
                    candidate.dtypes not in picked_dtypes
                    and len(picked_dtypes) < num_dtypes
                ):
                    picked_dtypes.add(candidate.dtypes)
                    picked.append(candidate.uid)
                    covered_uids.add(candidate.uid)

        if picked:
            group_id = _new_group_id()
            for uid in picked:
                yield sample_type, uid, group_id, "rule4"

    # Rule 3: sparse sampling on remainder
    window_size = num_dtypes * 5
    for (sample_type, _), group in by_type_op.items():
        remaining = sorted(
            (c for c in group if c.uid not in covered_uids),
            key=lambda c: c.uid,
        )
        picked = [
            c.uid for i, c in enumerate(remaining) if (i % window_size) < num_dtypes
        ]
        if picked:
            group_id = _new_group_id()
            for uid in picked:
                yield sample_type, uid, group_id, "rule3"
