"""Costs and sums written and asked in other Indian languages: a note in Bengali-Latin, one in a Bihari dialect in
Devanagari, a question in Odia-Latin or Gujarati-Latin. The costs of each hearing are added when a total is asked;
a word that names any expense asks of costs only where the matter holds costs."""

from tests.agent.helpers import build_registry, cited_ok, first_line

COSTS_NOTES = [
    ("2026-02-03", "Seabreeze - bibadi pokkho time chailo, judge 400 taka khoroch dilen. porer date 12/3"),
    ("2026-03-12", "सीब्रीज: बिबादी के ओकील नै अयलन, हाकिम 600 रु० खर्चा पर टाइम देलन। अगला तारीख 20.4"),
    ("2026-04-20", "Seabreeze - society lift repair kharcha 80,000 rupaye, bills collected from secretary"),
]


def _costs_practice(practice):
    build_registry(practice)
    for day, text in COSTS_NOTES:
        practice.ingest_text(text, name=f"note_C1_{day}.txt", case_id="C1", date=day, author="Sharvani")


def test_costs_written_in_other_languages_are_added_when_a_total_is_asked(practice):
    _costs_practice(practice)
    ans = practice.ask("Seabreeze re total kharcha kete laga heichi?", today="2026-05-01")
    line = first_line(ans)
    assert "Rs. 1,000 in all" in line, line
    assert "Rs. 400" in line and "Rs. 600" in line and "80,000" not in line
    assert cited_ok(practice, ans)


def test_an_expense_word_in_a_matter_without_costs_is_answered_from_the_sums_written(practice):
    build_registry(practice)
    practice.ingest_text("Khaja Saleemuddin - client ne bataya makaan ki marammat ka kharcha 35,000 rupaye hua",
                         name="note_C2_2026-02-02.txt", case_id="C2", date="2026-02-02", author="Sharvani")
    ans = practice.ask("Khaja Saleemuddin marammat ka kharcha kitna hua?", today="2026-05-01")
    line = first_line(ans)
    assert not line.startswith("Nothing in your notes on costs"), line
    assert "35,000" in ans.answer


def test_costs_asked_with_a_grouped_figure_are_those_costs(practice):
    build_registry(practice)
    for day, text in [("2026-01-12", "Seabreeze - WS taken on record subject to payment of costs of Rs. 12,000/- to us."),
                      ("2026-02-23", "Seabreeze - costs of Rs 12,000 paid by the defendant today (DD)."),
                      ("2026-03-30", "Seabreeze - costs Rs. 4,000 on defendant for adjournment.")]:
        practice.ingest_text(text, name=f"note_C1_{day}.txt", case_id="C1", date=day, author="Sharvani")
    ans = practice.ask("Seabreeze ma 12,000 costs bharya ke nahi?", today="2026-04-10")
    line = first_line(ans)
    assert line.startswith("Yes") and "23 Feb 2026" in line and "12,000" in line, line
