"""The passages nearest a query by meaning: cosine over the stored unit vectors (``content_vectors``).

Three backends, the fastest available: ``sqlite-vec`` (its ``vec_distance_cosine`` in SQL, when the ``sqlite_vec``
package is installed and this Python's sqlite3 can load extensions), ``numpy`` (one matrix product), or plain
Python (``array('f')``, fine for some thousands of passages). ``pip install filescout[semantic]`` brings the first
two. ``status`` says which is in use.
"""

from __future__ import annotations

import sqlite3
from array import array
from operator import mul

from ..index.dialects import SQLITE, dialect_of
from ..index.query import Filters

MIN_SIMILARITY = 0.2  # below this, a passage isn't about the query at all
RELATIVE = 0.8  # and files are kept while their best passage is this close to the best of all

_CANT_LOAD = not hasattr(sqlite3.Connection, "enable_load_extension")  # Python built without extension loading


def _sqlite_vec(conn: sqlite3.Connection) -> bool:
    """sqlite-vec's functions on this connection (loaded the first time they are wanted)."""
    global _CANT_LOAD
    try:
        conn.execute("SELECT vec_version()")
        return True
    except sqlite3.Error:
        pass
    if _CANT_LOAD:
        return False
    try:
        import sqlite_vec  # type: ignore[import-not-found]

        conn.enable_load_extension(True)
        try:
            sqlite_vec.load(conn)
        finally:
            conn.enable_load_extension(False)
        conn.execute("SELECT vec_version()")
        return True
    except (ImportError, AttributeError, sqlite3.Error):
        _CANT_LOAD = True
        return False


def _numpy():
    try:
        import numpy  # type: ignore[import-not-found]
    except ImportError:
        return None
    return numpy


def backend(conn: sqlite3.Connection) -> str:
    if dialect_of(conn) == SQLITE and _sqlite_vec(conn):
        return "sqlite-vec"
    return "numpy" if _numpy() is not None else "python"


def has_vectors(conn: sqlite3.Connection, model: str) -> bool:
    """Passages embedded by ``model`` in this index. (Embeddings stay in each machine's own index: a shared index
    is searched by words.)"""
    if dialect_of(conn) != SQLITE:
        return False
    return conn.execute("SELECT 1 FROM content_vectors WHERE model = ? LIMIT 1", (model,)).fetchone() is not None


def nearest(conn: sqlite3.Connection, model: str, query: array, filters: Filters, limit: int) -> list[dict]:
    """Files whose passages are nearest ``query`` (a unit vector): [{file_id, similarity, chunks}], best first."""
    where, params = filters.sql(dialect=dialect_of(conn))
    base = (
        "FROM content_vectors v JOIN content_chunks c ON c.id = v.chunk_id JOIN files f ON f.id = c.file_id "
        f"WHERE v.model = ? AND v.dim = ? AND {where}"
    )
    args = [model, len(query), *params]
    cap = max(50, limit * 5)
    if _sqlite_vec(conn):
        scored = conn.execute(
            f"SELECT v.chunk_id, c.file_id, 1 - vec_distance_cosine(v.vec, ?) AS s {base} ORDER BY s DESC LIMIT ?",
            [query.tobytes(), *args, cap],
        ).fetchall()
    else:
        rows = conn.execute(f"SELECT v.chunk_id, c.file_id, v.vec {base}", args).fetchall()
        np = _numpy()
        if not rows:
            return []
        if np is not None:
            m = np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32).reshape(len(rows), len(query))
            sims = (m @ np.frombuffer(query.tobytes(), dtype=np.float32)).tolist()
        else:
            qt = tuple(query)  # (~30 µs a 768-dimension passage: some thousands are fine, more want numpy)
            sims = [sum(map(mul, memoryview(r[2]).cast("f"), qt)) for r in rows]
        scored = sorted(((r[0], r[1], s) for r, s in zip(rows, sims, strict=True)), key=lambda t: -t[2])[:cap]
    files: dict[int, dict] = {}
    for cid, fid, sim in scored:
        if sim < MIN_SIMILARITY:
            break
        h = files.setdefault(fid, {"file_id": fid, "similarity": round(sim, 4), "chunks": []})
        h["chunks"].append(cid)
    if not files:
        return []
    best = max(h["similarity"] for h in files.values())
    return [h for h in files.values() if h["similarity"] >= best * RELATIVE][:limit]
