"""A question that is only a matter's name ("<party> s9?") asks where it stands: besides its last and next hearing and
its steps, the interim order that binds the parties meanwhile (the order that says what it is, not a later note that
it goes on — "status quo jaari", "interim order to continue"). A cause title that names the Act the case is under
("… the Arbitration and Conciliation Act") is no step the case took.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="A1", number="Comm. Arb. Pet. No. 12 of 2026", short_name="Porbandar Salt s.9",
                      title="Zeenatbi Traders vs Porbandar Salt Works", side="petitioner", next_date="2026-12-15"))
    notes = [
        ("2026-03-02", "COMMERCIAL ARBITRATION PETITION NO. 12/2026 (UNDER SECTION 9 OF THE ARBITRATION AND "
                       "CONCILIATION ACT, 1996)\nZeenatbi Traders v/s Porbandar Salt Works\nHeard counsel for the "
                       "petitioner. Notice returnable on 20.03.2026. Till then the respondent shall maintain status quo "
                       "as regards the salt pans at Survey No. 88. Next 20.03.2026."),
        ("2026-03-20", "Porbandar Salt s.9 - reply filed by respondent. Status quo jaari. Next 30.04.2026"),
        ("2026-04-30", "Porbandar Salt s.9 - arguments part heard. Interim order to continue. Next 15.12.2026"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"A1 {day}.txt", case_id="A1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "bare-in-force", build))


def test_a_bare_name_tells_the_interim_order_that_says_what_it_is(pr):
    answer = pr.ask("porbandar salt?", today="2026-12-01")
    said = first_line(answer)
    assert "status quo as regards the salt pans" in said, answer.answer


def test_a_cause_title_naming_the_act_is_no_step(pr):
    answer = pr.ask("porbandar salt?", today="2026-12-01")
    steps = first_line(answer).split("So far:", 1)
    assert len(steps) < 2 or "CONCILIATION" not in steps[1].split("Interim order:")[0], answer.answer
