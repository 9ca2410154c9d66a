"""Tables in documents: DOCX (python-docx) and HTML (lxml). Each table found is one Table, "table N" in order.

Provenance is (None, row number within that table, the first row being 1). Merged cells repeat their text
(DOCX) or fill their colspan (HTML); an HTML table that holds other tables is left to its inner tables.
"""

from __future__ import annotations

import re

from ...errors import FilescoutError
from ..budgets import opened, zip_stream
from ..sniff import detect_encoding
from .build import make_table
from .model import Table

MAX_HTML = 64 * 1024 * 1024
MAX_SPAN = 100


def _tables(grids: list[list[list]], notes: list[str]) -> list[Table]:
    out = []
    for k, grid in enumerate(grids, 1):
        where = [(None, i) for i in range(1, len(grid) + 1)]
        t = make_table(grid, where, f"table {k}", notes=notes)
        if t is not None and t.rows:
            out.append(t)
    return out


def read_docx(path: str, notes: list[str]) -> list[Table]:
    try:
        import docx
    except ImportError:
        raise FilescoutError("Reading Word documents needs python-docx (pip install 'filescout[content]')")
    try:
        doc = docx.Document(zip_stream(path))
    except FilescoutError:
        raise
    except Exception as exc:
        raise FilescoutError(f"It isn't a readable Word document ({type(exc).__name__})", code="unreadable")
    grids = []
    for table in doc.tables:
        grid = []
        for row in table.rows:
            grid.append([cell.text for cell in row.cells])
        grids.append(grid)
    if not grids:
        raise FilescoutError("It holds no tables", code="no_table")
    return _tables(grids, notes)


def read_html(path: str, notes: list[str]) -> list[Table]:
    import lxml.html

    with opened(path) as f:
        data = f.read(MAX_HTML + 1)
    if len(data) > MAX_HTML:
        data = data[:MAX_HTML]
        notes.append(f"read the first {MAX_HTML // (1024 * 1024)} MB of the page only")
    if not data.strip():
        raise FilescoutError("It is empty: there is no table in it", code="unreadable")
    m = re.search(rb"""<meta[^>]+charset\s*=\s*["']?([A-Za-z0-9_.:-]+)""", data[:8192], re.I)
    enc = m[1].decode("ascii") if m else detect_encoding(data[: 256 * 1024])
    try:
        root = lxml.html.document_fromstring(data, parser=lxml.html.HTMLParser(encoding=enc))
    except Exception as exc:
        raise FilescoutError(f"It isn't a readable HTML page ({type(exc).__name__})", code="unreadable")
    grids = []
    for table in root.iter("table"):
        if next(table.iterdescendants("table"), None) is not None:
            continue  # a layout table around other tables: its inner tables are read instead
        grid = []
        for tr in table.xpath("./tr|./thead/tr|./tbody/tr|./tfoot/tr"):
            row: list[str] = []
            for cell in tr.xpath("./td|./th"):
                text = " ".join(cell.text_content().split())
                try:
                    span = max(1, min(int(cell.get("colspan") or 1), MAX_SPAN))
                except ValueError:
                    span = 1
                row.extend([text] + [""] * (span - 1))
            grid.append(row)
        if grid:
            grids.append(grid)
    if not grids:
        raise FilescoutError("It holds no tables", code="no_table")
    return _tables(grids, notes)
