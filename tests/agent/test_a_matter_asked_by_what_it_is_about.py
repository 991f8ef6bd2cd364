"""A matter asked by what it is about, not by its name: its head (the kind of matter: a cheque case, a divorce, a
suit) must agree with the case's kind, and every word describing it (a trade, a thing) must be the case's own.

- "<trade> <thing> cheque case" of the practice's one cheque case, an onion trader's: the words describe another
  matter ("No such case"), whether the reader knows them as English or not at all; the case's own words still
  name it.
- "<client> ka divorce wala case" of the client's maintenance case (numbered "M.C.", which some courts give a
  divorce petition too): no divorce case, said back with the client's matter named — never its next date. A
  divorce petition numbered alike is answered.
- "<thing> wale suit" ("school da suit", "school-cha dava"): a common noun strung on a possessive before the case
  word names the one case whose own name holds it, as "<thing> suit" does.
- "<firm> ke director ne <party> suit me …": the kind word after a clause's end is the party's suit's, not the
  firm's complaint's kind.
- "<a word of an Indian language for an estate> gratuity case" of a coffee estate worker's case: its own thing, in
  the question's language.
- "<party> wale batwara" when the party's matter is a partition suit and another matter is called a "batwara": the
  one that holds every word.
- "<party> wale suit mein … <Place> plot ki …": a thing after the case named is a thing in it, not another matter.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

TODAY = "2027-04-20"

NOTES = [
    ("R1", "2027-03-15", "CC 402/2026 Sannaboraiah onion cheque - complainant's affidavit in lieu of chief filed. "
                         "Accused absent, warrant. Next date 14.05.2027 for cross of PW1."),
    ("R2", "2027-03-18", "MC 58/2025 Nargis v Taherali - interim maintenance Rs. 6,000 p.m. not paid for 4 months. "
                         "Recovery application filed. Next date 21.05.2027 for orders."),
    ("R3", "2027-03-22", "OS 77/2026 - Vidyaranya school fee recovery suit. Defendant's WS filed, issues next. "
                         "Next date 28.05.2027."),
    ("R4", "2027-03-25", "MC 112/2026 Jayalaxmi v Rudresh - divorce petition u/s 13(1)(ia), wife's evidence "
                         "closed. Next date 02.06.2027 for respondent's evidence."),
    ("R3", "2027-03-29", "OS 77/2026 Vidyaranya school suit - DW1 Halasuru Giriyappa, director of Hulikunte Sampige, cross: "
                         "admitted the fee cheques were stopped by him. Next date 28.05.2027."),
    ("R5", "2027-03-30", "CC 88/2026 Hulikunte Sampige refund - OP's version filed. Next date 09.06.2027."),
    ("R6", "2027-04-01", "PG 9/2026 Byrasandra gratuity - management's reply filed before the Controlling Authority. "
                         "Next date 11.06.2027 for evidence."),
    ("R8", "2027-03-02", "RC 3/2026 - the bagan boundary stones missing; surveyor to visit."),
    ("R8", "2027-03-09", "RC 3/2026 - surveyor's sketch shows the bagan on khata 14."),
    ("R7", "2027-04-02", "OS 15/2025 Kaverappa partition suit - commissioner's sketch filed. Next date 16.06.2027."),
    ("R8", "2027-04-05", "RC 3/2026 Doddakere batwara - Tahsildar's report called. Next date 23.06.2027."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="RC1", name="Sannaboraiah"))
    reg.add_person(Client(id="RC2", name="Nargis Taherali"))
    reg.add_person(Client(id="RC3", name="Vidyaranya Education Trust"))
    reg.add_person(Client(id="RC4", name="Jayalaxmi Hosakote"))
    reg.add_case(Case(id="R1", number="C.C. No. 402 of 2026", short_name="Sannaboraiah onion cheque",
                      title="Sannaboraiah vs Muddappa (Sri Venugopala Traders)",
                      nature="complaint u/s 138 N.I. Act: commission agent's cheque for onion sale proceeds dishonoured",
                      client_id="RC1", side="complainant"))
    reg.add_case(Case(id="R2", number="M.C. No. 58 of 2025", short_name="Nargis maintenance",
                      title="Nargis Taherali vs Giriyappa Kalsekar", nature="maintenance u/s 125 CrPC; interim maintenance",
                      client_id="RC2", side="applicant wife"))
    reg.add_case(Case(id="R3", number="O.S. No. 77 of 2026", short_name="Vidyaranya school fee recovery suit",
                      title="Vidyaranya Education Trust vs Kalsekar Builders", nature="recovery of school fees",
                      client_id="RC3", side="plaintiff"))
    reg.add_case(Case(id="R4", number="M.C. No. 112 of 2026", short_name="Jayalaxmi matrimonial case",
                      title="Jayalaxmi Hosakote vs Rudresh", nature="petition u/s 13(1)(ia) Hindu Marriage Act",
                      client_id="RC4", side="petitioner wife"))
    reg.add_case(Case(id="R5", number="Consumer Complaint No. 88 of 2026", short_name="Hulikunte Sampige refund",
                      title="Rudresh vs Hulikunte Sampige Developers", nature="refund of booking amount of a flat",
                      side="complainant"))
    reg.add_case(Case(id="R6", number="P.G. Case No. 9 of 2026", short_name="Byrasandra gratuity",
                      title="Byrasandra Hanumaiah vs The Manager, Doddakere Coffee Estate",
                      nature="application for gratuity of a retired estate worker", side="applicant"))
    reg.add_case(Case(id="R7", number="O.S. No. 15 of 2025", short_name="Kaverappa partition suit",
                      title="Kaverappa vs Doddakere Venugopala & Ors.", nature="suit for partition of ancestral land",
                      side="plaintiff"))
    reg.add_case(Case(id="R8", number="Revenue Case No. 3 of 2026", short_name="Doddakere batwara",
                      title="Sannaboraiah vs Muddappa", nature="division of a holding", side="applicant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "asked-by-what-about", build)


@pytest.mark.parametrize("question", [
    "silk cocoon reeler cheque case next date?",            # English nouns the case never writes
    "cocoon reeler cheque case agli tareekh kab hai",       # nouns the reader knows in no language, Hindi words
    "resham reeler cheque case mundina dinanka yavaga",     # Kannada words
])
def test_a_cheque_case_of_another_trade_is_said_back_not_the_one_cheque_case(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "no such case" in first_line(a).lower() or "no record" in first_line(a).lower(), a.answer
    assert "14 May 2027" not in a.answer, a.answer


@pytest.mark.parametrize("question", ["onion cheque case next date?", "cheque case agli tareekh kab hai"])
def test_the_one_cheque_case_asked_by_its_own_words_is_answered(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "14 May 2027" in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "ajker cheque case er jonno ki ready rakhte hobe",      # Bengali "today's", the genitive glued on
    "aajcha cheque case sathi kay tayari karaychi",          # Marathi
    "aajnu cheque case maate shu taiyari karvani",           # Gujarati
])
def test_today_s_cheque_case_is_the_one_cheque_case_not_another_matter(pr, question):
    # a language's word for "today's" before a case's kind word is when, never a word describing another matter
    a = pr.ask(question, today=TODAY)
    assert "no such case" not in first_line(a).lower(), a.answer
    assert "Sannaboraiah" in a.answer or "onion cheque" in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "nargis ke talaq wale case ki next date kya hai",       # Hinglish
    "nargis da divorce case agli tareek ki hai?",           # Punjabi words
    "nargis oda vivakarathu case next date enna?",          # Tamil words
])
def test_a_divorce_asked_of_a_client_whose_matter_is_maintenance_is_said_back(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "no record" in first_line(a).lower() or "no such case" in first_line(a).lower(), a.answer
    assert "21 May 2027" not in first_line(a), a.answer


def test_the_clients_maintenance_case_is_still_answered(pr):
    a = pr.ask("nargis ke maintenance case ki next date kya hai", today=TODAY)
    assert "21 May 2027" in first_line(a), a.answer


def test_a_divorce_numbered_as_an_mc_is_answered_as_a_divorce(pr):
    a = pr.ask("jayalaxmi ka divorce case next date?", today=TODAY)
    assert "2 Jun 2027" in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "school wale suit ki agli tareekh kab hai",             # Hindi "wala" inflected
    "school da suit agli tareek ki hai?",                   # Punjabi "da"
    "school cha dava pudhchi tarikh kay?",                  # Marathi "cha", the suit as "dava"
])
def test_a_suit_asked_by_a_common_noun_strung_on_a_possessive_is_its_case(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "28 May 2027" in first_line(a), a.answer


def test_a_kind_word_after_a_clause_s_end_is_not_the_first_name_s_kind(pr):
    a = pr.ask("witness Hulikunte Sampige ke director ne Vidyaranya suit mein cross mein kya maana?", today=TODAY)
    assert "no such case" not in first_line(a).lower(), a.answer
    assert "stopped" in a.answer, a.answer


def test_a_thing_of_the_case_said_in_the_question_s_language_names_it(pr):
    # (Bengali "bagan", an estate, which the practice's notes write under another matter)
    a = pr.ask("bagan gratuity case er next date ki?", today=TODAY)
    assert "11 Jun 2027" in first_line(a), a.answer


def test_of_two_cases_named_by_a_word_each_the_one_holding_every_word_is_asked(pr):
    a = pr.ask("kaverappa wale batwara ki agli tareekh kya hai?", today=TODAY)
    assert "16 Jun 2027" in first_line(a) and "23 Jun 2027" not in a.answer, a.answer


def test_a_place_s_thing_after_the_case_named_is_a_thing_in_it_not_another_matter(pr):
    a = pr.ask("kaverappa wale suit mein commissioner ne Tekal plot ki valuation report di thi kya?", today=TODAY)
    assert "no such case" not in a.answer.lower() and "fits more than one" not in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "hulikunte vala gala no eviction suit kyare chhe",        # Gujarati "no" (of), "vala", "gala" a shop
    "hulikunte wale dukan ka eviction suit kab hai",          # Hindi "ka"
])
def test_a_possessive_between_a_name_and_another_kind_is_no_clause_end(pr, question):
    # the refund complaint named by its place word, asked as an eviction suit strung on a possessive: no such case
    # (a guard: this practice says it back by another path too; the question that met the clause-end rule is a
    # data set's, measured by bench/answers.py)
    a = pr.ask(question, today=TODAY)
    assert "no such case" in first_line(a).lower() or "no record" in first_line(a).lower(), a.answer
    assert "9 Jun 2027" not in first_line(a), a.answer
