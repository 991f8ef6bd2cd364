"""A day that went by is read as one, whoever's words tell it: the hearing not held in an Indian script ("पेशी नहीं
हुई", "শুনানি হয়নি", "విచారణ జరగలేదు") is the court's day; a stage put off with the English verb inside another
language's sentence ("cross defer korile", "evidence defer kar diya") is an adjournment; Assamese time taken ("time
loise") is time sought; a pronoun says whose asking put it off ("deferred on their request", "hamare kehne par");
and a bare "adjourned" whose side an earlier sentence's payee would give is the side the day's costs are laid on.
Invented notes, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="plaintiff", our_names=["vellodi", "sarojini"], other_names=["odedra", "pachauri"],
                client_names=["vellodi", "sarojini"], case_words=["vellodi"], judge_names=["thangkhiew"])


def _adj(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["R1"], record_date="2026-03-09", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("note", [
    "09.03.2026 - वेल्लोडी बंटवारा - पीठासीन अधिकारी प्रशिक्षण में गए, पेशी नहीं हुई। अगली 14.04.2026",
    "09.03.2026 - सुनवाई नहीं हो सकी, अगली तारीख 14.04.2026",
    "09.03.2026 - न्यायाधीश रजेवर होते, सुनावणी झाली नाही. पुढील तारीख 14.04.2026",
    "09.03.2026 ভেল্লোডি মামলা - শুনানি হয়নি। পরের তারিখ 14.04.2026",
    "09.03.2026 వెల్లోడి కేసు - విచారణ జరగలేదు. తదుపరి 14.04.2026",
])
def test_a_hearing_not_held_in_a_script_is_the_courts_day(note):
    adj = _adj(note)
    assert adj and adj[0].sought_by == "court", adj


@pytest.mark.parametrize("note", [
    "Vellodi suit - PW2 affidavit given, Pachauri sir cross defer korile, he was busy in another court. ND 14/4",
    "Vellodi suit - PW2 ka affidavit diya, cross defer kar diya gaya. ND 14/4",
])
def test_a_stage_deferred_with_the_english_verb_in_another_language_is_an_adjournment(note):
    assert _adj(note), note


def test_time_taken_in_assamese_is_time_sought():
    adj = _adj("Vellodi case - PW1 affidavit dilu. Pachauri sir cross r babe time loise. ND 14/4")
    assert adj and adj[0].sought_by != "ours", adj


@pytest.mark.parametrize("note,side", [
    ("PW1 Sarojini's affidavit filed. Kshetri vakil busy elsewhere - cross deferred on their request. ND 14.4.26", "other"),
    ("PW1 Sarojini's affidavit filed. Cross deferred at our request as the documents were not traced. ND 14.4.26",
     "ours"),
    ("PW1 Sarojini ka affidavit. Cross defer hua unke kehne par, vakil sahab bahar the. ND 14.4.26", "other"),
])
def test_a_pronoun_says_whose_asking_put_the_day_off(note, side):
    adj = _adj(note)
    assert adj and adj[0].sought_by == side, adj


def test_a_bare_adjourned_is_the_side_the_costs_fall_on():
    order = ("Present: counsel for the plaintiff; counsel for the defendant. Despite the last opportunity, the "
             "defendant has not filed the written statement. Costs of Rs. 2,500/- are imposed upon the defendant, "
             "payable to the plaintiff. Adjourned to 14.04.2026.")
    adj = _adj(order)
    assert adj and adj[0].sought_by == "other", adj


def test_a_bare_adjourned_beside_costs_on_nobody_keeps_its_own_reading():
    # no costs laid on a side: nothing to go by, the rules' own reading stands
    adj = _adj("The plaintiff was present. Adjourned to 14.04.2026.")
    assert not adj or adj[0].sought_by != "other", adj


@pytest.mark.parametrize("order,side", [
    ("Plaintiff by pleader. Defendants by pleader. PW2 not present. A time petition has been filed on behalf of the "
     "plaintiff stating that PW2 is unwell. Time allowed.", "ours"),
    ("Plaintiff by pleader. Defendants by pleader. A time petition was moved by the defendants as their counsel is "
     "engaged in the High Court. Allowed.", "other"),
])
def test_the_side_a_time_petition_is_filed_for_is_named_after_it(order, side):
    adj = _adj(order)
    assert adj and adj[0].sought_by == side, adj


@pytest.mark.parametrize("note,plea", [
    ("Vellodi suit - PW2 affidavit dilu - Pachauri sir cross defer korile, manager busy bule. ND 14/4", "manager busy"),
    ("Vellodi suit - PW2 affidavit - Pachauri sir ne cross defer kar diya, kyunki unke senior busy the. ND 14/4",
     "senior busy"),
])
def test_the_plea_is_the_clause_after_a_deferral_when_the_words_before_only_name_who(note, plea):
    adj = _adj(note)
    assert adj and plea in (adj[0].reason or ""), adj
