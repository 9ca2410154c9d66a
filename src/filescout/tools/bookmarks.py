"""bookmark: remember places by name."""

from __future__ import annotations

import os
import time
from typing import Literal

from ..errors import InvalidInput, NotFound
from .context import Context
from .registry import Access, Result, tool


@tool(
    access=Access.WRITE,
    danger="safe",
    priority=2,
    category="navigation",
    keywords=("bookmark", "bookmarks", "favorite", "favourite", "remember", "saved places"),
    examples=(
        ("bookmark my tax folder as taxes", {"action": "add", "path": "Documents/taxes", "label": "taxes"}),
        ("show my bookmarks", {"action": "list"}),
    ),
    idempotent=True,
    cli_args=("action", "path"),
)
def bookmark(
    ctx: Context, action: Literal["add", "remove", "list"] = "list", path: str | None = None, label: str | None = None
) -> Result:
    """Add, remove or list bookmarks: named shortcuts to files and folders, kept in the index.

    Args:
        action: add, remove or list.
        path: The file or folder (for add; for remove, the path or the label).
        label: A short name for it (default: its file name).
    """
    conn = ctx.local_conn  # this machine's bookmarks (its paths), in its own index
    if action == "add":
        if not path:
            raise InvalidInput("Say which file or folder to bookmark.")
        real = str(ctx.resolve(path))
        name = label or os.path.basename(real.rstrip("/")) or real
        with ctx.index.transaction():
            conn.execute(
                "INSERT INTO bookmarks(path, label, created_at) VALUES (?,?,?) "
                "ON CONFLICT(path) DO UPDATE SET label=excluded.label",
                (real, name, time.time()),
            )
        return Result({"action": "add", "path": real, "label": name}, f"Bookmarked {real} as {name!r}.")
    if action == "remove":
        if not path and not label:
            raise InvalidInput("Say which bookmark to remove (its path or label).")
        key = label or path
        target = None
        if path:
            try:
                target = str(ctx.policy.absolute(path))
            except Exception:
                target = path
        with ctx.index.transaction():
            n = conn.execute("DELETE FROM bookmarks WHERE label=? OR path=? OR path=?", (key, key, target)).rowcount
        if not n:
            raise NotFound(f"There is no bookmark {key!r}.")
        return Result({"action": "remove", "removed": n, "key": key}, f"Removed bookmark {key!r}.")
    rows = conn.execute("SELECT label, path, created_at FROM bookmarks ORDER BY label COLLATE NOCASE").fetchall()
    items = [{"label": r[0], "path": r[1], "exists": os.path.exists(r[1])} for r in rows]
    if not items:
        return Result({"action": "list", "bookmarks": []}, "No bookmarks yet. Add one with: bookmark add PATH")
    lines = ["Bookmarks:"] + [f"  {b['label']}: {b['path']}" + ("" if b["exists"] else " (missing)") for b in items]
    return Result({"action": "list", "bookmarks": items}, "\n".join(lines))
