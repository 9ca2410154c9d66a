"""HTML: the visible text, split under its headings; read_file shows it a page of lines at a time."""

from __future__ import annotations

from .base import Budget, Extraction, Format, Section, lines_reader, need
from .text import read_text


def html_sections(markup: str, budget: Budget, loc_prefix: str = "section") -> Extraction:
    bs4 = need("bs4", "HTML pages")
    soup = bs4.BeautifulSoup(markup, "html.parser")
    for tag in soup(["script", "style", "noscript", "template", "svg"]):
        tag.decompose()
    out = Extraction()
    if soup.title and soup.title.string:
        out.meta["title"] = soup.title.string.strip()
    heading = out.meta.get("title")
    buf: list[str] = []
    n = 0

    def flush() -> bool:
        nonlocal buf, n
        text = "\n".join(buf).strip()
        buf = []
        if text:
            n += 1
            kept = budget.take(text)
            if kept is None:
                return False
            out.sections.append(Section(kept, f"{loc_prefix} {n}", heading))
        return True

    body = soup.body or soup
    for el in body.find_all(["h1", "h2", "h3", "h4", "p", "li", "td", "th", "pre", "blockquote", "dd", "dt"]):
        if el.find(["p", "li", "td"]):  # a container: its children come on their own
            continue
        text = " ".join(el.get_text(" ", strip=True).split())
        if not text:
            continue
        if el.name in ("h1", "h2", "h3", "h4"):
            if not flush():
                return out
            heading = text
        buf.append(text)
    flush()
    if not out.sections:
        text = " ".join(body.get_text(" ", strip=True).split())
        kept = budget.take(text) if text else None
        if kept:
            out.sections.append(Section(kept, f"{loc_prefix} 1", heading))
    return out


def extract(path: str, budget: Budget) -> Extraction:
    text, _enc = read_text(path, 20_000_000)
    return html_sections(text, budget)


# read_file shows .xhtml as its markup, like other text files
FORMAT = Format("html", ("html", "htm", "xhtml"), extract, lines_reader(extract), read_exts=("html", "htm"))
