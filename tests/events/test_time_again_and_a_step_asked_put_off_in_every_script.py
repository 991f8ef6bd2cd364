"""Time sought said short, in each script: the word for 'again' before the word for time with no verb ("ಮತ್ತೆ
ಸಮಯ.", "फिर समय।", "আবার সময়।", "Time again.") is that day's time sought; a request to put the day's step off
("ക്രോസ് മാറ്റി വെക്കാൻ ആവശ്യപ്പെട്ടു", "ಪಾಟೀಸವಾಲು ಮುಂದೂಡಲು ಕೋರಿದರು", "ஒத்திவைக்க கோரினார்") is time sought
too; a negated ask, or 'again' with a verb of promise after it, is none. A Malayalam line wrapped before its verb,
whose next line closes a bracket before its stop, is one sentence still. events/again_words.py, events/text.py.

Invented text, written for these tests (Bengali, Hindi, Tamil, Telugu, English; the failing notes were Kannada and
Malayalam).
"""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract
from tareekh.events.text import sentences

PEOPLE = People(our_side="plaintiff", our_names=["tharakan"], other_names=["kaippilly"])


def _adjournments(text: str) -> list:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2027-08-24", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("note", [
    "Kaippilly: জবাব জমা হয়নি, আবার সময়। পরবর্তী তারিখ 4.5.27",
    "जवाब दाखिल नहीं। फिर समय। अगली तारीख 4.5.27",
    "ಲಿಖಿತ ಹೇಳಿಕೆ ಸಲ್ಲಿಸಿಲ್ಲ. ಪುನಃ ಸಮಯ. ಮುಂದಿನ ದಿನಾಂಕ 4.5.27",
    "WS not filed. Time again. ND 4.5.27",
    "Counter not ready - phir time. ND 4.5.27",
])
def test_again_and_time_with_no_verb_is_time_sought(note):
    assert _adjournments(note), note


@pytest.mark.parametrize("note", [
    "கைப்பிள்ளி வக்கீல் குறுக்கு விசாரணையை ஒத்திவைக்க கோரினார். அடுத்த தேதி 4.5.27",
    "కైప్పిళ్ళి న్యాయవాది క్రాస్ వాయిదా వేయమని కోరారు. తదుపరి తేదీ 4.5.27",
    "কৈপ্পিল্লি উকিল জেরা মুলতুবির আবেদন করলেন। পরবর্তী তারিখ 4.5.27",
    "ಪಾಟೀಸವಾಲು ಮುಂದೂಡಲು ಕೋರಿದರು. ಮುಂದಿನ ದಿನಾಂಕ 4.5.27",
])
def test_a_step_asked_to_be_put_off_is_time_sought(note):
    assert _adjournments(note), note


@pytest.mark.parametrize("note", [
    "ക്രോസ് മാറ്റി വെക്കാൻ ആവശ്യപ്പെട്ടില്ല. അടുത്ത തീയതി 17.11.2027",
    "Phir time milega agli baar, judge ne kaha. ND 4.5.27",
    "Lunch time. ND 4.5.27",
])
def test_a_negated_ask_or_a_promise_of_time_is_none(note):
    assert not _adjournments(note), note


def test_a_script_line_wrapped_before_its_verb_is_one_sentence_when_a_bracket_closes_before_the_stop():
    text = ("13.10.2027 മുൻസിഫ് - അതിർത്തി കേസ് - PW1 ചീഫ് അഫിഡവിറ്റ് കൊടുത്തു. കൈപ്പിള്ളി വക്കീൽ ക്രോസ് മാറ്റി വെക്കാൻ\n"
            "ആവശ്യപ്പെട്ടു (കോഴിക്കോട് ട്രയൽ). അടുത്ത തീയതി 17.11.2027")
    assert any("വെക്കാൻ ആവശ്യപ്പെട്ടു" in s.text for s in sentences(text))
    assert _adjournments(text)
