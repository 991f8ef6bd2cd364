"""Asked the next date, the answer shows what the day is for in the words of the note that set it: the witness the
other side will examine, written on the line above the listing; and for a day the case register holds that no
listing was read from, the sentence of the latest note that writes the day."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, drop_file, first_line

SUIT_NOTE = ("3.3.26 City civil court\n"
             "Bank's suit - our cross of PW1 over.\n"
             "Bank counsel: will lead evidence of branch manager Sunita Bhonsle as PW2.\n"
             "next 18/4/2026 - plaintiff evidence (PW2).\n")
RENT_NOTE = ("9.4.26 small causes\n"
             "IA 4 for amendment argued, counter by Kuttappan over.\n"
             "Bench: judgment on I.A. 4 and the main petition on 12/5/26.\n"
             "Client to be told.\n")

APPEAL_NOTE = ("14.3.26 ct 3\n"
               "Virdi appeal (ct 3) - NOT REACHED. Board stuck at item 40. ND 15.05.2026\n"
               "Client informed.\n")


def build(practice) -> None:
    practice.registry.add_case(Case(id="D1", number="O.S. No. 212 of 2025", short_name="Vaigai bank suit",
                                    title="Vaigai Bank vs Nandavaram Agro", side="defendant"))
    practice.registry.add_case(Case(id="R1", number="R.C. No. 77 of 2024", short_name="Kuttappan tenancy",
                                    title="Kuttappan vs Purabi", side="respondent", next_date="2026-05-12"))
    practice.ingest_text(SUIT_NOTE, name="suit.txt", case_id="D1", date="2026-03-03", author="Lawyer")
    practice.ingest_text(RENT_NOTE, name="rc.txt", case_id="R1", date="2026-04-09", author="Lawyer")
    practice.registry.add_case(Case(id="G1", number="R.S.A. No. 301 of 2024", short_name="Virdi appeal",
                                    title="Virdi vs Ghuman", side="appellant"))
    practice.ingest_text(APPEAL_NOTE, name="virdi.txt", case_id="G1", date="2026-03-14", author="Lawyer")


@pytest.mark.parametrize("question", [
    "vaigai bank suit next date? kaun gawah hai?",            # Hindi in Latin letters
    "vaigai bank suit adutha date eppo, yaaru saatchi?",       # Tamil in Latin letters
    "vaigai bank suit er next date kobe, kon sakkhi?",         # Bengali in Latin letters
    "next date in the Vaigai bank suit - which witness?",      # English
])
def test_the_witness_the_note_names_above_the_listing_is_shown_with_the_next_date(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-03-20")
    assert "18 Apr 2026" in first_line(ans), ans.answer
    assert "Sunita Bhonsle" in ans.answer, ans.answer
    assert cited_ok(practice, ans)


@pytest.mark.parametrize("question", [
    "kuttappan tenancy next date? edhukku?",                    # Tamil in Latin letters
    "kuttappan tenancy ni next date kyare, shena mate?",        # Gujarati in Latin letters
    "kuttappan tenancy agli tareek kis liye?",                  # Hindi/Punjabi in Latin letters
])
def test_a_register_day_no_listing_gave_is_said_with_the_sentence_that_writes_it(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-04-20")
    line = first_line(ans)
    assert "12 May 2026" in line and "I.A. 4" in line, ans.answer
    assert cited_ok(practice, ans)


@pytest.mark.parametrize("question", [
    "virdi appeal di agli tareek ki hai?",                    # Punjabi in Latin letters
    "virdi appeal next date kobe?",                           # Bengali in Latin letters
    "virdi appeal ni next date kyare che?",                   # Gujarati in Latin letters
    "virdi appeal adutha vaaidha eppo?",                      # Tamil in Latin letters
])
def test_a_case_named_with_a_kind_word_asked_its_next_date_with_a_when_word_gets_the_day(practice, question):
    # "appeal" is the case's own name and the note says it was NOT REACHED: the day to come is asked, never
    # "not on record" because a line says something was not done
    build(practice)
    ans = practice.ask(question, today="2026-03-20")
    assert first_line(ans).startswith("Next date in R.S.A. 301/2024"), ans.answer
    assert "15 May 2026" in first_line(ans), ans.answer


CHAT = ("14/03/26, 16:15 - Harjit Jr: Sir Bajwa appeal (ct 3) - passed over, R2's senior counsel unwell. board stuck at "
        "item 40. ND 15.05.2026\n"
        "14/03/26, 16:20 - Harjit Jr: client ko bata diya\n")


@pytest.mark.parametrize("question", [
    "bajwa appeal di agli tareek ki hai?",                    # Punjabi in Latin letters
    "bajwa appeal er porer date?",                            # Bengali in Latin letters
    "next date in the Bajwa appeal?",                         # English
])
def test_the_whole_message_that_set_the_day_is_shown_as_written(practice, tmp_path, question):
    practice.registry.add_case(Case(id="K1", number="R.S.A. No. 302 of 2024", short_name="Bajwa appeal",
                                    title="Bajwa vs Cheema", side="appellant"))
    drop_file(practice, tmp_path, "WhatsApp Chat with Harjit Jr.txt", CHAT, "K1")
    ans = practice.ask(question, today="2026-03-20")
    assert "15 May 2026" in first_line(ans), ans.answer
    assert "passed over, R2's senior counsel unwell. board stuck at item 40. ND 15.05.2026" in ans.answer, ans.answer


ORDER = ("IN THE HIGH COURT OF GAUHATI (AIZAWL BENCH)\nW.P.(C) No. 4410 of 2025\nHmingthanga vs State\n"
         "BEFORE HON'BLE MR. JUSTICE A. B. BORGOHAIN\nORDER\n12.03.2026\n"
         "Heard learned counsel for the petitioner and the learned Government Advocate. The survey report has not been "
         "placed.\n"
         "Time is allowed, but it is made clear that if the survey report is not filed by the next date, the Deputy "
         "Commissioner shall appear in person.\n"
         "List on 20.04.2026.\n")


@pytest.mark.parametrize("question", [
    "hmingthanga land writ next date? anything special?",        # English
    "hmingthanga land writ next date eng nge? special engmah?",  # Mizo in Latin letters
    "hmingthanga land writ ki porer tarikh, kiba special?",      # Assamese in Latin letters
])
def test_the_court_s_direction_in_the_paragraph_above_the_listing_is_shown(practice, tmp_path, question):
    practice.registry.add_case(Case(id="T1", number="W.P. No. 4410 of 2025", short_name="Hmingthanga land writ",
                                    title="Hmingthanga vs State", side="petitioner"))
    drop_file(practice, tmp_path, "WPC 4410 order 12.03.2026.txt", ORDER, "T1")
    ans = practice.ask(question, today="2026-03-20")
    assert "20 Apr 2026" in first_line(ans), ans.answer
    assert "Deputy Commissioner shall appear in person" in ans.answer, ans.answer
