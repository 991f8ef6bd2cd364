"""Marathi's "from" typed apart ("<court> madhun", "<date> paasun") is a postposition (agent/postpositions.py), no
word of a matter's name: "Zirpekar la District court madhun jamin milala ka?" asks of the bail matter the
registry holds, it does not name a case "District court madhun bail" nobody has. Invented practice (a Nagpur
district court)."""

from __future__ import annotations

from tareekh.agent.postpositions import NOT_TOPICS
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok


def test_madhun_and_paasun_are_postpositions():
    assert {"madhun", "paasun"} <= NOT_TOPICS


def test_a_court_asked_with_madhun_is_no_unknown_matter(practice):
    practice.registry.add_case(Case(id="B1", number="Bail Application No. 902 of 2026",
                                    short_name="Zirpekar bail", title="Omkar Zirpekar vs State of Maharashtra",
                                    side="applicant"))
    practice.ingest_text("14.07.2026 Zirpekar bail - District Court, Nagpur: Pethkar APP opposed; bail granted on PR bond of Rs. 30,000 "
                         "with one surety.", name="b1 july.txt", case_id="B1", date="2026-07-14", author="Lawyer")
    ans = practice.ask("Zirpekar la District court madhun bail milala ka?", today="2026-08-01")
    assert not ans.answer.startswith("No such case"), ans.answer
    assert "14 Jul 2026" in ans.answer.split("\n")[0], ans.answer
    assert cited_ok(practice, ans)
