"""A count of the other side's requests for time takes those recorded in a junior's lines filed under no case, when the
line names the registry counsel of that one case (agent/stray_times.py); a line naming another case's counsel, or our
own request, does not count. A small practice written for these tests.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line as first, home_built_by


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OX", name="Thiruvalluvan Parvathesan"))
    reg.add_person(Counsel(id="OY", name="Hemavathi Bhuvanagiri"))
    reg.add_case(Case(id="P1", number="C.C. 77/2025", short_name="Rudrakshi Traders cheque complaint",
                      title="Rudrakshi Traders vs Meghnad Ketkar", counsel_id="OX", side="complainant"))
    reg.add_case(Case(id="P2", number="O.S. 410/2024", short_name="Tanmoyi boundary suit",
                      title="Zorawar Tanmoyi vs Rupsha Tanmoyi", counsel_id="OY", side="plaintiff"))
    practice.ingest_text("12.01.2026 CC 77/2025 Rudrakshi Traders - accused Ketkar present. Parvathesan sought time "
                         "for cross of CW1. Next 20.02.2026.", name="diary jan.txt", case_id="P1", date="2026-01-12",
                         author="Lawyer")
    practice.ingest_text("16.02.2026 OS 410/2024 Tanmoyi - issues framed. Next 20.02.2026.", name="diary feb.txt",
                         case_id="P2", date="2026-02-16", author="Lawyer")
    # a junior's chat lines: the matter named by no word the registry holds, on days no single listing tells (both
    # matters were listed for 20.02; none for 27.03), so they stay under no case (ingest/filing.py files a chat's day
    # by the one case listed that day)
    practice.ingest_text("20/02/2026, 13:05 - Junior: Sir, the diesel one - Parvathesan again time kettaaru, "
                         "accused gone to his village. ND 27/3\n"
                         "27/03/2026, 12:40 - Junior: Sir, the diesel one - Bhuvanagiri madam time kettaaru for "
                         "her client's affidavit. ND 24/4\n",
                         name="WhatsApp Chat with Junior.txt", author="Junior")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-unfiled-times", lambda p, _folder: build(p))


@pytest.fixture
def practice(built):
    from tareekh.practice import Practice

    with Practice.open(built, create=False) as p:
        yield p


def test_the_lines_are_filed_under_no_case(practice):
    strays = [e for e in practice.entries() if "kettaaru" in e.text]
    assert strays and all(not e.case_id for e in strays), [(e.case_id, e.text[:60]) for e in strays]


def test_an_unfiled_line_naming_the_case_s_counsel_counts_for_the_case(practice):
    ans = practice.ask("how many times has Ketkar's side taken time in the Rudrakshi cheque complaint",
                       today="2026-05-01")
    line = first(ans).lower()
    assert line.startswith("two times"), line
    assert "20 feb 2026" in line or "20 feb" in line, line


def test_an_unfiled_line_naming_another_case_s_counsel_does_not_count(practice):
    ans = practice.ask("how many times has the other side taken time in the Tanmoyi boundary suit", today="2026-05-01")
    line = first(ans).lower()
    assert line.startswith("once"), line
    assert "parvathesan" not in ans.answer.lower(), ans.answer
