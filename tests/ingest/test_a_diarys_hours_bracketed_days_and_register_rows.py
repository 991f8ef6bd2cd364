"""How a diary page of several matters is cut, written for these tests with names no data set holds:

- the hour a matter was heard at, beside its court ("Labour Ct (2.45) - <name>: …"), is a time, not a date: the line
  still opens the next matter;
- a day in brackets opening a line ("(10/1) <court> - …") begins that day's note, dated by it;
- a row of a register of dates that goes on to give its next date ("17.03 Mon <court> <name> next 31.03") is the
  day's whole note, not a heading over the row below it."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document
from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="F1", number="Petition E No. 12 of 2030", short_name="Tandulkar maintenance",
                                    title="Asha Tandulkar vs Nandlesh Tandulkar"))
    practice.registry.add_case(Case(id="L1", number="I.D. No. 7 of 2030", short_name="Varkhede wage claim",
                                    title="Omkesh Varkhede vs Orbizel Autoworks"))


def test_a_courts_hour_in_brackets_does_not_keep_the_next_matter_in_the_one_above(practice, drop):
    _cases(practice)
    note = ("7.2.31\nFamily Court - Tandulkar: counsellor report awaited. ND 21.2.31.\n"
            "Client to bring the salary slips next time.\n"
            "Labour Ct (2.45) - Varkhede: WW1 chief affidavit filed, cross deferred. ND 3.3.31.\n")
    entries = practice.ingest([drop("IMG_20310207_181500.jpg.txt", note)]).entries
    assert sorted((e.case_ids[0] if e.case_ids else None, e.hearing_date) for e in entries) == [
        ("F1", "2031-02-07"), ("L1", "2031-02-07")]


def test_a_day_in_brackets_opens_that_days_note(practice, drop):
    _cases(practice)
    note = ("9-10 Jan 2031\n(9/1) Family Court - Tandulkar - counsellor met both. ND 6/2/31.\nClient called later.\n"
            "(10/1) Labour Court - Varkhede - WW1 cross by management, 40 min. ND 24/1/31.\n")
    entries = practice.ingest([drop("IMG_20310110_190000.jpg.txt", note)]).entries
    assert sorted((e.case_ids[0] if e.case_ids else None, e.hearing_date) for e in entries) == [
        ("F1", "2031-01-09"), ("L1", "2031-01-10")]


def test_a_register_row_that_gives_its_next_date_is_the_days_whole_note(practice, drop):
    _cases(practice)
    note = ("તારીખ રજિસ્ટર - માર્ચ 2031\n"
            "03.03 સોમ  ફેમિલી કોર્ટ  Tandulkar   આગામી 17.03\n"
            "17.03 સોમ  લેબર કોર્ટ  Varkhede   જવાબ\n")
    entries = practice.ingest([drop("IMG-20310317-WA0002.jpg.txt", note)]).entries
    assert sorted((e.case_ids[0] if e.case_ids else None, e.hearing_date) for e in entries) == [
        ("F1", "2031-03-03"), ("L1", "2031-03-17")]



def test_a_line_headed_by_parties_by_their_numbers_stays_in_the_hearing():
    """"D2 <name> & D3 <name> - time for WS": the defendants of the hearing above, not another matter."""
    note = ("04.02.2031 Prl. JCJ Tandur - Rao garu\nTandur well suit (OS 212/29)\n"
            "D1 WS filed, admits the sale deed.\nD2 Zorawar & D3 Nirmohi - time for WS. Granted.\nNext 11/3/31.\n")
    doc = Document(source_name="IMG_20310204_170000.jpg", media="text", pages=[Page(number=1, text=note)],
                   doc_type="handwritten_note")
    (entry,) = split_document(doc, vocabulary=["Tandur well suit"])
    assert "Next 11/3/31" in entry.text
