"""Telugu's usual word for the accused in a court's register and a lawyer's note, "ముద్దాయి" (with its case endings:
"ముద్దాయికి", "ముద్దాయిని"), names the accused as "నిందితుడు" does: a register's "ముద్దాయి రాలేదు" is the accused's
absence, the other side's for the complainant. events/sides.py."""

from __future__ import annotations

import pytest

from tareekh.events.models import People
from tareekh.events.sides import Sides, role_written


@pytest.mark.parametrize("text", ["ముద్దాయి రాలేదు. NBW ఇచ్చారు", "ముద్దాయికి exemption ఇచ్చారు", "నిందితుడు హాజరు"])
def test_the_accused_s_words_name_the_accused(text):
    assert role_written("accused", text)


def test_the_accused_is_the_complainant_s_other_side():
    sides = Sides(People(our_side="complainant", our_names=["khuraijam"], other_names=["ningthou"]))
    assert [m.side for m in sides.mentions("ముద్దాయి రాలేదు")] == ["other"]
