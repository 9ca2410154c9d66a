"""Budgets for every reader: bytes, lines, pages, zip members, and the file handed to the parsers.

A reader never gets a bare path to re-open: it gets a :class:`Source`, a path
(for messages and extension checks) that carries the file already opened
safely (a regular file, opened without following a final symlink, never a FIFO,
socket or device). Parsers read from that file object, so the file checked is
the file parsed.

Zip-based documents (DOCX, XLSX, PPTX, EPUB) are checked before parsing (their
format modules take the file with :func:`zip_stream`, never ``stream``): the
uncompressed sizes their directory declares, their compression ratios and their
number of members. Python's zipfile never returns more than a member's
declared size (a member whose data is longer than its header says is cut
there and fails its CRC check), so the declared total bounds the bytes actually
decompressed as well.
"""

from __future__ import annotations

import contextlib
import os
import stat as st_mod
import zipfile
from collections.abc import Iterator
from typing import BinaryIO, TextIO

from ..errors import FilescoutError

MAX_UNZIPPED = 200 * 1000 * 1000  # declared uncompressed bytes in a zip-based document
MAX_RATIO = 100  # compression ratio refused for large members
RATIO_MIN_SIZE = 10 * 1000 * 1000  # members smaller than this may compress as well as they like
MAX_MEMBERS = 20_000
MAX_PAGES = 2_000  # PDF pages extracted for the content index
MAX_READ_PAGES = 50  # PDF pages one read_file call returns
READ_BYTES = 64 * 1024 * 1024  # text read_file / info scan at most this much of a file


class TooLarge(FilescoutError):
    code = "too_large"


class Source(str):
    """A path with its file already opened safely; ``stream(src)`` gives that file, rewound."""

    file: BinaryIO | None = None
    size: int = 0

    @classmethod
    def of(cls, path: str | os.PathLike, file: BinaryIO) -> Source:
        src = cls(os.fspath(path))
        src.file = file
        st = os.fstat(file.fileno())
        if not st_mod.S_ISREG(st.st_mode):  # defensive: callers open with fsopen, which checks too
            raise FilescoutError(
                f"{src} is not a regular file; filescout doesn't read those", code="not_a_regular_file"
            )
        src.size = st.st_size
        return src


def stream(src: str | os.PathLike) -> BinaryIO:
    """The file object behind ``src``, rewound; a plain path is opened safely (never a FIFO or device)."""
    f = getattr(src, "file", None)
    if f is None:
        from ..safety.fsopen import safe_open_plain

        f = os.fdopen(safe_open_plain(src), "rb")
        if isinstance(src, Source):
            src.file = f
    f.seek(0)
    return f


@contextlib.contextmanager
def opened(src: str | os.PathLike) -> Iterator[BinaryIO]:
    """``with opened(src) as f``: the Source's own file (rewound, left open), or a plain path opened safely."""
    f = getattr(src, "file", None)
    if f is not None:
        f.seek(0)
        yield f
        return
    from ..safety.fsopen import safe_open_plain

    with os.fdopen(safe_open_plain(src), "rb") as f:
        yield f


def check_zip(src: str | os.PathLike, *, limit: int = MAX_UNZIPPED) -> None:
    """Refuse a zip whose members declare too much data, compress suspiciously well, or are too many."""
    f = stream(src)
    try:
        with zipfile.ZipFile(f) as z:
            infos = z.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError) as exc:
        raise FilescoutError(f"It isn't a readable document (a damaged zip: {exc})", code="unreadable")
    finally:
        f.seek(0)
    if len(infos) > MAX_MEMBERS:
        raise TooLarge(f"It holds {len(infos):,} parts (the limit is {MAX_MEMBERS:,}); it was not read")
    total = 0
    for i in infos:
        total += i.file_size
        if i.file_size > RATIO_MIN_SIZE and i.file_size > MAX_RATIO * max(i.compress_size, 1):
            raise TooLarge(
                f"Its part {i.filename!r} would unpack to {i.file_size:,} bytes from {i.compress_size:,} "
                f"(over {MAX_RATIO}× compression): it looks like a zip bomb, so it was not read"
            )
    if total > limit:
        raise TooLarge(
            f"It would unpack to {total:,} bytes (the limit is {limit:,}): it looks like a zip bomb "
            "or is too large to read, so it was not read"
        )


def zip_stream(src: str | os.PathLike) -> BinaryIO:
    """The file behind ``src`` for a zip-based parser, rewound, once :func:`check_zip` has passed."""
    check_zip(src)
    return stream(src)


class LineBudget:
    """Reads lines from a text file with a cap on each line and on the characters read in all."""

    def __init__(self, max_chars: int = READ_BYTES, max_line: int = 64 * 1024) -> None:
        self.max_chars = max_chars
        self.max_line = max_line
        self.read = 0
        self.exhausted = False  # the budget ran out before the end of the file

    def lines(self, f: TextIO) -> Iterator[str]:
        """Lines without their newline; a line over ``max_line`` is cut there (the rest is skipped)."""
        while True:
            if self.read >= self.max_chars:
                self.exhausted = bool(f.read(1))
                return
            ln = f.readline(self.max_line)
            if not ln:
                return
            self.read += len(ln)
            if not ln.endswith("\n"):
                while self.read < self.max_chars:  # skip the rest of a long line, still within the budget
                    more = f.readline(self.max_line)
                    self.read += len(more)
                    if not more or more.endswith("\n"):
                        break
            yield ln.rstrip("\n")

    def note(self) -> str:
        return f"stopped reading after {self.max_chars // (1024 * 1024)} MB; the rest of the file was not read"
