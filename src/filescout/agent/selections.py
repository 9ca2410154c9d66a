"""Which files an action's words pick: the words of exactly one file's name, a kind said in the plural with a
date or size ("the screenshots from 2025"), or explicit filters; each listed. Anything less clear is a question
back (u.note), never a guess."""

from __future__ import annotations

import os
import re

from ..tools.answers import where
from .intents import Understanding

ALL_RE = re.compile(r"\b(?:all|every|everything|each|both|any)\b|\bwhole\b", re.I)


# a part to leave out ("… but keep the newest", "except the pdfs", "skip the songs"): never planned as all of it
EXCEPT_WORDS_RE = re.compile(
    r"\b(?:not|but|except|keep|keeping|excluding|exclude|other than|apart from|besides|unless|skip|skipping|leave|"
    r"leaving|without|omit|omitting|spare|sparing)\b|n't\b",
    re.I,
)
VAGUE_RE = re.compile(
    # ("the letter that's on the desktop": "that" starts what says which, it is no pointing word)
    r"\b(?:old|older|new|newer|big|bigger|large|small|recent|those|some|few|"
    r"that(?!['’]s|\s+(?:is|are|was|were|i|we|you|he|she|they|has|have|had)\b))\b",
    re.I,
)


def _vague(u: Understanding) -> bool:
    """A describing word ("the old notebook") outside the destination ("into firmware/old" is a name), unless a
    filter says exactly what it means ("the old rotas, the ones older than 3 months")."""
    q, s = u.question, u.slots
    if s.destination:
        q = q.replace(s.destination, " ")
    q = re.sub(r"\bnew\s+(?:sub-?)?(?:folder|directory|dir)\b", " ", q, flags=re.I)  # ("into a new folder called …")
    said = {w.lower() for w in VAGUE_RE.findall(q)}
    if s.modified_before:
        said -= {"old", "older"}
    if s.modified_after:
        said -= {"new", "newer", "recent"}
    if s.size_gt:
        said -= {"big", "bigger", "large"}
    if s.size_lt:
        said -= {"small"}
    return bool(said)


def _ranged(s) -> bool:
    return bool(s.size_gt or s.size_lt or s.modified_after or s.modified_before)


def _in_range(f, s) -> bool:
    """The file fits the sizes and dates the question said (what the listing tools' filters check in SQL), and
    its name does not say it is from another year."""
    from ..units import in_ranges

    return in_ranges(f.size, f.mtime_ns, s) and not _named_for_another_year(f.name, s)


YEAR_RE = re.compile(r"(?<![0-9])(?:19|20)[0-9]{2}(?![0-9])")


def _named_for_another_year(name: str, s) -> bool:
    """ "trash the receipts from 2026": receipts_2024.xlsx, changed this year, is still the 2024 receipts. A name
    that carries only years outside the years a dated range spans is not from that range (the name is what the
    user goes by; an action never takes a file its name says is something else)."""
    after, before = s.modified_after or "", s.modified_before or ""
    if not (re.fullmatch(r"\d{4}-\d\d-\d\d", after) and re.fullmatch(r"\d{4}-\d\d-\d\d", before)):
        return False
    first, last = int(after[:4]), int(before[:4]) - (before[5:] == "01-01")
    years = {int(y) for y in YEAR_RE.findall(name)}
    return bool(years) and not any(first <= y <= last for y in years)


def _not_named_for_another_year(paths: list[str], s) -> list[str]:
    return [p for p in paths if not _named_for_another_year(os.path.basename(p), s)]


def _count(ctx, filters: dict) -> int:
    from ..index import query as q
    from ..index.query import Filters

    return q.count_files(ctx.conn, Filters(**filters, within=ctx.within()).resolve())[0]


def _selected(ctx, filters: dict, cap: int = 1000) -> list[str]:
    from ..index import query as q
    from ..index.query import Filters

    f = Filters(**filters, within=ctx.within()).resolve()
    return [r.path for r in q.list_files(ctx.conn, f, sort_by="name", order="asc", limit=cap)]


def _by_words(ctx, u: Understanding, verb: str, words: list[str], place: str | None) -> list[str] | None:
    """The files the words name: a whole name ("grandma's lasagna"), or every file they name with "all"; None
    (and a question back in u.note) for part of a name, a description or several matches."""
    q, s = u.question, u.slots
    # "trash the Firefox installer": the words of exactly one file's name (with the type said)
    from ..index.categories import TYPE_GROUPS, resolve_type
    from .grounding import files_named

    kind = _kind_selection(ctx, u, words, place)
    if kind is False:
        kind = _folder_selection(ctx, u, words, place)
    if kind is not False:
        return kind
    exts = resolve_type(s.type) if s.type else None
    files = files_named(ctx.conn, words, exts=exts, limit=20 if not _ranged(s) else 500, under=place)
    files = [f for f in files if _in_range(f, s)][:20]  # "the invoices from this month": only those, ever
    if not files:
        u.note = f"I don't see a file matching {' '.join(words)!r}, so I won't guess. Name the file exactly."
        return None
    from ..index.fold import fold, stem

    said = " ".join(fold(w) for w in words)
    exact = [f for f in files if fold(os.path.splitext(f.name)[0]) == said or fold(f.name) == said]
    from ..index.fold import covers

    together = len({os.path.dirname(f.path) for f in files}) == 1 and len(files) < 20
    together = together and len(words) > 1 and all(covers(f.name, words) for f in files)
    if verb in ("copy", "move", "back up", "backup") and words[-1].lower().endswith("s") and together and not exact:
        # "copy the Kowalski proofs to the Desktop": every file so named, all in one folder, each listed (a copy or
        # a move is undone as it is done; a delete of a name said in the plural still asks)
        return [f.path for f in files]
    said_where = (s.place and place) or s.type  # (the folder it is in, or its type: "the Meridian press kit zip")
    leftover = bool(exts) and exts <= TYPE_GROUPS["partial download"]  # ("the Splice crdownload in Downloads")
    if (verb in ("copy", "move", "back up", "backup") or leftover) and said_where and len(files) == 1 and not exact:
        # "move the Patel contract from Downloads to …": the one file in the folder said whose name has each word
        # whole ("Contract - Patel Wedding (1).pdf"); a part of a word, or a delete, still asks
        from .lookup import _stemmed

        if {stem(fold(w)) for w in words} <= set(_stemmed(os.path.splitext(files[0].name)[0]).split()):
            return [files[0].path]
    if ALL_RE.search(q) and not _vague(u):
        kinds = _folders_of(ctx, said, "/")
        if kinds and len(words) == 1:
            # "delete all the invoices" where each client has an Invoices folder: the files named so, or those
            # folders' files? Not a guess either way
            u.note = (
                f"Which one do you mean: the files named like {words[0]!r} "
                f"({len(files)}{'+' if len(files) >= 20 else ''}), or "
                f"the files in {' and '.join(kinds[:3])}{' …' if len(kinds) > 3 else ''}? Say which (a folder's "
                "path, or 'files named …') and I'll plan it."
            )
            return None
        exact = files  # "delete all the invoices from Ahmed": every file those words name, each one listed
    if not exact or (_vague(u) and not ALL_RE.search(q)):
        # "delete lasagna", "delete the old tax zip": part of a name or a description, never a target
        end = r"\s*(?:$|[?!.,]|\s+(?:in|from|to|into)\b)"
        typed = re.search(rf"\b{re.escape(verb)}\s+(?:the\s+|my\s+)?(?P<n>[^?!.,]+?){end}", q, re.I)
        phrase = fold(typed.group("n")) if typed else ""
        closer = [f for f in files if phrase and phrase in fold(f.name)]
        files = closer or files  # ("delete Price list": the names holding "price list", not "Chloe Price")
        u.candidates, u.verb = [f.path for f in files[:5]], verb
        u.note = (
            "Do you mean "
            + " or ".join(where(f.path) for f in files[:5])
            + ("…" if len(files) > 5 else "")
            + "? Say its exact name (or 'yes', 'the second one') and I'll plan it; "
            + "I don't act on part of a name."
        )
        return None
    named = files
    files = exact
    if len(files) == 1 and not ALL_RE.search(q) and not s.filename:
        # "delete the invoice": one file is named just that, but folders of invoices say the word means a kind
        # of file; which one is meant is not clear
        kinds = _folders_of(ctx, said, files[0].path)
        if kinds:
            u.candidates, u.verb = [files[0].path], verb
            u.note = (
                f"Which one do you mean: {where(files[0].path)}, or one of the files in "
                + " or ".join(kinds[:3])
                + ("…" if len(kinds) > 3 else "")
                + "? Say its exact name (or 'yes' for the first) and I'll plan it."
            )
            return None
    if len(exact) == 1 and len(named) > 1 and not ALL_RE.search(q) and not s.filename:
        # "delete cornetti": Cornetti.docx is named just that, but the word is in other names too ("pistachio
        # cornetti.jpg"): which is meant is asked, the one named so offered first
        others = [f for f in named if f.path != exact[0].path]
        u.candidates, u.verb = [exact[0].path] + [f.path for f in others[:4]], verb
        u.note = (
            f"Do you mean {where(exact[0].path)}? The word is in other names too ("
            + "; ".join(where(f.path) for f in others[:3])
            + ("…" if len(others) > 3 else "")
            + "). I don't act on a word several names share: say 'yes' for the first, or its exact name with the "
            "extension, and I'll plan it."
        )
        return None
    if len(files) > 1 and not ALL_RE.search(q):
        u.candidates, u.verb = [f.path for f in files[:5]], verb
        u.note = (
            "Which one? "
            + "; ".join(where(f.path) for f in files[:5])
            + (" …" if len(files) > 5 else "")
            + ". Say its name, or 'all of them'."
        )
        return None
    return [f.path for f in files]


def _folders_of(ctx, said: str, path: str, within: str | None = None) -> list[str]:
    """Visible folders named for the word or its plural ("Invoices" for "invoice") that don't hold ``path``
    (and are inside ``within``, when given), shown relative to their root."""
    if " " in said or len(said) < 3:
        return []
    rows = ctx.conn.execute(
        "SELECT path FROM dirs WHERE lower(name) IN (?, ?, ?) AND flags & 3 = 0 AND rec_files > 0 "
        "ORDER BY depth, path LIMIT 10",
        (said, said + "s", said + "es"),
    ).fetchall()
    inside = (within.rstrip("/") + "/") if within else ""
    return [ctx.display(p) for (p,) in rows if not path.startswith(p.rstrip("/") + "/") and p.startswith(inside)]


LEFTOVER_TYPES = {"partial download"}


def _by_filters(ctx, u: Understanding, verb: str, place: str | None) -> list[str] | None:
    """The files explicit filters pick ("all the .dmg files"), each one listed; None (and u.note) when that is
    nothing, too many, or a type-wide delete without "all"."""
    q, s = u.question, u.slots

    # "trash all the .dmg files": the files the filters pick, everywhere indexed, each one listed
    chosen = {**s.filters(), **({"path": place} if place else {})}
    n = _count(ctx, chosen)
    if not n:
        u.note = "No indexed files match that, so there is nothing to do."
        return None
    destroy = verb in ("delete", "remove", "trash", "erase", "get rid of", "throw")
    # ".part and .crdownload files": extensions typed as such pick exactly those files, each one listed
    typed = bool(s.type) and all(re.search(rf"\.{re.escape(e)}s?\b", q, re.I) for e in s.type.split(","))
    # leftovers by their nature ("trash the unfinished downloads"): never a file anyone keeps, each one listed
    leftovers = s.type in LEFTOVER_TYPES and n <= 50
    narrow = s.size_gt or s.size_lt or s.modified_after or s.modified_before or (typed and n <= 50) or leftovers
    narrow = narrow or (u.holds_them and n <= 50)  # "delete the Revit backups": the files of each Revit/Backup
    if destroy and not ALL_RE.search(q) and not narrow:
        # "trash my pictures": every picture everywhere, or a folder? Not without "all"
        wide = f"in every {s.folder.replace('/', ' folder' + chr(39) + 's ', 1)} folder" if s.folder else "everywhere"
        u.note = (
            f"Do you mean {'all ' if n > 1 else ''}{n} {s.type_word or 'files'} {wide}? Say 'trash all the "
            f"{s.type_word or 'files'}' to see that plan, or name a folder."
        )
        return None
    if n > 1000:
        u.note = f"That is {n:,} files: too many to plan one by one. Narrow it (a folder, a size, a date)."
        return None
    paths = _not_named_for_another_year(_selected(ctx, chosen), s)
    if not paths:
        u.note = "The files that fit those dates are named for other years, so I won't guess. Name them exactly."
        return None
    n = len(paths)
    plural = (s.type_word and (s.type_word.endswith("s") or " files" in s.type_word)) or re.search(
        r"\b(?:files|ones)\b", q, re.I
    )  # "delete the empty files": every one of them
    plural = plural or u.holds_them  # ("delete the Revit backups": each Revit/Backup folder's files)
    if n > 1 and not ALL_RE.search(q) and (not plural or _vague(u)):
        # "delete the old notebook": one is meant, several match
        u.note = f"Which one? {n} match: " + "; ".join(where(p) for p in paths[:5]) + (
            " …" if n > 5 else "") + ". Say its name, or 'all of them'."  # fmt: skip
        return None
    return paths


def _folder_selection(ctx, u: Understanding, words: list[str], place: str | None) -> list[str] | bool | None:
    """ "delete my minecraft screenshots": the words are a folder's path, the last of them its own name in the
    plural (Asha/Minecraft/screenshots): the files in it (fitting any filters said), each one listed. Several
    folders the words fit are a question back unless "all"/"both" is said; a folder with folders inside it, or a
    part to leave out, is a question back too. False when the words are not that."""
    from ..index.fold import fold, stem
    from .grounding import ground

    q, last = u.question, (words[-1].lower() if words else "")
    said = [w.lower() for w in words]
    if len(words) < 2 or not last.endswith("s") or len(set(said)) < len(said):
        return False  # ("my downloads downloads": not ~/Downloads)
    if re.search(r"(?<![\w.])\.\w", q):
        return False  # ".minecraft screenshots": a hidden folder named outright, never another one
    g = ground(ctx.conn, words)
    folder = g.place
    name = fold(os.path.basename(folder or "")).split()
    if not folder or any(i.kind != "place" for i in g.items) or not name:
        return False
    parent = fold(os.path.basename(os.path.dirname(folder))).split()
    yearly = len(name) == 1 and re.fullmatch(r"(?:19|20)\d\d", name[0]) and name[0] in said  # (a year's own folder)
    yearly = yearly and parent and stem(parent[-1]) == stem(last)
    if stem(name[-1]) != stem(last) and not yearly:  # (or "the 2025 job cards": Job cards/2025)
        return False
    path_words = {stem(w) for w in fold(ctx.display(folder)).split()}
    if {stem(w.lower()) for w in VAGUE_RE.findall(q)} - path_words and _vague(u):
        return False  # ("the old notebooks"; not "the old EP sketches folder" in Projects/Old)
    from .places import dirs_named

    keys = {stem(w) for w in fold(" ".join(words)).split()}
    named = dirs_named(ctx, os.path.basename(folder), hidden=False)  # every folder of that name the words fit
    fits = [p for p in named if keys <= {stem(w) for w in fold(ctx.display(p)).split()}] or [folder]
    fits = [p for p in fits if not place or p.startswith(place.rstrip("/") + "/")]
    if not fits or any(_holds_a_root(ctx, p) for p in fits):
        return False
    if len(fits) > 1 and not ALL_RE.search(q):
        u.note = (
            f"Which one? {len(fits)} folders fit: " + "; ".join(ctx.display(p) for p in fits[:5])
            + ". Say whose (e.g. 'the files in " + ctx.display(fits[0]) + "'), or 'all of them'."
        )  # fmt: skip
        return None
    if EXCEPT_WORDS_RE.search(q):
        u.note = "I can't leave part of a folder's files out yet, so I didn't plan anything. Say the files to act on."
        return None
    marks = ",".join("?" * len(fits))  # (folders inside it: their files too? only when "folder" is said)
    sql = f"SELECT path FROM dirs WHERE path IN ({marks}) AND rec_files != own_files"
    inner = [p for (p,) in ctx.conn.execute(sql, fits)]
    if inner and not re.search(r"\bfolders?\b", q, re.I):  # (folders inside it: meant too? yes if "folder" said)
        u.note = (
            f"{ctx.display(inner[0])} has folders inside it too. Say 'the files in {ctx.display(inner[0])}' "
            "(and its folders), or name the ones you mean."
        )
        return None
    picked: list[str] = []
    for p in fits:
        picked += _selected(ctx, {**u.slots.filters(), "path": p})
    picked = _not_named_for_another_year(picked, u.slots)
    if not picked or len(picked) > 1000:
        u.note = (
            "The folder holds no files that fit, so there is nothing to do."
            if not picked
            else f"That is {len(picked):,} files: too many to plan one by one. Narrow it (a type, a size, a date)."
        )
        return None
    return picked


def _kind_selection(ctx, u: Understanding, words: list[str], place: str | None) -> list[str] | bool | None:
    """ "delete the screenshots from 2025", "trash all the screenshots": a kind of file said in the plural, chosen
    by a date, size, type or place said with it (or "all"): the files with that word at the start of a word of
    their name (the name filter every listing has), each one listed. False when this is not such a selection."""
    q, s = u.question, u.slots
    word = words[0].lower() if len(words) == 1 else ""
    explicit = _ranged(s) or ALL_RE.search(q) or (place and s.place)  # ("the screenshots on the Desktop")
    if not (word.endswith("s") and len(word) > 3 and explicit) or _vague(u):
        return False
    chosen = {**s.filters(), "name": word, **({"path": place} if place else {})}
    n = _count(ctx, chosen)
    if not n:
        return False
    if n > 1000:
        u.note = f"That is {n:,} files: too many to plan one by one. Narrow it (a folder, a size, a date)."
        return None
    picked = _not_named_for_another_year(_selected(ctx, chosen), s)
    if not picked:
        return False
    from ..index.categories import category_of

    kinds = {category_of(os.path.splitext(p)[1].lstrip(".").lower()) for p in picked}
    if len(kinds) > 1 and not s.type:  # "the screenshots": the PNGs, not "notes Screenshot ideas.txt" beside them
        u.note = (
            f"{len(picked)} files of different kinds are named like {word!r}: "
            + "; ".join(where(p) for p in picked[:5])
            + (" …" if len(picked) > 5 else "")
            + ". Say the type (e.g. 'the png screenshots') or their names."
        )
        return None
    named = _folders_of(ctx, word[:-1], "/", within=place)
    for folder in {os.path.basename(p.rstrip("/")) for p in named}:
        # Screenshots folders too: only when the files they hold (so chosen) are the same files
        held = {k: v for k, v in chosen.items() if k != "name"} | {"folder": folder}
        if set(_selected(ctx, held, cap=n + 1)) != set(picked):
            return False
    return picked


def _holds_a_root(ctx, path: str) -> bool:
    """The folder is an indexed root, or holds one (the user's whole home, /home)."""
    p = os.path.realpath(path).rstrip("/") + "/"
    return any(os.path.realpath(r).rstrip("/") + "/" == p or os.path.realpath(r).startswith(p) for r in ctx.roots())
