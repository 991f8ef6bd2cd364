"""Practice methods of the registry room."""

from __future__ import annotations

import json
from functools import cached_property
from importlib.resources import files
from pathlib import Path

from tareekh.errors import InputError
from tareekh.ingest.dates import parse_date
from tareekh.registry import Case, Registry
from tareekh.registry.transfer import ImportReport
from tareekh.settings import ResolveThresholds


DATE_FIELDS = {"next_date": "next date", "filed_on": "filed on"}


def read_dates(fields: dict) -> dict:
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


class RegistryOps:
    """Mixed into Practice; uses self.conn and self.settings from PracticeHome."""

    @cached_property
    def registry(self) -> Registry:
        return Registry(self.conn, self.settings.resolve)

    def import_registry_file(self, path: str | Path, *, replace: bool = False,
                             all_or_nothing: bool = False) -> ImportReport:
        """Import a registry file: JSON (own format or the world.json shape, all or nothing), or a case list
        (CSV or XLSX: the good rows, the bad ones reported; none with `all_or_nothing`)."""
        report = self.registry.import_file(path, replace=replace, all_or_nothing=all_or_nothing)
        if report.cases:
            self._registry_changed()
        return report

    def _use_thresholds(self, thresholds: ResolveThresholds) -> None:
        """Resolve with new thresholds from now on (the open registry was given the old ones)."""
        self.registry.thresholds = thresholds

    def _registry_changed(self) -> None:
        """Let the memory know each case's names and numbers (stubs; idempotent per case)."""
        self.retain_registry_stubs()

    def edit_case(self, case_id: str, **fields) -> Case:
        """Change fields of a case (given by id, number or name). Dates may be written as the lawyer writes
        them (01.12.2026) or ISO; a bad one is refused naming the field."""
        case = self.registry.find_case(case_id)
        return self.registry.edit_case(case.id, **read_dates(fields))

    def load_demo(self) -> dict:
        """Build the demo practice from seed/, offline. Idempotent: a registry with cases is left alone."""
        path = seed_dir() / "registry.json"
        if not path.is_file():
            raise InputError(f"the demo registry {path} is missing (this installation of Tareekh is incomplete: reinstall it)")
        report: dict = {"home": str(self.home), "registry": "already loaded"}
        if self.registry.is_empty():
            data = json.loads(path.read_text(encoding="utf-8"))
            report["registry"] = self.registry.import_json(data)
        self._registry_changed()
        report["after_registry"] = self._demo_after_registry()  # the ingest room adds the demo uploads
        self.memory_consolidate()  # so the demo opens with observations, not a queue of pending facts
        report["observations"] = self.bank.stats().by_type.get("observation", 0)
        report["cases"] = len(self.registry.list_cases())
        return report
