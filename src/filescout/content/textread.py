"""Reading plain text a page at a time from an already opened file, within budgets.

Lines, CSV/TSV tables and pretty-printed JSON. Every reader takes a binary file
object (opened safely by the caller), reads at most ``READ_BYTES`` of it, cuts
overlong lines, and says in its answer when it stopped early. JSON nested too
deeply to parse is shown as plain lines, with a note.
"""

from __future__ import annotations

import csv
import io
import json
from itertools import islice
from typing import BinaryIO

from ..errors import FilescoutError
from .budgets import READ_BYTES, LineBudget

MAX_LINE = 2000
MAX_COLS = 500
JSON_PRETTY_LIMIT = 5 * 1024 * 1024
COUNT_BYTES = 64 * 1024 * 1024


def _text(f: BinaryIO, enc: str, newline: str | None = None) -> io.TextIOWrapper:
    f.seek(0)
    return io.TextIOWrapper(f, encoding=enc, errors="replace", newline=newline)


def _release(t: io.TextIOWrapper) -> None:
    try:
        t.detach()  # the caller owns the binary file
    except ValueError:
        pass


def _page(lines, offset: int, limit: int) -> tuple[list[str], bool]:
    taken = list(islice(lines, offset, offset + limit + 1))
    more = len(taken) > limit
    return [ln[:MAX_LINE] for ln in taken[:limit]], more


def _partial(data: dict, budget: LineBudget, text: str) -> tuple[dict, str]:
    if budget.exhausted:
        data["partial"] = True
        data["notes"] = [budget.note()]
        text += f"\n(Note: {budget.note()}.)"
    return data, text


def read_lines(f: BinaryIO, enc: str, offset: int, limit: int, *, max_bytes: int = READ_BYTES) -> tuple[dict, str]:
    budget = LineBudget(max_bytes)
    t = _text(f, enc)
    try:
        lines, more = _page(budget.lines(t), offset, limit)
    finally:
        _release(t)
    data = {
        "lines": lines,
        "returned": len(lines),
        "has_more": more,
        "next_offset": offset + len(lines) if more else None,
    }
    width = len(str(offset + len(lines)))
    body = "\n".join(f"{offset + i + 1:>{width}}  {ln}" for i, ln in enumerate(lines))
    tail = f"\n… more below (use offset={offset + len(lines)})" if more else ""
    if not lines:
        body = "(empty)" if offset == 0 else "(no more lines)"
    return _partial(data, budget, body + tail)


def read_json(f: BinaryIO, enc: str, offset: int, limit: int) -> tuple[dict, str]:
    """Pretty-printed JSON; a file that isn't JSON, or is nested too deeply, is read as lines."""
    t = _text(f, enc)
    try:
        raw = t.read(JSON_PRETTY_LIMIT + 1)
    finally:
        _release(t)
    note = None
    try:
        if len(raw) > JSON_PRETTY_LIMIT:
            raise ValueError("too large to pretty-print")
        pretty = json.dumps(json.loads(raw), indent=2, ensure_ascii=False).splitlines()
    except ValueError:
        return read_lines(f, enc, offset, limit)
    except RecursionError:
        note = "it is nested too deeply to pretty-print, so it is shown as it is written"
    if note:
        data, text = read_lines(f, enc, offset, limit)
        data.setdefault("notes", []).append(note)
        return data, f"(Note: {note}.)\n{text}"
    lines, more = _page(iter(pretty), offset, limit)
    data = {
        "format": "json",
        "lines": lines,
        "returned": len(lines),
        "has_more": more,
        "next_offset": offset + len(lines) if more else None,
        "total_lines": len(pretty),
    }
    tail = f"\n… more below (use offset={offset + len(lines)})" if more else ""
    return data, "\n".join(lines) + tail


def read_table(
    f: BinaryIO, enc: str, delimiter: str | None, offset: int, limit: int, *, max_bytes: int = READ_BYTES
) -> tuple[dict, str]:
    budget = LineBudget(max_bytes, max_line=1024 * 1024)
    t = _text(f, enc, newline="")
    try:
        sample = t.read(4096)  # the sniffer's regular expressions are slow on hostile quoting: a small sample
        if delimiter is None:
            try:
                delimiter = csv.Sniffer().sniff(sample, delimiters=",;\t|").delimiter
            except csv.Error:
                delimiter = ","
        _release(t)
        t = _text(f, enc, newline="")
        # a cell may be as long as a line the budget lets through (1 MB), not just csv's default 128 KB
        csv.field_size_limit(max(csv.field_size_limit(), 2 * 1024 * 1024))
        reader = csv.reader((ln + "\n" for ln in budget.lines(t)), delimiter=delimiter)
        header = next(reader, [])
        rows, more = _page(reader, offset, limit)
    except (OSError, csv.Error) as exc:
        raise FilescoutError(f"I couldn't read that file as a table: {exc}")
    finally:
        _release(t)
    header = [c[:MAX_LINE] for c in header[:MAX_COLS]]
    rows = [[c[:MAX_LINE] for c in r[:MAX_COLS]] for r in rows]
    data = {
        "format": "table",
        "columns": header,
        "rows": rows,
        "returned": len(rows),
        "has_more": more,
        "next_offset": offset + len(rows) if more else None,
    }
    text = render_table(header, rows) + (f"\n… more rows (use offset={offset + len(rows)})" if more else "")
    return _partial(data, budget, text)


def count_lines(f: BinaryIO, size: int, limit_bytes: int = COUNT_BYTES) -> tuple[int, bool, int]:
    """(lines, complete, lines counted). Past ``limit_bytes`` the count stops and is scaled to an estimate
    for the whole file (``complete`` False; the third value is what was actually counted)."""
    n = 0
    read = 0
    last = b"\n"
    f.seek(0)
    while chunk := f.read(1 << 20):
        n += chunk.count(b"\n")
        read += len(chunk)
        last = chunk[-1:]
        if read >= limit_bytes and read < size:
            return round(n * size / read), False, n
    if last != b"\n":
        n += 1
    return n, True, n


def render_table(header: list[str], rows: list[list], max_width: int = 40) -> str:
    cols = max([len(header), *(len(r) for r in rows)])
    cells = [[str(c) for c in header] + [""] * (cols - len(header))]
    cells += [[str(c) if c is not None else "" for c in r] + [""] * (cols - len(r)) for r in rows]
    cells = [[c.replace("\n", " ")[:max_width] for c in r] for r in cells]
    widths = [max(len(r[i]) for r in cells) for i in range(cols)]
    out = io.StringIO()
    for n, r in enumerate(cells):
        out.write(" | ".join(c.ljust(widths[i]) for i, c in enumerate(r)).rstrip() + "\n")
        if n == 0:
            out.write("-+-".join("-" * w for w in widths) + "\n")
    return out.getvalue().rstrip("\n")
