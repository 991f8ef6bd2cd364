"""An order's outcome is the order's: a day fixed to pronounce it is no pronouncement, and a conviction or an
acquittal denied or of another case is no verdict of this one."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

ACCUSED = People(our_side="accused", our_names=["tenzin"], other_names=["state"], client_names=["tenzin"],
                 judge_names=["barua"])


def outcomes(text: str) -> list[str]:
    events = extract(Record(entry_id=1, text=text, case_ids=["K7"], record_date="2026-02-11", doc_type="order_sheet",
                            people=ACCUSED))
    return [e.outcome for e in events if e.kind == "order"]


@pytest.mark.parametrize("text", [
    "Heard both sides. Orders reserved. Judgment to be pronounced on 20.03.2026.",
    "Arguments closed; the order will be pronounced on the next date.",
    "बहस सुनी गई। निर्णय दिनांक 20.03.2026 को सुनाया जाएगा।",
])
def test_a_day_fixed_to_pronounce_the_order_is_not_a_pronouncement(text):
    assert "pronounced" not in outcomes(text)


def test_an_order_pronounced_is_still_read():
    assert "pronounced" in outcomes("Judgment was pronounced in open court today. Appeal dismissed.")


@pytest.mark.parametrize("text", [
    "The earlier case is pending trial and no conviction is shown. The petition is allowed; bail granted.",
    "Accused has a previous conviction under the Excise Act; bail rejected.",
    "Tenzin was not convicted in the other FIR, says the IO. Next date for charge.",
    "आरोपी की कोई दोषसिद्धि नहीं है। जमानत स्वीकार।",
])
def test_a_conviction_denied_or_of_another_case_is_no_verdict_of_this_one(text):
    assert "convicted" not in outcomes(text)


@pytest.mark.parametrize("text, outcome", [
    ("Accused Tenzin is convicted under s. 279 IPC and sentenced to a fine.", "convicted"),
    ("The accused is acquitted of all charges.", "acquitted"),
])
def test_a_verdict_of_this_case_is_still_read(text, outcome):
    assert outcome in outcomes(text)


@pytest.mark.parametrize("text", [
    "Court recorded our undertaking - regularisation application with compounding fee within 2 weeks.",
    "Told the client the top floor needs compounding by the corporation, else demolition.",
])
def test_compounding_a_building_is_no_settlement(text):
    assert "compromise" not in outcomes(text)


def test_an_offence_compounded_is_still_a_settlement():
    assert "compromise" in outcomes("The offence is compounded u/s 320 Cr.P.C. and the accused is acquitted.")
