"""A yes/no question whose words include its own language's particles ("neki", "ithuvare"), which no record holds:
answered from the lines that hold the thing asked, not "no record"."""

from tests.agent.helpers import build_registry, first_line


def test_words_of_the_question_s_language_no_record_holds_do_not_hide_the_answer(practice):
    build_registry(practice)
    for day, text in [
        ("2026-05-04", "Seabreeze - Court directed the Corporation to take a decision on the occupancy certificate "
                       "within 4 weeks."),
        ("2026-06-08", "Seabreeze - no decision yet by the Corporation on the occupancy certificate; their counsel "
                       "sought time."),
    ]:
        practice.ingest_text(text, name=f"note_C1_{day}.txt", case_id="C1", date=day, author="Sharvani")
    ans = practice.ask("Seabreeze corporation occupancy certificate decide korise neki?", today="2026-06-20")
    line = first_line(ans)
    assert not line.startswith("No record"), line
    assert "no decision yet" in line, line
