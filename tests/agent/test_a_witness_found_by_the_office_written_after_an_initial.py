"""'survey dept witness em cheppadu?': the witness asked by the office they come from, which their own line writes
after their name's initial ("PW2 Sri N. Jonnalagadda, Deputy Surveyor, O/o Asst. Director of Survey …"). The stop of
the initial ends no sentence, so the office is read as theirs (agent/witness_role.py); and with no stage asked their
account is quoted from where it opens ("Deposed: …"), not from the cross below it (agent/examination.py).

Invented practice: a boundary suit in which the plaintiff's cross led to the survey records being summoned."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tareekh.agent.witness_role import _own_sentence
from tareekh.registry.models import Case, Party
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(
        id="B1", number="O.S. No. 44 of 2027", short_name="Parvatikar boundary suit",
        title="Hrishikesh Parvatikar vs Ojaswini Raghuvanshi",
        parties=[Party(name="Hrishikesh Parvatikar", role="plaintiff"), Party(name="Ojaswini Raghuvanshi", role="defendant")]))
    practice.ingest_text(
        "10.03.2028 OS 44/2027 - PW1 Hrishikesh cross by Tellakula - 1 hr. Suggestion: the stone was never moved. "
        "Our petition to summon the survey records ALLOWED - witness from the survey dept. ND 14.04.2028",
        name="boundary PW1 cross.txt", case_id="B1", date="2028-03-10", author="Lawyer")
    practice.ingest_text(
        "14.04.2028  OS 44/2027 - PW2 Sri N. Jonnalagadda, Deputy Surveyor, O/o Asst. Director of Survey and Land "
        "Records, Chikkaballapur\nBrought the field measurement book. Deposed: the sub-division of Sy. No. 212 was "
        "effected on 03.08.2019; the extent recorded is 1.14 acres. Ex. A9 marked through him.\nCross by Tellakula: "
        "could not say who moved the stone. ND 20.05.2028.",
        name="boundary PW2 survey.txt", case_id="B1", date="2028-04-14", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-office-after-initial", build)


@pytest.mark.parametrize("question", [
    "survey dept witness em cheppadu boundary suit lo",  # Telugu in Latin letters
    "boundary suit mein survey department wale gawah ne kya bataya",  # Hindi in Latin letters
])
def test_the_witness_of_the_office_asked_is_quoted_from_his_deposition(pr, question):
    a = pr.ask(question, today="2028-05-01")
    first = a.answer.split("\n")[0]
    assert "PW-2" in first and "03.08.2019" in first, a.answer
    assert not first.split(":", 1)[-1].lstrip().startswith("Cross"), a.answer


def test_a_name_s_initial_ends_no_sentence_of_the_witness_s_line():
    latin = SimpleNamespace(witness="PW-2", name=None,
                            text="PW2 Sri N. Jonnalagadda, Deputy Surveyor, O/o Asst. Director of Survey. Deposed: …")
    assert "Survey" in _own_sentence(latin)
    hindi = SimpleNamespace(witness="PW-2", name=None,
                            text="PW2 श्री के. जोन्नलगड्डा, उप सर्वेक्षक, भू-अभिलेख कार्यालय. बयान: …")
    assert "भू-अभिलेख" in _own_sentence(hindi)
    # a sentence still ends at a word's stop
    ended = SimpleNamespace(witness="PW-2", name=None, text="PW2 examined in chief. Survey register produced.")
    assert "register" not in _own_sentence(ended)
