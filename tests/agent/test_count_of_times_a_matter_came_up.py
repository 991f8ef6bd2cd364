""""How many times did the appeal come up" ("kitni baar lagi", "kiti vela laagli", "how many times was it listed")
counts the matter's hearings; time taken ("kitna time laga") stays time sought."""

from tareekh.agent.compose import _LISTED


def test_the_matter_coming_up_is_read():
    for q in ("Pelvanto ki revision kitni baar lag chuki", "Pelvanto appeal kiti vela laagli",
              "how many times was the Pelvanto appeal put up", "kitni dafa listed hua"):
        assert _LISTED.search(q.lower()), q


def test_other_words_are_not_it():
    for q in ("kitni baar time lag gaya", "Pelvanto ne kitni baar adjournment liya", "kitne gawah aaye",
              "lagaan kitna baaki"):
        assert not _LISTED.search(q.lower()), q
