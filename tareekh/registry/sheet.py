"""The case list lawyers keep: a CSV or XLSX sheet with a header row, read into registry cases.

Columns are matched by their header, in any order and in the usual spellings ("Case No.", "Case Number",
"Parties", "Next Date", "NDOH", "Court Hall", "Opp. Counsel", ...); a sheet may also give the type, number and
year of a case in three columns. Judges, opposing counsel and clients given by name become registry people,
one per name (an existing person of that name is reused). Dates are read day first ("12.03.2026",
"12/3/26", "12 Mar 2026") and real Excel dates are taken as they are. A row that cannot be imported is a
`BadRow` with its row number (as the spreadsheet shows it) and the reason.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from tareekh.errors import InputError
from tareekh.registry.aliases import fold, words
from tareekh.registry.models import BadRow, Case, Client, Counsel, Judge
from tareekh.registry.numbers import normalise_number, registration_key

# Header (folded: lower case, punctuation as spaces) -> field. Checked first; then the rules in _guess_field.
HEADERS: dict[str, str] = {}
for _field, _names in {
    "number": ["case no", "case number", "case num", "case no year", "case no and year", "case", "number",
               "case ref", "case reference", "suit no", "petition no", "matter no", "matter number", "reg no",
               "registration no", "registration number", "case registration no", "case details", "no"],
    "type": ["case type", "type", "type of case", "case category"],
    "year": ["year", "case year"],
    "title": ["title", "cause title", "case title", "parties", "party names", "name of parties", "parties name",
              "petitioner vs respondent", "plaintiff vs defendant", "matter", "cause"],
    "party_a": ["petitioner", "petitioners", "plaintiff", "plaintiffs", "appellant", "appellants", "complainant",
                "applicant", "claimant", "first party", "petitioner name", "plaintiff name"],
    "party_b": ["respondent", "respondents", "defendant", "defendants", "accused", "opposite party",
                "opposite parties", "opp party", "second party", "respondent name", "defendant name"],
    "short_name": ["short name", "short", "name", "nickname", "nick name", "our name", "short title",
                   "matter name", "case name", "file name", "alias name"],
    "court": ["court", "court name", "forum", "court complex", "establishment", "court establishment"],
    "court_hall": ["court hall", "hall", "court no", "court room", "courtroom", "ct no", "room", "bench no",
                   "court number", "hall no"],
    "judge": ["judge", "judge name", "presiding officer", "coram", "bench", "hon ble judge", "honble judge",
              "before", "judge court"],
    "counsel": ["opposing counsel", "opp counsel", "opposite counsel", "opposite advocate", "opp advocate",
                "other side counsel", "counsel for other side", "other counsel", "respondent counsel",
                "counsel", "o c", "oc", "other side advocate", "opponent advocate", "other side",
                "opposite side counsel", "opp adv"],
    "client": ["client", "client name", "our client", "party", "client s name", "clients name"],
    "side": ["side", "appearing for", "we appear for", "represents", "our side", "on behalf of",
             "appearing on behalf of"],
    "next_date": ["next date", "ndoh", "next date of hearing", "next hearing", "next hearing date", "next dt",
                  "nd", "hearing date", "date of hearing", "listed on", "next", "adjourned to", "date",
                  "next listing", "next listing date"],
    "stage": ["stage", "purpose", "listed for", "posted for", "next stage", "stage of case", "next purpose",
              "purpose of hearing", "status of case"],
    "nature": ["nature", "nature of case", "subject", "category", "subject matter", "description"],
    "cnr": ["cnr", "cnr no", "cnr number"],
    "filed_on": ["filed on", "date of filing", "filing date", "institution date", "dof", "filed",
                 "instituted on", "date of institution", "registration date"],
    "status": ["status", "case status", "disposed", "open closed"],
    "id": ["id", "case id"],
    "aliases": ["aliases", "alias", "also called", "other names", "known as"],
}.items():
    for _n in _names:
        HEADERS[_n] = _field
SERIAL = {"s no", "sl no", "sr no", "serial", "serial no", "sno", "slno", "srno", "s n", "sl", "sr", ""}

_STATUS = {
    "open": "open", "pending": "open", "running": "open", "active": "open", "alive": "open", "live": "open",
    "closed": "closed", "disposed": "closed", "decided": "closed", "dismissed": "closed", "allowed": "closed",
    "withdrawn": "closed", "settled": "closed", "compromised": "closed", "disposed off": "closed",
    "disposed of": "closed", "compounded": "closed",
}
_MONTHS = {m: i for i, names in enumerate(
    [("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"), ("may",), ("jun", "june"),
     ("jul", "july"), ("aug", "august"), ("sep", "sept", "september"), ("oct", "october"), ("nov", "november"),
     ("dec", "december")], start=1) for m in names}
_DMY = re.compile(r"^\s*(\d{1,2})\s*[./\-]\s*(\d{1,2})\s*[./\-]\s*(\d{4}|\d{2})\s*$")
_YMD = re.compile(r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?\s*$")
_D_MON_Y = re.compile(r"^\s*(\d{1,2})(?:st|nd|rd|th)?[\s\-./]+([A-Za-z]{3,9})\.?[\s\-./,]+(\d{4}|\d{2})\s*$")
_MON_D_Y = re.compile(r"^\s*([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\s*$")
_EXCEL_EPOCH = date(1899, 12, 30)


def field_for_header(header: Any) -> str | None:
    """The registry field a column header means, or None ('Remarks', 'Fees')."""
    h = " ".join(fold(str(header or "")).split())
    if h in HEADERS:
        return HEADERS[h]
    ws = h.split()
    has = set(ws).__contains__
    rules = [
        ("cnr", has("cnr")),
        ("next_date", has("next") and (has("date") or has("dt") or has("hearing"))),
        ("filed_on", has("filing") or has("filed") or has("institution")),
        ("judge", has("judge") or has("coram")),
        ("counsel", (has("counsel") or has("advocate") or has("lawyer")) and not has("our")),
        ("client", has("client")),
        ("stage", has("stage") or has("purpose") or has("posted")),
        ("title", has("title") or has("parties")),
        ("short_name", has("short") or has("nickname")),
        ("court_hall", has("hall") or has("room")),
        ("court", has("court") or has("forum")),
        ("number", (has("case") or has("suit") or has("petition")) and (has("no") or has("number"))),
        ("type", has("type")),
        ("year", has("year")),
        ("status", has("status")),
        ("nature", has("nature")),
        ("party_a", has("petitioner") or has("plaintiff") or has("appellant") or has("complainant")),
        ("party_b", has("respondent") or has("defendant") or has("accused")),
    ]
    return next((f for f, ok in rules if ok), None)


def parse_date(value: Any) -> str | None:
    """An ISO date from a sheet cell, read day first; None for an empty cell; InputError if not a date."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, datetime):
        return value.date().isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if 20000 <= value <= 80000:  # an Excel serial date in a cell without a date format
            return (_EXCEL_EPOCH + timedelta(days=int(value))).isoformat()
        raise InputError(f"'{value}' is not a date")
    text = str(value).strip()
    try:
        if m := _YMD.match(text):
            return date(int(m[1]), int(m[2]), int(m[3])).isoformat()
        if m := _DMY.match(text):
            year = int(m[3]) + (2000 if len(m[3]) == 2 and int(m[3]) < 50 else 1900 if len(m[3]) == 2 else 0)
            return date(year, int(m[2]), int(m[1])).isoformat()
        if (m := _D_MON_Y.match(text)) and m[2].lower() in _MONTHS:
            year = int(m[3]) + (2000 if len(m[3]) == 2 else 0)
            return date(year, _MONTHS[m[2].lower()], int(m[1])).isoformat()
        if (m := _MON_D_Y.match(text)) and m[1].lower() in _MONTHS:
            return date(int(m[3]), _MONTHS[m[1].lower()], int(m[2])).isoformat()
    except ValueError:
        pass
    raise InputError(f"'{text}' is not a date (write it day first, like 12.03.2026)")


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, (datetime, date)):
        return value.isoformat()[:10]
    return " ".join(str(value).split())


@dataclass
class CaseList:
    """A sheet read into cases (each with its row number), the people they name, and what was skipped."""

    rows: list[tuple[int, Case]] = field(default_factory=list)
    people: dict[str, list] = field(default_factory=lambda: {"judges": [], "counsel": [], "clients": []})
    warnings: list[str] = field(default_factory=list)
    bad_rows: list[BadRow] = field(default_factory=list)


def _read_csv(path: Path, warnings: list[str]) -> list[tuple[int, list[Any]]]:
    raw = path.read_bytes()
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = raw.decode("utf-16")
    else:
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = raw.decode("cp1252", errors="replace")
            warnings.append(f"{path.name} is not UTF-8; read as Windows-1252 (save it as 'CSV UTF-8' to be sure)")
    sample = text[:4096]
    try:
        dialect: Any = csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        dialect = "excel-tab" if path.suffix.lower() == ".tsv" else "excel"
    return list(enumerate(csv.reader(io.StringIO(text, newline=""), dialect), start=1))


def _read_xlsx(path: Path) -> list[tuple[int, list[Any]]]:
    try:
        import openpyxl
    except ImportError:  # pragma: no cover - a dependency of Tareekh
        raise InputError("reading .xlsx needs the openpyxl package (pip install openpyxl)") from None
    try:
        book = openpyxl.load_workbook(path, data_only=True)
    except Exception as exc:  # noqa: BLE001 - openpyxl raises many kinds for a damaged file
        raise InputError(f"{path.name} is not a readable Excel workbook ({type(exc).__name__}: {exc})") from None
    try:
        sheets = [book.active] + [ws for ws in book.worksheets if ws is not book.active]
        for ws in sheets:
            rows = [(i, list(r)) for i, r in enumerate(ws.iter_rows(min_row=1, max_row=ws.max_row, values_only=True),
                                                        start=1)]
            if _header_at(rows) is not None:
                return rows
        return [(i, list(r)) for i, r in enumerate(book.active.iter_rows(values_only=True), start=1)]
    finally:
        book.close()


def _header_at(rows: list[tuple[int, list[Any]]]) -> int | None:
    """The index in `rows` of the header: the first of the first 15 rows naming a case number column and
    one more known column."""
    for i, (_n, cells) in enumerate(rows[:15]):
        fields = [field_for_header(c) for c in cells if _cell(c)]
        if ("number" in fields or "type" in fields) and len([f for f in fields if f]) >= 2:
            return i
    return None


class _People:
    """Judges, counsel and clients named in a sheet: one per name, existing ones reused."""

    PREFIX = {"judges": "J", "counsel": "OC", "clients": "CL"}
    MODEL = {"judges": Judge, "counsel": Counsel, "clients": Client}

    def __init__(self, registry) -> None:
        self.by_name: dict[str, dict[str, str]] = {k: {} for k in self.PREFIX}
        self.used_ids: dict[str, set[str]] = {k: set() for k in self.PREFIX}
        self.new: dict[str, list] = {k: [] for k in self.PREFIX}
        for table in self.PREFIX:
            for pid, name in registry.conn.execute(f"SELECT id, name FROM {table}"):
                self.used_ids[table].add(pid)
                self.by_name[table].setdefault(" ".join(words(name)), pid)

    def id_for(self, table: str, name: str) -> str | None:
        key = " ".join(words(name))
        if not key:
            return None
        if key in self.by_name[table]:
            return self.by_name[table][key]
        n = 1
        while f"{self.PREFIX[table]}{n}" in self.used_ids[table]:
            n += 1
        pid = f"{self.PREFIX[table]}{n}"
        self.used_ids[table].add(pid)
        self.by_name[table][key] = pid
        self.new[table].append(self.MODEL[table](id=pid, name=name))
        return pid


def _number_of(values: dict[str, str]) -> str:
    number, kind, year = values.get("number", ""), values.get("type", ""), values.get("year", "")
    if kind and number and not _reads_alone(number):
        if re.fullmatch(r"\d{1,6}", number) and year:
            return f"{kind} No. {number} of {year}"
        if re.fullmatch(r"\d{1,6}\s*[/-]\s*\d{2,4}", number):
            return f"{kind} {number.replace('-', '/')}"
        if re.search(r"\d.*(?:/|-|\bof)\s*\d{2,4}\s*$", number):
            return f"{kind} No. {number}"  # "7712/SS/2025", "F-318 of 2025": the type column names it
    if number and re.fullmatch(r"\d{1,6}", number) and year:
        return f"{number}/{year}"
    return number


def _reads_alone(number: str) -> bool:
    """A number cell that names its case without the type column: 'O.S. 318/2022' or a bare '318/2022'."""
    return bool(normalise_number(number)
                or re.fullmatch(r"\s*\d{1,6}\s*(?:/|of)\s*(?:(?:19|20)\d{2}|\d{2})\s*", number))


def read_case_list(registry, path: str | Path) -> CaseList:
    """Read a CSV or XLSX case list into cases; InputError when the file has no recognisable header."""
    p = Path(path)
    if not p.is_file():
        raise InputError(f"case list {p} does not exist")
    suffix = p.suffix.lower()
    if suffix in (".xls", ".ods"):
        raise InputError(f"{p.name}: save this {suffix} sheet as .xlsx or .csv first (Tareekh reads those)")
    out = CaseList()
    rows = _read_xlsx(p) if suffix in (".xlsx", ".xlsm") else _read_csv(p, out.warnings)
    at = _header_at(rows)
    if at is None:
        raise InputError(f"{p.name}: no header row naming a case number column (for example 'Case No.') "
                         "was found in its first 15 rows")
    header_row, header = rows[at]
    columns: dict[int, str] = {}
    taken: dict[str, int] = {}
    for i, h in enumerate(header):
        name = _cell(h)
        f = field_for_header(h)
        folded = " ".join(fold(name).split())
        if f is None:
            if folded not in SERIAL and name:
                out.warnings.append(f"column '{name}' is not imported")
            continue
        if f in taken:
            out.warnings.append(f"column '{name}' repeats '{_cell(header[taken[f]])}'; only the first is imported")
            continue
        taken[f] = i
        columns[i] = f
    if "number" not in taken:
        raise InputError(f"{p.name}: no case number column (headers: {', '.join(_cell(h) for h in header if _cell(h))})")
    people = _People(registry)
    for row_number, cells in rows[at + 1:]:
        values = {f: _cell(cells[i]) for i, f in columns.items() if i < len(cells)}
        raw = {f: cells[i] for i, f in columns.items() if i < len(cells)}
        if not any(values.get(f) for f in ("number", "title", "short_name", "party_a", "party_b")):
            continue  # an empty or decorative row
        try:
            case = _row_case(values, raw, people, out.warnings, row_number)
        except InputError as exc:
            out.bad_rows.append(BadRow(row=row_number, reason=str(exc)))
            continue
        out.rows.append((row_number, case))
    out.people = people.new
    if not out.rows and not out.bad_rows:
        out.warnings.append(f"{p.name}: the header is in row {header_row} but no case follows it")
    return out


def _row_case(values: dict[str, str], raw: dict[str, Any], people: _People, warnings: list[str],
              row: int) -> Case:
    number = _number_of(values)
    if not number:
        raise InputError("no case number")
    if not registration_key(number):
        raise InputError(f"'{number}' is not a case number Tareekh understands (write it like 'O.S. No. 318 of 2022')")
    data: dict[str, Any] = {"id": values.get("id", ""), "number": number}
    title = values.get("title", "")
    if not title and (values.get("party_a") or values.get("party_b")):
        title = " vs ".join(v for v in (values.get("party_a"), values.get("party_b")) if v)
    for f, v in (("title", title), ("short_name", values.get("short_name")), ("court", values.get("court")),
                 ("court_hall", values.get("court_hall")), ("stage", values.get("stage")),
                 ("nature", values.get("nature")), ("cnr", values.get("cnr")),
                 ("side", (values.get("side") or "").lower() or None)):
        if v:
            data[f] = v
    for f, what in (("next_date", "next date"), ("filed_on", "filing date")):
        try:
            iso = parse_date(raw.get(f))
        except InputError as exc:
            raise InputError(f"{what} {exc}") from None
        if iso:
            data[f] = iso
    status = values.get("status", "").lower()
    if status:
        if status in _STATUS:
            data["status"] = _STATUS[status]
        elif status.split()[0] in _STATUS:
            data["status"] = _STATUS[status.split()[0]]
        else:
            warnings.append(f"row {row}: status '{values['status']}' is not open or closed; the case is open")
    for f, table, id_field in (("judge", "judges", "judge_id"), ("counsel", "counsel", "counsel_id"),
                               ("client", "clients", "client_id")):
        name = values.get(f)
        if name:
            data[id_field] = people.id_for(table, name)
    if values.get("aliases"):
        data["aliases"] = [a.strip() for a in re.split(r"[;,|]", values["aliases"]) if a.strip()]
    try:
        return Case(**data)
    except Exception as exc:  # noqa: BLE001 - pydantic names the field
        raise InputError(f"{exc}") from None
