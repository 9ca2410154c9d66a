"""From a grid of cells to a typed Table: the header row found, columns typed, debit/credit made one amount."""

from __future__ import annotations

import bisect
import itertools
import re
from collections import Counter
from collections.abc import Sequence

from .model import Column, Table
from .types import is_texty, type_column

SUMMARY = re.compile(
    r"^\s*(?:sub-?)?total\b|^\s*(?:opening|closing|previous|new|starting|ending)\s+balance|"
    r"balance\s+(?:brought|carried)\s+(?:forward|over)|^\s*(?:brought|carried)\s+forward|^\s*b/f\b|^\s*c/f\b|"
    r"^\s*(?:summe|gesamt|saldo)\b",
    re.I,
)
SUMMARY_WORDS = ("total", "balance", "forward", "b/f", "c/f", "summe", "gesamt", "saldo")
DEBIT = re.compile(r"debit|withdraw|paid\s*out|money\s*out|^out$|soll|d[ée]bit|ausgang|^dr$|outflow|spent", re.I)
CREDIT = re.compile(r"credit|deposit|paid\s*in|money\s*in|^in$|haben|cr[ée]dit|eingang|^cr$|inflow|received", re.I)


def clean(cell) -> str:
    if cell is None:
        return ""
    if isinstance(cell, str):
        return " ".join(cell.split())
    return str(cell)


def _filled(row: Sequence) -> int:
    return sum(1 for c in row if c is not None and c != "" and (not isinstance(c, str) or c.strip()))


def _nonempty(row: Sequence) -> bool:
    try:
        return bool("".join(row).strip())  # a row of strings (CSV): at C speed
    except TypeError:
        return _filled(row) > 0


def find_header(rows: Sequence[Sequence], look: int = 30) -> int | None:
    """Index of the header row (text cells above rows that aren't all text), or None when there is none."""
    widths = Counter(_filled(r) for r in rows[: look * 4] if _filled(r) >= 2)
    if not widths:
        return None
    width = widths.most_common(1)[0][0]
    for least in (width, max(2, (width + 1) // 2)):  # a full row of names first, then one with gaps
        for i, row in enumerate(rows[:look]):
            n = _filled(row)
            if n < least:
                continue
            if all(is_texty(c) for c in row if _filled([c])):
                return i
            if n >= width:
                break  # the first full row already holds data
    return None
    return None


def names(header: Sequence, n: int) -> list[str]:
    out: list[str] = []
    seen: Counter = Counter()
    for i in range(n):
        name = clean(header[i]) if i < len(header) else ""
        name = name or f"column {i + 1}"
        seen[name.lower()] += 1
        if seen[name.lower()] > 1:
            name = f"{name} {seen[name.lower()]}"
        out.append(name)
    return out


def make_table(
    grid: Sequence[Sequence],
    where: Sequence[tuple[int | None, int]],
    label: str,
    *,
    header: Sequence | None = None,
    find: bool = True,
    ref: tuple[int, int] | None = None,
    date_hint: str = "dmy",
    dec_hint: str = ".",
    notes: list[str] | None = None,
) -> Table | None:
    """A typed table from raw rows (``where`` gives each row's provenance); None when nothing is left."""
    rows = [list(r) for r in grid]
    where = list(where)
    if header is None and find:
        h = find_header(rows)
        if h is not None:
            header = rows[h]
            if h and notes is not None:
                notes.append(f"{label}: skipped {h} line(s) above the header")
            rows, where = rows[h + 1 :], where[h + 1 :]
    keep = [i for i, r in enumerate(rows) if _nonempty(r)]
    rows, where = [rows[i] for i in keep], [where[i] for i in keep]
    if not rows:
        return None
    width = max(len(r) for r in rows)
    width = max(width, len(header or []))
    while (
        width
        and all((len(r) < width or not _filled([r[width - 1]])) for r in rows)
        and (not header or len(header) < width or not clean(header[width - 1]))
    ):
        width -= 1  # trailing empty columns
    if not width:
        return None
    rows = [r if len(r) == width else (r + [None] * (width - len(r)))[:width] for r in rows]
    cols = names(header or [], width)
    typed = _type_all(cols, rows, ref, date_hint, dec_hint)
    summary = _summary_rows(rows, width)
    if summary and len(summary) < len(rows):
        rest = [i for i in range(len(rows)) if i not in summary]
        typed2 = _type_all(cols, [rows[i] for i in rest], ref, date_hint, dec_hint)
        dated = [j for j, (t, _) in enumerate(typed) if t == "date"]
        if sum(t != "text" for t, _ in typed2) > sum(t != "text" for t, _ in typed):
            typed, where = typed2, [where[i] for i in rest]  # "Total" in the date column: typed without it
        elif dated:  # a "Balance brought forward" line with no date among dated rows isn't a row of data
            summary = {i for i in summary if all(typed[j][1][i] is None for j in dated)}
            typed = [(t, [v for i, v in enumerate(vals) if i not in summary]) for t, vals in typed]
            where = [w for i, w in enumerate(where) if i not in summary]
        else:
            summary = set()
        if summary and notes is not None:
            notes.append(f"{label}: left out {len(summary)} total/balance line(s)")
    columns = [Column(n, t) for n, (t, _) in zip(cols, typed, strict=True)]
    values = [v for _, v in typed]
    out_rows = [list(r) for r in zip(*values, strict=True)] if values else []
    table = Table(columns, out_rows, where, label)
    signed(table)
    return table


def _summary_rows(rows: list[list], width: int) -> set[int]:
    """Rows with a total or balance-forward cell, found a column at a time (one regex pass per column)."""
    found: set[int] = set()
    pattern = re.compile(SUMMARY.pattern, re.I | re.M)
    for j in range(width):
        col = [r[j] for r in rows]
        try:
            joined = "\n".join(col)
        except TypeError:
            col = [c if c.__class__ is str else "" for c in col]
            joined = "\n".join(col)
        low = joined.lower()
        if not any(w in low for w in SUMMARY_WORDS):
            continue  # the regex tries every position; most columns hold none of its words
        hits = [m.start() for m in pattern.finditer(joined)]
        if not hits:
            continue
        starts = list(itertools.accumulate((len(c) + 1 for c in col), initial=0))
        found.update(bisect.bisect_right(starts, h) - 1 for h in hits)
    return found


def _type_all(cols, rows, ref, date_hint, dec_hint) -> list[tuple[str, list]]:
    by_column = list(zip(*rows, strict=True)) if rows else [() for _ in cols]
    return [
        type_column(name, by_column[j], ref=ref, date_hint=date_hint, dec_hint=dec_hint) for j, name in enumerate(cols)
    ]


def signed(table: Table) -> None:
    """Separate debit and credit columns -> one signed "amount" column (money out negative), after them."""
    numeric = ("amount", "real", "integer")
    deb = [i for i, c in enumerate(table.columns) if c.type in numeric and DEBIT.search(c.name)]
    cred = [i for i, c in enumerate(table.columns) if c.type in numeric and CREDIT.search(c.name) and i not in deb]
    if len(deb) != 1 or len(cred) != 1:
        return
    d, c = deb[0], cred[0]
    taken = {col.name.lower() for col in table.columns}
    name = "amount" if "amount" not in taken else "signed amount"
    at = max(d, c) + 1
    for row in table.rows:
        out, inn = row[d], row[c]
        v = None if out is None and inn is None else round(abs(inn or 0) - abs(out or 0), 2)
        row.insert(at, v)
    table.columns.insert(at, Column(name, "amount"))
    for i in (d, c):
        if table.columns[i].type != "amount":
            table.columns[i].type = "amount"
            for row in table.rows:
                row[i] = None if row[i] is None else round(float(row[i]), 2)
