"""A step whose listings came to nothing (not reached, leave, boycott) is 'not yet' with those days; the day listed
for a step is found by what it was listed for."""

from tests.agent.helpers import cited_ok, first_line
from tareekh.registry.models import Case, Client, Counsel, Judge


def _suit(practice, notes: list[tuple[str, str]]) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J7", name="Tmt. R. Kanimozhi", court_hall="Court No. 9"))
    reg.add_person(Counsel(id="OC7", name="Arulmozhi Varman"))
    reg.add_person(Client(id="CL7", name="Selvaraj Traders"))
    reg.add_case(Case(id="C7", number="O.S. No. 1207 of 2023", short_name="Velachery godown",
                      title="Selvaraj Traders vs Pon Logistics", judge_id="J7", counsel_id="OC7", client_id="CL7",
                      side="plaintiff", stage="evidence", court_hall="Court No. 9"))
    for day, text in notes:
        practice.ingest_text(text, name=f"diary_{day}.txt", case_id="C7", date=day, author="Priya")


CROSS_NEVER_REACHED = [
    ("2025-01-10", "Velachery godown (OS 1207/23) - PW1 chief affidavit filed, Ex. A1 to A7 marked. "
                   "For cross-examination of PW1, call on 14.02.2025."),
    ("2025-02-14", "Velachery godown - not reached, 70 items on the board."),
    ("2025-03-20", "Velachery godown - Presiding officer on leave. Adjourned."),
    ("2025-04-25", "Velachery godown - advocates abstained from work, bar association resolution."),
]


def test_a_cross_listed_three_times_and_never_reached_is_not_yet_with_each_day_and_why(practice):
    _suit(practice, CROSS_NEVER_REACHED)
    ans = practice.ask("Velachery godown suit - PW1 cross mudinjidha?", today="2025-05-10")
    line = first_line(ans)
    assert line.startswith("Not yet")
    assert "14 Feb 2025" in line and "20 Mar 2025" in line and "25 Apr 2025" in line
    assert "not reached" in line and "on leave" in line and "abstained" in line
    assert "cross-examination of PW1" in line  # what the days were listed for
    assert cited_ok(practice, ans)


def test_a_cross_done_before_a_day_not_reached_keeps_its_yes(practice):
    _suit(practice, CROSS_NEVER_REACHED[:1] + [
        ("2025-02-14", "Velachery godown - PW1 cross-examined by Arulmozhi for an hour and discharged."),
        ("2025-03-20", "Velachery godown - not reached."),
    ])
    ans = practice.ask("Velachery godown suit - PW1 cross mudinjidha?", today="2025-05-10")
    assert not first_line(ans).startswith("Not yet")


def test_the_last_date_that_came_to_nothing_says_what_it_was_listed_for_and_why(practice):
    _suit(practice, CROSS_NEVER_REACHED[:2])
    ans = practice.ask("Velachery godown mein pichli date pe kya hua? PW1 ki cross hui?", today="2025-03-01")
    line = first_line(ans)
    assert "14 Feb 2025" in line
    assert "cross-examination of PW1" in line and "not reached" in line
    assert cited_ok(practice, ans)


def test_the_day_listed_for_arguments_is_found_by_its_purpose(practice):
    _suit(practice, [
        ("2025-05-05", "Velachery godown - evidence closed on both sides. For arguments, call on 10.06.2025."),
        ("2025-06-10", "Velachery godown - court did not sit, condolence reference for a retired judge."),
    ])
    ans = practice.ask("Velachery godown arguments day what happened?", today="2025-06-20")
    line = first_line(ans)
    assert "10 Jun 2025" in line and "condolence" in line
    assert "listed for arguments" in line
    assert cited_ok(practice, ans)


def test_days_the_court_did_not_sit_in_hinglish_and_hindi_make_a_not_yet(practice):
    _suit(practice, [
        ("2025-07-01", "Velachery godown - WS aa gaya, bare denials. Issues ke liye 05.08.2025 lagi."),
        ("2025-08-05", "Velachery godown - judge sahab chhutti pe, kuch nahi hua."),
        ("2025-09-09", "पत्रावली पेश हुई। अधिवक्तागण न्यायिक कार्य से विरत रहे।"),
    ])
    ans = practice.ask("Velachery godown mein issues frame hue?", today="2025-09-20")
    line = first_line(ans)
    assert line.startswith("Not yet")
    assert "5 Aug 2025" in line and "9 Sep 2025" in line and "chhutti" in line and "विरत" in line
    assert cited_ok(practice, ans)


def test_cross_objections_never_mentioned_stay_no_record_after_a_day_not_reached(practice):
    _suit(practice, CROSS_NEVER_REACHED[:2])
    ans = practice.ask("Velachery godown lo respondent cross-objections vesara?", today="2025-03-01")
    assert not first_line(ans).startswith("Not yet")
    assert not ans.citations
