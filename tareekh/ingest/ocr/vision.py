"""Reading a page with a vision model through the configured OpenAI-compatible endpoint.

Used only when an LLM with a `vision_model` is configured. The local OCR still runs first: its word boxes
locate entries on the page, and its text is kept when the model fails or answers with nothing.
"""

from __future__ import annotations

import base64
import io
from typing import Any

from PIL import Image

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
