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

import sqlite3
from dataclasses import dataclass, field
from itertools import combinations

from ..index.fold import fold, stem
from ..index.query import FileRow
from .lookup import (  # noqa: F401  (the lookups grounding is made of, imported from here by the rules)
    _dirs_like,
    _starting,
    _stemmed,
    _wordy,
    exactly_named,
    files_named,
    folders_having,
    folders_named,
    once,
    one_question,
    split_words,
)
from .slips import folder_like, folder_shortened, name_word_like  # noqa: F401  (re-exported for the rules)
from .word_runs import (
    FOLDER_KINDS,
    GENERIC,
    _by_type_word,
    _exact_run,
    _folder_of_the_phrase,
    _folder_without,
    _holds,
    _holds_any,
    _named_mostly_elsewhere,
    _pair_naming_files,
    _plural_of_a_folder,
)

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
# words that ask for a tool, not for files: explained by the intent, never unknown
INTENT_WORDS = {"duplicate", "duplicates", "dupes", "dupe", "copies", "identical", "wasting", "wasted", "waste",
                "tree", "structure", "hierarchy", "layout", "history", "status", "indexed", "average", "mean",
                "hidden", "types", "kinds", "breakdown", "overall", "roughly", "approximately", "altogether",
                "together", "combined", "biggest", "largest", "folder", "folders", "read", "contents", "content",
                "inside", "open", "details", "info", "properties", "compare", "difference", "outside",
                "except"}  # fmt: skip


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
    for w in g.unknown if slips else []:  # "for renewing": the names' "renewal" (the verb's stem starts it)
        base = w[:-3] if w.lower().endswith("ing") and len(w) > 6 else w[:-2] if w.lower().endswith("ed") else ""
        if w not in fixed and len(base) >= 5 and files_named(conn, [base], limit=1):  # (not "booked": "book")
            fixed[w] = base
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
            if (
                found
                and n == 1
                and _named_mostly_elsewhere(conn, run, found, exts)
                and not _rest_inside(conn, words, run, found, exts)
            ):
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


def _rest_inside(conn, words: list[str], run: list[str], found: list[str], exts) -> bool:
    """The other specific words name files in the folder found, though no file has them all ("OPG QA report": the
    QA report in the OPG folder, not the OPG x-ray exports named so elsewhere)."""
    rest = [w for w in words if w not in run and w.lower() not in GENERIC]
    return any(files_named(conn, [w], exts=exts, limit=1, under=p) for w in rest for p in found[:3])


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
    specific = [w for w in rest if w.lower() not in GENERIC]
    others = found[1:8]
    if g.unknown and not g.files and not others and len(g.unknown) == len(specific):
        others = [p for p in folders_having(conn, run) if p != found[0]][:8]  # ("Year 10 tutor team
        # meeting notes": in Head of Year 10, a name with those words too, not in Lesson plans/Year 10)
    hits = files_named(conn, specific, exts=exts, limit=200) if g.unknown and not g.files and others else []
    for other in others if hits and len(g.unknown) == len(specific) else []:
        if _holds_any(other, hits):  # "choir stems": the Stems folder that has them (one lookup for them all)
            g.items, g.unknown, g.files = [i for i in g.items if i.kind == "place"], [], []
            g.place = found[0] = other
            for item in g.items:
                item.value = other
            _files_or_terms(conn, g, rest, exts, within=other)
            break
    if g.unknown and not g.files and len(g.unknown) == len(rest):
        return _file_over_place(conn, run, rest, exts) or _the_other_way_round(conn, run, rest, exts, cache) or g
    return g


def _the_other_way_round(conn, run: list[str], rest: list[str], exts, cache: dict) -> Grounding | None:
    """ "music licences for the Valley RFC documentary": nothing in the Valley RFC Documentary folder is a music
    licence, but the other words name one folder (Music licences) whose files are named for it, without the word
    for what it is ("Musicbed licence - Rise Up (Valley RFC).pdf"): that folder, and those name words."""
    other = folders_named(conn, rest, cache=cache)
    if len(other) != 1 or len(run) < 2:
        return None
    for named in (run, run[:-1]):
        files = files_named(conn, named, exts=exts, under=other[0])
        if files:
            g = Grounding(place=other[0], files=files)
            g.items = [Ground(" ".join(rest), "place", other[0]), Ground(" ".join(named), "name")]
            g.items += [Ground(w, "filler") for w in run if w not in named]
            return g
    return None


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


def named_in_place(conn, g: Grounding | None, words: list[str], place: str | None, exts) -> Grounding | None:
    """The words name a folder elsewhere (the Valley RFC Documentary project), not the files of the place said
    (Music licences), whose files are named by them without the last, the word for what it is ("Musicbed licence -
    Rise Up (Valley RFC).pdf"): those files there."""
    if g is None or not place or not g.place or g.files or g.place.startswith(place.rstrip("/") + "/"):
        return g
    if len(words) < 2 or any(i.kind not in ("place", "filler") for i in g.items):
        return g
    files = files_named(conn, words[:-1], exts=exts, under=place)
    if not files or files_named(conn, words, exts=exts, limit=1, under=place):
        return g
    again = Grounding(files=files, items=[Ground(" ".join(words[:-1]), "name"), Ground(words[-1], "filler")])
    again.name = " ".join(words[:-1])
    return again
