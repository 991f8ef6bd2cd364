"""A brief names the defences the other side raised, in English, whatever the note's language: an insurer's reply in
Devanagari or Bengali script that says the driver's licence was not valid or the claim is late reads "the driving
licence" / "delay"; a matter whose notes raise none says nothing of it.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="MACP No. 41 of 2026", short_name="Sarita claim", title="Sarita vs Mohan & Ors",
                      side="claimant", stage="evidence"))
    reg.add_case(Case(id="T2", number="MACP No. 77 of 2026", short_name="Bablu claim", title="Bablu vs Iqbalur & Ors",
                      side="claimant", stage="evidence"))
    notes = [
        ("T1", "2026-06-03", "Sarita claim - notice served on all respondents. Next 15.07.2026"),
        ("T1", "2026-07-15", "सरिता क्लेम - बीमा कंपनी का जवाब दाखिल। कहते हैं चालक के पास वैध लाइसेंस नहीं था। अगली तारीख 20.08.2026"),
        ("T1", "2026-08-20", "Sarita claim - PW1 affidavit filed. Next 10.12.2026"),
        ("T2", "2026-06-10", "Bablu claim - বীমা কোম্পানির জবাব দাখিল। তারা বলছে দাবি দেরিতে করা হয়েছে। Next 22.07.2026"),
        ("T2", "2026-07-22", "Bablu claim - issues framed. Next 12.12.2026"),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Munshi")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-defence-raised", build))


@pytest.mark.parametrize("question", ["sarita claim ka poora haal batao", "brief me on the sarita claim"])
def test_a_licence_defence_in_devanagari_is_named_in_english(pr, question):
    line = first_line(pr.ask(question, today="2026-12-01"))
    assert "driving licence" in line, line


def test_a_delay_defence_in_bengali_script_is_named_in_english(pr):
    line = first_line(pr.ask("bablu claim er brief koro", today="2026-12-01"))
    assert "delay" in line and "licence" not in line, line
