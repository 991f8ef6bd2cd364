"""The rupee shortened in an Indian script ("రూ.", "ರೂ.", "રૂ.", "ரூ.") ends no sentence, as "Rs." and "रु." do not:
cut there, a costs sentence loses its sum. A diary that writes the sum, breaks the line and then says the costs were
laid gives the costs that sum; and a side's witness "not ready" in a script is the default whose side pays them."""

from __future__ import annotations

import pytest

from tareekh.events import Record, extract
from tareekh.events.models import Costs, People
from tareekh.events.text import sentences


def _costs(text: str, our_side: str = "plaintiff") -> list[Costs]:
    rec = Record(entry_id=1, text=text, case_ids=["S9"], record_date="2026-03-12", doc_type="handwritten_note",
                 people=People(our_side=our_side))
    return [e for e in extract(rec) if isinstance(e, Costs)]


@pytest.mark.parametrize("text", ["ప్రతివాది సాక్షి రాలేదు. రూ. 750 ఖర్చులు విధించారు.",
                                  "ಪ್ರತಿವಾದಿ ಸಾಕ್ಷಿ ಬರಲಿಲ್ಲ. ರೂ. 750 ಖರ್ಚು ವಿಧಿಸಿದರು.",
                                  "પ્રતિવાદી સાક્ષી આવ્યા નહીં. રૂ. 750 ખર્ચ સાથે મુદત આપી."])
def test_the_rupee_shortened_in_a_script_ends_no_sentence(text):
    assert any(s.text.startswith(text.split(". ", 1)[1][:4]) and "750" in s.text for s in sentences(text))
    assert [c.amount for c in _costs(text)] == [750.0]


def test_a_costs_line_takes_the_sum_that_closes_the_line_before():
    text = "12.03.2026 - OS 41/2025 - DW2 not ready. Rs. 1,250\ncosts laid, last chance. Next 09.04.2026."
    found = _costs(text)
    assert [c.amount for c in found] == [1250.0]
    assert "1,250" in text[found[0].start:found[0].end]


def test_a_sum_that_ended_its_sentence_is_not_the_next_line_s_costs():
    text = "Paid the typist Rs. 1,250.\ncosts to be pressed next time."
    assert all(c.amount != 1250.0 for c in _costs(text))


def test_a_witness_not_ready_in_tamil_is_the_side_that_pays():
    text = "DW1 தயாரில்லை; ரூ. 600 செலவுத்தொகை\n(costs) விதிக்கப்பட்டது. அடுத்த வாய்தா 20.04.2026."
    found = _costs(text)
    assert [(c.amount, c.on) for c in found] == [(600.0, "other")]


@pytest.mark.parametrize("text", ["21.03.2026 రూ. 900 ఖర్చులు ప్రతివాది లాయరు గారికి కోర్టులోనే ఇచ్చాము - రసీదు ఉంది",
                                  "રૂ. 900 ખર્ચ સામા વકીલને કોર્ટમાં અમે આપ્યા.",
                                  "costs Rs 900 vaalla lawyer ki court lone icchamu"])
def test_costs_we_gave_in_a_language_s_own_verb_are_paid_by_us(text):
    assert [(c.amount, c.status, c.on) for c in _costs(text)] == [(900.0, "paid", "ours")]


@pytest.mark.parametrize("text", ["IA (sec 24) ఉత్తర్వు: నెలకు రూ. 9,000 భరణం + వ్యాజ్య ఖర్చులు రూ. 15,000 కోర్టు ఆదేశం",
                                  "ধারা 24: মাসিক 9,000 টাকা খোরপোষ ও মামলার খরচ 15,000 টাকা, আদালত আদেশ দিলেন",
                                  "धारा 24 आवेदन स्वीकार: 9,000 रु. प्रतिमाह भरण-पोषण व मुकदमा खर्च रु. 15,000 न्यायालय ने दिलाया"])
def test_the_case_s_expenses_awarded_are_no_costs_of_a_day(text):
    found = [c for c in _costs(text, our_side="petitioner") if c.amount == 15000.0]
    assert found and all(c.award for c in found)


@pytest.mark.parametrize("text", ["వాళ్ళు మనకి ఇవ్వాల్సిన రూ. 700 ఖర్చులు ఈ రోజు కోర్టులో ఇచ్చారు.",
                                  "ಅವರು ಕೊಡಬೇಕಿದ್ದ ರೂ. 700 ಖರ್ಚು ಇಂದು ಕೋರ್ಟ್ ನಲ್ಲಿ ಕೊಟ್ಟರು."])
def test_costs_they_gave_in_a_script_are_paid(text):
    assert [(c.amount, c.status) for c in _costs(text)] == [(700.0, "paid")]


def test_time_given_on_costs_in_a_script_is_no_payment():
    found = _costs("ప్రతివాది సాక్షి రాలేదు. రూ. 700 ఖర్చులతో వాయిదా ఇచ్చారు.")
    assert [(c.amount, c.status) for c in found] == [(700.0, "imposed")]
