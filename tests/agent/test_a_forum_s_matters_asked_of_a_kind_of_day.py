"""A forum named beside a kind of day asked across matters ("is saal HC me kaun kaun se matters not reached gaye?",
"HC lo mana matters edi not reached ayyayi?"): the matters of that forum whose days went so, each with its dates —
not the forum's open matters with their next dates (before, the forum's list answered and no date lost was said).
A small practice written for this test (a High Court and a district court)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="F1", number="W.P. 7712/2029", short_name="Ponnapalli quarry writ",
                      title="Ponnapalli Quarries vs State", court="High Court", side="petitioner",
                      next_date="2030-12-15"))
    reg.add_case(Case(id="F2", number="C.R.P. 310/2029", short_name="Chodavaram CRP", title="Seetharamayya vs Venkatappayya",
                      court="High Court", side="petitioner", next_date="2030-12-20"))
    reg.add_case(Case(id="F3", number="O.S. 41/2028", short_name="Chodavaram well suit", title="Seetharamayya vs Bhadrayya",
                      court="Principal Junior Civil Judge", side="plaintiff", next_date="2030-12-10"))
    practice.ingest_text("Quarry writ - matter not reached, board stopped at item 40. Next 11.03.2030.",
                         name="quarry feb.txt", case_id="F1", date="2030-02-18", author="Lawyer")
    practice.ingest_text("Quarry writ - heard; counter to be filed. Next 15.12.2030.",
                         name="quarry mar.txt", case_id="F1", date="2030-03-11", author="Lawyer")
    practice.ingest_text("CRP - heard in part. Next 20.12.2030.", name="crp jun.txt", case_id="F2", date="2030-06-09",
                         author="Lawyer")
    practice.ingest_text("Well suit - case not reached today. Next 10.12.2030.", name="well jul.txt", case_id="F3",
                         date="2030-07-14", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "forum-kind-of-day", build)


@pytest.mark.parametrize("question", [
    "is saal HC me kaun kaun se matters not reached gaye?",
    "ee year HC lo mana matters edi not reached ayyayi?",
])
def test_the_forum_s_matters_whose_days_went_unreached(pr, question):
    a = pr.ask(question, today="2030-11-20")
    first = first_line(a)
    assert "Ponnapalli" in first and "18 Feb 2030" in first, a.answer
    assert "Chodavaram CRP" not in first and "well suit" not in first, a.answer
    assert "next dates" not in first and cited_ok(pr, a), a.answer
