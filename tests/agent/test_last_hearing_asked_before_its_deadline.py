""""<matter> last date em ayyindi? rejoinder eppatiki lopu": the last hearing is asked first and a deadline after it,
in a clause of its own. The last hearing's record answers both (it sets the deadline, and the next date follows);
an older order's direction of the same paper ("rejoinder, if any, within two weeks thereafter" of months before)
answered the whole question and the last hearing went unsaid. A small tribunal practice invented for this test."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="O.A. No. 512 of 2026", short_name="Vaikunthan pay fixation OA",
                                    title="Vaikunthan Pothuraju vs Union of India", side="applicant"))
    practice.ingest_text("ORDER\nHeard on admission. Admit. Issue notice. Counter within four weeks; rejoinder, if any, "
                         "within two weeks thereafter. List on 14.05.2026.", name="t1 order.txt", case_id="T1",
                         date="2026-03-02", author="Court")
    practice.ingest_text("Vaikunthan OA - counter of the Railways filed today. Their stand: arrears barred by delay. "
                         "Our reply: continuing wrong. Rejoinder in 3 weeks. Next 21.09.2026.",
                         name="t1 note.txt", case_id="T1", date="2026-07-27", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "last-hearing-deadline", build)


@pytest.mark.parametrize("asked", ["Vaikunthan OA last date em ayyindi? rejoinder eppatiki lopu",
                                   "Vaikunthan OA me last date pe kya hua, rejoinder kab tak"])
def test_the_last_hearing_answers_first_and_an_older_direction_does_not(pr, asked):
    q = understand(asked, registry=pr.registry, today=date(2026, 8, 3))
    assert q.kind == "last_time", q.kind
    a = pr.ask(asked, today="2026-08-03")
    first = first_line(a)
    assert first.startswith("Last hearing") and "27 Jul 2026" in first, a.answer
    assert "21 Sep 2026" in a.answer and "Rejoinder in 3 weeks" in a.answer, a.answer


def test_the_deadline_asked_alone_is_still_the_direction_s(pr):
    a = pr.ask("Vaikunthan OA me rejoinder kab tak?", today="2026-04-01")
    assert "Last hearing" not in first_line(a), a.answer
