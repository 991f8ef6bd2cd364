"""'Do the trustees give the audit report properly?', 'maintenance thikmoto dichhe?' — whether a side keeps up a duty,
asked of one matter by a word of manner in the lawyer's language: the thing's story across the hearings (what was
ordered, when it was not done, the costs it drew, when it was done), never one line nor "nothing in your notes".

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.concept_asked import sense_asked
from tareekh.agent.senses import PAYMENT
from tareekh.agent.kept_up import kept_asked
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

TRUST = [
    ("2025-01-10", "Tendolkar v Sawkar - Court asked the trustees to produce the audit report of 2023-24. "
                   "Next 14.02.2025."),
    ("2025-02-14", "Tendolkar v Sawkar - audit report not produced. Sawkar's counsel sought time. Costs Rs. 750 "
                   "imposed. Next 21.03.2025."),
    ("2025-03-21", "Tendolkar v Sawkar - PW1 Tendolkar chief affidavit filed. Next 25.04.2025."),
    ("2025-04-25", "Tendolkar v Sawkar - audit report filed at last. Costs of Rs. 750 paid to us. Next 30.05.2025."),
]
UPKEEP = [
    ("2025-01-09", "Kesarmal v Pallavkar - order: respondent to pay interim maintenance of Rs. 4,000 every month by the "
                   "5th. Next 13.02.2025."),
    ("2025-02-13", "Kesarmal v Pallavkar - not paid for January. Arrears Rs. 4,000. Recovery petition filed. "
                   "Next 20.03.2025."),
    ("2025-03-20", "Kesarmal v Pallavkar - respondent paid Rs. 6,500 in court. Balance still due. Next 24.04.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri K. L. Bhonsule, Civil Judge Senior Division", short="Bhonsule sahab"))
    reg.add_case(Case(id="T1", number="R.C.S. No. 19 of 2024", short_name="Vithoba mandir trust suit",
                      title="Tendolkar vs Sawkar", judge_id="J1", side="plaintiff"))
    reg.add_case(Case(id="M1", number="Misc. Case No. 8 of 2024", short_name="Kesarmal maintenance case",
                      title="Kesarmal vs Pallavkar", judge_id="J1", side="petitioner"))
    for cid, notes in (("T1", TRUST), ("M1", UPKEEP)):
        for day, text in notes:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "duty-kept", build)


@pytest.mark.parametrize("question", [
    # the matter named by one word of its name; "dete" is also a verb of paying, but no money is asked
    "mandir trustees audit report theek se dete hain?",
    "Vithoba trustees audit report vyavasthit detat ka",
    "Vithoba mandir trust suit-e trustee ra audit report thikmoto dey?",
])
def test_a_duty_s_story_is_told_across_its_hearings(pr, question):
    a = pr.ask(question, today="2025-05-01")
    # the day it was not done and the costs that drew, the day it was done at last; no verdict of one line
    for said in ("not produced", "Costs Rs. 750 imposed", "filed at last"):
        assert said in a.answer, (said, a.answer)
    assert "chief affidavit" not in a.answer, a.answer  # a day the duty is not spoken of is no part of it
    assert len(a.citations) >= 3, a.answer
    assert not a.answer.startswith("Not clearly"), a.answer


@pytest.mark.parametrize("question", [
    "Kesarmal maintenance case me Pallavkar maintenance thik re deuchi ki",  # Odia "properly", Odia "is giving"
    "Kesarmal maintenance case e Pallavkar maintenance thikmoto dichhe?",  # Bengali
])
def test_a_sum_kept_properly_is_told_by_its_payments(pr, question):
    a = pr.ask(question, today="2025-04-01")
    for said in ("not paid", "6,500"):
        assert said in a.answer, (said, a.answer)


@pytest.mark.parametrize("question", [
    "maintenance thik re deuchi ki", "rent vyavasthit bharto ka",
    "accounts sariyagi kodtara", "does he file the returns properly", "maintenance olunga kudukkuraara",
    "ভাড়া ঠিকমতো দিচ্ছে?", "ভাড়া নিয়মিত দেয়?", "kist niyamit bhare chhe?",
])
def test_words_of_manner_of_every_language_are_read(question):
    assert kept_asked(question)


@pytest.mark.parametrize("question", [
    "next date 5 sariyaa?",  # Tamil "is it right?": a date confirmed, no duty's manner
    "Vithoba mandir trust suit ka next date kya hai",
    "which cases do I have with adv Sawkar",
    "Sawkar ki appeal time pe file hui thi?",  # the time of one act, no habit
    "was the written statement filed in time?",
])
def test_no_word_of_manner_is_no_duty_asked(question):
    assert not kept_asked(question)


def test_a_word_of_manner_beside_a_word_of_paying_is_the_payments_asked():
    assert sense_asked("Pallavkar maintenance thik re deuchi ki") is PAYMENT
    assert sense_asked("Pallavkar kiraya samay par deta hai?") is PAYMENT  # on time, of paying
    assert sense_asked("audit report thik re deuchi ki") is None  # no money: the duty's story, not the payments
