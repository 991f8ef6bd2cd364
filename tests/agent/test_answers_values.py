"""Values asked of a thing — its hour, its date, its amount — read beside the thing's words in whatever record holds
them: an FIR's hour, the date of a power of attorney a sale deed recites, a bail bond's amount in a note's
shorthand, a bar circular's dues date and election date, and the date a part-done cross continues on.

A yes/no is answered from the line that states the asked act, even a later one of the same thing; "at first" is
the earliest record; a quote that opens a quotation mark closes it; what someone said is quoted with the sentence
that finishes it, and a chat message with the reply after it; the work before a date is what the last hearing's
note left, in its own words; Telugu and Hindi filler words ("mana … chesama", "walon") ask nothing of the notes.

A small practice written for these tests (a stabbing trial, a plot suit, a bail; documents in English, notes in a
terse Hinglish shorthand), in other words than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

FIR = """FIRST INFORMATION REPORT (Under Section 154 Cr.P.C.)
District: Nashik   P.S.: Satpur   Year: 2024   FIR No.: 0188   Date: 03.05.2024
Occurrence of offence: Thursday   Date: 02.05.2024   Time: 21:15 hrs
Information received at P.S.: Date: 03.05.2024   Time: 01:40 hrs
Complainant: Vilas Shinde, resident of Satpur
Brief facts: my brother was stabbed near the bus stand at about 9.15 pm by Mahesh Gaikwad. Kindly take action.
"""

SALE_DEED = """SALE DEED
This Deed of Sale is executed on this 9th day of August, 2019 at Nashik
BETWEEN Smt. Kamal Pawar, through her constituted attorney Sri Ravindra Pawar under a General Power of Attorney dated 21.02.2017 (Vendor)
AND Sri Prakash Jadhav (Purchaser).
Consideration: Rs. 31,50,000 paid by cheque.
"""

CIRCULAR = """NASHIK DISTRICT BAR ASSOCIATION
CIRCULAR
Date: 02.03.2026
All members are reminded to pay the annual subscription for 2026-27 by 15.04.2026, failing which their names will not be on the voters' list.
Election of the Managing Committee: 08.05.2026.
"""

NOTES = [
    # (case, date, author, text)
    ("K1", "2025-11-04", "Lawyer", "Satpur trial - PW2 Vilas Shinde chief over, cross on 09.12.2025."),
    ("K1", "2025-12-09", "Lawyer", "Satpur trial - cross of PW2 started, 40 min on the FIR delay. Not finished, continue next date."),
    ("K1", "2025-12-09", "Junior", "Satpur trial: Court recorded PW2 partly cross-examined. For further cross, call on 20.01.2026."),
    ("K3", "2025-06-10", "Lawyer", "Tushar bail - granted. PB Rs 25,000 + 1 surety, attendance at P.S. every Monday."),
    ("K2", "2025-08-12", "Lawyer", "Gangapur plot - WS filed by Jadhav. Our replication due. Next 30.09.2025."),
    ("K2", "2025-09-30", "Lawyer",
     "Gangapur plot - court permitted withdrawal of 40% of the deposited mesne profits by the plaintiff, on an undertaking."),
    ("K2", "2025-10-06", "Lawyer", "Gangapur plot - our replication filed today, copy served on Jadhav's counsel."),
    ("K2", "2025-11-10", "Lawyer", "Gangapur plot - withdrawal cheque received by Sunanda tai on 28.10. Next 15.12.2025."),
    ("K3", "2025-05-20", "Lawyer", "Tushar bail - his father asked whether Tushar could attend his sister's wedding in June."),
    ("K3", "2025-07-14", "Lawyer", "Tushar bail - father asked again, this time about the passport."),
    ("K1", "2026-01-20", "Lawyer", "Satpur trial - PW2 cross over, prosecution evidence closed. Statement u/s 313 ke liye 18 Feb."),
    ("K4", "2025-09-15", "Lawyer",
     "Rekha maintenance - interim application allowed in part: Rs 8,000 per month from the date of the application. "
     "Next 10.11.2025 - Anil ki cross + salary slips mangwane hain."),
    ("K4", "2025-11-10", "Lawyer", "Rekha maintenance - Anil's counsel sought time, costs of Rs 1,000 imposed on the respondent. "
     "Next 08.12.2025."),
    ("K4", "2025-12-08", "Lawyer", "Rekha maintenance - the earlier costs of Rs 1,000 not paid by the respondent. Next 12.01.2026."),
    ("K2", "2025-12-15", "Lawyer", "Gangapur plot - decree: mesne profits of Rs 2,40,000. Interest @ 9% p.a. from the date of the suit."),
    ("K3", "2025-04-10", "Lawyer", "Tushar bail - he is in jail since 02.04.2025, bail application filed today."),
    ("K3", "2025-04-28", "Lawyer", "Tushar bail - interim protection granted for 4 weeks, no coercive steps."),
    ("K1", "2026-02-18", "Lawyer",
     "Satpur trial - 313 statement recorded. Mahesh: 'galat fasaya, us din main Sinnar mein tha; bus ka ticket bhi hai'. "
     "Next 10.03.2026 for DE."),
    ("K1", "2026-03-10", "Lawyer",
     "Satpur trial - DW1 examined in chief. Cross deferred, FSL report ki copy file mein nahi hai. "
     "Vikram: certified copy of the FSL report from the copying section. Next 07.04.2026."),
    ("K2", "2026-02-02", "Lawyer",
     "Gangapur plot - judgment pronounced. The plea of adverse possession is not proved. "
     "The defendant's own sale deed admits the plaintiff's title to the eastern strip."),
]

ORDER_SHEET = (
    "FAMILY COURT AT NASHIK\n"
    "Maintenance Petition No. 12 of 2025\n"
    "Rekha Salve vs Anil Salve\n\n"
    "15.09.2025 Interim application allowed in part. List for evidence of the respondent on 10.11.2025.\n"
)

PROXY = ("12/1/26 - proxy for Adv. Deshpande in R.C.S. 45/2020 Shinde vs Zilla Parishad - their witness absent, "
         "adjd to 20.02.2026. (Deshpande sir ka matter hai, humara nahi)")

CHAT = (
    "12/06/25, 6:10 pm - Tushar More: Sir passport wapas kab milega?\n"
    "12/06/25, 6:15 pm - Adv Kale: Pehle trial court mein application deni padegi, Monday ko file karenge.\n"
    "12/06/25, 6:16 pm - Tushar More: Theek hai sir\n"
)


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="NJ", name="Sri R. K. Kulkarni, Additional Sessions Judge", short="Kulkarni sir"))
    reg.add_person(Client(id="NC1", name="Sunanda Deshmukh"))
    reg.add_person(Client(id="NC2", name="Tushar More"))
    reg.add_case(Case(id="K1", number="Sessions Case No. 45 of 2024", short_name="Satpur stabbing trial",
                      title="State vs Mahesh Gaikwad", judge_id="NJ", side="accused"))
    reg.add_case(Case(id="K2", number="Regular Civil Suit No. 210 of 2023", short_name="Gangapur plot suit",
                      title="Sunanda Deshmukh vs Prakash Jadhav", client_id="NC1", side="plaintiff"))
    reg.add_case(Case(id="K4", number="Maintenance Petition No. 12 of 2025", short_name="Rekha maintenance",
                      title="Rekha Salve vs Anil Salve", side="petitioner"))
    reg.add_case(Case(id="K3", number="Bail Application No. 301 of 2025", short_name="Tushar bail",
                      title="Tushar More vs State of Maharashtra", client_id="NC2", side="applicant"))
    for case_id, day, author, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day} {author}.txt", case_id=case_id, date=day, author=author)
    practice.ingest_text(ORDER_SHEET, name="certified copy M.P. 12-2025.txt", case_id="K4")
    practice.ingest_text(PROXY, name="proxy note.txt", author="Lawyer")
    for name, text, case_id in (("scan_fir.txt", FIR, "K1"), ("scan_deed.txt", SALE_DEED, "K2"),
                                ("bar_circular.txt", CIRCULAR, None), ("WhatsApp Chat with Tushar More.txt", CHAT, "K3")):
        drop_file(practice, tmp, name, text, case_id)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "values", build)


def test_the_practice_holds_the_documents_as_documents_and_the_circular_as_a_general_note(pr):
    kinds = {(e.kind, e.doc_kind, e.status) for e in pr.entries()}
    assert ("document", "FIR", "retained") in kinds and ("document", "sale deed", "retained") in kinds
    assert ("general", "circular", "retained") in kinds


def test_the_hour_an_fir_was_registered_is_read_beside_the_fir_own_date(pr):
    a = pr.ask("Satpur stabbing ki FIR kitne baje darj hui thi?", today="2026-01-05")
    first = first_line(a)
    assert "01:40" in first and "03.05.2024" in first  # information received at the station, not the occurrence
    assert "21:15" not in first and cited_ok(pr, a)


def test_the_date_of_a_power_of_attorney_recited_in_a_sale_deed(pr):
    a = pr.ask("Gangapur plot suit ki sale deed mein power of attorney kis tareekh ki hai?", today="2026-01-05")
    assert first_line(a).startswith("21 Feb 2017") and cited_ok(pr, a)


def test_a_bail_bond_amount_written_in_shorthand(pr):
    a = pr.ask("Tushar ko kitne ke bond pe bail mili?", today="2026-01-05")
    first = first_line(a)
    assert "25,000" in first and "surety" in first and cited_ok(pr, a)


def test_a_circular_answers_both_halves_of_a_question_about_dues_and_an_election(pr):
    a = pr.ask("bar association ka chanda kab tak bharna hai, aur election kab hai?", today="2026-03-20")
    first = first_line(a)
    assert first.startswith("15 Apr 2026") and "8 May 2026" in first and cited_ok(pr, a)
    assert "circular" in first  # a general note is not "your note" on a case


def test_when_a_part_done_cross_continues_is_the_date_its_latest_hearing_set(pr):
    a = pr.ask("Satpur trial PW2 cross continue kab?", today="2026-01-05")
    assert first_line(a).startswith("20 Jan 2026"), a.answer  # not the date the cross first began on
    assert cited_ok(pr, a)


def test_a_value_of_a_thing_no_record_holds_is_not_made_up(pr):
    a = pr.ask("Tushar bail mein ration card kab jama hua?", today="2026-01-05")
    assert not any(d in first_line(a) for d in ("10 Jun 2025", "25,000"))
    assert first_line(a).startswith(("Nothing in your notes", "No record")), a.answer


def test_an_act_stated_weeks_later_of_the_same_thing_answers_yes(pr):
    a = pr.ask("Sunanda tai ko 40% wala paisa mil gaya?", today="2025-11-20")
    first = first_line(a)
    assert first.startswith("Yes") and "28.10" in first, a.answer  # the order allowed it; a later note says received
    assert cited_ok(pr, a)


def test_telugu_filler_words_do_not_turn_a_filed_reply_into_no_record(pr):
    a = pr.ask("Gangapur plot lo mana replication file chesama?", today="2025-11-20")
    first = first_line(a)
    assert first.startswith("Yes") and "6 Oct 2025" in first, a.answer


def test_at_first_is_the_earliest_record_that_holds_the_question_words(pr):
    a = pr.ask("Tushar ke papa ne shuru mein kya poocha tha?", today="2025-11-20")
    first = first_line(a)
    assert "wedding" in first and "passport" not in first, a.answer
    assert cited_ok(pr, a)


def test_a_next_date_written_without_a_next_word_in_the_latest_note_is_the_next_date(pr):
    a = pr.ask("Satpur trial ki agli tareekh?", today="2026-01-25")
    first = first_line(a)
    assert "18 Feb 2026" in first and "313" in first, a.answer  # "… 313 ke liye 18 Feb", not an older listing


def test_an_order_on_an_interim_application_does_not_dispose_of_the_case(pr):
    a = pr.ask("Rekha maintenance ki next date?", today="2025-10-01")
    first = first_line(a)
    assert "10 Nov 2025" in first and "no next date" not in first, a.answer


def test_a_sum_and_its_interest_rate_asked_together(pr):
    a = pr.ask("Gangapur plot mein mesne profits kitne the aur byaaj kitna?", today="2026-01-05")
    first = first_line(a)
    assert "2,40,000" in first and "9%" in first, a.answer


def test_how_long_an_interim_protection_was_granted_for(pr):
    a = pr.ask("Tushar ko interim protection kitne hafte ke liye mili?", today="2025-06-01")
    assert first_line(a).startswith("4 weeks"), a.answer


def test_a_quotation_cut_at_a_semicolon_is_quoted_to_its_closing_mark(pr):
    a = pr.ask("Mahesh ne 313 ke bayan mein kya kaha?", today="2026-02-20")
    assert "bus ka ticket bhi hai" in a.answer, a.answer
    assert cited_ok(pr, a)


def test_what_the_court_said_on_a_plea_is_quoted_with_the_sentence_that_finishes_it(pr):
    a = pr.ask("judge ne judgment mein adverse possession ki plea pe kya bola?", today="2026-03-01")
    assert "admits the plaintiff's title" in a.answer, a.answer


def test_what_i_replied_to_a_client_message_is_the_chat_message_after_it(pr):
    a = pr.ask("Tushar ne passport ka poocha tha to maine kya bola?", today="2025-07-01")
    assert "application deni padegi" in a.answer, a.answer
    assert cited_ok(pr, a)


def test_work_before_the_next_date_is_what_the_last_hearing_note_left_in_its_own_words(pr):
    a = pr.ask("Satpur trial mein agli date se pehle kya karna hai?", today="2026-03-20")
    first = first_line(a)
    assert "certified copy of the FSL report" in first and "7 Apr 2026" in first, a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("text, kind", [
    ("FIR kitne baje darj hui?", "open"),  # an hour, not a count
    ("protection kitne hafte ke liye mili?", "open"),  # a span, not a count
    ("uski income kitni batayi thi?", "amount"),  # a verb after kitni: an amount, not how many
    ("kitne adjournments liye?", "count"),
    ("agli date se pehle kya karna hai?", "pending"),  # work before a day, not the next date
    ("next date mundu em undaali?", "pending"),
    ("agli date kab hai?", "next_date"),
    ("last date em ayyindi? next eppudu?", "last_time"),  # the last hearing's answer gives the next date too
])
def test_question_kinds_of_an_hour_a_span_and_work_before_a_day(text, kind):
    from datetime import date

    from tareekh.agent.question import understand

    assert understand(text, registry=None, today=date(2026, 1, 1)).kind == kind


def test_two_yes_no_questions_in_one_message_are_each_answered(pr):
    a = pr.ask("Gangapur plot lo Jadhav WS vesinda? mana replication file ayyinda?", today="2025-11-20")
    first = first_line(a)
    assert first.count("Yes") == 2 and "12 Aug 2025" in first and "6 Oct 2025" in first, a.answer
    assert cited_ok(pr, a)


def test_a_day_typed_without_its_year_in_a_question_about_the_past_is_the_last_such_day(pr):
    a = pr.ask("Satpur trial mein 18 Feb ko kya hua tha?", today="2026-03-20")
    assert "18 Feb 2026" in first_line(a) and "313" in a.answer, a.answer
    b = pr.ask("Satpur trial lo 18 Feb em jarigindi?", today="2026-03-20")  # the same, typed in Telugu
    assert "18 Feb 2026" in first_line(b), b.answer


def test_a_brief_tells_the_steps_the_case_has_been_through_each_once(pr):
    a = pr.ask("Gangapur plot suit ka status batao", today="2025-11-20")
    first = first_line(a)
    assert "So far:" in first and "WS filed by Jadhav" in first and "replication filed" in first, a.answer
    assert cited_ok(pr, a)


def test_the_note_of_the_hearing_that_set_the_next_date_says_what_it_is_for_beside_the_order_sheet(pr):
    a = pr.ask("Rekha maintenance ki next date?", today="2025-10-01")
    assert "10 Nov 2025" in first_line(a) and "salary slips" in a.answer, a.answer
    assert {c.doc_type for c in a.citations} >= {"order_sheet"} and cited_ok(pr, a)


def test_costs_asked_with_whether_they_were_paid_say_not_paid_when_a_later_record_says_so(pr):
    a = pr.ask("Rekha maintenance mein hurja kitna laga, aur diya?", today="2025-12-20")
    first = first_line(a)
    assert "1,000" in first and "not paid as of 8 Dec 2025" in first, a.answer


def test_a_matter_the_registry_lacks_is_read_from_the_general_note_that_names_it(pr):
    a = pr.ask("Deshpande sir wale proxy matter mein kya hua?", today="2026-01-20")
    first = first_line(a)
    assert "not a case in your registry" in first and "20.02.2026" in first, a.answer
    assert cited_ok(pr, a)
    b = pr.ask("Kulkarni Ravi wale cheque case mein kya hua?", today="2026-01-20")  # no note names it: said back
    assert first_line(b).startswith("No such case") and b.citations == [], b.answer


def test_a_yes_no_then_when_is_not_answered_with_a_date_from_a_line_that_does_not_say_it(pr):
    a = pr.ask("Tushar jail se bahar aa gaya tha? kab?", today="2025-04-20")
    assert not first_line(a).startswith("2 Apr 2025"), a.answer  # "in jail since" is not "came out of jail"


def test_what_to_prepare_for_a_judge_stays_a_question_about_the_judge():
    from datetime import date

    from tareekh.agent.question import understand

    class Registry:  # one judge, no cases: enough for the question's anchors
        def list_cases(self):
            return []

        def judges(self):
            from tareekh.registry.models import Judge
            return [Judge(id="JX", name="Hon'ble Sri Justice Vasant Kulkarni", short="Kulkarni J")]

        def counsel(self):
            return []

        def clients(self):
            return []

    q = understand("what to prepare for Kulkarni J matters?", registry=Registry(), today=date(2026, 1, 1))
    assert q.kind == "judge_habit"


def test_a_case_named_with_a_word_that_is_not_its_own_is_said_back_not_answered(pr):
    a = pr.ask("Satpur robbery trial ki agli tareekh?", today="2026-01-25")
    assert first_line(a).startswith("No such case") and "Satpur robbery trial" in first_line(a), a.answer
    assert a.citations == []
    b = pr.ask("Satpur stabbing trial ki agli tareekh?", today="2026-01-25")  # its own words: answered
    assert "18 Feb 2026" in first_line(b), b.answer


def test_a_plain_word_telling_cases_apart_is_not_another_matter(pr):
    a = pr.ask("Satpur new trial ki agli tareekh?", today="2026-01-25")
    assert "18 Feb 2026" in first_line(a), a.answer


def test_the_case_named_with_its_kind_word_is_the_one_asked_about_not_the_one_a_party_name_points_at(pr):
    a = pr.ask("Satpur trial mein Tushar More ka bayan hua tha?", today="2026-03-20")
    assert "Tushar bail" not in first_line(a), a.answer  # "Tushar More" names the bail; "Satpur trial" is asked
    assert "Sessions Case 45/2024" in a.answer or "Satpur" in a.answer, a.answer


def test_on_what_ground_quotes_the_sentence_naming_the_ground_with_the_one_that_finishes_it(pr):
    a = pr.ask("Gangapur plot mein adverse possession ki plea kis ground pe reject hui?", today="2026-03-01")
    assert "admits the plaintiff's title" in a.answer, a.answer
