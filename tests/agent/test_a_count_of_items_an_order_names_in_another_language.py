""""How many issues were framed?" of an order that frames them in another language than the question: the issues are
found by every name the lexicon gives them (Hindi "वाद-बिंदु", Tamil "எழுவினா", Urdu "tanqeeh" …), and counted by the
number written beside that name ("4 (चार) वाद-बिंदु") or, where none is written, by the items the order numbers after
it ("1. … 2. … 3. …"). The answer says the count first and cites the order, never "no record of issue frame".

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.agent.items_counted import counted_in, listed_after
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline

HINDI_ORDER = ("14.06.2027  पक्षकारों को सुना गया। अभिवचनों के आधार पर निम्नलिखित 4 (चार) वाद-बिंदु निर्धारित किए जाते "
               "हैं:\n1. क्या वाद समय-सीमा में है?  2. क्या विक्रय-पत्र शून्य है?  3. क्या वादी कब्जे का हकदार है?  "
               "4. अनुतोष?\nअगली तिथि 20.08.2027 वादी साक्ष्य हेतु।")
TAMIL_ORDER = ("02.07.2027 இருதரப்பு வாதங்கள் கேட்கப்பட்டன. பின்வரும் எழுவினாக்கள் வரையறுக்கப்படுகின்றன:\n"
               "1. வழக்கு காலவரம்புக்குள் உள்ளதா?  2. கிரைய ஆவணம் செல்லுமா?  3. வாதிக்கு என்ன பரிகாரம்?\n"
               "அடுத்த விசாரணை 11.09.2027.")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="Title Suit 41/2026", short_name="Jeliang land suit",
                      title="Jeliang Tlau vs Khongwirco", side="plaintiff"))
    reg.add_case(Case(id="T2", number="O.S. 77/2026", short_name="Zorempuii house suit",
                      title="Zorempuii vs Vungthang", side="plaintiff"))
    practice.ingest_text(HINDI_ORDER, name="ts 41 order 14.06.2027.txt", case_id="T1", date="2027-06-14",
                         author="court")
    practice.ingest_text("Jeliang land suit - WS aa gaya, Khongwirco ne bechne se inkar kiya. ND 14.6.27",
                         name="ts 41 note.txt", case_id="T1", date="2027-04-02", author="Tlau")
    practice.ingest_text(TAMIL_ORDER, name="os 77 order.txt", case_id="T2", date="2027-07-02", author="court")


@pytest.fixture(scope="module")
def po(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "issues-counted", build))


@pytest.mark.parametrize("question", ["jeliang land suit me kitne issue frame hue the", "how many issues were framed "
                                                                                           "in the Jeliang land suit?"])
def test_the_issues_counted_by_the_number_beside_their_hindi_name(po, question):
    a = po.ask(question, today="2027-09-01")
    said = first_line(a)
    assert said.startswith("Four issues"), a.answer
    assert "no record" not in a.answer.lower(), a.answer


def test_the_issues_counted_by_the_items_a_tamil_order_numbers(po):
    a = po.ask("how many issues were framed in the Zorempuii house suit?", today="2027-09-01")
    assert first_line(a).startswith("Three issues"), a.answer


def test_a_count_is_read_beside_a_name_in_any_script_and_from_a_numbered_list():
    assert [n for _, n in counted_in(HINDI_ORDER, "issue")] == [4]
    assert [n for _, n in counted_in(TAMIL_ORDER, "issues")] == [3]
    assert [n for _, n in counted_in("Tanqeeh - 5 framed today. ND 3.4", "issue")] == [5]


def test_a_numbered_list_must_begin_right_after_the_naming_sentence():
    text = "Issues framed:\nlong discussion of something else entirely before any list at all, then 1. one 2. two"
    assert listed_after(text, text.index(":") + 1) is None
    assert listed_after("x:\n1. a?\n2. b?\n3. c?", 2) == 3
    assert listed_after("x:\n1. a only", 2) is None
