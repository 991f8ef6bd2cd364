"""What a judge or a side keeps doing, asked in the habitual present of the Indian languages:

- "<judge> ki mangde ne?" (what does he ask for): the questions the judge put to a side are his demands, never a
  line where a party's sum was "claimed" read as the question's verb;
- "<judge> kis gall te zyada zor dinde ne?" (what does he insist on): "dinde ne" is a verb and its "is", no name of a
  person no record writes;
- "<matter> ch tareekhan kaun lainda reha?" (who kept taking the dates): who took the adjournments;
- "<party> maintenance deta hai ki nahi?" (does he pay or not): every day the money was spoken of;
- "<party> haazir hota hai ya nahi?" (does he come or not): every day he was away, his name written in any script.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge, Party
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri Avnoor Qazelwar, Motor Accidents Claims Tribunal",
                         short="Qazelwar MACT"))
    reg.add_person(Judge(id="J2", name="Smt Ishrel Tavorkar, Judicial Magistrate", short="Tavorkar JM"))
    reg.add_case(Case(id="M1", number="M.A.C.P. 611/2025", short_name="Yolvika claim",
                      title="Yolvika Brenth vs Morvel Transport", judge_id="J1", side="claimant",
                      parties=[Party(name="Yolvika Brenth", role="claimant"),
                               Party(name="Morvel Transport", role="respondent")]))
    reg.add_case(Case(id="C1", number="Complaint Case 902/2025", short_name="Krisvel cheque case",
                      title="Krisvel Traders vs Ombarish Phelke", judge_id="J2", side="complainant",
                      parties=[Party(name="Krisvel Traders", role="complainant"),
                               Party(name="Ombarish Phelke", role="respondent")]))
    reg.add_case(Case(id="F1", number="Maintenance Case 77/2025", short_name="Sarvika maintenance",
                      title="Sarvika Dunmore vs Trebhan Dunvolk", judge_id="J2", side="petitioner",
                      parties=[Party(name="Sarvika Dunmore", role="petitioner"),
                               Party(name="Trebhan Dunvolk", role="respondent")]))
    notes = [
        ("M1", "2026-03-05", "05.03.2026 Yolvika claim - MACT\nPW1 Yolvika examined. She ran a kulfi cart, income 9,000 pm "
                             "claimed, no books kept.\nQazelwar sahib ne insurer nu poochhya compromise di gall?  - no instructions.\n"
                             "ND 20.04.2026."),
        ("M1", "2026-04-20", "20.04.2026 Yolvika claim - Qazelwar MACT. Doctor not present. ND 02.06.2026."),
        ("C1", "2026-02-11", "११.०२ बुध - JM कोर्ट - क्रिसवेल ट्रेडर्स बनाम ओम्बरीश फेल्के - अभियुक्त अनुपस्थित - जमानतीय वारंट - "
                             "अगली तिथि १८.०३.२०२६"),
        ("C1", "2026-05-06", "06.05.2026 Krisvel cheque case - Phelke absent again, his counsel moved exemption on costs. "
                             "ND 10.06.2026."),
        ("F1", "2026-01-14", "14.01.2026 Sarvika maintenance - interim maintenance fixed at 6,000 pm. ND 18.02.2026."),
        ("F1", "2026-03-18", "18.03.2026 Sarvika maintenance - arrears 12,000, not one rupee paid by Trebhan. ND 22.04.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "ways-habitual", build)


def test_what_the_judge_asks_for_is_the_question_he_put_not_a_sum_claimed(pr):
    a = pr.ask("qazelwar MACT da ki tareeka aa, ki mangde ne", today="2026-07-01")
    first = a.answer.split("\n")[0]
    assert "compromise" in first, a.answer
    assert "claimed" not in first, a.answer


def test_the_punjabi_asking_verb_with_oo_is_a_question_put():
    from tareekh.agent.ask_verbs import puts_question

    assert puts_question("Qazelwar sahib ne insurer nu poochhya compromise di gall?")
    assert not puts_question("Qazelwar sahib ne insurer nu compromise di gall kiti")


def test_a_habitual_verb_before_its_is_is_no_name_of_a_person(pr):
    a = pr.ask("qazelwar sahib kis gall te zyada zor dinde ne", today="2026-07-01")
    assert not a.answer.startswith("No record names"), a.answer


def test_who_kept_taking_the_dates_is_asked_with_who_between_the_dates_and_the_taking():
    from tareekh.agent.who_adjourns import asks_who_adjourns

    assert asks_who_adjourns("krisvel wale cheque case ch tareekhan kaun lainda reha")
    assert not asks_who_adjourns("krisvel wale cheque case di agli tareekh kaun si aa")


def test_paying_or_not_in_the_habitual_present_asks_the_payments():
    from tareekh.agent.concept_asked import sense_asked
    from tareekh.agent.senses import PAYMENT

    assert sense_asked("trebhan maintenance deta hai ki nahi") is PAYMENT
    assert sense_asked("trebhan maintenance order hua ki nahi") is not PAYMENT


def test_paying_or_not_is_answered_with_every_day_of_the_money(pr):
    a = pr.ask("trebhan maintenance deta hai ki nahi", today="2026-07-01")
    assert "not one rupee" in a.answer, a.answer
    assert "6,000" in a.answer, a.answer


def test_coming_or_not_counts_every_day_away_the_name_written_in_its_script(pr):
    a = pr.ask("krisvel case me phelke haazir hota hai ya nahi", today="2026-07-01")
    first = a.answer.split("\n")[0]
    assert "11 Feb 2026" in first and "6 May 2026" in first, a.answer
    assert "वारंट" in a.answer or "warrant" in a.answer.lower(), a.answer
