"""Each kind of event read by the rules, from notes and orders written for these tests (English, Hinglish, Hindi).

The texts are the tests' own: a Pune practice of a lawyer who appears for the plaintiff, a writ petitioner and an
accused. A rule that only knew one data set's phrasing would fail here.
"""

from __future__ import annotations

import pytest

from tareekh.events import Record, People, extract
from tareekh.events.money import amounts, rupees
from tareekh.events.text import sentences

PLAINTIFF = People(our_side="plaintiff", our_names=["deshmukh", "anil"], other_names=["patwardhan", "gaikwad"],
                   client_names=["anil", "deshmukh"], judge_names=["menon"], case_words=["baner"])
ACCUSED = People(our_side="accused", our_names=["sawant"], other_names=["kadam"], client_names=["sawant"],
                 judge_names=["bhosale"])
PETITIONER = People(our_side="petitioner", our_names=["forum"], other_names=["joshi", "corporation"],
                    judge_names=["iyer"])


def read(text: str, people: People = PLAINTIFF, *, date: str = "2025-12-09", doc_type: str = "typed_note", **kw):
    return extract(Record(entry_id=1, text=text, case_ids=["K1"], record_date=date, doc_type=doc_type, people=people, **kw))


def of(events, kind):
    return [e for e in events if e.kind == kind]


# -- adjournments ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, side", [
    ("Baner plot. Patwardhan asked for an adjournment, says his client is abroad.", "other"),
    ("Baner plot - Patwardhan ne phir se time maanga, file nahi padhi thi.", "other"),
    ("Counsel for the defendants prays for two weeks' time to file the written statement. Granted.", "other"),
    ("Sir was stuck in another court so hamne 10 din ka time liya.", "ours"),
    ("We requested a short accommodation as our witness had a fever.", "ours"),
])
def test_an_adjournment_says_which_side_sought_it(text, side):
    (adj,) = of(read(text), "adjournment")
    assert adj.sought_by == side and adj.text in text


def test_an_adjournment_in_a_hindi_order_sheet_reads_the_side_from_the_role_word():
    text = "पत्रावली पेश हुई। प्रतिवादीगण की ओर से साक्ष्य हेतु समय की याचना की गई। पत्रावली दिनांक 10.01.2026 को पेश हो।"
    (adj,) = of(read(text, doc_type="order_sheet"), "adjournment")
    assert adj.sought_by == "other" and "समय की याचना" in adj.text


def test_the_prosecution_taking_time_is_the_other_side_for_the_accused():
    (adj,) = of(read("State v. Sawant - Ld. PP ne gawah ke liye samay maanga. tareekh lagi 14/1.", ACCUSED), "adjournment")
    assert adj.sought_by == "other"


def test_the_court_not_sitting_is_the_courts_adjournment_with_its_reason():
    (adj,) = of(read("Baner plot: advocates' hadtaal today, matter not reached. Next 3/2."), "adjournment")
    assert adj.sought_by == "court" and "hadtaal" in adj.reason


@pytest.mark.parametrize("text, said", [
    ("Baner plot - judge garu selavu lo unnaru, adjourned.", "selavu"),
    ("Baner plot - matter reach kaaledu, 80 items board lo.", "reach kaaledu"),
    ("Baner plot: passed over twice, never called again before lunch.", "passed over"),
    ("Baner plot - No court today.", "No court"),
    ("पत्रावली पेश हुई। समयाभाव के कारण सुनवाई नहीं हो सकी।", "समयाभाव"),
])
def test_a_day_the_court_did_not_hear_the_matter_is_the_courts_adjournment_in_any_language(text, said):
    (adj,) = of(read(text), "adjournment")
    assert adj.sought_by == "court" and said in adj.reason


def test_no_court_fee_is_not_a_day_the_court_did_not_sit():
    assert not [a for a in of(read("Baner plot - plaint returned, no court fee paid on the amendment."), "adjournment")
                if a.sought_by == "court"]


def test_an_illness_memo_is_an_adjournment_by_whoever_sent_it():
    (adj,) = of(read("Patwardhan unwell again - his junior filed a memo at 11. Judge granted it."), "adjournment")
    assert adj.sought_by == "other" and "unwell" in adj.text


def test_a_conditional_or_denied_request_for_time_is_no_adjournment():
    events = read("If they seek time again we will press for costs. We did not seek any time today.")
    assert of(events, "adjournment") == []


def test_an_adjournment_reason_and_last_opportunity_are_kept():
    text = "Patwardhan sought time - his witness is in Dubai. Court: last opportunity."
    (adj,) = of(read(text), "adjournment")
    assert "witness is in Dubai" in adj.reason and adj.last_opportunity


@pytest.mark.parametrize("text", [
    "Baner plot - Patwardhan sir evidence ku time kettaaru, judge oru maasam koduthaar.",  # Tamil
    "Baner plot lo Gaikwad garu WS ki time adigaru.",  # Telugu
    "Baner plot - Patwardhan avaru time kelidru, 2 vaara kottru.",  # Kannada
    "Baner plot e Gaikwad abar time niyeche - senior busy.",  # Bengali
    "Baner plot madhe Patwardhan ni vel magitla.",  # Marathi
    "Baner plot ch Gaikwad ne fer time mangeya.",  # Punjabi
    "Baner plot: Patwardhan filed a time petition - senior engaged elsewhere.",  # the paper that asks for it
])
def test_time_sought_in_any_indian_language_is_the_other_sides_adjournment(text):
    (adj,) = of(read(text), "adjournment")
    assert adj.sought_by == "other"


# -- costs -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, amount, status, on", [
    ("Menon sir put costs of ₹2,500 on the defendants, payable to us.", 2500, "imposed", "other"),
    ("Time granted subject to costs of Rs. 1,12,500/- payable to the plaintiff.", 112500, "imposed", "other"),
    ("Rs 5k hurja on Patwardhan's side.", 5000, "imposed", "other"),
    ("Costs of 2.5k paid by Patwardhan's clerk in court today.", 2500, "paid", "other"),
    ("Gaikwad has still not paid the Rs 4.5 lakh costs.", 450000, "unpaid", "other"),
])
def test_costs_have_an_amount_in_rupees_a_status_and_who_pays(text, amount, status, on):
    (c,) = of(read(text), "costs")
    assert (c.amount, c.status, c.on) == (amount, status, on)


def test_costs_in_a_hindi_order_are_read_with_the_payee():
    text = "रु. 1,000/- हर्जे पर, जो वादी को देय होगा, समय दिया जाता है।"
    (c,) = of(read(text, doc_type="order_sheet"), "costs")
    assert c.amount == 1000 and c.status == "imposed" and c.on == "other"


@pytest.mark.parametrize("text", ["PW1 cross-examined by Patwardhan at length. Rs 2000 costs.",
                                  "Issues framed. Costs of Rs 1,500 to pltf."])
def test_costs_whose_paying_side_the_note_leaves_unclear_get_no_side(text):
    (c,) = of(read(text), "costs")
    assert c.on == "unknown" and c.amount in (2000, 1500)


def test_costs_in_a_clause_that_names_the_party_are_on_that_party():
    (c,) = of(read("Issues framed. Gaikwad to pay Rs 1,500 costs."), "costs")
    assert c.on == "other"


def test_costs_after_a_party_s_default_are_on_that_party():
    (c,) = of(read("Patwardhan absent again, his witness not produced. Judge: Rs 1,000 costs + last chance."), "costs")
    assert c.on == "other"


def test_costs_take_the_figure_written_right_after_the_word_over_a_larger_sum_before_it():
    (c,) = of(read("Decree: refund Rs 9,40,000 with 8% interest, compensation 30,000, costs 15,000."), "costs")
    assert c.amount == 15000


def test_no_costs_and_costs_of_construction_are_not_costs():
    assert of(read("Application dismissed. No costs. The cost of construction is disputed."), "costs") == []


def test_costs_with_the_final_order_are_marked_as_an_award():
    (c,) = of(read("Suit decreed with costs; defendant to pay Rs. 15,000 as litigation costs."), "costs")
    assert c.award and c.amount == 15000


# -- undertakings --------------------------------------------------------------------------------------------------
def test_an_undertaking_has_what_by_whom_and_a_due_date():
    text = "Iyer J stayed the tender. We undertook to file the residents' list by 25.10.2025."
    (u,) = of(read(text, PETITIONER, date="2025-10-15"), "undertaking")
    assert u.side == "ours" and u.due == "2025-10-25" and "residents' list" in u.what and u.status == "given"


def test_an_undertaking_within_weeks_is_due_that_many_weeks_after_the_record():
    (u,) = of(read("Counsel for the petitioner undertakes to deposit the amount within three weeks.", PETITIONER,
                   date="2025-10-15", doc_type="order_sheet"), "undertaking")
    assert u.due == "2025-11-05"


def test_a_broken_undertaking_is_marked_broken():
    (u,) = of(read("Gaikwad ka undertaking toot gayi - second instalment nahi diya."), "undertaking")
    assert u.status == "broken"


# -- filings -------------------------------------------------------------------------------------------------------
def test_a_filing_with_its_diary_number_and_date():
    (f,) = of(read("Our rejoinder was filed on 24.10.2025, diary no. 5531/2025.", PETITIONER, date="2025-11-12"), "filing")
    assert f.filed and f.side == "ours" and f.on == "2025-10-24" and f.reference.startswith("5531")


def test_a_counter_not_filed_is_a_filing_that_did_not_happen():
    (f,) = of(read("Corporation has not filed its counter even now.", PETITIONER), "filing")
    assert f.filed is False


def test_a_filing_still_to_be_done_is_not_a_filing():
    assert of(read("We must file the list of dates before the next hearing."), "filing") == []


# -- orders ----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, outcome", [
    ("Hadapsar appeal DISMISSED today.", "dismissed"),
    ("Bail allowed on a personal bond of Rs 25,000.", "allowed"),
    ("Iyer J granted an interim stay of the tender for four weeks.", "interim"),
    ("Arguments heard. Judgment reserved.", "reserved"),
    ("Mediation settlement recorded; Rs 3 lakh in two instalments.", "compromise"),
    ("प्रार्थना पत्र आंशिक रूप से स्वीकार किया जाता है।", "partly_allowed"),
])
def test_an_order_has_its_outcome(text, outcome):
    assert outcome in [o.outcome for o in of(read(text), "order")]


@pytest.mark.parametrize("text", [
    "Court: no coercive steps against the petitioner till the next date.",
    "intm: tenant not to be dispossessed till NDOH.",
    "Till the disposal of the suit, the defendant shall not alienate the Aundh plot.",
])
def test_an_order_holding_the_parties_while_the_case_waits_is_interim(text):
    assert "interim" in [o.outcome for o in of(read(text), "order")]


def test_a_to_do_line_is_one_task_with_every_item_and_the_day_of_its_heading():
    items = of(read("Posted to 14/1 for hearing.\nTo do before 14/1: Anil - 7/12 extract; index of the mutation entries."),
               "action_item")
    assert [(a.task, a.due) for a in items] == [("Anil - 7/12 extract; index of the mutation entries", "2026-01-14")]


def test_an_undertaking_the_note_says_is_already_done_is_met():
    (u,) = of(read("Undertaking to vacate the godown - affidavit already filed on 4/2, keys with the court."), "undertaking")
    assert u.status == "met"


def test_the_period_of_an_interim_order_is_kept():
    (o,) = [o for o in of(read("Iyer J granted an interim stay of the tender for four weeks."), "order") if o.outcome == "interim"]
    assert o.period == "for four weeks"


def test_warrants_are_told_apart_and_a_recall_is_not_a_new_warrant():
    events = read("Kadam absent despite summons -> NBW issued. His surety also absent, bailable warrant to the surety.",
                  ACCUSED)
    assert sorted(o.detail for o in of(events, "order") if o.outcome == "warrant") == ["BW", "NBW"]
    recalled = read("Kadam appeared, NBW recalled on a fresh bond.", ACCUSED)
    assert [o.outcome for o in of(recalled, "order")] == ["warrant_recalled"]


def test_settlement_talk_is_no_compromise():
    assert "compromise" not in [o.outcome for o in of(read("Patwardhan says his client wants to settle; talks on."), "order")]


# -- witnesses -------------------------------------------------------------------------------------------------------
def test_a_witness_examination_has_who_chief_or_cross_and_what_they_said():
    text = ("PW1 Anil examined in chief - he said he bought the plot in 2011 and fenced it in 2012. "
            "Cross deferred. Next 26.02.2026.")
    (w,) = of(read(text, date="2026-01-22"), "witness")
    assert w.witness == "PW-1" and w.name == "Anil" and w.stage in ("chief", "both") and "fenced it in 2012" in w.said


def test_a_witness_written_pw_dash_in_a_hindi_order_is_read():
    (w,) = of(read("अभियोजन साक्षी PW-3 उपस्थित, जिरह की गई, साक्षी उन्मोचित।", ACCUSED, doc_type="order_sheet"), "witness")
    assert w.witness == "PW-3" and w.stage == "cross"


@pytest.mark.parametrize("text, name", [
    ("DW-2 श्रीमती कमला देवी का साक्ष्य शपथपत्र दाखिल, जिरह की गई।", "श्रीमती कमला देवी"),
    ("DW-2 का शपथपत्र दाखिल, जिरह की गई।", None),  # a postposition after the number is no name
])
def test_a_witness_name_in_a_hindi_order_is_a_name_not_the_words_after_the_number(text, name):
    (w,) = of(read(text, ACCUSED, doc_type="order_sheet"), "witness")
    assert w.witness == "DW-2" and w.name == name


# -- next dates -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, iso", [
    ("Next 22.01.2026.", "2026-01-22"),
    ("Adjd to 3/2 for framing of issues.", "2026-02-03"),
    ("For cross of PW1, call on 26.02.2026.", "2026-02-26"),
    ("पत्रावली वास्ते साक्ष्य दिनांक 10.01.2026 को पेश हो।", "2026-01-10"),
    ("tareekh lagi 14/1", "2026-01-14"),
])
def test_the_next_date_is_read_with_the_year_of_the_record(text, iso):
    (n,) = of(read(text, date="2025-12-09"), "next_date")
    assert n.date == iso


def test_a_next_date_keeps_its_purpose():
    (n,) = of(read("For cross-examination of PW1, call on 26.02.2026.", date="2026-01-22"), "next_date")
    assert "cross-examination of PW1" in n.purpose


# -- action items -------------------------------------------------------------------------------------------------------
def test_a_task_given_to_a_junior_has_owner_and_due_date():
    (a,) = of(read("Rohan to get the 2012 tax receipts by 15.03.2026.", date="2026-02-26"), "action_item")
    assert a.owner == "Rohan" and a.due == "2026-03-15" and "tax receipts" in a.task


def test_an_imperative_in_a_note_is_a_task_and_kal_is_tomorrow():
    (a,) = of(read("Draft the synopsis kal itself.", date="2026-02-26"), "action_item")
    assert a.task.startswith("Draft the synopsis") and a.due == "2026-02-27"


def test_a_case_heading_is_no_owner_of_a_task():
    events = read("Baner - fence dispute listed for cross.")
    assert all(a.owner != "Baner" for a in of(events, "action_item"))


def test_any_hinglish_verb_with_hai_is_a_task_with_its_object_and_deadline():
    """'… me chhapwana hai 20/4 se pehle': the verb need not be one of a list ('karna', 'dena'); the task keeps what
    is to be done and where, and the date before which."""
    (a,) = of(read("Baner plot - proclamation 'Lokmat Samachar' me chhapwana hai 20/4 se pehle.", date="2026-03-12"),
              "action_item")
    assert "Lokmat Samachar" in a.task and "chhapwana" in a.task and a.due == "2026-04-20"


def test_a_word_ending_in_na_that_is_no_verb_is_no_task():
    assert not of(read("Baner plot - bakaya kitna hai, client ko pata nahi.", date="2026-03-12"), "action_item")


# -- client interactions -------------------------------------------------------------------------------------------------
def test_what_the_client_was_told_is_a_client_interaction():
    (c,) = of(read("Anil ko phone pe bata diya ki cross next time hai."), "client")
    assert c.who.lower() == "anil" and "bata diya" in c.what


# -- the judge's remarks ---------------------------------------------------------------------------------------------------
def test_the_judges_remarks_have_their_tone():
    (r,) = of(read("Menon sir was visibly irritated and said no more adjournments will be granted."), "remark")
    assert {"annoyed", "no_further_adjournment"} <= set(r.tones)


def test_antim_avsar_in_a_hinglish_note_is_the_judges_last_opportunity():
    (r,) = of(read("Bhosale sahab: 'antim avsar', agli baar gawah nahi aaya to evidence close.", ACCUSED), "remark")
    assert "last_opportunity" in r.tones


def test_last_opportunity_in_an_order_sheet_is_the_courts_remark():
    (r,) = of(read("Counter not filed. Last opportunity. List on 07.01.2026.", PETITIONER, doc_type="order_sheet"), "remark")
    assert "last_opportunity" in r.tones


# -- spans and money -------------------------------------------------------------------------------------------------------
def test_every_event_keeps_the_span_of_the_record_it_came_from():
    text = "Baner plot. Patwardhan sought time again. Costs Rs 2,000 on defendants. Next 22.01.2026."
    events = read(text)
    assert events and all(text[e.start:e.end] == e.text and e.entry_id == 1 and e.case_ids == ["K1"]
                          and e.record_date == "2025-12-09" for e in events)


@pytest.mark.parametrize("text, value", [
    ("Rs. 1,12,500/-", 112500), ("5k", 5000), ("₹500", 500), ("Rs 4.5 lakh", 450000), ("1.75 L", 175000),
    ("रु. 38,600/-", 38600), ("INR 2,00,000", 200000), ("Rs. 1.2 crore", 12000000),
    ("maintenance 12,000/month", 12000), ("arrears of 1,00,000", 100000), ("8,500 per month", 8500),
])
def test_amounts_are_read_in_rupees(text, value):
    assert [a.value for a in amounts(text)] == [value]


def test_a_bore_a_list_item_or_a_date_is_no_amount():
    assert amounts(".315 bore, item 3 L, page 2,345, on 12/03/2026") == []


def test_rupees_are_said_back_in_indian_grouping():
    assert rupees(112500) == "Rs. 1,12,500" and rupees(19000) == "Rs. 19,000" and rupees(450000) == "Rs. 4,50,000"


def test_abbreviations_do_not_end_a_sentence():
    text = "Costs of Rs. 500 paid to Sri R. K. Menon's clerk. Next date fixed. रु. 100 जमा।"
    assert [s.text for s in sentences(text)] == [
        "Costs of Rs. 500 paid to Sri R. K. Menon's clerk.", "Next date fixed.", "रु. 100 जमा।"]


def test_costs_not_yet_deposited_in_hinglish_are_unpaid():
    (c,) = of(read("Patwardhan ne 3000 costs abhi tak nahi bhare."), "costs")
    assert (c.amount, c.status) == (3000, "unpaid")


def test_a_day_argued_that_explains_another_matter_not_reached_is_no_adjournment():
    text = "Seabreeze - argued for almost the full day (this is why the other suit was not reached). Next 12.03.2026."
    assert of(read(text), "adjournment") == []
    assert of(read("Seabreeze - not reached. Next 12.03.2026."), "adjournment") != []


def test_an_order_directing_a_filing_records_no_filing():
    events = read("The rejoinder has not been filed though four weeks were granted. Rejoinder be filed within two "
                  "weeks, as a last opportunity.", doc_type="order_sheet")
    assert not [f for f in of(events, "filing") if f.filed]


@pytest.mark.parametrize("text", ["The 5,000 costs not received yet.", "Costs of Rs. 3,000 not yet credited to us."])
def test_costs_not_received_are_unpaid(text):
    (c,) = of(read(text), "costs")
    assert c.status == "unpaid"


@pytest.mark.parametrize("text", [
    "Baner plot - Patwardhan sir junior adjournment kettaar, cross of PW2 not ready.",   # Tamil: asked
    "Baner plot. Patwardhan garu time adigaru for the counter.",                        # Telugu: asked
    "Baner plot: Patwardhan avaru adjournment kelidru, written statement ready illa.",  # Kannada: asked
    "Baner plot - Patwardhan babu aabar time chailen, client bairey.",                   # Bengali: asked for
    "Baner plot. Patwardhan yanni punha time maagitla.",                                 # Marathi: asked for
])
def test_time_asked_for_in_a_regional_language_is_the_side_s_adjournment(text):
    (adj,) = of(read(text), "adjournment")
    assert adj.sought_by == "other", adj


@pytest.mark.parametrize("text, kind", [
    ("Accused absent, no exemption petition. Issue B/W against the accused in Rs. 10,000/-.", "BW"),
    ("A-2 absent again - N.B.W. issued against him, returnable 4.2.26.", "NBW"),
    ("Accused absent. B.W. issued in Rs. 5,000/-.", "BW"),
])
def test_a_warrant_written_with_stops_or_a_slash_is_a_warrant(text, kind):
    orders = [e for e in of(read(text, ACCUSED), "order") if e.outcome == "warrant"]
    assert [o.detail for o in orders] == [kind], orders


def test_b_w_in_small_letters_is_between_not_a_warrant():
    text = "Talks b/w the parties ordered to continue at the mediation centre; next 3.3.26."
    assert not [e for e in of(read(text, ACCUSED), "order") if e.outcome == "warrant"]


@pytest.mark.parametrize("text", [
    "Baner plot - Patwardhan told the court the costs will be paid on the next date.",
    "Baner plot - Gaikwad's counsel said the Rs 700 costs would be paid by Friday.",
])
def test_costs_promised_for_a_later_day_are_not_read_as_paid(text):
    assert not [c for c in of(read(text), "costs") if c.status == "paid"]


@pytest.mark.parametrize("text", [
    "Baner plot - Gaikwad's clerk handed over a DD of Rs 1,500 (costs of 3/11) in court.",
    "Baner plot: 1500 costs Anil ji ko mili, receipt li.",
])
def test_costs_handed_over_or_received_are_paid(text):
    (c,) = of(read(text), "costs")
    assert (c.amount, c.status) == (1500, "paid")


@pytest.mark.parametrize("text", [
    "Costs of Rs. 2,500 imposed on 14.01.2025 on the respondent stand paid; receipt filed.",
    "The costs of Rs. 2,500/- awarded on 14.01.2025 have since been deposited by the opposite party.",
])
def test_costs_of_an_earlier_order_reported_paid_are_a_payment_not_a_new_order(text):
    (c,) = of(read(text), "costs")
    assert (c.amount, c.status) == (2500, "paid")


def test_the_year_of_a_date_written_before_costs_is_no_amount():
    (c,) = of(read("22.08.2025   Costs deposited. Evidence of RW-2 recorded."), "costs")
    assert c.amount is None and c.status == "paid"


def test_costs_with_the_payee_named_after_the_amount_fall_on_the_other_side():
    (c,) = of(read("Final chance given, costs of ₹1,750/- to the plaintiff."), "costs")
    assert (c.amount, c.status, c.on) == (1750, "imposed", "other")
    assert c.payable_to and "plaintiff" in c.payable_to


@pytest.mark.parametrize("text, wid", [
    ("Claim petition - AW-3 Dr. Bhatt (surgeon) examined; cross by insurer's counsel: fracture healed with a limp.",
     "AW-3"),
    ("Rent case: R.W.2 Kailash (tenant's brother) cross-examined; admitted the shop was shut since May.", "RW-2"),
])
def test_a_tribunal_s_applicant_or_respondent_witness_is_a_witness(text, wid):
    (w,) = of(read(text), "witness")
    assert w.witness == wid and w.stage == "cross"


@pytest.mark.parametrize("text", [
    "Baner plot - PW-3 Shinde's affidavit in chief tendered. Patwardhan: no cross today, seeks time.",
    "Baner plot: PW3 chief affidavit filed, cross nahi hua - Gaikwad busy.\nNDOH 14.01.2026 - PW3 cross.",
])
def test_a_cross_that_did_not_happen_or_is_set_for_the_next_date_is_no_cross(text):
    (w,) = of(read(text), "witness")
    assert w.witness == "PW-3" and w.stage == "chief"


@pytest.mark.parametrize("text", [
    "Baner plot - the warrant against Gaikwad recalled on payment of costs of Rs. 800/- to the plaintiff.",
    "Baner plot: ex parte order set aside subject to costs of Rs 3,000 payable to the plaintiff.",
])
def test_costs_that_are_the_price_of_a_recall_or_a_setting_aside_are_no_time_sought(text):
    assert of(read(text), "costs")
    assert not [a for a in of(read(text), "adjournment") if a.sought_by in ("ours", "other")]
