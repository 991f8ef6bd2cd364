"""The demo practice: the registry and uploads in seed/, filed and consolidated offline."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tareekh.errors import InputError
from tareekh.practice import registry_ops
from tareekh.practice.agent_ops import AgentService
from tareekh.practice.ingest_ops import DemoUploads, IngestService
from tareekh.practice.memory_ops import MemoryService
from tareekh.registry import Registry


class DemoReport(BaseModel):
    """What building the demo practice did."""

    home: str
    registry: dict[str, Any] | str  # the import's counts and warnings, or "already loaded"
    after_registry: DemoUploads  # the demo's uploads, ingested
    observations: int  # the memory's observations once consolidated
    cases: int


def load_demo(home: Path, registry: Registry, ingest: IngestService, agent: AgentService,
              memory: MemoryService) -> DemoReport:
    """Build the demo practice from seed/, offline. Idempotent: a registry with cases is left alone."""
    path = registry_ops.seed_dir() / "registry.json"
    if not path.is_file():
        raise InputError(f"the demo registry {path} is missing (this installation of Tareekh is incomplete: reinstall it)")
    imported: dict[str, Any] | str = "already loaded"
    if registry.is_empty():
        imported = registry.import_json(json.loads(path.read_text(encoding="utf-8")))
    agent.retain_registry_stubs()
    uploads = ingest.ingest_demo_uploads()
    memory.consolidate()  # so the demo opens with observations, not a queue of pending facts
    return DemoReport(home=str(home), registry=imported, after_registry=uploads,
                      observations=memory.stats().by_type.get("observation", 0), cases=len(registry.list_cases()))
