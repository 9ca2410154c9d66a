"""Plain text, Markdown, CSV/TSV, JSON and code, with encoding detection."""

from __future__ import annotations

import re

from ..budgets import stream
from ..sniff import detect_encoding, is_binary
from .base import Budget, ExtractError, Extraction, Format, Section

LINES_PER_SECTION = 80
_MD_HEADING = re.compile(r"#{1,4}\s+(.+)")
TEXT_EXTS = (
    "txt", "text", "md", "markdown", "rst", "org", "log", "csv", "tsv", "json", "jsonl", "yaml", "yml", "toml",
    "ini", "cfg", "conf", "xml", "tex", "py", "pyi", "js", "mjs", "ts", "tsx", "jsx", "java", "kt", "scala", "c",
    "h", "cc", "cpp", "cxx", "hpp", "cs", "go", "rs", "rb", "php", "pl", "swift", "m", "r", "jl", "lua", "sh",
    "bash", "zsh", "fish", "ps1", "bat", "sql", "css", "scss", "less", "vue", "svelte", "dart", "ex", "exs", "erl",
    "hs", "ml", "clj", "zig", "nim", "sol", "proto", "graphql", "gradle", "cmake", "mk", "srt", "vtt",
)  # fmt: skip


def read_text(path: str, limit: int) -> tuple[str, str]:
    raw = stream(path).read(limit)
    if is_binary(raw[:8192]):
        raise ExtractError("It holds binary data, not text")
    enc = detect_encoding(raw[:65536])
    return raw.decode(enc, errors="replace"), enc


def split_lines(text: str, budget: Budget, *, markdown: bool = False) -> Extraction:
    out = Extraction()
    lines = text.splitlines()
    out.meta["lines"] = len(lines)
    heading = None
    start = 0
    buf: list[str] = []
    for i, line in enumerate(lines):
        new_heading = markdown and line.startswith("#") and _MD_HEADING.match(line)
        if (new_heading or len(buf) >= LINES_PER_SECTION) and buf:
            kept = budget.take("\n".join(buf))
            if kept is None:
                return out
            if kept.strip():
                out.sections.append(Section(kept, f"lines {start + 1}-{i}", heading))
            buf, start = [], i
        if new_heading:
            heading = new_heading.group(1).strip()
        buf.append(line)
    if buf:
        kept = budget.take("\n".join(buf))
        if kept and kept.strip():
            out.sections.append(Section(kept, f"lines {start + 1}-{len(lines)}", heading))
    return out


def extract(path: str, budget: Budget) -> Extraction:
    text, enc = read_text(path, budget.left * 4 + 1024)
    out = split_lines(text, budget, markdown=path.lower().endswith((".md", ".markdown")))
    out.meta["encoding"] = enc
    return out


# read_file reads these itself, a page of lines at a time (CSV as a table, JSON pretty-printed): no reader here
FORMAT = Format("text", TEXT_EXTS, extract)
