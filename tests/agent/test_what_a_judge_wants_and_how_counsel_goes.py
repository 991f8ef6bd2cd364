"""What a judge wants of a side, and how a counsel goes about a matter, asked in the languages' words.

- "<judge> <matter> me sarkar se kya chahte hain?" asks what the bench demands: the habitual of "want" (Hindi
  chahte/chahti, Marathi pahije, Telugu kaavali, Kannada beku, Tamil venum) is read as "maangte", what a person asks
  for as a rule; "time chahte" is a side's time, no demand.
- The court's direction typed into a note in the order's own passive ("the learned <officer> is directed to secure
  and produce the original records …") is the bench's bidding, though the record was not read as an order sheet, and
  "to secure and produce" bids a paper as "to produce" does.
- Kannada "how" as typed in the north of the state ("hegey", "hyange") is "how": "<counsel> <matter> alli hegey …"
  asks the counsel's way in the matter.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr Justice Tomba Lairenjam", short="Lairenjam J"))
    reg.add_person(Counsel(id="OC1", name="Sri Peter Chhakchhuak"))
    reg.add_case(Case(id="W1", number="W.P.(C) No. 3310 of 2025", short_name="Zawlnuam lease writ",
                      title="Zawlnuam Village Council vs State", judge_id="J1", counsel_id="OC1",
                      side="petitioner"))
    notes = [
        ("2026-02-10", "10/2 HC WP 3310 lease - Lairenjam J. GP sought time for counter, 3 weeks. "
                       "Chhakchhuak for R3 - wants to file an additional affidavit."),
        ("2026-03-03", "IN THE HIGH COURT\nW.P.(C) No. 3310/2025   DATED 03.03.2026\nORDER: Counter of R1 filed. "
                       "R3 represented. The learned Government Pleader is directed to secure and produce the "
                       "original records, namely the khatian register of 1961 and the lease file of the Deputy "
                       "Commissioner. List on 14.04.2026."),
        ("2026-01-13", "WP 3310 lease - Lairenjam J asked why the Village Council resolution is unsigned. "
                       "Lairenjam J: \"file the translation of the lease\". Next 10.02.2026."),
        ("2025-12-02", "WP 3310 - Lairenjam J wanted the map of the grazing land, said \"no stay without the map\". "
                       "Next 13.01.2026."),
        ("2025-11-04", "WP 3310 - admission. Lairenjam J asked the GP about the 2019 notification, "
                       "Lairenjam J said \"do not cut trees meanwhile\". Notice. Next 02.12.2025."),
        ("2026-04-14", "WP 3310 - records not produced. Lairenjam J: \"last chance to the State\". "
                       "Chhakchhuak again sought time, his senior is busy. Next 26.05.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="W1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-wants-counsel-goes", build)


@pytest.mark.parametrize("text", ["Lairenjam J sarkar se kya chahte hain?", "Lairenjam J ko kya chahiye hota hai?",
                                  "judge saheb state kadun kay pahije mhantat?", "judge garu emi kaavali antaru?",
                                  "judge avaru enu beku antare?"])
def test_what_a_judge_wants_is_what_they_demand(text):
    from tareekh.agent.habit_asked import asks_demanded

    assert asks_demanded(text)


@pytest.mark.parametrize("text", ["Lairenjam J se sarkar time chahte hain?", "Lairenjam J kaise hain?"])
def test_time_wanted_or_a_bare_how_is_no_demand(text):
    from tareekh.agent.habit_asked import asks_demanded

    assert not asks_demanded(text)


def test_an_order_s_passive_direction_to_secure_and_produce_bids_a_paper():
    from tareekh.agent.judge_ways import bids_paper, court_directs

    line = "The learned Government Pleader is directed to secure and produce the original records, namely the register"
    assert bids_paper(line) and court_directs(line)
    assert not court_directs("Chhakchhuak wants to file an additional affidavit")


def test_what_the_judge_wants_of_the_state_holds_the_direction_typed_into_a_note(pr):
    a = pr.ask("Lairenjam J lease writ me sarkar se kya chahte hain?", today="2026-05-20")
    assert "khatian register" in a.answer, a.answer


@pytest.mark.parametrize("how", ["hegey", "hyange"])
def test_kannada_how_as_typed_in_the_north_asks_the_counsel_s_way(pr, how):
    from tareekh.agent.question import understand

    q = understand(f"chhakchhuak lease writ alli {how} nadkotare", registry=pr.registry, today=date(2026, 5, 20))
    assert q.kind == "pattern", q.kind
