"""A witness's evidence noted in the language's own script, asked of in Latin letters.

- "<matter> lo doctor witness evaru?": the note writes the doctor as the script shortens "Dr." ("డా. వి. <name>")
  with an initial after it; that line names the doctor, and the splitter's cut at the title and the initial does not
  end the witness's account before the exhibit it marks.
- "<matter> il auditor entha mozhi koduthu?": Malayalam's "what statement did he give" asks the witness's account;
  the witness is the one a note describes by that word ("ND … - PW2 co-op auditor with ledger"), and that word is no
  topic their evidence, written in Malayalam script, must hold.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="S.C. No. 88 of 2025", short_name="Ranganayaki assault trial",
                                    title="State vs Koppula Venkanna", side="complainant"))
    practice.registry.add_case(Case(id="M1", number="O.S. No. 17 of 2024", short_name="Pallikkara chit suit",
                                    title="Chinnammu v. Pallikkara Kuttichira Chitties", side="plaintiff"))
    notes = [
        ("T1", "2025-06-10", "S.C. 88/2025 Ranganayaki. PW2 examined, cross over. ND 15.07.2025 - PW3 doctor."),
        ("T1", "2025-07-15", "ఎస్.సి. 88/2025 రంగనాయకి\nPW3 డా. వి. శ్రీవల్లి (CHC వైద్యాధికారి) సాక్ష్యం పూర్తి. "
                             "గాయాల నివేదిక Ex. P7 గా గుర్తించారు.\nతదుపరి వాయిదా 20.08.2025"),
        ("M1", "2025-05-02", "O.S. 17/2024 Pallikkara chit. PW1 Chinnammu examined, Ext. A1 to A3 marked. "
                             "ND 09.06.2025 - PW2 co-op auditor with ledger."),
        ("M1", "2025-06-09", "O.S. 17/2024 പള്ളിക്കര ചിട്ടി\nPW2 ഓഡിറ്റർ തങ്കമണി ലെഡ്ജർ സഹിതം ഹാജരായി.\n"
                             "ചിട്ടിയിൽ 35% കുടിശ്ശിക ഉണ്ടെന്ന് മൊഴി.\nഅടുത്ത തീയതി 14.07.2025"),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Advocate")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-in-script", build)


def test_the_doctor_is_the_witness_the_script_calls_dr_with_the_exhibit_they_marked(pr):
    a = pr.ask("ranganayaki case lo doctor witness evaru", today="2025-09-01")
    line = first_line(a)
    assert "శ్రీవల్లి" in line and "P7" in line, a.answer


def test_a_witness_described_so_gives_their_account_written_in_script(pr):
    a = pr.ask("pallikkara chit case il auditor entha mozhi koduthu", today="2025-09-01")
    assert "35%" in a.answer and "തങ്കമണി" in a.answer, a.answer


@pytest.mark.parametrize("question", ["X case il auditor entha mozhi koduthu", "X case lo PW4 emi saakshyam ichaaru",
                                      "X case la enna saatchiyam kuduthaar", "X case il auditor entha mozhi diya"])
def test_the_southern_languages_ask_for_a_witness_account(question):
    from tareekh.agent.question import _kind

    assert _kind(question, False, False, False) == "said"


def test_dr_shortened_in_a_script_stands_alone_never_inside_a_word():
    from tareekh.agent.witness_callings import DR_SHORT

    for held in ("PW3 డా. వి. శ్రీవల్లి", "ಡಾ. ಕೆ. ರಾವ್", "ডা. সেন", "ഡോ. മേരി"):
        assert re.search(DR_SHORT, held), held
    for not_held in ("ಕಡಾ. ಮುಂದೆ", "తడా. ఇది"):
        assert not re.search(DR_SHORT, not_held), not_held


def test_an_initial_cut_off_by_the_splitter_does_not_end_the_witness_account():
    from tareekh.agent.who_deposed import _witness_lines

    lines = _witness_lines("PW3 డా. వి. శ్రీవల్లి సాక్ష్యం పూర్తి. గాయాల నివేదిక Ex. P7 గా గుర్తించారు.")
    assert len(lines) == 1 and "P7" in lines[0], lines
