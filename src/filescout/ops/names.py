"""New file names: checked as given (:func:`check_name`), or made free with a " (1)" suffix (:func:`unique_name`)."""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import InvalidInput
from ..units import shown


def check_name(name: str) -> str:
    """A new file name as given by the user or a pattern: one path component, not ".", "..", empty, or over the
    file system's 255-byte limit. Anything else is refused, never reinterpreted (``parent/.`` is the parent)."""
    if not isinstance(name, str) or not name.strip() or name in (".", "..") or "/" in name or "\x00" in name:
        raise InvalidInput(f"{shown(str(name))!r} isn't a usable file name (a single name, not a path, '.' or '..').")
    if len(os.fsencode(name)) > 255:
        raise InvalidInput("That file name is too long (over 255 bytes).")
    return name


def unique_name(path: Path, taken: set[str]) -> Path:
    """``report.pdf`` -> ``report (1).pdf`` (then (2) …), free on disk and in this plan, and never over the
    255-byte name limit (the stem is shortened to make room for the suffix)."""
    stem, ext = (path.name, "") if path.name.startswith(".") or "." not in path.name else path.name.rsplit(".", 1)
    ext = f".{ext}" if ext else ""
    n = 1
    while True:
        suffix = f" ({n}){ext}"
        room = 255 - len(os.fsencode(suffix))
        whole = os.fsencode(stem)
        short = whole[:room]
        if len(short) < len(whole):  # don't cut a multi-byte character in half
            while short and (short[-1] & 0xC0) == 0x80:
                short = short[:-1]
            if short and short[-1] >= 0xC0:
                short = short[:-1]
        cand = path.with_name(os.fsdecode(short) + suffix)
        if not os.path.lexists(cand) and str(cand) not in taken:
            return cand
        n += 1
