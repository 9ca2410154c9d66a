"""read_file for rich formats: paged, never loaded whole into the answer.

PDF pages (with a page range, and tables when pdfplumber is installed), Word
paragraphs and tables, Excel sheets as tables (a sheet and a range), PowerPoint
slides with their notes; HTML, EPUB and RTF as text. Each reader returns
(data, text) like the text reader.
"""

from __future__ import annotations

import re

from ..errors import FilescoutError, InvalidInput
from .budgets import MAX_READ_PAGES, check_source, stream
from .extractors import ExtractError, extract, need


def _page_range(pages: str | None, total: int, offset: int, limit: int) -> tuple[int, int]:
    if pages:
        m = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", str(pages))
        if not m:
            raise InvalidInput("pages should be a page or a range, like 2 or 3-5")
        first, last = int(m.group(1)), int(m.group(2) or m.group(1))
    else:
        first, last = offset + 1, offset + min(limit, 5)
    if first < 1 or first > max(total, 1):
        raise InvalidInput(f"That document has {total} page(s).")
    return first, min(last, total, first + MAX_READ_PAGES - 1)


def _fail(exc: Exception) -> FilescoutError:
    return FilescoutError(f"I couldn't read that file: {exc}", code="unreadable")


def read_pdf(path, *, offset=0, limit=200, pages=None, sheet=None):
    pypdf = need("pypdf", "PDF files")
    try:
        reader = pypdf.PdfReader(stream(path))
        if reader.is_encrypted and not reader.decrypt(""):
            raise ExtractError("it is encrypted (password-protected)")
        from .extractors.pdf import page_count

        total = page_count(reader)
        first, last = _page_range(pages, total, offset, limit)
        out = [{"page": i, "text": (reader.pages[i - 1].extract_text() or "").strip()} for i in range(first, last + 1)]
    except (ExtractError, pypdf.errors.PdfReadError, ValueError, KeyError, IndexError) as exc:
        raise _fail(exc)
    from .extractors.pdf import pdf_tables

    try:
        tables = pdf_tables(path, first, last)
    except Exception:
        tables = {}
    for p in out:
        if tables.get(p["page"]):
            p["tables"] = tables[p["page"]]
    text = "\n\n".join(f"— page {p['page']} of {total} —\n{p['text']}" for p in out)
    more = last < total
    if more:
        text += f"\n… {total - last} more page(s) (use pages={last + 1}-{min(total, last + 5)})"
    return {"format": "pdf", "pages_total": total, "pages": out, "has_more": more}, text


def read_docx(path, *, offset=0, limit=200, pages=None, sheet=None):
    docx = need("docx", "Word documents")
    check_source(path, "docx")
    try:
        doc = docx.Document(stream(path))
    except Exception as exc:
        raise _fail(exc)
    paras = [p.text for p in doc.paragraphs if p.text.strip()]
    shown = paras[offset : offset + limit]
    tables = [[[c.text for c in row.cells] for row in t.rows] for t in doc.tables] if offset == 0 else []
    text = "\n\n".join(shown)
    for i, t in enumerate(tables, start=1):
        from .textread import render_table

        text += f"\n\n— table {i} —\n" + render_table(t[0], t[1:]) if t else ""
    more = offset + limit < len(paras)
    if more:
        text += f"\n… more paragraphs (use offset={offset + limit})"
    return {
        "format": "docx",
        "paragraphs": shown,
        "paragraphs_total": len(paras),
        "tables": tables,
        "has_more": more,
    }, text


def read_xlsx(path, *, offset=0, limit=200, pages=None, sheet=None):
    openpyxl = need("openpyxl", "Excel workbooks")
    check_source(path, "xlsx")
    try:
        wb = openpyxl.load_workbook(stream(path), read_only=True, data_only=True)
    except Exception as exc:
        raise _fail(exc)
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
        from .extractors.xlsx import fmt

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
    from .textread import render_table

    text = f"— sheet {ws.title} (sheets: {', '.join(wb.sheetnames)}) —\n" + render_table(header, body)
    return {"format": "xlsx", "sheet": ws.title, "sheets": wb.sheetnames, "columns": header, "rows": body}, text


MAX_CELLS = 200_000


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


def read_pptx(path, *, offset=0, limit=200, pages=None, sheet=None):
    pptx = need("pptx", "PowerPoint files")
    check_source(path, "pptx")
    try:
        prs = pptx.Presentation(stream(path))
    except Exception as exc:
        raise _fail(exc)
    from .extractors.pptx import slide_texts

    slides = slide_texts(prs)
    shown = slides[offset : offset + min(limit, 20)]
    data = [{"slide": i, "title": t, "text": "\n".join(lines), "notes": notes} for i, t, lines, notes in shown]
    text = "\n\n".join(
        f"— slide {d['slide']} of {len(slides)}"
        + (f": {d['title']}" if d["title"] else "")
        + " —\n"
        + d["text"]
        + (f"\nNotes: {d['notes']}" if d["notes"] else "")
        for d in data
    )
    more = offset + len(shown) < len(slides)
    return {"format": "pptx", "slides_total": len(slides), "slides": data, "has_more": more}, text


def read_extracted(path, *, offset=0, limit=200, pages=None, sheet=None):
    ext = str(path).rsplit(".", 1)[-1].lower()
    ex = extract(path, ext)
    if ex.error:
        raise FilescoutError(f"I couldn't read that file: {ex.error}", code="unreadable")
    lines = ex.text.splitlines()
    shown = lines[offset : offset + limit]
    more = offset + limit < len(lines)
    text = "\n".join(shown) + (f"\n… more below (use offset={offset + limit})" if more else "")
    return {"format": ext, "lines": shown, "has_more": more, "meta": ex.meta}, text


READERS = {"pdf": read_pdf, "docx": read_docx, "xlsx": read_xlsx, "xlsm": read_xlsx, "pptx": read_pptx,
           "html": read_extracted, "htm": read_extracted, "epub": read_extracted, "rtf": read_extracted}  # fmt: skip
