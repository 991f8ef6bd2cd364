"""What a judge asks for, asked of their ways: a line where the judge directs a paper brought or filed ("Judge: the
Tahsildar to file an affidavit …") or asks for one in Hindi ("मैडम ने … रसीदें मांगी") is what they ask, ranked with
the questions they put, not lost below lines that only say how sharp they are.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.judge_ways import directs_paper, wants
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by, opened_offline

ROWS = [
    ("2026-01-09", "Tilakdhari J very strict on land matters - 'one such matter every week'. Notice to R2. ND 20.2.26."),
    ("2026-02-20", "Tilakdhari J: Rs. 2,000 costs on R2 for no objections, last chance given. ND 3.4.26."),
    ("2026-04-03", "Objections filed by R2. Tilakdhari J: Tahsildar Pokhariyal to file an affidavit stating the "
                   "mutation entries of Khasra 212. ND 15.5.26."),
    ("2026-05-15", "Matter not reached - Tilakdhari J rose early. ND 26.6.26."),
    ("2026-06-26", "Tilakdhari J very strict again - 'why is the file not here?'. Hargovind present. ND 7.8.26."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice Tilakdhari Chaubisa", short="Tilakdhari J"))
    reg.add_case(Case(id="W1", number="W.P. No. 4417 of 2025", short_name="Hargovind mutation writ",
                      title="Hargovind vs State & another", judge_id="J1", side="petitioner"))
    for day, text in ROWS:
        practice.ingest_text(text, name=f"W1 {day}.txt", case_id="W1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "what-a-judge-asks-for", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


def test_what_the_judge_asks_for_holds_the_paper_he_directed_filed(pr):
    a = pr.ask("Tilakdhari J land matters mein kaisa hai, what does he ask for", today="2026-07-01")
    assert "affidavit" in a.answer.split("\n")[0], a.answer


@pytest.mark.parametrize("line", [
    "मैडम ने असल किराया रसीदें मांगी हैं",
    "वादी मूल रजिस्टर आगामी तिथि पर पेश करे",
    "Judge: the Collector to produce the original register of 2019",
])
def test_a_paper_asked_for_is_what_the_judge_wants(line):
    assert wants(line)


def test_a_paper_filed_is_not_a_paper_asked_for():
    assert not wants("R2 filed the affidavit of the Collector today")


def test_a_paper_directed_is_told_apart_from_a_paper_asked_for_in_words():
    # a direction to file or produce a paper ranks above a remark; a judge "asking for" an order in words is a want
    assert directs_paper("Judge: the Tahsildar to file an affidavit of the mutation entries")
    assert directs_paper("वादी मूल रजिस्टर आगामी तिथि पर पेश करे")
    assert not directs_paper("Judge sahab ne co-accused ka bail order maanga hai")
