"""'In which matters has the other side still not paid despite the order?': every case whose notes say the money is
unpaid and record no payment after, each named; our own client's unpaid dues and money paid later are left out."""

from tests.agent.helpers import build_registry, cited_ok, first_line
from tareekh.registry.models import Case, Client


def _build(practice, later_paid: bool = False):
    build_registry(practice)
    reg = practice.registry
    reg.add_person(Client(id="CL3", name="Gurpreet Kaur Sandhu"))
    reg.add_case(Case(id="C3", number="M.A. No. 77 of 2025", short_name="Gurpreet maintenance",
                      title="Gurpreet Kaur Sandhu vs Harjit Singh", client_id="CL3", side="petitioner"))
    notes = [
        ("C1", "2026-01-20", "Seabreeze - builder directed to deposit Rs. 3,00,000 towards repairs within 4 weeks."),
        ("C1", "2026-03-02", "Seabreeze - deposit of repairs amount not made by builder, court displeased. Next 14/4."),
        ("C2", "2026-02-11", "Khaja Saleemuddin - Saleemuddin has not paid the process fee yet, to do before next date."),
        ("C3", "2026-02-15", "Gurpreet - interim maintenance Rs 8,000 pm ordered from date of application."),
        ("C3", "2026-03-20", "Gurpreet - Harjit ne arrears ka ek paisa nahi diya, recovery application filed."),
    ]
    if later_paid:
        notes.append(("C1", "2026-04-14", "Seabreeze - builder deposited Rs. 3,00,000 by DD today."))
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Sharvani")


def test_each_matter_where_the_other_side_still_has_not_paid_is_named(practice):
    _build(practice)
    ans = practice.ask("kon kon case e opposite party taka deyni, court order sotteo?", today="2026-05-01")
    line = first_line(ans)
    assert line.startswith("In 2 matters"), line
    assert "Seabreeze" in line and "Gurpreet" in line and "Khaja" not in line
    assert cited_ok(practice, ans)


def test_a_matter_paid_later_is_left_out(practice):
    _build(practice, later_paid=True)
    ans = practice.ask("kon kon case e opposite party taka deyni, court order sotteo?", today="2026-05-01")
    line = first_line(ans)
    assert line.startswith("In 1 matter") and "Gurpreet" in line and "Seabreeze" not in line, line


def test_matters_where_a_date_was_not_given_are_no_question_of_money(practice):
    _build(practice)
    ans = practice.ask("kin matters mein order reserve hua aur koi date nahi di gayi?", today="2026-05-01")
    assert not first_line(ans).startswith("In "), ans.answer
