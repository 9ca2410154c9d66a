"""PDF: text per page with pypdf; tables with pdfplumber (when reading, if installed)."""

from __future__ import annotations

from . import Budget, ExtractError, Extraction, Section, need, register


@register("pdf")
def extract_pdf(path: str, budget: Budget) -> Extraction:
    pypdf = need("pypdf", "PDF files")
    try:
        reader = pypdf.PdfReader(path)
    except pypdf.errors.PdfReadError as exc:
        raise ExtractError(f"It isn't a readable PDF ({exc})")
    if reader.is_encrypted:
        try:
            ok = reader.decrypt("")
        except Exception:
            ok = 0
        if not ok:
            raise ExtractError("It is encrypted (password-protected), so its text can't be read")
    out = Extraction(meta={"pages": len(reader.pages)})
    info = reader.metadata or {}
    title = info.get("/Title") if hasattr(info, "get") else None
    if title:
        out.meta["title"] = str(title)
    for i, page in enumerate(reader.pages, start=1):
        text = (page.extract_text() or "").strip()
        if not text:
            continue
        kept = budget.take(text)
        if kept is None:
            break
        out.sections.append(Section(kept, f"page {i}", out.meta.get("title")))
    return out


def pdf_tables(path: str, first: int, last: int) -> dict[int, list[list[list[str]]]]:
    """Tables per page (1-based, inclusive range) with pdfplumber, if it is installed."""
    try:
        import pdfplumber
    except ImportError:
        return {}
    out: dict[int, list] = {}
    with pdfplumber.open(path) as pdf:
        for i in range(first, min(last, len(pdf.pages)) + 1):
            tables = pdf.pages[i - 1].extract_tables()
            if tables:
                out[i] = [[[c or "" for c in row] for row in t] for t in tables]
    return out
