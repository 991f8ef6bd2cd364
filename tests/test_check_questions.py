"""bench/check_questions.py: a question set's key facts are checked against the uploads its evidence names."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "bench" / "check_questions.py"


@pytest.fixture(scope="module")
def checker():
    spec = importlib.util.spec_from_file_location("check_questions", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _practice(root: Path) -> Path:
    """A two-hearing practice: one typed note per hearing, one general note."""
    (root / "uploads").mkdir(parents=True)
    (root / "data" / "cases").mkdir(parents=True)
    case = {"id": "K1", "hearings": [{"hearing_id": "K1-H1", "date": "2025-02-03"},
                                     {"hearing_id": "K1-H2", "date": "2025-03-10"}]}
    (root / "data" / "cases" / "K1.json").write_text(json.dumps(case), encoding="utf-8")
    manifest = [
        {"files": ["backlog/a.txt"], "date": "2025-02-03", "case_ids": ["K1"], "hearing_ids": ["K1-H1"],
         "source_text": "Mill suit - opposite counsel sought two weeks. Next 10.03.2025."},
        {"files": ["backlog/b.jpg"], "date": "2025-03-10", "case_ids": ["K1"], "hearing_ids": ["K1-H2"],
         "source_text": "Mill suit - counsel sought time again, costs Rs 2,500."},
        {"files": ["backlog/todo.txt"], "date": "2025-03-11", "case_ids": [], "hearing_ids": [],
         "source_text": "Renew the chamber lease."},
    ]
    (root / "uploads" / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return root


def _write(path: Path, questions: list[dict]) -> Path:
    path.write_text(json.dumps({"about": "test", "questions": questions}), encoding="utf-8")
    return path


def test_groups_are_told_apart_as_text_record_count_or_by_eye(checker, tmp_path, capsys):
    data = _practice(tmp_path / "practice")
    qfile = _write(tmp_path / "set.json", [{
        "id": "T1", "type": "count", "q": "how many adjournments in the mill suit?", "no_record": False,
        "key_facts": [["two", "2 times"], ["2,500", "2500"], ["10.03.2025", "2025-03-10"], ["a receiver"]],
        "evidence": [["K1", "2025-02-03"], ["K1", "2025-03-10"]]}])
    assert checker.check_file(qfile, data) == 0
    line = next(ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("T1"))
    # "two" is in the first note only by chance ("two weeks"): it is verified as the count of evidence items
    assert line.split()[2:6] == ["count", "text", "text", "CHECK"]
    assert "a receiver" in line


def test_a_hearing_date_the_text_does_not_write_is_the_records_date(checker, tmp_path, capsys):
    data = _practice(tmp_path / "practice")
    qfile = _write(tmp_path / "set.json", [{
        "id": "T2", "type": "last_time", "q": "mill suit last date?", "no_record": False,
        "key_facts": [["2025-03-10", "10.03.2025x"], ["2025-04-01", "01.04.2025"]],
        "evidence": [["K1", "2025-03-10"]]}])
    checker.check_file(qfile, data)
    line = next(ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("T2"))
    assert line.split()[2:4] == ["record", "CHECK"]


def test_evidence_naming_no_hearing_makes_the_set_malformed(checker, tmp_path):
    data = _practice(tmp_path / "practice")
    qfile = _write(tmp_path / "set.json", [{
        "id": "T3", "type": "last_time", "q": "mill suit?", "no_record": False, "key_facts": [["mill"]],
        "evidence": [["K1", "2024-01-01"]]}])
    assert checker.check_file(qfile, data) == 1


def test_a_no_record_question_fails_when_an_upload_holds_its_absent_term(checker, tmp_path):
    data = _practice(tmp_path / "practice")
    honest = _write(tmp_path / "ok.json", [{
        "id": "N1", "type": "no_record", "q": "receiver in the mill suit?", "no_record": True,
        "key_facts": [["no record"]], "evidence": [], "absent": ["receiver"]}])
    assert checker.check_file(honest, data) == 0
    wrong = _write(tmp_path / "bad.json", [{
        "id": "N2", "type": "no_record", "q": "lease renewal?", "no_record": True,
        "key_facts": [["no record"]], "evidence": [], "absent": ["chamber lease"]}])
    assert checker.check_file(wrong, data) == 1
