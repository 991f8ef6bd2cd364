"""Time a counsel took, written without a verb of asking: "<counsel> <where they are> - cross next date", "<counsel>
- \"cross next date, <officer> to instruct\". Allowed." is that counsel's time when the sentence names their party
(never "PW1 chief over - cross next date", the court's plan); and a script's bare word for time closing a clause
after the step it is for ("…, ആക്ഷേപത്തിന് സമയം", "…, ಆಕ್ಷೇಪಣೆಗೆ ಸಮಯ") is time sought. Invented notes."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="plaintiff", our_names=["kusumi", "tangi"], other_names=["rongmesek", "khongwir"],
                case_words=["nuapada"])


def _adjournments(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["S1"], record_date="2026-02-09", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("text", [
    "PW1 Kusumi chief by affidavit. Rongmesek sir in the High Court - cross next date. ND 16.03.2026.",
    'Exhibits P1 to P4 marked. Khongwir GP - "cross next date, Tahsildar to instruct". Allowed. ND 16.03.2026.',
    "Kusumi chief over. Rongmesek: reply on next date. ND 16.3.26",
])
def test_the_step_put_off_by_a_named_counsel_is_their_time(text):
    found = _adjournments(text)
    assert found and found[0].sought_by == "other", (text, found)


def test_the_court_s_plan_for_the_next_date_is_no_one_s_time():
    assert not _adjournments("PW1 chief over - cross next date. ND 16.03.2026.")


@pytest.mark.parametrize("text", ["Rongmesek sir ഹൈക്കോടതിയിൽ, ആക്ഷേപത്തിന് സമയം. അ.തീ. 23.11.2026",
                                  "Rongmesek vakilaru High Court alli, ಆಕ್ಷೇಪಣೆಗೆ ಸಮಯ. ND 23.11.2026"])
def test_the_script_s_bare_time_after_the_step_is_time_sought(text):
    assert _adjournments(text)


@pytest.mark.parametrize("text", ["ಊಟದ ಸಮಯ", "ഉച്ചഭക്ഷണ സമയം"])
def test_a_clause_that_is_only_a_time_of_day_is_no_request(text):
    assert not _adjournments(text)
