"""A brief quotes an order written in an Indian script by the sentences that state its facts, as it does an English
one: their words are counted whole ("अर्थदण्ड", "ক্ষতিপূরণ"), not as the pieces Python's \\w leaves between the
vowel signs, which made every such sentence look too short to say anything (agent/matter.heard_gist). Orders written
for these tests."""

from __future__ import annotations

from types import SimpleNamespace

from tareekh.agent.matter import heard_gist
from tareekh.events.text import word_count

HINDI = """न्यायालय अपर सत्र न्यायाधीश, कोर्ट संख्या 4
आपराधिक अपील संख्या 31/2031   चन्द्रभान जौनसारी बनाम राज्य
निर्णय दिनांक 12.09.2031
अपीलार्थी का दोष धारा 323 भादवि में परिवर्तित किया जाता है। उसे भुगती गयी अवधि तथा रु० 4,000/- अर्थदण्ड से दण्डित किया जाता है। अपील आंशिक रूप से स्वीकार।"""

BENGALI = """IN THE COURT OF THE DISTRICT JUDGE AT SADAR
মোটর দুর্ঘটনা মামলা নং 77/2031   সুলতা মাইতি বনাম বীমা কোম্পানি
আদেশ তারিখ 03.10.2031
উভয় পক্ষের বক্তব্য শোনা হলো এবং চিকিৎসকের প্রতিবেদন ও আয়ের প্রমাণপত্র বিবেচনা করা হলো। বীমা কোম্পানি দাবিদারকে ক্ষতিপূরণ বাবদ টাকা 3,45,000/- ষাট দিনের মধ্যে জমা দেবে। পরবর্তী তারিখ 20.12.2031।"""


def test_words_of_an_indian_script_are_counted_whole():
    assert word_count("अपील आंशिक रूप से स्वीकार।") == 4
    assert word_count("ক্ষতিপূরণ বাবদ টাকা") == 3
    assert word_count("Order No. 04 ORDER 21.07.2026") == 2  # English as before


def test_a_hindi_order_s_finding_is_quoted_beside_its_sum():
    said = heard_gist(SimpleNamespace(text=HINDI, kind="hearing"))
    assert "4,000" in said and "धारा 323" in said, said


def test_a_bengali_order_s_sum_is_quoted_in_the_brief():
    said = heard_gist(SimpleNamespace(text=BENGALI, kind="hearing"))
    assert "3,45,000" in said, said
    assert "উভয় পক্ষের" not in said, said  # by the sentence that states the fact, not from the body's start
