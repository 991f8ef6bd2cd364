"""A matter's relief asked yes or no the way a lawyer types it: by the court's short form that is also the matter's
own name in short ("<party> ABA milala ka?" of "<party> anticipatory bail"), by the court's word of deciding as the
step of a question of two parts ("bail - granted? bond of how much?"), or of a bail matter whose order says its
outcome bare ("Petition allowed.") and the bail in its terms. Each is answered "Yes — <day>" from the matter's
order (agent/outcome_asked.py, agent/two_part.py). Invented practice (a Maharashtra sessions court and a Jharkhand
High Court bail), asked in Marathi, Hindi, Odia and English."""

from __future__ import annotations

import pytest

from tareekh.agent.two_part import step_part
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, folder) -> None:
    practice.registry.add_case(Case(id="V1", number="Cri. B.A. 907/2026", short_name="Vaghmare anticipatory bail",
                                    title="Sunanda Vaghmare & Anr. vs State", side="applicant"))
    practice.ingest_text("ASJ-3 Vaghmare ABA - interim protection till next date. Next 02.06.2026.",
                         name="v1 note.txt", case_id="V1", date="2026-05-19", author="Lawyer")
    practice.ingest_text("ORDER (09.06.2026) 1. The application for anticipatory bail u/s 482 of the BNSS in "
                         "C.R. No. 0417/2026 of Shivajinagar Police Station is allowed. 2. In the event of arrest "
                         "the applicants be released on a P.R. bond of Rs. 30,000/- each.",
                         name="v1 order.txt", case_id="V1", date="2026-06-09", author="Court")


def build_bare(practice, folder) -> None:
    practice.registry.add_case(Case(id="K1", number="B.A. 2213/2026", short_name="Kandulna bail",
                                    title="Somruka Kandulna vs State of Jharkhand", side="petitioner"))
    practice.ingest_text("Kandulna bail - PP sought time for the case diary. Next 21.07.2026.",
                         name="k1 note.txt", case_id="K1", date="2026-07-07", author="Lawyer")
    practice.ingest_text("21.07.2026 Heard both sides. Petition allowed. In the event of arrest, the petitioner "
                         "shall be released on bail on his executing a bond for Rs. 25,000/- with two sureties.",
                         name="k1 order.txt", case_id="K1", date="2026-07-21", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "relief-short-form", build))


@pytest.fixture(scope="module")
def bare(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "relief-bare-allowed", build_bare))


@pytest.mark.parametrize("question", ["Vaghmare sasu ani nanand la ABA milala ka?",
                                      "Vaghmare wali ABA mili kya?"])
def test_the_matter_s_own_short_form_asks_its_relief(built, question):
    ans = built.ask(question, today="2026-08-01")
    first = first_line(ans)
    assert first.startswith("Yes"), ans.answer
    assert "9 Jun 2026" in first, ans.answer


@pytest.mark.parametrize("question", ["Kandulna ku anticipatory bail milila ki?",
                                      "Kandulna ko anticipatory bail mila kya?"])
def test_a_bare_allowed_in_a_bail_matter_is_the_bail_granted(bare, question):
    ans = bare.ask(question, today="2026-08-01")
    first = first_line(ans)
    assert first.startswith("Yes"), ans.answer
    assert "21 Jul 2026" in first, ans.answer


def test_a_step_asked_by_the_court_s_word_of_deciding_gets_its_yes_before_the_sum(bare):
    ans = bare.ask("Kandulna HC bail - granted? bond of how much?", today="2026-08-01")
    first = first_line(ans)
    assert first.startswith("Yes"), ans.answer
    assert "25,000" in ans.answer, ans.answer


def test_the_court_s_words_of_deciding_ask_a_step_in_several_languages():
    for q in ("Pangtey HC bail - granted? bond of how much?", "Pangtey appeal kharij? kharcha kitna?",
              "Pangtey arji namanjur? karan kya?", "Pangtey appeal dismissed? costs how much?"):
        assert step_part(q) is not None, q
    assert step_part("Pangtey bail bond? kitna?") is None  # no step asked: a thing named, not done


def test_a_word_for_any_advance_is_no_anticipatory_bail():
    """Hindi-Odia "agrim", Bengali "agam", Telugu "mundastu", Malayalam "munkoor" are any advance — a Hindi order
    sheet's "अग्रिम तिथि" is its next date — so a trial's notes that write them hold no anticipatory bail."""
    from tareekh.agent.lexicon import SYNONYMS

    forms = SYNONYMS["anticipatory"]
    assert "in the event of arrest" in forms and "अटकपूर्व" in forms
    assert not {"agrim", "अग्रिम", "আগাম", "ଅଗ୍ରିମ", "ముందస్తు", "മുൻകൂർ"} & set(forms)
