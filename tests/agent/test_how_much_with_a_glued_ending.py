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


def test_the_marathi_ending_spelt_tch_is_the_same_ending():
    # "-cha" is often typed "-tcha" (kitticha, kititcha, kitichya): the "how much of" it glues to is the same
    assert "kitne ka" in pivot("Zorawel cha draft kititcha hota")
    assert "kitne ka" in pivot("bond kititchya rakmecha")


def test_marathi_my_and_are_ask_no_thing_of_their_own():
    # "majhe konte matters chalu ahet": "my", "running" and "are" are the asking, never a thing a note must hold
    read = pivot("majhe konte matters chalu ahet")
    assert "majhe" not in read and "ahet" not in read


def test_a_word_that_only_begins_like_one_is_left_alone():
    for word in ("kitchen", "kitab", "entire", "ketchup", "kotak"):
        assert how_much_of(word) is None
    assert pivot("Orvendra kitchen ka bill") == "Orvendra kitchen ka bill"
