"""Asked the next date, the answer shows what the day is for in the words of the note that set it: the witness the
other side will examine, written on the line above the listing; and for a day the case register holds that no
listing was read from, the sentence of the latest note that writes the day."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line

SUIT_NOTE = ("3.3.26 City civil court\n"
             "Bank's suit - our cross of PW1 over.\n"
             "Bank counsel: will lead evidence of branch manager Sunita Kale as PW2.\n"
             "next 18/4/2026 - plaintiff evidence (PW2).\n")
RENT_NOTE = ("9.4.26 small causes\n"
             "IA 4 for amendment argued, counter by Pillai over.\n"
             "Bench: judgment on I.A. 4 and the main petition on 12/5/26.\n"
             "Client to be told.\n")


def build(practice) -> None:
    practice.registry.add_case(Case(id="D1", number="O.S. No. 212 of 2025", short_name="Canara bank suit",
                                    title="Canara Bank vs Deshmukh Agro", side="defendant"))
    practice.registry.add_case(Case(id="R1", number="R.C. No. 77 of 2024", short_name="Pillai tenancy",
                                    title="Pillai vs Joseph", side="respondent", next_date="2026-05-12"))
    practice.ingest_text(SUIT_NOTE, name="suit.txt", case_id="D1", date="2026-03-03", author="Lawyer")
    practice.ingest_text(RENT_NOTE, name="rc.txt", case_id="R1", date="2026-04-09", author="Lawyer")


@pytest.mark.parametrize("question", [
    "canara bank suit next date? kaun gawah hai?",            # Hindi in Latin letters
    "canara bank suit adutha date eppo, yaaru saatchi?",       # Tamil in Latin letters
    "canara bank suit er next date kobe, kon sakkhi?",         # Bengali in Latin letters
    "next date in the Canara bank suit - which witness?",      # English
])
def test_the_witness_the_note_names_above_the_listing_is_shown_with_the_next_date(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-03-20")
    assert "18 Apr 2026" in first_line(ans), ans.answer
    assert "Sunita Kale" in ans.answer, ans.answer
    assert cited_ok(practice, ans)


@pytest.mark.parametrize("question", [
    "pillai tenancy next date? edhukku?",                    # Tamil in Latin letters
    "pillai tenancy ni next date kyare, shena mate?",        # Gujarati in Latin letters
    "pillai tenancy agli tareek kis liye?",                  # Hindi/Punjabi in Latin letters
])
def test_a_register_day_no_listing_gave_is_said_with_the_sentence_that_writes_it(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-04-20")
    line = first_line(ans)
    assert "12 May 2026" in line and "I.A. 4" in line, ans.answer
    assert cited_ok(practice, ans)
