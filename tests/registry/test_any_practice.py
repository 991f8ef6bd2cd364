"""Resolution in a practice unlike the first one: partial numbers, numbers shared by two courts, names that
two cases share, and aliases from every party. The registry is invented here."""

import pytest

from tareekh.errors import ConflictError
from tareekh.registry import Case

OTHER = {
    "clients": [{"id": "CL1", "name": "Smt. Rukmini Bhandari"}, {"id": "CL2", "name": "Tejas Offset Printers"}],
    "cases": [
        {"id": "K1", "number": "Crl. Misc. Bail Application No. 4521 of 2026", "short_name": "Zubair bail",
         "title": "Zubair Hasan vs State of U.P.", "court": "High Court, Bench at Nagpur"},
        {"id": "K2", "number": "S.T. No. 310 of 2023", "short_name": "Nandanvan firing trial",
         "title": "State of U.P. vs Pappu Thakre & 2 others", "court": "Sessions Court"},
        {"id": "K3", "number": "Writ - C No. 12345 of 2025", "short_name": "Asha Nagar NDA writ",
         "title": "Smt. Rukmini Bhandari vs State of U.P. & 2 others", "client_id": "CL1",
         "court": "High Court, Bench at Nagpur"},
        {"id": "K4", "number": "O.S. No. 77 of 2019", "short_name": "Nandanvan plot suit",
         "title": "Haji Mohd. Ismail Kazi vs Smt. Leela Bai & 2 others", "court": "Civil Judge (Sr. Div.)"},
        {"id": "K5", "number": "Complaint Case No. 145 of 2025", "short_name": "Vistara refund",
         "title": "Prabodh Chandra Apte vs M/s Vistara Buildtech Pvt. Ltd. & another",
         "court": "District Consumer Commission-I"},
        {"id": "K6", "number": "M.A.C.P. No. 233 of 2024", "short_name": "Dhond accident claim",
         "title": "Manohar Dhond vs Arif Shaikh & 2 others", "court": "Motor Accident Claims Tribunal",
         "nature": "claim against the truck insured with Kaveri General Insurance Co. Ltd."},
        {"id": "K7", "number": "Case No. 512 of 2025 u/s 144 BNSS", "short_name": "Sonal maintenance",
         "title": "Smt. Sonal Ghatge & another vs Vikrant Ghatge", "court": "Family Court"},
        {"id": "K8", "number": "F.A.F.O. No. 88 of 2024", "short_name": "Tulsa Bai insurance appeal",
         "title": "Kaveri General Insurance Co. Ltd. Thru. its Regional Manager vs Smt. Tulsa Bai & 4 others",
         "court": "High Court, Bench at Nagpur"},
        {"id": "K9", "number": "O.S. No. 410 of 2024", "short_name": "Zenith injunction",
         "title": "Kamlesh Dongre vs Zenith Habitat Pvt. Ltd.", "court": "Civil Judge (Sr. Div.)"},
        {"id": "K10", "number": "O.S. No. 411 of 2024", "short_name": "Zenith SP suit",
         "title": "Prabhat Kulkarni vs Zenith Habitat Pvt. Ltd.", "court": "Civil Judge (Sr. Div.)"},
        {"id": "K11", "number": "O.S. No. 900 of 2023", "short_name": "printing dues",
         "title": "Tejas Offset Printers vs Mayur Public School", "client_id": "CL2",
         "court": "Civil Judge (Sr. Div.)"},
    ],
}


@pytest.fixture
def other(practice):
    import copy

    practice.registry.import_json(copy.deepcopy(OTHER))
    return practice.registry


@pytest.mark.parametrize(
    "text, case_id, score",
    [
        ("Crl. Misc. Bail Application No. 4521 of 2026 - AGA sought time", "K1", 100),
        ("BA 4521/2026 listed", "K1", 100),
        ("bail 4521 - counter filed", "K1", 97),
        ("ST 310/23 - PW-2 cross", "K2", 100),
        ("ST310-23 cross DW2", "K2", 100),
        ("WRIC 12345/2025 - interim extended", "K3", 100),
        ("Writ 12345/25 - reply filed", "K3", 99),
        ("12345/25 - reply filed", "K3", 96),
        ("FAFO 88/24 - 50% release", "K8", 100),
        ("MACP 233/24 - OP-3 evidence", "K6", 100),
        ("M.Case/512/2025 - counselling", "K7", 99),
        ("MA 3/26 in 512/25 - recovery warrant", "K7", 96),
        ("वाद संख्या 512 सन् 2025 पत्रावली पेश हुई", "K7", 100),
        ("CC 145/25 admitted", "K5", 100),
    ],
)
def test_every_form_of_a_number_files_under_its_case(other, text, case_id, score):
    res = other.resolve(text)
    assert res.case_id == case_id and res.best.tier == "number" and res.best.score == score


def test_a_partial_number_that_fits_two_cases_is_ambiguous(other):
    other.add_case(Case(id="K12", number="Bail Application No. 4521 of 2025", short_name="Raees bail"))
    res = other.resolve("bail 4521 - counter filed")
    assert res.case_id is None and {c.case_id for c in res.candidates} == {"K1", "K12"}
    assert all(c.score < 95 for c in res.candidates) and "fits two registered cases" in res.reason


def test_a_partial_number_never_outranks_a_whole_number_of_another_case(other):
    res = other.resolve("OS 77/19 - arguments.\n12345/25 - reply filed")
    assert res.best.case_id == "K4" and res.best.score == 100
    assert res.case_id is None  # two cases named by number: a person splits it


@pytest.mark.parametrize("text", ["22/1/26 - Mishra ji", "next 12/3", "para 12/3", "Rs. 4521 paid",
                                  "cheque No. 004521 bounced", "Case Crime No. 0318 of 2025"])
def test_dates_amounts_and_other_numbers_name_no_case(other, text):
    assert not any(c.tier == "number" for c in other.resolve(text).candidates)


def test_an_unregistered_number_of_another_year_is_not_the_registered_one(other):
    res = other.resolve("Proxy for Joshi sir in O.S. 77/2021 - adjourned to 18.11.2025")
    assert res.case_id is None and not any(c.case_id == "K4" and c.tier == "number" for c in res.candidates)


def test_one_number_in_two_courts_is_ambiguous_until_a_name_decides(other):
    other.add_case(Case(id="K13", number="C.C. No. 145 of 2025", short_name="Mhatre cheque case",
                        title="Sunil Mhatre vs Ravi Patil", court="Judicial Magistrate First Class"))
    res = other.resolve("CC 145/25 - next date 3.4.25")
    assert res.case_id is None and {c.case_id for c in res.candidates[:2]} == {"K5", "K13"}
    assert "fits two registered cases" in res.reason
    assert other.resolve("CC 145/25 Vistara refund - admitted").case_id == "K5"
    assert other.resolve("CC 145/25 Mhatre - summons").case_id == "K13"


def test_a_true_duplicate_number_is_still_refused(other):
    with pytest.raises(ConflictError, match="already registered as case K5"):
        other.add_case(Case(id="", number="CC 145/25", court="District Consumer Commission-I"))
    with pytest.raises(ConflictError, match="already registered as case K4"):
        other.add_case(Case(id="", number="OS 77/19"))  # no court given: it may be the same court


def test_two_series_written_alike_may_share_a_number_without_courts(practice):
    reg = practice.registry
    reg.add_case(Case(id="A1", number="Consumer Complaint No. 9 of 2025"))
    reg.add_case(Case(id="A2", number="Complaint Case No. 9 of 2025"))
    assert {c.case_id for c in reg.resolve("CC 9/25").candidates} == {"A1", "A2"}


def test_a_word_two_short_names_share_never_files(other):
    res = other.resolve("Zenith - adjourned")
    assert res.case_id is None and {c.case_id for c in res.candidates} == {"K9", "K10"}
    assert res.reason.startswith("names a word two cases share: 'Zenith'")
    assert "O.S. 410/2024 — Zenith injunction" in res.reason and "K9" not in res.reason
    assert other.resolve("Zenith injunction - adjourned").case_id == "K9"
    assert other.resolve("Zenith SP - issues framed").case_id == "K10"


def test_a_place_word_in_two_short_names_is_shared(other):
    res = other.resolve("Nandanvan - DW-1 cross")
    assert res.case_id is None and {c.case_id for c in res.candidates} == {"K2", "K4"}
    assert other.resolve("Nandanvan firing - final arguments").case_id == "K2"
    assert other.resolve("ST 310/23 Nandanvan - final arguments").case_id == "K2"  # the number decides


def test_the_defendant_institution_names_its_case_and_generic_words_never_do(other):
    assert other.resolve("Mayur - PW1 chief affidavit filed").case_id == "K11"
    aliases = set(other.aliases("K11"))
    assert {"Tejas", "Mayur", "Mayur Public School", "Tejas Offset Printers"} <= aliases
    assert not {"Printers", "Offset", "School", "Public School", "Offset Printers"} & aliases
    assert other.resolve("Printers - bill sent").case_id is None
    assert other.resolve("School - holiday").candidates == []


def test_a_company_named_in_another_case_s_nature_is_shared(other):
    aliases = set(other.aliases("K8"))
    assert {"Kaveri General", "Kaveri General Insurance", "Tulsa Bai"} <= aliases
    assert "Regional Manager" not in " ".join(aliases) and "Insurance" not in aliases
    res = other.resolve("Kaveri General - deposit made")
    assert res.case_id is None and {c.case_id for c in res.candidates} == {"K6", "K8"}
    assert other.resolve("Kaveri General - Tulsa Bai release").case_id == "K8"


def test_aliases_come_from_both_sides_the_client_and_the_short_name(other):
    aliases = set(other.aliases("K3"))
    assert {"Rukmini Bhandari", "Bhandari", "Asha Nagar", "NDA writ", "Asha Nagar NDA writ"} <= aliases
    assert not any(a.startswith(("State", "Smt")) for a in aliases)
    k7 = set(other.aliases("K7"))
    assert {"Sonal Ghatge", "Ghatge", "Vikrant Ghatge", "Sonal"} <= k7
    k4 = set(other.aliases("K4"))
    assert {"Mohd Ismail Kazi", "Kazi", "Leela Bai"} <= k4  # "Haji" and "Smt." dropped, "& 2 others" too
    assert other.resolve("NDA writ - counter filed").case_id == "K3"
