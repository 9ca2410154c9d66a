"""EPUB e-books: chapters in reading order; read_file shows their text a page of lines at a time."""

from __future__ import annotations

from ..budgets import zip_stream
from .base import Budget, Extraction, Format, lines_reader, need
from .html import html_sections


def extract(path: str, budget: Budget) -> Extraction:
    f = zip_stream(path)
    epub = need("ebooklib.epub", "e-books")
    ebooklib = need("ebooklib", "e-books")
    book = epub.read_epub(f, options={"ignore_ncx": True})
    out = Extraction()
    titles = book.get_metadata("DC", "title")
    if titles:
        out.meta["title"] = titles[0][0]
    chapter = 0
    for item in book.get_items_of_type(ebooklib.ITEM_DOCUMENT):
        chapter += 1
        part = html_sections(item.get_content().decode("utf-8", "replace"), budget, f"chapter {chapter} part")
        out.sections += part.sections
        if budget.left <= 0:
            break
    out.meta["chapters"] = chapter
    return out


FORMAT = Format("epub", ("epub",), extract, lines_reader(extract))
