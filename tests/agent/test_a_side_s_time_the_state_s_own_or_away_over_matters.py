"""A side's time counted in three more shapes: the matter's own counsel where only the government stands against us
and no other counsel of the practice holds a State office is the "Ld. Standing Counsel" of its orders (agent/
compose.py `_not_the_state_s`, agent/counsel_times.py `states_own_counsel`); a count of time taken "or" away
("vel magitla kiva gairhajar") is the time counted, not the one day a note wrote the absence (agent/tally.py); days
over several matters are told matter by matter, "across N cases" the matters they are in (agent/compose.py).

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Party
from tests.agent.helpers import first_line, home_built_by, opened_offline

NOTES = [
    ("W1", "2026-01-14", "Kuldhara writ - Tolaram ne phir time liya - \"Collectorate se instructions nahi aaye\". "
                         "ND 18.2.26"),
    ("W1", "2026-02-18", "Kuldhara writ - arguments of the petitioner heard in part. ND 25.3.26"),
    ("W1", "2026-03-25", "Ld. Standing Counsel again prays for time on the ground that instructions from the "
                         "Collectorate are awaited. Costs of Rs. 2,000. List on 29.04.2026."),
    ("S1", "2026-01-20", "Kesarbagh suit - Ghantasala babu time nele, cross pain. Costs 500. ND 24.2.26"),
    ("S1", "2026-02-24", "Kesarbagh suit - Ghantasala babu phir time nele. ND 24.3.26"),
    ("S1", "2026-03-24", "Kesarbagh suit - Ghantasala babu time nele, junior asile. ND 28.4.26"),
    ("S1", "2026-04-28", "Kesarbagh suit - Ghantasala babu time nele. Last chance. ND 2.6.26"),
    ("S2", "2026-03-10", "Kesarbagh appeal - Ghantasala babu time nele. ND 14.4.26"),
    ("S3", "2026-03-12", "Chinnababu eviction - evidence closed. ND 16.4.26"),
    ("C1", "2026-01-13", "Pothana vima case - company che vakil aale, lekhi jabab sathi vel magitla. ND 17.2.26"),
    ("C1", "2026-02-17", "Pothana vima case - company cha jabab aala. Talathi (OP2) gairhajar. ND 17.3.26"),
    ("C1", "2026-03-17", "Pothana vima case - company che vakil purava dyayla vel magitla. ND 21.4.26"),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Counsel(id="OC1", name="Hemkaran Tolaram"))
    reg.add_person(Counsel(id="OC2", name="Sri Dhanvantri Ghantasala"))
    reg.add_case(Case(id="W1", number="W.P.(C) No. 311 of 2025", short_name="Kuldhara writ",
                      title="Kuldhara Gram Sabha vs Union Territory of Pelvaram Islands", counsel_id="OC1",
                      side="petitioner",
                      parties=[Party(name="Kuldhara Gram Sabha", role="petitioner"),
                               Party(name="Union Territory of Pelvaram Islands", role="respondent")]))
    reg.add_case(Case(id="S1", number="C.S. No. 52 of 2025", short_name="Kesarbagh suit", counsel_id="OC2",
                      side="plaintiff", parties=[Party(name="Marapalli Traders", role="plaintiff"),
                                                 Party(name="Kesarbagh Mills", role="defendant")]))
    reg.add_case(Case(id="S2", number="C.M.A. No. 6 of 2026", short_name="Kesarbagh appeal", counsel_id="OC2",
                      side="respondent", parties=[Party(name="Kesarbagh Mills", role="appellant"),
                                                  Party(name="Marapalli Traders", role="respondent")]))
    reg.add_case(Case(id="S3", number="R.C. No. 9 of 2025", short_name="Chinnababu eviction", counsel_id="OC2",
                      side="petitioner", parties=[Party(name="Pothana Chinnababu", role="petitioner"),
                                                  Party(name="Rahimuddin Quelmari", role="respondent")]))
    reg.add_case(Case(id="C1", number="C.C. No. 44 of 2026", short_name="Pothana vima case", counsel_id="OC2",
                      side="complainant", parties=[Party(name="Pothana Marapalli", role="complainant"),
                                                   Party(name="Pelvaram General Insurance Company Ltd",
                                                         role="opposite party"),
                                                   Party(name="Talathi, Pelvaram", role="opposite party")]))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "state-s-own-or-away-over-matters", _build))


def test_the_matter_s_own_counsel_is_its_standing_counsel(practice):
    a = practice.ask("Tolaram ne Kuldhara writ mein kitni baar time liya ab tak?", today="2026-05-01")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "14 Jan 2026" in line and "25 Mar 2026" in line, a.answer


def test_days_over_several_matters_told_matter_by_matter(practice):
    a = practice.ask("Ghantasala vakil kete thar time neichhe, Kesarbagh suit aau Kesarbagh appeal milaa ke?",
                     today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Five times"), a.answer
    assert "4 in C.S. 52/2025" in line and "3 cases" not in line, a.answer


def test_time_taken_or_away_counts_the_time_not_the_absence_alone(practice):
    a = practice.ask("pothana vima case madhe company walyanni kiti vela vel magitla kiva gairhajar rahile",
                     today="2026-05-01")
    line = first_line(a)
    assert "13 Jan 2026" in line and "17 Mar 2026" in line, a.answer
    assert not line.startswith("Once"), a.answer
