"""A note of one day's hearing typed as dated lines (read as a bare order sheet) whose sentence wraps so that a date
it quotes, earlier than the day above, opens a line ("… the notice was served on the" / "04.02.2029 - no reply
came; (ii) …"): the date is the sentence's, not another row. A row dated after the one above, or a quoted date
under a line that ended its sentence, is a row as before. Names no data set holds."""

from __future__ import annotations

from datetime import date

from tareekh.ingest.split import _quoted_back
from tareekh.registry import Case

_ABOVE = "Written arguments filed. Oral submissions 40 min: (i) the vessel sailed from Machhiwad harbour with permit"


def test_an_earlier_date_wrapped_onto_a_lines_start_in_lower_case_is_quoted():
    assert _quoted_back(_ABOVE, "04.02.2029 - no breach; (ii) licence renewed", date(2029, 2, 4), date(2030, 9, 14))
    # Devanagari digits, a colon
    assert _quoted_back(_ABOVE, "०४.०२.२०२९: no breach of the permit", date(2029, 2, 4), date(2030, 9, 14))


def test_a_later_date_a_full_stop_above_or_a_capital_after_is_a_row():
    assert not _quoted_back(_ABOVE, "04.02.2031 - adjourned", date(2031, 2, 4), date(2030, 9, 14))
    assert not _quoted_back(_ABOVE + ".", "04.02.2029 - no breach", date(2029, 2, 4), date(2030, 9, 14))
    assert not _quoted_back(_ABOVE, "04.02.2029 - Arguments heard", date(2029, 2, 4), date(2030, 9, 14))


def test_the_days_note_stays_one_hearing_under_its_case(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="G1", number="C.C. No. 77 of 2029", short_name="Vanzara boat claim",
                                    title="Motibhai Vanzara vs Sonkheda Bimakar Ltd."))
    note = ("14.09.2030 - CC 77/2029 Motibhai Vanzara v. Sonkheda Bimakar - final arguments\n"
            f"{_ABOVE}\n"
            "04.02.2029 - no breach; (ii) licence renewed upto 31.03.2030; (iii) surveyor's own assessment\n"
            "Rs. 4,10,000 - repudiation is deficiency in service.\n"
            "Opposite party to reply. ND 11.11.2030.\n")
    entries = practice.ingest([drop("Vanzara args 14 Sep.docx.txt", note)]).entries
    assert [(e.status, e.case_ids, e.hearing_date) for e in entries] == [("retained", ["G1"], "2030-09-14")]
    assert "ND 11.11.2030" in entries[0].text
