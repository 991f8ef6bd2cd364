"""Which witnesses were examined, not only summoned (agent/examined.py), on a small Chennai sessions trial written
for this test: the note of the day a witness deposed names them only by name ("Dr. Sethu Narayanan came at last"),
and another witness was summoned and warranted but never came."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    ("T1", "2025-01-10", "SC 44/23 - PW-1 Selvam examined in chief; cross deferred. PW-2 Dr. Sethu Narayanan to be "
                         "summoned. Next 14.02.2025."),
    ("T1", "2025-02-14", "SC 44/23 - PW-2 absent, bailable warrant issued. Next 20.03.2025."),
    ("T1", "2025-03-20", "SC 44/23 - PW-1 cross completed. IO (PW-3 Inspector Ravi Prasanth) summoned through SP. "
                         "Next 25.04.2025."),
    ("T1", "2025-04-25", "SC 44/23 - Dr. Sethu Narayanan came at last. Chief: the injury was simple. Cross: could "
                         "not say which weapon. Next 30.05.2025."),
    ("T1", "2025-05-30", "SC 44/23 - PW-3 absent again; NBW issued. Next 04.07.2025."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Thiru K. Balasubramanian"))
    reg.add_person(Counsel(id="OC1", name="Thiru R. Sekar, Additional Public Prosecutor"))
    reg.add_person(Client(id="CL1", name="Murugan"))
    reg.add_case(Case(id="T1", number="S.C. No. 44 of 2023", short_name="Murugan trial", title="State vs Murugan",
                      judge_id="J1", counsel_id="OC1", client_id="CL1", side="accused", stage="prosecution evidence",
                      next_date="2025-07-04"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "examined", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_witnesses_counted_are_those_examined_not_those_only_summoned(practice):
    """PW-1 and PW-2 deposed, each on the day they did (PW-2 named only by name that day); PW-3 was only summoned and
    warranted, so is not counted."""
    a = practice.ask("Murugan trial mein prosecution ke kaun kaun se gawah examine hue, kitne?", today="2025-06-02")
    line = first(a)
    assert line.startswith("Two witnesses")
    assert "PW-1" in line and "10 Jan 2025" in line
    assert "PW-2" in line and "25 Apr 2025" in line
    assert "PW-3" not in line
    assert cited_ok(practice, a)
