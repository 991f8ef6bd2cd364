"""The plain reading behind every answer's evidence (agent/closest.py): the sentences within the question's anchors
that hold most of its words, rarer words counting for more; records of no case read when they name the client;
a chat day found by a question about a message; a past day narrowing the records, a day to come not."""

from __future__ import annotations

from datetime import date

from tareekh.agent.closest import closest
from tareekh.agent.compose import RecordRef
from tareekh.agent.question import Question


def rec(i: int, text: str, cases: list[str], day: str | None, kind: str = "hearing") -> RecordRef:
    return RecordRef(entry_id=i, text=text, case_ids=cases, date=day, kind=kind)


RECORDS = [
    rec(1, "Tannery suit: arguments part heard. The pollution board letter was read out.", ["K1"], "2025-02-03"),
    rec(2, "Tannery suit: adjourned, counsel busy. Arguments next time.", ["K1"], "2025-03-10"),
    rec(3, "Tannery suit: the effluent sample report shows chromium above the limit.", ["K1"], "2025-04-14"),
    rec(4, "Ferry licence appeal: the effluent of the jetty is not our issue.", ["K2"], "2025-04-15"),
    rec(5, "Spoke to Mr. Qadeer Bhatt at the bar room: he will bring the original lease on Friday.", [], "2025-05-02",
        kind="general"),
    rec(6, "10:02 Imtiaz: Sir, did the hearing happen?\n10:05 Adv: Adjourned, next month.", ["K1"], "2025-03-10",
        kind="chat_day"),
    rec(7, "Tannery suit: arguments heard in part again.", ["K1"], "2025-05-20"),
]


def question(text: str, *, cases: list[str], kind: str = "open", on: date | None = None) -> Question:
    return Question(text=text, kind=kind, today=date(2025, 6, 1), cases=cases, on=on)


def test_the_record_holding_the_rarer_word_ranks_first():
    hits = closest(question("chromium arguments?", cases=["K1"]), RECORDS,
                   name_stems=set(), anchor_stems=set())
    assert hits[0].rec.entry_id == 3
    assert all(h.rec.entry_id != 4 for h in hits)
    assert hits[1].rec.entry_id == 7  # of the records holding only the common word, the newest first  # another case's effluent is outside the anchors


def test_a_record_of_no_case_is_read_when_it_names_the_client():
    q = question("when will the original lease come?", cases=["K1"])
    assert closest(q, RECORDS, name_stems=set(), anchor_stems=set()) == []
    hits = closest(q, RECORDS, name_stems=set(), anchor_stems={"qadee"})
    assert [h.rec.entry_id for h in hits] == [5]


def test_a_question_about_a_message_finds_the_chat_day():
    hits = closest(question("what did he whatsapp about the hearing", cases=["K1"]), RECORDS,
                   name_stems=set(), anchor_stems=set())
    assert hits[0].rec.entry_id == 6


def test_a_past_day_narrows_the_records_and_a_day_to_come_does_not():
    past = closest(question("arguments?", cases=["K1"], on=date(2025, 3, 10)), RECORDS, name_stems=set(),
                   anchor_stems=set())
    assert [h.rec.entry_id for h in past] == [2]
    ahead = closest(question("arguments?", cases=["K1"], on=date(2025, 6, 2)), RECORDS, name_stems=set(),
                    anchor_stems=set())
    assert {h.rec.entry_id for h in ahead} == {1, 2, 7}


def test_only_verbs_in_common_is_not_about_the_question():
    hits = closest(question("was the rejoinder adjourned", cases=["K1"]), RECORDS, name_stems=set(),
                   anchor_stems=set())
    assert hits == []  # "adjourned" alone: no record speaks of a rejoinder


def test_the_words_that_name_the_case_do_not_count_as_its_content():
    from tareekh.agent.lexicon import stems

    hits = closest(question("tannery suit chromium", cases=["K1"]), RECORDS, name_stems=stems("tannery suit"),
                   anchor_stems=set())
    assert [h.rec.entry_id for h in hits] == [3]


def test_a_date_the_question_names_written_in_a_note_counts_as_one_of_its_words():
    recs = [*RECORDS, rec(8, "Tannery suit: the board's man did not turn up on 14/3.", ["K1"], "2025-03-20")]
    hits = closest(question("did the inspection happen on 14 March?", cases=["K1"]), recs, name_stems=set(),
                   anchor_stems=set())
    assert hits and hits[0].rec.entry_id == 8


def test_a_yes_no_by_a_deadline_reads_the_notes_written_after_it():
    recs = [*RECORDS, rec(9, "Tannery suit: the deposit was not made by the 30th.", ["K1"], "2025-07-02")]
    q = question("was the deposit made by 30 June?", cases=["K1"], kind="yes_no")
    q.until = date(2025, 6, 30)
    assert [h.rec.entry_id for h in closest(q, recs, name_stems=set(), anchor_stems=set())] == [9]


def test_a_rendered_answer_gives_the_closest_lines_room_and_says_no_sentence_twice():
    from tareekh.agent.compose import MAX_LINES, Draft, Line

    own = [Line(f"2025-0{m}-01", f"- 1 {mon} 2025, your note: step {m} of the template [{m}]")
           for m, mon in zip(range(1, 8), ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"])]
    near = [Line("2024-12-01", "- 1 Dec 2024, your note: the word the question asked [9]", order=-1)]
    text = Draft("Seven steps [1, 2].", own, near).render()
    lines = text.splitlines()[1:]
    assert len(lines) == MAX_LINES and "the word the question asked [9]" in text  # room kept for the plain reading
    assert lines[-1].endswith("[7]")  # the template keeps its newest lines …
    assert any(ln.endswith("[1]") for ln in lines) and any(ln.endswith("[2]") for ln in lines)  # … and what [1, 2] cite
    assert not any(ln.endswith("[3]") for ln in lines)

    same = [Line("2025-01-01", "- 1 Jan 2025, your note: Told the client to wait. [3]"),
            Line("2025-01-01", "- 1 Jan 2025, your note: Filed the list … Told the client to wait [3]")]
    merged = Draft("Filed.", same).render()
    assert merged.count("Told the client to wait") == 1 and "Filed the list" in merged

    quoted = Draft("Yes — 1 Jan 2025, your note: the stay was extended till the next date of hearing [4].",
                   [Line("2025-01-01", "- 1 Jan 2025, your note: the stay was extended till the next date of hearing [4]")])
    assert quoted.render().count("the stay was extended") == 1
