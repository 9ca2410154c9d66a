"""Sizes and times, parsed the way fd users know and printed one way everywhere.

Sizes use decimal units both ways (``100M`` = 100 MB = 100,000,000 bytes, as in
fd, Finder and GNOME); binary units are accepted with an ``i`` (``10KiB``).
So a file shown as "100.5 MB" is always inside "over 100 MB".
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta

from .errors import InvalidInput


def now() -> datetime:
    """The time answers are computed at: the clock, or FILESCOUT_NOW (an ISO date or datetime) when set, so an
    evaluation written on one day can be replayed on another ("Nov 17", "this month" mean the same)."""
    import os

    pinned = os.environ.get("FILESCOUT_NOW", "").strip()
    if pinned:
        try:
            t = datetime.fromisoformat(pinned.replace("Z", "+00:00"))
            return t if t.tzinfo else t.astimezone()
        except ValueError:
            pass
    return datetime.now().astimezone()


_clock = now

_UNITS = {
    "": 1, "b": 1, "byte": 1, "bytes": 1,
    "k": 10**3, "kb": 10**3, "ki": 2**10, "kib": 2**10,
    "m": 10**6, "mb": 10**6, "mi": 2**20, "mib": 2**20,
    "g": 10**9, "gb": 10**9, "gi": 2**30, "gib": 2**30,
    "t": 10**12, "tb": 10**12, "ti": 2**40, "tib": 2**40,
}  # fmt: skip
_SIZE_RE = re.compile(r"^\s*([+-]?)\s*(\d+(?:\.\d+)?|\.\d+)\s*([a-z]*)\s*$", re.I)


def parse_size(text: str | int | float) -> int:
    """Bytes in ``"100M"``, ``"1.5GB"``, ``"10KiB"``, ``"10k"``, ``"512"`` (sign ignored)."""
    if isinstance(text, bool):
        raise InvalidInput(f"{text!r} isn't a size")
    if isinstance(text, int | float):
        return int(text)
    m = _SIZE_RE.match(text)
    if not m or m.group(3).lower() not in _UNITS:
        raise InvalidInput(f"I don't understand the size {text!r}. Try something like 100M, 1.5GB or 10KiB.")
    return int(float(m.group(2)) * _UNITS[m.group(3).lower()])


def parse_size_filter(text: str) -> tuple[str, int]:
    """fd's ``--size``: ``+100M`` (at least), ``-100M`` (at most), ``100M`` (exactly)."""
    t = text.strip()
    op = "eq"
    if t.startswith("+"):
        op = "gte"
    elif t.startswith("-"):
        op = "lte"
    return op, parse_size(t.lstrip("+-"))


def human_size(n: int | float) -> str:
    """One formatter for every size filescout prints: ``"12.4 MB"``, ``"512 B"``."""
    n = int(n)
    if abs(n) < 1000:
        return f"{n} B"
    value = float(n)
    for unit in ("KB", "MB", "GB", "TB", "PB"):
        value /= 1000
        if abs(value) < 999.95 or unit == "PB":
            return f"{value:.1f} {unit}"
    return f"{n} B"  # pragma: no cover


_DUR_UNITS = {
    "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    "min": 60, "mins": 60, "minute": 60, "minutes": 60, "m": 60,
    "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
    "d": 86400, "day": 86400, "days": 86400,
    "w": 604800, "week": 604800, "weeks": 604800,
    "month": 2629746, "months": 2629746, "mo": 2629746,
    "y": 31556952, "year": 31556952, "years": 31556952,
}  # fmt: skip
_DUR_RE = re.compile(r"(\d+(?:\.\d+)?)\s*([a-z]+)", re.I)


def parse_duration(text: str) -> timedelta:
    """fd-style durations: ``2weeks``, ``10h``, ``1d``, ``30min``, ``1y 2months``."""
    t = text.strip().lower()
    pos = 0
    total = 0.0
    for m in _DUR_RE.finditer(t):
        if t[pos : m.start()].strip():
            break
        unit = _DUR_UNITS.get(m.group(2))
        if unit is None:
            break
        total += float(m.group(1)) * unit
        pos = m.end()
    if pos == 0 or t[pos:].strip():
        raise InvalidInput(f"I don't understand the duration {text!r}. Try 2weeks, 10h, 30d or 1y.")
    return timedelta(seconds=total)


def parse_when(text: str, *, now: datetime | None = None) -> datetime:
    """A point in time: ISO date or datetime, ``today``, ``yesterday``, or a duration ago."""
    now = now or _clock()
    t = text.strip().lower()
    if t in ("now",):
        return now
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    if t == "today":
        return midnight
    if t == "yesterday":
        return midnight - timedelta(days=1)
    try:
        d = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
        return d if d.tzinfo else d.astimezone()
    except ValueError:
        pass
    try:
        return now - parse_duration(t.removesuffix(" ago"))
    except InvalidInput:
        raise InvalidInput(
            f"I don't understand the date {text!r}. Use a date like 2025-01-31, or a duration like 2weeks."
        )


def to_ns(d: datetime | date) -> int:
    if not isinstance(d, datetime):
        d = datetime(d.year, d.month, d.day).astimezone()
    return int(d.timestamp() * 1_000_000_000)


def iso_from_ns(ns: int) -> str:
    """ISO-8601 local time with offset, to the second."""
    return datetime.fromtimestamp(ns / 1e9, tz=UTC).astimezone().isoformat(timespec="seconds")


_UNSHOWN = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def shown(text: str) -> str:
    """``text`` safe to print on one line: control characters, line and bidi overrides and bytes that are
    not valid UTF-8 (surrogate escapes) are written as escapes, so a file name can't forge a line of a plan."""

    def esc(m: re.Match) -> str:
        c = m.group()
        if "\udc80" <= c <= "\udcff":
            return f"\\x{ord(c) - 0xDC00:02x}"
        return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(c) or f"\\u{ord(c):04x}"

    return _UNSHOWN.sub(esc, text)


def in_ranges(size: int, mtime_ns: int, filters) -> bool:
    """The size and the modification time fit the filters' size_gt/size_lt/modified_after/modified_before (a
    Selection, Slots or Filters: what SQL checks, for a file already in hand)."""
    if filters.size_gt and not size > parse_size(filters.size_gt):
        return False
    if filters.size_lt and not size < parse_size(filters.size_lt):
        return False
    if filters.modified_after and not mtime_ns > to_ns(parse_when(filters.modified_after)):
        return False
    return not (filters.modified_before and not mtime_ns < to_ns(parse_when(filters.modified_before)))
