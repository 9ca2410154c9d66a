"""Name search over the index: names containing every term (through the trigram name index when it is ready),
ranked by how well they match, and globs over names or paths (``**`` crosses folders)."""

from __future__ import annotations

import fnmatch
import re
import sqlite3
import unicodedata

from ..errors import InvalidInput
from .dialects import POSTGRESQL, dialect_of
from .paths import subtree_range
from .query import FILE_COLUMNS, FileRow, Filters
from .schema import HIDDEN_OR_NOISE, SECRET
from .walker import display_name


def _trigram_query(term: str) -> str | None:
    """An FTS5 query that every name containing ``term`` matches (AND of its trigrams).

    Each trigram is quoted, so FTS syntax in the user's text is plain text.
    """
    t = term.lower()
    if len(t) < 3:
        return None
    grams = {t[i : i + 3] for i in range(len(t) - 2)}
    return " ".join('"' + g.replace('"', '""') + '"' for g in sorted(grams))


def name_exists(conn: sqlite3.Connection, term: str) -> bool:
    """Some file's name holds ``term`` (hidden ones too, never a secret): the first match, not every match ranked."""
    t = unicodedata.normalize("NFC", term)
    fts_ok = (
        dialect_of(conn) != POSTGRESQL
        and not conn.execute(
            "SELECT 1 FROM meta WHERE key IN ('bulk_pending', 'names_pending') AND value != 0"
        ).fetchone()
    )
    if len(t) < 3 or not fts_ok or unicodedata.normalize("NFD", t) != t:
        return bool(name_candidates(conn, [term], Filters(include_hidden=True), cap=1))
    row = conn.execute(
        "SELECT 1 FROM names n JOIN files f ON f.id = n.rowid WHERE names MATCH ? AND instr(lower(f.name), ?) > 0 "
        f"AND f.flags & {SECRET} = 0 LIMIT 1",
        (_trigram_query(t), t.lower()),
    ).fetchone()
    return row is not None


def name_candidates(
    conn: sqlite3.Connection, terms: list[str], filters: Filters, *, dirs: bool = False, cap: int = 20000
) -> list[tuple]:
    """Files (or folders) whose name contains every term (case-insensitive), whichever Unicode normal form
    the name was stored in: "café" typed (NFC) also finds a "café" written decomposed (NFD: macOS, zips)."""
    forms = list(dict.fromkeys(tuple(unicodedata.normalize(f, t) for t in terms) for f in ("NFC", "NFD")))
    if len(forms) == 1:
        return _name_candidates(conn, terms, filters, dirs=dirs, cap=cap)
    found: dict = {}
    for form in forms:
        for row in _name_candidates(conn, list(form), filters, dirs=dirs, cap=cap):
            found.setdefault(row[0], row)
    rows = list(found.values())
    if not dirs:
        rows.sort(key=lambda r: r[-1])  # by rank (stable: each form's own order within a rank)
    return rows[:cap]


def _name_candidates(
    conn: sqlite3.Connection, terms: list[str], filters: Filters, *, dirs: bool = False, cap: int = 20000
) -> list[tuple]:
    usable = [t for t in terms if len(t) >= 3]
    verify = " AND ".join("instr(lower(f.name), ?) > 0" for _ in terms) or "1"
    vparams = [t.lower() for t in terms]
    if dialect_of(conn) == POSTGRESQL:
        return _pg_name_candidates(conn, terms, filters, dirs=dirs, cap=cap)
    fts_ok = not conn.execute(
        "SELECT 1 FROM meta WHERE key IN ('bulk_pending', 'names_pending') AND value != 0"
    ).fetchone()
    if dirs:
        hide = "" if filters.include_hidden else f" AND f.flags & {HIDDEN_OR_NOISE} = 0"
        scope = ""
        sparams: list = []
        if filters.path:
            key = display_name(filters.path)[0]
            scope = " AND (f.path = ? OR (f.path >= ? AND f.path < ?))"
            sparams = [key, *subtree_range(key)]
        if usable and fts_ok:
            q = " AND ".join(f"({_trigram_query(t)})" for t in usable)
            sql = (
                "SELECT f.id, f.name, f.path, f.rec_files, f.rec_bytes FROM dir_names n JOIN dirs f ON f.id = n.rowid "
                f"WHERE dir_names MATCH ? AND {verify}{hide}{scope} LIMIT ?"
            )
            return conn.execute(sql, [q, *vparams, *sparams, cap]).fetchall()
        sql = f"SELECT f.id, f.name, f.path, f.rec_files, f.rec_bytes FROM dirs f WHERE {verify}{hide}{scope} LIMIT ?"
        return conn.execute(sql, [*vparams, *sparams, cap]).fetchall()
    where, params = filters.sql(dialect=dialect_of(conn))
    rank, rparams = _rank_sql(terms)
    if usable and fts_ok:
        q = " AND ".join(f"({_trigram_query(t)})" for t in usable)
        # each candidate's name is lowered once (a materialised CTE), ranked on file rows alone, and folder
        # paths are joined for the rows returned only
        crank, crparams = _rank_sql(terms, ln="ln", ext="ext")
        cverify = " AND ".join("instr(ln, ?) > 0" for _ in terms) or "1"
        sql = (
            f"WITH c AS MATERIALIZED (SELECT f.id AS id, lower(f.name) AS ln, f.ext AS ext, f.mtime_ns AS m "
            f"FROM names n JOIN files f ON f.id = n.rowid WHERE names MATCH ? AND {where}) "
            f"SELECT {FILE_COLUMNS}, t.rank FROM (SELECT id, {crank} AS rank, m FROM c WHERE {cverify} "
            "ORDER BY rank, m DESC, id LIMIT ?) t JOIN files f ON f.id = t.id "
            "JOIN dirs d ON d.id = f.dir_id ORDER BY t.rank, t.m DESC, f.id"
        )
        return conn.execute(sql, [q, *params, *crparams, *vparams, cap]).fetchall()
    sql = (
        f"SELECT {FILE_COLUMNS}, {rank} AS rank FROM files f JOIN dirs d ON d.id = f.dir_id "
        f"WHERE {verify} AND {where} ORDER BY rank, f.mtime_ns DESC, f.id LIMIT ?"
    )
    return conn.execute(sql, [*rparams, *vparams, *params, cap]).fetchall()


def _pg_name_candidates(conn, terms: list[str], filters: Filters, *, dirs: bool, cap: int) -> list[tuple]:
    """The same, on the shared index: each term of 3+ characters through the trigram index on lower(name)."""
    # the LIKE finds candidates through the index ("_" and "%" in a term are wildcards there: no escape character
    # is used, so the exact test with instr follows)
    like = " AND ".join("lower(f.name) LIKE ? AND instr(lower(f.name), ?) > 0" for _ in terms) or "TRUE"
    lparams = [p for t in terms for p in ("%" + t.lower() + "%", t.lower())]
    if dirs:
        hide = "" if filters.include_hidden else f" AND f.flags & {HIDDEN_OR_NOISE} = 0"
        scope, sparams = "", []
        if filters.path:
            key = display_name(filters.path)[0]
            scope = " AND (f.path = ? OR (f.path >= ? AND f.path < ?))"
            sparams = [key, *subtree_range(key)]
        sql = f"SELECT f.id, f.name, f.path, f.rec_files, f.rec_bytes FROM dirs f WHERE {like}{hide}{scope} LIMIT ?"
        return conn.execute(sql, [*lparams, *sparams, cap]).fetchall()
    where, params = filters.sql(dialect=POSTGRESQL)
    rank, rparams = _rank_sql(terms)
    sql = (
        f"SELECT {FILE_COLUMNS}, {rank} AS rank FROM files f JOIN dirs d ON d.id = f.dir_id "
        f"WHERE {like} AND {where} ORDER BY rank, f.mtime_ns DESC, f.id LIMIT ?"
    )
    return conn.execute(sql, [*rparams, *lparams, *params, cap]).fetchall()


def _rank_sql(terms: list[str], *, ln: str = "lower(f.name)", ext: str = "f.ext") -> tuple[str, list]:
    """How well a name matches, computed by SQLite: 0 exact name (or name without extension), 1 prefix,
    2 a word inside the name, 3 anywhere; the best over the terms. ``ln`` is the lower-cased name."""
    parts: list[str] = []
    params: list = []
    for t in terms:
        t = t.lower()
        parts.append(
            f"CASE WHEN {ln} = ? OR ({ext} != '' AND {ln} = ? || '.' || {ext}) THEN 0 "
            f"WHEN substr({ln}, 1, ?) = ? THEN 1 "
            f"WHEN instr({ln}, ?) > 0 OR instr({ln}, ?) > 0 OR instr({ln}, ?) > 0 OR instr({ln}, ?) > 0 "
            f"OR instr({ln}, ?) > 0 THEN 2 "
            "ELSE 3 END"
        )
        params += [t, t, len(t), t, " " + t, "_" + t, "-" + t, "." + t, "(" + t]
    if not parts:
        return "3", []
    return (parts[0] if len(parts) == 1 else "min(" + ", ".join(parts) + ")"), params


def glob_files(
    conn: sqlite3.Connection, pattern: str, filters: Filters, *, base: str | None, limit: int
) -> list[FileRow]:
    """Files whose path relative to ``base`` matches a glob (``**`` crosses folders).

    A pattern without ``/`` matches the file name, as in fd and find -name.
    """
    rx = _glob_regex(pattern)
    name_only = "/" not in pattern
    where, params = filters.sql(dialect=dialect_of(conn))
    # the literal part of the name narrows the rows through the trigram index
    literal = max(re.split(r"[*?\[\]{}]", pattern.rsplit("/", 1)[-1]), key=len)
    rows: list[FileRow] = []
    if len(literal) >= 3:
        cands = name_candidates(conn, [literal], filters, cap=10**9)
    else:
        cands = conn.execute(
            f"SELECT {FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id WHERE {where}", params
        ).fetchall()
    base_key = display_name(base)[0].rstrip("/") + "/" if base else "/"
    for r in cands:
        fr = FileRow.from_row(r)
        target = fr.name if name_only else fr.path[len(base_key) :] if fr.path.startswith(base_key) else None
        if target is not None and rx.fullmatch(target):
            rows.append(fr)
    return rows[:limit] if limit else rows


def _glob_regex(pattern: str) -> re.Pattern:
    """``**`` matches across folders, ``*`` and ``?`` within one; case-insensitive.

    Repeated ``**/`` collapse into one, and a pattern may hold at most 4 ``**`` and 16 other wildcards: each
    one multiplies the ways a regular expression can try to split a path, and a hostile pattern would otherwise
    keep a search busy for hours."""
    pattern = re.sub(r"(?:\*\*/)+", "**/", re.sub(r"\*{3,}", "**", pattern))
    if pattern.count("**") > 4 or pattern.replace("**", "").count("*") + pattern.count("?") > 16:
        raise InvalidInput("That pattern has too many wildcards (at most 4 '**' and 16 '*' or '?').")
    out = []
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
            continue
        if pattern.startswith("**", i):
            out.append(".*")
            i += 2
            continue
        if c == "*":
            out.append("[^/]*")
        elif c == "?":
            out.append("[^/]")
        elif c == "[":
            j = pattern.find("]", i + 1)
            if j == -1:
                out.append(re.escape(c))
            else:
                out.append(fnmatch.translate(pattern[i : j + 1])[4:-3])
                i = j
        elif c == "{":
            j = pattern.find("}", i)
            if j == -1:
                out.append(re.escape(c))
            else:
                out.append("(?:" + "|".join(re.escape(p) for p in pattern[i + 1 : j].split(",")) + ")")
                i = j
        else:
            out.append(re.escape(c))
        i += 1
    return re.compile("".join(out), re.I | re.S)
