"""Asked how much an order gave, the answer quotes the order's own operative direction ("the respondent shall pay
Rs. 6,500 per month to petitioner no. 1 …"), not a later call note that retells a part of it, nor a figure the
order only recites (a salary slip's pay). A sentence's fine and its term in default are read the same way. And a
note's "amt" is the amount a question asks for."""

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line


def _registry(practice):
    reg = practice.registry
    reg.add_person(Judge(id="J7", name="Smt R. Deshpande"))
    reg.add_person(Client(id="CL7", name="Vaijayanti Venkatesh"))
    reg.add_person(Client(id="CL8", name="Umakant Hegde"))
    reg.add_case(Case(id="C7", number="M.C. No. 44 of 2025", short_name="Vaijayanti",
                      title="Vaijayanti Venkatesh & Anr. vs Venkatesh Rao", judge_id="J7", client_id="CL7",
                      side="petitioner", stage="disposed"))
    reg.add_case(Case(id="C8", number="Crl.A. No. 9 of 2026", short_name="Hegde appeal",
                      title="Umakant Hegde vs State", judge_id="J7", client_id="CL8", side="appellant",
                      stage="admission"))


ORDER = ("M.C. No. 44 of 2025 - Vaijayanti Venkatesh & Anr. vs Venkatesh Rao\nORDER dated 14.10.2026\n"
         "7. The salary certificate (Ext. R-2) shows a gross pay of Rs. 52,300/- per month.\n"
         "8. The petition is allowed. The respondent shall pay maintenance of Rs. 6,500/- per month to petitioner "
         "no. 1 and Rs. 4,500/- per month to petitioner no. 2, in all Rs. 11,000/- per month, from the date of "
         "the petition. Arrears within four months.")
CALL = "Phoned Vaijayanti. Told her: order passed, arrears in 4 months, monthly 11,000 from now on."
SENTENCE = ("Crl.A. 9/2026 Hegde - grounds of appeal drafted. Trial court: convicted u/s 325 IPC and sentenced to "
            "SI for 2 years and to pay a fine of Rs. 15,000/-, in default SI for 3 months.")


def _ingest(practice):
    _registry(practice)
    practice.ingest_text(ORDER, name="mc44_order.txt", case_id="C7", date="2026-10-14", author="Asha")
    practice.ingest_text(CALL, name="mc44_call.txt", case_id="C7", date="2026-10-20", author="Asha")
    practice.ingest_text(SENTENCE, name="hegde_note.txt", case_id="C8", date="2026-11-02", author="Asha")


@pytest.mark.parametrize("question", [
    "Vaijayanti case order mein kitna maintenance mila?",  # Hindi
    "how much maintenance was granted by the order in Vaijayanti case?",
    "Vaijayanti case order-e koto maintenance dilo?",  # Bengali
])
def test_the_order_s_own_direction_is_quoted_not_a_later_call(practice, question):
    _ingest(practice)
    ans = practice.ask(question, today="2026-11-20")
    line = first_line(ans)
    assert "6,500" in line and "4,500" in line, line
    assert "52,300" not in line and "Phoned" not in line, line
    assert cited_ok(practice, ans)


@pytest.mark.parametrize("question", [
    "Hegde appeal sentence mein fine kitna tha?",  # Hindi
    "what fine was imposed in the sentence in Hegde appeal?",
])
def test_a_sentence_s_fine_and_its_default_term_are_quoted(practice, question):
    _ingest(practice)
    ans = practice.ask(question, today="2026-11-20")
    line = first_line(ans)
    assert "15,000" in line and "3 months" in line, line


@pytest.mark.parametrize("question", [
    "Vaijayanti EP total claim amount ethra?",  # Malayalam
    "Vaijayanti EP mein total amount kitna hai?",  # Hindi
])
def test_a_note_s_amt_is_the_amount_asked(practice, question):
    _ingest(practice)
    for day, text in [("2026-11-05", "MC 44/25 Vaijayanti - Execution petition filed for arrears. Registry objection: "
                                     "court fee. Claims section to verify."),
                      ("2026-11-12", "MC 44/25 Vaijayanti - EP numbered. Notice to JD."),
                      ("2026-11-14", "MC 44/25 Vaijayanti EP - JD's counsel: total amount will be arranged, needs time."),
                      ("2026-11-15", "MC 44/25 Vaijayanti EP - Claims section: EP copy to JD's counsel."),
                      ("2026-11-16", "MC 44/25 Vaijayanti EP - client asked about the total claim; told her to wait."),
                      ("2026-11-17", "MC 44/25 Vaijayanti EP - JD's reply: amount disputed, claim excessive."),
                      ("2026-11-18", "MC 44/25 Vaijayanti EP - total amount of arrears: see our working."),
                      ("2026-11-13", "MC 44/25 Vaijayanti EP - our working: EP amt 1,43,000 (arrears 13 months) - "
                                     "notice dasti.")]:
        practice.ingest_text(text, name=f"mc44_{day}.txt", case_id="C7", date=day, author="Asha")
    ans = practice.ask(question, today="2026-11-20")
    line = first_line(ans)
    assert "1,43,000" in line, line
