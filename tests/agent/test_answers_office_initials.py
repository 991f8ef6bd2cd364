"""An office asked by its initials ("SDM ne kya kaha", "RDO enna sonnar"): the case's paper whose title lines spell
that office out is what the office said, its title (the forum, the section) and its body first, not only the notes
that mention the initials in passing.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="P1", number="Revision No. 12 of 2025", short_name="Barwala mutation revision",
                      title="Hoshiar Singh vs State", side="petitioner"))
    reg.add_case(Case(id="P2", number="W.P. No. 881 of 2025", short_name="Tiruvallur patta writ",
                      title="Murugesan vs District Collector", side="petitioner"))
    practice.ingest_text("Barwala revision - record of SDM called. Next date 14.01.2026.", name="n1.txt",
                         case_id="P1", date="2025-12-01", author="Lawyer")
    drop_file(practice, tmp, "sdm order.pdf.txt", "IN THE COURT OF SUB DIVISIONAL MAGISTRATE, NARWANA\n"
                         "Mutation Appeal No. 5/2024 (u/s 135 Punjab Land Revenue Act)\n"
                         "Hoshiar Singh vs Gram Panchayat Barwala\n"
                         "The appellant says the mutation of 2019 was entered without notice to him. The record shows "
                         "he signed the roznamcha. Appeal dismissed.\n", "P1")
    practice.ingest_text("Tiruvallur patta writ - RDO file not produced by GP. Next date 20.01.2026.", name="n2.txt",
                         case_id="P2", date="2025-12-02", author="Lawyer")
    drop_file(practice, tmp, "rdo proceedings.pdf.txt", "PROCEEDINGS OF THE REVENUE DIVISIONAL OFFICER, PONNERI\n"
                         "Present: Tmt. K. Valli. Rc. No. B2/4411/2024 dated 15.09.2025\n"
                         "Murugesan vs Tahsildar Ponneri\n"
                         "The petitioner's patta for S.No. 212/3 is cancelled as the land is classified as "
                         "poramboke in the settlement register.\n", "P2")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "office-initials", build)


@pytest.mark.parametrize("question, told", [
    ("barwala revision - SDM ne kya kaha tha", ["Narwana", "135", "roznamcha"]),
    ("tiruvallur writ la RDO enna sonnar", ["Ponneri", "poramboke"]),
])
def test_an_office_asked_by_its_initials_is_answered_from_its_own_paper(pr, question, told):
    a = pr.ask(question, today="2026-01-05")
    head = a.answer.split("\n- ")[0]
    for word in told:
        assert word.lower() in head.lower(), a.answer
