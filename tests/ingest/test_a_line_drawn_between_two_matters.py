"""A day's note that parts two matters with a line drawn across it ("---", "* * *", "____"): the hearing above it,
and below it a call about another case the note never named above ("<client> called (quarry) - …"). The part below
the line is a record of that other case, not more of the hearing above; a line drawn above more of the same case,
or above words naming no case, parts nothing. Names no data set holds."""

from __future__ import annotations

import pytest

from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="C.C. No. 44 of 2029", short_name="Yerrakunta seed complaint",
                                    title="Yerrakunta Mallesham vs Kothagudem Beejalu"))
    practice.registry.add_case(Case(id="K2", number="O.S. No. 19 of 2029", short_name="Ramesam quarry suit",
                                    title="Tumbakal Ramesam vs Pottikonda Crushers"))


_ABOVE = ("13/8/30  Forum - Yerrakunta seed\nOur written arguments filed (11 pages). OP2 sought time "
          "for written args. Next date 12/9/30.\n")


@pytest.mark.parametrize("rule", ["---", "* * *", "________"])
def test_below_a_drawn_line_a_call_about_another_case_is_its_own_record(practice, drop, rule):
    _cases(practice)
    note = (f"{_ABOVE}{rule}\nTumbakal Ramesam called (quarry) - the crusher people offer Rs. 6 lakh full & final. "
            "Told him not below 9 lakh; we will discuss before 17/9 arguments.\n")
    entries = practice.ingest([drop("IMG_20300813_190211.jpg.txt", note)]).entries
    hearing = [e for e in entries if e.case_ids == ["K1"]]
    assert hearing and all("6 lakh" not in e.text for e in hearing), [(e.case_ids, e.text) for e in entries]
    assert any("6 lakh" in e.text and "K1" not in e.case_ids for e in entries)


def test_a_line_drawn_above_more_of_the_same_case_parts_nothing(practice, drop):
    _cases(practice)
    note = f"{_ABOVE}---\nYerrakunta seed - the client will bring the bill book on 20/8.\n"
    entries = practice.ingest([drop("IMG_20300813_190211.jpg.txt", note)]).entries
    assert len(entries) == 1 and entries[0].case_ids == ["K1"], [(e.case_ids, e.text) for e in entries]


def test_below_a_drawn_line_the_words_of_a_cases_name_in_another_order_name_it(practice, drop):
    _cases(practice)
    note = (f"{_ABOVE}---\nRamesam phoned (quarry) - the crusher people offer Rs. 6 lakh full & final. "
            "Told him not below 9 lakh.\n")
    entries = practice.ingest([drop("IMG_20300813_190211.jpg.txt", note)]).entries
    assert all("6 lakh" not in e.text for e in entries if e.case_ids == ["K1"]), [(e.case_ids, e.text) for e in entries]


def test_a_call_drawn_off_below_the_line_is_a_note_of_its_case_not_a_hearing(practice, drop):
    _cases(practice)
    note = (f"{_ABOVE}---\nTumbakal Ramesam called (quarry) - the crusher people offer Rs. 6 lakh full & final.\n")
    entries = practice.ingest([drop("IMG_20300813_190211.jpg.txt", note)]).entries
    call = next(e for e in entries if "6 lakh" in e.text)
    assert (call.kind, call.hearing_date, call.case_ids) == ("general", None, ["K2"]), call.reason
