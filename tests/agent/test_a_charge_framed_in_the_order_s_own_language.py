"""A charge framed, asked in English or Hinglish ("charge frame hua?"), is answered from an order sheet that writes
it in its own language: Hindi "आरोप विरचित", Punjabi "ਦੋਸ਼ ਆਇਦ" (agent/lexicon.py's "charge" and "framed"), and a
charge-framing the notes never write is still no yes. Invented practice (a UP sessions trial, a Punjab one)."""

from __future__ import annotations

from tareekh.agent.lexicon import expand, stem
from tareekh.registry.models import Case


def build(practice) -> None:
    practice.registry.add_case(Case(id="S1", number="S.T. No. 88 of 2026", short_name="Trilokchand murder ST",
                                    title="State vs Trilokchand Dhillwan", side="defence"))
    practice.ingest_text("अभियुक्त के विरुद्ध धारा 103 भारतीय न्याय संहिता के अन्तर्गत आरोप विरचित कर पढ़कर सुनाया "
                         "गया। अभियुक्त ने आरोप से इन्कार किया।", name="order 9.3.26.jpg", case_id="S1",
                         date="2026-03-09", author="Court")
    practice.registry.add_case(Case(id="S2", number="S.T. No. 41 of 2026", short_name="Sarvottam dowry ST",
                                    title="State vs Sarvottam Rajvardhini", side="defence"))
    practice.ingest_text("02.02.2026 Sarvottam ST - copies supplied, arguments on charge heard. ND 5.3.26.",
                         name="s2 feb.txt", case_id="S2", date="2026-02-02", author="Lawyer")


def test_a_hindi_order_s_charge_framed_answers_the_question(practice):
    build(practice)
    ans = practice.ask("Trilokchand murder ST me charge frame hua?", today="2026-04-01")
    assert ans.answer.startswith("Yes — 9 Mar 2026"), ans.answer


def test_a_charge_framing_no_record_writes_is_no_yes(practice):
    build(practice)
    ans = practice.ask("Sarvottam dowry ST me charge frame hua?", today="2026-04-01")
    assert not ans.answer.startswith("Yes"), ans.answer


def test_the_words_of_a_charge_framed_across_languages():
    charge, framed = expand("charge"), expand("framed")
    for phrase in ("~आरोप विरचित", "~दोष आरोपित", "~ਦੋਸ਼ ਆਇਦ", "~অভিযোগ গঠন", "~fard jurm"):
        assert phrase in charge, phrase
    for w in ("विरचित", "ਆਇਦ", "গঠন"):
        assert stem(w) in framed, w
    assert "आरोप" not in charge  # (a charge-sheet's "आरोप पत्र" writes it too)
