"""Excel (.xlsx): each sheet as rows, formulas as their cached values; read_file shows a sheet or a range."""

from __future__ import annotations

from ...errors import InvalidInput
from ..budgets import zip_stream
from ..textread import render_table
from .base import Budget, Extraction, Format, Section, need, unreadable

MAX_ROWS = 20000  # rows of each sheet extracted for the index
MAX_CELLS = 200_000  # cells of a range read_file shows


def fmt(v) -> str:
    if v is None:
        return ""
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def extract(path: str, budget: Budget) -> Extraction:
    f = zip_stream(path)
    openpyxl = need("openpyxl", "Excel workbooks")
    wb = openpyxl.load_workbook(f, read_only=True, data_only=True)
    try:
        out = Extraction(meta={"sheets": wb.sheetnames})
        for ws in wb.worksheets:
            if hasattr(ws, "reset_dimensions"):  # a forged <dimension> must not pad every row to 16,384 cells
                ws.reset_dimensions()
            rows = []
            for n, row in enumerate(ws.iter_rows(values_only=True)):
                if n >= MAX_ROWS:
                    out.truncated = True
                    break
                cells = [fmt(v) for v in row]
                if any(cells):
                    rows.append(" | ".join(cells).rstrip(" |"))
            if not rows:
                continue
            kept = budget.take("\n".join(rows))
            if kept is None:
                break
            out.sections.append(Section(kept, f"sheet {ws.title}", ws.title))
        return out
    finally:
        wb.close()


def read(path, *, offset=0, limit=200, pages=None, sheet=None) -> tuple[dict, str]:
    """A sheet (``sheet``: a name, or "Name!A1:D20" for a range; default the first) as a table."""
    openpyxl = need("openpyxl", "Excel workbooks")
    f = zip_stream(path)
    try:
        wb = openpyxl.load_workbook(f, read_only=True, data_only=True)
    except Exception as exc:
        raise unreadable(exc)
    try:
        name = sheet
        cell_range = None
        if sheet and "!" in sheet:
            name, cell_range = sheet.split("!", 1)
        if name and name not in wb.sheetnames:
            raise InvalidInput(f"There is no sheet {name!r}; sheets: {', '.join(wb.sheetnames)}")
        ws = wb[name] if name else wb.worksheets[0]
        if hasattr(ws, "reset_dimensions"):  # a forged <dimension> must not pad every row to 16,384 cells
            ws.reset_dimensions()
        if cell_range:
            _check_range(cell_range)
            rows = [[fmt(c.value) for c in r] for r in ws[cell_range]]
        else:
            rows = []
            for i, r in enumerate(ws.iter_rows(values_only=True)):
                if i >= offset + limit + 1:
                    break
                rows.append([fmt(v) for v in r])
        header = rows[0] if rows else []
        body = rows[1:][offset : offset + limit] if not cell_range else rows[1:]
    finally:
        wb.close()
    text = f"— sheet {ws.title} (sheets: {', '.join(wb.sheetnames)}) —\n" + render_table(header, body)
    return {"format": "xlsx", "sheet": ws.title, "sheets": wb.sheetnames, "columns": header, "rows": body}, text


def _check_range(cell_range: str) -> None:
    from openpyxl.utils.cell import range_boundaries

    try:
        bounds = range_boundaries(cell_range)
    except (ValueError, TypeError):
        raise InvalidInput(f"{cell_range!r} isn't a cell range like A1:D20")
    if any(b is None for b in bounds):
        raise InvalidInput(f"{cell_range!r} is a whole row or column; ask for a range like A1:D20")
    min_col, min_row, max_col, max_row = bounds
    if (max_row - min_row + 1) * (max_col - min_col + 1) > MAX_CELLS:
        raise InvalidInput(f"The range {cell_range} is too large to show (at most {MAX_CELLS:,} cells)")


FORMAT = Format("xlsx", ("xlsx", "xlsm"), extract, read)
