"""Three closed or near-closed classes every language a lawyer types in Latin letters has, read the same whatever the
language:

- "finally" ("shesh obdi", "shevti", "sheshare", "avasanam", "aakhir"): asks whether a thing at last came about; its
  first word alone is the ordinal "last" ("shesh", "kadaisi"), which must not turn the question into one about the
  last hearing;
- the rupee ("taka", "takar", "rubai", "rupa", "rupiya", "tanka"), with a case ending glued on: the unit of the sum
  asked, never a word of a case's name ("koto takar claim" names no case called "takar claim");
- a thing the matter is about, named in the question's language while the registry writes it in English
  ("pattu", "resham": silk; "nauka", "thoni": boat).

A small practice written for these tests, with invented names: a silk supplier's money suit, a boat owner's
insurance claim and a land mutation writ.
"""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.question import NameIndex, understand
from tareekh.agent.thing_words import english_thing
from tareekh.agent.tongues import READER_WORDS, money_of, pivot
from tareekh.registry.models import Case, Client, Judge

TODAY = "2026-09-01"
NOTES = [
    ("S1", "2026-02-01", "Silk money suit - defendant's prayer for time allowed subject to costs of Rs. 800. "
                         "Next 10.02.2026."),
    ("S1", "2026-02-10", "Silk money suit - plaint admitted, claim Rs. 3,12,750 for raw silk yarn supplied. "
                         "Summons to defendant. Next 14.04.2026."),
    ("S1", "2026-04-14", "Silk money suit - W.S. filed by defendant; says part of the yarn was returned. "
                         "Next 20.06.2026 for issues."),
    ("C4", "2026-03-09", "Cotton suit - defendant's prayer for time allowed subject to costs of Rs. 650. "
                         "Next 11.05.2026."),
    ("B2", "2026-03-03", "Boat insurance claim - insurer's counter filed. Next 05.05.2026."),
    ("B2", "2026-08-10", "Boat insurance claim - claimant's evidence closed. Madam told the insurer's counsel: "
                         "\"bring a settlement figure, or I will decide on merits\". Next 24.08.2026."),
    ("B2", "2026-08-11", "CORRECTION - boat insurance claim - Vettukad madam's order sheet says the next date is "
                         "25.08.2026; I wrote it wrong yesterday."),
    ("W3", "2026-01-12", "Mutation writ - notice to the State. Next 09.03.2026."),
    ("W3", "2026-07-21", "Mutation writ - mutation allowed in favour of the petitioner by the tahsildar's order; "
                         "writ closed as infructuous."),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("finally_rupees") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CT", name="Trilochana Weavers"))
        reg.add_person(Client(id="CN", name="Nabendu Hembram"))
        reg.add_person(Client(id="CK", name="Kanakalata Ahalya"))
        reg.add_case(Case(id="S1", number="Money Suit No. 41 of 2026", short_name="Silk money suit",
                          title="Trilochana Weavers vs Purushottam Traders", client_id="CT", side="plaintiff",
                          next_date="2026-09-20"))
        reg.add_person(Judge(id="JZ", name="Smt. Ahalya Vettukad", short="Vettukad madam",
                            court="Motor Accident Claims Tribunal"))
        reg.add_case(Case(id="B2", judge_id="JZ", number="Claim Case No. 7 of 2026", short_name="Boat insurance claim",
                          title="Nabendu Hembram vs Ozhukkal Insurance Co.", client_id="CN", side="claimant",
                          next_date="2026-09-25"))
        reg.add_case(Case(id="W3", number="W.P. No. 880 of 2026", short_name="Kanakalata mutation writ",
                          title="Kanakalata Ahalya vs State", client_id="CK", side="petitioner"))
        reg.add_case(Case(id="C4", number="Money Suit No. 93 of 2026", short_name="Kanakalata cotton suit",
                          title="Kanakalata Ahalya vs Vettukad Mills", client_id="CK", side="plaintiff",
                          nature="suit for recovery of Rs. 2,64,900 for cotton bales supplied", next_date="2026-09-28"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def _q(pr, text: str):
    return understand(text, registry=pr.registry, today=datetime.date.fromisoformat(TODAY),
                      index=NameIndex(pr.registry))


@pytest.mark.parametrize("typed", [
    "kanakalata writ shesh obdi hoyeche?",   # Bengali
    "kanakalata writ shevti zala ka?",        # Marathi
    "kanakalata writ sheshare hela?",         # Odia
    "kanakalata writ avasanam sambhavicho?",  # Malayalam
    "kanakalata writ aakhre thayu?",          # Gujarati
])
def test_finally_is_glossed_as_hindi_asks_it_and_never_as_the_ordinal_last(typed):
    read = pivot(typed)
    assert "aakhir" in read.split(), read
    assert "last" not in read.split(), read


def test_finally_in_a_language_read_as_typed_is_no_topic():
    # Telugu is read as typed: its "finally" still never becomes a word a record must hold
    assert {"chivariki", "aakhirkar", "aakhir"} <= READER_WORDS


@pytest.mark.parametrize("word", ["takar", "tokar", "rubaikku", "rupayude", "tankar", "rupiyano"])
def test_the_rupee_with_a_case_ending_glued_on_is_the_rupee(word):
    assert money_of(word), word
    assert "rupaye" in pivot(f"ethu case {word} claim").split()


def test_a_word_that_only_ends_like_the_rupee_is_not_it():
    assert not money_of("order")
    assert not money_of("taker")
    assert not money_of("tokens")


@pytest.mark.parametrize("typed", [
    "silk suit e koto takar claim amader",    # Bengali
    "silk suit la evvalavu rubai claim",      # Tamil
    "silk suit ma ketla rupiya no claim",     # Gujarati
    "silk suit me kitne rupaye ka claim hai",  # Hindi
])
def test_the_rupee_asked_is_never_read_as_a_case_name(pr, typed):
    q = _q(pr, typed)
    assert q.unknown_case is None, (q.unknown_case, pivot(typed))
    assert q.cases == ["S1"], pivot(typed)


def test_a_yes_no_asked_finally_answers_from_the_record_that_it_happened(pr):
    a = pr.ask("kanakalata writ shesh obdi hoyeche?", today=TODAY)
    assert "allowed" in a.answer.lower(), a.answer
    assert not a.answer.startswith("No record"), a.answer


@pytest.mark.parametrize("typed,case", [
    ("resham er suit e porer date kobe?", "S1"),       # Bengali: silk
    ("pattu case adutha date enna?", "S1"),            # Tamil: silk
    ("nauka claim ki agli tareekh kab hai?", "B2"),    # Hindi: boat
    ("thoni claim adutha date enna?", "B2"),           # Tamil: boat
])
def test_a_thing_named_in_the_question_s_language_calls_the_case_the_registry_names_in_english(pr, typed, case):
    q = _q(pr, typed)
    assert q.unknown_case is None, q.unknown_case
    assert q.cases == [case], (q.cases, pivot(typed))


def test_the_thing_table_holds_no_common_word_or_name():
    for w in ("per", "aam", "gai", "suna", "sonu", "balu", "order", "case", "date"):
        assert english_thing(w) is None, w
    assert english_thing("Resham") == "silk"


@pytest.mark.parametrize("typed", [
    "silk suit total claim entha",        # Telugu "entha" (Malayalam's "what" too): beside a total, a sum
    "silk suit la mottam evvalavu?",      # Tamil
    "silk suit ma claim ketlo che?",      # Gujarati, "how much" in its masculine form
    "silk suit e total claim koto?",      # Bengali
])
def test_the_size_of_a_claim_or_a_total_asked_in_any_language_is_a_sum(pr, typed):
    assert _q(pr, typed).kind == "amount", pivot(typed)


def test_a_total_of_things_counted_stays_a_count(pr):
    assert _q(pr, "silk suit mein total kitni dates hui?").kind == "count"


@pytest.mark.parametrize("typed", [
    "silk suit e koto takar claim?",           # Bengali: the head after "how much" and the rupee
    "silk suit me kitne rupaye ka claim hai",  # Hindi
    "silk suit claim evvalavu?",               # Tamil: the head before it
])
def test_the_claim_asked_is_the_matter_s_value_not_the_costs_of_a_day(pr, typed):
    a = pr.ask(typed, today=TODAY)
    assert "3,12,750" in a.answer.split("\n")[0], a.answer
    assert "800" not in a.answer.split("\n")[0], a.answer


@pytest.mark.parametrize("typed", [
    "cotton suit claim kitna hai?",          # Hindi
    "kapus suit cha claim kiti aahe?",       # Marathi, the good named in Marathi
])
def test_a_prayer_allowed_on_costs_is_not_the_matter_s_value(pr, typed):
    a = pr.ask(typed, today=TODAY)
    first = a.answer.split("\n")[0]
    assert "2,64,900" in first and "650" not in first, a.answer


@pytest.mark.parametrize("typed", [
    "boat claim mein vettukad madam ne last date pe insurer ko kya kaha?",  # Hindi
    "boat claim la vettukad madam last date la enna sonnaanga?",   # Tamil
])
def test_the_last_date_is_the_last_hearing_not_the_note_correcting_it(pr, typed):
    first = pr.ask(typed, today=TODAY).answer.split("\n")[0]
    assert "settlement figure" in first and "CORRECTION" not in first, first


def test_a_note_correcting_the_diary_is_no_hearing_a_question_names_by_its_place():
    from types import SimpleNamespace

    from tareekh.agent.hearing_named import hearing_named

    recs = [SimpleNamespace(date="2026-08-10", kind="hearing", text="Boat insurance claim - evidence closed. "
                                                                      "Next 24.08.2026."),
            SimpleNamespace(date="2026-08-11", kind="hearing", text="CORRECTION - boat insurance claim: the next "
                                                                      "date is 25.08.2026, I wrote it wrong.")]
    comp = SimpleNamespace(today="2026-09-01", records=lambda cases: recs)
    for asked in ("boat claim last date pe madam ne kya kaha",      # Hindi
                  "boat claim kazhinja date madam enthu paranju",   # Malayalam
                  "boat claim pichhli date pe madam ne kya bola"):  # Hindi, its own word for last
        assert hearing_named(comp, ["B2"], asked) == "2026-08-10", asked
