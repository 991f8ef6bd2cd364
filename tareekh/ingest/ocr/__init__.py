"""OCR engines behind one seam (`base.OcrEngine`), page preparation, and the per-page choice of engine."""

from tareekh.ingest.ocr.base import NullEngine, OcrEngine, OcrEngineError, OcrResult

__all__ = ["NullEngine", "OcrEngine", "OcrEngineError", "OcrResult"]
