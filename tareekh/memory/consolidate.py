"""The consolidation entry points under their former module name, for callers not yet moved to
`tareekh.memory.consolidation` (the engine itself is that package; this module holds nothing of its own)."""

from tareekh.memory.consolidation import (
    BackgroundConsolidation,
    ConsolidationConfig,
    ConsolidationReport,
    ScopesReport,
    consolidate,
    list_scopes,
    preview_strategies,
    recover_failed,
)

__all__ = ["BackgroundConsolidation", "ConsolidationConfig", "ConsolidationReport", "ScopesReport", "consolidate",
           "list_scopes", "preview_strategies", "recover_failed"]
