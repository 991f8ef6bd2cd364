"""What a paper says, asked by the words the lawyer calls it ("<body> expert report lo emi raasaru <name> case ki?"),
when the paper was uploaded as a document of another kind (a letter whose subject says "expert opinion"): the
document that holds every word the question describes it by is quoted from its own body, its findings whole; and a
Telugu past verb ("raasaru", wrote) before the case's name ends the clause — it is no word of the case's name, even
when the practice's own notes write it.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by, opened_offline

OPINION = (
    "GOVERNMENT DENTAL COLLEGE, BHIMILI - DEPARTMENT OF ORAL SURGERY\n"
    "No. GDCB/OS/ML/77/2026                                         Dt. 14.07.2026\n"
    "To: The President, District Consumer Commission, Bhimili\n"
    "Sub: C.C. No. 58 of 2025 - Pothuraju Veeravalli vs Nallamilli Dental Clinic - expert opinion - reg.\n"
    "The clinic's treatment records and the panoramic X-rays were examined by a board of two professors.\n"
    "Opinion:\n"
    "1. The extraction of the lower third molar was indicated and the X-ray before it was taken.\n"
    "2. The records do not show any consent form signed by the patient, nor the dose of the local anaesthetic\n"
    "used. The autoclave register of the clinic for March 2025 was not produced before the board.\n"
    "3. The patient reported numbness of the lower lip for six months; the nerve study shows an injury of the\n"
    "inferior alveolar nerve, a known complication whose risk a pre-operative CBCT scan reduces.\n"
    "                                              Sd/- Professor & HOD, GDCB\n"
)


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="D1", number="C.C. No. 58 of 2025", short_name="Pothuraju dental complaint",
                                    title="Pothuraju Veeravalli vs Nallamilli Dental Clinic", side="complainant",
                                    next_date="2026-12-20"))
    notes = [
        ("2026-03-10", "Pothuraju dental complaint - commission referred the records to GDCB for expert opinion. "
                       "Next 20.08.2026"),
        ("2026-08-20", "Pothuraju dental complaint - GDCB report received, consent ledu ani raasaru. OP objections "
                       "filed. Next 20.12.2026"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"D1 {day}.txt", case_id="D1", date=day, author="Clerk")
    drop_file(practice, tmp, "gdcb opinion.txt", OPINION, "D1")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "paper-under-another-kind", build))


def test_a_telugu_past_verb_before_the_name_is_no_word_of_the_case(pr):
    from tareekh.agent.naming import _ends_name

    answer = pr.ask("GDCB expert report lo emi raasaru pothuraju case ki?", today="2026-12-01").answer
    assert not answer.startswith("No such case"), answer
    assert all(_ends_name(w) for w in ("raasaru", "cheppindi", "ichcharu")), "a verb read as a word of a name"


def test_the_paper_asked_by_its_makers_name_is_quoted_though_filed_as_a_letter(pr):
    answer = first_line(pr.ask("GDCB expert report lo emi raasaru pothuraju case ki?", today="2026-12-01"))
    assert "consent form" in answer and "autoclave register" in answer, answer


def test_a_papers_findings_are_quoted_past_a_notes_room(pr):
    answer = first_line(pr.ask("GDCB expert report lo emi raasaru pothuraju case ki?", today="2026-12-01"))
    assert "inferior alveolar nerve" in answer, answer


def test_one_word_beside_the_paper_does_not_pick_a_document(pr):
    answer = first_line(pr.ask("pothuraju clinic objections mein kya kaha?", today="2026-12-01"))
    assert "expert opinion" not in answer, answer
