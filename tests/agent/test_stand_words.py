"""The other side's stand in a note's Latin-letter words: a reply, a counter, "jawab" — the pattern once began with a
literal backspace where a word boundary was meant, so none of these ever matched (brief.py `_STAND`)."""
from tareekh.agent.brief import _STAND


def test_latin_stand_words_match():
    for text in ("Opposite party filed their reply today; says the claim is time-barred.",
                 "Counter of the insurer taken on record.",
                 "Unka jawab aaya - limitation ka point.",
                 "Written statement by the defendants: the suit is bad for delay."):
        assert _STAND.search(text), text


def test_word_boundary_keeps_inner_letters_out():
    # "standard" and "pleasant" hold the letters of "stand" and "pleas" but say no stand
    assert not _STAND.search("Standard fee note for a pleasant matter.")


def test_script_words_still_match():
    assert _STAND.search("प्रतिवादी का जवाब दाखिल")
