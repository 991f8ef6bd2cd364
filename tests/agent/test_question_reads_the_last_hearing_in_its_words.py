""""What happened at the last hearing" is asked of the last hearing in every spelling a lawyer types "last" in the
languages the reader reads as typed (Hindi pichhli / pichli / pichla, Telugu chivari / poyina) — not read as an open
question answered from whichever note holds the most of its words."""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.question import NameIndex, understand
from tareekh.registry.models import Case, Client


@pytest.fixture(scope="module")
def reg(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("last_words") / "home"
    with Practice.open(path) as p:
        p.registry.add_person(Client(id="CQ", name="Dorabji Palkhiwala"))
        p.registry.add_case(Case(id="Q1", number="R.S. No. 61 of 2025", short_name="Dorabji boundary suit",
                                 title="Dorabji Palkhiwala vs Tehsildar", client_id="CQ", side="plaintiff"))
        yield p.registry


@pytest.mark.parametrize("text", [
    "dorabji boundary suit me pichli peshi pe kya hua",        # Hindi, one h
    "dorabji wale dave me pichla date pe kai hua",             # Hindi/Rajasthani, masculine
    "dorabji boundary suit lo chivari vaayida lo em jarigindi",  # Telugu
    "dorabji boundary suit poyina tedi em ayyindi",            # Telugu
])
def test_the_last_hearing_is_asked_in_any_spelling_of_last(reg, text):
    q = understand(text, registry=reg, today=datetime.date(2026, 6, 1), index=NameIndex(reg))
    assert q.kind == "last_time", (q.kind, q.text)
