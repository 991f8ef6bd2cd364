"""A quote of a record does not cut away the line that answers: what stands between two quoted parts of one paragraph
is read through (agent/quotes.py), a paragraph of a few lines is quoted whole (agent/runs_on.py), a call's passage
is widened from a quoted part that already runs over several sentences (agent/conversation.py), and a line the page
wrapped into a bracket goes with the sentence it ends (agent/quotes.py). Invented notes in Marathi, Tamil, Kannada
and English, with names no data set holds."""

from __future__ import annotations

from datetime import date

from tareekh.agent.closest import closest
from tareekh.agent.compose import RecordRef
from tareekh.agent.conversation import with_conversation
from tareekh.agent.draft import Draft, Line
from tareekh.agent.question import Question
from tareekh.agent.quotes import GAP_CHARS, closed, through, to_sentence_end
from tareekh.agent.runs_on import WHOLE_CHARS, whole_short_passage

CROSS = ("14/9 RCS 210/2024 Sawool vatap dava\n"
         "Prativadi Gaikar yancha uttar-tapas ardha zala. Kabul kele: 1998 chi vatni nondani nahi; "
         "saat-bara utaryavar donhi bhavanchi nave ahet. Vihir fakt tyanchyach vaparat aahe asa dava.\n"
         "Pudhil tarikh 30/10.")


def test_what_stands_between_two_quoted_parts_of_a_paragraph_is_read_through():
    parts = ["Prativadi Gaikar yancha uttar-tapas ardha zala.", "Vihir fakt tyanchyach vaparat aahe asa dava."]
    out = through(CROSS, parts)
    assert len(out) == 1 and "saat-bara utaryavar donhi bhavanchi nave ahet" in out[0], out
    assert " … " not in closed(CROSS, " … ".join(parts))


def test_a_blank_line_or_a_long_stretch_between_parts_is_still_elided():
    other_day = CROSS + "\n\n21/11 Sawool dava - Nimbalkar sir rajavar. Pudhil tarikh 9/1."
    parts = ["Prativadi Gaikar yancha uttar-tapas ardha zala.", "Nimbalkar sir rajavar."]
    assert through(other_day, parts) == parts  # another day's paragraph
    long_text = "Kiruthiga paid the first instalment. " + "The ledger was read out line by line. " * 8 + \
        "Balance due on the next date."
    far = ["Kiruthiga paid the first instalment.", "Balance due on the next date."]
    assert len(long_text) - sum(len(p) for p in far) > GAP_CHARS
    assert through(long_text, far) == far


def test_a_template_line_and_the_closest_reading_of_one_record_join_through_the_gap():
    text = ("Ezhilarasi's reply filed. Defence: no notice was ever served; the address in the notice is of a house "
            "sold in 2019; the postal cover was returned unclaimed. Prayer to dismiss with costs.")
    head = "- 3 Mar 2026, your note: "
    template = Line("2026-03-03", f"{head}Ezhilarasi's reply filed [1]", 0, text)
    near = Line("2026-03-03", f"{head}the postal cover was returned unclaimed. Prayer to dismiss with costs [1]", -1, text)
    out = Draft("Her defence [1].", [template], [near]).render()
    assert "sold in 2019" in out and " … " not in out, out


def test_a_short_note_is_quoted_whole_where_the_matched_line_leans_on_the_one_before():
    note = ("Mungekar aaji came with her grandson, waited on the bench outside the court till 4. "
            "Tell the family she need not attend unless the court calls her.")
    assert len(note) <= WHOLE_CHARS
    assert whole_short_passage(note, ["Tell the family she need not attend unless the court calls her."]) == [note]
    assert whole_short_passage(note, ["Mungekar aaji came with her grandson, waited on the bench outside the court till 4."]) \
        == ["Mungekar aaji came with her grandson, waited on the bench outside the court till 4."]  # nothing before it
    q = Question(text="should the family attend each date", kind="open", today=date(2026, 5, 1),
                 cases=["K3"])
    recs = [RecordRef(entry_id=1, text=note, case_ids=["K3"], date="2026-04-02", kind="hearing")]
    hits = closest(q, recs, name_stems=set(), anchor_stems=set())
    assert hits and "till 4" in " ".join(hits[0].sentences), hits


def test_a_long_note_or_parts_of_two_paragraphs_keep_their_cut():
    long_note = "Arguments on the stay petition. " * 12 + "Bhandare to file the valuation report."
    assert whole_short_passage(long_note, ["Bhandare to file the valuation report."]) == \
        ["Bhandare to file the valuation report."]
    two = "Yashoda's chief affidavit filed.\n\nCross deferred to 12/8."
    assert whole_short_passage(two, ["Yashoda's chief affidavit filed.", "Cross deferred to 12/8."]) == \
        ["Yashoda's chief affidavit filed.", "Cross deferred to 12/8."]


def test_a_calls_passage_widens_from_a_part_already_run_on_over_sentences():
    call = ("call - Karpagavalli akka, 9.15 pm\n"
            "Aval sonnaar: the tenant has stopped paying from June. "
            "Also the tenant's brother came to the shop and threatened the watchman.\n"
            "Advised: lodge a complaint, keep the CCTV copy.")
    merged = "call - Karpagavalli akka, 9.15 pm Aval sonnaar: the tenant has stopped paying from June."
    out = " ".join(with_conversation(call, [merged]))
    assert "threatened the watchman" in out and "CCTV" in out, out


def test_a_line_wrapped_into_a_bracket_goes_with_its_sentence_but_a_list_item_does_not():
    plan = ("Wed 9 - Tungabhadra canal arbitration: sitting of 2 Oct adjourned\n"
            "(arbitrator on leave) to Sat 17 Oct - claim statement ready by 12 Oct")
    part = "Wed 9 - Tungabhadra canal arbitration: sitting of 2 Oct adjourned"
    assert "Sat 17 Oct" in to_sentence_end(plan, part)
    dues = "R2 paid Rs. 20,000 by DD - but the arrears since March are much more\n(8 months x 6,000 = 48,000). Next 4/4."
    assert "48,000" in to_sentence_end(dues, "R2 paid Rs. 20,000 by DD - but the arrears since March are much more")
    for marker in ("(b) whether", "(2) whether"):
        listed = "Issues framed - 3 of them, the first on possession\n" + marker + " the sale deed is void"
        assert to_sentence_end(listed, "Issues framed - 3 of them, the first on possession") == \
            "Issues framed - 3 of them, the first on possession"


def test_a_calls_passage_is_quoted_whatever_the_question_asks_of_it():
    call = ("2.3.27 - phone from Tanushree (client's daughter), 8 pm\n"
            "Other side through the panchayat offering the pond plot only, no share in the pucca house.\n"
            "Her mother says amader barir bhag chai, nothing less. Tanushree herself fine with the plot + Rs 3 lakh.\n"
            "Told her: wait till the cross of DW2 is over.\n\n"
            "Fee of Rs 5,000 received from Debojyoti Purkait.")
    q = Question(text="tanushree compromise offer ki obostha", kind="last_time", today=date(2027, 3, 10), cases=["B4"])
    recs = [RecordRef(entry_id=1, text=call, case_ids=["B4"], date="2027-03-02", kind="hearing")]
    hits = closest(q, recs, name_stems=set(), anchor_stems=set())
    shown = " ".join(hits[0].sentences) if hits else ""
    assert "Rs 3 lakh" in shown and "Fee of" not in shown, hits


def test_the_punishment_asked_in_an_indian_language_finds_the_sentence_an_order_writes():
    order = ("Custody certificate received: the appellant has undergone 2 years and 4 months of the sentence of 5 years.\n"
             "\n"
             "Appeal admitted. Released on bail on a bond of Rs. 30,000 with one surety. Next 9.9.2026.")
    recs = [RecordRef(entry_id=1, text=order, case_ids=["T2"], date="2026-06-01", kind="hearing")]
    for asked in ("bail varaikkum evvalavu thandanai anubavichaar", "bail tak kitni sajaa kaati"):
        q = Question(text=asked, kind="count", today=date(2026, 7, 1), cases=["T2"])
        hits = closest(q, recs, name_stems=set(), anchor_stems=set())
        assert hits and "2 years and 4 months" in " ".join(hits[0].sentences), (asked, hits)


def test_a_stretch_of_the_closest_reading_adds_only_the_sentences_the_line_lacks():
    text = ("Cheque of Rs. 2,40,000 and the return memo admitted. Interim compensation of 20% ordered within 60 days. "
            "Petition u/s 143A allowed. The accused pleaded not guilty.")
    head = "- 9 Jan 2026, order sheet: "
    template = Line("2026-01-09", f"{head}Interim compensation of 20% ordered within 60 days [1]", 0, text)
    near = Line("2026-01-09", f"{head}Cheque of Rs. 2,40,000 and the return memo admitted. Interim compensation of 20% "
                              "ordered within 60 days [1]", -1, text)
    out = Draft("Ordered [1].", [template], [near]).render()
    assert out.count("Interim compensation") == 1 and "2,40,000" in out, out
