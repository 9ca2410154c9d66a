"""PowerPoint slides read straight from their XML (lxml), in the order the presentation lists them.

python-pptx loads every part of the package (layouts, masters, themes) and walks placeholders through many
XPath calls: about 60 ms a small deck. Reading the slide parts and their notes directly takes a few. The text is
the same: each shape's paragraphs (group shapes included), tables as rows of cells joined by " | ", the title
placeholder, and the notes slide's body placeholder. Anything unexpected raises, and the caller falls back to
python-pptx.
"""

from __future__ import annotations

import posixpath
import zipfile

from lxml import etree

P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
PR = "{http://schemas.openxmlformats.org/package/2006/relationships}"
TITLES = ("title", "ctrTitle")
_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


def _xml(z: zipfile.ZipFile, name: str):
    return etree.fromstring(z.read(name), _PARSER)


def _rels(z: zipfile.ZipFile, part: str) -> list[tuple[str, str, str]]:
    """(id, type, target part name) for ``part``'s relationships."""
    folder, base = posixpath.split(part)
    name = posixpath.join(folder, "_rels", base + ".rels")
    if name not in z.NameToInfo:
        return []
    out = []
    for rel in _xml(z, name).iter(PR + "Relationship"):
        target = rel.get("Target", "")
        if rel.get("TargetMode") == "External":
            continue
        full = target.lstrip("/") if target.startswith("/") else posixpath.normpath(posixpath.join(folder, target))
        out.append((rel.get("Id", ""), rel.get("Type", ""), full))
    return out


def _paragraphs(body) -> str:
    lines = []
    for p in body.iter(A + "p"):
        parts = []
        for el in p.iter(A + "t", A + "br"):
            parts.append("\n" if el.tag == A + "br" else (el.text or ""))
        lines.append("".join(parts))
    return "\n".join(lines)


def _placeholder(sp) -> str | None:
    ph = sp.find(f"{P}nvSpPr/{P}nvPr/{P}ph")
    return None if ph is None else ph.get("type", "body")


def _shapes(tree, lines: list[str], titles: list[str]) -> None:
    for el in tree:
        if el.tag == P + "sp":
            body = el.find(P + "txBody")
            if body is None:
                continue
            text = _paragraphs(body).strip()
            if not text:
                continue
            if _placeholder(el) in TITLES:
                titles.append(text)
            lines.append(text)
        elif el.tag == P + "grpSp":
            _shapes(el, lines, titles)
        elif el.tag == P + "graphicFrame":
            for tbl in el.iter(A + "tbl"):
                for tr in tbl.iter(A + "tr"):
                    row = " | ".join(_paragraphs(tc).strip() for tc in tr.iter(A + "tc"))
                    if row.replace("|", "").strip():
                        lines.append(row)


def _notes(z: zipfile.ZipFile, slide_part: str) -> str:
    for _id, kind, target in _rels(z, slide_part):
        if kind.endswith("/notesSlide") and target in z.NameToInfo:
            tree = _xml(z, target).find(f"{P}cSld/{P}spTree")
            for sp in tree.iter(P + "sp") if tree is not None else ():
                if _placeholder(sp) == "body":
                    body = sp.find(P + "txBody")
                    return _paragraphs(body).strip() if body is not None else ""
    return ""


def slide_texts(f) -> list[tuple[int, str | None, list[str], str]]:
    """(slide number, title, text lines, notes) for each slide of the deck in file object ``f``."""
    with zipfile.ZipFile(f) as z:
        pres = "ppt/presentation.xml"
        targets = {rid: target for rid, _kind, target in _rels(z, pres)}
        listed = _xml(z, pres).find(P + "sldIdLst")
        out = []
        for i, sld in enumerate(listed if listed is not None else (), start=1):
            part = targets[sld.get(R + "id")]
            tree = _xml(z, part).find(f"{P}cSld/{P}spTree")
            lines: list[str] = []
            titles: list[str] = []
            if tree is not None:
                _shapes(tree, lines, titles)
            out.append((i, titles[0] if titles else None, lines, _notes(z, part)))
        return out
