"""Tables out of documents: CSV/TSV, JSON rows, XLSX/ODS sheets, DOCX and HTML tables, PDF tables and statements.

``read_tables(path)`` never raises for a bad file: what could not be read is ``TableRead.error`` (nothing read)
or a line in ``TableRead.notes`` (part skipped), in plain language. Columns are typed by the whole column
(see :mod:`.types`): dates become ISO strings, amounts floats rounded to cents (money out negative), and a
pair of debit/credit columns also gives one signed ``amount`` column.

Provenance (``Table.where``, per row): CSV/TSV (None, record number in the file, the first being 1); JSON rows
(None, place in the list, the first being 1); sheets (sheet index, row number as the spreadsheet shows it);
DOCX/HTML (None, row number within that table, its first row being 1); PDF (page, the row's position among that
page's rows of the table, 1-based).
"""

from __future__ import annotations

import os

from ...errors import FilescoutError
from ..budgets import opened
from .model import TYPES, Column, Table, TableRead

__all__ = ["TYPES", "Column", "Table", "TableRead", "merge", "read_tables"]

TEXT_EXT = {"csv", "tsv", "tab", "txt", "dat", "psv", "ssv"}


def read_tables(
    path: str, *, sheet: str | None = None, cell_range: str | None = None, pages: str | None = None
) -> TableRead:
    """The tables in the file at ``path`` (a sheet and cell range for workbooks, a page range for PDFs)."""
    notes: list[str] = []
    try:
        tables = _dispatch(path, notes, sheet=sheet, cell_range=cell_range, pages=pages)
    except FilescoutError as exc:
        return TableRead([], notes, exc.message)
    except MemoryError:
        return TableRead([], notes, "It is too large to read as a table in memory")
    except RecursionError:
        return TableRead([], notes, "It is nested too deeply to read")
    except Exception as exc:  # a parser's own error on a damaged file: plain words, never a traceback
        return TableRead([], notes, f"It couldn't be read as a table (the file looks damaged: {type(exc).__name__})")
    if not tables:
        return TableRead([], notes, "No table was found in it")
    return TableRead(tables, notes)


def _kind(path: str) -> str:
    ext = os.path.splitext(os.fspath(path))[1].lower().lstrip(".")
    with opened(path) as f:
        head = f.read(8)
    if not head.strip():
        raise FilescoutError("It is empty: there is no table in it", code="unreadable")
    if head.startswith(b"%PDF-"):
        return "pdf"
    if head.startswith(b"PK\x03\x04"):
        return {"docx": "docx", "ods": "ods"}.get(ext, "xlsx" if ext in ("xlsx", "xlsm") else "zip")
    if head.startswith(b"\xd0\xcf\x11\xe0"):
        return "ole"
    if ext in ("html", "htm", "xhtml"):
        return "html"
    if ext == "json":
        return "json"
    if ext in ("xlsx", "xlsm", "ods", "docx", "pdf"):
        return "fake:" + ext
    return "text"


def _dispatch(path: str, notes: list[str], *, sheet, cell_range, pages) -> list[Table]:
    kind = _kind(path)
    ext = os.path.splitext(os.fspath(path))[1].lower().lstrip(".")
    if kind == "pdf":
        from . import pdf

        return pdf.read(path, notes, pages=pages)
    if kind in ("xlsx", "ods"):
        from . import sheets

        return sheets.read(path, notes, kind=kind, sheet=sheet, cell_range=cell_range)
    if kind == "zip":
        from . import sheets

        return sheets.read(path, notes, kind="auto", sheet=sheet, cell_range=cell_range)
    if kind == "docx":
        from . import markup

        return markup.read_docx(path, notes)
    if kind == "html":
        from . import markup

        return markup.read_html(path, notes)
    if kind == "json":
        from . import jsonrows

        return jsonrows.read(path, notes)
    if kind == "ole":
        raise FilescoutError(
            "It is an old binary Office file (.xls/.doc), which filescout can't read; save it as .xlsx or .csv",
            code="unsupported",
        )
    if kind.startswith("fake:"):
        raise FilescoutError(f"It is named .{ext} but isn't one (its content doesn't match)", code="unreadable")
    from . import delimited

    return delimited.read(path, notes, ext=ext)


def merge(tables: list[Table]) -> list[Table]:
    """Tables with the same column names (e.g. one per page of a statement) joined into one, in order."""
    out: list[Table] = []
    for t in tables:
        prev = out[-1] if out else None
        if prev is not None and [n.lower() for n in prev.names()] == [n.lower() for n in t.names()]:
            _join(prev, t)
        else:
            out.append(Table([Column(c.name, c.type) for c in t.columns], [list(r) for r in t.rows],
                             list(t.where), t.label))  # fmt: skip
    return out


def _join(a: Table, b: Table) -> None:
    for j, (ca, cb) in enumerate(zip(a.columns, b.columns, strict=True)):
        if ca.type == cb.type:
            continue
        if all(r[j] is None for r in b.rows):
            continue
        if all(r[j] is None for r in a.rows):
            ca.type = cb.type
            continue
        new = _wider(ca.type, cb.type)
        for t, col in ((a, ca), (b, cb)):
            if col.type != new:
                for row in t.rows:
                    row[j] = _convert(row[j], new)
        ca.type = new
    a.rows.extend(list(r) for r in b.rows)
    a.where.extend(b.where)
    a.label = _span(a.label, b.label)


def _wider(x: str, y: str) -> str:
    pair = {x, y}
    if pair <= {"integer", "real"}:
        return "real"
    if pair <= {"integer", "real", "amount"}:
        return "amount"
    return "text"


def _convert(v, kind: str):
    if v is None:
        return None
    if kind == "text":
        return str(v)
    if kind == "amount":
        return round(float(v), 2)
    return float(v)


def _span(a: str, b: str) -> str:
    """ "page 1" + "page 2" -> "pages 1–2"; otherwise the first label with the last."""
    first, last = a.split("–")[0], b
    if first.startswith(("page ", "pages ")) and last.startswith("page "):
        return f"pages {first.split(' ', 1)[1]}–{last.split(' ', 1)[1]}"
    return f"{first}–{last}"
