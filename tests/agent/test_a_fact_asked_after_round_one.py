"""The fact asked: a question word read in the question's own language (Malayalam "entha ayye" asks what happened,
Telugu "entha" how much), a fee to pay asked as a sum, and a negation that is part of an order's name."""
from tareekh.agent.presumed import named_by_negation, written_negated
from tareekh.agent.question import fee_to_pay_asked
from tareekh.agent.status_asked import without_named_negation
from tareekh.agent.tongues import pivot


def test_malayalam_entha_with_its_verb_asks_what_happened():
    assert pivot("vellore tarun casil last date entha ayye") == "vellore tarun casil last date kya hua"


def test_telugu_entha_stays_how_much():
    assert "entha" in pivot("tarun case lo fee entha ichcharu")


def test_a_fee_to_pay_asked_with_what_is_a_sum():
    assert fee_to_pay_asked("zorawar case commissioner fee entu kattbeku")
    assert fee_to_pay_asked("process fee kya bharna hai")
    assert fee_to_pay_asked("what batta to be paid")


def test_a_fee_asked_by_when_or_without_a_duty_is_not_a_sum():
    assert not fee_to_pay_asked("process fee kab tak bharna hai")
    assert not fee_to_pay_asked("commissioner report kya hua")


def test_a_negation_in_an_order_s_name_is_the_order():
    assert named_by_negation("zorawar AB no coercive steps order mila", ["coercive", "steps"])
    assert not named_by_negation("zorawar AB coercive steps order mila", ["coercive", "steps"])
    assert written_negated(["coercive", "steps"], "Interim (no coercive steps) extended")
    assert not written_negated(["coercive", "steps"], "coercive steps may be taken")


def test_a_named_negation_is_no_denial():
    q = "did we get the no coercive steps order"
    assert without_named_negation("No coercive steps shall be taken.", q).lower().startswith("coercive")
    assert without_named_negation("No coercive steps shall be taken.", "was bail granted").startswith("No")


def test_a_commissioner_s_fee_written_in_an_indian_script_is_the_fee_asked():
    from tareekh.agent.lexicon import expand
    from tareekh.agent.rests_on import _holds

    line = "ಕೋರ್ಟ್ ಕಮಿಷನರ್ ಶುಲ್ಕ ರೂ. 4,250 ಪ್ರತಿವಾದಿ ಕಟ್ಟಬೇಕು"
    assert _holds("commissioner", expand("commissioner"), line)
    assert _holds("fee", expand("fee"), line)
    assert not _holds("fee", expand("fee"), "ಕೋರ್ಟ್ ಕಮಿಷನರ್ ವರದಿ ಸಲ್ಲಿಸಿದರು")
