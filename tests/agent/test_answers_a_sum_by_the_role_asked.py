"""A sum asked by its role: "how much has she paid / deposited" is answered by the sentence that says a sum was paid
or deposited, though notes naming the party more often rank above it and an order of the matter awards other sums."""

import pytest

from tareekh.agent.payments import payment_made_asked
from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, first_line


def _flat_matter(practice, notes) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL5", name="Tarannum Shakuntala Devadiga"))
    reg.add_case(Case(id="C5", number="Consumer Complaint No. 77 of 2025", short_name="Gokulam flat complaint",
                      title="Tarannum Shakuntala Devadiga vs Gokulam Habitat Pvt. Ltd.", client_id="CL5",
                      side="complainant"))
    for day, text in notes:
        practice.ingest_text(text, name=f"note_C5_{day}.txt", case_id="C5", date=day, author="Farida")


# the party is named in many notes with no sum, the payment once, beside the price
PAID_ONCE = [
    ("2026-01-12", "Gokulam flat - Tarannum came to office with the allotment letter and the builder's brochure."),
    ("2026-02-20", "Gokulam flat - Tarannum: builder stopped work on the tower, she wants the flat or a refund."),
    ("2026-03-18", "Gokulam flat - Tarannum says the builder's manager stopped taking her calls."),
    ("2026-04-22", "Gokulam flat - complaint admitted. Tarannum: paid Rs. 27,40,000 out of 31,80,000 so far. "
                   "ND 10.06.2026."),
    ("2026-06-10", "Gokulam flat - builder's reply filed. Tarannum asked when the builder will be heard."),
]


@pytest.mark.parametrize("question", [
    "Tarannum ne builder ko kitna paisa de rakha hai",         # Hindi in Latin letters, "has given"
    "How much has Tarannum paid the builder so far?",          # English
    "Tarannum builder ku evvalavu panam kattinaanga?",         # Tamil in Latin letters
])
def test_a_sum_paid_is_said_from_the_sentence_that_says_it_was_paid(practice, question):
    _flat_matter(practice, PAID_ONCE)
    ans = practice.ask(question, today="2026-07-01")
    line = first_line(ans)
    assert "27,40,000" in line, ans.answer
    assert cited_ok(practice, ans)


@pytest.mark.parametrize("question", [
    "Gokulam flat me order ke baad builder ne kitna jama kiya?",        # Hindi in Latin letters
    "Gokulam flat madhe order nantar builder ne kiti paise jama kele?",  # Marathi in Latin letters
])
def test_a_deposit_made_under_an_order_is_not_the_sum_the_order_gives(practice, question):
    _flat_matter(practice, [
        ("2026-03-02", "ORDER. The opposite party shall pay the complainant Rs. 2,00,000 as interim compensation "
                       "within eight weeks. List on 20.04.2026."),
        ("2026-04-20", "Gokulam flat - under the order of 2 March the builder deposited Rs. 1,20,000 only. "
                       "ND 05.06.2026."),
    ])
    ans = practice.ask(question, today="2026-07-01")
    line = first_line(ans)
    assert "1,20,000" in line, ans.answer
    assert "What the order gave" not in line


@pytest.mark.parametrize("question, made", [
    ("X ne kitna jama karaya tha", True),
    ("how much has she deposited", True),
    ("kitna paisa de rakha hai", True),
    ("kitna jama karna hai", False),      # still to deposit: a direction
    ("order mein kitna mila", False),     # got, not put in
    ("kitna baaki hai", False),           # owed
])
def test_a_payment_made_is_told_from_a_payment_to_make(question, made):
    assert payment_made_asked(question) is made
