"""How many of a kind of thing the user keeps a folder each for ("how many jobs did i do in 2025": the client
folders in Jobs/2025): the folders inside the one named for that kind, listed and counted (browse_directory)."""

from __future__ import annotations

import os
import re

from ..index.fold import stem, tokens
from ..index.schema import HIDDEN_OR_NOISE, SECRET
from ..units import now
from .intents import Understanding
from .lookup import files_named
from .unnamed import FILE_KINDS
from .word_runs import FOLDER_KINDS

COUNT_RE = re.compile(
    r"^\W*(?:so\s+|and\s+|ok\s+)?how many\s+(?:different\s+)?(?P<kind>[a-z][\w'&-]+)"
    r"(?=\s+(?:did|do|have|has|had|are|were|is|was|i|we|in|on|from|since|there)\b|\s*[?.!]*\s*$)",
    re.I,
)
YEAR_RE = re.compile(r"^(?:19|20)\d\d$")


def whole_year(s) -> str | None:
    """The year a question's dates are all of ("in 2025", "this year"), or None."""
    after, before = s.modified_after or "", s.modified_before or ""
    if not after.endswith("-01-01"):
        return None
    year = after[:4]
    if before[:4] == str(int(year) + 1) and before.endswith("-01-01"):
        return year
    this = (s.date_label or "").lower() in ("this year", "in this year", "so far this year")
    return year if not before and this else None


FOLDERS_COUNT_RE = re.compile(
    r"\b(?:how many|count|number of)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:sub-?)?"
    r"(?:folders|directories|dirs|subdirectories)\b",
    re.I,
)


def folder_count(ctx, u: Understanding, question: str, place: str | None) -> bool:
    """The folders counted, when a count is of things kept a folder each (the kind named by the folder, or a word for
    such things): False when the question is not such a count."""
    return _kind_named(ctx, u, question, place) or _things_kept_in_folders(ctx, u, question, place)


# things people keep a folder each for, not documents ("how many topics ... in Year 10": its topic folders)
THINGS = {
    "album", "case", "client", "course", "customer", "event", "job", "machine", "module", "project", "property",
    "session", "shoot", "site", "sitting", "subject", "topic", "trip", "unit", "vehicle", "wedding",
}  # fmt: skip
KINDS_RE = re.compile(
    r"^\W*(?:so\s+|and\s+|ok\s+)?how many\s+(?:different\s+)?(?P<kind>(?:[a-z][\w'&-]+\s+){0,2}?[a-z][\w'&-]+)"
    r"(?=\s+(?:did|do|have|has|had|are|were|is|was|i|we|in|on|from|since|there)\b|\s*[?.!]*\s*$)",
    re.I,
)


def _things_kept_in_folders(ctx, u: Understanding, question: str, place: str | None) -> bool:
    """ "How many mock sittings are in the Mocks folder?", "how many topics have I got lesson plans for in Year 10",
    "how many school projects has Maya got": the kind's last word names things kept a folder each (not files: no
    file under the place is named so), and every word left unexplained is the kind's; the place holds at least
    two such folders (not year folders) and no more loose files than folders. The answer names the folders."""
    m = KINDS_RE.match(question)
    s = u.slots
    if not m or not place or s.type or s.size_gt or s.size_lt or s.modified_after or s.modified_before:
        return False
    words = m.group("kind").lower().split()
    head = stem(words[-1])
    if words[-1] in FILE_KINDS or head == words[-1] or head not in THINGS:
        return False  # (a plural only: "how many of the topics" is not asked of one topic)
    if {stem(t.lower()) for t in s.terms} - {stem(w) for w in words}:
        return False  # (other words not understood: a search, not a count of folders)
    if files_named(ctx.conn, [words[-1]], limit=1, under=place):
        return False  # ("how many sessions" with files named "session 3.wav": those are counted)
    kids = _children(ctx.conn, place.rstrip("/"))
    if len(kids) < 2 or all(YEAR_RE.match(n) for n, _ in kids):
        return False
    if _loose_files(ctx.conn, place) > len(kids) and words[-1] not in FOLDER_KINDS:
        return False  # (mostly files: they are what is counted; a project is a folder however many files are loose)
    s.type_word, s.terms, u.unused = " ".join(words), [], []
    u.tool, u.arguments, u.intent, u.place = "count_folders", {"path": place}, "count", place
    return True


def _kind_named(ctx, u: Understanding, question: str, place: str | None) -> bool:
    """ "how many jobs did i do in 2025" with Jobs/2025/<one folder a job>: browse that folder, whose answer counts
    its folders. The place must be named by the kind said ("jobs" -> Jobs) and hold folders, not files; a year said
    is its year folder's ("in 2025" -> Jobs/2025), not a date filter. False when the question is not such a count."""
    m = COUNT_RE.match(question)
    s = u.slots
    if place and FOLDERS_COUNT_RE.search(question) and not (s.filters().keys() - {"path", "type"}):
        u.tool, u.arguments, u.intent, u.place = "count_folders", {"path": place, "depth": 1}, "count", place
        s.terms, u.unused, s.type, s.type_word = [], [], None, None  # (a folder has no type: "Music Work")
        return True  # "Count the folders in Household/Holidays", "how many subfolders does Music Work have"
    booked = {"booked", "planned", "upcoming", "coming", "next", "scheduled", "lined", "confirmed", "up"}
    if not m or not place or u.intent != "count" or s.type or s.size_gt or s.size_lt or set(s.terms) - booked:
        return False
    kind = m.group("kind").lower()
    if kind in FILE_KINDS:
        return False  # ("how many clips" with Clips/Fortnite, Clips/Minecraft: the clips are files)
    if stem(kind) == kind or [stem(t) for t in tokens(os.path.basename(place.rstrip("/")))] != [stem(kind)]:
        return False
    if files_named(ctx.conn, [kind], limit=1, under=place):
        return False  # ("how many invoices": files named so are what is counted, wherever they are filed)
    target = place
    kids = _children(ctx.conn, target.rstrip("/"))
    year = whole_year(s)
    today = now().date()
    if re.search(r"\bnext year\b", question, re.I) and not year:
        year = str(today.year + 1)  # ("how many weddings are booked in for next year": its folder)
    if year:
        inside = [p for n, p in kids if n == year]
        if not inside:
            return False
        target, kids = inside[0], _children(ctx.conn, inside[0])
    elif s.modified_after or s.modified_before:
        return False  # ("how many jobs since March": by when their files changed, not a count of folders)
    if kids and all(YEAR_RE.match(n) for n, _ in kids) and not any(_children(ctx.conn, p) for _, p in kids):
        return False  # ("how many rides" with Rides/<year>/<ride>.fit: the rides are files)
    if kids and all(YEAR_RE.match(n) for n, _ in kids):
        # the kind's folders are one level further down, one folder a year: counted in every year (those done, when
        # asked what was done: "how many weddings have I done altogether" leaves out next year's, booked)
        years = sorted(n for n, _ in kids)
        if re.search(r"\b(?:did|done|had|have i (?:done|had)|were|finished|completed)\b", question, re.I):
            years = [y for y in years if int(y) <= today.year]
        s.type_word, s.terms, u.unused = kind, [], []  # (the answer's word: "23 weddings"; "booked" is understood)
        u.tool, u.arguments, u.intent, u.place = (
            "count_folders",
            {"path": target, "depth": 2, "within": years},
            "count",
            target,
        )
        return True
    if not kids:
        return False
    if _loose_files(ctx.conn, target) > len(kids):
        return False  # (mostly files: a count of its files is meant)
    s.modified_after = s.modified_before = s.date_label = None
    s.type_word, s.terms, u.unused = kind, [], []
    u.tool, u.arguments, u.intent = "count_folders", {"path": target}, "count"
    u.place = target
    return True


def year_folder(conn, place: str | None, s) -> str | None:
    """The folder of the year a question's dates are all of, when the files said are kept a folder a year
    ("invoices issued in 2024" -> Invoices/2024, not everything in Invoices changed in 2024; "and in 2024?"
    after Invoices/2025 -> Invoices/2024): its path, and the dates are then the folder's, not a filter."""
    year = whole_year(s)
    if not place or not year:
        return None
    base = place.rstrip("/")
    for folder in (base, os.path.dirname(base)) if YEAR_RE.match(os.path.basename(base)) else (base,):
        hit = [p for n, p in _children(conn, folder) if n == year]
        if hit:
            return hit[0]
    return None


def _loose_files(conn, folder: str) -> int:
    """How many visible files are directly in ``folder`` (not in its folders)."""
    return conn.execute(
        f"SELECT count(*) FROM files f JOIN dirs d ON d.id = f.dir_id WHERE d.path = ? "
        f"AND f.flags & {HIDDEN_OR_NOISE | SECRET} = 0",
        (folder.rstrip("/"),),
    ).fetchone()[0]


def _children(conn, folder: str) -> list[tuple[str, str]]:
    """The visible folders directly inside ``folder``: (name, path)."""
    return conn.execute(
        f"SELECT c.name, c.path FROM dirs c JOIN dirs p ON p.id = c.parent_id WHERE p.path = ? "
        f"AND c.flags & {HIDDEN_OR_NOISE} = 0",
        (folder,),
    ).fetchall()
