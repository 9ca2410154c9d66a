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
    if not re.search(rf"\bfor\s+(?:the\s+month\s+of\s+)?{month[:3]}[a-z]*\b", u.question, re.I):
        return
    words = _named(ctx, args.get("path"), start)
    if words:
        for k in ("modified_after", "modified_before"):
            args.pop(k, None)
        u.slots.modified_after = u.slots.modified_before = u.slots.date_label = None  # (the name says it)
        args["name"] = " ".join([args["name"], words]) if args.get("name") else words
        if u.tool == "find_files" and not args.get("query"):
            u.tool = "list_files"


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
