"""Tesseract 5 through tesserocr: words with their boxes and confidences, and page orientation.

The language data comes from the system's packages (Debian's ``tesseract-ocr`` and
``tesseract-ocr-script-latn``); ``.ci/ocr.sh`` installs them where they are absent. The
Latin-script model reads every language written in Latin letters with its diacritics (the
German, French, Spanish, Turkish names of KYC forms), which the English model turns into other
letters; it is the default where installed. ``DUALPATH_OCR_LANGUAGE`` chooses another (e.g.
``eng``), ``TESSDATA_PREFIX`` another data folder.
"""
from __future__ import annotations

import os
import threading
import unicodedata
from dataclasses import dataclass
from typing import Any

__all__ = ["OcrUnavailable", "Tesseract", "TesseractPool", "Word", "tessdata_dir"]

_TESSDATA_DIRS = ("/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata",
                  "/usr/share/tessdata", "/usr/local/share/tessdata")
_PREFERRED_LANGUAGES = ("Latin", "script/Latin", "eng")


#: A letter with a diacritic read with less symbol confidence than this is read as its base letter.
#: On noisy scans the Latin-script model puts accents on plain letters ("CONTAÏNERS", "TỌ"); the
#: accents a page really prints are read surer (all at 0.966 or more on the design scans, the
#: invented ones spread from 0.74 to 0.99, two thirds of them below the cut).
DOUBTFUL_DIACRITIC = 0.965


def _plain(symbol: str, confidence: float) -> str:
    """``symbol`` without its diacritic when Tesseract doubts it (``DOUBTFUL_DIACRITIC``)."""
    if symbol.isascii() or confidence >= DOUBTFUL_DIACRITIC:
        return symbol
    base = unicodedata.normalize("NFKD", symbol)[0]
    return base if base.isascii() and base.isalpha() else symbol


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
    Each call takes its lock; ``TesseractPool`` keeps one per thread to read a page's bands at once."""

    def __init__(self, *, invert: bool = True) -> None:
        """``invert``: Tesseract reads a line it is unsure of a second time as white on black
        (``tessedit_do_invert``)."""
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
        if not invert:   # Tesseract 5.5 reads lines under ``invert_threshold`` inverted as well
            self._api.SetVariable("tessedit_do_invert", "0")
            self._api.SetVariable("invert_threshold", "0")
        # Sauvola's local threshold instead of one Otsu level for the page: a photocopy's grey
        # background, shaded cells and a stamp's tint darken parts of a page unevenly.
        self._api.SetVariable("thresholding_method", "2")
        self._osd: Any = None

    @property
    def name(self) -> str:
        return f"tesseract {self._tesserocr.tesseract_version().split()[1]} ({self.language})"

    def words(self, image: Any, *, layout: str = "auto", whitelist: str = "") -> list[Word]:
        """Every word Tesseract finds on ``image`` (a PIL image). ``layout``: how Tesseract segments
        it ("auto" finds blocks and columns, "block" takes the image as one block of text lines,
        "sparse" finds text wherever it stands); ``whitelist``: the only characters it may read."""
        tr = self._tesserocr
        modes = {"auto": tr.PSM.AUTO, "block": tr.PSM.SINGLE_BLOCK, "sparse": tr.PSM.SPARSE_TEXT}
        with self._lock:
            api = self._api
            api.SetPageSegMode(modes[layout])
            api.SetVariable("tessedit_char_whitelist", whitelist)
            api.SetImage(image)
            api.Recognize()
            out: list[Word] = []
            iterator = api.GetIterator()
            line = -1
            if iterator is not None:
                # symbol by symbol, so that each letter's own confidence can judge its accent
                word: list[str] = []
                box: Any = None
                confidence = 0.0
                for item in tr.iterate_level(iterator, tr.RIL.SYMBOL):
                    if item.IsAtBeginningOf(tr.RIL.WORD):
                        if word and box is not None:
                            out.append(Word("".join(word).strip(), *box, confidence=confidence, line=max(line, 0)))
                        word, box = [], item.BoundingBox(tr.RIL.WORD)
                        confidence = max(0.0, min(1.0, item.Confidence(tr.RIL.WORD) / 100.0))
                        if item.IsAtBeginningOf(tr.RIL.TEXTLINE):
                            line += 1
                    try:
                        symbol = item.GetUTF8Text(tr.RIL.SYMBOL)
                    except RuntimeError:  # tesserocr's "No text returned": an empty symbol
                        continue
                    if symbol:
                        word.append(_plain(symbol, item.Confidence(tr.RIL.SYMBOL) / 100.0))
                if word and box is not None:
                    out.append(Word("".join(word).strip(), *box, confidence=confidence, line=max(line, 0)))
                out = [w for w in out if w.text]
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



#: A band shorter than this (pixels) is not split further: splitting a text line costs more than it saves.
_MIN_BAND_HEIGHT = 400


def _band_cuts(image: Any, n: int) -> list[int]:
    """Rows at which to cut ``image`` into ``n`` bands holding about equal shares of its text, each
    cut at the row with the least ink near its share's edge, so that no line of text is cut.
    Tesseract's time follows the characters it reads, not the band's height: a form's text often
    fills the top of its page, and bands of equal height then left one thread reading most of it."""
    import numpy as np

    grey = np.asarray(image.convert("L"), dtype=np.int32)
    ink = (255 - grey).sum(axis=1)
    dark = grey < 128
    # edges of dark runs along each row: about proportional to the characters a row holds, where a
    # solid block (a photograph, a black box) counts little though it holds much ink
    strokes = (dark[:, 1:] & ~dark[:, :-1]).sum(axis=1).astype(np.float64)
    height = grey.shape[0]
    total = float(strokes.sum())
    cumulative = np.cumsum(strokes)
    window = height // 20
    cuts = [0]
    for k in range(1, n):
        target = int(np.searchsorted(cumulative, total * k / n)) if total else height * k // n
        lo, hi = max(cuts[-1] + 1, target - window), min(height - 1, target + window)
        if hi <= lo:
            cuts.append(min(height - 1, max(cuts[-1] + 1, target)))
            continue
        rows = np.arange(lo, hi)
        # the least ink, and of rows with as little, the one nearest the target
        best = np.lexsort((np.abs(rows - target), ink[lo:hi]))[0]
        cuts.append(int(rows[best]))
    return cuts + [height]


class TesseractPool:
    """Tesseracts reading horizontal bands of one page at once, one thread each (tesserocr lets go
    of the GIL while Tesseract works): a page's OCR in about 1/n of the time on n free cores.
    Reads like a ``Tesseract``."""

    def __init__(self, n: int, **settings: Any) -> None:
        from concurrent.futures import ThreadPoolExecutor

        self.engines = [Tesseract(**settings) for _ in range(max(1, n))]
        self._threads = ThreadPoolExecutor(len(self.engines), thread_name_prefix="ocr") if n > 1 else None

    @property
    def name(self) -> str:
        return self.engines[0].name

    def orientation(self, image: Any) -> tuple[int, float]:
        return self.engines[0].orientation(image)

    def words(self, image: Any, *, layout: str = "auto", whitelist: str = "") -> list[Word]:
        """``Tesseract.words`` of the page, its bands read in parallel; boxes in page pixels and
        line numbers unique across bands."""
        n = min(len(self.engines), max(1, image.height // _MIN_BAND_HEIGHT))
        if n == 1 or self._threads is None:
            return self.engines[0].words(image, layout=layout, whitelist=whitelist)
        cuts = _band_cuts(image, n)
        bands = [(image.crop((0, top, image.width, bottom)), top) for top, bottom in zip(cuts, cuts[1:])]
        futures = [self._threads.submit(engine.words, band, layout=layout, whitelist=whitelist)
                   for engine, (band, _) in zip(self.engines, bands)]
        out: list[Word] = []
        for number, (future, (_, top)) in enumerate(zip(futures, bands)):
            out += [Word(w.text, w.left, w.top + top, w.right, w.bottom + top, w.confidence,
                         line=number * 100_000 + w.line) for w in future.result()]
        return out
