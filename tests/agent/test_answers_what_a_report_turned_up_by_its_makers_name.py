"""'<expert> ki report mein kya nikla?', 'what did the surveyor report find?': what a report turned up is its
findings — asked with a verb the reader takes for saying, and by the name its maker writes at its head when no
matter is named — its opinion with its numbered observations, not the notes that only mention the report
(agent/paper_facts.py)."""

from __future__ import annotations

import pytest

from tareekh.agent.paper_facts import _found_in, asked_fact
from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, home_built_by

_REPORT = """VIKRAMADITYA K. SUNABEDA
B.E. (Civil), Chartered Engineer & Valuer
INSPECTION REPORT
Date: 14.02.2026
1. Site visit: seepage on the north wall of flat 302, damp patches of about 4 sq. ft.
2. Terrace: the waterproofing membrane was patched 3 times since 2023 without cure.
Opinion: the leakage is a construction defect of the terrace slab, not caused by the occupant.
Sd/- V. K. Sunabeda"""


@pytest.mark.parametrize("typed", ["sunabeda ki report mein kya nikla?", "what did the engineer's report find?",
                                   "valuer report la enna vandhuchu"])
def test_a_report_asked_what_it_turned_up_asks_its_findings(typed):
    assert asked_fact(typed) == "findings"


def test_the_reports_opinion_and_numbered_observations_are_its_findings():
    found = _found_in(_REPORT)
    assert any("patched 3 times" in f for f in found), found
    assert any(f.startswith("Opinion: the leakage is a construction defect") for f in found), found


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="F1", number="CC/41/2025", short_name="Hemprava flat leakage complaint",
                                    title="Hemprava Jagannathpur v. Pottangi Builders", side="complainant"))
    practice.ingest_text("Flat leakage complaint - Sunabeda report not yet filed, 4 weeks. Next 20.2.26.",
                         name="n1.txt", case_id="F1", date="2026-01-16", author="me")
    drop_file(practice, tmp, "Sunabeda inspection report flat 302.txt", _REPORT, "F1")
    practice.ingest_text("Flat leakage complaint - report filed; builder seeks time for objections. Next 3.4.26.",
                         name="n2.txt", case_id="F1", date="2026-02-20", author="me")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "report-by-maker", build)


def test_a_report_asked_by_its_makers_name_gives_its_findings(pr):
    a = pr.ask("sunabeda ki report mein kya nikla?", today="2026-03-01")
    assert "construction defect" in a.answer and "patched 3 times" in a.answer, a.answer
