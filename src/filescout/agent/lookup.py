"""Names and folders looked up in the index, as the agent's grounding needs them (issue 11): folders named by
words (exact names first, parents' words too), files whose name holds every word (folded: case, accents,
separators and plurals aside), and a folder misspelt by a letter or two. Each lookup is made once per question
(``one_question``) and reads only as much as decides it: candidates by the trigram name indexes, checked in
Python (see bench/understand.py for what each costs on a 1M-file index)."""

from __future__ import annotations

import bisect
import contextlib
import contextvars
import functools
import itertools
import os
import re
import sqlite3
from collections.abc import Callable, Iterator
from typing import Any

from ..index.dialects import POSTGRESQL, dialect_of
from ..index.fold import _keys, covers, fold, fts_query, like_pattern, stem, tokens
from ..index.query import FileRow


def outermost(paths: list[str]) -> list[str]:
    """Those of the folders that are inside none of the others (one per nest: "Rory", not also "Rory/Rory")."""
    return [p for p in paths if not any(p.startswith(o.rstrip("/") + "/") for o in paths if o != p)]


def split_words(terms: list[str]) -> list[str]:
    """Words as names are compared: 'tax_return_2023' -> tax, return, 2023; 'Jean-Jaurès' -> jean, jaures."""
    return [t for term in terms for t in fold(term).split()]


def _names_ready(conn: sqlite3.Connection) -> bool:
    """The trigram name indexes are whole (not pending after a bulk load): asked once per question."""
    sql = "SELECT 1 FROM meta WHERE key IN ('bulk_pending', 'names_pending') AND value != 0"
    return once(("ready", id(conn)), lambda: not conn.execute(sql).fetchone())


def _dirs_like(conn: sqlite3.Connection, key: str, hidden: bool, cache: dict | None) -> list[tuple[str, str]]:
    """Folders whose name may hold the word, looked up once per word within one grounding (``cache``) or one
    question (``once``)."""
    if cache is None:
        return once(("like", id(conn), key, hidden), lambda: _dirs_like_uncached(conn, key, hidden))
    if (key, hidden) not in cache:
        cache[key, hidden] = once(("like", id(conn), key, hidden), lambda: _dirs_like_uncached(conn, key, hidden))
    return cache[key, hidden]


def _dirs_like_uncached(conn: sqlite3.Connection, key: str, hidden: bool) -> list[tuple[str, str]]:
    hide = "" if hidden else " AND d.flags & 3 = 0"
    if dialect_of(conn) == POSTGRESQL:  # the folded name's trigram index: the same names as fts_query's trigrams
        sql = f"SELECT d.path, d.name FROM dirs d WHERE d.fname LIKE ?{hide}"
        return conn.execute(sql + " ORDER BY d.depth, length(d.path) LIMIT 500", (f"%{_base(key)}%",)).fetchall()
    q = fts_query(key)
    if q and _names_ready(conn):
        sql = f"SELECT d.path, d.name FROM dir_names n JOIN dirs d ON d.id = n.rowid WHERE dir_names MATCH ?{hide}"
        return conn.execute(sql + " ORDER BY d.depth, length(d.path) LIMIT 500", (q,)).fetchall()
    sql = f"SELECT d.path, d.name FROM dirs d WHERE d.name LIKE ?{hide} ORDER BY d.depth, length(d.path) LIMIT 500"
    short = len(key) <= 2 and key.isascii() and key.isalnum()  # ("py", "ml": their letters as said, not '%p_%')
    return conn.execute(sql, (f"%{key}%" if short else like_pattern(key),)).fetchall()


def _base(word: str) -> str:
    """What every name holding the word (folded, singular or plural) holds: the start its singular and its plural
    share ("movies" -> "mov": "Movies" and "Movie"; stem alone, "movy", is in neither); fts_query's base."""
    base = os.path.commonprefix([stem(word), fold(word).replace(" ", "")])  # noqa: RUF071  (letters, not paths)
    return base[:-1] if base.endswith("y") and len(base) > 3 else base  # ("story": "stories" too)


_MEMO: contextvars.ContextVar[dict | None] = contextvars.ContextVar("filescout_grounding_memo", default=None)


@contextlib.contextmanager
def one_question() -> Iterator[None]:
    """Within it, each name and folder lookup is made once: one question asks the same ones from several rules,
    and the index does not change while a question is understood. Nothing is kept after it."""
    token = _MEMO.set({})
    try:
        yield
    finally:
        _MEMO.reset(token)


def once(key: tuple, compute: Callable[[], Any]) -> Any:
    """``compute()`` once per question (every time outside one)."""
    memo = _MEMO.get()
    if memo is None:
        return compute()
    if key not in memo:
        memo[key] = compute()
    return memo[key]


def _remembered(key: tuple, limit: int, look: Callable[[int], list]) -> list:
    """``look(limit)`` once per question: a longer answer serves a shorter limit (both are a best-first prefix), so
    at least 50 are looked up (as cheap as 1: the candidates are read either way)."""
    memo = _MEMO.get()
    if memo is None:
        return look(limit)
    had = memo.get(key)
    if had is not None and (had[0] >= limit or len(had[1]) < had[0]):
        return had[1][:limit]
    n = max(limit, 50)
    memo[key] = (n, look(n))
    return memo[key][1][:limit]


UNDATED_RE = re.compile(r"^[\d\s._-]+(?=[^\W\d_])")


def folders_named(
    conn: sqlite3.Connection, words: list[str], limit: int = 50, *, hidden: bool = False, cache: dict | None = None
) -> list[str]:
    """Indexed folders named by these words, exact names first; the other words may name its parents
    ("pip cache" -> .cache/pip, "thesis figures" -> thesis/figures). Hidden and noise folders only if asked."""
    key = ("dirs", id(conn), tuple(words), hidden)
    return _remembered(key, limit, lambda n: _folders_named(conn, words, n, hidden, cache))


def _folders_named(conn: sqlite3.Connection, words: list[str], limit: int, hidden: bool, cache: dict | None) -> list:
    words = split_words(words)
    if not words:
        return []
    for key in sorted(words, key=len, reverse=True)[:2]:
        rows = _starting(_dirs_like(conn, key, hidden, cache), key)
        want = " ".join(stem(w) for w in words)
        # (a name after its date or number counts as exact: "Patel wedding" -> "2026-10-12 Patel Wedding")
        exact = [p for p, n in rows if _stemmed(n) == want or _stemmed(UNDATED_RE.sub("", n)) == want]
        if exact:
            return exact[:limit]
        names = [n for _, n in rows]
        named = _may_cover(names, words) and [p for p, n in rows if _wordy(n) <= len(words) + 2 and covers(n, words)]
        # (or one part of a name made of parts: "park circus", "drummond" -> "Flat 2, 15 Park Circus - Campbell & Reid")
        named = named or [p for p, n in rows if _SEGMENTS.search(n) and want in _parts(n)]
        # (or the first or last word of a short part: "chukwuemeka" -> "2026-03-10 - Chukwuemeka Nwosu - EV charger")
        named = named or [p for p, n in rows if _SEGMENTS.search(n) and _ends_a_part(want, _parts(n))]
        if named:
            return named[:limit]
        if len(words) > 1:
            one = stem(key)  # (a name made of parts, one of them the word: "Chukwuemeka Nwosu - EV charger")
            tails = [
                (p, n, " ".join(p.split("/")[-3:]))
                for p, n in rows
                if _wordy(n) <= 2 or (_SEGMENTS.search(n) and (one in _parts(n) or _ends_a_part(one, _parts(n))))
            ]
            fit = _may_cover([t for _, _, t in tails], words)
            tail = fit and [p for p, n, t in tails if _may_cover([t], words) and covers(n, [key]) and covers(t, words)]
            if tail:
                return tail[:limit]
    return []


_SEGMENTS = re.compile(r"\s+[-–&+]\s+|,\s*|\s+and\s+")


@functools.lru_cache(maxsize=16384)
def _parts(name: str) -> frozenset[str]:
    """The parts of a name made of parts ("Flat 2, 15 Park Circus - Campbell & Reid": "flat", "park circus",
    "campbell", "reid"), each by its words' singulars, without a number or date before it."""
    return frozenset(_stemmed(UNDATED_RE.sub("", part)) for part in _SEGMENTS.split(name) if part.strip())


def _ends_a_part(want: str, parts: frozenset[str]) -> bool:
    return any(len(p.split()) <= 3 and (p.startswith(want + " ") or p.endswith(" " + want)) for p in parts)


def _starting(rows: list[tuple[str, str]], word: str) -> list[tuple[str, str]]:
    """The rows whose name has a word starting with ``word`` (or its singular), cheaply: plain names by a regex,
    the others by covers()."""
    ((st, fw),) = _keys((word,))
    ies = "|" + re.escape(st[:-1] + "ies") if st[-1:] == "y" else ""  # ("story": "stories")
    start = re.compile(r"(?<![a-z0-9])(?:" + re.escape(st) + "|" + re.escape(fw) + ies + ")")
    return [(p, n) for p, n in rows if (start.search(n.lower().replace("'", "")) if n.isascii() else covers(n, [word]))]


_NUMBERISH = re.compile(r"[a-z]{0,2}\d+[a-z]{0,2}")  # dates, numbers, codes: "4th", "J2603", "v2"


def _may_cover(texts: list[str], words: list[str]) -> bool:
    """False when covers(text, words) cannot hold for any of the texts, told cheaply: plain texts, none of which
    has some word's letters."""
    text = "\0".join(texts)
    if not text.isascii():
        return True
    low = text.lower().replace("'", "")
    return all(st in low or fw in low or (st[-1:] == "y" and st[:-1] + "ies" in low) for st, fw in _keys(tuple(words)))


@functools.lru_cache(maxsize=65536)
def _stemmed(name: str) -> str:
    """A name's words by their singulars ("Voice Memos" -> "voice memo"), kept as folder names repeat."""
    return " ".join(stem(t) for t in tokens(name))


@functools.lru_cache(maxsize=65536)
def _wordy(name: str) -> int:
    """How many words a name has beyond dates and numbers ("2026-08 Mila's 4th birthday": 2); folder names repeat
    from one question to the next, so the count is kept."""
    return sum(1 for t in tokens(name) if not _NUMBERISH.fullmatch(t) and t not in _NOT_WORDY)


# a month in a name is no more of a name than its date ("Isle of Skye Sept 2025": isle, of, skye)
_NOT_WORDY = frozenset(
    "jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september "
    "october november december".split()
)


def files_named(
    conn: sqlite3.Connection,
    words: list[str],
    *,
    exts: set[str] | None = None,
    limit: int = 50,
    under: str | None = None,
) -> list:
    """Indexed files (not hidden) whose name holds every word (folded, singular or plural), newest first; only
    those below the folder ``under`` when it is given (the proofs of one shoot among a thousand shoots' proofs)."""
    key = ("files", id(conn), tuple(words), frozenset(exts) if exts else None, under)
    return _remembered(key, limit, lambda n: _files_named(conn, words, exts, n, under))


def _files_named(
    conn: sqlite3.Connection, words: list[str], exts: set[str] | None, limit: int, under: str | None = None
) -> list:
    words = split_words(words)
    if not words:
        return []
    from ..index.query import FILE_COLUMNS
    from ..index.schema import HIDDEN_OR_NOISE, SECRET

    hide = f" AND f.flags & {HIDDEN_OR_NOISE | SECRET} = 0"
    ext_sql, ext_params = "", []
    if exts:
        ext_sql = f" AND f.ext IN ({','.join('?' * len(exts))})"
        ext_params = sorted(exts)
    if under:
        key = under.rstrip("/")
        ext_sql += " AND f.dir_id IN (SELECT id FROM dirs WHERE path = ? OR (path >= ? AND path < ?))"
        ext_params += [key, key + "/", key + "0"]
    queries = list(dict.fromkeys(q for q in (fts_query(w) for w in words) if q))
    if dialect_of(conn) == POSTGRESQL:
        # a word of the name starts with each word's base (the folded name's trigram index); covers() checks below,
        # as it checks the trigram matches on SQLite (name_sql's stem alone misses "movies" for "movies.txt")
        bases = [b for b in (_base(w) for w in words) if b]
        where = " AND ".join("f.fname LIKE ?" for _ in bases) or "TRUE"
        params = ["% " + b + "%" for b in bases]
        sql = (
            f"SELECT {FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id WHERE {where}{hide}{ext_sql} LIMIT 3000"
        )
        rows = conn.execute(sql, [*params, *ext_params]).fetchall()
        rows.sort(key=lambda r: -r[5])
    elif queries and _names_ready(conn):
        # the trigram name index narrows to the names holding each word somewhere (accents and case aside);
        # whether a word starts a word of the name is checked below. A word inside thousands of other names
        # ("voice" in "invoice", "tax" in 40,000 names) is looked for among the first 3,000 of them only (a
        # type is checked among those): a known limit, for speed. Only ids, names and dates are read for the
        # candidates; whole rows for the few that fit.
        sql = (
            "SELECT f.id, f.name, f.mtime_ns FROM (SELECT rowid FROM names WHERE names MATCH ? LIMIT 3000) n "
            f"JOIN files f ON f.id = n.rowid WHERE 1{hide}{ext_sql}"
        )
        params = [" AND ".join(f"({q})" for q in queries), *ext_params]
        slim = conn.execute(sql, params).fetchall()
        slim.sort(key=lambda r: -r[2])  # newest first (sorting in SQL would read every match)
        return _whole_rows(conn, [slim[i][0] for i in _fitting(slim, words, limit)])
    else:
        key = max(words, key=lambda w: len(stem(w)))
        sql = f"SELECT f.id, f.name, f.mtime_ns FROM files f WHERE f.name LIKE ?{hide}{ext_sql}"
        slim = conn.execute(sql + " ORDER BY f.mtime_ns DESC LIMIT 3000", [like_pattern(key), *ext_params]).fetchall()
        return _whole_rows(conn, [slim[i][0] for i in _fitting(slim, words, limit)])
    return [FileRow.from_row(rows[i]) for i in _fitting(rows, words, limit)]


_ALNUM = re.compile(r"[a-z0-9]")


def _fitting(rows: list, words: list[str], limit: int) -> list:
    """The positions of the first ``limit`` rows (id, name, …) whose name has a word starting with each word (or
    its singular). One search over all the plain names at once rules most rows out before the folding (tokens
    start where letters and digits follow something else); names with accents go straight to the folded test."""
    if not rows:
        return []
    # (joined by NUL, which no file name holds; positions are counted after lowering, as lower() may change them)
    text = "\0".join([r[1] for r in rows]).lower().replace("'", "")
    maybe = set() if text.isascii() else {i for i, r in enumerate(rows) if not r[1].isascii()}
    offsets: list[int] = []
    ascii_rows = None
    for st, fw in _keys(tuple(words)):
        if len(st) > 2 and fw != st and fw.endswith("s") and fw.isalnum():
            # said in the plural: only a whole word, a number after it, -ing or -er (fold._fits) is a candidate
            # ("repos": not the thousands of "report…" names)
            plural = rf"{re.escape(fw)}|{re.escape(st)}(?:(?![a-z])|{re.escape(st[-1])}?(?:ing|er))"
            at = [m.start() for m in re.finditer(rf"(?<![a-z0-9])(?:{plural})", text)]
        else:
            at = [
                m.start()
                for key in ({st} if fw.startswith(st) else {st, fw})
                | ({st[:-1] + "ies"} if st.endswith("y") else set())
                for m in re.finditer(re.escape(key), text)
                if m.start() == 0 or not _ALNUM.match(text, m.start() - 1)
            ]
        if at and not offsets:
            offsets = list(itertools.accumulate((len(x) + 1 for x in text.split("\0")), initial=0))
        hits = {bisect.bisect_right(offsets, a) - 1 for a in at}
        ascii_rows = hits if ascii_rows is None else ascii_rows & hits
    out = []
    for i in sorted(maybe | (ascii_rows or set())):
        name = rows[i][1]
        if covers(os.path.splitext(name)[0] if "." in name else name, words) or covers(name, words):
            out.append(i)
            if len(out) >= limit:
                break
    return out


def _whole_rows(conn: sqlite3.Connection, ids: list[int]) -> list[FileRow]:
    """These files' rows, in this order."""
    if not ids:
        return []
    from ..index.query import FILE_COLUMNS

    marks = ",".join("?" * len(ids))
    sql = f"SELECT {FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id WHERE f.id IN ({marks})"
    rows = {r[0]: r for r in conn.execute(sql, ids).fetchall()}
    return [FileRow.from_row(rows[i]) for i in ids if i in rows]


def named_here(ctx) -> Callable[[str], bool]:
    """Whether a word starts a word of an indexed file's or folder's name: such a word is not respelt."""
    return lambda w: bool(folders_named(ctx.conn, [w], limit=1) or files_named(ctx.conn, [w], limit=1))


def folder_with_words(conn: sqlite3.Connection, words: list[str]) -> str | None:
    """ "the previews folder": said as a folder, and no folder is named just so; the one folder whose name, however
    long, has every word ("Lena Catalog 2026 Previews.lrdata"). None when none or several do."""
    rows = folders_having(conn, words)
    return rows[0] if len(rows) == 1 else None


def folders_having(conn: sqlite3.Connection, words: list[str]) -> list[str]:
    """The visible folders whose names, however long, have every word ("Year 10" -> Lesson plans/Year 10, Head of
    Year 10)."""
    words = split_words(words)
    if not words:
        return []
    key = max(words, key=len)
    return [p for p, n in _starting(_dirs_like(conn, key, False, None), key) if covers(n, words)]


def exactly_named(conn: sqlite3.Connection, words: list[str], cache: dict | None = None) -> list[str]:
    """The folders whose whole name, after a date or a number, is these words ("Patel wedding" -> "2026-10-12
    Patel Wedding", "job sheets" -> "Job sheets")."""
    want = _stemmed(" ".join(words))
    return [
        p for p in folders_named(conn, words, cache=cache) if _stemmed(UNDATED_RE.sub("", p.rsplit("/", 1)[-1])) == want
    ]


def dated_folder(conn: sqlite3.Connection, said: str) -> str | None:
    """The one folder named exactly these words after a date ("Patel wedding" -> "2026-10-12 Patel Wedding")."""
    named = exactly_named(conn, said.split())
    return named[0] if len(named) == 1 else None
