"""Yes/no answers say what came after and what is next; pending work says what the last note leaves to do."""

from tests.agent.helpers import build_registry, cited_ok, first_line


def _with(practice, text: str, day: str, case_id: str = "C2") -> None:
    build_registry(practice)
    practice.ingest_text(text, name=f"note_{case_id}_{day}.txt", case_id=case_id, date=day, author="Sharvani")


def test_a_yes_goes_on_with_what_the_same_note_says_came_after(practice):
    _with(practice, "Khaja Saleemuddin (OS 902/24) - Our rejoinder filed. Now final arguments.", "2026-09-01")
    ans = practice.ask("did we file the rejoinder in Khaja Saleemuddin?", today="2026-09-10")
    line = first_line(ans)
    assert line.startswith("Yes")
    assert "Now final arguments" in line
    assert cited_ok(practice, ans)


def test_a_yes_no_answer_ends_with_the_matters_next_date(practice):
    _with(practice, "Khaja Saleemuddin (OS 902/24) - Our rejoinder filed.", "2026-09-01")
    ans = practice.ask("did we file the rejoinder in Khaja Saleemuddin?", today="2026-09-10")
    line = first_line(ans)
    assert line.startswith("Yes")
    assert "20 Oct 2026" in line


def test_a_yes_no_no_note_states_gets_no_next_date(practice):
    _with(practice, "Khaja Saleemuddin (OS 902/24) - Our rejoinder filed.", "2026-09-01")
    ans = practice.ask("was an advocate commissioner appointed in Khaja Saleemuddin?", today="2026-09-10")
    assert "20 Oct 2026" not in ans.answer
    assert not ans.citations


def test_pending_quotes_a_short_note_whole_so_the_task_says_whose_cross(practice):
    _with(practice, "Khaja Saleemuddin (OS 902/24) - their DW2 affidavit filed. Need to prepare cross.", "2026-09-01")
    ans = practice.ask("Khaja Saleemuddin lo next date ki em prepare cheyyali?", today="2026-09-10")
    assert "prepare cross" in ans.answer
    assert "DW2" in ans.answer


def test_something_awaited_is_pending_work(practice):
    _with(practice, "Khaja Saleemuddin (OS 902/24) - We sought time - bank statements awaited from client. "
          "Nothing else today.", "2026-09-01")
    ans = practice.ask("Khaja Saleemuddin mein ab kya pending hai?", today="2026-09-10")
    assert "nothing is recorded as pending" not in ans.answer
    assert "bank statements awaited" in first_line(ans)


def test_a_stage_not_reached_is_not_yet_with_the_furthest_stage_and_the_last_hearing(practice):
    build_registry(practice)
    for day, text in [("2026-03-02", "Khaja Saleemuddin (OS 902/24) - WS filed by their counsel. Bare denials."),
                      ("2026-06-15", "Khaja Saleemuddin (OS 902/24) - Not reached, long board. Parties talking mediation.")]:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sharvani")
    ans = practice.ask("Khaja Saleemuddin lo issues frame ayyaya?", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Not yet")
    assert "2 Mar 2026" in line and "mediation" in line
    assert cited_ok(practice, ans)


def test_a_stage_with_no_earlier_stage_recorded_stays_no_record(practice):
    build_registry(practice)
    practice.ingest_text("Khaja Saleemuddin (OS 902/24) - Not reached.", name="note_C2.txt", case_id="C2",
                         date="2026-06-15", author="Sharvani")
    ans = practice.ask("Khaja Saleemuddin lo issues frame ayyaya?", today="2026-07-01")
    assert not first_line(ans).startswith("Not yet")
    assert not ans.citations


def test_came_out_of_jail_is_answered_from_the_message_that_says_he_came_home(practice):
    build_registry(practice)
    for day, text in [("2026-04-10", "Khaja Saleemuddin - bail allowed, sureties to be arranged."),
                      ("2026-04-13", "Wife called: Saleemuddin ghar aa gaya, thank you sir.")]:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sharvani")
    ans = practice.ask("Khaja Saleemuddin jail se bahar aa gaya? kab?", today="2026-05-01")
    line = first_line(ans)
    assert line.startswith("Yes") and "13 Apr 2026" in line
    assert cited_ok(practice, ans)
