"""A note names its matter by a name two cases share (the wife and husband of a maintenance case and of the husband's
revision) and the opposite counsel by his surname, which is also a party's surname in a third case: the surname is
the named case's counsel, so the note is that case's, not the third case's. Names written for this test (a Tamil
Nadu family court)."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.models import Counsel


def _practice(practice):
    reg = practice.registry
    reg.add_person(Counsel(id="OCX", name="Thiru Azhagiri Sethupathi"))
    reg.add_case(Case(id="F1", number="M.C. No. 77 of 2024", short_name="Oviya maintenance",
                      title="Oviya Chinnaswamy vs Vellaiyan Chinnaswamy", counsel_id="OCX",
                      parties=[{"name": "Oviya Chinnaswamy", "role": "petitioner"},
                               {"name": "Vellaiyan Chinnaswamy", "role": "respondent"}]))
    reg.add_case(Case(id="F2", number="Crl.R.C. No. 1402 of 2025", short_name="Vellaiyan revision",
                      title="Vellaiyan Chinnaswamy vs State and Oviya", aliases=["HC revision Oviya"],
                      parties=[{"name": "Vellaiyan Chinnaswamy", "role": "petitioner"},
                               {"name": "State", "role": "respondent"}]))
    reg.add_case(Case(id="F3", number="Crl.A. No. 9 of 2020", short_name="Mookkan appeal",
                      title="Mookkan Sethupathi vs State",
                      parties=[{"name": "Mookkan Sethupathi", "role": "appellant"},
                               {"name": "State", "role": "respondent"}]))
    return reg


def test_the_counsels_surname_beside_a_shared_name_files_the_counsels_case(practice):
    reg = _practice(practice)
    note = ("12/3 Family Court - Oviya v Vellaiyan\n"
            "Interim maintenance argued, we asked 8,000 p.m.; Sethupathi: he earns nothing now.\n"
            "Order on 9.4")
    res = reg.resolve(note)
    assert (res.case_id, res.needs_review) == ("F1", False), res


def test_the_counsels_surname_beside_only_a_shared_name_files_the_counsels_case(practice):
    reg = _practice(practice)
    res = reg.resolve("12/3 Family Ct - Oviya v Vellaiyan\nMediation failed. Sethupathi sought time for the income "
                      "affidavit. ND 9.4")
    assert (res.case_id, res.needs_review) == ("F1", False), res


def test_the_surname_with_the_partys_own_given_name_is_still_the_party(practice):
    reg = _practice(practice)
    res = reg.resolve("Mookkan Sethupathi came with the fine receipt; Oviya's papers returned to her")
    assert res.case_id != "F1" or res.needs_review, res


def test_the_counsels_surname_beside_a_partys_given_name_does_not_file_the_third_case(practice):
    # the wife's given name alone is no alias, but a word of the names of two cases only, one of them the counsel's
    reg = _practice(practice)
    res = reg.resolve("22.3 Family Court - Oviya\nPW1 Oviya examined in chief. Sethupathi ji busy, cross next date.\n"
                      "ND 10.4")
    assert res.case_id != "F3" or res.needs_review, res
