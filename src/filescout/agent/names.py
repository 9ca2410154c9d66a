"""A file the user names, found exactly: a path, or an indexed name as typed (accents, apostrophes, case and
punctuation aside), with the words said before it when they are part of it; never a shorter or fuzzier name."""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..index import hosts
from ..index.fold import tokens
from ..tools.answers import where

_JOINERS = {"&", "and", "+", "-", "x", "vs", "vs.", "or"}
_PUNCT = {ord(c): " " for c in "()[]{}.,;:!?_-&+"}
_POSSESSIVE = re.compile(r"(?<=\w)[’'`]s\b")


def exact_file(ctx, name: str, place: str | None, context: str | None = None, *, reading: bool = False):
    """The one indexed file with exactly this name or path, or (None, why not). A path may be absolute, start
    with ~, or be relative to an indexed root; words before a name may be part of it ("banana bread.txt").

    With a shared index, another machine's path ("nas:/…") is refused plainly; a name shared by this machine's
    file and other machines' files is this machine's when ``reading`` (the others can't be read here), and a
    question (which one?) for anything else."""
    host, rest = hosts.split(name)
    if host is not None and host == hosts.local_name():
        name = rest
    elif host is not None:
        return None, (
            f"{name} is on {host}, another machine: filescout here can only read or change files on this machine. "
            f"Run filescout on {host} for that."
        )
    if "/" in name:
        cands = (
            [os.path.expanduser(name)] if name.startswith(("/", "~")) else [os.path.join(r, name) for r in ctx.roots()]
        )
        for c in cands:
            if os.path.isfile(c) and ctx.policy.root_of(Path(os.path.realpath(c))) is not None:
                return c
            if os.path.exists(c) and name.startswith(("/", "~")):
                return None, f"{name} is outside the folders I index, so I won't touch it."
        return None, f"I don't see {name!r} among the indexed files, so I won't guess."
    from .grounding import files_named

    names = [name]
    if context and context != name:
        words = context.split()
        names = [" ".join(words[i:]) for i in range(len(words) - 1)] + names  # longest first
        # never a shorter name than the words joined into it: "Jerry & Tom.mp4" is not Tom.mp4
        joined = [i for i, w in enumerate(words) if w.lower() in _JOINERS]
        if joined:
            names = [n for n in names[: joined[-1] + 1] if n.split()[0].lower() not in _JOINERS]
    for cand in names:
        said = re.findall(r"[^\W_]+(?:[’'`][^\W_]+)*", os.path.splitext(cand)[0])
        # (a word with an apostrophe, "O'Driscoll", is left to the exact test below: the name index has it as typed)
        words = [w for w in said if not re.search(r"[’'`]", w)] or re.findall(r"[^\W_]+", cand) or [cand]
        ext = os.path.splitext(cand)[1].lstrip(".").lower()
        found = files_named(ctx.conn, words, exts={ext} if ext else None, limit=50)
        same = [f for f in found if f.name.lower() == cand.lower()]
        if not same:  # the same name with accents, apostrophes or a plural said differently: "senor frogs (final)"
            same = [f for f in found if spelled(f.name) == spelled(cand)]
        # a possessive the question lost ("Nonna's speech.MOV" is asked as "Nonna speech.MOV"); with "Isla
        # notes.txt" there too, which one is not clear: both are offered
        same += [f for f in found if f not in same and spelled(_POSSESSIVE.sub("", f.name)) == spelled(cand)]
        inside = [f for f in same if place and f.path.startswith(place.rstrip("/") + "/")]
        if place and same and not inside:
            # a longer name names a file outside the place: never a shorter name's file inside it ("Copy of
            # Rental income.xlsx" is not Rental/"Rental income.xlsx"); the place's words may be the name's own
            folder = os.path.basename(place.rstrip("/"))
            if not set(tokens(folder)) <= set(tokens(cand)):
                return None, (
                    f"I don't see {cand!r} in {folder}; there is "
                    + "; ".join(where(f.path) for f in same[:5])
                    + ". Say which one with its folder (or its path) and I'll go on."
                )
        elif place:
            same = inside
        if len(same) == 1:
            return same[0].path
        mine = [f for f in same if f.host is None]
        if reading and len(mine) == 1:
            return mine[0].path
        if len(same) > 1:
            return None, (
                f"There are {len(same)} files named {cand!r}: "
                + "; ".join(where(f.path) for f in same[:5])
                + ". Which one? Say its folder too, e.g. "
                + f"'{os.path.basename(os.path.dirname(same[0].path))}/{cand}'."
            )
    return None, f"I don't see a file named exactly {names[-1]!r}, so I won't guess."


def spelled(name: str) -> tuple[str, ...]:
    """A whole name as typed without accents, apostrophes, case or punctuation ("senor frogs (final).flac" is
    "Señor Frog's (final).flac"); every letter counts otherwise (samples.csv is not sample.csv)."""
    import unicodedata

    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return tuple(re.sub(r"[’'`]", "", plain.lower()).translate(_PUNCT).split())


def with_extension(new: str, old: str) -> str:
    """A new name said without the file's extension keeps it: "lease v1.2" for lease.pdf is "lease v1.2.pdf"."""
    ext = os.path.splitext(new)[1][1:]
    if (not ext or not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]{0,11}", ext)) and os.path.splitext(old)[1]:
        return new + os.path.splitext(old)[1]
    return new


_NOT_NAMES = set(
    "over under above below than last past next top first about around after before since from into "
    "with within more less least most only just every each ago older newer bigger smaller larger".split()
)


# fillers that are nouns: a name's last word too ("price lists", "shopping list")
_FILLER_NOUNS = {"list", "lists", "listing", "listings", "things", "mentions"}


def phrase_name(ctx, question: str) -> list[str] | None:
    """Words said together that file names hold together, one of them a word the parser reads as a filler or a
    command ("the edited by desk versions" -> "Cornwall lithium - edited by desk.docx"): those words, kept as the
    name to look for. Three or four words, not starting or ending with a function word; None when none or
    several runs of the same length fit."""
    from .slots import STOPWORDS
    from .vocabulary import _ASKING, _ASKING_ABOUT, _FUNCTION

    said = re.findall(r"[\w'-]+", question.lower())
    for n in (4, 3):
        hits = []
        for i in range(len(said) - n + 1):
            run = said[i : i + n]
            content = [w for w in run if w not in STOPWORDS and len(w) >= 3]
            if not content or len(content) == n or run[0] in _FUNCTION or run[-1] in _FUNCTION or run[0] in _ASKING:
                continue
            if _ASKING_ABOUT & set(run):
                continue  # ("how many meeting notes are there", "size of datasets": the question's own words)
            if _held_together(ctx.conn, run, content):
                hits.append(run)
        if len(hits) == 1:
            return hits[0]
        if hits:
            return None
    # a noun read as a filler after a name's word, that names hold together ("price lists": "… price list 2026.xlsx")
    for i in range(len(said) - 1):
        word, noun = said[i], said[i + 1]
        said_one = noun.rstrip("s") if noun.endswith("s") else noun
        named = noun in _FILLER_NOUNS and word not in STOPWORDS and len(word) >= 3 and word.isalpha()
        if named and _held_together(ctx.conn, [word, said_one], [word]):
            return [word, noun]
    # a word read as a filler with a number after it, that names hold together ("room 3 pics": "Room 3 - Sea View")
    for i in range(len(said) - 1):
        word, number = said[i], said[i + 1]
        unit = said[i + 2] if i + 2 < len(said) else ""
        if word in _NOT_NAMES or re.fullmatch(r"[kmgt]i?b|bytes?|(?:day|week|month|year|hour|minute)s?", unit):
            continue  # ("over 1 GB", "last 3 days": a filter)
        filler = word in STOPWORDS and len(word) >= 3 and word.isalpha() and word not in _FUNCTION
        if filler and number.isdigit() and _held_together(ctx.conn, [word, number], [word]):
            return [word, number]
    return None


def _held_together(conn, run: list[str], content: list[str]) -> bool:
    """Some visible file's name holds these words side by side ("edited by desk"): through the trigram name index,
    every word of three letters or more narrowing the names at once, then the words as typed; else (no name index
    yet, or the shared index) by the folded names of the files its longest word names."""
    from ..index.fold import fold, fts_query, stem
    from ..index.schema import HIDDEN_OR_NOISE, SECRET
    from .lookup import _names_ready, dialect_of, files_named

    queries = [q for q in (fts_query(w) for w in run if len(w) >= 3) if q]
    if queries and dialect_of(conn) != "postgresql" and _names_ready(conn):
        sql = (
            "SELECT 1 FROM (SELECT rowid FROM names WHERE names MATCH ? LIMIT 5000) n JOIN files f ON f.id = n.rowid "
            f"WHERE f.name LIKE ? ESCAPE '\\' AND f.flags & {HIDDEN_OR_NOISE | SECRET} = 0 LIMIT 1"
        )
        like = "%" + " ".join(run).replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        return conn.execute(sql, (" AND ".join(f"({q})" for q in queries), like)).fetchone() is not None
    want = " " + " ".join(stem(t) for t in fold(" ".join(run)).split()) + " "
    key = max(content, key=len)
    return any(
        want in " " + " ".join(stem(t) for t in fold(f.name).split()) + " " for f in files_named(conn, [key], limit=300)
    )


def as_phrase(name: str, phrase: list[str] | None) -> str:
    """A name filter with the words said side by side (phrase_name) in quotes: names hold them so ("room 3")."""
    said = " ".join(phrase or [])
    if not phrase or f" {said} " not in f" {name.lower()} ":
        return name
    at = f" {name.lower()} ".index(f" {said} ")
    return (name[:at] + f'"{name[at : at + len(said)]}"' + name[at + len(said) :]).strip()
