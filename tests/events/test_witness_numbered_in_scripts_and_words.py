"""A witness numbered in an Indian script or in words is a witness: "पी.डब्लू. 2" and "डीडब्लु १" are PW-2 and
DW-1, Hindi's "अ.सा. 3" (a prosecution witness) and "ब.सा. 1" (a defence witness) are PW-3 and DW-1, and
"witness no. 4", "साक्षी क्रमांक ४", "সাক্ষী নং ২" number a witness of the note's own numbering (PW)."""

import pytest

from tests.events.test_rules import ACCUSED, PLAINTIFF, of, read


@pytest.mark.parametrize("text, people, wid", [
    ("पी.डब्लू. 2 रमेश कुमार का मुख्य परीक्षण हुआ, जिरह बाकी।", ACCUSED, "PW-2"),
    ("आज डीडब्लु १ हाजिर भए, जिरह भयो।", PLAINTIFF, "DW-1"),
    ("अ.सा. 3 श्यामलाल उपस्थित, जिरह की गई।", ACCUSED, "PW-3"),
    ("ब.सा. 1 का शपथपत्र दाखिल।", ACCUSED, "DW-1"),
    ("Witness no. 4 Mrs. Fernandes examined in chief today.", PLAINTIFF, "PW-4"),
    ("साक्षी क्रमांक ४ आला, सरतपासणी झाली।", PLAINTIFF, "PW-4"),
    ("সাক্ষী নং ২ আজ এসেছিলেন, জেরা হয়েছে।", PLAINTIFF, "PW-2"),
])
def test_a_witness_numbered_in_a_script_or_in_words_is_read(text, people, wid):
    found = of(read(text, people), "witness")
    assert [w.witness for w in found] == [wid], found


def test_an_exhibit_or_a_year_after_the_word_witness_is_no_witness():
    assert of(read("Witness to the sale deed: Ramu. Ex P-2 marked."), "witness") == []
