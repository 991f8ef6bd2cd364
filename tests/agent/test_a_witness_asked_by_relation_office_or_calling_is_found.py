"""A witness asked of by how they stand — a party's relation, the body they came from, their calling — is found:

- "<name> ke papa ki gawahi me kya aaya?", "<name>oda appa saatchi enna?": the relation and the word for evidence
  side by side are the witness asked, never a thing no record writes ("a papa gawahi");
- "who from the society deposed?": a witness's account runs on through a list its sentence opens ("He stated:" and
  the items after it), so the body the list names is the witness's, not that of an earlier line that only spoke of
  the body;
- "<client> ji wale case me accountant ne cross me kya kya maana?": the word that found the matter (the client's
  name, which the line calling the client as CW1 writes too) says which matter, the calling which witness; each
  admission of the cross is told, the last of the list too.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import home_built_by, opened_offline

from tareekh.registry.models import Case

NOTES = [
    ("S1", "2026-02-10", "Hemkunwar ji's cheque case - summons served, accused appeared.\n"
                         "ND 12.03.2026 - CW1 evidence (Hemkunwar ji affidavit ready karna)"),
    ("S1", "2026-07-21", "21.07.2026 - JMFC - Hemkunwar ji's cheque case\nDW1 Ishleen Zorawar, accountant of Dhanwantari Builders, "
                         "examined by the defence.\nChief: cheque given as security only.\nMy cross:\n"
                         "- admitted no letter was ever written asking for the cheque back.\n"
                         "- admitted the builders' own ledger shows purchases in March.\n"
                         "- could not say how much was paid.\n"
                         "- admitted the signature on the cheque is of the proprietor.\nDE closed.\n"
                         "ND 30.08.2026 - arguments"),
    ("S2", "2026-03-05", "Pochamma share suit - PW1 Madhurima cross over. Defence asked about the share "
                         "certificate and why no complaint to the Cooperative Society. Witness summons to the Deputy "
                         "Registrar with the members' register. ND 16.04.2026."),
    ("S2", "2026-04-16", "Pochamma share suit\nPW2 Sri K. Omkarnath, Deputy Registrar, examined with the members' "
                         "register. He stated:\n14 members were admitted on 3.1.2019, the plaintiff among them; "
                         "the share money of Rs. 5,000 was received;\nthe Society had struck off the defendant's "
                         "resolution for want of quorum.\nND 11.06.2026."),
    ("S3", "2026-05-04", "Rudrakshi maintenance case - AW1 Rudrakshi cross over. AW2 Trivikram Ketaki (father) "
                         "examined + cross same day. Said he brought Rudrakshi home on 14.2.25, she had a cut on her "
                         "forehead. Cross - no MLC? - A: took her to the family doctor. ND 18.06.2026."),
]


def build(practice, folder) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S1", number="Complaint Case No. 771 of 2025", short_name="Kanakavalli Traders cheque case",
                      title="M/s Kanakavalli Traders vs Parmeshwari Gundewar", side="complainant"))
    reg.add_case(Case(id="S2", number="O.S. No. 233 of 2025", short_name="Pochamma share suit",
                      title="Madhurima vs Bhuvanendra", side="plaintiff"))
    reg.add_case(Case(id="S3", number="M.C. No. 58 of 2025", short_name="Rudrakshi maintenance case",
                      title="Rudrakshi vs Anantharaman", side="applicant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-asked-by-standing", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", [
    "rudrakshi ke papa ki gawahi me kya aaya? MLC ka kuch tha?",  # Hinglish
    "rudrakshi chya baba chi saakshi madhe kay aala?",  # Marathi
])
def test_a_relation_beside_the_word_for_evidence_is_the_witness(pr, question):
    a = pr.ask(question, today="2026-09-01")
    assert "Not on record" not in a.answer, a.answer
    assert "Trivikram Ketaki" in a.answer and "family doctor" in a.answer, a.answer


def test_a_relation_word_names_a_person_never_a_thing():
    from tareekh.agent.thing_absent import _a_party

    assert all(_a_party(w) for w in ("papa", "father", "appa", "baba", "bhai", "amma"))
    assert not any(_a_party(w) for w in ("affidavit", "ledger", "summons"))


@pytest.mark.parametrize("question", [
    "pochamma share suit lo society nundi evaru vachi sakshyam chepparu",  # Telugu
    "pochamma share suit me society se kaun gawahi dene aaya?",  # Hinglish
    "pochamma share suit: who from the society deposed?",  # English
])
def test_the_body_a_witness_s_listed_account_names_is_theirs(pr, question):
    a = pr.ask(question, today="2026-09-01")
    first = a.answer.splitlines()[0]
    assert "Omkarnath" in first and "Deputy Registrar" in first, a.answer


def test_a_listed_account_runs_on_past_its_colon_and_semicolons():
    from tareekh.agent.who_deposed import _witness_lines

    lines = _witness_lines("PW2 Sri K. Omkarnath, Deputy Registrar, examined. He stated:\n14 members were admitted;\n"
                           "the Society had struck off the resolution.\nND 11.06.2026.")
    assert len(lines) == 1 and "struck off" in lines[0], lines


@pytest.mark.parametrize("question", [
    "hemkunwar ji wale case me accountant ne cross me kya kya maana",  # Hinglish
    "hemkunwar ji chya case madhe accountant ne cross madhe kay kay kabul kela",  # Marathi
])
def test_the_word_that_found_the_matter_does_not_unseat_the_calling_asked(pr, question):
    a = pr.ask(question, today="2026-09-01")
    assert "Ishleen Zorawar" in a.answer.splitlines()[0], a.answer
    assert "signature" in a.answer, a.answer
