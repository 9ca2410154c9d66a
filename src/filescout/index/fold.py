"""Names compared as people say them: case, accents and separators ignored, a plural fits its singular.

'Résumé_Sophie-2026.docx' folds to 'resume sophie 2026 docx'; "memos" fits "Memo" and "Memos". Used by the
`name` filter (through the SQL function fs_fold, registered on every index connection) and by the agent's
grounding of words in the index.
"""

from __future__ import annotations

import functools
import os
import re
import sqlite3
import unicodedata

_WORDS = re.compile(r"[a-z0-9]+|[^\W\d_]+")


# letters Unicode does not split into a base letter and an accent ("Łódź" is "lodz" to whoever types it)
_UNSPLIT = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss", "æ": "ae",
                          "Æ": "AE", "œ": "oe", "Œ": "OE", "þ": "th", "Þ": "Th", "ı": "i", "ħ": "h"})  # fmt: skip


def fold(text: str) -> str:
    if text.isascii():
        t = text.lower()  # the common case, without the Unicode work
    else:
        t = unicodedata.normalize("NFKD", text.translate(_UNSPLIT))
        t = "".join(c for c in t if not unicodedata.combining(c)).casefold()
    return " ".join(_WORDS.findall(t.replace("'s ", " ").replace("'", "")))


@functools.lru_cache(maxsize=4096)
def stem(word: str) -> str:
    """The singular, roughly: 'memos' -> 'memo', 'libraries' -> 'library', 'boxes' -> 'box'."""
    w = fold(word).replace(" ", "")
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("ches", "shes", "xes", "sses")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def like_pattern(word: str) -> str:
    """A LIKE pattern every accented spelling of the word's singular also matches ('resume' -> '%r_s_m_%')."""
    return "%" + "".join("_" if c in "aeiouyc" else c for c in stem(word)) + "%"


# (few spellings per letter: each trigram's spellings are OR-ed, and a trigram with more than 64 is left out)
_ACCENTS = {"a": "aàáâäãå", "e": "eèéêë", "i": "iìíîï", "o": "oòóôöõø", "u": "uùúûü", "c": "cç", "n": "nñń",
            "y": "yÿýŷ", "l": "lł", "z": "zźż", "w": "wŵ"}  # fmt: skip


def fts_query(word: str) -> str | None:
    """A trigram (FTS5) query every name holding the word matches, accented or not, singular or plural: each
    trigram of the word with its accented spellings ("res" OR "rés" …). None if the word is too short to use
    the index. The rows it finds are checked again by fold (this only narrows them, fast)."""
    w = fold(word).replace(" ", "")
    base = os.path.commonprefix([stem(word), w])  # noqa: RUF071  (letters, not path parts: "librar" of library/ies)
    if base.endswith("y") and len(base) > 3:
        base = base[:-1]  # ("story": "stories" too)
    if len(base) < 3:
        return None
    parts, fewest = [], None
    # (a long word's first and last trigrams are left out: a name may hold an apostrophe there, "O'Driscoll" for
    # "odriscoll", "Sam's" for "sams", which the index keeps as typed; the rest narrow enough)
    edge = 1 if len(base) >= 6 else 0
    for g in sorted({base[i : i + 3] for i in range(edge, len(base) - 2 - edge)}):
        variants = [""]
        for ch in g:
            variants = [v + a for v in variants for a in _ACCENTS.get(ch, ch)]
        part = "(" + " OR ".join('"' + v + '"' for v in variants) + ")"
        if len(variants) <= 64:  # a trigram with many accentable letters is left out: the others narrow enough
            parts.append(part)
        elif fewest is None or len(variants) < fewest[0]:
            fewest = (len(variants), part)
    if not parts and fewest:  # (but one is kept: without any, every name would be read)
        parts.append(fewest[1])
    return " AND ".join(parts) or None


def _sql_fold(name: object) -> str:
    return " " + fold(name) + " " if isinstance(name, str) else ""


def register(conn: sqlite3.Connection) -> None:
    conn.create_function("fs_fold", 1, _sql_fold, deterministic=True)


def name_parts(name: str) -> list[str]:
    """The words of a name filter, a phrase in double quotes kept whole: 'invoice "room 3"' -> invoice, room 3."""
    return [a or b for a, b in re.findall(r'"([^"]*[^"\s][^"]*)"|([^\s"]+)', name)]


def _phrase(text: str) -> str | None:
    """What a phrase's folded name holds: its words side by side, whole words (the last one said in the plural
    may be singular in the name: "sea views" fits "Sea View 2"); None for one word."""
    words = fold(text).split()
    if len(words) < 2:
        return None
    last = stem(words[-1])
    if last != words[-1]:
        return " " + " ".join([*words[:-1], last])
    return " " + " ".join(words) + " "


def name_sql(words: list[str], alias: str = "f", *, dialect: str = "sqlite") -> tuple[str, list]:
    """Names holding every word at a word start (folded): a cheap LIKE first, then the exact folded test. A
    phrase (an item with spaces, see name_parts) also has its words side by side in the name.

    On PostgreSQL the folded name itself has a trigram index: one LIKE on it finds them."""
    where, params = [], []
    for item in words:
        side = _phrase(item) if " " in item.strip() else None
        if side and dialect == "postgresql":
            where.append(f"{alias}.fname LIKE ?")  # (folded: letters, digits and spaces, nothing to escape)
            params.append("%" + side + "%")
        elif side:
            where.append(f"instr(fs_fold({alias}.name), ?) > 0")
            params.append(side)
    for w in [t for word in words for t in fold(word).split()]:
        s = stem(w)
        if not s:
            continue
        if dialect == "postgresql":  # (a folded word holds letters and digits only: nothing to escape)
            if w != s and w.endswith("s") and len(s) > 2:  # said in the plural: a whole word (see _fits)
                grown = ["% " + x + "%" for x in _grown(s)]
                alts = " OR ".join([f"{alias}.fname LIKE ?"] * (2 + len(grown)))
                where.append(f"({alts} OR {alias}.fname ~ ?)")
                params += ["% " + w + "%", "% " + s + " %", *grown, " " + s + "[0-9]"]
                continue
            if s.endswith("y") and w == s and len(s) > 3:  # ("story" fits "stories", see _fits)
                where.append(f"({alias}.fname LIKE ? OR {alias}.fname LIKE ?)")
                params += ["% " + s + "%", "% " + s[:-1] + "ies%"]
                continue
            where.append(f"{alias}.fname LIKE ?")  # the name as fold() folds it, kept by the shared index
            params.append("% " + s + "%")
            continue
        q = fts_query(w)
        fits, more = f"instr(fs_fold({alias}.name), ?) > 0", [" " + s]
        if s.endswith("y") and w == s and len(s) > 3:  # ("story" fits "stories", see _fits)
            fits = f"(instr(fs_fold({alias}.name), ?) > 0 OR instr(fs_fold({alias}.name), ?) > 0)"
            more = [" " + s, " " + s[:-1] + "ies"]
        if w != s and w.endswith("s") and len(s) > 2:  # said in the plural: a whole word (see _fits)
            grown = [" " + x for x in _grown(s)]
            fits = (
                f"(instr(fs_fold({alias}.name), ?) > 0 OR instr(fs_fold({alias}.name), ?) > 0 "
                f"OR fs_fold({alias}.name) GLOB ?" + f" OR instr(fs_fold({alias}.name), ?) > 0" * len(grown) + ")"
            )
            more = [" " + w, " " + s + " ", "* " + s + "[0-9]*", *grown]
        if q:  # through the trigram name index: no scan of every name
            where.append(f"{alias}.id IN (SELECT rowid FROM names WHERE names MATCH ?) AND {fits}")
            params += [q, *more]
        else:
            where.append(f"{alias}.name LIKE ? AND {fits}")
            params += [like_pattern(w), *more]
    return " AND ".join(where) or "1", params


@functools.lru_cache(maxsize=65536)
def _tokens(name: str) -> tuple[str, ...]:
    """A name's folded words, remembered: the agent checks the same folder names against several words."""
    return tuple(fold(name).split())


def tokens(name: str) -> list[str]:
    return list(_tokens(name))


@functools.lru_cache(maxsize=4096)
def _keys(words: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    return tuple((stem(w), fold(w)) for w in words)


def covers(name: str, words: list[str]) -> bool:
    """Every word is the start of some word of the name (by its singular: 'memos' fits 'Memo' and 'Memos'); a
    word of one or two letters is a whole word of the name ('ID' fits 'ID scan', not 'ideas')."""
    toks = _tokens(name)
    keys = _keys(tuple(words))
    if len(set(keys)) < len(keys):  # a word said twice is in the name twice: "v2 final final" is not "v2 final"
        return all(sum(_fits(t, st, fw) for t in toks) >= keys.count((st, fw)) for st, fw in set(keys))
    return all(any(_fits(t, st, fw) for t in toks) for st, fw in keys)


def _fits(t: str, st: str, fw: str) -> bool:
    """A name's word fits a said word: starts with it ('calc' fits 'calculus'); a word said in the plural is a
    whole word ('plans' fits 'plan', 'plans', 'plan2', never 'plant'; 'photos' never 'photography')."""
    if len(st) <= 2:
        return t in (st, fw)
    if not t.startswith(st):
        return t == fw or (st.endswith("y") and t == st[:-1] + "ies")  # ("story" fits "stories")
    if fw == st or not fw.endswith("s"):
        return True
    rest = t[len(st) :]  # (said in the plural: what follows the singular in the name's word)
    return (
        not rest
        or rest[0].isdigit()
        or t.startswith(fw)
        or rest.startswith(_GROWN)
        or (rest[0] == st[-1] and rest[1:].startswith(_GROWN))  # "runs": "running"
    )


_GROWN = ("ing", "er")


def _grown(st: str) -> tuple[str, ...]:
    """The word with -ing or -er ('runs' fits 'Running', 'plans' fits 'Planner'; 'plans' still never 'plant')."""
    return (st + "ing", st + st[-1] + "ing", st + "er", st + st[-1] + "er")
