"""Whether a witness gave evidence, asked yes or no (agent/stage_done.py), on a small invented land suit whose clerk
reports the day's evidence in Bengali and Devanagari script while the lawyer asks in Latin letters in other
languages: the yes or no's closing particle ("… hui kya?", "… zali ka?") is no "what", the witness's own description
("the surveyor PW2") is who is asked of, and the script's "evidence was given" / "cross is over" is the examination
held."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    ("L1", "2025-06-02", "T.S. 208/22 Bhupati v Kalachand. PW1 Bhupati chief affidavit filed. Summons issued to PW2 "
                         "surveyor (retd., did the 2016 measurement). Next 07.07.2025."),
    ("L1", "2025-07-07", "17:05 Clerk Prakasam: টি.এস. ২০৮ - PW2 সার্ভেয়ার এর সাক্ষ্য হয়েছে, জেরাও হয়ে গেছে। পরের তারিখ ১১ আগস্ট"),
    ("L1", "2025-08-11", "16:40 Munshi: टीएस 208 - PW3 पटवारी नहीं आया, समन फिर से जारी। अगली तारीख 15 सितंबर"),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Sri A. Chakladar"))
    reg.add_person(Client(id="CL1", name="Bhupati Samaddar"))
    reg.add_case(Case(id="L1", number="T.S. No. 208 of 2022", short_name="Bhupati land suit",
                      title="Bhupati Samaddar vs Kalachand Bagchi", judge_id="J1", client_id="CL1", side="plaintiff",
                      stage="plaintiff evidence", next_date="2025-09-15"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "witness_deposed", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "Bhupati land suit mein surveyor PW2 ki gawahi hui kya?",   # Hindi, the closing "kya" and the witness's role
    "Bhupati land suit madhe PW2 chi saakshya zali ka?",        # Marathi, the closing "ka"
    "Bhupati land suit maa PW2 ni jubani thai gai ke?",         # Gujarati
    "Bhupati land suit la PW2 saatchi mudinjatha?",             # Tamil
    "was PW2 examined in the Bhupati land suit?",               # English
])
def test_a_witness_whose_evidence_a_script_note_reports_was_examined(practice, question):
    a = practice.ask(question, today="2025-08-20")
    line = first(a)
    assert line.startswith("Yes"), line
    assert "7 Jul 2025" in line
    assert cited_ok(practice, a)


def test_the_cross_reported_over_in_another_script_is_a_cross_held(practice):
    a = practice.ask("Bhupati land suit lo PW2 cross ayipoyinda?", today="2025-08-20")
    line = first(a)
    assert line.startswith("Yes") and "7 Jul 2025" in line, line
    assert cited_ok(practice, a)


def test_a_witness_who_did_not_come_is_not_said_to_have_deposed(practice):
    a = practice.ask("Bhupati land suit mein PW3 ki gawahi hui kya?", today="2025-08-20")
    assert not first(a).startswith("Yes"), first(a)
