"""A guess the resolver would never file on — an ordinary word of the note's language that merely resembles a
party's name ("sangitla", Marathi for "told", beside a party "Sangita"), or one case's surname that the note writes
as another person's ("Circle Officer Shantanu Khadilkar") — no longer keeps a note from the case its first line
names by a name of one case and that case's kind; the guess stays a candidate behind it. A case's kind is also
known by its type's initials ("First Appeal" -> "FA") and by a kind word cut short as lawyers cut it ("ref")."""

from __future__ import annotations

from tareekh.ingest.filing import kind_words, names_no_case
from tareekh.ingest.review import CaseCandidate
from tareekh.registry import Case


def _practice(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="P1", number="First Appeal No. 41 of 2023",
                                    short_name="Pethkar nala compensation FA",
                                    title="Anusaya Ozarkar vs State of Maharashtra"))
    practice.registry.add_case(Case(id="P2", number="Bail Application No. 905 of 2026", short_name="Sangita bail",
                                    title="Sangita Khadilkar vs State of Maharashtra"))
    practice.registry.add_case(Case(id="P3", number="Land Reference No. 7 of 2022",
                                    short_name="Dhondewadi acquisition reference",
                                    title="Hotam Ozarkar vs Special Land Acquisition Officer"))


def test_a_word_resembling_another_cases_name_does_not_stop_a_name_and_its_kind(practice, drop):
    _practice(practice)
    note = ("14.09.26 Pethkar FA - vakilani sangitla reply tayar nahi. IA - ALLOWED.\n"
            "Final hearing la comparable sales cha chart. Next 20.10.2026\n")
    (e,) = practice.ingest([drop("14 sept.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["P1"]), e.reason


def test_another_persons_surname_does_not_stop_a_name_and_its_kind(practice, drop):
    _practice(practice)
    note = ("24/08/2026 PDJ - Dhondewadi ref - RW1 Circle Officer Shantanu Khadilkar examined.\n"
            "Cross over, admits the sale deeds were of land away from the road. Next 12/09/2026\n")
    (e,) = practice.ingest([drop("rw1 24-08.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["P3"]), e.reason


def test_a_surname_read_as_a_counsels_is_no_name_of_the_case_with_respect_after_it(practice, drop):
    _practice(practice)
    note = "12/11/2026 Dy AG Ozarkar sb ne arguments ke liye time liya. ND 07/12/2026\n"
    (e,) = practice.ingest([drop("12 nov.txt", note)]).entries
    assert e.status == "review", e.case_ids


def test_a_note_with_only_a_resemblance_and_no_name_still_waits(practice, drop):
    _practice(practice)
    note = "14.09.26 - vakilani sangitla reply tayar nahi. IA - ALLOWED. Next 20.10.2026\n"
    (e,) = practice.ingest([drop("14 sept.txt", note)]).entries
    assert e.status == "review"


def test_which_candidates_name_no_case():
    def c(cid, score, tier):
        return CaseCandidate(case_id=cid, score=score, tier=tier, matched="x")

    assert names_no_case([])
    assert names_no_case([c("A", 88.0, "fuzzy"), c("B", 84.0, "fuzzy")])
    assert names_no_case([c("A", 90.0, "alias")])  # one case's surname, read as another person's
    assert not names_no_case([c("A", 90.0, "alias"), c("B", 90.0, "alias")])  # a name two cases share
    assert not names_no_case([c("A", 95.0, "alias")])
    assert not names_no_case([c("A", 96.0, "number")])


def test_a_kind_by_its_types_initials_and_cut_short():
    assert {"fa", "appeal"} <= kind_words(None, "First Appeal No. 41 of 2023")
    assert "ref" in kind_words("Dhondewadi acquisition reference", "Land Reference No. 7 of 2022")
    assert "rev" in kind_words("Shantanu revision", "Revision No. 3 of 2024")
    assert "nala" not in kind_words("Pethkar nala compensation FA", "First Appeal No. 41 of 2023")
