"""'Did they deposit the whole amount?': the sum ordered beside the payments recorded after it, whatever language
the payments are written in — yes when they reach it, with each payment and its day; no, with what is left, when
they fall short."""

from tests.agent.helpers import build_registry, cited_ok, first_line

ORDER = ("2026-01-19", "Khaja Moinuddin - Court directed the defendant to deposit the damages of Rs. 1,60,000/- "
                       "within 6 weeks, failing which his defence shall be struck off.")


def _ingest(practice, notes):
    build_registry(practice)
    for day, text in [ORDER, *notes]:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Meera")


def test_payments_written_in_another_language_that_reach_the_sum_ordered_are_a_yes(practice):
    _ingest(practice, [
        ("2026-02-16", "Khaja Moinuddin - prativadi ne 60,000 DD dwara court mein jama karaye."),
        ("2026-03-02", "Khaja Moinuddin: বিবাদী বাকি 1,00,000 টাকা চালানে জমা দিল।"),
    ])
    ans = practice.ask("Khaja Moinuddin mein defendant ne poora damages jama kiya ki nahi?", today="2026-04-01")
    line = first_line(ans)
    assert line.startswith("Yes"), line
    assert "Rs. 1,60,000" in line and "Rs. 60,000" in line and "Rs. 1,00,000" in line, line
    assert cited_ok(practice, ans)


def test_payments_short_of_the_sum_ordered_are_a_no_with_what_is_left(practice):
    _ingest(practice, [("2026-02-16", "Khaja Moinuddin - prativadi ne 60,000 DD dwara court mein jama karaye.")])
    ans = practice.ask("Khaja Moinuddin mein defendant ne poora damages jama kiya ki nahi?", today="2026-04-01")
    line = first_line(ans)
    assert line.startswith("No"), line
    assert "Rs. 1,00,000" in line  # what is not shown paid


def test_a_paper_received_is_no_payment(practice):
    _ingest(practice, [("2026-02-16", "Khaja Moinuddin - defendant got our notice on 10.02.2026, reply awaited.")])
    ans = practice.ask("Khaja Moinuddin mein defendant ko notice kab mila?", today="2026-04-01")
    line = first_line(ans)
    assert not line.startswith(("Yes", "No —", "Partly")), line
