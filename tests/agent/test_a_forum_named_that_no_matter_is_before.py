""""<forum> me <name> ka case ka agla date?": when none of the lawyer's matters is before a court of the kind named
and the matter the name finds is before another court, the matter asked about is not on record — the other
matter's next date is no answer. A forum one of the matters is before, or none named, leaves the matter found.
Invented registry."""

from __future__ import annotations

from types import SimpleNamespace

from tareekh.agent.forum_asked import forum_unheld

_CASES = {"K1": SimpleNamespace(id="K1", court="High Court of Hemkund, Bench 3"),
          "K2": SimpleNamespace(id="K2", court="Principal District Judge, Zorawarpur")}


class _Comp:
    def __init__(self, text):
        self.q = SimpleNamespace(text=text, typed=text)
        self.registry = SimpleNamespace(list_cases=lambda: list(_CASES.values()))

    def card(self, cid):
        return SimpleNamespace(case=_CASES[cid])


def test_a_forum_no_matter_is_before_is_named_back():
    assert forum_unheld(_Comp("consumer forum me Zorawar ji ka case ka agla date?"), "K1") == "consumer forum"


def test_a_forum_a_matter_is_before_leaves_the_matter_found():
    assert forum_unheld(_Comp("HC me Zorawar ji ka case ka agla date?"), "K1") is None
    assert forum_unheld(_Comp("district court wala Zorawar case next date?"), "K1") is None


def test_no_forum_named_leaves_the_matter_found():
    assert forum_unheld(_Comp("Zorawar ji ka case ka agla date?"), "K1") is None
