"""What the judge said, as a junior's chat message or a note writes it: the bench's words open the message after
its time and sender ("12:21 <junior>: Madam boli "…""), not the line; and a note may set a few words of when or to
whom between the judge's name and the colon ("<name> J after 10 minutes: …"). Both are the judge speaking
(agent/judge_said.py, agent/judge_words.py). A small practice written for these tests, in other words and names than
the data sets."""

from __future__ import annotations

import pytest

from tareekh.agent.judge_words import speaks
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by, opened_offline

CHAT = ("14/05/2027, 12:20 - Ojasvi Jr: Sir Khandelkar cheque case - CW1 affidavit file ho gaya. Accused ne cross ke "
        "liye time liya, madam ne de diya. ND 18/6\n"
        "14/05/2027, 12:21 - Ojasvi Jr: Madam boli \"accused har tarikh pe haazir rahe, exemption aasani se nahi "
        "milegi\"")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JV", name="Smt. Vrushali Pendharkar", short="Pendharkar madam"))
    reg.add_person(Judge(id="JH", name="Hon'ble Mr. Justice Zeshpal Trokpa", short="Trokpa J"))
    reg.add_case(Case(id="K1", number="S.C.C. No. 611/2026", short_name="Khandelkar cheque case",
                      title="Khandelkar Lubricants vs Mhaswekar", judge_id="JV", side="complainant"))
    reg.add_case(Case(id="K2", number="CRM(M) No. 90/2027", short_name="Ongdup quashing",
                      title="Ongdup Ladol vs UT", judge_id="JH", side="petitioner"))
    practice.ingest_text("Khandelkar cheque case - plea recorded, accused pleaded not guilty. ND 14.05.2027.",
                         name="k1 apr.txt", case_id="K1", date="2027-04-09", author="Lawyer")
    path = tmp / "WhatsApp Chat with Ojasvi Jr.txt"
    path.write_text(CHAT, encoding="utf-8")
    practice.ingest([path], case_id="K1")
    practice.ingest_text("Ongdup quashing - 03.03.2027 - Court 4\nStatus report filed by the State. Trokpa J after "
                         "a short hearing: this is really a dispute over a shop's rent, parties should try "
                         "mediation. Referred to the mediation centre. ND 07.04.2027.",
                         name="k2 mar.txt", case_id="K2", date="2027-03-03", author="Lawyer")


@pytest.fixture(scope="module")
def po(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "judge-said-chat", build))


def test_a_name_then_a_few_words_then_a_colon_is_the_judge_speaking():
    names = [r"\btrokpa\b"]
    assert speaks("Trokpa J after a short hearing: this is a rent dispute", names)
    assert speaks("Trokpa J to the State: file the status report", names)
    assert not speaks("Trokpa J listed it at 10:30 today", names)  # a time's colon is no speech
    assert not speaks("Trokpa J heard the matter and reserved orders", names)


@pytest.mark.parametrize("q", ["Pendharkar madam ne Khandelkar cheque case mein accused ke baare mein kya kaha",  # Hindi
                               "Pendharkar madam Khandelkar cheque case-il accused-ne patti enthu paranju"])  # Malayalam
def test_the_judge_s_words_reported_in_a_junior_s_chat_message(po, q):
    a = po.ask(q, today="2027-06-01")
    assert "exemption" in first_line(a), a.answer


@pytest.mark.parametrize("q", ["Trokpa J ne Ongdup matter mein paise wali kya baat boli thi?",  # Hindi
                               "what did Trokpa J say about the rent in the Ongdup quashing?"])  # English
def test_the_judge_s_words_after_a_few_words_of_when(po, q):
    a = po.ask(q, today="2027-06-01")
    assert "mediation" in first_line(a), a.answer
