"""What an order directs is quoted with its outcome, on a small practice written for these tests (a rent appeal
decided by a long judgment, and a service writ whose judgment a name in the question matches only in its heading).

A long order opens with its heading (court, bench, cause title, counsel) and ends with the judge's signature; the
disposal ("the appeal is partly allowed") and what it directs (the sum, the measure, the time to comply) sit in
different sentences. A question of what came of the matter, asked in any language, must get what the order directs,
not its heading, its signature or only its disposal.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, drop_file, home_built_by

APPEAL_JUDGMENT = """IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, KADAMKUNI
Rent Control Appeal No. 14 of 2025
Harendra Pal Bora ... Appellant
Versus
Smt. Minoti Kakoti ... Respondent
For the Appellant : Sri P. Gogoi, Advocate
For the Respondent : Sri R. Sarma, Advocate
Judgment delivered on: 03.08.2026
1. This appeal is against the eviction order of the Rent Controller dated 11.02.2025 on the ground of default.
2. The tenant deposited the rent in court from March 2024, though late. The default is not wilful.
3. In the result, the appeal is partly allowed. The order of eviction is set aside on condition that the appellant shall deposit the arrears of Rs. 84,600/- within sixty days from today. The appellant shall pay the monthly rent of Rs. 4,700/- by the 7th of each month hereafter.
(K. N. Baruah, J.)
"""

WRIT_JUDGMENT = """IN THE COURT OF THE ADDITIONAL DISTRICT JUDGE, KADAMKUNI
Civil Misc. Appeal No. 3 of 2025
Dipankar Hazarika ... Appellant
Versus
The Executive Engineer, Water Board ... Respondent
CORAM: HON'BLE SRI L. DOLEY
Dated: 21.09.2026
1. The appellant's water connection was cut for an alleged theft without notice.
2. The appeal is allowed. The respondent is directed to restore the connection within fifteen days and shall refund the penalty of Rs. 22,350/- with interest at 6% per annum.
(L. DOLEY) JUDGE
"""

NOTES = [
    ("A1", "2026-05-12", "Bora rent appeal - args heard both sides. Judgment reserved."),
    ("A2", "2026-06-30", "Hazarika water connection appeal - Doley sir heard us, order on 21/9."),
]


def build(practice, folder) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JB", name="Sri K. N. Baruah, Principal District Judge"))
    reg.add_person(Judge(id="JD", name="Sri L. Doley, Additional District Judge", short="Doley sir"))
    reg.add_person(Client(id="CB", name="Harendra Pal Bora"))
    reg.add_person(Client(id="CH", name="Dipankar Hazarika"))
    reg.add_case(Case(id="A1", number="Rent Control Appeal No. 14 of 2025", short_name="Bora rent appeal",
                      title="Harendra Pal Bora vs Minoti Kakoti", judge_id="JB", client_id="CB", side="appellant"))
    reg.add_case(Case(id="A2", number="Civil Misc. Appeal No. 3 of 2025", short_name="Hazarika water appeal",
                      title="Dipankar Hazarika vs Executive Engineer", judge_id="JD", client_id="CH",
                      side="appellant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    drop_file(practice, folder, "judgment rca 14 of 2025.txt", APPEAL_JUDGMENT, "A1")
    drop_file(practice, folder, "judgment cma 3 of 2025.txt", WRIT_JUDGMENT, "A2")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "directs", build)


@pytest.fixture
def pr(built, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(built))
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "bora appeal la judgment la enna aachu?",          # Tamil in Latin letters
    "bora appeal-er rayer ki holo?",                   # Bengali/Assamese in Latin letters
    "bora appeal ma shu thayu chhelle?",               # Gujarati in Latin letters
    "what happened in the Bora rent appeal finally?",
])
def test_what_a_judgment_directs_is_quoted_with_its_disposal(pr, question):
    a = pr.ask(question, today="2026-09-30")
    assert "84,600" in a.answer and "sixty days" in a.answer, a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("question", [
    "hazarika water appeal vich ki order hoya?",       # Punjabi in Latin letters
    "Doley sir ne hazarika appeal mein kya diya?",     # Hindi in Latin letters, the judge named
])
def test_an_order_matched_by_a_name_is_quoted_for_what_it_directs_not_its_signature(pr, question):
    a = pr.ask(question, today="2026-09-30")
    assert "fifteen days" in a.answer or "22,350" in a.answer, a.answer
    assert "(L. DOLEY) JUDGE [" not in a.answer
    assert cited_ok(pr, a)
