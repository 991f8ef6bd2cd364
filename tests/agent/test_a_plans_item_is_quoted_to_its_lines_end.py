"""A quote of a week plan runs on to the end of the matter's line: the sentences after the one that names the matter
are what the day needs (the figure to argue, the step if the first fails); the next line is another matter's
(agent/plan_items.py)."""

from __future__ import annotations

from tareekh.agent.plan_items import to_line_end

_PLAN = """VAARAM PANI - 14 to 19 Dec
- Ashwathappa land suit: vadanalu ready cheyali - survey map copy file cheyali. Compensation 42,000 per gunta adagali.
- Hoskote cheque case: costs 2000 - Bhoomeshwar kattara choodu. If not, memo.
Sat 19 - office."""


def test_the_rest_of_a_plans_line_is_quoted():
    said = to_line_end(_PLAN, "Ashwathappa land suit: vadanalu ready cheyali - survey map copy file cheyali.")
    assert said.endswith("Compensation 42,000 per gunta adagali."), said
    assert "Hoskote" not in said, said


def test_each_quoted_part_runs_to_its_own_lines_end():
    said = to_line_end(_PLAN, "Ashwathappa land suit: vadanalu ready cheyali - survey map copy file cheyali. … "
                              "Hoskote cheque case: costs 2000 - Bhoomeshwar kattara choodu.")
    assert "42,000 per gunta" in said and said.endswith("If not, memo."), said
    assert "Sat 19" not in said, said


def test_a_line_quoted_whole_is_left_as_it_is():
    line = "Hoskote cheque case: costs 2000 - Bhoomeshwar kattara choodu. If not, memo."
    assert to_line_end(_PLAN, line) == line


def test_a_long_rest_of_line_is_not_carried():
    plan = "- Tanvira appeal: grounds ready. " + "Cite the three rulings on delay condonation and the limitation. " * 5
    said = to_line_end(plan, "Tanvira appeal: grounds ready.")
    assert said == "Tanvira appeal: grounds ready.", said
