"""A side's delays asked of a matter named by its forum ("tribunal case re management kemiti delay karuchi"): the
forum's word finds the matter and its judge, but the judge is no one asked of — the side is, each day it sought
time with its plea. Where the side is no role the rules place ("workman"), the half of the cause title that writes
our client's name is ours, the other half the side asked of. And a hurried note's "<counsel> - "<plea>" - time for
WS." is that side's time, the plea quoted before it. agent/side_excuses.py, agent/people.py, events/rules.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.people import people_for
from tareekh.events import People, Record, extract
from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by


class _Card:
    def __init__(self, case, client=None):
        self.case, self.client, self.counsel, self.judge = case, client, None, None


def test_the_half_of_the_title_with_our_client_s_name_is_ours():
    case = Case(id="T1", number="I.D. 14/2025", short_name="Vanlaldika dismissal reference",
                title="Vanlaldika Zoramthanga vs Management of Thenzawl Weaving Mills", side="workman")
    p = people_for(_Card(case, Client(id="CL1", name="Vanlaldika Zoramthanga, Lungleng")))
    assert "zoramthanga" in p.our_names and "thenzawl" not in p.our_names, p
    assert "thenzawl" in p.other_names, p


@pytest.mark.parametrize("text,plea", [
    ('Hrangbung - "instructions awaited from the board" - time for WS.', "instructions awaited from the board"),
    ('Hrangbung - "senior unwell" - time for the reply.', "senior unwell"),
])
def test_a_plea_then_time_for_a_paper_is_that_side_s_time(text, plea):
    r = Record(entry_id=1, text=text, case_ids=["T1"], record_date="2026-03-02", doc_type="typed_note",
               people=People(our_side="workman", our_names=["zoramthanga"], other_names=["hrangbung", "thenzawl"]))
    adj = [e for e in extract(r) if e.kind == "adjournment"]
    assert adj and adj[0].sought_by == "other" and adj[0].reason == plea, adj


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Lalbiak Fanai", short="PO Labour Court", court="Labour Court"))
    reg.add_person(Counsel(id="OC1", name="Sri K. Hrangbung"))
    reg.add_person(Client(id="CL1", name="Vanlaldika Zoramthanga, Lungleng"))
    reg.add_case(Case(id="T1", number="I.D. 14/2025", short_name="Vanlaldika dismissal reference",
                      title="Vanlaldika Zoramthanga vs Management of Thenzawl Weaving Mills", judge_id="J1",
                      counsel_id="OC1", client_id="CL1", side="workman"))
    notes = [
        ("2026-03-02", "Labour Court - Vanlaldika reference. Thenzawl mills appd thru Hrangbung. "
                       "Hrangbung - \"instructions awaited from the board\" - time for WS. Next 13.04.2026."),
        ("2026-04-13", "Vanlaldika reference - WS filed. Issues next date. Next 25.05.2026."),
        ("2026-05-25", "Vanlaldika reference - Hrangbung sought time again, his witness is in Delhi. "
                       "Fanai saheb: last chance. Next 06.07.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "forum-matter-side-delays", build)


def test_a_matter_named_by_its_forum_is_asked_the_side_s_delays(pr):
    a = pr.ask("labour court case me management kaise delay kar raha hai?", today="2026-06-20")
    line = first_line(a)
    assert "instructions awaited from the board" in line and "two times" in line, a.answer
