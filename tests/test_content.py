"""Reading what is inside files: extractors on real documents, the content index, content search, compare_files."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from conftest import write
from filescout.content.formats import extract
from filescout.content.store import content_status
from filescout.tools import REGISTRY, Context

BOTH_BACKENDS = True  # the tools' answers on this machine's index and on a shared one

DATA = Path(__file__).parent / "data"


def call(ctx, name, **args):
    return REGISTRY.call(name, args, ctx)


def make_docx(path: Path, heading: str, paras: list[str], table: list[list[str]] | None = None) -> Path:
    import docx

    d = docx.Document()
    d.add_heading(heading, 1)
    for p in paras:
        d.add_paragraph(p)
    if table:
        t = d.add_table(rows=len(table), cols=len(table[0]))
        for i, row in enumerate(table):
            for j, v in enumerate(row):
                t.cell(i, j).text = v
    d.sections[0].header.paragraphs[0].text = "ACME Confidential"
    d.save(path)
    return path


def make_xlsx(path: Path) -> Path:
    import openpyxl

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Expenses"
    ws.append(["item", "amount"])
    ws.append(["rent", 1200])
    ws.append(["groceries", 310.5])
    ws2 = wb.create_sheet("Summary")
    ws2.append(["total", "=SUM(Expenses!B2:B3)"])
    wb.save(path)
    return path


def make_pptx(path: Path) -> Path:
    import pptx

    p = pptx.Presentation()
    for title, body, notes in [
        ("Roadmap 2026", "Launch the mobile app", "ask about hiring"),
        ("Transformers", "Attention is all you need", "mention the encoder"),
    ]:
        s = p.slides.add_slide(p.slide_layouts[1])
        s.shapes.title.text = title
        s.placeholders[1].text = body
        s.notes_slide.notes_text_frame.text = notes
    p.save(path)
    return path


def make_pdf(path: Path, pages: list[str]) -> Path:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_font("helvetica", size=12)
    for text in pages:
        pdf.add_page()
        pdf.multi_cell(0, 8, text)
    pdf.output(str(path))
    return path


@pytest.fixture
def docs(tmp_path):
    root = tmp_path / "docs"
    root.mkdir()
    make_docx(
        root / "invoice_0117.docx",
        "Invoice 2026-117",
        ["From Ahmed Benali, for consulting in October.", "Quarterly revenue grew by twelve percent."],
        [["item", "price"], ["consulting", "4,000 EUR"]],
    )
    make_xlsx(root / "budget.xlsx")
    make_pptx(root / "talk.pptx")
    make_pdf(
        root / "paper.pdf",
        ["On the attention mechanism.", "Page two talks about encoders and decoders.", "A third page."],
    )
    write(root / "notes.md", "# Ideas\nBuy a tent for the café trip.\n\n## Later\nRenew the passport.\n")
    write(
        root / "page.html",
        "<html><head><title>Recipes</title><style>.x{}</style><script>var secret=1</script>"
        "</head><body><h1>Pancakes</h1><p>Mix flour and eggs.</p></body></html>",
    )
    write(root / "letter.rtf", r"{\rtf1\ansi{\fonttbl\f0\fswiss Helvetica;}\f0 Dear landlord, the heater is broken.}")
    write(root / "main.py", "def transformer_block(x):\n    # TODO: add dropout\n    return x\n")
    write(root / "latin1.txt", "Crème brûlée recipe".encode("cp1252"))
    write(root / "my_passwords.txt", "bank: hunter2")  # WARN tier: metadata only
    write(root / ".hidden_notes.txt", "hidden thoughts about revenue")
    return root


# -- extractors ----------------------------------------------------------------------------


def test_extractors_on_generated_documents(docs):
    d = extract(str(docs / "invoice_0117.docx"), "docx")
    assert d.error is None and d.sections[0].heading == "Invoice 2026-117"
    assert "Quarterly revenue" in d.text and "consulting | 4,000 EUR" in d.text and "ACME Confidential" in d.text
    x = extract(str(docs / "budget.xlsx"), "xlsx")
    assert [s.loc for s in x.sections] == ["sheet Expenses", "sheet Summary"]
    assert "groceries | 310.5" in x.text and x.meta["sheets"] == ["Expenses", "Summary"]
    p = extract(str(docs / "talk.pptx"), "pptx")
    assert [(s.loc, s.heading) for s in p.sections] == [("slide 1", "Roadmap 2026"), ("slide 2", "Transformers")]
    assert "Notes: mention the encoder" in p.text
    f = extract(str(docs / "paper.pdf"), "pdf")
    assert f.meta["pages"] == 3 and [s.loc for s in f.sections] == ["page 1", "page 2", "page 3"]
    assert "encoders and decoders" in f.sections[1].text
    m = extract(str(docs / "notes.md"), "md")
    assert [s.heading for s in m.sections] == ["Ideas", "Later"]
    h = extract(str(docs / "page.html"), "html")
    assert h.meta["title"] == "Recipes" and "Mix flour and eggs." in h.text and "secret" not in h.text
    r = extract(str(docs / "letter.rtf"), "rtf")
    assert "heater is broken" in r.text
    t = extract(str(docs / "latin1.txt"), "txt")
    assert t.text == "Crème brûlée recipe"


def test_epub_and_media_and_images(tmp_path):
    from ebooklib import epub
    from PIL import Image

    book = epub.EpubBook()
    book.set_title("A Small Book")
    ch = epub.EpubHtml(title="One", file_name="one.xhtml")
    ch.content = "<h1>Chapter One</h1><p>It was a dark and stormy night.</p>"
    book.add_item(ch)
    book.spine = [ch]
    book.add_item(epub.EpubNcx())
    book.add_item(epub.EpubNav())
    epub.write_epub(str(tmp_path / "b.epub"), book)
    e = extract(str(tmp_path / "b.epub"), "epub")
    assert e.meta["title"] == "A Small Book" and "dark and stormy night" in e.text
    im = Image.new("RGB", (64, 32))
    ex = im.getexif()
    ex[0x010F] = "Canon"
    ex[0x0110] = "EOS 80D"
    ex.get_ifd(0x8769)[0x9003] = "2024:07:14 10:00:00"
    im.save(tmp_path / "p.jpg", exif=ex)
    i = extract(str(tmp_path / "p.jpg"), "jpg")
    assert (i.meta["width"], i.meta["height"], i.meta["date_taken"], i.meta["camera"]) == (
        64,
        32,
        "2024:07:14 10:00:00",
        "Canon EOS 80D",
    )


@pytest.mark.parametrize("ext", ["pdf", "docx", "pptx", "xlsx", "html", "epub", "rtf", "md", "mp3", "jpg"])
def test_every_extractor_survives_corrupt_and_empty_files(tmp_path, ext):
    empty = write(tmp_path / f"empty.{ext}", b"")
    assert extract(str(empty), ext).error == "It is an empty file"
    junk = write(tmp_path / f"junk.{ext}", os.urandom(3000) if ext != "md" else b"\x00\x01binary\x00" * 100)
    out = extract(str(junk), ext)
    assert out.error or out.sections == [] or ext in ("html", "rtf")  # lenient parsers may read junk as text
    if ext in ("pdf", "docx", "pptx", "xlsx", "epub"):  # random bytes are no such document: a plain message
        assert out.error and "Traceback" not in out.error and len(out.error) < 300, out.error


def test_real_world_samples(tmp_path):
    pv = extract(str(DATA / "2023-06-20-PV.pdf"), "pdf")
    assert "DÉMOLITION" in pv.text and pv.meta["pages"] == 2
    assert "encrypted" in extract(str(DATA / "password-example.pdf"), "pdf").error
    assert extract(str(DATA / "empty.pdf"), "pdf").error == "It is an empty file"
    broken = extract(str(DATA / "malformed-from-issue-932.pdf"), "pdf")
    assert broken.error or broken.text  # a clear message or what could be read; never a crash
    t = extract(str(DATA / "tbl-having-tables.docx"), "docx")
    assert t.error is None
    par = extract(str(DATA / "par-known-paragraphs.docx"), "docx")
    assert "Normal paragraph" in par.text
    ph = extract(str(DATA / "ph-populated-placeholders.pptx"), "pptx")
    assert ph.error is None and ph.meta["slides"] >= 1


def test_a_hanging_extractor_is_stopped_and_the_run_goes_on(tmp_path):
    from filescout.content import pool
    from filescout.content.formats import EXTRACTORS, Extraction, Section

    def slow(path, budget):
        if os.path.basename(path).startswith("hang"):
            time.sleep(60)
        return Extraction(sections=[Section("fine", "lines 1-1")])

    old = EXTRACTORS.get("txt")
    EXTRACTORS["txt"] = slow
    try:
        for n in ("a.txt", "hang.txt", "b.txt"):
            write(tmp_path / n, "x")
        tasks = [(i, str(tmp_path / n), "txt", n) for i, n in enumerate(("a.txt", "hang.txt", "b.txt"))]
        t0 = time.time()
        results = dict(pool.extract_many(tasks, workers=2, timeout=1.0))
        assert time.time() - t0 < 10
    finally:
        EXTRACTORS["txt"] = old
    assert results[1]["error"].startswith("it took too long to read")
    assert results[0]["chunks"] and results[2]["chunks"], results


# -- the content index -----------------------------------------------------------------------


def test_scan_fills_the_content_index_incrementally(docs, ctx):
    r = call(ctx, "scan", path=str(docs))
    c = r.data["content"]
    assert c["extracted"] == 9 and c["errors"] == 0  # not the WARN file, not the hidden one
    assert "Read 9 document(s)" in r.text
    st = content_status(ctx.conn)
    assert st["files"] == 9 and st["chunks"] >= 9
    # nothing changed: nothing is read again
    assert call(ctx, "scan", path=str(docs)).data["content"]["extracted"] == 0
    # a changed file is read again; a deleted one leaves the index
    make_docx(docs / "invoice_0117.docx", "Invoice 2026-117", ["Now about penguins."])
    (docs / "notes.md").unlink()
    again = call(ctx, "scan", path=str(docs)).data["content"]
    assert again["extracted"] == 1 and again["removed"] == 1
    assert call(ctx, "search_file_content", query="penguins").data["count"] == 1
    assert call(ctx, "search_file_content", query="revenue").data["count"] == 0
    assert call(ctx, "search_file_content", query="tent").data["count"] == 0


def test_sensitive_and_hidden_contents_are_never_stored(docs, ctx):
    call(ctx, "scan", path=str(docs))
    texts = " ".join(r[0] for r in ctx.conn.execute("SELECT text FROM content_chunks"))
    assert "hunter2" not in texts and "hidden thoughts" not in texts
    write(docs / ".env", "API_KEY=abc123")
    write(docs / "server.pem", "-----BEGIN PRIVATE KEY-----")
    call(ctx, "scan", path=str(docs))
    texts = " ".join(r[0] for r in ctx.conn.execute("SELECT text FROM content_chunks"))
    assert "abc123" not in texts and "PRIVATE KEY" not in texts


def test_no_content_option(docs, fshome, index_backend):
    c = Context(fshome)
    try:
        r = call(c, "scan", path=str(docs), content=False)
        assert "content" not in r.data and content_status(c.conn)["files"] == 0
    finally:
        c.close()
    (fshome / "config.json").write_text(json.dumps({"content": False}))
    c = Context(fshome)
    try:
        assert "content" not in call(c, "scan", path=str(docs)).data
    finally:
        c.close()


# -- search ----------------------------------------------------------------------------------


def test_content_search_ranks_with_snippets_and_locations(docs, ctx):
    call(ctx, "scan", path=str(docs))
    r = call(ctx, "search_file_content", query="quarterly revenue")
    hit = r.data["results"][0]
    assert hit["name"] == "invoice_0117.docx"
    assert "**Quarterly** **revenue**" in hit["snippets"][0]["text"] and hit["snippets"][0]["where"]
    enc = call(ctx, "search_file_content", query="encoder").data["results"]
    assert {h["name"] for h in enc} == {"talk.pptx", "paper.pdf"}  # stemming: encoders, encoder
    wheres = {h["name"]: h["snippets"][0]["where"] for h in enc}
    assert wheres == {"talk.pptx": "slide 2", "paper.pdf": "page 2"}
    assert call(ctx, "search_file_content", query="cafe").data["results"][0]["name"] == "notes.md"  # diacritics
    # combined with metadata filters
    assert call(ctx, "search_file_content", query="encoder", type="pdf").data["count"] == 1
    assert call(ctx, "search_file_content", query="encoder", modified_before="2000-01-01").data["count"] == 0
    # FTS syntax in the user's words is plain text
    for q in ['"revenue', "revenue OR", "NEAR(x", "rev*", "-revenue", "a:b"]:
        call(ctx, "search_file_content", query=q)


def test_a_word_of_the_file_name_finds_its_passages(docs, ctx):
    write(docs / "zanzibar_trip.txt", "Pack the sunscreen and the passport.")
    call(ctx, "scan", path=str(docs))
    r = call(ctx, "search_file_content", query="zanzibar")
    assert [h["name"] for h in r.data["results"]] == ["zanzibar_trip.txt"]


def test_find_files_merges_names_and_contents(docs, ctx):
    write(docs / "transformer_notes.txt", "nothing relevant")
    call(ctx, "scan", path=str(docs))
    r = call(ctx, "find_files", query="transformer")
    names = [h["name"] for h in r.data["results"]]
    assert names[0] == "transformer_notes.txt"  # a strong name match first
    assert "talk.pptx" in names and "main.py" in names
    assert any(h.get("snippet") for h in r.data["results"] if h["name"] == "talk.pptx")
    ahmed = call(ctx, "find_files", query="invoice Ahmed")
    assert ahmed.data["results"][0]["name"] == "invoice_0117.docx"


def test_regex_and_literal_search_with_context(docs, ctx, tmp_path):
    call(ctx, "scan", path=str(docs))
    r = call(ctx, "search_file_content", query=r"TODO:\s+\w+", mode="regex", context=1)
    m = r.data["matches"][0]
    assert m["path"].endswith("main.py") and m["line"] == 2 and m["before"] == ["def transformer_block(x):"]
    assert m["after"] == ["    return x"]
    assert "2:      # TODO: add dropout" in r.text
    lit = call(ctx, "search_file_content", query="a.d", mode="literal")
    assert lit.data["count"] == 0  # literal: the dot is a dot
    with pytest.raises(Exception, match="isn't a valid regular expression"):
        call(ctx, "search_file_content", query="(unclosed", mode="regex")
    # usable without an index: a configured folder that was never scanned
    extra = tmp_path / "extra"
    write(extra / "x.txt", "needle in a haystack")
    (ctx.home / "config.json").write_text(json.dumps({"roots": [str(extra)]}))
    c2 = Context(ctx.home)
    try:
        w = call(c2, "search_file_content", query="needle", mode="literal", path=str(extra))
        assert w.data["source"] == "walk" and w.data["count"] == 1
    finally:
        c2.close()


# -- reading rich formats and comparing -------------------------------------------------------


def test_read_file_rich_formats_paged(docs, ctx):
    call(ctx, "scan", path=str(docs), content=False)
    p = call(ctx, "read_file", path="paper.pdf", pages="2-3")
    assert [x["page"] for x in p.data["pages"]] == [2, 3] and "— page 2 of 3 —" in p.text
    d = call(ctx, "read_file", path="invoice_0117.docx")
    assert d.data["paragraphs"][0] == "Invoice 2026-117" and d.data["tables"][0][1] == ["consulting", "4,000 EUR"]
    x = call(ctx, "read_file", path="budget.xlsx", sheet="Expenses")
    assert x.data["columns"] == ["item", "amount"] and x.data["rows"][1] == ["groceries", "310.5"]
    rng = call(ctx, "read_file", path="budget.xlsx", sheet="Expenses!A2:B2")
    assert rng.data["columns"] == ["rent", "1200"]
    s = call(ctx, "read_file", path="talk.pptx", offset=1, limit=1)
    assert s.data["slides"][0]["title"] == "Transformers" and s.data["slides"][0]["notes"] == "mention the encoder"
    with pytest.raises(Exception, match="There is no sheet"):
        call(ctx, "read_file", path="budget.xlsx", sheet="Nope")
    with pytest.raises(Exception, match="encrypted"):
        write(docs / "locked.pdf", (DATA / "password-example.pdf").read_bytes())
        call(ctx, "read_file", path="locked.pdf")


def test_compare_files(docs, ctx):
    write(docs / "v1.txt", "alpha\nbeta\ngamma\n")
    write(docs / "v2.txt", "alpha\nBETA\ngamma\ndelta\n")
    make_docx(docs / "r1.docx", "Report", ["Sales were flat."])
    make_docx(docs / "r2.docx", "Report", ["Sales grew."])
    write(docs / "a.bin", b"\x00\x01" * 100)
    write(docs / "b.bin", b"\x00\x01" * 100)
    write(docs / "c.bin", b"\x00\x02" * 100)
    call(ctx, "scan", path=str(docs), content=False)
    t = call(ctx, "compare_files", path1="v1.txt", path2="v2.txt")
    assert (t.data["added"], t.data["removed"]) == (2, 1) and "-beta" in t.data["diff"] and "+delta" in t.data["diff"]
    assert t.text.endswith("v1.txt → v2.txt: 2 line(s) added, 1 removed.")
    d = call(ctx, "compare_files", path1="r1.docx", path2="r2.docx")
    assert "-Sales were flat." in d.data["diff"] and "+Sales grew." in d.data["diff"]
    assert call(ctx, "compare_files", path1="a.bin", path2="b.bin").data["identical"] is True
    c = call(ctx, "compare_files", path1="a.bin", path2="c.bin")
    assert c.data["identical"] is False and c.data["hash1"] != c.data["hash2"] and c.text.startswith("Different")


def test_a_damaged_exif_block_is_read_without_a_warning_on_the_terminal(tmp_path):
    """A photo whose EXIF block is cut short made Pillow print "Corrupt EXIF data" in the middle of a scan."""
    import warnings

    from PIL import Image

    photo = tmp_path / "cut.jpg"
    cut = b"Exif\x00\x00II*\x00\x08\x00\x00\x00\x01\x00\x0f\x01\x02\x00\x40\x00\x00\x00\x99\x99\x00\x00"
    Image.new("RGB", (40, 40)).save(photo, exif=cut)
    with warnings.catch_warnings(record=True) as raised:
        warnings.simplefilter("always")
        with Image.open(photo) as im:
            im.getexif()
    assert raised  # (Pillow does warn about this file)
    with warnings.catch_warnings(record=True) as raised:
        warnings.simplefilter("always")
        out = extract(str(photo), "jpg")
        from filescout.ops.exif import exif_datetime

        exif_datetime(photo)
    assert out.meta["width"] == 40 and not raised
