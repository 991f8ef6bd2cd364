"""An order that binds the parties until the case is heard again is an interim order, however the court words it:
"In the meanwhile, no further deduction shall be made …", "Till the next date of hearing, the respondents shall not
…", Hindi "इस बीच … नहीं की जाएगी". A direction given "in the meantime" that binds nobody's hands (file a counter,
serve notice) is no interim order.

Invented names and words."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

PETITIONER = People(our_side="petitioner", our_names=["kesarbai"], other_names=["state"], client_names=["kesarbai"],
                    judge_names=["ruvalkar"])


def outcomes(text: str) -> list[str]:
    events = extract(Record(entry_id=1, text=text, case_ids=["W4"], record_date="2026-03-05", doc_type="order_sheet",
                            people=PETITIONER))
    return [e.outcome for e in events if e.kind == "order"]


@pytest.mark.parametrize("text", [
    "Issue notice, returnable in three weeks. In the meanwhile, no coercive recovery of the pension arrears shall "
    "be effected from the petitioner. List thereafter.",
    "Heard. Till the next date of hearing, the respondents shall not dispossess the petitioner from the kiosk.",
    "Notice. Meantime, the demand notice dated 04.01.2026 shall remain suspended.",
    # "kept in abeyance": the courts' and tribunals' word for an order put on hold till the case is heard again
    "Admit. Until the next date of hearing the posting order dated 11.03.2026 shall be kept in abeyance as "
    "regards the applicant. Reply in four weeks.",
    "Notice. In the meanwhile the recovery notice shall be held in abeyance.",
    "नोटिस जारी हो। इस बीच याचिकाकर्ता के वेतन से कोई कटौती नहीं की जाएगी।",
    # a note's own heading "Interim:", then what binds the parties (before, the restraint in plain words was no order,
    # and a list of the matters under interim protection left the matter out)
    "Admitted on the question of law. Interim: no construction on the courtyard till disposal. NDOH 14.09.2026.",
    "Interim - status quo on the shop till next date.",
])
def test_an_order_binding_the_parties_till_the_case_is_heard_again_is_interim(text):
    assert "interim" in outcomes(text)


@pytest.mark.parametrize("text", [
    "In the meantime the respondent shall file the counter affidavit. List on 12.04.2026.",
    "Meanwhile the petitioner shall serve the respondents by registered post.",
    "The matter is kept in abeyance till the larger bench decides the reference.",
    "Interim: refused, no case for a stay made out.",
    "Interim: to be argued on the next date.",
])
def test_a_direction_given_in_the_meantime_is_no_interim_order(text):
    assert "interim" not in outcomes(text)
