"""The prosecution's witnesses asked all at once by the accused's name, when that name names both his trial and his
bail matter ("<accused> case mein kaun kaun gawah …", "<accused> case la saatchi yaar yaar …", Punjabi "… ton ki ki nikli"): the trial's
witnesses examined, each with the day and "hostile" beside the one who turned — not the one record that best matches
the question's words (agent/witnesses_heard.py). Every language's doubled "what" asked of the witnesses as a class
asks the same listing; asked of work to do for them, it does not.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="Sessions Case No. 41 of 2025", short_name="Khurmi sessions trial",
                                    title="State vs Devraj Khurmi"))
    practice.registry.add_case(Case(id="B1", number="Criminal Appeal No. 903 of 2025",
                                    short_name="Khurmi appeal", title="Devraj Khurmi vs State"))
    notes = [
        ("T1", "2025-04-08", "Khurmi trial. PW1 Omkar Vaswani (injured) examined in chief - says Khurmi hit him with a "
                             "rod near the ration shop. Cross deferred. Next 6.5.25."),
        ("T1", "2025-05-06", "PW2 Oorvika Pingle, panch to the seizure of the rod, examined. He did not support the "
                             "prosecution; declared hostile on the PP's request and cross-examined by him. Next 3.6.25."),
        ("T1", "2025-06-03", "Khurmi trial. PW3 Dr. Bhavyanshi Ozarde examined: the wound was simple, caused by a blunt "
                             "object. Cross: could be caused by a fall. Next 1.7.25 for the IO."),
        ("T1", "2025-06-03", "PW-3 and PW-4 examined, cross-examined and discharged. Fix 01.07.2025 for the I.O."),
        ("B1", "2025-06-20", "Khurmi appeal (against the order refusing discharge) - admitted. PW1 Omkar Vaswani "
                             "examined already in the trial. Next 14.8.25."),
    ]
    for k, (cid, day, text) in enumerate(notes):
        practice.ingest_text(text, name=f"note {k} {cid} {day}.txt", case_id=cid, date=day, author="me")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "trial-witnesses-by-accused", build)


@pytest.mark.parametrize("question", ["khurmi case mein kaun kaun prosecution gawah aaye, kisne madad ki?",
                                      "khurmi case la prosecution saatchi yaar yaar help pannaanga?",
                                      "khurmi case vich prosecution de gawahan ton ki ki fayde wali gal nikli?",
                                      "khurmi case e কে কে prosecution সাক্ষী আমাদের help করল?"])
def test_the_trial_s_witnesses_are_listed_with_the_one_who_turned(pr, question):
    a = pr.ask(question, today="2025-07-15")
    line = first_line(a)
    assert "Sessions Case No. 41" in line or "Khurmi sessions trial" in line, a.answer
    assert "Vaswani" in line and "Pingle" in line and "Ozarde" in line, a.answer
    assert "hostile" in line and line.index("hostile") > line.index("Pingle"), a.answer
    assert "hostile" not in line[:line.index("Pingle")], a.answer  # only the witness who turned is called so


def test_a_witness_s_own_account_is_given_not_a_line_of_several(pr):
    # (the day's order sheet examines PW-3 with another; the note gives her account)
    a = pr.ask("khurmi case mein kaun kaun prosecution gawah aaye?", today="2025-07-15")
    assert "blunt object" in a.answer, a.answer


def test_work_to_do_for_the_witnesses_is_no_listing_of_them():
    from types import SimpleNamespace

    from tareekh.agent.witnesses_heard import _what_all_of_witnesses

    # (the question as read: every language's doubled "what" pivoted to "kya kya")
    assert not _what_all_of_witnesses(SimpleNamespace(text="khurmi case me gawah ke liye kya kya taiyari karni hai?"))
    assert _what_all_of_witnesses(SimpleNamespace(text="khurmi case me gawahon ne kya kya kaha?"))
    # (what all had to be done before a witness's evidence: work, whatever the verb's tense)
    assert not _what_all_of_witnesses(SimpleNamespace(text="khurmi case me doctor ki gawahi se pehle kya kya karna tha"))
    assert not _what_all_of_witnesses(SimpleNamespace(text="khurmi case la saatchi munbu kya kya pannanum"))


@pytest.mark.parametrize("typed", ["khurmi case e কে কে সাক্ষী দিল?", "khurmi case la யார் யார் சாட்சி சொன்னாங்க?",
                                   "khurmi case lo evaru evaru saakshulu vachcharu?"])
def test_who_all_and_a_witness_word_are_read_in_every_script(typed):
    from tareekh.agent.witnesses_heard import _EVIDENCE, _HOW_MANY, _WHO_ALL

    assert _WHO_ALL.search(typed) and _EVIDENCE.search(typed) and not _HOW_MANY.search(typed)


def test_how_many_in_a_script_is_a_count_not_this_listing():
    from tareekh.agent.witnesses_heard import _HOW_MANY

    assert _HOW_MANY.search("khurmi case e কতজন সাক্ষী কে কে?") and _HOW_MANY.search("எத்தனை சாட்சி யார் யார்?")
