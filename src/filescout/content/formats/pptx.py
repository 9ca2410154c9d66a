"""PowerPoint (.pptx): each slide's text and speaker notes; read_file pages slides."""

from __future__ import annotations

from ..budgets import zip_stream
from . import pptx_xml
from .base import Budget, Extraction, Format, Section, need, unreadable


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


def extract(path: str, budget: Budget) -> Extraction:
    f = zip_stream(path)
    try:
        slides = pptx_xml.slide_texts(f)  # straight from the slides' XML: many times faster
    except Exception:  # something unexpected in the package: python-pptx reads it (or says why not)
        pptx = need("pptx", "PowerPoint files")
        f.seek(0)
        slides = slide_texts(pptx.Presentation(f))
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


def read(path, *, offset=0, limit=200, pages=None, sheet=None) -> tuple[dict, str]:
    """Slides from ``offset`` (at most 20), with their titles and notes."""
    pptx = need("pptx", "PowerPoint files")
    f = zip_stream(path)
    try:
        prs = pptx.Presentation(f)
    except Exception as exc:
        raise unreadable(exc)
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


# read_file pages only .pptx; macro-enabled decks and templates are shown as read_file shows other files
FORMAT = Format("pptx", ("pptx", "pptm", "potx"), extract, read, read_exts=("pptx",))
