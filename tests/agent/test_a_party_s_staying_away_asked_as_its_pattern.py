"""A party's staying away asked as their habit, not as an excuse: "<party> haziri nahi deta, pattern kya hai?",
"<party> eppozhume court-il varaathe escape aakunnu?". Each day the matter's records say the party was absent,
excused, or that their summons came back unserved is an instance, told with what the court did next (a warrant),
counted and cited — though no plea was given on any of them. "pattern" itself is the asking, never a thing the notes
lack. agent/away_pleas.py, agent/habit_asked.py, agent/lexicon.py.

A small practice written for these tests, in other words and names than the data sets (Hindi and Malayalam; the
failing questions were Bengali and Tamil).
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, one_matter_home

CHEQUE = [
    ("2025-07-14", "Quillfeather cheque case - summons to Ghoradkar returned unserved, house locked. Fresh summons "
                   "by regd post. Next 18.08.2025."),
    ("2025-08-18", "Quillfeather cheque case - accused Ghoradkar absent again. NBW issued, returnable 22.09.2025."),
    ("2025-09-22", "Quillfeather cheque case - accused produced on the warrant, bailed. Plea recorded."),
    ("2025-11-03", "Quillfeather cheque case. Accused absent. Petition u/s 355 BNSS for exemption allowed. "
                   "Next 08.12.2025."),
    ("2025-12-08", "Quillfeather cheque case - CW1 chief filed on affidavit. Next 19.01.2026."),
]


_MATTER = Case(id="Q1", number="C.C. 318 of 2025", short_name="Quillfeather cheque case",
               title="Quillfeather Traders vs Trimbakesh Ghoradkar", side="complainant")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return one_matter_home(tmp_path_factory, "away-pattern", _MATTER, CHEQUE)


@pytest.mark.parametrize("question", [
    "trimbakesh ghoradkar haziri nahi deta, pattern kya hai?",
    "ghoradkar eppozhume court il varaathe escape aakunnu?",
])
def test_a_party_s_staying_away_asked_as_a_habit_gathers_each_day(pr, question):
    a = pr.ask(question, today="2026-01-10")
    line = first_line(a)
    for said in ("14 Jul 2025", "unserved", "18 Aug 2025", "NBW", "3 Nov 2025", "exemption"):
        assert said in line, a.answer
    assert "three times" in line.lower() or "3 times" in line, a.answer
    assert "chief filed" not in line and "no record" not in line.lower() and cited_ok(pr, a), a.answer


def test_an_excuse_asked_does_not_count_an_unserved_summons(pr):
    a = pr.ask("ghoradkar peshi pe na aane ka har baar kya bahana deta hai?", today="2026-01-10")
    assert "unserved" not in first_line(a), a.answer


def test_the_word_pattern_is_the_asking_not_a_topic():
    from tareekh.agent.habit_asked import every_time, habit_word
    from tareekh.agent.lexicon import topic_groups

    assert habit_word("pattern") and habit_word("aadat") and not habit_word("payment")
    assert not any("pattern" in g or "patte" in g for g in topic_groups("rent ka pattern kya hai"))
    assert every_time("eppozhume varaathe") and every_time("eppavume") and not every_time("eppadi")
