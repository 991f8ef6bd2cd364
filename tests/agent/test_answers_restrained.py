"""'Can the property be sold meanwhile?' is answered from the undertaking or order that forbids it, with its day —
not from the lines that only name the property."""

from tests.agent.helpers import build_registry, cited_ok, first_line


def test_a_sale_asked_in_another_language_is_answered_by_the_undertaking_not_to_alienate(practice):
    build_registry(practice)
    for day, text in [
        ("2026-01-08", "Seabreeze - the builder wants to sell flat 4B to a third buyer; client worried."),
        ("2026-02-11", "Seabreeze - counsel for the defendant undertakes that flat 4B shall not be sold or "
                       "encumbered till the disposal of the suit. Undertaking recorded."),
        ("2026-03-18", "Seabreeze - PW1 chief filed. Next 22/4."),
    ]:
        practice.ingest_text(text, name=f"note_C1_{day}.txt", case_id="C1", date=day, author="Sharvani")
    ans = practice.ask("Seabreeze case mudiyura varai builder flat 4B-a vikka mudiyuma?", today="2026-04-01")
    line = first_line(ans)
    assert line.startswith("No"), line
    assert "undertakes" in line and "11 Feb 2026" in line and cited_ok(practice, ans)
