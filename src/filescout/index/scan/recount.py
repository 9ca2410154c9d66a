"""Folder totals after a scan: each multiply-linked file counted once, folders' own totals recounted from
their rows where links changed, and recursive totals summed bottom-up. (Per-root totals by extension are
``index/totals.py``.)"""

from __future__ import annotations

from ..schema import DUPLINK, HIDDEN_OR_NOISE


def recount_dirs(conn, dir_ids: set[int]) -> None:
    """Recompute own totals and per-extension totals of folders from their rows."""
    for did in dir_ids:
        n, b = conn.execute(
            "SELECT count(*), coalesce(sum(size), 0) FROM files WHERE dir_id=? AND flags & ? = 0",
            (did, DUPLINK),
        ).fetchone()
        conn.execute("UPDATE dirs SET own_files=?, own_bytes=? WHERE id=?", (n, b, did))
        conn.execute("DELETE FROM dir_ext WHERE dir_id=?", (did,))
        conn.execute(
            "INSERT INTO dir_ext(dir_id, ext, hidden, files, bytes) "
            "SELECT dir_id, ext, (flags & ?) != 0, count(*), sum(size) "
            "FROM files WHERE dir_id=? AND flags & ? = 0 GROUP BY ext, (flags & ?) != 0",
            (HIDDEN_OR_NOISE, did, DUPLINK, HIDDEN_OR_NOISE),
        )


def dedupe_hardlinks(conn, touched: set[int] | None) -> None:
    """Count each multiply-linked inode once: flag every link but the first (lowest id).

    ``touched``: the folders where link counts changed in this scan (None: check every folder).
    """
    # (sorted here, not in SQL: ORDER BY id would scan the whole table instead of the partial index)
    rows = sorted(
        conn.execute(
            "SELECT f.id, f.dir_id, f.inode, d.dev, f.flags FROM files f CROSS JOIN dirs d ON d.id = f.dir_id "
            "WHERE f.nlink IS NOT NULL"
        ).fetchall()
    )
    first: set[tuple[int, int]] = set()
    flips = []
    affected = set(touched or ())
    for fid, did, ino, dev, flags in rows:
        key = (dev, ino)
        want = flags | DUPLINK if key in first else flags & ~DUPLINK
        first.add(key)
        if want != flags:
            flips.append((want, fid))
            affected.add(did)
    # a link that lost its partner may still carry the flag without nlink (only where link counts changed)
    if touched is None:
        stale = conn.execute(
            "SELECT id, dir_id, flags FROM files WHERE nlink IS NULL AND flags & ? != 0", (DUPLINK,)
        ).fetchall()
    else:
        stale = []
        ids = sorted(touched)
        for i in range(0, len(ids), 500):
            chunk = ids[i : i + 500]
            stale += conn.execute(
                f"SELECT id, dir_id, flags FROM files WHERE dir_id IN ({','.join('?' * len(chunk))}) "
                "AND nlink IS NULL AND flags & ? != 0",
                (*chunk, DUPLINK),
            ).fetchall()
    for fid, did, flags in stale:
        flips.append((flags & ~DUPLINK, fid))
        affected.add(did)
    conn.executemany("UPDATE files SET flags=? WHERE id=?", flips)
    recount_dirs(conn, affected)


def recompute_totals(conn) -> None:
    """Recursive totals for every folder, bottom-up from own totals."""
    rows = conn.execute(
        "SELECT id, parent_id, depth, own_files, own_bytes, rec_files, rec_bytes, rec_dirs FROM dirs"
    ).fetchall()
    agg = {r[0]: [r[3], r[4], 0] for r in rows}
    for r in sorted(rows, key=lambda r: -r[2]):
        p = r[1]
        if p is not None and p in agg:
            a, pa = agg[r[0]], agg[p]
            pa[0] += a[0]
            pa[1] += a[1]
            pa[2] += a[2] + 1
    updates = [(a[0], a[1], a[2], r[0]) for r in rows if (a := agg[r[0]]) and (a[0], a[1], a[2]) != (r[5], r[6], r[7])]
    conn.executemany("UPDATE dirs SET rec_files=?, rec_bytes=?, rec_dirs=? WHERE id=?", updates)
