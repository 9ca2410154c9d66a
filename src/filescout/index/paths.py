"""How the index spells paths: component-wise subtree ranges, parents, depths, and the bytes the OS uses."""

from __future__ import annotations

import os


def subtree_range(path: str) -> tuple[str, str]:
    """Bounds [lo, hi) of every path strictly below ``path``, by components."""
    base = path if path.endswith("/") else path + "/"
    return base, base[:-1] + "0"  # "0" is the character after "/"


def parent_path(path: str) -> str | None:
    if path == "/":
        return None
    head = path.rsplit("/", 1)[0]
    return head or "/"


def depth_of(path: str) -> int:
    return 0 if path == "/" else path.count("/")


def fs_path(display: str, raw: bytes | None) -> str:
    """The path the OS understands, from a stored display path and raw bytes."""
    return os.fsdecode(raw) if raw is not None else display
