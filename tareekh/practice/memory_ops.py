"""The memory room's service: the lawyer's memory bank — `home/memory.db` (embedded), or a bank of a Hindsight
server that several desks share (`memory.backend = "hindsight"` in the settings) — and its consolidation.

`MemoryService` owns the bank (opened on first use, closed with the practice) and the background
consolidation that runs after each retain; consolidation's settings (strategies, missions, the standing
questions) come from `bank_config`.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tareekh.errors import InputError
from tareekh.llm import LLM
from tareekh.memory import Bank, BankConfig, BankError, BankStats, RecalledFact, RetainItem, RetainResult
from tareekh.memory.consolidation.background import BackgroundConsolidation
from tareekh.memory.consolidation.models import ConsolidationConfig, ConsolidationReport, ScopesReport
from tareekh.memory.contract import BankCapabilities, MemoryBank
from tareekh.memory.mental_models import MentalModel
from tareekh.memory.reflect import ReflectResult
from tareekh.memory.scopes import ScopeSpecError
from tareekh.memory.strategies import ScopeLimit, Strategy, StrategyError, parse_strategies
from tareekh.memory.transfer import TransferReport
from tareekh.practice.bank_config import (
    STRATEGIES_FILE, is_boilerplate, mental_model_specs, read_strategies_file, strip_case_reference,
    tareekh_strategies,
)
from tareekh.practice.home import PracticeHome
from tareekh.registry import Registry

log = logging.getLogger("tareekh.practice")

MIGRATION_JOURNAL = "memory-migration.json"


def _read_journal(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def _validation_message(exc: ValidationError, where: str) -> str:
    first = exc.errors()[0]
    loc = ".".join(str(p) for p in first.get("loc", ()))
    return f"{where}: {loc + ': ' if loc else ''}{first.get('msg', 'invalid')}"


class MemoryService:
    """The memory bank of one practice and its consolidation (foreground and background)."""

    def __init__(self, base: PracticeHome, registry: Registry) -> None:
        self.base = base
        self.registry = registry  # its judges and counsel are the bank's standing questions
        self._bank: MemoryBank | None = None
        self._background: BackgroundConsolidation | None = None

    # -- the bank ---------------------------------------------------------------------------------------

    @property
    def bank(self) -> MemoryBank:
        """The memory bank, opened on first use (closed with the practice)."""
        if self._bank is None:
            try:
                bank = self._open_bank()
            except BankError as exc:
                raise InputError(str(exc)) from exc
            self._bank = bank
            self._configure_consolidation(bank)
        return self._bank

    @property
    def is_open(self) -> bool:
        """Whether the bank has been opened (it is opened on first use)."""
        return self._bank is not None

    def use_bank(self, bank: MemoryBank) -> None:
        """Work with `bank` from now on (closing the one open before): it consolidates like one the practice
        opened. A migration puts its target in place with this; a test, a bank with its own embeddings."""
        old, self._bank = self._bank, bank
        self._configure_consolidation(bank)
        if old is not None and old is not bank:
            old.close()

    def _open_bank(self) -> MemoryBank:
        memory = self.base.settings.memory
        if not memory.on_server:
            return Bank.open(self.base.memory_path, BankConfig(connect=self.base.vault.connect))
        if not memory.url:
            raise BankError("memory.backend is 'hindsight' but memory.url is not set (the server's address)")
        from tareekh.memory.hindsight import HindsightBank

        key = memory.api_key.get_secret_value() if memory.api_key else None
        return HindsightBank.open(memory.url, memory.bank, api_key=key, timeout=memory.timeout)

    @property
    def on_server(self) -> bool:
        return self.base.settings.memory.on_server

    def capabilities(self) -> BankCapabilities:
        """What the memory can do in its present mode (shown in Settings and `tareekh memory stats`)."""
        return self.bank.capabilities()

    def close(self) -> None:
        """At the practice's close: stop the background consolidation (pending facts stay pending), then close
        the bank, if it was opened."""
        if self._background is not None and not self._background.stop(60.0):
            log.warning("background consolidation still running at close; pending facts stay pending")
        self._background = None
        if self._bank is not None:
            self._bank.close()
            self._bank = None

    def retain(self, items: Sequence[RetainItem | dict[str, Any]]) -> RetainResult:
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

    def recall(
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

    def stats(self) -> BankStats:
        return self.bank.stats()

    # -- moving the memory between backends ---------------------------------------------------------------

    def migrate(self, to: str, url: str | None = None, bank: str | None = None, *, sample: int = 50,
                progress: Any = None) -> TransferReport:
        """Copy this practice's memory to a Hindsight server bank (`to="hindsight"`) or back into the home
        (`to="embedded"`), verify it, and only then switch the practice's settings to it.

        Interrupted? Run the same command again: it resumes (documents already copied are left as they are).
        The embedded file a migration back would overwrite is kept beside it, never deleted.
        """
        from tareekh.memory.transfer import copy_bank, verify
        from tareekh.settings import save_memory_settings

        memory = self.base.settings.memory
        memory_path = self.base.memory_path
        journal = self.base.path / MIGRATION_JOURNAL
        target: MemoryBank
        if to == "hindsight":
            if not url:
                raise InputError("migrating to a Hindsight server needs its URL: --to hindsight URL")
            bank = bank or memory.bank or "default"
            if memory.on_server and (memory.url, memory.bank) == (url, bank):
                raise InputError(f"the memory is already on {url} bank {bank}")
            from tareekh.memory.hindsight import HindsightBank

            key = memory.api_key.get_secret_value() if memory.api_key else None
            try:
                target = HindsightBank.open(url, bank, api_key=key, timeout=memory.timeout)
            except BankError as exc:
                raise InputError(str(exc)) from exc
        elif to == "embedded":
            if not memory.on_server:
                raise InputError("the memory is already embedded in this home (memory.db)")
            state = _read_journal(journal)
            resuming = state.get("target") == str(memory_path) and state.get("status") == "copying"
            if memory_path.exists() and not resuming:
                aside = memory_path.with_name(f"memory.before-migration-{int(time.time())}.db")
                for suffix in ("", "-wal", "-shm"):
                    old = Path(str(memory_path) + suffix)
                    if old.exists():
                        old.rename(Path(str(aside) + suffix))
            target = Bank.open(memory_path, BankConfig(connect=self.base.vault.connect))
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
        new = self.base.settings.model_copy(deep=True)
        new.memory.backend = "hindsight" if to == "hindsight" else "embedded"
        if to == "hindsight":
            new.memory.url, new.memory.bank = url, bank or "default"
        save_memory_settings(self.base.path, new.memory)
        self.base.settings = new
        self.use_bank(target)
        journal.unlink(missing_ok=True)
        if isinstance(target, Bank):
            self.consolidate_soon()  # observations are derived: the embedded engine makes them again
        return report

    # -- consolidation: configuration -------------------------------------------------------------------

    def consolidation_model(self) -> LLM | None:
        """The LLM consolidation and reflect use, or None offline."""
        if not self.base.settings.llm.configured:
            return None
        return LLM(self.base.settings.llm)

    def consolidation_config(
        self, strategies_file: str | Path | None = None, *, model: Any = "auto", missions: bool | None = None
    ) -> ConsolidationConfig:
        """The bank's consolidation settings: a strategies file if given (or saved in the home), else Tareekh's.

        `model="auto"` uses the configured LLM (None offline). Tareekh's missions are included when an LLM
        is configured (`missions=None`), whether or not this run uses it.
        """
        model = self.consolidation_model() if model == "auto" else model
        missions = self.base.settings.llm.configured if missions is None else missions
        limits: list[ScopeLimit] = []
        strategies: list[Strategy]
        path = Path(strategies_file) if strategies_file else self.base.path / STRATEGIES_FILE
        if strategies_file or path.exists():
            strategies, limits = read_strategies_file(path)
        else:
            strategies = parse_strategies(tareekh_strategies(with_missions=missions))
        return ConsolidationConfig(strategies=strategies, observation_scope_limits=limits, model=model,
                                   span_tag_prefixes=["case:"], skip_fact=is_boilerplate,
                                   cluster_text=strip_case_reference)

    def _configure_consolidation(self, bank: MemoryBank) -> None:
        """When a bank opens: it consolidates with Tareekh's strategies, and soon after each retain."""
        try:  # so bank.consolidate()/scopes() called directly use Tareekh's settings too
            bank.consolidation = self.consolidation_config()
        except InputError as exc:  # a bad saved strategies file is reported when consolidation runs
            log.warning("consolidation settings: %s", exc)
        bank.after_retain.append(lambda result: self.consolidate_soon() if result.facts else None)

    # -- consolidation: mental models -------------------------------------------------------------------

    def sync_mental_models(self) -> list[MentalModel]:
        """Make the bank's standing questions match the registry (one per judge and counsel, and commitments)."""
        specs = mental_model_specs(self.registry.judges(), self.registry.counsel())
        wanted = {s.id for s in specs}
        for mm in self.bank.list_mental_models():
            if mm.id not in wanted and (mm.id.startswith(("judge:", "counsel:")) or mm.id == "open-commitments"):
                self.bank.delete_mental_model(mm.id)
        for spec in specs:
            self.bank.put_mental_model(spec)
        return self.bank.list_mental_models()

    def mental_models(self) -> list[MentalModel]:
        return self.bank.list_mental_models()

    # -- consolidation: running -------------------------------------------------------------------------

    def consolidate(self, strategies_file: str | Path | None = None, *,
                    retry_failed: bool = False) -> ConsolidationReport:
        """Consolidate every pending fact now (mental models refreshed after); optionally retry failed facts."""
        config = self.consolidation_config(strategies_file)
        self.wait_for_consolidation()
        self.sync_mental_models()
        if retry_failed:
            self.bank.recover_failed()
        try:
            report: ConsolidationReport = self.bank.consolidate(config)
            return report
        except (ScopeSpecError, StrategyError, ValueError, BankError) as exc:
            raise InputError(str(exc)) from exc

    def scopes(self, strategies_file: str | Path | None = None) -> ScopesReport:
        """Every observation scope with its counts and owner; with a file, a preview of those strategies."""
        config = self.consolidation_config(strategies_file)
        try:
            scopes: ScopesReport = (self.bank.preview_strategies(config.strategies, config) if strategies_file
                                    else self.bank.scopes(config))
            return scopes
        except BankError as exc:
            raise InputError(str(exc)) from exc

    def reflect(self, query: str, *, tags: Sequence[str] | None = None, tags_match: str = "any",
                budget: str = "mid") -> ReflectResult:
        """Answer from mental models, then observations, then facts (offline: extractive)."""
        try:
            result: ReflectResult = self.bank.reflect(query, tags=tags, tags_match=tags_match, budget=budget,
                                                      model=self.consolidation_model(), skip_fact=is_boilerplate)
            return result
        except (ValueError, BankError) as exc:
            raise InputError(str(exc)) from exc

    def consolidate_soon(self) -> None:
        """Start consolidation on a background thread (its own bank connection); retain does not wait.

        The automatic run never calls the language model: it does the work that needs none (every scope
        offline; with an LLM configured, the scopes without a mission), so retaining a note never spends
        model calls behind the lawyer's back. Scopes with a brief are consolidated by `consolidate`
        (`tareekh consolidate`, or the app's action), and `scopes()` shows them waiting until then.
        """
        bank = self.bank
        if not isinstance(bank, Bank):
            return  # a memory server consolidates by itself; its standing questions sync on `consolidate`
        try:
            self.sync_mental_models()
        except Exception as exc:  # noqa: BLE001 - standing questions are a convenience; never block retain
            log.warning("could not sync mental models: %s", exc)
        if self._background is None:
            path, embeddings, connect = self.base.memory_path, bank.embeddings, self.base.vault.connect
            bank_id = bank.bank_id
            self._background = BackgroundConsolidation(
                lambda: Bank.open(path, BankConfig(bank_id=bank_id, embeddings=embeddings, connect=connect)),
                lambda: self.consolidation_config(model=None),
            )
        self._background.request()

    def wait_for_consolidation(self, timeout: float | None = 60.0) -> bool:
        """Wait for a background run to finish (True when idle)."""
        return self._background.wait(timeout) if self._background is not None else True

    @property
    def last_background_report(self) -> ConsolidationReport | None:
        """What the last background run did (None before one has finished)."""
        return self._background.last_report if self._background is not None else None
