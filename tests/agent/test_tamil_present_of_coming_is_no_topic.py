""""<matter> thirumba eppo varudhu" (when does it come up again): Tamil's present of coming, "varudhu", and of
becoming, "aagudhu" ("list aagudhu"), are verbs of the question as "varum" and "aagum" are, read as the Hinglish
"aayega" and "hoga": never a topic a note must hold."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.agent.tongues import pivot
from tareekh.practice import Practice
from tareekh.registry.models import Case


@pytest.mark.parametrize("typed, read", [("theertham appeal thirumba eppo varudhu", "kab aayega"),
                                         ("theertham appeal eppo list aagudhu", "kab list hoga")])
def test_the_verbs_are_read_as_the_question_s(typed, read):
    assert read in pivot(typed)


def test_the_verb_is_no_topic(tmp_path):
    with Practice.open(tmp_path / "home") as p:
        p.registry.add_case(Case(id="K1", number="A.S. No. 5 of 2026", short_name="Theertham appeal",
                                 title="T. Theertham vs R. Thirukumaran", side="appellant"))
        q = understand("theertham appeal thirumba eppo varudhu", registry=p.registry, today=date(2026, 3, 2))
    assert q.cases == ["K1"] and q.kind == "next_date", vars(q)
    assert "varudhu" not in q.topics, vars(q)
