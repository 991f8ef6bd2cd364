"""Words of the question's own language typed in Latin letters — Kannada "munde" (in front of), "nandu"/"namdu"
(mine/ours), "yav" (which), "enide" (what is there); Tamil and Telugu "peru" (name), "marandhuten" (I forgot) — are
never read as a case's or a person's name. A matter called "<words> dispute" that the registry does not hold is
said back as no such case, never answered with another matter's note.

A small practice written for these tests: a land appeal and a cheque case before one judge, a compensation claim
whose doctor a later note names.
"""

from __future__ import annotations

import pytest

from tareekh.agent.tongues import READER_WORDS
from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2025-09-10"

NOTES = [
    ("H1", "2025-07-02", "Hulikatti land appeal. Records called from the trial court. Next date 24.10.2025."),
    ("H2", "2025-08-05", "Shirahatti cheque case. Accused absent, NBW. Next date 19.11.2025."),
    ("H3", "2025-06-11", "Yalagurdappa compensation claim. Disability certificate to be got from the district "
                         "hospital. Next date 02.09.2025."),
    ("H3", "2025-09-02", "Yalagurdappa claim. Dr. Meenakshi Kadamba, orthopaedics, examined as PW2: 30% permanent "
                         "disability. Next date 30.10.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. Rohini Tadasalur"))
    reg.add_person(Client(id="K1", name="Nagaveni Hulikatti"))
    reg.add_person(Client(id="K2", name="Basavaraj Shirahatti"))
    reg.add_person(Client(id="K3", name="Mallesh Yalagurdappa"))
    reg.add_case(Case(id="H1", number="R.A. No. 33 of 2025", short_name="Hulikatti land appeal",
                      title="Nagaveni Hulikatti vs Sangappa Hulikatti", client_id="K1", judge_id="J1",
                      nature="title to dry land", side="appellant"))
    reg.add_case(Case(id="H2", number="C.C. No. 908 of 2025", short_name="Shirahatti cheque case",
                      title="Basavaraj Shirahatti vs Irappa Gudagur", client_id="K2", judge_id="J1",
                      nature="dishonoured cheque", side="complainant"))
    reg.add_case(Case(id="H3", number="M.V.C. No. 71 of 2025", short_name="Yalagurdappa claim",
                      title="Mallesh Yalagurdappa vs Transport Corporation", client_id="K3",
                      nature="compensation for a road accident", side="petitioner"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "question-words-no-name", build)


@pytest.mark.parametrize("word", ["munde", "nandu", "namdu", "yaav", "enide", "hesaru", "peru", "peyar",
                                  "marandhuten", "marchipoya", "marannu", "visarlo"])
def test_the_function_words_of_a_language_are_no_topic_of_a_question(word):
    assert word in READER_WORDS


def test_which_of_mine_before_a_judge_is_no_case_called_by_those_words(pr):
    a = pr.ask("tadasalur madam munde nandu yav matter ide?", today=TODAY)  # Kannada: "which matter of mine"
    assert not first_line(a).startswith("No such case"), a.answer
    assert "24 Oct 2025" in a.answer or "19 Nov 2025" in a.answer, a.answer


def test_what_of_ours_is_before_a_judge_is_every_matter_there_with_its_next_date(pr):
    a = pr.ask("tadasalur J munde enide namdu", today=TODAY)  # Kannada: "what of ours is before Tadasalur J"
    assert "24 Oct 2025" in a.answer and "19 Nov 2025" in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "tadasalur madam-nte court-il ente case vallathum pending undo",  # Malayalam: "any case of mine pending there?"
    "tadasalur madam ke court me mera koi case pending hai kya",  # Hindi, the same yes or no
])
def test_a_yes_or_no_over_my_matters_before_a_judge_is_answered_by_those_matters(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not first_line(a).startswith("No record"), a.answer
    assert "24 Oct 2025" in a.answer and "19 Nov 2025" in a.answer, a.answer


def test_the_word_for_name_after_a_role_is_no_person_called_so(pr):
    a = pr.ask("yalagurdappa ku doctor peru enna, marandhuten", today=TODAY)  # Tamil: "the doctor's name, I forgot"
    assert "Peru" not in a.answer and "Marandhuten" not in a.answer, a.answer
    assert not first_line(a).startswith(("No record: nobody", "No such")), a.answer


@pytest.mark.parametrize("question", ["kadur arecanut bonus dispute la adutha date enna",  # Tamil
                                      "kadur arecanut bonus dispute ki next date?"])
def test_a_dispute_the_registry_does_not_hold_is_said_back_not_another_matter_s_note(pr, question):
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith("No such case"), a.answer
    assert a.citations == []
