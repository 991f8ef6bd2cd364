"""Two sums asked in one question, each by its own word, with the "how much" after the thing as most Indian
languages put it ("dues evvalavu, monthly rent evvalavu", "claim koto, valuer koto estimate korlo"): each half is
read from the sentence that names its word — a newest balance does not answer a rent asked beside it, the claim asked
is the claim's sum, and a thing no record gives a sum for is said so. A note that only calls a next date wrong
("ND 9/12 written earlier. That is wrong; it is 16.12.2026") tells of no hearing. A small practice written for this
test (a rent court and a consumer forum on the Konkan coast, invented)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.agent.payments import two_figures
from tareekh.ingest.papers import corrected_next_date
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="R.C.S. No. 41 of 2025", short_name="Gawde shop eviction",
                      title="Sunanda Gawde vs Prakash Naik", side="petitioner"))
    reg.add_case(Case(id="F1", number="C.C. No. 9 of 2025", short_name="Sagarika godown claim",
                      title="Sagarika Traders vs Konkan General Insurance", side="complainant"))
    practice.ingest_text("ORDER\nThe respondent admits the tenancy at a monthly rent of Rs. 4,200/-. He is directed to "
                         "deposit the arrears of Rs. 50,400/- within four weeks.",
                         name="r1 order.txt", case_id="R1", date="2025-08-04", author="Court")
    practice.ingest_text("Gawde shop: tenant deposited 30,000 only. Balance 20,400 for next date. ND 15.09.2025.",
                         name="r1 aug.txt", case_id="R1", date="2025-08-30", author="Lawyer")
    practice.ingest_text("Gawde shop: tenant asked time again for the balance 20,400. ND 20.10.2025.",
                         name="r1 sep.txt", case_id="R1", date="2025-09-15", author="Lawyer")
    practice.ingest_text("Sub: Policy 5501 - flood in godown on 03.07.2024 - claim of Rs. 12,60,000\n"
                         "We regret that the claim is not admissible.", name="f1 repudiation.txt", case_id="F1",
                         date="2024-10-01", author="Insurer")
    practice.ingest_text("Sagarika godown claim - OP sought time for the valuer's report. ND 12.11.2025.",
                         name="f1 oct.txt", case_id="F1", date="2025-10-08", author="Lawyer")
    practice.ingest_text("Sagarika godown claim - evidence affidavit filed. ND 10.12.2025.",
                         name="f1 nov.txt", case_id="F1", date="2025-11-12", author="Lawyer")
    practice.ingest_text("Sagarika godown claim, Forum: clerk's message says ND 9/12. That is wrong. Checked the "
                         "board: next date is 16.12.2025 (arguments). - Rupa, 20.11.2025",
                         name="f1 fix.txt", case_id="F1", date="2025-11-20", author="Clerk")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "two-sums", build)


def test_two_sums_asked_with_how_much_after_each_part_at_the_comma():
    assert two_figures("dues kitna, monthly rent kitna") == ["dues kitna", "monthly rent kitna"]
    assert two_figures("total kitna tha, kitna mila?") == ["total kitna tha", "kitna mila?"]
    assert two_figures("kitna diya aur kitna baaki") == ["kitna diya aur", "kitna baaki"]
    assert two_figures("monthly rent kitna hai aur arrears kitna?") == ["monthly rent kitna hai aur", "arrears kitna?"]


@pytest.mark.parametrize("q", ["Gawde arrears evvalavu, monthly rent evvalavu",   # Tamil
                               "Gawde arrears kiti, monthly rent kiti",             # Marathi
                               "Gawde arrears koto, monthly rent koto",             # Bengali
                               "Gawde ka monthly rent kitna hai aur arrears kitna?"])  # Hindi, no comma
def test_arrears_and_rent_asked_together_each_get_their_own_sum(pr, q):
    a = pr.ask(q, today="2025-12-01")
    first = first_line(a)
    assert not first.startswith("- "), a.answer  # a sentence that answers, not the lines alone
    assert "50,400" in first and "4,200" in first, a.answer  # the arrears ordered and the rent, not the newest balance
    assert not first.startswith("Still due"), a.answer


@pytest.mark.parametrize("q", ["surveyor kitna assess kiya?", "valuer evvalavu estimate pannaan?",
                               "loss koto assess korlo?"])
def test_a_sum_fixed_by_an_english_verb_is_how_much_not_how_many(q):
    assert understand(q, registry=None, today=date(2025, 12, 1)).kind == "amount"


def test_kitne_witness_examine_kiye_still_counts():
    assert understand("kitne witness examine kiye?", registry=None, today=date(2025, 12, 1)).kind == "count"


@pytest.mark.parametrize("q", ["Sagarika claim evvalavu, valuer evvalavu assess pannaan?",
                               "Sagarika claim kitna, valuer ne kitna assess kiya?"])
def test_the_claim_asked_is_the_claim_s_sum_and_the_other_thing_is_said_unwritten(pr, q):
    a = pr.ask(q, today="2025-12-01")
    first = first_line(a)
    assert "12,60,000" in first, a.answer
    assert "no record" in first.lower(), a.answer  # the valuer's sum is nowhere: said so, not guessed


def test_a_date_called_wrong_a_few_words_on_is_a_correction():
    assert corrected_next_date("Clerk says ND 9/12. That is wrong. Next date is 16.12.2025.") is not None
    assert corrected_next_date("agli tarik 14.12 likhi hai - galat hai. Sahi agli tarik 21.12.2025") is not None
    assert corrected_next_date("ND 14.12 is not wrong. Next date 14.12.2025 stands.") is None

