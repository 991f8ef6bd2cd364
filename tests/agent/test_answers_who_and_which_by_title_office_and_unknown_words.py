"""Who and which, on a small invented practice (a partition suit, a criminal revision nicknamed after its
petitioner, an accident claim and a tractor-loan appeal), asked in the words of several Indian languages:

- a case called by a word no record of the practice writes, strung on a possessive before the kind word ("<unknown
  place> wale tractor loan case") is said back as no such case, not answered from the case sharing "tractor";
- a paper asked by a two-word term of the law whose qualifying word no record of the matter writes ("counter claim"
  where the notes only say the defendant claims) is "Not on record", not hedged over a line sharing the head word;
- a name typed with a title ("Dr <name>") beside a case kind is the witness of that matter, not the case nicknamed
  after someone of that name, even when the rules read the witness's name as the title alone;
- a witness asked by the initials of the office they come from ("BDO wala witness") is the one whose line writes
  that office in full;
- a counsel's matters are those whose records write their name, not a village named after a name that shares its
  first five letters.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("S1", "2025-02-03", "OS 88/24 Mehul partition - defendant Kantilal WS filed today. Kantilal claims the upper floor "
                         "is self-acquired from his own earnings. Issues next date 10.03.2025."),
    ("S1", "2025-03-10", "Mehul partition - issues framed (4). Kantilal's claim of self acquisition is issue 2. "
                         "PW1 Mehul chief affidavit by 21.04.2025."),
    ("S1", "2025-04-21", "Mehul partition - PW1 chief affidavit filed, cross by Thakore deferred. Next 26.05.2025."),
    ("R1", "2025-02-11", "Crl Rev 12/25 Somasundaram - admission heard, notice to State, LCR called. Next 17.03.2025."),
    ("R1", "2025-03-17", "Somasundaram revision - PP sought time for LCR. Next 28.04.2025."),
    ("M1", "2025-01-20", "MACP 45/24 Fathima - claimants' evidence. PW3 doctor to be summoned from district hospital. "
                         "Next 24.02.2025."),
    ("M1", "2025-02-24", "MACP Fathima - PW3 Dr. K. Somasundaram (Neuro, district hospital) examined. Proved wound "
                         "certificate - 40% permanent disability of the left arm. Cross by insurer: he cannot lift "
                         "cement bags, cannot work as a mason again. Next 31.03.2025 RW1."),
    ("M1", "2025-03-31", "M.A.C.P. No. 45 of 2024\nR.W.1 Smt. Radhika Nair, Senior Clerk, Block Development\nOffice, "
                         "Chinnapalayam, examined and cross-examined. She states that the permit of the tempo was "
                         "renewed on 04.06.2023 and was in force on the day of the accident. Evidence of respondents "
                         "closed. Next 05.05.2025 arguments."),
    ("A1", "2025-01-14", "AS 7/23 tractor appeal - Kolur bank's recovery of the tractor loan, appeal against the "
                         "decree. Records received. Next 18.02.2025."),
    ("A1", "2025-02-18", "Tractor appeal - arguments part heard, respondent bank to reply. Next 25.03.2025."),
    ("A1", "2025-03-25", "Tractor appeal - bank's branch at Meenakshipuram produced the loan ledger. Next 29.04.2025."),
    ("W1", "2025-02-05", "Kalyani akka pension writ - counter by State awaited. Next 12.06.2025."),
    ("M1", "2025-03-03", "MACP Fathima - Shobhana Raghavan for insurer again took time, says the driver's licence "
                         "was fake. Next 31.03.2025."),
    ("M1", "2025-03-31", "MACP Fathima - Shobhana Raghavan argued the licence point once more in cross of RW1."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_case(Case(id="S1", number="O.S. No. 88 of 2024", short_name="Mehul partition suit",
                      title="Mehul Parekh vs Kantilal Parekh", side="plaintiff"))
    reg.add_case(Case(id="R1", number="Crl. Rev. P. No. 12 of 2025", short_name="Somasundaram revision",
                      title="Somasundaram Gowda vs State", side="petitioner"))
    reg.add_person(Counsel(id="OC1", name="Shobhana Raghavan"))
    reg.add_case(Case(id="M1", number="M.A.C.P. No. 45 of 2024", short_name="Fathima MACT",
                      title="Fathima Beevi vs Kaveri Motor Insurance", side="claimant", counsel_id="OC1"))
    reg.add_case(Case(id="W1", number="W.P. No. 5120 of 2024", short_name="Kalyani akka pension writ",
                      title="Kalyani Bai vs State", side="petitioner"))
    reg.add_case(Case(id="A1", number="A.S. No. 7 of 2023", short_name="tractor appeal",
                      title="Nanjundappa vs Kolur Grameena Bank", side="appellant"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "whoandwhich", _build)


@pytest.fixture
def pr(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    p.settings.llm.base_url = None
    yield p
    p.close()


TODAY = "2025-05-01"


@pytest.mark.parametrize("question", [
    "shivapur wale tractor loan case ka kya hua?",
    "shivapur-er tractor loan mamla ki holo?",
    "shivapur da tractor loan case da ki bania?",
    "shivapur cha tractor loan dava kay jhala?",
    "शिवपुर वाले ट्रैक्टर लोन केस का क्या हुआ?",
    "शिवपूरचा ट्रॅक्टर लोन दावा काय झाला?",
])
def test_a_case_called_by_a_word_no_note_writes_is_said_back(pr, question):
    line = first_line(pr.ask(question, today=TODAY))
    assert line.startswith("No such case"), line
    assert "shivapur" in line or "शिवप" in line


def test_a_case_called_by_its_own_words_and_a_place_its_notes_write_is_answered(pr):
    a = pr.ask("kolur wale tractor appeal ka kya hua?", today=TODAY)
    assert not first_line(a).startswith("No such case")
    assert "A.S. 7/2023" in a.answer or "tractor appeal" in a.answer


@pytest.mark.parametrize("question", [
    "Kantilal ne Mehul suit mein counter claim kab file kiya?",
    "Mehul partition la counter claim eppo file pannaanga?",
    "Mehul suit ma counter claim kyare file karyu?",
])
def test_a_counter_claim_never_written_is_not_on_record(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert line.startswith("Not on record"), line
    assert "counter claim" in line
    assert cited_ok(pr, a)


def test_a_paper_the_notes_do_hold_is_still_answered(pr):
    line = first_line(pr.ask("Mehul suit mein WS kab file hua?", today=TODAY))
    assert not line.startswith("Not on record"), line
    assert "3 Feb 2025" in line


@pytest.mark.parametrize("question", [
    "Dr Somasundaram ne MACT mein kya bola?",
    "what did Dr Somasundaram say in the MACT?",
    "MACT la Dr Somasundaram enna sonnar?",
])
def test_a_titled_name_beside_a_case_kind_is_that_matter_s_witness(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "40%" in a.answer and "mason" in a.answer, a.answer
    assert "Crl. Rev." not in first_line(a)
    assert cited_ok(pr, a)


@pytest.mark.parametrize("question", [
    "MACT mein BDO wala witness ne kya bola",
    "MACT la BDO office witness enna sonnanga?",
    "what did the BDO witness say in the MACT?",
])
def test_a_witness_asked_by_their_office_s_initials_is_found(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "Radhika Nair" in first_line(a), a.answer
    assert "04.06.2023" in a.answer


@pytest.mark.parametrize("question", [
    "insurance wali Shobhana madam har baar kya point uthati hai?",
    "Shobhana madam prati baar ki point tole?",
])
def test_a_counsel_s_matters_are_not_a_village_sharing_her_name_s_first_letters(pr, question):
    line = first_line(pr.ask(question, today=TODAY))
    assert "Fathima MACT" in line, line
    assert "tractor" not in line


def test_a_party_called_with_an_honorific_another_case_s_nickname_holds_is_still_that_party_s_case(pr):
    """"<party> akka" names the party's own suit, though another case is nicknamed "<someone> akka …"."""
    line = first_line(pr.ask("Mehul akka suit ND enna? Mehul akka varanuma?", today=TODAY))
    assert "O.S. 88/2024" in line, line
    assert "pension" not in line
