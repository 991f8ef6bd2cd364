"""A bare question typed in court around an abbreviation in capitals ("TI order date?", "MA?"): the letters are the
thing asked, though the same letters in small ones are a particle of some language ("ti", "ma"); and where no line
holds the abbreviation beside the question's other words ("order", "date"), the lines that hold the abbreviation
answer, with their dates.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S1", number="O.S. No. 90 of 2025", short_name="Nongrum pathway suit",
                      title="Nongrum vs Syiem", side="plaintiff"))
    reg.add_case(Case(id="S2", number="O.S. No. 14 of 2024", short_name="Passah shop suit",
                      title="Passah vs Mylliem", side="defendant"))
    practice.ingest_text("Nongrum pathway suit - IA 2 heard at length. Judge dictated in open court: TI granted "
                         "till disposal, deft not to block the pathway.", name="n1.txt", case_id="S1",
                         date="2026-02-10", author="Lawyer")
    practice.ingest_text("Nongrum pathway suit - deft has filed MA 31/2026 before the district judge against it. "
                         "Caveat of ours was on record.", name="n2.txt", case_id="S1", date="2026-03-03",
                         author="Lawyer")
    practice.ingest_text("Passah shop suit - plaintiff evidence, PW1 chief filed. Order on costs reserved.",
                         name="w1.txt", case_id="S2", date="2026-02-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bare-abbreviation", build)


def test_an_order_s_abbreviation_finds_the_day_it_was_granted(pr):
    a = pr.ask("TI order date?", today="2026-04-01")
    line = first_line(a)
    assert "Nongrum" in line and "10 Feb 2026" in line, a.answer


def test_an_abbreviation_that_is_also_a_particle_is_the_thing_asked(pr):
    a = pr.ask("MA date?", today="2026-04-01")
    assert "3 Mar 2026" in first_line(a), a.answer
