"""The part of ``scipy.sparse`` that upstream's ``select_evaluation_subset.py`` uses, on dense
numpy arrays (scipy is not a dependency here). Ours, not upstream's: see PROVENANCE.md."""

import types

import numpy as np


class _Matrix:
    def __init__(self, dense):
        self.dense = dense
        self.shape = dense.shape

    def tocsr(self):
        return self

    def sum(self, axis):
        return np.asarray(self.dense.sum(axis=axis))

    def __getitem__(self, index):
        return self.dense[index]


def _coo_matrix(arg, shape):
    data, (rows, cols) = arg
    dense = np.zeros(shape, dtype=np.int64)
    np.add.at(dense, (np.asarray(rows, dtype=np.int64), np.asarray(cols, dtype=np.int64)), data)
    return _Matrix(dense)


sparse = types.SimpleNamespace(coo_matrix=_coo_matrix, csr_matrix=_Matrix)
