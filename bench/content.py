"""Content benchmark: the content pass on a real tree and on generated documents, PDF text vs pdftotext, HTML
throughput, content index size, search latency, and regex search vs rg.

    python bench/content.py               # /usr/share/doc, then 1,200 generated documents + the shared corpus
    python bench/content.py --docs 3000 --tree /usr/share/doc

The real tree is scanned as a user would (names first, then the content pass
with its 2 worker processes), and the pass's time is split into reading (in
the workers), writing the index (this process) and the rest. Generated
documents are made with the libraries themselves (python-docx, openpyxl,
python-pptx, fpdf2) plus HTML, Markdown, text and code. The PDF comparison
times our extractor and ``pdftotext`` (poppler-utils) on the same PDFs, one
process at a time, in the same run; the regex comparison needs ripgrep
(Debian: apt-get install poppler-utils ripgrep).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from filescout.content.store import content_status, index_content
from filescout.index.scanner import scan
from filescout.tools import REGISTRY, Context

VOCAB = (
    "revenue invoice quarterly budget forecast contract payment client consulting project roadmap meeting "
    "agenda minutes summary report analysis growth market customer product launch design review team hiring "
    "salary tax return receipt expense travel hotel flight conference paper attention transformer encoder "
    "decoder network training dataset evaluation accuracy benchmark latency throughput storage backup archive "
    "policy security password access license agreement renewal deadline schedule milestone risk issue "
    "the a of and to in for on with by from at as is was are be this that it we our their new old next last"
).split()
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


def sentence(rng: random.Random) -> str:
    words = [rng.choice(VOCAB) for _ in range(rng.randint(8, 18))]
    return " ".join(words).capitalize() + "."


def paragraph(rng: random.Random) -> str:
    return " ".join(sentence(rng) for _ in range(rng.randint(3, 7)))


def generate(root: Path, n: int, seed: int = 1) -> None:
    import docx
    import openpyxl
    import pptx
    from fpdf import FPDF

    rng = random.Random(seed)
    kinds = ["docx", "xlsx", "pptx", "pdf", "html", "md", "txt", "py"]
    for i in range(n):
        kind = kinds[i % len(kinds)]
        folder = root / f"dept{i % 12}" / f"year{2020 + i % 6}"
        folder.mkdir(parents=True, exist_ok=True)
        p = folder / f"doc_{i:05d}.{kind}"
        if kind == "docx":
            d = docx.Document()
            d.add_heading(sentence(rng), 1)
            for _ in range(rng.randint(3, 12)):
                d.add_paragraph(paragraph(rng))
            d.save(p)
        elif kind == "xlsx":
            wb = openpyxl.Workbook()
            ws = wb.active
            ws.append(["item", "amount", "note"])
            for _ in range(rng.randint(20, 200)):
                ws.append([rng.choice(VOCAB), rng.randint(1, 10000), sentence(rng)])
            wb.save(p)
        elif kind == "pptx":
            pr = pptx.Presentation()
            for _ in range(rng.randint(3, 10)):
                s = pr.slides.add_slide(pr.slide_layouts[1])
                s.shapes.title.text = sentence(rng)[:60]
                s.placeholders[1].text = paragraph(rng)
                s.notes_slide.notes_text_frame.text = sentence(rng)
            pr.save(p)
        elif kind == "pdf":
            pdf = FPDF()
            pdf.set_font("helvetica", size=11)
            for _ in range(rng.randint(1, 6)):
                pdf.add_page()
                pdf.multi_cell(0, 6, "\n\n".join(paragraph(rng) for _ in range(4)))
            pdf.output(str(p))
        elif kind == "html":
            body = "".join(f"<h2>{sentence(rng)}</h2><p>{paragraph(rng)}</p>" for _ in range(rng.randint(2, 8)))
            p.write_text(f"<html><head><title>{sentence(rng)}</title></head><body>{body}</body></html>")
        elif kind == "md":
            p.write_text("\n\n".join(f"## {sentence(rng)}\n\n{paragraph(rng)}" for _ in range(rng.randint(2, 10))))
        elif kind == "txt":
            p.write_text("\n\n".join(paragraph(rng) for _ in range(rng.randint(2, 30))))
        else:
            p.write_text(
                "\n".join(
                    f"def f_{j}(x):\n    # {sentence(rng)}\n    return x * {j}\n" for j in range(rng.randint(5, 60))
                )
            )
    if CORPUS.is_dir():
        for f in CORPUS.glob("*/*"):
            if f.suffix in (".pdf", ".docx", ".pptx"):
                shutil.copy(f, root / f.name)


def tree_pass(tree: Path, work: Path) -> None:
    """The content pass over a real tree (as `filescout scan` runs it), with where the time went."""
    home = work / "tree-home"
    shutil.rmtree(home, ignore_errors=True)
    ctx = Context(home)
    scan(ctx.index, tree)
    t0 = time.perf_counter()
    stats = index_content(ctx.index, scope=str(tree))
    wall = time.perf_counter() - t0
    rest = wall - stats.store_seconds
    print(
        f"content pass on {tree}: {stats.extracted:,} documents ({stats.bytes_read / 1e6:.1f} MB) in {wall:.2f} s "
        f"= {stats.extracted / wall:.0f} documents/s, {stats.bytes_read / 1e6 / wall:.1f} MB/s (2 workers)"
    )
    print(
        f"  where the time went: reading {stats.read_seconds:.2f} s of worker time (both workers together), "
        f"writing the index {stats.store_seconds:.2f} s, waiting for workers and handing results over {rest:.2f} s"
    )
    ctx.close()


def pdf_vs_pdftotext(pdfs: list[Path]) -> None:
    """Our PDF text extraction against pdftotext, file by file, same files, same run."""
    from filescout.content import ocr
    from filescout.content.formats import extract

    tool = shutil.which("pdftotext")
    if not pdfs:
        return
    ocr.configure(None, enabled=False)  # text layers only, as pdftotext reads them (scanned pages not OCRed)
    extract(str(pdfs[0]), "pdf")  # the libraries imported before the clock starts, as in a content worker
    t = time.perf_counter()
    pages = chars = 0
    readers: dict[str, int] = {}
    for p in pdfs:
        ex = extract(str(p), "pdf")
        pages += ex.meta.get("pages") or 0
        chars += len(ex.text)
        if ex.meta.get("reader"):
            readers[ex.meta["reader"]] = readers.get(ex.meta["reader"], 0) + 1
    ours = time.perf_counter() - t
    line = (
        f"PDF text: {len(pdfs)} PDFs, {pages:,} pages: ours {ours:.2f} s ({pages / ours:.0f} pages/s, "
        f"readers {readers})"
    )
    if tool:
        t = time.perf_counter()
        theirs_chars = 0
        for p in pdfs:
            out = subprocess.run([tool, "-q", str(p), "-"], capture_output=True)
            theirs_chars += len(out.stdout.decode("utf-8", "replace"))
        theirs = time.perf_counter() - t
        line += f"; pdftotext {theirs:.2f} s ({pages / theirs:.0f} pages/s): ours takes {ours / theirs:.2f}x its time"
    else:
        line += "; pdftotext not installed (apt-get install poppler-utils)"
    print(line)


def html_throughput(pages: list[Path]) -> None:
    from filescout.content.formats import extract

    if not pages:
        return
    size = sum(p.stat().st_size for p in pages)
    t = time.perf_counter()
    for p in pages:
        extract(str(p), p.suffix.lstrip(".").lower())
    dt = time.perf_counter() - t
    print(f"HTML: {len(pages)} pages, {size / 1e6:.1f} MB in {dt:.2f} s = {size / 1e6 / dt:.1f} MB/s (one process)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--docs", type=int, default=1200)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "filescout-bench"))
    ap.add_argument("-n", type=int, default=40, help="search queries to time")
    ap.add_argument("--tree", default="/usr/share/doc", help="a real tree for the content pass ('' to skip)")
    a = ap.parse_args()
    work = Path(a.workdir)
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d')}"
    )
    tree = Path(a.tree) if a.tree else None
    if tree and tree.is_dir():
        tree_pass(tree, work)
        files = [p for p in tree.rglob("*") if p.is_file() and not p.is_symlink()]
        html_throughput([p for p in files if p.suffix.lower() in (".html", ".htm")])
    else:
        files = []
    root = work / f"docs-{a.docs}"
    home = work / f"docs-home-{a.docs}"
    if not root.exists():
        print(f"generating {a.docs} documents …", file=sys.stderr)
        generate(root, a.docs)
    pdf_vs_pdftotext(sorted({*(p for p in files if p.suffix.lower() == ".pdf"), *root.rglob("*.pdf")}))
    shutil.rmtree(home, ignore_errors=True)
    ctx = Context(home)
    scan(ctx.index, root)
    size_meta = ctx.index.disk_bytes()
    t0 = time.perf_counter()
    stats = index_content(ctx.index, scope=str(root))
    extract_s = time.perf_counter() - t0
    ctx.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size_all = ctx.index.disk_bytes()
    st = content_status(ctx.conn)
    ratio = (size_all - size_meta) / max(st["chars"], 1)
    rng = random.Random(3)
    queries = [f"{rng.choice(VOCAB[:60])} {rng.choice(VOCAB[:60])}" for _ in range(a.n)]
    times = []
    for q in queries:
        t = time.perf_counter()
        REGISTRY.call("search_file_content", {"query": q}, ctx)
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    # regex search vs ripgrep, on the same tree
    pattern = r"quarterly\s+(revenue|budget)"
    t = time.perf_counter()
    ours = REGISTRY.call(
        "search_file_content", {"query": pattern, "mode": "regex", "limit": 1000000, "context": 0}, ctx
    )
    ours_s = time.perf_counter() - t
    rg = shutil.which("rg")
    if rg:
        t = time.perf_counter()
        out = subprocess.run([rg, "-c", "-i", pattern, str(root)], capture_output=True, text=True)
        rg_s = time.perf_counter() - t
        rg_lines = sum(int(x.rsplit(":", 1)[1]) for x in out.stdout.splitlines() if ":" in x)
    else:
        rg_s, rg_lines = float("nan"), -1
    print(
        f"generated documents: {stats.candidates:,} read ({stats.errors} unreadable, {stats.skipped_large} too large), "
        f"{stats.bytes_read / 1e6:.1f} MB, {st['chars'] / 1e6:.1f} M characters of text, {st['chunks']:,} chunks"
    )
    print(
        f"extraction: {extract_s:.1f} s = {stats.candidates / extract_s:.1f} files/s, "
        f"{stats.bytes_read / 1e6 / extract_s:.2f} MB/s (2 worker processes)"
    )
    print(f"content index: {(size_all - size_meta) / 1e6:.1f} MB = {ratio:.2f} bytes per character of text")
    print(
        f"search (index mode, {a.n} two-word queries): p50 {statistics.median(times):.1f} ms, "
        f"p95 {times[int(0.95 * (len(times) - 1))]:.1f} ms"
    )
    print(
        f"regex search '{pattern}': ours {ours_s:.2f} s ({ours.data['count']} lines in "
        f"{ours.data['files_searched']} files) vs rg {rg_s:.2f} s ({rg_lines} lines): ratio {ours_s / rg_s:.1f}x"
    )
    ctx.close()


if __name__ == "__main__":
    main()
