"""A diary writes the next date's name after the date as often as before it ("18.03.2031 agli peshi", "१८.०३.३१
अगली तारीख", "১৮/০৩/৩১ পরের তারিখ", "18.3.31 ND"); an order says the day it fixes as "taken up for final hearing
on …" or "kept for orders on …"; a clerk's note says the day was given ("पेशकार ने तारीख दी 23.04.31", "তারিখ পড়েছে
…"). Each is the next date. A date of a paper ("notice dated 05.03.2031 …") or a date the name only goes on after
("12.03.2031 next date 18.03.2031": the name heads a day of its own) is not.

Invented text."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.dates import find_next_date

HEARD = date(2031, 2, 19)


@pytest.mark.parametrize("text", [
    "Vardhmal appeared. 18.03.2031 agli peshi",
    "Gawah nahi aaya, 18.03.31 agli tareekh",
    "गवाह हाजिर नहीं। 18.03.2031 अगली पेशी",
    "साक्ष्य नहीं आया - १८.०३.३१ अगली तारीख",
    "সাক্ষী আসে নাই। ১৮/০৩/৩১ পরের তারিখ",
    "Sakshi ase nai - 18.03.2031 porer tarikh",
    "ਗਵਾਹ ਨਹੀਂ ਆਇਆ। 18.03.2031 ਅਗਲੀ ਤਾਰੀਖ",
    "சாட்சி வரவில்லை. 18.03.2031 அடுத்த தேதி",
    "ಸಾಕ್ಷಿ ಬರಲಿಲ್ಲ. 18.03.2031 ಮುಂದಿನ ದಿನಾಂಕ",
    "Witness absent - 18.3.31 ND",
    "Matter taken up for final hearing on 18.03.2031.",
    "Heard in part. To be taken up on 18.03.2031 for evidence.",
    "Kept for orders on 18.03.2031.",
    "पीठासीन अधिकारी अवकाश पर, पेशकार ने तारीख दी 18.03.31",
    "हाकिम छुट्टी पर, तारीख लगी 18.03.2031",
    "হাকিম ছুটিতে, তারিখ পড়েছে ১৮/০৩/২০৩১",
])
def test_the_next_date_named_after_it_or_by_its_verb_is_read(text):
    found = find_next_date(text, hearing=HEARD)
    assert found is not None and found.value == date(2031, 3, 18), found


def test_the_stage_before_on_is_kept():
    found = find_next_date("Matter taken up for final hearing on 18.03.2031.", hearing=HEARD)
    assert found is not None and found.stage == "final hearing"


@pytest.mark.parametrize("text", [
    "Reply to the notice dated 05.03.2031 next",
    "the agreement of 05.03.2031 agli peshi par dikhana hai",
    "Copy of the deed dated 05.03.2031 next to be filed",
])
def test_a_papers_date_before_the_word_is_no_next_date(text):
    assert find_next_date(text, hearing=HEARD) is None


def test_a_name_that_heads_a_date_of_its_own_reads_that_date():
    found = find_next_date("On 12.03.2031 next date was given as 18.03.2031", hearing=HEARD)
    assert found is not None and found.value == date(2031, 3, 18)
