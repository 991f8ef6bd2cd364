"""The bar keeping away from court for a day — a strike, a boycott, an abstention, a condolence reference — in the
words of each language and script; never the verb of striking off a defence. Invented lines, written for these
tests."""

from __future__ import annotations

import pytest

from tareekh.events.bar_words import BAR_AWAY


@pytest.mark.parametrize("line", [
    "Advocates abstained from judicial work on account of the condolence reference.",
    "Bar boycott today - no work. ND 3/9",
    "aaj bhi hadtaal hai, vakil kaam se door",
    "अधिवक्तागण न्यायिक कार्य से विरत रहे।",
    "वकीलों की हड़ताल के कारण पत्रावली पेश नहीं हुई।",
    "আইনজীবীদের কর্মবিরতি, পরের তারিখ ৩/৯",
    "வழக்கறிஞர்கள் நீதிமன்ற புறக்கணிப்பு - அடுத்த தேதி 3/9",
    "న్యాయవాదుల సమ్మె వల్ల వాయిదా",
    "ವಕೀಲರ ಮುಷ್ಕರ, ಮುಂದಿನ ದಿನಾಂಕ 3/9",
    "അഭിഭാഷകരുടെ സമരം കാരണം മാറ്റി",
    "ਵਕੀਲਾਂ ਦੀ ਹੜਤਾਲ ਸੀ",
    "વકીલોની હડતાળ હતી",
    "ଓକିଲମାନଙ୍କ କର୍ମବିରତି",
])
def test_the_bar_away_is_read(line):
    assert BAR_AWAY.search(line), line


@pytest.mark.parametrize("line", [
    "Judge: deposit the arrears first, O.15 R.5 - otherwise defence strike",
    "Prayer to strike off the defence under O.15 R.5 CPC.",
    "संपत्ति का बंटवारा",
])
def test_striking_off_or_another_word_is_not(line):
    assert not BAR_AWAY.search(line), line
