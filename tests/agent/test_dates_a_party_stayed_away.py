"""How many dates a party of the other side stayed away, asked by the party's name ("<name> kitni tarikh pe gayab
raha?"): the days whose records say the party was absent or did not come (a register's Devanagari line, a chat, a
note), each told with what followed (a warrant, an exemption) — not every hearing of the matter, and not a day only
the party's counsel was away; an earlier day a note states outright ("2nd time - 1st was <day>") is counted too.
Asked by the role alone, the count of the role's absences answers (agent/tally.py). agent/party_away.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-01-20", "२०.०१.२०२६ - पाउतु ट्रेडर्स बनाम बियाकचुंगनुंगा - मुलजिम गैरहाजिर, जमानती वारंट। अगली तिथि ०३.०३.२०२६"),
    ("2026-03-03", "Pautu cheque - accused appeared on the warrant, bail bond. Substance explained. Next 14.04.2026."),
    ("2026-04-14", "Pautu cheque - Biakchungnunga ke vakil Lalsawma hazir nahi the, CW1 cross nahi hua. Next 26.05.2026."),
    ("2026-05-26", "Pautu cheque - Biakchungnunga nahi aaye, exemption lagi, allowed on costs. Next 07.07.2026."),
    ("2026-07-07", "Pautu cheque - CW1 cross over. Next 18.08.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri R. Lalsawma"))
    reg.add_person(Client(id="CL1", name="Pautu Traders, Bazar Veng"))
    reg.add_case(Case(id="P1", number="C.C. No. 1207 of 2025", short_name="Pautu cheque case",
                      title="Pautu Traders vs Biakchungnunga", counsel_id="OC1", client_id="CL1",
                      side="complainant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"P1 {day}.txt", case_id="P1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "dates-party-away", build)


@pytest.mark.parametrize("question", ["biakchungnunga kitni tarikh pe gayab raha pautu cheque case me",
                                      "pautu cheque case la Biakchungnunga kiti tarkhela gayab hota?"])  # Marathi
def test_the_dates_the_party_stayed_away_are_counted_with_what_followed(pr, question):
    a = pr.ask(question, today="2026-08-01")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "वारंट" in line and "exemption" in line, a.answer
    assert "14 Apr 2026" not in line and "cross over" not in line, a.answer


def test_every_hearing_is_still_counted_when_no_one_s_absence_is_asked(pr):
    a = pr.ask("pautu cheque case me ab tak kitni tarikh lagi?", today="2026-08-01")
    assert first_line(a).startswith("Five"), a.answer


def test_an_earlier_day_away_a_note_states_outright_is_one_of_the_party_s_days(pr):
    pr.ingest_text("Pautu cheque - Biakchungnunga nahi aaye phir se (4th time - 1st was 10 dec). NBW. Next 29.09.2026.",
                   name="P1 2026-08-18.txt", case_id="P1", date="2026-08-18", author="Lawyer")
    a = pr.ask("Biakchungnunga kitni tarikh pe gayab raha pautu cheque case me?", today="2026-09-01")
    line = first_line(a)
    assert line.startswith("Four times"), a.answer  # the first, 10 Dec, is written only in the latest note
    assert all(d in line for d in ("10 Dec 2025", "20 Jan 2026", "26 May 2026", "18 Aug 2026")), a.answer
    assert "14 Apr 2026" not in line, a.answer  # the day only the counsel was away


def test_a_day_the_other_side_is_named_by_its_role_in_another_script_is_one_of_the_party_s_days(pr):
    # a Gujarati register line names the accused by the role the complainant's other side holds
    pr.ingest_text("૧૮/૦૮/૨૦૨૬ - પાઉતુ ટ્રેડર્સ વિ. બિયાકચુંગનુંગા - આરોપી ગેરહાજર, વોરંટ. આગામી તારીખ ૨૯/૦૯/૨૦૨૬",
                   name="P1 2026-08-18.txt", case_id="P1", date="2026-08-18", author="Lawyer")
    a = pr.ask("Biakchungnunga kitni tarikh pe gayab raha pautu cheque case me?", today="2026-09-01")
    line = first_line(a)
    assert line.startswith("Three times"), a.answer
    assert "18 Aug 2026" in line and "14 Apr 2026" not in line, a.answer


@pytest.mark.parametrize("question", ["pautu cheque case me Biakchungnunga kitni dates pe absent raha?",
                                      "Biakchungnunga pautu cheque case-il ethra pravashyam hajar aayilla? absent ethra?"])
def test_a_day_only_the_party_s_counsel_was_away_is_not_the_party_s(pr, question):
    a = pr.ask(question, today="2026-08-01")
    line = first_line(a)
    assert "26 May 2026" in line, a.answer
    assert "14 Apr 2026" not in line, a.answer  # "<party> ke vakil <name> hazir nahi the": the counsel's day


@pytest.mark.parametrize("note", [
    # Marathi, the counsel's plea in a clause of its own after a comma
    "Pautu cheque - Biakchungnunga gairhajar, tyanche vakil Lalsawma yanni exemption arj dila, manjur. Next 29.09.2026.",
    # English, the counsel's plea after a spaced dash
    "Pautu cheque - Biakchungnunga absent - his counsel Lalsawma moved exemption, allowed. Next 29.09.2026.",
])
def test_a_party_away_whose_counsel_moved_exemption_in_the_same_sentence_is_one_of_the_party_s_days(pr, note):
    pr.ingest_text(note, name="P1 2026-08-18.txt", case_id="P1", date="2026-08-18", author="Lawyer")
    a = pr.ask("Biakchungnunga kitni tarikh pe gayab raha pautu cheque case me?", today="2026-09-01")
    line = first_line(a)
    assert line.startswith("Three times"), a.answer
    assert "18 Aug 2026" in line and "14 Apr 2026" not in line, a.answer
