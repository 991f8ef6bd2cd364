"""A sum asked is the sum of the thing the question's "how much" measures ("kitne ka offer", "offer eshtu",
"maintenance entha"), not of another word of the question that names the matter or who paid: "<party> accident
claim mein insurer ne kitne ka offer diya?" drew the sum claimed, a sentence holding "claim" beside its sum, over the
offer stated in the sentence after the one that asks it. And "accident claim" of a matter numbered "M.A.C." names the
matter by what its short form stands for: no thing its records must write. A small accident-claims practice written
for this test (Odumbra, Kuzhiveli), its notes in English, Kannada typed in Latin letters and Devanagari."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import topic_groups
from tareekh.agent.rests_on import initials_of
from tareekh.agent.sum_head import sum_heads
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="A1", number="M.A.C. No. 418 of 2026", short_name="Thirunavukarasi MACT",
                                    title="Thirunavukarasi Odumbra vs Meenavalli Freight", side="petitioner"))
    practice.ingest_text("Thirunavukarasi claim - Rs. 36,00,000 with interest. Arguments heard in part. Tribunal "
                         "asked the insurer for its offer. Insurer's counsel: Rs. 14,75,000 full and final. "
                         "Client not agreeable. Next 02.09.2026.",
                         name="odumbra args.txt", case_id="A1", date="2026-07-21", author="Lawyer")
    practice.registry.add_case(Case(id="A2", number="M.A.C. No. 77 of 2026", short_name="Suryakiran MACT",
                                    title="Suryakiran Kuzhiveli vs Pratapgadia Haulage", side="petitioner"))
    practice.ingest_text("सूर्यकिरण दावा - रु. 22,00,000 मांगे। अधिकरण ने बीमा कंपनी से पेशकश पूछी। "
                         "अधिवक्ता: रु. 9,30,000 अंतिम। पक्षकार सहमत नहीं।",
                         name="kuzhiveli args.txt", case_id="A2", date="2026-07-22", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sum-head", build)


@pytest.mark.parametrize("q", [
    "Thirunavukarasi accident claim mein insurance wale ne kitne ka offer diya tha?",  # Hindi: the noun after
    "Thirunavukarasi accident claim alli offer eshtu kottaru?",  # Kannada: the noun before, a verb after
    "how much was the insurer's offer in the Thirunavukarasi accident claim?",
])
def test_the_sum_of_the_thing_the_how_much_measures_leads_not_the_claim(pr, q):
    a = pr.ask(q, today="2026-08-01")
    first = first_line(a)
    assert "14,75,000" in first, a.answer
    assert "36,00,000" not in first and not first.startswith("Not on record"), a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("q, head", [
    ("<party> claim me insurer ne kitne ka offer diya?", "offer"),  # Hindi: after, past the genitive
    ("<party> case lo rent entha icharu?", "rent"),  # Telugu: a verb after it, so the noun before
    ("<party> vazhakku compensation evvalavu kidaichadhu?", "compe"),  # Tamil
    ("<party> mamla koto takar bond jama dilo?", "bond"),  # Bengali: past the money word with its case ending
    ("how much was the deposit in the <party> appeal?", "depos"),  # English: past the auxiliary and article
    ("offer kitne ka tha?", "offer"),  # Hindi: the noun before, the auxiliary after
])
def test_the_head_is_the_word_the_quantity_word_measures_in_each_language(q, head):
    groups = topic_groups(q.replace("<party>", "Odumbra"))
    heads = sum_heads(q.replace("<party>", "Odumbra"), groups)
    assert heads and head in heads[0], (heads, groups)


def test_a_question_with_no_quantity_word_has_no_head():
    q = "did the insurer deposit the award in the Odumbra claim?"
    assert sum_heads(q, topic_groups(q)) == []


@pytest.mark.parametrize("first, second, label, spelt", [
    ("accident", "claim", "M.A.C. No. 418 of 2026 — Odumbra MACT", True),
    ("domestic", "violence", "DV 12/2025 — Kuzhiveli", True),
    ("settlement", "offer", "O.S. 12/2025 — Kuzhiveli suit", False),
    ("counter", "claim", "M.A.C. No. 418 of 2026 — Odumbra MACT", False),
])
def test_two_words_spelling_the_matter_s_short_form_name_the_matter(first, second, label, spelt):
    assert initials_of(first, second, label) is spelt
