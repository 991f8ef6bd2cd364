"""What a revenue court's practice writes finds its case: a case number of a year after the computer's (a practice
whose today is pinned, TAREEKH_TODAY); "Case No." or "वाद संख्या" for a type the number table does not know; a
number that only one case's description records (the tribunal's award its writ is against) — a note's line that cites
it stays with the hearing above it; a name written joined to "सिंह" as the Roman "<given> Singh". Registry and notes
written here."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.models import Party
from tareekh.registry.numbers import find_mentions
from tareekh.registry.sounds import names_in_devanagari


def _revenue(filing):
    filing.registry.add_case(Case(
        id="R1", number="Naksha Objection No. 9/2031", short_name="Quenmara naksha objection",
        title="Tejbir Singh Quenmara vs Zorvath Pellinor", court="Tehsildar, Ostrova",
        parties=[Party(name="Tejbir Singh Quenmara", role="objector"), Party(name="Zorvath Pellinor", role="respondent")]))
    filing.registry.add_case(Case(
        id="R2", number="S.B. Civil Writ Petition No. 5512/2031", short_name="Velkari writ",
        title="Dravelin Velkari vs Yarrowby Castings Ltd.",
        nature="writ against the award of the Labour Court, Ostrova (L.C. Case No. 61/2027) upholding termination",
        parties=[Party(name="Dravelin Velkari", role="petitioner")]))


def test_a_number_of_a_year_after_the_computers_is_read_when_today_is_pinned(monkeypatch):
    monkeypatch.setenv("TAREEKH_TODAY", "2031-03-01")
    assert [m.key for m in find_mentions("Case No. 214 of 2031 listed")] == ["CASE/214/2031"]
    monkeypatch.setenv("TAREEKH_TODAY", "2024-03-01")
    assert [m.key for m in find_mentions("Case No. 214 of 2031 listed")] == []  # a year still to come is no year


def test_case_number_written_generally_finds_a_type_the_table_does_not_know(filing, monkeypatch):
    monkeypatch.setenv("TAREEKH_TODAY", "2031-03-01")
    _revenue(filing)
    for text in ("विषय: वाद संख्या 9/2031 की रिपोर्ट, मौका मुआयना किया गया", "Case No. 9/2031 - report of the patwari called"):
        res = filing.registry.resolve(text)
        assert (res.needs_review, res.case_id) == (False, "R1"), (text, res.reason)


def test_a_number_only_one_cases_description_records_is_that_cases(filing, monkeypatch):
    monkeypatch.setenv("TAREEKH_TODAY", "2031-03-01")
    _revenue(filing)
    res = filing.registry.resolve("Record of the Labour Court (L.C. 61/2027) be summoned.")
    assert (res.needs_review, res.case_id) == (False, "R2"), res.reason


def test_a_line_citing_the_awards_number_stays_with_the_hearing_above_it(filing, drop, monkeypatch):
    monkeypatch.setenv("TAREEKH_TODAY", "2031-03-01")
    _revenue(filing)
    note = ("11.02.2031 - HC Court 7 - SBCWP 5512/2031 Velkari v Yarrowby Castings\n"
            "Admission heard. Muster roll ka point uthaya.\n"
            "Order: Notice. Record of the Labour Court (L.C. 61/2027) be summoned. ND 22.04.2031.\n"
            "Velkari ko phone kiya - wo ab doosri mill me hai.\n")
    entries = filing.ingest([drop("SBCWP 5512 admission.docx.txt", note)]).entries
    assert [(e.status, e.case_ids) for e in entries] == [("retained", ["R2"])], [(e.text[:40], e.reason) for e in entries]


def test_a_name_joined_to_singh_in_devanagari_is_the_roman_name():
    assert names_in_devanagari("प्रतिवादी तेजबीरसिंह पुत्र हरलाल", ["Tejbir Singh"]) == ["Tejbir Singh"]
    assert names_in_devanagari("ਤੇਜਬੀਰਸਿੰਘ ਹਾਜ਼ਰ", ["Tejbir Singh"]) == ["Tejbir Singh"]  # Gurmukhi writes the "gh"
    assert names_in_devanagari("सिंहासन खाली है", ["Tejbir Singh"]) == []

