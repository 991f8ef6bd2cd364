"""An order that issues notice (or a rule, or a warrant) "returnable on <date>" sends the matter back to the court on
that day: it is the next date, as the diary's "Ptd <date>" (posted) and "C/o <date>" (called on) are, and the
Latin-letter Tamil "vaidha <date>" (வாய்தா, the day given) in any of its spellings. A return "in four weeks", an
address "C/o <name>" and a warrant's sum fix no day. Written for this test: a Karnataka, a Punjab and an Odisha note
(the failing sets were a Gujarat High Court order and Tamil diaries). A junior's "<date> list aagum" (it will be
listed), in Tamil, Telugu or Bengali, gives the day too."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.dates import find_next_date

HEARD = date(2029, 3, 6)


@pytest.mark.parametrize("text, expected", [
    ("ORAL ORDER\nIssue notice to the respondents, returnable on 17.04.2029. Interim relief in terms of para 9(c).",
     date(2029, 4, 17)),
    ("Admitted. Notice to the State, returnable 19/04/2029. No interim.", date(2029, 4, 19)),
    ("Rule. Rule returnable by 23.04.2029.", date(2029, 4, 23)),
    ("BW against PW-2 Rs. 3,000, returnable on 25.04.29.", date(2029, 4, 25)),
    ("Dhamrait absent, Ld. counsel busy in Sessions. Ptd 27.4.29 for cross.", date(2029, 4, 27)),
    ("Record not received from the lower court. C/o 30.04.2029", date(2029, 4, 30)),
    ("Counter file pannala, judge kovam. Vaidha 2.5.29 counter.", date(2029, 5, 2)),
    ("Chief mudinjathu. Vaaidha 04.05.2029 cross.", date(2029, 5, 4)),
    # the day the matter "will be listed", typed after its date in the languages' future of being
    ("Sir, Court 3 la notice ordered. 11.05 list aagum", date(2029, 5, 11)),
    ("Counter ki time ichharu. 14/5 ki list avutundi", date(2029, 5, 14)),
    ("Reply file hoyni, 18.5 list hobe", date(2029, 5, 18)),
])
def test_a_returnable_posted_or_called_on_day_is_the_next_date(text, expected):
    found = find_next_date(text, hearing=HEARD)
    assert found is not None and found.value == expected, found


@pytest.mark.parametrize("text", [
    "Admitted. Notice, returnable in four weeks. No interim.",
    "Summons to D-2 C/o Ozvir Phangura, Qilla Mohalla. Steps in a week.",
    "Counter lo: returnable plots 2019 layout, 12 plots in all.",
])
def test_a_return_without_its_day_or_an_address_is_no_next_date(text):
    assert find_next_date(text, hearing=HEARD) is None
