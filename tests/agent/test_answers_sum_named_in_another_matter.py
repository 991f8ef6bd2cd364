"""A suit's claim written only in another matter's record ("O.S. 55/2023 filed for Rs. 4,40,000 (principal 3,00,000
+ interest 1,40,000)" in the list of dates of the revision against its order): asked how much the suit claims, with
principal and interest in any language's words (asal/vatti, asalu/baddi, mool/byaj, principal/interest), the
sentence that names the suit by its number answers.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S1", number="O.S. 55/2023", short_name="Hegde hand-loan suit",
                      title="Sudarshan Hegde vs Vinayak Shanbhag", side="plaintiff"))
    reg.add_case(Case(id="S2", number="C.R.P. 1201/2025", short_name="Hegde revision",
                      title="Sudarshan Hegde vs Vinayak Shanbhag", side="petitioner"))
    practice.ingest_text("Hegde hand-loan suit - DW1 cross part heard; he denies the loan, says the cheque was "
                         "given for a chit. Next 14.08.2026.", name="os 1.txt", case_id="S1", date="2026-07-02",
                         author="Lawyer")
    practice.ingest_text("Hegde revision - synopsis for hearing.\n02.01.2020 hand loan given in cash.\n"
                         "10.03.2023 O.S. 55/2023 filed for Rs. 4,40,000 (principal 3,00,000 + interest 1,40,000).\n"
                         "20.11.2024 trial court rejected our amendment; revision filed.", name="crp 1.txt",
                         case_id="S2", date="2026-05-11", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sum-named-elsewhere", build)


@pytest.mark.parametrize("question", ["Hegde hand-loan suit claim evvalavu? asal vatti thaniya sollunga",
                                      "Hegde hand-loan suit claim eshtu? asalu baddi bere bere heli",
                                      "Hegde hand-loan suit mein claim kitne ka hai, mool aur byaj alag se?",
                                      "how much is the Hegde hand-loan suit for - principal and interest?"])
def test_a_suit_s_claim_written_in_another_matter_s_record_answers(pr, question):
    a = pr.ask(question, today="2026-08-01")
    line = first_line(a)
    assert "4,40,000" in line and "1,40,000" in line, a.answer
