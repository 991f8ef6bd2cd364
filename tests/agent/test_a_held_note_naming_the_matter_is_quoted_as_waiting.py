"""A note waiting in review that the filing found to name the matter asked (ingest/review.py held_naming) is quoted
after the answer, on the question's subject, marked as waiting in review; a question on another subject, of two
matters, or whose answer already quotes the queue gets nothing more. Text and names written for this test, asked
in Bengali typed in Latin letters."""

from __future__ import annotations

from types import SimpleNamespace

from tareekh.agent.held_named import held_named_said

NOTE = ("Tue 3/3\nHC Ct 4 - NMH J - W.P. 7313/25 Pakrashi v. Pension Board\n"
        "Admitted in court. Counter in 3 wks.\nNMH J (orally): \"A widow cannot be made to wait eight years for a pension.\"")


def _comp(question: str, cases: list[str], notes=None):
    case = SimpleNamespace(number="W.P. 7313/2025", short_name="Pakrashi pension writ", title="Oishani Pakrashi v. "
                           "Pension Board", aliases=[], parties=[])
    card = SimpleNamespace(case=case, client=SimpleNamespace(name="Oishani Pakrashi"))
    held = notes if notes is not None else [(41, "2026-03-03", NOTE, "IMG_0303.jpg", True)]
    return SimpleNamespace(q=SimpleNamespace(cases=cases, typed=None, text=question), card=lambda cid: card,
                           label=lambda cid: "W.P. 7313/2025 — Pakrashi pension writ",
                           ev=SimpleNamespace(held_naming=lambda cid: held if cid == "K2" else []))


def test_the_judges_words_in_a_held_note_are_quoted_as_waiting_in_review():
    said = held_named_said(_comp("NMH J pakrashi matter e prothom dine ki bolechhilo?", ["K2"]), "First hearing: …")
    assert "review queue" in said and "eight years" in said and "3 Mar 2026" in said, said


def test_a_held_note_on_another_subject_or_matter_is_not_quoted():
    assert held_named_said(_comp("pakrashi matter e rent koto baki?", ["K2"]), "Rs. 4,000 [1].") == ""
    assert held_named_said(_comp("pakrashi writ e court ki bolechhilo?", ["K2"]), "…") == ""  # "court": no subject
    assert held_named_said(_comp("NMH J pakrashi ki bolechhilo?", ["K2", "K5"]), "…") == ""
    assert held_named_said(_comp("NMH J pakrashi ki bolechhilo?", ["K5"]), "…") == ""
    assert held_named_said(_comp("NMH J pakrashi ki bolechhilo?", ["K2"]), "… waits in your review queue: …") == ""


def test_a_person_asked_reads_the_one_matter_the_answer_cites():
    comp = _comp("NMH J ki bolechhilo?", [])
    fact = SimpleNamespace(metadata={"case_id": "K2"}, tags=[])
    comp.book = SimpleNamespace(get=lambda n: fact if n == 1 else None)
    assert "eight years" in held_named_said(comp, "NMH J heard it [1].")
    other = SimpleNamespace(metadata={"case_id": "K5"}, tags=[])
    comp.book = SimpleNamespace(get=lambda n: fact if n == 1 else other)
    assert held_named_said(comp, "NMH J heard it [1], and another [2].") == ""


ORDER_BELOW = ("Complaint No. 88/2024 Oishani Pakrashi v. Pension Board\nThe deduction is held unlawful. The OP shall pay "
               "Rs. 3,12,500 with interest @ 7% p.a. from 01.04.2024,\nRs. 15,000 as compensation and Rs. 2,000 as costs "
               "within 60 days.")


def test_the_sums_of_an_order_below_waiting_in_review_answer_how_much_it_gave():
    """'<the forum below>'s award kitne ka tha' in the appeal: the held order's operative sums, each sentence whole
    though it wraps over lines; a question of no order's sum gets nothing of it."""
    comp = _comp("pakrashi ka district forum wala award kitne ka tha", ["K2"],
                 notes=[(52, "2025-02-10", ORDER_BELOW, "scan.pdf", True)])
    comp.q.kind = "amount"
    said = held_named_said(comp, "What the order gave — the appeal is dismissed with costs of Rs. 5,000 [1].")
    assert "3,12,500" in said and "7%" in said and "15,000" in said and "review queue" in said, said
    comp.q.kind = "next_date"
    assert held_named_said(comp, "…") == ""


SHARED_NOTICE = ("To the Proprietor, Oshwin Weaves. Sub: unpaid wages. The 9 karigars named in the annexed list "
                 "(Ridhvan Pakrashi and 8 others) are due a total of Rs. 2,73,600/-. Pay within 15 days.")


def test_a_sum_asked_reads_a_held_note_naming_a_party_two_matters_share():
    """'<the workers'> total claim kitna?' of the recovery: the demand notice that names the matter only by a party
    it shares with the writ against it waits in review, and is quoted, saying it may be the other's; a question of
    another kind, or whose subject the notice does not hold, gets nothing of it."""
    comp = _comp("karigar no total claim ketlo che", ["K2"], notes=[])
    comp.q.kind = "amount"
    shared = [(77, "2025-12-20", SHARED_NOTICE, "notice.pdf", True)]
    comp.ev = SimpleNamespace(held_naming=lambda cid, shared_too=False: shared if shared_too and cid == "K2" else [])
    said = held_named_said(comp, "No record in W.P. 7313/2025 writes 'total' [1].")
    assert "2,73,600" in said and "review queue" in said and "another" in said, said
    comp.q.kind = "next_date"
    assert held_named_said(comp, "…") == ""
    comp.q.kind = "amount"
    comp.q.text = "godown nu bhadu ketlu baki che"
    assert held_named_said(comp, "…") == ""


def test_after_an_answers_list_of_records_the_waiting_note_is_a_line_of_its_own():
    """Glued to the list's last line ("- 2 Feb 2026, your note: … ND 9.3 [2] Waiting in your review queue …") the
    quote read as that record's words, and the check held the record's line unverified for the quote's words."""
    from tareekh.agent.grounded import split_sentences

    listed = "Counter filed [1].\n- 2 Feb 2026, your note: counter filed, ND 9.3 [1]"
    said = held_named_said(_comp("NMH J pakrashi matter e prothom dine ki bolechhilo?", ["K2"]), listed)
    assert said.startswith("\nWaiting in your review queue"), said
    last_record = [s for s in split_sentences(listed + said) if s.startswith("- 2 Feb 2026")]
    assert last_record == ["- 2 Feb 2026, your note: counter filed, ND 9.3 [1]"]
    # an answer of one line keeps the note as its next sentence
    assert held_named_said(_comp("NMH J pakrashi matter e prothom dine ki bolechhilo?", ["K2"]),
                           "First hearing: …").startswith(" Waiting")
