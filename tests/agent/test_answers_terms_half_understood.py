"""A question about the terms of an order, typed with words of a language the reader does not know ("bail conditions
gudika kana?"), is answered from the record that holds its known words, and every term is stated: the bond, the
sureties and each condition of the list, not the first one only. A small invented practice (Odia-English)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="B1", number="Bail Appln. No. 2207 of 2024", short_name="Bikash bail",
                      title="Bikash Pradhan vs State of Odisha", side="petitioner"))
    reg.add_case(Case(id="B2", number="C.S. No. 118 of 2023", short_name="Mandap land suit",
                      title="Kanak Sethi vs Hari Sethi", side="plaintiff"))
    notes = [
        ("B1", "2024-11-18", "Bikash bail - PP opposed, case diary called for. Next 02.12.2024."),
        ("B1", "2024-12-02", "Bikash bail - ALLOWED by Sessions Judge.\n"
                             "Personal bond Rs. 40,000 with two sureties of like amount.\n"
                             "Conditions: mark attendance at Jatni PS every Monday; not to leave Khordha district; "
                             "surrender passport within a week.\n"
                             "Trial next 12.03.2025."),
        ("B2", "2024-12-02", "Mandap land suit - PW2 cross over. Next 20.01.2025."),
        ("B2", "2025-01-20", "Mandap land suit - DW1 chief affidavit filed. Next 17.02.2025."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "terms-half-understood", build)


def test_every_condition_of_a_bail_is_stated_though_the_question_has_unknown_words(pr):
    a = pr.ask("bikash ra bail conditions gudika kana?", today="2025-01-25")
    first = a.answer.splitlines()[0]
    assert "40,000" in first and "Monday" in first, a.answer
    assert "Khordha" in first and "passport" in first, a.answer  # the whole list, not its first condition
    assert cited_ok(pr, a)
