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

import re
import sqlite3
from dataclasses import dataclass, field
from itertools import combinations

from ..index.fold import fold, stem, tokens
from ..index.query import FileRow
from .lookup import (  # noqa: F401  (the lookups grounding is made of, imported from here by the rules)
    _dirs_like,
    _starting,
    _stemmed,
    _wordy,
    exactly_named,
    files_named,
    folders_named,
    once,
    one_question,
    split_words,
)
from .slips import folder_like, folder_shortened, name_word_like  # noqa: F401  (re-exported for the rules)

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
    respelled: dict[str, str] = field(default_factory=dict)  # a slip said -> the name word it was read as

    def to_dict(self) -> dict:
        words = [{"words": g.words, "as": g.kind, **({"value": g.value} if g.value else {})} for g in self.items]
        return {"words": words}


# nouns that say "a file" without naming one: dropped when the name words alone find the file
GENERIC = {"paper", "papers", "note", "notes", "doc", "docs", "document", "documents", "thing", "things", "one",
           "ones", "stuff", "item", "items", "copy", "version", "pic", "pics", "project",
           "package", "packages", "bill", "bills", "paperwork", "record", "records", "letter", "letters", "scan",
           "scans", "scanned", "episode", "episodes", "job", "jobs", "shoot", "shoots", "session",
           "sessions", "versions", "parts"}  # fmt: skip
FOLDER_KINDS = {"job", "jobs", "shoot", "shoots", "session", "sessions", "project", "projects"}
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


def ground(
    conn: sqlite3.Connection, terms: list[str], *, exts: set[str] | None = None, slips: bool = False
) -> Grounding:
    """Explain the leftover words: the longest run naming a folder, else a file, else a shared name word. With
    ``slips`` (questions, never actions), a word that names nothing is read as the one name word it misspells."""
    cache: dict = {}  # one question's folder lookups: each word is looked up once, and nothing outlives it
    said: dict[str, str] = {}
    words = []
    for w in (t for t in terms if fold(t) and t.lower() not in INTENT_WORDS):
        twin = INFORMAL.get(fold(w).replace(" ", ""))
        if twin and not folders_named(conn, [w], cache=cache) and not files_named(conn, [w], limit=1):
            said[twin], w = w, twin
        words.append(w)
    g = _ground(conn, words, exts, cache)
    fixed = {w: name_word_like(conn, w) for w in g.unknown} if slips else {}  # "peer discusion": "… discussion"
    fixed = {w: fix for w, fix in fixed.items() if fix}
    if fixed:
        g = _ground(conn, [fixed.get(w, w) for w in words], exts, cache)
        g.respelled = fixed
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
        # (one specific word that is a folder's whole name is that folder: "client shoot" -> Clients)
        # (or one a folder's name has, said with a word for a kind of folder: "the engagement shoot")
        kinds = {w.lower() for w in words} & FOLDER_KINDS
        alone = len(specific) == 1 and any(
            kinds or stem(fold(p.rsplit("/", 1)[-1])) == stem(specific[0])
            for p in folders_named(conn, specific, cache=cache)
        )
        # ("the press card scans": the Press card folder's scans, all of it, not the one named "press card scan")
        alone = alone or (1 < len(specific) < len(words) and bool(exactly_named(conn, specific, cache)))
        holder = None if alone else _folder_of_the_phrase(conn, words, specific, exts, cache)
        if holder:  # "CPD certificates": the certificates in CPD (more of them than name "CPD")
            return _in_place(conn, g, words, holder[0], holder[1], exts, cache)
        if not alone and files_named(conn, specific, exts=exts, limit=1) and not _by_type_word(conn, specific, cache):
            kept = _plural_of_a_folder(conn, words, specific, exts, cache)
            if kept:  # "all my scratch games": the Scratch folder's games, not "Scratch game plan.docx"
                g.place = kept[1][0]
                g.items += [Ground(" ".join(words[:-1]), "place", g.place), Ground(words[-1], "filler")]
                return g
            _files_or_terms(conn, g, words, exts)
            return g
    exact = _exact_run(conn, words, cache) if len(words) > 2 and not whole else None
    if exact:  # "the brompton hub job for Dónal Byrne": the folder named just "Dónal Byrne", the rest inside it
        return _in_place(conn, g, words, exact[0], exact[1], exts, cache)
    for n in range(len(words), 0, -1):
        if n == 1 and len(words) > 2:
            # "the Marathon Talk episodes", "the GA plans": two words naming files beat one naming a folder
            # ("Berlin Marathon 2024", "Training plans")
            named = _pair_naming_files(conn, words, exts)
            elsewhere = _folder_without(conn, words, named, exts, cache) if named else None
            if elsewhere:  # "okafor seating chart": the Okafor folder, where no seating chart is (never the others)
                return _in_place(conn, g, words, elsewhere[0], elsewhere[1], exts, cache)
            if named:
                for w in words:  # ("inventory and check-in report from when we moved": all three name it)
                    if w not in named and files_named(conn, [*named, w], exts=exts, limit=1):
                        named = [x for x in words if x in named or x == w]
                _files_or_terms(conn, g, named, exts)
                for w in words:
                    if w in named:
                        continue
                    held = [p for p in folders_named(conn, [w], cache=cache) if _holds_any(p, g.files)]
                    if held:  # "the creme brulee recipe": the file is in Recipes
                        g.place = g.place or held[0]
                        g.items.append(Ground(w, "place", held[0]))
                    else:
                        g.items.append(Ground(w, "filler" if w.lower() in GENERIC else "unknown"))
                        if w.lower() not in GENERIC:
                            g.unknown.append(w)
                return g
        # (of single words, one that is a folder's whole name first, "race results" are in Results, not in Race
        # photos; a generic word last: "ID scans" are in ID, not in Bib scans)
        order = [(tuple(range(i, i + n)), False) for i in range(len(words) - n + 1)]
        if 1 < n < len(words) <= 4:  # then words apart: "nonnas handwritten recipes" -> Nonna's recipes
            order += [(c, False) for c in combinations(range(len(words)), n) if c[-1] - c[0] >= n]
        if n == 1:
            order = sorted([((i,), True) for i in range(len(words))], key=lambda x: words[x[0][0]].lower() in GENERIC)
            order += sorted(order, key=lambda x: words[x[0][0]].lower() in GENERIC)
            order = [(i, k < len(words)) for k, (i, _) in enumerate(order)]
        for idx, whole_name in order:
            run = [words[j] for j in idx]
            if n == 1 and len(stem(run[0])) < 3:
                # a short word names a folder by its whole name only ("ID scans" -> Documents/ID)
                word = fold(run[0]).replace(" ", "")
                found = [p for p in folders_named(conn, run, cache=cache) if fold(p.rsplit("/", 1)[-1]) == word]
                if not found:
                    continue
            else:
                found = whole if n == len(words) else folders_named(conn, run, cache=cache)
            if len(found) > 1 and exts:  # "the RAWs from the Patel job": the Patel folder that holds RAWs
                found = [p for p in found if _holds(conn, p, exts)] or found
            if found and exts and not _holds(conn, found[0], exts) and files_named(conn, run, exts=exts, limit=1):
                found = []  # "my portfolio pdf": a PDF named so, not the portfolio-site folder that holds none
            if found and n == 1 and _named_mostly_elsewhere(conn, run, found, exts):
                found = []  # "invoices from the last 30 days": the invoices of every supplier, not one Invoices folder
            if found and whole_name:
                found = [p for p in found if stem(fold(p.rsplit("/", 1)[-1])) == stem(run[0])]
            if found:
                return _in_place(conn, g, words, idx, found, exts, cache)
    hidden = folders_named(conn, words, hidden=True, cache=cache)  # named outright: "node_modules", "pip cache", ".git"
    if hidden and files_named(conn, words, exts=exts, limit=1):
        hidden = []  # "the Figma installer": the file named so, not the app's settings folder (.config/figma)
    if hidden:
        name = fold(hidden[0].rstrip("/").rsplit("/", 1)[-1]).replace(" ", "")
        if any(fold(w).replace(" ", "") == name for w in words):
            g.place = hidden[0]
            g.items.append(Ground(" ".join(words), "place", hidden[0]))
            return g
    short = folder_shortened(conn, words[0], cache) if len(words) == 1 else None
    if short and len(files_named(conn, words, exts=exts, limit=2)) < 2:
        g.place = short  # "my certs": Certificates (not the one file with "cert" in its name)
        g.items.append(Ground(words[0], "place", short))
        return g
    _files_or_terms(conn, g, words, exts)
    return g


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
    tops = [p for p in found if not any(p.startswith(o.rstrip("/") + "/") for o in found if o != p)]
    if len(tops) != 1 or any(_holds_any(tops[0], [f]) for f in files_named(conn, named, exts=exts, limit=50)):
        return None
    return tuple(rest), tops


def _exact_run(conn, words: list[str], cache: dict) -> tuple[tuple, list[str]] | None:
    """Side-by-side words (two or more) that are one folder's whole name, when no other run is: that folder
    ("e-bike job sheets" -> Job sheets, not the photo folder "Job 0446 e-bike motor noise")."""
    hits = []
    for n in range(len(words) - 1, 1, -1):
        for i in range(len(words) - n + 1):
            if {w.lower() for w in words[i : i + n]} <= GENERIC:
                continue
            named = exactly_named(conn, words[i : i + n], cache)
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


def _in_place(conn, g: Grounding, words: list[str], idx: tuple, found: list[str], exts, cache: dict) -> Grounding:
    """The words at ``idx`` name the folder found[0]: the rest are looked for inside it."""
    run = [words[j] for j in idx]
    g.place = found[0]
    g.items.append(Ground(" ".join(run), "place", found[0]))
    rest = [w for j, w in enumerate(words) if j not in idx]
    up = " " + fold(found[0]) + " "
    for w in [w for w in rest if " " + stem(w) in up]:  # "minecraft region files": in Minecraft/…/region
        g.items.append(Ground(w, "place", found[0]))
        rest.remove(w)
    for w in list(rest):  # "max's minecraft mods": the mods folder inside Minecraft
        inner = found[0].rstrip("/") + "/"
        sub = [
            p
            for p in folders_named(conn, [w], cache=cache)
            if p.startswith(inner) and stem(fold(p.rsplit("/", 1)[-1])) == stem(w)
        ]
        if len(sub) == 1 and len(stem(w)) >= 3:
            g.place = found[0] = sub[0]
            g.items.append(Ground(w, "place", sub[0]))
            rest.remove(w)
    kinds = rest and all(w.lower() in FOLDER_KINDS and w.lower().endswith("s") for w in rest)
    if kinds or (rest and all(w.lower() in GENERIC for w in rest)):  # "my ID scans", "my godot projects": all of it
        g.items += [Ground(w, "filler") for w in rest]
        return g
    _files_or_terms(conn, g, rest, exts, within=found[0])
    for other in found[1:8] if g.unknown and not g.files and len(g.unknown) == len(rest) else []:
        if files_named(conn, rest, exts=exts, limit=1, under=other):  # "choir stems": the Stems folder that has them
            g.items, g.unknown, g.files = [i for i in g.items if i.kind == "place"], [], []
            g.place = found[0] = other
            for item in g.items:
                item.value = other
            _files_or_terms(conn, g, rest, exts, within=other)
            break
    if g.unknown and not g.files and len(g.unknown) == len(rest):
        return _file_over_place(conn, run, rest, exts) or g
    return g


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


def _file_over_place(conn, run: list[str], rest: list[str], exts) -> Grounding | None:
    """ "my Berlin marathon certificate": no certificate in Race photos/Berlin Marathon 2024, but one file named
    by the word with some of the folder's words ("Berlin 2024 certificate.pdf"): that file; the other words
    described it."""
    found = {}
    for w in run:
        files = files_named(conn, [*rest, w], exts=exts, limit=4)
        if 0 < len(files) <= 3:
            found[w] = files
    if len({f.path for files in found.values() for f in files}) != 1:
        return None
    g = Grounding()
    files = next(iter(found.values()))
    said = [w for w in run if w in found]
    g.items = [Ground(" ".join([*said, *rest]), "file", files[0].path)]
    g.items += [Ground(w, "filler") for w in run if w not in found]
    g.files = list(files)
    return g


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


def _files_or_terms(conn, g: Grounding, words: list[str], exts, within: str | None = None) -> None:
    if not words:
        return
    files = files_named(conn, words, exts=exts, under=within)
    specific = [w for w in words if w.lower() not in GENERIC]
    if not files and specific and len(specific) < len(words):
        files = files_named(conn, specific, exts=exts, under=within)
        words = specific
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
        one = files_named(conn, [w], exts=exts, limit=2, under=within)
        kind = "term" if one else ("filler" if w.lower() in GENERIC else "unknown")
        g.items.append(Ground(w, kind))
        if kind == "unknown":
            g.unknown.append(w)
