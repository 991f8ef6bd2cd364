"""A line that opens on the court's answer to a side's plea ("costs Rs.500, last chance") is read so, and a line of dot
leaders ("Time sought ......", a printed form's blanks) is read at once: a dot belongs to a word only between its
letters, so the reader never tries every split of a run of dots (such a line took longer than any test's timeout)."""

from tareekh.agent.side_excuses import _COURT_ANSWER


def test_a_line_opening_on_costs_is_the_courts_answer():
    assert _COURT_ANSWER.match("Rs.750 costs on the respondent, LAST CHANCE")


def test_a_line_whose_answer_comes_after_five_words_is_not_one():
    assert not _COURT_ANSWER.match("the clerk read out the roll then costs")


def test_a_line_of_dot_leaders_with_no_answer_is_read_at_once():
    assert not _COURT_ANSWER.match("Adjourned" + "." * 80 + "!")


def test_a_line_of_nothing_but_dots_is_read_at_once():
    assert not _COURT_ANSWER.match("." * 90)
