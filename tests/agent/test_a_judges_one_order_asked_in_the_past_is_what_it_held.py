"""A judge asked what order they passed on a thing, in the past ("<judge> <thing> niye ki order dilen?", "what order
did <judge> pass on <thing>?"), asks of that one order — not the bench's ways across the matters — and the answer
is the order as the note writes it, every sentence of what it held up to the next date's line, not its first
sentence cut at a full stop. A small practice written for these tests (a Bengal civil court), in other words than
the data sets.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Sarbajit Haldipur", short="Haldipur sahab", court="Civil Judge (Sr Dn) Ghatal"))
    reg.add_person(Client(id="CL1", name="Nandigram Kumbhojkar"))
    reg.add_case(Case(id="M1", number="T.S. 44/2031", short_name="Kumbhojkar partition",
                      title="Nandigram Kumbhojkar vs Ors", judge_id="J1", client_id="CL1", side="plaintiff"))
    notes = [
        ("2032-02-10", "T.S. 44/2031 - Haldipur sahab heard both sides on maintainability. Order reserved."),
        ("2032-03-15", "T.S. 44/2031 Kumbhojkar partition\n"
                       "Order on maintainability pronounced by Haldipur sahab: suit held maintainable - the bar "
                       "pleaded does not apply to a homestead.\nThe objection of D2 is rejected. Defendants to "
                       "file written statement within 30 days.\nND 20.04.2032 for WS."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="M1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-one-order", build)


def test_a_past_act_of_the_judge_on_a_thing_is_read_as_what_was_said_not_a_habit(pr):
    from tareekh.agent.question import understand

    for text in ("Haldipur sahab maintainability niye ki order dilen?",  # Bengali
                 "What order did Haldipur sahab pass on maintainability?",
                 "Haldipur sahab ne maintainability pe kya order diya tha?"):
        q = understand(text, registry=pr.registry, today=date(2032, 4, 1))
        assert q.kind == "said", (text, q.kind)
    for text in ("Haldipur sahab usually kya order dete hain maintainability pe?",
                 "Haldipur sahab ne kya kya kiya hai?"):  # a habit, and the bench's doings at large
        q = understand(text, registry=pr.registry, today=date(2032, 4, 1))
        assert q.kind == "judge_habit", (text, q.kind)


@pytest.mark.parametrize("question", ["Haldipur sahab maintainability niye ki order dilen?",
                                      "What order did Haldipur sahab pass on maintainability?"])
def test_the_order_is_quoted_to_the_end_of_what_it_held(pr, question):
    a = pr.ask(question, today="2032-04-01")
    first = first_line(a)
    assert "held maintainable" in first, a.answer
    assert "objection of D2 is rejected" in first and "within 30 days" in first, a.answer
    assert "20.04.2032" not in first, a.answer  # the next date's line is no part of the order
    assert cited_ok(pr, a)
