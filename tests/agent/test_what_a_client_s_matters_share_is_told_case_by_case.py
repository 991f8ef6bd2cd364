"""'What do Kesarmal's two cases have in common?', 'rendu case-la pothuvaana vishayam enna?' — what a client's
matters share: the words both matters' records write and the practice's other matters do not, quoted case by case;
never "Nothing in your notes on common".

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.in_common import COMMON_ASKED
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

NOTES = [
    ("L1", "2025-01-08", "Bank v Kesarmal - loan of Rs. 6,00,000 taken for a harvester; the harvester was burnt in "
                         "the godown fire of March 2024 and the instalments stopped. Next 12.02.2025."),
    ("L1", "2025-02-12", "Bank v Kesarmal - WS filed: the harvester was insured, the bank must wait for the "
                         "insurer. Next 20.03.2025."),
    ("I1", "2025-01-15", "Kesarmal v Insurer - claim for the harvester burnt in the godown fire repudiated: the "
                         "fire brigade report was not sent within 7 days. Next 19.02.2025."),
    ("I1", "2025-02-19", "Kesarmal v Insurer - reply filed. Surveyor's report admits the fire. Next 26.03.2025."),
    ("O1", "2025-01-20", "State v Dhoraliya - bail granted, surety Rs. 20,000. Next 11.02.2025."),
    ("O2", "2025-01-22", "Mhaskar v Mhaskar - partition suit, commissioner appointed. Next 14.02.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri R. V. Ghodbunder, Civil Judge", short="Ghodbunder sahab"))
    for cid, number, short, title in (
            ("L1", "Spl. Civil Suit No. 4 of 2025", "bank recovery suit", "Ujasini Bank vs Kesarmal"),
            ("I1", "C.C. No. 12 of 2025", "insurance complaint", "Kesarmal vs Surakshit Insurance"),
            ("O1", "B.A. No. 3 of 2025", "Dhoraliya bail", "State vs Dhoraliya"),
            ("O2", "R.C.S. No. 9 of 2025", "Mhaskar partition", "Mhaskar vs Mhaskar")):
        reg.add_case(Case(id=cid, number=number, short_name=short, title=title, judge_id="J1"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "in-common", build)


@pytest.mark.parametrize("question", [
    "Kesarmal ke dono case me common baat kya hai",
    "Kesarmal oda rendu case-la pothuvaana vishayam enna",  # Tamil typed in Latin letters
])
def test_what_two_matters_share_is_told_case_by_case(pr, question):
    a = pr.ask(question, today="2025-04-01")
    assert not a.answer.startswith("Nothing"), a.answer
    for said in ("harvester", "fire"):
        assert said in a.answer, (said, a.answer)
    cited = {c.case_id for c in a.citations}
    assert {"L1", "I1"} <= cited, a.answer  # each matter's own lines
    assert "Dhoraliya" not in a.answer and "Mhaskar" not in a.answer, a.answer


@pytest.mark.parametrize("question", ["what do the two cases have in common", "dono case me kya samaan hai",
                                      "iru case-la pothuvaana vishayam", "দুটো মামলায় কী মিল"])
def test_in_common_asked_in_the_languages(question):
    assert COMMON_ASKED.search(question)


@pytest.mark.parametrize("question", ["next date kya hai", "harvester kab jala"])
def test_no_word_of_sharing_asks_nothing_in_common(question):
    assert not COMMON_ASKED.search(question)
