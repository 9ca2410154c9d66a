"""Pictures that likely hold text (screenshots, scans, receipts), read with OCR after the content pass.

Pictures are not among the content pass's documents: a home holds thousands of photos, and OCR costs about
a second each. When OCR is available, a scan then looks at the pictures not read yet (new or changed):

- one named the way cameras and messengers name photos (``IMG_1234.jpg``, ``PXL_…``, ``20240101_123456``)
  with no word in its name or folders saying it holds text is passed over, unread (and looked at again
  only by name, next time);
- the others go to the content pass's worker pool (same time limit per file), those whose name or folder
  says they hold text ("screenshot", "scan", "receipt", "invoice", "documents"…) first, then PNG and TIFF,
  then the rest, at most :data:`IMAGES_PER_SCAN` per scan: the next scan goes on where this one stopped;
- in the worker, :func:`~.formats.image.ocr_rule` passes over camera photos (camera details in the EXIF)
  and icons, and OCRs the rest (cached by content hash: a copy or a renamed file is not read again).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..index.query import FILE_COLUMNS, FileRow, Filters
from ..safety.sensitive import BLOCK_MESSAGE
from . import ocr
from .formats.image import CAMERA_NAME, OCR_EXTS, TEXT_HINT
from .pool import extract_many
from .store import SKIP_FLAGS, ContentStats, holds_key
from .writer import flush as _flush

IMAGES_PER_SCAN = 200
MIN_BYTES = 2_000  # smaller pictures are icons
MAX_BYTES = 50 * 1000 * 1000


def _priority(f: FileRow) -> int:
    tail = "/".join(f.fs_path.split("/")[-3:])
    if TEXT_HINT.search(tail):
        return 0
    return 1 if f.ext in ("png", "tif", "tiff") else 2


def candidates(conn, scope: str | None = None) -> list[FileRow]:
    """Pictures new or changed since they were last read, that may hold text, most likely first."""
    where, params = Filters(path=scope, include_hidden=True).sql()
    rows = conn.execute(
        f"SELECT {FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id "
        f"LEFT JOIN content_files c ON c.file_id = f.id "
        f"WHERE {where} AND f.flags & {SKIP_FLAGS} = 0 AND f.ext IN ({','.join('?' * len(OCR_EXTS))}) "
        f"AND f.size BETWEEN ? AND ? "
        f"AND (c.file_id IS NULL OR c.size != f.size OR c.mtime_ns != f.mtime_ns OR c.inode != f.inode)",
        [*params, *OCR_EXTS, MIN_BYTES, MAX_BYTES],
    ).fetchall()
    files = [FileRow.from_row(r) for r in rows]
    keep = [f for f in files if not CAMERA_NAME.match(f.name) or _priority(f) == 0]
    return sorted(keep, key=lambda f: (_priority(f), -f.mtime_ns))


def index_images(
    idx,
    scope: str | None = None,
    *,
    progress: Callable[[dict], None] | None = None,
    workers: int = 2,
    timeout: float = 30.0,
    limit: int | None = None,
) -> ContentStats:
    """OCR the pictures (in ``scope``) that likely hold text, at most ``limit`` (:data:`IMAGES_PER_SCAN`) of them."""
    t0 = time.perf_counter()
    stats = ContentStats()
    if ocr.unavailable():
        return stats
    conn = idx.conn
    todo = candidates(conn, scope)
    stats.candidates = len(todo)
    todo = todo[: max(0, IMAGES_PER_SCAN if limit is None else limit)]
    by_id = {f.id: f for f in todo}
    tasks = [(f.id, f.fs_path, f.ext, f.name) for f in todo]
    pending: list[tuple[FileRow, dict, str]] = []
    try:
        for done, (key, result) in enumerate(
            extract_many(tasks, workers=workers, timeout=timeout, max_bytes=MAX_BYTES, roots=idx.roots()), start=1
        ):
            f = by_id[key]
            status = "error" if result.get("error") else "ok"
            if holds_key(result):  # a picture of a private key: nothing of it is kept
                result, status = {"chunks": [], "meta": {}, "error": BLOCK_MESSAGE, "chars": 0}, "blocked"
            pending.append((f, result, status))
            stats.errors += status == "error"
            stats.extracted += 1
            stats.bytes_read += f.size
            if len(pending) >= 50:
                _flush(conn, pending, stats)
            if progress and (done % 5 == 0 or done == len(tasks)):
                el = time.perf_counter() - t0
                progress(
                    {
                        "phase": "content",
                        "what": "pictures",
                        "done": done,
                        "total": len(tasks),
                        "rate": done / el if el else 0,
                    }
                )
    except KeyboardInterrupt:
        _flush(conn, pending, stats)
        raise
    _flush(conn, pending, stats)
    stats.seconds = round(time.perf_counter() - t0, 3)
    return stats


def retry_skipped(idx, scope: str | None = None) -> int:
    """When OCR is available now: documents read earlier without it (``ocr_skipped``: Tesseract was missing or
    OCR was off), or whose OCR budget ran out (``ocr_more``: the pages done are cached, the next ones are read),
    are marked changed, so the content pass reads them again. Returns how many."""
    if ocr.unavailable():
        return 0
    where, params = Filters(path=scope, include_hidden=True).sql()
    with idx.transaction() as conn:
        cur = conn.execute(
            "UPDATE content_files SET mtime_ns = -1 "
            "WHERE (meta LIKE '%\"ocr_skipped\"%' OR meta LIKE '%\"ocr_more\"%') "
            "AND (json_extract(meta, '$.ocr_skipped') IS NOT NULL OR json_extract(meta, '$.ocr_more')) "
            f"AND file_id IN (SELECT f.id FROM files f JOIN dirs d ON d.id = f.dir_id WHERE {where})",
            params,
        )
        return cur.rowcount
