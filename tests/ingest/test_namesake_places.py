"""A party's surname inside the name of a place or an institution named after someone of that surname (a medical
college, a road, a memorial hospital): the namesake's, no cue to the party's case."""

from __future__ import annotations

from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="N1", number="O.S. No. 318 of 2024", short_name="Mehrotkar plot case",
                                    title="Vinod Mehrotkar vs Dhanraj Builders"))
    practice.registry.add_case(Case(id="N2", number="C.C. No. 77 of 2025", short_name="Ushmita hospital case",
                                    title="Ushmita Borkar vs Mehrotkar Hospital"))


def test_a_surname_inside_an_institutions_name_is_the_namesakes(practice):
    practice.registry.add_case(Case(id="N1", number="O.S. No. 318 of 2024", short_name="Mehrotkar plot case",
                                    title="Vinod Mehrotkar vs Dhanraj Builders"))
    for text in ("SAVITRI MEHROTKAR GOVT. DENTAL COLLEGE, DHULE - report of the board",
                 "Office shifted to 14, Mehrotkar Salai, near the bus stand",
                 "Patient referred to Mehrotkar Memorial Hospital"):
        res = practice.registry.resolve(text)
        assert res.case_id is None or res.needs_review, text
    assert practice.registry.resolve("Mehrotkar plot - WS filed").case_id == "N1"
    assert practice.registry.resolve("Mehrotkar ne hospital mein bataya").case_id == "N1"


def test_an_institution_that_is_itself_a_party_still_names_its_case(practice):
    _cases(practice)
    res = practice.registry.resolve("Notice served on Mehrotkar Hospital through its director")
    assert res.case_id == "N2" and not res.needs_review


def test_a_letterhead_named_after_a_partys_namesake_leaves_the_case_to_the_number_below(practice):
    practice.registry.add_case(Case(id="N1", number="O.S. No. 318 of 2024", short_name="Mehrotkar plot case",
                                    title="Vinod Mehrotkar vs Dhanraj Builders"))
    practice.registry.add_case(Case(id="N3", number="C.C. No. 77 of 2025", short_name="Ushmita dental case",
                                    title="Ushmita Borkar vs Sahyadri Dental Clinic"))
    head = "SAVITRI MEHROTKAR GOVT. DENTAL COLLEGE, DHULE"
    report = (f"{head}\n"
              "Report of the expert board constituted by the Commission in C.C. No. 77 of 2025\n"
              "The extraction was indicated; consent on record; no deficiency found.\n")
    filing = practice.ingest_service.pipeline().filer.choose_cases("hearing", head, report)
    assert "N1" not in filing.case_ids
    assert filing.candidates and filing.candidates[0].case_id == "N3", filing
