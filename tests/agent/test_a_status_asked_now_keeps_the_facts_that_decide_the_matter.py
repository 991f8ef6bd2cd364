"""A matter's status asked with any language's word for "now" or with "stage" ("<matter> ippudu em ayyindi",
"<matter> ekhon ki obostha", "<matter> ab kahan pahuncha", "what stage is <matter> at now") keeps, after the last and
the next date, the facts that decide the matter: the sum claimed, the other side's stand in its counter. And the
paper a suit arose from is its plaint even when the copy on file is undated (its number and date left blank as filed):
its claim is what the matter is about.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import home_built_by, opened_offline

from tareekh.registry.models import Case

PLAINT = """BEFORE THE PRINCIPAL CIVIL JUDGE (SENIOR DIVISION)
O.S. No. ____ of 2025
Plaintiff: Yashaswini Dharmishtha, 52, w/o late Gundewar
Defendant: Bhuvanendra Rao Kanakavalli
PLAINT FOR DECLARATION AND RECOVERY
1. The suit property is the shop room No. 4 in the Dharmishtha complex.
2. The defendant, by a sale deed dated 04.03.2024, sold the shop room to a stranger for Rs. 23,50,000, though he held
no title. The sale is void and not binding on the plaintiff.
3. The plaintiff prays for a declaration and for recovery of possession.
"""

NOTES = [
    ("2025-09-15", "Dharmishtha shop suit - numbered. Notice to the defendant. ND 20.10.2025."),
    ("2025-10-20", "Dharmishtha shop suit - D1 counter filed: says he held a registered agreement of 2019 and the "
                   "suit is barred by limitation. ND 08.12.2025 for issues."),
    ("2025-12-08", "Dharmishtha shop suit - issues framed. PW1 chief affidavit to be filed. ND 19.01.2026."),
    ("2026-01-19", "Dharmishtha shop suit - PW1 Yashaswini chief affidavit filed, cross deferred. ND 23.02.2026 for "
                   "PW1 cross."),
]


def build(practice, folder) -> None:
    practice.registry.add_case(Case(id="P1", number="O.S. No. 318 of 2025", short_name="Dharmishtha shop suit",
                                    title="Yashaswini Dharmishtha vs Bhuvanendra Rao Kanakavalli",
                                    side="plaintiff"))
    practice.ingest_text(PLAINT, name="plaint copy.txt", case_id="P1", author="Lawyer")
    for day, text in NOTES:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="P1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "status-now", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", [
    "dharmishtha shop suit ippudu em ayyindi",  # Telugu
    "dharmishtha shop suit ekhon ki holo",  # Bengali
    "dharmishtha shop suit ippo enthaanu stage",  # Malayalam
])
def test_a_status_asked_with_now_keeps_the_counter_and_the_claim(pr, question):
    a = pr.ask(question, today="2026-02-01")
    assert "23 Feb 2026" in a.answer, a.answer
    assert "limitation" in a.answer, a.answer  # the defence its counter raised
    assert "23,50,000" in a.answer, a.answer  # the sum the plaint states


def test_an_undated_plaint_is_what_the_matter_is_about(pr):
    a = pr.ask("dharmishtha shop suit full status", today="2026-02-01")
    assert "What it is about: a plaint, undated:" in a.answer, a.answer
    assert "23,50,000" in a.answer, a.answer


@pytest.mark.parametrize("typed, now", [
    ("<matter> ab kya hua", True), ("<matter> ippudu em ayyindi", True), ("<matter> ekhon ki holo", True),
    ("<matter> eega enu aaytu", True), ("what stage is <matter> at", True), ("<matter> hun ki hoya", True),
    ("<matter> last time kya hua", False), ("<matter> next date kya hai", False),
])
def test_a_word_for_now_in_any_language_asks_where_the_matter_stands(typed, now):
    from tareekh.agent.stands_now import stands_now

    assert stands_now(typed) is now


@pytest.mark.parametrize("question", [
    "dharmishtha shop suit kithe khadda",  # Punjabi: where does it stand
    "dharmishtha shop suit enga nikkudhu",  # Tamil
    "dharmishtha shop suit kuthe ubha aahe",  # Marathi
])
def test_a_status_asked_where_the_matter_stands_keeps_the_counter_and_the_claim(pr, question):
    a = pr.ask(question, today="2026-02-01")
    assert "23 Feb 2026" in a.answer, a.answer
    assert "limitation" in a.answer and "23,50,000" in a.answer, a.answer


@pytest.mark.parametrize("typed, stands", [
    ("<matter> kahan khada hai", True), ("<matter> kithe khadda", True), ("<matter> kothay dariye ache", True),
    ("<matter> evide nilkkunnu", True), ("<matter> ekkada nilichindi", True), ("<matter> elli nintide", True),
    ("<matter> kahan tak pahuncha", True),
    ("<matter> kithe chalda", False),  # where it is heard: a court, not its position
    ("<matter> ki file kahan hai", False), ("<matter> khada karna hai witness", False),
])
def test_a_word_for_where_with_a_verb_of_standing_asks_the_position(typed, stands):
    from tareekh.agent.stands_now import stands_now

    assert stands_now(typed) is stands


def test_an_interim_order_is_quoted_with_its_terms_not_its_reasons_alone():
    from tareekh.agent.brief import with_terms

    text = ("14.02.2031 Present: counsel for both.\nOrder on interim maintenance: the respondent runs a bakery at "
            "Nashik. He shall pay interim\nmaintenance of Rs. 9,500 per month to the petitioner from the date of the "
            "petition. Evidence next.")
    start = text.index("Order")
    said = with_terms(text, start, text.index("Nashik.") + len("Nashik."))
    assert "Rs. 9,500 per month" in said, said
    assert "Evidence next" not in said, said
    # an order that states its terms itself is quoted as it is
    text2 = "Interim order: the respondent shall pay Rs. 4,000 per month. Heard on the main petition."
    assert with_terms(text2, 0, text2.index("month.") + 6) == "Interim order: the respondent shall pay Rs. 4,000 per month."
