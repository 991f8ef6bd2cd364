"""A case's timeline holds the hearings only a chat reports: a day of a WhatsApp export on which a junior writes
from court with a new next date ("aaj PW1 ka cross hua. ND 14/05/30") is that day's hearing, with the chat as
its source; a message that only repeats the date already fixed reports no hearing.

Invented notes, chat and names, written for these tests (Hindi written in Latin letters)."""

from __future__ import annotations

NOTE = "05.03.2030 O.S. 77/2029 Baghelkhand orchard - issues framed. ND 09.04.2030 for PW1 cross.\n"
CHAT = (
    "09/04/30, 16:10 - Jr Tarakeshwar: Sir O.S. 77/2029 Baghelkhand orchard me aaj PW1 ka cross hua, "
    "defence ne do ghante liye. ND 14/05/30\n"
    "09/04/30, 16:12 - Adv Devavrat: theek hai\n"
    "13/05/30, 18:00 - Jr Tarakeshwar: Sir kal O.S. 77/2029 Baghelkhand orchard hai na? ND 14/05/30 hi hai\n"
)


def test_a_chat_day_giving_a_new_next_date_is_a_hearing_on_the_timeline(practice, drop, monkeypatch):
    from tareekh import clock
    from tareekh.registry import Case

    monkeypatch.setenv(clock.ENV, "2030-06-01")
    practice.registry.add_case(Case(id="C9", number="O.S. No. 77 of 2029", short_name="Baghelkhand orchard"))
    practice.ingest([drop("5.3.2030.txt", NOTE)])
    practice.ingest([drop("WhatsApp Chat with Jr Tarakeshwar.txt", CHAT)])
    chats = {e.record_date: e for e in practice.entries(case_id="C9") if e.kind == "chat_day"}
    assert set(chats) >= {"2030-04-09", "2030-05-13"}, chats
    timeline = practice.timeline("C9")
    days = {h.hearing_date: h for h in timeline.hearings}
    assert "2030-03-05" in days
    assert "2030-04-09" in days, [h.hearing_date for h in timeline.hearings]
    (src,) = days["2030-04-09"].sources
    assert src.kind == "chat_day" and "PW1 ka cross" in src.text
    assert "2030-05-13" not in days  # it repeats the date fixed on 09.04: no hearing


def test_a_chat_day_after_today_is_no_hearing_yet(practice, drop, monkeypatch):
    from tareekh import clock
    from tareekh.registry import Case

    monkeypatch.setenv(clock.ENV, "2030-04-01")
    practice.registry.add_case(Case(id="C9", number="O.S. No. 77 of 2029", short_name="Baghelkhand orchard"))
    practice.ingest([drop("5.3.2030.txt", NOTE)])
    practice.ingest([drop("WhatsApp Chat with Jr Tarakeshwar.txt", CHAT)])
    assert "2030-04-09" not in {h.hearing_date for h in practice.timeline("C9").hearings}
