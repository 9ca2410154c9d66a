"""JSON rows: a list of objects (what ``export_table`` writes, and what most tools export) as one table.

The columns are the objects' keys in the order they first appear; a value that is itself a list or an object is
kept as its JSON text. Rows are numbered by their place in the list, the first being 1.
"""

from __future__ import annotations

import json

from ...errors import FilescoutError
from ..budgets import opened
from ..sniff import detect_encoding
from .build import make_table
from .model import Table

MAX_BYTES = 64 * 1024 * 1024  # a JSON file is parsed whole: read at most this much
MAX_ROWS = 1_000_000
MAX_COLUMNS = 2_000


def read(path: str, notes: list[str]) -> list[Table]:
    with opened(path) as f:
        data = f.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise FilescoutError(f"It is too large to read as JSON rows (over {MAX_BYTES // (1024 * 1024)} MB)",
                             code="too_large")  # fmt: skip
    try:
        items = json.loads(data.decode(detect_encoding(data[: 256 * 1024]), errors="replace"))
    except ValueError as exc:
        raise FilescoutError(f"It isn't valid JSON ({getattr(exc, 'msg', exc)})", code="unreadable") from None
    if isinstance(items, dict):  # {"rows": [...]}: the one list of objects it holds
        lists = [v for v in items.values() if isinstance(v, list) and v and all(isinstance(x, dict) for x in v)]
        items = lists[0] if len(lists) == 1 else None
    if not isinstance(items, list) or not items or not all(isinstance(x, dict) for x in items):
        raise FilescoutError("It is JSON, but not a list of rows (objects of column -> value)", code="unreadable")
    if len(items) > MAX_ROWS:
        items = items[:MAX_ROWS]
        notes.append(f"stopped after {MAX_ROWS:,} rows; the rest of the file was left out")
    keys: dict[str, None] = {}
    for x in items:
        for k in x:
            keys.setdefault(str(k), None)
            if len(keys) > MAX_COLUMNS:
                raise FilescoutError(f"Its rows have more than {MAX_COLUMNS:,} different keys", code="unreadable")
    header = list(keys)
    rows = [[_value(x.get(k)) for k in header] for x in ({str(k): v for k, v in x.items()} for x in items)]
    table = make_table(rows, [(None, n) for n in range(1, len(rows) + 1)], "table 1", header=header, find=False)
    if table is None:
        raise FilescoutError("It holds no rows of data", code="unreadable")
    return [table]


def _value(v: object) -> object:
    if v is None or (isinstance(v, str | int | float) and not isinstance(v, bool)):
        return v
    if isinstance(v, bool):
        return "true" if v else "false"
    return json.dumps(v, ensure_ascii=False)
