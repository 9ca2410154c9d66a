"""Word (.docx): paragraphs under their headings, tables as rows, page headers."""

from __future__ import annotations

from ..budgets import stream
from . import Budget, Extraction, Section, need, register


@register("docx", "docm", "dotx")
def extract_docx(path: str, budget: Budget) -> Extraction:
    docx = need("docx", "Word documents")
    doc = docx.Document(stream(path))
    out = Extraction(meta={"paragraphs": len(doc.paragraphs), "tables": len(doc.tables)})
    if doc.core_properties.title:
        out.meta["title"] = doc.core_properties.title
    heading = None
    buf: list[str] = []
    n = 0

    def flush() -> bool:
        nonlocal buf
        if buf:
            kept = budget.take("\n".join(buf))
            buf = []
            if kept is None:
                return False
            out.sections.append(Section(kept, f"paragraph {n}", heading))
        return True

    for i, p in enumerate(doc.paragraphs, start=1):
        text = p.text.strip()
        if not text:
            continue
        style = (p.style.name or "").lower() if p.style is not None else ""
        if style.startswith("heading") or style == "title":
            if not flush():
                return out
            heading, n = text, i
            buf.append(text)
            continue
        if not buf:
            n = i
        buf.append(text)
    if not flush():
        return out
    for t_i, table in enumerate(doc.tables, start=1):
        rows = [" | ".join(c.text.strip() for c in row.cells) for row in table.rows]
        rows = [r for r in rows if r.replace("|", "").strip()]
        if not rows:
            continue
        kept = budget.take("\n".join(rows))
        if kept is None:
            return out
        out.sections.append(Section(kept, f"table {t_i}", heading))
    headers = []
    for s in doc.sections:
        for p in s.header.paragraphs:
            if p.text.strip():
                headers.append(p.text.strip())
    if headers:
        kept = budget.take("\n".join(dict.fromkeys(headers)))
        if kept:
            out.sections.append(Section(kept, "header"))
    return out
