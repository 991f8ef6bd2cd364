"""A witness numbered in the scripts of the south, east and west — each letter's English name as the script spells it,
then the "double-u" ("ಸಿ.ಡಬ್ಲ್ಯೂ.2", "పి.డబ్ల్యు.1", "ஆர்.டபிள்யூ.1", "പി.ഡബ്ല്യു.3", "ডি.ডব্লিউ.1", "ਪੀ.ਡਬਲਯੂ.2",
"ડી.ડબલ્યુ.1", "ପି.ଡବ୍ଲୁ.2") — is that witness, as "पी.डब्लू. 2" is in Devanagari; a case number whose letters are
the same syllables ("ಎಲ್.ಎ.ಸಿ. 214/2024") numbers no witness."""

import pytest

from tests.events.test_rules import ACCUSED, PLAINTIFF, of, read


@pytest.mark.parametrize("text, people, wid", [
    ("ಸಿ.ಡಬ್ಲ್ಯೂ.2 ಶ್ರೀ ಗುಂಡಪ್ಪ ಹೊಳಲ್ಕೆರೆ ವಿಚಾರಣೆ ಮಾಡಲಾಯಿತು.", PLAINTIFF, "CW-2"),
    ("ఆర్.డబ్ల్యు.1 చీఫ్ అఫిడవిట్ దాఖలు చేశారు.", PLAINTIFF, "RW-1"),
    ("பி.டபிள்யூ.3 குறுக்கு விசாரணை முடிந்தது.", ACCUSED, "PW-3"),
    ("പി.ഡബ്ല്യു.3 ക്രോസ് വിസ്താരം പൂർത്തിയായി.", ACCUSED, "PW-3"),
    ("ডি.ডব্লিউ.1 এর জেরা হয়েছে।", PLAINTIFF, "DW-1"),
    ("ਪੀ.ਡਬਲਯੂ.2 ਦੀ ਗਵਾਹੀ ਹੋਈ।", ACCUSED, "PW-2"),
    ("ડી.ડબલ્યુ.1 ની ઉલટતપાસ થઈ.", PLAINTIFF, "DW-1"),
    ("ପି.ଡବ୍ଲୁ.2 ଙ୍କ ଜେରା ହେଲା।", ACCUSED, "PW-2"),
])
def test_a_witness_numbered_in_another_script_is_read(text, people, wid):
    found = of(read(text, people), "witness")
    assert [w.witness for w in found] == [wid], found


def test_a_case_number_of_the_same_syllables_is_no_witness():
    assert of(read("ಎಲ್.ಎ.ಸಿ. 214/2024 ಮುಂದೂಡಲಾಗಿದೆ.", PLAINTIFF), "witness") == []
