"""A page read from a photo wraps where the page's width ends, whatever its last word: a line about as long as the
page's longest, ending on a small word, whose next line opens on a small letter (and the next word would not have
fitted), is one sentence carried on. A diary's own short lines, one thing each, still end where they end. Invented
text, written for these tests."""

from __future__ import annotations

from tareekh.events.text import sentences

PAGE = ("Thirumalesh tenancy (RC 88/24) - Kharbanda opposed exhibiting\n"
        "the unstamped rent agreement (copy only). Vellodi sir kept it\n"
        "open till the next date. Adjourned to 14.01.2027.")


def test_a_line_wrapped_at_the_width_runs_on_into_the_next():
    got = [s.text for s in sentences(PAGE)]
    assert got[0] == ("Thirumalesh tenancy (RC 88/24) - Kharbanda opposed exhibiting the unstamped rent agreement "
                      "(copy only)."), got
    assert "Vellodi sir kept it open till the next date." in got, got


def test_a_sum_in_brackets_at_the_width_stays_with_whom_it_is_paid():
    text = ("By way of interim relief the respondent-Board shall deposit Rs. 75,000/- (Rupees seventy five thousand)\n"
            "with the Registry within four weeks, which shall be released to the claimant on his identification.\n"
            "List on 03.02.2027 for filing of the rejoinder by the petitioner Pradhuman.")
    first = sentences(text)[0].text
    assert "75,000" in first and "with the Registry within four weeks" in first, first


def test_a_diarys_short_lines_stay_apart():
    text = ("next 22.1.2027\n"
            "nongbri ko call kiya - khush hai order se\n"
            "cross of pw2 not taken up")
    assert [s.text for s in sentences(text)] == ["next 22.1.2027", "nongbri ko call kiya - khush hai order se",
                                                 "cross of pw2 not taken up"]


def test_a_line_whose_next_word_would_have_fitted_is_not_wrapped():
    text = ("Vellodi partition - D2 recall application no.7 - objection we raised\n"
            "judge allowed it, but costs Rs 1500 to the plaintiff. paid on the spot, receipt taken\n"
            "further cross next date")
    got = [s.text for s in sentences(text)]
    assert got[0] == "Vellodi partition - D2 recall application no.7 - objection we raised", got


def test_a_closed_quotation_at_the_width_ends_what_was_said():
    text = ('Kharbanda argued limitation for some time, the judge said: "that question is not before me"\n'
            'cross over, statement of the accused next, the file to be called on the next date of hearing.\n'
            "next 9.2.2027")
    got = [s.text for s in sentences(text)]
    assert got[0].endswith('"that question is not before me"'), got
