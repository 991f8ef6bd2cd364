"""Time sought because the record has not come, written with words between the record and its not coming ("record
again NOT produced", "record tehsil daftar se nahi aaya", "record phir nahi laye") is the plea of records not
received, so "kin cases mein sarkar record ke naam pe time leti hai?" finds those days too."""

from __future__ import annotations

import pytest

from tareekh.agent.reasons import FAMILIES

RECORDS = next(f for f in FAMILIES if f.name.startswith("instructions or records"))


@pytest.mark.parametrize("said", [
    "Record again NOT produced by the Government Advocate.",
    "Bola record tehsil daftar se nahi aaya.",
    "Counter aaya, par record phir nahi laye.",
    "The original record of the Zutshi acquisition has still not come.",
])
def test_a_record_not_come_with_words_between_is_records_not_received(said):
    assert RECORDS.ways.search(said)


@pytest.mark.parametrize("said", [
    "Sonowal's counsel argued from the record for an hour, nothing was not ready.",
    "The record room clerk Gadekar was on leave, so no certified copy.",
])
def test_a_record_room_or_a_record_argued_from_is_not_that_plea(said):
    assert not RECORDS.ways.search(said)
