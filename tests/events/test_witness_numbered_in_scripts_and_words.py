"""A witness numbered in an Indian script or in words is a witness: "पी.डब्लू. 2" and "डीडब्लु १" are PW-2 and
DW-1, Hindi's "अ.सा. 3" (a prosecution witness) and "ब.सा. 1" (a defence witness) are PW-3 and DW-1 (and so are
"अभि.सा." and "प्रति.सा.", the side's word cut after two syllables), and
"witness no. 4", "साक्षी क्रमांक ४", "সাক্ষী নং ২" number a witness of the note's own numbering (PW)."""

import pytest

from tests.events.test_rules import ACCUSED, PLAINTIFF, of, read


@pytest.mark.parametrize("text, people, wid", [
    ("पी.डब्लू. 2 रमेश कुमार का मुख्य परीक्षण हुआ, जिरह बाकी।", ACCUSED, "PW-2"),
    ("आज डीडब्लु १ हाजिर भए, जिरह भयो।", PLAINTIFF, "DW-1"),
    ("अ.सा. 3 श्यामलाल उपस्थित, जिरह की गई।", ACCUSED, "PW-3"),
    ("ब.सा. 1 का शपथपत्र दाखिल।", ACCUSED, "DW-1"),
    # (the side's word cut after two syllables: "प्रति.सा." of prativaadi, "अभि.सा." of abhiyojan)
    ("प्रति.सा. 3 झुमरलाल उपस्थित, जिरह की गई।", PLAINTIFF, "DW-3"),
    ("अभि.सा. 2 का मुख्य परीक्षण हुआ।", ACCUSED, "PW-2"),
    ("Witness no. 4 Mrs. Fernandes examined in chief today.", PLAINTIFF, "PW-4"),
    ("साक्षी क्रमांक ४ आला, सरतपासणी झाली।", PLAINTIFF, "PW-4"),
    ("সাক্ষী নং ২ আজ এসেছিলেন, জেরা হয়েছে।", PLAINTIFF, "PW-2"),
])
def test_a_witness_numbered_in_a_script_or_in_words_is_read(text, people, wid):
    found = of(read(text, people), "witness")
    assert [w.witness for w in found] == [wid], found


def test_an_exhibit_or_a_year_after_the_word_witness_is_no_witness():
    assert of(read("Witness to the sale deed: Ramu. Ex P-2 marked."), "witness") == []


# -- a witness absent, or only listed for a day to come, is no examination (events/witness_words.py) ------------------
@pytest.mark.parametrize("text", [
    "PW3 absent, summons not served.",
    "DW1 aaya nahi aaj, exemption maangi.",
    "PW2 raledu - fresh summons.",
    "PW4 varavillai, vaaidha 12.1.",
    "সাক্ষী নং ২ আসেনি।",
    "RW1 evidence fixed for 18.12, cross then.",
    "AW2 cross on next date.",
    "PW2 did not come for cross.",
    "DW1 raledu - cross vaayida 3.2.",
    "PW6 ashe ni, jera porer tarikh-e.",
])
def test_a_witness_who_did_not_come_or_is_only_listed_is_not_examined(text):
    found = of(read(text, PLAINTIFF), "witness")
    assert found and all(w.stage is None for w in found), found


def test_a_witness_examined_the_same_day_he_was_late_is_examined():
    found = of(read("PW3 came late, examined in chief and cross by Gaikwad: admitted the signature.", PLAINTIFF), "witness")
    assert [w.stage for w in found] == ["both"], found


def test_a_witness_s_account_runs_over_its_lines_not_its_first_five_sentences():
    text = ("PW5 Kulkarni (valuer)\nChief: valued the shop at 40 lakh.\nUsed the 2021 ready reckoner.\n"
            "Cross: \"you never entered the shop?\" - he said he did. \"When?\" - in June? yes, June 2022.\n"
            "Suggestion that the value is inflated - denied.\nCourt: \"valuation report to be produced.\"\n"
            "Next 9.1.26")
    found = of(read(text, PLAINTIFF), "witness")
    assert found and "valuation report" in text[found[0].start:found[0].end], found


@pytest.mark.parametrize("text, stage", [
    ("PW2 ஆக விசாரிக்கப்பட்டார்.\nகுறுக்கு விசாரணை முடிந்தது.", "cross"),
    ("PW1 ची उलटतपासणी झाली.", "cross"),
    ("DW1 জেরা হয়েছে আজ।", "cross"),
    ("PW3 ముఖ్య విచారణ అఫిడవిట్ దాఖలు.", "chief"),
    ("DW2 ಪಾಟೀ ಸವಾಲು ಮುಗಿಯಿತು.", "cross"),
])
def test_a_cross_or_chief_written_in_the_languages_own_words_is_read(text, stage):
    found = of(read(text, PLAINTIFF), "witness")
    assert [w.stage for w in found] == [stage], found
