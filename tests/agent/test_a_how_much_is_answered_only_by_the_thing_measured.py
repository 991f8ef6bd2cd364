"""A "how much" is answered by a sum only when its record ties the sum to the thing asked (agent/sum_asked.py,
agent/measured.py):

- a deposit into court asked that no record writes is not on record, never a sum paid to the other side or
  received by a party (the lexicon's synonyms of "deposit" are any payment: they do not write a deposit);
- a settlement, compromise or compounding asked that the records write only as not reached ("not settled",
  "compromise nahi hua", "mediation failed") is not on record, never the sum beside the word "not settled";
- a count of days asked ("ketla divas", "evvalavu naal") is never the one weight the notes hold.

Small practices written for these tests (a Telangana magistrate's cheque case, a Bengal civil court, a Gujarat
sessions court; names invented)."""

from __future__ import annotations

from tareekh.agent.periods import names_a_span
from tareekh.agent.sum_asked import KINDS, _holds, kinds_asked
from tareekh.registry.models import Case


def _cheque(practice, settled: bool) -> None:
    practice.registry.add_case(Case(id="C1", number="C.C. No. 418 of 2026", short_name="Yelamanchi cheque case",
                                    title="Brundavati Traders vs Quillon Pallemkonda", side="complainant"))
    practice.ingest_text("Cheque No. 550912 for Rs. 3,40,000/- dishonoured, 'funds insufficient'. Notice sent.",
                         name="complaint.pdf", case_id="C1", date="2026-01-05", author="Lawyer")
    last = ("2/4/26 Yelamanchi cheque - compounded on payment of Rs. 1,20,000 to the complainant; closed."
            if settled else
            "2/4/26 Yelamanchi cheque - accused says balance Rs. 1,20,000 not settled by the supplier; "
            "compromise talks failed. Next 30/4 for evidence.")
    practice.ingest_text(last, name="c1 april.txt", case_id="C1", date="2026-04-02", author="Lawyer")


def test_a_settlement_written_only_as_not_reached_is_not_on_record(practice):
    _cheque(practice, settled=False)
    ans = practice.ask("yelamanchi cheque case lo compromise entha ki ayyindi?", today="2026-05-01")
    assert ans.answer.startswith("Not on record"), ans.answer
    assert "1,20,000" not in ans.answer.split("\n")[0], ans.answer


def test_a_settlement_written_with_its_sum_answers(practice):
    _cheque(practice, settled=True)
    ans = practice.ask("yelamanchi cheque case lo compromise entha ki ayyindi?", today="2026-05-01")
    assert not ans.answer.startswith("Not on record"), ans.answer
    assert "1,20,000" in ans.answer.split("\n")[0], ans.answer


def _eviction(practice, deposited: bool) -> None:
    practice.registry.add_case(Case(id="E1", number="Title Suit No. 61 of 2025", short_name="Ghoshpara eviction",
                                    title="Anuprava Dalmiya vs Ujjwalendu Dastidarpal", side="plaintiff"))
    practice.ingest_text("14/2/26 Ghoshpara eviction - costs of Rs. 2,000 paid to us by the defendant. Advance of "
                         "Rs. 40,000 received by plaintiff admitted in cross. Next 20/3.", name="e1 feb.txt",
                         case_id="E1", date="2026-02-14", author="Lawyer")
    if deposited:
        practice.ingest_text("20/3/26 Ghoshpara eviction - defendant deposited Rs. 75,000 in court by challan "
                             "towards arrears. Next 24/4.", name="e1 march.txt", case_id="E1", date="2026-03-20",
                             author="Lawyer")


def test_a_deposit_no_record_writes_is_not_on_record_never_a_sum_paid(practice):
    _eviction(practice, deposited=False)
    ans = practice.ask("ghoshpara eviction e defendant court e koto taka deposit korechhe?", today="2026-05-01")
    assert ans.answer.startswith("Not on record"), ans.answer
    assert "40,000" not in ans.answer.split("\n")[0] and "2,000" not in ans.answer.split("\n")[0], ans.answer


def test_a_deposit_written_answers_with_its_sum(practice):
    _eviction(practice, deposited=True)
    ans = practice.ask("ghoshpara eviction e defendant court e koto taka deposit korechhe?", today="2026-05-01")
    assert "75,000" in ans.answer.split("\n")[0], ans.answer


def test_a_count_of_days_is_never_the_weight_the_notes_hold(practice):
    practice.registry.add_case(Case(id="B1", number="Cr.M.A. No. 902 of 2026", short_name="Zalavadiya bail",
                                    title="Oswin Zalavadiya vs State of Gujarat", side="applicant"))
    practice.ingest_text("11/3/26 Zalavadiya bail - regular bail argued (FIR 44/2026, 640 gm ganja). Order reserved.",
                         name="b1 march.txt", case_id="B1", date="2026-03-11", author="Lawyer")
    for asked in ("Zalavadiya ne HC thi interim bail mali? ketla divas ni?",
                  "Zalavadiya ko interim bail kitne din ki mili?"):
        ans = practice.ask(asked, today="2026-05-01")
        assert not ans.answer.startswith("640"), ans.answer  # (the line may be quoted as what the notes hold)


def test_the_kinds_asked_read_deposit_and_settlement_in_the_languages():
    assert kinds_asked("kete tanka court re jama kale?")[0][0] == "deposit"
    assert kinds_asked("ethra roopaykku settle aayi?")[0][0] == "settlement"
    assert kinds_asked("समझौता कितने में हुआ?")[0][0] == "settlement"
    assert kinds_asked("PW2 ka deposition kab hua?") == []  # a witness's deposition is no deposit
    assert kinds_asked("appeal me kitna laga?") == []


def test_a_kind_said_negated_is_not_written():
    settlement, deposit = KINDS["settlement"], KINDS["deposit"]
    assert not _holds(settlement, "settlement", "samjhauta nahi hua, next date 4/5", "settlement")
    assert not _holds(deposit, "deposit", "No deposit made till date.", "deposit")
    assert _holds(settlement, "settlement", "Matter settled for Rs. 80,000 in Lok Adalat.", "settlement")
    assert not _holds(deposit, "deposit", "Costs Rs. 500 paid.", "deposit")  # a payment is no deposit


def test_units_of_time_are_spans_in_the_languages():
    for word in ("days", "dina", "divas", "naatkal", "दिन", "mahine", "saal", "ghante", "రోజులు"):
        assert names_a_span(word), word
    for word in ("gm", "ganja", "bail", "salary"):
        assert not names_a_span(word), word


def _tenancy(practice) -> None:
    practice.registry.add_case(Case(id="R1", number="Rent Case No. 33 of 2025", short_name="Yendrapet Bazar shop",
                                    title="Zinnatara Rangwalla vs Theophil Baruva", side="landlord"))
    for day, note in (("2026-01-10", "10/1/26 Yendrapet Bazar shop - Baruva offers 6,000 pm, Rangwalla wants 9,000. "
                                     "Court asks both to talk. Next 12/2."),
                      ("2026-02-12", "12/2/26 Yendrapet Bazar shop - judge: \"7,000 pe raazi ho jao dono\" - Baruva: "
                                     "client se puchhenge. Rangwalla: 8,000 min."),
                      ("2026-02-26", "26/2/26 Yendrapet Bazar shop - Baruva absent, adjourned. Next 5/3."),
                      ("2026-03-05", "5/3/26 Yendrapet Bazar shop - both sides raazi in principle, terms to be written. "
                                     "Next 20/3."),
                      ("2026-03-20", "समझौते अनुसार दुकान का किराया दिनांक 01.04.2026 से रु. 7,200/- प्रतिमाह होगा।")):
        practice.ingest_text(note, name=f"r1 {day}.txt", case_id="R1", date=day, author="Lawyer")


def test_a_sum_written_beside_the_kind_asked_in_another_script_answers(practice):
    _tenancy(practice)
    ans = practice.ask("Baruva ki Yendrapet Bazar dukaan ka kiraya kitne pe raazi hua? kab se?", today="2026-05-01")
    assert ans.answer.startswith("Rs. 7,200"), ans.answer


def test_an_order_wrapped_over_lines_is_quoted_whole_with_its_parts_and_total(practice):
    practice.registry.add_case(Case(id="M2", number="M.C. No. 140 of 2030", short_name="Kaveriamma maintenance",
                                    title="Kaveriamma Thoppil & Anr. vs Reginald Thoppil", side="petitioner"))
    practice.ingest_text("14.08.2030  Orders on I.A. No. 2 for interim maintenance. The pay slip shows net Rs. 42,000. "
                         "The respondent\nshall pay interim maintenance of Rs. 9,000 per month to petitioner No. 1 "
                         "and Rs. 5,500 per month to petitioner\nNo. 2 (minor daughter), in all Rs. 14,500 per month, "
                         "from the date of the petition.\nCall on 02.11.2030 for evidence.   sd/- Judge",
                         name="order 14.8.30.pdf", case_id="M2", date="2030-08-14", author="Court")
    ans = practice.ask("Kaveriamma maintenance la interim maintenance evvalavu order aachu?", today="2030-09-01")
    first = ans.answer.split("\n")[0]
    for figure in ("9,000", "5,500", "14,500"):
        assert figure in first, ans.answer


def test_a_half_asking_the_sum_claimed_is_answered_by_the_claim(practice):
    practice.registry.add_case(Case(id="L1", number="Land Acquisition Reference No. 17 of 2029",
                                    short_name="Velavadar reference", title="Hirjibhai Zankhwala vs Special LAO",
                                    side="claimant"))
    practice.ingest_text("5.3.2030 - LAR 17/2029 - PW1 Hirjibhai examined: 3 acre garden land acquired; the LAO paid "
                         "Rs. 3,10,000 per acre. Two sale instances exhibited (Rs. 7,00,000 and Rs. 7,40,000 per acre). "
                         "We claim Rs. 8,25,000 per acre with solatium. Next 20.4.2030 for LAO's evidence.",
                         name="lar 17 pw1.docx", case_id="L1", date="2030-03-05", author="Lawyer")
    for asked in ("velavadar ma LAO e acre no ketlo bhav aapyo ane ame ketlo maangiye chhiye",
                  "velavadar reference me LAO ne acre ka kya rate diya aur hum kitna mang rahe hain"):
        ans = practice.ask(asked, today="2030-04-01")
        first = ans.answer.split("\n")[0]
        assert "3,10,000" in first and "8,25,000" in first, ans.answer


def test_a_kind_written_negated_beside_a_sum_does_not_tie_the_sum_to_it():
    from tareekh.agent.sum_asked import writes_kind

    assert writes_kind("rent", "दुकान का किराया दिनांक 01.04.2026 से रु. 7,200/- प्रतिमाह होगा।")
    assert not writes_kind("settlement", "balance Rs. 1,20,000 not settled by the supplier")
