"""Case numbers as every court and lawyer writes them: one key per number, partial forms, and what is not one."""

import pytest

from tareekh.registry.numbers import (
    CASE_TYPES, canonical_number, compatible, find_mentions, find_numbers, normalise_number, number_forms,
    registration_key,
)

# (as written, its key) — High Court, sessions, magistrate, civil, consumer, tribunal and family-court styles.
FORMS = [
    # Allahabad / Lucknow styles
    ("Crl. Misc. Bail Application No. 4521 of 2026", "BA/4521/2026"),
    ("CRIMINAL MISC. BAIL APPLICATION No. - 4521 of 2026", "BA/4521/2026"),
    ("BA 4521/2026", "BA/4521/2026"),
    ("Bail 4521/26", "BA/4521/2026"),
    ("Crl. Misc. BA 4521/2026", "BA/4521/2026"),
    ("S.T. No. 310 of 2023", "ST/310/2023"),
    ("ST 310/23", "ST/310/2023"),
    ("st 310/23", "ST/310/2023"),
    ("ST310-23", "ST/310/2023"),
    ("ST/310/2023", "ST/310/2023"),
    ("Sessions Trial No. 310 of 2023", "ST/310/2023"),
    ("सत्र परीक्षण संख्या 310/2023", "ST/310/2023"),
    ("Writ - C No. 12345 of 2025", "WPC/12345/2025"),
    ("WRIT - C No. - 12345 of 2025", "WPC/12345/2025"),
    ("WRIC 12345/2025", "WPC/12345/2025"),
    ("Writ-C 12345/2025", "WPC/12345/2025"),
    ("W.P.(C) No. 12345 of 2025", "WPC/12345/2025"),
    ("C.W.P. No. 12345 of 2025", "WPC/12345/2025"),
    ("CWJC No. 12345 of 2025", "WPC/12345/2025"),
    ("Writ - A No. 808 of 2024", "WPS/808/2024"),
    ("F.A.F.O. No. 88 of 2024", "FAO/88/2024"),
    ("FAFO 88/24", "FAO/88/2024"),
    ("FIRST APPEAL FROM ORDER No. - 88 of 2024", "FAO/88/2024"),
    ("F.A.O. 88/2024", "FAO/88/2024"),
    ("Complaint Case No. 145 of 2025", "CC/145/2025"),
    ("CC 145/25", "CC/145/2025"),
    ("cc 145/25", "CC/145/2025"),
    ("Consumer Complaint No. 145 of 2025", "CC/145/2025"),
    ("C.C. No. 145/2025", "CC/145/2025"),
    ("CC/145/2025", "CC/145/2025"),
    ("परिवाद संख्या 145/2025", "CC/145/2025"),
    ("Complaint Case No. 2231 of 2025 u/s 138 N.I. Act", "CC/2231/2025"),
    ("M.A.C.P. No. 233 of 2024", "MACP/233/2024"),
    ("MACP 233/24", "MACP/233/2024"),
    ("एम.ए.सी.पी. संख्या 233/2024", "MACP/233/2024"),
    ("M.V.O.P. No. 61 of 2023", "MVOP/61/2023"),
    ("Case No. 512 of 2025 u/s 144 BNSS", "CASE/512/2025"),
    ("वाद संख्या 512 सन् 2025", "CASE/512/2025"),
    ("M.Case/512/2025", "MC/512/2025"),
    ("Misc. Case No. 512 of 2025", "MC/512/2025"),
    ("Maintenance Case No. 44 of 2024", "MC/44/2024"),
    ("O.S. No. 77 of 2019", "OS/77/2019"),
    ("OS 77/19", "OS/77/2019"),
    ("मूल वाद संख्या 77 सन् 2019", "OS/77/2019"),
    ("मूल वाद संख्या ७७ सन् २०१९", "OS/77/2019"),
    ("OS_77-2025_2025-11-12.docx", "OS/77/2025"),
    ("CC_OS_1043-21_2026-02-11.jpg", "OS/1043/2021"),
    ("Misc. Application No. 3 of 2026", "MA/3/2026"),
    ("रिट याचिका सं. 12345/2025", "WP/12345/2025"),
    ("Writ 12345/25", "WP/12345/2025"),
    # Telangana / Andhra / Tamil Nadu / Kerala / Karnataka styles
    ("W.P. No. 14872 of 2025", "WP/14872/2025"),
    ("C.R.P. No. 2211 of 2025", "CRP/2211/2025"),
    ("Civil Revision Petition No. 2211 of 2025", "CRP/2211/2025"),
    ("C.M.A. No. 640 of 2025", "CMA/640/2025"),
    ("A.S. No. 58 of 2024", "AS/58/2024"),
    ("S.A. No. 12 of 2021", "SA/12/2021"),
    ("R.S.A. No. 12 of 2021", "SA/12/2021"),
    ("Second Appeal No. 12 of 2021", "SA/12/2021"),
    ("E.P. No. 9 of 2026", "EP/9/2026"),
    ("O.P. No. 1 of 2025", "OP/1/2025"),
    ("S.C. No. 45 of 2022", "SC/45/2022"),
    ("Sessions Case No. 45 of 2022", "SC/45/2022"),
    ("Crl.A. No. 77 of 2023", "CRLA/77/2023"),
    ("Criminal Appeal No. 77 of 2023", "CRLA/77/2023"),
    ("Crl.R.C. No. 19 of 2024", "CRLRC/19/2024"),
    ("Criminal Revision No. 19 of 2024", "CRLRC/19/2024"),
    ("Crl.P. No. 4 of 2023", "CRLP/4/2023"),
    ("Crl.O.P. No. 9876 of 2024", "CRLOP/9876/2024"),
    ("Crl.M.C. No. 301 of 2025", "CRLMC/301/2025"),
    ("W.A. No. 5 of 2026", "WA/5/2026"),
    ("H.M.O.P. No. 15 of 2022", "HMOP/15/2022"),
    ("G.W.O.P. No. 7 of 2023", "GWOP/7/2023"),
    ("R.C.C. No. 30 of 2020", "RCC/30/2020"),
    ("MACMA 1201/2019", "MACMA/1201/2019"),
    # Delhi / Punjab / Bombay / Calcutta / Supreme Court and tribunals
    ("CS(OS) 456/2024", "CSOS/456/2024"),
    ("CS(COMM) 88/2023", "COMMS/88/2023"),
    ("R.F.A. No. 301 of 2022", "FA/301/2022"),
    ("L.P.A. No. 19 of 2021", "LPA/19/2021"),
    ("CRM-M No. 1234 of 2025", "CRMM/1234/2025"),
    ("Crl.Rev.P. 77/2024", "CRLRC/77/2024"),
    ("Anticipatory Bail Application No. 1999 of 2025", "ABA/1999/2025"),
    ("ABA 1999/2025", "ABA/1999/2025"),
    ("SLP(C) No. 4321 of 2024", "SLPC/4321/2024"),
    ("S.L.P.(Crl.) No. 88 of 2025", "SLPCRL/88/2025"),
    ("Civil Appeal No. 3002 of 2019", "CA/3002/2019"),
    ("O.A. No. 55 of 2020", "OA/55/2020"),
    ("Arb. O.P. No. 12 of 2024", "ARBOP/12/2024"),
    ("ARB.P. 700/2023", "ARBP/700/2023"),
    ("Execution Case No. 18 of 2021", "EX/18/2021"),
    ("NDPS Case No. 9 of 2022", "NDPS/9/2022"),
    ("Spl. POCSO Case No. 14 of 2023", "POCSO/14/2023"),
    ("H.M.A. No. 300 of 2024", "HMA/300/2024"),
    ("Contempt Application No. 66 of 2025", "CONT/66/2025"),
    ("PIL No. 101 of 2024", "WPPIL/101/2024"),
    ("Transfer Petition No. 3 of 2025", "TP/3/2025"),
    ("O.S. No. 318 of 98", "OS/318/1998"),  # two-digit years 50-99 are the 1900s
    ("TSHY010012342025", "CNR/TSHY010012342025"),
]


@pytest.mark.parametrize("text, key", FORMS)
def test_every_written_form_gives_its_key(text, key):
    assert normalise_number(text) == key
    assert normalise_number(f"Listed today — {text} — adjourned.") == key


def test_the_table_has_at_least_sixty_forms_of_many_families():
    assert len(FORMS) >= 60
    assert len({key.split("/")[0] for _t, key in FORMS}) >= 40


@pytest.mark.parametrize(
    "text, code, num, year",
    [
        ("bail 4521 - AGA sought time", "BA", 4521, None),
        ("bail4521 12.3.26.txt", "BA", 4521, None),
        ("CC2231 compromise 26-2-26.txt", "CC", 2231, None),
        ("ST 310 - PW2 cross", "ST", 310, None),
        ("12345/25 - interim extended", None, 12345, 2025),
        ("kashyap 233/24 - ex parte", None, 233, 2024),
        ("HC 4521-2026 orders.pdf", None, 4521, 2026),
        ("Number 2231/2025. Copy given.", None, 2231, 2025),
    ],
)
def test_partial_forms_are_mentions_without_a_key(text, code, num, year):
    mentions = find_mentions(text)
    assert [(m.code, m.num, m.year) for m in mentions] == [(code, num, year)]
    assert mentions[0].key is None
    assert find_numbers(text) == []  # find_numbers lists whole numbers only


def test_an_application_in_a_case_written_without_its_type_stands_for_that_case():
    (m,) = find_mentions("MA 3/26 in 512/25 - recovery warrant")
    assert m.key == "MA/3/2026" and (m.main.code, m.main.num, m.main.year) == (None, 512, 2025)
    assert m.matched == "MA 3/26 in 512/25"
    assert find_numbers("MA 3/26 in 512/25") == [("MA/3/2026", "MA 3/26", (0, 7))]
    (ia,) = find_mentions("I.A. No. 402 of 2025 in O.S. No. 145 of 2025")
    assert ia.target.key == "OS/145/2025"


@pytest.mark.parametrize(
    "text",
    [
        "22/1/26 - Mishra ji, Ct.7", "next 12/3", "Next date 13/2", "para 12/3 of the plaint", "Rs. 4521",
        "Rs. 4521/-", "Rs. 4,75,000", "cheque No. 004521 dated 10.02.2025", "Cheque No. 4521/2025",
        "Case Crime No. 0318 of 2025", "FIR No. 412/2022", "M.L.C. No. 311/2022", "मु.अ.सं. 412/2022",
        "नकल प्रार्थना पत्र सं. 2398/2025", "diary no. SC/2291/2026", "Plot No. 12/41", "flat LIG-2/118",
        "r/o 2/77 Aliganj", "mobile 98390 12345", "call 9876543210", "u/s 307/34 IPC", "FY 24/25",
        "instalments of 2019-2021", "implant removal after 18-24 months", "order dated 12.03.2026",
        "the same as 5/2020 was said", "OS 318/2022123", "op1 op2 served", "PW-2 and DW-1 examined",
        "Ct.14 item 27", "IMG-20250709-WA0003.jpg", "IMG_20250709_192051.jpg", "scan0003.pdf",
        "12/25 bill", "05/2025 statement", "Roll No. A/F0271/2009",
    ],
)
def test_dates_amounts_and_other_registers_are_not_case_numbers(text):
    assert find_mentions(text) == []
    assert find_numbers(text) == []


def test_two_digit_years_and_dates_in_a_chain_are_never_split():
    assert find_mentions("22/11/25 ST 310/23") and find_mentions("22/11/25 ST 310/23")[0].key == "ST/310/2023"
    assert normalise_number("OS 77 - 12.03.2026") is None  # a date, not the year of O.S. 77


def test_general_words_match_their_specific_types_and_no_other():
    assert compatible("WP", "WPC") and compatible("WPC", "WP")
    assert not compatible("WPS", "WPC")  # Writ - A and Writ - C are different series
    assert compatible("CASE", "MACP") and compatible("MC", "CASE")
    assert compatible("BA", "ABA") and not compatible("ST", "CC")
    assert compatible("MACT", "MACP") and compatible("APPEAL", "AS")


def test_long_forms_are_kept_as_written_and_short_forms_shown_in_full():
    assert canonical_number("Crl. Misc. Bail Application No. 4521 of 2026") == \
        "Crl. Misc. Bail Application No. 4521 of 2026"
    assert canonical_number("wp 14872/25") == "W.P. No. 14872 of 2025"
    assert canonical_number("st 310/23") == "S.T. No. 310 of 2023"
    assert canonical_number("Writ-C 12345/2025") == "Writ-C No. 12345 of 2025"


def test_a_bare_number_and_year_registers_as_a_case_number():
    assert registration_key("512/2025") == "CASE/512/2025"
    assert registration_key("next week") is None


@pytest.mark.parametrize("case_type", [t for t in CASE_TYPES if t.code != "CASE"], ids=lambda t: t.code)
def test_every_family_round_trips_through_its_written_forms(case_type):
    key = f"{case_type.code}/1234/2024"
    for form in number_forms(key):
        assert normalise_number(form) == key, form


def test_every_family_is_documented():
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "registry-format.md").read_text(encoding="utf-8")
    missing = [t.code for t in CASE_TYPES if f"`{t.code}`" not in doc]
    assert missing == []
