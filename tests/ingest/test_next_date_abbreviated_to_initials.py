"""A register or order sheet writes the next date's phrase as its words' first letters ("पु.ता." for पुढील तारीख,
"প.তা." for পরবর্তী তারিখ, "அ.தே." for அடுத்த தேதி): the date after it is the next date, in any Indian script.
Dotted capitals in Latin letters that no phrase abbreviates are no next date. Written for this test (Marathi,
Bengali, Tamil, Telugu, Kannada; the failing set was Hindi)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.dates import find_next_date

HEARD = date(2026, 7, 1)


@pytest.mark.parametrize("text, expected", [
    ("साक्षीदार हजर. उलटतपासणी पूर्ण. पु.ता. 14.08.2026", date(2026, 8, 14)),
    ("साक्षीदार गैरहजर. पु. ता. १४.०८.२०२६", date(2026, 8, 14)),  # a space after the stop, Devanagari digits
    ("সাক্ষী অনুপস্থিত। প.তা. ১২.০৮.২৬", date(2026, 8, 12)),
    ("எதிர்மனுதாரர் ஆஜர் இல்லை. அ.தே. 19.08.2026", date(2026, 8, 19)),
    ("కౌంటర్ దాఖలు కాలేదు. త.తే. 21.08.2026", date(2026, 8, 21)),
    ("ಆಕ್ಷೇಪಣೆ ಸಲ್ಲಿಸಲಾಗಿದೆ. ಮುಂ.ದಿ. 24.08.2026", date(2026, 8, 24)),
    # (a Hindi register's "आगामी पेशी", the next hearing, as "आ.पे."; "अगली पेशी" as "अ.पे.")
    ("प्रति.सा.1 अनुपस्थित। समंस जारी।\nआ.पे. 27.08.26", date(2026, 8, 27)),
    ("वादी साक्ष्य हेतु। अ. पे. 28.08.2026", date(2026, 8, 28)),
])
def test_the_date_after_an_abbreviated_next_date_phrase_is_the_next_date(text, expected):
    found = find_next_date(text, hearing=HEARD)
    assert found is not None and found.value == expected, found


def test_dotted_capitals_no_phrase_abbreviates_are_no_next_date():
    assert find_next_date("Fee Rs 900 paid to K.R. 4.9.26 receipt kept", hearing=HEARD) is None
