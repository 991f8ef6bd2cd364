"""A bare word asked whose records are more than the answer shows ("commissioner?" across six hearings): the first
record, which says what the thing is (the commissioner appointed to measure the north boundary), is quoted beside
the latest ones, which only say it goes on ("commissioner report awaited")."""

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok

FIRST = ("3.2.26 Dewani Nyayalay - Dhruvmala khet dava\n"
         "Adhivakta commissioner Shri Ekbote niyukt - uttar hadd mojni, Gat 88 aani nala. ND 10.3.26\n")
LATER = "{d} Dewani Nyayalay - Dhruvmala khet dava\nCommissioner report ajun nahi. ND {n}\n"
DAYS = [("2026-03-10", "10.3.26", "14.4.26"), ("2026-04-14", "14.4.26", "19.5.26"),
        ("2026-05-19", "19.5.26", "23.6.26"), ("2026-06-23", "23.6.26", "28.7.26"),
        ("2026-07-28", "28.7.26", "1.9.26")]


def test_the_first_record_of_the_topic_is_quoted_beside_the_latest(practice):
    practice.registry.add_case(Case(id="D1", number="R.C.S. No. 412 of 2025", short_name="Dhruvmala khet dava",
                                    title="Dhruvmala vs Sonawle", side="plaintiff", next_date="2026-09-01"))
    practice.ingest_text(FIRST, name="3feb.txt", case_id="D1", date="2026-02-03", author="Lawyer")
    for iso, d, n in DAYS:
        practice.ingest_text(LATER.format(d=d, n=n), name=f"{iso}.txt", case_id="D1", date=iso, author="Lawyer")
    ans = practice.ask("commissioner?", today="2026-09-01")
    assert "uttar hadd" in ans.answer and "3 Feb 2026" in ans.answer, ans.answer
    assert "28 Jul 2026" in ans.answer, ans.answer
    assert cited_ok(practice, ans)
