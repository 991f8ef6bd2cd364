"""A judge named with words that name two matters of one client ("<judge> <client> matter alli cheque case bagge enu
kelidru?"): one before that judge (the client's quash petition in the High Court), one not (the cheque case before
the magistrate). The judge says which matter is asked — the other's words ("cheque case") are what was asked about in
it. Before, the matter named by more words won and the lawyer was told the judge said nothing there.
agent/question.py _the_judge_s_matter.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice K. Kodandarama", short="Kodandarama J.",
                         level="High Court"))
    reg.add_person(Judge(id="J2", name="Sri B. Bhadravathi Thyamagondlu", short="JMFC sir"))
    reg.add_person(Judge(id="J3", name="Sri Sambhrama Yelagiri, K.A.S.", short="AC saaru", level="Revenue Court"))
    reg.add_case(Case(id="M1", number="R.A. No. 88/2026", short_name="Vaidehi mutation appeal",
                      title="Vaidehi Hosakote vs Tahsildar", judge_id="J3"))
    reg.add_case(Case(id="Q1", number="Crl.P. No. 4410 of 2026", short_name="Vaidehi quash petition",
                      title="Vaidehi Hosakote vs State", judge_id="J1"))
    reg.add_case(Case(id="C1", number="C.C. No. 1290/2025", short_name="Vaidehi cheque case",
                      title="Vaidehi Hosakote vs Ramanuj Traders", judge_id="J2"))
    practice.ingest_text("Vaidehi quash petition - HC. Kodandarama J. asked both sides: can the cheque dispute not be "
                         "settled? Told him we will settle if the full sum is paid. Next 14.10.2026.",
                         name="Q1 2026-09-02.txt", case_id="Q1", date="2026-09-02", author="Lawyer")
    practice.ingest_text("Vaidehi cheque case - JMFC sir: plea of the accused recorded, he denies the debt. "
                         "Next 20.10.2026.", name="C1 2026-09-15.txt", case_id="C1", date="2026-09-15", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-keeps-their-matter", build)


@pytest.mark.parametrize("question", ["Kodandarama J. Vaidehi matter alli cheque case bagge enu kelidru?",
                                      "What did Kodandarama J. ask about the cheque case in the Vaidehi matter?",
                                      "Kodandarama J. ne Vaidehi matter mein cheque case ke baare mein kya poocha?"])
def test_the_judge_named_says_which_of_the_client_s_matters_is_asked(pr, question):
    from tareekh.agent.question import NameIndex, understand

    q = understand(question, registry=pr.registry, today=date(2026, 11, 1), index=NameIndex(pr.registry))
    assert q.cases == ["Q1"], q
    a = pr.ask(question, today="2026-11-01")
    assert "settled" in a.answer.split("\n")[0], a.answer


def test_a_matter_named_with_its_own_judge_stays_that_matter(pr):
    from tareekh.agent.question import NameIndex, understand

    q = understand("JMFC sir Vaidehi cheque case alli enu helidru?", registry=pr.registry, today=date(2026, 11, 1),
                   index=NameIndex(pr.registry))
    assert q.cases == ["C1"], q


def test_a_judge_called_only_by_the_court_of_their_short_name_keeps_every_matter_asked(pr):
    # "AC" is the court ("AC saaru": the Assistant Commissioner), typed as the forum of one of two matters asked
    # together; it names no person, so it does not drop the other matter (a dev set's shape, s44-said)
    from tareekh.agent.question import NameIndex, understand

    q = understand("Vaidehi all matters status heli - AC and HC", registry=pr.registry,
                   today=date(2026, 11, 1), index=NameIndex(pr.registry))
    assert {"M1", "Q1"} <= set(q.cases), q
