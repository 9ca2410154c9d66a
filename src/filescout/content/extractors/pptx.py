"""PowerPoint (.pptx): each slide's text and speaker notes."""

from __future__ import annotations

from ..budgets import stream
from . import Budget, Extraction, Section, need, register


def slide_texts(prs) -> list[tuple[int, str | None, list[str], str]]:
    out = []
    for i, slide in enumerate(prs.slides, start=1):
        title = None
        try:
            if slide.shapes.title is not None and slide.shapes.title.has_text_frame:
                title = slide.shapes.title.text_frame.text.strip() or None
        except (AttributeError, KeyError):
            title = None
        lines = []
        for shape in slide.shapes:
            if getattr(shape, "has_text_frame", False) and shape.text_frame.text.strip():
                lines.append(shape.text_frame.text.strip())
            if getattr(shape, "has_table", False):
                for row in shape.table.rows:
                    line = " | ".join(c.text.strip() for c in row.cells)
                    if line.replace("|", "").strip():
                        lines.append(line)
        notes = ""
        if slide.has_notes_slide and slide.notes_slide.notes_text_frame is not None:
            notes = slide.notes_slide.notes_text_frame.text.strip()
        out.append((i, title, lines, notes))
    return out


@register("pptx", "pptm", "potx")
def extract_pptx(path: str, budget: Budget) -> Extraction:
    pptx = need("pptx", "PowerPoint files")
    prs = pptx.Presentation(stream(path))
    slides = slide_texts(prs)
    out = Extraction(meta={"slides": len(slides)})
    for i, title, lines, notes in slides:
        text = "\n".join(lines) + (f"\nNotes: {notes}" if notes else "")
        if not text.strip():
            continue
        kept = budget.take(text)
        if kept is None:
            break
        out.sections.append(Section(kept, f"slide {i}", title))
    return out
