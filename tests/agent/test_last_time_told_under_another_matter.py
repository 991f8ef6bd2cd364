"""Asked what happened last time in a matter whose fixed day passed with no record filed under it, while the note
of that day was filed under another matter it also speaks of: the answer quotes the lines naming the asked matter,
cited, with where the record is filed — not "no record of that hearing"."""

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line

FIRST = ("2.9.26 Civil Judge Jr Div - Zirdo loan suit\n"
         "PW1 cross over. PE closed.\n"
         "ND 7.10.26 for DE\n")
SHARED = ("7.10.26 - Tamuly lease matter: counter filed, ND 20.11.26.\n"
          "Ozukum absent in the loan suit, no DW present. Costs Rs 750, last chance. ND 4.11.26\n")


def build(practice) -> None:
    practice.registry.add_case(Case(id="L1", number="Money Suit No. 61 of 2025", short_name="Zirdo loan suit",
                                    title="Zirdo Cooperative vs Ozukum", side="plaintiff"))
    practice.registry.add_case(Case(id="L2", number="Misc. Case No. 14 of 2026", short_name="Tamuly lease matter",
                                    title="Tamuly vs Vellodi", side="petitioner"))
    practice.ingest_text(FIRST, name="zirdo.txt", case_id="L1", date="2026-09-02", author="Lawyer")
    practice.ingest_text(SHARED, name="day.txt", case_id="L2", date="2026-10-07", author="Lawyer")


def test_the_missed_day_is_told_from_a_record_filed_under_another_matter(practice):
    build(practice)
    ans = practice.ask("zirdo loan suit last time kya hua?", today="2026-10-20")
    line = first_line(ans)
    assert "Costs Rs 750" in line and "7 Oct 2026" in line, ans.answer
    assert "no record of that hearing" not in line, ans.answer
    assert cited_ok(practice, ans)


def test_a_record_of_another_matter_that_does_not_name_it_leaves_the_day_missing(practice):
    practice.registry.add_case(Case(id="L1", number="Money Suit No. 61 of 2025", short_name="Zirdo loan suit",
                                    title="Zirdo Cooperative vs Ozukum", side="plaintiff"))
    practice.registry.add_case(Case(id="L2", number="Misc. Case No. 14 of 2026", short_name="Tamuly lease matter",
                                    title="Tamuly vs Vellodi", side="petitioner"))
    practice.ingest_text(FIRST, name="zirdo.txt", case_id="L1", date="2026-09-02", author="Lawyer")
    practice.ingest_text("7.10.26 - Tamuly lease matter: counter filed, ND 20.11.26.\n", name="day.txt",
                         case_id="L2", date="2026-10-07", author="Lawyer")
    ans = practice.ask("zirdo loan suit last time kya hua?", today="2026-10-20")
    assert "no record of that hearing" in first_line(ans), ans.answer




def test_the_missed_day_waiting_in_review_is_quoted_in_place_of_no_record(practice, tmp_path):
    practice.registry.add_case(Case(id="L3", number="Money Suit No. 614 of 2025", short_name="Zirdo loan suit",
                                    title="Zirdo Cooperative vs Ozukum", side="plaintiff"))
    practice.ingest_text(FIRST, name="zirdo.txt", case_id="L3", date="2026-09-02", author="Lawyer")
    # the day's page names the suit by its bare number: the filing leaves it for review
    page = tmp_path / "diary 7 oct.txt"
    page.write_text("7.10.26 Ct 2\n614 - defendant absent again, no DW. Costs 750 and last chance given.\n"
                    "Next 4.11.26\n", encoding="utf-8")
    practice.ingest([page])
    ans = practice.ask("zirdo loan suit last time kya hua?", today="2026-10-20")
    line = first_line(ans)
    assert "waits in review" in line and "Costs 750" in line, ans.answer
    assert "no record of that hearing" not in line, ans.answer


def test_the_last_hearing_shows_the_same_days_lines_on_it_from_a_note_filed_under_another_matter(practice):
    build(practice)
    practice.ingest_text("7.10.26 Zirdo loan suit - heard, ND 4.11.26\n", name="zirdo 7.10.txt", case_id="L1",
                         date="2026-10-07", author="Lawyer")
    ans = practice.ask("zirdo loan suit last time kya hua?", today="2026-10-20")
    assert "7 Oct 2026" in first_line(ans), ans.answer
    assert cited_ok(practice, ans)
    # the shared note's line on the loan suit is a part of its own now (a line naming another matter after a next
    # date opens an entry), waiting in review with the loan suit offered, not read as the lease matter's
    waiting = [e for e in practice.review_queue() if "Costs Rs 750" in (e.text or "")]
    assert waiting and any(c.case_id == "L1" for c in waiting[0].candidates), waiting
