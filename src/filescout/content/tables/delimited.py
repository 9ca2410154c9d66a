"""CSV, TSV and other delimited text: encoding and dialect sniffed, lines above the header skipped.

Delimiters tried: comma, semicolon, tab and pipe (the one giving the most rows of one width wins). Quoted fields
may hold delimiters and newlines. Rows are numbered by record in the file, the header being row 1 (as a
spreadsheet shows it when the file has no lines above the header).
"""

from __future__ import annotations

import csv
import io
import itertools
from collections import Counter

from ...errors import FilescoutError
from ..budgets import opened
from ..sniff import detect_encoding, is_binary
from .build import make_table
from .model import Table
from .types import is_texty

MAX_BYTES = 256 * 1024 * 1024  # a delimited file read at most this far
MAX_ROWS = 1_000_000  # the scratchpad's own limit per table
CELL_LIMIT = 128 * 1024  # characters in one cell
DELIMITERS = (",", ";", "\t", "|")


def sniff_delimiter(sample: str, ext: str = "") -> str:
    """The delimiter under which the sample's records most consistently have the same number (>1) of fields."""
    cut = sample.rfind("\n")
    sample = sample[: cut + 1] if cut > 0 else sample
    best, best_score = ("\t" if ext in ("tsv", "tab") else ","), (0.0, 0, 0, 0)
    for pref, d in enumerate(DELIMITERS):
        try:
            records = itertools.islice(csv.reader(io.StringIO(sample, newline=""), delimiter=d), 200)
            counts = [len(r) for r in records if any(c.strip() for c in r)]
        except csv.Error:
            continue
        if not counts:
            continue
        width, n = Counter(counts).most_common(1)[0]
        if width < 2:
            continue
        preferred = 1 if (ext in ("tsv", "tab") and d == "\t") else 0
        score = (round(n / len(counts), 2), preferred, width, -pref)
        if score > best_score:
            best, best_score = d, score
    return best


def _one_column_header(rows: list[list[str]]) -> int | None:
    """In a file of one column, the index of its header: the first non-empty line when it is text (not a number or
    a date) and values follow it; None otherwise, or when some line has more than one field."""
    if any(len(r) > 1 for r in rows):
        return None
    filled = [i for i, r in enumerate(rows) if r and r[0].strip()]
    if len(filled) < 2 or not is_texty(rows[filled[0]][0]):
        return None
    return filled[0]


def read(path: str, notes: list[str], *, ext: str = "") -> list[Table]:
    with opened(path) as f:
        data = f.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        data = data[: data.rfind(b"\n", 0, MAX_BYTES) + 1]
        notes.append(f"read the first {MAX_BYTES // (1024 * 1024)} MB only; the rest of the file was left out")
    if not data.strip():
        raise FilescoutError("It is empty: there is no table in it", code="unreadable")
    if is_binary(data[:8192]):
        raise FilescoutError("It isn't a text table: its content is binary data", code="unreadable")
    enc = detect_encoding(data[: 256 * 1024])
    text = data.decode(enc, errors="replace")
    del data
    delim = sniff_delimiter(text[: 64 * 1024], ext)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delim, quotechar='"', doublequote=True)
    rows: list[list[str]] = []
    # a cell longer than this is no table cell (an unterminated quote swallowing the rest of the file): the row is
    # malformed. Set for this read and put back: the limit is global to the process, and read_file raises it
    old_limit = csv.field_size_limit(CELL_LIMIT)
    try:
        rows.extend(itertools.islice(reader, MAX_ROWS + 1))
    except csv.Error as exc:
        n = reader.line_num
        if not rows:
            raise FilescoutError(f"It isn't a readable delimited file (line {n}: {exc})", code="unreadable")
        notes.append(f"stopped at line {n}, which is malformed ({exc}); the rows before it were read")
    finally:
        csv.field_size_limit(old_limit)
    if len(rows) > MAX_ROWS:
        rows = rows[:MAX_ROWS]
        notes.append(f"stopped after {MAX_ROWS:,} rows; the rest of the file was left out")
    where: list[tuple[int | None, int]] = [(None, n) for n in range(1, len(rows) + 1)]
    del text
    dec = "," if delim == ";" else "."
    h = _one_column_header(rows)
    if h is None:
        table = make_table(rows, where, "table 1", dec_hint=dec, notes=notes)
    else:  # one column (no delimiter anywhere): the header can't be told by its width, it is the first line
        table = make_table(rows[h + 1 :], where[h + 1 :], "table 1", header=rows[h], find=False, dec_hint=dec)
    if table is None:
        raise FilescoutError("It holds no rows of data", code="unreadable")
    if len(table.columns) < 2:
        notes.append("only one column was found: it may not be a delimited table")
    return [table]
