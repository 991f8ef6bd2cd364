"""'In which matters was mediation / settlement / Lok Adalat tried?': a question that names things as alternatives
(by a slash or a word for "or") lists every matter whose notes hold any one of them — a judge asking whether the
parties can settle is a settlement tried — and a matter whose notes only record money paid is not among them."""

import pytest

from tests.agent.helpers import build_registry, cited_ok, first_line

NOTES = [
    ("2026-02-03", "C1", "Seabreeze OS 318/22 - judge asked both counsel whether a settlement was possible; "
                         "builder's counsel to take instructions."),
    ("2026-03-09", "C2", "Khaja Saleemuddin OS 902/24 - defendant's clerk paid Rs 1,000 to our client, received. "
                         "Instalment of the rent arrears also paid today."),
    ("2026-04-21", "C2", "Khaja Saleemuddin OS 902/24 - PW-1 chief filed. Next 5.6."),
]


@pytest.mark.parametrize("question", [
    "kaunsa cases mein mediation / settlement / lok adalat try hua?",  # Hindi
    "which cases tried mediation or settlement?",
    "kon kon matters ma mediation athva settlement try thayu?",  # Gujarati
])
def test_a_matter_holding_any_of_the_alternatives_is_listed_and_payments_are_not_a_settlement(practice, question):
    build_registry(practice)
    for day, case_id, text in NOTES:
        practice.ingest_text(text, name=f"diary_{case_id}_{day}.txt", case_id=case_id, date=day, author="Latha")
    ans = practice.ask(question, today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("One matter") and "Seabreeze" in line and "Khaja" not in line, line
    assert cited_ok(practice, ans)
