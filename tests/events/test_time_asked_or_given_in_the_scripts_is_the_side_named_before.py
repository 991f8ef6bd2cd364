"""Time asked for with each script's verb of requesting (Kannada "ಕೋರಿದರು", Tamil "கோரினார்", Malayalam
"ആവശ്യപ്പെട്ടു", Marathi and Gujarati "विनंती / વિનંતી", Bengali "আবেদন", Punjabi "ਬੇਨਤੀ") or given with its verb of
giving ("मुदत दिली", "ಸಮಯ ನೀಡಲಾಗಿದೆ", "ସମୟ ଦିଆଗଲା"), and "time for <the step> - granted", is an adjournment; the
side is the party a role word in the script names, in its own sentence or the one before ("<defendant's> counsel
present. <time asked>"). Invented notes, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="plaintiff", our_names=["vatsyayani"], other_names=["zhaltey"], case_words=["orchard"],
                judge_names=["pruthvika"])


def _adjournments(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["Q1"], record_date="2026-03-10", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("text", [
    "ಪ್ರತಿವಾದಿ ಪರ ವಕೀಲರು ಮತ್ತೆ ಸಮಯ ಕೋರಿದ್ದಾರೆ. ಮುಂದಿನ ದಿನಾಂಕ 14.04.2026",             # Kannada
    "பிரதிவாதி தரப்பு வழக்கறிஞர் அவகாசம் கோரினார். அடுத்த தேதி 14.04.2026",          # Tamil
    "പ്രതിവാദി ഭാഗം അഭിഭാഷകൻ സമയം ആവശ്യപ്പെട്ടു. അടുത്ത തീയതി 14.04.2026",           # Malayalam
    "प्रतिवादी तर्फे वकिलांनी मुदतीची विनंती केली. पुढील तारीख 14/04/2026",               # Marathi
    "પ્રતિવાદી તરફે વકીલે સમય માટે વિનંતી કરી. આગામી તારીખ 14.04.2026",                   # Gujarati
    "বিবাদী পক্ষের উকিল সময়ের জন্য আবেদন করলেন। পরবর্তী তারিখ 14.04.2026",                 # Bengali
    "ਪ੍ਰਤੀਵਾਦੀ ਦੇ ਵਕੀਲ ਨੇ ਸਮਾਂ ਲਈ ਬੇਨਤੀ ਕੀਤੀ। ਅਗਲੀ ਤਾਰੀਖ 14.04.2026",                        # Punjabi
])
def test_time_requested_in_a_script_is_the_other_side_s(text):
    found = _adjournments(text)
    assert found and found[0].sought_by == "other", (text, found)


@pytest.mark.parametrize("text", [
    "ప్రతివాదుల న్యాయవాది వేరే కోర్టులో బిజీ. వారి జూనియర్ సమయం అడిగారు. తదుపరి తేదీ 14.04.2026",  # Telugu
    "ಪ್ರತಿವಾದಿ ಪರ ವಕೀಲರು ಹಾಜರು. ಲಿಖಿತ ಹೇಳಿಕೆಗೆ ಸಮಯ ಕೇಳಿದರು. ಮುಂದಿನ ದಿನಾಂಕ 14.04.2026",          # Kannada
    "ପ୍ରତିବାଦୀ ପକ୍ଷ ଓକିଲ ଅନୁପସ୍ଥିତ। ସମୟ ଦିଆଗଲା। ପରବର୍ତ୍ତୀ ତାରିଖ 14.04.2026",                      # Odia
])
def test_the_side_named_a_sentence_before_asked_for_it(text):
    found = _adjournments(text)
    assert found and found[0].sought_by == "other", (text, found)


@pytest.mark.parametrize("text", [
    "प्रतिवादीचे वकील गैरहजर. मुदत दिली. पुढील तारीख 14/04/2026",        # Marathi
    "ಪ್ರತಿವಾದಿ ಗೈರು. ಸಮಯ ನೀಡಲಾಗಿದೆ. ಮುಂದಿನ ದಿನಾಂಕ 14.04.2026",            # Kannada
    "Zhaltey's junior: counsel busy in the High Court, time for reply to IA - granted. ND 14.4.26",
])
def test_time_given_is_an_adjournment(text):
    found = _adjournments(text)
    assert found and found[0].sought_by == "other", (text, found)


def test_the_verb_of_asking_is_taken_whole_and_no_reason():
    found = _adjournments("ಪ್ರತಿವಾದಿ ಪರ ವಕೀಲರು ಸಮಯ ಕೇಳಿದರು. ಮುಂದಿನ ದಿನಾಂಕ 14.04.2026")
    assert found and not (found[0].reason or "").startswith("ಿ"), found


@pytest.mark.parametrize("text", [
    "వాది తరపు న్యాయవాది వాదించారు. తదుపరి తేదీ 14.04.2026",   # Telugu: the plaintiff's counsel argued
    "ವಾದಿ ಪರ ವಕೀಲರು ವಾದಿಸಿದರು. ಮುಂದಿನ ದಿನಾಂಕ 14.04.2026",        # Kannada
])
def test_arguing_is_no_time_sought(text):
    assert not [a for a in _adjournments(text) if a.sought_by in ("ours", "other")]


def test_the_verb_of_arguing_is_no_plaintiff():
    from tareekh.events.sides import Sides

    sides = Sides(PEOPLE)
    assert [m.side for m in sides.mentions("ವಾದಿ ಪರ ವಕೀಲರು ವಾದಿಸಿದರು")] == ["ours"]
    assert [m.side for m in sides.mentions("వాదించారు")] == []
    assert [m.side for m in sides.mentions("எதிர்மனுதாரர் ஆஜர்")] == ["unknown"]


CRIMINAL = People(our_side="complainant", our_names=["vatsyayani"], other_names=["zhaltey"], case_words=[],
                  judge_names=[])


@pytest.mark.parametrize("text", [
    "ಫಿರ್ಯಾದಿ ಹಾಜರು. ಆರೋಪಿ ಪರ ವಕೀಲರು ಸಮಯ ಕೋರಿದ್ದಾರೆ. ಮುಂದಿನ ದಿನಾಂಕ 14.04.2026",   # Kannada
    "फिर्यादी हजर. आरोपीच्या वकिलांनी मुदत मागितली. पुढील तारीख 14/04/2026",          # Marathi
    "ফরিয়াদি হাজির। আসামি পক্ষের উকিল সময় প্রার্থনা করলেন। পরবর্তী তারিখ 14.04.2026",  # Bengali
])
def test_the_accused_s_counsel_asking_time_is_the_other_side_for_the_complainant(text):
    events = extract(Record(entry_id=1, text=text, case_ids=["Q1"], record_date="2026-03-10", people=CRIMINAL))
    found = [e for e in events if e.kind == "adjournment"]
    assert found and found[0].sought_by == "other", (text, found)


def test_the_costs_a_plaint_prays_for_are_no_time_given():
    text = ("PRAYER: the plaintiff prays for a decree against the defendant for Rs. 3,12,000 with interest at 12% "
            "and costs of Rs. 5,000 imposed upon the defendant.")
    events = extract(Record(entry_id=1, text=text, case_ids=["Q1"], record_date=None, people=PEOPLE))
    assert not [e for e in events if e.kind == "adjournment"], events


def test_the_role_in_a_script_is_named_by_its_english_word():
    events = extract(Record(entry_id=1, text="ಆರೋಪಿ ಪರ ವಕೀಲರು ಸಮಯ ಕೋರಿದ್ದಾರೆ. ಮುಂದಿನ ದಿನಾಂಕ 14.04.2026", case_ids=["Q1"],
                            record_date="2026-03-10", people=CRIMINAL))
    found = [e for e in events if e.kind == "adjournment"]
    assert found and found[0].actor == "accused", found


@pytest.mark.parametrize("text", [
    "ప్రతివాదుల న్యాయవాది బిజీ - వారి జూనియర్ సమయం అడిగారు. తదుపరి తేదీ 14.04.2026",
    "Defendant's counsel busy - his junior sought time. ND 14.4.26",
])
def test_the_junior_who_came_to_ask_is_no_plea(text):
    found = _adjournments(text)
    assert found and "జూనియర్" not in (found[0].reason or "") and "junior" not in (found[0].reason or ""), found
