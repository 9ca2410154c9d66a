"""Words that name folders, settled against the index: a name several folders share ("Contracts" of each client),
a folder path typed with spaces in it, a type word that is also a folder's name ("Movies", "lecture slides")."""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..index.categories import TYPE_GROUPS, resolve_type
from .grounding import STANDARD_FOLDERS
from .intents import Understanding
from .named_files import _words_of
from .places import named_outside, resolve_place, same_places, typed_files
from .slots import STOPWORDS
from .unnamed import FILE_KINDS


def _which_of_a_name(ctx, u: Understanding, place: str) -> str | None:
    """The folder meant when its name is several folders' ("Contracts" of each client): the one the other words
    pick ("the contracts folder in Greenleaf"); for a question, all of those the words fit (the folder filter,
    under their common folder: "my client contracts" leaves Personal/Contracts out); for an action, a question
    back (u.note) unless exactly one is picked."""
    s = u.slots
    said = s.place if s.place and resolve_place(ctx, s.place) == place else os.path.basename(place.rstrip("/"))
    named = same_places(ctx, said, place)
    grounded = (u.grounding or {}).get("words", [])
    words = [e["words"] for e in grounded if e.get("value") == place]
    if len(named) < 2:
        name = os.path.basename(place.rstrip("/"))
        alone = (
            [w.lower() for w in words] == [name.lower()]
            and not (s.terms or u.unused)
            and (u.intent == "list" or (u.intent == "count" and name.lower() in FILE_KINDS))
        )
        if alone and " " not in name and named_outside(ctx, name, [place]):
            s.called = name  # "screenshots from the last 2 weeks": Screenshots' and the Screenshot*.png elsewhere
            return None
        return place
    # other words that named a place ("in Greenleaf" -> Clients/Greenleaf Ltd) or are left over
    more = [e["words"] for e in grounded if e.get("as") == "place" and e.get("value") != place] + s.terms
    picked = [p for p in named if _fits(ctx, p, [*words, *more])] if more else []
    if len(picked) == 1:  # "the contracts folder in Greenleaf": the other words name one of them
        s.terms = []
        return picked[0]
    fits = [p for p in named if _fits(ctx, p, words)]
    from ..index.fold import tokens

    parent_said = {t for w in words for t in tokens(w)} - set(tokens(os.path.basename(place.rstrip("/"))))
    if u.intent == "action" and len(fits) == 1 and parent_said:
        return fits[0]  # "move the 2024-25 tax folder": Tax/2024-25, named with its parent's name too
    if u.intent == "action":  # "delete the Invoices folder" with one per client: never one of them
        shown = "; ".join(ctx.display(p) for p in named[:5]) + (" …" if len(named) > 5 else "")
        u.note = (
            f"Which one? There are {len(named)} folders named {os.path.basename(place.rstrip('/'))!r}: "
            f"{shown}. Say its path (for example {ctx.display(named[0])!r}) and I'll plan it."
        )
        return place
    if len(fits) == 1:
        return fits[0]
    if not fits:
        return place
    top = os.path.commonpath(fits)
    if not ctx.policy.root_of(Path(top)) or [p for p in named if p.startswith(top.rstrip("/") + "/")] != fits:
        return place  # the ones the words fit can't be told from the others by a filter
    s.folder = os.path.basename(place.rstrip("/"))  # "my client contracts", "invoices from 2025": all of them
    alone = len(" ".join(words).split()) == 1 and not more  # the folders' name said alone ("screenshots")
    if alone and len(fits) == len(named) and named_outside(ctx, s.folder, named):
        s.called, s.folder = s.folder, None  # "screenshots": those folders' files and the Screenshot*.png elsewhere
    return None if len(fits) == len(named) else top


def _fits(ctx, path: str, said: list[str]) -> bool:
    """Every word the user said for ``place`` fits ``path`` too (a word of its path below the root)."""
    from ..index.fold import fold, stem

    root = next((r for r in ctx.roots() if path.startswith(r.rstrip("/") + "/")), "")
    words = fold(path[len(root) :]).split()
    inside = " " + " ".join(words) + " " + " ".join(stem(w) for w in words) + " "  # ("proxies" -> proxy)
    return all(" " + stem(w) in inside for text in said for w in fold(text).split())


def _type_as_folder(ctx, u: Understanding, question: str) -> str | None:
    """A type word that is also a folder's name: the folder, when it is more specific than the type
    ("podcasts" -> Music/Podcasts, "movies" -> Videos/Movies) or the user capitalised it ("how large is Videos")."""
    s = u.slots
    m = re.search(rf"\b{re.escape(s.type_word)}\b", question, re.I)
    if not m:
        return None
    said = m.group(0)
    found = resolve_place(ctx, said) if said[:1].isupper() and u.intent != "count" else None
    if not found:
        from .grounding import _holds, folders_named

        exts = resolve_type(s.type) if s.type else None
        for p in folders_named(ctx.conn, [said]):
            if os.path.basename(p.rstrip("/")).lower() != said.lower():
                continue  # only a folder named exactly so ("Movies"), not "Archive" for "archives"
            if exts and not _holds(ctx.conn, p, exts):
                continue  # a folder named PDF holding text files is not where the PDFs are
            if exts and (s.type or "") in BROAD_TYPES and not _holds_most(ctx.conn, p, exts):
                continue  # "photos" with an Allotment/Photos folder: all the photos, not that folder's few
            top = any(os.path.dirname(p.rstrip("/")) == r.rstrip("/") for r in ctx.roots())
            if not (top and os.path.basename(p).lower() in STANDARD_FOLDERS):
                found = p
                break
    if found:
        s.type = s.type_word = None
    elif " " in said and not s.folder:
        # "lecture slides": a type said with a word that names folders ("Lectures" of each course): the type,
        # in those folders
        for w in said.lower().split():
            if (
                w in ("file", "files")
                or w in TYPE_GROUPS
                or w[:-1] in TYPE_GROUPS
                or w.rstrip("s") in re.split(r"[ ,]", s.type or "")
            ):
                continue  # "stl files": the type itself, not a folder's name ("STLs")
            row = ctx.conn.execute(
                "SELECT name FROM dirs WHERE lower(name) IN (?, ?) AND flags & 3 = 0 ORDER BY depth LIMIT 1",
                (w, w + "s"),
            ).fetchone()
            if row and len(w) > 2:
                s.folder = row[0]
                break
    return found


# type words that name a whole kind of file: a folder so named is where they are only if it holds most of them
# ("Allotment/Photos" is the allotment's); a narrower word ("movies", "podcasts") names its folder
BROAD_TYPES = {"photo", "picture", "image", "images", "video", "videos", "music", "audio", "document", "documents",
               "doc", "pdf", "spreadsheet", "presentation", "archive", "archives", "code", "text"}  # fmt: skip


def _holds_most(conn, folder: str, exts: set[str]) -> bool:
    """The folder holds most of the visible files of these types (the per-folder and per-root totals, no scan)."""
    return typed_files(conn, exts, folder) * 2 > typed_files(conn, exts)


def _type_with_words_as_folder(ctx, u: Understanding, question: str) -> str | None:
    """A type word with the words just before it naming one folder: "whatsapp videos" -> WhatsApp Video (not the
    WhatsApp backup folder "whatsapp" alone names), "whatsapp pics" -> WhatsApp Images, "phone backups" ->
    Backups/Phone. The folder is the place and the type word is its name's, not a filter (the phone backups are
    .zip files)."""
    from ..index.fold import covers, stem, tokens
    from .grounding import _dirs_like, _holds, _starting

    s = u.slots
    m = re.search(rf"((?:[\w'&-]+\s+){{1,2}}){re.escape(s.type_word)}\b", question, re.I)
    if not m or not s.terms:
        return None
    terms = {t.lower() for t in s.terms}
    kinds = resolve_type(s.type) if s.type else None
    said = stem(s.type_word.split()[-1])

    def typed(tok: str) -> bool:  # a word of the folder's name that says the same type ("images" for "pics")
        if stem(tok) == said:
            return True
        other = resolve_type(tok) if kinds else None
        return bool(other and kinds and len(other & kinds) >= min(3, len(kinds)))

    before = [re.sub(r"['’]s$", "", w) for w in m.group(1).split()]  # ("Saoirse's songs": the folder so named)
    for k in (2, 1):
        words = before[-k:]
        if len(words) < k or not all(w.lower() in terms or w.lower() in STOPWORDS for w in words):
            continue  # ("the old family photos" -> Family History/Old photos: "old" is a folder's word here)
        if not any(w.lower() in terms for w in words):
            continue
        mine = {stem(t) for w in words for t in tokens(w)}
        found = []
        keys = [w for w in sorted(words, key=len, reverse=True) if len(stem(w)) >= 3]
        rows = dict.fromkeys(p for key in keys for p, _ in _starting(_dirs_like(ctx.conn, key, False, None), key))
        for p in rows:  # (a word may be the parent's: "old family photos" -> Family History/Old photos)
            name = os.path.basename(p.rstrip("/"))
            if not covers(" ".join(p.rstrip("/").split("/")[-2:]), words):
                continue
            extra = [t for t in tokens(name) if stem(t) not in mine]
            if not extra:  # "phone backups": Backups/Phone, the type word its parent's name
                extra = [t for t in tokens(os.path.basename(os.path.dirname(p.rstrip("/")))) if stem(t) not in mine]
            if extra and all(typed(t) for t in extra):
                found.append(p)
        said = {w.lower() for w in words}
        if len(found) > 1:  # "the J2302 site photos": the one Site photos folder the other words' path has
            rest = [t for t in s.terms if t.lower() not in said and t.lower() not in STOPWORDS]
            picked = [p for p in found if rest and _fits(ctx, p, rest)]
            if len(picked) == 1:
                found, said = picked, said | {t.lower() for t in rest}
        if len(found) == 1:
            s.terms = [t for t in s.terms if t.lower() not in said]
            # an action keeps the type ("delete the phone videos" is never the folder), unless the folder holds
            # none of that type ("Delete the GEDCOM backups": its .ged files are the backups)
            if u.intent != "action" or not (kinds and _holds(ctx.conn, found[0], kinds)):
                u.holds_them = u.intent == "action"  # (the backups are what it holds, not the folder itself)
                s.type = s.type_word = None
            return found[0]
        if not found:
            kid = _child_named(ctx, u, words, mine)
            if kid is not False:
                return kid
    return None


def _child_named(ctx, u: Understanding, words: list[str], mine: set[str]) -> str | bool | None:
    """ "the Revit backups": the folders named by the type word ("Backup") inside the folders the words name
    ("Revit", one per job). One of them if the other words pick it ("for J2302"), else each of them (the
    folder filter "Revit/Backup"); False when there are none."""
    from ..index.fold import stem, tokens
    from .grounding import folders_named

    s = u.slots
    kids = [
        p
        for p in folders_named(ctx.conn, [s.type_word.split()[-1]])
        if {stem(t) for t in tokens(os.path.basename(os.path.dirname(p.rstrip("/"))))} == mine
    ]
    if not kids:
        return False
    said = {w.lower() for w in words}
    s.terms = [t for t in s.terms if t.lower() not in said]
    s.type = s.type_word = None  # (the type word is the folders' name here, even for an action)
    u.holds_them = True
    rest = [t for t in s.terms if t.lower() not in STOPWORDS]
    picked = [p for p in kids if rest and _fits(ctx, p, rest)]
    if len(picked) == 1 or len(kids) == 1:
        s.terms = [] if len(picked) == 1 else s.terms
        return picked[0] if len(picked) == 1 else kids[0]
    names = {"/".join(p.rstrip("/").split("/")[-2:]).lower() for p in kids}
    if len(names) == 1:
        s.folder = "/".join(kids[0].rstrip("/").split("/")[-2:])
    return None


def _type_names_place(question: str, slots, place: str, words: str | None = None) -> bool:
    """The type word said right after the folder's words is the rest of that folder's name ("in Email backups",
    "my training logs" for Training logs: its spreadsheets, not .log files)."""
    from ..index.fold import stem, tokens

    name = {stem(t) for t in tokens(os.path.basename(place.rstrip("/")))}
    said = rf"\b{re.escape(words or slots.place)}\s+{re.escape(slots.type_word)}\b"
    return all(stem(t) in name for t in tokens(slots.type_word)) and bool(re.search(said, question, re.I))


def _folder_selection(ctx, g, slots) -> bool:
    """An action's words name exactly one folder, by whole words of its name, and a type, a size or a date says
    which of its files: a selection by explicit filters in that folder, never a loose match."""
    from ..index.fold import covers
    from .grounding import folders_named
    from .vocabulary import TYPE_WORDS

    said = _words_of(g, "place")
    if g.unknown or g.files or not said or not slots.filters() or slots.filename:
        return False
    if not slots.type and (len(said) < 2 or any(w.lower() in TYPE_WORDS for w in said)):
        # (a type says which of its files: "the screenshots from 2025" are not all of Screenshots'; a folder's
        # whole name of several words, "the bib scans from 2024", is that folder's files of then)
        return False
    named = folders_named(ctx.conn, sorted(said), limit=2)
    own = os.path.basename(g.place.rstrip("/"))
    up = os.path.basename(os.path.dirname(g.place.rstrip("/")))  # ("the Hartley rushes": Hartley Wedding/Rushes)
    return named == [g.place] and (covers(own, sorted(said)) or covers(f"{up} {own}", sorted(said)))


def _said_folder(ctx, g, question: str) -> bool:
    """An action on a folder said as one ("move the 2024-25 tax folder to Archive"): the words just before
    "folder" name exactly one folder, by whole words of its name and its parent's, and nothing else is said."""
    from ..index.fold import covers, tokens
    from .grounding import folders_named

    placed = next((i.words for i in g.items if i.kind == "place"), None)
    if not placed or g.unknown or g.files or not g.place:
        return False
    if not re.search(rf"\b{re.escape(placed)}\s+(?:folder|directory|dir)\b", question, re.I):
        return False
    tail = " ".join(g.place.rstrip("/").split("/")[-2:])
    words = [t for w in placed.split() for t in tokens(w)]
    return folders_named(ctx.conn, placed.split(), limit=2) == [g.place] and covers(tail, words)


def _subfolder_named(ctx, place: str, word: str, several: bool = False) -> str | None:
    """The one folder under ``place`` named just ``word`` (with ``several``: the first of two or more)."""
    from .grounding import folders_named

    inside = [
        p
        for p in folders_named(ctx.conn, [word])
        if p.startswith(place.rstrip("/") + "/") and os.path.basename(p).lower() == word.lower()
    ]
    return inside[0] if len(inside) == 1 or (several and len(inside) > 1) else None


def _describes(question: str, said: str, words: set[str], g, place: str) -> bool:
    """Words just before or after the folder the user named ("the Madeira trip", "the Whitby caravan photos")
    that name another, unrelated folder: they describe the one named."""
    if g.files or g.unknown or not words:
        return False
    if g.place.startswith(place.rstrip("/") + "/") or place.startswith(g.place.rstrip("/") + "/"):
        return False
    alt, said_rx = "|".join(re.escape(w) for w in words), re.escape(said)
    after, before = rf"\b{said_rx}(?:\s+(?:{alt}))+\b", rf"\b(?:(?:{alt})\s+)+{said_rx}\b"
    return bool(re.search(after, question, re.I) or re.search(before, question, re.I))


def _one_word_folder(ctx, word: str, inside: bool = False) -> list[str]:
    """ "from the Madeira trip" -> Travel/Madeira 2024: the one folder with the word in its name, when no file
    elsewhere is named by it (then the word is more likely a name: "the invoice from Ahmed"), or when the user
    said "in" it ("what changed in J2412": the J2412 project's folder, whatever else is named J2412)."""
    from .grounding import files_named, folders_named

    named = folders_named(ctx.conn, [word], limit=2)
    if len(named) != 1:
        return []
    if inside:
        return named
    inside = named[0].rstrip("/") + "/"
    if any(not f.path.startswith(inside) for f in files_named(ctx.conn, [word], limit=20)):
        return []
    return named


def _type_names_child(ctx, u: Understanding, place: str | None) -> str | None:
    """ "how many files are in the revit backups": a type word ("backups") that finds none of its type in the
    place, where the place holds a folder so named (Revit/Backup): that folder, its files whatever their type.
    With a folder filter ("Revit": each job's), each of its children so named ("Revit/Backup")."""
    from ..index.fold import fold, stem
    from ..index.query import Filters, count_files
    from .grounding import _holds, folders_named

    s = u.slots
    exts = resolve_type(s.type) if s.type else None
    if not s.type_word or not exts or s.filename or not (place or s.folder):
        return None
    if place and _holds(ctx.conn, place, exts):
        return None
    if not place and count_files(ctx.conn, Filters(folder=s.folder, exts=exts))[0]:
        return None
    word = s.type_word.split()[-1]
    kids = [p for p in folders_named(ctx.conn, [word]) if stem(fold(os.path.basename(p.rstrip("/")))) == stem(word)]
    if place:
        kids = [p for p in kids if os.path.dirname(p.rstrip("/")) == place.rstrip("/")]
        if len(kids) != 1:
            return None
    else:
        parent = s.folder.rsplit("/", 1)[-1].lower()
        kids = [p for p in kids if os.path.basename(os.path.dirname(p.rstrip("/"))).lower() == parent]
        if not kids or len({os.path.basename(p.rstrip("/")).lower() for p in kids}) != 1:
            return None
        s.folder = f"{s.folder}/{os.path.basename(kids[0].rstrip('/'))}"
    s.type = s.type_word = None
    u.holds_them = True
    return kids[0] if place else None


def _said_by_place(ctx, u: Understanding, g, place: str) -> None:
    """Words left over that the place's own path holds ("J2412" for Projects/J2412 Brewery Yard/Tender): they said
    where the place is, they are not names to look for inside it."""
    from ..index.fold import stem

    s = u.slots
    said = [t for t in s.terms if t.lower() not in STOPWORDS and _fits(ctx, place, [t])]
    if not said or (u.intent == "action" and not u.holds_them):
        return
    gone = {t.lower() for t in said}
    s.terms = [t for t in s.terms if t.lower() not in gone]
    for item in g.items:
        if item.kind in ("name", "term", "unknown") and {w.lower() for w in item.words.split()} <= gone:
            item.kind, item.value = "place", place
    if g.name and g.name in {stem(t) for t in gone}:
        g.name, g.files = None, []
    if g.files and not any(i.kind in ("file", "name") for i in g.items):
        g.files = []
    u.grounding = g.to_dict()
    u.unused = [w for w in u.unused if w.lower() not in gone]


# "delete the one in downloads", "the ones from the synth project": some of the last files, by a folder of theirs
THE_ONES_IN_RE = re.compile(r"\bthe ones?\s+(?:in|inside|under|from)\b", re.I)


def folder_among(low: str, paths: list[str]) -> str | None:
    """The one folder, among those holding the last result's files, that the words after "from"/"in" name
    ("from the synth project" -> Projects/synth-midi-controller); None unless exactly one (the outermost) fits."""
    from ..index.fold import covers

    m = re.search(
        r"\b(?:from|in|under|inside)\s+(?:the\s+|my\s+)?(?P<w>[\w\- ]+?)"
        r"(?:\s+(?:project|folder|one|ones|dir|directory))?\s*[?.!]*$",
        low,
    ) or re.match(  # "only the stems": the ones in the folder among theirs so named
        r"\s*(?:and\s+)?(?:only|just)\s+(?:the\s+|my\s+)?(?P<w>[\w\- ]+?)(?:\s+(?:folder|ones|files))?\s*[?.!]*$",
        low,
    )
    words = [w for w in (m.group("w").split() if m else []) if w not in ("the", "my", "a")]
    if not words or not paths:
        return None
    parents = {os.path.dirname(p) for p in paths}
    ancestors = {a for p in parents for a in [p, *(p[:i] for i in range(len(p)) if p[i] == "/")] if a}
    fit = sorted((a for a in ancestors if covers(os.path.basename(a), words)), key=len)
    if not fit or any(not f.startswith(fit[0].rstrip("/") + "/") and f != fit[0] for f in fit):
        return None
    return fit[0] if any(p.startswith(fit[0].rstrip("/") + "/") for p in paths) else None
