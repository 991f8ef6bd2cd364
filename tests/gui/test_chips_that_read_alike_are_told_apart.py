"""A row of source chips never holds two that read alike: the lawyer can tell which note each one opens."""

from __future__ import annotations

from tareekh.gui.widgets import Chip, ChipRow, Source
from tests.gui.helpers import write


def _row(*sources: tuple[str, str | None]) -> list[str]:
    row = ChipRow("Sources")
    for i, (label, file) in enumerate(sources, 1):
        row.add(Chip(i, Source(i, "text", "2031-02-03", file))).setText(label)
    row.finish()
    return [chip.text() for chip in row.chips]


def test_chips_alike_get_their_file_or_a_number_and_others_stay_as_they_are(qapp):
    assert _row(("your note", "diary feb.jpg"), ("your note", "typed 3 feb.txt"), ("order sheet", "os.pdf")) == [
        "your note · diary feb.jpg", "your note · typed 3 feb.txt", "order sheet"]
    assert _row(("your note", "diary feb.jpg"), ("your note", "diary feb.jpg")) == ["your note (1)", "your note (2)"]
    assert _row(("your note of 3 Feb 2031", None), ("your note of 3 Feb 2031", None)) == [
        "your note of 3 Feb 2031 (1)", "your note of 3 Feb 2031 (2)"]
    assert _row(("[1]", "a.txt"), ("[2]", "a.txt")) == ["[1]", "[2]"]


def test_a_hearing_told_in_two_notes_shows_two_chips_that_differ_on_the_case_page(window, qtbot, tmp_path):
    """Before, a hearing recorded in a typed note and again in a diary note showed 'Sources: your note, your note':
    two chips alike, and the lawyer had to open both to find the one wanted. Now each names its file."""
    first = write(tmp_path / "court day.txt", "OS 412/2023 — 01.12.2026: PW1 cross-examination concluded. "
                                              "Next date 15.01.2027 for DW1.")
    second = write(tmp_path / "evening summary.txt", "OS 412/2023 — 01.12.2026: receipts of Rs. 40,000 marked "
                                                     "through PW1 as Ex.P7. Next date 15.01.2027.")
    report = window.practice.ingest([first, second])
    case_id = next(e.case_id for e in report.entries if e.case_id)
    cases = window.go("cases")
    cases.open_case(case_id)
    qtbot.waitUntil(lambda: cases.panel.bundle is not None and cases.panel.case_id == case_id, timeout=10000)
    window.runner.wait_idle(10)
    hearing = next(h for h in cases.panel.bundle["hearings"] if h.hearing_date == "2026-12-01")
    assert len(hearing.sources) == 2
    timeline = cases.panel.timeline  # the hearing's chips (the events above have chips of their own)
    cards = [w for i in range(timeline.count()) if (w := timeline.itemAt(i).widget()) is not None]
    texts = [chip.text() for card in cards for chip in card.findChildren(Chip)
             if chip.citation.source_file in ("court day.txt", "evening summary.txt")]
    assert len(texts) == 2 and len(set(texts)) == 2, texts
    assert any("court day.txt" in t for t in texts) and any("evening summary.txt" in t for t in texts)
