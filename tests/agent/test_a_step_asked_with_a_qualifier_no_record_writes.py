"""A step asked with what makes it another thing than the one on record is "Not on record", in the words of several
Indian languages; what the notes do record is still answered.

- a qualifier of a step of the law ("anticipatory" bail, a "restitution" petition, a "condonation" application) that
  no record of the matter writes, while the records write the bare head (a regular bail granted, a divorce petition,
  an application): said first, never "Yes — bail granted" from the other one; read across a language's "of" or
  "-wala" between the two ("restitution ki petition", "condonation-er application");
- a proceeding asked by a word of an Indian language the lexicon holds with it ("rajinama", a compromise) that no
  record of the matter writes in any of its words: said back, not hedged over the matter's latest line;
- a person asked by a post and a name whose surname is a small word of another language, or after "owner", whom
  no record names: said back first.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-10-15"
NOTES = [
    ("B1", "2026-05-04", "Zorawar bail - regular bail application u/s 483 BNSS moved before the 2nd ASJ. Notice to APP. "
                         "ND 11.05.2026."),
    ("B1", "2026-05-11", "Zorawar bail - args heard. Bail granted, personal bond Rs. 30,000 with one surety. Applicant "
                         "to mark attendance at the police station on Mondays."),
    ("D1", "2026-03-02", "Ishmeet divorce - petition u/s 13(1)(ia) HMA filed on cruelty. Notice to respondent. "
                         "ND 20.04.2026."),
    ("D1", "2026-04-20", "Ishmeet divorce - respondent Gurmukhjot appeared, WS filed denying cruelty. Application for "
                         "interim maintenance u/s 24 filed by us. ND 08.06.2026."),
    ("D1", "2026-06-08", "Ishmeet divorce - application u/s 24 argued. Orders reserved."),
    ("K1", "2026-02-10", "Thangamani cheque case - accused Kuppuraj appeared, plea recorded. ND 16.03.2026."),
    ("K1", "2026-03-16", "Thangamani cheque case - CW1 chief affidavit filed, cross deferred. Bank official "
                         "Perumalsamy examined as CW2 witness, produced the return memo. ND 27.04.2026."),
    ("S1", "2026-04-07", "Pallikonda trial - charges framed against A1 Gundaiah and A2, read over, not guilty. "
                         "ND 19.05.2026 for PW1."),
    ("S1", "2026-05-19", "Pallikonda trial - PW1 Ramulamma examined in chief, cross by defence deferred."),
    ("C1", "2026-01-12", "Orchard suit - the parties told the court a compromise is being talked of. ND 23.02.2026."),
    ("C1", "2026-02-23", "Orchard suit - compromise petition filed, both sides signed. Decree in terms of compromise."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="B1", number="Crl. Misc. Appl. No. 3321 of 2026", short_name="Zorawar bail",
                      title="Zorawar Dhindsa vs State", nature="regular bail"))
    reg.add_case(Case(id="D1", number="HMA No. 77 of 2026", short_name="Ishmeet divorce",
                      title="Ishmeet Kaur vs Gurmukhjot Singh", nature="divorce on cruelty"))
    reg.add_case(Case(id="K1", number="C.C. No. 902 of 2025", short_name="Thangamani cheque case",
                      title="Thangamani vs Kuppuraj", nature="cheque dishonour"))
    reg.add_case(Case(id="S1", number="S.C. No. 58 of 2026", short_name="Pallikonda trial",
                      title="State vs Gundaiah", nature="grievous hurt"))
    reg.add_case(Case(id="C1", number="O.S. No. 45 of 2025", short_name="Orchard suit",
                      title="Velayudhan vs Sreedharan", nature="partition of an orchard"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "qualifier-no-record-writes", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        p.settings.llm.base_url = None
        yield p


def ask(pr, question: str) -> str:
    return first_line(pr.ask(question, today=TODAY))


@pytest.mark.parametrize("question", [
    "Zorawar ki anticipatory bail kab file hui thi?",  # Hindi
    "Zorawar anticipatory bail kyare file kari hati?",  # Gujarati
    "Zorawar anticipatory bail eppo file pannaanga?",  # Tamil
    "Zorawar er anticipatory bail kobe file holo?",  # Bengali
])
def test_an_anticipatory_bail_asked_of_a_regular_one_is_not_on_record(pr, question):
    line = ask(pr, question)
    assert line.startswith("Not on record"), line
    assert "anticipatory bail" in line and "Yes" not in line


@pytest.mark.parametrize("question", [
    "Ishmeet divorce me Gurmukhjot ne restitution ki petition lagayi kya?",  # Hindi, "of" between
    "Ishmeet divorce vich Gurmukhjot ne restitution di petition kadon file kiti?",  # Punjabi
    "Ishmeet divorce e Gurmukhjot restitution er petition kobe file korlo?",  # Bengali
])
def test_a_qualifier_typed_with_the_language_s_of_is_read_with_its_head(pr, question):
    line = ask(pr, question)
    assert line.startswith("Not on record"), line
    assert "restitution petition" in line


def test_the_step_the_records_write_is_still_answered(pr):
    assert not ask(pr, "Zorawar ki bail kab mili?").startswith("Not on record")
    assert "anticipatory" not in ask(pr, "Zorawar ki regular bail kab mili?")


@pytest.mark.parametrize("question", [
    "Ishmeet divorce me interim maintenance ki application kab file hui?",  # Hindi
    "Ishmeet divorce la interim maintenance application eppo file pannaanga?",  # Tamil
    "Ishmeet divorce e interim maintenance er application kobe file holo?",  # Bengali
])
def test_an_application_a_line_writes_filed_is_no_request_never_done(pr, question):
    # the application's own "filed" is the thing asked done, never a request for it (agent/never_done.py)
    line = ask(pr, question)
    assert not line.startswith("Not on record"), line
    assert "20 Apr 2026" in line, line


@pytest.mark.parametrize("question", [
    "Thangamani cheque case me Kuppuraj ke saath rajinama hua kya?",  # Hindi
    "Thangamani cheque case la Kuppuraj oda raazinama aacha?",  # Tamil, the Urdu word
])
def test_a_compromise_asked_in_an_indian_language_s_word_no_record_writes(pr, question):
    line = ask(pr, question)
    assert line.startswith("Nothing in your notes"), line
    assert "Thangamani" in line


def test_a_compromise_the_records_write_in_english_is_answered(pr):
    line = ask(pr, "Orchard suit me rajinama hua kya?")
    assert not line.startswith("Nothing in your notes"), line


@pytest.mark.parametrize("question, name", [
    ("Thangamani cheque case me bank ke manager Hemendra Jodi ne kya bola?", "Hemendra Jodi"),  # Hindi
    ("Thangamani cheque case la godown owner Marudhachalam enna sonnaaru?", "Marudhachalam"),  # Tamil
    ("Thangamani cheque case e dokan er owner Ritabrata ki bollo?", "Ritabrata"),  # Bengali
])
def test_a_person_by_post_and_a_name_no_record_writes_is_said_back(pr, question, name):
    line = ask(pr, question)
    assert line.startswith("No record names"), line
    assert name in line


def test_a_bank_official_the_records_name_is_answered(pr):
    line = ask(pr, "Thangamani cheque case me bank official Perumalsamy ne kya bola?")
    assert not line.startswith("No record names"), line


@pytest.mark.parametrize("question", [
    "Gurmukhjot ne Ishmeet de khilaf complaint vi file kiti si?",  # Punjabi, "also" between
    "Gurmukhjot ne Ishmeet ke khilaf complaint bhi file kiya tha?",  # Hindi
    "Ishmeet divorce madhe Gurmukhjot ne complaint pan file keli hoti ka?",  # Marathi
])
def test_a_complaint_asked_of_a_divorce_whose_records_never_write_one(pr, question):
    # a kind word of the law ("complaint") names the case only when the case is of that kind: of a divorce, it is a
    # step asked, which no record of the matter writes
    line = ask(pr, question)
    assert line.startswith("Not on record"), line
    assert "complaint" in line


def test_an_application_the_records_write_asked_so_is_answered(pr):
    line = ask(pr, "Gurmukhjot ne Ishmeet de khilaf WS vi file kiti si?")
    assert not line.startswith("Not on record"), line



def test_a_step_asked_with_tamil_s_we_did_then_what_followed(pr):
    # "pannomaa" (did we?) is the Tamil "do" of the first person: the step before the follow-up is read as asked
    line = ask(pr, "Thangamani cheque case-la bank manager-ai witness-a visaaranai pannomaa? avar enna sonnaar?")
    assert line.startswith("Not on record"), line
    assert "manager" in line
    kept = ask(pr, "Thangamani cheque case-la bank official-ai witness-a visaaranai pannomaa? avar enna sonnaar?")
    assert not kept.startswith("Not on record"), kept


@pytest.mark.parametrize("question", [
    "Pallikonda trial lo A1 Gundaiah bail cancel cheyyamani petition vesama? em order vachindi?",  # Telugu
    "Pallikonda trial me A1 Gundaiah ki bail cancel karne ki arzi lagayi thi?",  # Hindi
    "Pallikonda trial e A1 Gundaiah er bail cancel korar petition dilam ki?",  # Bengali
])
def test_an_act_on_a_thing_the_matter_never_writes_is_not_on_record(pr, question):
    # no record of the trial writes a bail, nor its cancellation: said first, never the trial's lines as the act's
    line = ask(pr, question)
    assert line.startswith("Not on record"), line
    assert "cancellation" in line

