"""Today's board: what is pending is listed once, not repeated from the opening of the last note."""

from tests.agent.helpers import build_registry


def test_pending_skips_the_sentence_the_last_note_opens_with(practice):
    build_registry(practice)
    practice.ingest_text(
        "Seabreeze. Rejoinder to be filed by 01.10.2026. Client to produce the sale deed.",
        name="note_C1.txt", case_id="C1", date="2026-09-10", author="Meera",
    )
    (matter,) = practice.today("2026-10-05").today
    assert matter.last_note.startswith("Seabreeze. Rejoinder to be filed")
    assert matter.pending == ["Client to produce the sale deed."]
