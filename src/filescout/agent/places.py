"""Places and files the user names, resolved against the index and the allowed roots."""

from __future__ import annotations

import os
import re
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
    from ..safety.noise import NOISE_DIRS

    named_hidden = last.startswith(".") or last.lower() in NOISE_DIRS
    for hidden in ("AND flags & 3 = 0", "") if named_hidden else ("AND flags & 3 = 0",):
        # a hidden or noise folder only when the user says its own name ("node_modules", ".cache")
        rows = conn.execute(
            f"SELECT path FROM dirs WHERE lower(name) = lower(?) {hidden} ORDER BY depth, length(path) LIMIT 20",
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


def spaced_place(ctx, question: str, said: str) -> str | None:
    """A typed path cut at a space, with the words after it as long as together they name an indexed folder:
    "Clients/Greenleaf" + " Ltd/Contracts" -> "Clients/Greenleaf Ltd/Contracts". None if no longer one does."""
    i = question.find(said)
    if i < 0:
        return None
    words = re.findall(r"\s+[^\s?!,;\"'“”]+", question[i + len(said) :])[:6]
    for n in range(len(words), 0, -1):  # the longest first: "Clients/Acme Corp" over an "Clients/Acme" too
        cand = (said + "".join(words[:n])).rstrip(".,:/")
        if resolve_place(ctx, cand) is not None:
            return cand
    return None


def folders_named(ctx, place: str) -> list[str]:
    """When ``place`` was found by its name and other folders share that name, none of them directly in a root
    ("Invoices" of each client; not ~/Documents beside Projects/x/Documents): all of them, outermost first,
    without those inside another. Otherwise just ``place``."""
    return same_places(ctx, os.path.basename(place.rstrip("/")), place)


def same_places(ctx, said: str, place: str) -> list[str]:
    """Every indexed folder ``said`` could mean ("Invoices", "Acme/Invoices", "node_modules"), outermost first and
    without those inside another; just ``[place]`` when ``said`` is exact: an absolute or ~ path, a path from a
    root, or a name a folder directly in a root has (~/Documents). Hidden and noise folders count only when
    ``said`` names one ("node_modules", ".git")."""
    from ..safety.noise import NOISE_DIRS

    w = said.strip().removeprefix("my ").strip().strip("/")
    roots = [r.rstrip("/") for r in ctx.roots()]
    if not w or said.strip().startswith(("/", "~")) or place.rstrip("/") in roots:
        return [place]
    if "/" in w and any(os.path.isdir(os.path.join(r, w)) for r in roots):
        return [place]
    last = w.rsplit("/", 1)[-1]
    hidden = "" if last.startswith(".") or last.lower() in NOISE_DIRS else " AND flags & 3 = 0"
    rows = ctx.conn.execute(
        f"SELECT path FROM dirs WHERE lower(name) = lower(?){hidden} ORDER BY depth, path LIMIT 200", (last,)
    ).fetchall()
    out: list[str] = []
    for (p,) in rows:
        if "/" in w and not p.lower().endswith("/" + w.lower()):
            continue
        if os.path.dirname(p) in roots:
            return [place]
        if not any(p.startswith(o + "/") for o in out):
            out.append(p)
    return out if place in out else [place]
