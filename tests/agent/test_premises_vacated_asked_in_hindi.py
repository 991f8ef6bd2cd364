"""Whether premises were vacated, asked in Hindi: "<tenant> ne dukan khali kar di?".

"khali karna" (Hindi/Urdu/Punjabi: to vacate) is written in notes and orders as vacated, or as the keys handed
over (agent/lexicon.py); a decree for possession is no vacating, so "possession" alone is not the thing. The yes
comes from the line that says the keys were handed over, with its day.

A small practice written for these tests (an eviction suit, a cheque case), invented names.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import first_line

TODAY = "2026-02-02"
NOTES = [
    ("P1", "2025-06-18", "Ojhatola shop suit - decree for possession passed; the defendant shall hand over vacant "
                         "possession within 60 days. Next 25.08.2025 for compliance."),
    ("P1", "2025-08-25", "Ojhatola shop suit - defendant sought more time to shift the godown stock. "
                         "Next 10.11.2025."),
    ("P1", "2025-11-10", "Ojhatola shop suit - shop mil gaya 03.11.25 - keys handed over by Dungarwal's munim. "
                         "Mesne profits inquiry next, 16.02.2026."),
    ("P2", "2025-09-09", "Zutshi cheque case - accused appeared, bail bonds filed. Next 14.01.2026."),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice
    from tareekh.registry.models import Case, Client

    path = tmp_path_factory.mktemp("vacated") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="PC1", name="Vrinda Ojhatola"))
        reg.add_person(Client(id="PC2", name="Pashupati Zutshi"))
        reg.add_case(Case(id="P1", number="CS No. 212 of 2024", short_name="Ojhatola shop suit",
                          title="Vrinda Ojhatola vs Anand Dungarwal", client_id="PC1", side="plaintiff",
                          nature="eviction", next_date="2026-02-16"))
        reg.add_case(Case(id="P2", number="NACT No. 905 of 2025", short_name="Zutshi cheque case",
                          title="Pashupati Zutshi vs Hrishabh Rao", client_id="PC2", side="complainant",
                          next_date="2026-01-14"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def test_the_shop_vacated_is_answered_from_the_keys_handed_over(pr):
    a = pr.ask("dungarwal ne ojhatola wali dukan khali kar di kya?", today=TODAY)
    first = first_line(a)
    assert first.startswith("Yes") and "keys handed over" in first and "03.11.25" in first, a.answer
