"""A superior court's order is headed by its own case's number and quotes, inside its sentences, the number of the
case it arises from ("the decree in O.S. No. … is set aside", "the proceedings of C.C. No. … are quashed"): the
paper is the heading's case, not a paper of two cases. A number that starts a line of its own is an entry of its own
(a diary page of several matters) and still leaves the paper for review. Names written for this test (a Kerala
district court and its appellate court)."""

from __future__ import annotations

from tareekh.registry import Case


def _practice(practice):
    reg = practice.registry
    reg.add_case(Case(id="K1", number="O.S. No. 233 of 2021", short_name="Chackochan boundary suit",
                      title="Chackochan Thoppil vs Marykutty Kalluvettu",
                      parties=[{"name": "Chackochan Thoppil", "role": "plaintiff"},
                               {"name": "Marykutty Kalluvettu", "role": "defendant"}]))
    reg.add_case(Case(id="K2", number="A.S. No. 41 of 2025", short_name="Marykutty first appeal",
                      title="Marykutty Kalluvettu vs Chackochan Thoppil",
                      parties=[{"name": "Marykutty Kalluvettu", "role": "appellant"},
                               {"name": "Chackochan Thoppil", "role": "respondent"}]))
    return reg


def test_the_heading_number_files_the_order_and_the_quoted_number_does_not_pull_it(practice):
    reg = _practice(practice)
    order = ("COURT OF THE DISTRICT JUDGE, PATHANAMTHITTA    A.S. No. 41 of 2025    dated 14.01.2027\n"
             "The appellant was the defendant. On the evidence the trial court erred in fixing the line;\n"
             "the trial court's decree (O.S. No. 233 of 2021) is set aside and the suit is remanded.\n")
    res = reg.resolve(order)
    assert (res.case_id, res.needs_review) == ("K2", False), res


def test_two_numbers_each_starting_a_line_still_wait_for_review(practice):
    reg = _practice(practice)
    page = ("A.S. No. 41 of 2025 - appeal admitted, records called for\n"
            "O.S. No. 233 of 2021 - stayed till the appeal is heard, next date 3.3.27\n")
    assert reg.resolve(page).needs_review


def test_two_numbers_in_the_heading_still_wait_for_review(practice):
    reg = _practice(practice)
    page = ("A.S. No. 41 of 2025; O.S. No. 233 of 2021 - called together\n"
            "Both adjourned; the appeal's records are awaited from the trial court in the suit.\n")
    assert reg.resolve(page).needs_review
