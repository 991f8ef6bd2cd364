"""'Was the amount paid?' asked with the verb of paying of Marathi, Konkani or Gujarati ("bharla", "bhorla",
"bharyu") and closed by the particle that asks yes or no ("ka", "kai", "ki") is a yes/no of a payment, not "which
amount"; where no later record of the matter says a word of paying or depositing the sum the order directed, the
answer is No, as far as the notes show, with the order's sum and day. A small practice written for this test (a
magistrate's court of the coast, invented)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S1", number="S.T.C. No. 208 of 2025", short_name="Sorokhaibam cheque case",
                      title="Lalrinmawia Traders vs Sorokhaibam", side="complainant"))
    practice.ingest_text("ORDER\nApplication for interim compensation. The accused is directed to pay interim "
                         "compensation of Rs. 42,000/- to the complainant within sixty days.",
                         name="s1 order.txt", case_id="S1", date="2025-02-03", author="Court")
    practice.ingest_text("Sorokhaibam case - accused absent, exemption moved. Next date 28.04.2025 for complainant's "
                         "evidence.", name="s1 note.txt", case_id="S1", date="2025-03-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paid-particle", build)


def test_a_closing_particle_is_read_as_asking_yes_or_no():
    assert pivot("amount bhorla kai?").endswith("kya?")
    assert pivot("bail hoyeche ki?").endswith("kya?")
    assert pivot("order ta ki?") == "order ta ki?"  # after a noun a Bengali "ki" asks what


@pytest.mark.parametrize("asked", ["Sorokhaibam ne compensation amount bhorla kai?",
                                   "Sorokhaibam ne interim compensation bharla ka?"])
def test_a_payment_asked_in_other_words_with_no_payment_recorded_is_a_no(pr, asked):
    q = understand(asked, registry=pr.registry, today=date(2025, 4, 20))
    assert q.kind == "yes_no", q.kind
    a = pr.ask(asked, today="2025-04-20")
    first = first_line(a)
    assert first.startswith("No"), a.answer
    assert "not paid" in first and "42,000" in first and "3 Feb 2025" in first, a.answer
