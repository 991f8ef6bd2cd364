"""Asked which matters went for a strike ("hadtaal ki wajah se kin kin cases me tarikh padi", "how many dates went to
the bar's strike"), a day the notes write as an abstention, a boycott or a condolence in any language ("अधिवक्तागण
न्यायिक कार्य से विरत", "కర్మవిరతి") is one — and the judge's warning of a "defence strike" is not. Invented lines,
written for these tests."""

from __future__ import annotations

import pytest

from types import SimpleNamespace

from tareekh.agent.tally import _holds, present, thing_of


def _thing(question: str, line: str):
    # the words of the question no note holds ("padi", "gayi") are its own language's, dropped as the count does
    return present(thing_of(question, set()), [SimpleNamespace(text=line)])


@pytest.mark.parametrize("question", [
    "hadtaal ki wajah se kin kin cases me tarikh padi",
    "how many dates went to the strike",
])
@pytest.mark.parametrize("line", [
    "20.05.2026 अधिवक्तागण शोक प्रस्ताव के कारण न्यायिक कार्य से विरत।",
    "Advocates abstained from work - condolence reference.",
    "আইনজীবীদের কর্মবিরতি, পরের তারিখ ৩/৯",
    "aaj bhi hadtal hai yahan",
])
def test_a_day_the_bar_stayed_away_holds_the_strike_asked(question, line):
    thing = _thing(question, line)
    assert thing and _holds(thing, line), (question, line)


def test_a_defence_struck_off_is_no_strike():
    line = "Judge: pehle kiraya jama karo, O.15 R.5 - nahi to defence strike"
    thing = _thing("how many dates went to the strike", line)
    assert not (thing and _holds(thing, line))
