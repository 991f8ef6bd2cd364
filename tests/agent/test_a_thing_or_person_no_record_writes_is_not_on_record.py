"""A thing or a person no record of the practice writes is "Not on record", whatever kind the question is read as.

The check reads the question's words of substance (a word of the law, "remanded"; an English word rarer than the
sentence model's vocabulary, "alimony"; a name typed with a title, an initial or a counsel's calling) and says the
thing back when no record writes it in any form, synonym or script — never a line of the matter that happens to hold
another of the question's words. A word the notes do write, a name they hold, and a common English word that frames
the question ("impatient", "short") are read by the answerers as before.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

_NOT = ("Not on record", "No record", "Nothing in your notes")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="W.P.(C) No. 4471 of 2025", short_name="Soreng forest patta writ",
                      title="Hembram Soreng vs State", side="petitioner"))
    reg.add_case(Case(id="M1", number="O.P. No. 902 of 2025", short_name="Devayani divorce petition",
                      title="Devayani vs Kuzhivila Ekanshul", side="petitioner"))
    reg.add_case(Case(id="A1", number="C.M.A. No. 55 of 2026", short_name="Pallikonda land appeal",
                      title="Pallikonda Yogendril vs Tahsildar", side="appellant"))
    notes = [
        ("W1", "2026-02-09", "Soreng writ - counter of the forest department filed. Our rejoinder in 3 weeks. "
                             "Next 16.03.2026."),
        ("W1", "2026-03-16", "Soreng writ - arguments heard in part; the Bench asked for the gram sabha resolution. "
                             "Next 20.04.2026."),
        ("W1", "2026-03-20", "Soreng writ - the State's special leave petition against the interim order was "
                             "dismissed in limine by the Supreme Court."),
        ("M1", "2026-01-12", "Devayani OP - counselling failed, respondent wants custody of the daughter on weekends. "
                             "Maintenance pendente lite Rs. 12,000 p.m. ordered. Next 23.02.2026."),
        ("M1", "2026-02-23", "Devayani OP - PW1 chief affidavit filed. Next 30.03.2026 for cross."),
        ("A1", "2026-03-02", "Pallikonda appeal - the Tahsildar's order set aside and the matter remitted to the RDO "
                             "for fresh enquiry. Client to appear before the RDO on 15.04.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-thing-or-person-no-record-writes", build)


@pytest.mark.parametrize(("question", "thing"), [
    ("Devayani OP me respondent ne alimony ke baare me kya kaha?", "alimony"),  # a rare English thing, in Hindi
    ("Devayani divorce la permanent alimony offer pannaangala?", "alimony"),  # in Tamil
    ("Devayani OP e alimony koto dite bolechhe?", "alimony"),  # and in Bengali
    ("Soreng writ ke khilaf State ne LPA daali kya?", "LPA"),  # a short form whose letters and words no record writes
])
def test_a_thing_no_record_writes_is_not_on_record(pr, question, thing):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert line.startswith(_NOT) and thing in line, a.answer  # the thing said back, never another line of the matter


@pytest.mark.parametrize("question", [
    "Devayani OP me Dr. Lalnghaka ne counselling report me kya likha?",  # a name with a title
    "bodhisatwa advocate tho naa case edi",  # a name with a counsel's calling, typed small
])
def test_a_person_no_record_names_is_not_on_record(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    # (a counsel's calling typed after the name is said back as that: "There is no counsel called Bodhisatwa in your
    # registry, and nothing in your notes on them" — as honest as "Not on record", and it names whom it looked for)
    said_back = line.startswith(_NOT) or (line.startswith("There is no counsel called") and "nothing in your notes" in line)
    assert said_back and ("Lalnghaka" in line or "bodhisatwa" in line.lower()), a.answer


def test_a_thing_the_notes_write_in_another_word_is_answered(pr):
    # the notes write "remitted", the lawyer asks "remanded": the lexicon's equivalent, never "Not on record"
    a = pr.ask("Pallikonda appeal - was it remanded? to whom?", today="2026-04-01")
    assert not first_line(a).startswith(_NOT), a.answer
    assert "RDO" in a.answer, a.answer


def test_a_common_english_word_framing_the_question_is_no_thing(pr):
    a = pr.ask("Soreng writ short me samjhao, client is impatient", today="2026-04-01")
    assert not first_line(a).startswith(_NOT), a.answer


def test_a_short_form_the_notes_write_in_words_is_answered(pr):
    a = pr.ask("Soreng writ me State ki SLP ka kya hua?", today="2026-04-01")
    assert not first_line(a).startswith(_NOT), a.answer
    assert "dismissed" in a.answer, a.answer
