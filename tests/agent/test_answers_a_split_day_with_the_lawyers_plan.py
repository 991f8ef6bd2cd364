"""A day two matters fall on is a day the lawyer splits: "22nd clash?" names the matters listed that day and quotes
the lawyer's own plan for it ("22 Mar: both … - I take the suit, Dohling goes to the magistrate"). A day with one
matter, or a plan that names another day, adds no plan. A small practice written for this test (invented names)."""

from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice) -> None:
    reg = practice.registry
    reg.add_case(Case(id="L1", number="T.S. No. 9 of 2025", short_name="Lyngwa boundary suit",
                      title="Lyngwa vs Pohsngap", side="plaintiff", court="Civil Judge, Jowai",
                      stage="arguments", next_date="2026-03-22"))
    reg.add_case(Case(id="L2", number="C.R. No. 31 of 2025", short_name="Pohsngap cheque complaint",
                      title="Lyngwa Stores vs Pohsngap", side="complainant", court="JMFC, Jowai",
                      stage="defence evidence", next_date="2026-03-22"))
    practice.ingest_text("4.3.26 Lyngwa boundary suit - DW2 absent, evidence closed. Next 22.3.26 for arguments.",
                         name="l1.txt", case_id="L1", date="2026-03-04", author="Lawyer")
    practice.ingest_text("5.3.26 Pohsngap cheque complaint - accused's DW1 not ready, cost Rs 300. Next 22.3.26 DW1.",
                         name="l2.txt", case_id="L2", date="2026-03-05", author="Lawyer")
    practice.ingest_text("WEEK PLAN - 9 to 14 March 2026\n"
                         "Mon 9/3  office - drafts.\n"
                         "22 Mar both Lyngwa suit (args) and Pohsngap complaint (DW1) - I take the suit, Dohling goes "
                         "to the JMFC.\n",
                         name="week plan.txt", date="2026-03-07", author="Lawyer")


def test_a_day_with_two_matters_quotes_the_lawyers_plan_for_it(practice):
    build(practice)
    ans = practice.ask("22nd clash?", today="2026-03-10")
    line = first_line(ans)
    assert "Lyngwa boundary suit" in line and "Pohsngap cheque complaint" in line, ans.answer
    assert "Dohling goes to the JMFC" in line, ans.answer
