"""'Samjhauta mann lya ke nahi?': whether an offer of settlement was taken is answered yes or no first from the
newest line telling its fate, with the sum offered; a later offer no line answers is 'not yet'."""

from tests.agent.helpers import build_registry, cited_ok, first_line


def _notes(practice, notes) -> None:
    build_registry(practice)
    for day, text in notes:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sharvani")


REFUSED = [("2026-03-12", "O.S. 902/2024 Khaja Nizamuddin - Zeeshan's side offered Rs. 3,40,000 as a one-time "
                          "settlement. Saleemuddin ne mana kar diya - wants the shop back. ND 20.04.2026.")]


def test_an_offer_turned_down_is_no_with_its_sum(practice):
    _notes(practice, REFUSED)
    ans = practice.ask("khaja saleemuddin ne samjhauta maan liya ke nahi?", today="2026-03-20")
    line = first_line(ans)
    assert line.startswith("No"), line
    assert "3,40,000" in line and "mana kar" in line
    assert cited_ok(practice, ans)


def test_an_offer_agreed_is_yes(practice):
    _notes(practice, [("2026-03-12", "O.S. 902/2024 Khaja Nizamuddin - defendant offered Rs. 3,40,000 in full "
                                     "settlement. Client agreed; terms to be drawn up. ND 20.04.2026.")])
    ans = practice.ask("did khaja saleemuddin accept the settlement?", today="2026-03-20")
    line = first_line(ans)
    assert line.startswith("Yes"), line
    assert "3,40,000" in line
    assert cited_ok(practice, ans)


def test_a_later_offer_with_no_answer_is_not_yet(practice):
    _notes(practice, REFUSED + [("2026-04-20", "O.S. 902/2024 Khaja Nizamuddin - Zeeshan raised the offer to "
                                               "Rs. 4,10,000. Saleemuddin to think it over. ND 28.05.2026.")])
    ans = practice.ask("khaja saleemuddin ne samjhauta maan liya ke nahi?", today="2026-05-01")
    line = first_line(ans)
    assert line.startswith("Not yet"), line
    assert "4,10,000" in line
    assert cited_ok(practice, ans)
