"""'tehsil wale gawah ne kya bataya?': the office the question names a witness by is spelt as the lawyer types it
("tehsil"), the note as its writer did ("Tahsil office", "तहसील कार्यालय"): the word is the same by its sound, its
first letter and consonants (agent/witness_role.py witness_by_description). A word that found the case only through
its records (the one case whose notes write "Tahsil") still describes the witness; the registry's own names of a case
do not. A witness of no stage whose record writes them deposing is quoted from that deposition
(agent/examination.py).

Invented practice: a loan suit with a bank's witness and a revenue witness, and a well suit whose revenue witness's
line is written in Devanagari."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Party
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="L1", number="O.S. No. 44 of 2027", short_name="Parvatikar loan suit",
                      title="Hrishikesh Parvatikar vs Ojaswini Khandagale",
                      parties=[Party(name="Hrishikesh Parvatikar", role="plaintiff"),
                               Party(name="Ojaswini Khandagale", role="defendant")]))
    reg.add_case(Case(id="L2", number="R.C.S. No. 9 of 2026", short_name="Dhondge well suit",
                      title="Yashodhan Dhondge vs Tanmay Ghodekar",
                      parties=[Party(name="Yashodhan Dhondge", role="plaintiff"),
                               Party(name="Tanmay Ghodekar", role="defendant")]))
    practice.ingest_text(
        "14.04.2028 OS 44/2027 - PW2 Sri N. Jonnalagadda, Asst. Manager, Vadgaon Co-op Bank. Deposed: Rs. 2,40,000 "
        "was withdrawn in cash on 05.06.2025. Cross by Tellakula: could not say who withdrew it. ND 20.05.2028.",
        name="loan PW2.txt", case_id="L1", date="2028-04-14", author="Lawyer")
    practice.ingest_text(
        "14.04.2028 OS 44/2027 - PW3 Smt. K. Vaidehi, Revenue Inspector, Tahsil office Vadgaon. Deposed: the land "
        "stands in the defendant's name since 2019. ND 20.05.2028.",
        name="loan PW3.txt", case_id="L1", date="2028-04-14", author="Lawyer")
    practice.ingest_text(
        "02.03.2028 RCS 9/2026 - DW1 श्री एस. ढोंगे, राजस्व निरीक्षक, तहसील कार्यालय। Deposed: the well is shared "
        "since 1998 as per the 7/12 extract. ND 06.04.2028.",
        name="well DW1.txt", case_id="L2", date="2028-03-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-office-spelt-otherwise", build)


@pytest.mark.parametrize("question", [
    "loan suit mein tehsil wale gawah ne kya bataya",  # Hindi, the office spelt otherwise than the note
    "loan suit lo tehsil office witness em cheppindi",  # Telugu in Latin letters
])
def test_an_office_spelt_otherwise_finds_its_witness(pr, question):
    first = pr.ask(question, today="2028-05-01").answer.split("\n")[0]
    assert "PW-3" in first and "since 2019" in first, first


def test_an_office_written_in_its_script_finds_its_witness(pr):
    first = pr.ask("well suit mein tehsil ke gawah ne kya kaha", today="2028-05-01").answer.split("\n")[0]
    assert "DW-1" in first and "1998" in first, first



def build_one(practice, tmp) -> None:
    """The loan suit alone: the office's word written only in its notes finds it."""
    practice.registry.add_case(Case(id="L1", number="O.S. No. 44 of 2027", short_name="Parvatikar loan suit",
                                    title="Hrishikesh Parvatikar vs Ojaswini Khandagale"))
    practice.ingest_text(
        "14.04.2028 OS 44/2027 - PW2 Sri N. Jonnalagadda, Asst. Manager, Vadgaon Co-op Bank. Deposed: Rs. 2,40,000 "
        "was withdrawn in cash on 05.06.2025. ND 20.05.2028.", name="loan PW2.txt", case_id="L1", date="2028-04-14",
        author="Lawyer")
    practice.ingest_text(
        "14.04.2028 OS 44/2027 - PW3 Smt. K. Vaidehi, Revenue Inspector, Tahsil office Vadgaon. Deposed: the land "
        "stands in the defendant's name since 2019. ND 20.05.2028.", name="loan PW3.txt", case_id="L1",
        date="2028-04-14", author="Lawyer")


@pytest.fixture(scope="module")
def built_one(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-office-one-case", build_one)


def test_the_word_that_found_the_case_through_its_notes_still_describes_the_witness(built_one, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(built_one))
    try:
        # no case named: "tahsil", written in the suit's notes (not its names), found the case and names its witness
        first = p.ask("tahsil wale gawah ne kya bataya", today="2028-05-01").answer.split("\n")[0]
    finally:
        p.close()
    assert "PW-3" in first and "since 2019" in first, first
