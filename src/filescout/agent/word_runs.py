"""Runs of a question's words and the folders and files they name, for grounding (grounding.py): the pair of
words that names files, the folder the whole phrase's files are in, a run that is one folder's whole name, and
whether a folder holds files of a type. Each reads the index through the lookups (lookup.py), once a question."""

from __future__ import annotations

import re
from itertools import combinations

from ..index.fold import fold, stem, tokens
from .lookup import _stemmed, exactly_named, files_named, folders_named, once, outermost

# words that say what kind of thing a file is, not which one ("the papers", "my scans")
GENERIC = {"paper", "papers", "note", "notes", "doc", "docs", "document", "documents", "thing", "things", "one",
           "ones", "stuff", "item", "items", "copy", "version", "pic", "pics", "project",
           "package", "packages", "bill", "bills", "paperwork", "record", "records", "letter", "letters", "scan",
           "scans", "scanned", "episode", "episodes", "job", "jobs", "shoot", "shoots", "session",
           "sessions", "versions", "parts", "sheet", "sheets"}  # fmt: skip
FOLDER_KINDS = {"job", "jobs", "shoot", "shoots", "session", "sessions", "project", "projects"}


def _folder_of_the_phrase(conn, words: list[str], specific: list[str], exts, cache: dict) -> tuple | None:
    """One specific word is the whole name of exactly one folder, every file the phrase names is inside it, and
    more files there are named by the other words than by the phrase ("CPD certificates": the certificates in
    Vet/CPD, not only the one whose name also says CPD): that word's index and the folder."""
    if len(specific) != 2:
        return None
    phrase = files_named(conn, specific, exts=exts, limit=50)
    if not phrase or len(phrase) >= 50:
        return None
    for i, w in enumerate(words):
        if w not in specific or len(stem(w)) < 3:
            continue
        named = [p for p in folders_named(conn, [w], cache=cache) if stem(fold(p.rsplit("/", 1)[-1])) == stem(w)]
        if len(named) != 1 or not all(_holds_any(named[0], [f]) for f in phrase):
            continue
        other = [x for x in specific if x != w]
        if len(files_named(conn, other, exts=exts, limit=200, under=named[0])) > len(phrase):
            return (i,), named
    return None


def _pair_naming_files(conn, words: list[str], exts: set[str] | None) -> list[str] | None:
    """The one pair of words that names files, whole words of a name first: "lesson plans about titration" ->
    "Lesson 14 - Titration.docx" (both whole words) over "Lesson 02 - Plant tissues" ("plans" only starts
    "Plant"); words apart are tried when no side-by-side pair is whole."""

    def naming(pairs):
        return [r for r in pairs if not {w.lower() for w in r} & GENERIC and files_named(conn, r, exts=exts, limit=1)]

    def whole(pair):
        keys = {stem(fold(w)) for w in pair}
        return any(
            keys <= set(_stemmed(f.name.rsplit(".", 1)[0]).split()) for f in files_named(conn, pair, exts=exts, limit=5)
        )

    side = naming([words[i : i + 2] for i in range(len(words) - 1)])
    if len(side) == 1 and whole(side[0]):
        return side[0]
    apart = naming([[words[i], words[j]] for i, j in combinations(range(len(words)), 2) if j - i > 1])
    wholes = [r for r in side + apart if whole(r)] if len(words) <= 4 else []
    if len(wholes) == 1:
        return wholes[0]
    return side[0] if len(side) == 1 else None


def _folder_without(conn, words: list[str], named: list[str], exts, cache: dict) -> tuple | None:
    """The other words that name folders ("okafor", "Dubois Kaur") are whole words of exactly one folder's name,
    where none of the files the pair names are: that folder (the words' indexes and the folder)."""
    rest = [i for i, w in enumerate(words) if w not in named and w.lower() not in GENERIC and len(stem(w)) >= 3]
    rest = [i for i in rest if folders_named(conn, [words[i]], cache=cache)]
    if not rest:
        return None
    said = [words[i] for i in rest]
    keys = {stem(fold(w)) for w in said}
    found = [p for p in folders_named(conn, said, cache=cache) if keys <= set(_stemmed(p.rsplit("/", 1)[-1]).split())]
    tops = outermost(found)
    if len(tops) != 1 or any(_holds_any(tops[0], [f]) for f in files_named(conn, named, exts=exts, limit=50)):
        return None
    if _named_mostly_elsewhere(conn, said, tops, exts):
        return None  # ("RPA QA report": "report" names service reports everywhere, not the Incident reports folder)
    return tuple(rest), tops


def _exact_run(conn, words: list[str], cache: dict) -> tuple[tuple, list[str]] | None:
    """Side-by-side words (two or more) that are one folder's whole name, when no other run is: that folder
    ("e-bike job sheets" -> Job sheets, not the photo folder "Job 0446 e-bike motor noise")."""
    hits = []
    for n in range(len(words) - 1, 1, -1):
        for i in range(len(words) - n + 1):
            named = exactly_named(conn, words[i : i + n], cache)  # (generic words too: "Job sheets" is a name)
            if len(named) == 1:
                hits.append((tuple(range(i, i + n)), named))
            elif named:
                return None
        if hits:
            break
    return hits[0] if len(hits) == 1 else None


def _plural_of_a_folder(conn, words: list[str], specific: list[str], exts, cache: dict) -> tuple | None:
    """ "scratch games": the last word a plural that only one file has, in the singular ("Scratch game
    plan.docx"), while the words before it name a folder exactly (Kiran/Scratch): that folder (its index in the
    words and the folder), the plural then says what is in it."""
    last = words[-1]
    if len(words) < 2 or words[-1] not in specific or not last.lower().endswith("s") or last.lower().endswith("ss"):
        return None
    files = files_named(conn, specific, exts=exts, limit=2)
    said = {fold(t) for t in re.findall(r"[^\W_]+", files[0].name)} if len(files) == 1 else {fold(last)}
    if fold(last) in said:
        return None
    folders = exactly_named(conn, words[:-1], cache)
    return (tuple(range(len(words) - 1)), folders) if len(folders) == 1 else None


def _named_mostly_elsewhere(conn, run: list[str], folders: list[str], exts: set[str] | None) -> bool:
    """Many more files are named by the word elsewhere than the folders of that name hold ("invoices": a
    supplier's invoices in every supplier's folder, four builder's bills in Shop renovation/Invoices)."""
    some = folders[:20]
    marks = ",".join("?" * len(some))
    held = conn.execute(f"SELECT coalesce(sum(rec_files), 0) FROM dirs WHERE path IN ({marks})", some).fetchone()[0]
    if held >= 30:
        return False  # (more than 60 named elsewhere is not looked for: a folder this size is what was meant)
    inside = tuple(f.rstrip("/") + "/" for f in folders[:20])
    files = files_named(conn, run, exts=exts, limit=3 * held + 3)  # enough to tell, never more
    elsewhere = sum(1 for f in files if not f.path.startswith(inside))
    return elsewhere >= 3 and elsewhere > 2 * held


def _holds_any(folder: str, files: list) -> bool:
    inside = folder.rstrip("/") + "/"
    return any(f.path.startswith(inside) for f in files)


def _by_type_word(conn, words: list[str], cache: dict) -> bool:
    """A word the files' names have only as their extension names a folder ("my godot projects": the Godot
    folder, not project.godot)."""
    found = files_named(conn, words, limit=5)
    names = {t for f in found for t in tokens(f.name.rsplit(".", 1)[0])}

    def in_names(w: str) -> bool:  # (a word of the name starts with it, as files_named matched it)
        return all(any(n.startswith(stem(t)) for n in names) for t in tokens(w))

    return any(not in_names(w) and folders_named(conn, [w], cache=cache) for w in words)


def _holds(conn, folder: str, exts: set[str]) -> bool:
    """The folder (or one below it) holds a file of one of these types: told by the per-folder totals of each type
    (its folders, not its files, are read), once per question."""
    key = folder.rstrip("/")
    types = tuple(sorted(exts))
    marks = ",".join("?" * len(types))
    sql = (
        f"SELECT 1 FROM dir_ext e JOIN dirs d ON d.id = e.dir_id WHERE (d.path = ? OR (d.path >= ? AND d.path < ?)) "
        f"AND e.ext IN ({marks}) AND e.files > 0 LIMIT 1"
    )
    return once(
        ("holds", id(conn), key, types),
        lambda: conn.execute(sql, [key, key + "/", key + "0", *types]).fetchone() is not None,
    )
