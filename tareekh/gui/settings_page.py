"""Settings: home folder, LLM endpoint, OCR languages, thresholds, theme; "Test connection"."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tareekh.gui.first_run import MIN_PASSPHRASE
from tareekh.gui.ops import Op, error_text
from tareekh.gui.widgets import Card, esc, muted, page_layout, plain, scroll, title

if TYPE_CHECKING:  # the practice is imported on the worker, after the window is on screen
    from tareekh.gui.shell import Shell
    from tareekh.practice.types import (BackupReport, BankCapabilities, BankStats, DoctorReport, OcrLanguages,
                                        SettingsChanges)
    from tareekh.settings import Settings


# Settings keys as the fields of this page name them: messages never say "llm.base_url".
FIELD_LABELS = {
    "llm.base_url": "Base URL", "llm.model": "Model", "llm.vision_model": "Vision model",
    "llm.embedding_model": "Embedding model", "llm.api_key": "API key", "llm.timeout": "Timeout",
    "llm.vision_timeout": "Vision model time limit", "llm.vision_pages": "Vision model reads at most",
    "resolve.fuzzy_floor": "Fuzzy match floor", "resolve.auto_file_min": "File without review from score",
    "resolve.tie_margin": "Ask when two cases are within", "ocr_languages": "OCR languages",
    "lawyer_name": "Your name", "lock_after_minutes": "Lock after",
    # as pydantic names them inside the endpoint alone (Test connection)
    "base_url": "Base URL", "model": "Model", "vision_model": "Vision model", "api_key": "API key",
}
TIPS = {
    "fuzzy_floor": "How close a misspelt or misread name (“Seabreze”) must come to one of a case's names before "
                   "Tareekh offers that case at all, out of 100. Higher: fewer wrong guesses, more notes left "
                   "for you to match. Default 82.",
    "auto_file_min": "A note is filed without asking you only when its case is matched at least this well: 100 is "
                     "the case number, 95–99 one of the case's own names, below that a close spelling. Lower it "
                     "and more notes file on their own, with more risk of the wrong case. Default 95.",
    "tie_margin": "When two cases match a note almost equally well — within this many points of each other — "
                  "Tareekh asks you instead of choosing one. Default 3.",
    "ocr_languages": "Left at eng, Tareekh reads your photos in English and the scripts your practice writes: "
                     "those of your typed notes, chats and case names, and of the state your courts are in "
                     "(tareekh doctor says which, and why). Set your own as tesseract codes — eng (English), "
                     "hin (Hindi), kan (Kannada), tam (Tamil) … — and exactly those are used.",
}


def in_field_words(text: str) -> str:
    """A settings message with each key replaced by the field's name on this page."""
    for key in sorted((k for k in FIELD_LABELS if "." in k or "_" in k), key=len, reverse=True):
        text = re.sub(rf"(?<![\w.]){re.escape(key)}(?![\w.])", f"“{FIELD_LABELS[key]}”", text)
    return text.replace("settings: ", "", 1)


def _sentence(text: str) -> str:
    """A clause closed with a full stop (unless it ends with its own), so the next one reads as a sentence."""
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def form_card(heading: str, rows: list[tuple[str, QWidget]]) -> Card:
    """A card: the heading, then a form of (label, field) rows."""
    card = Card()
    card.body.addWidget(QLabel(heading))
    form = QFormLayout()
    for label, field in rows:
        form.addRow(label, field)
    card.body.addLayout(form)
    return card


def labels_explain(form: QFormLayout) -> None:
    """Each row's label gets its field's tooltip: the label explains as much as its field."""
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        shown, explained = (label.widget() if label else None), (field.widget() if field else None)
        if shown is not None and explained is not None:
            shown.setToolTip(explained.toolTip())


class SettingsPage(QWidget):
    def __init__(self, main: "Shell") -> None:
        super().__init__()
        self.main = main
        outer = page_layout(self)
        outer.addWidget(title("Settings"))
        content = QWidget()
        content.setMaximumWidth(860)
        col = QVBoxLayout(content)
        col.setContentsMargins(0, 0, 0, 0)

        self.home_label = plain(str(main.home))
        self.home_label.setToolTip("Start Tareekh with --home DIR (or TAREEKH_HOME) to use another practice")
        self.lawyer = QLineEdit()
        self.theme = QComboBox()
        self.theme.addItems(["light", "dark"])
        self.theme.currentTextChanged.connect(self.main.set_theme)
        self.search_mode = plain("…")
        self.search_mode.setObjectName("searchMode")
        self.search_mode.setToolTip("How Tareekh finds notes by meaning, not only by their words")
        self.lock_after = QSpinBox()
        self.lock_after.setRange(0, 24 * 60)
        self.lock_after.setSuffix(" minutes idle")
        self.lock_after.setSpecialValueText("never")
        self.lock_after.setToolTip("<p>An encrypted practice hides its pages after this many minutes without use, "
                                   "until its passphrase is typed again (from the next start). 0: never.</p>")
        practice_card = form_card("<b>Practice</b>", [
            ("Home folder", self.home_label), ("Your name", self.lawyer), ("Theme", self.theme),
            ("Search by meaning", self.search_mode), ("Lock after", self.lock_after)])
        self.practice_form = practice_card.findChild(QFormLayout)
        col.addWidget(practice_card)

        self.base_url = QLineEdit()
        self.base_url.setPlaceholderText("e.g. http://localhost:11434/v1 or https://api.openai.com/v1")
        self.model = QLineEdit()
        self.vision_model = QLineEdit()
        self.vision_model.setPlaceholderText("for handwriting (optional)")
        self.vision_timeout = QDoubleSpinBox()
        self.vision_timeout.setRange(1, 600)
        self.vision_timeout.setDecimals(0)
        self.vision_timeout.setSuffix(" s per page")
        self.vision_timeout.setToolTip("<p>How long the vision model may take over one photographed page; a "
                                       "page it has not read by then keeps its offline reading.</p>")
        self.vision_pages = QSpinBox()
        self.vision_pages.setRange(0, 10000)
        self.vision_pages.setSuffix(" pages per batch")
        self.vision_pages.setToolTip("<p>How many photographed pages of one batch the vision model reads. Pages past "
                                     "this limit keep their offline reading; 0 switches the vision model off.</p>")
        self.api_key = QLineEdit()
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.api_key.setPlaceholderText("kept for this session only unless you tick the box below")
        self.keep_key = QCheckBox("Remember the key in this computer's keychain")
        llm = form_card("<b>Language model</b> (optional: everything works offline without one)", [
            ("Base URL", self.base_url), ("Model", self.model), ("Vision model", self.vision_model),
            ("Vision model time limit", self.vision_timeout), ("Vision model reads at most", self.vision_pages),
            ("API key", self.api_key), ("", self.keep_key)])
        trow = QHBoxLayout()
        self.test_btn = QPushButton("Test connection")
        self.test_btn.clicked.connect(self.test_connection)
        trow.addWidget(self.test_btn)
        self.test_result = muted("")
        trow.addWidget(self.test_result, 1)
        llm.body.addLayout(trow)
        col.addWidget(llm)

        self.ocr_languages = QLineEdit()
        self.ocr_languages.setPlaceholderText("tesseract language codes, e.g. eng, eng+tel")
        self.fuzzy_floor = QDoubleSpinBox()
        self.auto_file_min = QDoubleSpinBox()
        self.tie_margin = QDoubleSpinBox()
        for spin, hi, key in ((self.fuzzy_floor, 100, "fuzzy_floor"), (self.auto_file_min, 100, "auto_file_min"),
                              (self.tie_margin, 50, "tie_margin")):
            spin.setRange(0, hi)
            spin.setDecimals(1)
            spin.setSuffix(" points")
            spin.setToolTip(f"<p>{esc(TIPS[key])}</p>")  # rich text: the tooltip wraps
        self.ocr_languages.setToolTip(f"<p>{esc(TIPS['ocr_languages'])}</p>")
        # the languages photos are read in NOW, said on the page: left at "eng" the field alone reads as English only,
        # though the practice's own scripts are added to it (the tooltip was the one place that said so)
        self.ocr_in_use = muted("")
        self.ocr_in_use.setObjectName("ocrInUse")
        self.ocr_in_use.setWordWrap(True)
        self.ocr_in_use.setTextFormat(Qt.TextFormat.PlainText)
        reading = form_card("<b>Reading and filing</b>", [
            ("OCR languages", self.ocr_languages), ("", self.ocr_in_use), ("Fuzzy match floor", self.fuzzy_floor),
            ("File without review from score", self.auto_file_min),
            ("Ask when two cases are within", self.tie_margin)])
        held = reading.body.itemAt(1)  # the card's body: its heading, then the form
        form = held.layout() if held is not None else None
        if isinstance(form, QFormLayout):
            labels_explain(form)
        col.addWidget(reading)

        self.memory_where = plain("…")
        self.memory_notes = muted("")
        self.memory_notes.setWordWrap(True)
        # moving the memory to a chamber's server is the setup of whoever runs that server (README), not a
        # lawyer's choice in the window: the card says where it is, without a terminal command
        memory = form_card("<b>Memory</b>", [("Kept in", self.memory_where), ("", self.memory_notes)])
        col.addWidget(memory)

        srow = QHBoxLayout()
        self.save_btn = QPushButton("Save")
        self.save_btn.setObjectName("primary")
        self.save_btn.clicked.connect(self.save)
        srow.addWidget(self.save_btn)
        self.saved = muted("")
        srow.addWidget(self.saved, 1)
        col.addLayout(srow)

        backup = Card()  # `tareekh backup`, in the window: a lawyer's laptop gets lost, the archive does not
        backup.body.addWidget(QLabel("<b>Backup</b>"))
        backup.body.addWidget(muted("One checked archive of the whole practice: cases, notes and their originals, "
                                    "the memory, chats and settings (never an API key). Keep it off this "
                                    "computer — a pen drive, another disk."))
        # a plain practice's archive may be sealed under a passphrase of its own (`tareekh backup --encrypt`); an
        # encrypted practice's always is, under the practice's passphrase
        erow = QHBoxLayout()
        self.backup_encrypt = QCheckBox("Encrypt the backup with a passphrase")
        self.backup_passphrase = QLineEdit()
        self.backup_passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.backup_passphrase.setPlaceholderText(f"at least {MIN_PASSPHRASE} characters; needed to restore it")
        self.backup_passphrase.setEnabled(False)
        self.backup_encrypt.toggled.connect(self.backup_passphrase.setEnabled)
        erow.addWidget(self.backup_encrypt)
        erow.addWidget(self.backup_passphrase, 1)
        backup.body.addLayout(erow)
        brow = QHBoxLayout()
        self.backup_btn = QPushButton("Back up now…")
        self.backup_btn.clicked.connect(self.choose_backup)
        brow.addWidget(self.backup_btn)
        self.backup_result = muted("")
        brow.addWidget(self.backup_result, 1)
        backup.body.addLayout(brow)
        col.addWidget(backup)

        about = Card()  # what this installation has: `tareekh doctor`, in the window
        about.body.addWidget(QLabel("<b>About</b>"))
        self.about = plain("Looking at this installation…")
        self.about.setObjectName("about")
        about.body.addWidget(self.about)
        col.addWidget(about)
        col.addStretch(1)
        outer.addWidget(scroll(content), 1)
        self.loaded = False

    def on_shown(self) -> None:
        if not self.loaded:
            Op(self, lambda p: p.settings).success(self.show_settings).run()
            self._load_ocr_in_use()
            Op(self, lambda p: p.memory_capabilities()).success(self.show_memory) \
                .failure(lambda exc: self.memory_where.setText(f"Cannot reach the memory: {error_text(exc)}")).run()
            Op(self, lambda p: p.memory_stats()).success(self.show_search_mode) \
                .failure(lambda exc: self.search_mode.setText(f"unknown: {error_text(exc)}")).run()
            Op(self, lambda p: p.encrypted).success(self.show_encrypted).run()
            Op(self, lambda p: p.doctor()).success(self.show_about) \
                .failure(lambda exc: self.about.setText(error_text(exc))).run()

    def _load_ocr_in_use(self) -> None:
        Op(self, lambda p: p.ocr_languages()).success(self.show_ocr_in_use) \
            .failure(lambda exc: self.ocr_in_use.setText(f"Photos are read in: unknown ({error_text(exc)})")).run()

    def show_ocr_in_use(self, reading: OcrLanguages) -> None:
        """The languages photos are read in now, and why: the lawyer's own setting, or the practice's scripts."""
        self.ocr_in_use.setText(f"Photos are read in {reading.summary()}.")

    def show_encrypted(self, encrypted: bool) -> None:
        """Only an encrypted practice locks when idle: a plain one is not offered a lock it never applies."""
        if self.practice_form is not None:
            self.practice_form.setRowVisible(self.lock_after, encrypted)
        self.backup_encrypt.setVisible(not encrypted)
        self.backup_passphrase.setVisible(not encrypted)

    def show_about(self, report: DoctorReport) -> None:
        """One line a part; a missing one says what it costs and what to install."""
        lines = [f"Tareekh {report.version}" + (" (app)" if report.frozen else f", Python {report.python}")
                 + f", {report.system}"]
        if report.waiting_uploads:
            lines.append(f"{report.waiting_uploads} file(s) wait for a program to read them (see Add notes).")
        for c in report.checks:
            if c.present:
                lines.append(f"✓ {c.name}" + (f": {c.detail}" if c.detail else ""))
            else:
                lines.append(f"✗ {c.name}" + (f" — without it: {_sentence(c.cost)}" if c.cost else "")
                             + (f" To add it: {_sentence(c.fix)}" if c.fix else ""))
        self.about.setText("\n".join(lines))

    def show_memory(self, caps: BankCapabilities) -> None:
        """Where the memory is and, in plain words, what it cannot do in its present mode."""
        kind = "this computer" if caps.backend == "embedded" else "a shared memory server"
        self.memory_where.setText(f"{kind}: {caps.where}")
        self.memory_notes.setText(" ".join(caps.notes))

    def show_search_mode(self, stats: BankStats) -> None:
        """Full or reduced search by meaning, said outright (never only in a log)."""
        text = stats.embedding_summary
        if not stats.embedding_full and stats.embedding_fix:
            text += f". {stats.embedding_fix}"
        self.search_mode.setText(text[:1].upper() + text[1:])
        self.search_mode.setProperty("state", "full" if stats.embedding_full else "reduced")
        self.search_mode.style().unpolish(self.search_mode)
        self.search_mode.style().polish(self.search_mode)

    def show_settings(self, s: Settings) -> None:
        self.loaded = True
        self.lawyer.setText(s.lawyer_name)
        self.lock_after.setValue(s.lock_after_minutes)
        self.base_url.setText(s.llm.base_url or "")
        self.model.setText(s.llm.model or "")
        self.vision_model.setText(s.llm.vision_model or "")
        self.vision_timeout.setValue(s.llm.vision_timeout)
        self.vision_pages.setValue(s.llm.vision_pages)
        self.api_key.setText(s.llm.api_key.get_secret_value() if s.llm.api_key else "")
        self.ocr_languages.setText(", ".join(s.ocr_languages))
        self.fuzzy_floor.setValue(s.resolve.fuzzy_floor)
        self.auto_file_min.setValue(s.resolve.auto_file_min)
        self.tie_margin.setValue(s.resolve.tie_margin)
        self.theme.blockSignals(True)
        self.theme.setCurrentText(str(self.main.state.value("theme", "light")))
        self.theme.blockSignals(False)

    def values(self) -> SettingsChanges:
        langs = [x.strip() for x in self.ocr_languages.text().replace("+", ",").split(",") if x.strip()]
        return {
            "lawyer_name": self.lawyer.text().strip() or "Advocate",
            "ocr_languages": langs or ["eng"],
            "lock_after_minutes": self.lock_after.value(),
            "llm": {
                "base_url": self.base_url.text().strip() or None,
                "model": self.model.text().strip() or "gpt-4o-mini",
                "vision_model": self.vision_model.text().strip() or None,
                "vision_timeout": self.vision_timeout.value(),
                "vision_pages": self.vision_pages.value(),
                "api_key": self.api_key.text() or None,
            },
            "resolve": {
                "fuzzy_floor": self.fuzzy_floor.value(),
                "auto_file_min": self.auto_file_min.value(),
                "tie_margin": self.tie_margin.value(),
            },
        }

    def save(self) -> None:
        values, keep = self.values(), self.keep_key.isChecked()
        self.saved.setText("Saving…")
        Op(self, lambda p: p.update_settings(values, keep_api_key=keep)) \
            .success(lambda _s: self._saved(keep or not values["llm"].get("api_key"))) \
            .failure(lambda exc: self.saved.setText(in_field_words(error_text(exc)))).run()

    def _saved(self, key_kept: bool) -> None:
        self.saved.setText("Saved." + ("" if key_kept else " The key is kept for this session only."))
        self._load_ocr_in_use()  # a new setting (or "eng" again) changes the languages photos are read in

    def choose_backup(self) -> None:
        """Ask where to write the archive (a new file), then write it on the worker."""
        sealed = self.backup_encrypt.isVisible() and self.backup_encrypt.isChecked()
        if sealed and len(self.backup_passphrase.text()) < MIN_PASSPHRASE:
            self.backup_result.setText(f"Not backed up: the passphrase is too short (at least {MIN_PASSPHRASE} "
                                       "characters).")
            return
        default = str(self.main.home.parent / f"tareekh-backup-{self.main.today.isoformat()}.zip")
        path, _ = QFileDialog.getSaveFileName(self, "Back up the practice", default, "Backups (*.zip)")
        if path:
            self.backup_to(path if path.lower().endswith(".zip") else path + ".zip")

    def backup_to(self, path: str) -> None:
        self.backup_btn.setEnabled(False)
        self.backup_result.setText("Backing up…")

        def done(report: BackupReport) -> None:
            self.backup_btn.setEnabled(True)
            size = f"{report.bytes / 1_048_576:.1f} MB" if report.bytes >= 1_048_576 else f"{report.bytes // 1024} KB"
            text = (f"Backed up {report.files} files ({report.originals} originals, {size}) to {report.archive}"
                    + (", encrypted." if report.encrypted else "."))
            if report.memory_not_included:
                text += f" Not in it: {report.memory_not_included}."
            self.backup_result.setText(text)

        def failed(exc: BaseException) -> None:
            self.backup_btn.setEnabled(True)
            self.backup_result.setText(f"Not backed up: {error_text(exc)}")

        sealed = self.backup_encrypt.isVisible() and self.backup_encrypt.isChecked()
        passphrase = self.backup_passphrase.text() if sealed else None
        Op(self, lambda p: p.backup(path, passphrase=passphrase), label="Backing up the practice…") \
            .success(done).failure(failed).run()

    def test_connection(self) -> None:
        llm = self.values()["llm"]
        if not llm.get("base_url"):
            self.test_result.setText("Fill in “Base URL” first: the address of your language model server.")
            return
        self.test_btn.setEnabled(False)
        self.test_result.setText("Connecting…")
        model = llm.get("model")

        def ok(models: list[str]) -> None:
            self.test_btn.setEnabled(True)
            self.test_result.setText(f"Connected: the server offers {len(models)} model(s)"
                                     + (f", including {esc(model)}." if model in models else "."))

        def bad(exc: BaseException) -> None:
            self.test_btn.setEnabled(True)
            self.test_result.setText(f"Could not connect: {in_field_words(error_text(exc))}")

        Op(self, lambda p: p.test_connection(llm)).success(ok).failure(bad).run()
