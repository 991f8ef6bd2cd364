"""A bare question ("instalment?") whose line is an item of a list ("Rs. 80,000 by 30.06.2026;") is quoted from the
list's head ("… agrees to pay Rs. 2,40,000 as follows: …"): the total and what the items are of, which the items
alone do not say.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

ORDER = ("12.03.2026\nBoth parties present with counsel.\nThe parties have compromised. The accused undertakes to pay "
         "the complainant a sum of Rs. 2,40,000/- as follows: Rs. 40,000/- paid today in cash, acknowledged; "
         "Rs. 1,00,000/- by 15.04.2026; and Rs. 1,00,000/- by 15.05.2026.\nIf any instalment is not paid the "
         "complaint shall proceed from the stage of defence evidence.\nList on 20.05.2026 for compliance.")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="C1", number="C.C. No. 58 of 2025", short_name="Langstieh cheque case",
                                    title="Langstieh vs Kharshandi", side="complainant"))
    practice.ingest_text(ORDER, name="order sheet 12.03.2026.txt", case_id="C1", date="2026-03-12", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bare-list-head", build)


def test_an_item_of_a_list_is_quoted_with_the_list_s_head(pr):
    a = pr.ask("instalment?", today="2026-04-01")
    quote = a.answer.split("\n- ")[1]
    assert "2,40,000" in quote and quote.index("2,40,000") < quote.index("15.04.2026"), a.answer  # read in order
