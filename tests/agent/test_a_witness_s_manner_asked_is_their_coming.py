"""Whether a matter's witnesses come on time, asked by the manner alone, with no verb of coming or with one the
tables cannot read ("sakshi samayare?", "gawah samayma?", "witness thik time t ahe ne?"): the manner of a witness
is their coming, so the days the notes say a witness did not come answer it — never a "Yes" read from an order that
lists who was examined. A manner asked of another act of theirs (a list filed on time, a cross done properly) is
not their coming. The words for "on time" are a closed class, whole for every language the tables hold
(agent/manner_words.py). A small practice written for these tests."""

from __future__ import annotations

import pytest

from tareekh.agent.manner_words import ON_TIME
from tareekh.agent.no_shows import asks_turning_up
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("2025-01-14", "Sawian murder trial - PW1 Phanbuh (brother of deceased) examined, cross over. ND 20.2.25"),
    ("2025-02-20", "Sawian murder trial - PW2 and PW3 not present, summons not served. PP took time. ND 3.4.25"),
    ("2025-04-03", "Sawian murder trial - विवेचक (IO) अनुपस्थित। Bailable warrant to the IO. ND 8.5.25"),
    ("2025-05-08", "Sawian murder trial - PW1 to PW3 examined. Prosecution evidence closed. ND 12.6.25 for 313."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="S.T. 77/2024", short_name="Sawian murder trial",
                                    title="State vs Dison Sawian", side="accused"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"M1 {day}.txt", case_id="M1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-manner", build)


@pytest.mark.parametrize("text,asked", [
    ("sawian case re sakshi samayare?", True),  # Odia, no verb
    ("sawian case ma gawah samayma?", True),  # Nepali, no verb
    ("sawian case t prosecution r witness thik time t ahe ne", True),  # Assamese, "ahe" before its asking "ne"
    ("sawian case e sakkhi time moto?", True),  # Bengali
    ("sawian case me witness list time pe file hui?", False),  # a paper's filing, not their coming
    ("sawian case me PW2 ka cross theek se hua?", False),  # an act done to them
    ("sawian case ka next date kab hai", False),
])
def test_a_witness_s_manner_alone_asks_whether_they_come(text, asked):
    assert asks_turning_up(text) is asked


@pytest.mark.parametrize("text", ["somoyot", "xomoyot", "time t", "samayare", "samayma", "vellar", "time moto",
                                  "samayathinu", "সময়ত", "ସମୟରେ", "समयमा"])
def test_on_time_is_read_in_every_language_of_the_tables(text):
    assert ON_TIME.search(f"gawah {text} aate hain"), text


@pytest.mark.parametrize("word", ["timetable", "timet", "times"])
def test_on_time_is_no_part_of_another_word(word):
    assert not ON_TIME.search(word)


@pytest.mark.parametrize("question", [
    "sawian case re prosecution sakshi samayare?",
    "sawian murder trial ma gawah samayma?",
])
def test_whether_they_come_on_time_is_the_days_they_did_not(pr, question):
    a = pr.ask(question, today="2025-07-01")
    line = first_line(a)
    assert not line.startswith("Yes"), a.answer
    assert "20 Feb 2025" in line and "3 Apr 2025" in line, a.answer  # the witnesses away, the IO away
    assert cited_ok(pr, a), a.answer
