"""'<case> madhe tadjod jhala ka?', '<case> la razinama hua?': a settlement asked in an Indian language's word is
answered from the order that records the offence compounded and the sum it was settled for — not from an earlier
note where the judge only asked the sides to settle.

Own small practice (a cheque case before a magistrate), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="C.C. No. 914 of 2025", short_name="Thabah cheque case",
                                    title="Kharmudai Hardware vs Thabah", side="complainant"))
    practice.ingest_text("12.05.26 Thabah cheque case - cross of complainant over. Magistrate told both sides to talk "
                         "and settle. Next 20.07.2026.", name="thabah 1.txt", case_id="K1", date="2026-05-12",
                         author="Lawyer")
    practice.ingest_text("IN THE COURT OF THE JUDICIAL MAGISTRATE\n20.07.2026\nBoth parties present. Joint memo filed that the matter is settled for "
                         "Rs. 1,35,000/- paid by demand draft. Offence compounded under section 147 of the N.I. Act. "
                         "Accused acquitted.", name="thabah order.txt", case_id="K1", date="2026-07-20",
                         author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "settlement-indian-word", build)


@pytest.mark.parametrize("question", [
    "Thabah cheque case madhe tadjod jhala ka?",
    "Thabah cheque case mein razinama hua kya?",
])
def test_the_settlement_is_read_from_the_order_that_compounds_it(pr, question):
    line = first_line(pr.ask(question, today="2026-08-01"))
    assert line.startswith("Yes") and "1,35,000" in line, line
