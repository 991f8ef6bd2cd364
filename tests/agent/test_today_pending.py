"""Today's board: what is pending is listed once, not repeated from the opening of the last note."""

from tests.agent.helpers import build_registry


def test_pending_skips_the_sentence_the_last_note_opens_with(practice):
    build_registry(practice)
    practice.ingest_text(
        "Seabreeze. Rejoinder to be filed by 01.10.2026. Client to produce the sale deed.",
        name="note_C1.txt", case_id="C1", date="2026-09-10", author="Sharvani",
    )
    (matter,) = practice.today("2026-10-05").today
    assert matter.last_note.startswith("Seabreeze. Rejoinder to be filed")
    assert matter.pending == ["Client to produce the sale deed."]


def test_a_day_keeps_its_matters_after_their_hearings_are_recorded(practice):
    """Both matters listed on 05.10.2026 stay on that day once their notes move the next dates on, each with
    what was recorded and its new next date; a third case never listed that day does not appear."""
    build_registry(practice)
    assert [m.case_id for m in practice.today("2026-10-05").today] == ["C1"]
    practice.ingest_text("Seabreeze (OS 318/22) - 05.10.2026: arguments concluded. For orders, call on 02.11.2026.")
    board = practice.today("2026-10-05")
    (m,) = board.today
    assert (m.case_id, m.new_next_date, m.new_stage) == ("C1", "2026-11-02", "orders")
    assert m.recorded.startswith("Seabreeze (OS 318/22) - 05.10.2026: arguments concluded")
    assert m.last_hearing_date is None  # nothing before the day: the card shows the day's record
    assert m.recorded_by == "your note of 5 Oct 2026" and m.recorded_entry_id
    assert practice.registry.get_case("C1").next_date == "2026-11-02"
    assert "C1" not in [u.case_id for u in board.upcoming]
    assert [m.case_id for m in practice.today("2026-11-02").today] == ["C1"]


def test_a_next_date_that_pointed_at_the_day_lists_the_matter_even_if_its_note_is_dated_otherwise(practice):
    build_registry(practice)
    # The lawyer notes the 20.10 hearing of C2 and a date moves it on; that day still lists C2.
    practice.ingest_text("Khaja Saleemuddin - hearing on 20.10.2026: issues framed. List on 01.12.2026.")
    assert [m.case_id for m in practice.today("2026-10-20").today] == ["C2"]
    # A next date moved away by the lawyer before the day (an advance adjournment) does not list it.
    practice.edit_case("C1", next_date="01.03.2090")
    assert [m.case_id for m in practice.today("2090-03-01").today] == ["C1"]
    practice.edit_case("C1", next_date="15.03.2090")
    assert practice.today("2090-03-01").today == []
