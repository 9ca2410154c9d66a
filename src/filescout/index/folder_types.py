"""Folders ranked by the files of one type they hold ("which folder has the most photos?"), from the maintained
per-folder totals by extension (dir_ext): no file row is read; and the folders some levels inside one, counted
("how many weddings": Weddings/<year>/<one folder a wedding>)."""

from __future__ import annotations

import sqlite3

from .paths import subtree_range


def folder_rows_of_type(
    conn: sqlite3.Connection, scope: dict, exts: set[str], *, mode: str, depth: int, sort_by: str, limit: int
) -> tuple[list[dict], int, int]:
    """(rows, files, bytes) for the files with these extensions below ``scope`` (hidden files and noise folders
    left out, as count_files leaves them out). Rows are like query.folder_rows': in "own" mode every folder by
    the files of the type directly inside it; in "recursive" mode each folder ``depth`` levels down with
    everything of the type below it, and ``scope`` itself for the ones directly inside it."""
    if not exts:
        return [], 0, 0
    base = scope["path"]
    lo, hi = subtree_range(base)
    marks = ",".join("?" * len(exts))
    sql = (
        "SELECT d.path, d.depth, sum(e.files), sum(e.bytes) FROM dir_ext e JOIN dirs d ON d.id = e.dir_id "
        f"WHERE (d.path = ? OR (d.path >= ? AND d.path < ?)) AND e.hidden = 0 AND e.ext IN ({marks}) "
        "GROUP BY d.path, d.depth"
    )
    found = conn.execute(sql, [base, lo, hi, *sorted(exts)]).fetchall()
    files, size = sum(r[2] for r in found), sum(r[3] for r in found)
    totals: dict[str, list[int]] = {}
    if mode == "own":
        totals = {p: [n, b] for p, _, n, b in found if n}
    else:
        for path, d, n, b in found:
            if d < scope["depth"] + depth and path != base:
                continue  # (a folder between: its own files are in no row at that depth, as in folder_rows)
            key = base if path == base else lo + "/".join(path[len(lo) :].split("/")[:depth])
            t = totals.setdefault(key, [0, 0])
            t[0] += n
            t[1] += b
    order = (
        (lambda kv: (-kv[1][1], -kv[1][0], kv[0])) if sort_by == "size" else (lambda kv: (-kv[1][0], -kv[1][1], kv[0]))
    )
    rows = [{"path": p, "files": n, "bytes": b, "folders": 0} for p, (n, b) in sorted(totals.items(), key=order)]
    return rows[:limit], files, size


def folders_at_depth(conn: sqlite3.Connection, scope: dict, depth: int) -> list[str]:
    """The visible (not hidden, not noise) folders ``depth`` levels inside ``scope``, by path."""
    lo, hi = subtree_range(scope["path"])
    sql = "SELECT path FROM dirs WHERE path >= ? AND path < ? AND depth = ? AND flags & 3 = 0 ORDER BY path"
    return [p for (p,) in conn.execute(sql, (lo, hi, scope["depth"] + depth))]
