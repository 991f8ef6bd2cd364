"""A surname of a judge the practice knows, written with the "sir" or "madam" the bench is called by ("Dronavalli sir
ne time diya"), is the judge, even when a party of another case bears that surname: the note is not filed under the
party's case on that word alone. The party's own given name before it still names the party's case, and a "garu" or
"sahab" (which a party is called by too) decides nothing here. Names written for this test (a Telugu-speaking court)."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.models import Judge


def _practice(practice):
    reg = practice.registry
    reg.add_person(Judge(id="JD", name="Sri Venkata Ramana Dronavalli"))
    reg.add_case(Case(id="T1", number="O.S. No. 611 of 2024", short_name="Suryakantham partition suit",
                      title="Suryakantham Dronavalli vs Yelamanchili Pedapudi",
                      parties=[{"name": "Suryakantham Dronavalli", "role": "plaintiff"},
                               {"name": "Yelamanchili Pedapudi", "role": "defendant"}]))
    reg.add_case(Case(id="T2", number="C.C. No. 902 of 2025", short_name="Vadlamudi cheque case",
                      title="Vadlamudi Agencies vs Chintalapati Bhaskaramma", judge_id="JD",
                      parties=[{"name": "Vadlamudi Agencies", "role": "complainant"},
                               {"name": "Chintalapati Bhaskaramma", "role": "accused"}]))
    return reg


def test_a_known_judges_surname_with_sir_files_nothing_under_the_party_bearing_it(practice):
    reg = _practice(practice)
    for text in ("3 mar 26 - JMFC 2nd class, Dronavalli sir court. Cross of CW1 over. ND 2.4.26",
                 "Accused side asked time again, Dronavalli madam ne diya. ND 9 April"):
        res = reg.resolve(text)
        assert not (res.case_id == "T1" and not res.needs_review), (text, res)


def test_a_judges_surname_with_sir_beside_the_other_cases_name_files_that_case(practice):
    reg = _practice(practice)
    res = reg.resolve("Vadlamudi cheque - Dronavalli sir gave last chance to accused. ND 2.4.26")
    assert (res.case_id, res.needs_review) == ("T2", False), res


def test_the_partys_given_name_before_the_surname_still_names_the_partys_case(practice):
    reg = _practice(practice)
    res = reg.resolve("Client Suryakantham Dronavalli madam came to office with the sale deed copies. Fees paid.")
    assert (res.case_id, res.needs_review) == ("T1", False), res


def test_a_word_any_party_is_called_by_does_not_make_the_surname_a_judges(practice):
    reg = _practice(practice)
    res = reg.resolve("Dronavalli garu came to office with the sale deed copies. Fees paid.")
    assert (res.case_id, res.needs_review) == ("T1", False), res
