"""RTF documents, with striprtf; read_file shows their text a page of lines at a time."""

from __future__ import annotations

from .base import Budget, Extraction, Format, lines_reader, need
from .text import read_text, split_lines


def extract(path: str, budget: Budget) -> Extraction:
    striprtf = need("striprtf.striprtf", "RTF documents")
    raw, _enc = read_text(path, 50_000_000)
    text = striprtf.rtf_to_text(raw, errors="ignore")
    return split_lines(text, budget)


FORMAT = Format("rtf", ("rtf",), extract, lines_reader(extract))
