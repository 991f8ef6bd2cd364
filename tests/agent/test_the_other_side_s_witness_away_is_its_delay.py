"""Asked when the other side stayed away or took time in a matter ("dusri party kab kab gayab rahi ya time liya"):
the days its own witnesses stayed away with a plea ("DW1 absent, medical certificate", a Hindi register's "प्रति.सा. 2
… अनुपस्थित (बीमार बताया)") are among them, beside the time it sought; and the words that name the side ("dusri
party", "opposite party") are who acted, never a thing the notes must write (before, the answer opened "Not on
record: your notes … do not write 'dusri'" and left the witness's day out). A small practice written for this test,
in a Rajasthan civil court."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, one_matter_home

NOTES = [
    ("2030-03-04", "Hemkunwar well suit - defendant's counsel sought time to file the written statement. Granted. "
                   "ND 15.04.2030."),
    ("2030-05-20", "Hemkunwar well suit - DW1 Bhuraram absent, medical certificate filed. Summons again. ND 01.07.2030."),
    ("2030-07-01", "01.07.30 हेमकुंवर कुआँ वाद - प्रति.सा. 2 तेजाराम अनुपस्थित (बीमार बताया)। न्यायालय ने समंस जारी किया।\n"
                   "आ.पे. 12.08.30"),
    ("2030-08-12", "Hemkunwar well suit - DW2 Tejaram examined, cross by us over. ND 20.09.2030 for arguments."),
]

_MATTER = Case(id="H1", number="Civil Suit 44/2029", short_name="Hemkunwar well suit",
               title="Hemkunwar vs Tejpura Well Committee & Anr.", side="plaintiff")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return one_matter_home(tmp_path_factory, "other-side-witness-away", _MATTER, NOTES)


@pytest.mark.parametrize("question", [
    "hemkunwar case me dusri party kab kab gayab rahi ya time liya",
    "in the Hemkunwar suit on which dates was the opposite party absent or took time?",
])
def test_the_other_side_s_witnesses_away_are_among_its_days(pr, question):
    a = pr.ask(question, today="2030-09-01")
    first = first_line(a)
    assert not first.startswith("Not on record"), a.answer
    for day in ("4 Mar 2030", "20 May 2030", "1 Jul 2030"):
        assert day in first, a.answer
    assert "12 Aug 2030" not in first and cited_ok(pr, a), a.answer
