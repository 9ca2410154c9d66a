"""Excel (.xlsx): each sheet as rows, formulas as their cached values."""

from __future__ import annotations

from ..budgets import stream
from . import Budget, Extraction, Section, need, register

MAX_ROWS = 20000


def fmt(v) -> str:
    if v is None:
        return ""
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


@register("xlsx", "xlsm")
def extract_xlsx(path: str, budget: Budget) -> Extraction:
    openpyxl = need("openpyxl", "Excel workbooks")
    wb = openpyxl.load_workbook(stream(path), read_only=True, data_only=True)
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
