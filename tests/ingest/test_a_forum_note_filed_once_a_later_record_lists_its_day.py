"""A note headed only by its forum ("JMFC-2 - <client> 138"), read before a record dropped with it that lists its
case for the note's day (a junior's message "ND 12/3"), waited at first: the case's last hearing had listed it for
another day. Once the whole batch is filed it is looked at again and filed under the one case in that forum; a
later record listing the case for yet another day leaves it waiting. Names no data set holds."""

from __future__ import annotations

from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="F1", number="S.C.C. No. 412 of 2029", short_name="Kesarbai cheque case",
                                    title="Kesarbai Tanksale vs Dharmadas Umbarkar", court="JMFC-2, Sonkheda"))
    practice.registry.add_case(Case(id="F2", number="R.C.S. No. 88 of 2029", short_name="Umbargaon plot suit",
                                    title="Vithoba Umbargaon vs Shevanta Dharmadhikari",
                                    court="Dewani Nyayalaya, Umbarwadi"))


_HEARING = "02.02.2030 - Kesarbai cheque case - complainant's affidavit filed. Next 09.03.2030\n"
_NOTE = ("12/3/30  JMFC-2 - Bhosekar ji 138\nCW2 bank officer proved the return memo; accused's recall "
         "application rejected on the spot. ND 20.4.30\n")


def test_a_forum_note_waiting_on_its_day_is_filed_when_a_later_record_of_the_batch_lists_it(practice, drop):
    _cases(practice)
    practice.ingest([drop("feb.txt", _HEARING)])
    chat = ("09/03/2030, 13:05 - Yeshwin Jr: Sir Kesarbai cheque case madhe bank officer aala nahi, summons parat. "
            "Pudhchi tarikh 12/3\n09/03/2030, 13:07 - Office: ok\n")
    report = practice.ingest([drop("IMG_20300312_141503.jpg.txt", _NOTE), drop("WhatsApp Chat with Yeshwin Jr.txt", chat)])
    (note,) = [e for e in report.entries if "CW2" in e.text]
    assert (note.status, note.case_ids) == ("retained", ["F1"]), note.reason


def test_a_later_record_listing_another_day_leaves_the_forum_note_waiting(practice, drop):
    _cases(practice)
    practice.ingest([drop("feb.txt", _HEARING)])
    chat = ("09/03/2030, 13:05 - Yeshwin Jr: Sir Kesarbai cheque case madhe bank officer aala nahi, summons parat. "
            "Pudhchi tarikh 18/3\n09/03/2030, 13:07 - Office: ok\n")
    report = practice.ingest([drop("IMG_20300312_141503.jpg.txt", _NOTE), drop("WhatsApp Chat with Yeshwin Jr.txt", chat)])
    (note,) = [e for e in report.entries if "CW2" in e.text]
    assert note.status == "review", note.reason
