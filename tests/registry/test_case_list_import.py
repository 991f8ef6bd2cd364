"""The case list a lawyer keeps (CSV, XLSX) and world.json of any version: imported with warnings and bad rows."""

import json
from datetime import date, datetime

import pytest

from tareekh.cli import run
from tareekh.errors import InputError

HEADER = ["S.No.", "NDOH", "Case No.", "Parties", "Short Name", "Court Hall", "Hon'ble Judge", "Opp. Counsel",
          "Client", "Stage", "Remarks"]
ROWS = [
    [1, "12.03.2026", "O.S. No. 318 of 2022", "Rajiv Mehra vs Sunil Joshi & another", "Mehra plot", "Hall 4",
     "Sri K. Judge", "Sri P. Counsel", "Rajiv Mehra", "cross of DW1", "call client"],
    [2, "5/1/27", "WP 14872/25", "Asha Nair vs State of Kerala & 2 others", "Asha Nair WP", "Court Hall 7",
     "Sri K. Judge", "Smt. R. Advocate", "", "hearing", ""],
    [3, "next week", "CRP 2211/25", "Pranahita Mills vs Ravi Steels", "", "", "", "", "", "", ""],
    [4, "", "Tadkal", "X vs Y", "", "", "", "", "", "", ""],
    [5, "", "", "", "", "", "", "", "", "", ""],
    [6, "14 Jan 2027", "OS 318/22", "again", "", "", "", "", "", "", ""],
    [7, "", "Crl. Misc. Bail Application No. 4521 of 2026", "Zubair Hasan vs State of U.P.", "Zubair bail",
     "Ct. 14", "Hon'ble Mr. Justice A. Saran", "Sri P. Counsel", "Zubair Hasan", "disposed", ""],
]


def _csv(path, header=HEADER, rows=ROWS, delimiter=","):
    import csv

    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, delimiter=delimiter)
        w.writerow(header)
        w.writerows(rows)
    return path


def _xlsx(path, header=HEADER, rows=ROWS, title_rows=1):
    import openpyxl

    book = openpyxl.Workbook()
    ws = book.active
    for _ in range(title_rows):
        ws.append(["Case diary of Adv. N. Rao — printed 01.12.2026"])
    ws.append(header)
    for r in rows:
        ws.append(r)
    book.save(path)
    return path


def test_a_csv_case_list_imports_its_good_rows_and_names_the_bad_ones(practice, tmp_path):
    report = practice.import_registry_file(_csv(tmp_path / "cases.csv"))
    assert report.shape == "sheet" and report.cases == 3
    assert [(b.row, b.reason.split(" (")[0]) for b in report.bad_rows] == [
        (4, "next date 'next week' is not a date"),
        (5, "'Tadkal' is not a case number Tareekh understands"),
        (7, "O.S. No. 318 of 2022 is also in row 2"),
    ]
    assert "column 'Remarks' is not imported" in report.warnings
    assert not any("S.No." in w for w in report.warnings)  # a serial column is skipped silently
    reg = practice.registry
    first = reg.find_case("OS 318/22")
    assert (first.next_date, first.court_hall, first.stage, first.short_name) == \
        ("2026-03-12", "Hall 4", "cross of DW1", "Mehra plot")
    assert [p.name for p in first.parties] == ["Rajiv Mehra", "Sunil Joshi"]
    assert reg.find_case("WP 14872/25").next_date == "2027-01-05"  # day first
    bail = reg.find_case("BA 4521/2026")
    assert bail.stage == "disposed" and bail.court_hall == "Ct. 14"
    # people given by name, one registry person per name
    assert [j.name for j in reg.judges()] == ["Sri K. Judge", "Hon'ble Mr. Justice A. Saran"]
    assert first.judge_id == reg.find_case("WP 14872/25").judge_id
    assert first.counsel_id == bail.counsel_id and len(reg.counsel()) == 2
    assert {c.name for c in reg.clients()} == {"Rajiv Mehra", "Zubair Hasan"}
    assert reg.resolve("Mehra plot - adjourned").case_id == first.id


def test_an_xlsx_case_list_with_a_title_row_and_real_excel_dates(practice, tmp_path):
    rows = [[1, datetime(2026, 3, 12), "O.S. No. 318 of 2022", "Rajiv Mehra vs Sunil Joshi", "Mehra plot", "",
             "", "", "", "", ""],
            [2, 46100, "WP 14872/25", "Asha Nair vs State of Kerala", "", "", "", "", "", "", ""],
            [3, date(2027, 2, 1), "31/2025", "", "Raut matter", "", "", "", "", "", ""]]
    report = practice.import_registry_file(_xlsx(tmp_path / "cases.xlsx", rows=rows, title_rows=2))
    assert report.cases == 3 and report.bad_rows == []
    reg = practice.registry
    assert reg.find_case("OS 318/22").next_date == "2026-03-12"
    assert reg.find_case("WP 14872/25").next_date == "2026-03-19"  # an Excel serial date in a number cell
    assert reg.find_case("Raut matter").number == "31/2025"


def test_columns_in_any_order_with_type_number_and_year_apart(practice, tmp_path):
    header = ["Year", "Next Date of Hearing", "Respondent", "Case Type", "No.", "Petitioner", "Opposite Advocate",
              "Status"]
    rows = [["2023", "20-11-2026", "State of U.P.", "S.T.", "310", "Deepesh Kale", "Sri A. Prosecutor", "Pending"],
            ["2024", "", "Kaveri General Insurance Co. Ltd.", "MACP", "233", "Manohar Dhond", "", "Disposed"]]
    report = practice.import_registry_file(_csv(tmp_path / "list.csv", header, rows, delimiter=";"))
    assert report.cases == 2 and report.bad_rows == []
    st = practice.registry.find_case("ST 310/23")
    assert st.title == "Deepesh Kale vs State of U.P." and st.next_date == "2026-11-20"
    assert practice.registry.get_counsel(st.counsel_id).name == "Sri A. Prosecutor"
    macp = practice.registry.find_case("MACP 233/24")
    assert (st.status, macp.status) == ("open", "closed")


def test_all_or_nothing_imports_nothing_when_a_row_is_bad(practice, tmp_path):
    with pytest.raises(InputError) as err:
        practice.import_registry_file(_csv(tmp_path / "cases.csv"), all_or_nothing=True)
    assert "3 bad rows, nothing imported" in str(err.value) and "row 5:" in str(err.value)
    assert practice.registry.list_cases() == [] and practice.registry.judges() == []


def test_a_row_already_in_the_registry_is_a_bad_row(practice, tmp_path):
    practice.registry.import_json({"cases": [{"id": "C7", "number": "O.S. No. 318 of 2022"}]})
    report = practice.import_registry_file(_csv(tmp_path / "cases.csv", rows=ROWS[:2]))
    assert report.cases == 1
    assert report.bad_rows[0].row == 2 and "already registered as case C7" in report.bad_rows[0].reason
    assert practice.registry.find_case("WP 14872/25").id == "C08"  # the next free id


@pytest.mark.parametrize("name, content, message", [
    ("no-header.csv", "a,b\n1,2\n", "no header row naming a case number column"),
    ("old.xls", "x", "save this .xls sheet as .xlsx or .csv"),
    ("broken.xlsx", "not a zip", "is not a readable Excel workbook"),
])
def test_a_sheet_that_cannot_be_read_says_why_and_imports_nothing(practice, tmp_path, name, content, message):
    (tmp_path / name).write_text(content)
    with pytest.raises(InputError, match=message):
        practice.import_registry_file(tmp_path / name)
    assert practice.registry.list_cases() == []


def test_a_csv_that_is_not_utf8_is_read_with_a_warning(practice, tmp_path):
    path = tmp_path / "cp1252.csv"
    path.write_bytes("Case No.,Short Name\nOS 12/2020,Caf\xe9 lease\n".encode("cp1252"))
    report = practice.import_registry_file(path)
    assert report.cases == 1 and any("Windows-1252" in w for w in report.warnings)
    assert practice.registry.find_case("OS 12/20").short_name == "Café lease"


def test_the_cli_prints_bad_rows_and_warnings_and_gives_them_in_json(home, tmp_path, capsys):
    path = _csv(tmp_path / "cases.csv")
    assert run(["init", "--home", str(home), "--registry", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Imported 3 cases" in out and "3 rows not imported:" in out and "  row 5: 'Tadkal'" in out
    assert "column 'Remarks' is not imported" in out
    assert run(["registry", "import", str(path), "--home", str(home), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["cases"] == 0 and len(data["bad_rows"]) == 6  # every row is registered or bad now
    assert data["warnings"] == ["column 'Remarks' is not imported"]
    assert run(["registry", "import", str(path), "--home", str(tmp_path / "h2"), "--all-or-nothing"]) == 2


def test_init_prints_the_keys_a_world_file_skipped(home, tmp_path, capsys):
    world = {"advocate": {}, "demo_day": {}, "opposing_counsel": [], "judges": [],
             "clients": [{"id": "CL1", "name": "Rajiv Mehra", "type": "individual", "note": "CALLS LATE"}],
             "cases": [{"id": "C1", "case_number": "S.T. No. 310 of 2023", "represents": "accused",
                        "summary": "ACQUITTED", "client_id": "CL1", "mood": "tense"}]}
    path = tmp_path / "world.json"
    path.write_text(json.dumps(world))
    assert run(["init", "--home", str(home), "--registry", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["imported"]["warnings"] == ["case C1 (S.T. No. 310 of 2023): unknown key 'mood' skipped"]
    assert data["imported"]["shape"] == "world" and data["cases"] == 1
    assert run(["cases", "--home", str(home), "--json"]) == 0
    case = json.loads(capsys.readouterr().out)[0]
    assert case["side"] == "accused" and "ACQUITTED" not in json.dumps(case)
