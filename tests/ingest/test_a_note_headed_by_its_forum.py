"""A note that opens with the forum its matter is in ("JMFC <town> - accused absent", a junior's "Akka MACT-la PW1
examined") names the one case in that forum, as a lawyer heads a matter by its court when the client's name is
not written; a forum several cases share, a court written further down, another case's name, a message telling no
day in court, or a day the case was listed for no hearing of leaves it for review."""

from __future__ import annotations

from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="F1", number="S.T.C. No. 412 of 2025", short_name="Ilavarasi cheque case",
                                    title="Ilavarasi Marudhachalam vs Quentinraj Thirumalaisamy",
                                    court="JMFC, Kovilvenni"))
    practice.registry.add_case(Case(id="F2", number="S.T.C. No. 88 of 2026", short_name="Yashodhan loan cheque",
                                    title="Yashodhan Pathpedhi vs Tirthankar Venkatraghavan",
                                    court="JMFC, Pazhaiyar"))
    practice.registry.add_case(Case(id="F3", number="M.C.O.P. No. 57 of 2025", short_name="Zorawar accident claim",
                                    title="Zorawar Velankanni vs Pazhaiyar Vahanam",
                                    court="MACT, Kovilvenni"))


def _one(practice, drop, name, text):
    (e,) = practice.ingest([drop(name, text)]).entries
    return e


def test_a_short_forum_with_its_town_names_the_one_case_there(practice, drop):
    _cases(practice)
    e = _one(practice, drop, "12 march.txt", "12.03.2026 JMFC Kovilvenni - accused absent again, NBW issued. "
                                              "Next 14.4.26\n")
    assert (e.status, e.case_ids) == ("retained", ["F1"]), e.reason


def test_a_forum_only_one_case_is_in_names_it_in_a_chat_message(practice, drop):
    _cases(practice)
    chat = ("10/03/2026, 10:05 - Kavinmozhi: Akka MACT-la PW1 chief mudinjathu, cross adjourned. ND 2/5\n"
            "10/03/2026, 10:07 - Office: ok\n")
    e = _one(practice, drop, "WhatsApp Chat with Kavinmozhi.txt", chat)
    assert e.case_ids == ["F3"], e.reason


def test_a_forum_several_cases_are_in_says_no_case(practice, drop):
    _cases(practice)
    e = _one(practice, drop, "12 march.txt", "12.03.2026 JMFC - accused absent again, NBW issued. Next 14.4.26\n")
    assert e.status == "review", e.reason


def test_a_court_written_further_down_is_a_remark(practice, drop):
    _cases(practice)
    e = _one(practice, drop, "12 march.txt", "12.03.2026 accused absent again, NBW issued; the warrant goes to "
                                              "the MACT Kovilvenni copyist. Next 14.4.26\n")
    assert "F3" not in e.case_ids, e.reason


def test_another_cases_name_in_the_note_leaves_it_for_review(practice, drop):
    _cases(practice)
    e = _one(practice, drop, "12 march.txt", "12.03.2026 JMFC Kovilvenni - Yashodhan Pathpedhi manager came, "
                                              "accused absent. Next 14.4.26\n")
    assert "F1" not in e.case_ids, e.reason


def test_a_message_naming_a_forum_but_telling_no_day_in_court_heads_no_case(practice, drop):
    _cases(practice)
    chat = "10/03/2026, 18:40 - Ezhilmaran: insurance wale bol rahe MACT mein compromise karenge? kya karna hai\n"
    e = _one(practice, drop, "WhatsApp Chat with Ezhilmaran.txt", chat)
    assert "F3" not in e.case_ids, e.reason


def test_a_forum_note_on_a_day_its_case_was_not_listed_for_waits(practice, drop):
    _cases(practice)
    first = _one(practice, drop, "a.txt", "02.02.2026 - Ilavarasi cheque case - complainant's evidence. "
                                           "Next 09.03.2026\n")
    assert first.case_ids == ["F1"]
    e = _one(practice, drop, "b.txt", "12.03.2026 JMFC Kovilvenni - accused absent, NBW issued. Next 14.4.26\n")
    assert e.status == "review", e.reason


def test_a_chat_day_headed_by_a_forum_and_a_party_given_name_files_and_carries_its_next_dates(practice, drop):
    # the forum and a word of the one case's own names agree: two cues, though no record gave the day; the days
    # after follow by the next dates the chat itself set
    _cases(practice)
    practice.registry.add_case(Case(id="F4", number="S.T.C. No. 903 of 2025", short_name="Nallasivam bank cheque",
                                    title="Nallasivam Sahakara Kottam vs Oduvar Kanagasabai",
                                    court="JMFC, Thiruvanaikoil"))
    _one(practice, drop, "a.txt", "02.02.2026 - Nallasivam bank cheque - complainant's evidence. Next 09.03.2026\n")
    chat = ("20/06/2026, 12:30 - Tamilselvi Adv: Sir Thiruvanaikoil - Oduvar again absent, exemption given. ND 18/7\n"
            "18/07/2026, 12:40 - Tamilselvi Adv: Sir cross of CW1 over, bank officer summoned as CW2. ND 22/8\n"
            "22/08/2026, 12:25 - Tamilselvi Adv: Sir CW2 examined, proved the account closed. ND 19/9\n")
    entries = practice.ingest([drop("WhatsApp Chat with Tamilselvi Adv.txt", chat)]).entries
    assert [e.case_ids for e in entries] == [["F4"], ["F4"], ["F4"]], [e.reason for e in entries]



def test_a_chat_day_headed_by_one_forum_is_never_filed_under_a_case_listed_that_day_in_another(practice, drop):
    # the day's only cue is the town of two other cases' courts: the one case listed that day elsewhere is not it
    from tareekh.ingest.filing import Filer

    _cases(practice)
    listed = _one(practice, drop, "a.txt", "02.02.2026 - Yashodhan loan cheque - notice served. Next 09.03.2026\n")
    assert listed.case_ids == ["F2"]
    filer = Filer(practice.registry.conn, practice.registry)
    headed = "13:15 Tamilselvi Adv: Sir Kovilvenni - PW1 chief over, cross deferred. ND 7/4"
    assert filer._one_case_listed(headed, "2026-03-09", []) is None
    unheaded = "13:15 Tamilselvi Adv: Sir PW1 chief over, cross deferred. ND 7/4"
    assert filer._one_case_listed(unheaded, "2026-03-09", []) == "F2"



def test_a_town_two_cases_courts_share_and_a_party_given_name_of_one_name_that_one(practice, drop):
    # a short given name alone names no case (anyone may bear it); beside the town of that case's court it does
    _cases(practice)
    practice.registry.add_case(Case(id="F5", number="S.T.C. No. 640 of 2025", short_name="Sarvodaya finvest cheque",
                                    title="Sarvodaya Finvest Ltd vs Sevu Veerappan Kottaisamy",
                                    court="JMFC-II, Kovilvenni"))
    chat = ("12/03/2026, 12:30 - Tamilselvi Adv: Sir Kovilvenni - Sevu again absent, exemption given. ND 18/4\n"
            "12/03/2026, 12:34 - Office: noted\n")
    e = _one(practice, drop, "WhatsApp Chat with Tamilselvi Adv.txt", chat)
    assert e.case_ids == ["F5"], e.reason
