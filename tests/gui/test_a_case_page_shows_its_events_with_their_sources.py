"""A case's page shows what its records say happened (the window's `tareekh events --case`): each event with its
kind, its particulars as a lawyer writes them, and a chip that opens the record it was read from; one kind can
be picked; a case with none says what will appear. A hearing only a chat reports is on the timeline, its chip
named as the chat it is.

Invented notes and names, written for these tests (Hindi in Latin letters)."""

from __future__ import annotations

NOTE = ("20.11.2026 O.S. 412/2023 Seabreeze flat - defendant ke vakil Shri Omkarnath ne written statement ke liye "
        "time maanga, Rs. 2,000 costs par diya. Next date 15.12.2026.\n")


def _open(window, qtbot, case_id):
    page = window.go("cases")
    page.open_case(case_id)
    qtbot.waitUntil(lambda: page.panel.bundle is not None and page.panel.bundle["case"].id == case_id,
                    timeout=15000)
    return page.panel


def test_a_case_page_lists_its_events_and_a_chip_opens_the_record_at_its_words(window, qtbot, tmp_path):
    from tareekh.gui.widgets import Chip

    (tmp_path / "20.11.2026.txt").write_text(NOTE, encoding="utf-8")
    (entry,) = window.practice.ingest([tmp_path / "20.11.2026.txt"]).entries
    assert entry.case_id == "C01"
    panel = _open(window, qtbot, "C01")
    card = panel.events_card
    assert card.isVisibleTo(panel)
    kinds = {e.kind for e in card.shown()}
    assert {"adjournment", "costs", "next_date"} <= kinds, kinds
    words = " ".join(w.text() for w in card.findChildren(type(panel.heading)))
    assert "20.11.2026 · Costs" in words and "₹2,000" in words and "15.12.2026" in words
    assert "2026-12-15" not in words  # a date as a lawyer writes it, never ISO
    choice = [card.kind.itemText(i) for i in range(card.kind.count())]
    assert "Costs (1)" in choice
    card.kind.setCurrentIndex(choice.index("Costs (1)"))
    assert [e.kind for e in card.shown()] == ["costs"]
    qtbot.waitUntil(lambda: len(card.findChildren(Chip)) == 1, timeout=5000)  # the other rows are gone
    (chip,) = card.findChildren(Chip)
    assert chip.text() == "your note"
    chip.click()
    reader = window.readers[-1]
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.fields["source_file"].text() == "20.11.2026.txt"


def test_a_case_without_events_says_what_will_show_there(window, qtbot):
    panel = _open(window, qtbot, "C04")
    card = panel.events_card
    words = " ".join(w.text() for w in card.findChildren(type(panel.heading)))
    assert "No events" in words and "appear here" in words
    assert not card.kind.isVisibleTo(panel)


def test_a_hearing_only_a_chat_reports_shows_on_the_timeline_with_a_chat_chip(window, qtbot, tmp_path, monkeypatch):
    from tareekh import clock
    from tareekh.gui.widgets import Chip

    monkeypatch.setenv(clock.ENV, "2027-01-20")
    (tmp_path / "20.11.2026.txt").write_text(NOTE, encoding="utf-8")
    chat = ("15/12/26, 15:05 - Jr Bhuvaneshwari: Sir O.S. 412/2023 Seabreeze flat me aaj written statement file ho "
            "gaya. ND 12/01/27\n15/12/26, 15:07 - Adv: ok\n")
    (tmp_path / "WhatsApp Chat with Jr Bhuvaneshwari.txt").write_text(chat, encoding="utf-8")
    window.practice.ingest([tmp_path / "20.11.2026.txt"])
    window.practice.ingest([tmp_path / "WhatsApp Chat with Jr Bhuvaneshwari.txt"])
    panel = _open(window, qtbot, "C01")
    days = [h.hearing_date for h in panel.bundle["hearings"]]
    assert "2026-12-15" in days, days
    chips = [c for i in range(panel.timeline.count()) if (w := panel.timeline.itemAt(i).widget()) is not None
             for c in w.findChildren(Chip)]
    assert "chat" in [c.text() for c in chips]


def test_an_events_line_names_sides_in_words_and_never_repeats_the_quoted_record():
    from tareekh.events.models import Adjournment, ClientInteraction, Costs, Filing

    adj = Adjournment(text="Opp. counsel Shri Omkarnath sought time, last chance.", sought_by="other",
                      actor="Omkarnath", last_opportunity=True, record_date="2030-02-11")
    from tareekh.gui.events_card import event_line

    # the side, and who sought it as the record writes him, said together (not "…; by: Omkarnath")
    assert event_line(adj) == "sought by: the other side (Omkarnath); last opportunity"
    costs = Costs(text="costs Rs. 1500 on the respondent", amount=1500, on="other")
    assert "₹1,500" in event_line(costs) and "the other side" in event_line(costs)
    said = "ग्राहक को बताया कि अगली तारीख पर गवाह लाना है"
    told = ClientInteraction(text=said, what=said)
    assert said not in event_line(told)  # the quote under the line says it already
    unfiled = Filing(text="Written statement not filed.", what="Written statement", filed=False, side="other")
    assert event_line(unfiled).count("not filed") == 0 and "the other side" in event_line(unfiled)


def test_an_events_line_reads_a_field_that_is_a_list():
    # a judge's remark carries its tones as a list: the case page of a case with one failed to open
    from tareekh.events.models import DocField, Remark
    from tareekh.gui.events_card import event_line

    remark = Remark(text="No further adjournment, said the court.", remark="no further adjournment",
                    tones=["no_further_adjournment", "annoyed"])
    assert "no further adjournment, annoyed" in event_line(remark)
    bench = DocField(text="Coram: Justice A, Justice B", label="Coram", value="", parts=["Justice A", "Justice B"])
    assert event_line(bench) == "Coram: Justice A, Justice B"


def test_a_case_with_many_events_opens_with_the_latest_and_shows_all_on_asking(qtbot):
    from tareekh.events.models import NextDate
    from tareekh.gui.events_card import SHOWN_FIRST, EventsCard, EventSource

    opened = []
    card = EventsCard(lambda entry_id, source: opened.append(entry_id))
    qtbot.addWidget(card)
    events = [NextDate(entry_id=i, record_date=f"2029-{1 + i // 28:02d}-{1 + i % 28:02d}", date="2030-01-01",
                       text=f"ND 1.1.30 (note {i})") for i in range(SHOWN_FIRST + 5)]
    sources = {i: EventSource("your note of some day", f"note {i}", f"n{i}.txt") for i in range(len(events))}
    card.show_events(events, sources, "C7", "O.S. 9/2028", {"next_date": "next date"})
    card.show()

    def shown_notes() -> list[str]:
        qtbot.wait(20)  # rows replaced are deleted at the event loop's next turn
        return [w.text() for w in card.findChildren(QLabel) if w.text().startswith("“ND")]

    from PySide6.QtWidgets import QLabel

    first = shown_notes()
    assert len(first) == SHOWN_FIRST and first[-1].endswith(f"(note {len(events) - 1})”")  # the latest ones
    assert card.more.isVisibleTo(card) and "Show all 13" in card.more.text()
    card.more.click()
    assert len(shown_notes()) == len(events) and not card.more.isVisibleTo(card)


def test_an_events_line_says_a_side_and_who_the_record_names_for_it_together():
    # seen on a Gujarati practice's case page: "sought by: the other side; by: Defendant" read as two seekers
    from tareekh.events.models import Adjournment, Costs
    from tareekh.gui.events_card import event_line

    ours = Adjournment(text="हमने समय माँगा, गवाह बीमार", sought_by="ours", actor="we", reason="witness ill")
    assert event_line(ours).startswith("sought by: our side (we)") and "; by:" not in event_line(ours)
    costs = Costs(text="costs Rs. 2,000 on the insurer, payable to the claimant", amount=2000, on="other",
                  on_whom="the insurer", payable_to="the claimant")
    line = event_line(costs)
    assert "payable by: the other side (the insurer)" in line and line.count("the insurer") == 1, line
    nobody = Adjournment(text="Adjourned at the request of counsel.", sought_by="unknown", actor="counsel")
    assert event_line(nobody) == "by: counsel"  # no side read: who the record names stands alone
