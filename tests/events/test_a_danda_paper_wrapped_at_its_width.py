"""An order sheet typed in a script of no capitals ends its sentences with the danda and wraps its long lines where
the width ends: a full line ending on a word, the next opening on one and running to a danda, is one sentence (the
advocate named stays with what the order makes of them); a short line, a line ending on a danda and a paper that
uses no danda keep their breaks."""

from tareekh.events.text import sentences

_ORDER = ("12.03.2026\n"
          "वादी मय अधिवक्ता उपस्थित। प्रतिवादी की ओर से कोई उपस्थित नहीं।\n"
          "गवाह वृद्ध एवं बीमार है। आयोग हेतु प्रार्थना पत्र स्वीकार कर श्री तेजस्विनी ओबेरॉय\n"
          "अधिवक्ता को आयुक्त नियुक्त किया जाता है जो गवाह के घर पर बयान लेंगे।\n"
          "पत्रावली दिनांक 20.04.2026 को पेश हो।")


def test_a_wrapped_line_of_a_danda_paper_is_one_sentence():
    texts = [s.text for s in sentences(_ORDER)]
    assert "आयोग हेतु प्रार्थना पत्र स्वीकार कर श्री तेजस्विनी ओबेरॉय अधिवक्ता को आयुक्त नियुक्त किया जाता है जो गवाह " \
           "के घर पर बयान लेंगे।" in texts, texts


def test_a_line_ending_on_a_danda_or_a_date_keeps_its_break():
    texts = [s.text for s in sentences(_ORDER)]
    assert texts[0] == "12.03.2026" and texts[-1] == "पत्रावली दिनांक 20.04.2026 को पेश हो।", texts


def test_a_diary_in_the_script_with_no_danda_keeps_its_lines():
    diary = "गवाह तेजस्विनी ओबेरॉय हाजिर नहीं हुई आज भी समय मांगा गया\nअगली तारीख पर बयान होंगे पक्का\n"
    assert len(sentences(diary)) == 2
