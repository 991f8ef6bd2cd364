"""A brief tells the other side's stand when a note states it after the word for a defence ("Defence (<counsel>): the
cheque was a blank security", "बचाव - …"), in the note's own words, though it is none of the defences the brief names
in English (a licence, a permit, limitation …). A matter whose notes state no defence says nothing of one.

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="N1", number="CC 214/2026", short_name="Jeliang cheque case",
                      title="Jeliangco vs Vungthang", side="complainant"))
    reg.add_case(Case(id="N2", number="CC 388/2026", short_name="Zorempuii cheque case",
                      title="Zorempuii vs Khongwirco", side="complainant"))
    reg.add_case(Case(id="N3", number="CC 402/2026", short_name="Tlau cheque case",
                      title="Tlau vs Sangrili", side="complainant"))
    notes = [
        ("N1", "2027-01-11", "Jeliang cheque case - summons served. ND 3.3.27"),
        ("N1", "2027-03-03", "Jeliang cheque case - substance of accusation explained, Vungthang pleads not guilty.\n"
                             "Defence (Khongwir adv): the cheque was handed over blank as security for the 2025 supply, "
                             "no debt was due on the date of presentation.\nND 21.4.27 for CW1"),
        ("N2", "2027-02-08", "Zorempuii cheque case - बचाव - आरोपी कहता है कि चेक खाली हस्ताक्षर करके गारंटी के तौर पर दिया "
                             "था। अगली तारीख 9.4.27"),
        ("N3", "2027-02-09", "Tlau cheque case - complainant's evidence affidavit filed. ND 9.4.27"),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Tlau")


@pytest.fixture(scope="module")
def po(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "defence-stated", build))


@pytest.mark.parametrize("question, words", [
    ("Jeliang cheque case short me bata do", "handed over blank as security"),
    ("brief me on the Zorempuii cheque case", "गारंटी के तौर पर"),
])
def test_the_brief_quotes_the_defence_the_note_states(po, question, words):
    a = po.ask(question, today="2027-05-01").answer
    assert "The defence raised:" in a, a
    assert words in a.split("The defence raised:", 1)[1].split("[", 1)[0], a


def test_a_matter_with_no_defence_stated_says_none(po):
    a = po.ask("Tlau cheque case short me bata do", today="2027-05-01").answer
    assert "The defence raised:" not in a, a
