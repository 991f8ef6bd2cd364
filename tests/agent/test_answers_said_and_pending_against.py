"""What the court asked a counsel, and what is pending in the lawyer's matters against a counsel the question names.

- "what did <judge> ask <counsel>?": the question the court put is told by what came of it, which the note writes
  last (the matter posted, what the client is to bring for it): a short rest of the record is quoted to its end.
- "<counsel> ke against mera kya pending hai?": no matter named, a counsel is: the open matters the registry gives
  that counsel, each with its next date, not the matters listed today against other counsel.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import home_built_by

TODAY = "2026-09-14"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Ms. Justice Oppilamani Kirtivardhan", short="OKJ",
                         court="High Court, Court No. 9"))
    reg.add_person(Judge(id="J2", name="Sri Brahmadatt Tenzingla", short="Tenzingla sahab",
                         court="Civil Judge, Senior Division"))
    reg.add_person(Counsel(id="OC1", name="Mr. Q. Pethkar, Government Pleader"))
    reg.add_person(Counsel(id="OC2", name="Mr. Y. Dubash"))
    reg.add_case(Case(id="W1", number="W.P. No. 5512 of 2025", short_name="Hiranmayi salary writ",
                      title="Hiranmayi Oak vs State", court="High Court, Court No. 9", judge_id="J1",
                      counsel_id="OC1", side="petitioner", stage="hearing", next_date="2026-10-19"))
    reg.add_case(Case(id="S1", number="O.S. No. 77 of 2024", short_name="Brindavan well suit",
                      title="Brindavan Lele vs Ghatge", court="Civil Judge, Senior Division", judge_id="J2",
                      counsel_id="OC2", side="plaintiff", stage="defendant's evidence", next_date=TODAY))
    notes = [
        ("W1", "2026-09-02", "Court 9, item 31 - Hiranmayi salary writ. Argued the pay fixation point for 15 min. "
                             "OKJ asked Pethkar GP: was the arrears order ever sent to the treasury? He could not say. "
                             "Heard in part. Listed 19.10.2026. Hiranmayi to bring the treasury challan copies."),
        ("S1", "2026-08-21", "Brindavan well suit - Dubash cross of PW2 over. DW1 to be examined next. ND 14.09.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "said-and-pending-against", build)


def test_the_court_s_question_to_a_counsel_is_quoted_with_what_came_of_it(pr):
    a = pr.ask("OKJ pethkar GP kitte enna ketanga hiranmayi writ la", today=TODAY)
    assert "treasury" in a.answer, a.answer
    assert "challan" in a.answer, a.answer  # the note's last sentence: what the client is to bring


def test_the_context_of_a_question_the_court_put_runs_to_a_short_record_s_end():
    from tareekh.agent.compose import _habit_context

    text = ("Argued first. The bench asked the GP: is the scheme notified? No answer. Adjourned. "
            "Call the client. Keep the gazette ready.")
    shown = _habit_context(text, "The bench asked the GP: is the scheme notified?")
    assert shown.endswith("Keep the gazette ready."), shown
    plain = _habit_context(text.replace("notified?", "notified."), "The bench asked the GP: is the scheme notified.")
    assert "gazette" not in plain, plain  # a sentence that asks nothing keeps its two sentences each side


@pytest.mark.parametrize("asked", ["pethkar GP ke against mera kya pending hai",
                                   "what is pending in my matters against Pethkar"])
def test_pending_against_a_named_counsel_gives_that_counsel_s_matters_not_today_s_list(pr, asked):
    a = pr.ask(asked, today=TODAY)
    first = a.answer.split("\n")[0]
    assert "Hiranmayi salary writ" in first and "19 Oct 2026" in first, a.answer
    assert "Brindavan" not in first, a.answer  # listed today, but against another counsel


def test_a_report_s_finding_with_a_figure_is_in_a_summary_but_a_chat_s_time_is_no_figure():
    from types import SimpleNamespace

    from tareekh.agent.brief import reports_found

    recs = [SimpleNamespace(date="2026-07-01", entry_id=1, text="09:40 Clerk: the surveyor's report has not come."),
            SimpleNamespace(date="2026-08-03", entry_id=2,
                            text="Called the client. The surveyor's report says only 14 feet of the wall is ours.")]
    comp = SimpleNamespace(today="2026-09-01", records=lambda cids: recs, cite=lambda r: str(r.entry_id))
    told = reports_found(comp, "X1", "")
    assert "14 feet" in told and "[2]" in told, told
    assert "has not come" not in told, told
    assert reports_found(comp, "X1", "The surveyor's report says only 14 feet of the wall is ours.") == ""
    comp.records = lambda cids: recs[:1]
    assert reports_found(comp, "X1", "") == ""  # "09:40" is a chat's time, no figure


def test_a_to_do_about_a_report_on_a_numbered_day_is_no_finding():
    from types import SimpleNamespace

    from tareekh.agent.brief import reports_found

    recs = [SimpleNamespace(date="2026-07-01", entry_id=1, text="Thu 9 - Ramkali: ask whether the lab sent its report.")]
    comp = SimpleNamespace(today="2026-09-01", records=lambda cids: recs, cite=lambda r: str(r.entry_id))
    assert reports_found(comp, "X1", "") == ""
