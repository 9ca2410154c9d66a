"""Workbooks: XLSX with openpyxl (read-only, cached formula values) and ODS by reading its content.xml.

Every sheet is a table (or only ``sheet``; ``cell_range`` like "B3:D40" narrows it, also written
"Sheet!B3:D40"). Rows above the header (titles, blank lines) are skipped. Provenance is (sheet index, row
number as the spreadsheet shows it). Both formats are zip files checked for bombs before anything is parsed.
"""

from __future__ import annotations

import datetime as dt
import zipfile

from ...errors import FilescoutError
from ..budgets import check_zip, stream, zip_stream
from .build import make_table
from .model import Table

MAX_ROWS = 1_000_000
MAX_COLS = 1024  # cells beyond this column are left out (a forged sheet can claim 16,384)
ODS_XML = 150 * 1000 * 1000


def read(path: str, notes: list[str], *, kind: str, sheet: str | None, cell_range: str | None) -> list[Table]:
    check_zip(path)
    if kind == "auto":
        kind = _zip_kind(path)
    if sheet and "!" in sheet and not cell_range:
        sheet, cell_range = sheet.split("!", 1)
    bounds = _bounds(cell_range) if cell_range else None
    if kind == "xlsx":
        grids = _xlsx(path, sheet, bounds, notes)
    elif kind == "ods":
        grids = _ods(path, sheet, bounds, notes)
    elif kind == "docx":
        from .markup import read_docx

        return read_docx(path, notes)
    else:
        raise FilescoutError("It is a zip archive, not a workbook or document with tables", code="unsupported")
    out = []
    for index, title, rows, first in grids:
        where = [(index, first + i) for i in range(len(rows))]
        t = make_table(rows, where, f"sheet {title}", notes=notes)
        if t is not None and t.rows:
            out.append(t)
        else:
            notes.append(f"sheet {title} holds no table")
    return out


def _zip_kind(path: str) -> str:
    with zipfile.ZipFile(stream(path)) as z:
        names = set(z.namelist())
    if any(n.startswith("xl/") for n in names):
        return "xlsx"
    if "content.xml" in names:
        return "ods"
    if any(n.startswith("word/") for n in names):
        return "docx"
    return "zip"


def _bounds(cell_range: str) -> tuple[int, int, int, int]:
    from openpyxl.utils.cell import range_boundaries

    try:
        min_col, min_row, max_col, max_row = range_boundaries(cell_range.replace("$", ""))
    except (ValueError, TypeError):
        raise FilescoutError(f"{cell_range!r} isn't a cell range like A1:D20", code="invalid_input")
    return min_col or 1, min_row or 1, max_col or MAX_COLS, max_row or MAX_ROWS


def _pick(titles: list[str], sheet: str | None) -> list[int]:
    if not sheet:
        return list(range(len(titles)))
    for i, t in enumerate(titles):
        if t == sheet or t.lower() == sheet.lower():
            return [i]
    if sheet.isdigit() and 1 <= int(sheet) <= len(titles):
        return [int(sheet) - 1]
    raise FilescoutError(f"There is no sheet {sheet!r}; its sheets are: {', '.join(titles)}", code="invalid_input")


def _xlsx(path: str, sheet, bounds, notes: list[str]):
    try:
        import openpyxl
    except ImportError:
        raise FilescoutError("Reading workbooks needs openpyxl (pip install 'filescout[content]')")
    try:
        wb = openpyxl.load_workbook(zip_stream(path), read_only=True, data_only=True)
    except Exception as exc:
        raise FilescoutError(f"It isn't a readable Excel workbook ({type(exc).__name__})", code="unreadable")
    try:
        out = []
        for i in _pick(wb.sheetnames, sheet):
            ws = wb.worksheets[i]
            if not hasattr(ws, "iter_rows"):
                continue  # a chart sheet
            if hasattr(ws, "reset_dimensions"):  # a forged <dimension> must not pad every row to 16,384 cells
                ws.reset_dimensions()
            c0, r0, c1, r1 = bounds or (None, 1, None, None)  # no column bounds: openpyxl would pad every row
            rows = []
            for n, row in enumerate(ws.iter_rows(min_row=r0, max_row=r1, min_col=c0, max_col=c1, values_only=True)):
                if n >= MAX_ROWS:
                    notes.append(f"sheet {ws.title}: read the first {MAX_ROWS:,} rows only")
                    break
                rows.append(list(row[:MAX_COLS]))
            out.append((i + 1, ws.title, rows, r0 or 1))
        return out
    finally:
        wb.close()


# --- ODS ------------------------------------------------------------------------------------------------------

T = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
OFF = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"


def _ods(path: str, sheet, bounds, notes: list[str]):
    from lxml import etree

    with zipfile.ZipFile(zip_stream(path)) as z:
        try:
            info = z.getinfo("content.xml")
        except KeyError:
            raise FilescoutError("It isn't a readable spreadsheet (it has no content.xml)", code="unreadable")
        if info.file_size > ODS_XML:
            raise FilescoutError("Its sheets are too large to read as tables", code="too_large")
        data = z.read(info)
    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False, load_dtd=False)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as exc:
        raise FilescoutError(f"It isn't a readable spreadsheet (damaged XML: {exc})", code="unreadable")
    del data
    tables = list(root.iter(T + "table"))
    titles = [t.get(T + "name") or f"Sheet{i + 1}" for i, t in enumerate(tables)]
    c0, r0, c1, r1 = bounds or (1, 1, MAX_COLS, MAX_ROWS)
    out = []
    for i in _pick(titles, sheet):
        rows, rno = [], 0
        for tr in tables[i].iter(T + "table-row"):
            cells = _ods_row(tr)
            reps = int(tr.get(T + "number-rows-repeated") or 1)
            if not any(c is not None for c in cells):
                rno += reps
                continue
            for _ in range(min(reps, MAX_ROWS)):
                rno += 1
                if r0 <= rno <= r1:
                    while len(rows) < rno - r0:
                        rows.append([])
                    rows.append(cells[c0 - 1 : c1])
            if rno > r1 or len(rows) >= MAX_ROWS:
                break
        out.append((i + 1, titles[i], rows, r0))
    return out


def _ods_row(tr) -> list:
    cells: list = []
    empty = 0
    for td in tr:
        if td.tag not in (T + "table-cell", T + "covered-table-cell"):
            continue
        reps = int(td.get(T + "number-columns-repeated") or 1)
        v = _ods_value(td)
        if v is None:
            empty += reps
            continue
        if len(cells) + empty >= MAX_COLS:
            break
        cells.extend([None] * empty)
        empty = 0
        cells.extend([v] * min(reps, MAX_COLS - len(cells)))
    return cells


def _ods_value(td):
    kind = td.get(OFF + "value-type")
    try:
        if kind in ("float", "currency", "percentage"):
            f = float(td.get(OFF + "value"))
            return int(f) if f.is_integer() and kind == "float" else f
        if kind == "date":
            v = td.get(OFF + "date-value") or ""
            return dt.date.fromisoformat(v[:10])
        if kind == "boolean":
            return td.get(OFF + "boolean-value")
    except (TypeError, ValueError):
        pass
    paras = ["".join(p.itertext()) for p in td if p.tag.endswith("}p")]
    text = "\n".join(paras).strip()
    return text or None
