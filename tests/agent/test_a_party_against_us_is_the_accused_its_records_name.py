"""How many times the one party against the lawyer's side stayed away, when the registry calls that party by a
generic side ("opposite party", "respondent") and the notes by the role it holds in a complaint — "accused absent",
"आरोपी अनुपस्थित", "অভিযুক্ত অনুপস্থিত": each such day is the party's. A witness of the defence away ("बचाव गवाह
(आरोपी का भाई) हाजिर नहीं") and an absence only supposed ("If accused absent next time, …", "agar gair-hazir ho to
warrant") are not; nor is "the accused" any one party's when two stand against us (agent/absences.py
`_against_us`, `_IF`, `_A_WITNESS`). A party's name typed in an Indian script is the registry's by its sound; its
role's capital letter alone before the absence ("R not present", "R varala") names it too.

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Party
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("K1", "2026-01-10", "Vellodi 138 - accused absent, counsel filed exemption petition, allowed. Next 14.2.26"),
    ("K1", "2026-02-14", "Vellodi 138 - आरोपी अनुपस्थित, जमानती वारंट जारी। Next 20.3.26"),
    ("K1", "2026-03-20", "Vellodi 138 - बचाव गवाह (आरोपी का भाई) हाजिर नहीं। Next 24.4.26"),
    ("K1", "2026-04-24", "Vellodi 138 - accused present, plea recorded. If accused absent next time, we pray for NBW. "
                         "Next 29.5.26"),
    ("K2", "2026-01-16", "Kalindri 138 - অভিযুক্ত অনুপস্থিত, warrant জারি হল। Next 20.2.26"),
    ("K2", "2026-02-20", "Kalindri 138 - আসামি হাজির হননি. Next 27.3.26"),
    ("K2", "2026-03-27", "Kalindri 138 - accused present. Agar agli baar gair-hazir ho to warrant. Next 30.4.26"),
    ("K3", "2026-01-22", "Pazhoor 138 - accused absent. Next 26.2.26"),
    ("K3", "2026-02-26", "Pazhoor 138 - accused absent again. Next 2.4.26"),
    ("K4", "2026-01-08", "Kumbalath MC - counselling: R not present, abroad. Next 12.2.26"),
    ("K4", "2026-02-12", "Kumbalath MC - R varala, exparte warning. Next 19.3.26"),
    ("K4", "2026-03-19", "Kumbalath MC - R present, counter filed. Next 23.4.26"),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="C.C. No. 771 of 2025", short_name="Vellodi 138",
                                    title="Vellodi Exim vs Ubhayakar Tirthankar", side="complainant",
                                    parties=[Party(name="Vellodi Exim", role="complainant"),
                                             Party(name="Ubhayakar Tirthankar", role="opposite party")]))
    practice.registry.add_case(Case(id="K2", number="C.R. Case No. 415 of 2025", short_name="Kalindri 138",
                                    title="Kalindri Hastashilpa vs Subimal Dhekial", side="complainant",
                                    parties=[Party(name="Kalindri Hastashilpa", role="petitioner"),
                                             Party(name="Subimal Dhekial", role="respondent")]))
    practice.registry.add_case(Case(id="K3", number="C.C. No. 903 of 2025", short_name="Pazhoor 138",
                                    title="Pazhoor Kadai vs Ezhavoor and another", side="complainant",
                                    parties=[Party(name="Pazhoor Kadai", role="complainant"),
                                             Party(name="Ezhavoor Bhuvanagiri", role="opposite party"),
                                             Party(name="Ezhavoor Chitty", role="respondent")]))
    practice.registry.add_case(Case(id="K4", number="M.C. No. 58 of 2025", short_name="Kumbalath MC",
                                    title="Sreeparvathy vs Thekkoot Orakkal", side="petitioner",
                                    parties=[Party(name="Sreeparvathy", role="petitioner"),
                                             Party(name="Thekkoot Orakkal", role="respondent")]))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "party-against-us-absences", build)


def test_the_opposite_party_of_a_complaint_is_the_accused_the_notes_name(pr):
    a = pr.ask("ubhayakar enni sarlu absent ayyadu Vellodi 138 lo?", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Ubhayakar Tirthankar absent two times"), a.answer
    assert "10 Jan 2026" in line and "14 Feb 2026" in line and cited_ok(pr, a), a.answer


def test_a_defence_witness_away_and_an_absence_supposed_are_not_the_party_s(pr):
    line = first_line(pr.ask("ubhayakar enni sarlu absent ayyadu Vellodi 138 lo?", today="2026-06-01"))
    assert "20 Mar" not in line and "24 Apr" not in line, line


def test_a_respondent_of_a_complaint_asked_by_a_name_typed_in_devanagari(pr):
    a = pr.ask("सुबिमल Kalindri 138 में कितनी बार गैरहाजिर रहा?", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Subimal Dhekial absent two times"), a.answer
    assert "16 Jan 2026" in line and "20 Feb 2026" in line and "27 Mar" not in line and cited_ok(pr, a), a.answer


def test_the_accused_is_no_one_party_s_when_two_stand_against_us(pr):
    a = pr.ask("bhuvanagiri kitni baar absent raha Pazhoor 138 me?", today="2026-06-01")
    assert "absent two times" not in first_line(a), a.answer


def test_a_role_s_letter_alone_before_the_absence_names_the_party(pr):
    a = pr.ask("orakkal ethra thavana absent aayi Kumbalath MC il?", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Thekkoot Orakkal absent two times"), a.answer
    assert "8 Jan 2026" in line and "12 Feb 2026" in line and "19 Mar" not in line and cited_ok(pr, a), a.answer
