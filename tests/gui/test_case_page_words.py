"""The case page in words a lawyer writes: a next date the case list gave says where it came from, with no
"was —" for a previous date there never was; the case search's hint is whole at a laptop's width."""

from __future__ import annotations


def test_a_first_next_date_names_its_source_without_a_dash_for_no_previous_date(window, qtbot):
    page = window.go("cases")
    qtbot.waitUntil(lambda: page.list.count() == 12, timeout=10000)
    page.open_case("C09")
    qtbot.waitUntil(lambda: page.panel.bundle is not None and page.panel.case_id == "C09", timeout=10000)
    history = page.panel.history.text()
    assert "from " in history, history
    assert "was —" not in history and "was &#8212;" not in history, history


def test_the_case_search_hint_is_whole_at_a_laptops_width(window, qtbot):
    window.resize(1280, 800)
    page = window.go("cases")
    qtbot.waitUntil(lambda: page.list.count() == 12, timeout=10000)
    window.runner.wait_idle(10)
    search = page.search
    hint = search.placeholderText()
    room = search.contentsRect().width() - search.textMargins().left() - search.textMargins().right() - 30
    assert search.fontMetrics().horizontalAdvance(hint) <= room, (hint, room)
    assert "party" in search.toolTip()  # what it searches is still said, on hover
