"""The registry room as the practice uses it: cases by id, number or name, their labels, dates as typed."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Any

from tareekh.agent.layout import CaseCard, card_for, short_label
from tareekh.errors import InputError, NotFound
from tareekh.ingest.dates import parse_date
from tareekh.registry import Case, Registry


DATE_FIELDS = {"next_date": "next date", "filed_on": "filed on"}


def read_dates(fields: dict[str, Any]) -> dict[str, Any]:
    """The case fields with their dates made ISO ("01.12.2026" → "2026-12-01"); InputError names the field."""
    out = dict(fields)
    for key, label in DATE_FIELDS.items():
        value = out.get(key)
        if value:
            try:
                out[key] = parse_date(str(value)).isoformat()
            except InputError as exc:
                raise InputError(f"{label}: {exc}") from None
    return out


def seed_dir() -> Path:
    """The demo practice's folder: package data `tareekh.seed` (the repository's top-level `seed/`)."""
    try:
        root = files("tareekh.seed")
    except ModuleNotFoundError:
        raise InputError("the demo practice is not part of this installation of Tareekh (no tareekh.seed)") from None
    # a wheel, an editable install and the frozen app all unpack package data to real files
    return Path(str(root))


def case_card(registry: Registry, case_id: str | None) -> CaseCard | None:
    """The case with its judge, counsel and parties (None when there is no such case)."""
    return card_for(registry, case_id)


def require_case(registry: Registry, case_id: str) -> CaseCard:
    """The case given by id, number or name; NotFound names it when the registry has no such case."""
    card = case_card(registry, case_id)
    if card is None:
        try:
            resolved = registry.resolve(case_id).case_id
        except Exception:  # noqa: BLE001 - any failure to resolve is "no such case", said below
            resolved = None
        card = case_card(registry, resolved)
    if card is None:
        raise NotFound(f"no case {case_id!r} in the registry (see `tareekh cases`)")
    return card


def case_label(registry: Registry, case_id: str | None) -> str:
    """'O.S. 412/2023 — Seabreeze flat': a case as a lawyer reads it (the id itself when it is unknown)."""
    card = case_card(registry, case_id)
    return short_label(card.case) if card is not None else (case_id or "")


def edit_case(registry: Registry, case_id: str, **fields: Any) -> Case:
    """Change fields of a case (given by id, number or name). Dates may be written as the lawyer writes
    them (01.12.2026) or ISO; a bad one is refused naming the field."""
    case = registry.find_case(case_id)
    return registry.edit_case(case.id, **read_dates(fields))
