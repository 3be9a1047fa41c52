"""Scanned renderings of corpus documents, used for training and for evaluating the OCR path.

A text PDF is rendered page by page (pypdfium2), degraded the way a bank's scanner or photocopier
degrades paper (grey background, skew, blur, noise, specks, a stamp over the text, JPEG artefacts)
and written back as an image-only PDF with no text layer, so that only OCR can read it.
``scan_mixed`` scans some pages only, giving the "mixed" documents (text pages and scanned pages)
that the intake has to route page by page. Degradations stay realistic: the result is meant to be
read by OCR, not to defeat it.

    python -m corpus.scans IN_DIR OUT_DIR [--dpi N] [--seed S] [--clean] [--per-type N]

scans every ``*.pdf`` of IN_DIR and its folders (a corpus split's type folders) into OUT_DIR (flat)
under the same name, copies its ``.truth.json``, and writes ``<stem>.text-layer.json`` (the
original's page texts: where training finds which values a page states, ``models.dataset``) and a
line of ``manifest.jsonl`` (the scan's style). ``--per-type N``: only the first N of each document
type. OUT_DIR is what ``dualpath train --extra-examples`` reads; ``dualpath scan --read`` also reads
each scan by OCR once and reports which of its values OCR kept legible.
"""
from __future__ import annotations

import argparse
import dataclasses
import io
import json
import math
import random
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pypdf
import pypdfium2 as pdfium
from PIL import Image, ImageDraw, ImageFilter, ImageFont

__all__ = ["ScanStyle", "main", "random_style", "render_pages", "scan_folder", "scan_mixed", "scan_pdf"]

# A clockwise turn of the paper is PIL's counter-clockwise transpose the other way round.
_TRANSPOSE = {90: Image.Transpose.ROTATE_270, 180: Image.Transpose.ROTATE_180, 270: Image.Transpose.ROTATE_90}
_STAMP_WORDS = ("RECEIVED", "PAID", "VERIFIED", "COPY", "SCANNED")
# A pixel this much darker than the paper is ink (text, rules, stamp) that the skew must keep on the page.
_INK_MARGIN = 48


@dataclass(frozen=True)
class ScanStyle:
    """How one document is scanned; the defaults are a clean 200 dpi scan."""

    dpi: int = 200              # 150..300
    skew_deg: float = 0.0       # counter-clockwise, typically within +-3 degrees
    rotate: int = 0             # 0, 90, 180, 270: the paper put on the scanner sideways or upside down (clockwise)
    blur: float = 0.0           # Gaussian blur radius in pixels
    noise: float = 0.0          # standard deviation of Gaussian pixel noise (0..255 scale)
    speckle: float = 0.0        # fraction of pixels turned into dark or light specks
    jpeg_quality: int = 85      # the page is stored as JPEG at this quality (its artefacts included)
    photocopy: bool = False     # grey background, lower contrast, slightly thickened strokes
    stamp: bool = False         # a semi-transparent round stamp and a signature scrawl over a small part of the text

    def __post_init__(self) -> None:
        if self.rotate not in (0, 90, 180, 270):
            raise ValueError(f"rotate must be 0, 90, 180 or 270, not {self.rotate}")
        if self.dpi <= 0 or not 1 <= self.jpeg_quality <= 100:
            raise ValueError(f"dpi must be positive and jpeg_quality within 1..100: {self}")
        if min(self.blur, self.noise, self.speckle) < 0 or self.speckle >= 1:
            raise ValueError(f"blur, noise and speckle must not be negative, speckle below 1: {self}")


def random_style(rng: random.Random, *, dpi: int | None = None) -> ScanStyle:
    """A realistic degradation drawn from ``rng``; never turned sideways (``rotate`` is asked for explicitly).
    Values are rounded so that a style printed in a log can be typed back."""
    return ScanStyle(
        dpi=dpi if dpi is not None else rng.choice((150, 200, 300)),
        skew_deg=round(rng.uniform(-3.0, 3.0), 2),
        blur=round(rng.uniform(0.0, 1.0), 2),
        noise=round(rng.uniform(0.0, 12.0), 1),
        speckle=round(rng.uniform(0.0, 0.002), 5),
        jpeg_quality=rng.randint(45, 90),
        photocopy=rng.random() < 0.3,
        stamp=rng.random() < 0.3,
    )


def render_pages(pdf: bytes, dpi: int) -> list[Image.Image]:
    """Every page of ``pdf`` as a grayscale (mode ``L``) image at ``dpi``."""
    return _render(pdf, dpi, None)


def scan_pdf(pdf: bytes, style: ScanStyle, *, seed: int = 0) -> bytes:
    """``pdf`` as an image-only scan: one JPEG per page, the page as large as the image at
    ``style.dpi``, no text layer. The same ``seed`` (a non-negative int) gives the same bytes."""
    pages = _render(pdf, style.dpi, None)
    return _image_pdf([_degrade(page, style, seed, index) for index, page in enumerate(pages)], style)


def scan_mixed(pdf: bytes, style: ScanStyle, *, scanned_pages: set[int], seed: int = 0) -> bytes:
    """``pdf`` with the pages of ``scanned_pages`` (0-based) replaced by their scans, the other pages
    keeping their text layer. A scanned page is the same as ``scan_pdf``'s page for that seed."""
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    wanted = sorted(scanned_pages)
    if wanted and not 0 <= wanted[0] <= wanted[-1] < len(reader.pages):
        raise ValueError(f"pages {wanted} are not all within the document's {len(reader.pages)} pages")
    images = [_degrade(page, style, seed, index) for index, page in zip(wanted, _render(pdf, style.dpi, wanted))]
    scans = dict(zip(wanted, pypdf.PdfReader(io.BytesIO(_image_pdf(images, style))).pages)) if wanted else {}
    # A fresh writer rather than a clone: a replaced page's text must not linger in the file as an orphan object.
    writer = pypdf.PdfWriter()
    for index, page in enumerate(reader.pages):
        writer.add_page(scans.get(index, page))
    if reader.metadata:
        writer.add_metadata(dict(reader.metadata))
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


# --------------------------------------------------------------------------- rendering and writing

def _render(pdf: bytes, dpi: int, indices: list[int] | None) -> list[Image.Image]:
    document = pdfium.PdfDocument(pdf)
    try:
        images = []
        for index in range(len(document)) if indices is None else indices:
            page = document[index]
            try:
                bitmap = page.render(scale=dpi / 72, grayscale=True)
                images.append(bitmap.to_pil().convert("L"))
            finally:
                page.close()
        return images
    finally:
        document.close()


def _image_pdf(images: list[Image.Image], style: ScanStyle) -> bytes:
    # Pillow stores an L image as DCTDecode, encoding it once at this quality: the JPEG step itself.
    # No creation or modification date, so that a seed always gives the same bytes.
    out = io.BytesIO()
    images[0].save(out, "PDF", save_all=True, append_images=images[1:], resolution=float(style.dpi),
                   quality=style.jpeg_quality, creationDate=None, modDate=None)
    return out.getvalue()


# --------------------------------------------------------------------------- degradation

def _degrade(page: Image.Image, style: ScanStyle, seed: int, index: int) -> Image.Image:
    # One generator per page, so that a page scans the same whether alone (scan_mixed) or with the others.
    rng = np.random.default_rng([seed, index])
    paper = 255
    if style.photocopy:
        page, paper = _photocopy(page, rng, style.dpi)
    if style.stamp:
        page = _stamp(page, rng, style.dpi)
    if style.skew_deg:
        page = _skew(page, style.skew_deg, paper)
    if style.blur:
        page = page.filter(ImageFilter.GaussianBlur(style.blur))
    if style.noise or style.speckle:
        page = _noise(page, rng, style.noise, style.speckle)
    if style.rotate:
        page = page.transpose(_TRANSPOSE[style.rotate])
    return page


def _photocopy(page: Image.Image, rng: np.random.Generator, dpi: int) -> tuple[Image.Image, int]:
    # A copier's toner spreads and its output spans grey paper to dark grey toner, never white to black.
    # The spread is about 1/300 in a side: a whole pixel of MinFilter(3) at 300 dpi, part of one below
    # (a whole pixel at 150 dpi doubles an 11 pt stroke and, with blur and skew, defeats OCR).
    paper = int(rng.integers(200, 231))
    toner = int(rng.integers(25, 61))
    thick = Image.blend(page, page.filter(ImageFilter.MinFilter(3)), min(1.0, dpi / 300))
    return thick.point([round(toner + (paper - toner) * v / 255) for v in range(256)]), paper


def _stamp(page: Image.Image, rng: np.random.Generator, dpi: int) -> Image.Image:
    width, height = page.size
    # Round stamp 0.9..1.4 in across (never above a quarter of the page's shorter side), a scrawl beside it.
    radius = min(int(dpi * rng.uniform(0.45, 0.7)), min(width, height) // 8)
    box_w, box_h = 4 * radius, 2 * radius + radius // 2
    mask = Image.new("L", (box_w, box_h), 0)
    draw = ImageDraw.Draw(mask)
    ring = max(2, radius // 16)
    centre = (radius, radius + radius // 4)
    draw.ellipse([centre[0] - radius, centre[1] - radius, centre[0] + radius, centre[1] + radius],
                 outline=255, width=ring)
    inner = int(radius * 0.78)
    draw.ellipse([centre[0] - inner, centre[1] - inner, centre[0] + inner, centre[1] + inner],
                 outline=255, width=max(1, ring // 2))
    word = _STAMP_WORDS[int(rng.integers(len(_STAMP_WORDS)))]
    font = ImageFont.load_default(size=max(8, int(min(2.4 / len(word), 0.45) * inner)))
    draw.text(centre, word, fill=255, font=font, anchor="mm", stroke_width=max(1, font.size // 14), stroke_fill=255)
    # The signature: a smooth loopy line across the right half, as a hand would sign over the stamp.
    xs = np.linspace(radius * 1.2, box_w - ring, 60)
    phase, loops = rng.uniform(0, 2 * math.pi, 2), rng.uniform(3, 7)
    t = np.linspace(0, 1, xs.size)
    ys = centre[1] + radius * 0.45 * (np.sin(2 * math.pi * loops * t + phase[0]) * (1 - 0.5 * t)
                                      + 0.4 * np.sin(2 * math.pi * 1.7 * t + phase[1]))
    xs = xs + radius * 0.15 * np.cos(2 * math.pi * loops * t + phase[0])
    draw.line(list(zip(xs.tolist(), ys.tolist())), fill=255, width=max(2, dpi // 90), joint="curve")
    # Stamps are rarely put down straight; expand so that the turn clips nothing.
    mask = mask.rotate(float(rng.uniform(-25, 25)), resample=Image.Resampling.BICUBIC, expand=True)
    box_w, box_h = mask.size
    if box_w >= width or box_h >= height:
        return page
    # Over the text: centred on an ink pixel where there is one, kept wholly on the page.
    ink = np.argwhere(np.asarray(page) < 128)
    y, x = ink[int(rng.integers(len(ink)))] if len(ink) else (rng.integers(height), rng.integers(width))
    left = int(np.clip(x - box_w // 2, 0, width - box_w))
    top = int(np.clip(y - box_h // 2, 0, height - box_h))
    # Ink multiplies the paper (semi-transparent): text under the stamp stays darker than the stamp.
    strength = rng.uniform(0.5, 0.8) * (1 - rng.uniform(40, 110) / 255)
    region = np.asarray(page.crop((left, top, left + box_w, top + box_h)), dtype=np.float32)
    region *= 1 - strength * np.asarray(mask, dtype=np.float32) / 255
    out = page.copy()
    out.paste(Image.fromarray(region.round().astype(np.uint8)), (left, top))
    return out


def _skew(page: Image.Image, degrees: float, paper: int) -> Image.Image:
    # Rotate about the page's centre, then shift so that the ink's turned bounding box stays on the page
    # (wide content near a margin would otherwise lose a corner); the uncovered glass scans white.
    width, height = page.size
    shift = [0.0, 0.0]
    bbox = page.point([255 if v < paper - _INK_MARGIN else 0 for v in range(256)]).getbbox()
    if bbox:
        cos, sin = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
        cx, cy = width / 2, height / 2
        corners = [(x - cx, y - cy) for x in (bbox[0], bbox[2]) for y in (bbox[1], bbox[3])]
        xs = [cx + dx * cos + dy * sin for dx, dy in corners]
        ys = [cy - dx * sin + dy * cos for dx, dy in corners]
        shift = [_into(min(xs), max(xs), width), _into(min(ys), max(ys), height)]
    return page.rotate(degrees, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=255,
                       translate=(round(shift[0]), round(shift[1])))


def _into(low: float, high: float, size: int) -> float:
    """The shift that brings [low, high] within [0, size], or centres it when it cannot fit."""
    if high - low > size:
        return (size - low - high) / 2
    return -low if low < 0 else min(0.0, size - high)


def _noise(page: Image.Image, rng: np.random.Generator, noise: float, speckle: float) -> Image.Image:
    pixels = np.asarray(page, dtype=np.float32)
    if noise:
        pixels = pixels + rng.normal(0.0, noise, pixels.shape).astype(np.float32)
    if speckle:
        draw = rng.random(pixels.shape)
        pixels[draw < speckle / 2] = 0              # toner dust
        pixels[(draw >= speckle / 2) & (draw < speckle)] = 255   # dropped-out toner
    return Image.fromarray(np.clip(pixels, 0, 255).round().astype(np.uint8))


# --------------------------------------------------------------------------- command line

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m corpus.scans", description=__doc__.splitlines()[0])
    parser.add_argument("in_dir", type=Path)
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--dpi", type=int, help="scan resolution (default: drawn from 150, 200, 300)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--clean", action="store_true", help="no degradation beyond JPEG at quality 90")
    parser.add_argument("--per-type", type=int, default=None, metavar="N",
                        help="only the first N documents of each type (by their truth file)")
    args = parser.parse_args(argv)
    scan_folder(args.in_dir, args.out_dir, seed=args.seed, dpi=args.dpi, clean=args.clean, per_type=args.per_type)
    return 0


def _chosen(in_dir: Path, out_dir: Path, per_type: int | None) -> list[tuple[Path, str | None]]:
    """(PDF, its document type) of IN_DIR and its folders, in name order; the first ``per_type``
    of each type when given (a PDF without a truth file has no type and is then left out)."""
    out_dir = out_dir.resolve()
    chosen: list[tuple[Path, str | None]] = []
    counts: dict[str | None, int] = {}
    for source in sorted(in_dir.rglob("*.pdf"), key=lambda p: (p.name, str(p))):
        if out_dir in source.resolve().parents:
            continue
        truth = source.with_name(f"{source.stem}.truth.json")
        kind = json.loads(truth.read_text(encoding="utf-8")).get("document_type") if truth.exists() else None
        if per_type is not None and (kind is None or counts.get(kind, 0) >= per_type):
            continue
        counts[kind] = counts.get(kind, 0) + 1
        chosen.append((source, kind))
    return chosen


def scan_folder(in_dir: Path, out_dir: Path, *, seed: int = 0, dpi: int | None = None, clean: bool = False,
                per_type: int | None = None, log=print) -> list[Path]:
    """Scan the PDFs of ``in_dir`` (``main``'s command line) into ``out_dir``; the scans written."""
    from pipeline.ingest import IngestError, ingest_bytes   # deferred: the parser's worker, for the text layer

    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with open(out_dir / "manifest.jsonl", "a", encoding="utf-8") as manifest:
        for source, kind in _chosen(in_dir, out_dir, per_type):
            # Seeded by the file's name, so a document scans the same whatever else is in the folder.
            rng = random.Random(f"{seed}|{source.stem}")
            style = ScanStyle(dpi=dpi or 200, jpeg_quality=90) if clean else random_style(rng, dpi=dpi)
            data = source.read_bytes()
            (out_dir / source.name).write_bytes(scan_pdf(data, style, seed=rng.getrandbits(32)))
            truth = source.with_name(f"{source.stem}.truth.json")
            if truth.exists():
                shutil.copyfile(truth, out_dir / truth.name)
            try:
                text_layer = list(ingest_bytes(data).pages)
            except IngestError:
                text_layer = None
            if text_layer is not None:
                (out_dir / f"{source.stem}.text-layer.json").write_text(json.dumps(text_layer, ensure_ascii=False),
                                                                        encoding="utf-8")
            manifest.write(json.dumps({"stem": source.stem, "document_type": kind, "source": str(source),
                                       "scan": dataclasses.asdict(style)}) + "\n")
            written.append(out_dir / source.name)
            log(f"{source.name}: {style}")
    return written


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
