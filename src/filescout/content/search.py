"""Searching the content index: the user's words as FTS5 queries, ranked by BM25, with snippets."""

from __future__ import annotations

import re
import sqlite3

from ..index.query import FILE_COLUMNS, FileRow, Filters

# -- search --------------------------------------------------------------------------------

_WORD = re.compile(r"[\w][\w'\-]*", re.U)


def fts_query(text: str, *, any_term: bool = False) -> str | None:
    """The user's words as an FTS5 query, each quoted (no syntax leaks through)."""
    words = [w for w in _WORD.findall(text) if len(w) > 1 or w.isdigit()]
    if not words:
        return None
    quoted = ['"' + w.replace('"', '""') + '"' for w in words]
    return (" OR " if any_term else " ").join(quoted)


def search_content(
    conn: sqlite3.Connection, query: str, filters: Filters, *, limit: int = 20, snippets: int = 2
) -> list[dict]:
    """Files whose contents match, best first, each with its best snippets (terms marked **like this**).

    Ranking reads only rowids and BM25 scores; snippets are made afterwards for the chunks shown.
    """
    where, params = filters.sql()
    for any_term in (False, True):
        q = fts_query(query, any_term=any_term)
        if q is None:
            return []
        ranked = conn.execute(
            f"SELECT c.id, c.file_id, bm25(content_fts, 1.0, 0.6) AS score FROM content_fts "
            f"JOIN content_chunks c ON c.id = content_fts.rowid JOIN files f ON f.id = c.file_id "
            f"WHERE content_fts MATCH ? AND {where} ORDER BY score LIMIT ?",
            [q, *params, max(200, limit * 10)],
        ).fetchall()
        if ranked:
            break
    else:
        return []
    best: dict[int, dict] = {}
    for cid, fid, score in ranked:
        h = best.get(fid)
        if h is None:
            if len(best) >= limit:
                continue
            h = best[fid] = {"score": score, "chunks": []}
        if len(h["chunks"]) < snippets:
            h["chunks"].append(cid)
    chunk_ids = [c for h in best.values() for c in h["chunks"]]
    marks = ",".join("?" * len(chunk_ids))
    snips = {
        r[0]: (r[1], r[2])
        for r in conn.execute(
            f"SELECT c.id, c.loc, snippet(content_fts, 0, '**', '**', '…', 14) FROM content_fts "
            f"JOIN content_chunks c ON c.id = content_fts.rowid WHERE content_fts MATCH ? AND content_fts.rowid "
            f"IN ({marks})",
            [q, *chunk_ids],
        )
    }
    fmarks = ",".join("?" * len(best))
    rows = {
        r[0]: FileRow.from_row(r)
        for r in conn.execute(
            f"SELECT {FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id WHERE f.id IN ({fmarks})",
            list(best),
        )
    }
    out = []
    for fid, h in best.items():
        if fid not in rows:
            continue
        out.append(
            {
                "row": rows[fid],
                "score": h["score"],
                "all_terms": not any_term,
                "snippets": [
                    {"where": snips[c][0], "text": " ".join(snips[c][1].split())} for c in h["chunks"] if c in snips
                ],
            }
        )
    return out
