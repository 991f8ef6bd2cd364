"""A day moved by a later message ("Correction: next date is 3 April, not March") is for what the hearing that set
the first day said: the answer gives the moved day and that purpose, on a small invented practice asked in Gujarati-,
Kannada- and Hindi-English."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line as first


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Shri V. N. Thakore"))
    reg.add_person(Client(id="CL1", name="Hemant Desai"))
    reg.add_case(Case(id="K1", number="Criminal Case No. 4410 of 2025", short_name="Sabarmati cheque case",
                      title="Hemant Desai vs Kiran Joshi", judge_id="J1", client_id="CL1", side="complainant"))
    p.ingest_text("10/2/2026 ct 9 sabarmati cheque - our side argued 30 min.\n"
                  "joshi's advocate not ready again. thakore saheb: costs 800, final opportunity for defence arguments.\n"
                  "ND 03.03.2026", name="n1.txt", case_id="K1", date="2026-02-10", author="Lawyer")
    path = folder / "WhatsApp Chat with Nirav.txt"
    path.write_text("11/02/2026, 10:15 - Nirav: sabarmati cheque - Correction: next date is 3 April (not March). "
                    "Board checked.\n", encoding="utf-8")
    for e in p.ingest([path]).entries:
        if e.status == "review":
            p.confirm(e.id, case_id="K1")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "moved", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("q", ["joshi cheque ma ND kyare?", "sabarmati cheque next date yavaga?",
                               "desai 138 agli tareekh kab hai?"])
def test_a_moved_next_date_says_what_the_hearing_that_set_it_was_for(practice, q):
    a = practice.ask(q, today="2026-03-20")
    line = first(a)
    assert "3 Apr 2026" in line
    assert "defence arguments" in line
    assert cited_ok(practice, a)
