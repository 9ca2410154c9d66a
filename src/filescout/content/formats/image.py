"""Images: dimensions, date taken, camera and orientation, with Pillow."""

from __future__ import annotations

from ..budgets import stream
from .base import Budget, Extraction, Format, Section, need

EXIF_IFD = 0x8769


def extract(path: str, budget: Budget) -> Extraction:
    pil = need("PIL.Image", "image details")
    with pil.open(stream(path)) as im:
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
    out = Extraction(meta=meta)
    words = " ".join(str(meta[k]) for k in ("description", "camera") if meta.get(k))
    if words:
        out.sections.append(Section(words, "metadata"))
    return out


FORMAT = Format("image", ("jpg", "jpeg", "png", "gif", "bmp", "tif", "tiff", "webp", "heic", "heif"), extract)
