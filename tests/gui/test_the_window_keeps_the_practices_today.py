"""The window's 'today' is the practice's today: TAREEKH_TODAY (a lawyer's or the bench's fixed day) or --today
reaches the Today page, the case page's 'passed' and the chat's answers alike, never the computer's date."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate


def test_the_window_opened_without_a_day_takes_the_practices_today(qtbot, demo_home, monkeypatch):
    from tareekh import clock
    from tareekh.gui.window import MainWindow
    from tareekh.practice import Practice

    monkeypatch.setenv(clock.ENV, "2031-03-14")
    practice = Practice.open(demo_home)
    win = MainWindow(practice, restore_state=False)
    qtbot.addWidget(win)
    win.show()
    win.start("today")
    win.runner.wait_idle(30)
    try:
        assert win.today == date(2031, 3, 14)
        assert win.pages["today"].date_edit.date() == QDate(2031, 3, 14)
    finally:
        win.close()
        practice.close()


def test_the_apps_today_option_becomes_the_practices_today(monkeypatch, tmp_path):
    """--today is read into the clock every room asks (answers count 'due' and 'last week' from it)."""
    from tareekh import clock
    from tareekh.gui import app

    monkeypatch.delenv(clock.ENV, raising=False)
    monkeypatch.setattr(app, "_install_excepthook", lambda *a: (_ for _ in ()).throw(SystemExit(0)))
    try:
        app.main(["--home", str(tmp_path / "h"), "--today", "2030-02-05", "--screenshot", str(tmp_path / "x.png")])
    except SystemExit:
        pass
    assert clock.today() == date(2030, 2, 5)
