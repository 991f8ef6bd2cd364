"""A payment asked yes or no ("bhara jama diyeche ki na?") is answered by the line that writes the deposit done —
an order sheet in the Bengali script, "… Rs. 36,000/- চালানে জমা দিয়েছে।", that names the sum and not the rent — when
an earlier line of the matter named the rent with the act (the court's direction to deposit it); not by an older
notice that says the rent was not paid. A "not paid" written after the deposit still stands. The danda that ends
a sentence in Indian scripts is an edge of a word. A small practice written for this test (a Bengal rent court,
invented)."""

from __future__ import annotations

from tareekh.agent.done_later import _DONE
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok


def build(practice, *, later_unpaid: bool = False) -> None:
    practice.registry.add_case(Case(id="T1", number="Title Eviction Suit No. 12 of 2025",
                                    short_name="Tapobrata eviction suit", title="Sreemoyee Dhaliwala vs Tapobrata Kar",
                                    side="plaintiff"))
    practice.ingest_text("NOTICE u/s 106 T.P. Act. You have not paid the rent since April 2024; vacate the premises.",
                         name="notice.txt", case_id="T1", date="2025-02-03", author="Lawyer")
    practice.ingest_text("12.1.26 Tapobrata eviction - Bicharok saheb: porer tarikher modhye bhara jama korte hobe, "
                         "O.15 R.5. ND 20.2.26.", name="t1 jan.txt", case_id="T1", date="2026-01-12", author="Lawyer")
    practice.ingest_text("20.02.2026 বিবাদী Rs. 36,000/- চালানে জমা দিয়েছে। পরবর্তী তারিখ 10.04.2026.",
                         name="order sheet 20.2.26.jpg", case_id="T1", date="2026-02-20", author="Court")
    if later_unpaid:
        practice.ingest_text("10.4.26 Tapobrata eviction - bhara for March not paid, jama hoyni. ND 5.6.26.",
                             name="t1 apr.txt", case_id="T1", date="2026-04-10", author="Lawyer")


def test_the_deposit_line_in_its_script_answers_yes(practice):
    build(practice)
    ans = practice.ask("tapobrata bhara jama diyeche ki na?", today="2026-03-01")
    assert ans.answer.startswith("Yes — 20 Feb 2026"), ans.answer
    assert "36,000" in ans.answer.split("\n")[0], ans.answer
    assert cited_ok(practice, ans)


def test_a_not_paid_written_after_the_deposit_stands(practice):
    build(practice, later_unpaid=True)
    ans = practice.ask("tapobrata bhara jama diyeche ki na?", today="2026-04-20")
    assert not ans.answer.startswith("Yes — 20 Feb 2026"), ans.answer


def test_a_danda_ends_the_word_of_the_act():
    assert _DONE.search("प्रतिवादी ने रु. 40,000/- चालान द्वारा जमा किए।")
    assert _DONE.search("বিবাদী Rs. 36,000/- চালানে জমা দিয়েছে।")
