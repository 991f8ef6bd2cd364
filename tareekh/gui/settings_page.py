"""Settings: home folder, LLM endpoint, OCR languages, thresholds, theme; "Test connection"."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tareekh.gui.ops import Op, error_text
from tareekh.gui.widgets import Card, esc, muted, page_layout, plain, scroll, title


def _test_connection(p: Any, llm_settings: Any) -> list[str]:
    """On the worker: ask the endpoint for its models (through the Practice if it offers it)."""
    if hasattr(p, "test_connection"):
        return p.test_connection(llm_settings)
    from tareekh.llm import LLM

    return LLM(llm_settings).test_connection()


def _save(p: Any, values: dict, keep_key: bool) -> Any:
    """On the worker: validate, write settings.toml (no key unless asked), and use the new settings now."""
    from pydantic import ValidationError

    from tareekh.errors import InputError
    from tareekh.settings import Settings, save_settings

    data = p.settings.model_dump()
    data["llm"].update(values["llm"])
    data["resolve"].update(values["resolve"])
    data["ocr_languages"] = values["ocr_languages"]
    data["lawyer_name"] = values["lawyer_name"]
    try:
        new = Settings.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise InputError(f"settings: {'.'.join(map(str, first['loc']))}: {first['msg']}") from None
    save_settings(p.home, new, keep_api_key=keep_key)
    p.settings = new
    registry = p.__dict__.get("registry")  # the open registry resolves with the thresholds it was given
    if registry is not None and hasattr(registry, "thresholds"):
        registry.thresholds = new.resolve
    return new


def form_card(heading: str, rows: list[tuple[str, QWidget]]) -> Card:
    """A card: the heading, then a form of (label, field) rows."""
    card = Card()
    card.body.addWidget(QLabel(heading))
    form = QFormLayout()
    for label, field in rows:
        form.addRow(label, field)
    card.body.addLayout(form)
    return card


class SettingsPage(QWidget):
    def __init__(self, main: Any) -> None:
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
        col.addWidget(form_card("<b>Practice</b>", [
            ("Home folder", self.home_label), ("Your name", self.lawyer), ("Theme", self.theme)]))

        self.base_url = QLineEdit()
        self.base_url.setPlaceholderText("e.g. http://localhost:11434/v1 or https://api.openai.com/v1")
        self.model = QLineEdit()
        self.vision_model = QLineEdit()
        self.vision_model.setPlaceholderText("for handwriting (optional)")
        self.vision_timeout = QDoubleSpinBox()
        self.vision_timeout.setRange(1, 600)
        self.vision_timeout.setDecimals(0)
        self.vision_timeout.setSuffix(" s per page")
        self.vision_pages = QSpinBox()
        self.vision_pages.setRange(0, 10000)
        self.vision_pages.setSuffix(" pages per batch")
        self.vision_pages.setToolTip("Pages past this limit keep their offline reading; 0 switches the vision model off")
        self.api_key = QLineEdit()
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.api_key.setPlaceholderText("kept for this session only unless you tick the box below")
        self.keep_key = QCheckBox("Save the key in plain text in settings.toml")
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
        for spin, hi in ((self.fuzzy_floor, 100), (self.auto_file_min, 100), (self.tie_margin, 50)):
            spin.setRange(0, hi)
            spin.setDecimals(1)
        col.addWidget(form_card("<b>Reading and filing</b>", [
            ("OCR languages", self.ocr_languages), ("Fuzzy match floor", self.fuzzy_floor),
            ("File without review from score", self.auto_file_min),
            ("Ask when two cases are within", self.tie_margin)]))

        srow = QHBoxLayout()
        self.save_btn = QPushButton("Save")
        self.save_btn.setObjectName("primary")
        self.save_btn.clicked.connect(self.save)
        srow.addWidget(self.save_btn)
        self.saved = muted("")
        srow.addWidget(self.saved, 1)
        col.addLayout(srow)
        col.addStretch(1)
        outer.addWidget(scroll(content), 1)
        self.loaded = False

    def on_shown(self) -> None:
        if not self.loaded:
            Op(self, lambda p: p.settings).success(self.show_settings).run()

    def show_settings(self, s: Any) -> None:
        self.loaded = True
        self.lawyer.setText(s.lawyer_name)
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

    def values(self) -> dict:
        langs = [x.strip() for x in self.ocr_languages.text().replace("+", ",").split(",") if x.strip()]
        return {
            "lawyer_name": self.lawyer.text().strip() or "Advocate",
            "ocr_languages": langs or ["eng"],
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
        Op(self, lambda p: _save(p, values, keep)) \
            .success(lambda _s: self.saved.setText("Saved." + ("" if keep or not values["llm"]["api_key"] else
                                                              " The key is kept for this session only."))) \
            .failure(lambda exc: self.saved.setText(error_text(exc))).run()

    def test_connection(self) -> None:
        from tareekh.settings import LLMSettings

        v = self.values()["llm"]
        try:
            llm_settings = LLMSettings(**{k: val for k, val in v.items() if val is not None})
        except Exception as exc:  # noqa: BLE001 - pydantic names the field
            self.test_result.setText(f"Not a valid endpoint: {exc}")
            return
        self.test_btn.setEnabled(False)
        self.test_result.setText("Connecting…")

        def ok(models: list[str]) -> None:
            self.test_btn.setEnabled(True)
            self.test_result.setText(f"Connected: the server offers {len(models)} model(s)"
                                     + (f", including {esc(llm_settings.model)}." if llm_settings.model in models else "."))

        def bad(exc: BaseException) -> None:
            self.test_btn.setEnabled(True)
            self.test_result.setText(f"Could not connect: {error_text(exc)}")

        Op(self, lambda p: _test_connection(p, llm_settings)).success(ok).failure(bad).run()
