"""The first start on a new practice: keep it encrypted under a passphrase, or not (`tareekh encrypt` can
encrypt it later) — or restore the practice from a backup, as on a new laptop."""

from __future__ import annotations

from dataclasses import dataclass

from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout,
    QWidget,
)

MIN_PASSPHRASE = 8  # as `tareekh init --encrypt` asks


@dataclass(frozen=True)
class FirstRunChoice:
    """How a new practice is created: encrypted under `passphrase` (kept in the keychain when `keep`), or plain;
    or restored from the backup archive `restore_from` (`passphrase` then unlocks an encrypted backup)."""

    encrypt: bool
    passphrase: str | None = None
    keep: bool = False
    restore_from: str | None = None


class FirstRunDialog(QDialog):
    """Asks, once, whether a new practice is kept encrypted, and its passphrase typed twice."""

    def __init__(self, home: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Tareekh — a new practice")
        layout = QVBoxLayout(self)
        self.home = home
        self.intro = intro = QLabel(
            f"<p>A new practice will be kept in <b>{home}</b>.</p><p>Encrypted, its notes, photos and memory can "
            "be read only with its passphrase: a lost laptop or a copied folder gives nothing away. Without the "
            "passphrase (or a backup and its passphrase) the practice cannot be recovered.</p>")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.encrypt = QCheckBox("Encrypt this practice with a passphrase")
        self.encrypt.setChecked(True)
        layout.addWidget(self.encrypt)
        self.form = form = QFormLayout()
        self.passphrase = QLineEdit()
        self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphrase.setPlaceholderText(f"at least {MIN_PASSPHRASE} characters; a few words are best")
        self.again = QLineEdit()
        self.again.setEchoMode(QLineEdit.EchoMode.Password)
        form.addRow("Passphrase", self.passphrase)
        form.addRow("The same again", self.again)
        layout.addLayout(form)
        self.keep = QCheckBox("Keep the passphrase in this computer's keychain (the practice opens without asking)")
        layout.addWidget(self.keep)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.buttons = buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.restore = QPushButton("Restore from a backup…")
        self.restore.setToolTip("Bring back a practice saved with Settings → Backup, for example on a new laptop")
        buttons.addButton(self.restore, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.encrypt.toggled.connect(self._encrypt_toggled)
        self.restore.clicked.connect(self._pick_backup)
        self.backup: str | None = None
        self.backup_needs: str | None = None

    def _pick_backup(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Restore from a backup", str(Path.home()),
                                              "Tareekh backups (*.zip *.age);;All files (*)")
        if path:
            self.choose_backup(path)

    def choose_backup(self, path: str) -> None:
        """Restore from the archive at `path` instead of starting empty: a restored practice is kept as its
        backup was (encrypted or not), so only an encrypted backup's passphrase is asked, once."""
        from tareekh.practice import Practice

        self.backup, self.backup_needs = path, Practice.backup_locked(path)
        name = Path(path).name
        self.setWindowTitle("Tareekh — restore a practice")
        self.intro.setText(f"<p>The practice saved in <b>{name}</b> will be restored into <b>{self.home}</b>, "
                           "every file checked against the backup's list before any is written.</p>")
        for widget in (self.encrypt, self.keep):
            widget.setEnabled(False)
            widget.hide()
        self.form.setRowVisible(self.again, False)
        self.passphrase.setEnabled(self.backup_needs == "passphrase")
        self.form.setRowVisible(self.passphrase, self.backup_needs == "passphrase")
        self.passphrase.setPlaceholderText("the passphrase the backup was made with")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText("Restore")
        ok.setEnabled(self.backup_needs != "key file")
        self.restore.setText("Choose another backup…")
        self.resize(max(self.width(), 560), self.sizeHint().height())
        if self.backup_needs == "passphrase":
            self.message.setText(f"{name} is encrypted: type the passphrase it was made with.")
        elif self.backup_needs == "key file":
            self.message.setText(f"{name} is encrypted to a key file, which this window cannot use: restore it "
                                 "with `tareekh restore --identity KEYFILE`.")
        else:
            self.message.setText(f"{name} is not encrypted: the practice comes back as it was backed up.")

    def _encrypt_toggled(self, on: bool) -> None:
        for field in (self.passphrase, self.again, self.keep):
            field.setEnabled(on)
        self.message.setText("" if on else "Not encrypted: you can encrypt it later with `tareekh encrypt`.")

    def accept(self) -> None:
        """Closes only on a choice that can be carried out; otherwise says what is wrong."""
        if self.backup is not None:
            if self.backup_needs == "key file":
                return  # the message already says how
            if self.backup_needs == "passphrase" and not self.passphrase.text():
                self.message.setText("This backup is encrypted: type the passphrase it was made with.")
                return
            super().accept()
            return
        if self.encrypt.isChecked():
            if len(self.passphrase.text()) < MIN_PASSPHRASE:
                self.message.setText(f"The passphrase is too short: use at least {MIN_PASSPHRASE} characters.")
                return
            if self.again.text() != self.passphrase.text():
                self.message.setText("The two passphrases differ: type the same one twice.")
                return
        super().accept()

    def choice(self) -> FirstRunChoice:
        if self.backup is not None:
            return FirstRunChoice(encrypt=False, passphrase=self.passphrase.text() or None, restore_from=self.backup)
        if not self.encrypt.isChecked():
            return FirstRunChoice(encrypt=False)
        return FirstRunChoice(encrypt=True, passphrase=self.passphrase.text(), keep=self.keep.isChecked())
