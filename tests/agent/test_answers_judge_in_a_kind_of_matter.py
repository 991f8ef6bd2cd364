"""A judge's ways in a kind of matter ("in partition suits", "DV matters me", "cheque cases la"): the kind is held by
the matter's name, not written in each of its lines, so a line of that matter that holds the rest of what was asked
(when the judge takes witnesses) is the answer, before a heading that only names the kind.

A small practice written for these tests (a partition suit and a cheque case before one civil judge), typed in Tamil
and Kannada words, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import topic_groups
from tareekh.agent.situation import Situation
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by, opened_offline

PARTITION = [
    ("2025-06-04", "04.06.2025 - Kalyanasundaram partition suit - Thenmozhi madam - defendants sought time, "
                   "costs Rs 750 on them. Next 02.07.2025."),
    ("2025-07-02", "Kalyanasundaram - PW1 chief affidavit filed. Madam saatchi visaranai "
                   "madhiyam 3 manikku mel thaan. Kaalaiyil admission matters."),
    ("2025-08-06", "Kalyanasundaram partition suit - Thenmozhi madam asked why the suit schedule has no survey "
                   "sub-division. Next 10.09.2025."),
    ("2025-09-10", "Thenmozhi madam told both sides the partition suit is old, no more time. Next 08.10.2025."),
]
CHEQUE = [
    ("2025-06-18", "Nallathambi cheque case - accused absent, Thenmozhi madam issued bailable warrant."),
    ("2025-07-16", "Nallathambi cheque case - CW1 affidavit filed, CW1 cross by accused counsel, 40 min."),
    ("2025-08-20", "Nallathambi cheque case - CW2 bank manager examined, cheque return memo marked."),
    ("2025-09-24", "Nallathambi cheque case - DW1 accused examined, said the cheque was security."),
    ("2025-10-22", "Nallathambi cheque case - DW1 cross over, defence witness closed."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. R. Thenmozhi, Principal Junior Civil Judge", short="Thenmozhi madam"))
    reg.add_case(Case(id="P1", number="O.S. No. 41 of 2024", short_name="Kalyanasundaram partition suit",
                      title="Kalyanasundaram vs Ishwarappa & ors", judge_id="J1", side="plaintiff"))
    reg.add_case(Case(id="N1", number="S.T.C. No. 88 of 2025", short_name="Nallathambi cheque case",
                      title="Nallathambi vs Hosakote Traders", judge_id="J1", side="complainant"))
    for cid, rows in (("P1", PARTITION), ("N1", CHEQUE)):
        for day, text in rows:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-kind-of-matter", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


def test_when_the_judge_takes_witnesses_in_a_kind_of_matter_is_read_from_that_matter_s_lines(pr):
    # Kannada: "in partition suits, when does Thenmozhi madam take the witnesses?"; the line says no "partition"
    a = pr.ask("Thenmozhi madam partition suit alli saakshi yaavaga tagoltaare", today="2025-12-01")
    assert "3 manikku" in first_line(a), a.answer


def test_the_matter_s_name_holds_the_kind_asked_for_a_line_that_holds_the_rest():
    question = "Ishwarappa sir vibhaga dava suit alli witness yaavaga tagoltaare"  # Kannada
    s = Situation(question, topic_groups(question), {"P": ["Notes."]})
    line = "Sir witness only after lunch."
    label = "O.S. 7/2024 - Hegde suit"
    assert s.score_in(line, label) > s.score(line) > 0, s.groups
    # a line that holds nothing else asked gains nothing from its matter's name
    assert s.score_in("Sir on leave today.", label) == 0


@pytest.mark.parametrize("word", ["saatchi", "sakkhi", "saakshi", "sakhi"])
def test_a_witness_asked_in_any_language_meets_the_note_s_witness(word):
    s = Situation(f"{word} eppo", topic_groups(f"{word} eppo"), {"P": ["Notes."]})
    assert s.score("PW2 examined in chief.") > 0 and s.score("The witness did not come.") > 0, s.groups



@pytest.mark.parametrize("question, verb", [("Thenmozhi madam saatchi eppo edupaanga", "edupaanga"),
                                            ("Thenmozhi madam evvalavu time kodupaanga", "kodupaanga")])
def test_a_tamil_habitual_typed_with_one_p_is_the_habit_asked(question, verb):
    from tareekh.agent.habit_asked import habitual_verbs

    assert verb in habitual_verbs(question)
