"""A client's two matters asked together, one called by its kind ("the appeal") and the other by what it is about
("the partition"): each is told — its last hearing and its next date — not only the one whose kind the question
typed (before, "<client> family matters full status - appeal and partition" answered the appeal alone and left out
the suit's next date and witness). A small practice written for this test, in Tamil Nadu's courts."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Thangamma w/o late Veeraswamy & 3 sons, Pudukkottai"))
    reg.add_case(Case(id="P1", number="A.S. No. 41 of 2029", short_name="Thangamma patta appeal",
                      title="Thangamma vs Alagarsami & Tahsildar", nature="appeal against the transfer of patta",
                      client_id="CL1", side="appellant", stage="arguments", next_date="2031-08-21"))
    reg.add_case(Case(id="P2", number="O.S. No. 206 of 2029", short_name="Thangamma partition",
                      title="Thangamma & Ors. vs Alagarsami & Anr.",
                      nature="suit for partition of 2 acres of wet land", client_id="CL1", side="plaintiff",
                      stage="PW2 evidence", next_date="2031-08-14"))
    practice.ingest_text("Patta appeal - arguments of the appellant heard in part. Next 21.08.2031 for the "
                         "respondents' arguments.", name="patta jul.txt", case_id="P1", date="2031-07-10",
                         author="Lawyer")
    practice.ingest_text("Partition suit - PW1 Thangamma cross over. PW2 Chinnaponnu (daughter-in-law) affidavit to "
                         "be filed. Next 14.08.2031 for PW2.", name="partition jul.txt", case_id="P2",
                         date="2031-07-17", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "two-matters-kind-and-subject", build)


@pytest.mark.parametrize("question", [
    "Thangamma ke dono matters ka full status batao - appeal aur partition",
    "Thangamma family matters full status - the appeal and the partition",
])
def test_each_matter_named_is_told_with_its_next_date(pr, question):
    a = pr.ask(question, today="2031-07-25")
    assert "41/2029" in a.answer and "206/2029" in a.answer, a.answer
    assert "14 Aug 2031" in a.answer and "21 Aug 2031" in a.answer, a.answer
    assert cited_ok(pr, a)


def test_the_kind_alone_still_narrows_to_that_matter(pr):
    a = pr.ask("Thangamma ki appeal ka status kya hai?", today="2031-07-25")
    assert "41/2029" in a.answer and "206/2029" not in a.answer, a.answer
