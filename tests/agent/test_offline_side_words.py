"""The offline ranker's side words: a question about the other side (or ours) is recognised as such, and a side word
is matched only as a whole word (its patterns once held literal backspace characters and never matched at all)."""

from tareekh.agent import offline


def test_a_question_about_the_other_side_is_recognised():
    assert offline._OTHER_SIDE.search("how many times did the other side take time in the lease suit?")
    assert offline._OTHER_SIDE.search("Did they file the reply?")


def test_a_question_about_our_side_is_recognised():
    assert offline._OUR_SIDE.search("what did we undertake in the boat case?")
    assert offline._OUR_SIDE.search("has our junior filed the list?")


def test_side_words_inside_other_words_do_not_count():
    assert not offline._OUR_SIDE.search("Wedding hall rent suit: next date?")
    assert not offline._OTHER_SIDE.search("theyyam festival adjournment")
