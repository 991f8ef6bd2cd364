"""Bail asked of with a word of the law beside it that makes it another act ("bail cancellation", "jamin radd",
"zamanat nirast") in a matter whose notes record the bail granted and never that act: "No record of" the act, never
the bail's lines for an answer (the lawyer would read them as the act's outcome). Bail asked of alone, or with the
paper that seeks it ("bail application"), is still answered from the bail's lines.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-05-04"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S1", number="S.T. No. 45 of 2025", short_name="Sarbeswar Nuapatna assault trial",
                      title="State vs Sarbeswar Dhenkanal", court="Sessions Court", side="accused"))
    notes = [
        ("2026-02-11", "ST 45/25 Sarbeswar - bail granted, personal bond Rs 20,000 with one surety. "
                       "Next 16.03.2026 for charge."),
        ("2026-03-16", "ST 45/25 Sarbeswar - charge framed, accused pleaded not guilty. Next 27.05.2026 for PW1."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"S1 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "act-beside-bail", build)


@pytest.mark.parametrize("question", ["sarbeswar er jamin radd er ki holo?",  # Bengali
                                      "sarbeswar ki zamanat radd karne ki arzi ka kya hua?",  # Hindi
                                      "sarbeswar bail cancellation ka kya hua?"])  # Hinglish
def test_an_act_beside_bail_no_record_writes_is_not_on_record(home, copy_home, question):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today=TODAY)
    assert first_line(a).startswith(("No record", "Not on record")), a.answer
    assert "20,000" not in a.answer, a.answer


@pytest.mark.parametrize("question", ["sarbeswar er jamin er ki holo?", "sarbeswar bail application ka kya hua?"])
def test_bail_asked_alone_or_by_its_paper_is_answered(home, copy_home, question):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today=TODAY)
    assert not first_line(a).startswith("No record"), a.answer
    assert "bail" in a.answer.lower(), a.answer


@pytest.mark.parametrize("question", ["sarbeswar er jamin e last din ki holo?", "sarbeswar ki zamanat mein last date pe kya hua?"])
def test_the_last_day_of_the_bail_matter_is_no_other_act(home, copy_home, question):
    # "last" beside the word for bail asks the bail matter's last day, not an act of the law no record writes
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today=TODAY)
    assert not first_line(a).startswith(("No record", "Not on record")), a.answer
