"""PDF: text per page with PDFium (pypdfium2), checked for garbling; pypdf when PDFium can't or reads worse.

PDFium is many times faster than pypdf and reads custom font encodings that
pypdf turns into letter soup. Each document's text is scored
(:func:`~..quality.text_quality`); below ``GOOD_ENOUGH`` the other reader is
tried and the better text kept. ``meta.reader`` says which reader produced the
text, ``meta.quality`` how word-like it is, ``meta.pages_without_text`` how
many pages had none (scans, for OCR). Tables (read_file) come from pdfplumber
when it is installed.

PDFium is not thread-safe: every call goes through :data:`PDFIUM_LOCK` (the
content pass reads in worker processes, one document at a time; the lock
covers threads in one process, such as the HTTP server's).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

from .. import ocr
from ..budgets import MAX_PAGES, stream
from ..quality import GOOD_ENOUGH, text_quality
from .base import Budget, ExtractError, Extraction, Format, Section, need, page_range, unreadable

PDFIUM_LOCK = threading.RLock()
IN_MEMORY = 64 * 1024 * 1024  # smaller files are handed to PDFium as bytes (faster than read callbacks)
READ_OCR_SECONDS = 12.0  # OCR within one read_file call (which has 20 s in all)
ENCRYPTED = "It is encrypted (password-protected), so its text can't be read"


def _clean(text: str) -> str:
    """PDFium's line ends (CRLF) and soft-hyphen marks (U+FFFE before a line break: the word goes on)."""
    return text.replace("\ufffe\r\n", "").replace("\ufffe", "").replace("\r\n", "\n").replace("\r", "\n").strip()


def _open_pdfium(src):
    pdfium = need("pypdfium2", "PDF files")
    f = stream(src)
    size = getattr(src, "size", 0) or 0
    data = f.read() if size <= IN_MEMORY else f
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        if "password" in str(exc).lower():
            raise ExtractError(ENCRYPTED)
        raise ExtractError(f"It isn't a readable PDF ({str(exc).replace('Failed to load document ', '')})")


def pdfium_pages(src, first: int = 1, last: int | None = None) -> tuple[int, Iterator[tuple[int, str]], dict]:
    """(page count, (page number, text) for pages first..last, the document's metadata) with PDFium.

    Call with :data:`PDFIUM_LOCK` held, and exhaust the iterator before releasing it.
    """
    doc = _open_pdfium(src)
    total = len(doc)
    meta: dict = {}
    try:
        title = (doc.get_metadata_dict() or {}).get("Title")
        if title and str(title).strip():
            meta["title"] = str(title).strip()
    except Exception:
        pass

    def pages() -> Iterator[tuple[int, str]]:
        try:
            for i in range(first, min(total, last or total) + 1):
                yield i, pdfium_page_text(doc, i)
        finally:
            doc.close()

    return total, pages(), meta


def pdfium_page_text(doc, number: int) -> str:
    """The text of page ``number`` (1-based) of an open PDFium document."""
    page = doc[number - 1]
    try:
        tp = page.get_textpage()
        try:
            return _clean(tp.get_text_range())
        finally:
            tp.close()
    finally:
        page.close()


def pypdf_pages(src, first: int = 1, last: int | None = None) -> tuple[int, Iterator[tuple[int, str]], dict]:
    """The same with pypdf (slower; the fallback)."""
    pypdf = need("pypdf", "PDF files")
    try:
        reader = pypdf.PdfReader(stream(src))
    except pypdf.errors.PdfReadError as exc:
        raise ExtractError(f"It isn't a readable PDF ({exc})")
    if reader.is_encrypted:
        try:
            ok = reader.decrypt("")
        except Exception:
            ok = 0
        if not ok:
            raise ExtractError(ENCRYPTED)
    total = page_count(reader)
    meta: dict = {}
    info = reader.metadata or {}
    title = info.get("/Title") if hasattr(info, "get") else None
    if title:
        meta["title"] = str(title)

    def pages() -> Iterator[tuple[int, str]]:
        for i in range(first, min(total, last or total) + 1):
            try:
                page = reader.pages[i - 1]
            except IndexError:  # the page tree's /Count said more than there are
                return
            yield i, (page.extract_text() or "").strip()

    return total, pages(), meta


READERS = {"pdfium": pdfium_pages, "pypdf": pypdf_pages}
ORDER = ("pdfium", "pypdf")  # tried in this order; the next only when the text so far looks garbled


def _read_all(reader: str, src, last: int) -> tuple[int, list[tuple[int, str]], dict]:
    with PDFIUM_LOCK:
        total, pages, meta = READERS[reader](src, 1, last)
        return total, list(pages), meta


def _available(name: str) -> bool:
    try:
        need("pypdfium2" if name == "pdfium" else "pypdf", "PDF files")
        return True
    except ExtractError:
        return False


def extract(path: str, budget: Budget) -> Extraction:
    readers = [r for r in ORDER if _available(r)]
    if not readers:
        need("pypdfium2", "PDF files")  # raises the install hint
    best = None
    failure: ExtractError | None = None
    for name in readers:
        try:
            total, pages, meta = _read_all(name, path, MAX_PAGES)
        except ExtractError as exc:
            if str(exc) == ENCRYPTED:
                raise
            failure = failure or exc
            continue
        quality = text_quality("\n".join(t for _, t in pages))
        if best is None or quality > best[0] + 0.05:
            best = (quality, name, total, pages, meta)
        if best[0] >= GOOD_ENOUGH:
            break
    if best is None:
        raise failure or ExtractError("It isn't a readable PDF")
    quality, name, total, pages, meta = best
    out = Extraction(meta={"pages": total, **meta, "reader": name, "quality": quality})
    out.meta["pages_without_text"] = sum(1 for _, t in pages if not t)
    pages, scans = ocr.read_scans(path, pages, _open_pdfium, PDFIUM_LOCK)  # pages without text: OCR
    for i, text in pages:
        if not text:
            continue
        kept = budget.take(text)
        if kept is None:
            break
        out.sections.append(Section(kept, f"page {i}", out.meta.get("title")))
    if total > MAX_PAGES:
        out.truncated = True
        out.meta["pages_read"] = MAX_PAGES
    scans.note(out.meta)  # ocr (pages read), ocr_reader, ocr_skipped (why not), ocr_truncated
    out.truncated = out.truncated or scans.truncated
    return out


def read(path, *, offset=0, limit=200, pages=None, sheet=None) -> tuple[dict, str]:
    """Pages (a range, at most MAX_READ_PAGES), with their tables when pdfplumber is installed."""
    try:
        with PDFIUM_LOCK:
            doc = _open_pdfium(path)
            try:
                total = len(doc)
                first, last = page_range(pages, total, offset, limit)
                out = [{"page": i, "text": pdfium_page_text(doc, i)} for i in range(first, last + 1)]
            finally:
                doc.close()
        if text_quality("\n".join(p["text"] for p in out)) < GOOD_ENOUGH and _available("pypdf"):
            with PDFIUM_LOCK:
                _total, it, _meta = pypdf_pages(path, first, last)
                other = [{"page": i, "text": t} for i, t in it]
            if text_quality("\n".join(p["text"] for p in other)) > text_quality("\n".join(p["text"] for p in out)):
                out = other
    except ExtractError as exc:
        raise unreadable(exc)
    except ValueError as exc:
        raise unreadable(exc)
    # scanned pages are read by OCR here too (within read_file's own time limit; cached, so a page the content
    # pass read already costs nothing)
    found, scans = ocr.read_scans(path, [(p["page"], p["text"]) for p in out], _open_pdfium, PDFIUM_LOCK,
                                  seconds=READ_OCR_SECONDS)  # fmt: skip
    for p, (_n, text) in zip(out, found, strict=True):
        p["text"] = text
    ocr_meta: dict = {}
    scans.note(ocr_meta)
    try:
        tables = pdf_tables(path, first, last)
    except Exception:
        tables = {}
    for p in out:
        if tables.get(p["page"]):
            p["tables"] = tables[p["page"]]
    text = "\n\n".join(f"— page {p['page']} of {total} —\n{p['text']}" for p in out)
    more = last < total
    if more:
        text += f"\n… {total - last} more page(s) (use pages={last + 1}-{min(total, last + 5)})"
    if ocr_meta.get("ocr_truncated"):
        text += "\n(some scanned pages could not be read in time; a scan reads them in the background)"
    return {"format": "pdf", "pages_total": total, "pages": out, "has_more": more, **ocr_meta}, text


def page_count(reader) -> int:
    """The page count from a pypdf reader's page tree root (/Count), without walking every page; else by walking."""
    try:
        n = int(reader.trailer["/Root"]["/Pages"]["/Count"])
        if n >= 0:
            return n
    except Exception:
        pass
    return len(reader.pages)


def pdf_tables(path: str, first: int, last: int) -> dict[int, list[list[list[str]]]]:
    """Tables per page (1-based, inclusive range) with pdfplumber, if it is installed."""
    try:
        import pdfplumber
    except ImportError:
        return {}
    out: dict[int, list] = {}
    with PDFIUM_LOCK, pdfplumber.open(stream(path)) as pdf:
        for i in range(first, min(last, len(pdf.pages)) + 1):
            tables = pdf.pages[i - 1].extract_tables()
            if tables:
                out[i] = [[[c or "" for c in row] for row in t] for t in tables]
    return out


FORMAT = Format("pdf", ("pdf",), extract, read)
