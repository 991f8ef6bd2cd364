"""A diary writes the next date with its word for "next" alone, the noun left out ("अगली 13.07.27", "agli 13.7",
"পরবর্তী 13/07"), and an order with the date before its verb of adjourning in the dative ("ದಿನಾಂಕ 27.11.2029 ಕ್ಕೆ
ಮುಂದೂಡಲಾಗಿದೆ", "27.11.2029 पर्यंत तहकूब"): each is the next date, and a note that sets one tells of a day in court.
"A few days ahead" said with the same word ("agle 2-3 din") is no date."""

from datetime import date

import pytest

from tareekh.ingest.dates import find_next_date
from tareekh.ingest.papers import reads_as_court_day

HEARD = date(2031, 4, 20)


@pytest.mark.parametrize("text", ["12.04.31 - DW1 की जिरह पूरी। DW2 को सम्मन। अगली 13.07.31",   # Hindi
                                  "DW1 cross over. agli 13.7 ko DW2",                          # Hinglish
                                  "DW1 ची उलटतपासणी पूर्ण. पुढील 13.07.2031",                    # Marathi
                                  "DW1 জেরা শেষ। পরবর্তী 13/07/2031",                             # Bengali
                                  "DW1 குறுக்கு விசாரணை முடிந்தது. அடுத்த 13.07.2031"])            # Tamil
def test_the_word_for_next_alone_before_a_day_is_the_next_date(text):
    found = find_next_date(text, hearing=HEARD)
    assert found is not None and found.value == date(2031, 7, 13), found
    assert reads_as_court_day(text)


@pytest.mark.parametrize("text", ["ಆದೇಶಕ್ಕಾಗಿ ದಿನಾಂಕ 27.11.2031 ಕ್ಕೆ ಮುಂದೂಡಲಾಗಿದೆ.",        # Kannada, the dative
                                  "प्रकरण आदेशासाठी 27.11.2031 पर्यंत तहकूब."])             # Marathi
def test_a_date_before_its_verb_of_adjourning_is_the_next_date(text):
    found = find_next_date(text, hearing=HEARD)
    assert found is not None and found.value == date(2031, 11, 27), found


@pytest.mark.parametrize("text", ["Client ko bola agle 2-3 din me reply de denge", "अगले 2/3 दिन में नक़ल मिलेगी"])
def test_a_few_days_ahead_is_no_next_date(text):
    assert find_next_date(text, hearing=HEARD) is None
