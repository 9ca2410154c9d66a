"""Chunking: sections split at paragraph (then line) boundaries into pieces of at most ~800 tokens.

Each chunk keeps its section's location (page, slide, sheet, lines) and carries
the file name and heading as context, so a match in a chunk is findable by the
words of its title too.
"""

from __future__ import annotations

from .formats import Extraction

MAX_CHARS = 3200  # about 800 tokens


def _pieces(text: str, limit: int) -> list[str]:
    if len(text) <= limit:
        return [text]
    out: list[str] = []
    buf = ""
    for para in text.split("\n\n"):
        parts = [para] if len(para) <= limit else _lines(para, limit)
        for part in parts:
            if buf and len(buf) + 2 + len(part) > limit:
                out.append(buf)
                buf = ""
            buf = f"{buf}\n\n{part}" if buf else part
    if buf:
        out.append(buf)
    return out


def _lines(text: str, limit: int) -> list[str]:
    out: list[str] = []
    buf = ""
    for line in text.split("\n"):
        while len(line) > limit:
            out.append(line[:limit])
            line = line[limit:]
        if buf and len(buf) + 1 + len(line) > limit:
            out.append(buf)
            buf = ""
        buf = f"{buf}\n{line}" if buf else line
    if buf:
        out.append(buf)
    return out


def chunk(ex: Extraction, name: str, limit: int = MAX_CHARS) -> list[tuple[str, str, str]]:
    """(loc, context, text) for each chunk."""
    out = []
    for s in ex.sections:
        context = f"{name} › {s.heading}" if s.heading else name
        for piece in _pieces(s.text.strip(), limit):
            if piece.strip():
                out.append((s.loc, context, piece))
    return out
