"""Words of a question the reader does not know (question words, particles and verbs of a language the rules hold no
table for, written in the notes of another matter too) are never the thing the notes are said to lack
(agent/unknown_words.py): the known words and the case decide the answer, and a question only half understood is answered with where its matter stands. A known thing the
notes lack is still said to be missing. Small invented practice: a timber money suit and a bail matter."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import first_line as first

NOTES = [
    ("S1", "2026-01-12", "O.S. 71/2024 Ronghang timber suit - plaint for recovery of Rs. 3,40,000 being the price of "
                         "sal timber supplied to the defendant's mill. Summons served. Next 02.03.2026."),
    ("S1", "2026-03-02", "Ronghang timber suit - defendant Daimary sought time for written statement. Allowed. "
                         "Next 06.04.2026."),
    ("S1", "2026-04-06", "Ronghang timber suit - WS filed; defendant says the timber was wet and short by 40 logs. "
                         "Issues framed. Next 18.05.2026 for plaintiff evidence."),
    ("S1", "2026-05-18", "Ronghang timber suit - PW1 chief on affidavit filed; cross deferred at the defendant's "
                         "request. Next 14.12.2026 for cross of PW1."),
    ("B1", "2026-07-30", "Bail Appl. 55/2026 Narzary - FIR: his power tiller was stopped at the check gate with "
                         "undeclared areca; the tiller seized and Narzary arrested."),
    ("B1", "2026-08-10", "Bail Appl. 55/2026 Narzary - bail granted on a bond of Rs. 50,000; condition: mark "
                         "attendance at Rowta police station every Monday. Next 05.10.2026."),
    ("B1", "2026-08-12", "Narzary released from the sub-jail this evening after the surety was verified."),
    ("B1", "2026-09-07", "Narzary signed the attendance register at Rowta police station today, his son confirmed."),
    # the client's son writes in his own language: the words the questions below ask in are in the notes too
    ("B1", "2026-09-20", "Son of Narzary on the phone: lano kiba mabla haba? ruwa ngat kumba bynta shibun? - told him "
                         "the next date is 05.10.2026."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. P. Mushahary, Civil Judge"))
    reg.add_person(Counsel(id="OC1", name="Sri T. Basumatary"))
    reg.add_person(Client(id="CL1", name="Ronghang"))
    reg.add_person(Client(id="CL2", name="Narzary"))
    reg.add_case(Case(id="S1", number="O.S. 71/2024", short_name="Ronghang timber suit",
                      title="Ronghang vs Daimary", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="plaintiff", stage="plaintiff evidence", next_date="2026-12-14"))
    reg.add_case(Case(id="B1", number="Bail Appl. 55/2026", short_name="Narzary bail", title="Narzary vs State",
                      client_id="CL2", side="accused", stage="bail granted", next_date="2026-10-05"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "unknown-words", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


TODAY = "2026-12-01"
NOTHING = ("No record", "Nothing in your notes", "Not clearly on record")


def test_the_next_date_asked_in_unknown_words_is_the_next_date(practice):
    """"<case> next <words of another language>": 'next' and the case decide; the other words are no topic."""
    a = practice.ask("ronghang timber suit next lano kiba mabla", today=TODAY)
    assert not first(a).startswith(NOTHING), a.answer
    assert "14 Dec 2026" in first(a)


def test_a_question_only_half_understood_gets_where_the_matter_stands(practice):
    """Unknown words around one known loan ("issue"), asked with a question mark alone: the matter's story."""
    a = practice.ask("ronghang suit ka issue kumba bynta ngat?", today=TODAY)
    assert not first(a).startswith(NOTHING), a.answer
    assert "14 Dec 2026" in a.answer


def test_an_amount_asked_in_unknown_words_never_says_nothing_on_them(practice):
    a = practice.ask("daimary ruwa ngat? suit amount", today=TODAY)
    assert "3,40,000" in first(a), a.answer


def test_a_known_thing_the_notes_lack_is_still_said_missing(practice):
    """A proceeding no record holds ("caveat", "injunction"), asked in the same unknown words: honestly missing."""
    for q in ("ronghang timber suit caveat lano kiba?", "ronghang suit injunction order shibun kumba?"):
        a = practice.ask(q, today=TODAY)
        assert first(a).startswith(NOTHING) or first(a).startswith("Not on record"), (q, a.answer)


def test_an_english_noun_meets_the_verb_it_is_made_of(practice):
    """"signature" is asked of a note that says "signed": the same act, in English, Hinglish or Tamil words."""
    for q in ("narzary signature done?", "narzary ne signature kiya kya?", "narzary signature pottaaraa?"):
        a = practice.ask(q, today=TODAY)
        assert not first(a).startswith(NOTHING), (q, a.answer)
        assert "signed the attendance register" in a.answer, (q, a.answer)


def test_an_act_no_line_states_of_the_thing_asked_is_said_plainly_missing(practice):
    """The tiller was seized and the man released; nothing says the tiller was released: "Not on record", plainly,
    then the nearest lines — not a hedge."""
    a = practice.ask("narzary power tiller released aaytilla?", today=TODAY)
    assert first(a).startswith("Not on record: nothing in your notes says the power tiller was released"), a.answer
    assert "seized" in a.answer


def test_an_act_a_line_does_state_is_not_said_missing(practice):
    a = practice.ask("narzary released from jail?", today=TODAY)
    assert not first(a).startswith(NOTHING + ("Not on record",)), a.answer
    assert "12 Aug 2026" in first(a)
