"""Reading documents faithfully and fast: PDFium with a garbled-text check, HTML with lxml, batched full-text writes.

Oracles: the words printed on the real-world pages (checked by eye once), the other reader's output, BeautifulSoup's
reading of the same HTML, and SQLite's own FTS5 integrity check.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import write
from filescout.content.formats import extract
from filescout.content.formats import html as html_format
from filescout.content.formats import pdf as pdf_format
from filescout.content.formats.base import Budget
from filescout.content.quality import GOOD_ENOUGH, text_quality

DATA = Path(__file__).parent / "data"
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "pdf"
SENATE = DATA / "senate-expenditures.pdf"


def cli(home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "FILESCOUT_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "filescout.cli", *args], env=env, capture_output=True, text=True, timeout=120
    )


# -- the quality score ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The committee approved the budget for the new library on Tuesday.",
        "DOCUMENT NO. DATE PAYEE NAME AMOUNT ($)\nBAIN, J MATTHEW DISTRICT DIRECTOR 37,499.96\n2015-03-14 (12.00) 4.5%",
        "Le conseil municipal a approuvé la démolition du bâtiment après délibération du comité.",
        "Совет утвердил бюджет новой библиотеки во вторник.",
        "委员会周二批准了新图书馆的预算。",
        "McDonald's iPhone PowerPoint e-mail O'Brien COVID-19",
    ],
)
def test_real_text_scores_as_text(text):
    assert text_quality(text) >= GOOD_ENOUGH, text


@pytest.mark.parametrize(
    "text",
    [
        "o(hô..i.p3xSTRxtT3xR2tTOR /xNhyM/TTw2W 9nhmmmimm02vxS0/TxV2tORR2SPON32NTSMxTwh/0V/ROR",
        "\ufffd\ufffd\ufffd \ufffd\ufffd abc \ufffd\ufffd\ufffd",
        "\ue000\ue001\ue002 \ue003\ue004 \ue005\ue006",
        "",
    ],
)
def test_letter_soup_scores_low(text):
    assert text_quality(text) < GOOD_ENOUGH


# -- PDFs ---------------------------------------------------------------------------------------------------


def test_the_custom_font_encoding_pdf_is_read_as_words_and_the_reader_recorded():
    ex = extract(str(SENATE), "pdf")
    assert ex.error is None
    assert ex.meta["reader"] == "pdfium" and ex.meta["quality"] >= GOOD_ENOUGH
    assert "LEGISLATIVE CORRESPONDENT" in ex.text and "37,499.96" in ex.text


def test_the_garbled_reading_is_replaced_by_the_better_one(monkeypatch):
    pytest.importorskip("pypdf")
    # pypdf alone reads this table as letter soup (the failure this check exists for) ...
    monkeypatch.setattr(pdf_format, "ORDER", ("pypdf",))
    soup = extract(str(SENATE), "pdf")
    assert soup.meta["reader"] == "pypdf" and soup.meta["quality"] < GOOD_ENOUGH
    assert "LEGISLATIVE CORRESPONDENT" not in soup.text
    # ... and with pypdf tried first, its garbled text is noticed and PDFium's kept
    monkeypatch.setattr(pdf_format, "ORDER", ("pypdf", "pdfium"))
    best = extract(str(SENATE), "pdf")
    assert best.meta["reader"] == "pdfium" and "LEGISLATIVE CORRESPONDENT" in best.text


def test_a_pdf_pdfium_cannot_open_falls_back_to_pypdf(monkeypatch, tmp_path):
    pytest.importorskip("pypdf")

    def broken(*_a, **_k):
        raise pdf_format.ExtractError("It isn't a readable PDF (Data format error)")

    monkeypatch.setitem(pdf_format.READERS, "pdfium", broken)
    ex = extract(str(DATA / "2023-06-20-PV.pdf"), "pdf")
    assert ex.error is None and ex.meta["reader"] == "pypdf" and "conseil" in ex.text.lower()


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared corpus (../shared/corpus) is not next to the repo")
def test_every_readable_pdf_in_the_shared_corpus_reads_as_text():
    read = 0
    for path in sorted(CORPUS.glob("*.pdf")):
        ex = extract(str(path), "pdf")
        if ex.error:  # the encrypted, empty and broken ones: a plain message, checked in test_content
            assert "Traceback" not in ex.error
            continue
        read += 1
        if len(ex.text) > 200:
            assert ex.meta["quality"] >= 0.9, (path.name, ex.meta)
    assert read >= 10


def test_the_garbled_font_pdf_is_found_by_a_search(tmp_path):
    home, docs = tmp_path / "fshome", tmp_path / "docs"
    write(docs / "expenditures.pdf", SENATE.read_bytes())
    assert cli(home, "scan", str(docs)).returncode == 0
    out = json.loads(cli(home, "grep", "legislative correspondent", str(docs), "--json").stdout)
    assert [h["name"] for h in out["results"]] == ["expenditures.pdf"], out
    assert "LEGISLATIVE" in out["results"][0]["snippets"][0]["text"]


# -- HTML --------------------------------------------------------------------------------------------------


PAGE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html><html><head><title>Field guide</title><style>p { color: red }</style></head>
<body><h1>Nettles</h1><p>Pick young <b>leaves</b> in spring<!-- a hidden remark --> only.</p>
<div>Loose text in a division <pre>boil(10)</pre> and text after the block.</div>
<script>var secret = "never indexed";</script><h2>Soup</h2><ul><li>one liter of nettles</li><li>an onion</li></ul>
<table><tr><td>salt</td><td>a pinch</td></tr></table></body></html>"""


def test_html_keeps_every_visible_block_under_its_heading_and_drops_the_invisible():
    ex = html_format.html_sections(PAGE, Budget())
    text = ex.text
    for words in ["Pick young leaves in spring only.", "Loose text in a division", "boil(10)",
                  "and text after the block.", "one liter of nettles", "a pinch"]:  # fmt: skip
        assert words in text, words
    assert "hidden remark" not in text and "never indexed" not in text and "color: red" not in text
    assert ex.meta["title"] == "Field guide"
    assert [s.heading for s in ex.sections] == ["Nettles", "Soup"]


def test_lxml_reads_at_least_the_words_beautifulsoup_reads():
    pytest.importorskip("bs4")
    doc = Path("/usr/share/doc")  # real pages written by others, where the machine has them
    found = sorted(p for p in doc.rglob("*.html") if p.is_file())[:60] if doc.is_dir() else []
    pages = [PAGE] + [p.read_text("utf-8", "replace") for p in found]
    words = re.compile(r"\w+")
    for page in pages:
        fast = set(words.findall(html_format.html_sections(page, Budget()).text))
        slow = set(words.findall(html_format._soup_sections(page, Budget(), "section").text))
        # the only words BeautifulSoup has and lxml lacks are pieces of one word split at an inline tag
        # ("prev<b>ious</b>": BeautifulSoup joins with a space)
        missing = {w for w in slow - fast if not any(w in f for f in fast)}
        assert not missing, sorted(missing)[:10]


# -- the full-text index written in batches ---------------------------------------------------------------------


def test_the_full_text_index_stays_exact_through_changes_and_deletions(tmp_path):
    home, docs = tmp_path / "fshome", tmp_path / "docs"
    for i in range(30):
        write(docs / f"note{i}.md", f"# Note {i}\nword{i} alpha{i % 3}\n")
    write(docs / "page.html", "<p>zebra crossing</p>")
    assert cli(home, "scan", str(docs)).returncode == 0
    write(docs / "note3.md", "# Note 3\nrewritten giraffe\n")
    os.utime(docs / "note3.md", (1, 1))
    (docs / "note4.md").unlink()
    (docs / "page.html").write_text("<p>okapi</p>")
    assert cli(home, "scan", str(docs)).returncode == 0
    db = sqlite3.connect(home / "index.db", isolation_level=None)
    db.execute("INSERT INTO content_fts(content_fts) VALUES('integrity-check')")  # raises on a mismatch

    def found(word: str) -> list[str]:
        rows = db.execute(
            "SELECT DISTINCT f.name FROM content_fts JOIN content_chunks c ON c.id = content_fts.rowid "
            "JOIN files f ON f.id = c.file_id WHERE content_fts MATCH ? ORDER BY f.name",
            (word,),
        ).fetchall()
        return [r[0] for r in rows]

    assert found("giraffe") == ["note3.md"] and found("word3") == []
    assert found("word4") == [] and found("zebra") == [] and found("okapi") == ["page.html"]
    assert found("alpha1") == sorted(f"note{i}.md" for i in range(30) if i % 3 == 1 and i != 4)
    db.close()
    res = cli(home, "scan", str(docs), "--json")
    assert res.returncode == 0, res.stderr
    stats = json.loads(res.stdout)
    assert stats["status"] == "complete"


# -- PowerPoint straight from the XML ---------------------------------------------------------------------------


def test_slides_read_from_the_xml_equal_python_pptx_and_include_grouped_shapes(tmp_path):
    pptx = pytest.importorskip("pptx")
    from pptx.util import Inches

    from filescout.content.formats import pptx as pptx_format
    from filescout.content.formats import pptx_xml

    deck = pptx.Presentation()
    s1 = deck.slides.add_slide(deck.slide_layouts[1])
    s1.shapes.title.text = "Quarterly review"
    s1.placeholders[1].text = "Revenue grew\nCosts fell"
    s1.notes_slide.notes_text_frame.text = "mention the hiring plan"
    s2 = deck.slides.add_slide(deck.slide_layouts[5])
    s2.shapes.title.text = "Figures"
    table = s2.shapes.add_table(2, 2, Inches(1), Inches(2), Inches(4), Inches(1)).table
    for (r, c), text in {(0, 0): "region", (0, 1): "sales", (1, 0): "north", (1, 1): "1,200"}.items():
        table.cell(r, c).text = text
    group = s2.shapes.add_group_shape()
    group.shapes.add_textbox(Inches(1), Inches(4), Inches(2), Inches(1)).text_frame.text = "grouped caption"
    path = tmp_path / "deck.pptx"
    deck.save(path)

    with open(path, "rb") as f:
        fast = pptx_xml.slide_texts(f)
    slow = pptx_format.slide_texts(pptx.Presentation(path))
    assert [(i, t, n) for i, t, _l, n in fast] == [(i, t, n) for i, t, _l, n in slow]
    assert fast[0][1:] == (
        "Quarterly review",
        ["Quarterly review", "Revenue grew\nCosts fell"],
        "mention the hiring plan",
    )
    assert "region | sales" in fast[1][2] and "north | 1,200" in fast[1][2]
    assert "grouped caption" in fast[1][2]  # (python-pptx's top-level shapes leave a group's text out)
    words = re.compile(r"\w+")

    def vocabulary(slides) -> set[str]:
        return {w for _i, _t, lines, notes in slides for w in words.findall(" ".join([*lines, notes]))}

    for p in [p for p in [*CORPUS.parent.glob("pptx/*.pptx"), *DATA.glob("*.pptx")] if p.is_file()]:
        with open(p, "rb") as f:
            assert vocabulary(pptx_xml.slide_texts(f)) == vocabulary(pptx_format.slide_texts(pptx.Presentation(p)))
    # the index reads through the fast path
    ex = extract(str(path), "pptx")
    assert [s.loc for s in ex.sections] == ["slide 1", "slide 2"] and "Notes: mention the hiring plan" in ex.text
