"""A court paper asked for by its name in an Indian language ("jawabdawa", "likhit kathan", "shapath patra") is the
paper the notes write by its English name or abbreviation ("WS", "affidavit")."""

import pytest

from tests.agent.helpers import build_registry, first_line
from tareekh.agent.lexicon import english_papers, topic_groups


@pytest.mark.parametrize("asked", ["jawabdawa", "jawab dawa", "likhit kathan", "जवाबदावा", "লিখিত বিবৃতি"])
def test_a_written_statement_named_in_an_indian_language_is_the_ws(asked):
    groups = topic_groups(f"D2 ka {asked} aaya?")
    assert any("ws" in g for g in groups), groups


def test_an_affidavit_and_a_rejoinder_named_in_indian_languages_read_as_english():
    assert "affidavit" in english_papers("halafnama diya kya")
    assert "rejoinder" in english_papers("pratyuttar file hua")
    assert english_papers("ws aaya") == "ws aaya"


def test_a_written_statement_asked_in_hindi_finds_the_note_that_writes_ws(practice):
    build_registry(practice)
    practice.ingest_text("Fakhruddin Basheer - D2 again no WS, court closed D2's right to file WS.",
                         name="note_C2_2026-02-10.txt", case_id="C2", date="2026-02-10", author="Tabassum")
    practice.ingest_text("Fakhruddin Basheer - issues framed, ND for PW1.",
                         name="note_C2_2026-03-10.txt", case_id="C2", date="2026-03-10", author="Tabassum")
    ans = practice.ask("Fakhruddin Basheer me D2 ka jawabdawa aaya tha kya?", today="2026-04-01")
    assert "closed" in ans.answer and "No record" not in first_line(ans), ans.answer
