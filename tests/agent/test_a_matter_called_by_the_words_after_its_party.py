"""A matter named by what it is about, in the lawyer's own language, as his notes write it right after the party's
name ("Yelloji adike tota": the areca garden matter of Yelloji, in Kannada) while the registry writes it in English.
Learned from the filed records of that one case, the two words name it where a question writes both together
("adike tota dalli witness yaaru?"), though the question names no party; English words after a name ("Yelloji
appeared today") and a pair one record writes are never learned."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.notes_names import after_own_name, called_in_notes, said_as_name, words_of
from tareekh.agent.question import understand
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by, opened_offline

TODAY = date(2031, 8, 20)

NOTES = [
    ("G1", "2031-06-03", "03.06.2031 Asst. Commissioner court - Yelloji adike tota - survey sketch produced. "
                         "Next 08.07.2031."),
    ("G1", "2031-07-08", "08.07.2031 AC court, Yelloji adike tota: objector Kunjamma's son examined as witness. "
                         "Yelloji appeared today. ND 12.08.2031."),
    ("G2", "2031-06-10", "10.06.2031 Civil Judge - Pattabiraman cheque - accused absent, NBW. Next 15.07.2031."),
    ("G2", "2031-07-15", "15.07.2031 Civil Judge - Pattabiraman cheque - accused appeared today, bail. ND 19.08.2031."),
]


def _owners(word: str) -> set[str]:
    return {"yelloji": {"G1"}, "pattabiraman": {"G2"}}.get(word, set())


def test_the_words_after_a_party_s_name_in_two_notes_are_learned_for_its_case():
    learned = called_in_notes(((text, [cid]) for cid, _, text in NOTES), _owners)
    assert learned == {"G1": ("adike tota",)}


def test_english_words_after_the_name_are_no_name_of_the_matter():
    assert after_own_name("Yelloji appeared today before the AC", "G1", _owners) == set()


def test_a_pair_only_one_note_writes_is_not_learned():
    records = [(NOTES[0][2], ["G1"]), ("Yelloji - arguments heard", ["G1"])]
    assert called_in_notes(records, _owners) == {}


def test_the_pair_names_the_matter_only_when_written_together():
    assert said_as_name("adike tota", words_of("adike tota dalli witness yaaru"))
    assert not said_as_name("adike tota", words_of("tota dalli adike bele eshtu"))


def _build(practice, folder) -> None:
    practice.registry.add_case(Case(id="G1", number="R.A. No. 41 of 2031", short_name="Yelloji garden boundary",
                                    title="Yelloji vs State of Karnataka", side="appellant"))
    practice.registry.add_case(Case(id="G2", number="C.C. No. 902 of 2031", short_name="Pattabiraman cheque",
                                    title="Kunte Borkataki vs Pattabiraman", side="complainant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    p = next(opened := opened_offline(home_built_by(tmp_path_factory, "after_party", _build)))
    p.ask("warm up", today=TODAY)  # the practice learns the notes' names before a question
    yield p
    next(opened, None)


def test_a_question_that_writes_the_pair_is_about_that_matter(practice):
    assert understand("adike tota dalli witness yaaru?", registry=practice.registry, today=TODAY).cases == ["G1"]
