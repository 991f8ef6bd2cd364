"""A side named by its role, asked what it keeps doing to put a matter off ("what excuse does the PP give every
time?", "how is the insurer delaying?"): the time that side sought, each day with its plea, said first with how many
times — in any Indian language's words, for one matter or across the matters where that role is the other side.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

REVISION = [
    ("2025-05-06", "Sohra quarry revision. APP Nongrum: the seizure memo is still with the forest office, time sought. "
                   "Granted."),
    ("2025-07-15", "Sohra quarry revision - APP Nongrum: investigating officer on election duty - time. Court allowed."),
    ("2025-09-09", "Sohra quarry revision. APP absent, his clerk said he is at the Shillong bench. Adjourned."),
    ("2025-10-20", "Sohra quarry revision - arguments heard in part; APP cited two rulings on sanction."),
]
LORRY = [
    ("2025-06-02", "Nongpoh lorry claim - insurer's counsel Mr. Wahlang wants the driver's licence verified by the DTO - "
                   "time."),
    ("2025-08-18", "Nongpoh lorry claim. Eastern Star insurance sought time, their surveyor report not yet filed."),
    ("2025-10-06", "Nongpoh lorry claim - PW1 cross by Wahlang, thirty minutes."),
]
BOAT = [
    ("2025-07-21", "Pynursla boat complaint - OP insurer sought time, the investigator's report is awaited."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="Crl. Rev. P. 41 of 2025", short_name="Sohra quarry revision",
                      title="Bantei Syiemlieh vs State of Meghalaya", side="petitioner"))
    reg.add_case(Case(id="K2", number="M.A.C.T. 12 of 2025", short_name="Nongpoh lorry claim",
                      title="Nongtluh Syiem vs Sarbajit Pegu & The Eastern Star Insurance Co. Ltd.", side="claimant"))
    reg.add_case(Case(id="K3", number="C.C. 30 of 2025", short_name="Pynursla boat complaint",
                      title="Kharbuli Fisheries vs Hill Assurance Co. Ltd.", side="complainant"))
    for cid, notes in (("K1", REVISION), ("K2", LORRY), ("K3", BOAT)):
        for day, text in notes:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-by-role", build)


@pytest.fixture
def pr(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "quarry revision la PP eppavum enna saakku solraaru?",  # Tamil
    "quarry revision alli PP yaavaagalu en kaarana heltaare?",  # Kannada: "always" with a habitual verb of saying
    "quarry revision e APP protibar ki ojuhat dey?",  # Bengali
    "quarry revision ma sarkari vakil dar vakhte shu bahanu aape che?",  # Gujarati
    "quarry revision vich PP har vaari ki bahana dinda?",  # Punjabi
    "quarry revision mein prosecution kaise delay kar raha hai",  # Hindi
])
def test_the_prosecutor_s_excuses_are_each_day_s_plea_with_the_count(pr, question):
    a = pr.ask(question, today="2025-12-01")
    line = first_line(a)
    assert "3 times" in line, a.answer
    for plea in ("seizure memo", "election duty", "Shillong bench"):
        assert plea in line, a.answer
    assert "rulings" not in line and cited_ok(pr, a), a.answer


@pytest.mark.parametrize("question", [
    "dui bima company kibhabe deri korche?",  # Bengali
    "insurance company-kal engane vaikippikkunnu?",  # Malayalam
    "beema company har baar kya bahana banati hai?",  # Hindi
])
def test_the_insurers_delays_across_their_matters_are_each_plea(pr, question):
    a = pr.ask(question, today="2025-12-01")
    line = first_line(a)
    for plea in ("licence", "surveyor", "investigator"):
        assert plea in line, a.answer
    assert "quarry" not in line and cited_ok(pr, a), a.answer


@pytest.mark.parametrize("question", ["Pegu har mahine time pe kisht deta hai ki nahi?",
                                      "does Pegu pay on time every month?"])
def test_a_party_asked_whether_he_pays_on_time_is_not_asked_the_time_he_sought(pr, question):
    a = pr.ask(question, today="2025-12-01")
    assert "sought time" not in first_line(a), a.answer


def test_our_own_side_by_its_role_is_not_answered_with_the_other_side_s_time(pr):
    a = pr.ask("quarry revision mein petitioner side har baar kya bahana deti hai?", today="2025-12-01")
    assert "seizure memo" not in first_line(a), a.answer


def test_a_delay_named_as_the_time_of_something_said_asks_what_was_said(pr):
    a = pr.ask("jab quarry revision mein der ho rahi thi, client ne kya bataya tha?", today="2025-12-01")
    assert "sought time" not in first_line(a), a.answer
