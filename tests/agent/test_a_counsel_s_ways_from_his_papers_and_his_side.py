"""A counsel's ways, asked ("<counsel> cross me kya style hai", "what line does he take"), are told from every line
that bears on them:

- his way in cross asked with the stage's word is still his ways, not one witness's account;
- a line writing his surname only after another given name ("Dr. <other given name> <surname>") is another person;
- a paper he signed ("Through: <name>, Advocate" at its foot) is told by its pleas, not its signature line;
- his party's plea that goes on past a semicolon with no subject of its own is told whole;
- a junior's message headed with our client's name before a dash ("<client> - <party> …") tells the party's act.

A small practice written for these tests (a fodder-supply suit of a Marathi-speaking town), in other words and
names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent import question as Q
from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-01-20"
WS = """IN THE COURT OF THE CIVIL JUDGE JUNIOR DIVISION, KOLHEWADI
Regular Civil Suit No. 88/2025
Tanujashree Dhamankar .... Plaintiff  vs  Ulhas Tambewagh .... Defendant
WRITTEN STATEMENT on behalf of the defendant
3. That the fodder delivered in March 2025 was mouldy and unfit for the cattle, and eleven bales were sent back.
4. That the defendant is entitled to a set-off of Rs. 38,000 for the spoilt bales.
Through: Bhairavnath Pataskar, Advocate
"""
NOTES = [
    ("2025-06-02", "RCS 88/2025 - Pataskar ne WS sathi mudat magitli - client gavat nahi. Dili. ND 14.7.25"),
    ("2025-09-10", "PW1 Tanujashree cross by Pataskar - two hours, all on the mouldy bales line; she denied it. "
                   "ND 1.10.25"),
    ("2025-10-01", "Dr. Omkarnath Pataskar (veterinary officer) gave the certificate of the sick cattle for the "
                   "defendant. ND 3.11.25"),
    ("2025-11-03", "Defendant files list of documents with the return receipts of the bales; pleads that the "
                   "plaintiff's own godown leaked in the rains. ND 8.12.25"),
    ("2025-12-08", "12:10 Suhasini Jr: Dhamankar - Tambewagh chi cross zali. Mhanla bales aadhich ole hote, "
                   "godown madhe kharab nahi zale. ND 20.1.26"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="KC1", name="Tanujashree Dhamankar"))
    reg.add_person(Counsel(id="KO1", name="Shri Bhairavnath Pataskar"))
    reg.add_case(Case(id="K1", number="Regular Civil Suit No. 88 of 2025", short_name="Dhamankar fodder suit",
                      title="Tanujashree Dhamankar vs Ulhas Tambewagh", counsel_id="KO1", client_id="KC1",
                      side="plaintiff",
                      parties=[{"name": "Tanujashree Dhamankar", "role": "plaintiff"},
                               {"name": "Ulhas Tambewagh", "role": "defendant"}]))
    practice.ingest_text(WS, name="ws defendant.txt", case_id="K1", date="2025-07-14", author="Lawyer")
    for day, text in NOTES:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="K1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-ways-papers-side", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


@pytest.mark.parametrize("text", [
    "pataskar ka cross me kya style hai",                 # Hindi
    "how does pataskar usually cross-examine?",          # English
    "pataskar cha cross madhe nehmi kay paddhat asate",   # Marathi
])
def test_a_counsel_s_way_in_cross_is_his_ways_not_a_witness_s_account(text):
    assert Q._kind_of(text, False, True, False) == "pattern"


def test_a_witness_s_cross_asked_without_a_way_is_still_what_was_said():
    assert Q._kind_of("PW1 ke cross me kya aaya?", False, False, True) == "said"


def test_his_cross_and_his_time_are_told_and_a_namesake_is_not(pr):
    a = pr.ask("pataskar ka cross me kya style hai", today=TODAY)
    first = first_line(a)
    assert "mouldy bales line" in first, a.answer
    assert "mudat" in first, a.answer  # the time he sought for the WS, a way of his too


def test_a_line_of_another_given_name_with_his_surname_is_not_his(pr):
    a = pr.ask("what does pataskar always do about the sick cattle certificate", today=TODAY)
    assert "veterinary" not in first_line(a), a.answer  # "Dr. <other given name> <surname>": another person


def test_the_paper_he_signed_is_told_by_its_pleas(pr):
    a = pr.ask("pataskar fodder suit madhe kaay kaay bachav gheto?", today=TODAY)
    assert "set-off" in a.answer or "mouldy and unfit" in a.answer, a.answer
    assert "Through: Bhairavnath" not in first_line(a), a.answer


def test_his_party_s_plea_past_a_semicolon_and_under_our_client_s_name_are_told(pr):
    a = pr.ask("what line does pataskar take usually", today=TODAY)
    assert "godown leaked" in a.answer, a.answer  # "…; pleads that the plaintiff's own godown leaked"
    assert "aadhich ole" in a.answer, a.answer  # "<client> - <party> chi cross zali. Mhanla …"


@pytest.mark.parametrize("registered, line, another", [
    ("Shri Bhairavnath Pataskar", "Dr. Omkarnath Pataskar deposed for the defendant", True),
    ("Shri Bhairavnath Pataskar", "Pataskar sought time", False),
    ("Shri Bhairavnath Pataskar", "Adv. B. Pataskar for the defendant", False),
    ("Shri Bhairavnath Pataskar", "Cross by Bhairavnath Pataskar, two hours", False),
    ("Mr. M. Pataskar", "Pataskar (Kolhewadi) - busy in another court", False),  # the given name an initial only
    ("Mr. M. Pataskar", "Defendant by Thiru M. Pataskar", False),
    ("Mr. M. Pataskar", "Dr. Omkarnath Pataskar deposed", True),
])
def test_another_given_name_before_his_surname_is_another_person(registered, line, another):
    from types import SimpleNamespace

    from tareekh.agent.ways import _another_given_name

    comp = SimpleNamespace(q=SimpleNamespace(counsel=["X1"]),
                           registry=SimpleNamespace(get_counsel=lambda pid: SimpleNamespace(name=registered)))
    assert _another_given_name(comp)(line) is another


@pytest.mark.parametrize("line", [
    "Dy AG Pataskar - instructions awaited from the Department",  # an office's capitals before the surname
    "Objections filed by Dy. A.G. Pataskar",
    "Adv. K. Pataskar for R2",  # an initial: a middle name's, maybe
])
def test_an_office_or_an_initial_before_his_surname_is_still_him(line):
    from types import SimpleNamespace

    from tareekh.agent.ways import _another_given_name

    comp = SimpleNamespace(q=SimpleNamespace(counsel=["X1"]), registry=SimpleNamespace(
        get_counsel=lambda pid: SimpleNamespace(name="Mr. Bhairavnath Tajammul Pataskar, Ld. Dy. AG")))
    assert _another_given_name(comp)(line) is False
