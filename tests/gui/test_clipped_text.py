"""Text the window shortens is shortened where a reader can stop: between words (never through one, nor
through an Indian script's letter and its vowel sign), at a sentence's end when one is near, a figure's label
kept with its figure, and always marked "…"; a file's name keeps its ending; a review card's reason reads
as one sentence."""

from __future__ import annotations

import unicodedata

from PySide6.QtWidgets import QLabel

from tareekh.gui.widgets import Source, citation_tip, clip_name, opening, sentence
from tareekh.ingest.review import CaseCandidate, Entry


def _flat(text: str) -> str:
    return " ".join(text.split())


def assert_cut_between_words(shown: str, full: str) -> None:
    assert shown.endswith("…"), shown
    kept = shown[:-1].rstrip()
    flat = _flat(full)
    assert flat.startswith(kept), (kept, flat)
    # the next character is no letter, digit or vowel sign: the cut fell between words (a comma or colon
    # just before the cut may be dropped)
    assert unicodedata.category(flat[len(kept)])[0] not in "LNM", \
        f"cut inside a word: {kept[-12:]!r}|{flat[len(kept):len(kept) + 12]!r}"


TELUGU = ("సాక్షి ప్రధాన విచారణ పూర్తయింది మరియు ప్రతివాది న్యాయవాది క్రాస్ కోసం సమయం కోరారు "
          "కోర్టు అనుమతించింది తదుపరి వాయిదా పదిహేనవ తేదీ")


def test_a_clipped_note_ends_between_words_in_any_script():
    for text in (TELUGU, "The respondent's counsel sought time to file the written statement; objection "
                         "recorded and costs reserved for the next hearing of the petition"):
        for limit in (30, 47, 61, 80):
            assert_cut_between_words(opening(text, limit), text)
            assert len(opening(text, limit)) <= limit + 2


def test_a_clipped_note_stops_at_a_sentence_end_when_one_is_near():
    hindi = ("गवाह का मुख्य परीक्षण हुआ और प्रतिपरीक्षण के लिए समय लिया गया। अगली पेशी पर दस्तावेज़ पेश "
             "करने का निर्देश दिया गया")
    assert opening(hindi, 70) == "गवाह का मुख्य परीक्षण हुआ और प्रतिपरीक्षण के लिए समय लिया गया। …"
    english = "Counter filed by the insurer today. Reply to be filed within two weeks by the claimant's side."
    assert opening(english, 50) == "Counter filed by the insurer today. …"
    # a full stop after an abbreviation is no sentence's end
    assert opening("Amount to be deposited as ordered, Rs. 82,500 within four weeks", 44).endswith("ordered…")


def test_a_figures_label_is_not_left_dangling_without_its_figure():
    shown = opening("Interim maintenance was fixed by the court at Rs. 17,250 per month from filing", 52)
    assert shown == "Interim maintenance was fixed by the court at…"


def test_a_short_text_is_shown_whole_on_one_line():
    assert opening("PW2 examined.\n  Next  date 03.02.2031") == "PW2 examined. Next date 03.02.2031"


def test_a_long_file_name_keeps_its_start_and_its_ending():
    name = "Scanned order sheet of the district court copy (3).pdf"
    shown = clip_name(name, 40)
    assert len(shown) <= 40 and "…" in shown
    assert name.startswith(shown.split("…")[0]) and shown.endswith("(3).pdf")
    assert clip_name("short.pdf") == "short.pdf"


def test_a_source_chips_tip_shows_the_cited_text_clipped_between_words():
    text = " ".join([TELUGU] * 8)
    tip = citation_tip(Source(entry_id=3, text=text, hearing_date="2031-02-03", source_file="notes.txt"))
    shown = tip.split("<br>", 1)[1]
    assert_cut_between_words(shown, text)


def test_the_readers_list_of_the_uploads_entries_clips_each_between_words(window, qtbot, tmp_path):
    note = tmp_path / "two matters.txt"
    long_one = ("12.11.2026 - Seabreeze flat (OS 412/2023): PW1 cross-examination continued at length about the "
                "registered agreement and the receipts produced. Next date 03.12.2026.")
    note.write_text(long_one + "\n\n12.11.2026 - Malkajgiri road widening WP (WP 20561/2025): counter affidavit "
                    "of the corporation filed, rejoinder in two weeks. Next date 10.12.2026.\n", encoding="utf-8")
    window.runner.wait_idle(30)
    report = window.practice.ingest([note])
    assert len(report.entries) == 2, [(e.case_id, e.text[:40]) for e in report.entries]
    reader = window.open_reader(report.entries[0].id)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    rows = [reader.siblings.item(i).text() for i in range(reader.siblings.count())]
    assert len(rows) == 2
    for row, entry in zip(sorted(rows, key=lambda r: "Seabreeze" not in r),
                          sorted(report.entries, key=lambda e: e.case_id != "C01")):
        words = row.split(" · ", 2)[2]
        if len(_flat(entry.text)) > 60:
            assert_cut_between_words(words, entry.text)
    reader.close()


def test_a_review_cards_reason_reads_as_one_sentence(window):
    from tareekh.gui.add_notes import ReviewCard

    entry = Entry(id=9, upload_id=1, source_file="diary.txt", original_path="diary.txt", case_id=None,
                  hearing_date=None, doc_type="typed_note", author="lawyer", confidence=0.5, status="review",
                  reason="one candidate", text="Seabreeze - arguments heard in part.", page=1,
                  candidates=[CaseCandidate(case_id="C01", score=0.7, tier="alias", matched="Seabreeze")])
    why = window.practice.why_waiting(entry)
    assert why.startswith("is it ") and "?;" not in why and "no hearing date" in why.lower()
    card = ReviewCard(window.pages["add_notes"], entry, [], None, [], why)
    said = card.findChild(QLabel, "whyWaiting").text()
    assert "?." not in said and "?;" not in said and said.endswith("."), said
    assert sentence("is it the appeal?") == "is it the appeal?" and sentence("no case named") == "no case named."
    assert sentence("मामला नहीं मिला।") == "मामला नहीं मिला।"
