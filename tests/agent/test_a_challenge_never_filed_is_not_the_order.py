"""A challenge asked of a matter's order (a second appeal, an SLP, a writ appeal, a revision, a review, an appeal
against an acquittal) that no record writes is said "Not on record", never answered with the order challenged
(agent/challenge_absent.py); a record, the matter's own name or a sister matter that writes the remedy leaves it to the
answerers. Invented Marathi, Tamil, Bengali, Assamese and English matters, names no data set holds."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tareekh.agent.challenge_absent import challenge_absent, remedy_asked


def _case(cid: str, number: str, short: str, title: str = "") -> SimpleNamespace:
    return SimpleNamespace(id=cid, number=number, short_name=short, title=title, nature=None, aliases=[])


def _comp(question: str, *notes: str, kind: str = "yes_no", number: str = "R.C.A. 77/2026",
          short: str = "Kshirsagar well appeal", title: str = "Kshirsagar vs Lalrinpuii", others=()) -> SimpleNamespace:
    case = _case("K1", number, short, title)
    recs = [SimpleNamespace(text=t, date=f"2027-0{i + 1}-10", doc_kind=None, case_ids=["K1"], kind="hearing")
            for i, t in enumerate(notes)]
    # a week's plan listing the matter, newer than its last hearing: no record of the matter's own
    recs.append(SimpleNamespace(text="Week plan: Mon - file inspection; Tue - drafting.", date="2027-11-20",
                                doc_kind="plan", case_ids=["K1"], kind="general"))
    q = SimpleNamespace(text=question, typed=question, kind=kind, cases=["K1"], all_cases=False)
    registry = SimpleNamespace(list_cases=lambda status=None: [case, *others])
    return SimpleNamespace(q=q, today="2027-12-01", card=lambda cid: SimpleNamespace(case=case),
                           records=lambda ids: recs, label=lambda cid: f"{number} — {short}",
                           who=lambda rec: "plan" if rec.kind == "general" else "your note", registry=registry)


DISMISSED = ("Appeal heard; arguments of both sides over, judgment on 12th.",
             "Judgment: the appeal is dismissed with costs. Decree of the trial court confirmed.")


def test_a_second_appeal_never_written_is_not_the_dismissal():
    draft = challenge_absent(_comp("Kshirsagar appeal fetalli - High Court madhe second appeal dakhal kela ka?",
                                   *DISMISSED))
    assert draft is not None and draft.first.startswith("Not on record")
    assert "second appeal" in draft.first and "dismissed" not in draft.first and "[" not in draft.first
    assert draft.first.endswith("The last record your notes hold of it: your note of 10 Feb 2027.")


@pytest.mark.parametrize("filed", ["RSA No. 311/2027 filed in HC by Lalrinpuii, notice to us awaited.",
                                   "Second appeal admitted on the substantial question of law."])
def test_a_second_appeal_a_record_writes_is_left_to_the_answerers(filed):
    assert challenge_absent(_comp("Kshirsagar HC second appeal file jhala ka?", *DISMISSED, filed)) is None


def test_an_slp_never_written_is_not_the_writ_order_and_a_supreme_court_line_is_one():
    asked = "Ezhumalai writ order-ku against company SLP pottaangala?"
    notes = ("Writ allowed; the order of the Collector quashed, fresh hearing in 8 weeks.",)
    kw = dict(number="W.P. 4410/2026", short="Ezhumalai land writ", title="Ezhumalai vs District Collector")
    draft = challenge_absent(_comp(asked, *notes, **kw))
    assert draft is not None and "special leave petition" in draft.first
    assert challenge_absent(_comp(asked, *notes, "Supreme Court issued notice on the company's petition.", **kw)) is None


def test_an_appeal_against_an_acquittal_in_a_script_is_read_both_ways():
    asked = "Borgoyary-r khalas er biruddhe sarkar আপিল korechhe? kobe date?"
    notes = ("Accused acquitted of the charge u/s 379; bail bonds discharged.",)
    kw = dict(number="G.R. 902/2025", short="Borgoyary theft trial", title="State vs Borgoyary", kind="next_date")
    draft = challenge_absent(_comp(asked, *notes, **kw))
    assert draft is not None and draft.first.startswith("Not on record: nothing in your notes on G.R. 902/2025")
    assert "an appeal against the order" in draft.first
    assert challenge_absent(_comp(asked, *notes, "State-er আপিল দায়ের হয়েছে জেলা জজ আদালতে.", **kw)) is None


def test_a_matter_that_is_itself_the_remedy_asks_a_thing_of_it():
    assert challenge_absent(_comp("Rukmavati revision me next date kab hai?", "Heard in part; to come on 3.3.",
                                  kind="next_date", number="Crl. Rev. 12/2027", short="Rukmavati")) is None


def test_a_sister_matter_registered_for_the_remedy_holds_it_but_a_shared_common_word_does_not():
    asked = "Kshirsagar order ke khilaf writ appeal file hui?"
    sister = _case("K2", "W.A. 55/2027", "Kshirsagar writ appeal", "State vs Kshirsagar")
    assert challenge_absent(_comp(asked, *DISMISSED, others=(sister,))) is None
    stranger = _case("K3", "W.A. 56/2027", "Pachkhede writ appeal", "State vs Pachkhede")
    many = (stranger, _case("K4", "O.S. 1/2026", "State suit", "State vs Rukmavati"))
    assert challenge_absent(_comp(asked, *DISMISSED, title="State vs Kshirsagar", others=many)) is not None


def test_a_time_limit_for_the_remedy_is_no_question_of_its_filing():
    assert challenge_absent(_comp("Kshirsagar second appeal ki limitation kab tak hai?", *DISMISSED)) is None
    assert challenge_absent(_comp("Kshirsagar RSA ke liye kitne din hain?", *DISMISSED)) is None


@pytest.mark.parametrize(("asked", "filed"), [
    ("Kshirsagar order ke khilaf writ appeal gayi?", "WA 88/2027 listed before the DB on 4.8."),
    ("Kshirsagar order pe review petition daali?", "RP 19/2027 dismissed in circulation."),
    ("Kshirsagar second appeal dakhal?", "SA 301 of 2027 admitted."),
])
def test_a_remedy_s_number_typed_without_dots_is_written(asked, filed):
    assert challenge_absent(_comp(asked, *DISMISSED)) is not None
    assert challenge_absent(_comp(asked, *DISMISSED, filed)) is None


@pytest.mark.parametrize(("asked", "said"), [
    ("HC la RSA pottaangala?", "second appeal (RSA)"),
    ("review petition daakhil ki?", "review of the order"),
    ("LPA filed against the single judge's order?", "writ appeal before a division bench (LPA)"),
    ("nigrani lagi kya?", "revision against the order"),
    ("अपील दायर हुई?", "appeal against the order"),
])
def test_the_most_particular_remedy_named_is_asked(asked, said):
    assert remedy_asked(asked)[0] == said
