"""The note reader of a file read into one entry: no 'Other entries' list holding only that entry itself."""

from __future__ import annotations

from tests.gui.helpers import write


def test_a_one_entry_note_shows_no_list_of_other_entries(window, qtbot, tmp_path):
    """Before, a typed note's reader showed 'Other entries of the same upload' over a list whose one row was the
    note being read (marked ▶): a lawyer looked there for the rest of the file and found nothing new."""
    note = write(tmp_path / "kotagiri 4 may.txt", "Seabreeze flat (OS 412/23) - 04.05.2027: DW1 chief affidavit "
                                                   "filed by Adv. Ivo Drangpal. Next date 21.05.2027.\n")
    report = window.practice.ingest([note])
    (entry,) = report.entries
    reader = window.open_reader(entry.id)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.siblings.count() == 1
    assert not reader.siblings.isVisibleTo(reader) and not reader.siblings_heading.isVisibleTo(reader)
    reader.close()


def test_a_file_of_two_entries_still_lists_the_other(window, qtbot, tmp_path):
    note = write(tmp_path / "two cases 4 may.txt",
                 "04.05.2027\nSeabreeze flat (OS 412/23) - DW1 chief affidavit filed. Next date 21.05.2027.\n\n"
                 "Malkajgiri road widening WP (WP 20561/25) - counter filed; list on 30.05.2027.\n")
    report = window.practice.ingest([note])
    assert len(report.entries) == 2
    reader = window.open_reader(report.entries[0].id)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.siblings.count() == 2 and reader.siblings.isVisibleTo(reader)
    reader.close()
