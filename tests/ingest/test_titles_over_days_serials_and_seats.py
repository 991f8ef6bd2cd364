"""Four habits of filing a lawyer's notes, written for these tests with names no data set holds:

- a note titled over several days ("Nov notes - three matters", then "3/11 …", "5/11 …") is one hearing per day
  line, and the first is dated by its day line, not by the title or a next date;
- a file named by a case's type and serial without the year ("RSA 733 points.txt") is that case's, when only one
  registered case has that type and serial;
- a town written as the seat of an office ("Tehsildar, Korbapur") is no party's name, even when one case's name
  holds the town;
- a chat day of an appeal that calls the case below "the suit" stays with the appeal whose registry nature says
  it arises from a suit, though another case of the practice is a suit."""

from __future__ import annotations

from tareekh.ingest.filing import Filing, _seat_of_an_office, choose_by_kind_and_serial, choose_by_one_name, kind_words
from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document
from tareekh.registry import Case


def _note(text: str, name: str) -> Document:
    return Document(source_name=name, media="text", doc_type="typed_note", pages=[Page(number=1, text=text)])


NOV = ("Nov notes - three matters\n"
       "3/11 Ujwalraj S.T.: complainant absent again, B.W. issued. ND 12.1.27.\n"
       "5/11 Bhaskarini suit: issues framed; plaintiff to file list of witnesses. ND 9.12.2026.\n"
       "    Her brother came to the office later.\n"
       "6/11 Tirthankar bail: heard, orders on 10.11.2026.\n")


def test_a_title_over_day_lines_leaves_one_hearing_per_day():
    entries = split_document(_note(NOV, "nov notes.txt"), file_name="nov notes.txt",
                             vocabulary=["Ujwalraj", "Bhaskarini", "Tirthankar"],
                             paragraph_heads=["Ujwalraj", "Bhaskarini", "Tirthankar"])
    assert len(entries) == 3, [e.text for e in entries]
    assert "Ujwalraj" in entries[0].text and "Bhaskarini" not in entries[0].text
    assert "brother came" in entries[1].text
    assert [e.hearing_date[5:] if e.hearing_date else None for e in entries] == ["11-03", "11-05", "11-06"]


def test_a_note_opening_with_its_day_is_not_cut_at_a_date_it_tells():
    text = "14/9 Zoravar RSA - argued. Bench asked for the 1988 deed.\n16/9 to file it with an affidavit.\n"
    entries = split_document(_note(text, "IMG_7781.jpg.txt"), file_name="IMG_7781.jpg.txt", vocabulary=["Zoravar"],
                             paragraph_heads=["Zoravar"])
    # a later day line opens another day's hearing: the rule that was there before this change
    assert len(entries) == 2


CASES = [("A1", "R.S.A. No. 733 of 2023"), ("A2", "W.P. No. 733 of 2024"), ("A3", "O.S. No. 61 of 2022")]
KINDS = {cid: kind_words(None, number) for cid, number in CASES}


def test_a_file_named_by_type_and_serial_goes_to_that_case():
    got = choose_by_kind_and_serial(Filing([], [], 0.0, "no case"), "RSA 733 arguments points", CASES, KINDS, 90)
    assert got.case_ids == ["A1"], got.reason
    got = choose_by_kind_and_serial(Filing([], [], 0.0, "no case"), "wp-733 counter draft", CASES, KINDS, 90)
    assert got.case_ids == ["A2"], got.reason


def test_a_serial_two_cases_of_one_type_share_or_a_bare_serial_files_nothing():
    twins = CASES + [("A4", "R.S.A. No. 733 of 2019")]
    kinds = {cid: kind_words(None, number) for cid, number in twins}
    assert choose_by_kind_and_serial(Filing([], [], 0.0, "no case"), "RSA 733 points", twins, kinds, 90).case_ids == []
    assert choose_by_kind_and_serial(Filing([], [], 0.0, "no case"), "points 733", CASES, KINDS, 90).case_ids == []
    assert choose_by_kind_and_serial(Filing([], [], 0.0, "no case"), "CRP 733 points", CASES, KINDS, 90).case_ids == []


def test_a_town_as_an_offices_seat_is_no_partys_name():
    assert _seat_of_an_office("korbapur", "Certified copy issued 2.3.2026 - sd/- Tehsildar, Korbapur")
    assert _seat_of_an_office("korbapur", "apply at Korbapur\nTahsil for the khatauni")
    assert not _seat_of_an_office("korbapur", "Korbapur land writ - counter not filed")
    index = {"korbapur": {"A2"}}
    paper = "Record of rights - Khata 88, plot 412\nCertified copy issued 2.3.2026 - sd/- Tehsildar, Korbapur"
    assert choose_by_one_name(Filing([], [], 0.0, "no case"), paper, index, KINDS, 90).case_ids == []
    note = "Korbapur land writ - counter not filed, AGP took time. ND 4.5.26"
    assert choose_by_one_name(Filing([], [], 0.0, "no case"), note, index, KINDS, 90).case_ids == ["A2"]


CHAT = ("04/08/2026, 11:02 - Mehtabi Trustee: Sir appeal listed tomorrow?\n"
        "04/08/2026, 11:05 - Ilavarasi Adv: yes, be there by 10\n"
        "05/08/2026, 19:02 - Ilavarasi Adv: Argued 30 minutes. Bench asked where the board's sanction for the suit is."
        " Bring the 2017 sanction letter.\n"
        "05/08/2026, 19:10 - Mehtabi Trustee: Sari sir, will bring.\n")


def test_a_chat_day_calling_the_case_below_the_suit_stays_with_the_appeal(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="R1", number="S.A. No. 733 of 2023", short_name="shrine second appeal",
                                    title="Sri Kaliamman Shrine rep. by Mehtabi Trustee vs Dorairaj",
                                    nature="second appeal in a suit for declaration over the shrine's land",
                                    court="High Court, Court Hall 4"))
    practice.registry.add_case(Case(id="R2", number="O.S. No. 61 of 2022", short_name="Korbapur partition suit",
                                    title="Ujwalraj vs Bhaskarini", court="District Munsif, Korbapur"))
    entries = practice.ingest([drop("WhatsApp Chat with Mehtabi Trustee.txt", CHAT)]).entries
    sanction = [e for e in entries if "sanction" in e.text]
    assert sanction and sanction[0].case_ids == ["R1"], [(e.text[:40], e.case_ids) for e in entries]


def test_a_party_named_only_as_a_witness_employer_does_not_file_the_note():
    from tareekh.ingest.filing import not_by_someones_relation
    from tareekh.ingest.review import CaseCandidate

    cands = [CaseCandidate(case_id="A3", score=98.0, tier="alias", matched="Lokeshwarappa Chennaveeri")]
    note = ("9/8/26 Spl Court - PW2 Hanumaiah cross\n- admitted he works for Lokeshwarappa Chennaveeri for 4 years\n"
            "- denied he was tutored. ND 1.10.2026")
    got = not_by_someones_relation(Filing(["A3"], cands, 0.98, "alias"), note)
    assert got.case_ids == [] and got.candidates == [], got.reason
    # the party named as the party still files the note
    own = "9/8/26 Lokeshwarappa Chennaveeri suit - PW2 cross over; he works for the plaintiff. ND 1.10.2026"
    assert not_by_someones_relation(Filing(["A3"], cands, 0.98, "alias"), own).case_ids == ["A3"]
    # … and a firm's own witness works for it in its own case
    firm = [CaseCandidate(case_id="A1", score=98.0, tier="alias", matched="Chennaveeri Traders")]
    note = "PW1 Hanumaiah, who works for Chennaveeri Traders, chief examination over. ND 2.9.26"
    assert not_by_someones_relation(Filing(["A1"], firm, 0.98, "alias"), note).case_ids == ["A1"]


def test_a_co_worker_at_the_firm_that_is_a_party_still_files_the_note():
    from tareekh.ingest.filing import not_by_someones_relation
    from tareekh.ingest.review import CaseCandidate

    cands = [CaseCandidate(case_id="A2", score=96.0, tier="alias", matched="Chennaveeri Looms")]
    note = "WW3 Hanumaiah, still working at Chennaveeri Looms, said the gate was shut on him. ND 4.4.26"
    got = not_by_someones_relation(Filing(["A2"], cands, 0.96, "alias"), note,
                                   ["Ujwalraj", "M/s Chennaveeri Looms", "Ujwalraj vs M/s Chennaveeri Looms"])
    assert got.case_ids == ["A2"], got.reason
    assert not_by_someones_relation(Filing(["A2"], cands, 0.96, "alias"), note).case_ids == []
