"""A person asked by a surname that another person of the practice also bears is told apart by the title, office or
side the question types with it:
- "<surname> J" is the High Court Justice, not the magistrate of that surname;
- a judge's surname that is also a party's names the judge on a page only with the bench's title or post, and a
  line of that party's matter is no habit of the judge's;
- a day's page filed under another matter, whose item the judge's post heads, holds what the court did when the
  situation asked stood ("accused absent": the warrant);
- "<surname> babu / saheb / sir" of the other side's counsel is the counsel, not the case of a party of that name.

A small practice written for these tests, in other names and words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    # (the magistrate first: a surname both judges bear must not fall to whichever the registry lists first)
    reg.add_person(Judge(id="J2", name="Smt. Kavita Dhebar", short="CJM madam", court="Chief Judicial Magistrate, Banda",
                         court_hall="Court No. 3", level="Magistrate Court"))
    reg.add_person(Judge(id="J1", name="Hon'ble Justice Ramesh Chandra Dhebar", short="Dhebar J",
                         court="High Court, Court No. 5 (criminal appeals)", court_hall="Court No. 5", level="High Court"))
    reg.add_person(Judge(id="J3", name="Sri Anil Kumar Sonowal", short="JMFC-II",
                         court="Judicial Magistrate First Class-II, Banda", court_hall="Court No. 8",
                         level="Magistrate Court"))
    reg.add_person(Counsel(id="OC1", name="Mr. Pradeep Ghimire (for the Development Authority)"))
    reg.add_case(Case(id="H1", number="Criminal Appeal 55/2024", short_name="Gopal appeal",
                      title="Gopal Yadav vs State", judge_id="J1", side="appellant"))
    reg.add_case(Case(id="W1", number="Writ-A 900/2025", short_name="Sunil Sonowal writ",
                      title="Sunil Sonowal vs State", judge_id="J1", side="petitioner"))
    reg.add_case(Case(id="H2", number="First Appeal 12/2025", short_name="Kansara acquisition appeal",
                      title="Harish Kansara vs Development Authority", judge_id="J1", counsel_id="OC1",
                      side="appellant"))
    reg.add_case(Case(id="A1", number="Complaint 301/2025", short_name="Ghimire Hardware cheque case",
                      title="Ghimire Hardware vs Mohan Lal", judge_id="J2", side="complainant"))
    reg.add_case(Case(id="K1", number="Complaint 88/2025", short_name="Verma Steels cheque case",
                      title="Verma Steels vs Raju Kushwaha", judge_id="J3", side="complainant"))
    notes = [
        ("H1", "2026-01-10", "10.01.26 Ct 5 Dhebar J - Gopal appeal. jaj sahab pehle puchhe \"paper book ready?\" - "
                             "abhi nahi. ND 20.02.26"),
        ("H1", "2026-02-20", "20.02.26 Dhebar J - Gopal appeal - suna, AGA ko time mila."),
        ("A1", "2026-01-15", "15.01.26 CJM madam - Ghimire Hardware cheque case - Dhebar madam ne complainant ka "
                             "affidavit agli date pe manga. ND 12.03.26"),
        ("A1", "2026-03-12", "12.03.26 Ghimire Hardware - CJM - affidavit file kiya, ND 20.04.26; wahin se "
                             "Verma Steels v Raju Kushwaha - JMFC-II\naccused hazir nahi. NBW jaari, SHO ko tameel."),
        ("W1", "2026-03-01", "01.03.26 Sunil Sonowal writ - Sonowal ji was accused in a departmental inquiry while "
                             "absent from duty; the counter is not yet filed. ND 10.04.26"),
        ("K1", "2026-01-20", "20.01.26 JMFC-II - Verma Steels v Kushwaha - summons served, next for appearance."),
        ("H2", "2026-02-17", "17.02.26 Dhebar J - Kansara acquisition appeal - Ghimire sought time: his senior is "
                             "busy in the Lucknow bench. ND 30.03.26"),
        ("A1", "2026-04-20", "20.04.26 CJM madam - Ghimire Hardware cheque case - accused cross, part heard."),
    ]
    reg.add_case(Case(id="W2", number="Writ-A 1201/2025", short_name="Kanti pension writ",
                      title="Kanti Devi vs State and others", judge_id="J1", side="petitioner"))
    notes += [
        ("W2", "2026-02-02", "WRIT - A No. 1201 of 2025  Kanti Devi Vs. State and others\n"
                             "Sri Mahesh Pal, Block Development Officer, Chitrakoot is present in person. He states "
                             "before this Court that the pension arrears of Rs. 2,10,000/- shall be released within "
                             "four weeks. List on 09.03.2026."),
        ("H1", "2026-03-20", "20.03.26 Gopal appeal - PW-1 Ramkali said in cross that she came to the court with "
                             "her son; ND 20.04.26"),
    ]
    reg.add_case(Case(id="M1", number="M.A.C.P. 41/2026", short_name="Sarla claim",
                      title="Sarla Bai vs Pawan Kumar and another", judge_id="J3", side="claimant"))
    notes += [
        ("M1", "2026-02-11", "11.02.26 Sarla claim - insurer filed reply; framing of issues. ND 25.03.26"),
        # (a day's page filed under another matter, a line of it on the claim)
        ("K1", "2026-03-25", "25.03.26 Verma Steels - JMFC-II - summons again.\nSarla claim: insurer's list of "
                             "witnesses names their\nsurveyor Sh. Devraj Gadhvi. ND 30.04.26"),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    for e in practice.entries():
        if e.status == "review":  # a page of two matters the lawyer files under the one it began with
            practice.confirm(e.id, case_id="K1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "people-by-title-and-side", build)


@pytest.mark.parametrize("question", [
    "Dhebar J ke court me ka cheez pe dhyan dewe ke ba?",  # Bhojpuri: what to mind in his court
    "Dhebar J court la enna kavanikkanum?",  # Tamil
    "Dhebar J yanchya court madhe kay laksha thevaycha?",  # Marathi
])
def test_a_surname_typed_with_j_is_the_justice_not_the_magistrate_of_the_name(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert "paper book" in line, a.answer
    assert "affidavit agli date" not in line, a.answer


def test_the_title_j_picks_the_justice_among_judges_of_one_surname(pr):
    from tareekh.agent.question import understand

    q = understand("Dhebar J ke court me ka cheez pe dhyan dewe ke ba?", registry=pr.registry,
                   today=__import__("datetime").date(2026, 5, 1))
    assert q.judges == ["J1"], q.judges
    q = understand("Dhebar madam kya poochti hain?", registry=pr.registry, today=__import__("datetime").date(2026, 5, 1))
    assert "J2" in q.judges, q.judges


@pytest.mark.parametrize("question", [
    "JMFC Sonowal sahab accused gair hazir ho to kya karte hain?",  # Hindi/Urdu: when the accused is absent
    "JMFC Sonowal saheb accused absent asle tar kay kartat?",  # Marathi
])
def test_a_judge_s_way_when_the_accused_is_absent_is_the_warrant_not_a_party_namesake_s_line(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert "NBW" in line, a.answer
    assert "departmental" not in line, a.answer


@pytest.mark.parametrize("question", [
    "Authority ke Ghimire babu time lete waqt kya bolte hain?",  # Hindi
    "Authority-r Ghimire babu somoy newar somoy ki bole?",  # Bengali
    "Authority cha Ghimire saheb vel ghetana kay mhantat?",  # Marathi
])
def test_a_counsel_called_by_surname_and_courtesy_is_the_counsel_not_the_party_s_case(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert "senior" in first_line(a), a.answer
    assert not a.answer.startswith("What your notes record of") or "senior" in first_line(a).split(";")[0], a.answer


def test_the_party_s_case_asked_by_surname_courtesy_and_case_stays_named(pr):
    from datetime import date

    from tareekh.agent.question import understand

    q = understand("Ghimire babu ka case kab hai?", registry=pr.registry, today=date(2026, 5, 1))
    assert q.cases == ["A1"], q.cases


@pytest.mark.parametrize("question", [
    "BDO ne court me aakar kya kaha tha?",  # Hindi
    "BDO court e eshe ki bollen?",  # Bengali
    "BDO court-ku vandhu enna sonnar?",  # Tamil
])
def test_an_officer_named_by_the_initials_of_the_office_is_what_the_officer_stated(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert "2,10,000" in first_line(a), a.answer
    assert "Ramkali" not in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "Sarla claim me insurance ka surveyor kaun hai?",  # Hindi
    "Sarla claim la surveyor yaar?",  # Tamil
    "Sarla claim lo surveyor evaru?",  # Telugu
])
def test_who_holds_a_role_in_a_matter_is_the_name_the_notes_give_that_role(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert "Devraj Gadhvi" in first_line(a), a.answer
