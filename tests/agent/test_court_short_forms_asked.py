"""A short form of Indian court practice typed in a question ("AB", "SQL", "RB", "S.Q.L.") is read as its written-out
words, in any language the question is typed in, so the order that writes them out ("anticipatory bail granted", "the
following substantial questions of law arise") answers it; and a short form whose written-out words a record writes
is never said back as a thing no record writes. A small practice written for this test (invented courts and people).
"""

from __future__ import annotations

from tareekh.agent.court_short_forms import court_shorts_typed, spelt_out, written_in, written_out_in
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok

BAIL_ORDER = ("IN THE COURT OF THE SESSIONS JUDGE, ICHHAPURAM\nCrl. Misc. Petition No. 77 of 2026\n03.03.2026\n"
              "Heard both sides. The petitioner is a small trader with no antecedents. Custodial interrogation is "
              "not required. Petition allowed; anticipatory bail granted on a bond of Rs. 20,000/- with one surety.\n"
              "Sessions Judge\n")
APPEAL_ORDER = ("IN THE HIGH COURT OF JUDICATURE\nSecond Appeal No. 318 of 2025\n14.05.2026\nAdmit. The following "
                "substantial questions of law arise: (1) Whether the first appellate court was right in ignoring the "
                "boundary survey sketch (Ex.A7)? (2) Whether a right of way by prescription was proved?\n")


def build(practice) -> None:
    practice.registry.add_case(Case(id="B1", number="Crl.M.P. No. 77 of 2026", short_name="Varkhede bail",
                                    title="Yashodhan Varkhede vs State", side="petitioner"))
    practice.registry.add_case(Case(id="B2", number="S.A. No. 318 of 2025", short_name="Thangarasu second appeal",
                                    title="Thangarasu vs Kuzhandaivel", side="appellant"))
    practice.ingest_text("24/2/26 Varkhede - PP ne case diary mangai. Next 3/3 order.", name="b1 feb.txt",
                         case_id="B1", date="2026-02-24", author="Lawyer")
    practice.ingest_text(BAIL_ORDER, name="b1 order.pdf", case_id="B1", date="2026-03-03", author="Court")
    practice.ingest_text("2/4/26 Thangarasu SA - notice to resp, vakalat for R1 filed. Next 14/5 admission.",
                         name="b2 apr.txt", case_id="B2", date="2026-04-02", author="Lawyer")
    practice.ingest_text(APPEAL_ORDER, name="b2 order.pdf", case_id="B2", date="2026-05-14", author="Court")


def test_a_bail_asked_by_its_short_form_is_the_order_that_grants_it(practice):
    build(practice)
    for q in ("varkhede ku AB kedaichutha?", "varkhede ko AB mili kya?", "did varkhede get A.B.?"):
        ans = practice.ask(q, today="2026-06-01")
        assert ans.answer.startswith("Yes"), (q, ans.answer)
        assert "anticipatory bail granted" in ans.answer, (q, ans.answer)
        assert cited_ok(practice, ans)


def test_a_short_form_written_out_in_a_record_is_no_thing_never_written(practice):
    build(practice)
    for q in ("thangarasu appeal la judge SQL enna frame pannaru", "what SQL did the HC frame in thangarasu appeal?",
              "thangarasu appeal me SQL kya hai?"):
        ans = practice.ask(q, today="2026-06-01")
        assert not ans.answer.startswith("Not on record"), (q, ans.answer)
        assert "substantial questions of law" in ans.answer, (q, ans.answer)
        assert cited_ok(practice, ans)


def test_a_short_form_no_record_writes_in_any_form_is_still_not_on_record(practice):
    build(practice)
    ans = practice.ask("varkhede case me FSL report aayi kya?", today="2026-06-01")
    assert ans.answer.startswith("Not on record") or "nothing" in ans.answer.lower(), ans.answer


def test_a_short_form_is_written_out_only_as_typed_in_capitals_or_dots():
    # (the short form stays beside its words: a record may write either)
    assert written_in("porwadkar ko AB mili?") == "porwadkar ko AB anticipatory bail mili?"
    assert written_in("judge ne S.Q.L. frame kiya") == "judge ne S.Q.L. substantial question of law frame kiya"
    assert written_in("RB mili?") == "RB regular bail mili?"
    assert written_in("PM report aaya?") == "PM report aaya?"  # a laboratory's or police paper's letters
    assert written_in("ab kya hua?") == "ab kya hua?"  # Hindi's "now", typed small
    assert written_in("hearing at 4 PM") == "hearing at 4 PM"  # a time of day
    assert written_in("RB 45/2026 ka status") == "RB 45/2026 ka status"  # a case's number
    assert written_in("Varkhede FIR me kya hai") == "Varkhede FIR me kya hai"  # read by its letters elsewhere


def test_the_written_out_words_are_matched_with_a_function_word_a_plural_or_a_hyphen():
    assert written_out_in("The following substantial questions of law arise", "sql")
    assert written_out_in("post-mortem report of the deceased", "PM")
    assert written_out_in("anticipatory bail granted", "A.B.")
    assert not written_out_in("bail granted on a bond", "ab")
    assert not written_out_in("a question of fact", "sql")
    assert spelt_out("S.Q.L.") == spelt_out("sql") != ()
    assert spelt_out("kedaichutha") == ()
    assert court_shorts_typed("RB moved; SQL framed; FIR lodged") == ["regular bail", "substantial question of law"]


def test_a_record_writing_the_short_form_mentions_its_words():
    from tareekh.agent.lexicon import mentions

    assert mentions("substantial", "Thangarasu SA - SQL framed on 14/5, typed sets to be filed")
    assert not mentions("substantial", "Thangarasu SA - admitted on 14/5, typed sets to be filed")


def test_a_short_form_the_notes_write_as_typed_is_still_the_matters_record(practice):
    practice.registry.add_case(Case(id="P1", number="C.C. No. 5120 of 2025", short_name="Porwadkar cheque case",
                                    title="Sharvari Porwadkar vs Sivagurunathan", side="complainant"))
    practice.ingest_text("11/3/26 Porwadkar cheque - accused ni RB arji Exh 31 REJECT thai. Court: "
                         "NBW pending, surrender first. Next 2/4 for defence evidence.", name="p1 march.txt", case_id="P1",
                         date="2026-03-11", author="Lawyer")
    ans = practice.ask("porwadkar case ma RB vali arji manjur thai?", today="2026-05-01")
    assert not ans.answer.startswith("Nothing"), ans.answer
    assert "Exh 31" in ans.answer, ans.answer



def test_letters_of_the_asked_matter_s_name_that_its_own_number_spells_are_its_anchor():
    # "<surname> AB" names the matter, and its number spells the letters: the matter's own reading of them stands
    names = [("Ghoshdastidar AB", "Crl. Misc. Anticipatory Bail Application No. 88 of 2026 Ghoshdastidar vs State"),
             ("Pabboju S.Q.L. appeal", "Second Appeal (Substantial Question of Law) No. 9 of 2025 Pabboju vs Oduvil")]
    assert written_in("Ghoshdastidar AB ka kya hua?", names) == "Ghoshdastidar AB ka kya hua?"
    assert written_in("Pabboju S.Q.L. appeal eppo list aagum?", names) == "Pabboju S.Q.L. appeal eppo list aagum?"


def test_the_same_letters_are_spelt_out_when_the_matter_s_number_does_not_spell_them_or_it_is_not_asked():
    names = [("Ghoshdastidar AB", "Crl. Misc. Anticipatory Bail Application No. 88 of 2026 Ghoshdastidar vs State"),
             ("Haldankar AB", "Crl.M.P. No. 41 of 2026 Haldankar vs State")]
    assert written_in("AB mila kya?", names) == "AB anticipatory bail mila kya?"
    assert written_in("haldankar ku AB kedaichutha?", names) == "haldankar ku AB anticipatory bail kedaichutha?"


def test_letters_whose_written_out_words_the_asked_matter_s_name_writes_are_its_anchor():
    # "<client> AB" of a matter named "<client> anticipatory bail": the lawyer names the matter in short
    names = [("Tembhurnikar anticipatory bail", "Crl. Misc. No. 512 of 2026 Tembhurnikar vs State"),
             ("Kolhatkar bail", "Crl. Misc. No. 77 of 2026 Kolhatkar vs State")]
    assert written_in("Tembhurnikar AB allow aaytha?", names) == "Tembhurnikar AB allow aaytha?"
    # another matter's name, or the letters asked of no matter: still written out
    assert written_in("kolhatkar ku AB kedaichutha?", names) == "kolhatkar ku AB anticipatory bail kedaichutha?"
    assert written_in("AB allow hua?", names) == "AB anticipatory bail allow hua?"


ORDER_482 = ("IN THE COURT OF THE PRINCIPAL SESSIONS JUDGE, PARAVOOR\nCrl. Misc. No. 512 of 2026\n11.06.2026\nORDER\n"
             "The petition u/s 482 BNSS is allowed. In the event of arrest the petitioner shall be released on bail on "
             "his executing a bond for Rs. 40,000 with one surety, and he shall appear before the investigating "
             "officer within a week.\nPrincipal Sessions Judge\n")


def test_a_matter_named_by_its_short_form_is_answered_from_the_order_that_never_writes_it_out(practice):
    practice.registry.add_case(Case(id="T1", number="Crl. Misc. No. 512 of 2026",
                                    short_name="Tembhurnikar anticipatory bail",
                                    title="Dhondiba Tembhurnikar vs State of Kerala", side="petitioner"))
    practice.ingest_text("2.6.26 PSJ - Crl.Misc 512/26 Tembhurnikar AB - notice to PP, no coercive steps till 11/6.",
                         name="t1 june.txt", case_id="T1", date="2026-06-02", author="Lawyer")
    practice.ingest_text(ORDER_482, name="t1 order.pdf", case_id="T1", date="2026-06-11", author="Court")
    for q in ("Tembhurnikar AB allow aayo? ethu date order?",  # Malayalam
              "Tembhurnikar AB allow hoyeche? kon tarikh order?"):  # Bengali
        ans = practice.ask(q, today="2026-07-01")
        assert "petition u/s 482 BNSS is allowed" in ans.answer.splitlines()[0], (q, ans.answer)
        assert cited_ok(practice, ans)
