""""Both" said of a client's matters asks of every one of them: the client's name is on each, though one carries it
in its own short name too. The word for "both" is read in any language the question tables hold; without it, the
matter whose own name the question says is the one asked."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.both_asked import BOTH_WORDS, both_asked
from tareekh.agent.question import status_asked, understand
from tareekh.practice import Practice
from tareekh.registry.models import Case, Client

TODAY = date(2026, 3, 2)


@pytest.fixture(scope="module")
def reg(tmp_path_factory):
    path = tmp_path_factory.mktemp("both") / "home"
    with Practice.open(path) as p:
        p.registry.add_person(Client(id="CL1", name="Yerawar Traders, Ausa (prop. Hrishikesh Tamboli)"))
        p.registry.add_person(Client(id="CL2", name="Bhimsen Ghorpade"))
        p.registry.add_case(Case(id="K1", number="S.C.C. 77 of 2025", short_name="Tamboli Ausa cheque case",
                                 title="Yerawar Traders vs Kashinath Kolekar", client_id="CL1", side="complainant"))
        p.registry.add_case(Case(id="K2", number="S.C.C. 912 of 2025", short_name="Kolekar brothers cheque case",
                                 title="Yerawar Traders vs Dattatray Kolekar", client_id="CL1", side="complainant"))
        p.registry.add_case(Case(id="K3", number="R.C.S. 40 of 2024", short_name="Ghorpade well suit",
                                 title="Bhimsen Ghorpade vs Gram Panchayat", client_id="CL2", side="plaintiff"))
        yield p.registry


@pytest.mark.parametrize("typed", [
    "tamboli sheth che donhi cheque case kuthe ahet",  # Marathi
    "tamboli seth ke dono cheque case ka haal",  # Hindi
    "tamboli na banne case nu shu thayu",  # Gujarati
    "tamboli babur dutoi case er ki holo",  # Bengali
    "both cheque cases of tamboli, where do they stand",
])
def test_both_asks_of_every_matter_of_the_client_named(reg, typed):
    assert set(understand(typed, registry=reg, today=TODAY).cases) == {"K1", "K2"}


def test_without_both_the_matter_whose_own_name_is_said_is_asked(reg):
    assert understand("tamboli cheque case ki next date", registry=reg, today=TODAY).cases == ["K1"]


def test_both_of_one_client_brings_in_no_other_client_s_matter(reg):
    assert "K3" not in understand("tamboli ke dono case ka status", registry=reg, today=TODAY).cases


def test_the_words_for_both_are_a_closed_class_of_every_script():
    for word in ("dono", "donhi", "banne", "ubhoy", "randum", "irandum", "iddaru", "ibbaru", "dovein", "দুটোই",
                 "ਦੋਵੇਂ", "இரண்டும்", "ಎರಡೂ", "രണ്ടും", "दोन्ही", "دونوں"):
        assert word in BOTH_WORDS, word
    assert not both_asked("tamboli cheque case ki next date".split())


@pytest.mark.parametrize("typed", ["tamboli ke dono case kahan hain", "kolekar cheque case ab kahan hai"])
def test_where_a_matter_is_asks_where_it_stands(typed):
    assert status_asked(typed)
