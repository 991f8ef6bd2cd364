"""A yes/no asked by someone's word ("DTO ke hisab se …", "according to the DTO …"): the newest of that source's
records decides, with its date and words, over an older pleading that said the opposite. A small accident-claim
practice written for this test (Kangra), and an order whose condition is hard-wrapped before a weekday's name."""

from __future__ import annotations

import pytest

from tareekh.agent.per_source import source_named
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

WS = """BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, DHARAMSHALA
MAC Petition No. 318 of 2024
WRITTEN STATEMENT ON BEHALF OF THE INSURER
1. The accident is denied for want of knowledge.
2. The driver Bhupinder Sodhi did not hold a valid and effective driving licence on the date of the accident; the
licence shown to be issued by DTO Kangra is fake. Breach of the policy.
Counsel for the Insurer"""

LETTER = """OFFICE OF THE DISTRICT TRANSPORT OFFICER, KANGRA
No. 552/DTO/2025 dt. 18.08.2025
Sub: Verification of DL No. HP40-2015-0012345
The record of this office shows DL No. HP40-2015-0012345 issued on 02.05.2015 to Bhupinder Sodhi, valid up to 14.03.2030.
sd/- DTO Kangra"""

ORDER = """IN THE COURT OF THE SESSIONS JUDGE, PALAMPUR
Bail Application No. 77 of 2025
ORDER
The applicant Tenzing Soren is admitted to bail on a personal bond of Rs. 30,000/- with one surety, subject to the
conditions: (i) he shall mark his presence at P.S. Palampur on every second
Thursday of the month; (ii) he shall not leave the district without leave.
Sessions Judge"""


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="MAC Petition No. 318 of 2024", short_name="Hemlata accident claim",
                      title="Hemlata Soren vs Bhupinder Sodhi", side="petitioner"))
    reg.add_case(Case(id="K2", number="Bail Application No. 77 of 2025", short_name="Tenzing bail",
                      title="Tenzing Soren vs State", side="petitioner"))
    practice.ingest_text("Hemlata claim - insurer WS filed, says driver ka licence farzi (DTO Kangra). Owner ex parte. "
                         "Next 12.05.2025 issues.", name="hemlata 1.txt", case_id="K1", date="2025-02-10",
                         author="Lawyer")
    drop_file(practice, tmp, "insurer ws hemlata.txt", WS, "K1")
    practice.ingest_text("Hemlata claim - insurer sought time to summon licence record from DTO Kangra. "
                         "Next 25.09.2025.", name="hemlata 2.txt", case_id="K1", date="2025-07-14", author="Lawyer")
    drop_file(practice, tmp, "DTO Kangra letter hemlata.txt", LETTER, "K1")
    practice.ingest_text(ORDER, name="tenzing bail order.txt", case_id="K2", date="2025-06-05", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "per-source", build)


@pytest.mark.parametrize("q", [
    "DTO kangra ke hisab se driver ka licence valid tha ki nahi?",
    "according to the DTO Kangra, was the driver's licence valid?",
    "hemlata claim - DTO kangra ke mutabik licence valid hai?",
])
def test_the_newest_record_of_the_named_source_decides_over_an_older_pleading(pr, q):
    a = pr.ask(q, today="2025-10-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "14.03.2030" in first, a.answer  # the words that carry the verdict, with the date they give
    assert cited_ok(pr, a)


def test_a_source_is_read_before_its_postposition_and_after_according_to():
    assert source_named("DTO kangra ke hisab se licence valid tha?")[0] == "DTO kangra"
    assert source_named("as per the doctor, is the injury permanent?")[0] == "doctor"
    assert source_named("bank pramane cheque bounce jhala ka?")[0] == "bank"
    assert source_named("was the licence valid?") is None
    assert source_named("as per law, can he appeal?") is None


def test_a_condition_hard_wrapped_before_a_weekday_is_quoted_whole(pr):
    a = pr.ask("tenzing bail conditions kya hain?", today="2025-10-01")
    assert "every second Thursday of the month" in first_line(a), a.answer
