"""A matter's summary quotes the paper it arose from; when that paper refuses or ends something and gives its reason
at the end of a long sentence ("… is rejected, since the policy stood lapsed …"), the reason is kept, not cut off
at the sentence's room.

A small practice written for this test (a writ against a refused pension), in other words and names than the data
sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

TODAY = "2026-06-15"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="W.P.(C) No. 4410 of 2026", short_name="Thevalakkara pension writ",
                                    title="Saramma Kurichiyil vs District Welfare Officer", side="petitioner"))
    letter = ("OFFICE OF THE DISTRICT WELFARE OFFICER, ARANMULA\nNo. DWO/ARN/PEN/552/2026       Dated: 12.01.2026\n"
              "To: Smt. Saramma Kurichiyil, Thevalakkara\nSub: Widow pension - application of Smt. Saramma - reg.\n"
              "The application dated 03.11.2025 for the widow pension of Rs. 1,600 per month under the State scheme, "
              "in respect of the death of Sri. Mathai Kurichiyil, mason, who died at Thevalakkara on 19.08.2025, is "
              "rejected, since the applicant had not renewed her ration card for 2025-26 and her enrolment stood "
              "cancelled on the date of the application.\n                         District Welfare Officer")
    practice.ingest_text(letter, name="DWO rejection letter.txt", case_id="W1", date="2026-01-12", author="Lawyer")
    for day, text in [("2026-03-02", "WP 4410/26 Thevalakkara pension - admitted. Govt Pleader takes notice. "
                                     "Counter in 4 weeks. Next 20.04.2026."),
                      ("2026-04-20", "WP 4410/26 Thevalakkara pension - counter filed by the State: enrolment "
                                     "cancelled as ration card not renewed. Reply in 2 weeks. Next 01.06.2026."),
                      ("2026-06-01", "WP 4410/26 Thevalakkara pension - reply filed. Arguments heard in part. "
                                     "Next 22.06.2026.")]:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="W1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "summary-keeps-reason", build)


def test_the_summary_keeps_the_reason_a_refusal_gives_last(pr):
    a = pr.ask("Thevalakkara pension writ full summary", today=TODAY)
    assert "renewed her ration card" in a.answer, a.answer
