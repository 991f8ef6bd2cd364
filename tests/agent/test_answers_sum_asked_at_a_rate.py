"""A sum asked at a rate ("mahine ka kitna?", "per month", "maser koto", "nelaku entha") is answered with the sum a
record writes at that rate ("6,500 p.m.", "प्रतिमाह"), not with a larger sum paid or owed once."""

import pytest

from tests.agent.helpers import build_registry, cited_ok, first_line


def _notes(practice, notes) -> None:
    build_registry(practice)
    for day, text in notes:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Ketaki")


ORDERED = [("2026-01-12", "Khaja Saleemuddin (OS 902/24) - interim maintenance allowed: Mujtaba to pay Rs. 6,500 p.m. "
                          "from the date of application, 03.02.2025."),
           ("2026-04-06", "Khaja Saleemuddin (OS 902/24) - maintenance arrears: Rs. 45,000 paid by Mujtaba today, "
                          "April maintenance not paid.")]
ORDERED_HINDI = [("2026-01-12", "Khaja Saleemuddin (OS 902/24) - आदेश: प्रतिवादी 6,500/- रुपये प्रतिमाह भरण-पोषण "
                                "आवेदन की तिथि 03.02.2025 से अदा करे।"), ORDERED[1]]


@pytest.mark.parametrize("question", [
    "Khaja Saleemuddin mein mahine ka kitna maintenance laga hai?",  # Hindi in Latin letters
    "How much maintenance per month in Khaja Saleemuddin?",         # English
    "Khaja Saleemuddin e maser koto maintenance?",                   # Bengali in Latin letters
    "Khaja Saleemuddin lo nelaku entha maintenance?",                # Telugu in Latin letters
])
def test_a_monthly_sum_asked_is_the_sum_written_per_month_in_a_script_s_words(practice, question):
    _notes(practice, ORDERED_HINDI)
    ans = practice.ask(question, today="2026-07-01")
    line = first_line(ans)
    assert "6,500" in line and "45,000" not in line, line
    assert cited_ok(practice, ans)


def test_a_monthly_sum_asked_is_the_sum_written_per_month_and_from_when(practice):
    _notes(practice, ORDERED)
    ans = practice.ask("Khaja Saleemuddin mein mahine ka kitna maintenance laga hai aur kab se?", today="2026-07-01")
    line = first_line(ans)
    assert "6,500" in line and "03.02.2025" in line, line
    assert cited_ok(practice, ans)
