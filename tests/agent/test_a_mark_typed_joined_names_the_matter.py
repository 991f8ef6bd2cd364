"""A mark of letters and a number typed joined ("SH48 wala claim") names the matter whose own name writes it apart
("… SH-48 claim"): the question is answered from that matter, never "no case called 'SH48 wala claim'".

A small practice written for these tests (a motor accident claim), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.joined_marks import as_the_registry_writes
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


class _C:
    def __init__(self, short_name):
        self.short_name = short_name


def test_the_joined_mark_is_written_as_the_registry_writes_it():
    cases = [_C("Tiwaskar SH-48 claim"), _C("Borgaonkar ward 12 suit")]
    assert as_the_registry_writes("SH48 wala claim kitne ka?", cases) == "SH-48 wala claim kitne ka?"
    assert as_the_registry_writes("ward12 ka suit", cases) == "ward 12 ka suit"


def test_a_mark_no_case_writes_is_left_as_typed():
    assert as_the_registry_writes("NH44 wala claim", [_C("Tiwaskar SH-48 claim")]) == "NH44 wala claim"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="A1", number="MACP No. 212 of 2025", short_name="Tiwaskar SH-48 claim",
                                    title="Lakshmanto Tiwaskar vs Borgaonkar Roadlines & Anr.", side="claimant"))
    practice.ingest_text("Tiwaskar SH-48 claim - MACT. Petition u/s 166 filed today. Claim Rs. 31,75,000. "
                         "Notice to the insurer. Next 14.01.2026.",
                         name="claim filed.txt", case_id="A1", date="2025-11-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "joined-mark", build)


def test_the_matter_named_by_a_joined_mark_is_answered(pr):
    a = pr.ask("SH48 wala claim kitne ka file kiye the", today="2026-02-01")
    assert "31,75,000" in first_line(a), a.answer
