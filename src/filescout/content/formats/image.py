"""Images: dimensions, date taken, camera and orientation, with Pillow; the text in them with OCR.

During a scan a picture is OCRed only when it likely holds text (:func:`ocr_rule`); read_file always OCRs.
"""

from __future__ import annotations

import re
import warnings

from ...errors import FilescoutError
from .. import ocr
from ..budgets import stream
from .base import Budget, ExtractError, Extraction, Format, Section, need, run_extractor

EXIF_IFD = 0x8769
OCR_EXTS = ("png", "jpg", "jpeg", "tif", "tiff", "webp", "bmp", "gif")  # (heic: Pillow can't open it)
# words in a picture's name or folders that say it holds text
TEXT_HINT = re.compile(
    r"screen[\s_.-]?shot|screen[\s_.-]?capture|capture|snip|scan|receipt|invoice|bill|statement|document|\bdocs?\b|"
    r"letter|\bforms?\b|notes?\b|whiteboard|slides?\b|\bpages?\b|ticket|contract|certificate|passport|\bid\b|menu|"
    r"recipe|quittung|rechnung|facture|re[cç]u|factura|recibo",
    re.IGNORECASE,
)
# names cameras and messengers give photos: IMG_1234, DSC01234, PXL_2024…, 20240101_123456, IMG-2024…-WA0001
CAMERA_NAME = re.compile(r"^(img|dsc[nf]?|pxl|p\d{7}|photo|pic|mvimg|dji|gopr|\d{8}[_-]\d{6})[\w-]*\.", re.IGNORECASE)
MIN_PIXELS = 100_000  # about 320x320: smaller pictures are icons and thumbnails
OCR_FRAMES = 5  # pages of a multi-page TIFF (a fax, a scanner's output)


def ocr_rule(path: str, meta: dict) -> str | None:
    """Why a picture found during a scan is *not* OCRed (None: it is).

    OCR costs about a second a picture, and a photo read by Tesseract gives noise, not words; a home holds
    thousands of photos. So a picture is read when its name or folder says it holds text (a screenshot, a
    scan, a receipt, an invoice, a document…), and otherwise unless it looks like a photo: camera details
    in its EXIF, or a name cameras and messengers give. Icons and thumbnails (under ~320x320) are skipped.
    """
    parts = re.split(r"[\\/]", str(path))[-3:]
    if TEXT_HINT.search(" ".join(parts)):
        return None
    if meta.get("camera"):
        return "a camera photo"
    if CAMERA_NAME.match(parts[-1]):
        return "named like a camera photo"
    if (meta.get("width") or 0) * (meta.get("height") or 0) < MIN_PIXELS:
        return "too small to hold text"
    return None


def _meta(im) -> dict:
    meta = {"width": im.width, "height": im.height, "format": im.format}
    try:
        ex = im.getexif()
    except Exception:
        ex = {}
    if ex:
        sub = ex.get_ifd(EXIF_IFD) if hasattr(ex, "get_ifd") else {}
        taken = sub.get(0x9003) or ex.get(0x0132)
        if taken:
            meta["date_taken"] = str(taken)
        make, model = ex.get(0x010F), ex.get(0x0110)
        if make or model:
            meta["camera"] = " ".join(str(x).strip() for x in (make, model) if x)
        if ex.get(0x0112):
            meta["orientation"] = int(ex.get(0x0112))
        desc = ex.get(0x010E)
        if desc:
            meta["description"] = str(desc)
    return meta


def _extract(path: str, budget: Budget, *, always_ocr: bool) -> Extraction:
    """The picture's facts and text; a damaged EXIF block is no warning on the terminal (the scan goes on)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return _read(path, budget, always_ocr=always_ocr)


def _read(path: str, budget: Budget, *, always_ocr: bool) -> Extraction:
    pil = need("PIL.Image", "image details")
    with pil.open(stream(path)) as im:
        meta = _meta(im)
        out = Extraction(meta=meta)
        words = " ".join(str(meta[k]) for k in ("description", "camera") if meta.get(k))
        if words:
            out.sections.append(Section(words, "metadata"))
        ext = str(path).rsplit(".", 1)[-1].lower()
        why = None if always_ocr else ocr_rule(path, meta)
        if ext not in OCR_EXTS or why:
            if why:
                meta["ocr_rule"] = why
            return out
        doc = ocr.DocumentOcr(path)
        frames = min(getattr(im, "n_frames", 1) or 1, OCR_FRAMES) if ext in ("tif", "tiff") else 1
        for n in range(frames):

            def frame(n: int = n):
                im.seek(n)
                return im

            text = doc.page(n + 1 if frames > 1 else 0, frame)
            if text:
                kept = budget.take(text)
                if kept is None:
                    break
                out.sections.append(Section(kept, f"page {n + 1} (OCR)" if frames > 1 else "text in the picture (OCR)"))
        if (getattr(im, "n_frames", 1) or 1) > frames:
            doc.truncated = True
        doc.note(meta)
        out.truncated = doc.truncated
        if doc.errors and not doc.pages:  # (Tesseract hung or failed: a per-file error)
            raise ExtractError(f"Its text couldn't be read with OCR: {doc.errors[0]}")
    return out


def extract(path: str, budget: Budget) -> Extraction:
    return _extract(path, budget, always_ocr=False)


def read(path, *, offset: int = 0, limit: int = 200, pages=None, sheet=None) -> tuple[dict, str]:
    """For read_file: the picture's details and the text in it, OCRed whatever the scan's rule says."""
    ex = run_extractor(lambda src, budget: _extract(src, budget, always_ocr=True), path)
    if ex.error:
        raise FilescoutError(f"I couldn't read that file: {ex.error}", code="unreadable")
    m = ex.meta
    about = f"{m.get('format') or 'picture'}, {m.get('width')}x{m.get('height')} pixels" + (
        f", {m['camera']}" if m.get("camera") else ""
    )
    text = "\n\n".join(s.text for s in ex.sections if s.loc != "metadata")
    lines = text.splitlines()
    shown = lines[offset : offset + limit]
    more = offset + limit < len(lines)
    data = {"format": str(path).rsplit(".", 1)[-1].lower(), "meta": m, "lines": shown, "has_more": more}
    if not text:
        why = m.get("ocr_skipped") or "; ".join(m.get("ocr_errors") or []) or "Tesseract found no words in it"
        return data, f"A picture ({about}). No text read from it: {why}."
    body = "\n".join(shown) + (f"\n… more below (use offset={offset + limit})" if more else "")
    return data, f"Text in the picture ({about}), read with OCR:\n{body}"


FORMAT = Format(
    "image",
    ("jpg", "jpeg", "png", "gif", "bmp", "tif", "tiff", "webp", "heic", "heif"),
    extract,
    read,
    read_exts=OCR_EXTS,
)
