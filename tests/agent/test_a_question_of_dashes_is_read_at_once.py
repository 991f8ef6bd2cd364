"""A question that ends on "next" after a few words ("Chinnappa - bail, next?") asks the next date, and a question of
dashes ("-----") is read at once: a dash between words is one word's or the gap's, never both, so the reader never
tries every split of a run of them (forty dashes took longer than any test's timeout before)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.practice import Practice
from tareekh.registry.models import Case


@pytest.fixture(scope="module")
def reg(tmp_path_factory):
    path = tmp_path_factory.mktemp("dashes") / "home"
    with Practice.open(path) as p:
        p.registry.add_case(Case(id="K1", number="Crl.M.P. No. 41 of 2026", short_name="Chinnappa bail",
                                 title="Chinnappa vs State"))
        yield p.registry


def test_a_few_words_and_next_ask_the_next_date(reg):
    q = understand("Chinnappa - bail, next?", registry=reg, today=date(2026, 3, 2))
    assert q.kind == "next_date"


def test_a_question_of_forty_dashes_is_read_at_once_and_asks_no_next_date(reg):
    q = understand("-" * 40 + "!", registry=reg, today=date(2026, 3, 2))
    assert q.kind != "next_date"
