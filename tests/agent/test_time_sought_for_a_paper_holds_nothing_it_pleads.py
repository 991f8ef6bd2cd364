"""What a side pleaded in its objection or reply ("builder objection alli enu helidru?", "insurance company reply
lo em rasaru?") is read from the note that files the paper and writes its grounds, not from the older note where
the same side sought time to file it. The time note often names the side the question names ("appeared for the
builder and sought time to file objections"); the note of the filing names only its counsel. Time sought for a paper
("time to file objections", "reply ke liye samay", "WS-ku avakasam") is the paper not yet made: it holds nothing the
side pleads, in whatever language the note writes the word for time.

A small practice written for these tests (a real-estate complaint, a motor accident claim), in other languages,
courts and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.contents import _awaited, _PAPER_RES
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="CMP/250117/0004412", short_name="Kesarbagh flat complaint",
                      title="Hemendra Tadwalkar vs Gulmohar Realcon", side="complainant"))
    reg.add_case(Case(id="M1", number="MACT 318/2025", short_name="Kaveripura accident claim",
                      title="Lavanyamala vs Tejpal Vishnoi", side="petitioner"))
    notes = [
        ("K1", "2025-01-20", "Sri Prabhudutt Devlekar appeared for the builder and sought time to file objections. "
                             "Member gave two weeks. Next 17.02.2025."),
        ("K1", "2025-02-17", "Devlekar objection file maadidru - lift licence delayed by the corporation, possession "
                             "in August 2025 antha. Complainant wants refund only. Next 24.03.2025."),
        ("M1", "2025-03-03", "Insurance company ke vakil ne reply ke liye samay maanga. Agli tareekh 07.04.2025."),
        ("M1", "2025-04-07", "Reply aaya - driver ke paas valid licence nahi tha, policy breach. Agli tareekh "
                             "12.05.2025."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "time-for-paper", build)


@pytest.mark.parametrize("question", ["Kesarbagh flat complaint builder objection alli enu helidru?",
                                      "What did the builder say in the objections in the Kesarbagh flat complaint?",
                                      "Kesarbagh flat complaint me builder ki objection me kya likha hai?"])
def test_the_objection_is_read_from_its_filing_not_from_the_day_time_was_sought_for_it(pr, question):
    a = pr.ask(question, today="2025-03-01")
    line = first_line(a)
    assert "lift licence" in line and "August" in line, a.answer
    assert "sought time" not in line, a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("question", ["Kaveripura accident claim insurance company reply lo em rasaru?",
                                      "Kaveripura accident claim insurance company ki reply mein kya likha hai?"])
def test_the_reply_is_read_from_the_note_it_came_not_the_note_time_was_asked_for_it(pr, question):
    a = pr.ask(question, today="2025-05-01")
    line = first_line(a)
    assert "licence" in line and "breach" in line, a.answer
    assert "samay" not in line, a.answer


@pytest.mark.parametrize("sentence", ["Counsel sought time to file objections.",
                                      "Insurance company ke vakil ne reply ke liye samay maanga.",
                                      "R2 WS-ku avakasam kettaar.",
                                      "জবাব এর জন্য সময় চাইলেন।",
                                      "Vakil e reply mate mudat maangi."])
def test_time_sought_for_a_paper_in_any_language_is_the_paper_awaited(sentence):
    assert any(_awaited(sentence, rx) for _, rx in _PAPER_RES if rx.search(sentence)), sentence


@pytest.mark.parametrize("sentence", ["Reply filed within time: the claim is barred by limitation.",
                                      "Objections filed - the report ignores the 1998 survey."])
def test_a_paper_filed_in_time_is_no_paper_awaited(sentence):
    assert not any(_awaited(sentence, rx) for _, rx in _PAPER_RES if rx.search(sentence)), sentence
