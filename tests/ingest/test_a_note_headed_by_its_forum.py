"""A note that opens with the forum its matter is in ("JMFC <town> - accused absent", a junior's "Akka MACT-la PW1
examined") names the one case in that forum, as a lawyer heads a matter by its court when the client's name is
not written; a forum several cases share, a court written further down, or another case's name leaves it for
review."""

from __future__ import annotations

from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="F1", number="S.T.C. No. 412 of 2025", short_name="Ilavarasi cheque case",
                                    title="Ilavarasi Marudhachalam vs Quentinraj Thirumalaisamy",
                                    court="Judicial Magistrate (JMFC), Kovilvenni"))
    practice.registry.add_case(Case(id="F2", number="S.T.C. No. 88 of 2026", short_name="Yashodhan loan cheque",
                                    title="Yashodhan Finance vs Tirthankar Venkatraghavan",
                                    court="Judicial Magistrate (JMFC), Pazhaiyar"))
    practice.registry.add_case(Case(id="F3", number="M.C.O.P. No. 57 of 2025", short_name="Zorawar accident claim",
                                    title="Zorawar Velankanni vs Pazhaiyar Roadways",
                                    court="MACT (Sub Court), Kovilvenni"))
    return practice.ingest_service.pipeline().filer


def test_a_short_forum_with_its_town_names_the_one_case_there(practice):
    filer = _cases(practice)
    filing = filer.choose_cases("hearing", None, "12/3 JMFC Kovilvenni - accused absent again, NBW issued. "
                                                 "Next 14.4.26")
    assert filing.case_ids == ["F1"], filing


def test_a_forum_only_one_case_is_in_names_it_in_a_chat_message(practice):
    filer = _cases(practice)
    day = ("10:05 Junior Kavin: Akka MACT-la PW1 chief mudinjathu, cross adjourned. ND 2/5\n"
           "10:07 Adv Office: ok")
    filing = filer.choose_cases("chat_day", None, day)
    assert filing.case_ids == ["F3"], filing


def test_a_forum_several_cases_are_in_says_no_case(practice):
    filer = _cases(practice)
    filing = filer.choose_cases("hearing", None, "12/3 JMFC - accused absent again, NBW issued. Next 14.4.26")
    assert not filing.case_ids, filing


def test_a_court_written_further_down_is_a_remark(practice):
    filer = _cases(practice)
    filing = filer.choose_cases("hearing", None, "12/3 accused absent again, NBW issued; the warrant goes to the "
                                                 "MACT Kovilvenni copyist. Next 14.4.26")
    assert not filing.case_ids, filing


def test_another_cases_name_in_the_note_leaves_it_for_review(practice):
    filer = _cases(practice)
    filing = filer.choose_cases("hearing", None, "12/3 JMFC Kovilvenni - Yashodhan Finance manager came, "
                                                 "accused absent. Next 14.4.26")
    assert "F1" not in filing.case_ids, filing


def test_a_message_naming_a_forum_but_telling_no_day_in_court_heads_no_case(practice):
    filer = _cases(practice)
    day = "18:40 Client Selvam: insurance wale bol rahe MACT mein compromise karenge? kya karna hai"
    filing = filer.choose_cases("chat_day", None, day)
    assert "F3" not in filing.case_ids, filing
