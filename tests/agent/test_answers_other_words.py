"""Answers to questions typed in other words than the answerer was first built around, on a small practice written
for these tests (a godown suit and a hawkers' writ; notes in a terse English with a little Hinglish). Each test pins
one general rule: counts of things the notes state, counts filtered by the reason asked, a quote that holds the
thought (through the cross, not just the chief), what the lawyer told someone, what is still to do on a topic,
a judge's habit written as "he …", and a yes/no no single line fully holds.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first, home_built_by

NOTES = [
    # (case, hearing date, text)
    ("G1", "2025-09-10",
     "Wardha godown - issues settled today: five issues incl. relief. Gokhale wanted a list of witnesses first, refused. "
     "Next 03.11.2025."),
    ("G1", "2025-11-03",
     "Godown suit - PW1 Nanda Patil chief affidavit tendered, Exs. P1 to P7 marked. Next 01.12.2025."),
    ("G1", "2025-12-01", "Wardha godown - no work, lawyers strike. Next 12.01.2026."),
    ("G1", "2026-01-12", "Wardha godown - again lawyers strike, adjourned. Next 09.02.2026."),
    ("G1", "2026-02-09",
     "Wardha godown - Gokhale sought time, his client abroad. PW2 Ramesh Dhote (the night watchman) examined. "
     "Chief: saw a lorry at the gate around midnight. Stood near the shutter for ten minutes. "
     "Cross: admitted he was asleep by eleven and never saw the number plate. Next 16.03.2026."),
    ("G1", "2026-03-16",
     "Godown suit - cross of PW1 by Gokhale, 40 min, on the 2019 rent receipts. "
     "Still to cover in re-examination: the electricity bills of 2019, maybe 15 min. "
     "Told Nanda tai the judgment could come before Holi. Next 20.04.2026."),
    ("G1", "2026-04-20",
     "Godown suit - defendant says the signature on Ex. P5 rent receipt is forged. Next 25.05.2026."),
    ("G1", "2026-05-25",
     "Godown suit - handwriting expert report came: signature on P5 rent receipt genuine. Next 22.06.2026."),
    ("G2", "2025-10-06",
     "Sitabuldi hawkers WP - admitted. He dictated the interim order in open court before lunch. Next 17.11.2025."),
    ("G2", "2026-01-05",
     "Hawkers WP - interim relief: compensation of Rs. 15,000 to each evicted vendor. "
     "Stall fee cut to Rs. 300 a month till disposal. Next 02.03.2026."),
    ("G2", "2026-02-02",
     "Hawkers WP - corporation sought time again. Bhide J to their counsel: 'last chance, I will not wait again'. "
     "Next 02.03.2026."),
    ("G2", "2026-03-02",
     "Hawkers WP - corporation again without counter. Bhide J imposed costs of Rs. 2,500 on the corporation, "
     "payable to the union. Next 06.04.2026."),
    ("G2", "2026-04-06", "Hawkers WP - costs of Rs. 2,500 paid by the corporation today. Counter filed. Next 11.05.2026."),
    ("G2", "2026-05-11", "Hawkers WP - corporation's letter read out in court: vendors ka licence बहाल किया गया. Next 15.06.2026."),
    ("G3", "2026-03-20", "Kiran bail - arguments heard, order reserved. Next 27.03.2026."),
    ("G3", "2026-03-27", "Kiran bail - bail granted on a surety of Rs. 50,000; to report at the police station weekly."),
    ("G2", "2025-11-17",
     "Hawkers WP - corporation counsel said the survey of vendors is on. Nothing on the licence fee yet. "
     "Next 05.01.2026."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JA", name="Sri A. V. Khare, V Civil Judge Senior Division", short="Khare sir"))
    reg.add_person(Judge(id="JB", name="Hon'ble Sri Justice Manohar Bhide", short="Bhide J"))
    reg.add_person(Counsel(id="CA", name="Sri Arvind Gokhale"))
    reg.add_person(Client(id="PA", name="Nanda Patil"))
    reg.add_person(Client(id="PB", name="Sitabuldi Hawkers Union"))
    reg.add_case(Case(id="G1", number="O.S. No. 41 of 2024", short_name="Wardha godown suit",
                      title="Nanda Patil vs Sadashiv Thakre", judge_id="JA", counsel_id="CA", client_id="PA",
                      side="plaintiff"))
    reg.add_case(Case(id="G2", number="W.P. No. 903 of 2025", short_name="Sitabuldi hawkers WP",
                      title="Sitabuldi Hawkers Union vs Nagpur Municipal Corporation", judge_id="JB", client_id="PB",
                      side="petitioner"))
    reg.add_person(Client(id="PC", name="Kiran Lokhande"))
    reg.add_case(Case(id="G3", number="Bail Application No. 77 of 2026", short_name="Kiran bail",
                      title="Kiran Lokhande vs State of Maharashtra", judge_id="JA", client_id="PC", side="applicant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "godown", lambda p, _folder: build(p))


def test_a_count_of_things_the_notes_state_reads_the_number_from_the_note(pr):
    a = pr.ask("How many issues were settled in Wardha godown?", today="2026-04-01")
    assert first(a).startswith("Five issues") and "10 Sep 2025" in first(a) and cited_ok(pr, a)


def test_a_count_of_exhibits_reads_a_range_of_marks(pr):
    a = pr.ask("how many exhibits did we mark with PW1 in the godown suit?", today="2026-04-01")
    assert first(a).startswith("Seven exhibits") and "P1 to P7" in first(a) and cited_ok(pr, a)


def test_a_count_with_a_reason_counts_only_the_adjournments_for_that_reason_whoever_asked(pr):
    a = pr.ask("Godown suit - kitni baar lawyers strike se date gayi?", today="2026-04-01")
    assert first(a).startswith("Two times") and "1 Dec 2025" in first(a) and "12 Jan 2026" in first(a)
    assert "9 Feb 2026" not in first(a)  # the other side's adjournment is not a strike


def test_what_a_witness_said_in_cross_quotes_through_the_cross_not_only_the_chief(pr):
    a = pr.ask("PW2 ne cross mein kya bola tha godown suit mein?", today="2026-04-01")
    assert "asleep by eleven" in a.answer and cited_ok(pr, a)


def test_what_i_told_someone_is_found_by_the_line_that_says_so(pr):
    a = pr.ask("what did I tell Nanda tai about judgment?", today="2026-04-01")
    assert "before Holi" in first(a) and "16 Mar 2026" in first(a) and cited_ok(pr, a)


def test_what_is_still_left_on_a_topic_comes_from_the_latest_note_that_says_so(pr):
    a = pr.ask("Godown suit PW1 re-examination - what's still left to cover?", today="2026-04-01")
    assert "electricity bills" in first(a) and cited_ok(pr, a)


def test_a_judges_habit_written_as_he_is_found_under_the_judge(pr):
    a = pr.ask("Does Bhide J reserve orders or decide on the spot?", today="2026-04-01")
    assert "dictated the interim order in open court" in a.answer and cited_ok(pr, a)


def test_a_yes_no_no_single_line_fully_holds_shows_the_nearest_lines_not_a_confident_no(pr):
    a = pr.ask("Did the corporation complete the vendors survey in the hawkers WP?", today="2026-04-01")
    assert first(a).startswith("Not clearly on record") and "survey of vendors" in a.answer and cited_ok(pr, a)


def test_a_case_of_someone_the_registry_does_not_hold_is_said_back(pr):
    a = pr.ask("Bhosale ji ke rent case ki next date kya hai?", today="2026-04-01")
    assert "no case called 'Bhosale ji ke rent case'" in a.answer and not a.citations


def test_a_yes_no_in_hinglish_about_nothing_on_record_cites_nothing(pr):
    a = pr.ask("Khare sir ne godown suit mediation mein bheja tha?", today="2026-04-01")
    assert re.match(r"No record|Nothing in your notes|Not on record", first(a)) and not a.citations


def test_a_yes_no_shows_what_a_later_note_said_on_it_in_other_words(pr):
    a = pr.ask("Is the P5 rent receipt signature forged?", today="2026-06-01")
    assert "20 Apr 2026" in first(a) and "Later, 25 May 2026" in first(a) and "genuine" in first(a)
    assert cited_ok(pr, a)


def test_an_amount_is_quoted_with_what_else_the_same_order_fixed(pr):
    a = pr.ask("Hawkers WP mein compensation kitna mila?", today="2026-06-01")
    assert first(a).startswith("Rs. 15,000") and "Rs. 300 a month" in a.answer and cited_ok(pr, a)


def test_how_many_witnesses_counts_the_witnesses_not_the_days(pr):
    a = pr.ask("Godown suit mein kitne gawah ho gaye?", today="2026-06-01")
    assert first(a).startswith("Two witnesses") and "PW-1" in first(a) and "PW-2" in first(a) and cited_ok(pr, a)


def test_kitne_with_a_thing_counts_the_thing_the_notes_state(pr):
    a = pr.ask("Wardha godown mein kitne issues settle hue?", today="2026-06-01")
    assert first(a).startswith("Five issues")


def test_when_did_we_file_a_thing_never_filed_says_so_with_the_latest_on_it(pr):
    a = pr.ask("When did we file the re-examination note in the godown suit?", today="2026-06-01")
    assert first(a).startswith("No") and "re-examination" in a.answer


def test_the_very_thing_asked_said_without_a_not_is_a_yes(pr):
    a = pr.ask("Was the hawkers WP admitted?", today="2026-06-01")
    assert first(a).startswith("Yes") and "6 Oct 2025" in first(a) and cited_ok(pr, a)


def test_costs_in_a_case_lists_each_order_of_costs_and_its_payment(pr):
    a = pr.ask("Hawkers WP lo costs enta?", today="2026-06-01")
    assert first(a).startswith("Costs in W.P. 903/2025") and "Rs. 2,500" in first(a) and "paid 6 Apr 2026" in first(a)
    assert cited_ok(pr, a)


def test_costs_in_a_case_with_none_ordered_say_none_not_another_amount(pr):
    a = pr.ask("Godown suit mein hurja kitna laga?", today="2026-06-01")
    assert first(a).startswith("Nothing in your notes on costs in ") and "Rs." not in first(a)


def test_a_hinglish_yes_no_finds_the_hindi_word_a_note_used_for_it(pr):
    a = pr.ask("Corporation ne vendors ka licence restore kar diya kya?", today="2026-06-01")
    assert first(a).startswith("Yes") and "11 May 2026" in first(a) and cited_ok(pr, a)


@pytest.mark.parametrize("question", ["Nanda tai ko kya bataya judgment ke baare mein?", "Nanda garu ki em cheppanu?"])
def test_what_i_told_someone_asked_in_hindi_or_telugu(pr, question):
    a = pr.ask(question, today="2026-06-01")
    assert "before Holi" in first(a) and cited_ok(pr, a)


def test_a_not_inside_quoted_words_does_not_make_the_answer_no(pr):
    a = pr.ask("Did Bhide J warn the corporation in the hawkers WP?", today="2026-06-01")
    assert first(a).startswith("Yes") and "2 Feb 2026" in first(a) and cited_ok(pr, a)


def test_did_they_pay_the_costs_without_an_amount_reads_the_costs_and_their_payment(pr):
    a = pr.ask("Did the corporation pay the costs in the hawkers WP?", today="2026-06-01")
    assert first(a).startswith("Yes — the Rs. 2,500 costs") and "6 Apr 2026" in first(a) and cited_ok(pr, a)


def test_a_matters_kind_word_in_its_name_is_still_what_a_yes_no_asks(pr):
    a = pr.ask("Kiran ko bail mili kya?", today="2026-06-01")
    assert first(a).startswith("Yes") and "27 Mar 2026" in first(a) and cited_ok(pr, a)


def test_a_counts_own_words_pick_the_adjournments_whoever_sought_them(pr):
    a = pr.ask("How many times was there no work in the godown suit?", today="2026-06-01")
    assert first(a).startswith("Once") and "1 Dec 2025" in first(a) and "12 Jan 2026" not in first(a)


def test_who_did_it_is_not_a_word_the_record_must_hold(pr):
    a = pr.ask("Did the other side file the counter in the hawkers WP?", today="2026-06-01")
    assert first(a).startswith("Yes — filed on 6 Apr 2026") and cited_ok(pr, a)
