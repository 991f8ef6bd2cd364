"""'Does the tenant pay the rent on time?', 'is he paying the maintenance regularly?': every day the matter's records
speak of its money — the order that fixed it, the deposits, what went unpaid, the default pleaded — each cited, the
newest first; not one record alone.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.pays_regularly import _paying
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

SHOP = [
    ("2025-01-08", "Kavathekar v. Hingmire (shop eviction) - tenant has not deposited rent since 2023. Our application "
                   "for striking off the defence filed. Next 12.02.2025."),
    ("2025-02-12", "Kavathekar v. Hingmire - tenant deposited Rs. 54,000 in court (9 months x 6,000). Court directed "
                   "rent to be deposited by the 10th of every month. Next 20.05.2025 PE."),
    ("2025-05-20", "Kavathekar v. Hingmire - PW1 Kavathekar examined. Next 15.07.2025."),
    ("2025-07-15", "Kavathekar v. Hingmire - April and May kiraya court me jama nahi kiya. Default application "
                   "moved again. Next 02.09.2025."),
    ("2025-09-02", "Kavathekar v. Hingmire - DW1 Hingmire cross: admitted he paid Rs. 12,000 for April-May only on "
                   "28.08.2025, late. Next 10.10.2025."),
    ("2025-10-10", "Kavathekar v. Hingmire - arguments on the default application heard in part. Rent for Sept "
                   "still unpaid. Next 14.11.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri A. B. Dhekane, Civil Judge Senior Division", short="Dhekane sahab"))
    reg.add_case(Case(id="R1", number="R.C.S. No. 77 of 2024", short_name="Kavathekar shop eviction",
                      title="Kavathekar vs Hingmire", judge_id="J1", side="plaintiff"))
    for day, text in SHOP:
        practice.ingest_text(text, name=f"R1 {day}.txt", case_id="R1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pays-regularly", build)


@pytest.mark.parametrize("question", [
    "Kavathekar shop eviction me kirayedar kiraya time pe jama karta hai kya?",
    "does the tenant in the Kavathekar shop eviction pay the rent regularly?",
    "Kavathekar shop eviction madhe Hingmire bhade niyamit bharto ka",
    # "properly" (Telugu sariga, Hindi theek se) beside a verb of paying (Telugu kadtunnada)
    "Kavathekar shop eviction lo Hingmire rent sariga kadtunnada leda",
    "Kavathekar shop eviction me kirayedar kiraya theek se de raha hai?",
])
def test_every_day_of_the_money_is_told(pr, question):
    a = pr.ask(question, today="2025-11-01")
    for said in ("since 2023", "54,000", "April and May", "12,000", "Sept"):
        assert said in a.answer, (said, a.answer)
    assert "Sept" in first_line(a), a.answer  # the newest said first
    assert "PW1 Kavathekar examined" not in a.answer, a.answer  # a day of no money is no part of it
    assert len(a.citations) >= 5, a.answer


@pytest.mark.parametrize("sentence", [
    "tenant deposited Rs. 54,000 in court",
    "April and May kiraya court me jama nahi kiya",
    "Maintenance paid only till March, arrears of two months",
    "Also admits he did not pay from June.",
    "ನ್ಯಾಯಾಧೀಶರು ಬಾಕಿ ಜೀವನಾಂಶ ಕೇಳಿದರು.",
    "Hingmire DD Rs. 8,000 ichhadu court lo",
    "Still Rs. 6,000 balance",
])
def test_sentences_of_paying(sentence):
    assert _paying(sentence)


@pytest.mark.parametrize("sentence", [
    "PW1 Kavathekar examined.",
    "Next date for arguments.",
    "baki cross next date",
    "balance cross next date",
])
def test_sentences_of_no_money(sentence):
    assert not _paying(sentence)


def test_properly_asked_of_no_payment_is_not_the_payments():
    from tareekh.agent.concept_asked import sense_asked
    assert sense_asked("Hingmire witnesses sariga vastunnara") is None  # "coming properly": no paying asked
