"""A question is read by the closed classes of its own language, whichever of the tables' languages it is typed in:
"again and again" (vaaramvaar, punha punha, bare bare, matte matte, veendum veendum …) asks a standing way and is
never a thing a note must write; a side named by the pivoted "opposite" and a case ending ("saame paksh nu",
"edhir tharappu") asked its "pattern" is asked that side's ways; "… or not?" and "anything" typed in a script close
a yes or no ("કંઈ ભર્યું કે નહીં?", "কিছু দিয়েছে কিনা?"); a name the registry holds with "-bhai"/"-ben" glued on is
the one called when the lawyer types it bare; and a courtesy title before a name in a script places it as a name.

A small registry written for these tests, with names no data set holds.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.habit_asked import again_and_again
from tareekh.agent.question import NameIndex, understand
from tareekh.registry.models import Case, Client, Judge, Party

TODAY = date(2026, 6, 1)


@pytest.fixture
def reg(practice):
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Ashvinbhai Zalavadiya"))
    reg.add_person(Judge(id="J1", name="M. P. Kanjariya", short="Kanjariya saheb"))
    reg.add_case(Case(id="C1", number="S.C.S. No. 77 of 2025", short_name="Zalavadiya cotton bales suit",
                      title="Ashvinbhai Zalavadiya vs Motibhai Lakhtariya", client_id="CL1", side="plaintiff",
                      parties=[Party(name="Ashvinbhai Zalavadiya", role="plaintiff"),
                               Party(name="Motibhai Lakhtariya", role="defendant")]))
    reg.add_case(Case(id="C2", number="Crl.M.A. No. 305 of 2025", short_name="Nayanaben maintenance",
                      title="Nayanaben Devrajbhai Kotadiya vs Devrajbhai Harjibhai Kotadiya", side="applicant",
                      parties=[Party(name="Nayanaben Devrajbhai Kotadiya", role="applicant"),
                               Party(name="Devrajbhai Harjibhai Kotadiya", role="opposite party")]))
    reg.add_case(Case(id="C3", number="RTS Appeal No. 12 of 2025", short_name="Khambhalia mutation appeal",
                      title="Jivuben Ranmal, appellant", judge_id="J1",
                      parties=[Party(name="Jivuben Ranmal", role="appellant")]))
    return reg


def ask(reg, text):
    return understand(text, registry=reg, today=TODAY, index=NameIndex(reg))


@pytest.mark.parametrize("text", [
    "vaaramvaar shu thay che",  # Gujarati
    "punha punha kay hota",  # Marathi
    "bare bare ki hoy",  # Bengali and Assamese
    "matte matte enu aaguttade",  # Kannada
    "thirumba thirumba enna nadakkudhu",  # Tamil
    "veendum veendum enthu nadakkunnu",  # Malayalam
    "ਵਾਰ ਵਾਰ ਕੀ ਹੁੰਦਾ",  # Punjabi in its script
    "বারবার কী হয়",  # Bengali in its script
    "વારંવાર શું થાય છે",  # Gujarati in its script
])
def test_again_and_again_is_read_in_every_tongue(text):
    assert again_and_again(text)


@pytest.mark.parametrize("text", ["bar council ma shu thayu", "ek vaar aavyo", "malli gaaru vachara"])
def test_a_word_said_once_is_no_again_and_again(text):
    assert not again_and_again(text)


@pytest.mark.parametrize("text", [
    "zalavadiya cotton bales suit ma vaaramvaar shu thay che",  # Gujarati
    "zalavadiya cotton bales suit alli matte matte enu aaguttade",  # Kannada
    "zalavadiya cotton bales suit il veendum veendum enthu nadakkunnu",  # Malayalam
])
def test_the_words_of_again_and_again_are_never_the_thing_searched(reg, text):
    q = ask(reg, text)
    assert q.cases == ["C1"]
    assert not {"vaaramvaar", "matte", "veendum"} & set(q.topics)


@pytest.mark.parametrize("text", [
    "motibhai lakhtariya vala kes ma saame paksh nu shu pattern che",  # Gujarati
    "zalavadiya cotton bales suit la edhir tharappu pattern enna",  # Tamil
])
def test_the_other_side_asked_its_pattern_is_its_ways(reg, text):
    q = ask(reg, text)
    assert q.kind == "pattern"
    assert q.actor_side == "other"
    assert "pattern" not in q.topics and "kes" not in q.topics


@pytest.mark.parametrize("text", [
    "Nayanaben maintenance ma બાકી રકમ માં કંઈ ભર્યું કે નહીં?",  # Gujarati script: paid anything or not
    "Nayanaben maintenance এ বকেয়া কিছু দিয়েছে কিনা?",  # Bengali script
    "Nayanaben maintenance re baki taka deichi ki nahin?",  # Odia in Latin letters
])
def test_or_not_in_a_script_asks_yes_or_no(reg, text):
    q = ask(reg, text)
    assert q.kind == "yes_no"
    assert q.cases == ["C2"]


@pytest.mark.parametrize("text", [
    "devraj ne baaki maintenance ma kashu bharyu ke nai?",  # the registry's "Devrajbhai", typed bare
    "देवराज वाले केस में क्या हुआ",  # and in Devanagari
    "દેવરાજ ના કેસ માં શું થયું",  # and in Gujarati, before its possessive
])
def test_a_name_held_with_bhai_is_found_when_typed_bare(reg, text):
    assert ask(reg, text).cases == ["C2"]


def test_a_courtesy_title_before_a_name_in_a_script_places_it(reg):
    q = ask(reg, "મામલતદાર સાહેબ કણજારિયા દર વખતે શું રેકર્ડ મંગાવે છે")
    assert q.judges == ["J1"]
    assert q.kind == "judge_habit"
