"""Asked whether a party appeared, in any language, the answer states the lines that set a party ex parte — an order
sheet writes the party by its number ("R2 - exparte"), a note in its own language, neither in the question's words."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line


def build(practice) -> None:
    practice.registry.add_case(Case(id="T1", number="M.A.C.P. No. 611 of 2025", short_name="Tharangini claim",
                                    title="Tharangini Vellodi vs Chenthamara Transports & Anr.", side="petitioner"))
    practice.ingest_text("Tharangini claim - notice to both respondents served. Tanker owner (R1) did not come, "
                         "set ex parte. Insurer R2 by counsel Kunnumal. Next 10.09.2025.",
                         name="note 2025-07-14.txt", case_id="T1", date="2025-07-14", author="Lawyer")
    practice.ingest_text("10.09.2025   Petitioner by Adv.    R1 - exparte.    R2 by Adv.   Objections of R2 filed. "
                         "Call on 20.11.2025.", name="order 2025-09-10.txt", case_id="T1", date="2025-09-10",
                         author="Court")
    practice.ingest_text("Tharangini claim - PW1 chief filed. Next 15.01.2026.", name="note 2025-11-20.txt",
                         case_id="T1", date="2025-11-20", author="Lawyer")


@pytest.mark.parametrize("question", [
    "Tharangini claim la tanker owner vandhara?",                # Tamil in Latin letters
    "tharangini claim me tanker wala malik hajar hua kya?",       # Hindi in Latin letters
    "Did the tanker owner ever appear in the Tharangini claim?",  # English
])
def test_a_party_set_ex_parte_is_stated(practice, question):
    build(practice)
    ans = practice.ask(question, today="2025-12-01")
    line = first_line(ans)
    assert "ex parte" in line.lower(), line
    assert "R1 - exparte" in line  # the order sheet's own line, though it names the party by number only
    assert cited_ok(practice, ans)


def test_no_ex_parte_line_leaves_the_question_to_the_other_answers(practice):
    practice.registry.add_case(Case(id="T2", number="O.S. No. 77 of 2025", short_name="Kunnumal suit",
                                    title="Kunnumal vs Vellodi", side="plaintiff"))
    practice.ingest_text("Kunnumal suit - defendant appeared through counsel, WS time sought. Next 02.12.2025.",
                         name="note 2025-10-01.txt", case_id="T2", date="2025-10-01", author="Lawyer")
    ans = practice.ask("Did the defendant appear in the Kunnumal suit?", today="2025-12-01")
    assert "ex parte" not in first_line(ans).lower()
