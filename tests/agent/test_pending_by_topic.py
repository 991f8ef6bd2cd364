"""Work before a day and the next listing, read from the records of the matter and the day the question names."""

from __future__ import annotations

import pytest

from tareekh.practice import Practice
from tareekh.registry.models import Party
from tests.agent.helpers import build_practice, cited_ok, first_line, home_built_by

NOTES = [
    ("C1", "2026-02-05", "Sharvani", "Seabreeze. PW-2 Ramesh (watchman) ka chief hua. Bola: lorry raat 9 baje gate pe aayi. "
     "Light jal rahi thi. Driver ko pehchana. Number plate dekhi. Builder ne kaha 'gate band karo'. Cross deferred - copy nahi mili. Next 10.03.2026."),
    ("C1", "2026-02-20", "Sharvani", "Seabreeze. PW-2 Ramesh cross done (1 hr). Ab bola lorry 10 baje aayi, light kharab thi. "
     "Chief me 9 baje. Builder ka zikr nahi."),
    ("C2", "2026-01-10", "Ravi", "Khaja Saleemuddin. Defendant 2 did not appear despite service; set ex parte. "
     "Next 12.03.2026."),
    ("C1", "2026-03-02", "Sharvani", "Seabreeze. Arguments heard in part. We must file the rejoinder. Next date 15.04.2026."),
    ("C2", "2026-03-12", "Sharvani",
     "Khaja Saleemuddin - DW-1 chief done, cross by other side 20 min. DW-2 electrician ko summons - PF dakhil karna hai. "
     "Next 7/5."),
    ("C2", "2026-03-20", "Ravi", "Khaja Saleemuddin - Issues framed today. Told the client the next date."),
    ("C2", "2026-03-20", "Ravi", "20.03.2026: Issues framed. List on 26.05.2026."),
    ("C2", "2026-08-11", "Sharvani", "Khaja Saleemuddin. Other side again came without instructions. "
     "Judge asked for the personal affidavit of the Commissioner. Next 20.10.2026."),
    ("C2", "2026-06-02", "Ravi", "Khaja Saleemuddin. DW-1 affidavit (Jafri) filed and Ex. B1 sale agreement marked."),
    ("C1", "2026-04-15", "Sharvani", "Seabreeze. PW-1 cross finished in 40 min. Next 22.07.2026 (after vacation). "
     "Idea: summon the municipal record of 2017 to show there was no permission."),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    def build(p, _folder):
        build_practice(p, NOTES)
        p.registry.edit_case("C2", parties=[Party(name="Syed Mujtaba Jafri", role="defendant")])

    path = home_built_by(tmp_path_factory, "by-topic", build)
    with Practice.open(path, create=False) as p:
        p.settings.llm.base_url = None
        yield p


def test_work_before_a_day_for_a_witness_named_in_the_question_is_that_matters_work(pr):
    a = pr.ask("DW-2 electrician ke liye 7 May se pehle kya karna hai?", today="2026-03-13")
    first = first_line(a)
    assert "PF dakhil" in first and "Seabreeze" not in a.answer, a.answer
    assert cited_ok(pr, a)



def test_work_planned_before_a_day_kya_karne_ka_socha_tha_is_the_last_notes_own_idea(pr):
    a = pr.ask("Seabreeze mein july wali date se pehle kya karne ka socha tha?", today="2026-04-20")
    assert "municipal record of 2017" in first_line(a), a.answer
    assert cited_ok(pr, a)


def test_when_listed_again_after_an_event_is_the_next_date_that_days_hearing_set(pr):
    a = pr.ask("Khaja Saleemuddin issues frame ayyaka malli eppudu list?", today="2026-04-01")
    assert "26 May 2026" in first_line(a), a.answer
    assert cited_ok(pr, a)


def test_a_next_date_set_with_no_purpose_says_what_that_hearing_asked_for_before_it(pr):
    a = pr.ask("Khaja Saleemuddin ab kab lagega?", today="2026-09-01")
    first = first_line(a)
    assert "20 Oct 2026" in first and "personal affidavit of the Commissioner" in first, a.answer
    assert cited_ok(pr, a)


def test_a_bare_case_name_asks_where_the_case_stands_with_its_steps_so_far(pr):
    a = pr.ask("Saleemuddin?", today="2026-09-01")
    first = first_line(a)
    assert "Last hearing" in first and "20 Oct 2026" in first and "ex parte" in first, a.answer
    assert cited_ok(pr, a)


def test_what_a_witness_said_in_chief_asked_in_hindi_is_the_chief_days_whole_account(pr):
    a = pr.ask("PW-2 Ramesh ne चीफ़ में builder ke baare mein kya kaha tha?", today="2026-09-01")
    assert "gate band karo" in a.answer and "5 Feb 2026" in first_line(a), a.answer
    assert "20 Feb 2026" not in first_line(a), a.answer  # the cross day is not the chief
    assert cited_ok(pr, a)


def test_a_bare_party_name_says_who_they_are_and_where_the_notes_name_them(pr):
    a = pr.ask("Jafri?", today="2026-09-01")
    first = first_line(a)
    assert "Syed Mujtaba Jafri is the defendant" in first and "2 Jun 2026" in first, a.answer
    assert "Ex. B1" in a.answer and cited_ok(pr, a)
