"""What a sessions judge does when a witness stays away, when the Hindi notes write the witness only by the side's
initials ("अ.सा. 4": a prosecution witness, "ब.सा. 2": a defence one) and a daily register's column cuts the line of
what the court directed ("सिविल सर्जन<TAB>13.08.2025\\nद्वारा समन"). The question is typed in the eastern Hindi of
Bagelkhand and Bhojpur ("… ka karat hain": what does he do), whose habitual verb is its asking, no topic.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.habit_asked import habitual_verbs
from tareekh.agent.habits import lines_run_on
from tareekh.agent.lexicon import stems
from tareekh.events.text import sentences
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

TRIAL = [
    ("2025-05-14", "दिनांक 14.05.2025\nअभियुक्त हीरालाल काशीकर जमानत पर उपस्थित। अ.सा. क्र. 4 पटवारी रामेश्वर समन "
                   "तामील के बाद भी अनुपस्थित। उसके विरुद्ध रु. 2,000/- का जमानतीय अधिपत्र जारी हो। अभियोजन "
                   "साक्ष्य हेतु दिनांक 11.06.2025 नियत।"),
    ("2025-06-11", "Kashikar trial - Tandekar sahab asked the APP for the seizure memo before lunch; cross of PW3 "
                   "done in part."),
    ("2025-07-09", "पेशी डायरी दिनांक 09.07.2025\n2   स.न्या.-3 कक्ष 6   हीरालाल काशीकर   चिकित्सक डॉ. विनोद "
                   "(अ.सा.5) उपस्थित नहीं।  सिविल सर्जन        13.08.2025\nद्वारा समन। साहब नाराज।\n- मुंशी"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri Prakash Tandekar, III Additional Sessions Judge",
                         short="Tandekar sahab (ASJ-3)"))
    reg.add_case(Case(id="T1", number="S.T. No. 88 of 2024", short_name="Kashikar trial",
                      title="State vs Hiralal Kashikar", judge_id="J1", side="accused"))
    for day, text in TRIAL:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-numbered-witness", build)


def test_a_witness_numbered_by_the_hindi_initials_of_the_side_is_a_witness():
    assert "pw" in stems("अ.सा. क्र. 4 पटवारी अनुपस्थित")
    assert "pw" in stems("डॉ. विनोद (अ.सा.5) नहीं आए")
    assert "dw" in stems("ब.सा. 2 ने कहा")
    assert "dw" not in stems("अभियोजन साक्ष्य हेतु नियत")


def test_the_eastern_hindi_habitual_verb_is_the_asking():
    assert "karat" in habitual_verbs("Tandekar sahab gawah na aawe to ka karat hain")
    assert habitual_verbs("yeh baat hai ki nahi") == []


def test_a_register_line_cut_before_its_postposition_runs_on():
    said = lines_run_on(sentences(TRIAL[2][1]))
    assert any("सिविल सर्जन" in s.text and "द्वारा समन" in s.text for s in said)


def test_what_the_judge_does_when_a_witness_stays_away_holds_the_warrant_and_the_summons_through_the_office(pr):
    a = pr.ask("Tandekar sahab ke court me gawah na aawe to ka karat hain?", today="2025-09-01")
    assert "अधिपत्र" in a.answer or "warrant" in a.answer.lower(), a.answer
    assert "सिविल सर्जन" in a.answer, a.answer
