"""A question asks for a list of the lawyer's matters when it says "which" in the place its language puts it — after
the word for a case in the Dravidian languages ("<thing> case lu evi", "<thing> ulla case ethokke"), or before the
case word with its locative ending ("endha case-la", "yaava case-alli", "ethokke casil") — or asks for a list of them
("… matters ki list do", "list all cases where …"); not when "which" asks of another noun after the case ("case me
kaun kaun se gawah"), a singular "which" asks of the case's court, or the list is the court's cause list or a matter
said to be listed."""

from __future__ import annotations

import pytest

from tareekh.agent.tally import asks_matters


@pytest.mark.parametrize("question", [
    "warrant poyathu endha case-la",  # Tamil, which-before with the locative
    "yaava case-alli costs haakidru",  # Kannada
    "ethokke casil interim order undu",  # Malayalam
    "stay unna case lu evi",  # Telugu, which-after
    "bond pending ulla case ethokke",  # Malayalam, which-after
    "evidence closed matters ki list do",  # Hindi, a list asked for
    "list all cases where costs were imposed",
    "costs wale case-gulor list dao",  # Bengali
])
def test_a_list_of_matters_is_asked(question):
    assert asks_matters(question)


@pytest.mark.parametrize("question", [
    "Dharampeth case me kaun kaun se gawah gairhazir rahe",  # which witnesses, of one case
    "case edi court lo undi",  # which court
    "kal ki cause list dikhao",
    "Dharampeth case list hua kya",  # a matter said to be listed
    "Dharampeth case kab list hoga",
])
def test_a_which_or_a_list_of_something_else_asks_no_list_of_matters(question):
    assert not asks_matters(question)
