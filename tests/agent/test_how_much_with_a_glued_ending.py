"""A language's "how much" typed with its case ending glued on ("kimanr", "evvalavukku", "eshtakke") is read as
"how much of", as the same word typed apart is; a word that only begins like one is left as typed."""

from tareekh.agent.tongues import how_much_of, pivot


def test_a_glued_how_much_is_read_as_how_much_of():
    # Tamil, Kannada, Malayalam, Marathi, Gujarati: languages other than the Assamese the failing question used
    assert pivot("Zorawel cheque evvalavukku kuduthaar") == "Zorawel cheque kitne ka diya"
    assert "kitne ka" in pivot("Quilbrook plot eshtakke maarida")
    assert "kitne ka" in pivot("draft ethrayude aayirunnu")
    assert "kitne ka" in pivot("bond kiticha hota")
    assert "kitne ka" in pivot("dukaan ketlano bhaav")


def test_a_word_that_only_begins_like_one_is_left_alone():
    for word in ("kitchen", "kitab", "entire", "ketchup", "kotak"):
        assert how_much_of(word) is None
    assert pivot("Orvendra kitchen ka bill") == "Orvendra kitchen ka bill"
