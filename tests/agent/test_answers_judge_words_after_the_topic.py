"""A judge's ways asked on one topic ("exemption kaise deti hai"): the bench, by title, speaking right after the
note's line of that topic ("Exemption allowed on costs. ND … Madam said: absent next date, warrant") is a second way
of that day, said beside the costs, never instead of them; and the bench's words after a line of another topic stay
out. A small practice written for this test, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("2026-01-12", "12.1.26 JM Ct 3 - Kalbag cheque case. Plea recorded, accused says the cheque was a security. "
                   "ND 14.2.26 for CW1."),
    ("2026-02-14", "14.2.26 JM Ct 3 - Kalbag cheque case. Accused absent again. Exemption allowed on Rs 700 costs. "
                   "ND 9.3.26. Madam boli next date absent to warrant."),
    ("2026-03-09", "9.3.26 JM Ct 3 - Kalbag cheque case. CW1 bank officer examined. ND 20.4.26. "
                   "Madam boli the bank statement should be certified."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JK", name="Smt. Revati Sawardekar", short="JM Ct 3 madam", court="JMFC Court 3"))
    reg.add_case(Case(id="K1", number="S.C.C. 5120 of 2025", short_name="Kalbag cheque case",
                      title="Sharad Kalbag vs Mohan Tiwrekar", judge_id="JK", side="complainant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"K1 {day}.txt", case_id="K1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "after-topic", build)


@pytest.fixture
def pr(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_the_bench_s_words_after_the_topic_s_line_are_said_beside_it(pr):
    a = pr.ask("JM Ct 3 madam exemption kaise deti hai", today="2026-04-01")
    line = first_line(a)
    assert "700" in line, a.answer
    assert "warrant" in line, a.answer
    assert cited_ok(pr, a)


def test_the_bench_s_words_after_another_topic_stay_out(pr):
    a = pr.ask("JM Ct 3 madam exemption kaise deti hai", today="2026-04-01")
    assert "certified" not in first_line(a), a.answer
