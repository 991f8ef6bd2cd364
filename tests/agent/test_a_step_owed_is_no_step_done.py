"""A payment asked yes or no rests on a line that the step was done, not on the line that orders it or says it is
owed. The obligative of any language ("to be deposited", "deposit pannanum", "செலுத்த வேண்டும்", "kattali",
"dite hobe") is a step still owed; an order written in that mood is the order the payments are set against; a part
told "of" its whole ("only Rs. 40,000 out of 60,000") pays the part only; a bank's deposit counterfoil pays its
amount on its day; and what is left of an order, told again ("Balance Rs. 20,000 to be deposited"), is no order of
its own. A small practice written for these tests (a rent court in the south, invented names)."""

from __future__ import annotations

import pytest

from tareekh.agent.draft import RecordRef
from tareekh.agent.payments import _read
from tareekh.events.obliged import obliged
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def kinds(text: str) -> list[tuple[str, float]]:
    return [(m.kind, m.value) for m in _read(RecordRef(1, text, ["X1"], "2026-09-20"))]


@pytest.mark.parametrize("line", [
    "Balance Rs. 20,000 to be deposited by the respondent before 30.04.2026.",
    "appeal ponaa 1,12,400 deposit pannanum",
    "1,12,400 deposit kattali ani senior cheppaaru",
    "Rs. 1,12,400 joma dite hobe",
    "1,12,400 രൂപ കെട്ടിവെക്കണം",
    "Rs. 1,12,400 செலுத்த வேண்டும்",
])
def test_a_sum_in_the_obligative_is_never_read_as_paid(line):
    assert obliged(line), line
    assert all(k != "paid" for k, _ in kinds(line)), kinds(line)


@pytest.mark.parametrize("line", ["Respondent deposited Rs. 40,000 by DD.", "Rs. 40,000 jama kar diya, receipt mili.",
                                  "Deepavali bonus Rs. 40,000 paid.", "Rs. 40,000 paid - Bhuvana signed the receipt."])
def test_a_payment_made_is_not_read_as_owed(line):
    assert not obliged(line), line
    assert ("paid", 40000.0) in kinds(line), kinds(line)


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="R1", number="R.C.O.P. No. 41 of 2026", short_name="Kalpagam shop eviction",
                                    title="Kalpagam Marudhachalam vs Keerthivasan Ilavarasi", side="petitioner"))
    practice.ingest_text("10.02.2026 RCOP 41/26 - வாடகை நிலுவை Rs. 60,000/- நான்கு வாரங்களுக்குள் நீதிமன்றத்தில் "
                         "செலுத்த வேண்டும். Next 12.03.2026.", name="feb order.txt", case_id="R1", date="2026-02-10",
                         author="Lawyer")
    practice.ingest_text("12.03.2026 RCOP 41/26 Kalpagam - respondent deposited only Rs. 40,000 out of 60,000. Court "
                         "gave time for balance. Next 20.04.2026.", name="march.txt", case_id="R1", date="2026-03-12",
                         author="Lawyer")
    practice.ingest_text("RCOP 41/26 Kalpagam - Balance Rs. 20,000 to be deposited by the respondent before 20.04.2026.",
                         name="balance.txt", case_id="R1", date="2026-03-13", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "step-owed", build)


def test_the_whole_asked_is_no_with_the_part_paid_and_what_is_left(pr):
    a = pr.ask("Kalpagam case lo Keerthivasan motham panam kattada?", today="2026-03-20")
    first = first_line(a)
    assert first.startswith("No"), a.answer
    assert "40,000" in first and "60,000" in first and "20,000" in first, a.answer
    assert cited_ok(pr, a)


def test_a_counterfoil_of_the_bank_pays_the_sum_ordered_on_its_own_day(tmp_path_factory):
    from tareekh.practice import Practice

    def with_counterfoil(practice, tmp) -> None:
        practice.registry.add_case(Case(id="W1", number="W.P. No. 3090 of 2026", short_name="Tejaswini quarry writ",
                                        title="Tejaswini Quarries vs State", side="petitioner"))
        practice.ingest_text("ORDER: The demand shall remain suspended, subject to the petitioner depositing 25% of "
                             "the demand, i.e. Rs. 3,12,500, within four weeks. List on 20.07.2026.",
                             name="order.txt", case_id="W1", date="2026-06-01", author="Court")
        practice.ingest_text("CANARA BANK - CHALLAN / COUNTERFOIL\nDate: 19.06.2026\nRemitter: Tejaswini Quarries\n"
                             "Amount: Rs. 3,12,500/- (Rupees three lakh twelve thousand five hundred only)\n"
                             "Ref: W.P. 3090/2026", name="counterfoil.txt", case_id="W1", author="Lawyer")

    path = home_built_by(tmp_path_factory, "step-owed-counterfoil", with_counterfoil)
    with Practice.open(path) as p:
        a = p.ask("quarry writ lo 25% deposit chesama leda", today="2026-07-25")
        first = first_line(a)
        assert first.startswith("Yes") and "19 Jun 2026" in first and "3,12,500" in first, a.answer
        assert cited_ok(p, a)


def test_whether_and_how_much_sets_the_payment_beside_the_sum_ordered(pr):
    a = pr.ask("Kalpagam case lo Keerthivasan panam kattada? entha?", today="2026-03-20")
    first = first_line(a)
    assert first.startswith(("Partly", "No")), a.answer
    assert "40,000" in first and "60,000" in first, a.answer


def test_a_no_of_an_older_line_gives_way_to_a_newer_word_on_the_money(tmp_path_factory):
    from tareekh.practice import Practice

    def with_newer_payment(practice, tmp) -> None:
        practice.registry.add_case(Case(id="M1", number="Maintenance Case 88/2026", short_name="Pushkala maintenance",
                                        title="Pushkala Ranganayaki vs Ranvijay Tarkeshwar", side="applicant"))
        practice.ingest_text("07.07.2026 पत्रावली पेश। रणविजय ने बकाया नहीं दिया। अगली तिथि 18.08.2026।",
                             name="order 7.7.txt", case_id="M1", date="2026-07-07", author="Court")
        practice.ingest_text("11.08.2026 Pushkala maintenance - Ranvijay ne court me 30,000 jama kiya (DD). "
                             "Baki abhi bhi 42,000.", name="aug.txt", case_id="M1", date="2026-08-11", author="Lawyer")

    path = home_built_by(tmp_path_factory, "step-owed-newer", with_newer_payment)
    with Practice.open(path) as p:
        a = p.ask("ranvijay ne pushkala ka poora bakaya de diya kya?", today="2026-09-20")
        first = first_line(a)
        assert not first.startswith("Yes"), a.answer
        assert "30,000" in first and "42,000" in first, a.answer
        assert cited_ok(p, a)


def test_a_month_asked_is_not_answered_by_an_older_lump_sum_paid(tmp_path_factory):
    from tareekh.practice import Practice

    def with_months(practice, tmp) -> None:
        practice.registry.add_case(Case(id="N1", number="Maint. Petition 12/2026", short_name="Shubha maintenance",
                                        title="Shubha Rai vs Tarkeshwar Rai", side="petitioner"))
        practice.ingest_text("Resp undertook to pay Rs 36,000 by next date, rest with monthly. ND 17.04.2026",
                             name="mar.txt", case_id="N1", date="2026-03-06", author="Lawyer")
        practice.ingest_text("Shubha mtc Rs 36,000 paid in court by DD - Shubha recd.", name="apr.txt",
                             case_id="N1", date="2026-04-17", author="Lawyer")
        practice.ingest_text("Call from Shubha: Tarkeshwar has NOT paid October maintenance at all. monthly 9,000 "
                             "due by 10th.", name="oct.txt", case_id="N1", date="2026-10-30", author="Lawyer")

    path = home_built_by(tmp_path_factory, "step-owed-month", with_months)
    with Practice.open(path) as p:
        a = p.ask("shubha ko tarkeshwar ne october ka maintenance diya?", today="2026-11-02")
        first = first_line(a)
        assert "36,000 ordered" not in first and not first.startswith("Yes"), a.answer
