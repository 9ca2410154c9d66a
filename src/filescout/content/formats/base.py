"""What every document format shares: the extraction it returns, its budgets, and how it is run.

A format module defines ``extract(src, budget) -> Extraction`` and, when the
format has pages, sheets or slides, ``read(src, *, offset, limit, pages, sheet)
-> (data, text)`` for ``read_file``; it declares both, with its extensions, in
one :class:`Format`. :func:`run_extractor` opens the file once, safely, and
turns every failure into ``Extraction.error``.
"""

from __future__ import annotations

import importlib
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from ...errors import FilescoutError, InvalidInput
from ...safety.fsopen import open_regular, safe_open_plain
from ..budgets import MAX_READ_PAGES, Source

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


# An extractor gets a ``budgets.Source`` (the path, with the safely opened file behind it: ``stream(src)``).
# A zip-based format takes its file with ``budgets.zip_stream(src)``, which checks for a zip bomb first.
Extractor = Callable[[Source, Budget], Extraction]
# read(src, *, offset, limit, pages, sheet) -> (data, text); read_file runs it in a child (isolate.bounded)
Reader = Callable[..., tuple[dict, str]]


@dataclass(frozen=True)
class Format:
    """One document format: its extensions, its extractor for the index, and its paged reader for read_file."""

    name: str
    exts: tuple[str, ...]
    extract: Extractor
    read: Reader | None = None  # None: read_file shows the file as text (or says it is binary)
    read_exts: tuple[str, ...] | None = None  # the extensions ``read`` serves (None: all of ``exts``)

    @property
    def readable(self) -> tuple[str, ...]:
        if self.read is None:
            return ()
        return self.exts if self.read_exts is None else self.read_exts


def need(module: str, what: str):
    """Import an optional library or fail with a clear message."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise ExtractError(f"Reading {what} needs the {module.split('.')[0]} library: {INSTALL_HINT}")


def run_extractor(
    fn: Extractor, path: str, *, max_chars: int = MAX_CHARS, max_bytes: int = MAX_BYTES, policy=None
) -> Extraction:
    """``fn`` on the file at ``path``, opened once, safely; every failure becomes ``Extraction.error``.

    ``policy`` given: the file is walked to inside its allowed root; either way a regular file only, never a
    FIFO, socket or device, and not through a final symlink. A ``Source`` (already opened by the caller) is
    used as it is.
    """
    given = getattr(path, "file", None)
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


def lines_reader(fn: Extractor) -> Reader:
    """A read_file reader for formats without pages of their own: the extracted text, a page of lines at a time."""

    def read(path, *, offset: int = 0, limit: int = 200, pages=None, sheet=None) -> tuple[dict, str]:
        ext = str(path).rsplit(".", 1)[-1].lower()
        ex = run_extractor(fn, path)
        if ex.error:
            raise FilescoutError(f"I couldn't read that file: {ex.error}", code="unreadable")
        lines = ex.text.splitlines()
        shown = lines[offset : offset + limit]
        more = offset + limit < len(lines)
        text = "\n".join(shown) + (f"\n… more below (use offset={offset + limit})" if more else "")
        return {"format": ext, "lines": shown, "has_more": more, "meta": ex.meta}, text

    return read


def page_range(pages: str | None, total: int, offset: int, limit: int) -> tuple[int, int]:
    """(first, last) pages to read: ``pages`` ("2" or "3-5") or ``offset``/``limit``, at most MAX_READ_PAGES."""
    if pages:
        m = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", str(pages))
        if not m:
            raise InvalidInput("pages should be a page or a range, like 2 or 3-5")
        first, last = int(m.group(1)), int(m.group(2) or m.group(1))
    else:
        first, last = offset + 1, offset + min(limit, 5)
    if first < 1 or first > max(total, 1):
        raise InvalidInput(f"That document has {total} page(s).")
    return first, min(last, total, first + MAX_READ_PAGES - 1)


def unreadable(exc: Exception) -> FilescoutError:
    return FilescoutError(f"I couldn't read that file: {exc}", code="unreadable")
