"""Reading a page with a vision model through the configured OpenAI-compatible endpoint.

Used only when an LLM with a `vision_model` is configured. The local OCR still runs first: its word boxes
locate entries on the page (the model's words are aligned to them, `align_words`), and its text is kept when
the model fails, times out, refuses or answers with nothing (`vision_page` says why, for a visible note).
"""

from __future__ import annotations

import base64
import difflib
import io
import re
from typing import Any

from PIL import Image

from tareekh.ingest.models import Page, Word

AGREED_CONF = 95.0  # a word the model and the local engine read alike
DISAGREED_CONF = 50.0  # a word they read differently: shown as unsure, for the lawyer to check
_REFUSAL = re.compile(r"^\W*(i'?m sorry|sorry|i can(no|')t|i am (unable|not able)|i'?m (unable|not able)|as an ai|"
                      r"unfortunately|i won'?t)\b", re.I)

PROMPT = (
    "Transcribe all text in this image exactly as written. It is a lawyer's handwritten court-diary page, a "
    "notebook page or a scanned court document. Keep the line order and the wording; keep abbreviations and "
    "numbers exactly as written (case numbers, dates, amounts, exhibit marks). Skip struck-through words. Keep a "
    "printed date header if there is one. Put an empty line between separate matters or docket entries. Reply "
    "with the text only, no comments."
)
MAX_SIDE = 1600


def _data_url(image: Image.Image) -> str:
    im = image.convert("RGB")
    if max(im.size) > MAX_SIDE:
        s = MAX_SIDE / max(im.size)
        im = im.resize((int(im.size[0] * s), int(im.size[1] * s)), Image.Resampling.LANCZOS)
    buf = io.BytesIO()
    im.save(buf, "JPEG", quality=85)
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def vision_model(llm: Any) -> str | None:
    """The vision model name when `llm` is an `LLM` configured with one, else None."""
    settings = getattr(llm, "settings", None)
    return getattr(settings, "vision_model", None) if settings is not None else None


def read_with_vision(llm: Any, image: Image.Image) -> str:
    """The page's text as the vision model reads it. Raises `LLMError` (from the LLM wrapper) on failure."""
    messages = [{
        "role": "user",
        "content": [
            {"type": "text", "text": PROMPT},
            {"type": "image_url", "image_url": {"url": _data_url(image)}},
        ],
    }]
    text = llm.complete(messages, model=vision_model(llm), temperature=0)
    text = text.strip().strip("`").strip()
    return text.replace("\r\n", "\n") + "\n" if text else ""


def vision_page(page: Page, image: Image.Image, llm: Any) -> tuple[Page, str | None]:
    """`page` read by the vision model, its words aligned to the local boxes; or `page` unchanged and the
    reason (for the upload's note) when the model failed, timed out, refused or read nothing."""
    from tareekh.llm import LLMError

    try:
        text = read_with_vision(llm, image)
    except LLMError as exc:
        return page, f"the vision model could not read page {page.number} ({exc}); the offline reading is kept"
    if not text.strip():
        return page, f"the vision model read nothing on page {page.number}; the offline reading is kept"
    if refused(text, page.text):
        first = " ".join(text.split())[:80]
        return page, (f"the vision model declined page {page.number} (\"{first}\"); the offline reading is kept")
    words = align_words(text, page.words)
    return page.model_copy(update={"text": text, "words": words, "engine": "llm-vision",
                                   "raw_text": page.raw_text or page.text}), None


def refused(text: str, ocr_text: str) -> bool:
    """A model's answer that is a refusal or an apology rather than the page: it starts like one and shares
    little with what the local engine read."""
    if not _REFUSAL.match(text.strip()):
        return False
    ours, theirs = set(_tokens(ocr_text)), _tokens(text)
    shared = sum(1 for t in theirs if t in ours)
    return shared < 0.5 * max(1, len(theirs))


def _tokens(text: str) -> list[str]:
    return [re.sub(r"[^0-9a-z]", "", t.lower()) for t in text.split() if re.sub(r"[^0-9a-z]", "", t.lower())]


def align_words(text: str, ocr_words: list[Word]) -> list[Word]:
    """The words of `text` (one `line` per non-blank line) with boxes taken from the local reading's words
    they align to; a word the two readings disagree on is marked unsure (`DISAGREED_CONF`)."""
    lines = [line.split() for line in text.splitlines() if line.strip()]
    flat = [(li, w) for li, ws in enumerate(lines) for w in ws]
    ours = [_norm(w.text) for w in ocr_words]
    theirs = [_norm(w) for _, w in flat]
    match: list[int | None] = [None] * len(flat)
    same = [False] * len(flat)
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, theirs, ours, autojunk=False).get_opcodes():
        if op == "equal":
            for k in range(i2 - i1):
                match[i1 + k], same[i1 + k] = j1 + k, True
        elif op == "replace":
            for k in range(i2 - i1):  # spread the model's words over the local words they replace
                match[i1 + k] = j1 + min(j2 - j1 - 1, k * (j2 - j1) // max(1, i2 - i1))
    out: list[Word] = []
    for k, (li, w) in enumerate(flat):
        j = match[k]
        if j is None:  # a word only the model read: placed where its line's neighbours are
            j = next((match[n] for n in range(k - 1, -1, -1) if flat[n][0] == li and match[n] is not None), None)
            if j is None:
                j = next((match[n] for n in range(k + 1, len(flat)) if flat[n][0] == li and match[n] is not None),
                         None)
        box = ocr_words[j].box if j is not None else None
        out.append(Word(text=w, conf=AGREED_CONF if same[k] else DISAGREED_CONF, box=box, line=li))
    return out


def _norm(word: str) -> str:
    return re.sub(r"[^0-9a-z]", "", word.lower()) or word
