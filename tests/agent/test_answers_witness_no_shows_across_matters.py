""""In which matters did a witness not come?" asked in any language is answered from EVERY matter whose notes say a
witness did not come (in whatever language the note says it), each day with the words naming the witness — not the
first matter a word search finds, nor a no-record answer. One matter named ("was it hard to get the witnesses in
X?") is answered from that matter's days. A small practice written for this test (invented: a district court
of a river town, notes in English, Tamil, Bengali script, Gujarati and Kannada in Latin letters)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="N1", number="O.S. 71/2022", short_name="Thenmozhi boundary suit",
                      title="Thenmozhi vs Arulraj", side="plaintiff"))
    reg.add_case(Case(id="N2", number="C.C. 530/2023", short_name="Biswal cheque complaint",
                      title="Biswal Traders vs Haripriya", side="complainant"))
    reg.add_case(Case(id="N3", number="M.V.O.P. 19/2024", short_name="Kuttappan accident claim",
                      title="Kuttappan vs Zenith Insurance", side="petitioner"))
    reg.add_case(Case(id="N4", number="R.C.A. 8/2024", short_name="Doddamane rent appeal",
                      title="Doddamane vs Shetty", side="appellant"))
    notes = [
        ("N1", "2025-02-03", "Boundary suit - PW2 surveyor Ilango varala, summons served. Fresh summons. Next 10.03."),
        ("N1", "2025-03-10", "Boundary suit - PW2 Ilango examined in chief. Cross deferred."),
        ("N2", "2025-02-14", "Cheque complaint - accused present. Complainant's evidence affidavit filed."),
        ("N2", "2025-04-22", "চেক মামলা - সাক্ষী ব্যাংক ম্যানেজার নিরঞ্জন আসেননি। পরবর্তী তারিখ 20.05.2025"),
        ("N3", "2025-01-20", "Accident claim - RW1 Zenith's investigator Mr. Vaghela hajar nathi, aavyo nathi. "
                             "Costs 500. Next 03.03.2025."),
        ("N3", "2025-03-03", "Accident claim - RW1 Vaghela examined. Insurer closed evidence."),
        ("N4", "2025-02-25", "Rent appeal - appellant's counsel absent. Accused not relevant. Passover."),
        ("N4", "2025-03-25", "Rent appeal - arguments heard in part."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"{cid.lower()} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-no-shows", build)


@pytest.mark.parametrize("asked", [
    "ethana casela saatchi varala?",  # Tamil
    "kon kon mamlay sakkhi ashe ni?",  # Bengali in Latin letters
    "kya kya case ma gawah aavya nathi?",  # Gujarati
    "yaava yaava case nalli saakshi barlilla?",  # Kannada
    "in which matters did the witnesses not turn up?",
])
def test_every_matter_with_a_witness_who_did_not_come(pr, asked):
    a = pr.ask(asked, today="2025-06-01")
    first = first_line(a)
    assert "Thenmozhi" in first and "Ilango" in first and "3 Feb 2025" in first, a.answer
    assert "Biswal" in first and "22 Apr 2025" in first, a.answer
    assert "Kuttappan" in first and "Vaghela" in first, a.answer
    assert "Doddamane" not in first, a.answer  # a counsel's absence is no witness's
    assert "10 Mar 2025" not in first, a.answer  # the day the witness came


def test_one_matter_named_is_answered_from_its_days(pr):
    a = pr.ask("Thenmozhi suit la saatchi varradhula kashtam irukka?", today="2025-06-01")
    first = first_line(a)
    assert "Ilango" in first and "3 Feb 2025" in first, a.answer
    assert "Vaghela" not in first and "Biswal" not in first, a.answer
