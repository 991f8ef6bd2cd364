"""A question that points at a case only by the kind of proceeding it is ("… dispute", "… appeal") and describes it
with words neither the case's names nor its records hold ("<town>'s society election dispute" of a surety dispute)
asks of another matter: "No such case", never the one case of that kind. Words the case's records do hold still name
it.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-03-02"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="D1", number="Dispute No. 61 of 2025", short_name="Velgaon surety dispute",
                      title="Velgaon Nagari Sahakari Patpedhi vs Dhondiba Zodge & Ors.", court="Co-operative Court",
                      side="opponent"))
    practice.ingest_text("Dispute 61/25 - Patpedhi v. Zodge. Society's manager filed his affidavit; our surety denies "
                         "signing the guarantee form. Next date 16.02.2026 for cross of the manager.",
                         name="D1 2026-01-12.txt", case_id="D1", date="2026-01-12", author="Lawyer")
    practice.ingest_text("Dispute 61/25 - cross of the society's manager done; he admitted no KYC of the surety. "
                         "Next date 23.03.2026 for arguments.",
                         name="D1 2026-02-16.txt", case_id="D1", date="2026-02-16", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "kind-only-named", build)


@pytest.mark.parametrize("question", ["ranipur chya society election dispute madhe pudhe kay zala",
                                      "what happened in the panchayat election dispute?"])
def test_words_the_case_never_holds_before_its_kind_describe_another_matter(home, copy_home, question):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today=TODAY)
    assert first_line(a).startswith("No such case"), a.answer


def test_words_its_records_hold_still_name_the_case(home, copy_home):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask("society surety dispute next date?", today=TODAY)
    assert "23 Mar 2026" in first_line(a), a.answer
