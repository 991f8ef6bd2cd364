"""Practice is composed of one service per room, each an object with its own state, passed what it uses."""

from __future__ import annotations

import re
from pathlib import Path

from tareekh.practice import Practice

PRACTICE = Path(__file__).resolve().parents[2] / "tareekh" / "practice"


def test_practice_is_composed_of_services_not_mixed_in():
    """No mixins sharing state through `self`, no scan of the class's MRO for hooks, no method found by its
    name in a string: a reader (and the type checker) can follow every call."""
    assert Practice.__bases__ == (object,)
    offenders = []
    for path in sorted(PRACTICE.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        for pattern in (r"__mro__", r"getattr\(self\b", r"getattr\(\w+, \"_"):
            if re.search(pattern, text):
                offenders.append((path.name, pattern))
    assert offenders == []


def test_every_service_stands_on_the_one_home_and_the_one_registry(practice):
    services = [practice.memory_service, practice.agent_service, practice.events_service,
                practice.ingest_service, practice.settings_service]
    assert all(s.base is practice.base for s in services)
    assert all(s.registry is practice.registry for s in [*services, practice.shown_service])
    assert practice.backup_service.base is practice.base
    assert practice.agent_service.memory is practice.memory_service
    assert practice.ingest_service.events is practice.events_service


def test_a_settings_change_reaches_every_service_and_the_registry(practice):
    practice.update_settings({"lawyer_name": "A. Advocate", "resolve": {"fuzzy_floor": 90.0}})
    for service in (practice.memory_service, practice.agent_service, practice.events_service,
                    practice.ingest_service):
        assert service.base.settings.lawyer_name == "A. Advocate"
    assert practice.settings.lawyer_name == "A. Advocate"
    assert practice.registry.thresholds.fuzzy_floor == 90.0


def test_the_ingest_service_hands_filed_entries_to_the_agent_services_memory_layout(practice):
    """Wired in Practice.open: a filed note reaches the memory bank through the agent service's layout."""
    assert practice.ingest_service.retain_into_memory == practice.agent_service.retain_into_memory
    assert practice.ingest_service.forget_in_memory == practice.agent_service.forget_in_memory
    todo = "To do\n1. Renew car insurance - agent to call back\n2. Bar association dues\n"
    (entry,) = practice.ingest_text(todo, name="weekend.txt").entries
    assert practice.entry(entry.id).retain_state == "done"
    assert practice.bank.get_document(f"entry:{entry.id}") is not None


def test_closing_the_practice_closes_the_memory_service(home):
    practice = Practice.open(home)
    assert not practice.memory_service.is_open  # the bank opens on first use
    practice.memory_retain([{"content": "The vakalat was filed.", "tags": ["case:C9"]}])
    assert practice.memory_service.is_open
    practice.close()
    assert not practice.memory_service.is_open
