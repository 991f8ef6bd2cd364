"""A matter an order closed, whose conditions are still the client's to keep (a bond, to appear whenever required),
asked in words the reader cannot read: the matter's status is said with the conditions left after the order, not the
status alone. (The work left used to be said only when the matter was still open: "— pending: …"; a matter whose
last order closed it says "it was allowed on <day> …; left after it: …", and that was dropped.) The work alone is
said: the status before it says how the matter stands.)"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import home_built_by

TODAY = "2027-02-10"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice Devraj Kirtane", short="Kirtane J",
                         court="High Court of Orissa, Cuttack"))
    reg.add_person(Client(id="CL1", name="Ferozuddin Mrinalkar"))
    reg.add_case(Case(id="M1", number="CRLMC No. 2210 of 2026", short_name="Ferozuddin HC passport petition",
                      title="Ferozuddin Mrinalkar vs State of Odisha", court="High Court of Orissa, Cuttack",
                      judge_id="J1", client_id="CL1", side="petitioner", stage="disposed - allowed on 14.07.2026",
                      next_date="2026-07-14"))
    practice.ingest_text(
        "ORDER. The condition to deposit the passport is relaxed. The passport shall be released to the petitioner "
        "and he may travel abroad, on his executing a bond for Rs. 75,000 with one surety and an undertaking to "
        "appear before the trial court whenever required. The petition is allowed.",
        name="order 14.07.2026.txt", case_id="M1", date="2026-07-14", author="Lawyer")
    practice.ingest_text(
        "Ferozuddin absent in trial court - he is in Muscat (HC permitted). Our exemption petition allowed. "
        "Magistrate: he must attend every date hereafter. ND 20.01.2027",
        name="note 19.11.2026.txt", case_id="M1", date="2026-11-19", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "closed-matter-conditions", build)


@pytest.mark.parametrize("asked", ["ferozuddin ku jibaku HC anumati dela",  # Odia
                                   "ferozuddinak vochpak HC paravangi dilea"])  # Konkani
def test_a_closed_matter_asked_in_unread_words_says_the_conditions_left_after_its_order(pr, asked):
    a = pr.ask(asked, today=TODAY)
    assert "pending: to appear before the trial court" in a.answer, a.answer
    assert "allowed on 19 Nov" not in a.answer, a.answer  # the exemption allowed that day closed no matter
    assert "75,000" in a.answer, a.answer  # the bond's sum, in the order's line the condition cites
