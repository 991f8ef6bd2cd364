"""Understanding a question offline: its kind (English and Hinglish) and its anchors (cases by any name, a judge
by nickname, a counsel, a witness, a period, who acted), on the registry of the test practice (pune.py)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.people import people_for
from tareekh.agent.question import NameIndex, understand
from tests.agent import pune

TODAY = date(2026, 3, 1)


@pytest.fixture
def reg(practice):
    pune.build_registry(practice)
    return practice.registry


def ask(reg, text, *, people_case=None, today=TODAY):
    people = None
    if people_case:
        from tareekh.agent.layout import card_for

        people = people_for(card_for(reg, people_case))
    return understand(text, registry=reg, today=today, index=NameIndex(reg), people=people)


@pytest.mark.parametrize("text, kind", [
    ("What happened last time in Baner plot?", "last_time"),
    ("Baner plot mein pichhli baar kya hua tha?", "last_time"),
    ("Baner plot ka kya scene hai?", "last_time"),
    ("Kothrud WP next date?", "next_date"),
    ("Hadapsar CMA ki agli date kab hai?", "next_date"),
    ("Kothrud WP next?", "next_date"),  # typed in court: the last word asks for the next date
    ("Kothrud WP er next sitting kobe, ki jonno", "next_date"),  # an arbitrator's or tribunal's "sitting"
    ("Hadapsar CMA ki agli sitting kab hai?", "next_date"),
    ("How many times did Patwardhan take time in Baner plot?", "count"),
    ("Patwardhan ne kitni baar time liya?", "count"),
    ("Baner plot no. of hearings so far", "count"),  # "no. of", as Indian English abbreviates it
    ("Baner plot hearing ki dates em ayyindi?", "last_time"),  # Telugu "what happened"
    ("Did Patwardhan pay the costs?", "yes_no"),
    ("residents' list file hui thi ya nahi?", "yes_no"),
    ("What did PW1 say about the fence?", "said"),
    ("PW-1 ne cross mein kya bola tha?", "said"),
    ("What does Menon sir usually do when counsel is not ready?", "judge_habit"),
    ("Iyer J sabse pehle kya poochti hain?", "judge_habit"),
    ("What is pending for tomorrow?", "pending"),
    ("Baner shop mein kya karna baaki hai?", "pending"),
    ("aaj Baner shop wali bahas ke liye ka ka le jaana hai", "pending"),  # Braj "ka ka": what all
    ("How much costs were imposed in Baner plot?", "amount"),
    ("Sunanda ko kitna paisa mila?", "amount"),
    ("Patwardhan ka pattern kya hai?", "pattern"),
    ("How does Rekha Nimbkar work across my cases?", "pattern"),
    ("tax receipts?", "open"),
])
def test_the_kind_of_a_question(reg, text, kind):
    assert ask(reg, text).kind == kind


@pytest.mark.parametrize("text", [
    "Patwardhan ne march wala 1500 costs bhar diya kya ab tak?",
    "Baner plot mein rejoinder file kiya kya?",
    "Baner plot - defendant ne costs de diye ke nahi?",
    "Did Gaikwad deposit the decretal amount in Baner plot?",  # the money named is the thing asked yes or no of
])
def test_a_done_verb_with_the_asking_particle_after_it_asks_yes_or_no(reg, text):
    # "… bhar diya kya?": the "kya" after the verb asks yes or no; a counsel named with it is not asked about his ways
    assert ask(reg, text).kind == "yes_no"


@pytest.mark.parametrize("text", [
    "Baner plot mein Anil ka rent kitni dikhaya tha?",
    "Hadapsar CMA mein compensation kitni sanction hui?",
    "Baner plot mein Anil ki tankhwah kitni saabit hui gawah se?",  # a salary in the languages' words
    "Baner plot mein Anil ka vetan kitni dikhayi?",
])
def test_money_named_right_before_the_how_much_word_asks_an_amount_not_a_count(reg, text):
    # "<money> kitni <verb>": how much of the money, whatever verb follows (a "kitni <noun>" alone is a count)
    assert ask(reg, text).kind == "amount"


@pytest.mark.parametrize("text, cases", [
    ("Baner plot next date?", ["K1"]),  # a nickname
    ("OS 212/23 next date?", ["K1"]),  # a short number
    ("When is Sunanda's next date?", ["K2"]),  # the client's name
    ("What happened in the Gaikwad matter?", ["K1"]),  # a party's name
    ("Baner suit next date?", ["K1", "K2"]),  # a name two cases share names both
    ("Anil's cases?", ["K1", "K4"]),  # one client, two cases
])
def test_a_case_by_any_name_a_lawyer_uses(reg, text, cases):
    assert ask(reg, text).cases == cases


@pytest.mark.parametrize("text, phrase", [
    ("Next date in the Wakad flat case?", "Wakad flat case"),
    ("Shivajinagar shop sealing writ ki next date?", "Shivajinagar shop sealing writ"),
    ("What happened last time in Aundh?", "Aundh"),
    ("When does Dharmadhikari sir's matter come up?", "Dharmadhikari sir's matter"),  # said back whole, as typed
])
def test_a_case_name_that_matches_nothing_is_kept_to_be_said_back(reg, text, phrase):
    q = ask(reg, text)
    assert q.unknown_case == phrase and q.cases == []


def test_ordinary_words_before_a_kind_word_are_not_an_unknown_case(reg):
    q = ask(reg, "We won't settle for half the land in Baner plot")
    assert q.unknown_case is None and q.cases == ["K1"]


@pytest.mark.parametrize("text, judge", [
    ("What does Menon sir do with adjournments?", "J1"),
    ("How does Iyer J treat interim stays?", "J2"),
    ("Justice Leela Iyer ke saamne kya le jaana hai?", "J2"),
    ("What does III ADJ usually do with a third adjournment?", "J3"),  # a court's short name
])
def test_a_judge_by_nickname(reg, text, judge):
    assert ask(reg, text).judges == [judge]


def test_a_judge_title_with_an_unknown_name_is_kept_to_be_said_back(reg):
    assert ask(reg, "What did Justice Rane say?").unknown_judge == "Justice Rane"


def test_a_counsel_is_who_acted_and_not_the_case(reg):
    q = ask(reg, "Patwardhan ne Baner plot mein kitni baar time liya?")
    assert q.counsel == ["OC1"] and q.cases == ["K1"] and q.actor_side == "other"


@pytest.mark.parametrize("text, side", [
    ("How many adjournments has the other side taken in Baner plot?", "other"),
    ("How many times did we seek time in Baner plot?", "ours"),
    ("Gaikwad ne kitni baar time liya Baner plot mein?", "other"),  # a party of the other side
])
def test_who_acted(reg, text, side):
    assert ask(reg, text, people_case="K1").actor_side == side


@pytest.mark.parametrize("text, witness", [("What did PW1 say?", "PW-1"), ("DW-2 ka cross?", "DW-2"), ("pw 3 ne kya kaha", "PW-3")])
def test_a_witness(reg, text, witness):
    assert ask(reg, text).witness == witness


@pytest.mark.parametrize("text, on, since, until", [
    ("kal ke liye kya pending hai?", date(2026, 3, 2), None, None),  # kal, looking ahead: tomorrow
    ("kal Baner plot mein kya hua?", date(2026, 2, 28), None, None),  # kal, looking back: yesterday
    ("What is pending for tomorrow?", date(2026, 3, 2), None, None),
    ("What is due before 20 Mar?", None, None, date(2026, 3, 20)),
    ("Costs imposed this month?", None, date(2026, 3, 1), date(2026, 3, 1)),
    ("What happened on 9 Dec 2025 in Baner plot?", date(2025, 12, 9), None, None),
    ("Baner plot mein kharcha 20 Feb tak jama hua?", None, None, date(2026, 2, 20)),  # "tak" after the date: until
])
def test_a_period(reg, text, on, since, until):
    q = ask(reg, text)
    assert (q.on, q.since, q.until) == (on, since, until)


def test_across_all_matters(reg):
    assert ask(reg, "Total costs across all my matters?").all_cases


@pytest.mark.parametrize("text, kind", [
    ("Baner plot eppudu list ayyindi?", "next_date"),  # Telugu "when … listed"
    ("Kothrud WP arguments ayyayi, malli eppudu?", "next_date"),  # Telugu "when again"
    ("Hadapsar CMA phir kab?", "next_date"),  # Hindi "when again"
    ("Baner plot - when again?", "next_date"),
    ("Patwardhan Baner plot lo enni sarlu time adigadu?", "count"),  # Telugu "how many times"
    ("Baner plot mein kitni tareekhen padi?", "count"),  # "how many dates"
    ("Hadapsar CMA admit ayyinda?", "yes_no"),  # no question word: yes or no, in any language
    ("Kothrud WP mein stay mil gaya kya?", "yes_no"),  # a final "kya" asks yes or no
    ("Does Menon sir give a third adjournment?", "judge_habit"),  # a habit asked as yes or no
    ("Anil ke cross mein kya nikla?", "said"),  # what came out in a witness's cross
    ("How did Anil hold up in his cross?", "said"),
    ("Baner plot - what's still left to cover?", "pending"),
    ("Baner plot mein PW1 kaun hai?", "said"),
    ("Tell me about Baner plot?", "last_time"),
    ("repu Baner plot undi - brief cheyyi", "last_time"),  # Telugu "tomorrow it is on - brief me"
    ("Kothrud WP kal hai, brief karo", "last_time"),
    ("Iyer J interim stay ke saath kaisi hain?", "judge_habit"),  # "how is the judge with …"  # who a witness is: their name and what the notes record
])
def test_the_kind_of_a_question_typed_in_other_words(reg, text, kind):
    assert ask(reg, text).kind == kind


def test_a_question_that_names_what_it_wants_is_not_yes_or_no(reg):
    assert ask(reg, "date of the tender notice we challenged?").kind != "yes_no"


def test_a_yes_no_ending_with_a_question_word_inside_is_not_yes_or_no(reg):
    assert ask(reg, "Patwardhan ne kis court mein appeal file kiya tha?").kind != "yes_no"


def test_a_name_before_a_possessive_and_a_kind_word_is_said_back_when_nobody_has_it(reg):
    q = ask(reg, "Bhosale ji ke rent case ki next date?")
    assert q.unknown_case == "Bhosale ji ke rent case" and q.cases == []


def test_a_clause_describing_a_thing_in_a_named_case_is_not_an_unknown_case(reg):
    q = ask(reg, "Baner plot - fence length as per PW1's own sale deed vs the survey?")
    assert q.unknown_case is None and q.cases == ["K1"]


def test_a_surname_given_with_another_first_name_is_not_the_registry_person(reg):
    q = ask(reg, "What did Sanjay Patwardhan say in his cross?")
    assert q.counsel == [] and q.person == "Sanjay Patwardhan"
    assert ask(reg, "What did Patwardhan say in the cross?").counsel == ["OC1"]  # the surname alone is still him
    assert ask(reg, "Did Advocate Patwardhan pay the costs?").counsel == ["OC1"]  # a role word is no first name


@pytest.mark.parametrize("text, kind", [
    ("Baner plot mein kitne issues frame hue?", "count"),  # kitne + a thing
    ("Sunanda ko kitni maintenance mili?", "amount"),  # kitni + money
    ("Baner shop mein compromise kitne ka hua?", "amount"),  # "kitne ka": for how much
    ("When did we file the written statement in Baner shop?", "yes_no"),  # a when about a filing
    ("Hadapsar CMA kab dismiss hui?", "next_date"),
])
def test_when_and_how_many_in_hinglish(reg, text, kind):
    q = ask(reg, text)
    assert q.kind == kind or (kind == "next_date" and q.kind in ("yes_no", "next_date"))


def test_a_case_type_prefix_before_a_number_is_not_the_phrase_it_abbreviates():
    from tareekh.agent.lexicon import stem, stems

    assert stem("cc") not in stems("Final arguments heard in CC 212/2024.")  # a complaint case's number
    assert {"certi", "copy"} <= stems("certified copy applied for")
    assert stem("cc") in stems("cc applied for today")  # a bare "cc" still reads as the short form


def test_what_happened_asked_beside_a_witness_stage_is_the_last_hearing():
    from tareekh.agent.question import _kind

    assert _kind("Dessai suit - parson kya hua, chief hua?", False, False, False) == "last_time"
    assert _kind("what happened on Monday in the appeal, was the cross finished?", False, False, False) == "last_time"
    assert _kind("PW3 ki cross mein kya hua?", False, False, False) == "said"  # the cross itself asked


@pytest.mark.parametrize("text", [
    "Baner plot alli costs haakidra?",  # Kannada: "did they put costs?"
    "Baner plot ge hurja haakidru?",
])
def test_costs_put_with_the_verb_that_also_files_a_paper_are_costs_imposed_not_a_filing(reg, text):
    q = ask(reg, text)
    assert "filing" not in q.hints, q
    assert "costs" in q.hints and "imposed" in q.text, q
    assert "ge" not in q.topics, q  # Kannada's dative typed apart is no thing asked


def test_an_office_in_capitals_after_a_registry_counsel_is_no_name_of_an_unknown_case(reg):
    # "patwardhan AGP kothrud water tank" names the counsel by his office, then the case: the capitals are his title
    for text in ("patwardhan AGP kothrud water tank WP me kis kis bahane time leta?",
                 "patwardhan SPP kothrud tank WP ma kaen kahi time nianti"):
        q = ask(reg, text)
        assert q.unknown_case is None and q.cases == ["K3"] and q.counsel == ["OC1"], text
    # capitals after a name the registry does not hold are still a name nobody has
    assert ask(reg, "Kumbhar AGP kothrud water tank WP me kya hua?").unknown_case is not None


@pytest.mark.parametrize("text", [
    "Baner plot mein mahine ka kitna kitna deposit karna hai?",
    "Baner plot e mashe koto kore deposit korte bolechhe?",
])
def test_how_much_apiece_before_a_sum_verb_asks_an_amount(reg, text):
    # "kitna kitna deposit", "koto kore deposit": how much each time, the verb after it a sum's, not a thing counted
    assert ask(reg, text).kind == "amount"


def test_how_many_apiece_before_a_thing_stays_a_count(reg):
    assert ask(reg, "Baner plot mein kitne kitne gawah aaye?").kind == "count"


@pytest.mark.parametrize("text", [
    "Baner plot chya arguments chi tarikh kay aahe?",
    "Baner plot er evidence er tarikh ki?",
    "Hadapsar CMA mein args ki tareekh kya hai?",
])
def test_the_date_of_a_step_asked_now_is_the_next_date(reg, text):
    # "<step> ki tareekh": the day the step is listed for, as the next date tells it
    assert ask(reg, text).kind == "next_date"


def test_the_date_a_step_was_on_asked_in_the_past_is_no_next_date(reg):
    assert ask(reg, "Hadapsar CMA mein args ki tareekh kya thi?").kind != "next_date"


def test_a_name_before_a_kind_word_typed_in_a_hurry_names_a_matter(reg):
    # "<name> partiton": the misspelt kind heads the matter's name as "partition" would; a name nobody holds is
    # a matter the practice does not have, not the question's topic
    q = ask(reg, "Pimpalgaonkar partiton mein pichhli baar kya hua?")
    assert q.unknown_case and "pimpalgaonkar" in q.unknown_case.lower()
