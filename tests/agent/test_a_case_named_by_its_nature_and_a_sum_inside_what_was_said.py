"""Two readings the merge of the eighteenth session's rounds mended:

- "<name> wala claim Lok Adalat gaya tha?" names the claim petition by the word its registry description writes
  ("claim petition u/s 166"); it asks a step of that matter, not "the claims" of its papers — and a step no record
  writes is said back as not on record;
- "X ne kya bola tha, kitne mein maanegi?" asks what X said, with the sum inside it: not an amount alone."""

from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice) -> None:
    reg = practice.registry
    reg.add_case(Case(id="P1", number="M.A.C.P. No. 61 of 2026", short_name="Pushpalata MACT",
                      title="Pushpalata Chhidami vs Bhojraj Transport", side="claimant",
                      nature="claim petition u/s 166 MV Act for the death of her husband",
                      court="Motor Accident Claims Tribunal", stage="evidence", next_date="2026-09-10"))
    practice.ingest_text("12.8.26 Pushpalata MACT - insurer's WS: driver's licence fake, no permit. Claims Rs 24 lakh. "
                         "ND 10.9.26.", name="mact.txt", case_id="P1", date="2026-08-12", author="Lawyer")
    practice.ingest_text("20.8.26 call - Pushpalata ji: insurer offered 9 lakh; she says she will settle at 15 lakh, "
                         "not below, for the children's fees.", name="call.txt", case_id="P1", date="2026-08-20",
                         author="Lawyer")


def test_a_claim_named_by_its_nature_asks_a_step_of_it_not_its_claims(practice):
    build(practice)
    ans = practice.ask("pushpalata wala claim lok adalat bheja tha kya", today="2026-09-01")
    line = first_line(ans)
    assert line.startswith(("Nothing in your notes", "No record", "Not on record")), ans.answer
    assert "lok adalat" in line.lower(), ans.answer


def test_what_was_said_with_a_sum_inside_is_what_was_said(practice):
    build(practice)
    ans = practice.ask("pushpalata ji ne settlement ke baare mein kya bola tha, kitne mein maanegi?", today="2026-09-01")
    assert "15 lakh" in ans.answer and "children" in ans.answer, ans.answer
