"""A record's quoted line that ends on a question goes on to its answer; a line that holds no sum, of a question
asking how much, takes the record's sentence that states one (agent/completes.py)."""

from tareekh.agent.completes import asks_how_much, with_its_reply, with_sum_asked

CHAT = ("10:02 Yellappa Kuttappan: Sir appeal admit aaytu. Baaki eshtu kodbeku?\n"
        "10:09 Adv. Bhaskaran: Total 3,20,000 - neevu 1,10,000 kottidira, innu 2,10,000.\n"
        "10:15 Yellappa Kuttappan: Sari sir")


def test_a_chat_question_goes_on_to_the_reply_that_answers_it():
    quote = "10:02 Yellappa Kuttappan: Sir appeal admit aaytu. Baaki eshtu kodbeku?"
    out = with_its_reply(CHAT, quote, 400)
    assert "2,10,000" in out
    assert "Sari sir" not in out  # one reply, not the rest of the chat


def test_a_line_that_asks_nothing_is_left_as_quoted():
    quote = "10:09 Adv. Bhaskaran: Total 3,20,000 - neevu 1,10,000 kottidira, innu 2,10,000."
    assert with_its_reply(CHAT, quote, 400) == quote


def test_no_reply_is_carried_past_a_blank_line_or_the_room():
    text = "Asked the clerk: when is the next date?\n\nZaveri matter - PW2 cross done."
    assert with_its_reply(text, "Asked the clerk: when is the next date?", 400) == "Asked the clerk: when is the next date?"
    assert with_its_reply(CHAT, "10:02 Yellappa Kuttappan: Sir appeal admit aaytu. Baaki eshtu kodbeku?", 80) \
        == "10:02 Yellappa Kuttappan: Sir appeal admit aaytu. Baaki eshtu kodbeku?"


ORDER = ("Civil Misc. Appeal 77/2026 Sumanlata Zaveri ... Appellant vs Pradhyumna Bhaskaran ... Respondent. "
         "The appeal is dismissed with costs of Rs. 3,000/- to the respondent. "
         "The amount deposited by the appellant (Rs. 62,750/-) shall be paid out to the respondent.")


def test_a_how_much_in_another_language_takes_the_sentence_with_the_sum_asked():
    title = "Civil Misc. Appeal 77/2026 Sumanlata Zaveri ... Appellant vs Pradhyumna Bhaskaran ... Respondent"
    # Malayalam "ethra", the deposit asked as "deposit": the deposit's sentence, not the costs'
    out = with_sum_asked(ORDER, title, "Zaveri appeal-il deposit cheytha thuka ethra?", 420)
    assert "62,750" in out and "3,000" not in out
    # Gujarati "ketlu" with "jama" (the notes write "deposited")
    out = with_sum_asked(ORDER, title, "Zaveri appeal ma ketlu jama karyu?", 420)
    assert "62,750" in out


def test_a_quote_with_a_sum_or_a_question_asking_no_sum_is_left_alone():
    held = "The appeal is dismissed with costs of Rs. 3,000/- to the respondent."
    assert with_sum_asked(ORDER, held, "how much was deposited?", 420) == held
    title = "Civil Misc. Appeal 77/2026 Sumanlata Zaveri ... Appellant vs Pradhyumna Bhaskaran ... Respondent"
    assert with_sum_asked(ORDER, title, "Zaveri appeal dismiss aayo?", 420) == title
    assert with_sum_asked(ORDER, title, "how much was deposited?", 120) == title  # no room for it


def test_how_much_is_read_in_every_language_but_not_of_times_or_days():
    for q in ("kitna jama hua?", "ethra kittanam?", "evvalavu kattinaar?", "eshtu baaki?", "koto taka dilo?",
              "how much is due?", "ketlu bharyu?", "ఎంత కట్టారు?"):
        assert asks_how_much(q), q
    for q in ("kitni baar adjourn hua?", "how many times did he seek time?", "did they pay?"):
        assert not asks_how_much(q), q


def test_a_sum_of_nothing_asked_is_not_added():
    text = "Zaveri damages appeal. Arguments of Bhaskaran heard in part. Costs Rs. 1,200 paid by the other side."
    quote = "Zaveri damages appeal"
    assert with_sum_asked(text, quote, "final compensation ethra kitti?", 420) == quote
