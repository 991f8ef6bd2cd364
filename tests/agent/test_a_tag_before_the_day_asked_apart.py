"""A yes or no closed by the particle that asks "…, right?" and followed by its day asked apart ("… ho gayi thi na?
kis din order hua?", "… si na? kis tarikh nu?", "… vachindi kada? eppudu?") is the yes or no, answered from the
order that says it was done, with that order's day: the particle in the middle of the question is no thing asked,
and neither are the words that only re-ask the day ("kis din order hua", "kis date ko"). A small practice written
for this test (invented names, a sessions court)."""

from __future__ import annotations

import pytest

from tareekh.agent.clitics import without_tag
from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot
from tareekh.agent.when_after import asked_before_when
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


@pytest.mark.parametrize("typed, read", [
    ("Zorawar ki zamanat ho gayi thi na? kis din order hua?", "Zorawar ki zamanat ho gayi thi? kis din order hua?"),
    ("Zorawar di zamanat ho gayi si na? kis tarikh nu?", "Zorawar di zamanat ho gayi si? kis tarikh nu?"),
    ("Zorawar ki bail vachindi kada? eppudu?", "Zorawar ki bail vachindi? eppudu?"),
    # set after the auxiliary, with the clause's afterthought behind it
    ("charge lag gaya tha na Thangjam aur Yanglem pe? kis tarikh ko?",
     "charge lag gaya tha Thangjam aur Yanglem pe? kis tarikh ko?"),
])
def test_the_agreeing_particle_inside_the_question_is_dropped(typed, read):
    assert without_tag(typed) == read


def test_a_na_that_is_no_tag_stays():
    # Gujarati's "na" of (a genitive) and a negation before a verb are words of the clause, not a closing "right?"
    assert without_tag("Zorawar na case ma stay malyo?") == "Zorawar na case ma stay malyo?"
    assert without_tag("gawah na aaya to kya hua?") == "gawah na aaya to kya hua?"


@pytest.mark.parametrize("asked, head", [
    ("Zorawar ki zamanat ho gayi thi? kis din order hua?", "Zorawar ki zamanat ho gayi thi?"),
    ("stay mila tha? kis date ko?", "stay mila tha?"),
    ("Zorawar la jamin milala ka? konya divashi zala?", "Zorawar la jamin milala ka?"),
    ("was the bail allowed? on which date was it?", "was the bail allowed?"),
])
def test_words_that_only_re_ask_the_day_leave_the_yes_or_no(asked, head):
    assert asked_before_when(asked) == head


def test_another_thing_asked_after_the_when_is_not_dropped():
    assert asked_before_when("stay mila tha? kab next date hai?") is None
    assert asked_before_when("stay mila tha? kab tak reply dena hai?") is None


@pytest.mark.parametrize("asked", [
    "Zorawar ki zamanat ho gayi thi na? kis din order hua?",
    "Zorawar di zamanat ho gayi si na? kis tarikh nu?",
])
def test_the_tagged_question_with_its_day_is_a_yes_or_no(asked):
    assert _kind(pivot(without_tag(asked)), False, False, False) == "yes_no", pivot(without_tag(asked))


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="Z1", number="Bail Application No. 733 of 2025", short_name="Zorawar bail",
                      title="Zorawar Thangjam vs State", side="petitioner"))
    practice.ingest_text("Zorawar bail - notice to State, PP to file reply with the custody certificate. "
                         "Next 21.05.2025.", name="z1 note.txt", case_id="Z1", date="2025-05-07", author="Lawyer")
    practice.ingest_text("Zorawar bail - PP reply filed, arguments heard in part. Next 04.06.2025.",
                         name="z1 second.txt", case_id="Z1", date="2025-05-21", author="Lawyer")
    practice.ingest_text("ORDER\nHeard. The applicant is in custody since February and the investigation is "
                         "complete. The applicant is ordered to be released on bail on furnishing a bond of "
                         "Rs. 40,000/- with one surety.", name="z1 order.txt", case_id="Z1", date="2025-06-04",
                         author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "tag-before-the-day", build)


@pytest.mark.parametrize("asked", ["Zorawar ki bail ho gayi thi na? kis din order hua?",
                                   "Zorawar di bail ho gayi si na? kis tarikh nu?"])
def test_bail_asked_with_a_tag_and_its_day_is_a_yes_with_the_order_s_day(pr, asked):
    a = pr.ask(asked, today="2025-09-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "4 Jun 2025" in first, a.answer
    assert cited_ok(pr, a)
