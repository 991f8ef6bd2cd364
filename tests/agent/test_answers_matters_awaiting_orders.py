"""Which matters wait for the court's orders or judgment, asked across every matter in any language ("which matters
are reserved?", "kon kon mamla rayer jonno pore ache?", "kehde case faisle layi pende ne?"): the matters whose orders
were reserved and not pronounced since, and those listed for orders — not the matters that are over, which the word
for a decision alone would read; a reservation followed by the decision is said apart, with both days.

A small practice written for these tests (a writ reserved, a suit reserved and since dismissed, an appeal listed
for judgment, a revision allowed), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="W.P. No. 4410 of 2025", short_name="Soreng quarry writ",
                      title="Birsa Soreng vs State", side="petitioner", stage="arguments"))
    reg.add_case(Case(id="S1", number="O.S. No. 61 of 2023", short_name="Nongrum boundary suit",
                      title="Nongrum vs Syiem", side="plaintiff", stage="arguments"))
    reg.add_case(Case(id="A1", number="M.A. No. 208 of 2024", short_name="Pillai insurance appeal",
                      title="Insurer vs Pillai", side="respondent", stage="judgment", next_date="2026-07-20"))
    reg.add_case(Case(id="R1", number="Crl.Rev. No. 15 of 2025", short_name="Bhaduri revision",
                      title="Bhaduri vs State", side="petitioner", stage="arguments"))
    practice.ingest_text("Soreng quarry writ - Both sides heard at length. Orders reserved.", name="soreng 10.txt",
                         case_id="W1", date="2026-05-10", author="Lawyer")
    practice.ingest_text("Nongrum boundary suit - final arguments over, judgment reserved.", name="nongrum 1.txt",
                         case_id="S1", date="2026-02-01", author="Lawyer")
    practice.ingest_text("ORDER\nFor the reasons recorded, the suit is dismissed with costs.", name="nongrum order.txt",
                         case_id="S1", date="2026-04-01", author="Court")
    practice.ingest_text("Pillai insurance appeal - arguments of the insurer heard in reply. Next 20.07.2026 for "
                         "judgment.", name="pillai 2.txt", case_id="A1", date="2026-06-02", author="Lawyer")
    practice.ingest_text("ORDER\nThe revision is allowed. The order of the trial court is set aside.",
                         name="bhaduri order.txt", case_id="R1", date="2026-03-12", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "awaiting-orders", build)


@pytest.mark.parametrize("question", [
    "which matters are reserved for orders?",
    "kon kon mamla rayer jonno pore ache?",
    "kehde kehde case faisle layi pende ne?",
    "kya kya case chukada mate baki che?",
    "entha entha case theerppukkaaga kaathirukku?",
    "कौन कौन से केस आदेश हेतु पड़े हैं?",
])
def test_the_matters_awaiting_orders_are_the_reserved_and_the_listed_not_the_decided(pr, question):
    a = pr.ask(question, today="2026-06-15")
    line = first_line(a)
    assert line.startswith("Two matters are waiting for orders or judgment"), a.answer
    head = line.split(" Reserved before")[0]
    assert "Soreng quarry writ" in head and "10 May 2026" in head, a.answer
    assert "Pillai insurance appeal" in head and "20 Jul 2026" in head, a.answer
    assert "Bhaduri revision" not in a.answer, a.answer


def test_a_reservation_decided_since_is_said_with_both_days(pr):
    a = pr.ask("which matters are reserved for orders?", today="2026-06-15")
    line = first_line(a)
    assert "Nongrum boundary suit — reserved on 1 Feb 2026" in line and "dismissed on 1 Apr 2026" in line, a.answer
    assert not a.notes, a.notes


def test_the_matters_over_are_still_asked_by_the_decision_word_alone(pr):
    a = pr.ask("kon kon mamla nishpotti hoye geche?", today="2026-06-15")
    assert "waiting for orders" not in a.answer and "Bhaduri revision" in first_line(a), a.answer
