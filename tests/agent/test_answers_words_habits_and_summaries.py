"""What was said, a bench's habit and a matter in brief, asked in the words of languages the question reader knew
only in part: a bench's first question asked with "always", "first" and "asks" of Nepali, Bengali, Kannada or Odia;
what the other side's counsel said when an instalment was missed (the counsel's own plea and the court's answer,
not a witness's examination); what the judge said "on the first day" (the earliest record, in Nepali, Tamil or
Bengali words for "first day"); an award's terms under a title line without a colon; and a summary asked in the
words for "summary" or "in short" of several languages (the matter's story, not one chat line).

Invented practice: a criminal appeal before a two-judge bench, a cheque case settled in instalments, a land writ,
a motor accident claim."""

from __future__ import annotations

import pytest

from tareekh.agent.brief import asks_brief
from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JB", name="Appellate Bench II", short="Bench II"))
    reg.add_person(Judge(id="JS", name="Smt. Hemlata Barik", short="Barik J"))
    reg.add_person(Counsel(id="OX", name="Trilochan Mahapatra"))
    reg.add_case(Case(id="A3", number="Crl.A. 58 of 2024", short_name="Soren appeal", title="Budhan Soren vs State",
                      judge_id="JB", side="appellant"))
    reg.add_case(Case(id="N6", number="C.C. 731 of 2024", short_name="Behera cheque case",
                      title="Lalita Behera vs Sanatan Jena", judge_id="JS", counsel_id="OX", side="complainant"))
    reg.add_case(Case(id="W2", number="W.P. 4410 of 2023", short_name="Kharsati land writ",
                      title="Iaishah Kharsati vs District Council", judge_id="JS", side="petitioner"))
    reg.add_case(Case(id="M9", number="M.A.C.T. 212 of 2023", short_name="Toppo claim",
                      title="Sushila Toppo vs Highway Carriers", side="claimant"))
    notes = [
        ("A3", "2025-02-11", "Soren appeal, Bench II. As ever the bench asked first: 'Are the trial "
                             "court papers here?' - not yet. Registry to call for them."),
        ("A3", "2025-04-08", "Soren appeal. Again the bench began with the trial court papers. Received now. "
                             "Paper book in 6 weeks."),
        ("N6", "2025-04-21", "Behera cheque case, Barik J.\nAccused absent. Mahapatra filed an exemption petition - "
                             "no medical paper, only a family function.\nmadam rejected, said no exemption without a "
                             "medical certificate.\nOur client present - madam asked 'is the complainant here?' first "
                             "thing.\nND 02.06."),
        ("N6", "2025-06-02", "Behera cheque case. Compromise recorded: Jena to pay 2,40,000 in four instalments of "
                             "60,000, the first by 30.06. Default clause: the case revives."),
        ("N6", "2025-08-05", "Behera cheque case. Second instalment due 31.07 not paid. Mahapatra: his client's "
                             "paddy crop failed, he wants two months more. Court declined - 'the order has its "
                             "own default clause'. Matter revived for evidence."),
        ("N6", "2025-10-14", "Behera cheque case. CW1 Lalita Behera examined in chief; her affidavit on the "
                             "instalments missed. Cross by Mahapatra: suggested the cheque was a blank security "
                             "cheque; she denied it. Court asked him to finish the cross next date."),
        ("W2", "2025-01-20", "Kharsati land writ, Barik J. She told the Council's counsel: 'produce the original "
                             "survey map, I will not go by a tracing.' Notice issued."),
        ("W2", "2025-03-03", "Kharsati land writ. Survey map not produced yet; Council sought time. Barik J said "
                             "the survey map must come next date, else costs."),
        ("W2", "2025-04-07", "Kharsati land writ. Barik J said the survey map is still awaited and said the "
                             "Council's officer shall appear with the survey map."),
        ("W2", "2025-05-12", "Kharsati land writ. Survey map produced. Arguments on 16.06."),
        ("W2", "2025-09-01", "Kharsati land writ. Judgment: the Council's order of 2022 is set aside; "
                             "fresh survey in the presence of the petitioner within eight weeks."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"n {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    practice.ingest_text(
        "MOTOR ACCIDENT CLAIMS TRIBUNAL\nM.A.C.T. No. 212 of 2023\nSushila Toppo vs Highway Carriers\n"
        "FINDINGS (operative part)\nThe claim succeeds in part. The claimant is awarded Rs. 7,25,000 with interest "
        "at 7.5% a year from the date of the claim.\nThe insurer is not liable: the permit had lapsed before the "
        "accident.\n\nSd/- Member", name="award toppo.txt", case_id="M9", date="2025-07-30", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "words-habits-summaries", build)


@pytest.mark.parametrize("question", [
    "soren appeal ma bench le sadhai pahila k sodhchha?",  # Nepali
    "soren appeal e bench sobsomoy prothome ki jigges kore?",  # Bengali
    "soren appeal alli bench yavaglu modala enu kelthare?",  # Kannada
])
def test_a_bench_s_first_question_asked_with_always_and_asks_of_other_languages_is_answered(pr, question):
    a = pr.ask(question, today="2025-06-01")
    assert "trial court papers" in a.answer, a.answer
    assert not a.answer.startswith("No record"), a.answer


@pytest.mark.parametrize("question", [
    "behera cheque case ma instalment miss bhayepachhi mahapatra le court ma k bhanyo?",  # Nepali
    "behera cheque case la instalment chuklyanantar mahapatra kay mhanale?",  # Marathi
    "behera cheque case alli instalment miss aadmele mahapatra enu helidru?",  # Kannada
])
def test_what_the_other_side_s_counsel_said_when_an_instalment_was_missed_is_their_plea_and_the_answer(pr, question):
    a = pr.ask(question, today="2025-11-01")
    # the plea and the court's answer to it open the answer: not the witness the counsel cross-examined
    assert "paddy crop" in first_line(a) and "declined" in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "barik J le pahilo din survey map ko barema k bhannu bhayo?",  # Nepali
    "barik J mudhal naal survey map pathi enna sonnaar?",  # Tamil
    "barik J prothom din survey map niye ki bollen?",  # Bengali
])
def test_what_a_judge_said_on_the_first_day_is_the_earliest_record_of_it(pr, question):
    a = pr.ask(question, today="2025-11-01")
    # the answer says which record came first, and quotes it: not the later lines that hold more of the words
    assert first_line(a).startswith("At first") and "tracing" in first_line(a), a.answer


def test_a_title_line_without_a_colon_is_quoted_with_what_it_titles(pr):
    a = pr.ask("toppo claim findings details?", today="2025-11-01")
    assert "7,25,000" in a.answer and "7.5%" in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "kharsati land writ ko summary de ta",  # Nepali
    "kharsati land writ songkhepe bolun",  # Bengali
    "kharsati land writ surukkama sollunga",  # Tamil
])
def test_a_summary_asked_in_any_language_is_the_matter_s_story(pr, question):
    a = pr.ask(question, today="2025-11-01")
    assert "set aside" in a.answer or "fresh survey" in a.answer, a.answer
    assert len(a.citations) >= 3, a.answer  # the story across its records, not one line


def test_nepali_what_typed_as_one_letter_is_read_only_before_its_verb():
    assert "kya kaha" in pivot("judge le k bhanyo?")
    assert "kya" in pivot("usko chaal k ho?")
    assert "kya" not in pivot("case k baare mein batao")
    assert "kya" not in pivot("96k paid?")


def test_summary_words_of_several_languages_ask_for_a_briefing_and_a_name_does_not():
    for q in ("X ka summary do", "X songkhepe bolun", "X surukkama sollunga", "X in short?", "X सारांश"):
        assert asks_brief(q), q
    assert not asks_brief("bank khata number")


@pytest.mark.parametrize("question", [
    "barik madam exemption easily kodtaara?",  # Kannada
    "barik madam exemption aasani se deti hain?",  # Hindi
    "barik madam exemption sohoje dey?",  # Bengali
])
def test_how_a_judge_takes_an_application_is_the_line_holding_it_not_her_first_question(pr, question):
    a = pr.ask(question, today="2025-11-01")
    assert "rejected" in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "mahapatra namma yaava matters alli idaare, avra style hegide",  # Kannada
    "mahapatra kuthlya matters madhe aahe, tyanchi style kashi?",  # Marathi
    "mahapatra entha matters la irukkar, avar style epdi?",  # Tamil
])
def test_a_counsel_s_matters_asked_with_their_manner_gives_their_moves(pr, question):
    a = pr.ask(question, today="2025-11-01")
    assert "paddy" in a.answer or "two months" in a.answer or "exemption" in a.answer, a.answer


def test_a_counsel_s_trick_asked_with_a_counted_classifier_is_no_unknown_case(pr):
    # Nepali: "what is Mahapatra's trick? he says the same thing in two cases" ("dui wota": two, with its classifier)
    a = pr.ask("mahapatra ko chaal k ho? dui wota case ma eutai kura garchha ni", today="2025-11-01")
    assert "No such case" not in a.answer, a.answer
    assert "paddy" in a.answer or "two months" in a.answer or "exemption" in a.answer, a.answer
