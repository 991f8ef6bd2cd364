"""Consolidation in the background: its own thread and its own bank connection, so retain never waits."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from tareekh.memory.consolidation.models import ConsolidationConfig, ConsolidationReport
from tareekh.memory.consolidation.run import consolidate
from tareekh.memory.core import BankCore

log = logging.getLogger("tareekh.memory.consolidate")


class BackgroundConsolidation:
    """Runs consolidation on its own thread and its own bank connection, so retain never waits for it.

    `request()` starts a run (or, if one is running, asks for one more afterwards, so facts retained during
    a run are not left behind). `wait()` blocks until idle (for tests and shutdown).
    """

    def __init__(self, open_bank: Callable[[], BankCore], config_factory: Callable[[], ConsolidationConfig]) -> None:
        self._open_bank = open_bank
        self._config_factory = config_factory
        self._cv = threading.Condition()
        self._stop = threading.Event()
        self._running = False
        self._again = False
        self.last_report: ConsolidationReport | None = None
        self.last_error: str | None = None

    def request(self) -> None:
        with self._cv:
            if self._running:
                self._again = True
                return
            self._running = True
        threading.Thread(target=self._loop, name="tareekh-consolidation", daemon=True).start()

    def _loop(self) -> None:
        while True:
            try:
                bank = self._open_bank()
                try:
                    config = self._config_factory()
                    config.should_stop = self._stop.is_set
                    self.last_report = consolidate(bank, config)
                    self.last_error = None
                finally:
                    bank.close()
            except Exception as exc:  # noqa: BLE001 - logged and kept; the next request tries again
                self.last_error = f"{type(exc).__name__}: {exc}"
                log.warning("background consolidation failed: %s", self.last_error)
            with self._cv:
                if self._again and not self._stop.is_set():
                    self._again = False
                    continue
                self._running = False
                self._cv.notify_all()
                return

    def stop(self, timeout: float | None = 30.0) -> bool:
        """Ask a running run to stop at its next batch and wait for it; True when it has stopped.

        A process must not exit while this thread is inside the embedding runtime (that aborts it), so
        closing a Practice stops the run instead of abandoning it; unfinished facts stay pending.
        """
        self._stop.set()
        return self.wait(timeout)

    @property
    def running(self) -> bool:
        with self._cv:
            return self._running

    def wait(self, timeout: float | None = None) -> bool:
        """Block until no run is in progress; False if `timeout` passed first."""
        with self._cv:
            return self._cv.wait_for(lambda: not self._running, timeout=timeout)
