"""A case asked of only by its subject ("cheque case", "eviction case") with one word before it that no record of the
practice writes and no language the reader knows holds, in a question it otherwise reads whole ("<town> cheque case
ki agli tareekh?"), asks of another matter: "No such case", never the practice's one case of that subject. The
subject alone, or a word its notes do write, still names the case.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-03-02"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="N1", number="C.C. No. 808 of 2025", short_name="Tamarind traders cheque case",
                      title="Haldibari Tamarind Traders vs Ghoshpukur Mandalik", court="JMFC", side="complainant"))
    practice.ingest_text("CC 808/25 Tamarind traders - accused appeared, plea recorded, he denies the cheque. "
                         "Next date 19.03.2026 for complainant evidence.",
                         name="N1 2026-02-10.txt", case_id="N1", date="2026-02-10", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "unread-before-subject", build)


@pytest.mark.parametrize("question", ["kolavalli cheque case ki agli tareekh kya hai",  # Hindi
                                      "kolavalli cheque case next date eppo"])  # Tamil
def test_a_word_nothing_knows_before_the_subject_is_another_matter(home, copy_home, question):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today=TODAY)
    assert first_line(a).startswith("No such case"), a.answer


@pytest.mark.parametrize("question", ["cheque case ki agli tareekh kya hai",
                                      "tamarind cheque case next date eppo"])
def test_the_subject_alone_or_a_word_its_notes_hold_names_the_case(home, copy_home, question):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today=TODAY)
    assert "19 Mar 2026" in first_line(a), a.answer

