"""Three amount and next-date answers read from the records' own words:

- "adalat ne kitna award kitta?" of a matter whose order directs a sum but never writes "award": the order's sums,
  not "nothing in your notes on award";
- "gaddi kinne di si?" of a matter whose paper writes the deal ("purchased a <model> … for Rs. …") and calls the
  thing "the vehicle" only after: the price;
- a correction note filed under another matter that names this one, calls its next date wrong after the date
  ("ND … likh ditti - GALAT") and gives the right one in its next sentence: the corrected day.

Own small practice, in names and words no data set holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

import pytest

from tareekh.agent.corrected import corrected_next

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="A1", number="CC 77/2025", short_name="Kharbhih insurance claim",
                      title="Zirsan Kharbhih vs Ozhukku Assurance Ltd.", side="complainant"))
    reg.add_case(Case(id="A2", number="CC 91/2025", short_name="Kharbhih dealer complaint",
                      title="Zirsan Kharbhih vs Quorvex Autos", side="complainant"))
    practice.ingest_text("FINAL ORDER\nThe complaint is allowed. OP1 is directed to pay Rs. 1,42,300/- with interest "
                         "@ 7% per annum from 04.03.2025 till realisation; Rs. 15,000/- as compensation and Rs. 5,000/- "
                         "as costs. Compliance within 30 days.", name="cc77 final order.txt", case_id="A1",
                         date="2026-05-12", author="Court")
    practice.ingest_text("COMPLAINT\nThe complainant purchased a Quorvex Lumo from OP1 on 02.02.2024 for Rs. 6,12,000/-. "
                         "Within a year the vehicle went back to the workshop five times. Prayer: refund of Rs. 6,12,000/- "
                         "with interest and Rs. 50,000/- compensation.", name="cc91 complaint.txt", case_id="A2",
                         date="2025-03-01", author="Lawyer")
    practice.ingest_text("Kharbhih dealer complaint - OP2 reply filed. Next 20.08.2026 for evidence.",
                         name="cc91 hearing.txt", case_id="A2", date="2026-06-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "award-price-corrected", build)


def test_an_award_asked_is_the_sums_the_order_directs(pr):
    line = first_line(pr.ask("Kharbhih insurance claim ch court ne kinna award kitta si?", today="2026-07-01"))
    assert "1,42,300" in line and not line.startswith("Nothing"), line


def test_a_price_asked_is_the_sum_the_deal_was_for(pr):
    line = first_line(pr.ask("Kharbhih dealer complaint di gaddi kinne di si?", today="2026-07-01"))
    assert "6,12,000" in line and "50,000" not in line, line


@dataclass
class _Rec:
    date: str
    text: str
    case_ids: list[str]


class _Comp:
    """The little of a composing the reader of corrections asks: the records, a matter's card, today."""
    today = "2026-11-22"

    def __init__(self, records):
        self._records = records

    def records(self, cases):
        return self._records

    def card(self, cid):
        return SimpleNamespace(case=SimpleNamespace(short_name="Vorlan workman reference", aliases=[]), client=None)


_HEARING = _Rec("2026-11-20", "Vorlan workman reference - WW1 cross done. ND 03.03.2027 for arguments.", ["A3"])


def test_a_cheque_given_towards_a_purchase_is_no_price():
    from tareekh.agent.price_paid import _prices

    text = "The accused purchased pumps on credit and towards the balance issued cheque no. 5512 for Rs. 80,000."
    assert _prices(text) == []
    assert [v for v, _, _ in _prices("The accused purchased a Quorvex pump for Rs. 80,000/-.")] == [80000]


@pytest.mark.parametrize("text", [
    "21/11 - CORRECTION\nVorlan (Ref 63/24): kal de note vich ND 03.03.2027 likh ditti - GALAT. Oh dealer wale di "
    "soch rahi si.\nSahi agli peshi 10.03.2027, for arguments.",
    "Correction - Vorlan reference: 03.03.2027 written yesterday is wrong. Right date 10.03.2027 for arguments.",
])
def test_a_correction_filed_under_another_matter_gives_the_next_date(text):
    found = corrected_next(_Comp([_HEARING, _Rec("2026-11-21", text, ["A2"])]), "A3", "2027-03-03", "2026-11-20")
    assert found is not None and found[0] == "2027-03-10", found


def test_a_note_of_another_matter_that_names_no_wrong_day_corrects_nothing():
    text = "Kharbhih dealer complaint - Vorlan reference listed 03.03.2027. Next here 10.03.2027."
    assert corrected_next(_Comp([_HEARING, _Rec("2026-11-21", text, ["A2"])]), "A3", "2027-03-03", "2026-11-20") is None
