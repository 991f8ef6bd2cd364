"""A judge's habit stated first: the act the answer found on several hearings leads, once, with how often and its
days, before the one-off acts (agent/habit_lead.py)."""

from tareekh.agent.habit_lead import habit_first


def test_the_same_costs_on_three_hearings_lead_as_the_habit_with_how_often():
    tags = ["Court asked: why was the tender cancelled? (3 Feb 2031) [1]",
            "costs of Rs. 2,500 (17 Mar 2031) [2]",
            "Judge garu kopaginchaaru (2 Apr 2031) [3]",
            "costs of Rs. 2,500 (5 May 2031) [4]",
            "costs of Rs. 2,500 (9 Jun 2031) [5]"]
    out = habit_first(tags, [True, True, False, True, True])
    assert out[0] == "most often costs of Rs. 2,500, three times (17 Mar 2031, 5 May 2031, 9 Jun 2031) [2, 4, 5]"
    # the one-off acts follow in their order, none lost
    assert out[1:] == [tags[0], tags[2]]


def test_acts_of_one_kind_read_as_events_are_one_habit_each_told():
    tags = ["an interim order: residence of the child with the mother (11 Jan 2031) [1]",
            "Madam ne dono ko counselling bheja (8 Feb 2031) [2]",
            "an interim order: visits on alternate Saturdays (1 Mar 2031) [3]"]
    out = habit_first(tags, [True, False, True])
    assert out[0].startswith("most often an interim order, two times (11 Jan 2031, 1 Mar 2031) [1, 3]")
    assert "residence of the child" in out[0] and "alternate Saturdays" in out[0]
    assert out[1:] == [tags[1]]


def test_a_note_s_line_with_a_colon_is_no_kind_of_act():
    # two remarks of the note that happen to open on a word and a colon are two remarks, not one habit
    tags = ["Saheb: where is the panchnama? (4 Apr 2031) [1]", "Saheb: file the map (9 May 2031) [2]"]
    assert habit_first(tags, [False, False]) == tags


def test_nothing_recurs_nothing_changes():
    tags = ["a bailable warrant (BW) (2 Feb 2031) [1]", "costs of Rs. 700 (3 Mar 2031) [2]"]
    assert habit_first(tags, [True, True]) == tags
    # one act twice on one day is one hearing, no habit
    same_day = ["costs of Rs. 700 (3 Mar 2031) [1]", "costs of Rs. 700 (3 Mar 2031) [2]"]
    assert habit_first(same_day, [True, True]) == same_day
