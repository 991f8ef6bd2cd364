"""A side's times for time, counted across its records however each names the one who asked:

- asked by the side's party ("<party> side ne kitni baar adjournment liya"), a day whose request the notes tie to
  nobody but name the counsel the registry writes for that side ("<counsel> vakil varave illa, junior adjournment
  kettaar") is that side's (agent/compose.py `_their_counsel`);
- asked by a role's short form ("PP", "APP"), a day whose record writes the role in other words or another script
  ("सरकारी वकील … ने समय माँगा") is the role's, not only the days that write its letters;
- asked why ("kyun", "kashamule", "enthukondu"), a day with no excuse word gives what its record says just before
  the request ("the I.O. is on leave") (agent/why_asked.py `said_before`).

And a judge typed as "<surname> J" with a sort of matter ("<surname> J ndps bail …") asks the judge's ways in that
sort of matter: the sort is no case's name to say back as unknown (agent/question.py `_BENCH_TITLES`).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("K1", "2026-01-10", "Pallathu cheque case - accused absent. Kizhakkel sought time. ND 20.02.2026"),
    ("K1", "2026-02-20", "Pallathu cheque case - Kizhakkel vakil varave illa, junior adjournment kettaar. "
                         "ND 30.03.2026"),
    ("K1", "2026-03-30", "Pallathu cheque case - CW1 cross over. ND 10.05.2026"),
    ("K2", "2026-01-15", "Chirayil trial - PW3 absent. PP Thayyil sought time. ND 12.02.2026"),
    ("K2", "2026-02-12", "चिरायिल ट्रायल - जाँच अधिकारी अवकाश पर हैं। सरकारी वकील थय्यिल ने समय माँगा। "
                         "अगली तारीख 20.03.2026"),
    ("K3", "2026-03-03", "Sunny ganja bail - Edakkadan J asked for the 52-A inventory and whether the accused has "
                         "any other case. ND 17.03.2026"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice Ovin Edakkadan", short="Edakkadan J"))
    reg.add_case(Case(id="K1", number="C.C. No. 611 of 2025", short_name="Pallathu cheque case",
                      title="Pallathu Traders vs Sojan Nedumudi", side="complainant"))
    reg.add_case(Case(id="K2", number="S.C. No. 45 of 2025", short_name="Chirayil trial",
                      title="State vs Ebin Chirayil", side="accused"))
    reg.add_case(Case(id="K3", number="Bail Appl. No. 902 of 2026", short_name="Sunny ganja bail",
                      title="Sunny Maliakkal vs State", nature="regular bail, u/s 20 NDPS Act", judge_id="J1",
                      side="petitioner"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    # the other side's counsel written into the registry after the notes were read: the reading of the day ties the
    # junior's request to nobody, the registry says whose counsel was named
    reg.add_person(Counsel(id="OC1", name="Adv. Ferdin Kizhakkel"))
    reg.edit_case("K1", counsel_id="OC1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-time-by-counsel-role-reason", build)


def test_a_side_asked_by_its_party_counts_the_day_its_counsel_s_junior_asked(pr):
    a = pr.ask("nedumudi side ne pallathu case me kitni baar adjournment liya", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "10 Jan 2026" in line and "20 Feb 2026" in line, a.answer


def test_a_role_asked_by_its_letters_counts_the_day_written_in_its_words(pr):
    a = pr.ask("chirayil trial me PP ne kitni baar time liya", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "15 Jan 2026" in line and "12 Feb 2026" in line, a.answer


def test_asked_why_a_day_with_no_excuse_word_gives_what_was_said_before(pr):
    a = pr.ask("chirayil trial me PP ne kitni baar time liya aur kyun", today="2026-06-01")
    line = first_line(a)
    assert "अवकाश" in line, a.answer


@pytest.mark.parametrize("question", ["Edakkadan J ndps bail la enna kepparu",
                                      "what does Edakkadan J ask in ndps bail matters"])
def test_a_judge_s_surname_with_a_sort_of_matter_is_no_case_name(pr, question):
    a = pr.ask(question, today="2026-06-01")
    assert not a.answer.startswith("No such case"), a.answer
    assert "52-A" in a.answer, a.answer


def test_why_is_read_in_each_language_s_word():
    from tareekh.agent.why_asked import asks_why, said_before

    assert asks_why("APP kiti vela time magto ani kashamule") and asks_why("PP enthukondu samayam chodichu")
    assert not asks_why("PP ne kitni baar time liya")
    text = "Day one.\n\nThe I.O. is on leave. PP sought time."
    assert said_before(text, text.index("PP")) == "The I.O. is on leave"
    assert said_before(text, text.index("The I.O.")) is None  # another paragraph's sentence is no reason


@pytest.mark.parametrize("question", ["chirayil trial me PP time maangta rehta hai",
                                      "does the PP keep seeking time in the chirayil trial"])
def test_a_side_asked_as_keeping_on_seeking_time_is_its_days(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert "two times" in line.lower() and "15 Jan 2026" in line and "12 Feb 2026" in line, a.answer


@pytest.mark.parametrize("text", ["company time leti rehti hai", "vel magat rahtat", "does he keep seeking time",
                                  "kept on adjourning it", "time ketkittae irukkaar", "samayam adugutune unnaru",
                                  "समय माँगता रहता है"])
def test_the_continuative_of_keeping_on_is_a_habit(text):
    from tareekh.agent.habit_asked import every_time

    assert every_time(text), text


@pytest.mark.parametrize("text", ["woh kahan rehta hai", "ती कुठे राहते", "keep the file ready", "witness ghari rahat nahi"])
def test_staying_somewhere_is_no_habit(text):
    from tareekh.agent.habit_asked import every_time

    assert not every_time(text), text


def test_an_excuse_given_is_no_money_paid():
    from tareekh.agent.counsel_ways import excuse_asked

    assert excuse_asked("<counsel> har date pe kya bahana deta") and excuse_asked("what excuse does he give each date")


@pytest.mark.parametrize("text", ["साक्षीदार हजर झाला नाही, समन्स बजावले नाही.", "સાક્ષી હાજર રહ્યો નથી.",
                                  "ਗਵਾਹ ਹਾਜ਼ਰ ਨਹੀਂ ਹੋਇਆ।", "गवाह उपस्थित नहीं हुआ।"])
def test_a_witness_not_present_in_a_script_is_a_day_they_did_not_come(text):
    from tareekh.agent.no_shows import said_absent

    assert said_absent(text) is not None, text


def test_present_said_plainly_is_no_absence():
    from tareekh.agent.absences import ABSENT

    assert not ABSENT.search("आरोपी हजर. साक्षीदार हजर, सरतपासणी झाली.")


@pytest.mark.parametrize("question", ["Edakkadan J nu bail vich pehlan ki chahida hunda",
                                      "Edakkadan J la bail madhe sagla adhi kay pahije asta"])
def test_what_a_judge_needs_as_a_rule_is_the_judge_s_ways(pr, question):
    a = pr.ask(question, today="2026-06-01")
    assert "52-A" in a.answer, a.answer


@pytest.mark.parametrize("text", ["saheb ko kya chahida hunda", "न्यायाधीशांना काय पाहिजे असते", "જજને શું જોઈએ છે"])
def test_needed_as_a_rule_is_a_habit_asked(text):
    from tareekh.agent.habit_asked import asks_habit

    assert asks_habit(text), text


def test_needed_once_is_no_habit():
    from tareekh.agent.habit_asked import asks_habit

    assert not asks_habit("ajun kay pahije") and not asks_habit("pahije te kagad aana")
