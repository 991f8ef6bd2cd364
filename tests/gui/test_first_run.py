"""The first start on a new practice: encrypted under a passphrase typed twice, or plain."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog


def _dialog(qtbot, tmp_path):
    from tareekh.gui.first_run import FirstRunDialog

    dialog = FirstRunDialog(str(tmp_path / "home"))
    qtbot.addWidget(dialog)
    return dialog


def test_a_short_or_mistyped_passphrase_keeps_the_dialog_open_saying_why(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    assert dialog.encrypt.isChecked()  # encrypted unless the lawyer says otherwise
    dialog.passphrase.setText("short")
    dialog.again.setText("short")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and "too short" in dialog.message.text()
    dialog.passphrase.setText("monsoon court diary")
    dialog.again.setText("monsoon court dairy")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and "differ" in dialog.message.text()
    dialog.again.setText("monsoon court diary")
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    choice = dialog.choice()
    assert (choice.encrypt, choice.passphrase, choice.keep) == (True, "monsoon court diary", False)


def test_a_practice_chosen_encrypted_is_created_encrypted_and_its_passphrase_kept_when_asked(qtbot, tmp_path,
                                                                                             file_keychain):
    from tareekh.gui.app import ask_first_run, open_new_practice
    from tareekh.practice import Practice

    home = tmp_path / "home"
    dialog = _dialog(qtbot, tmp_path)
    dialog.passphrase.setText("monsoon court diary")
    dialog.again.setText("monsoon court diary")
    dialog.keep.setChecked(True)
    dialog.accept()
    practice = open_new_practice(home, dialog.choice())
    try:
        assert practice.encrypted
    finally:
        practice.close()
    assert Practice.passphrase_opens(home, "monsoon court diary") and not Practice.passphrase_opens(home, "wrong one")
    assert not Practice.needs_passphrase(home)  # kept in the keychain: it opens without asking
    assert ask_first_run(None, home) is None  # the practice exists: no first-run dialog again


def test_a_practice_chosen_plain_is_created_plain(qtbot, tmp_path):
    from tareekh.gui.app import open_new_practice

    dialog = _dialog(qtbot, tmp_path)
    dialog.encrypt.setChecked(False)
    assert not dialog.passphrase.isEnabled() and "tareekh encrypt" in dialog.message.text()
    dialog.accept()
    practice = open_new_practice(tmp_path / "home", dialog.choice())
    try:
        assert not practice.encrypted
    finally:
        practice.close()


def _backup_of_a_practice(tmp_path, passphrase=None):
    from tareekh.practice import Practice
    from tareekh.registry import Case

    with Practice.open(tmp_path / "old laptop") as old:
        old.registry.add_case(Case(id="K1", number="O.S. No. 41 of 2024", short_name="Bhandari well dispute",
                                   title="Kishan Bhandari vs Gram Panchayat"))
        old.backup(tmp_path / "practice-backup.zip", passphrase=passphrase)
    return tmp_path / "practice-backup.zip"


def test_a_new_laptop_restores_the_practice_from_a_backup_instead_of_starting_empty(qtbot, tmp_path):
    from tareekh.gui.app import open_new_practice
    from tareekh.practice import Practice

    archive = _backup_of_a_practice(tmp_path)
    dialog = _dialog(qtbot, tmp_path)
    dialog.choose_backup(str(archive))
    assert not dialog.encrypt.isEnabled()  # a restored practice is kept as its backup was
    assert "practice-backup.zip" in dialog.message.text()
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    choice = dialog.choice()
    assert choice.restore_from == str(archive)
    home = tmp_path / "home"
    practice = open_new_practice(home, choice)
    try:
        assert [c.short_name for c in practice.registry.list_cases()] == ["Bhandari well dispute"]
    finally:
        practice.close()
    assert Practice.exists(home) and archive.exists()  # the archive is read, never moved


def test_an_encrypted_backup_asks_its_passphrase_and_a_wrong_one_restores_nothing(qtbot, tmp_path):
    import pytest

    from tareekh.errors import TareekhError
    from tareekh.gui.app import open_new_practice
    from tareekh.gui.first_run import FirstRunChoice

    archive = _backup_of_a_practice(tmp_path, passphrase="ledger of the old court")
    dialog = _dialog(qtbot, tmp_path)
    dialog.choose_backup(str(archive))
    assert dialog.passphrase.isEnabled() and "passphrase" in dialog.message.text()
    dialog.accept()  # no passphrase typed: the dialog stays open and says so
    assert dialog.result() != QDialog.DialogCode.Accepted and "passphrase" in dialog.message.text()
    home = tmp_path / "home"
    with pytest.raises(TareekhError, match="passphrase"):
        open_new_practice(home, FirstRunChoice(encrypt=False, passphrase="not the one", restore_from=str(archive)))
    assert not home.exists() or not any(home.iterdir())  # nothing restored: the next start asks again
    dialog.passphrase.setText("ledger of the old court")
    dialog.accept()
    practice = open_new_practice(home, dialog.choice())
    try:
        assert practice.encrypted and [c.id for c in practice.registry.list_cases()] == ["K1"]
    finally:
        practice.close()
