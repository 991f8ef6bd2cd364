"""A party's staying away asked in the word for absent itself, as a pattern or with its reason: "<matter> accused
absent pattern?", "<matter> me aaropi gairhajir kyun rehte hain?". Each day the matter's records say the party was
absent is an occasion, across the hearings (not one hearing's count), each with the petition that excused it — a note
writes it by the section's number before the word for a petition ("317 petition", "205 আবেদন"), in any script. A day
all were present is none. agent/away_pleas.py.

A small practice written for these tests, in other words and names than the data sets (English and Bengali notes,
Hindi and English questions; the failing question was Odia).
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

QUARRY = [
    ("2026-01-12", "12.01.2026 Hargundi stone case - 8 accused, 6 present, 2 (A-7 Kumbhojkar, A-8 Zorawar) absent - "
                   "317 petition filed, allowed. Next 16.02.2026."),
    ("2026-02-16", "16.02.2026 হারগুন্ডি মামলা\n৫ জন অভিযুক্ত অনুপস্থিত - ধান কাটা - 205 আবেদন মঞ্জুর।\n"
                   "পরবর্তী তারিখ 20.03.2026"),
    ("2026-03-20", "20.03.2026 Hargundi stone case - all 8 accused present. Copies supplied. Next 24.04.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="H1", number="G.R. 77 of 2025", short_name="Hargundi stone case",
                      title="State vs Thelkar Kumbhojkar & 7 Ors.", side="accused"))
    for day, text in QUARRY:
        practice.ingest_text(text, name=f"H1 {day}.txt", case_id="H1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "absent-word", build)


@pytest.fixture
def pr(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "Hargundi stone case accused absent pattern?",
    "hargundi stone case me accused gairhajir kyun rehte hain?",
])
def test_each_day_the_party_was_absent_is_gathered_across_hearings(pr, question):
    a = pr.ask(question, today="2026-05-02")
    line = first_line(a)
    for said in ("12 Jan 2026", "317 petition", "16 Feb 2026", "৫ জন"):
        assert said in line, a.answer
    assert "20 Mar 2026" not in line and cited_ok(pr, a), a.answer


def test_a_section_number_before_the_word_for_a_petition_is_an_exemption():
    from tareekh.agent.away_pleas import _EXEMPT

    for said in ("317 petition filed", "205 আবেদন মঞ্জুর", "355 ପିଟିସନ", "205 CrPC application allowed"):
        assert _EXEMPT.search(said), said
    assert not _EXEMPT.search("plot 317 sold") and not _EXEMPT.search("Rs. 355 paid")


def test_the_absent_word_with_no_reason_or_habit_asked_is_not_this_question():
    from tareekh.agent.away_pleas import _asked

    assert _asked("accused absent pattern?") and _asked("aaropi gairhajir kyun?")
    assert not _asked("was the accused absent on 16 Feb?")
