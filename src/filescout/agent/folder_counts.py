"""How many of a kind of thing the user keeps a folder each for ("how many jobs did i do in 2025": the client
folders in Jobs/2025): the folders inside the one named for that kind, listed and counted (browse_directory)."""

from __future__ import annotations

import os
import re

from ..index.fold import stem, tokens
from ..index.schema import HIDDEN_OR_NOISE, SECRET
from .intents import Understanding
from .lookup import files_named

COUNT_RE = re.compile(
    r"^\W*(?:so\s+|and\s+|ok\s+)?how many\s+(?:different\s+)?(?P<kind>[a-z][\w'&-]+)"
    r"(?=\s+(?:did|do|have|has|had|are|were|is|was|i|we|in|on|from|since|there)\b|\s*[?.!]*\s*$)",
    re.I,
)
YEAR_RE = re.compile(r"^(?:19|20)\d\d$")


def _children(ctx, folder: str) -> list[tuple[str, str]]:
    """The visible folders directly inside ``folder``: (name, path)."""
    return ctx.conn.execute(
        f"SELECT c.name, c.path FROM dirs c JOIN dirs p ON p.id = c.parent_id WHERE p.path = ? "
        f"AND c.flags & {HIDDEN_OR_NOISE} = 0",
        (folder.rstrip("/"),),
    ).fetchall()


def folder_count(ctx, u: Understanding, question: str, place: str | None) -> bool:
    """ "how many jobs did i do in 2025" with Jobs/2025/<one folder a job>: browse that folder, whose answer counts
    its folders. The place must be named by the kind said ("jobs" -> Jobs) and hold folders, not files; a year said
    is its year folder's ("in 2025" -> Jobs/2025), not a date filter. False when the question is not such a count."""
    m = COUNT_RE.match(question)
    s = u.slots
    if not m or not place or u.intent != "count" or s.type or s.size_gt or s.size_lt or s.terms:
        return False
    kind = m.group("kind").lower()
    if stem(kind) == kind or [stem(t) for t in tokens(os.path.basename(place.rstrip("/")))] != [stem(kind)]:
        return False
    if files_named(ctx.conn, [kind], limit=1, under=place):
        return False  # ("how many invoices": files named so are what is counted, wherever they are filed)
    target = place
    kids = _children(ctx, target)
    year = (s.modified_after or "")[:4] if (s.modified_after or "").endswith("-01-01") else None
    if year and (s.modified_before or "")[:4] == str(int(year) + 1):
        inside = [p for n, p in kids if n == year]
        if not inside:
            return False
        target, kids = inside[0], _children(ctx, inside[0])
    elif s.modified_after or s.modified_before:
        return False  # ("how many jobs since March": by when their files changed, not a count of folders)
    if not kids or all(YEAR_RE.match(n) for n, _ in kids):
        return False  # (folders by year: the kind's folders are one level further down)
    own = ctx.conn.execute(
        f"SELECT count(*) FROM files f JOIN dirs d ON d.id = f.dir_id WHERE d.path = ? "
        f"AND f.flags & {HIDDEN_OR_NOISE | SECRET} = 0",
        (target.rstrip("/"),),
    ).fetchone()[0]
    if own > len(kids):
        return False  # (mostly files: a count of its files is meant)
    s.modified_after = s.modified_before = s.date_label = None
    u.tool, u.arguments, u.intent = "browse_directory", {"path": target}, "count"
    u.place = target
    return True
