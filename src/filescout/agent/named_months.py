"""A month said as what files are for ("the invoice for September 2026", "the statement for March"): the files
whose names carry that month ("INV-066 The Mill Studio Sep 2026.pdf", "statement 2026-03.pdf"), which are often
saved in the month after, not the files changed in that month. Only when such names exist where the question
looks; otherwise the dates stay."""

from __future__ import annotations

import calendar
import re
from datetime import date

from .intents import Understanding

_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}


def named_month(ctx, u: Understanding) -> None:
    """Swap a one-month date filter for the month in the names, when the question says it "for" that month."""
    args = u.arguments
    if u.tool not in ("list_files", "find_files", "count_files") or not args.get("modified_after"):
        return
    try:
        start = date.fromisoformat(str(args["modified_after"])[:10])
        end = date.fromisoformat(str(args.get("modified_before") or "")[:10])
    except ValueError:
        return
    if start.day != 1 or (end.year * 12 + end.month) - (start.year * 12 + start.month) != 1 or end.day != 1:
        return
    month = calendar.month_name[start.month].lower()
    said_for = rf"\bfor\s+(?:the\s+month\s+of\s+)?{month[:3]}[a-z]*\b"
    said_as_kind = rf"\b{month[:3]}[a-z]*\s+(?!(?:{_NOT_A_KIND})\b)[a-z]"  # "the Feb rota", "the november mocks"
    kind = args.get("path") and re.search(said_as_kind, u.question, re.I)  # (in the folder said: its names)
    if not re.search(said_for, u.question, re.I) and not kind:
        return
    folder = _named_folder(ctx, args.get("path"), start)
    if folder:  # "the november mock papers": Mocks/Year 11 mocks November 2026
        for k in ("modified_after", "modified_before"):
            args.pop(k, None)
        u.slots.modified_after = u.slots.modified_before = u.slots.date_label = None
        args["path"] = u.place = folder
        return
    words = _named(ctx, args.get("path"), start)
    if words:
        for k in ("modified_after", "modified_before"):
            args.pop(k, None)
        u.slots.modified_after = u.slots.modified_before = u.slots.date_label = None  # (the name says it)
        args["name"] = " ".join([args["name"], words]) if args.get("name") else words
        if u.tool == "find_files" and not args.get("query"):
            u.tool = "list_files"


_NOT_A_KIND = "last|this|next|of|to|till|until|through|and|or|onwards|on|in|at|from|since|i|we|the|my|\\d+"


def _named_folder(ctx, path: str | None, start: date) -> str | None:
    """The one folder under ``path`` whose name says that month ("Year 11 mocks November 2026"), if only one does."""
    if not path:
        return None
    full = calendar.month_name[start.month].lower()
    key = path.rstrip("/")
    hits: list[str] = []
    for said in (f"{full} {start.year}", f"{full[:3]} {start.year}", f"{start.year}-{start.month:02d}"):
        sql = "SELECT path FROM dirs WHERE path > ? AND path < ? AND lower(name) LIKE ? AND flags & 3 = 0 LIMIT 3"
        hits = [p for (p,) in ctx.conn.execute(sql, (key + "/", key + "0", f"%{said}%"))]
        if hits:
            break
    return hits[0] if len(hits) == 1 else None


def _named(ctx, path: str | None, start: date) -> str | None:
    """The words a name says the month with, if any file (under ``path``) is so named: "sep 2026", "2026-09"."""
    full = calendar.month_name[start.month].lower()
    for said in (f"{full[:3]} {start.year}", f"{full} {start.year}", f"{start.year}-{start.month:02d}"):
        like = f"%{said}%"
        sql = "SELECT 1 FROM files f JOIN dirs d ON d.id = f.dir_id WHERE lower(f.name) LIKE ?"
        params: list = [like]
        if path:
            key = path.rstrip("/")
            sql += " AND (d.path = ? OR (d.path >= ? AND d.path < ?))"
            params += [key, key + "/", key + "0"]
        if ctx.conn.execute(sql + " LIMIT 1", params).fetchone():
            return said
    return None


_SAID_MONTH = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)(?:[a-z]*)\b", re.I)


def swap_month(text: str, after: str | None, before: str | None) -> str | None:
    """The words of a name searched for with the month they said swapped for the one a follow-up says ("Jan rota",
    then "and the Feb one?": "Feb rota"), in the same form (short or whole); None when either says no one month."""
    try:
        start = date.fromisoformat(str(after or "")[:10])
        end = date.fromisoformat(str(before or "")[:10])
    except ValueError:
        return None
    if start.day != 1 or end.day != 1 or (end.year * 12 + end.month) - (start.year * 12 + start.month) != 1:
        return None
    for m in _SAID_MONTH.finditer(text):
        word = m.group(0)
        low = word.lower()
        if low not in _MONTHS and low not in {n[:3] for n in _MONTHS} and low != "sept":
            continue
        if low.startswith(calendar.month_name[start.month].lower()[:3]):
            return None  # (the same month)
        new = calendar.month_name[start.month] if low in _MONTHS else calendar.month_abbr[start.month]
        new = new.lower() if word.islower() else new
        return text[: m.start()] + new + text[m.end() :]
    return None
