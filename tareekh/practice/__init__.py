"""Practice: one lawyer's home (registry, uploads, memory bank, chats). The one façade of Tareekh.

The CLI and the GUI talk only to `Practice`. Its methods are grouped by room in this package, one module
each (`registry_ops`, `ingest_ops`, `events_ops`, `memory_ops`, `agent_ops`); `Practice` combines them.
"""

from tareekh.practice.home import PracticeHome
from tareekh.practice.registry_ops import RegistryOps
from tareekh.practice.ingest_ops import IngestOps
from tareekh.practice.memory_ops import MemoryOps
from tareekh.practice.bank_config import ConsolidationOps
from tareekh.practice.agent_ops import AgentOps
from tareekh.practice.backup_ops import BackupOps
from tareekh.practice.events_ops import EventOps
from tareekh.practice.shown_ops import ShownOps
from tareekh.practice.settings_ops import SettingsOps


class Practice(EventOps, RegistryOps, IngestOps, ConsolidationOps, MemoryOps, AgentOps, BackupOps, ShownOps,
               SettingsOps, PracticeHome):
    """One lawyer's practice home. Open with `Practice.open(home)`; close with `close()`."""

    def _after_open(self) -> None:
        """Start-up, room by room: events first (back-filled for records filed before), then ingest (finish
        interrupted uploads, hand pending entries to the memory)."""
        self._open_events()
        self._resume_ingest()

    def _before_close(self) -> None:
        """Stop background consolidation before the bank it works on is closed."""
        self._stop_consolidation()
        self._close_bank()


__all__ = ["Practice"]
