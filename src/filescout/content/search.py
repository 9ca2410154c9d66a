"""Searching the content index: the user's words as FTS5 queries, ranked by BM25, with snippets.

The words (filler dropped, see ``terms``) are first all required (AND). When that finds fewer files than asked
for, files holding only some of them are added, ranked by BM25 over the OR of the words, so rare words weigh
most; with three words or more, a file that holds just one of them stays only if that word is the rarest of
them. Files are then ordered in tiers: the words as a phrase, then all the words (in the text, the name or its
date), then the others; within a tier by BM25, raised when the file's name (or its month) holds the words.
Accents are folded both ways by the tokenizer (``remove_diacritics 2``): "comite" finds "comité" and back.

With an embeddings model configured (``embed``), the words' list and the nearest passages by meaning are fused
by reciprocal rank; each hit says what kind of match it is: "words", "meaning" or "both".
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from ..index.dialects import dialect_of
from ..index.query import FILE_COLUMNS, FileRow, Filters
from . import fts
from . import terms as T

NAME_BOOST = 1.0  # a name holding all the words doubles a file's score within its tier
RRF_K = 60
DF_CAP = 1000  # document frequencies are counted up to this (enough to tell which word is rarest)
MAX_PAIRED = 8  # words paired in the two-of-them query (28 pairs)


def fts_query(text: str, *, any_term: bool = False) -> str | None:
    """The user's words (filler dropped) as an FTS5 query, each quoted (no syntax leaks through)."""
    q = T.parse(text)
    if not q.terms:
        return None
    return (" OR " if any_term else " ").join(T.quoted(q.terms))


def _ranked(
    conn: sqlite3.Connection,
    match: str,
    where: str,
    params: list,
    cap: int,
    among: str | None = None,
    scorer: fts.Scorer | None = None,
) -> list[tuple]:
    """(chunk, file, bm25) of the passages ``match`` finds (and ``among`` too, if given), best first."""
    score, score_params = (scorer or fts.Scorer(conn)).sql(match)
    rows = conn.execute(
        f"SELECT c.id, c.file_id, {score} FROM {fts.passages_sql(conn)} JOIN files f ON f.id = c.file_id "
        f"WHERE {fts.match_sql(conn)} AND {where} ORDER BY 3, c.id LIMIT ?",
        [*score_params, fts.param(conn, match), *params, cap * (4 if among else 1)],
    ).fetchall()
    if among and rows:  # (one pass over the doclists: 'rowid IN (…)' beside MATCH is far slower in FTS5)
        sql = f"SELECT c.id FROM {fts.passages_sql(conn)} WHERE {fts.match_sql(conn)}"
        keep = {r[0] for r in conn.execute(sql, [fts.param(conn, among)])}
        rows = [r for r in rows if r[0] in keep][:cap]
    return rows


def _rarest(conn: sqlite3.Connection, terms: list[str], words: list[str]) -> set[str]:
    """The terms found in the fewest passages (counted only up to the lowest count so far: cheap)."""
    best, out = DF_CAP, set()
    for t, w in sorted(zip(terms, words, strict=True), key=lambda tw: -len(tw[0])):  # long words first: often rare
        sql = f"SELECT count(*) FROM (SELECT 1 FROM {fts.passages_sql(conn)} WHERE {fts.match_sql(conn)} LIMIT ?) t"
        n = conn.execute(sql, [fts.param(conn, w), best + 1]).fetchone()[0]
        if 0 < n < best:
            best, out = n, {t}
        elif n == best:
            out.add(t)
    return out


def _rows(conn: sqlite3.Connection, ids: list[int]) -> dict[int, FileRow]:
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    sql = f"SELECT {FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id WHERE f.id IN ({marks})"
    return {r[0]: FileRow.from_row(r) for r in conn.execute(sql, ids)}


def _some(conn: sqlite3.Connection, q: T.Query, words: list[str]) -> str | None:
    """Which passages some words may find: with three words or more, two of them, or one of the rarest (a lone
    common word is noise). None: any of them. (Ranked by BM25 over the OR of all the words, not by this query:
    FTS5 scores only the phrases of the branches that matched.)"""
    if len(words) < 3:
        return None
    w = words[:MAX_PAIRED]
    rarest = _rarest(conn, q.terms, words)
    rare = [x for t, x in zip(q.terms, words, strict=True) if t in rarest]
    pairs = [f"({a} AND {b})" for i, a in enumerate(w) for b in w[i + 1 :]]
    return " OR ".join(rare + pairs)


def word_hits(conn: sqlite3.Connection, q: T.Query, filters: Filters, limit: int) -> list[dict]:
    """Files whose text holds the words, best first: {file_id, score (higher is better), chunks, tier, row}.

    Tier 3: the words as a phrase; 2: all of them (in the text or the name, or the month named by the file's
    name or date); 1: some. The name (its words are in each passage's context column) raises a file within its
    tier; so does the month.
    """
    where, params = filters.sql(dialect=dialect_of(conn))
    words = T.quoted(q.terms)
    cap = max(100, limit * 5)
    tiers: dict[int, int] = {}  # file -> tier
    files: dict[int, dict] = {}
    scorer = fts.Scorer(conn)  # (on PostgreSQL: the words' IDFs, looked up once for the search)

    def take(match: str, tier: int, among: str | None = None) -> set[int]:
        found = set()
        for cid, fid, score in _ranked(conn, match, where, params, cap, among, scorer):
            h = files.setdefault(fid, {"file_id": fid, "bm25": -score, "chunks": []})
            if cid not in h["chunks"]:
                h["chunks"].append(cid)
            tiers[fid] = max(tiers.get(fid, 0), tier)
            found.add(fid)
        return found

    take(" ".join(words), 2)
    if len(files) > 1 and len(words) > 1:
        take('"' + " ".join(q.terms).replace('"', '""') + '"', 3)
    dated: set[int] = set()  # the other words in the text; the month and year may be in the name or the date
    if q.when and len(files) < limit:
        rest = [w for t, w in zip(q.terms, words, strict=True) if t not in q.when.words]
        if rest:
            dated = take(" ".join(rest), 1)
    if len(words) > 1 and len(files) < limit:
        take(" OR ".join(words), 1, _some(conn, q, words))
    # names and dates are looked at for the files that can still be shown (a name at most doubles a score)
    top = sorted(files, key=lambda f: (-tiers[f], -files[f]["bm25"]))[: limit * 3]
    rows = _rows(conn, top)
    out = []
    for fid in top:
        h = files[fid]
        row = rows.get(fid)
        if row is None:
            continue
        named = T.name_terms(q, row.name, row.mtime_ns)
        tier = tiers[fid]
        if tier == 1 and fid in dated and q.when and q.when.words <= named:
            tier = 2
        boost = 1 + NAME_BOOST * len(named) / len(q.terms)
        out.append({**h, "row": row, "tier": tier, "score": h["bm25"] * boost, "named": sorted(named)})
    out.sort(key=lambda h: (-h["tier"], -h["score"]))
    return out


def fuse(words: list[dict], meaning: list[dict], limit: int) -> list[dict]:
    """Reciprocal rank fusion of the two lists (by file); each hit gets its kind: words, meaning or both."""
    fused: dict[int, dict] = {}
    for kind, hits in (("words", words), ("meaning", meaning)):
        for rank, h in enumerate(hits):
            f = fused.get(h["file_id"])
            if f is None:
                f = fused[h["file_id"]] = {**h, "kind": kind, "rrf": 0.0}
            elif f["kind"] != kind:
                f["kind"] = "both"
                f["similarity"] = h.get("similarity", f.get("similarity"))
                f["chunks"] = f["chunks"] + [c for c in h["chunks"] if c not in f["chunks"]]
            f["rrf"] += 1.0 / (RRF_K + rank + 1)
    out = sorted(fused.values(), key=lambda f: -f["rrf"])
    return out[:limit]


def search_content(
    conn: sqlite3.Connection,
    query: str,
    filters: Filters,
    *,
    limit: int = 20,
    snippets: int = 2,
    meaning: Callable[[int], list[dict]] | None = None,
) -> list[dict]:
    """Files whose contents match, best first, each with its best snippets (terms marked **like this**).

    ``meaning(n)``, when given, returns the n files nearest the query by meaning (``embed.nearest``): the two
    lists are fused. Ranking reads only rowids and scores; snippets are made afterwards for the files shown.
    """
    q = T.parse(query)
    if not q.terms:
        return []
    hits = [{**h, "kind": "words"} for h in word_hits(conn, q, filters, limit)]
    if meaning is not None:
        near = meaning(limit)
        if near:
            hits = fuse(hits, near, limit)
    hits = hits[:limit]
    shown = {h["file_id"]: h["chunks"][:snippets] for h in hits}
    chunk_ids = [c for cs in shown.values() for c in cs]
    snips: dict[int, tuple] = {}
    if chunk_ids:
        marks = ",".join("?" * len(chunk_ids))
        any_words = fts.param(conn, " OR ".join(T.quoted(q.terms)))
        snips = {
            r[0]: (r[1], r[2])
            for r in conn.execute(
                f"SELECT c.id, c.loc, {fts.snippet_sql(conn)} FROM {fts.passages_sql(conn)} "
                f"WHERE {fts.match_sql(conn)} AND c.id IN ({marks})",
                [*([any_words] if fts.is_pg(conn) else []), any_words, *chunk_ids],
            )
        }
        missing = [c for c in chunk_ids if c not in snips]  # passages found by meaning alone: their opening words
        if missing:
            marks = ",".join("?" * len(missing))
            for cid, loc, text in conn.execute(
                f"SELECT id, loc, substr(text, 1, 240) FROM content_chunks WHERE id IN ({marks})", missing
            ):
                snips[cid] = (loc, " ".join(text.split()[:28]) + "…")
    rows = {h["file_id"]: h["row"] for h in hits if "row" in h}
    rows.update(_rows(conn, [f for f in shown if f not in rows]))
    out = []
    for h in hits:
        row = rows.get(h["file_id"])
        if row is None:
            continue
        out.append(
            {
                "row": row,
                "score": round(h.get("rrf", h.get("score", 0.0)), 4),
                "kind": h["kind"],
                "all_terms": h.get("tier", 0) >= 2,
                "phrase": h.get("tier", 0) == 3,
                "named": h.get("named", []),
                "similarity": h.get("similarity"),
                "snippets": [
                    {"where": snips[c][0], "text": " ".join(snips[c][1].split())}
                    for c in shown[h["file_id"]]
                    if c in snips
                ],
            }
        )
    return out
