"""A diary page headed in Tamil, Telugu or Malayalam ("வழக்கு டைரி 18.03.2026 புதன்") is dated by its heading: the
weekday written in those scripts ends in a vowel sign or a virama, where a regex's word boundary never falls, and the
page used to wait for review with "no hearing date found". A day of a chat with a contact whose name names one case
goes under that case when its only other cue is a word that merely resembles a name of another case ("ready pannunga
anna" near a party "Kanaga Annam"): a likeness below the alias floor is weaker than the contact."""

from __future__ import annotations

import pytest

from tareekh.ingest.dates import Weekday, header_date
from tareekh.registry import Case
from tareekh.registry.models import Party


@pytest.mark.parametrize(("line", "day"), [
    ("வழக்கு டைரி  18.03.2026  புதன்", "2026-03-18"),
    ("வழக்கு டைரி 19.01.2026 திங்கள்", "2026-01-19"),
    ("19.01.2026 திங்கட்கிழமை", "2026-01-19"),
    ("కేసు డైరీ 21.01.2026 బుధవారం", "2026-01-21"),
    ("ഡയറി 22.01.2026 വ്യാഴാഴ്ച", "2026-01-22"),
    # a Marathi heading: "date diary", the date's label and the weekday spelt with "ळ" (Hindi writes "ल")
    ("तारीख डायरी - दि. 10/03/2026 मंगळवार", "2026-03-10"),
    ("कोर्ट डायरी - दि. 24/03/2026 मंगळवार", "2026-03-24"),
    ("কোর্ট ডায়েরি - তাং 11/03/2026 বুধবার", "2026-03-11"),
])
def test_a_heading_with_a_weekday_in_an_indian_script_is_a_dated_heading(line, day):
    found = header_date(line)
    assert found is not None and found.value.isoformat() == day


@pytest.mark.parametrize(("name", "number"), [
    ("புதன்", 2), ("வியாழன்", 3), ("ஞாயிறு", 6), ("సోమవారం", 0), ("శుక్రవారం", 4), ("ശനിയാഴ്ച", 5),
])
def test_a_weekday_alone_in_a_southern_script_heads_a_page(name, number):
    assert Weekday.heading(name) == Weekday(number)


def test_a_matter_line_containing_a_date_is_still_no_heading():
    # the weekday is read, but a line that says more than a heading stays a matter's line
    assert header_date("O.S. 77/2025 சாட்சி வரவில்லை 18.03.2026 புதன் வாய்தா கேட்டார்") is None


PAGE = (
    "வழக்கு டைரி  18.03.2026  புதன்\n"
    "சார்பு நீதிமன்றம், அம்பாசமுத்திரம் - O.S. 77/2025 (செல்வநாயகம் - கிணறு)\n"
    "பிரதிவாதி எழுத்துமூல வாக்குமூலம் தாக்கல். அடுத்த தேதி 22.04.2026\n"
)


def test_a_tamil_diary_page_is_filed_on_the_day_its_heading_gives(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="W1", number="O.S. No. 77 of 2025", short_name="Selvanayagam well suit",
                                    title="Selvanayagam vs Arumainayagam"))
    entries = practice.ingest([drop("IMG-20260318-WA0004.jpg.txt", PAGE)]).entries
    filed = [e for e in entries if e.case_ids == ["W1"]]
    assert filed and all(e.status == "retained" for e in filed), [(e.status, e.reason) for e in entries]
    assert filed[0].hearing_date == "2026-03-18"


CHAT = (
    "[05/02/26, 7:20:11 PM] Vadivambal Trustee: Vanakkam sir. Inniku enna aachu?\n"
    "[05/02/26, 7:31:40 PM] Adv Thenmozhi: GP counter podala. Accounts ready pannunga anna, judge kandippa kepanga.\n"
    "[12/03/26, 6:05:02 PM] Adv Thenmozhi: Status quo order today. Next date 20.04.2026.\n"
)


def test_a_chat_day_that_only_resembles_another_cases_name_goes_under_the_contacts_case(practice, drop):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_case(Case(id="T1", number="O.S. No. 41 of 2025", short_name="Vadivambal temple suit",
                      title="Vadivambal vs Joint Commissioner", side="plaintiff",
                      parties=[Party(name="Vadivambal", role="plaintiff"),
                               Party(name="Joint Commissioner", role="defendant")]))
    reg.add_case(Case(id="T2", number="O.S. No. 163 of 2024", short_name="Annam partition suit",
                      title="Kanaga Annam vs Selvanayagam", side="plaintiff",
                      parties=[Party(name="Kanaga Annam", role="plaintiff"),
                               Party(name="Selvanayagam", role="defendant")]))
    days = practice.ingest([drop("WhatsApp Chat with Vadivambal Trustee.txt", CHAT)]).entries
    by_day = {d.record_date: d for d in days}
    day = by_day["2026-02-05"]
    assert (day.status, day.case_ids) == ("retained", ["T1"]), (day.reason, day.candidates)
