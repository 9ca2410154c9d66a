"""Document formats, one module each, listed in :data:`FORMATS`.

Each module declares a :class:`~.base.Format`: the extensions it handles, an
extractor that turns a file into an :class:`Extraction` for the content index
(sections, each a page, a slide, a sheet, a run of lines or a part under a
heading, with its location, plus metadata), and, for formats with pages,
sheets or slides, a reader that read_file runs a page at a time. Heavy
libraries are optional; a missing one gives a clear message. A corrupt,
encrypted or huge file gives a per-file error or a bounded extraction, never an
exception out of :func:`extract`.

Adding a format is one module with its ``FORMAT``, and one line in
:data:`FORMATS`.
"""

from __future__ import annotations

from . import docx, eml, epub, html, image, media, pdf, pptx, rtf, text, xlsx
from .base import (
    MAX_BYTES,
    MAX_CHARS,
    Budget,
    ExtractError,
    Extraction,
    Extractor,
    Format,
    Reader,
    Section,
    need,
    run_extractor,
)

FORMATS: tuple[Format, ...] = (
    pdf.FORMAT,
    docx.FORMAT,
    pptx.FORMAT,
    xlsx.FORMAT,
    html.FORMAT,
    epub.FORMAT,
    rtf.FORMAT,
    eml.FORMAT,
    text.FORMAT,
    image.FORMAT,
    media.FORMAT,
)


def _by_ext() -> tuple[dict[str, Extractor], dict[str, Reader]]:
    extractors: dict[str, Extractor] = {}
    readers: dict[str, Reader] = {}
    for f in FORMATS:
        for e in f.exts:
            if e in extractors:
                raise ValueError(f"two formats claim .{e}")
            extractors[e] = f.extract
        for e in f.readable:
            readers[e] = f.read
    return extractors, readers


EXTRACTORS, READERS = _by_ext()  # extension -> extract(src, budget); extension -> read(src, offset=, ...)

__all__ = [
    "EXTRACTORS",
    "FORMATS",
    "MAX_BYTES",
    "MAX_CHARS",
    "READERS",
    "Budget",
    "ExtractError",
    "Extraction",
    "Format",
    "Section",
    "extract",
    "need",
    "supported",
]


def supported(ext: str) -> bool:
    return ext in EXTRACTORS


def extract(path: str, ext: str, *, max_chars: int = MAX_CHARS, max_bytes: int = MAX_BYTES, policy=None) -> Extraction:
    """Extract a file's text and metadata with the extractor for ``ext``; every failure becomes ``Extraction.error``.

    The file is opened once, safely (see :func:`~.base.run_extractor`); zip-based formats check for zip bombs
    before parsing.
    """
    fn = EXTRACTORS.get(ext)
    if fn is None:
        return Extraction(error=f"There is no extractor for .{ext} files")
    return run_extractor(fn, path, max_chars=max_chars, max_bytes=max_bytes, policy=policy)
