"""Questions a reader half understands, about matters it holds: the matter's facts still answer.

- A word of the question's own language beside a name the registry holds ("<verb> <name> case") is grammar, not
  another matter's name, even when some chat or general note (filed under no case) writes that word too.
- "When is it next, and what will happen that day?" asks the next date and its purpose, not a direction whose
  sentence happens to hold the word "day".
- A witness named only in the line that puts the matter off ("next date: RW2's evidence") was not examined at the
  last hearing.

A small practice written for these tests (a warehouse appeal, an eye-surgery complaint, a settlement before a
tribunal, a maintenance case), asked in Tamil, Bengali, Gujarati, Punjabi and Khasi-English words in Latin letters.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

TODAY = "2025-08-01"

NOTES = [
    ("P1", "2025-02-14", "F.A. 77/2025 Khemka v Vellodi Traders. Appeal against the decree dated 10.01.2025 refusing "
                         "specific performance. Execution stayed subject to deposit of Rs. 4,00,000 within four weeks. "
                         "Next date 20.03.2025."),
    ("P1", "2025-03-20", "Deposit of Rs. 4,00,000 made by DD on 12.03.2025, receipt filed. Admitted. Next date "
                         "10.09.2025 for final hearing."),
    ("P2", "2025-04-02", "Dastoor complaint. Expert committee report received: no consent form signed before the "
                         "second surgery, retina detached after the laser, sterilisation log not kept. Objections in "
                         "4 weeks. Next date 22.08.2025."),
    ("P3", "2025-06-30", "Marwah OA. Bank placed on record the settlement letter. The applicant shall pay Rs. "
                         "9,00,000 within 30 din of the letter and the balance Rs. 21,00,000 by 31.03.2026. "
                         "Next date 28.08.2025 for report of compliance."),
    ("P4", "2025-07-18", "Pitre maintenance. Husband absent again, exemption sought on medical ground, rejected. "
                         "Evidence closed on our side. Next date 12.08.2025 - RW2 evidence."),
]

# the matter's key paper, dropped as a file
PAPER = ("AGREEMENT FOR SALE\n\nThis agreement for sale is made and executed on 11.03.2019 between Vellodi Traders "
         "(the seller) and Sushant Khemka (the purchaser).\n\nThe seller agrees to sell the warehouse shed No. 9 for a "
         "total consideration of Rs. 36,00,000/- (Rupees thirty six lakh only), of which Rs. 6,00,000/- is paid as "
         "earnest money and the balance shall be paid within six months.\n\nSeller                Purchaser\n")

# chats filed under no case whose lines write verbs of several languages in Latin letters
GENERAL = [
    ("Clerk", "03/04/2025, 10:02 - Clerk: report vandhuduchu sir, doctor romba clear-aa ezhudhinaar\n"
              "03/04/2025, 10:05 - Clerk: copy naalaikku tharen"),
    ("Junior", "05/04/2025, 11:10 - Junior: committee ja likhechen ta porlam, bhalo\n"
               "05/04/2025, 11:12 - Junior: kal pathiye debo"),
    ("Munshi", "06/04/2025, 18:40 - Munshi: emne je lakhyu che te saru che\n06/04/2025, 18:41 - Munshi: copy aavti kale"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="K1", name="Sushant Khemka"))
    reg.add_person(Client(id="K2", name="Pervez Dastoor"))
    reg.add_person(Client(id="K3", name="Harjit Marwah"))
    reg.add_person(Client(id="K4", name="Yashoda Pitre"))
    reg.add_case(Case(id="P1", number="F.A. No. 77 of 2025", short_name="Khemka warehouse appeal",
                      title="Sushant Khemka vs Vellodi Traders", client_id="K1", side="appellant",
                      nature="specific performance of an agreement to sell a warehouse shed"))
    reg.add_case(Case(id="P2", number="C.C. No. 31 of 2025", short_name="eye surgery complaint",
                      title="Pervez Dastoor vs Clearview Eye Clinic", client_id="K2", side="complainant",
                      nature="negligence in a retina surgery"))
    reg.add_case(Case(id="P3", number="O.A. No. 140 of 2024", short_name="Marwah tribunal matter",
                      title="Canara Cooperative Bank vs Harjit Marwah", client_id="K3", side="defendant",
                      nature="recovery of a term loan; one-time settlement"))
    reg.add_case(Case(id="P4", number="M.C. No. 12 of 2025", short_name="Pitre maintenance",
                      title="Yashoda Pitre vs Shrirang Pitre", client_id="K4", side="petitioner",
                      nature="maintenance of a wife"))
    paper = tmp / "agreement for sale warehouse shed.txt"
    paper.write_text(PAPER, encoding="utf-8")
    practice.ingest([paper], case_id="P1")
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    for who, text in GENERAL:
        (tmp / f"WhatsApp Chat with {who}.txt").write_text(text, encoding="utf-8")
        practice.ingest([tmp / f"WhatsApp Chat with {who}.txt"])


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "half-understood-matters", build)


@pytest.mark.parametrize("question", [
    "expert report la enna ezhudhinaar dastoor case?",  # Tamil: "what did they write"
    "expert report e ki likhechen dastoor case e?",  # Bengali
    "expert report ma shu lakhyu dastoor case ma?",  # Gujarati
])
def test_a_verb_of_the_question_s_language_beside_a_held_name_is_no_other_matter(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not first_line(a).startswith("No such case"), a.answer
    assert a.case_ids == ["P2"], (a.case_ids, a.answer)
    assert "retina" in a.answer and "consent" in a.answer, a.answer


def test_a_name_nobody_holds_beside_such_a_verb_is_still_said_back(pr):
    a = pr.ask("expert report la enna ezhudhinaar kharbanda case?", today=TODAY)
    assert first_line(a).startswith("No such case"), a.answer


@pytest.mark.parametrize("question", [
    "marwah tribunal kab hai agla, aur kya hona hai us din",  # Hindi
    "when is the marwah tribunal matter next, and what happens on that day?",  # English
    "marwah tribunal porer date kobe, oi din ki hobe?",  # Bengali
    "marwah tribunal di agli tareek kadon hai, us din ki hona?",  # Punjabi
])
def test_when_next_and_what_that_day_is_the_next_date_and_its_purpose(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert "28 Aug 2025" in line and "compliance" in line, a.answer


def test_a_witness_named_only_for_the_next_date_was_not_examined_at_the_last_hearing(pr):
    a = pr.ask("pitre maintenance la last hearing la enna aachu?", today=TODAY)  # Tamil
    line = first_line(a)
    assert "18 Jul 2025" in line, a.answer
    assert "RW-2 examined" not in line and "RW-2 chief" not in line, a.answer


@pytest.mark.parametrize("question", [
    "khemka appeal pinnani sollunga - agreement eppo, evlo, decree eppo, naama enna deposit pannom?",  # Tamil
    "khemka appeal er pottobhumi bolo - agreement kobe, koto taka, decree kobe, amra ki joma dilam",  # Bengali
    "khemka appeal ni parshvabhumi - agreement kyare, ketla nu, decree kyare, aapde shu jama karavyu",  # Gujarati
    "give me the background of the khemka appeal",  # English
])
def test_a_matter_s_background_states_its_key_paper_its_orders_and_where_it_stands(pr, question):
    a = pr.ask(question, today=TODAY)
    text = a.answer
    assert a.case_ids == ["P1"], (a.case_ids, text)
    assert "36,00,000" in text, text  # the agreement's sum
    assert "4,00,000" in text, text  # the deposit ordered and made
    assert "10 Sep 2025" in first_line(a), text  # where it stands: the next date


@pytest.mark.parametrize("question", [
    "khemka appeal dheni gurinchi?",  # Telugu: "about what"
    "khemka appeal kashabaddal aahe?",  # Marathi
    "khemka appeal yaava vishaya?",  # Kannada
    "what is the khemka appeal about?",  # English
])
def test_what_a_matter_is_about_states_its_key_paper_beside_where_it_stands(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "10 Sep 2025" in first_line(a), a.answer
    assert "warehouse shed" in a.answer and "36,00,000" in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "marwah tribunal matter da pichhokad dasso",  # Punjabi: "tell its background"
    "brief me on the marwah tribunal matter",
])
def test_a_briefing_states_the_matter_as_the_registry_describes_it(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "28 Aug 2025" in first_line(a), a.answer
    assert "term loan" in a.answer and "registry" in a.answer, a.answer
