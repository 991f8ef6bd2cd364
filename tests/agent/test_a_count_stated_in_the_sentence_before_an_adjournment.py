"""An order sheet counts a side's request in a sentence of its own and adjourns in the next ("This is the third
time. Adjourned subject to costs …"): the count is the notes' own, as when it is written beside the request
("4th time for time"); an ordinal that no adjournment follows counts nothing ("PW2 present for the third time.
Examined.").
"""

from __future__ import annotations

import pytest

from tareekh.agent.counsel_times import _ORDINAL


@pytest.mark.parametrize("text", [
    "Counsel for the respondent absent; junior reports illness. This is the third time. Adjourned subject to costs.",
    "Vakil sir absent again, clerk present. This is the 3rd time; adj. to 14.2.",
])
def test_an_ordinal_before_an_adjournment_is_counted(text):
    m = _ORDINAL.search(text)
    assert m is not None, text


@pytest.mark.parametrize("text", [
    "PW2 Selvaraj Thangamani present for the third time. Examined in chief.",
    "This is the second time. The accused is present.",
])
def test_an_ordinal_no_adjournment_follows_counts_nothing(text):
    assert _ORDINAL.search(text) is None, text
