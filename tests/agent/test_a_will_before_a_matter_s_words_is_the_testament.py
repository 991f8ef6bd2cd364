""""<name> will probate case eppo": between a person's name and the matter's words, "will" is the testament, a word of
the matter asked, not English's future. The practice has no such matter, so it is said back as no such case (the
person's name in another case's records is no answer); after a question word ("when will …") "will" stays the future.

Invented practice: one partition suit whose plaint names the late father of the parties."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(
        id="K1", number="O.S. No. 77 of 2026", short_name="Dakshayani partition suit",
        title="T. Dakshayani vs T. Ulaganathan", side="plaintiff", next_date="2026-05-12",
        nature="suit for partition of the house left by late Chinnaswamy"))
    practice.ingest_text("10.2.2026 Prl Sub Ct - Dakshayani partition. PW2 examined: Chinnaswamy bought the land "
                         "himself in 1988. ND 12.5.2026 for DW1 cross.", name="os77 feb.txt", case_id="K1",
                         date="2026-02-10", author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    p = Practice.open(home_built_by(tmp_path_factory, "will-case", build), create=False)
    yield p
    p.close()


@pytest.mark.parametrize("question", ["chinnaswamy will probate case eppo list aagudhu",
                                      "Chinnaswamy will probate case next date?"])
def test_a_will_matter_no_case_is_said_back(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert first_line(a).startswith("No such case"), a.answer
    assert "will probate" in first_line(a), a.answer


def test_the_future_s_will_after_a_question_word_is_no_matter_s_word(pr):
    q = understand("when will dakshayani partition suit come up", registry=pr.registry, today=date(2026, 4, 1))
    assert q.cases == ["K1"] and not q.unknown_case, vars(q)
