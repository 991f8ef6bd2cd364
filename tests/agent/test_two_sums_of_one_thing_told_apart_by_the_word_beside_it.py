"""Two sums asked of one thing, told apart by the word one half sets beside it ("hamara claim kitna, unka counter
claim kitna"): the half that does not add "counter" is answered from the plaint's prayer, never from the
counter-claim's sentence that also writes "claim" (agent/halves_apart.py); and a half asking the total of the
thing the half before named ("kisht kitni thi aur total kitna") is the whole sum its paper writes, not the next
instalment (agent/total_half.py). A small practice written for these tests, in other words and names than the
data sets."""

from __future__ import annotations

import pytest

from tareekh.agent.halves_apart import apart_words
from tareekh.agent.lexicon import topic_groups
from tareekh.agent.tongues import how_much_of
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

PLAINT = ("IN THE COURT OF THE DISTRICT JUDGE (COMMERCIAL COURT)\nTejomaya Slabs ... Plaintiff vs Pirozwala Quarries "
          "... Defendant\nPLAINT\n1. The defendant lifted slabs from the quarry without paying the agreed share.\n"
          "PRAYER: decree for Rs. 9,35,000 with interest at 9% p.a.")
COUNTER = ("Tejomaya slab suit - 12.02.2029 - Dist Judge\nDefendant filed WS with COUNTER-CLAIM for Rs. 2,10,000 "
           "(hire of idle loaders). Reply to counter-claim in 30 days. ND 20.03.2029.")
DEAL = ("ORDER ON COMPROMISE\nThe accused admits the liability of Rs. 3,60,000/-.\nThe accused shall pay the said "
        "amount in three equal instalments of Rs. 1,20,000/- each.")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="Q1", number="Com.O.S. No. 17/2028", short_name="Tejomaya slab suit",
                      title="Tejomaya Slabs vs Pirozwala Quarries", side="plaintiff"))
    reg.add_case(Case(id="Q2", number="S.T.C. No. 802/2028", short_name="Zilpe cheque case",
                      title="Zilpe Enamels vs Dhumatkar", side="complainant"))
    practice.ingest_text(PLAINT, name="Plaint Tejomaya.txt", case_id="Q1", date="2028-11-03", author="Lawyer")
    practice.ingest_text(COUNTER, name="ws counter.txt", case_id="Q1", date="2029-02-12", author="Lawyer")
    practice.ingest_text(DEAL, name="compromise order.txt", case_id="Q2", date="2029-01-09", author="Court")
    practice.ingest_text("Zilpe cheque case - doosri kisht Rs. 1,20,000 DD se di. ND 10.04.2029.", name="z mar.txt",
                         case_id="Q2", date="2029-03-06", author="Lawyer")
    practice.ingest_text("Zilpe cheque case - teesri kisht nahi di. Do kisht ek saath (2,40,000) agli tarikh tak warna "
                         "trial.", name="z apr.txt", case_id="Q2", date="2029-04-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "two-sums-apart", build)


def test_the_word_beside_the_shared_thing_tells_the_halves_apart():
    halves = [(t, topic_groups(t)) for t in ("Tejomaya suit mein hamara claim kitna", "unka counter claim kitna")]
    assert apart_words(halves, 0, set()) == [{"count"}]  # the first half must not take the counter-claim's sentence
    assert apart_words(halves, 1, set()) == []  # the first half's context words ("suit") set no sum apart
    # halves that share no thing are told apart by their own words, not here
    assert apart_words([(t, topic_groups(t)) for t in ("rent kitna", "arrears kitna")], 0, set()) == []


@pytest.mark.parametrize("q", ["Tejomaya suit mein hamara claim kitna, unka counter claim kitna",  # Hindi
                               "Tejomaya suit-il nammude claim ethra, avarude counter claim ethra",  # Malayalam
                               "Tejomaya suit lo mana claim entha, vaalla counter claim entha"])  # Telugu
def test_our_claim_and_their_counter_claim_each_from_its_own_paper(pr, q):
    a = pr.ask(q, today="2029-05-01")
    first = first_line(a)
    assert "9,35,000" in first and "2,10,000" in first, a.answer
    assert first.index("9,35,000") < first.index("2,10,000"), a.answer  # each in the order asked
    assert first.count("2,10,000") == 1, a.answer  # the counter-claim once, not for both halves


def test_a_glued_genitive_after_a_vowel_is_how_much():
    assert how_much_of("kitiacha") is not None  # Marathi "kiti" + "-acha"
    assert how_much_of("kitiachi") is not None
    assert how_much_of("kitiabc") is None


@pytest.mark.parametrize("q", ["Zilpe cheque case mein kisht kitne ki thi aur total kitna?",  # Hindi
                               "Zilpe cheque case madhe hapta kitiacha hota ani total kiti?"])  # Marathi
def test_the_total_asked_after_an_instalment_is_the_whole_sum(pr, q):
    a = pr.ask(q, today="2029-05-01")
    first = first_line(a)
    assert "1,20,000" in first and "3,60,000" in first, a.answer
    assert "2,40,000" not in first, a.answer  # two instalments paid together are no total
