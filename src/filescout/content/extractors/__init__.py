"""Extractors, one small module per format, registered by extension.

Each turns a file into an :class:`Extraction`: sections (a page, a slide, a
sheet, a run of lines, a part under a heading) with their location, plus
metadata. Heavy libraries are optional; a missing one gives a clear message.
A corrupt, encrypted or huge file gives a per-file error or a bounded
extraction, never an exception out of :func:`extract`.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from dataclasses import dataclass, field

from ...errors import FilescoutError
from ...safety.fsopen import open_regular, safe_open_plain
from ..budgets import Source, check_source

MAX_CHARS = 2_000_000  # text kept per file
MAX_BYTES = 100 * 1024 * 1024  # larger files are not extracted
INSTALL_HINT = "pip install 'filescout[content]'"


@dataclass
class Section:
    text: str
    loc: str  # "page 3", "slide 2", "sheet Budget", "lines 1-80"
    heading: str | None = None


@dataclass
class Extraction:
    sections: list[Section] = field(default_factory=list)
    meta: dict = field(default_factory=dict)
    error: str | None = None
    truncated: bool = False

    @property
    def text(self) -> str:
        return "\n\n".join(s.text for s in self.sections)


class ExtractError(Exception):
    """A per-file problem with a plain message (encrypted, damaged, missing library)."""


class Budget:
    """Caps the text an extractor keeps."""

    def __init__(self, limit: int = MAX_CHARS) -> None:
        self.left = limit
        self.truncated = False

    def take(self, text: str) -> str | None:
        if self.left <= 0:
            self.truncated = True
            return None
        if len(text) > self.left:
            text = text[: self.left]
            self.truncated = True
        self.left -= len(text)
        return text


# Extractors get a ``budgets.Source``: the path, with the safely opened file behind it (``stream(src)``).
EXTRACTORS: dict[str, Callable[[str, Budget], Extraction]] = {}
_MODULES = ("pdf", "docx", "pptx", "xlsx", "html", "epub", "rtf", "text", "image", "media")


def register(*exts: str):
    def deco(fn: Callable[[str, Budget], Extraction]):
        for e in exts:
            EXTRACTORS[e] = fn
        return fn

    return deco


def need(module: str, what: str):
    """Import an optional library or fail with a clear message."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise ExtractError(f"Reading {what} needs the {module.split('.')[0]} library: {INSTALL_HINT}")


def _load() -> None:
    for m in _MODULES:
        importlib.import_module(f"{__name__}.{m}")


def supported(ext: str) -> bool:
    if not EXTRACTORS:
        _load()
    return ext in EXTRACTORS


def extract(path: str, ext: str, *, max_chars: int = MAX_CHARS, max_bytes: int = MAX_BYTES, policy=None) -> Extraction:
    """Extract a file's text and metadata; every failure becomes ``Extraction.error``.

    The file is opened once, safely (``policy`` given: walked inside its allowed root; either way a
    regular file only, never a FIFO, socket or device, and not through a final symlink), and the
    extractor parses that open file. Zip-based formats are checked for zip bombs first.
    """
    if not EXTRACTORS:
        _load()
    fn = EXTRACTORS.get(ext)
    if fn is None:
        return Extraction(error=f"There is no extractor for .{ext} files")
    given = getattr(path, "file", None)  # a Source: already opened safely by the caller
    try:
        if given is not None:
            fd = os.dup(given.fileno())
        else:
            fd = open_regular(policy, path, check=False) if policy is not None else safe_open_plain(path)
    except FilescoutError as exc:
        return Extraction(error=exc.message)
    except OSError as exc:
        return Extraction(error=f"I couldn't open it ({exc.strerror})")
    with os.fdopen(fd, "rb") as f:
        src = Source.of(path, f)
        size = src.size
        if size == 0:
            return Extraction(error="It is an empty file")
        if size > max_bytes:
            return Extraction(
                error=f"It is too large to read ({size // (1024 * 1024)} MB; "
                f"the limit is {max_bytes // (1024 * 1024)} MB)"
            )
        budget = Budget(max_chars)
        try:
            check_source(src, ext)
            out = fn(src, budget)
        except FilescoutError as exc:
            return Extraction(error=exc.message)
        except ExtractError as exc:
            return Extraction(error=str(exc))
        except MemoryError:
            return Extraction(error="It needed too much memory to read")
        except RecursionError:
            return Extraction(error="It is nested too deeply to read")
        except Exception as exc:  # a damaged file: say so, keep going
            return Extraction(error=f"It looks damaged or unreadable ({type(exc).__name__}: {str(exc)[:120]})")
    out.truncated = out.truncated or budget.truncated
    return out
