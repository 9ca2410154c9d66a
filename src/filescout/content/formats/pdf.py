"""PDF: text per page with pypdf; tables with pdfplumber (when reading, if installed)."""

from __future__ import annotations

from ..budgets import MAX_PAGES, stream
from .base import Budget, ExtractError, Extraction, Format, Section, need, page_range, unreadable


def extract(path: str, budget: Budget) -> Extraction:
    pypdf = need("pypdf", "PDF files")
    try:
        reader = pypdf.PdfReader(stream(path))
    except pypdf.errors.PdfReadError as exc:
        raise ExtractError(f"It isn't a readable PDF ({exc})")
    if reader.is_encrypted:
        try:
            ok = reader.decrypt("")
        except Exception:
            ok = 0
        if not ok:
            raise ExtractError("It is encrypted (password-protected), so its text can't be read")
    out = Extraction(meta={"pages": page_count(reader)})
    info = reader.metadata or {}
    title = info.get("/Title") if hasattr(info, "get") else None
    if title:
        out.meta["title"] = str(title)
    for i in range(1, min(out.meta["pages"] or 0, MAX_PAGES) + 1):
        try:
            page = reader.pages[i - 1]
        except IndexError:  # the page tree's /Count said more than there are
            break
        text = (page.extract_text() or "").strip()
        if not text:
            continue
        kept = budget.take(text)
        if kept is None:
            break
        out.sections.append(Section(kept, f"page {i}", out.meta.get("title")))
    if (out.meta["pages"] or 0) > MAX_PAGES:
        out.truncated = True
        out.meta["pages_read"] = MAX_PAGES
    return out


def read(path, *, offset=0, limit=200, pages=None, sheet=None) -> tuple[dict, str]:
    """Pages (a range, at most MAX_READ_PAGES), with their tables when pdfplumber is installed."""
    pypdf = need("pypdf", "PDF files")
    try:
        reader = pypdf.PdfReader(stream(path))
        if reader.is_encrypted and not reader.decrypt(""):
            raise ExtractError("it is encrypted (password-protected)")
        total = page_count(reader)
        first, last = page_range(pages, total, offset, limit)
        out = [{"page": i, "text": (reader.pages[i - 1].extract_text() or "").strip()} for i in range(first, last + 1)]
    except (ExtractError, pypdf.errors.PdfReadError, ValueError, KeyError, IndexError) as exc:
        raise unreadable(exc)
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


def page_count(reader) -> int:
    """The page count from the page tree's root (/Count), without walking every page; else by walking."""
    try:
        n = int(reader.trailer["/Root"]["/Pages"]["/Count"])
        if n >= 0:
            return n
    except Exception:
        pass
    return len(reader.pages)


def pdf_tables(path: str, first: int, last: int) -> dict[int, list[list[list[str]]]]:
    """Tables per page (1-based, inclusive range) with pdfplumber, if it is installed."""
    try:
        import pdfplumber
    except ImportError:
        return {}
    out: dict[int, list] = {}
    with pdfplumber.open(stream(path)) as pdf:
        for i in range(first, min(last, len(pdf.pages)) + 1):
            tables = pdf.pages[i - 1].extract_tables()
            if tables:
                out[i] = [[[c or "" for c in row] for row in t] for t in tables]
    return out


FORMAT = Format("pdf", ("pdf",), extract, read)
