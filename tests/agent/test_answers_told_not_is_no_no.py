"""A lawyer's instruction of what not to do ("do not break the seal", "deewar nahi todna") is no record that the step
asked was not done: a yes or no asked of the step is never answered "No" from it; a line that states the step not
done still is. A small practice written for this test (invented names)."""

from __future__ import annotations

import re

import pytest

from tareekh.agent.told_not import without_prohibitions
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


@pytest.mark.parametrize("line", [
    "Client wants to reopen the godown - told him wait for the order, do not break the seal",
    "Told the client not to pay anything till the appeal is decided",
    "Client ko bola deewar nahi todna hai, stay ka wait karo",
    "क्लाइंट को कहा दीवार नहीं तोड़ना है",
    "ਕਲਾਇੰਟ ਨੂੰ ਕਿਹਾ ਕੰਧ ਨਹੀਂ ਤੋੜਨਾ",
])
def test_a_prohibition_is_blanked_before_a_line_is_read_for_its_no(line):
    left = without_prohibitions(line)
    assert not any(w in left.lower().split() for w in ("not", "nahi", "नहीं", "ਨਹੀਂ")), left


@pytest.mark.parametrize("line", ["Seal not removed yet", "rent nahi diya", "किराया जमा नहीं किया", "he did not pay",
                                  "witness nahi aane par adjourned", "they decided not to file the WS"])
def test_a_not_of_a_fact_is_kept(line):
    assert without_prohibitions(line) == line


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="O.S. No. 311 of 2025", short_name="Quraishi wall suit",
                      title="Ilyas Quraishi vs Tevrikhan Yadolkar", side="plaintiff"))
    practice.ingest_text("O.S. 311/2025 Quraishi wall suit - Yadolkar threatens demolition of the boundary wall. "
                         "Temporary injunction application moved. ND 12.03.2025",
                         name="w1 a.txt", case_id="W1", date="2025-02-10", author="me")
    practice.ingest_text("O.S. 311/2025 Quraishi wall suit - Injunction refused. Ilyas ko bola deewar khud nahi "
                         "todna, appeal ka wait karo. Told him do not demolish the wall himself. ND 20.04.2025",
                         name="w1 b.txt", case_id="W1", date="2025-03-12", author="me")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "told-not", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("asked", ["Quraishi wall suit mein deewar tod di gayi kya?",
                                   "Quraishi wall suit: was the wall demolished?"])
def test_an_instruction_not_to_do_the_step_is_no_no(pr, asked):
    a = pr.ask(asked, today="2025-03-20")
    assert not re.match(r"\s*No\b", first_line(a)), a.answer  # ("Not clearly on record" may stand)
