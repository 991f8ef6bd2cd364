"""A judge's ways asked, where what the court asked is written in words the answer missed (agent/compose.py,
agent/habits.py, agent/habit_asked.py, agent/ask_verbs.py):

- an order of the judge asked that names an officer with the town ("the Tahsildar, <town>, shall file a status
  report") is the judge's, though the town is written in the short names of two other judges of the town;
- a topic nearly every record of the matter holds (the officer a writ is about) weighs half, and the court's own
  remark that holds it stays on topic;
- a note's bare capital "J" ("J asked for the list …") is the bench acting; Bengali "barbar ki chaichen" asks what the
  bench keeps wanting, its words no topic;
- an order's bare outcome ("Petition allowed.") is told by its operative sentence before it.

Invented practice: a High Court writ against a Tahsildar before one Justice, two subordinate judges of one town; a
mines writ before another Justice with a note of a bare "J"."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice R. Haldankar", short="Haldankar J",
                         court="High Court, Court No. 2", court_hall="Court No. 2"))
    reg.add_person(Judge(id="J2", name="Sh. A. Lakhotia", short="Munsiff Veerapuram", court="Munsiff, Veerapuram",
                         court_hall="Court of Munsiff"))
    reg.add_person(Judge(id="J3", name="Sh. K. Dorairaj", short="CJM Veerapuram",
                         court="Chief Judicial Magistrate, Veerapuram", court_hall="CJM Court"))
    reg.add_person(Judge(id="J4", name="Hon'ble Mrs. Justice P. Satyamurthy", short="Satyamurthy J",
                         court="High Court, Court No. 9", court_hall="Court No. 9"))
    reg.add_case(Case(id="W1", number="WP 4410/2025", short_name="Hosakote mutation writ",
                      title="Mallesh vs State", side="petitioner", judge_id="J1"))
    reg.add_case(Case(id="W2", number="WP 9902/2025", short_name="Tarnaka quarry writ",
                      title="Residents of Tarnaka vs State", side="petitioner", judge_id="J4"))
    notes = [
        ("2026-01-12", "12.1.26 WP 4410 - Haldankar J. Writ admitted. Notice to the Tahsildar. ND 10.2"),
        ("2026-02-10", "HIGH COURT\nWP No. 4410/2025\nMallesh and others ...Petitioners\nVersus\nState and others "
                       "...Respondents\nCORAM: HON'BLE MR. JUSTICE R. HALDANKAR, JUDGE\n10.02.2026\nLearned GA seeks "
                       "time, stating that instructions are awaited from the Tahsildar. Be that as it may, the\n"
                       "Tahsildar, Veerapuram shall file a status report on the mutation of the petitioners' land.\n"
                       "List on 20.03.2026.\n                    (R. HALDANKAR) JUDGE"),
        ("2026-03-20", "20.3.26 WP 4410 - Tahsildar not present, no report. Haldankar J annoyed - \"Tahsildar "
                       "shall appear in person on the next date\". ND 24.4"),
        ("2026-04-24", "24.4.26 WP 4410 - the Tahsildar came, said the mutation file is with the SDM. ND 29.5"),
        ("2026-05-29", "29.5.26 WP 4410 - Tahsildar's report filed. Arguments heard in part. ND 30.6"),
        ("2026-06-30", "30.6.26 WP 4410 - Tahsildar ne affidavit diya, mutation done. ND 4.8"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"wp4410 {day}.txt", case_id="W1", date=day, author="Lawyer")
    practice.ingest_text("14/9 Tarnaka quarry writ Ct 9\nPart heard. J asked for list of the affected households with "
                         "ration card nos. - file by supplementary aff.\nND 2.11", name="tarnaka 14 sep.txt",
                         case_id="W2", date="2026-09-14", author="Lawyer")
    practice.ingest_text("2/11 Tarnaka quarry writ - Satyamurthy J: last chance to the State to file its reply. ND 7.12",
                         name="tarnaka 2 nov.txt", case_id="W2", date="2026-11-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-town-words", build)


def test_the_order_naming_the_officer_and_the_town_is_the_judge_s_way_with_the_officer(pr):
    a = pr.ask("haldankar J tahsildar ke saath usually kya karte hain", today="2026-07-10")
    line = first_line(a)
    assert "status report" in line, a.answer
    assert "in person" in line, a.answer


def test_a_bare_capital_j_asking_is_what_the_bench_keeps_wanting(pr):
    a = pr.ask("Satyamurthy J tarnaka e barbar ki chaichen", today="2026-12-01")
    line = first_line(a)
    assert "ration card" in line, a.answer
    assert "last" in line, a.answer


def test_an_order_s_bare_outcome_is_told_by_its_operative_sentence():
    from tareekh.agent.habits import what_was_ordered

    text = ("12.11.2026 Heard. The number of trees is in dispute. Sri Q. Marlow, Advocate, is appointed as Advocate "
            "Commissioner to visit the suit land and file report. Commissioner's fee Rs. 9,000/- to be paid by the "
            "petitioner. Petition allowed. Call on 17.12.2026.")
    at = text.index("Petition allowed")
    done = what_was_ordered(text, at, "Petition allowed")
    assert done is not None and "appointed as Advocate Commissioner" in done
    # (an outcome that says what was done needs no sentence before it; nor is a recital an act)
    assert what_was_ordered(text, at, "Petition allowed and the injunction granted till disposal") is None
    assert what_was_ordered("Heard both sides. Petition allowed.", 18, "Petition allowed") is None
    # (an operative sentence already read as another act of the record is told by that act's own line)
    appointed = text.index("Sri Q. Marlow")
    assert what_was_ordered(text, at, "Petition allowed", [(appointed, appointed + 40)]) is None


@pytest.mark.parametrize("line, acts", [("J asked for list of the households", True),
                                        ("Part heard. J. wanted the site map", True),
                                        ("Mr. J asked for time", False),
                                        ("PW1 J said he saw it", False),
                                        ("j asked", False)])
def test_a_capital_j_leading_a_verb_of_the_bench_is_the_judge(line, acts):
    from tareekh.agent.compose import _JUDGE_AS_SUBJECT

    assert bool(_JUDGE_AS_SUBJECT.search(line)) is acts


def test_the_asking_words_of_tamil_and_bengali_and_bar_bar():
    from tareekh.agent.ask_verbs import asks_asking
    from tareekh.agent.habit_asked import again_and_again_words, asks_demanded

    assert asks_asking("sub judge usual-a first enna ellam ketpaaru")
    assert asks_demanded("Roy J barbar ki chaichen")
    assert not asks_demanded("chai pe kya baat hui")
    assert again_and_again_words("Roy J barbar ki chaichen") == ["barbar"]
    assert again_and_again_words("Roy J baar baar kya maangte hain") == ["baar", "baar"]
    assert again_and_again_words("bar association election") == []
