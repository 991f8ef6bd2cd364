"""A diary page of several days and matters, parted the ways a hand parts them: a line written in a script that
names another case right after the line giving the next date of the matter above (dated with the day above it, not
the page's first day); a double dash opening the next matter; and a numbered point that goes on with a list of
arguments the line above began, which stays that hearing's however it cites another case. Names no data set holds."""

from __future__ import annotations

from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="D1", number="O.S. No. 52 of 2030", short_name="Tiwarkheda partition",
                                    court="Civil Judge, Sironj", title="Bhuvanlata Tiwarkheda vs Omveer Tiwarkheda"))
    practice.registry.add_case(Case(id="D2", number="W.P. No. 8841 of 2030", short_name="Jhalkari writ",
                                    court="High Court, Sironj Bench", title="Jhalkari Pathrota vs State"))


def test_a_line_in_a_script_naming_another_case_after_the_next_date_is_that_cases(practice, drop):
    _cases(practice)
    page = ("डायरी - मार्च 2031\n"
            "05.03.2031 - तिवारखेड़ा बंटवारा - जवाब पेश नहीं। अगली तारीख 12.03.2031\n"
            "12.03.2031 - तिवारखेड़ा बंटवारा - जवाब पेश, वाद प्रश्न बने।\n"
            "अगली तारीख 09.04.2031\n"
            "हाईकोर्ट - झलकारी रिट - 02.03.2031 को स्थगन मिला। आदेश की प्रति आ गई।\n")
    entries = practice.ingest([drop("diary march.jpg.txt", page)]).entries
    stay = next(e for e in entries if "स्थगन" in e.text)
    assert (stay.case_ids, stay.hearing_date) == (["D2"], "2031-03-12"), [(e.case_ids, e.hearing_date, e.text)
                                                                         for e in entries]
    assert all("स्थगन" not in e.text for e in entries if e.case_ids == ["D1"])


def test_the_same_case_named_again_after_the_next_date_parts_nothing(practice, drop):
    _cases(practice)
    page = ("12.03.2031 - तिवारखेड़ा बंटवारा - जवाब पेश।\n"
            "अगली तारीख 09.04.2031\n"
            "तिवारखेड़ा बंटवारा - मुवक्किल को खसरा लाने को कहा।\n")
    entries = practice.ingest([drop("diary 12 march.jpg.txt", page)]).entries
    assert [e.case_ids for e in entries] == [["D1"]], [(e.case_ids, e.text) for e in entries]


def test_a_double_dash_opens_the_next_matter(practice, drop):
    _cases(practice)
    note = ("12/3/31 Sironj - Tiwarkheda partition: issues framed, plaintiff to file affidavit. ND 9/4.\n"
            "-- Jhalkari writ: stay granted on 2/3, copy of the order received.\n")
    entries = practice.ingest([drop("IMG_20310312_181144.jpg.txt", note)]).entries
    assert [e.case_ids for e in entries if "Tiwarkheda" in e.text] == [["D1"]], [(e.case_ids, e.text) for e in entries]
    assert all("stay granted" not in e.text for e in entries if e.case_ids == ["D1"])


def test_a_numbered_point_going_on_with_the_line_above_stays_in_its_hearing(practice, drop):
    _cases(practice)
    note = ("12.03.2031 - OS 52/2030 Tiwarkheda partition - arguments\n"
            "We argued: (1) the 1998 partition deed is unregistered; (2) the revenue entries follow possession;\n"
            "(3) Jhalkari writ - the High Court took the same view of a mutation. Judge asked for its copy.\n"
            "ND 09.04.2031 for orders.\n")
    entries = practice.ingest([drop("tiwarkheda args.txt", note)]).entries
    assert [e.case_ids for e in entries] == [["D1"]], [(e.case_ids, e.text) for e in entries]


def test_a_later_day_naming_no_case_in_a_note_of_one_numbered_case_is_that_cases(practice, drop):
    _cases(practice)
    note = ("5/3 Civil Judge Sironj - OS 52/2030 Tiwarkheda (batwara)\nVakil saheb ne jawab ke liye samay manga. "
            "ND 12/3.\n12/3 - jawab pesh, vaad prashn bane. Mukhtar ko khasra lane ko kaha. ND 9/4.\n")
    entries = practice.ingest([drop("tiwarkheda 5 and 12 march.txt", note)]).entries
    assert sorted((e.case_ids, e.status) for e in entries) == [(["D1"], "retained"), (["D1"], "retained")], [
        (e.case_ids, e.reason, e.text) for e in entries]


def test_a_later_day_naming_another_case_is_not_the_first_days(practice, drop):
    _cases(practice)
    note = ("5/3 Civil Judge Sironj - OS 52/2030 Tiwarkheda (batwara)\nJawab ke liye samay. ND 12/3.\n"
            "12/3 - Jhalkari writ - stay mila. ND 9/4.\n")
    entries = practice.ingest([drop("diary 5 and 12 march.txt", note)]).entries
    assert all("stay mila" not in e.text for e in entries if e.case_ids == ["D1"]), [(e.case_ids, e.text)
                                                                                    for e in entries]
