"""'<matter> me sarkari valuer ki report me kitni keemat batayi?' of a matter whose notes hold only the court
commissioner's valuation: no figure of the valuer is on record, so the answer says the notes do not write the valuer
and shows the figure they hold, whose it is — never the commissioner's figure as the valuer's. 'valuer ki report'
is the valuer's report (a genitive), not a verb typed before the light verb "ki".

Own small practice (two partition suits), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="V1", number="C.S. No. 418 of 2027", short_name="Ruvenkar partition suit",
                      title="Ruvenkar vs Ruvenkar", side="plaintiff"))
    reg.add_case(Case(id="V2", number="C.S. No. 502 of 2027", short_name="Ngangom partition suit",
                      title="Ngangom vs Ngangom", side="defendant"))
    practice.ingest_text("REPORT OF THE LOCAL COMMISSIONER in C.S. 418/2027. Spot visited on 4.2.2028. The two-storey "
                         "house at Keishampat measured. Approximate market value Rs. 62 lakh as per circle rates.",
                         name="ruvenkar lc report.txt", case_id="V1", date="2028-02-10", author="Local Commissioner")
    practice.ingest_text("CS 418/27 - LC report filed. Objections by D1: valuation too low. Next 3.4.28.",
                         name="ruvenkar 14-2.txt", case_id="V1", date="2028-02-14", author="Lawyer")
    practice.ingest_text("CS 502/27 - Govt valuer's report filed: the shop valued at Rs. 18 lakh. Next 9.4.28.",
                         name="ngangom 2-3.txt", case_id="V2", date="2028-03-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "figure-of-a-calling", build)


def test_the_commissioner_s_figure_is_not_the_valuer_s(pr):
    line = first_line(pr.ask("Ruvenkar partition me sarkari valuer ki report me kitni value batayi?",
                             today="2028-05-01"))
    assert line.startswith("Not on record") and "valuer" in line, line


def test_a_valuer_the_notes_write_gives_the_figure(pr):
    line = first_line(pr.ask("Ngangom partition me govt valuer ki report me kitni value batayi?", today="2028-05-01"))
    assert "18" in line and not line.startswith("Not on record"), line
