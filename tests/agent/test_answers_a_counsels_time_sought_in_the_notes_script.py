"""A counsel's ways asked ("what reason does <counsel> always give when seeking time?") when the note that says he
sought time is typed in the note's own script and ties the request to no side: the sentence names him, so the
adjournment is his and is counted with the note that gives his reason (agent/compose.py pattern, counsel_sought.py).
A small practice written for these tests.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line as first, home_built_by


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OJ", name="Jijo Vettikkadan"))
    reg.add_case(Case(id="P1", number="O.S. 903/2025", short_name="Tamonash orchard suit",
                      title="Tamonash vs Orvani", counsel_id="OJ", side="plaintiff"))
    practice.ingest_text("05.02.2026 മുൻസിഫ് - OS 903/2025\nജിജോ വക്കീലിന് മറ്റൊരു കോടതിയിൽ കേസ് ഉണ്ട് എന്ന് പറഞ്ഞ് സമയം ചോദിച്ചു. "
                         "അടുത്ത തീയതി 11.03.2026", name="diary feb.txt", case_id="P1", date="2026-02-05",
                         author="Lawyer")
    practice.ingest_text("11.03.2026 Tamonash orchard suit - PW1 chief affidavit filed. Next 20.04.2026.",
                         name="diary mar.txt", case_id="P1", date="2026-03-11", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-script-time", lambda p, _folder: build(p))


@pytest.fixture
def practice(built):
    from tareekh.practice import Practice

    with Practice.open(built, create=False) as p:
        yield p


def test_time_sought_in_a_script_sentence_naming_the_counsel_is_his(practice):
    ans = practice.ask("what reason does Jijo always give when seeking time", today="2026-05-01")
    line = first(ans).lower()
    assert "sought time" in line, line
    assert "മറ്റൊരു കോടതിയിൽ" in ans.answer
