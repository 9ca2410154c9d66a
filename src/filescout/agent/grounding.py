"""Grounding: what each word of a question stands for, looked up in the index (issue 11).

Every content word the slot parser leaves over is explained as one of:
  place   an indexed folder with that name ("podcasts" -> Music/Podcasts, "voice memos" -> Voice Memos)
  file    words that name one indexed file ("the Coco movie" -> Coco (2017).mkv, "my resume" -> résumé_….docx)
  name    a word many file names share ("screenshots" -> files named like "Screenshot…")
  term    a search term (left to the search tools)
  unknown a word that names nothing in the index
Filters (sizes, dates, types) and fillers are explained by the slot parser. Names are compared folded: case,
accents and separators ("_", "-", ".") don't matter, and a plural matches its singular.
"""

from __future__ import annotations

import functools
import os
import re
import sqlite3
from dataclasses import dataclass, field

from ..index.dialects import POSTGRESQL, dialect_of
from ..index.fold import _keys, covers, fold, fts_query, like_pattern, stem, tokens
from ..index.query import FileRow

# folders every home has, named for a category: "my videos" means the videos, wherever they are, unless the
# user says "folder"; any other folder name ("Podcasts", "Movies", "Screenshots") is more specific than a type
STANDARD_FOLDERS = {"documents", "downloads", "pictures", "photos", "music", "videos", "movies", "desktop"}


@dataclass
class Ground:
    words: str
    kind: str  # place | file | name | term | unknown
    value: str | None = None


@dataclass
class Grounding:
    items: list[Ground] = field(default_factory=list)
    place: str | None = None  # a folder grounded from words
    files: list[FileRow] = field(default_factory=list)  # the files the words name (best first)
    name: str | None = None  # a word file names share
    unknown: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        words = [{"words": g.words, "as": g.kind, **({"value": g.value} if g.value else {})} for g in self.items]
        return {"words": words}


def split_words(terms: list[str]) -> list[str]:
    """Words as names are compared: 'tax_return_2023' -> tax, return, 2023; 'Jean-Jaurès' -> jean, jaures."""
    return [t for term in terms for t in fold(term).split()]


def _names_ready(conn: sqlite3.Connection) -> bool:
    return not conn.execute(
        "SELECT 1 FROM meta WHERE key IN ('bulk_pending', 'names_pending') AND value != 0"
    ).fetchone()


def _dirs_like(conn: sqlite3.Connection, key: str, hidden: bool, cache: dict | None) -> list[tuple[str, str]]:
    """Folders whose name may hold the word, looked up once per word within one grounding (``cache``)."""
    if cache is None:
        return _dirs_like_uncached(conn, key, hidden)
    if (key, hidden) not in cache:
        cache[key, hidden] = _dirs_like_uncached(conn, key, hidden)
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
    return conn.execute(sql, (like_pattern(key),)).fetchall()


def _base(word: str) -> str:
    """What every name holding the word (folded, singular or plural) holds: the start its singular and its plural
    share ("movies" -> "mov": "Movies" and "Movie"; stem alone, "movy", is in neither); fts_query's base."""
    return os.path.commonprefix([stem(word), fold(word).replace(" ", "")])  # noqa: RUF071  (letters, not paths)


def folders_named(
    conn: sqlite3.Connection, words: list[str], limit: int = 50, *, hidden: bool = False, cache: dict | None = None
) -> list[str]:
    """Indexed folders named by these words, exact names first; the other words may name its parents
    ("pip cache" -> .cache/pip, "thesis figures" -> thesis/figures). Hidden and noise folders only if asked."""
    words = split_words(words)
    if not words:
        return []
    for key in sorted(words, key=len, reverse=True)[:2]:
        rows = _starting(_dirs_like(conn, key, hidden, cache), key)
        want = " ".join(stem(w) for w in words)
        exact = [p for p, n in rows if " ".join(stem(t) for t in tokens(n)) == want]
        if exact:
            return exact[:limit]
        named = [p for p, n in rows if covers(n, words) and _wordy(n) <= len(words) + 2]
        if named:
            return named[:limit]
        if len(words) > 1:
            tail = [
                p for p, n in rows if covers(n, [key]) and _wordy(n) <= 2 and covers(" ".join(p.split("/")[-3:]), words)
            ]
            if tail:
                return tail[:limit]
    return []


def _starting(rows: list[tuple[str, str]], word: str) -> list[tuple[str, str]]:
    """The rows whose name has a word starting with ``word`` (or its singular), cheaply: plain names by a regex,
    the others by covers()."""
    ((st, fw),) = _keys((word,))
    start = re.compile(r"(?<![a-z0-9])(?:" + re.escape(st) + "|" + re.escape(fw) + ")")
    return [(p, n) for p, n in rows if (start.search(n.lower().replace("'", "")) if n.isascii() else covers(n, [word]))]


_NUMBERISH = re.compile(r"\d+(?:st|nd|rd|th)?")


@functools.lru_cache(maxsize=65536)
def _wordy(name: str) -> int:
    """How many words a name has beyond dates and numbers ("2026-08 Mila's 4th birthday": 2); folder names repeat
    from one question to the next, so the count is kept."""
    return sum(1 for t in tokens(name) if not _NUMBERISH.fullmatch(t))


def folder_like(conn: sqlite3.Connection, word: str) -> str | None:
    """A folder whose name is the word misspelt by a letter or two ('musc' -> Music, 'downlods' -> Downloads)."""
    w = fold(word).replace(" ", "")
    if len(w) < 4:
        return None
    rows = conn.execute(
        "SELECT path, name FROM dirs WHERE name LIKE ? AND length(name) BETWEEN ? AND ? AND flags & 3 = 0 "
        "AND depth <= (SELECT min(depth) FROM dirs) + 3 ORDER BY depth LIMIT 300",
        (w[0] + "%", len(w) - 2, len(w) + 2),
    ).fetchall()
    best = None
    limit = 1 if len(w) <= 5 else 2
    for p, n in rows:
        d = _distance(w, fold(n).replace(" ", ""), limit)
        if d <= limit and (best is None or d < best[0]):
            best = (d, p)
    return best[1] if best else None


def _distance(a: str, b: str, limit: int = 99) -> int:
    """Edit distance, or limit + 1 as soon as it must be more than ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        if min(cur) > limit:
            return limit + 1
        prev = cur
    return prev[-1]


def files_named(conn: sqlite3.Connection, words: list[str], *, exts: set[str] | None = None, limit: int = 50) -> list:
    """Indexed files (not hidden) whose name holds every word (folded, singular or plural), newest first."""
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
    queries = [q for q in (fts_query(w) for w in words) if q]
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
        # ("voice" in "invoice") is looked for among the first 3,000 of them only: a known limit, for speed.
        sql = (
            f"SELECT {FILE_COLUMNS} FROM names n JOIN files f ON f.id = n.rowid JOIN dirs d ON d.id = f.dir_id "
            f"WHERE names MATCH ?{hide}{ext_sql} LIMIT 3000"
        )
        params = [" AND ".join(f"({q})" for q in queries), *ext_params]
        rows = conn.execute(sql, params).fetchall()
        rows.sort(key=lambda r: -r[5])  # newest first (sorting in SQL would read every match)
    else:
        key = max(words, key=lambda w: len(stem(w)))
        sql = (
            f"SELECT {FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id "
            f"WHERE f.name LIKE ?{hide}{ext_sql} ORDER BY f.mtime_ns DESC LIMIT 5000"
        )
        rows = conn.execute(sql, [like_pattern(key), *ext_params]).fetchall()
    out = []
    # a word of the name must start with each word (or its singular): a regex on the plain name rules most rows
    # out before the folding (tokens start where letters and digits follow something else)
    starts = [
        re.compile(r"(?<![a-z0-9])(?:" + re.escape(st) + "|" + re.escape(fw) + ")") for st, fw in _keys(tuple(words))
    ]
    for r in rows:
        name = r[1]
        if name.isascii():
            low = name.lower().replace("'", "")
            if not all(p.search(low) for p in starts):
                continue
        if covers(os.path.splitext(name)[0] if "." in name else name, words) or covers(name, words):
            out.append(FileRow.from_row(r))
            if len(out) >= limit:
                break
    return out


# nouns that say "a file" without naming one: dropped when the name words alone find the file
GENERIC = {"paper", "papers", "note", "notes", "doc", "docs", "document", "documents", "thing", "things", "one",
           "ones", "stuff", "item", "items", "copy", "version", "pic", "pics", "project",
           "package", "packages", "bill", "bills", "paperwork", "record", "records", "letter", "letters", "scan",
           "scans", "scanned"}  # fmt: skip
# words that ask for a tool, not for files: explained by the intent, never unknown
INTENT_WORDS = {"duplicate", "duplicates", "dupes", "dupe", "copies", "identical", "wasting", "wasted", "waste",
                "tree", "structure", "hierarchy", "layout", "history", "status", "indexed", "average", "mean",
                "hidden", "types", "kinds", "breakdown", "overall", "roughly", "approximately", "altogether",
                "combined", "biggest", "largest", "folder", "folders", "read", "contents", "content", "inside",
                "open", "details", "info", "properties", "compare", "difference", "outside", "except"}  # fmt: skip


# everyday words and the formal ones folders are often named with ("grandkids" -> Grandchildren): a word that
# names nothing itself stands for its formal twin
INFORMAL = {"kids": "children", "kid": "child", "kiddos": "children", "grandkids": "grandchildren",
            "grandkid": "grandchild", "uni": "university", "hubby": "husband", "telly": "tv", "motor": "car",
            "bike": "bicycle", "vet": "veterinary", "gp": "doctor", "docs": "documents", "pics": "pictures",
            "vids": "videos", "mom": "mum", "mum": "mom", "specs": "glasses", "xmas": "christmas"}  # fmt: skip


def ground(conn: sqlite3.Connection, terms: list[str], *, exts: set[str] | None = None) -> Grounding:
    """Explain the leftover words: the longest run naming a folder, else a file, else a shared name word."""
    cache: dict = {}  # one question's folder lookups: each word is looked up once, and nothing outlives it
    said: dict[str, str] = {}
    words = []
    for w in (t for t in terms if fold(t) and t.lower() not in INTENT_WORDS):
        twin = INFORMAL.get(fold(w).replace(" ", ""))
        if twin and not folders_named(conn, [w], cache=cache) and not files_named(conn, [w], limit=1):
            said[twin], w = w, twin
        words.append(w)
    g = _ground(conn, words, exts, cache)
    for item in g.items:  # the words as the user said them
        item.words = " ".join(said.get(w, w) for w in item.words.split())
    g.unknown = [said.get(w, w) for w in g.unknown]
    return g


def _ground(conn: sqlite3.Connection, words: list[str], exts: set[str] | None, cache: dict) -> Grounding:
    g = Grounding()
    if not words:
        return g
    # a folder named by all the words ("voice memos"); else files named by all of them ("the Static Mesh Improvement
    # Mod", "lab report 1": the whole phrase beats a folder one of its words names); else a folder named by a run
    # of them ("emma birthday" in "photos from emma birthday party"), with the rest looked for inside it
    whole = folders_named(conn, words, cache=cache) if len(words) > 1 or len(stem(words[0])) >= 3 else []
    if not whole and len(words) > 1:
        specific = [w for w in words if w.lower() not in GENERIC] or words
        if files_named(conn, specific, exts=exts, limit=1):
            _files_or_terms(conn, g, words, exts)
            return g
    for n in range(len(words), 0, -1):
        for i in range(0, len(words) - n + 1):
            run = words[i : i + n]
            if n == 1 and len(stem(run[0])) < 3:
                continue
            found = whole if n == len(words) else folders_named(conn, run, cache=cache)
            if found and exts and not _holds(conn, found[0], exts) and files_named(conn, run, exts=exts, limit=1):
                found = []  # "my portfolio pdf": a PDF named so, not the portfolio-site folder that holds none
            if found and n == 1 and _named_mostly_elsewhere(conn, run, found, exts):
                found = []  # "invoices from the last 30 days": the invoices of every supplier, not one Invoices folder
            if found:
                g.place = found[0]
                g.items.append(Ground(" ".join(run), "place", found[0]))
                rest = words[:i] + words[i + n :]
                _files_or_terms(conn, g, rest, exts, within=found[0])
                return g
    hidden = folders_named(conn, words, hidden=True, cache=cache)  # named outright: "node_modules", "pip cache", ".git"
    if hidden and files_named(conn, words, exts=exts, limit=1):
        hidden = []  # "the Figma installer": the file named so, not the app's settings folder (.config/figma)
    if hidden:
        name = fold(hidden[0].rstrip("/").rsplit("/", 1)[-1]).replace(" ", "")
        if any(fold(w).replace(" ", "") == name for w in words):
            g.place = hidden[0]
            g.items.append(Ground(" ".join(words), "place", hidden[0]))
            return g
    _files_or_terms(conn, g, words, exts)
    return g


def _named_mostly_elsewhere(conn, run: list[str], folders: list[str], exts: set[str] | None) -> bool:
    """Many more files are named by the word elsewhere than the folders of that name hold ("invoices": a
    supplier's invoices in every supplier's folder, four builder's bills in Shop renovation/Invoices)."""
    held = 0
    for folder in folders[:20]:
        row = conn.execute("SELECT rec_files FROM dirs WHERE path = ?", (folder,)).fetchone()
        held += row[0] if row else 0
    if held >= 30:
        return False  # (more than 60 named elsewhere is not looked for: a folder this size is what was meant)
    inside = tuple(f.rstrip("/") + "/" for f in folders[:20])
    files = files_named(conn, run, exts=exts, limit=3 * held + 3)  # enough to tell, never more
    elsewhere = sum(1 for f in files if not f.path.startswith(inside))
    return elsewhere >= 3 and elsewhere > 2 * held


def _holds(conn, folder: str, exts: set[str]) -> bool:
    """The folder (or one below it) holds a file of one of these types."""
    key = folder.rstrip("/")
    marks = ",".join("?" * len(exts))
    row = conn.execute(
        f"SELECT 1 FROM files f JOIN dirs d ON d.id = f.dir_id WHERE (d.path = ? OR (d.path >= ? AND d.path < ?)) "
        f"AND f.ext IN ({marks}) LIMIT 1",
        [key, key + "/", key + "0", *sorted(exts)],
    ).fetchone()
    return row is not None


def _files_or_terms(conn, g: Grounding, words: list[str], exts, within: str | None = None) -> None:
    if not words:
        return
    files = files_named(conn, words, exts=exts)
    specific = [w for w in words if w.lower() not in GENERIC]
    if not files and specific and len(specific) < len(words):
        files = files_named(conn, specific, exts=exts)
        words = specific
    if within:
        files = [f for f in files if f.path.startswith(within.rstrip("/") + "/")]
    if files:
        g.files = files
        # (a word many names share has no one file to show: "understood" never names a file the answer left out)
        few = len(files) <= 3
        g.items.append(Ground(" ".join(words), "file" if few else "name", files[0].path if len(files) == 1 else None))
        if len(files) > 3 and len(words) == 1:
            g.name = stem(words[0])
        return
    # no file holds them all: each word on its own
    for w in words:
        one = files_named(conn, [w], exts=exts, limit=2)
        if one and within and not any(f.path.startswith(within.rstrip("/") + "/") for f in one):
            one = []
        kind = "term" if one else ("filler" if w.lower() in GENERIC else "unknown")
        g.items.append(Ground(w, kind))
        if kind == "unknown":
            g.unknown.append(w)
