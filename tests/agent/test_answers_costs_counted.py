"""Asked how many times costs were put on a side and the total, the answer counts the orders of costs only (a
note that the costs are still unpaid is no new order) and adds their amounts."""

from tests.agent.helpers import build_registry, cited_ok, first_line

NOTES = [("2026-03-10", "Khaja Saleemuddin (OS 902/24) - judge gave time to defendant but costs Rs 2,000/- to pltf."),
         ("2026-04-20", "Khaja Saleemuddin (OS 902/24) - LAST CHANCE to defendant, costs Rs 3000 to pltf."),
         ("2026-06-01", "Khaja Saleemuddin (OS 902/24) - defendant ne 3000 costs abhi tak nahi bhare.")]


def test_costs_still_unpaid_are_not_counted_again_and_the_total_is_said(practice):
    build_registry(practice)
    for day, text in NOTES:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sharvani")
    ans = practice.ask("Khaja Saleemuddin mein defendant pe kitni baar costs laga, total kitna?", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Two times"), line
    assert "costss" not in line and "orders of costs" in line
    assert "Rs. 5,000" in line and "in all" in line
    assert cited_ok(practice, ans)


def test_a_counsel_typed_in_lower_case_that_no_record_names_is_said_back(practice):
    build_registry(practice)
    for day, text in NOTES:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sharvani")
    practice.ingest_text("Khaja Saleemuddin (OS 902/24) - adv varma for defendant sought time.",
                         name="note_C2_2026-06-20.txt", case_id="C2", date="2026-06-20", author="Sharvani")
    ans = practice.ask("adv bhandari ke saath humara kaunsa matter hai?", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Nothing in your notes on") and "Bhandari" in line and "no record" in line, line
    assert "[" not in ans.answer  # other counsel's lines are not quoted
    known = practice.ask("adv varma ke saath humara kaunsa matter hai?", today="2026-07-01")
    assert not first_line(known).startswith("Nothing in your notes"), first_line(known)


def test_the_matters_where_costs_were_put_on_the_other_side_are_each_named(practice):
    build_registry(practice)
    for day, text in NOTES:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sharvani")
    practice.ingest_text("Seabreeze (OS 318/22) - defendant sought time; costs Rs 1,500 payable to us.",
                         name="note_C1_2026-05-05.txt", case_id="C1", date="2026-05-05", author="Sharvani")
    ans = practice.ask("kis kis matter mein dusri party pe costs laga hai ab tak?", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Costs on the other side in two matters") and "Seabreeze" in line and "Khaja Saleemuddin" in line, line
    assert "Rs. 1,500" in line and "Rs. 2,000" in line and "Rs. 3,000" in line
    assert line.count("Rs. 3,000") == 1  # the costs still unpaid are not a second order
    assert cited_ok(practice, ans)


def test_an_earlier_absence_a_note_states_outright_is_counted_with_its_day(practice):
    build_registry(practice)
    practice.ingest_text("Khaja Saleemuddin (OS 902/24) - defendant gairhajar again (2nd time - 1st was 3 dec). "
                         "Court issued notice.", name="note_C2_2026-04-29.txt", case_id="C2", date="2026-04-29",
                         author="Sharvani")
    practice.ingest_text("Khaja Saleemuddin (OS 902/24) - defendant present, issues framed.",
                         name="note_C2_2026-06-10.txt", case_id="C2", date="2026-06-10", author="Sharvani")
    ans = practice.ask("Khaja Saleemuddin mein defendant kitni baar gairhajar raha?", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Two times"), line
    assert "3 Dec 2025" in line and "29 Apr 2026" in line
    assert cited_ok(practice, ans)


def test_a_day_argued_that_says_why_another_matter_was_not_reached_is_not_counted(practice):
    build_registry(practice)
    for day, text in [("2026-02-04", "Khaja Saleemuddin (OS 902/24) - not reached."),
                      ("2026-03-04", "Khaja Saleemuddin (OS 902/24) - argued for the full day (this is why the "
                                     "other suit was not reached)."),
                      ("2026-04-04", "Khaja Saleemuddin (OS 902/24) - not reached again.")]:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sharvani")
    ans = practice.ask("Khaja Saleemuddin suit enni sarlu not reached ayyindi?", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Two times"), line
    assert "4 Mar 2026" not in line


def test_costs_said_to_be_paid_and_later_noted_still_unpaid_are_answered_not_paid(practice):
    build_registry(practice)
    for day, text in [("2026-02-02", "Seabreeze (OS 318/22) - defendant absent again, costs Rs 2,500 payable to us."),
                      ("2026-03-03", "Seabreeze - Coastal's junior claims the 2500 costs were paid to our clerk."),
                      ("2026-04-04", "Seabreeze - 2500 costs still not paid, clerk has received nothing.")]:
        practice.ingest_text(text, name=f"note_C1_{day}.txt", case_id="C1", date=day, author="Sharvani")
    ans = practice.ask("Seabreeze mein 2500 costs mil gaye?", today="2026-05-01")
    line = first_line(ans)
    assert line.startswith("No"), line  # the later word on the payment stands
    assert "4 Apr 2026" in line and cited_ok(practice, ans)


def test_costs_still_unpaid_are_answered_with_what_the_court_said_follows_if_they_stay_unpaid(practice):
    build_registry(practice)
    for day, text in [("2026-02-02", "Seabreeze (OS 318/22) - defendant sought time, costs Rs 1,200 payable to us."),
                      ("2026-03-03", "Seabreeze - defendant has still not paid the 1200 costs. Judge: pay by next "
                                     "date, otherwise defence evidence closed. Next 10.04.2026.")]:
        practice.ingest_text(text, name=f"note_C1_{day}.txt", case_id="C1", date=day, author="Sharvani")
    ans = practice.ask("Seabreeze mein defendant ne 1200 costs de diye kya?", today="2026-03-20")
    line = first_line(ans)
    assert line.startswith("No") and "otherwise defence evidence closed" in line, line
    assert cited_ok(practice, ans)
