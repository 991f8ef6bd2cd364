"""A person asked of by surname and a courtesy ("<surname> babu", "<surname> bhau") is the one whose name holds that
surname: a judge's short name that says the judge with the same courtesy ("<other surname> babu") is not named by
the courtesy alone. And "what all" a judge or counsel named does or asks, in any language's doubled "what" ("kana
kana", "kay kay", "enna enna", read as "kya kya"), asks their ways, not the work left to us, unless a word of work
is there ("baaki", "karna hai", "ready").

A registry written for these tests, with names no data set holds.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import NameIndex, _kind, understand
from tareekh.registry.models import Case, Counsel, Judge


class _Registry:
    def __init__(self) -> None:
        self._judges = [Judge(id="J1", name="Sri Bhabani Shankar Pradhani", short="Pradhani babu (Civil Judge)")]
        self._counsel = [Counsel(id="OC1", name="Sri Keshav Thengdi")]
        self._cases = [Case(id="C1", number="C.S. No. 19 of 2025", short_name="Kalbag mill suit",
                            title="Kalbag Mills vs Anand Hazarnavis", judge_id="J1", counsel_id="OC1")]

    def list_cases(self):
        return self._cases

    def judges(self):
        return self._judges

    def counsel(self):
        return self._counsel

    def clients(self):
        return []


@pytest.fixture(scope="module")
def registry():
    return _Registry()


def test_a_courtesy_of_the_judge_s_short_name_names_no_judge_alone(registry):
    index = NameIndex(registry)
    judge = next(i for i in index.items if i.kind == "judge")
    assert "pradhani" in judge.words
    assert "babu" not in judge.words
    q = understand("Thengdi babu kalbag suit re kana kana line dhariche", registry=registry, today=date(2026, 5, 1),
                   index=index)
    assert q.counsel == ["OC1"] and not q.judges


@pytest.mark.parametrize("text, has_judge, kind", [
    ("pradhani babu kya kya puchanti", True, "judge_habit"),  # Odia "kana kana", pivoted
    ("thengdi sir kya kya line dhariche", False, "pattern"),
    ("thengdi ne kya kya bahane banaye", False, "pattern"),
])
def test_what_all_a_person_named_does_asks_their_ways(text, has_judge, kind):
    assert _kind(text, has_judge, not has_judge, False) == kind


@pytest.mark.parametrize("text, has_judge", [
    ("pradhani babu ke case me kya kya karna hai", True),
    ("thengdi wale case me kya kya baaki hai", False),
])
def test_what_all_is_left_to_do_stays_work_pending_whoever_is_named(text, has_judge):
    assert _kind(text, has_judge, not has_judge, False) == "pending"
