"""Import and export of the registry: the project's own JSON format, the world.json shape, and case lists.

A JSON registry is validated whole and then written in one transaction: a problem is an InputError naming the
case and the field, and a failed import changes nothing. Keys an import does not know are skipped and listed
as warnings (never a refusal), except in the project's own format where a key that looks like a misspelt
known key ("shortname") is refused, because skipping it would lose data. A case list (CSV or XLSX,
`tareekh/registry/sheet.py`) is imported row by row: bad rows are reported with their row number and reason,
and the good rows are imported, or, asked for all or nothing, none.

Behaviour is never imported: a judge's temperament or habits, a counsel's style or tactics, client notes and
case summaries are dropped, whatever the file's shape.
"""

from __future__ import annotations

import difflib
import json
import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from tareekh.errors import ConflictError, InputError, TareekhError
from tareekh.registry.aliases import parties_from_title
from tareekh.registry.models import BadRow, Case, Client, Counsel, Judge
from tareekh.registry.numbers import display_number, registration_key
from tareekh.registry.identity import different_cases

FORMAT = "tareekh-registry"
VERSION = 1
_TOP = {"format", "version", "judges", "counsel", "clients", "cases"}
_PEOPLE: list[tuple[str, str, type[BaseModel]]] = [
    ("judges", "judge", Judge), ("counsel", "counsel", Counsel), ("clients", "client", Client),
]
# Keys that describe how a person behaves or how a case ended: dropped from every file, with a warning in
# the own format (the world shape's are documented and dropped silently).
_BEHAVIOUR = {"temperament", "habits", "style", "tactics", "note", "notes", "summary", "one_line_summary",
              "behaviour", "behavior", "personality", "remarks_about"}

# world.json: what is kept (renamed where needed), what is dropped because it describes behaviour or an
# outcome the notes must teach, and what is not registry data at all.
_WORLD_TOP_KEEP = {"judges", "opposing_counsel", "counsel", "clients", "cases"}
_WORLD_TOP_IGNORE = {"advocate", "calendar", "demo_day"}
_WORLD_JUDGE = {"keep": {"id", "name", "short", "court", "court_hall", "level"},
                "drop": {"temperament", "habits"}}
_WORLD_COUNSEL = {"keep": {"id", "name", "chamber"}, "drop": {"style", "tactics"}}
_WORLD_CLIENT = {"keep": {"id", "name"}, "drop": {"note", "type"}}
_WORLD_CASE_MAP = {
    "id": "id", "case_number": "number", "number": "number", "judge_id": "judge_id", "title": "title",
    "client_id": "client_id", "opposing_counsel_id": "counsel_id", "counsel_id": "counsel_id", "nature": "nature",
    "filed_on": "filed_on", "court": "court", "short_name": "short_name", "next_date": "next_date",
    "listed_for_next": "stage", "stage": "stage", "cnr": "cnr", "court_hall": "court_hall", "side": "side",
    "represents": "side",
}
_WORLD_CASE_DROP = {"kind", "final_listed_for", "one_line_summary", "summary", "court_level"}


class ImportReport(BaseModel):
    """What an import did: counts, what it skipped (warnings) and the rows it refused."""

    file: str | None = None
    shape: str  # 'tareekh', 'world', 'sheet'
    cases: int = 0
    judges: int = 0
    counsel: int = 0
    clients: int = 0
    warnings: list[str] = Field(default_factory=list)
    bad_rows: list[BadRow] = Field(default_factory=list)

    def __getitem__(self, key: str) -> Any:  # the CLI and older callers read it like the dict it was
        return getattr(self, key)


def _where(kind: str, item: Any, i: int) -> str:
    if isinstance(item, dict):
        label = item.get("id") or f"#{i + 1}"
        number = item.get("number") or item.get("case_number")
        return f"{kind} {label}" + (f" ({number})" if number and kind == "case" else "")
    return f"{kind} #{i + 1}"


def _did_you_mean(key: str, known: set[str]) -> str | None:
    close = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.75)
    return close[0] if close else None


def _sort_keys(item: dict, known: set[str], where: str, warnings: list[str], *, strict: bool) -> dict:
    """The known keys of `item`; behaviour keys dropped and unknown keys skipped, each with a warning.

    `strict`: a key that looks like a misspelt known key is refused (the own format)."""
    kept = {}
    for k, v in item.items():
        if k in known:
            kept[k] = v
            continue
        if k in _BEHAVIOUR:
            warnings.append(f"{where}: '{k}' describes behaviour or an outcome and is not kept "
                            "(Tareekh learns that from your notes)")
            continue
        near = _did_you_mean(k, known) if strict else None
        if near:
            raise InputError(f"registry file: {where}: unknown key '{k}' (did you mean '{near}'?)")
        warnings.append(f"{where}: unknown key '{k}' skipped")
    return kept


def _model(model: type[BaseModel], item: Any, where: str, warnings: list[str], strict: bool) -> BaseModel:
    if not isinstance(item, dict):
        raise InputError(f"registry file: {where}: expected an object, got {type(item).__name__}")
    item = _sort_keys(item, set(model.model_fields), where, warnings, strict=strict)
    try:
        return model.model_validate(item)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err["loc"]) or "?"
        if err["type"] == "missing":
            raise InputError(f"registry file: {where}: missing field '{field}'") from None
        raise InputError(f"registry file: {where}: field '{field}': {err['msg']}") from None


def validate_registry(data: Any, warnings: list[str] | None = None) -> tuple[dict[str, list], list[Case]]:
    """Parse and check a registry document; raise InputError naming the first problem.

    Skipped keys are appended to `warnings`."""
    warnings = [] if warnings is None else warnings
    if not isinstance(data, dict):
        raise InputError("registry file: expected a JSON object with 'cases' (see docs/registry-format.md)")
    if data.get("format", FORMAT) != FORMAT:
        raise InputError(f"registry file: format '{data.get('format')}' is not '{FORMAT}'")
    version = data.get("version", VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise InputError(f"registry file: version {version!r} is not a version number")
    if version > VERSION:
        warnings.append(f"version {version} is newer than this Tareekh reads ({VERSION}): keys it does not know "
                        "are skipped")
    strict = version == VERSION
    data = _sort_keys(data, _TOP, "top level", warnings, strict=strict)
    if "cases" not in data:
        raise InputError("registry file: missing field 'cases'")
    people: dict[str, list] = {}
    for key, kind, model in _PEOPLE:
        items = data.get(key, [])
        if not isinstance(items, list):
            raise InputError(f"registry file: '{key}' must be a list")
        parsed = [_model(model, item, _where(kind, item, i), warnings, strict) for i, item in enumerate(items)]
        ids = [p.id for p in parsed]
        dup = next((x for x in ids if ids.count(x) > 1), None)
        if dup:
            raise InputError(f"registry file: {kind} id '{dup}' appears twice")
        people[key] = parsed
    if not isinstance(data["cases"], list):
        raise InputError("registry file: 'cases' must be a list")
    cases = [_model(Case, item, _where("case", item, i), warnings, strict) for i, item in enumerate(data["cases"])]
    seen_ids: set[str] = set()
    seen_keys: dict[str, list[Case]] = {}
    for case in cases:
        where = f"case {case.id} ({case.number})"
        if case.id in seen_ids:
            raise InputError(f"registry file: {where}: case id '{case.id}' appears twice")
        seen_ids.add(case.id)
        key = registration_key(case.number)
        for other in seen_keys.get(key or "", []):
            if not different_cases(case.number, case.court, other.number, other.court):
                raise InputError(
                    f"registry file: {where}: duplicate case number {display_number(key)} (also case {other.id})"
                )
        if key:
            seen_keys.setdefault(key, []).append(case)
    return people, cases  # type: ignore[return-value]


def _known_people(registry, people: dict[str, list], replace: bool) -> dict[str, set[str]]:
    known = {key: {p.id for p in items} for key, items in people.items()}
    if not replace:
        for key, _kind, _m in _PEOPLE:
            known[key] |= {r[0] for r in registry.conn.execute(f"SELECT id FROM {key}")}
    return known


def import_registry(registry, data: Any, *, replace: bool = False, warnings: list[str] | None = None) -> dict:
    """Validate `data` (own format) and write it in one transaction; return counts and warnings."""
    warnings = [] if warnings is None else warnings
    people, cases = validate_registry(data, warnings)
    known = _known_people(registry, people, replace)
    keys = {case.id: registry._validate_case(case, people=known) for case in cases}
    with registry._tx() as conn:
        if replace:
            for table in ("next_dates", "aliases", "cases", "judges", "counsel", "clients"):
                conn.execute(f"DELETE FROM {table}")
        for key, _kind, _m in _PEOPLE:
            for person in people[key]:
                registry._upsert_person(key, person)
        for case in cases:
            try:
                registry._check_unique(case.id, keys[case.id], case.cnr, number=case.number, court=case.court)
            except ConflictError as exc:
                hint = "" if replace else " (to replace the whole registry, import with --replace)"
                raise InputError(f"registry file: case {case.id} ({case.number}): {exc}{hint}") from None
            registry._insert_case(case, keys[case.id], "registry")
    return {"cases": len(cases), **{k: len(v) for k, v in people.items()}, "warnings": warnings}


def import_rows(registry, people: dict[str, list], rows: list[tuple[int, Case]], *, replace: bool = False,
                all_or_nothing: bool = False, bad_rows: list[BadRow] | None = None) -> dict:
    """Import the cases of a case list, each from a numbered row: the good rows, and the bad ones reported.

    Every row is checked first (its number, dates, people, duplicates in the list and in the registry);
    with `all_or_nothing` one bad row means nothing is written (InputError listing them)."""
    bad = list(bad_rows or [])
    known = _known_people(registry, people, replace)
    good: list[tuple[int, Case, str]] = []
    seen: dict[str, list[tuple[int, Case]]] = {}
    taken = set() if replace else {r[0] for r in registry.conn.execute("SELECT id FROM cases")}
    given = {c.id for _r, c in rows if c.id}
    next_id = max((int(i[1:]) for i in taken | given if i[:1] == "C" and i[1:].isdigit()), default=0) + 1
    for row, case in rows:
        if not case.id:  # the next free C<n>, given to the rows that are imported
            while f"C{next_id:02d}" in taken or f"C{next_id:02d}" in given:
                next_id += 1
            case = case.model_copy(update={"id": f"C{next_id:02d}"})
        try:
            key = registry._validate_case(case, people=known)
            if case.id in taken:
                raise InputError(f"case id {case.id} is already in the registry")
            for other_row, other in seen.get(key, []):
                if not different_cases(case.number, case.court, other.number, other.court):
                    raise InputError(f"{display_number(key)} is also in row {other_row}")
            if not replace:
                registry._check_unique(case.id, key, case.cnr, number=case.number, court=case.court)
        except TareekhError as exc:
            bad.append(BadRow(row=row, reason=re.sub(r"^case \S+: ", "", str(exc))))
            continue
        taken.add(case.id)
        seen.setdefault(key, []).append((row, case))
        good.append((row, case, key))
    bad.sort(key=lambda b: b.row)
    if bad and all_or_nothing:
        listed = "; ".join(f"row {b.row}: {b.reason}" for b in bad[:20])
        more = f" (and {len(bad) - 20} more)" if len(bad) > 20 else ""
        raise InputError(f"{len(bad)} bad row{'s' if len(bad) != 1 else ''}, nothing imported "
                         f"(--all-or-nothing): {listed}{more}")
    used = {"judges": {c.judge_id for _r, c, _k in good}, "counsel": {c.counsel_id for _r, c, _k in good},
            "clients": {c.client_id for _r, c, _k in good}}
    written = {k: [p for p in v if p.id in used[k]] for k, v in people.items()}
    with registry._tx() as conn:
        if replace:
            for table in ("next_dates", "aliases", "cases", "judges", "counsel", "clients"):
                conn.execute(f"DELETE FROM {table}")
        for key, _kind, _m in _PEOPLE:
            for person in written[key]:
                registry._upsert_person(key, person)
        for _row, case, key in good:
            registry._insert_case(case, key, "registry")
    return {"cases": len(good), **{k: len(v) for k, v in written.items()}, "bad_rows": bad}


def export_registry(registry) -> dict:
    """The whole registry in the project's own format (user aliases only; the rest are regenerated)."""
    cases = []
    for case in registry.list_cases():
        data = case.model_dump(exclude_none=True)
        data["aliases"] = [
            r["alias"] for r in registry.alias_rows(case.id) if r["kind"] == "user"
        ]
        if not data["aliases"]:
            data.pop("aliases")
        if data.get("status") == "open":
            data.pop("status")
        cases.append(data)
    return {
        "format": FORMAT,
        "version": VERSION,
        "judges": [j.model_dump(exclude_none=True) for j in registry.judges()],
        "counsel": [c.model_dump(exclude_none=True) for c in registry.counsel()],
        "clients": [c.model_dump(exclude_none=True) for c in registry.clients()],
        "cases": cases,
    }


def _world_items(data: dict, key: str, spec: dict[str, set[str]], kind: str, warnings: list[str]) -> list[dict]:
    items = data.get(key, [])
    if not isinstance(items, list):
        raise InputError(f"world file: '{key}' must be a list")
    out = []
    for i, item in enumerate(items):
        where = _where(kind, item, i)
        if not isinstance(item, dict):
            raise InputError(f"world file: {where}: expected an object")
        for k in sorted(set(item) - spec["keep"] - spec["drop"]):
            warnings.append(f"{where}: unknown key '{k}' skipped")
        out.append({k: v for k, v in item.items() if k in spec["keep"]})
    return out


def _client_kind(value: Any) -> str | None:
    """'individual, retired bank officer' -> 'individual': the rest describes the person, not the party."""
    if not isinstance(value, str) or not value.strip():
        return None
    return value.split(",", 1)[0].strip() or None


def world_to_registry(data: Any, warnings: list[str] | None = None) -> dict:
    """Convert the world.json shape (any version) to the own format.

    Dropped: judges' temperament and habits, counsel style and tactics, client notes and descriptions, case
    summaries and outcomes. `represents` and any `<name>_represents` give the side. Unknown keys are skipped
    and listed in `warnings`."""
    warnings = [] if warnings is None else warnings
    if not isinstance(data, dict):
        raise InputError("world file: expected a JSON object")
    for k in sorted(set(data) - _WORLD_TOP_KEEP - _WORLD_TOP_IGNORE):
        warnings.append(f"top level: unknown key '{k}' skipped")
    if "cases" not in data:
        raise InputError("world file: missing field 'cases'")
    judges = _world_items(data, "judges", _WORLD_JUDGE, "judge", warnings)
    counsel_key = "opposing_counsel" if "opposing_counsel" in data else "counsel"
    counsel = _world_items(data, counsel_key, _WORLD_COUNSEL, "counsel", warnings)
    clients = []
    raw_clients = data.get("clients", [])
    for client, raw in zip(_world_items(data, "clients", _WORLD_CLIENT, "client", warnings), raw_clients):
        kind = _client_kind(raw.get("type"))
        clients.append({**client, **({"kind": kind} if kind else {})})
    cases = []
    if not isinstance(data["cases"], list):
        raise InputError("world file: 'cases' must be a list")
    for i, item in enumerate(data["cases"]):
        where = _where("case", item, i)
        if not isinstance(item, dict):
            raise InputError(f"world file: {where}: expected an object")
        case: dict[str, Any] = {}
        sides: dict[str, Any] = {}
        for k, v in item.items():
            if k in ("represents", "side") or k.endswith("_represents"):
                sides[k] = v
            elif k in _WORLD_CASE_MAP:
                case[_WORLD_CASE_MAP[k]] = v
            elif k not in _WORLD_CASE_DROP:
                warnings.append(f"{where}: unknown key '{k}' skipped")
        if sides:
            chosen = next((sides[k] for k in ("represents", "side") if k in sides), next(iter(sides.values())))
            if len({json.dumps(v) for v in sides.values()}) > 1:
                warnings.append(f"{where}: {', '.join(sorted(sides))} disagree; the side is taken as {chosen!r}")
            case["side"] = chosen
        for required in ("id", "number"):
            if required not in case:
                name = "case_number" if required == "number" else required
                raise InputError(f"world file: {where}: missing field '{name}'")
        key = registration_key(str(case["number"]))
        if case.get("title"):
            case["parties"] = [p.model_dump() for p in parties_from_title(case["title"], key)]
        cases.append(case)
    return {"format": FORMAT, "version": VERSION, "judges": judges, "counsel": counsel, "clients": clients,
            "cases": cases}


def _is_world(data: Any) -> bool:
    return isinstance(data, dict) and ("opposing_counsel" in data or any(
        isinstance(c, dict) and "case_number" in c for c in data.get("cases", []) or []))


def load_registry_file(path) -> tuple[dict, str]:
    """Read a registry JSON file; return (own-format data, 'tareekh' | 'world')."""
    data, shape, _warnings = read_registry_json(path)
    return data, shape


def read_registry_json(path) -> tuple[dict, str, list[str]]:
    """Read a registry JSON file; return (own-format data, 'tareekh' | 'world', warnings)."""
    p = Path(path)
    if not p.is_file():
        raise InputError(f"registry file {p} does not exist")
    try:
        data = json.loads(p.read_text(encoding="utf-8-sig"))
    except UnicodeDecodeError:
        raise InputError(f"registry file {p} is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise InputError(f"registry file {p} is not valid JSON (line {exc.lineno}: {exc.msg})") from None
    warnings: list[str] = []
    if _is_world(data):
        return world_to_registry(data, warnings), "world", warnings
    return data, "tareekh", warnings


def import_file(registry, path, *, replace: bool = False, all_or_nothing: bool = False) -> ImportReport:
    """Import a registry file of any shape the extension and content say: own JSON, world.json, CSV, XLSX."""
    p = Path(path)
    suffix = p.suffix.lower()
    if suffix in (".csv", ".tsv", ".xlsx", ".xlsm", ".xls", ".ods", ".txt"):
        from tareekh.registry.sheet import read_case_list

        sheet = read_case_list(registry, p)
        counts = import_rows(registry, sheet.people, sheet.rows, replace=replace, all_or_nothing=all_or_nothing,
                             bad_rows=sheet.bad_rows)
        return ImportReport(file=str(path), shape="sheet", warnings=sheet.warnings, **counts)
    data, shape, warnings = read_registry_json(p)
    counts = import_registry(registry, data, replace=replace, warnings=warnings)
    return ImportReport(file=str(path), shape=shape, **counts)
