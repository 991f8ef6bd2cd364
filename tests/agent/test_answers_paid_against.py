"""Asked what was paid against money owed and what is left, the answer adds the payments and says the balance."""

from tests.agent.helpers import build_registry, cited_ok, first_line


def _notes(practice, notes) -> None:
    build_registry(practice)
    for day, text in notes:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sharvani")


PLAN = [("2026-03-10", "Khaja Saleemuddin (OS 902/24) - Mujtaba came himself, Rs 30,000 ka DD diya court me. "
                       "UNDERTAKING on record: baaki 60k = 25k by 30/4 + 35k by 31/5."),
        ("2026-06-05", "Khaja Saleemuddin (OS 902/24) - mujtaba ne 1st kisht 25k late diya (12/5), 2nd kisht NAHI. "
                       "undertaking broken -> RECOVERY WARRANT Rs 35,000.")]


def test_payments_after_an_undertaking_are_added_and_the_balance_said(practice):
    _notes(practice, PLAN)
    ans = practice.ask("Khaja Saleemuddin mein undertaking ke baad asal mein kitna diya, aur kitna atka hua hai?",
                       today="2026-07-01")
    line = first_line(ans)
    assert "Rs. 30,000" in line and "Rs. 25,000" in line
    assert "Rs. 55,000" in line  # the two payments added
    assert "outstanding" in line and "Rs. 35,000" in line
    assert "12 May 2026" in line  # the day written beside the late instalment, not the note's day
    assert cited_ok(practice, ans)


def test_a_deposit_in_english_is_a_payment_and_a_promise_is_not(practice):
    _notes(practice, [("2026-03-10", "Khaja Saleemuddin (OS 902/24) - Court directed the defendant to pay arrears of "
                                     "Rs. 80,000. Defendant undertook to deposit Rs 40,000 by 30.04.2026."),
                      ("2026-05-04", "Khaja Saleemuddin (OS 902/24) - Defendant deposited Rs. 40,000 on 28.04.2026. "
                                     "Balance of Rs. 40,000 still outstanding.")])
    ans = practice.ask("How much has the defendant paid in Khaja Saleemuddin and how much is still outstanding?",
                       today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Paid: Rs. 40,000 on 28 Apr 2026")
    assert "in all" not in line  # the promise of 40,000 is not a second payment
    assert "outstanding on 4 May 2026: Rs. 40,000" in line
    assert cited_ok(practice, ans)


def test_an_instalment_paid_after_its_due_day_is_no_paid_late(practice):
    _notes(practice, PLAN)
    ans = practice.ask("Khaja Saleemuddin mein undertaking wali pehli kisht time pe di thi?", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("No")
    assert "Rs. 25,000 due by 30 Apr 2026" in line and "late, on 12 May 2026" in line
    assert cited_ok(practice, ans)


def test_an_instalment_paid_before_its_due_day_is_yes_on_time(practice):
    _notes(practice, [("2026-03-10", "Khaja Saleemuddin (OS 902/24) - Defendant's undertaking recorded: "
                                     "Rs 25,000 by 30.04.2026 and Rs 35,000 by 31.05.2026."),
                      ("2026-05-04", "Khaja Saleemuddin (OS 902/24) - Defendant paid Rs. 25,000 on 28.04.2026.")])
    ans = practice.ask("Did the defendant pay the first instalment on time in Khaja Saleemuddin?", today="2026-05-10")
    line = first_line(ans)
    assert line.startswith("Yes")
    assert "on time, on 28 Apr 2026" in line
    assert cited_ok(practice, ans)


def test_a_payment_told_twice_goes_to_one_instalment_and_a_missed_one_is_no_with_what_is_owed(practice):
    _notes(practice, PLAN + [("2026-06-05", "Order sheet. Defendant paid the first instalment of Rs. 25,000 on "
                                            "12.05.2026. Second instalment not paid.")])
    ans = practice.ask("Did Mujtaba pay the second instalment in Khaja Saleemuddin?", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("No")
    assert "Rs. 35,000 due by 31 May 2026" in line and "not shown paid" in line
    assert "Rs. 35,000 is still owed" in line
    assert cited_ok(practice, ans)


def test_an_undertaking_asked_as_met_is_read_instalment_by_instalment(practice):
    _notes(practice, PLAN)
    ans = practice.ask("Was the undertaking met in Khaja Saleemuddin?", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("No")
    assert "paid late, on 12 May 2026" in line and "not shown paid" in line
    assert cited_ok(practice, ans)


def test_payments_told_in_telugu_english_and_hindi_are_read(practice):
    _notes(practice, [("2026-03-10", "Khaja Saleemuddin (OS 902/24) - defendant 20k kattaru (5/3). Balance Rs 40,000 "
                                     "by 30/4 ani undertaking ichcharu."),
                      ("2026-05-04", "Khaja Saleemuddin (OS 902/24) - प्रतिवादी ने रु. 15,000/- दिनांक 28.04.2026 को "
                                     "जमा किए। शेष रु. 25,000/- बकाया है।")])
    ans = practice.ask("Khaja Saleemuddin lo entha kattaru, inka entha balance undi?", today="2026-07-01")
    line = first_line(ans)
    assert "Rs. 20,000 on 5 Mar 2026" in line and "Rs. 15,000 on 28 Apr 2026" in line
    assert "outstanding on 4 May 2026: Rs. 25,000" in line
    assert cited_ok(practice, ans)


def test_a_sum_to_be_paid_and_the_sum_paid_asked_in_bengali(practice):
    # "koto dite hobe, koto dewa hoise": how much must be given and how much was given — the compromise's term
    # ("shall pay") is the sum paid against, and the payment is told, not a bare list of notes
    _notes(practice, [("2026-03-10", "Khaja Saleemuddin (OS 902/24) - Compromise recorded. Terms: the defendant "
                                     "shall pay the plaintiff Rs. 90,000/- in two instalments. Decree drawn."),
                      ("2026-05-04", "Khaja Saleemuddin (OS 902/24) - Receipt: received from the defendant Rs. 45,000 "
                                     "in cash, the first instalment under the compromise.")])
    ans = practice.ask("khaja saleemuddin compromise-e koto dite hobe, koto dewa hoise", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Paid: Rs. 45,000 on 4 May 2026"), ans.answer
    assert "Rs. 90,000" in line, ans.answer
