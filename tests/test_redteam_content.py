"""Red-team pass on issue 15's content additions (OCR, embeddings): hostile answers and hostile files."""

from __future__ import annotations

import math

import pytest

from filescout.content.embed import unit


# (an embeddings server's component past float32's range (1e39, or JSON's Infinity) became NaN in the stored unit
# vector; NaN scores then ranked passages arbitrarily)
@pytest.mark.parametrize("values", [[1e39, 1.0], [float("inf"), 1.0]])
def test_a_vector_with_an_out_of_range_component_is_refused(values):
    try:
        v = unit(values)
    except ValueError:
        return  # refused: the batch is reported as a bad answer, nothing stored
    assert all(math.isfinite(x) for x in v), list(v)


def test_nan_and_zero_vectors_are_refused():  # guard: what already held
    for values in ([float("nan"), 1.0], [0.0, 0.0]):
        with pytest.raises(ValueError):
            unit(values)
