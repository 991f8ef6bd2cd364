"""A chat message that asks is quoted with the message that answers it, whole: the answer's figure or date is often
in its second sentence ("AE will calculate. Approx 1.4 lakh."), and a quote that stops before its own message's
question goes on to the question and then the reply (agent/completes.py). Chats written for these tests."""

from tareekh.agent.completes import with_its_reply

# Malayalam in Latin letters: the client asks the fee, the lawyer's reply gives it in its second sentence
MALAYALAM = ("17:40 Adv. Mundayoor: Undertaking recorded. Application with fee in two weeks.\n"
             "18:02 Ouseppachan Vadakkel: Sheri madam. Fee ethra aakum?\n"
             "18:05 Adv. Mundayoor: Engineer will calculate. Approx 1,38,000.\n"
             "18:07 Ouseppachan Vadakkel: Ok")

# Bengali in its script, a question put in two messages and a photo between them and the reply
BENGALI = ("11:10 Jr. Pratyusha: আজ সাক্ষী আসেনি। সময় নেওয়া হয়েছে।\n"
           "11:12 Hironmoy Pakrashi: পরের তারিখ কবে?\n"
           "11:12 Hironmoy Pakrashi: খরচ দিতে হবে?\n"
           "11:13 Hironmoy Pakrashi: <attached: 00000012-PHOTO.jpg>\n"
           "11:20 Jr. Pratyusha: পরের তারিখ ১৭.০৯.২০৩১। খরচ ৫০০ টাকা আমাদের দিতে হবে না।\n"
           "11:25 Hironmoy Pakrashi: ঠিক আছে")


def test_the_reply_is_quoted_whole_not_its_first_sentence():
    out = with_its_reply(MALAYALAM, "18:02 Ouseppachan Vadakkel: Sheri madam. Fee ethra aakum?", 400)
    assert out.endswith("18:05 Adv. Mundayoor: Engineer will calculate. Approx 1,38,000.")
    assert "Ok" not in out.split("1,38,000.")[-1]  # one reply, not the rest of the chat


def test_a_quote_stopping_before_its_message_s_question_goes_on_to_it_and_its_reply():
    out = with_its_reply(MALAYALAM, "18:02 Ouseppachan Vadakkel: Sheri madam.", 400)
    assert "Fee ethra aakum?" in out and "1,38,000" in out


def test_the_asker_s_own_follow_ups_and_attachments_are_passed_over_in_another_script():
    out = with_its_reply(BENGALI, "11:12 Hironmoy Pakrashi: পরের তারিখ কবে?", 400)
    assert "১৭.০৯.২০৩১" in out and "<attached" not in out
    assert " … 11:20 Jr. Pratyusha:" in out  # the asker's second message passed over is marked


def test_a_message_that_asks_nothing_or_a_reply_past_the_room_is_left_as_quoted():
    told = "11:10 Jr. Pratyusha: আজ সাক্ষী আসেনি।"
    assert with_its_reply(BENGALI, told, 400) == told
    asked = "18:02 Ouseppachan Vadakkel: Sheri madam. Fee ethra aakum?"
    assert with_its_reply(MALAYALAM, asked, 70) == asked


def test_a_long_reply_is_cut_at_a_sentence_within_its_room():
    long_reply = ("09:00 Jasjot Bhullarwal: Hun ki karna hai?\n"
                  "09:30 Adv. Dhindsawal: Pehla kamm: affidavit sign karo kal tak. "
                  + "Phir bank statement lao. " * 12 + "\n09:40 Jasjot Bhullarwal: Theek aa")
    out = with_its_reply(long_reply, "09:00 Jasjot Bhullarwal: Hun ki karna hai?", 600)
    assert "affidavit sign karo kal tak." in out and out.endswith(".")
    assert "Theek aa" not in out
