"""Asked only what is left to pay, in any language, the answer states the newest balance a record writes, in Latin
digits, with the payments before it (the working of the balance quoted) — not the newest payment."""

import pytest

from tests.agent.helpers import build_registry, cited_ok, first_line


def _notes(practice, notes) -> None:
    build_registry(practice)
    for day, text in notes:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sharvani")


ACCOUNT = [("2026-02-14", "Khaja Saleemuddin (OS 902/24) - Mujtaba paid Rs 40,000 by cheque in court today."),
           ("2026-05-20", "Khaja Saleemuddin (OS 902/24) - statement of dues filed:\n"
                          "principal 2,00,000 + interest 36,500 = 2,36,500\n"
                          "less received 40,000 (14.2.26) + 60,000 (2.4.26) = 1,00,000\n"
                          "Balance 1,36,500 to be recovered."),
           ("2026-06-02", "Khaja Saleemuddin (OS 902/24) - Mujtaba paid Rs 25,000 today, undertook the rest by July.")]


@pytest.mark.parametrize("question", [
    "Khaja Saleemuddin mein ab kitna baaki reh gaya?",          # Hindi in Latin letters
    "Khaja Saleemuddin e ekhono koto baki ache?",               # Bengali in Latin letters
    "Khaja Saleemuddin ma have ketlu baaki che?",               # Gujarati in Latin letters
    "How much is still outstanding in Khaja Saleemuddin?",      # English
    "Khaja Saleemuddin lo inka enta baaki undi?",               # Telugu in Latin letters
])
def test_the_newest_balance_is_said_not_the_newest_payment(practice, question):
    _notes(practice, ACCOUNT)
    ans = practice.ask(question, today="2026-07-01")
    line = first_line(ans)
    assert "Rs. 1,36,500" in line, line
    assert "Rs. 25,000" in line  # paid after the balance was written
    assert "1,00,000" in ans.answer  # the working of the balance, quoted
    assert cited_ok(practice, ans)


def test_a_balance_written_in_a_script_s_own_digits_is_stated_in_latin_digits(practice):
    _notes(practice, [("2026-05-20", "Khaja Saleemuddin (OS 902/24) - ਮੁਨਸ਼ੀ: ਬਕਾਇਆ ੧,੩੬,੫੦੦ ਦੱਸਿਆ।")])
    ans = practice.ask("Khaja Saleemuddin ch hun kinna baaki hai?", today="2026-07-01")
    line = first_line(ans)
    assert "Rs. 1,36,500" in line, line
    assert cited_ok(practice, ans)


def test_a_quoted_figure_in_a_script_s_digits_is_read_out_in_latin_digits_beside_it(practice):
    _notes(practice, [("2026-05-20", "Khaja Saleemuddin (OS 902/24) - ಗುಮಾಸ್ತ: ಹರಾಜು ಮುಂದಿನ ದಿನಾಂಕ ೧೨-೦೬-೨೦೨೬, ಬಾಕಿ ೨,೪೦,೦೦೦.")])
    ans = practice.ask("Khaja Saleemuddin haraju?", today="2026-07-01")
    assert "೨,೪೦,೦೦೦ (2,40,000)" in ans.answer, ans.answer  # the note's own writing kept, and read
    assert cited_ok(practice, ans) and not ans.unverified_sentences
