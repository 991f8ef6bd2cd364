"""CLI commands of the app room (see tareekh/cli/__init__.py for the conventions)."""

from tareekh.cli import Result, command


@command("doctor", "what this installation has (OCR engines, models, tools, the LLM) and what a missing part costs",
         needs_practice=False)
def doctor(practice, args) -> Result:
    from tareekh.practice import Practice
    from tareekh.practice.doctor import diagnose, report_text
    from tareekh.practice.home import PRACTICE_DB
    from tareekh.settings import resolve_home

    home = resolve_home(getattr(args, "home", None))
    if (home / PRACTICE_DB).is_file():  # a practice: its languages, its LLM, its waiting files
        with Practice.open(home, create=False) as opened:
            report = opened.doctor()
    else:
        report = diagnose()
    return Result(report.model_dump(mode="json") | {"ok": report.ok}, report_text(report),
                  exit_code=0 if report.ok else 2)
