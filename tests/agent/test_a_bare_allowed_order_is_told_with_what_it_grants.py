"""An order told among the orders a matter met (agent/orders_passed.py) whose own sentence says no more than
"I.A. No. 3 is allowed in part." is told with the sentences after it that state what it grants — the restraint, the
directions — even where the page wrapped a line in the middle of one; the next date it goes on to is not. In English
and in Hindi. Invented orders, with names no data set holds."""

from __future__ import annotations

from tareekh.agent.orders_passed import _TOLD, _with_its_object

ENGLISH = ("IN THE COURT OF THE CIVIL JUDGE (JR. DN.), KUDAL\n"
           "04.03.2026   Plff. by Sri. R.V.T., Adv.   Deft. by Sri. H.N.Q., Adv.\n"
           "Orders on I.A. No. 3 pronounced (vide separate order). I.A. No. 3 is allowed in part. Defendants 2 and 3\n"
           "are restrained from felling the tamarind trees on the suit land till disposal of the suit.\n"
           "Call on 21.04.2026 for written statement.\n")

HINDI = ("न्यायालय व्यवहार न्यायाधीश, चित्रकोट\n"
         "आवेदन क्रमांक 2 आंशिक रूप से स्वीकार किया जाता है। प्रतिवादी को निर्देशित किया जाता है कि वह वादग्रस्त कुएँ का "
         "पानी वादी को रोज़ाना दो घंटे देगा। प्रकरण दिनांक 11.05.2026 को साक्ष्य हेतु।\n")


def test_a_bare_allowed_in_part_is_told_with_the_restraint_it_grants():
    told = _with_its_object(ENGLISH, ENGLISH.index("I.A. No. 3 is allowed"))
    assert "allowed in part" in told and "restrained from felling the tamarind trees" in told, told
    assert "21.04.2026" not in told, told
    assert len(told) <= _TOLD + 100


def test_a_bare_hindi_order_is_told_with_its_direction():
    told = _with_its_object(HINDI, HINDI.index("आवेदन क्रमांक 2"))
    assert "निर्देशित" in told and "दो घंटे" in told, told
    assert "11.05.2026" not in told, told


def test_a_bare_outcome_followed_by_the_next_date_alone_is_told_alone():
    text = "Heard both sides on the I.A. for amendment. Allowed. Call on 09.07.2026 for issues.\n"
    told = _with_its_object(text, text.index("Allowed."))
    assert "09.07.2026" not in told and "Allowed." in told, told
