"""Regex or literal search through file contents, like ``rg -C``: no index needed.

Files are read whole (up to a limit) as bytes and searched with a compiled
pattern, so the scan of a file with no match is a C-speed pass; only the lines
around matches are decoded. Time and result limits bound the search.
"""

from __future__ import annotations

import bisect
import contextlib
import os
import re
import signal
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import BinaryIO

from ..errors import FilescoutError
from ..safety.secrets import tier_of_content
from ..safety.sensitive import Tier
from .sniff import detect_encoding, is_binary

MAX_FILE = 50 * 1024 * 1024
_REASONS = {
    "not_a_regular_file": "not a regular file",
    "outside_allowed_roots": "changed or outside the folders",
    "not_found": "gone since they were indexed",
}


@dataclass
class GrepHit:
    path: str
    line: int
    text: str
    before: list[str] = field(default_factory=list)
    after: list[str] = field(default_factory=list)


@dataclass
class GrepResult:
    hits: list[GrepHit] = field(default_factory=list)
    files_searched: int = 0
    files_matched: int = 0
    bytes_searched: int = 0
    stopped: str | None = None  # why the search stopped early, if it did
    skipped: dict[str, int] = field(default_factory=dict)  # files not searched, by reason

    def skip(self, reason: str) -> None:
        self.skipped[reason] = self.skipped.get(reason, 0) + 1


def compile_pattern(pattern: str, *, literal: bool, ignore_case: bool) -> re.Pattern[bytes]:
    body = re.escape(pattern) if literal else pattern
    try:
        return re.compile(body.encode("utf-8"), re.IGNORECASE if ignore_case else 0)
    except re.error as exc:
        from ..errors import InvalidInput

        raise InvalidInput(f"That isn't a valid regular expression ({exc.msg}). Use mode=literal for plain text.")


def _dec(b: bytes, enc: str) -> str:
    return b.decode(enc, "replace").rstrip("\r")[:500]


def _read(fd: int, out: GrepResult) -> bytes | None:
    f: BinaryIO
    with os.fdopen(fd, "rb") as f:
        if os.fstat(f.fileno()).st_size > MAX_FILE:
            out.skip(f"larger than {MAX_FILE // (1024 * 1024)} MB")
            return None
        head = f.read(8192)
        if is_binary(head):  # like rg: a binary file is skipped after its first block
            out.files_searched += 1
            out.skip("binary")
            return None
        return head + f.read(MAX_FILE)


def grep(
    paths: Iterable[str],
    rx: re.Pattern[bytes],
    *,
    context: int = 2,
    max_results: int = 200,
    seconds: float = 10.0,
    max_per_file: int = 20,
    opener: Callable[[str], int] | None = None,
) -> GrepResult:
    """Search ``paths``. ``opener(path)`` gives a descriptor of the regular file to read (default: opened
    without following a final symlink, non-blocking, regular files only: never a FIFO, socket or device).
    Files not searched are counted by reason in ``skipped``."""
    if opener is None:
        from ..safety.fsopen import safe_open_plain as opener
    if threading.current_thread() is not threading.main_thread():
        # no signal reaches this thread to stop a match that backtracks for ever: search in a child process
        # that is killed at the time limit (a server, or an agent run in a worker thread)
        from .isolate import ReadTimeout, bounded

        todo = list(paths)
        try:
            return bounded(
                _grep_here, todo, rx, context, max_results, seconds, max_per_file, opener, seconds=seconds + 2.0
            )
        except ReadTimeout:
            out = GrepResult()
            out.stopped = f"time limit ({seconds:g} s)"
            return out
    return _grep_here(paths, rx, context, max_results, seconds, max_per_file, opener)


def _grep_here(paths, rx, context, max_results, seconds, max_per_file, opener) -> GrepResult:
    out = GrepResult()
    current = {"path": None}
    try:
        with _alarm(seconds):
            _grep(paths, rx, out, current, context, max_results, seconds, max_per_file, opener)
    except _OutOfTime:
        out.stopped = f"time limit ({seconds:g} s), inside {current['path']}"
    return out


class _OutOfTime(BaseException):
    """Raised by SIGALRM inside a long match (CPython's regex engine checks for signals as it goes)."""


@contextlib.contextmanager
def _alarm(seconds: float):
    """Bound the whole search in time, even a pattern that backtracks for ever on one file. Signals only reach
    the main thread; elsewhere the limit is checked between files."""
    pending = signal.getitimer(signal.ITIMER_REAL)[0] if threading.current_thread() is threading.main_thread() else 0
    if threading.current_thread() is not threading.main_thread() or (pending and pending <= seconds):
        yield  # another timer (a caller's own) rings first: leave it alone
        return

    def ring(signum, frame):  # pragma: no cover - timing
        raise _OutOfTime()

    t0 = time.monotonic()
    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, max(seconds, 0.01))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        if pending:  # give the caller's timer back what it had left
            signal.setitimer(signal.ITIMER_REAL, max(pending - (time.monotonic() - t0), 0.001))


def _grep(paths, rx, out: GrepResult, current: dict, context, max_results, seconds, max_per_file, opener) -> None:
    deadline = time.monotonic() + seconds
    for path in paths:
        current["path"] = path
        if time.monotonic() > deadline:
            out.stopped = f"time limit ({seconds:g} s)"
            break
        try:
            data = _read(opener(path), out)
        except FilescoutError as exc:  # a FIFO, socket or device; a path that now leads outside the roots; …
            out.skip(_REASONS.get(exc.code, "unreadable (permission or I/O error)"))
            continue
        except OSError:
            out.skip("unreadable (permission or I/O error)")
            continue
        if data is None:
            continue
        if tier_of_content(data) is Tier.BLOCK:  # a private key, whatever its name: never shown
            continue
        out.files_searched += 1
        out.bytes_searched += len(data)
        m = rx.search(data)
        if m is None:
            continue
        enc = detect_encoding(data[:65536])
        out.files_matched += 1
        lines = None
        n_here = 0
        seen_lines: set[int] = set()
        while m is not None:
            if lines is None:
                lines = data.split(b"\n")
                starts = []
                pos = 0
                for ln in lines:
                    starts.append(pos)
                    pos += len(ln) + 1
            i = bisect.bisect_right(starts, m.start()) - 1
            if i not in seen_lines:
                seen_lines.add(i)
                out.hits.append(
                    GrepHit(
                        path,
                        i + 1,
                        _dec(lines[i], enc),
                        [_dec(x, enc) for x in lines[max(0, i - context) : i]],
                        [_dec(x, enc) for x in lines[i + 1 : i + 1 + context]],
                    )
                )
                n_here += 1
                if len(out.hits) >= max_results:
                    out.stopped = f"result limit ({max_results})"
                    return
                if n_here >= max_per_file:
                    break
            nxt = starts[i + 1] if i + 1 < len(starts) else len(data)
            m = rx.search(data, max(nxt, m.end()))
