"""Full-text search of passages, in each index's own SQL: FTS5 on SQLite, a ``tsvector`` on PostgreSQL.

The search code writes its queries in FTS5's syntax (quoted words, phrases, AND, OR, parentheses: built by
terms.py and search.py, never typed by the user); ``tsquery`` turns one into PostgreSQL's (``&``, ``|``,
``<->`` between the words of a phrase), which ``to_tsquery('fs_text', …)`` then stems and unaccents as the
indexed text was.
"""

from __future__ import annotations

import re

from ..index.dialects import POSTGRESQL, dialect_of

_TOKEN = re.compile(r'"((?:[^"]|"")*)"|(\()|(\))|\b(AND|OR|NOT)\b|(\S+)')
_LEXEME = re.compile(r"[^\W_]+", re.U)


def tsquery(fts5: str) -> str:
    """An FTS5 query (as search.py writes them) in to_tsquery's syntax."""
    out: list[str] = []
    want_op = False
    for phrase, opn, cls, op, bare in _TOKEN.findall(fts5):
        if op:
            out.append({"AND": "&", "OR": "|", "NOT": "& !"}[op])
            want_op = False
            continue
        if cls:
            out.append(")")
            want_op = True
            continue
        if want_op:
            out.append("&")  # FTS5's implicit AND between neighbours
        if opn:
            out.append("(")
            want_op = False
            continue
        words = _LEXEME.findall((phrase.replace('""', '"') if phrase or not bare else bare).lower())
        if not words:
            out.append("''")  # a word with no letters: matches nothing, keeps the expression well formed
        elif len(words) == 1:
            out.append(_q(words[0]))
        else:
            out.append("(" + " <-> ".join(_q(w) for w in words) + ")")
        want_op = True
    return " ".join(out)


def _q(word: str) -> str:
    return "'" + word.replace("'", "''") + "'"


def is_pg(conn: object) -> bool:
    return dialect_of(conn) == POSTGRESQL


def passages_sql(conn: object) -> str:
    """``FROM`` part: the passages (``c``) with the full-text index."""
    if is_pg(conn):
        return "content_chunks c"
    return "content_fts JOIN content_chunks c ON c.id = content_fts.rowid"


def match_sql(conn: object) -> str:
    """The passages a query (one parameter, from ``param``) finds."""
    return "c.tsv @@ to_tsquery('fs_text', ?)" if is_pg(conn) else "content_fts MATCH ?"


def param(conn: object, fts5: str) -> str:
    return tsquery(fts5) if is_pg(conn) else fts5


def score_sql(conn: object) -> str:
    """How well a passage matches, lower is better (BM25 on SQLite; minus cover density on PostgreSQL); one
    parameter on PostgreSQL (the query again), none on SQLite."""
    if is_pg(conn):
        return "-ts_rank_cd(c.tsv, to_tsquery('fs_text', ?))"
    return "bm25(content_fts, 1.0, 0.6)"


def snippet_sql(conn: object) -> str:
    """The words around the match, marked with ** (one parameter on PostgreSQL: the query)."""
    if is_pg(conn):
        return (
            "ts_headline('fs_text', c.text, to_tsquery('fs_text', ?), "
            "'StartSel=**, StopSel=**, MaxWords=14, MinWords=6, MaxFragments=1, FragmentDelimiter=…')"
        )
    return "snippet(content_fts, 0, '**', '**', '…', 14)"
