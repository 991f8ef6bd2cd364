"""'When did X happen?' where the notes only record X asked for and refused, or threatened: the answer says first
that X is not on record, then what the notes say of it — never a dated line that merely names X."""

from tests.agent.helpers import build_registry, cited_ok, first_line


def _ingest(practice, notes, case_id="C1"):
    build_registry(practice)
    for day, text in notes:
        practice.ingest_text(text, name=f"note_{case_id}_{day}.txt", case_id=case_id, date=day, author="Sharvani")


def test_a_survey_sought_and_refused_has_no_day_it_came(practice):
    _ingest(practice, [
        ("2026-01-14", "Seabreeze - defendant ne site inspection ke liye surveyor appointment ki arzi lagayi. Reply dena hai."),
        ("2026-02-18", "Seabreeze - surveyor arzi heard, orders on next date."),
        ("2026-03-25", "Seabreeze - surveyor wali arzi khaarij, court: no fishing at this stage. PW2 next."),
        ("2026-04-29", "Seabreeze - PW2 chief over. Next 10/6."),
    ])
    ans = practice.ask("Seabreeze me surveyor ki site report kab aayi thi?", today="2026-05-15")
    line = first_line(ans)
    assert line.startswith("Not on record"), line
    assert "khaarij" in ans.answer and cited_ok(practice, ans)


def test_a_warrant_only_threatened_in_another_language_has_no_day_it_issued(practice):
    _ingest(practice, [
        ("2026-02-02", "Khaja Saleemuddin - opposite party absent again. Court: if absent next date, NBW will go."),
        ("2026-03-09", "Khaja Saleemuddin - opposite party present, issues framed."),
    ], case_id="C2")
    ans = practice.ask("Khaja Saleemuddin case la NBW kevha nighala?", today="2026-04-01")
    line = first_line(ans)
    assert line.startswith("Not on record"), line
    assert "NBW" in line and cited_ok(practice, ans)


def test_a_warrant_that_issued_is_answered_with_its_day(practice):
    _ingest(practice, [
        ("2026-02-02", "Khaja Saleemuddin - opposite party absent again. Court: if absent next date, NBW will go."),
        ("2026-03-09", "Khaja Saleemuddin - opposite party absent. NBW issued against him, returnable 20.4."),
    ], case_id="C2")
    ans = practice.ask("Khaja Saleemuddin case la NBW kevha nighala?", today="2026-04-01")
    assert not first_line(ans).startswith("Not on record"), ans.answer
    assert "9 Mar 2026" in ans.answer
