"""OCR for scans and pictures of text, with Tesseract (the ``tesseract`` command), cached by content hash.

The PDF reader asks for pages that have no text layer, the image reader for pictures that likely hold text.
Both run in the content pass's worker processes (or read_file's bounded child), so Tesseract runs as their
child: directly (never through a shell), with one thread (the pool already uses the cores), killed when its
time is up, and killed with the worker if the worker is. One page is bounded by :data:`PAGE_SECONDS`; one
document by :data:`MAX_PAGES` pages and :data:`DOC_SECONDS` (inside the pool's 30 s per file), the rest noted
as truncated.

OCR is on when ``tesseract`` is on the PATH, unless turned off (``FILESCOUT_OCR=0`` or ``"ocr": false`` in
config.json). Languages: ``FILESCOUT_OCR_LANGS`` or ``"ocr_langs"`` ("eng+fra"), checked against
``tesseract --list-langs``.

Results are cached in ``ocr_cache.db`` in filescout's folder, keyed by the xxh3-128 hash of the file's bytes,
the page and the languages: a rescan, or a renamed or copied scan, never runs Tesseract twice. (Not in the
index: the workers that write it are forked from the process that holds the index open, and SQLite's locks
don't survive a fork.)
"""

from __future__ import annotations

import contextlib
import ctypes
import io
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import xxhash

from ..safety.sensitive import Tier, classify_path

PAGE_SECONDS = 15.0  # one page or picture
LIST_SECONDS = 5.0  # tesseract --list-langs
DOC_SECONDS = 20.0  # all the OCR of one document (the content pass gives a file 30 s)
MAX_PAGES = 20  # pages OCRed per document
MAX_PIXELS = 40_000_000  # larger pictures are not decoded (a decompression bomb); pages are rendered smaller
DPI = 200  # PDF pages are rendered at this resolution (a dense letter page: ~4 s of Tesseract here)
ENLARGE_BELOW = 1500  # pictures smaller than this (longest side) are enlarged 2x: screen text is small
CACHE_NAME = "ocr_cache.db"
OFF = ("0", "no", "off", "false")
INSTALL = "Tesseract isn't installed (on Debian or Ubuntu: apt install tesseract-ocr)"
TURNED_OFF = 'OCR is turned off (FILESCOUT_OCR=0, or "ocr": false in config.json)'


class OcrError(Exception):
    """OCR of one page or picture failed (plain message)."""


@dataclass
class Config:
    enabled: bool = True
    langs: str = "eng"
    cache: str | None = None  # the cache database (None: no cache)


def _from_env() -> Config:
    env = os.environ
    return Config(
        enabled=env.get("FILESCOUT_OCR", "1").strip().lower() not in OFF,
        langs=env.get("FILESCOUT_OCR_LANGS") or "eng",
    )


_config = _from_env()


def configure(home: str | os.PathLike | None, *, enabled: bool = True, langs: str = "eng") -> None:
    """Settings for this process and the workers it forks next: on or off, languages, and the cache in
    ``home`` (filescout's folder; None: no cache)."""
    global _config
    _config = Config(enabled=enabled, langs=langs or "eng", cache=str(Path(home) / CACHE_NAME) if home else None)


def binary() -> str | None:
    return shutil.which("tesseract")


def unavailable() -> str | None:
    """Why OCR can't run here (None: it can)."""
    if not _config.enabled:
        return TURNED_OFF
    if binary() is None:
        return INSTALL
    return None


def reader() -> str:
    return f"tesseract ({_config.langs})"


# -- running tesseract -------------------------------------------------------------------------------------

_langs: dict[tuple[str, str], str] = {}


def languages(exe: str) -> str:
    """The configured languages Tesseract has, as ``-l`` wants them ("eng+fra")."""
    key = (exe, _config.langs)
    if key in _langs:
        return _langs[key]
    want = [x for x in re.split(r"[+,\s]+", _config.langs) if x]
    bad = [x for x in want if not re.fullmatch(r"[A-Za-z0-9_]{2,40}", x)]
    if bad or not want:
        raise OcrError(f"{_config.langs!r} isn't a list of Tesseract languages (like eng or eng+fra)")
    have: set[str] = set()
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        out = subprocess.run([exe, "--list-langs"], capture_output=True, timeout=LIST_SECONDS, env=_env(), check=False)
        have = {x.strip() for x in out.stdout.decode("utf-8", "replace").splitlines()[1:] if x.strip()}
    if have:  # (unknown when listing failed: then Tesseract itself says)
        missing = [x for x in want if x not in have]
        want = [x for x in want if x in have]
        if not want:
            raise OcrError(
                f"Tesseract has no data for {', '.join(missing)} (installed: {', '.join(sorted(have))}); "
                "on Debian or Ubuntu: apt install tesseract-ocr-<lang>"
            )
    _langs[key] = "+".join(want)
    return _langs[key]


def _env() -> dict[str, str]:
    return {**os.environ, "OMP_THREAD_LIMIT": "1"}


def _die_with_parent() -> None:  # pragma: no cover - runs in the child, between fork and exec
    with contextlib.suppress(Exception):
        ctypes.CDLL(None).prctl(1, 9, 0, 0, 0)  # PR_SET_PDEATHSIG, SIGKILL


def run(image: bytes, timeout: float = PAGE_SECONDS) -> str:
    """Tesseract's text for one picture (PNG bytes)."""
    exe = binary()
    if exe is None:
        raise OcrError(INSTALL)
    langs = languages(exe)
    # killed with the worker that started it (a worker the pool kills for taking too long); a hook between
    # fork and exec is only safe in a single-threaded process, which the workers are
    hook = _die_with_parent if sys.platform.startswith("linux") and threading.active_count() == 1 else None
    try:  # in its own process group: a wrapper script's children are stopped with it
        proc = subprocess.Popen(
            [exe, "stdin", "stdout", "-l", langs],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=_env(),
            preexec_fn=hook,
            start_new_session=True,
        )
    except OSError as exc:
        raise OcrError(f"Tesseract couldn't be started ({exc.strerror})")
    try:
        out, err = proc.communicate(image, timeout=max(0.1, timeout))
    except subprocess.TimeoutExpired:
        raise OcrError(f"Tesseract took too long on it (over {timeout:g} s)")
    finally:
        if proc.returncode is None:
            with contextlib.suppress(OSError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.kill()
            proc.communicate()
    r = subprocess.CompletedProcess(proc.args, proc.returncode, out, err)
    if r.returncode != 0:
        said = r.stderr.decode("utf-8", "replace").strip().splitlines()
        raise OcrError(f"Tesseract failed on it ({said[-1][:160] if said else f'exit {r.returncode}'})")
    return clean(r.stdout.decode("utf-8", "replace"))


def clean(text: str) -> str:
    """Tesseract's output without its noise: lines with no word in them (a photo's texture read as ``| ~ =``),
    and nothing at all when fewer than two words were found."""
    lines = [ln.strip() for ln in text.splitlines()]
    kept = [ln for ln in lines if re.search(r"[^\W\d_]{3,}", ln)]
    words = re.findall(r"[^\W\d_]{3,}", " ".join(kept))
    return "\n".join(kept) if len(words) >= 2 else ""


def png(im) -> bytes:
    """A Pillow picture as the grayscale PNG Tesseract reads best: upright, on white, small ones enlarged."""
    from PIL import Image, ImageOps

    if im.width * im.height > MAX_PIXELS:
        raise OcrError(f"the picture is too large to read ({im.width}x{im.height} pixels)")
    with contextlib.suppress(Exception):
        im = ImageOps.exif_transpose(im)
    if im.mode in ("RGBA", "LA", "PA") or (im.mode == "P" and "transparency" in im.info):
        im = im.convert("RGBA")
        white = Image.new("RGBA", im.size, (255, 255, 255, 255))
        im = Image.alpha_composite(white, im)
    im = im.convert("L")
    if max(im.size) < ENLARGE_BELOW and im.width * im.height * 4 <= MAX_PIXELS:
        im = im.resize((im.width * 2, im.height * 2), Image.Resampling.LANCZOS)
    buf = io.BytesIO()
    im.save(buf, "PNG", compress_level=1)
    return buf.getvalue()


# -- the cache ---------------------------------------------------------------------------------------------

_db: tuple[int, str, sqlite3.Connection | None] | None = None


def _cache() -> sqlite3.Connection | None:
    """This process's connection to the cache (opened here, never inherited through a fork)."""
    global _db
    path = _config.cache
    if not path:
        return None
    if _db is not None and _db[0] == os.getpid() and _db[1] == path:
        return _db[2]
    conn = None
    try:
        os.close(os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600))
        conn = sqlite3.connect(path, timeout=2.0, isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute(
            "CREATE TABLE IF NOT EXISTS ocr_cache(hash BLOB NOT NULL, part INTEGER NOT NULL, langs TEXT NOT NULL, "
            "text TEXT NOT NULL, seconds REAL, created_at REAL NOT NULL, PRIMARY KEY(hash, part, langs)) WITHOUT ROWID"
        )
    except (OSError, sqlite3.Error):
        conn = None  # no cache: OCR still works
    _db = (os.getpid(), path, conn)
    return conn


def file_hash(src) -> bytes:
    """xxh3-128 of the file's bytes (read from the already opened file, its position untouched)."""
    h = xxhash.xxh3_128()
    f = getattr(src, "file", None)
    if f is None:
        with open(src, "rb") as g:
            for block in iter(lambda: g.read(1 << 20), b""):
                h.update(block)
        return h.digest()
    fd, pos = f.fileno(), 0
    while block := os.pread(fd, 1 << 20, pos):
        h.update(block)
        pos += len(block)
    return h.digest()


def cached(digest: bytes, part: int) -> str | None:
    conn = _cache()
    if conn is None:
        return None
    with contextlib.suppress(sqlite3.Error):
        row = conn.execute(
            "SELECT text FROM ocr_cache WHERE hash=? AND part=? AND langs=?", (digest, part, _config.langs)
        ).fetchone()
        return row[0] if row else None
    return None


def remember(digest: bytes, part: int, text: str, seconds: float) -> None:
    conn = _cache()
    if conn is not None:
        with contextlib.suppress(sqlite3.Error):
            conn.execute(
                "INSERT OR REPLACE INTO ocr_cache(hash, part, langs, text, seconds, created_at) VALUES (?,?,?,?,?,?)",
                (digest, part, _config.langs, text, round(seconds, 3), time.time()),
            )


# -- one document ------------------------------------------------------------------------------------------


@dataclass
class DocumentOcr:
    """OCR of one document's pages (or one picture's frames), within its page and time budget.

    ``page(n, render)`` returns the text of page ``n`` (cached, or ``render()``'s picture read by Tesseract),
    or None when OCR isn't possible or the budget is spent; :meth:`note` records what happened in an
    extraction's metadata: ``ocr`` (pages read), ``ocr_reader``, ``ocr_skipped`` (why pages that needed OCR
    weren't read), ``ocr_errors``, ``ocr_truncated``, and ``ocr_more`` when the budget ran out after some
    progress: the next scan reads the document again (the pages done come from the cache) and goes on.
    """

    src: object
    started: float = field(default_factory=time.monotonic)
    pages: list[int] = field(default_factory=list)
    wanted: int = 0  # pages that needed OCR
    skipped: str | None = None
    errors: list[str] = field(default_factory=list)
    truncated: bool = False
    fresh: int = 0  # pages Tesseract read in this run (the budget counts these)
    more: bool = False  # the budget ran out after some progress
    _digest: bytes | None = None
    seconds: float = DOC_SECONDS  # the time all of this document's OCR may take

    def page(self, n: int, render) -> str | None:
        self.wanted += 1
        why = unavailable()
        if why:
            self.skipped = why
            return None
        if self._digest is None:  # a sensitive file (read on request): its text is kept nowhere, not even here
            self._digest = file_hash(self.src) if classify_path(os.fspath(self.src)) is Tier.NONE else b""
        hit = cached(self._digest, n) if self._digest else None
        if hit is not None:
            self.pages.append(n)
            return hit
        left = self.seconds - (time.monotonic() - self.started)
        if self.fresh >= MAX_PAGES or left < 1.0:
            self.truncated = True
            self.more = self.more or self.fresh > 0
            return None
        t0 = time.monotonic()
        try:
            text = run(png(render()), timeout=min(PAGE_SECONDS, left))
        except OcrError as exc:
            self.errors.append(f"page {n}: {exc}" if n else str(exc))
            if "too long" in str(exc):
                self.truncated = True
            return None
        if self._digest:
            remember(self._digest, n, text, time.monotonic() - t0)
        self.pages.append(n)
        self.fresh += 1
        return text

    def note(self, meta: dict) -> None:
        if self.pages:
            meta["ocr"] = len(self.pages)
            meta["ocr_reader"] = reader()
        if self.skipped and self.wanted:
            meta["ocr_skipped"] = self.skipped
        if self.errors:
            meta["ocr_errors"] = self.errors[:5]
        if self.truncated:
            meta["ocr_truncated"] = True
        if self.more and _config.cache:
            meta["ocr_more"] = True


def needs_ocr(text: str | None) -> bool:
    """True for a page with no text layer, or almost none (a scan with a stamped page number)."""
    return len(re.findall(r"[^\W\d_]{2,}", text or "")) < 3


def ocr_pdf_page(doc: DocumentOcr, pdf, index: int) -> str | None:
    """The text of page ``index`` (0-based) of a pypdfium2 document, OCRed (see :class:`DocumentOcr`)."""

    def render():
        page = pdf[index]
        try:
            w, h = page.get_size()
            scale = DPI / 72
            if w * h * scale * scale > MAX_PIXELS:  # a poster-sized page: rendered smaller
                scale = (MAX_PIXELS / max(1.0, w * h)) ** 0.5
            bitmap = page.render(scale=scale, grayscale=True)
            try:
                return bitmap.to_pil().copy()  # (to_pil shares the bitmap's memory, freed with it)
            finally:
                bitmap.close()
        finally:
            page.close()

    return doc.page(index + 1, render)


def read_scans(
    src, pages: list[tuple[int, str]], open_pdf, lock, *, seconds: float = DOC_SECONDS
) -> tuple[list[tuple[int, str]], DocumentOcr]:
    """``pages`` ((number, text) of a PDF) with those that have no text layer, or almost none, OCRed.

    ``open_pdf(src)`` opens the PDF with pypdfium2 (rendering needs it); ``lock`` serialises PDFium calls.
    Returns the pages and the :class:`DocumentOcr` whose :meth:`~DocumentOcr.note` records what was done.
    """
    doc = DocumentOcr(src, seconds=seconds)
    todo = [k for k, (_n, text) in enumerate(pages) if needs_ocr(text)]
    if not todo:
        return pages, doc
    why = unavailable()
    if why:
        doc.wanted, doc.skipped = len(todo), why
        return pages, doc
    out = list(pages)
    with lock:
        try:
            pdf = open_pdf(src)
        except Exception as exc:  # (pypdfium2 missing, or it can't open what pypdf could)
            doc.wanted, doc.skipped = len(todo), f"its pages couldn't be rendered for OCR ({exc})"
            return pages, doc
        try:
            for k in todo:
                n, text = out[k]
                found = ocr_pdf_page(doc, pdf, n - 1)
                if found and len(found) > len(text):
                    out[k] = (n, found)
        finally:
            pdf.close()
    return out, doc
