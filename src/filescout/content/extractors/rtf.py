"""RTF documents, with striprtf."""

from __future__ import annotations

from . import Budget, Extraction, need, register
from .text import read_text, split_lines


@register("rtf")
def extract_rtf(path: str, budget: Budget) -> Extraction:
    striprtf = need("striprtf.striprtf", "RTF documents")
    raw, _enc = read_text(path, 50_000_000)
    text = striprtf.rtf_to_text(raw, errors="ignore")
    return split_lines(text, budget)
