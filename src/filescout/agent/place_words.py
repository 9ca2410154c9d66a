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
from .places import resolve_place, same_places, spaced_place
from .slots import STOPWORDS


def _which_of_a_name(ctx, u: Understanding, place: str) -> str | None:
    """The folder meant when its name is several folders' ("Contracts" of each client): the one the other words
    pick ("the contracts folder in Greenleaf"); for a question, all of those the words fit (the folder filter,
    under their common folder: "my client contracts" leaves Personal/Contracts out); for an action, a question
    back (u.note) unless exactly one is picked."""
    s = u.slots
    said = s.place if s.place and resolve_place(ctx, s.place) == place else os.path.basename(place.rstrip("/"))
    named = same_places(ctx, said, place)
    if len(named) < 2:
        return place
    grounded = (u.grounding or {}).get("words", [])
    words = [e["words"] for e in grounded if e.get("value") == place]
    # other words that named a place ("in Greenleaf" -> Clients/Greenleaf Ltd) or are left over
    more = [e["words"] for e in grounded if e.get("as") == "place" and e.get("value") != place] + s.terms
    picked = [p for p in named if _fits(ctx, p, [*words, *more])] if more else []
    if len(picked) == 1:  # "the contracts folder in Greenleaf": the other words name one of them
        s.terms = []
        return picked[0]
    fits = [p for p in named if _fits(ctx, p, words)]
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
    return None if len(fits) == len(named) else top


def _fits(ctx, path: str, said: list[str]) -> bool:
    """Every word the user said for ``place`` fits ``path`` too (a word of its path below the root)."""
    from ..index.fold import fold, stem

    root = next((r for r in ctx.roots() if path.startswith(r.rstrip("/") + "/")), "")
    inside = " " + fold(path[len(root) :]) + " "
    return all(" " + stem(w) in inside for text in said for w in fold(text).split())


def _spaced_paths(ctx, question: str, u: Understanding) -> None:
    """Folder paths typed with spaces in them ("to Clients/Greenleaf Ltd/Invoices"): the slot parser cuts a path at
    a space; the index says how far it goes. The words it took are no longer search terms."""
    s = u.slots
    for attr in ("place", "destination"):
        said = getattr(s, attr)
        if not said or "/" not in said:
            continue
        longer = spaced_place(ctx, question, said)
        if longer:
            setattr(s, attr, longer)
            used = {w.lower() for w in re.findall(r"\w+", longer[len(said) :])}
            s.terms = [t for t in s.terms if not set(re.findall(r"\w+", t.lower())) <= used]
            u.rest = " ".join(w for w in u.rest.split() if not set(re.findall(r"\w+", w.lower())) <= used)


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
            if w in ("file", "files") or w in TYPE_GROUPS or w.rstrip("s") in re.split(r"[ ,]", s.type or ""):
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
    key = folder.rstrip("/")
    marks = ",".join("?" * len(exts))
    inside = conn.execute(
        f"SELECT coalesce(sum(e.files), 0) FROM dir_ext e JOIN dirs d ON d.id = e.dir_id "
        f"WHERE (d.path = ? OR (d.path >= ? AND d.path < ?)) AND e.hidden = 0 AND e.ext IN ({marks})",
        [key, key + "/", key + "0", *sorted(exts)],
    ).fetchone()[0]
    total = conn.execute(
        f"SELECT coalesce(sum(files), 0) FROM root_ext WHERE hidden = 0 AND ext IN ({marks})", sorted(exts)
    ).fetchone()[0]
    return inside * 2 > total


def _type_with_words_as_folder(ctx, u: Understanding, question: str) -> str | None:
    """A type word with the words just before it naming one folder: "whatsapp videos" -> WhatsApp Video (not the
    WhatsApp backup folder "whatsapp" alone names), "whatsapp pics" -> WhatsApp Images, "phone backups" ->
    Backups/Phone. The folder is the place and the type word is its name's, not a filter (the phone backups are
    .zip files)."""
    from ..index.fold import covers, stem, tokens
    from .grounding import _dirs_like, _starting

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

    before = m.group(1).split()
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
        if len(found) == 1:
            s.terms = [t for t in s.terms if t.lower() not in {w.lower() for w in words}]
            if u.intent != "action":  # an action keeps the type: "delete the phone videos" is never the folder
                s.type = s.type_word = None
            return found[0]
    return None


def _longer_destination(ctx, question: str, u: Understanding) -> None:
    """A destination folder whose name goes on past a "to" or a space ("to Travel to Spain", "into Tax Returns"):
    the longest run of the words after it that is an indexed folder."""
    s = u.slots
    said = s.destination
    if not said or "/" in said:
        return
    m = re.search(rf"(?<![\w/]){re.escape(said)}((?:\s+[\w\-&']+){{1,4}})", question, re.I)
    if not m:
        return
    more = m.group(1).split()
    for n in range(len(more), 0, -1):
        cand = said + " " + " ".join(more[:n])
        if resolve_place(ctx, cand):
            s.destination = cand
            used = {w.lower() for w in more[:n]}
            s.terms = [t for t in s.terms if t.lower() not in used]
            return


def _type_names_place(question: str, slots, place: str) -> bool:
    """The type word said right after the folder's words is the rest of that folder's name ("in Email backups")."""
    from ..index.fold import stem, tokens

    name = {stem(t) for t in tokens(os.path.basename(place.rstrip("/")))}
    said = rf"\b{re.escape(slots.place)}\s+{re.escape(slots.type_word)}\b"
    return all(stem(t) in name for t in tokens(slots.type_word)) and bool(re.search(said, question, re.I))


def _folder_selection(ctx, g, slots) -> bool:
    """An action's words name exactly one folder, by whole words of its name, and a type says which of its files
    (with any size or date): a selection by explicit filters in that folder, never a loose match."""
    from ..index.fold import covers
    from .grounding import folders_named

    said = _words_of(g, "place")
    if g.unknown or g.files or not said or not slots.type or slots.filename:
        return False  # (a type says which of its files: "the screenshots from 2025" are not all of Screenshots')
    named = folders_named(ctx.conn, sorted(said), limit=2)
    return named == [g.place] and covers(os.path.basename(g.place.rstrip("/")), sorted(said))


def _subfolder_named(ctx, place: str, word: str) -> str | None:
    """The one folder under ``place`` named just ``word``."""
    from .grounding import folders_named

    inside = [p for p in folders_named(ctx.conn, [word]) if p.startswith(place.rstrip("/") + "/")]
    return inside[0] if len(inside) == 1 else None


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


def _one_word_folder(ctx, word: str) -> list[str]:
    """ "from the Madeira trip" -> Travel/Madeira 2024: the one folder with the word in its name, when no file
    elsewhere is named by it (then the word is more likely a name: "the invoice from Ahmed")."""
    from .grounding import files_named, folders_named

    named = folders_named(ctx.conn, [word], limit=2)
    if len(named) != 1:
        return []
    inside = named[0].rstrip("/") + "/"
    if any(not f.path.startswith(inside) for f in files_named(ctx.conn, [word], limit=20)):
        return []
    return named
