"""'<matter> malli eppudu? reply eppatiki?' asks two things: when the matter is next listed, and by when the reply
must go. The answer gives the next date first, as asked, then the day the reply is due — counted from the note's
"within two weeks" — not only one of them. Written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="W.P. No. 5521 of 2024", short_name="Kothapet layout writ",
                                    title="Kothapet Residents Welfare Assn vs Municipal Commissioner",
                                    side="petitioner"))
    practice.ingest_text("Kothapet layout writ - Commissioner's counter served today. We to file reply within two "
                         "weeks. Interim continues. ND 07.04.2025", name="kothapet 10.3.txt", case_id="T1",
                         date="2025-03-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "next-and-due", build)


def test_the_next_date_then_the_day_the_reply_is_due(pr):
    a = pr.ask("kothapet writ malli eppudu? reply eppatiki file cheyali?", today="2025-03-15")
    first = first_line(a)
    assert "7 Apr 2025" in first and "24 Mar 2025" in first, a.answer
    assert first.index("7 Apr 2025") < first.index("24 Mar 2025"), a.answer
    assert cited_ok(pr, a)
