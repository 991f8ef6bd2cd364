"""A real step asked as a confirmation ("did the HC condone the delay? when?", "Kanwarpal ka mukadma razinama se
hua? kaun si tarikh?") is answered "Yes — <date>, <the record's words>" from the line that writes the step: the
court named as the order's maker ("HC", "ADJ", "CO"), the question's own noun for its case or matter and its noun
for the date or day asked second are words of asking, no line must hold them (agent/confirm_words.py). A future of
another coordinated clause ("… and the respondent bank shall file its counter") is not the step's. Invented
practice (a Telugu-belt High Court writ and a Hindi-belt family court matter)."""

from __future__ import annotations

from tareekh.agent.confirm_words import court_makers, not_asked_of_the_line
from tareekh.agent.lexicon import expand, stem
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok


def build(practice) -> None:
    practice.registry.add_case(Case(id="W1", number="W.P. No. 4410 of 2026", short_name="Chelamkuri auction writ",
                                    title="Dhruvika Chelamkuri vs Pedapudi Co-operative Bank", side="petitioner"))
    practice.ingest_text("03.03.2026 Chelamkuri writ - notice to bank, counter in 3 weeks. ND 24.3.26.",
                         name="w1 march.txt", case_id="W1", date="2026-03-03", author="Lawyer")
    practice.ingest_text("Upon hearing counsel, the delay of 41 days in filing the reply is condoned "
                         "and the respondent bank shall file its counter within two weeks.",
                         name="order 24.3.26.jpg", case_id="W1", date="2026-03-24", author="Court")
    practice.registry.add_case(Case(id="F1", number="Misc. Case No. 77 of 2025", short_name="Kanwarpal maintenance",
                                    title="Charulekh Kanwarpal vs Rohtash Kanwarpal", side="petitioner"))
    practice.ingest_text("11.8.26 Kanwarpal maintenance - both present, razinama filed and verified; the petition "
                         "is disposed of in terms of the compromise.", name="f1 aug.txt", case_id="F1",
                         date="2026-08-11", author="Lawyer")


def test_the_court_named_as_maker_is_not_required_of_the_order(practice):
    build(practice)
    ans = practice.ask("Chelamkuri writ - did the HC condone the delay? when?", today="2026-05-01")
    assert ans.answer.startswith("Yes — 24 Mar 2026"), ans.answer
    assert cited_ok(practice, ans)


def test_the_matter_and_the_day_asked_second_are_words_of_asking(practice):
    build(practice)
    ans = practice.ask("Kanwarpal ka mukadma razinama se hua? kaun si tarikh?", today="2026-09-01")
    assert ans.answer.startswith("Yes — 11 Aug 2026"), ans.answer
    assert cited_ok(practice, ans)


def test_a_step_no_line_writes_is_still_no_yes(practice):
    build(practice)
    ans = practice.ask("Chelamkuri writ - did the HC dismiss the writ? when?", today="2026-05-01")
    assert not ans.answer.startswith("Yes"), ans.answer


def test_the_words_of_asking_in_several_languages():
    dropped = not_asked_of_the_line("mamla mukadma vazhakku kesu tarikh thethi din divasam dinaanka compromise")
    for w in ("mamla", "mukadma", "vazhakku", "kesu", "tarikh", "thethi", "din", "divasam", "dinaanka"):
        assert stem(w) in dropped, w
    assert stem("compromise") not in dropped
    assert not not_asked_of_the_line("appeal petition bail")  # a case's kind is a thing asked
    groups = [expand("hc"), expand("stay"), expand("auction")]
    assert court_makers(groups, "did the HC stay the auction?") == [groups[0]]
    assert court_makers(groups, "did they stay the auction?") == []


def build_ended(practice, *, how: str) -> None:
    practice.registry.add_case(Case(id="T2", number="O.P. No. 318 of 2025", short_name="Chelamkuri divorce OP",
                                    title="Dhruvika Chelamkuri vs Arulvendan", side="petitioner"))
    practice.ingest_text("09.01.2026 Chelamkuri OP - counselling failed, posted for enquiry. ND 20.2.26.",
                         name="t2 jan.txt", case_id="T2", date="2026-01-09", author="Lawyer")
    practice.ingest_text(f"Both parties present. The original petition is disposed of {how}. No costs.",
                         name="order 20.2.26.jpg", case_id="T2", date="2026-02-20", author="Court")


def test_a_matter_ended_asked_in_its_language_is_the_order_that_disposed_of_it(practice):
    build_ended(practice, how="in terms of the joint compromise memo")
    ans = practice.ask("Chelamkuri OP samarasam-la mudinjucha?", today="2026-03-01")
    assert ans.answer.startswith("Yes"), ans.answer
    assert "20 Feb 2026" in ans.answer.split("\n")[0], ans.answer
    assert cited_ok(practice, ans)


def test_an_end_not_by_the_way_asked_is_no_yes(practice):
    build_ended(practice, how="as not pressed, the petitioner having withdrawn it")
    ans = practice.ask("Chelamkuri OP samarasam-la mudinjucha?", today="2026-03-01")
    assert not ans.answer.startswith("Yes"), ans.answer
