"""A party's defence asked in the lawyer's words ("what is his defence?", "uska bachav kya hai?", "avarudaya
tharkappu enna?") when no note writes "defence": the notes write the plea at the charge ("pleaded not guilty and
claimed trial") and the suggestions put in cross ("suggested that the cheque was given for a chit … denied").
Before, the plain reading said "Nothing in your notes in <case> on defence: no record of it"; now those lines are
the answer (agent/concept_asked.py), and a matter whose notes hold no plea nor suggestion still says nothing. A small
practice written for this test (invented names, a magistrate's court in Tamil Nadu and a civil court)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="D1", number="S.T.C. No. 733 of 2026", short_name="Velmurugesan cheque case",
                      title="Kaveriyan Finance vs Velmurugesan Thangapandi", side="complainant"))
    practice.ingest_text("JM-II Erode. Velmurugesan cheque case - accused appeared; particulars of offence read over. "
                         "Accused pleaded not guilty and claimed trial. Next 14.08.2026 for complainant evidence.",
                         name="d1 plea.txt", case_id="D1", date="2026-07-02", author="Lawyer")
    practice.ingest_text("JM-II Erode. Velmurugesan cheque case - PW1 cross by accused counsel. Suggested that the "
                         "cheque was handed over for a chit and the chit was paid up - PW1 denied. Next 30.09.2026.",
                         name="d1 cross.txt", case_id="D1", date="2026-08-14", author="Lawyer")
    reg.add_case(Case(id="D2", number="O.S. No. 190 of 2026", short_name="Ponnuthai well suit",
                      title="Ponnuthai Arivazhagan vs Senguttuvan Marimuthu", side="plaintiff"))
    practice.ingest_text("Ponnuthai well suit - summons served on the defendant. Next 21.09.2026.",
                         name="d2 note.txt", case_id="D2", date="2026-08-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "defence-asked", build)


@pytest.mark.parametrize("asked", ["What is the defence of Velmurugesan in the cheque case?",
                                   "Velmurugesan cheque case mein uska bachav kya hai?",
                                   "Velmurugesan cheque case-la avarudaya tharkappu enna?"])
def test_a_defence_asked_finds_the_plea_and_the_suggestion_put_in_cross(pr, asked):
    a = pr.ask(asked, today="2026-10-01")
    assert "not guilty" in a.answer and "chit" in a.answer, a.answer
    assert not a.answer.startswith(("Nothing in your notes", "No record", "Not on record")), a.answer
    assert cited_ok(pr, a)


def test_a_matter_whose_notes_hold_no_plea_nor_suggestion_has_no_defence(pr):
    a = pr.ask("Ponnuthai well suit mein defendant ka bachav kya hai?", today="2026-10-01")
    assert "not guilty" not in a.answer and "chit" not in a.answer, a.answer


def test_the_words_for_a_defence_name_the_sense_in_each_language_and_cleaning_does_not():
    from tareekh.agent.concept_asked import sense_asked
    from tareekh.agent.senses import DEFENCE

    for asked in ("his defence?", "uska bachav kya hai", "ওর আত্মপক্ষ কী", "தற்காப்பு என்ன", "പ്രതിരോധം എന്ത്",
                  "what plea did he take"):
        assert sense_asked(asked) is DEFENCE, asked
    assert sense_asked("safai karmachari ki salary kab milegi") is None
    assert sense_asked("case kahan stand karta hai") is None
