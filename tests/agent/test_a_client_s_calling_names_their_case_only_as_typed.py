"""A client registered with a calling after the name ("<name>, transporter, <village>") is called by that calling only
as typed: a question about a case described by a word that merely resembles it ("the transport union's case") is
about no case of the registry, never the client's case under another name.

- "transport union wala case chi pudhchi tarikh kay" (Marathi typed in Latin letters) of a practice whose only
  such client is a transporter in a cheque case: no such case, not the cheque case's next date;
- "transporter wala case chi pudhchi tarikh kay": the calling as registered still finds the client's case;
- the client's own name still finds it.

A small practice written for this test (a cheque case of a transporter, a land suit), unlike the data sets.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-05-04"

NOTES = [
    ("Z1", "2026-04-06", "SCC 310/2025 Zilpe cheque. Accused absent, BW issued. ND 15.06.2026 for appearance."),
    ("Z2", "2026-04-13", "RCS 88/2024 Vithabai land suit. Issues framed. ND 20.07.2026 for plaintiff's evidence."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="ZC1", name="Shevgaon Roadlines (prop. Kasegaon Zilpe), transporter, Shevgaon"))
    reg.add_person(Client(id="ZC2", name="Vithabai Khandeshi"))
    reg.add_case(Case(id="Z1", number="S.C.C. No. 310 of 2025", short_name="Zilpe cheque case",
                      title="Shevgaon Roadlines vs Pralhad Gaikar", client_id="ZC1", side="complainant",
                      nature="complaint u/s 138 NI Act"))
    reg.add_case(Case(id="Z2", number="R.C.S. No. 88 of 2024", short_name="Vithabai land suit",
                      title="Vithabai Khandeshi vs Maruti Ghule", client_id="ZC2", side="plaintiff",
                      nature="declaration and injunction"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "client-calling-as-typed", build)


def test_a_word_resembling_a_client_s_calling_names_no_case(pr):
    a = pr.ask("transport union wala case chi pudhchi tarikh kay", today=TODAY)
    assert "15 Jun 2026" not in first_line(a), a.answer
    assert re.search(r"no such case|no record|not in your registry", first_line(a), re.I), a.answer


@pytest.mark.parametrize("q", ["transporter wala case chi pudhchi tarikh kay", "zilpe case chi pudhchi tarikh kay"])
def test_the_calling_as_registered_or_the_name_still_finds_the_case(pr, q):
    a = pr.ask(q, today=TODAY)
    assert "15 Jun 2026" in first_line(a), a.answer
