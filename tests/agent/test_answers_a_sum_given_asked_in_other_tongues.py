"""A sum given asked in the languages' own words: Telugu "entha ichcharu" (how much did they give), Marathi
"kiticha" (of how much, one word), Meitei "kayam sel pibage" (how much money gave) are amounts asked; and a
family court's "IM" is the interim maintenance an order writes in full, so its sum answers "IM entha".

Own small practice (a maintenance case and a cheque case), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="F1", number="M.C. No. 77 of 2025", short_name="Lalremsiami maintenance",
                      title="Lalremsiami vs Brijvasi", side="petitioner"))
    reg.add_case(Case(id="N1", number="C.C. No. 905 of 2025", short_name="Zodinpuia cheque case",
                      title="Zodinpuia Traders vs Thangmawia", side="complainant"))
    practice.ingest_text("ORDER ON THE APPLICATION FOR INTERIM MAINTENANCE\nThe respondent shall pay interim "
                         "maintenance of Rs. 6,500 per month to the petitioner from the date of this order.",
                         name="lalremsiami im order.txt", case_id="F1", date="2026-02-10", author="Court")
    practice.ingest_text("Lalremsiami maintenance - respondent absent again. Balance IM Rs. 19,500 memo to be "
                         "pressed. Next 14.08.2026.", name="lalremsiami 2.txt", case_id="F1", date="2026-06-15",
                         author="Lawyer")
    practice.ingest_text("Cheque No. 440912 for Rs. 2,35,000 drawn by Thangmawia returned unpaid, funds "
                         "insufficient.", name="zodinpuia memo.txt", case_id="N1", date="2025-09-02", author="Bank")
    practice.ingest_text("Zodinpuia cheque case - plea recorded, accused absent, costs Rs 300. Next 20.08.2026.",
                         name="zodinpuia 1.txt", case_id="N1", date="2026-06-18", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sum-given-tongues", build)


@pytest.mark.parametrize("question", [
    "lalremsiami ki IM entha ichcharu",  # Telugu: how much IM did they give
    "zodinpuia cha cheque kiticha hota",  # Marathi: of how much was the cheque
    "brijvasi na kayam sel pibage, kayam claim?",  # Meitei: how much money gave, how much claimed
    "ee case lo rent entha kattaru?",  # Telugu: how much rent did they pay
])
def test_a_sum_given_asked_in_the_languages_words_is_an_amount(question):
    assert _kind(pivot(question), False, False, False) == "amount", pivot(question)


@pytest.mark.parametrize("question", ["ninna evaru vachindi", "ee case lo entha mandi witnesses vachindi"])
def test_a_question_of_who_or_how_many_stays_one(question):
    assert _kind(pivot(question), False, False, False) != "amount"


def test_im_asked_is_the_interim_maintenance_the_order_writes_in_full(pr):
    line = first_line(pr.ask("lalremsiami ki IM entha ichcharu", today="2026-07-01"))
    assert line.startswith("Rs. 6,500"), line


def test_a_cheque_asked_of_how_much_in_one_marathi_word_opens_with_its_sum(pr):
    line = first_line(pr.ask("zodinpuia cha cheque kiticha hota", today="2026-07-01"))
    assert line.startswith("Rs. 2,35,000"), line
