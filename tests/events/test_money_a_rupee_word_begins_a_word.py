"""A rupee word ("Rs", "रु", "টাকা") begins a word: the "rs" that ends "Traders" or "Brothers" before a section or
count is no rupee sign. "अदालत" (the court) is no "अदा" (paid): costs the court lays are imposed. An adjournment and
costs laid in each language's own word put the court in a line that names costs by an expense word."""

import pytest

from tareekh.events import Record, extract
from tareekh.events.money import amounts


@pytest.mark.parametrize("text", [
    "Deshmukh Traders 138: CW1 affidavit filed",
    "Patil Brothers 2 cheques bounced",
    "KULKARNI TRADERS 420 case",
])
def test_a_figure_after_a_word_ending_in_rs_is_no_amount(text):
    assert amounts(text) == []


@pytest.mark.parametrize("text, value", [
    ("cost Rs.500/-", 500), ("costRs 750", 750), ("(Rs. 1,000)", 1000), ("₹300", 300), ("खर्चा रु.1000/-", 1000),
    ("টাকা ৫০০", 500), ("ரூ.5000", 5000),
])
def test_a_rupee_word_that_begins_a_word_still_reads_its_sum(text, value):
    assert [a.value for a in amounts(text)] == [value]


def _costs(text):
    ev = extract(Record(entry_id=1, text=text, case_ids=["K1"], record_date="2026-03-03", doc_type="handwritten_note"))
    return [e for e in ev if e.kind == "costs"]


@pytest.mark.parametrize("text", [
    "मुद्दालेह के वकील हाजिर नहीं, अदालत ने 400/- हर्जा लगाकर तारीख दी",
    "प्रतिवादी अनुपस्थित। अदालत ने 400 रु० हर्जाना लगाया",
])
def test_costs_the_court_lays_are_imposed_not_paid(text):
    (c,) = _costs(text)
    assert c.amount == 400 and c.status == "imposed"


@pytest.mark.parametrize("text", [
    "எதிர் தரப்பு வாய்தா கேட்டது, ரூ.400 செலவு தொகை விதிக்கப்பட்டது",
    "ప్రతివాది వాయిదా కోరారు, రూ.400 ఖర్చు విధించారు",
    "ಪ್ರತಿವಾದಿ ಮುಂದೂಡಿಕೆ ಕೇಳಿದರು, ರೂ.400 ಖರ್ಚು ವಿಧಿಸಲಾಗಿದೆ",
    "Respondent ne vaayida maangi, 400 kharchu vesaaru",
])
def test_costs_laid_on_an_adjournment_in_each_languages_word_are_read(text):
    (c,) = _costs(text)
    assert c.amount == 400 and c.status == "imposed"


@pytest.mark.parametrize("text, values", [
    ("Sonowal ne pehli date pe tender kiya - arrears 48,000 + int 2,160. Total 50,160 by DD", [48000, 2160, 50160]),
    ("किरायेदार ने बकाया 24,500 जमा किया", [24500]),
    ("ভাড়া বাবদ মোট 18,000 জমা", [18000]),
])
def test_a_comma_grouped_figure_after_a_word_naming_a_sum_is_that_sum(text, values):
    assert [a.value for a in amounts(text)] == values


@pytest.mark.parametrize("text", ["area 1,200 sq ft", "FIR 1,234/2025", "2 years 6 months"])
def test_a_figure_after_no_word_of_money_is_no_sum(text):
    assert amounts(text) == []
