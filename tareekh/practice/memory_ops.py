"""Practice methods of the memory room: the lawyer's memory bank — `home/memory.db` (embedded), or a bank of a
Hindsight server that several desks share (`memory.backend = "hindsight"` in the settings)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from pydantic import ValidationError

from tareekh.errors import InputError
from tareekh.memory import Bank, BankError, BankStats, RecalledFact, RetainItem, RetainResult
from tareekh.memory.contract import BankCapabilities, MemoryBank


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
                getattr(self, "_on_bank_open", lambda bank: None)(self._bank)  # consolidation hooks (bank_config)
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

    def _on_close(self) -> None:
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
