"""Any Indian court's case number is accepted, keyed stably, kept apart from its neighbours and found in notes.

The numbers and names here are made up; the shapes are the ones courts and tribunals across India write.
"""

from __future__ import annotations

import pytest

from tareekh.errors import InputError
from tareekh.ingest.filenames import parse_file_name
from tareekh.registry import Case
from tareekh.registry.numbers import find_mentions, registration_key

# (a number as registered, the key it must have, variants a lawyer writes for the same case)
SHAPES = [
    # Delhi High Court
    ("W.P.(C) 1234/2024", "WPC/1234/2024", ["W.P.(C) No. 1234 of 2024", "WP(C) 1234/24"]),
    ("CS(COMM) 55/2023", "COMMS/55/2023", ["C.S.(COMM) No. 55 of 2023", "CS(COMM) 55/23"]),
    # Bombay High Court: lodging numbers
    ("Arbitration Petition (L) No. 123 of 2024", "ARBPETNL/123/2024",
     ["Arbitration Petition (L) 123 of 2024", "Arbitration Petition (L) No. 123/2024"]),
    ("Interim Application (L) No. 4567 of 2024", "INTERIMAPPLNL/4567/2024",
     ["Interim Application (L) 4567/24", "Interim Application (L) No. 4567/2024"]),
    # Madras High Court and its Madurai bench
    ("Crl.O.P. No. 12345 of 2024", "CRLOP/12345/2024", ["Crl.O.P. 12345/24", "Crl.O.P.No.12345 of 2024"]),
    ("C.R.P.(NPD) No. 12 of 2023", "CRP/12/2023", ["C.R.P.(NPD) 12/2023"]),
    ("S.A.(MD) No. 5 of 2022", "SAMD/5/2022", ["S.A.(MD) 5/2022", "S.A.(MD) No. 5 of 22"]),
    # Calcutta High Court: an abbreviation the table does not know is still a type
    ("C.O. 1234 of 2023", "CO/1234/2023", ["C.O. No. 1234 of 2023", "CO 1234/23"]),
    ("SCC 2207/2023", "SCC/2207/2023", ["SCC No. 2207 of 2023", "SCC 2207/23", "SCC/2207/2023"]),
    ("PETN 61/2024", "PETN/61/2024", ["Petition No. 61 of 2024", "PETN/61/2024"]),
    # tribunals: the bench inside the number
    ("C.P.(IB) No. 123/MB/2024", "CPIB-MB/123/2024", ["CP(IB) 123/MB/24", "C.P.(IB) No. 123/MB/2024."]),
    ("ITA No. 1234/Mum/2023", "ITA-MUM/1234/2023", ["I.T.A. 1234/MUM/23", "ITA 1234/Mum/2023"]),
    ("O.A. No. 456 of 2022", "OA/456/2022", ["O.A. 456/2022", "OA 456/22"]),
    # a magistrate's complaint case: the register inside the number
    ("C.C. No. 7712/SS/2024", "CC-SS/7712/2024",
     ["CC 7712/SS/24", "C.C.7712/SS/2024", "CC/7712/SS/2024", "C.C. No. 7712 / SS / 2024"]),
    # a family court's letter-prefixed petition, and a letter-suffixed number
    ("Petition No. F-318 of 2024", "PETN-F/318/2024", ["Pet. F-318 of 24", "Petition No. F-318/2024"]),
    ("O.S. No. 123-A of 2021", "OS-A/123/2021", ["O.S. 123-A/2021", "OS 123A/21"]),
]


@pytest.mark.parametrize("number, key, variants", SHAPES, ids=[s[0] for s in SHAPES])
def test_every_court_shape_is_accepted_with_one_key_from_its_variants(number, key, variants):
    assert registration_key(number) == key
    for variant in variants:
        assert registration_key(variant) == key, variant


@pytest.mark.parametrize("number, key, variants", SHAPES, ids=[s[0] for s in SHAPES])
def test_every_court_shape_is_found_in_a_note_line_at_score_100(registry, number, key, variants):
    registry.add_case(Case(id="N1", number=number, short_name="Orchid lease",
                           title="Kanakavalli Iyer vs Orchid Estates"))
    for written in [number, *variants]:
        res = registry.resolve(f"10.03 - {written} - arguments heard, reserved. Next 14.04")
        assert res.case_id == "N1", written
        assert res.best.tier == "number" and res.best.score == 100, written


def test_a_number_with_a_register_and_one_without_are_kept_apart(registry):
    """3390/SS/2025 before a magistrate's register and 3390/2025 of another court are different cases."""
    assert registration_key("C.C. No. 7712/SS/2024") != registration_key("C.C. No. 7712 of 2024")
    registry.add_case(Case(id="N1", number="C.C. No. 7712/SS/2024", short_name="Gupta cheque"))
    registry.add_case(Case(id="N2", number="C.C. No. 7712 of 2024", short_name="Varghese complaint"))
    with_register = registry.resolve("CC 7712/SS/24 - complainant's evidence")
    assert with_register.case_id == "N1" and with_register.best.score == 100
    without = registry.resolve("CC 7712/2024 - complainant's evidence")
    assert without.case_id == "N2" and without.best.score == 100


def test_a_register_written_in_a_note_never_files_under_a_case_registered_without_it(registry):
    registry.add_case(Case(id="N2", number="C.C. No. 7712 of 2024", short_name="Varghese complaint"))
    res = registry.resolve("CC 7712/SS/24 - complainant's evidence")
    assert res.case_id is None and res.needs_review


def test_a_number_written_without_its_register_finds_the_case_registered_with_it_below_100(registry):
    registry.add_case(Case(id="N1", number="C.C. No. 7712/SS/2024", short_name="Gupta cheque"))
    res = registry.resolve("CC 7712/2024 - complainant's evidence")
    assert res.case_id == "N1" and res.best.tier == "number" and res.best.score < 100


def test_two_benches_of_one_tribunal_are_different_cases(registry):
    registry.add_case(Case(id="N1", number="ITA No. 1234/Mum/2023", short_name="Shah assessment"))
    registry.add_case(Case(id="N2", number="ITA No. 1234/Del/2023", short_name="Kapoor assessment"))
    assert registry.resolve("ITA 1234/Del/23 - adjourned").case_id == "N2"
    assert registry.resolve("ITA 1234/Mum/23 - adjourned").case_id == "N1"


def test_a_letter_series_number_without_its_type_finds_its_case(registry):
    registry.add_case(Case(id="N1", number="Petition No. F-318 of 2024", short_name="Menon custody"))
    registry.add_case(Case(id="N2", number="O.S. No. 318 of 2024", short_name="Rao boundary"))
    res = registry.resolve("F-318/2024 counselling report filed")
    assert res.case_id == "N1" and res.best.tier == "number"


def test_any_number_with_a_digit_is_accepted_and_found_by_its_exact_key(registry):
    """The last resort: a lawyer's own number is never refused when it has a digit."""
    key = registration_key("Old ref 77B-Q")
    assert key == "REF/OLDREF77BQ"
    assert registration_key("old REF 77b q") == key
    registry.add_case(Case(id="N1", number="Old ref 77B-Q", short_name="Bose estate"))
    assert registry.get_case("N1").number == "Old ref 77B-Q"


def test_a_number_with_no_digit_is_still_refused_with_a_clear_message(registry):
    assert registration_key("Tadkal") is None
    with pytest.raises(InputError, match="'Tadkal' is not a case number Tareekh understands"):
        registry.add_case(Case(id="N1", number="Tadkal", short_name="x"))


def test_today_keys_of_working_shapes_are_unchanged():
    assert registration_key("Arbitration Petition (L) No. 123 of 2024") == "ARBPETNL/123/2024"
    assert registration_key("O.S. No. 318 of 2022") == "OS/318/2022"
    assert registration_key("Election Petition No. 3 of 2024") == "ELECTIONPETN/3/2024"
    assert registration_key("512/2025") == "CASE/512/2025"
    assert registration_key("ST-4567/2024") == "ST/4567/2024"


@pytest.mark.parametrize("name, key", [
    ("CC_7712_SS_2024 order.jpg", "CC-SS/7712/2024"),
    ("CC 7712-SS-24.pdf", "CC-SS/7712/2024"),
    ("ITA_1234_Mum_2023 appeal memo.pdf", "ITA-MUM/1234/2023"),
])
def test_a_file_name_carries_a_number_with_its_register(name, key):
    assert key in [k for k, _written in parse_file_name(name).numbers]


def test_a_date_with_a_month_name_is_not_a_register():
    assert registration_key("O.S. 12/Jan/2024") != "OS-JAN/12/2024"
    assert parse_file_name("hearing 12 Jan 2024.jpg").numbers == []
    assert parse_file_name("OS 318-22 hearing 3 June 2024.jpg").numbers == [("OS/318/2022", "OS 318/22")]
    for line in ("WP 1234/25 listed on 3/June/2024", "CC 7712/SS/24 next 15-Mar-2025"):
        assert all(m.series in (None, "SS") for m in find_mentions(line)), line


def test_the_case_list_import_accepts_registers_and_letter_series(practice, tmp_path):
    import csv

    path = tmp_path / "cases.csv"
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["Case No.", "Parties", "Short Name"])
        w.writerow(["C.C. No. 7712/SS/2024", "Ravi Gupta vs Sunil Dube", "Gupta cheque"])
        w.writerow(["Petition No. F-318 of 2024", "Anita Menon vs Rajiv Menon", "Menon custody"])
        w.writerow(["SCC 2207/2023", "Dutta vs Banerjee", "Dutta small cause"])
        w.writerow(["Tadkal", "X vs Y", ""])
    report = practice.import_registry_file(path)
    assert report.cases == 3
    assert [b.reason.split(" (")[0] for b in report.bad_rows] == ["'Tadkal' is not a case number Tareekh understands"]
    assert practice.registry.resolve("CC 7712/SS/24 evidence").best.score == 100


def test_letters_before_a_typeless_number_never_pick_another_series(registry):
    registry.add_case(Case(id="N1", number="C.C. No. 7712/SS/2024", short_name="Gupta cheque"))
    registry.add_case(Case(id="N2", number="O.S. No. 905 of 2024", short_name="Rao boundary"))
    assert registry.resolve("QX-7712/2024 listed").case_id is None
    assert registry.resolve("QX-905/2024 listed").case_id == "N2"  # letters that are no series of a case


def test_a_case_list_with_a_type_column_keeps_the_type_of_a_number_with_a_register(practice, tmp_path):
    import csv

    path = tmp_path / "cases.csv"
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["Case Type", "Case No.", "Year", "Parties"])
        w.writerow(["C.C.", "7712/SS/2024", "", "Ravi Gupta vs Sunil Dube"])
        w.writerow(["O.S.", "318", "2022", "Anil Rao vs Sunil Joshi"])
        w.writerow(["O.S.", "905-2024", "", "Kanakavalli Iyer vs Orchid Estates"])
    report = practice.import_registry_file(path)
    assert report.cases == 3 and not report.bad_rows
    keys = {practice.registry.resolve(n).case_id for n in ("CC 7712/SS/24", "OS 318/22", "O.S. 905/2024")}
    assert None not in keys and len(keys) == 3


def test_a_number_with_its_register_but_no_type_finds_only_that_register(registry):
    registry.add_case(Case(id="N1", number="C.C. No. 7712/SS/2024", short_name="Gupta cheque"))
    registry.add_case(Case(id="N2", number="O.S. No. 7713 of 2024", short_name="Rao boundary"))
    res = registry.resolve("7712/SS/2024 - plea recorded")
    assert res.case_id == "N1" and res.best.tier == "number"
    assert registry.resolve("7713/SS/2024 - plea recorded").case_id is None


def test_a_revenue_courts_number_no_rule_reads_is_found_where_a_note_writes_it(registry):
    """A serial, a register in any script and a fiscal year ("0412/बी-121/2023-24") is kept as written, and a note
    or an order writing the same groups in that order (with the register, without it, in Devanagari digits) names
    its case; the same serial in another year, or a date, does not."""
    registry.add_case(Case(id="R1", number="रा.प्र.क्र. 0412/बी-121/2023-24", short_name="Kesarbai mutation"))
    registry.add_case(Case(id="R2", number="प्र.क्र. 0412/अपील/2024-25", short_name="Umraopur demarcation appeal"))
    assert registry.get_case("R1").number.startswith("रा.प्र.क्र.")
    for note in ("तहसील न्यायालय - प्रकरण क्रमांक 0412/बी-121/2023-24 में आदेश हेतु",
                 "Tehsildar court, case 412/B-121/2023-24: patwari report awaited",
                 "प्रकरण ०४१२/बी-१२१/२०२३-२४ - पेशी"):
        res = registry.resolve(note)
        assert (res.case_id, res.best.tier) == ("R1", "number"), note
    assert registry.resolve("SDO court 0412/अपील/2024-25 - arguments heard").case_id == "R2"
    dated = registry.resolve("patwari came on 04/12/2023, asked for 2024-25 khasra")
    assert dated.best is None or dated.best.tier != "number"
