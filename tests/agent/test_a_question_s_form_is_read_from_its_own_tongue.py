"""A question's form is read from the grammar of the language it is typed in, not from the words of one practice:

- the clitic the Dravidian languages glue to a past verb to ask yes or no (Kannada "-idna", "-ideya", Telugu
  "-inda", "-aara", Tamil "-angala", "-aara", Malayalam "-o") asks yes or no, though the tables read the word as the
  verb alone — and not when a word of the same clause asks what, when or who, nor on a relative participle or a
  plain past ("vachina", "kodutha", "sonnaanga");
- a count of persons asked in the order of those languages ("witnesses enni mandi examine chesaru") counts the
  thing named before its "how many", not the verb after it;
- a month named bare, in its diary's three letters too ("nov hearing"), is the last such month in a question of
  what was said, the next one in a question of what is to come, and no period at all when it has barely begun;
- Kannada's other verb of saying ("andru", "andaru") asks what was said.

A small registry written for these tests, with names no data set holds.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.compose import counted_noun
from tareekh.agent.question import NameIndex, understand
from tareekh.agent.tongues import asks_by_clitic, pivot
from tareekh.registry.models import Case, Judge, Party

TODAY = date(2031, 5, 12)


@pytest.fixture
def reg(practice):
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="K. Puttalingaiah", short="Puttalingaiah sir"))
    reg.add_case(Case(id="C1", number="O.S. No. 41 of 2029", short_name="Ilavarasi partition suit",
                      title="Ilavarasi vs Peddanna", side="plaintiff", judge_id="J1",
                      parties=[Party(name="Ilavarasi", role="plaintiff"), Party(name="Peddanna", role="defendant")]))
    reg.add_case(Case(id="C2", number="Crl.A. No. 7 of 2030", short_name="Venkataramudu appeal",
                      title="Venkataramudu vs State", side="appellant",
                      parties=[Party(name="Venkataramudu", role="appellant")]))
    return reg


def read(reg, text: str, today: date = TODAY):
    return understand(text, registry=reg, today=today, index=NameIndex(reg))


@pytest.mark.parametrize("asked", [
    "Ilavarasi partition la advocate commissioner appoint pannaangala",  # Tamil
    "Ilavarasi partition-il commissioner report file cheytho",  # Malayalam
    "Venkataramudu appeal lo sentence suspend ayyinda High Court lo",  # Telugu, a place said after the verb
    "Venkataramudu appeal lo stay vachinda leda",  # Telugu, with its "or not"
])
def test_the_dravidian_asking_clitic_asks_yes_or_no(reg, asked):
    assert read(reg, asked).kind == "yes_no", asked


@pytest.mark.parametrize("word", ["pannaangala", "cheytho", "ayyinda", "vachinda", "sikkideya", "bandidna", "vanno",
                                  "kittiyo", "vandhaara", "aacha", "aayta"])
def test_the_clitic_is_read_on_the_verbs_of_every_southern_table(word):
    assert asks_by_clitic(word), word


@pytest.mark.parametrize("word", ["vachina", "kodutha", "helida", "banda", "sonnaanga", "vannu", "ayyindi", "aaytu",
                                  "varala", "kitta",
                                  "koduthu", "helidru", "Peddanna", "Ilavarasi", "mila", "diya"])
def test_a_relative_participle_a_plain_past_or_a_name_asks_nothing(word):
    assert not asks_by_clitic(word), word


def test_a_question_word_in_the_clause_keeps_the_clitic_from_asking_yes_or_no():
    assert "ya nahi" not in pivot("commissioner report eppo vandhaara")
    assert "ya nahi" in pivot("commissioner report vandhaara")


def test_a_count_of_persons_counts_the_thing_named_before_its_how_many():
    assert counted_noun(pivot("Venkataramudu appeal lo witnesses enni mandi examine chesaru")) == "witnesses"
    assert counted_noun("how many witnesses were examined") == "witnesses"
    assert counted_noun("kitne issues frame hue") == "issues"


def test_a_month_named_in_three_letters_is_the_last_one_in_a_question_of_what_was_said(reg):
    q = read(reg, "Puttalingaiah sir nov hearing la Ilavarasi partition pathi enna sonnaar")
    assert q.kind == "said"
    assert (q.since, q.until) == (date(2030, 11, 1), date(2030, 11, 30))


def test_a_month_named_in_a_question_of_what_is_to_come_is_the_next_one(reg):
    q = read(reg, "Ilavarasi partition suit nov hearing kab hoga", today=date(2031, 5, 12))
    assert (q.since, q.until) == (date(2031, 11, 1), date(2031, 11, 30))


def test_a_month_barely_begun_names_no_period_gone_by(reg):
    q = read(reg, "what did Ilavarasi tell us about the november date", today=date(2030, 11, 3))
    assert (q.since, q.until) == (None, None)


def test_kannada_s_other_verb_of_saying_asks_what_was_said(reg):
    assert read(reg, "Puttalingaiah sir Ilavarasi partition bagge enu andaru").kind == "said"


def test_the_clitic_on_is_after_a_present_participle_asks_a_habit_not_a_step():
    assert "ya nahi" not in pivot("Peddanna side adjournment kelta idaara")
    assert "ya nahi" in pivot("Peddanna mele stay order ideya")
