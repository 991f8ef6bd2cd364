"""'Full arrears kettiyo?', 'poore paise de ditte?': a deposit asked in Malayalam or Punjabi typed in Latin letters
is the sum ordered set beside what was paid, even when the order's sentence leaves the thing asked to its record's
other sentences."""

from tests.agent.helpers import build_registry, cited_ok, first_line


def _notes(practice, notes) -> None:
    build_registry(practice)
    for day, text in notes:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sharvani")


ORDER = ("2026-02-09", "O.S. 902/2024 Khaja Nizamuddin - order on the I.A.: The defendant-occupier admits the "
                       "occupation. The dues from May 2024 to April 2025 amounting to Rs. 2,40,000/- are directed "
                       "to be deposited within six weeks. Call on 20.04.2026.")


def test_half_a_sum_deposited_in_malayalam_script_is_no_with_what_is_left(practice):
    _notes(practice, [ORDER, ("2026-04-20", "Khaja Nizamuddin - എതിർകക്ഷി 1,20,000 രൂപ മാത്രം കെട്ടിവെച്ചു. "
                                            "ബാക്കി 1,20,000 അടച്ചില്ല. അടുത്ത തീയതി 25.05.2026")])
    ans = practice.ask("khaja saleemuddin case il occupier full dues kettiyo?", today="2026-04-25")
    line = first_line(ans)
    assert line.startswith("No"), line
    assert "Rs. 1,20,000 of the Rs. 2,40,000 ordered" in line
    assert cited_ok(practice, ans)


def test_the_whole_sum_deposited_is_yes(practice):
    _notes(practice, [ORDER, ("2026-04-20", "Khaja Nizamuddin - defendant deposited Rs. 2,40,000 on 15.03.2026.")])
    ans = practice.ask("khaja saleemuddin vich occupier ne poore dues de ditte?", today="2026-04-25")
    line = first_line(ans)
    assert line.startswith("Yes"), line
    assert "Rs. 2,40,000" in line
    assert cited_ok(practice, ans)
