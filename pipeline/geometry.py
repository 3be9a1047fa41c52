"""Where each character of a page's text stands on the page (picklable; no pypdf import at module level).

``PageGeometry`` gives, per character of the page text the pipeline reads (``pipeline.ingest.page_text``),
its left edge ``x``, its baseline's distance from the top of the page ``y``, its advance ``w`` and its
font size, each in half-points in an ``array('h')``. A character the extraction inserted (the newline
between two lines, the space pypdf puts between two pieces of a line) has ``x == y == -1``: it stands
nowhere.

Coordinates are those of the page as a viewer shows it: the crop box, its ``/Rotate`` (0, 90, 180,
270) applied, origin at the top-left corner, y growing downwards, in points (1/72 inch).

A text layer's geometry comes from pypdf's ``visitor_text`` callback (``GeometryRecorder``): it is
called with pieces of text whose concatenation is exactly what ``extract_text`` returns, each with the
text matrix and the current transformation matrix at its start; the piece starts at ``tm x cm``, and
the characters after the first are placed by the font's widths (``/Widths``, ``/W``, or the standard
14 fonts' metrics, as pypdf reads them), else by half an em. A scanned page's geometry comes from the
OCR words' boxes (``from_ocr``), each word's characters spread evenly over its box.

What crosses the worker's pipe is per piece, not per character (a start, an origin, a direction, a
scale, a font; about 40 bytes a piece, and the widths of the characters each font prints): the
ingest worker does work per piece only, and the per-character arrays are computed from the page
text on first use, in the caller (``PageGeometry.x`` ...), once.
"""
from __future__ import annotations

import math
from array import array
from itertools import accumulate
from typing import Any, Sequence

__all__ = ["SCALE", "UNKNOWN", "GeometryRecorder", "PageGeometry", "from_ocr"]

#: x / y of a character that stands nowhere on the page (inserted by the extraction).
UNKNOWN = -1
#: Units per point of every stored value (half-points keep 2-byte ints up to 16,383 points).
SCALE = 2
_MAX = 32767
_DEFAULT_WIDTH = 500.0   # an average advance of half an em (glyph space: 1000 units per em)


_STRIDE = 10  # per piece: start, end, x, y, ux, uy, em, size, font, first-character-inserted
_UNIFORM = -1  # font index of a piece whose characters share its width evenly (an OCR word)


def _q(value: float) -> int:
    """A coordinate in points as a stored half-point value, clamped into the page's range."""
    return max(0, min(_MAX, int(round(value * SCALE))))


class PageGeometry:
    """Where each character of one page's text stands: ``x`` (left edge), ``y`` (baseline, from the
    top), ``w`` (advance) and ``size`` (font size), ``array('h')`` of half-points (``SCALE``) with one
    value per character of ``text``; ``x[i] == UNKNOWN`` where the character stands nowhere.

    Built from pieces (a run of characters with one origin, direction and font), which is what
    pickles; the arrays are computed on first use."""

    __slots__ = ("width", "height", "text", "pieces", "fonts", "_arrays")

    def __init__(self, width: float, height: float, text: str, pieces: array,
                 fonts: list[tuple[dict[str, float], float]]) -> None:
        self.width = width     # points, as the page is shown (rotation applied)
        self.height = height
        self.text = text       # the page text the offsets index (the same object as the page's)
        self.pieces = pieces   # array('f'), _STRIDE values a piece
        self.fonts = fonts     # (advance by character in 1/1000 em, default advance) of each font
        self._arrays: tuple[array, array, array, array] | None = None

    def __getstate__(self) -> tuple[Any, ...]:
        return (self.width, self.height, self.text, self.pieces, self.fonts)

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        self.width, self.height, self.text, self.pieces, self.fonts = state
        self._arrays = None

    def __len__(self) -> int:
        return len(self.text)

    def __repr__(self) -> str:
        return (f"PageGeometry({self.width:.1f} x {self.height:.1f} pt, {len(self.text)} characters, "
                f"{len(self.pieces) // _STRIDE} pieces)")

    @property
    def x(self) -> array:
        return self._materialised()[0]

    @property
    def y(self) -> array:
        return self._materialised()[1]

    @property
    def w(self) -> array:
        return self._materialised()[2]

    @property
    def size(self) -> array:
        return self._materialised()[3]

    def run_starts(self) -> set[int]:
        """Offsets where a piece starts after a gap the extraction marked with a space (a separate
        text run placed further along its line: a table cell, a form's value)."""
        p = self.pieces
        return {int(p[k]) + 1 for k in range(0, len(p), _STRIDE) if p[k + _STRIDE - 1]}

    def known(self, i: int) -> bool:
        return 0 <= i < len(self.text) and self.x[i] != UNKNOWN

    def box(self, i: int) -> tuple[float, float, float, float] | None:
        """(left, baseline from top, right, font size) of character ``i`` in points, or None."""
        if not self.known(i):
            return None
        xs, ys, ws, ss = self._materialised()
        return (xs[i] / SCALE, ys[i] / SCALE, (xs[i] + ws[i]) / SCALE, ss[i] / SCALE)

    def _materialised(self) -> tuple[array, array, array, array]:
        if self._arrays is None:
            self._arrays = self._compute()
        return self._arrays

    def _compute(self) -> tuple[array, array, array, array]:
        text = self.text
        n = len(text)
        xs, ys = [UNKNOWN] * n, [UNKNOWN] * n
        ws, ss = [0] * n, [0] * n
        p = self.pieces
        for k in range(0, len(p), _STRIDE):
            start, end = int(p[k]), min(n, int(p[k + 1]))
            if end <= start:
                continue
            ox, oy, ux, uy, em, size, font, lead = p[k + 2:k + _STRIDE]
            seg = text[start:end]
            widths, default = self.fonts[int(font)] if font >= 0 else ({}, 1000.0)
            get = widths.get
            units = [get(ch, default) for ch in seg]
            if lead:  # pypdf's space before the piece takes no room: the piece starts at tm x cm
                units[0] = 0.0
            steps = accumulate(units, initial=0.0)
            ox, oy = ox * SCALE + 0.5, oy * SCALE + 0.5
            if uy:
                at = [(int(ox + ux * em * t), int(oy + uy * em * t)) for t in steps]
                px, py = [a for a, _ in at][:-1], [b for _, b in at][:-1]
            else:
                px = [int(ox + ux * em * t) for t in steps][:-1]
                py = [int(oy)] * len(seg)
            if min(px) < 0 or max(px) > _MAX or min(py) < 0 or max(py) > _MAX:  # text off the page
                px = [max(0, min(_MAX, v)) for v in px]
                py = [max(0, min(_MAX, v)) for v in py]
            xs[start:end] = px
            ys[start:end] = py
            ws[start:end] = [min(_MAX, int(abs(u * em) + 0.5)) for u in units]
            ss[start:end] = [int(size)] * len(seg)
            inserted = [start + i for i, ch in enumerate(seg) if ch == "\n"]
            if lead:
                inserted.append(start)
            for i in inserted:
                xs[i] = ys[i] = UNKNOWN
                ws[i] = ss[i] = 0
        return array("h", xs), array("h", ys), array("h", ws), array("h", ss)


class GeometryRecorder:
    """``visitor_text`` for one page's ``extract_text``; ``result(raw, text, translate)`` then gives
    the geometry of ``text`` (``raw.translate(translate)``, the page text), or None where the pieces
    do not add up to ``raw`` (a pypdf that broke the visitor's promise: no geometry rather than a
    wrong one). Its work is per piece; ``widths_cache`` keeps each font's widths for the document."""

    def __init__(self, page: Any, widths_cache: dict[Any, tuple[dict[str, float], float]]) -> None:
        self.broken = False
        try:
            box = page.cropbox
            self._x0, self._y0, self._x1, self._y1 = (float(box.left), float(box.bottom), float(box.right),
                                                      float(box.top))
            rotate = int(page.get("/Rotate", 0) or 0) % 360
        except Exception:  # noqa: BLE001 - a damaged box: the text is still read, its geometry is not
            self._x0 = self._y0 = self._x1 = self._y1 = 0.0
            rotate, self.broken = 0, True
        # a /Rotate that is no multiple of 90 is invalid (ISO 32000 7.7.3.3): no geometry then
        self.broken |= rotate not in (0, 90, 180, 270)
        self.rotate = rotate if rotate in (0, 90, 180, 270) else 0
        w, h = self._x1 - self._x0, self._y1 - self._y0
        self.width, self.height = (h, w) if self.rotate in (90, 270) else (w, h)
        self._cache = widths_cache
        self._pieces: list[tuple[str, Any, Any, Any, Any]] = []

    def __call__(self, text: str, cm: Any, tm: Any, font: Any, size: Any) -> None:
        if text:  # pypdf hands over its own matrices, copied before they change
            self._pieces.append((text, tuple(cm), tuple(tm), font, size))

    # user space (PDF, y up) -> the page as shown (top-left origin, y down)
    def _point(self, px: float, py: float) -> tuple[float, float]:
        if self.rotate == 90:
            return py - self._y0, px - self._x0
        if self.rotate == 180:
            return self._x1 - px, py - self._y0
        if self.rotate == 270:
            return self._y1 - py, self._x1 - px
        return px - self._x0, self._y1 - py

    def _vector(self, vx: float, vy: float) -> tuple[float, float]:
        if self.rotate == 90:
            return vy, vx
        if self.rotate == 180:
            return -vx, vy
        if self.rotate == 270:
            return -vy, -vx
        return vx, -vy

    def _font(self, font: Any, fonts: dict[Any, int], used: list[set[str]]) -> int:
        ref = getattr(font, "indirect_reference", None)
        key = (ref.idnum, ref.generation) if ref is not None else id(font)
        if key not in fonts:
            if key not in self._cache:
                core = _core_key(font)  # a standard 14 font's widths are the same in every document
                if core is not None and core not in _CORE_WIDTHS:
                    _CORE_WIDTHS[core] = _font_widths(font)
                self._cache[key] = _CORE_WIDTHS[core] if core is not None else _font_widths(font)
            fonts[key] = len(used)
            used.append(set())
        return fonts[key]

    def result(self, raw: str, text: str, translate: dict[int, Any] | None = None) -> PageGeometry | None:
        if self.broken or "".join(p[0] for p in self._pieces) != raw:
            return None
        stretched = bool(translate) and raw != text
        values: list[float] = []
        keys: dict[Any, int] = {}
        used: list[set[str]] = []
        at = 0
        for piece, cm, tm, font, size in self._pieces:
            n = len(piece.translate(translate)) if stretched else len(piece)
            start, at = at, at + n
            size = float(size or 0.0)
            # m = tm x cm: the piece's start and axes in user space
            a = tm[0] * cm[0] + tm[1] * cm[2]
            b = tm[0] * cm[1] + tm[1] * cm[3]
            c = tm[2] * cm[0] + tm[3] * cm[2]
            d = tm[2] * cm[1] + tm[3] * cm[3]
            hscale = math.hypot(a, b)
            if hscale == 0.0 or size <= 0.0 or piece == "\n" or font is None:
                continue  # stands nowhere (or nowhere known): its characters stay UNKNOWN
            e = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            f = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            ox, oy = self._point(e, f)
            ux, uy = self._vector(a / hscale, b / hscale)
            index = self._font(font, keys, used)
            used[index].update(piece)
            values += (start, at, ox, oy, ux, uy, size * hscale / 1000.0 * SCALE, _q(size * math.hypot(c, d)),
                       index, piece[0] == " ")
        fonts = []
        for key, index in sorted(keys.items(), key=lambda kv: kv[1]):
            widths, default = self._cache[key]
            chars = used[index]
            if stretched:
                chars = set("".join(chars).translate(translate))
            fonts.append(({ch: widths[ch] for ch in chars if ch in widths}, default))
        return PageGeometry(self.width, self.height, text, array("f", values), fonts)


#: Widths of the standard 14 fonts by (name, encoding), for the worker's lifetime.
_CORE_WIDTHS: dict[tuple[str, str], tuple[dict[str, float], float]] = {}


def _core_key(font: Any) -> tuple[str, str] | None:
    """(name, encoding) of a standard 14 font used without widths of its own (ISO 32000 9.6.2.2:
    a reader knows their metrics), else None."""
    try:
        if font.get("/Subtype") != "/Type1" or "/Widths" in font or "/FontDescriptor" in font:
            return None
        encoding = font.get("/Encoding")
        return str(font.get("/BaseFont")), encoding if isinstance(encoding, str) else repr(encoding)
    except Exception:  # noqa: BLE001 - not a plain dictionary: read its widths on its own
        return None


def _font_widths(font: Any) -> tuple[dict[str, float], float]:
    """The advance of each character in glyph-space units (1000 per em) in ``font`` (a font
    dictionary), by its Unicode value, and the default: the widths pypdf reads (``/Widths``, a CID
    font's ``/W``, the standard 14 fonts' metrics) through the font's character map; half an em
    where none is known."""
    try:
        from pypdf.generic._font import Font  # deferred: the worker process only

        parsed = Font.from_font_resource(font.get_object())
        widths = parsed.character_widths
        default = float(widths.get("default") or _DEFAULT_WIDTH)
        by_text: dict[str, float] = {}
        for code, text in parsed.character_map.items():
            if isinstance(code, str) and code in widths and isinstance(text, str) and len(text) == 1:
                by_text.setdefault(text, float(widths[code]))
        for code, value in widths.items():  # a simple font's code is its character (WinAnsi, Standard)
            if len(code) == 1:
                by_text.setdefault(code, float(value))
    except Exception:  # noqa: BLE001 - a font pypdf cannot describe: the average advance
        return {}, _DEFAULT_WIDTH
    return by_text, default


def from_ocr(text: str, words: Sequence[tuple[int, int, float]], boxes: Sequence[tuple[int, int, int, int]],
             image_size: tuple[int, int], dpi: int) -> PageGeometry | None:
    """A scanned page's geometry from its OCR words: ``words`` ((start, end, confidence) in ``text``)
    and ``boxes`` ((left, top, right, bottom) pixels on the upright page image of ``image_size`` at
    ``dpi``) in the same order; each word's characters spread evenly over its box, its bottom taken
    for the baseline. None without a box for every word."""
    if len(boxes) != len(words) or not image_size[0] or not dpi:
        return None
    points = 72.0 / dpi
    values: list[float] = []
    for (start, end, _), (left, top, right, bottom) in zip(words, boxes):
        if end > start:
            em = (right - left) * points / (end - start) / 1000.0 * SCALE
            values += (start, end, left * points, bottom * points, 1.0, 0.0, em, _q((bottom - top) * points),
                       _UNIFORM, 0)
    return PageGeometry(image_size[0] * points, image_size[1] * points, text, array("f", values), [])
