"""'<matter> ka faisla aa gaya kya? kis date ko?', '<matter> da faisla aa gaya?': a decision asked yes or no of a matter a
judgment disposed of is answered "Yes —", then what the decision gave (agent/paper_facts.py). Before, the answer
opened "<matter> was allowed on <day>: …" with no yes, and a lawyer reading the first word could not tell it answered
the question asked. Invented practice (a consumer complaint decided by a district commission, not a regulator's order)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, folder) -> None:
    practice.registry.add_case(Case(id="K1", number="C.C. No. 212/2026", short_name="Sengottuvel car complaint",
                                    title="Sengottuvel vs Periyanayagi Autoworks", side="complainant"))
    practice.ingest_text("C.C. 212/2026 filed; notice to the opposite party. Next 14.09.2026.", name="k1 a.txt",
                         case_id="K1", date="2026-07-02", author="Lawyer")
    practice.ingest_text(
        "ORDER. Heard both sides and perused the record. The complaint is allowed. The opposite party shall "
        "replace the engine of the car free of cost within 30 days. The opposite party shall also pay "
        "Rs. 25,000/- as compensation for mental agony and Rs. 5,000/- as costs within 45 days.",
        name="k1 order.txt", case_id="K1", date="2027-01-19", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "decision-yes", build))


@pytest.mark.parametrize("question", ["Sengottuvel car complaint ka faisla aa gaya kya? kis date ko?",
                                      "Sengottuvel car complaint da faisla aa gaya? kis date nu?"])
def test_the_decision_asked_yes_or_no_is_a_yes_with_what_it_gave(built, question):
    ans = built.ask(question, today="2027-02-10")
    first = first_line(ans)
    assert first.startswith("Yes"), ans.answer
    assert "19 Jan 2027" in first, ans.answer
