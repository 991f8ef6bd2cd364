"""The groundedness check accepts what an answer faithfully derives from its cited records (a short form spelt out,
a figure written "12k" or "6 lakh", a total or a balance of amounts it states, a registry clause after a cited one)
and still flags what no cited record holds (a wrong date, a wrong amount, a name the records lack)."""

from __future__ import annotations

from tareekh.agent.factbook import FactBook
from tareekh.agent.full_dates import in_full
from tareekh.agent.grounded import check_answer, numbers_in
from tareekh.memory import RecalledFact


def _book(*texts: str, day: str = "2026-03-04") -> FactBook:
    book = FactBook()
    for i, text in enumerate(texts, start=1):
        book.add(RecalledFact(id=str(i), text=text, type="world", metadata={"hearing_date": day, "case_id": "K9"}))
    return book


def test_a_short_form_spelt_out_after_it_is_no_name_the_note_must_hold():
    book = _book("ACMM Ct 3 - APP Kurup wanted time again, witness not traced. SDM report awaited.")
    (check,) = check_answer("APP (Assistant Public Prosecutor) Kurup wanted time; SDM (Sub-Divisional Magistrate) "
                            "report awaited (4 Mar 2026) [1].", book)
    assert check.verified, check.missing


def test_a_spelling_out_whose_short_form_the_note_lacks_is_still_checked():
    book = _book("Kurup wanted time again, witness not traced.")
    (check,) = check_answer("APP (Assistant Prosecutor Pillai) Kurup wanted time [1].", book)
    assert "Pillai" in check.missing


def test_words_joined_by_a_hyphen_are_checked_one_by_one():
    book = _book("Labour Court 2 - Thangavel present, management absent.")
    ok, wrong = check_answer("Labour Court-2: Thangavel present [1]. Labour Court-2: Thangavel-Murugan present [1].",
                             book)
    assert ok.verified and wrong.missing == ["Murugan"]


def test_figures_written_the_short_way_or_in_words_of_an_indian_language_are_read():
    assert 600000 in numbers_in("offers Rs.6 lakh to the brother")
    assert 15000 in numbers_in("paid 15k by gpay")
    assert 300000 in numbers_in("client ready to pay 3 L")
    assert 200000 in numbers_in("২ লাখ টাকা দিয়েছে")
    assert 4000 in numbers_in("4 ஆயிரம் கட்டினார்")
    assert 2000 not in numbers_in("Area: 0 B - 2 K - 0 L")  # a katha of land, not a thousand


def test_an_amount_the_note_writes_short_verifies_the_answers_rupees_and_a_wrong_one_is_flagged():
    book = _book("Bhaskar paid 15k by gpay; balance 1.5 lakh by Diwali.")
    ok, wrong = check_answer("Paid Rs. 15,000 [1]; Rs. 1,50,000 left [1]. Paid Rs. 16,000 [1].", book)
    assert ok.verified and wrong.missing == ["Rs. 16,000"]


def test_a_total_of_the_payments_listed_just_before_and_a_balance_are_verified_a_wrong_total_is_not():
    book = _book("Paid Rs 7,000 by cheque.", "Paid Rs 9,500 cash. Order was for Rs 20,000.")
    text = ("Paid: Rs. 7,000 [1] and Rs. 9,500 [2] — Rs. 16,500 in all. Still owed of the Rs. 20,000 ordered [2]: "
            "Rs. 3,500 [2].")
    assert all(c.verified for c in check_answer(text, book))
    wrong = "Paid: Rs. 7,000 [1] and Rs. 9,500 [2] — Rs. 18,000 in all. Still owed: Rs. 2,000 [2]."
    assert [c.missing for c in check_answer(wrong, book) if not c.verified] == [["Rs. 2,000", "Rs. 18,000"]]


def test_an_uncited_clause_after_a_cited_one_is_not_read_as_that_records_claim():
    book = _book("Thangavel affidavit filed, cross next time.")
    (check,) = check_answer("Pending: prepare cross [1]; next date in I.D. 41/2025 — Thangavel dismissal: "
                            "9 Apr 2026, for cross.", book)
    assert check.verified, check.missing


def test_a_wrong_date_or_name_in_a_cited_clause_is_still_flagged():
    book = _book("Thangavel affidavit filed, cross next time.")
    (check,) = check_answer("Listed 9 Apr 2026 for Rajagopal; pending: prepare cross [1].", book)
    assert set(check.missing) == {"2026-04-09", "Rajagopal"}


def test_a_sentence_after_a_devanagari_full_stop_is_its_own():
    book = _book("अगली तारीख पर गवाह पेश हो।")
    checks = check_answer("On 2 Feb 2026: गवाह पेश नहीं हुआ। Last hearing: 4 Mar 2026 [1].", book)
    assert [c.verified for c in checks] == [True]


def test_a_month_and_two_figures_that_may_be_a_year_are_not_said_as_a_day():
    assert in_full("why was the award of Sept 24 not paid", "2025-12-09") == "why was the award of Sept 24 not paid"
    assert in_full("complaint lodged Mar 23, nothing since", "2026-11-16") == "complaint lodged Mar 23, nothing since"
    assert in_full("file rejoinder by Mar 23", "2026-03-04") == "file rejoinder by Mar 23 (23 Mar 2026)"


def test_a_measure_and_a_day_of_every_month_are_not_said_as_dates():
    assert in_full("cut of 2.5x1 cm on the arm", "2026-03-04") == "cut of 2.5x1 cm on the arm"
    assert in_full("maintenance har mahine ki 7 tarikh tak", "2026-03-04") == "maintenance har mahine ki 7 tarikh tak"
    assert in_full("ভাতা প্রতি মাসের 7 তারিখের মধ্যে", "2026-03-04") == "ভাতা প্রতি মাসের 7 তারিখের মধ্যে"
    assert in_full("pay by 7 tarikh", "2026-03-04") == "pay by 7 tarikh (7 Mar 2026)"


def test_a_matters_name_from_the_registry_is_accepted_a_name_from_nowhere_is_not():
    book = _book("Thangavel affidavit filed, cross next time.")
    (check,) = check_answer("I.D. 41/2025 — Thangavel dismissal, before Kalaiselvi: cross of Ponnusamy next [1].",
                            book, known="I.D. 41/2025 — Thangavel dismissal\nLabour Court\nKalaiselvi")
    assert check.missing == ["Ponnusamy"]


def test_the_registry_words_of_a_matter_the_answer_names_by_number_are_known_and_no_other_matters():
    from datetime import date

    from tareekh.agent.answer import registry_words
    from tareekh.agent.context import Context
    from tareekh.registry.models import Case

    class Registry:
        def list_cases(self):
            return [Case(id="A", number="L.A.O.P. 7/2024", short_name="Thangamani land reference", title="Thangamani vs LAO"),
                    Case(id="B", number="O.S. 90/2023", short_name="Velusamy well suit", title="Velusamy vs Raju")]

    known = registry_words(Context(today=date(2026, 3, 4)), Registry(), "In L.A.O.P. 7/2024 — Thangamani … [1]")
    assert "Thangamani" in known and "Velusamy" not in known
