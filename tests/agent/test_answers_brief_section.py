"""A brief's "what it is about" from the paper the matter arose from: a hard-wrapped sentence ("… was not served
before the\\nMagistrate …") is read whole, and the sentence that cites the provision a side relies on ("under
Section 41A") is kept over a longer one, whole, rather than every sentence being cut in the middle.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, home_built_by

ORDER = """12.08.2025
ORDER ON CHARGE
The complainant alleges that on 02.03.2025 the accused took Rs. 2,40,000 from him at Kalyani market promising a
government job in the railway department, and thereafter stopped answering his calls for several months.
Learned counsel for the accused argued that the notice under Section 41A of the Code was not served before the
Magistrate and that the money was a loan. These are matters of trial.
Charge framed, read over and explained; accused pleaded not guilty.
PWs 1 to 3 be summoned for 10.10.2025.
"""


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="R1", number="Crl. Rev. No. 55 of 2025", short_name="Dhanuka job fraud revision",
                                    title="Bikash Dhanuka vs State", side="petitioner", next_date="2026-02-10"))
    drop_file(practice, tmp, "charge order.pdf.txt", ORDER, "R1")
    practice.ingest_text("Dhanuka revision - admitted, LCR called. Next date 10.02.2026.", name="n1.txt",
                         case_id="R1", date="2025-11-04", author="Lawyer")
    practice.ingest_text("Dhanuka revision - LCR received. Points: notice u/s 41A, money a loan, no receipt. "
                         "Next date 10.02.2026.", name="n2.txt", case_id="R1", date="2026-01-06", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "brief-section", build)


@pytest.mark.parametrize("question", ["dhanuka revision short mein brief karo", "brief me on the Dhanuka revision"])
def test_a_brief_keeps_the_sentence_citing_the_section_relied_on(pr, question):
    a = pr.ask(question, today="2026-01-20")
    about = a.answer.split("What it is about:")[-1]
    assert "What it is about:" in a.answer and "Section 41A of the Code was not served before the Magistrate" in about, a.answer
