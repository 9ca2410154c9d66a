"""Words said with a slip of the keyboard, read as the one name the index has that they are a letter or two away
from ("musc" -> Music, "haloween" -> "2026-10 Halloween", "discusion" -> "discussion"). For questions only: an
action never acts on a name read this way."""

from __future__ import annotations

import re
import sqlite3

from ..index.dialects import POSTGRESQL, dialect_of
from ..index.fold import fold
from .lookup import UNDATED_RE, _dirs_like, _names_ready, once


def folder_like(conn: sqlite3.Connection, word: str) -> str | None:
    """A folder whose name is the word misspelt by a letter or two ('musc' -> Music, 'downlods' -> Downloads)."""
    w = fold(word).replace(" ", "")
    if len(w) < 4:
        return None
    return once(("slip", id(conn), w), lambda: _folder_like(conn, w))


def _folder_like(conn: sqlite3.Connection, w: str) -> str | None:
    rows = conn.execute(
        "SELECT path, name FROM dirs WHERE lower(substr(name, 1, 1)) = ? AND length(name) BETWEEN ? AND ? "
        "AND flags & 3 = 0 AND depth <= (SELECT min(depth) FROM dirs) + 3 ORDER BY depth LIMIT 300",
        (w[0], len(w) - 2, len(w) + 2),
    ).fetchall()
    best = None
    limit = 1 if len(w) <= 5 else 2
    letters = set(w)
    for p, n in rows:
        n = fold(n).replace(" ", "")
        if len(letters.symmetric_difference(n)) > 2 * limit:
            continue  # (an edit changes at most two of the letters the names have: far apart, told cheaply)
        d = _distance(w, n, limit)
        if d <= limit and (best is None or d < best[0]):
            best = (d, p)
    return best[1] if best else _dated_like(conn, w, limit)


def name_word_like(conn: sqlite3.Connection, word: str) -> str | None:
    """The one word of the indexed file and folder names that this word is a slip of ("discusion" ->
    "discussion", "skyblok" -> "Skyblock"): found among the names holding two of its letter triples that one slip
    leaves whole (of its first, fourth, last and fourth-last letters on); None when no word or several are that
    close. Words of seven letters or more only (shorter slips fit too many words)."""
    w = fold(word).replace(" ", "")
    postgresql = dialect_of(conn) == POSTGRESQL
    if len(w) < 7 or not w.isalpha() or not (postgresql or _names_ready(conn)):
        return None
    # (one slip touches at most two of these four triples, so two of them stay whole wherever it is)
    triples = list(dict.fromkeys([w[:3], w[3:6], w[-6:-3], w[-3:]]))
    pairs = dict.fromkeys((a, b) for i, a in enumerate(triples) for b in triples[i + 1 :])
    if postgresql:  # (the folded names' trigram index)
        where = " OR ".join("(fname LIKE ? AND fname LIKE ?)" for _ in pairs)
        params = [f"%{t}%" for pair in pairs for t in pair]
        rows = conn.execute(f"SELECT name FROM files WHERE {where} LIMIT 300", params).fetchall()
        rows += conn.execute(f"SELECT name FROM dirs WHERE {where} LIMIT 100", params).fetchall()
    else:
        match = " OR ".join(f'("{a}" AND "{b}")' for a, b in pairs)
        rows = conn.execute("SELECT name FROM names WHERE names MATCH ? LIMIT 300", (match,)).fetchall()
        rows += conn.execute("SELECT name FROM dir_names WHERE dir_names MATCH ? LIMIT 100", (match,)).fetchall()
    limit = 1 if len(w) < 9 else 2
    near = {t for (n,) in rows for t in re.findall(r"[^\W\d_]+", fold(n)) if t != w and abs(len(t) - len(w)) <= limit}
    fits = {t for t in near if _distance(w, t, limit) <= limit}
    return fits.pop() if len(fits) == 1 else None


def _dated_like(conn: sqlite3.Connection, w: str, limit: int) -> str | None:
    """The one folder whose name after its date is the word misspelt ('haloween' -> "2026-10 Halloween"): found
    by the letters a slip rarely touches, its first three and its last three."""
    if len(w) < 6 or not w.isalpha():
        return None
    ends = (w[:3], w[-3:])
    if dialect_of(conn) == POSTGRESQL:
        sql = "SELECT d.path, d.name FROM dirs d WHERE d.fname LIKE ? AND d.fname LIKE ? AND d.flags & 3 = 0"
        params: tuple = tuple(f"%{e}%" for e in ends)
    elif _names_ready(conn):
        sql = "SELECT d.path, d.name FROM dir_names n JOIN dirs d ON d.id = n.rowid WHERE dir_names MATCH ? "
        sql += "AND d.flags & 3 = 0"
        params = (" AND ".join(f'"{e}"' for e in ends),)
    else:
        return None
    rows = conn.execute(sql + " ORDER BY d.depth LIMIT 200", params).fetchall()
    fits = {
        p
        for p, n in rows
        if UNDATED_RE.match(n) and _distance(w, fold(UNDATED_RE.sub("", n)).replace(" ", ""), limit) <= limit
    }
    return fits.pop() if len(fits) == 1 else None


def _distance(a: str, b: str, limit: int = 99) -> int:
    """Edit distance, two letters swapped counting as one slip ("reciepts" is one from "receipts", two from
    "recipes"), or limit + 1 as soon as it must be more than ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            d = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb and ca != cb:
                d = min(d, before[j - 2] + 1)
            cur.append(d)
        if min(cur) > limit and (i == len(a) or min(prev) > limit):
            return limit + 1
        before, prev = prev, cur
    return prev[-1]


def folder_shortened(conn: sqlite3.Connection, word: str, cache: dict | None = None) -> str | None:
    """The one folder a plural said short names ("certs" -> Certificates, "comms" -> Commissions, "specs" ->
    Specifications): a word of its name starts with the word's singular and goes on for three letters or more."""
    w = fold(word).replace(" ", "")
    if len(w) < 5 or not w.isalpha() or not w.endswith("s") or w.endswith("ss"):
        return None
    base = w[:-1]
    found = {
        p
        for p, n in _dirs_like(conn, base, False, cache)
        if any(t.startswith(base) and len(t) >= len(base) + 3 for t in re.findall(r"[a-z]+", fold(n)))
    }
    names = {fold(p.rstrip("/").rsplit("/", 1)[-1]) for p in found}
    return min(found, key=len) if len(names) == 1 and len(found) <= 2 else None
