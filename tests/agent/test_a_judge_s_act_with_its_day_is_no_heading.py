"""A line where the bench acts and then writes the day of what it set going ("<judge> referred the suit to mediation -
first sitting <day>") is the judge's way, not a heading that only dates a hearing: asked the judge's ways at large, it
stays (agent/judge_ways.py). A day's heading, the date first and the court and the matter after it, is still one."""

import pytest

from tareekh.agent.judge_ways import acts_beside_day, dated_mention


@pytest.mark.parametrize("text", [
    "Sudarshana madam referred both sides to the Lok Adalat - sitting on 14.08.2031",
    "Sudarshana madam ne dono paksh ko counselling bheja, agli baithak 14.08",           # Hindi
    "Sudarshana madam rendu vaipula vaariki mediation ki pampaaru adigaru - 14.08 ki",  # Telugu, the verb last
    "Member sir counsellor report kelidru, next 3/9",                                   # Kannada
    "Next 14.08.2031 - madam will speak to the child in chambers with the counsellor",  # the act to come after the day
])
def test_the_bench_acting_before_the_day_is_no_dated_heading(text):
    assert acts_beside_day(text)
    assert not dated_mention(text)


@pytest.mark.parametrize("text", [
    "14.08.2031 - Rent Appellate Tribunal - Sudarshana madam - Edathil v Karthyayani",
    "Fri 3/9 - Tribunal, Sudarshana madam - RCA 12/2030",
    "Sudarshana madam 14.08 - part heard",
])
def test_a_day_s_heading_is_still_a_dated_mention(text):
    assert dated_mention(text)
