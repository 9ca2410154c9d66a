"""Deleting the index on request. Bookmarks are kept; files on disk are never touched."""

from __future__ import annotations

import contextlib
import os

from .db import Index


def reset_index(ctx) -> dict:
    idx: Index = ctx.index
    conn = idx.conn
    files = conn.execute("SELECT count(*) FROM files").fetchone()[0]
    marks = conn.execute("SELECT path, label, created_at FROM bookmarks").fetchall()
    path = idx.path
    ctx.close()
    ocr_cache = os.path.join(os.path.dirname(path), "ocr_cache.db")  # text read from scans (content.ocr)
    for suffix in ("", "-wal", "-shm"):
        for db in (str(path), ocr_cache):
            with contextlib.suppress(FileNotFoundError):
                os.remove(db + suffix)
    fresh = ctx.index
    with fresh.transaction():
        fresh.conn.executemany("INSERT INTO bookmarks(path, label, created_at) VALUES (?,?,?)", marks)
    out = {"deleted": str(path), "files": files, "bookmarks": len(marks)}
    if ctx.settings.index_url:  # this machine's part of the shared index goes too (the other machines' stays)
        from .pg.hub import forget_local

        out["shared_forgotten"] = forget_local(ctx.settings.index_url, ctx.host_name)
    return out
