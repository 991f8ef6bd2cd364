"""A counsel named with "every time" or the status asked in the habitual ("kya scene rehta hai") asks his ways in the
matter, even when a word naming the matter ("RCA") is also in a judge's alias (the forum): what he does each time —
absent, his junior seeks time, a reply not filed (read from the sentence before his plea for time) — not the judge's
remark nor the matter's last day.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri Mohan Lal Rawal", short="Rawal sahab (RCA)", court="Rent Control Appellate Authority"))
    reg.add_person(Counsel(id="OC1", name="Sh. Kishore Negi"))
    reg.add_person(Counsel(id="OC2", name="Sh. Devendra Rautela"))
    reg.add_case(Case(id="K1", number="R.C.A. No. 9 of 2025", short_name="Paltan bazaar shop appeal",
                      title="Rawat Traders vs Bisht", judge_id="J1", counsel_id="OC1", side="appellant"))
    reg.add_case(Case(id="K2", number="WPMS No. 77 of 2025", short_name="Khirsu forest writ",
                      title="Gram Sabha Khirsu vs State", counsel_id="OC2", side="petitioner"))
    notes = [
        ("K1", "2026-02-10", "RCA 9/25 - Mr. Negi absent; his junior sought time, senior in a Sessions trial. NDOH 9.3.26"),
        ("K1", "2026-03-09", "RCA 9/25 - Rawal sahab asked Mr. Negi whether the tenant has another shop. NDOH 6.4.26"),
        ("K1", "2026-04-06", "RCA 9/25 - Mr. Negi sought time again, rejoinder not ready. NDOH 4.5.26"),
        ("K2", "2026-01-15", "Khirsu writ - Rautela ka reply ni aayi. Rautela ne phir time maanga. agli tarik 20.2.26"),
        ("K2", "2026-02-20", "Khirsu writ - Rautela ka reply phir nahi aaya. Rautela ne time maanga, Rs 3,000 cost lagi. "
                             "agli tarik 30.3.26"),
        ("K2", "2026-03-30", "Khirsu writ - arguments part heard. agli tarik 11.5.26"),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Junior")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsels-ways-in-a-matter", build)


@pytest.mark.parametrize("question", [
    "Negi ji RCA me har baar kya karte hain",
    "Negi RCA la prottek bar ki kore?",
    "Negi RCA madhe dar veli kay karto?",
])
def test_a_counsels_every_time_in_a_matter_named_like_the_forum_is_his_ways(pr, question):
    line = first_line(pr.ask(question, today="2026-05-01"))
    assert "Negi" in line.split(":")[0] and "sought time" in line, line
    assert "tenant has another shop" not in line.split(";")[0], line


@pytest.mark.parametrize("question", [
    "Rautela ka kya scene rehta hai khirsu me",
    "Rautela khirsu writ me kya karte hain har baar?",
])
def test_a_counsels_scene_asked_in_the_habitual_is_his_ways_with_the_reason(pr, question):
    line = first_line(pr.ask(question, today="2026-05-01"))
    assert line.startswith("Sh. Devendra Rautela") or "Rautela in" in line, line
    assert "reply" in line and "3,000" in line, line
