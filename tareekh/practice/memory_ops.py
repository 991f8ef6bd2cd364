"""Practice methods of the memory room: the lawyer's memory bank — `home/memory.db` (embedded), or a bank of a
Hindsight server that several desks share (`memory.backend = "hindsight"` in the settings)."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tareekh.errors import InputError
from tareekh.memory import Bank, BankError, BankStats, RecalledFact, RetainItem, RetainResult
from tareekh.memory.contract import BankCapabilities, MemoryBank
from tareekh.memory.transfer import TransferReport

MIGRATION_JOURNAL = "memory-migration.json"


def _read_journal(path: Path) -> dict[str, Any]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return {}


def _validation_message(exc: ValidationError, where: str) -> str:
    first = exc.errors()[0]
    loc = ".".join(str(p) for p in first.get("loc", ()))
    return f"{where}: {loc + ': ' if loc else ''}{first.get('msg', 'invalid')}"


class MemoryOps:
    """Mixed into Practice; uses self.home, self.settings, self.db, self.conn from PracticeHome."""

    _bank: MemoryBank | None = None

    @property
    def bank(self) -> MemoryBank:
        """The memory bank, opened on first use (closed with the practice)."""
        if self._bank is None:
            try:
                self._bank = self._open_bank()
                self._configure_consolidation(self._bank)
            except BankError as exc:
                raise InputError(str(exc)) from exc
        return self._bank

    def _open_bank(self) -> MemoryBank:
        memory = self.settings.memory
        if not memory.on_server:
            return Bank.open(self.memory_path)
        if not memory.url:
            raise BankError("memory.backend is 'hindsight' but memory.url is not set (the server's address)")
        from tareekh.memory.hindsight import HindsightBank

        key = memory.api_key.get_secret_value() if memory.api_key else None
        return HindsightBank.open(memory.url, memory.bank, api_key=key, timeout=memory.timeout)

    @property
    def memory_on_server(self) -> bool:
        return self.settings.memory.on_server

    def memory_capabilities(self) -> BankCapabilities:
        """What the memory can do in its present mode (shown in Settings and `tareekh memory stats`)."""
        return self.bank.capabilities()

    def _close_bank(self) -> None:
        """At close: close the memory bank, if it was opened."""
        if self._bank is not None:
            self._bank.close()
            self._bank = None

    def memory_retain(self, items: Sequence[RetainItem | dict[str, Any]]) -> RetainResult:
        """Retain items (RetainItem or dicts with its fields) into the bank."""
        parsed: list[RetainItem] = []
        for n, item in enumerate(items, start=1):
            try:
                parsed.append(item if isinstance(item, RetainItem) else RetainItem.model_validate(item))
            except ValidationError as exc:
                raise InputError(_validation_message(exc, f"memory item {n}")) from exc
        try:
            return self.bank.retain(parsed)
        except (BankError, ValueError) as exc:
            raise InputError(str(exc)) from exc

    def memory_recall(
        self,
        query: str,
        *,
        tags: Sequence[str] | None = None,
        tags_match: str = "any",
        types: Sequence[str] | None = None,
        max_tokens: int = 4096,
        budget: str = "mid",
        query_timestamp: datetime | None = None,
        trace: bool = False,
    ) -> list[RecalledFact]:
        """Recall facts from the bank (see `Bank.recall`); bad arguments raise InputError."""
        try:
            return self.bank.recall(
                query, tags=tags, tags_match=tags_match, types=types, max_tokens=max_tokens, budget=budget,
                query_timestamp=query_timestamp, trace=trace,
            )
        except (BankError, ValueError) as exc:
            raise InputError(str(exc)) from exc

    def memory_stats(self) -> BankStats:
        return self.bank.stats()

    # -- moving the memory between backends ---------------------------------------------------------------

    def memory_migrate(self, to: str, url: str | None = None, bank: str | None = None, *, sample: int = 50,
                       progress: Any = None) -> TransferReport:
        """Copy this practice's memory to a Hindsight server bank (`to="hindsight"`) or back into the home
        (`to="embedded"`), verify it, and only then switch the practice's settings to it.

        Interrupted? Run the same command again: it resumes (documents already copied are left as they are).
        The embedded file a migration back would overwrite is kept beside it, never deleted.
        """
        from tareekh.memory.transfer import copy_bank, verify
        from tareekh.settings import save_memory_settings

        memory = self.settings.memory
        journal = self.home / MIGRATION_JOURNAL
        if to == "hindsight":
            if not url:
                raise InputError("migrating to a Hindsight server needs its URL: --to hindsight URL")
            bank = bank or memory.bank or "default"
            if memory.on_server and (memory.url, memory.bank) == (url, bank):
                raise InputError(f"the memory is already on {url} bank {bank}")
            from tareekh.memory.hindsight import HindsightBank

            key = memory.api_key.get_secret_value() if memory.api_key else None
            try:
                target: Any = HindsightBank.open(url, bank, api_key=key, timeout=memory.timeout)
            except BankError as exc:
                raise InputError(str(exc)) from exc
        elif to == "embedded":
            if not memory.on_server:
                raise InputError("the memory is already embedded in this home (memory.db)")
            state = _read_journal(journal)
            resuming = state.get("target") == str(self.memory_path) and state.get("status") == "copying"
            if self.memory_path.exists() and not resuming:
                aside = self.memory_path.with_name(f"memory.before-migration-{int(time.time())}.db")
                for suffix in ("", "-wal", "-shm"):
                    old = Path(str(self.memory_path) + suffix)
                    if old.exists():
                        old.rename(Path(str(aside) + suffix))
            target = Bank.open(self.memory_path)
        else:
            raise InputError(f"--to {to!r}: migrate to 'hindsight' (with a URL) or to 'embedded'")
        source = self.bank
        try:
            report = copy_bank(source, target, journal=journal, progress=progress)
            report = verify(source, target, report, sample=sample)
        except BankError as exc:
            target.close()
            raise InputError(f"migration stopped, run the same command again to resume: {exc}") from exc
        if not report.verified:
            target.close()
            return report
        new = self.settings.model_copy(deep=True)
        new.memory.backend = "hindsight" if to == "hindsight" else "embedded"
        if to == "hindsight":
            new.memory.url, new.memory.bank = url, bank
        save_memory_settings(self.home, new.memory)
        self.settings = new
        old_bank = self._bank
        self._bank = target
        self._configure_consolidation(target)
        if old_bank is not None:
            old_bank.close()
        journal.unlink(missing_ok=True)
        if isinstance(target, Bank):
            self.consolidate_soon()  # observations are derived: the embedded engine makes them again
        return report
