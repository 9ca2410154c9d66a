"""Full-text search of passages, in each index's own SQL: FTS5 on SQLite, a ``tsvector`` on PostgreSQL.

The search code writes its queries in FTS5's syntax (quoted words, phrases, AND, OR, parentheses: built by
terms.py and search.py, never typed by the user); ``tsquery`` turns one into PostgreSQL's (``&``, ``|``,
``<->`` between the words of a phrase), which ``to_tsquery('fs_text', …)`` then stems and unaccents as the
indexed text was.
"""

from __future__ import annotations

import math
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


class Scorer:
    """How well a passage matches, lower is better, for one search: BM25 on both backends. SQLite's is FTS5's
    ``bm25()``. PostgreSQL's ``ts_rank_cd`` counts matches but doesn't know how rare a word is (a passage
    repeating "meeting" would beat the only one saying "demolition"), so there the same formula is written in SQL
    (k1 1.2, b 0.75, as FTS5): each word's frequency in the passage (``ts_rank_cd`` of that word alone, weights
    1) saturated against the passage's length and weighted by the word's IDF. The length is the text's size in
    bytes (read without decompressing it): like FTS5's count of tokens, it counts the short common words too,
    which the tsvector drops (French text would otherwise look twice as long as English). The IDFs come
    from one query per search: how many passages hold each word (counted up to ``DF_CAP``, by the GIN index),
    out of the passages the statistics of the last publish counted."""

    K1, B = 1.2, 0.75
    DF_CAP = 1000
    SAMPLE = 500  # passages read for the average length

    def __init__(self, conn: object) -> None:
        self.conn = conn
        self.pg = is_pg(conn)
        self._idf: dict[str, float] = {}
        self._n: float | None = None
        self._avgdl = 1.0

    def sql(self, fts5: str) -> tuple[str, list]:
        """The score of a passage ``c`` for an FTS5 query (as ``match_sql`` finds with it), and its parameters."""
        if not self.pg:
            return "bm25(content_fts, 1.0, 0.6)", []
        units = _units(fts5)
        self._load(units)
        k = f"{self.K1} * (1 - {self.B} + {self.B} * octet_length(c.text) / ?::float8)"
        parts, params = [], []
        for u in units:
            parts.append(f"?::float8 * (1 - {k} / (ts_rank_cd('{{1,1,1,1}}', c.tsv, to_tsquery('fs_text', ?)) + {k}))")
            params += [self._idf[u] * (self.K1 + 1), self._avgdl, u, self._avgdl]
        return "-(" + (" + ".join(parts) or "0") + ")", params

    def _load(self, units: list[str]) -> None:
        missing = [u for u in dict.fromkeys(units) if u not in self._idf]
        if not missing:
            return
        df = "(SELECT count(*) FROM (SELECT 1 FROM content_chunks c WHERE c.tsv @@ to_tsquery('fs_text', ?) LIMIT ?) t)"
        first = self._n is None
        head = [_PASSAGES, f"(SELECT coalesce(avg(octet_length(text)), 1) FROM {_SAMPLE})"] if first else []
        params: list = [p for u in missing for p in (u, self.DF_CAP + 1)]
        row = self.conn.execute("SELECT " + ", ".join([*head, *[df] * len(missing)]), params).fetchone()
        if first:
            self._n, self._avgdl = float(row[0]), max(1.0, float(row[1]))
            row = row[2:]
        n_all = max([self._n or 0.0, *row])
        for u, n in zip(missing, row, strict=True):
            idf = math.log((n_all - n + 0.5) / (n + 0.5))
            self._idf[u] = idf if idf > 0 else 1e-6  # (as FTS5: a word in most passages still counts a little)


_PASSAGES = (  # how many passages the shared index holds, as the statistics of the last publish counted them
    "(SELECT coalesce(sum(greatest(r.reltuples, 0)), 0) FROM pg_inherits i JOIN pg_class r ON r.oid = i.inhrelid "
    "WHERE i.inhparent = 'public.content_chunks'::regclass)"
)
_SAMPLE = f"(SELECT text FROM content_chunks LIMIT {Scorer.SAMPLE}) s"


def _units(fts5: str) -> list[str]:
    """The words and phrases of an FTS5 query (operators and parentheses left out), each as a tsquery."""
    out = []
    for phrase, _opn, _cls, op, bare in _TOKEN.findall(fts5):
        if op or not (phrase or bare):
            continue
        q = tsquery(f'"{phrase}"' if phrase else bare)
        if q != "''" and q not in out:
            out.append(q)
    return out


def snippet_sql(conn: object) -> str:
    """The words around the match, marked with ** (one parameter on PostgreSQL: the query)."""
    if is_pg(conn):
        return (
            "ts_headline('fs_text', c.text, to_tsquery('fs_text', ?), "
            "'StartSel=**, StopSel=**, MaxWords=14, MinWords=6, MaxFragments=1, FragmentDelimiter=…')"
        )
    return "snippet(content_fts, 0, '**', '**', '…', 14)"
