"""Whether a matter is over, asked with the act word in English and the rest in another language ("… disposed ho
gelo naki?", "… disposed aayiduchaa?"): the order that disposed of it settles it, with its outcome and date — not
"No record" because no line holds the question's other words.

A small practice written for these tests (one criminal appeal decided, one suit still pending), in other words and
names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="A1", number="Crl. A. No. 77 of 2025", short_name="Thakore appeal",
                      title="Mohan Thakore vs State", side="appellant"))
    reg.add_case(Case(id="S1", number="O.S. No. 12 of 2025", short_name="Rao easement suit",
                      title="Rao vs Naidu", side="plaintiff"))
    practice.ingest_text("Thakore appeal - arguments heard, reserved.", name="note a1 1.txt", case_id="A1",
                         date="2026-03-02", author="Lawyer")
    practice.ingest_text("ORDER\nHeard both sides. For the reasons above, the criminal appeal is dismissed. "
                         "The conviction is confirmed.", name="order a1.txt", case_id="A1", date="2026-04-15",
                         author="Court")
    practice.ingest_text("Rao easement suit - written statement filed. Next 10.05.2026.", name="note s1.txt",
                         case_id="S1", date="2026-04-01", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "disposed-other-words", build)


@pytest.mark.parametrize("question", ["Thakore appeal disposed ho gelo naki?", "Thakore appeal disposed aayiduchaa?"])
def test_a_disposal_asked_in_other_words_is_answered_from_the_disposing_order(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert line.startswith("Yes") and "dismissed" in line and "15 Apr 2026" in line, a.answer


def test_a_matter_with_no_disposing_order_is_not_called_disposed(pr):
    a = pr.ask("Rao easement suit disposed ho gelo naki?", today="2026-05-01")
    assert not first_line(a).startswith("Yes"), a.answer
