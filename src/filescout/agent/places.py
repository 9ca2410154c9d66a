"""Places and files the user names, resolved against the index and the allowed roots."""

from __future__ import annotations

import os
from pathlib import Path


def resolve_place(ctx, word: str) -> str | None:
    """The indexed (or allowed) folder a user means by ``word``: "Downloads", "my Pictures", "Documents/finances"."""
    w = word.strip().removeprefix("my ").strip()
    w = w.rstrip("/") if w.startswith(("/", "~")) else w.strip("/")  # "/home" is not "home"
    if not w:
        return None
    if w.startswith(("~", "/")):
        p = os.path.realpath(os.path.expanduser(w))
        return p if os.path.isdir(p) and ctx.policy.root_of(Path(p)) else None
    conn = ctx.conn
    roots = ctx.roots()
    for r in roots:
        if os.path.basename(r.rstrip("/")).lower() == w.lower():
            return r
        cand = os.path.join(r, w)
        if os.path.isdir(cand):
            return os.path.realpath(cand)
    home = os.path.expanduser("~")
    cand = os.path.join(home, w)
    if os.path.isdir(cand) and ctx.policy.root_of(Path(os.path.realpath(cand))):
        return os.path.realpath(cand)
    last = w.split("/")[-1]
    rows = conn.execute(
        "SELECT path FROM dirs WHERE lower(name) = lower(?) AND flags & 3 = 0 ORDER BY depth, length(path) LIMIT 20",
        (last,),
    ).fetchall()
    for (p,) in rows:
        if "/" not in w or p.lower().endswith("/" + w.lower()):
            return p
    return None


def resolve_destination(ctx, word: str, near: str | None) -> str:
    """A destination folder; one that doesn't exist yet goes beside ``near`` (or in the first root)."""
    found = resolve_place(ctx, word)
    if found:
        return found
    if word.startswith(("~", "/")):
        return os.path.expanduser(word).rstrip("/") + "/"
    roots = ctx.roots()
    base = None
    if near:
        base = ctx.policy.root_of(Path(near))
    base = str(base) if base else (roots[0] if roots else os.getcwd())
    return os.path.join(base, word.strip("/")) + "/"


def resolve_file(ctx, name: str) -> str | None:
    """A file the user names ("report.pdf"): the best name match in the index."""
    if name.startswith(("/", "~")):
        return os.path.expanduser(name)
    from ..index.name_search import name_candidates
    from ..index.query import FileRow, Filters

    rows = name_candidates(ctx.conn, [name], Filters(include_hidden=True), cap=5)
    if rows:
        return FileRow.from_row(rows[0][:-1]).path
    return None
