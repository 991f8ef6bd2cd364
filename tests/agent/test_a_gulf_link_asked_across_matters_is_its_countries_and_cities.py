"""'Which of my matters have a Gulf connection?', asked in any language ("kaun se cases mein gulf connection hai",
"gulf connection unna case lu evi"), is answered by the matters whose notes write one of the Gulf's countries or
cities ("works in Muscat", "her husband is in Dammam") as well as the word itself — and not by a matter whose party is
abroad elsewhere. Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import expand, stem
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="O.S. No. 14 of 2025", short_name="Pazhayangadi well suit",
                      title="Kottakkunnu vs Edavalath", side="plaintiff"))
    reg.add_case(Case(id="W2", number="M.C. No. 61 of 2025", short_name="Tirurangadi maintenance",
                      title="Saleena vs Pookoyathangal", side="petitioner"))
    reg.add_case(Case(id="W3", number="C.C. No. 203 of 2025", short_name="Vallikkunnu cheque case",
                      title="Perumbally vs Anakkayam", side="complainant"))
    notes = [
        ("W1", "2026-03-02", "Pazhayangadi well suit - defendant works in Muscat as a driver; summons through the "
                             "embassy. Next 06.04.2026."),
        ("W2", "2026-03-05", "Tirurangadi maintenance - respondent's employer in Dammam has sent a salary "
                             "certificate. Next 09.04.2026."),
        ("W3", "2026-03-09", "Vallikkunnu cheque case - accused settled in Toronto, exemption allowed. Next 13.04.2026."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "gulf-link-across", build))


@pytest.mark.parametrize("question", [
    "kaun se cases mein gulf connection hai",  # Hindi
    "gulf connection unna case lu evi",  # Telugu
])
def test_the_matters_whose_notes_write_a_gulf_country_or_city_are_named(pr, question):
    line = first_line(pr.ask(question, today="2026-04-01"))
    assert "Pazhayangadi well suit" in line and "Tirurangadi maintenance" in line, line
    assert "Vallikkunnu" not in line, line


def test_the_gulf_is_read_as_its_countries_and_cities_not_as_any_place_abroad():
    said = expand("gulf")
    assert {stem(w) for w in ("muscat", "jeddah", "riyadh", "doha", "kuwait", "sharjah")} <= said
    assert not {stem(w) for w in ("toronto", "london", "madina")} & said
