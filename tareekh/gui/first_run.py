"""The first start on a new practice: keep it encrypted under a passphrase, or not (`tareekh encrypt` can
encrypt it later)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget,
)

MIN_PASSPHRASE = 8  # as `tareekh init --encrypt` asks


@dataclass(frozen=True)
class FirstRunChoice:
    """How a new practice is created: encrypted under `passphrase` (kept in the keychain when `keep`), or plain."""

    encrypt: bool
    passphrase: str | None = None
    keep: bool = False


class FirstRunDialog(QDialog):
    """Asks, once, whether a new practice is kept encrypted, and its passphrase typed twice."""

    def __init__(self, home: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Tareekh — a new practice")
        layout = QVBoxLayout(self)
        intro = QLabel(
            f"<p>A new practice will be kept in <b>{home}</b>.</p><p>Encrypted, its notes, photos and memory can "
            "be read only with its passphrase: a lost laptop or a copied folder gives nothing away. Without the "
            "passphrase (or a backup and its passphrase) the practice cannot be recovered.</p>")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.encrypt = QCheckBox("Encrypt this practice with a passphrase")
        self.encrypt.setChecked(True)
        layout.addWidget(self.encrypt)
        form = QFormLayout()
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
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.encrypt.toggled.connect(self._encrypt_toggled)

    def _encrypt_toggled(self, on: bool) -> None:
        for field in (self.passphrase, self.again, self.keep):
            field.setEnabled(on)
        self.message.setText("" if on else "Not encrypted: you can encrypt it later with `tareekh encrypt`.")

    def accept(self) -> None:
        """Closes only on a choice that can be carried out; otherwise says what is wrong."""
        if self.encrypt.isChecked():
            if len(self.passphrase.text()) < MIN_PASSPHRASE:
                self.message.setText(f"The passphrase is too short: use at least {MIN_PASSPHRASE} characters.")
                return
            if self.again.text() != self.passphrase.text():
                self.message.setText("The two passphrases differ: type the same one twice.")
                return
        super().accept()

    def choice(self) -> FirstRunChoice:
        if not self.encrypt.isChecked():
            return FirstRunChoice(encrypt=False)
        return FirstRunChoice(encrypt=True, passphrase=self.passphrase.text(), keep=self.keep.isChecked())
