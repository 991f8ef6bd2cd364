"""A witness asked by role ("the doctor") whose note writes the role in its own script and before the witness's
number, as the languages that put the verb last do ("ডাক্তার <name> PW3 হিসাবে …"): that witness is the one asked
(agent/witness_role.py), not an earlier witness whose day's note only mentions summoning a doctor.

Invented practice: a motor accident claim noted partly in Bengali."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="A1", number="M.A.C.C. No. 310 of 2025", short_name="Haldar accident claim",
                                    title="Tapan Haldar vs Hooghly Roadways", side="claimant"))
    practice.ingest_text(
        "Haldar MACC - 11.03.2026\nPW1 জেরা শেষ (Ghosh babu).\nডাক্তার সুব্রত পাল - সমন জারি, বাটা জমা দিতে হবে।\n"
        "পরের তারিখ 22.04.2026", name="haldar 11 mar.txt", case_id="A1", date="2026-03-11", author="Lawyer")
    practice.ingest_text(
        "Haldar MACC - 22.04.2026\nডাক্তার সুব্রত পাল PW3 হিসাবে সাক্ষ্য দিলেন। 35% স্থায়ী অক্ষমতা, ডান পা। "
        "Ex.P9 অক্ষমতা সার্টিফিকেট।\nজেরা শেষ।\nপরের তারিখ 03.06.2026", name="haldar 22 apr.txt", case_id="A1",
        date="2026-04-22", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-role-script", build)


@pytest.mark.parametrize("question", ["haldar case la doctor evidence enna sonnaaru?",  # Tamil
                                      "haldar case mein doctor ne gawahi mein kya kaha?",  # Hindi
                                      "haldar case ma doctor e shu kahyu?",  # Gujarati
                                      "what did the doctor say in evidence in the haldar case?"])
def test_the_doctor_written_in_script_before_the_number_is_the_witness_asked(pr, question):
    a = pr.ask(question, today="2026-05-10")
    assert "35%" in a.answer and a.answer.startswith("PW-3"), a.answer
