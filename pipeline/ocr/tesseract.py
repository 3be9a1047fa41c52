"""Tesseract 5 through tesserocr: words with their boxes and confidences, and page orientation.

The language data comes from the system's packages (Debian's ``tesseract-ocr`` and
``tesseract-ocr-script-latn``); ``.ci/services.sh`` installs them where they are absent. The
Latin-script model reads every language written in Latin letters with its diacritics (the
German, French, Spanish, Turkish names of KYC forms), which the English model turns into other
letters; it is the default where installed. ``DUALPATH_OCR_LANGUAGE`` chooses another (e.g.
``eng``), ``TESSDATA_PREFIX`` another data folder.
"""
from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from typing import Any

__all__ = ["OcrUnavailable", "Tesseract", "Word", "tessdata_dir"]

_TESSDATA_DIRS = ("/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata",
                  "/usr/share/tessdata", "/usr/local/share/tessdata")
_PREFERRED_LANGUAGES = ("Latin", "script/Latin", "eng")


class OcrUnavailable(RuntimeError):
    """Tesseract or its language data is not installed: a fault of the installation, not of a document."""


@dataclass(frozen=True, slots=True)
class Word:
    """One word as Tesseract read it: pixel box on the (upright) page image, confidence 0..1,
    and the number of the text line Tesseract put it in."""

    text: str
    left: int
    top: int
    right: int
    bottom: int
    confidence: float
    line: int

    @property
    def height(self) -> int:
        return self.bottom - self.top


def tessdata_dir() -> str | None:
    """The folder holding Tesseract's ``*.traineddata``: ``TESSDATA_PREFIX`` or a system one."""
    candidates = [os.environ["TESSDATA_PREFIX"]] if os.environ.get("TESSDATA_PREFIX") else []
    for folder in (*candidates, *_TESSDATA_DIRS):
        if os.path.isfile(os.path.join(folder, "osd.traineddata")) or any(
                os.path.isfile(os.path.join(folder, f"{lang}.traineddata")) for lang in _PREFERRED_LANGUAGES):
            return folder
    return None


def _language(folder: str) -> str:
    chosen = os.environ.get("DUALPATH_OCR_LANGUAGE")
    if chosen:
        if not all(os.path.isfile(os.path.join(folder, f"{part}.traineddata")) for part in chosen.split("+")):
            raise OcrUnavailable(f"DUALPATH_OCR_LANGUAGE={chosen} but its language data is not in {folder}; "
                                 "install the tesseract-ocr language package or unset the variable")
        return chosen
    for lang in _PREFERRED_LANGUAGES:
        if os.path.isfile(os.path.join(folder, f"{lang}.traineddata")):
            return lang
    raise OcrUnavailable(f"no Tesseract language data in {folder}; install tesseract-ocr-script-latn "
                         "(or tesseract-ocr-eng)")


class Tesseract:
    """One loaded Tesseract (a model load costs a few hundred ms, so it is kept and reused).
    Not thread-safe: one per thread, or a lock, as ``read`` takes."""

    def __init__(self) -> None:
        try:
            import tesserocr  # deferred: a native library, loaded only where pages are OCR'd
        except ImportError as exc:
            raise OcrUnavailable(f"tesserocr is not installed ({exc}); run `make venv`") from exc
        folder = tessdata_dir()
        if folder is None:
            raise OcrUnavailable("Tesseract's language data is not installed; install the Debian packages "
                                 "tesseract-ocr and tesseract-ocr-script-latn (`bash .ci/services.sh` does)")
        self.tessdata = folder
        self.language = _language(folder)
        self._tesserocr = tesserocr
        self._lock = threading.Lock()
        self._api = tesserocr.PyTessBaseAPI(path=folder, lang=self.language, psm=tesserocr.PSM.AUTO)
        self._osd: Any = None

    @property
    def name(self) -> str:
        return f"tesseract {self._tesserocr.tesseract_version().split()[1]} ({self.language})"

    def words(self, image: Any, *, single_block: bool = False, whitelist: str = "") -> list[Word]:
        """Every word Tesseract finds on ``image`` (a PIL image). ``single_block``: the image is one
        block of text (a cropped zone); ``whitelist``: the only characters it may read."""
        tr = self._tesserocr
        with self._lock:
            api = self._api
            api.SetPageSegMode(tr.PSM.SINGLE_BLOCK if single_block else tr.PSM.AUTO)
            api.SetVariable("tessedit_char_whitelist", whitelist)
            api.SetImage(image)
            api.Recognize()
            out: list[Word] = []
            iterator = api.GetIterator()
            line = -1
            if iterator is not None:
                level = tr.RIL.WORD
                for item in tr.iterate_level(iterator, level):
                    try:
                        text = item.GetUTF8Text(level)
                    except RuntimeError:  # tesserocr's "No text returned": an empty word
                        continue
                    box = item.BoundingBox(level)
                    if item.IsAtBeginningOf(tr.RIL.TEXTLINE):
                        line += 1
                    if not text or not text.strip() or box is None:
                        continue
                    out.append(Word(text.strip(), *box, confidence=max(0.0, min(1.0, item.Confidence(level) / 100.0)),
                                    line=max(line, 0)))
            api.Clear()
            return out

    def orientation(self, image: Any) -> tuple[int, float]:
        """(degrees to turn ``image`` counter-clockwise to make it upright: 0, 90, 180, 270, and
        Tesseract's confidence in it); (0, 0.0) where it cannot tell (too little text)."""
        if not os.path.isfile(os.path.join(self.tessdata, "osd.traineddata")):
            return 0, 0.0  # tesseract-ocr's osd data missing: pages are read as they lie
        tr = self._tesserocr
        with self._lock:
            if self._osd is None:
                self._osd = tr.PyTessBaseAPI(path=self.tessdata, lang="osd", psm=tr.PSM.OSD_ONLY)
            self._osd.SetImage(image)
            try:
                found = self._osd.DetectOrientationScript()
            except RuntimeError:
                found = None
            finally:
                self._osd.Clear()
        if not found:
            return 0, 0.0
        return int(found["orient_deg"]) % 360, float(found["orient_conf"])

    def close(self) -> None:
        with self._lock:
            self._api.End()
            if self._osd is not None:
                self._osd.End()
