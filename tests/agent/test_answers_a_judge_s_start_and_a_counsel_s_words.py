"""A judge's ways at the start of a matter, and what a counsel says every time.

- "What does he ask for at the start" quotes, of each first hearing's note, the sentence where the judge acts, not
  the day's heading and who appeared (agent/habits.py `at_the_start`).
- "Our matters before <judge>: what does he always …" asks the judge's ways; "our matters" only says where
  (agent/compose.py, before agent/before_judge.py's which-matters reading).
- An order of the judge's own matter that says the court does a thing once more ("the parties are once more
  advised to settle …") is the judge's habit in the court's own words (agent/compose.py `_COURT_AGAIN`).
- Asked what the judge does when a party seeks time, what the court directed on a day a party sought time is it,
  though the direction's own words name no adjournment ("… shall remain present in person").
- "What does <counsel> say every time" reads the saying a sentence or two after the one naming the counsel ("…
  handed over the draft. Interest not paid - she said …") (agent/ways.py `named_lines`).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

BOUNDARY = [
    ("2025-10-06", "10.10.25 Civil Judge court - OS 41/2025 Pernenkil boundary suit. Both defendants appeared, "
                   "Kondvilkar for D1, his junior Prakash for D2 with the vakalat of D2 and a fresh address memo. Time for WS "
                   "sought by both, granted four weeks, and the plaintiff's IA for injunction also to be replied. "
                   "Tiruvengadam sir asked first for the survey sketch and the "
                   "village map extract before anything else."),
    ("2025-11-17", "OS 41/2025 Pernenkil boundary - WS filed. Next 05.01.2026."),
    ("2026-04-06", "OS 41/2025 Pernenkil boundary - defendant again sought time for the title papers. Tiruvengadam "
                   "sir: last chance, costs Rs. 500 to us. Next 11.05.2026."),
]
WELL = [
    ("2025-12-02", "02.12.25 Civil Judge court - OS 58/2025 Oshmita well suit. Plaintiff present with counsel. "
                   "Defendant appeared through the sarpanch with the panchayat's resolution and a bundle of old tax receipts "
                   "and the 1998 mutation copy, our client came with her son. Tiruvengadam sir before anything: parties to sit with the panchayat elders "
                   "first and report."),
]
EXECUTION = [
    ("2026-03-10", "EP 9/2026 Kalpavalli decree - Sarbadhikary for the JD appeared, sought time."),
    ("2026-04-14", "EP 9/2026 Kalpavalli decree - Sarbadhikary handed over a draft of Rs. 1,20,000 for the principal. "
                   "Interest for two years\nNOT paid - she said \"the interest is pending approval at the branch\". "
                   "Same words as before."),
    ("2026-05-20", "EP 9/2026 Kalpavalli decree - Sarbadhikary filed a memo of part payment."),
]

EXECUTION_ORDER = ("IN THE COURT OF THE PRINCIPAL CIVIL JUDGE\nE.P. 9 of 2026\n20.05.2026\nDecree holder present with "
                   "counsel. Judgment debtor present through counsel. Memo of part payment filed. The parties are once "
                   "more advised to settle the balance interest before the Lok Adalat and report.\nList on 30.06.2026.\n"
                   "Principal Civil Judge")

BOUNDARY_ORDER = ("IN THE COURT OF THE CIVIL JUDGE\nO.S. 41 of 2025\n02.03.2026\nLearned counsel for the defendant "
                  "prays for further time to produce the title papers. The defendant shall file his own affidavit "
                  "listing the title papers, failing which he shall remain present in person on the next date.\n"
                  "List on 06.04.2026.\nCivil Judge")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JT", name="Sri R. Tiruvengadam", short="Tiruvengadam sir", court="Civil Judge court"))
    reg.add_person(Judge(id="JE", name="Smt. Anila Ghoshdastidar", short="Ghoshdastidar madam"))
    reg.add_person(Counsel(id="OS", name="Ms. Rupa Sarbadhikary"))
    reg.add_person(Counsel(id="OK", name="Sri Vinay Kondvilkar"))
    reg.add_case(Case(id="B1", number="O.S. 41 of 2025", short_name="Pernenkil boundary suit",
                      title="Pernenkil vs Kondvilkar", judge_id="JT", side="plaintiff", next_date="2026-06-10"))
    reg.add_case(Case(id="W1", number="O.S. 58 of 2025", short_name="Oshmita well suit",
                      title="Oshmita vs Gram Panchayat", judge_id="JT", side="plaintiff", next_date="2026-06-20"))
    reg.add_case(Case(id="E1", number="E.P. 9 of 2026", short_name="Kalpavalli decree",
                      title="Kalpavalli vs Rural Bank", judge_id="JE", counsel_id="OS", side="decree holder"))
    for cid, notes in (("B1", BOUNDARY), ("W1", WELL), ("E1", EXECUTION)):
        for day, text in notes:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    practice.ingest_text(BOUNDARY_ORDER, name="order sheet 02.03.2026.txt", case_id="B1", date="2026-03-02",
                         author="Court")
    practice.ingest_text(EXECUTION_ORDER, name="order sheet 20.05.2026.txt", case_id="E1", date="2026-05-20",
                         author="Court")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "start-and-words", build)


@pytest.fixture
def pr(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_at_the_start_the_judge_s_own_sentence_is_quoted_not_the_day_s_heading(pr):
    a = pr.ask("What does Tiruvengadam sir do on the first date?", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("At the start of your matters before Tiruvengadam sir"), a.answer
    assert "survey sketch" in line and "panchayat elders" in line, a.answer


def test_our_matters_before_a_judge_with_always_asks_the_judge_s_ways_not_the_list(pr):
    a = pr.ask("Tiruvengadam sir amader court matter-e shuru-te always ki chay", today="2026-06-01")
    line = first_line(a)
    assert "survey sketch" in line, a.answer
    assert not line.startswith(("One matter", "Two matters")), a.answer


def test_what_a_counsel_says_every_time_reads_the_saying_after_the_line_naming_her(pr):
    a = pr.ask("Sarbadhikary EP vich har vaari ki kehndi aa", today="2026-06-01")
    assert "pending approval at the branch" in first_line(a), a.answer


def test_an_order_that_says_the_court_advised_once_more_is_the_judge_s_habit(pr):
    a = pr.ask("Ghoshdastidar madam ka tareeka kya hai?", today="2026-06-01")
    assert "once more advised to settle" in first_line(a), a.answer


def test_what_the_court_directed_on_a_day_time_was_sought_answers_when_time_is_sought(pr):
    a = pr.ask("Tiruvengadam sir ke yahan koi time maange to kya karte hain?", today="2026-06-01")
    assert "present in person" in a.answer, a.answer
