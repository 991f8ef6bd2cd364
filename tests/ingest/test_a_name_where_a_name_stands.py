"""Notes that name their matter the way a diary does, written for these tests with names no data set holds:

- a short name written in an Indian script just before the word for a case ("सदल वाद", "সদল মামলায়") or beside
  "versus" ("સદલ વિ. …") is the registry's Roman name, though alone that spelling may be an everyday word;
- a name written after a court's title and a dash ("Labour Court - Ombirwal") is the matter heard there, not the
  court's seat ("Tehsildar, Korvadi" still is);
- a plural of a word that says what kind of case ("cheques") is no misreading of the case whose short name holds
  that kind ("Tunbaker cheque case"): it leaves no weak candidate that keeps the note's own name from filing it."""

from __future__ import annotations

from tareekh.ingest.filing import _seat_of_an_office
from tareekh.registry import Case
from tareekh.registry.sounds import names_in_devanagari


def test_a_short_name_before_the_word_for_a_case_in_any_script_is_found():
    assert names_in_devanagari("12.03.27  सदल वाद — जवाब दाखिल। अगली 2.4.27", ["Sadal"]) == ["Sadal"]
    # Bengali, with a case ending written on to the word for a case
    assert names_in_devanagari("১২.০৩.২৭ সদল মামলায় সময় চাওয়া হল", ["Sadal"]) == ["Sadal"]
    # Gujarati, beside "versus"
    assert names_in_devanagari("૧૨.૦૩.૨૭ સદલ વિ. રાજ્ય - દલીલ", ["Sadal"]) == ["Sadal"]


def test_a_short_name_standing_alone_or_two_names_spelt_alike_name_nothing():
    assert names_in_devanagari("12.03.27  सदल से बात हुई। अगली 2.4.27", ["Sadal"]) == []
    assert names_in_devanagari("12.03.27  सदल वाद — जवाब दाखिल", ["Sadal", "Saadal"]) == []


def test_a_name_after_a_courts_title_and_a_dash_is_the_matter_not_the_seat():
    assert not _seat_of_an_office("Ombirwal", "5 May 2027 Labour Court - Ombirwal\nWW1 examined.")
    assert _seat_of_an_office("Korvadi", "Report of the Tehsildar, Korvadi on the boundary.")


def test_a_note_of_a_court_then_its_matter_is_filed(practice, drop):
    practice.registry.add_case(Case(id="L1", number="Misc. Case No. 41 of 2026", short_name="Ombirwal wage claim",
                                    title="Ombirwal Hemalkar vs Sunmetal Forgings Ltd."))
    practice.registry.add_case(Case(id="L2", number="O.S. No. 77 of 2025", short_name="Korvadi well suit",
                                    title="Korvadi Gram Panchayat vs Dattaram Bhise"))
    note = "5 May 2027 Labour Court - Ombirwal\nWW2 co-worker examined, cross by opposite counsel. ND 12.7.27.\n"
    (e,) = practice.ingest([drop("labour 5 may.docx.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["L1"])


def test_a_kind_words_plural_is_no_misreading_of_a_case_name(practice, drop):
    practice.registry.add_case(Case(id="T1", number="C.C. No. 512 of 2026", short_name="Tunbaker cheque case",
                                    title="Tunbaker Spices vs Ravindran Kollery"))
    practice.registry.add_case(Case(id="T2", number="I.D. No. 9 of 2026", short_name="Zelmora estate workers",
                                    title="Workmen of Zelmora Estate vs Management"))
    res = practice.registry.resolve("Cross by me: compensation cheques were sent and returned by the workmen.")
    assert not res.candidates, [(c.case_id, c.matched) for c in res.candidates]
    note = ("05.08.2027 - Labour Court - Zelmora - MW1 manager\nChief: compensation cheques sent.\n"
            "Cross by me: no closure notice. ND 23.9.27\n")
    (e,) = practice.ingest([drop("Zelmora MW1 5.8.docx.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["T2"])


def test_a_kind_word_misspelt_in_a_case_name_still_names_the_case(practice):
    """A plural of a kind word is another form of a common word; a kind word typed with a letter dropped
    ('partiton') is the case's own name misread, and still finds the one case whose short name holds it."""
    practice.registry.add_case(Case(id="P1", number="O.S. No. 64 of 2025", short_name="Vembanur partition",
                                    title="Tarangini Vembanur vs Gopalan Vembanur"))
    practice.registry.add_case(Case(id="P2", number="C.C. No. 88 of 2026", short_name="Tunbaker cheque case",
                                    title="Tunbaker Spices vs Ravindran Kollery"))
    res = practice.registry.resolve("vembanoor partiton last hearing?")
    assert "P1" in [c.case_id for c in res.candidates], [(c.case_id, c.matched) for c in res.candidates]
    res = practice.registry.resolve("partiton la last hearing enna aachu?")
    assert [c.case_id for c in res.candidates] == ["P1"], [(c.case_id, c.matched) for c in res.candidates]



def test_a_correction_dated_only_by_the_right_day_is_no_hearing_of_it(practice, drop):
    """A note of one matter whose only full date is the day it gives as right for the day its case was listed for
    ("… ki date 22.10 nahi, 21.10.2026 hai") is a correction, though the registry already lists the case for the
    right day: never a hearing held on that day."""
    practice.registry.add_case(Case(id="Q1", number="C.C. No. 77 of 2026", short_name="Velmurgan cheque case",
                                    title="Velmurgan Traders vs Pratik Hansdak", next_date="2026-10-21"))
    practice.ingest([drop("diary 10 aug.txt", "10.08.2026 CJM - Velmurgan cheque case - accused absent. ND 22.10.26\n")])
    note = ("Sir correction - Velmurgan cheque case ki date 22.10 nahi, 21.10.2026 (Wednesday). Peshkar se order sheet "
            "dekh li. Diary mein 22 likha - galat.\n")
    (e,) = practice.ingest([drop("correction velmurgan.txt", note)]).entries
    assert e.case_ids == ["Q1"] and e.kind == "general" and e.hearing_date is None, (e.kind, e.hearing_date, e.reason)


def test_a_heading_above_the_one_matter_of_a_file_dated_by_its_name_is_its_first_line():
    """A report's or an order's heading ("DAILY REPORT - Thursday, 9th July 2026", a court's name) above the one matter
    of a file dated by its name ("… 09.07.2026.docx") is that matter's first line, not a note of its own waiting for
    review; a heading that writes another day stays apart (it would hide the matter's own day)."""
    from tareekh.ingest.models import DraftEntry
    from tareekh.ingest.rejoin import rejoin_pieces

    def cases_of(d: DraftEntry) -> list[str]:
        return ["R1"] if "4417" in d.text else []

    matter = DraftEntry(text="Crl.P. No. 4417/2026 (Hemalkar v. State) - Court Hall 12\nNotice to R2 served. NDOH: 30.07.2026.",
                        hearing_date="2026-07-09", date_source="file_name", doc_type="typed_note", next_date="2026-07-30")
    for heading, joined in (("DAILY REPORT - Thursday, 9th July 2026", True),
                            ("MOTOR ACCIDENTS CLAIMS TRIBUNAL, KORVADI (Addl. District Judge-II)", True),
                            ("DAILY REPORT - Friday, 3rd July 2026", False)):
        head = DraftEntry(text=heading, hearing_date="2026-07-09", date_source="note_text", doc_type="typed_note")
        got = rejoin_pieces([head, matter], cases_of)
        assert (len(got) == 1) == joined, (heading, [d.text[:30] for d in got])
