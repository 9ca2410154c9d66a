"""Writing extraction results into the content index: chunks, their full-text entries, and each file's row.

Results are written in short transactions (``flush``), never held open while a document is read. (Writing in a
background thread while the next results come in was measured: no faster on 2 cores, where the two workers
already keep both busy.)
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time

from ..index.query import FileRow
from ..index.schema import SECRET


def flush(conn: sqlite3.Connection, pending: list[tuple[FileRow, dict, str]], stats) -> None:
    """Write the results read so far in one short transaction: the files' old chunks out, the new ones in, and
    the new ones into the full-text index in one statement (see ``index_new_chunks``)."""
    if not pending:
        return
    t0 = time.perf_counter()
    conn.execute("BEGIN IMMEDIATE")
    try:
        ids = [f.id for f, _r, _s in pending]
        for i in range(0, len(ids), 500):
            part = ids[i : i + 500]
            conn.execute(f"DELETE FROM content_chunks WHERE file_id IN ({','.join('?' * len(part))})", part)
        start = last_chunk_id(conn)
        for f, result, status in pending:
            if status == "blocked":
                conn.execute(f"UPDATE files SET flags = flags | {SECRET} WHERE id=?", (f.id,))
            stats.chunks += store_file(conn, f, result, status, time.time())
        index_new_chunks(conn, start)
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):  # (SQLite may have rolled back already: disk full)
            conn.execute("ROLLBACK")
        raise
    pending.clear()
    stats.store_seconds += time.perf_counter() - t0


def last_chunk_id(conn: sqlite3.Connection) -> int:
    return conn.execute("SELECT coalesce(max(id), 0) FROM content_chunks").fetchone()[0]


def index_new_chunks(conn: sqlite3.Connection, after: int) -> None:
    """Add the chunks written since ``after`` (``last_chunk_id`` taken once the batch's old chunks were deleted,
    in the same transaction, so new ids are all above it) to ``content_fts``."""
    conn.execute(
        "INSERT INTO content_fts(rowid, text, context) SELECT id, text, context FROM content_chunks WHERE id > ?",
        (after,),
    )


def store_file(conn, f: FileRow, result: dict, status: str, when: float, note: str | None = None) -> int:
    """One file's chunks and its content_files row. The chunks reach content_fts through ``index_new_chunks``,
    which the caller runs in the same transaction (deleted chunks leave it by the content_ad trigger)."""
    conn.execute("DELETE FROM content_chunks WHERE file_id=?", (f.id,))
    chunks = result.get("chunks") or []
    conn.executemany(
        "INSERT INTO content_chunks(file_id, seq, loc, context, text) VALUES (?,?,?,?,?)",
        [(f.id, i, loc, ctx, text) for i, (loc, ctx, text) in enumerate(chunks)],
    )
    meta = dict(result.get("meta") or {})
    if result.get("truncated"):
        meta["truncated"] = True
    conn.execute(
        "INSERT OR REPLACE INTO content_files(file_id, size, mtime_ns, inode, status, error, chunks, chars, meta, "
        "extracted_at) VALUES (?,?,?,?,?,?,?,?,?,?)",
        (
            f.id,
            f.size,
            f.mtime_ns,
            f.inode,
            status,
            result.get("error") or note,
            len(chunks),
            result.get("chars", 0),
            json.dumps(meta, default=str) if meta else None,
            when,
        ),
    )
    return len(chunks)
