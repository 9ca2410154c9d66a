"""Audio and video: tags and duration, with mutagen (cheap: headers only)."""

from __future__ import annotations

from ..budgets import stream
from .base import Budget, Extraction, Format, Section, need


def extract(path: str, budget: Budget) -> Extraction:
    mutagen = need("mutagen", "audio and video tags")
    f = mutagen.File(stream(path), easy=True)
    if f is None:
        return Extraction(meta={})
    meta: dict = {}
    if getattr(f, "info", None) is not None and getattr(f.info, "length", None):
        meta["duration_seconds"] = round(float(f.info.length), 1)
    tags = f.tags or {}
    for key in ("title", "artist", "album", "date", "genre"):
        try:
            value = tags.get(key)
        except Exception:
            value = None
        if value:
            meta[key] = value[0] if isinstance(value, list) else str(value)
    out = Extraction(meta=meta)
    words = " ".join(str(meta[k]) for k in ("title", "artist", "album", "genre") if meta.get(k))
    if words:
        out.sections.append(Section(words, "tags"))
    return out


MEDIA_EXTS = ("mp3", "flac", "ogg", "oga", "opus", "m4a", "aac", "wav", "wma", "aiff", "mp4", "m4v", "mov")
FORMAT = Format("media", MEDIA_EXTS, extract)
