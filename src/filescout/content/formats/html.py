"""HTML: the visible text, split under its headings; read_file shows it a page of lines at a time.

Parsed with lxml (libxml2's HTML parser, about 20 times faster than BeautifulSoup's pure-Python one);
BeautifulSoup is the fallback when lxml is not installed. EPUB chapters and HTML e-mail parts come through here.
"""

from __future__ import annotations

import re

from .base import Budget, Extraction, Format, Section, lines_reader, need
from .text import read_text

BLOCKS = ("h1", "h2", "h3", "h4", "p", "li", "td", "th", "pre", "blockquote", "dd", "dt")
HEADINGS = ("h1", "h2", "h3", "h4")
INVISIBLE = ("script", "style", "noscript", "template", "svg")
# elements that start a new block of text (the rest, such as <b> or <a>, run on inside one)
BREAKS = frozenset(
    (*BLOCKS, "h5", "h6", "div", "section", "article", "header", "footer", "nav", "main", "aside", "ul", "ol", "dl",
       "table", "tr", "caption", "figure", "figcaption", "form", "address", "hr", "br", "body", "details", "summary")
)  # fmt: skip
_XML_DECL = re.compile(r"^\s*<\?xml[^>]*\?>", re.I)


class _Sections:
    """Text blocks gathered under their headings, within the budget."""

    def __init__(self, budget: Budget, loc_prefix: str, title: str | None) -> None:
        self.out = Extraction()
        if title:
            self.out.meta["title"] = title
        self.heading = title
        self.budget, self.prefix, self.buf, self.n = budget, loc_prefix, [], 0

    def flush(self) -> bool:
        text = "\n".join(self.buf).strip()
        self.buf = []
        if text:
            self.n += 1
            kept = self.budget.take(text)
            if kept is None:
                return False
            self.out.sections.append(Section(kept, f"{self.prefix} {self.n}", self.heading))
        return True

    def add(self, tag: str, text: str) -> bool:
        if tag in HEADINGS:
            if not self.flush():
                return False
            self.heading = text
        self.buf.append(text)
        return True

    def done(self, whole_text) -> Extraction:
        self.flush()
        if not self.out.sections:
            text = " ".join(whole_text().split())
            kept = self.budget.take(text) if text else None
            if kept:
                self.out.sections.append(Section(kept, f"{self.prefix} 1", self.heading))
        return self.out


def html_sections(markup: str, budget: Budget, loc_prefix: str = "section") -> Extraction:
    try:
        import lxml.etree
    except ImportError:
        return _soup_sections(markup, budget, loc_prefix)
    markup = _XML_DECL.sub("", markup, count=1)
    if not markup.strip():
        return Extraction()
    parser = lxml.etree.HTMLParser(remove_comments=True, remove_pis=True, no_network=True)
    try:
        root = lxml.etree.fromstring(markup, parser)
    except Exception:  # lxml gives up on some fragments: the slower parser copes
        return _soup_sections(markup, budget, loc_prefix)
    if root is None:
        return Extraction()
    lxml.etree.strip_elements(root, *INVISIBLE, with_tail=False)
    title_el = root.find(".//title")
    title = " ".join("".join(title_el.itertext()).split()) if title_el is not None else None
    acc = _Sections(budget, loc_prefix, title or None)
    body = root.find("body")
    body = root if body is None else body
    # every visible piece of text, in order, cut into blocks where a block-level element starts or ends (loose
    # text in a <div>, text after a <pre> that closed its <p>: nothing is left out). The cuts are line breaks put
    # into the tree (headings marked), then libxml2 writes the text out in one go: no Python per element of text.
    for el in body.iter(*BREAKS):
        el.text = ("\n\ue000" if el.tag in HEADINGS else "\n") + (el.text or "")
        el.tail = "\n" + (el.tail or "")
    text = lxml.etree.tostring(body, method="text", encoding="unicode", with_tail=False)
    for line in text.split("\n"):
        heading = "\ue000" in line
        line = " ".join(line.replace("\ue000", " ").split()) if heading else " ".join(line.split())
        if line and not acc.add("h1" if heading else "p", line):
            return acc.out
    return acc.done(lambda: "")


def _soup_sections(markup: str, budget: Budget, loc_prefix: str) -> Extraction:
    bs4 = need("bs4", "HTML pages")
    soup = bs4.BeautifulSoup(markup, "html.parser")
    for tag in soup(list(INVISIBLE)):
        tag.decompose()
    title = soup.title.string.strip() if soup.title and soup.title.string else None
    acc = _Sections(budget, loc_prefix, title or None)
    body = soup.body or soup
    for el in body.find_all(list(BLOCKS)):
        if el.find(["p", "li", "td"]):  # a container: its children come on their own
            continue
        text = " ".join(el.get_text(" ", strip=True).split())
        if text and not acc.add(el.name, text):
            return acc.out
    return acc.done(lambda: body.get_text(" ", strip=True))


def extract(path: str, budget: Budget) -> Extraction:
    text, _enc = read_text(path, 20_000_000)
    return html_sections(text, budget)


# read_file shows .xhtml as its markup, like other text files
FORMAT = Format("html", ("html", "htm", "xhtml"), extract, lines_reader(extract), read_exts=("html", "htm"))
