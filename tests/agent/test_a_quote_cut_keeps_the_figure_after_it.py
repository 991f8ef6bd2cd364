"""A quoted line cut at its length keeps whole the sum or date the cut would leave just after it ("Total Rs. …" of
"Total Rs. 1,300", "deed dated …" of "deed dated 17.05.2012"), in any script's rupee sign: a quote cut before its
figure loses what it was quoted for. An event's words stored at ingest are cut as before (events/text.one_line)."""

from tareekh.events.text import FIGURE_ROOM, clean, one_line


def test_a_sum_after_the_cut_is_kept_whole():
    text = "Fees settled with the office clerk today. Total Rs. 1,300 received by cheque from Vellatheri."
    cut = len("Fees settled with the office clerk today. Total Rs.") + 1
    assert "Total Rs. 1,300…" in clean(text, cut)
    assert one_line(text, cut).endswith("Total Rs.…")  # what ingest stores is unchanged


def test_a_date_after_the_cut_is_kept_whole():
    text = "the relinquishment deed dated 17.05.2012 for Rs. 40,000 was marked as Ext. A4"
    assert clean(text, 30) == "the relinquishment deed dated 17.05.2012…"


def test_a_sum_in_an_indian_script_is_kept_whole():
    assert clean("आवेदन रु. 1,000/- व्यय सहित निरस्त।", 11) == "आवेदन रु. 1,000/-…"
    assert clean("আবেদন খারিজ, খরচ রু. 2,500/- দিতে হবে।", 18).endswith("2,500/-…")


def test_words_after_the_cut_and_far_figures_are_cut_as_before():
    assert clean("a plain sentence with no figure after the cut here", 20) == "a plain sentence…"
    far = "x " * 10 + "Rs. " + "9" * (FIGURE_ROOM + 5)
    assert clean(far, 20) == one_line(far, 20)
