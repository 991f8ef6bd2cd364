"""A paper's heading (the court, the bench, an office) stays with the matter below it instead of waiting for review
on its own; an application under a section, a month of a year and a fraction that opens a sentence split nothing;
and a number the case's own description records (the suit its appeal arises from) holds no note for review.
Registry and notes written here."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.models import Party


def _writ(filing):
    filing.registry.add_case(Case(
        id="K1", number="W.P. No. 4471 of 2026", short_name="Zethubi quarry writ",
        title="Oswerta Zethubi vs State", parties=[Party(name="Oswerta Zethubi", role="petitioner")]))
    filing.registry.add_case(Case(
        id="K2", number="O.S. No. 93 of 2024", short_name="Quillavan boundary suit",
        title="Tobrenk Quillavan vs Ishvalda Korvelle",
        parties=[Party(name="Tobrenk Quillavan", role="plaintiff"), Party(name="Ishvalda Korvelle", role="defendant")]))


def test_a_bench_written_by_hand_heads_the_matter_below_it(filing, drop):
    _writ(filing)
    note = ("HC Ct 6 - Marwick J\n"
            "WP 4471/26 Zethubi quarry\n"
            "notice issued, counter in 3 weeks.\n"
            "ND 14.1.27\n")
    (e,) = filing.ingest([drop("IMG_20261203_1710.jpg.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K1"]), e.reason
    assert e.text.startswith("HC Ct 6 - Marwick J")


def test_a_printed_heading_and_its_presiding_officer_stay_with_the_order(filing, drop):
    _writ(filing)
    order = ("IN THE FAMILY COURT, RIVERTON\n"
             "(Presiding Officer: Sri. Marwick Threnody, Principal Judge)\n"
             "O.S. No. 93 of 2024      Tobrenk Quillavan  v/s  Ishvalda Korvelle\n"
             "09-02-2026\n"
             "Present: both sides. Written statement filed. To come up on 16.03.2026 for issues.\n")
    (e,) = filing.ingest([drop("IMG-20260209-WA0003.jpg.txt", order)]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["K2"], "2026-02-09"), e.reason


def test_a_heading_in_an_indian_script_stays_with_the_order_too(filing, drop):
    _writ(filing)
    order = ("न्यायालय सिविल न्यायाधीश, रिवरटन\n"
             "O.S. No. 93 of 2024      Tobrenk Quillavan  v/s  Ishvalda Korvelle\n"
             "09-02-2026\n"
             "उभय पक्ष उपस्थित। जवाब दावा पेश। पेशी 16.03.2026\n")
    (e,) = filing.ingest([drop("OS 93 aadesh.pdf.txt", order)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K2"]), e.reason


def test_a_lone_name_with_its_step_is_no_heading(filing, drop):
    _writ(filing)
    note = ("Korvelle sir - adjourned\n"
            "WP 4471/26 - notice issued. ND 14.1.27\n")
    entries = filing.ingest([drop("notes 3.12.26.txt", note)]).entries
    assert len(entries) == 2, [e.text for e in entries]


def test_an_application_under_a_section_stays_in_its_matter(filing, drop):
    _writ(filing)
    note = ("O.S. No. 93 of 2024 - Quillavan v. Korvelle - 12.05.2026\n"
            "Both present (plaintiff in person).\n"
            "O.39 R.1 (I.A. 61/2026) heard and allowed in part: no construction till the next date.\n"
            "ND 30.06.2026 - issues.\n")
    (e,) = filing.ingest([drop("quillavan 12.5.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K2"]), e.reason
    assert "no construction" in e.text


def test_a_month_of_a_year_heading_a_line_is_no_case(filing, drop):
    _writ(filing)
    note = ("04.08.26 Civil Judge - Quillavan boundary - PW1 Tobrenk (plaintiff)\n"
            "Affidavit tendered, Ex. P1 to P4 (deed, tax receipts, photos).\n"
            "Cross by Marwick - wall: admitted ONE rebuilding (stone) on 12.03.2024 - not two.\n"
            "Harvest Nov 2025 - admitted the crop was cut by his tenant.\n"
            "ND 2.9.26\n")
    (e,) = filing.ingest([drop("PW1 cross 4.8.txt", note)]).entries
    assert "Harvest Nov 2025" in e.text and e.case_ids == ["K2"], e.reason


def test_a_fraction_opening_a_sentence_is_no_case_number(filing, drop):
    _writ(filing)
    order = ("O.S. No. 93 of 2024      Tobrenk Quillavan  v/s  Ishvalda Korvelle\n"
             "ORDER ON I.A. 61/2026\n"
             "Date: 12/05/2026\n"
             "The 7/12 extract of survey no. 18 shows the plaintiff in possession.\n"
             "The application is allowed in part.\n")
    entries = filing.ingest([drop("OS 93 order on IA.pdf.txt", order)]).entries
    assert len(entries) == 1 and entries[0].case_ids == ["K2"], [(e.text[:40], e.reason) for e in entries]


def _appeal(filing):
    filing.registry.add_case(Case(
        id="A1", number="R.F.A. No. 57 of 2026", short_name="Korvelle first appeal",
        title="Ishvalda Korvelle vs Tobrenk Quillavan", nature="first appeal from the decree in O.S. 212/2022",
        parties=[Party(name="Ishvalda Korvelle", role="appellant"), Party(name="Tobrenk Quillavan", role="respondent")]))


def test_the_suit_an_appeal_arises_from_is_that_appeals_history(filing):
    _appeal(filing)
    res = filing.registry.resolve("Original Suit No. 212 of 2022 - Ishvalda Korvelle vs Tobrenk Quillavan - decree "
                                  "for possession")
    assert not res.needs_review and res.candidates[0].case_id == "A1", res.reason


def test_a_number_the_description_does_not_record_still_waits(filing):
    _appeal(filing)
    res = filing.registry.resolve("Original Suit No. 418 of 2023 - Ishvalda Korvelle vs Tobrenk Quillavan - decree "
                                  "for possession")
    assert res.needs_review and "not in the registry" in res.reason, res.reason


def test_a_month_of_a_year_before_a_dash_names_no_case():
    from tareekh.ingest.split import _head_may_name_a_case

    assert not _head_may_name_a_case("Harvest Nov 2025 - admitted the crop was cut by his tenant.")
    assert not _head_may_name_a_case("Rent for Aug. 2026 - paid in cash")
    assert _head_may_name_a_case("Tobrenk Quillavan - absent, warrant")


def test_a_fraction_after_an_article_opens_no_matter():
    from tareekh.ingest.split import is_matter_head

    assert not is_matter_head("The 7/12 extract of survey no. 18 shows the plaintiff in possession.", lenient=False)
    assert is_matter_head("OS 93/2024 - heard in part", lenient=False)


def test_a_joined_heading_never_stands_for_the_case_line_below_it(filing, drop):
    # the heading's words ("claims") resemble another case's name; the case line below it still files the order
    filing.registry.add_case(Case(id="M1", number="O.P.(MV) No. 2210 of 2025", short_name="Threnody death claims"))
    filing.registry.add_case(Case(id="M2", number="O.P.(MV) No. 77 of 2025", short_name="Marwick injury claim"))
    order = ("BEFORE THE MOTOR ACCIDENTS CLAIMS TRIBUNAL, RIVERTON\n"
             "Present: Sri. Tobrenk Zethubi, Chairman\n"
             "O.P.(MV) No. 77 of 2025      Oswerta Marwick ... Petitioner\n"
             "05.03.2026\n"
             "Petitioner present. Referred to the Medical Board. Call on 04.06.2026 for report.\n")
    (e,) = filing.ingest([drop("OPMV 77-2025 order 05.03.2026.pdf.txt", order)]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["M2"], "2026-03-05"), e.reason
