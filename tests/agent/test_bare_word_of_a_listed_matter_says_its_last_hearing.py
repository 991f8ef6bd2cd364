"""A bare word asked on a day its matter is listed ("charas?"), when the word's records are older than the matter's
last hearing: the answer also quotes that last hearing, which says what today is for — the word's records alone
left out the witness due today."""

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok

SEIZED = ("4.8.26 Sattr Nyayalay - Hrishvan NDPS khatla\n"
          "Rasayan vishleshak ahwal Ext. 21 dakhal - charas 1.2 kg, namuna ek hi.\n"
          "Pudhil tarikh 9.9.26 - PW5\n")
LAST = ("9.9.26 Sattr Nyayalay - Hrishvan NDPS khatla\n"
        "PW5 talathi Talvekar gairhajar, samans parat aale. APP ne vel magitla.\n"
        "Pudhil tarikh 14.10.26 - PW5 Talvekar\n")


def build(practice, last: bool = True) -> None:
    practice.registry.add_case(Case(id="N1", number="Special Case No. 73 of 2025", short_name="Hrishvan NDPS khatla",
                                    title="State vs Hrishvan", side="accused", next_date="2026-10-14"))
    practice.ingest_text(SEIZED, name="4aug.txt", case_id="N1", date="2026-08-04", author="Lawyer")
    if last:
        practice.ingest_text(LAST, name="9sep.txt", case_id="N1", date="2026-09-09", author="Lawyer")


def test_the_listed_matters_last_hearing_is_quoted_beside_the_words_records(practice):
    build(practice)
    ans = practice.ask("charas?", today="2026-10-14")
    assert "charas" in ans.answer, ans.answer
    assert "Talvekar gairhajar" in ans.answer and "9 Sep 2026" in ans.answer, ans.answer
    assert cited_ok(practice, ans)


def test_no_later_hearing_adds_nothing(practice):
    build(practice, last=False)
    ans = practice.ask("charas?", today="2026-10-14")
    assert "charas" in ans.answer and "9 Sep 2026" not in ans.answer, ans.answer
