"""A week plan's line about a matter that the page wrapped inside its sentence ("Keep ready: the site map, the
mutation" / "register extract, the tractor's RC."): what the plan says for the matter is read to the end of the
sentence, while the plan's next day, a line of its own, stays out."""

from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="M.A.C.T. No. 61 of 2025", short_name="Hirapadar tractor claim",
                      title="Sulochana Tirthol vs Kanakpura Agro Works", side="petitioner",
                      court="MACT, Osmanpet", stage="evidence", next_date="2026-03-12"))
    reg.add_case(Case(id="T2", number="C.S. No. 14 of 2024", short_name="Belgharia well suit",
                      title="Ramakanta Belgharia vs Dinabandhu", side="plaintiff",
                      court="Civil Judge, Osmanpet", stage="evidence", next_date="2026-03-13"))
    practice.ingest_text("20.2.26 Hirapadar tractor claim - PW1 chief done. Next 12.3.26 for the insurer's witness.",
                         name="t1 feb.txt", case_id="T1", date="2026-02-20", author="Lawyer")
    practice.ingest_text("WEEK PLAN - 9 to 14 March 2026\n"
                         "Thu 12/3  Osmanpet MACT - Hirapadar tractor claim. Insurer's RW1. Keep ready: site map, the mutation\n"
                         "register extract, the RC in the seizure memo. Widow to come by 10.\n"
                         "Fri 13/3  Belgharia well suit - DW1 cross, bring the panchnama.",
                         name="week plan.txt", date="2026-03-07", author="Lawyer")


def test_a_wrapped_line_of_a_plan_is_read_to_its_sentences_end(practice):
    build(practice)
    ans = practice.ask("what is pending in the hirapadar tractor claim?", today="2026-03-09")
    line = first_line(ans)
    assert "seizure memo" in line, ans.answer
    assert "panchnama" not in line, ans.answer
