"""Ingest through the Practice: originals, filing, review, next dates, links, conflicts, retain handoff."""

from __future__ import annotations

import hashlib
import os
import stat

import pytest

from tareekh.errors import InputError, NotFound
from tareekh.practice.ingest_ops import IngestService

DAY_NOTE = """12 Mar 2025, Wed - court notes

OS 318/22 Marripudi. PW1 cross by Pantulu for about 40 min. He held up ok. next date 20.04.2025

Yenugula partition (OS 1180/21) - Issues framed. Draft PW1 chief affidavit now.

Nobody v Nothing - not reached.
"""

ORDER_SHEET = """IN THE COURT OF THE VII ADDITIONAL CHIEF JUDGE, CITY CIVIL COURT
O.S. No. 318 of 2022
12.03.2025: PW1 present. Partly cross-examined. For further cross-examination, call on 16.04.2025.
16.04.2025: PW1 further cross-examined and discharged. Call on 25.06.2025.
"""


def sha(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_typed_day_note_is_filed_per_hearing_and_unknown_matters_wait_for_review(filing, drop):
    report = filing.ingest([drop("court_notes_2025-03-12.txt", DAY_NOTE)])
    assert [f.state for f in report.files] == ["done"]
    by_case = {e.case_id: e for e in report.entries}
    assert set(by_case) == {"C2", "C1", None}
    assert by_case["C2"].status == "retained" and by_case["C2"].retain_state == "pending"
    assert by_case["C2"].hearing_date == "2025-03-12" and by_case["C2"].next_date == "2025-04-20"
    assert by_case["C2"].author == "lawyer" and by_case["C2"].doc_type == "typed_note"
    assert by_case["C2"].confidence == 1.0
    waiting = filing.review_queue()
    assert [e.text for e in waiting] == ["Nobody v Nothing - not reached."]
    assert waiting[0].reason and waiting[0].retain_state is None
    assert by_case["C2"].original_path.startswith("originals/")


def test_the_original_is_copied_by_hash_and_the_dropped_file_is_untouched(filing, drop):
    src = drop("court_notes_2025-03-12.txt", DAY_NOTE)
    before = (sha(src), os.stat(src).st_mtime_ns, os.stat(src).st_mode)
    report = filing.ingest([src])
    assert (sha(src), os.stat(src).st_mtime_ns, os.stat(src).st_mode) == before
    stored = filing.home / report.entries[0].original_path
    assert stored.name == f"{before[0]}.txt" and sha(stored) == before[0]
    assert not os.stat(stored).st_mode & stat.S_IWUSR  # the kept original is read-only
    assert not list(filing.originals_dir.glob(".incoming-*"))


def test_the_same_bytes_again_are_recognised_and_make_no_new_entries(filing, drop):
    first = filing.ingest([drop("court_notes_2025-03-12.txt", DAY_NOTE)])
    again = filing.ingest([drop("copy of notes.txt", DAY_NOTE)])
    assert again.files[0].state == "duplicate"
    assert again.files[0].message == f"duplicate of upload {first.files[0].upload_id}"
    assert again.entries == []
    assert len(filing.entries()) == len(first.entries)


def test_user_case_date_and_author_override_what_is_read(filing, drop):
    report = filing.ingest([drop("x.txt", "Client meeting about the suit. Told him to bring deeds.")],
                           case_id="C4", date="02.09.2026", author="Sai  Tarun")
    (e,) = report.entries
    assert (e.case_id, e.hearing_date, e.author, e.status) == ("C4", "2026-09-02", "Sai Tarun", "retained")
    with pytest.raises(NotFound):
        filing.ingest([drop("y.txt", "text")], case_id="C99")
    with pytest.raises(InputError, match="not a date"):
        filing.ingest([drop("z.txt", "text")], date="32.13.2025")


def test_confirm_files_a_review_entry_with_corrections_and_reject_keeps_it_visible(filing, drop):
    filing.ingest([drop("court_notes_2025-03-12.txt", DAY_NOTE)])
    (waiting,) = filing.review_queue()
    done = filing.confirm(waiting.id, case_id="C3", date="2025-03-13", text="Silveroak WP - not reached.")
    assert (done.status, done.case_id, done.hearing_date, done.text) == (
        "retained", "C3", "2025-03-13", "Silveroak WP - not reached.")
    assert done.retain_state == "pending" and filing.review_queue() == []
    rejected = filing.reject(done.id)
    assert rejected.status == "rejected" and rejected.retain_state is None
    assert rejected.id in [e.id for e in filing.entries(status="rejected")]
    assert len(filing.entries()) == 3
    with pytest.raises(NotFound):
        filing.confirm(999)
    with pytest.raises(InputError, match="no case"):
        filing.ingest_text("Somebody - nothing.", name="n_2025-01-01.txt")
        filing.confirm(filing.review_queue()[0].id)


def test_the_newest_next_date_moves_the_case_keeping_its_history(filing, drop):
    filing.ingest([drop("CC_OS_318-22.txt", ORDER_SHEET)])
    assert filing.registry.get_case("C2").next_date == "2025-06-25"
    history = filing.registry.next_date_history("C2")
    assert [h.next_date for h in history][-1] == "2025-06-25"
    assert all(h.source.startswith("entry:") for h in history)
    # An older note about the first hearing does not move the case back in time.
    filing.ingest_text("Marripudi - PW1 cross part-heard. adjd to 18/4", name="n_2025-03-12.txt")
    assert filing.registry.get_case("C2").next_date == "2025-06-25"


def test_a_note_and_the_order_sheet_of_one_hearing_are_linked_and_their_disagreement_flagged(filing, drop):
    sheet = filing.ingest([drop("CC_OS_318-22.txt", ORDER_SHEET)]).entries
    note = filing.ingest([drop("court_notes_2025-03-12.txt", DAY_NOTE)]).entries
    sheet_row = next(e for e in sheet if e.hearing_date == "2025-03-12")
    note_entry = next(e for e in note if e.case_id == "C2")
    assert filing.entry(sheet_row.id).linked_entry_ids == [note_entry.id]
    assert filing.entry(note_entry.id).linked_entry_ids == [sheet_row.id]
    assert sheet_row.text != note_entry.text  # both kept, never merged
    (conflict,) = filing.conflicts()
    assert (conflict.case_id, conflict.hearing_date, conflict.field) == ("C2", "2025-03-12", "next_date")
    assert {conflict.value_a, conflict.value_b} == {"2025-04-16", "2025-04-20"}
    assert filing.registry.get_case("C2").next_date == "2025-06-25"  # the court's record stands


def test_retain_handoff_calls_the_memory_when_one_is_registered(filing, drop):
    got = []
    filing.ingest_service.retain_into_memory = lambda entries: got.extend(e.id for e in entries)
    report = filing.ingest([drop("court_notes_2025-03-12.txt", DAY_NOTE)])
    filed = [e.id for e in report.entries if e.status == "retained"]
    assert got == filed
    assert {filing.entry(i).retain_state for i in filed} == {"done"}


def test_a_failing_memory_leaves_entries_failed_not_lost_and_they_can_be_retried(filing, drop):
    def broken(entries):
        raise RuntimeError("bank is locked")

    filing.ingest_service.retain_into_memory = broken
    report = filing.ingest([drop("court_notes_2025-03-12.txt", DAY_NOTE)])
    filed = [e.id for e in report.entries if e.status == "retained"]
    assert {filing.entry(i).retain_state for i in filed} == {"failed"}
    filing.ingest_service.retain_into_memory = lambda entries: None
    assert {e.retain_state for e in filing.retain_pending()} == {"done"}


def test_progress_reports_every_stage_and_cancel_stops_the_batch(filing, drop):
    import threading

    events = []
    filing.ingest([drop("court_notes_2025-03-12.txt", DAY_NOTE)], progress=events.append)
    assert [e.stage for e in events] == ["store", "read", "split", "resolve", "retain", "done", "retain"]
    assert events[-2].done == events[-2].total == 1
    assert events[-1].message == "2/2 handed to the memory"  # one handoff for the whole batch
    cancel = threading.Event()
    cancel.set()
    report = filing.ingest([drop("other_2025-03-13.txt", "Marripudi - not reached.")], cancel=cancel)
    assert [f.state for f in report.files] == ["cancelled"]


def test_filed_entries_reach_the_real_memory_bank(practice, drop):
    from tareekh.registry import Case

    practice.registry.add_case(Case(id="C2", number="O.S. No. 318 of 2022", short_name="Marripudi"))
    report = practice.ingest([drop("court_notes_2025-03-12.txt", DAY_NOTE)])
    filed = [e for e in report.entries if e.status == "retained"]
    assert [e.case_id for e in filed] == ["C2"]
    assert practice.entry(filed[0].id).retain_state == "done"
    assert practice.entries(status="review")[0].retain_state is None


def test_confirming_under_another_case_drops_stale_links_and_rejecting_settles_its_conflict(filing, drop):
    sheet = filing.ingest([drop("CC_OS_318-22.txt", ORDER_SHEET)]).entries
    note = next(e for e in filing.ingest([drop("court_notes_2025-03-12.txt", DAY_NOTE)]).entries if e.case_id == "C2")
    assert filing.entry(note.id).linked_entry_ids and filing.conflicts()
    moved = filing.confirm(note.id, case_id="C4")
    assert moved.linked_entry_ids == [] and filing.conflicts() == []
    back = filing.confirm(note.id, case_id="C2")
    assert back.linked_entry_ids == [sheet[0].id]
    (conflict,) = filing.conflicts()
    filing.reject(note.id)
    assert filing.conflicts()[0].resolved is True and filing.conflicts()[0].id == conflict.id


def test_confirm_files_one_entry_without_starting_an_upload_pipeline(filing, drop, monkeypatch):
    filing.ingest([drop("court_notes_2025-03-12.txt", DAY_NOTE)])
    (waiting,) = filing.review_queue()
    monkeypatch.setattr(IngestService, "pipeline", lambda *a, **k: pytest.fail("confirm built an upload pipeline"))
    done = filing.confirm(waiting.id, case_id="C3", date="2025-03-13", text="Silveroak WP - heard. next date 20.05.2025")
    assert (done.status, done.case_id, done.hearing_date, done.next_date) == (
        "retained", "C3", "2025-03-13", "2025-05-20")


def test_resolving_a_note_gives_a_typed_filing_with_ranked_case_candidates(filing):
    from tareekh.ingest.filing import Filer
    from tareekh.ingest.review import CaseCandidate

    filer = Filer(filing.conn, filing.registry)
    found = filer.resolve_case(None, "OS 318/22 Marripudi. PW1 cross by Pantulu.")
    assert found.case_ids == ["C2"] and all(isinstance(c, CaseCandidate) for c in found.candidates)
    assert found.candidates[0].case_id == "C2" and found.candidates[0].tier == "number"
    nothing = filer.resolve_case(None, "Nobody v Nothing - not reached.")
    assert nothing.case_ids == [] and nothing.reason
