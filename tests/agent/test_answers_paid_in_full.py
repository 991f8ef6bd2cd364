"""'Did they deposit the whole amount?': the sum ordered beside the payments recorded after it, whatever language
the payments are written in — yes when they reach it, with each payment and its day; no, with what is left, when
they fall short."""

from tests.agent.helpers import build_registry, cited_ok, first_line

ORDER = ("2026-01-19", "Khaja Saleemuddin - Court directed the defendant to deposit the damages of Rs. 1,60,000/- "
                       "within 6 weeks, failing which his defence shall be struck off.")


def _ingest(practice, notes):
    build_registry(practice)
    for day, text in [ORDER, *notes]:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sharvani")


def test_payments_written_in_another_language_that_reach_the_sum_ordered_are_a_yes(practice):
    _ingest(practice, [
        ("2026-02-16", "Khaja Saleemuddin - prativadi ne 60,000 DD dwara court mein jama karaye."),
        ("2026-03-02", "Khaja Saleemuddin: বিবাদী বাকি 1,00,000 টাকা চালানে জমা দিল।"),
    ])
    ans = practice.ask("Khaja Saleemuddin mein defendant ne poora damages jama kiya ki nahi?", today="2026-04-01")
    line = first_line(ans)
    assert line.startswith("Yes"), line
    assert "Rs. 1,60,000" in line and "Rs. 60,000" in line and "Rs. 1,00,000" in line, line
    assert cited_ok(practice, ans)


def test_payments_short_of_the_sum_ordered_are_a_no_with_what_is_left(practice):
    _ingest(practice, [("2026-02-16", "Khaja Saleemuddin - prativadi ne 60,000 DD dwara court mein jama karaye.")])
    ans = practice.ask("Khaja Saleemuddin mein defendant ne poora damages jama kiya ki nahi?", today="2026-04-01")
    line = first_line(ans)
    assert line.startswith("No"), line
    assert "Rs. 1,00,000" in line  # what is not shown paid


def test_a_paper_received_is_no_payment(practice):
    _ingest(practice, [("2026-02-16", "Khaja Saleemuddin - defendant got our notice on 10.02.2026, reply awaited.")])
    ans = practice.ask("Khaja Saleemuddin mein defendant ko notice kab mila?", today="2026-04-01")
    line = first_line(ans)
    assert not line.startswith(("Yes", "No —", "Partly")), line


def _with_undertaking(practice, notes):
    """The sum ordered, part of it paid with an undertaking for the rest by a day (an instalment plan of one)."""
    _ingest(practice, [
        ("2026-02-16", "Khaja Saleemuddin - defendant deposited Rs. 60,000/- by DD today. His counsel undertakes that "
                       "the balance Rs. 1,00,000/- shall be deposited by 31.03.2026. Undertaking recorded."),
        *notes,
    ])


def test_the_whole_sum_asked_with_a_word_for_full_before_money_is_the_sum_ordered_not_a_promise(practice):
    _with_undertaking(practice, [("2026-03-28", "Khaja Saleemuddin - defendant deposited the balance Rs. 1,00,000/- today.")])
    ans = practice.ask("Khaja Saleemuddin wale ne damages ka pura paisa de diya kya?", today="2026-04-01")
    line = first_line(ans)
    assert line.startswith("Yes"), line
    assert "Rs. 60,000" in line and "Rs. 1,00,000" in line, line


def test_a_day_without_its_year_after_a_rupee_sign_is_no_payment(practice):
    _ingest(practice, [("2026-03-20", "Khaja Saleemuddin - बकाया 1,00,000 रु. 18/03 को जमा हो गया।")])
    ans = practice.ask("Khaja Saleemuddin mein defendant ne poora damages jama kiya ki nahi?", today="2026-04-01")
    line = first_line(ans)
    assert "Rs. 18" not in line, line
    assert "Rs. 1,00,000" in line, line


def test_the_payments_so_far_told_again_in_all_are_not_one_more_payment(practice):
    _ingest(practice, [
        ("2026-02-16", "Khaja Saleemuddin - prativadi ne 60,000 DD dwara court mein jama karaye."),
        ("2026-03-02", "Khaja Saleemuddin - prativadi ne 40,000 DD se jama kiye."),
        ("2026-03-30", "Khaja Saleemuddin - settlement talk failed; client wants 5,00,000 in all (1,00,000 already "
                       "received towards it)."),
    ])
    ans = practice.ask("Khaja Saleemuddin mein defendant ne poora damages jama kiya ki nahi?", today="2026-04-01")
    line = first_line(ans)
    assert line.startswith("No"), line
    assert "Rs. 60,000" in line and "Rs. 2,00,000" not in line, line
