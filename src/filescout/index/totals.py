"""Per-root totals by extension, rebuilt from the per-folder ones (used by the scanner and a migration)."""

from __future__ import annotations

from .paths import subtree_range


def rebuild_root_ext(conn, root_path: str | None = None) -> None:
    """Per-root totals by extension (visible and hidden), so whole-index questions read a few rows."""
    roots = conn.execute(
        "SELECT id, path FROM dirs WHERE parent_id IS NULL" + (" AND path=?" if root_path else ""),
        (root_path,) if root_path else (),
    ).fetchall()
    everything = root_path is None and len(roots) == 1
    for rid, path in roots:
        lo, hi = subtree_range(path)
        conn.execute("DELETE FROM root_ext WHERE root_id=?", (rid,))
        if everything:  # one root holds every folder: no need to find them by path
            conn.execute(
                "INSERT INTO root_ext(root_id, ext, hidden, files, bytes) "
                "SELECT ?, ext, hidden, sum(files), sum(bytes) FROM dir_ext GROUP BY ext, hidden",
                (rid,),
            )
            continue
        conn.execute(
            "INSERT INTO root_ext(root_id, ext, hidden, files, bytes) "
            "SELECT ?, e.ext, e.hidden, sum(e.files), sum(e.bytes) FROM dir_ext e JOIN dirs d ON d.id = e.dir_id "
            "WHERE d.path = ? OR (d.path >= ? AND d.path < ?) GROUP BY e.ext, e.hidden",
            (rid, path, lo, hi),
        )
    conn.execute("DELETE FROM root_ext WHERE root_id NOT IN (SELECT id FROM dirs WHERE parent_id IS NULL)")
