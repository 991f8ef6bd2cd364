"""The status words of an answer's first sentence are the records': a small Tamil Nadu practice written for this test
(a bail petition whose order denies an old conviction, a cheque case whose deposit release was allowed on the way, an
appeal whose order is reserved to a later day)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    ("T1", "2026-03-09", "09.03.2026\nThe petitioner is said to be a helper in the lorry. The other crime against him "
                         "is pending and no conviction is shown. The petition is allowed. The petitioner shall be "
                         "released on bail and shall report before the police at Vellakoil on Mondays."),
    ("T2", "2026-03-11", "11/3 JM-2 Kangeyam - Murugesan cheque - complainant side closed. Release of the Rs 40,000 "
                         "deposit to us - allowed, sureties to be filed. Final arguments on 15.04.2026."),
    ("T4", "2026-03-16", "16/3 Sub Court Tiruppur - Karuppan well suit - our petition for advocate commissioner "
                         "ALLOWED, commissioner to inspect on 28/3. Defendant offered Rs 2 lakh for the share, Karuppan "
                         "refused. Next date 20.04.2026 for plaintiff evidence."),
    ("T5", "2026-03-17", "17.03.2026 Rent Controller Coimbatore - Thenmozhi shop - tenant's leave to defend application "
                         "DISMISSED. Eviction ordered, 3 months to vacate."),
    ("T6", "2026-03-18", "18.03.2026\nHeard on the petition for local inspection. Petition allowed. Thiru K. Arumugam, "
                         "Advocate, is appointed commissioner to inspect the suit lane and report."),
    ("T6", "2026-03-18", "18/3 DMC Erode - Valli lane suit - commissioner petn allowed, fee 5000 by Friday. Next 22/4 "
                         "for report."),
    ("T3", "2026-03-13", "13.03.2026\nHeard both sides on the appeal. Arguments closed. Orders reserved. Judgment to be "
                         "pronounced on 24.04.2026. Stay of recovery to continue till then."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. R. Kalaiselvi"))
    reg.add_person(Client(id="CL1", name="Ponnusamy"))
    reg.add_case(Case(id="T1", number="Crl.M.P. 412/2026", short_name="Selvakumar bail", title="Selvakumar vs State",
                      judge_id="J1", client_id="CL1", side="petitioner", stage="bail"))
    reg.add_case(Case(id="T2", number="S.T.C. 77/2025", short_name="Murugesan cheque case",
                      title="Ponnusamy vs Murugesan", judge_id="J1", client_id="CL1", side="complainant",
                      stage="arguments", next_date="2026-04-15"))
    reg.add_case(Case(id="T3", number="A.S. 19/2025", short_name="Palani well appeal", title="Palani vs Rangasamy",
                      judge_id="J1", client_id="CL1", side="appellant", stage="judgment", next_date="2026-04-24"))
    reg.add_case(Case(id="T4", number="O.S. 301/2025", short_name="Karuppan well suit", title="Karuppan vs Mariappan",
                      judge_id="J1", client_id="CL1", side="plaintiff", stage="evidence", next_date="2026-04-20"))
    reg.add_case(Case(id="T5", number="R.C.O.P. 55/2025", short_name="Thenmozhi shop eviction", title="Thenmozhi vs Anbu",
                      judge_id="J1", client_id="CL1", side="petitioner", stage="eviction ordered"))
    reg.add_case(Case(id="T6", number="O.S. 214/2025", short_name="Valli lane suit", title="Valli vs Subbaiah",
                      judge_id="J1", client_id="CL1", side="plaintiff", stage="evidence"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}_{len(text)}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "outcomes_said", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_a_bail_order_that_denies_an_old_conviction_is_not_said_to_end_in_conviction(practice):
    a = practice.ask("Selvakumar bail - what happened last time?", today="2026-03-20")
    assert "conviction" not in a.answer.split("\n- ")[0].lower()
    assert cited_ok(practice, a)


def test_an_appeal_whose_order_is_reserved_to_a_day_is_not_said_to_be_pronounced(practice):
    a = practice.ask("Palani well appeal status enna?", today="2026-03-20")
    head = a.answer.split("\n- ")[0].lower()
    assert "pronounced" not in head.replace("to be pronounced", "")
    assert cited_ok(practice, a)


@pytest.mark.parametrize("question", ["which of my cases are disposed?", "entha cases mudinjiduchu? which are disposed",
                                      "kaun kaun se case disposed ho gaye?"])
def test_a_matter_where_only_a_release_was_allowed_on_the_way_is_not_over(practice, question):
    a = practice.ask(question, today="2026-03-20")
    assert "Murugesan" not in first(a)


@pytest.mark.parametrize("question", ["Karuppan well suit last time what happened?", "karuppan case la last hearing enna aachu?"])
def test_what_was_allowed_or_refused_on_the_way_is_said_with_what_it_was_on(practice, question):
    line = first(practice.ask(question, today="2026-03-20"))
    assert "16 Mar 2026" in line
    assert "an application allowed" in line
    assert "rejected" not in line and "— allowed" not in line


def test_an_application_dismissed_in_a_matter_is_not_said_as_the_matter_dismissed(practice):
    line = first(practice.ask("Thenmozhi shop eviction - last date what happened?", today="2026-03-20"))
    assert "17 Mar 2026" in line
    assert "an application dismissed" in line


@pytest.mark.parametrize("question", ["Valli lane suit next date?", "valli case adutha vaaydha eppo?",
                                      "Valli lane suit last time what happened?", "valli case la last enna aachu?"])
def test_a_petition_allowed_on_a_day_another_record_of_which_fixes_the_next_date_is_not_the_matters_end(practice, question):
    head = practice.ask(question, today="2026-03-20").answer.split("\n- ")[0]
    assert "has no next date" not in head and "— allowed" not in head
    assert "22 Apr 2026" in head
