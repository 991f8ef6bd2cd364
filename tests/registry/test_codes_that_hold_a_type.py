"""A reference code of another register whose middle segment spells a case type ("B2-OS-77/2021", a building
permit) names no case: it is neither a registered case nor one missing from the registry."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.numbers import find_mentions


def test_a_type_glued_to_a_digit_before_it_is_a_segment_of_a_code():
    assert find_mentions("building permit No. B2-OS-77/2021 dated 04.01.2021") == []
    assert find_mentions("lorry TN-38-CC-4512 was seized") == []
    assert [(m.code, m.num, m.year) for m in find_mentions("in O.S.-77/2021 and OS 78/2021")] == [
        ("OS", 77, 2021), ("OS", 78, 2021)]


def test_a_notice_citing_such_a_code_is_filed_by_the_name_it_is_addressed_to(practice):
    practice.registry.add_case(Case(id="W1", number="W.P. No. 4410 of 2025", short_name="Basha demolition writ",
                                    title="Anwar Basha Siddiqui vs Greater Coimbatore Corporation"))
    notice = ("NOTICE\nTo: Sri. Anwar Basha Siddiqui, Door No. 14, Ukkadam\n"
              "The construction deviates from building permit No. B2-OS-77/2021. Show cause within 7 days.\n")
    res = practice.registry.resolve(notice)
    assert (res.case_id, res.needs_review) == ("W1", False)


def test_a_longer_name_that_begins_with_a_case_name_is_another_name_not_a_misreading(practice):
    practice.registry.add_case(Case(id="W2", number="O.S. No. 12 of 2024", short_name="Sumalatha well suit",
                                    title="Sumalatha Vinod vs Sasidharan Kartha"))
    res = practice.registry.resolve("Receipt issued to Vinodan K. for the marriage hall, advance paid.")
    assert res.candidates == []  # 'Vinodan' is a name of its own, not 'Vinod' misread
    res = practice.registry.resolve("Receipt issued to Sasidharen K. for the marriage hall, advance paid.")
    assert res.candidates and res.candidates[0].case_id == "W2"  # a letter misread still resembles a name
