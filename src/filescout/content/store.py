"""The full-text content index: filling it after a scan, and searching it.

Chunks live in ``content_chunks`` and are indexed by ``content_fts`` (FTS5,
porter stemming over unicode61 with diacritics removed, ranked by BM25). Each
extracted file has a row in ``content_files`` keyed by (size, mtime_ns, inode):
an unchanged file is never read again, and a file that left the index leaves
the content index too. Not read: WARN-tier files (their content is never
stored), hidden and noise files, symlinks, and files over the size limit.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..index.dialects import POSTGRESQL, dialect_of
from ..index.query import FILE_COLUMNS, FileRow, Filters
from ..index.schema import HIDDEN, NOISE, SECRET, SPECIAL, SYMLINK, WARN
from ..safety.secrets import content_tier, tier_of_content
from ..safety.sensitive import BLOCK_MESSAGE, Tier
from .formats import EXTRACTORS
from .pool import extract_many
from .search import fts_query, search_content  # noqa: F401  (moved; callers keep working)
from .writer import flush, store_file

SKIP_FLAGS = WARN | SYMLINK | SPECIAL | HIDDEN | NOISE
MAX_BYTES = 50 * 1024 * 1024
COMMIT_FILES = 200
FLUSH_SECONDS = 0.5
PASS_CHECKPOINT_PAGES = 16384  # WAL pages between checkpoints during the content pass (SQLite's default: 1000)
BATCH = 5000  # candidates fetched at a time (one worker pool each: the last files of a batch leave a worker idle)
# Content is indexed for documents, text, code and audio tags (cheap header reads). Photos and video
# containers give metadata on demand (file_info, read_file) but are not read during scans: there are many
# and their words rarely help a search. Machine-written formats (logs, xml, yaml, config) are left out too.
NOT_INDEXED = {"jpg", "jpeg", "png", "gif", "bmp", "tif", "tiff", "webp", "heic", "heif", "mp4", "m4v", "mov",
               "log", "xml", "yaml", "yml", "toml", "ini", "cfg", "conf", "jsonl"}  # fmt: skip


def indexable_exts() -> list[str]:
    return sorted(e for e in EXTRACTORS if e not in NOT_INDEXED)


@dataclass
class ContentStats:
    candidates: int = 0
    extracted: int = 0
    errors: int = 0
    skipped_large: int = 0
    removed: int = 0
    chunks: int = 0
    bytes_read: int = 0
    seconds: float = 0.0
    # where the time went: reading in the workers (summed over them), writing to the index in this process
    # (chunks and full-text index), and the rest (waiting for workers, handing results over)
    read_seconds: float = 0.0
    store_seconds: float = 0.0

    def to_dict(self) -> dict:
        d = dict(self.__dict__)
        d["read_seconds"] = round(self.read_seconds, 3)
        d["store_seconds"] = round(self.store_seconds, 3)
        d["files_per_second"] = round(self.extracted / self.seconds, 1) if self.seconds else None
        d["mb_per_second"] = round(self.bytes_read / 1e6 / self.seconds, 2) if self.seconds else None
        return d


def remove_orphans(conn: sqlite3.Connection) -> int:
    gone = [
        r[0]
        for r in conn.execute(
            "SELECT file_id FROM content_files c WHERE NOT EXISTS (SELECT 1 FROM files f WHERE f.id = c.file_id)"
        )
    ]
    for i in range(0, len(gone), 500):
        part = gone[i : i + 500]
        marks = ",".join("?" * len(part))
        conn.execute(f"DELETE FROM content_chunks WHERE file_id IN ({marks})", part)
        conn.execute(f"DELETE FROM content_files WHERE file_id IN ({marks})", part)
    return len(gone)


def index_content(
    idx,
    scope: str | None = None,
    *,
    progress: Callable[[dict], None] | None = None,
    workers: int = 2,
    timeout: float = 30.0,
    max_bytes: int = MAX_BYTES,
) -> ContentStats:
    """Extract new and changed documents (in ``scope``) into the content index."""
    t0 = time.perf_counter()
    stats = ContentStats()
    conn = idx.conn
    with idx.transaction():
        stats.removed = remove_orphans(conn)
    exts = indexable_exts()
    where, params = Filters(path=scope, include_hidden=True).sql()
    todo_sql = (
        f"SELECT {FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id "
        f"LEFT JOIN content_files c ON c.file_id = f.id "
        f"WHERE f.id > ? AND {where} AND f.flags & {SKIP_FLAGS} = 0 AND f.ext IN ({','.join('?' * len(exts))}) "
        f"AND (c.file_id IS NULL OR c.size != f.size OR c.mtime_ns != f.mtime_ns OR c.inode != f.inode) "
        f"ORDER BY f.id LIMIT {BATCH}"
    )
    total = conn.execute(
        f"SELECT count(*) FROM files f LEFT JOIN content_files c ON c.file_id = f.id "
        f"WHERE {where} AND f.flags & {SKIP_FLAGS} = 0 AND f.ext IN ({','.join('?' * len(exts))}) "
        f"AND (c.file_id IS NULL OR c.size != f.size OR c.mtime_ns != f.mtime_ns OR c.inode != f.inode)",
        [*params, *exts],
    ).fetchone()[0]
    stats.candidates = total
    last_id = 0
    done = 0
    # in batches by id: memory stays bounded however many documents there are, and an interrupted
    # pass resumes where it stopped (done files match their key and are not selected again)
    # the log is copied into the database every 64 MB written rather than every 4 MB: fewer checkpoints (each
    # one copies and syncs) while tens of MB of text go in; the usual setting comes back at the end
    conn.execute(f"PRAGMA wal_autocheckpoint={PASS_CHECKPOINT_PAGES}")
    try:
        while True:
            files = [FileRow.from_row(r) for r in conn.execute(todo_sql, [last_id, *params, *exts])]
            if not files:
                break
            last_id = files[-1].id
            todo = {f.id: f for f in files if f.size <= max_bytes}
            with idx.transaction():
                for f in files:
                    if f.size > max_bytes:
                        store_file(
                            conn,
                            f,
                            {"chunks": [], "meta": {}, "error": None, "chars": 0},
                            "skipped",
                            time.time(),
                            note=f"larger than {max_bytes // 1_000_000} MB",
                        )
                        stats.skipped_large += 1
            # the largest first: the long reads are spread over the workers instead of finishing the batch alone
            tasks = [(f.id, f.fs_path, f.ext, f.name) for f in sorted(todo.values(), key=lambda f: -f.size)]
            # results are written in short transactions, never held open while a document is read: other commands
            # (a bookmark, an undo) can write in between, and a kill loses at most the last FLUSH_SECONDS of work
            pending: list[tuple[FileRow, dict, str]] = []
            last_flush = time.monotonic()
            try:
                for key, result in extract_many(
                    tasks, workers=workers, timeout=timeout, max_bytes=max_bytes, roots=idx.roots()
                ):
                    f = todo[key]
                    status = "error" if result.get("error") else "ok"
                    if holds_key(result):  # a private key, whatever the file is called: nothing of it is kept
                        result, status = {"chunks": [], "meta": {}, "error": BLOCK_MESSAGE, "chars": 0}, "blocked"
                    pending.append((f, result, status))
                    stats.read_seconds += result.get("seconds") or 0.0
                    stats.errors += status == "error"
                    stats.extracted += 1
                    stats.bytes_read += f.size
                    done += 1
                    if len(pending) >= COMMIT_FILES or time.monotonic() - last_flush > FLUSH_SECONDS:
                        flush(conn, pending, stats)
                        last_flush = time.monotonic()
                    if progress and (done % 20 == 0 or done == total):
                        el = time.perf_counter() - t0
                        progress(
                            {
                                "phase": "content",
                                "done": done,
                                "total": total,
                                "rate": done / el if el else 0,
                                "mb_per_s": stats.bytes_read / 1e6 / el if el else 0,
                            }
                        )
            except KeyboardInterrupt:  # Ctrl-C or SIGTERM: keep what was read
                flush(conn, pending, stats)
                raise
            flush(conn, pending, stats)
    finally:
        conn.execute("PRAGMA wal_autocheckpoint=1000")
    sweep_keys(idx, scope)
    stats.seconds = round(time.perf_counter() - t0, 3)
    return stats


KEY_SWEEP_MAX = 64 * 1024  # key files are small; bigger files are looked at when read


def sweep_keys(idx, scope: str | None = None) -> int:
    """Find private keys among the files the content pass doesn't read (no document extension, or hidden):
    small files changed since the last sweep are looked at, and a key is flagged SECRET, so its name is
    hidden from every listing as well. Returns how many were found."""
    conn = idx.conn
    mark = f"key_sweep_ns:{scope or '*'}"  # per scanned folder: a rescan looks only at what changed since
    last = int(idx.meta(mark, 0) or 0)
    started = time.time_ns()
    exts = indexable_exts()
    where, params = Filters(path=scope, include_hidden=True).sql()
    rows = conn.execute(
        f"SELECT {FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id "
        f"WHERE {where} AND f.flags & {SYMLINK | SPECIAL | SECRET | NOISE} = 0 AND f.size BETWEEN 64 AND ? "
        f"AND (f.ext NOT IN ({','.join('?' * len(exts))}) OR f.flags & {HIDDEN}) AND f.ctime_ns > ?",
        [*params, KEY_SWEEP_MAX, *exts, last - 2_000_000_000],
    ).fetchall()
    found = [f.id for f in map(FileRow.from_row, rows) if content_tier(f.fs_path) is Tier.BLOCK]
    with idx.transaction():
        for fid in found:
            conn.execute(f"UPDATE files SET flags = flags | {SECRET} WHERE id=?", (fid,))
        idx.set_meta(mark, started)
    return len(found)


def holds_key(result: dict) -> bool:
    """True when an extraction's text holds a private key (see ``safety.secrets``)."""
    chunks = result.get("chunks") or []
    if not chunks:
        return False
    text = "\n".join(c[2] for c in chunks).encode("utf-8", "replace")
    return tier_of_content(text) is Tier.BLOCK


def content_status(conn: sqlite3.Connection) -> dict:
    if dialect_of(conn) == POSTGRESQL:
        ocr, ocr_skipped = "(meta::jsonb ->> 'ocr')::numeric", "(meta::jsonb -> 'ocr_skipped')"
    else:
        ocr, ocr_skipped = "json_extract(meta, '$.ocr')", "json_extract(meta, '$.ocr_skipped')"
    row = conn.execute(
        "SELECT count(*), coalesce(sum(chunks),0), coalesce(sum(chars),0), "
        "count(CASE WHEN status='error' THEN 1 END), count(CASE WHEN status='skipped' THEN 1 END), "
        # read with OCR, and scans left unread for lack of it (content.ocr; LIKE first: the JSON test is slower)
        f"count(CASE WHEN meta LIKE '%\"ocr\"%' AND {ocr} > 0 THEN 1 END), "
        f"count(CASE WHEN meta LIKE '%\"ocr_skipped\"%' AND {ocr_skipped} IS NOT NULL "
        f"AND {ocr_skipped} != 'null' THEN 1 END) "
        "FROM content_files"
    ).fetchone()
    return {"files": row[0], "chunks": row[1], "chars": row[2], "errors": row[3], "skipped": row[4],
            "ocr": row[5], "ocr_skipped": row[6]}  # fmt: skip
