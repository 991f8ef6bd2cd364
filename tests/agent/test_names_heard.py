"""A case asked about by a party's name as it sounds: typed in Devanagari ("शारदा बाई वाली अपील", "यूसुफ़ वाले सूट")
or in another Roman spelling ("Yousuf", "Sarda Bai"), with the kind of case after the name read as a kind, not as
part of the name. A name that sounds like nobody in the registry is still said back as typed.

A small practice written for these tests (an appeal, a cheque case, a suit and an accident claim; notes in
English and Hinglish), with invented names.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.heard import Heard, key, respell
from tests.agent.helpers import cited_ok, first_line

NOTES = [
    ("B1", "2025-09-02", "Sharda Bai appeal - admitted, record summoned from the trial court. Next 14.11.2025."),
    ("B1", "2025-11-14", "Sharda Bai appeal - State sought time for the paper book. Next 19.02.2026."),
    ("B2", "2025-10-07", "Rathore Traders cheque case - accused appeared, bail bonds filed. Next 09.12.2025."),
    ("B2", "2025-12-09", "Rathore Traders cheque case - PW-1 Mahendra Rathore examined in chief. Next 27.02.2026 "
                         "for cross."),
    ("B3", "2025-08-20", "Berasia land suit - WS filed by the defendant. Next 01.10.2025."),
    ("B3", "2025-10-01", "Berasia land suit - issues framed, four issues. Next 12.01.2026 for plaintiff evidence."),
    ("B4", "2025-07-15", "Bhadbhada accident claim - PW-1 Rakesh examined, cross by the insurer's counsel over. "
                         "Next 30.09.2025."),
    ("B4", "2025-09-30", "Bhadbhada accident claim - PW-2 Dr. Alok Verma (surgeon) examined: 20% permanent "
                         "disability. Next 18.12.2025."),
    ("B4", "2025-12-18", "Bhadbhada accident claim - insurer's DW-1 (branch manager) examined. Next 10.03.2026."),
]
TODAY = "2026-01-20"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice
    from tareekh.registry.models import Case, Client

    path = tmp_path_factory.mktemp("heard") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="BC1", name="Smt. Sharda Bai"))
        reg.add_person(Client(id="BC2", name="M/s Rathore Traders"))
        reg.add_person(Client(id="BC3", name="Mohd. Yusuf Khan"))
        reg.add_person(Client(id="BC4", name="Rakesh Kumar Chouksey"))
        reg.add_case(Case(id="B1", number="Criminal Appeal No. 41 of 2025", short_name="Sharda Bai appeal",
                          title="Smt. Sharda Bai vs State of M.P.", client_id="BC1", side="appellant",
                          next_date="2026-02-19"))
        reg.add_case(Case(id="B2", number="Complaint Case No. 908 of 2024 u/s 138 N.I. Act",
                          short_name="Rathore Traders cheque case", title="M/s Rathore Traders vs Pankaj Soni",
                          client_id="BC2", side="complainant", next_date="2026-02-27"))
        reg.add_case(Case(id="B3", number="Civil Suit No. 12 of 2023", short_name="Berasia land suit",
                          title="Mohd. Yusuf Khan vs Rajendra Pal", client_id="BC3", side="plaintiff",
                          next_date="2026-01-12"))
        reg.add_case(Case(id="B4", number="Claim Case No. 55 of 2024", short_name="Bhadbhada accident claim",
                          title="Rakesh Kumar Chouksey vs Harish Malviya", client_id="BC4", side="claimant",
                          next_date="2026-03-10"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def test_a_devanagari_party_name_before_wali_appeal_finds_the_appeal(pr):
    a = pr.ask("शारदा बाई वाली अपील अब कब लगेगी?", today=TODAY)
    first = first_line(a)
    assert "No such case" not in a.answer and "41/2025" in first and "19 Feb 2026" in first, a.answer
    assert cited_ok(pr, a)


def test_a_devanagari_surname_before_a_cheque_case_finds_the_cheque_case(pr):
    a = pr.ask("राठौर वाले चेक केस की अगली तारीख क्या है?", today=TODAY)
    first = first_line(a)
    assert "No such case" not in a.answer and "908/2024" in first and "27 Feb 2026" in first, a.answer


def test_a_devanagari_name_with_a_nukta_finds_the_suit(pr):
    a = pr.ask("यूसुफ़ वाले सूट में पिछली बार क्या हुआ?", today=TODAY)
    first = first_line(a)
    assert "12/2023" in first and "1 Oct 2025" in first, a.answer


def test_another_roman_spelling_of_a_party_name_finds_the_suit(pr):
    a = pr.ask("Yousuf wale suit mein last time kya hua?", today=TODAY)
    first = first_line(a)
    assert "No such case" not in a.answer and "12/2023" in first and "1 Oct 2025" in first, a.answer


def test_a_devanagari_count_of_witnesses_in_a_claim_counts_that_claim_only(pr):
    a = pr.ask("चौकसे वाले क्लेम में कितने गवाह हुए?", today=TODAY)
    first = first_line(a)
    assert "55/2024" in first and "across your cases" not in first, a.answer
    assert "PW-1" in first and "PW-2" in first and "908/2024" not in a.answer, a.answer


def test_a_party_name_typed_in_telugu_script_finds_the_appeal(pr):
    a = pr.ask("శారదా బాయి appeal next date eppudu?", today=TODAY)
    first = first_line(a)
    assert "41/2025" in first and "19 Feb 2026" in first, a.answer


def test_a_devanagari_name_that_sounds_like_nobody_is_said_back_as_typed(pr):
    a = pr.ask("मनोहर तिवारी वाली अपील कब लगेगी?", today=TODAY)
    assert a.answer.startswith("No such case") and "मनोहर तिवारी वाली अपील" in a.answer, a.answer


def test_a_name_and_its_devanagari_and_variant_spellings_share_one_sound():
    assert key("Bajpai") == key("बाजपेयी") == key("Bajpayee")
    assert key("Yusuf") == key("यूसुफ़") == key("Yousuf")
    heard = Heard(["Mohd. Yusuf Khan", "Smt. Sharda Bai"])
    assert heard.part("यूसुफ़") == "Yusuf" and heard.part("शारदा") == "Sharda"


def test_an_everyday_word_sharing_a_name_consonants_is_not_respelt_as_the_name():
    heard = Heard(["Prakash Soni", "Shakeel Ahmad"])
    assert respell("proxy matter mein kya hua?", heard) == "proxy matter mein kya hua?"
    assert respell("school ki fees wale case", heard) == "school ki fees wale case"
    assert respell("Prakesh wale case", heard) == "Prakash wale case"


def test_a_day_of_the_week_is_not_respelt_as_a_name_it_sounds_like():
    from tareekh.agent.question import _VOCABULARY

    heard = Heard(["Krishi Upaj Mandi Samiti"])
    assert respell("Monday ko Samiti wale case mein kya hua?", heard, vocabulary=_VOCABULARY) == \
        "Monday ko Samiti wale case mein kya hua?"


@pytest.mark.parametrize("typed", ["Rathore Traders wale case ki agli tarikh ka hai",
                                   "Rathore Traders cheque case ki agli tareek ke liye kya karna hai"])
def test_the_hinglish_word_for_a_date_is_not_respelt_as_a_counsel_it_sounds_like(typed, tmp_path):
    """'agli tarikh' is the next date; a counsel "Taareq …" in the registry does not make it his name."""
    from tareekh.agent.question import understand
    from tareekh.practice import Practice
    from tareekh.registry.models import Case, Counsel

    with Practice.open(tmp_path / "home") as p:
        p.registry.add_person(Counsel(id="OC1", name="Taareq Qazilbash"))
        p.registry.add_case(Case(id="B2", number="Complaint Case No. 908 of 2024", short_name="Rathore Traders cheque case",
                                 title="M/s Rathore Traders vs Pankaj Soni", side="complainant",
                                 counsel_id="OC1"))
        q = understand(typed, registry=p.registry, today=date(2026, 1, 20))
    assert "Taareq" not in q.text and not q.counsel and q.actor is None, vars(q)
