"""A tiny practice for agent tests: two cases with their people, and a few hearings filed through ingest."""

from __future__ import annotations

import re
from pathlib import Path

from tareekh.registry.models import Case, Client, Counsel, Judge

NOTES = [
    # (case, date, author, text)
    ("C1", "2025-06-09", "Sharvani",
     "Seabreeze matter. Defendant counsel Srinivas sought time to file written statement. "
     "Court imposed costs of Rs. 2,000 on the defendant. Next date 28.07.2025."),
    ("C1", "2025-07-28", "Sharvani",
     "Seabreeze. DW1 the site manager admitted in cross-examination that work started before permissions. "
     "Next date 02.09.2025."),
    ("C1", "2025-09-02", "Ravi",
     "Seabreeze. Arguments heard in part. We must file the rejoinder by 15.09.2025."),
    ("C2", "2025-08-11", "Sharvani",
     "Khaja Saleemuddin. Presiding officer on leave. Adjourned to 20.10.2025."),
]


def build_registry(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri K. Hemadri Rao", court_hall="Court Hall 4"))
    reg.add_person(Judge(id="J2", name="Smt P. Lakshmi"))
    reg.add_person(Counsel(id="OC1", name="Srinivas Pingali"))
    reg.add_person(Counsel(id="OC2", name="Anjali Varma"))
    reg.add_person(Client(id="CL1", name="Seabreeze Residents Welfare Association"))
    reg.add_person(Client(id="CL2", name="Mohd. Khaja Saleemuddin"))
    reg.add_case(Case(id="C1", number="O.S. No. 318 of 2022", short_name="Seabreeze",
                      title="Seabreeze Residents Welfare Association vs Coastal Builders", judge_id="J1",
                      counsel_id="OC1", client_id="CL1", side="plaintiff", stage="arguments",
                      next_date="2026-10-05", court_hall="Court Hall 4"))
    reg.add_case(Case(id="C2", number="O.S. No. 902 of 2024", short_name="Khaja Saleemuddin",
                      title="Mohd. Khaja Saleemuddin vs Syed Mujtaba Jafri", judge_id="J2", counsel_id="OC2",
                      client_id="CL2", side="plaintiff", stage="framing of issues", next_date="2026-10-20"))


def build_practice(practice, notes=NOTES) -> None:
    build_registry(practice)
    for case_id, day, author, text in notes:
        practice.ingest_text(text, name=f"note_{case_id}_{day}.txt", case_id=case_id, date=day, author=author)


def cited_ok(practice, answer) -> bool:
    """The answer cites something, every `[n]` in its text is one of its citations and each is a retained record."""
    numbers = {int(n) for m in re.finditer(r"\[([\d,\s]+)\]", answer.answer) for n in m.group(1).split(",")}
    return bool(numbers) and numbers == {c.n for c in answer.citations} and all(
        practice.entry(int(c.entry_id)).status == "retained" for c in answer.citations)


def home_built_by(tmp_path_factory, label: str, build) -> Path:
    """A practice home built once for a test module: `build(practice, folder)` fills it (the folder holds the files
    it drops, beside the home)."""
    from tareekh.practice import Practice

    folder = tmp_path_factory.mktemp(label)
    path = folder / "home"
    with Practice.open(path) as p:
        build(p, folder)
    return path


def one_matter_home(tmp_path_factory, label: str, case, notes, author: str = "Lawyer") -> Path:
    """A practice home built once for a test module: one matter (`case`, a registry Case) and its notes, each
    `(day, text)` filed under it on that day — the practice of a party's days away and their pleas."""
    def build(practice, folder) -> None:
        practice.registry.add_case(case)
        for day, text in notes:
            practice.ingest_text(text, name=f"{case.id} {day}.txt", case_id=case.id, date=day, author=author)

    return home_built_by(tmp_path_factory, label, build)


def drop_file(practice, folder: Path, name: str, text: str, case_id: str | None) -> None:
    """A file written into `folder` and dropped on the practice; a record of it left waiting for review is confirmed
    under `case_id`, as the lawyer would (none when `case_id` is None)."""
    path = folder / name
    path.write_text(text, encoding="utf-8")
    for e in practice.ingest([path]).entries:
        if e.status == "review" and case_id:
            practice.confirm(e.id, case_id=case_id)


def first_line(answer) -> str:
    """The answer's first sentence (the line that answers)."""
    return answer.answer.splitlines()[0]


def opened_offline(home: Path):
    """The practice of a built home opened with no LLM endpoint (the offline answerer), for a module's fixture:
    `yield from opened_offline(built)`."""
    from tareekh.practice import Practice

    p = Practice.open(home, create=False)
    p.settings.llm.base_url = None
    yield p
    p.close()
