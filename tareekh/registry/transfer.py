"""Import and export of the registry: the project's own JSON format and the world.json shape.

Every import validates the whole document first and then writes it in one transaction: a problem is an
InputError naming the case and the field, and a failed import changes nothing.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, ValidationError

from tareekh.errors import ConflictError, InputError
from tareekh.registry.aliases import parties_from_title
from tareekh.registry.models import Case, Client, Counsel, Judge
from tareekh.registry.numbers import display_number, normalise_number

FORMAT = "tareekh-registry"
VERSION = 1
_TOP = {"format", "version", "judges", "counsel", "clients", "cases"}
_PEOPLE: list[tuple[str, str, type[BaseModel]]] = [
    ("judges", "judge", Judge), ("counsel", "counsel", Counsel), ("clients", "client", Client),
]

# world.json: what is kept (renamed where needed) and what is dropped because it describes behaviour
# (or is not registry data at all). Any other key is an error, so nothing unexpected slips through.
_WORLD_TOP_KEEP = {"judges", "opposing_counsel", "clients", "cases"}
_WORLD_TOP_IGNORE = {"advocate", "calendar"}
_WORLD_JUDGE = {"keep": {"id", "name", "short", "court", "court_hall", "level"},
                "drop": {"temperament", "habits"}}
_WORLD_COUNSEL = {"keep": {"id", "name", "chamber"}, "drop": {"style", "tactics"}}
_WORLD_CLIENT = {"keep": {"id", "name"}, "drop": {"note", "type"}}
_WORLD_CASE_MAP = {
    "id": "id", "case_number": "number", "judge_id": "judge_id", "title": "title", "client_id": "client_id",
    "opposing_counsel_id": "counsel_id", "nature": "nature", "filed_on": "filed_on", "court": "court",
    "short_name": "short_name", "next_date": "next_date", "listed_for_next": "stage", "cnr": "cnr",
    "court_hall": "court_hall",
}
_WORLD_CASE_DROP = {"kind", "final_listed_for", "one_line_summary", "court_level"}


def _where(kind: str, item: Any, i: int) -> str:
    if isinstance(item, dict):
        label = item.get("id") or f"#{i + 1}"
        number = item.get("number") or item.get("case_number")
        return f"{kind} {label}" + (f" ({number})" if number and kind == "case" else "")
    return f"{kind} #{i + 1}"


def _model(model: type[BaseModel], item: Any, where: str) -> BaseModel:
    if not isinstance(item, dict):
        raise InputError(f"registry file: {where}: expected an object, got {type(item).__name__}")
    unknown = set(item) - set(model.model_fields)
    if unknown:
        raise InputError(f"registry file: {where}: unknown key '{sorted(unknown)[0]}'")
    try:
        return model.model_validate(item)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err["loc"]) or "?"
        if err["type"] == "missing":
            raise InputError(f"registry file: {where}: missing field '{field}'") from None
        raise InputError(f"registry file: {where}: field '{field}': {err['msg']}") from None


def validate_registry(data: Any) -> tuple[dict[str, list], list[Case]]:
    """Parse and check a registry document; raise InputError naming the first problem."""
    if not isinstance(data, dict):
        raise InputError("registry file: expected a JSON object with 'cases' (see docs/registry-format.md)")
    unknown = set(data) - _TOP
    if unknown:
        raise InputError(f"registry file: unknown key '{sorted(unknown)[0]}' at the top level")
    if data.get("format", FORMAT) != FORMAT:
        raise InputError(f"registry file: format '{data.get('format')}' is not '{FORMAT}'")
    if data.get("version", VERSION) != VERSION:
        raise InputError(f"registry file: version {data.get('version')} is not supported (only {VERSION})")
    if "cases" not in data:
        raise InputError("registry file: missing field 'cases'")
    people: dict[str, list] = {}
    for key, kind, model in _PEOPLE:
        items = data.get(key, [])
        if not isinstance(items, list):
            raise InputError(f"registry file: '{key}' must be a list")
        parsed = [_model(model, item, _where(kind, item, i)) for i, item in enumerate(items)]
        ids = [p.id for p in parsed]
        dup = next((x for x in ids if ids.count(x) > 1), None)
        if dup:
            raise InputError(f"registry file: {kind} id '{dup}' appears twice")
        people[key] = parsed
    if not isinstance(data["cases"], list):
        raise InputError("registry file: 'cases' must be a list")
    cases = [_model(Case, item, _where("case", item, i)) for i, item in enumerate(data["cases"])]
    seen_ids: dict[str, str] = {}
    seen_keys: dict[str, str] = {}
    for case in cases:
        where = f"case {case.id} ({case.number})"
        if case.id in seen_ids:
            raise InputError(f"registry file: {where}: case id '{case.id}' appears twice")
        seen_ids[case.id] = case.id
        key = normalise_number(case.number)
        if key and key in seen_keys:
            raise InputError(
                f"registry file: {where}: duplicate case number {display_number(key)} "
                f"(also case {seen_keys[key]})"
            )
        if key:
            seen_keys[key] = case.id
    return people, cases  # type: ignore[return-value]


def import_registry(registry, data: Any, *, replace: bool = False) -> dict[str, int]:
    """Validate `data` (own format) and write it in one transaction; return counts."""
    people, cases = validate_registry(data)
    known = {key: {p.id for p in items} for key, items in people.items()}
    if not replace:
        for key, _kind, _m in _PEOPLE:
            table = key
            known[key] |= {r[0] for r in registry.conn.execute(f"SELECT id FROM {table}")}
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
                registry._check_unique(case.id, keys[case.id], case.cnr)
            except ConflictError as exc:
                hint = "" if replace else " (to replace the whole registry, import with --replace)"
                raise InputError(f"registry file: case {case.id} ({case.number}): {exc}{hint}") from None
            registry._insert_case(case, keys[case.id], "registry")
    return {"cases": len(cases), **{k: len(v) for k, v in people.items()}}


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


def _world_items(data: dict, key: str, spec: dict[str, set[str]], kind: str) -> list[dict]:
    items = data.get(key, [])
    if not isinstance(items, list):
        raise InputError(f"world file: '{key}' must be a list")
    out = []
    for i, item in enumerate(items):
        where = _where(kind, item, i)
        if not isinstance(item, dict):
            raise InputError(f"world file: {where}: expected an object")
        unknown = set(item) - spec["keep"] - spec["drop"]
        if unknown:
            raise InputError(f"world file: {where}: unknown key '{sorted(unknown)[0]}'")
        out.append({k: v for k, v in item.items() if k in spec["keep"]})
    return out


def _client_kind(value: Any) -> str | None:
    """'individual, retired bank officer' -> 'individual': the rest describes the person, not the party."""
    if not isinstance(value, str) or not value.strip():
        return None
    return value.split(",", 1)[0].strip() or None


def world_to_registry(data: Any) -> dict:
    """Convert the world.json shape to the own format, dropping judges' temperament and habits,
    counsel style and tactics, client notes and descriptions, and case summaries."""
    if not isinstance(data, dict):
        raise InputError("world file: expected a JSON object")
    unknown = set(data) - _WORLD_TOP_KEEP - _WORLD_TOP_IGNORE
    if unknown:
        raise InputError(f"world file: unknown key '{sorted(unknown)[0]}' at the top level")
    if "cases" not in data:
        raise InputError("world file: missing field 'cases'")
    judges = _world_items(data, "judges", _WORLD_JUDGE, "judge")
    counsel = _world_items(data, "opposing_counsel", _WORLD_COUNSEL, "counsel")
    clients = []
    raw_clients = data.get("clients", [])
    for client, raw in zip(_world_items(data, "clients", _WORLD_CLIENT, "client"), raw_clients):
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
        for k, v in item.items():
            if k in _WORLD_CASE_MAP:
                case[_WORLD_CASE_MAP[k]] = v
            elif k.endswith("_represents"):
                case["side"] = v
            elif k not in _WORLD_CASE_DROP:
                raise InputError(f"world file: {where}: unknown key '{k}'")
        for required in ("id", "number"):
            if required not in case:
                name = "case_number" if required == "number" else required
                raise InputError(f"world file: {where}: missing field '{name}'")
        key = normalise_number(str(case["number"]))
        if case.get("title"):
            case["parties"] = [p.model_dump() for p in parties_from_title(case["title"], key)]
        cases.append(case)
    return {"format": FORMAT, "version": VERSION, "judges": judges, "counsel": counsel, "clients": clients,
            "cases": cases}


def load_registry_file(path) -> tuple[dict, str]:
    """Read a registry file; return (own-format data, 'tareekh' | 'world')."""
    from pathlib import Path

    p = Path(path)
    if not p.is_file():
        raise InputError(f"registry file {p} does not exist")
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise InputError(f"registry file {p} is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise InputError(f"registry file {p} is not valid JSON (line {exc.lineno}: {exc.msg})") from None
    if isinstance(data, dict) and ("opposing_counsel" in data or any(
            isinstance(c, dict) and "case_number" in c for c in data.get("cases", []) or [])):
        return world_to_registry(data), "world"
    return data, "tareekh"
