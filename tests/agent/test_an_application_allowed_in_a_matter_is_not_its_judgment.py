"""An application granted or thrown out inside a matter, as an Indian language writes it ("கூடுதல் சாட்சிய மனு
அனுமதிக்கப்பட்டது" — the petition for additional evidence allowed; "आवेदन स्वीकार"), is an order on an application,
not the matter's judgment: asked whether the appeal's judgment has come, the answer is not "Yes — allowed".

Invented practice: a first appeal over a cart-track easement heard in Tamil, whose notes record an application
allowed and then the day fixed for judgment."""

from __future__ import annotations

import pytest

from tareekh.agent.outcomes import ON_APPLICATION
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

TODAY = "2031-03-20"


@pytest.mark.parametrize("text", [
    "கூடுதல் சாட்சிய மனு அனுமதிக்கப்பட்டது.",  # Tamil: the additional-evidence petition allowed
    "355 மனு தள்ளுபடி.",  # Tamil: the petition under s. 355 dismissed
    "अभियुक्त का हाज़िरी माफ़ी आवेदन स्वीकार",  # Hindi: the exemption application allowed
    "இடைக்கால தடை வழங்கப்பட்டது",  # Tamil: an interim stay
])
def test_an_order_on_an_application_in_an_indian_language_is_read_as_one(text):
    assert ON_APPLICATION.search(text)


@pytest.mark.parametrize("text", [
    "மனுதாரர் சாட்சியம் முடிந்தது.",  # Tamil: the petitioner's evidence closed (the petitioner, not a petition)
    "மேல்முறையீடு அனுமதிக்கப்பட்டது.",  # Tamil: the appeal allowed
    "Appeal allowed with costs.",
])
def test_the_matters_own_verdict_is_not_read_as_an_applications(text):
    assert not ON_APPLICATION.search(text)


def _build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="A1", number="A.S. No. 7 of 2030", short_name="Veerabadran cart-track appeal",
                                    title="Veerabadran vs Thenmozhiyal", side="appellant"))
    practice.ingest_text("12.08.2030 திங்கள் - முதன்மை மாவட்ட நீதிமன்றம் - ஏ.எஸ். 7/2030 வீரபத்ரன்\n"
                         "கூடுதல் சாட்சிய மனு அனுமதிக்கப்பட்டது. வரைபடம் Ex.A9 ஆக குறிக்கப்பட்டது.",
                         name="diary 12-8.txt", case_id="A1", date="2030-08-12", author="Lawyer")
    practice.ingest_text("10.11.2030 - A.S. 7/2030 Veerabadran appeal - arguments heard on both sides. "
                         "Judgment on 10.04.2031.",
                         name="diary 10-11.txt", case_id="A1", date="2030-11-10", author="Lawyer")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    from tareekh.practice import Practice

    home = home_built_by(tmp_path_factory, "application-allowed", _build)
    with Practice.open(home) as p:
        yield p


@pytest.mark.parametrize("q", [
    "veerabadran appeal la judgment vandhucha",  # Tanglish
    "veerabadran appeal ka faisla aa gaya?",  # Hinglish
])
def test_an_application_allowed_in_an_appeal_is_not_the_appeals_judgment(practice, q):
    line = first_line(practice.ask(q, today=TODAY))
    assert not line.startswith("Yes"), line
    assert "allowed on 12 Aug 2030" not in line, line
