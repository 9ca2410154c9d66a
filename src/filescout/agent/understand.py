"""Offline understanding: what a question means in terms of this index, and the tool call that answers it.

The slot parser (slots.py) finds the filters; grounding (grounding.py) explains every other word by the index:
a folder, a file, a name many files share, a search term, or a word that names nothing. The intent
(intents.py) and the routes (routes.py) turn that into one registry tool call. Whatever the rules don't cover
is matched against the registry's keywords and examples, so a new tool's examples teach the router without
editing it. What can't be answered honestly is declined with a plain reason, never guessed.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path

from ..index.categories import TYPE_GROUPS, resolve_type
from ..index.fold import fold
from .declines import CLOUD_RE, _cannot, _is_name_like, _unknown_place
from .grounding import STANDARD_FOLDERS, ground
from .intents import INFO_RE, SEARCH_RE, Understanding, classify
from .places import known_exts, resolve_file, resolve_place, same_places, spaced_place
from .routes import _fallback, _route
from .slots import STOPWORDS as STOP_ALL
from .slots import parse

WHEN_FILE_RE = re.compile(
    r"\bwhen (?:did|was|were|have) (?:i |we |you )?(?:last |first )?(?:change|changed|edit|edited|modify|"
    r"modified|update|updated|touch|touched|save|saved|download|downloaded|open|opened|get|got|make|made|"
    r"create|created|add|added)\b|\bhow old is\b|\blast (?:changed|modified|edited|updated)\b",
    re.I,
)
SIZE_Q_RE = re.compile(
    r"\bsize\s*\??$|\bhow (?:big|large|heavy)\b|\bsize of\b|\bhow much (?:space|room|storage)\b|\bwhat size\b", re.I
)
WHERE_RE = re.compile(
    r"\bwhere(?:'s|s| is| are| did| do)?\b|\bdo i (?:still )?have\b|\bhave i got\b|\bfind\b|\blocate\b", re.I
)


READ_RE = re.compile(
    r"\b(?:what(?:'s| is)? (?:in|inside|on)|whats (?:in|on)|read(?: me)?|show (?:me )?(?:what's|whats|what is) in|"
    r"contents? of|what does .+ say|open)\b",
    re.I,
)


PAGES_RE = re.compile(r"\bhow many pages\b|\bpage count\b|\bnumber of pages\b|\bhow long is\b", re.I)
MENTION_RE = re.compile(
    r"\b(?:that |which |where )?(?P<how>mention(?:s|ing|ed)?|contain(?:s|ing)?|talk(?:s|ing)? about|"
    r"say(?:s|ing)? (?:something )?about|with the words?|containing the words?|referring to|about)\s+(?P<t>[^?!]+)",
    re.I,
)


def _intent_words(question: str) -> set[str]:
    """Words the intent patterns explain ("how much room", "duplicates", "average"): never search terms."""
    from .intents import COUNT_RE, DUPES_RE, HISTORY_RE, LIST_RE, METADATA_RE, STATUS_RE, TREE_RE

    out: set[str] = set()
    for rx in (
        METADATA_RE,
        COUNT_RE,
        DUPES_RE,
        TREE_RE,
        HISTORY_RE,
        STATUS_RE,
        INFO_RE,
        SIZE_Q_RE,
        WHEN_FILE_RE,
        LIST_RE,
    ):  # fmt: skip  (not READ_RE: "what does the supervisor feedback say" names the file)
        for m in rx.finditer(question):
            out |= {w.lower() for w in re.findall(r"[\w']+", m.group(0))}
    return out | {"average", "hidden", "duplicate", "duplicates", "wasting", "wasted"}


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


def understand(ctx, question: str, *, scope: str | None = None, now: datetime | None = None) -> Understanding:
    # the steps in order (declines, places, grounding, named files, name words, routes): kept in one function so
    # the order they take precedence in is read in one place
    from .slots import respell

    if getattr(ctx, "settings", None) is not None and ctx.settings.index_url:
        _ = ctx.shared  # a shared index: its machines' names are words to understand ("on nas")
    asked, question = question, _the_question(respell(question))
    slots, rest = parse(question, now, known_exts(ctx.conn))
    intent = classify(question, slots, rest)
    u = Understanding(question=question, intent=intent, slots=slots, rest=rest)
    refusal = _cannot(question, intent) or _negated(rest, slots)
    if refusal:
        u.note = refusal
        return u
    cloud = CLOUD_RE.search(question)
    if cloud and not resolve_place(ctx, cloud.group("c")) and not _is_name_like(ctx, cloud.group("c").split()[0]):
        u.note = (
            f"I don't see a {cloud.group('c')} folder among the indexed folders: I only know what has been scanned on "
            "this machine. If it is synced here, scan that folder first ('filescout scan <folder>')."
        )
        return u
    place = None
    _spaced_paths(ctx, asked, u)  # (as typed: respelling may have changed a folder word, "Fils" -> "files")
    if slots.place and "/" in slots.place and not slots.filename:
        from .actions import _exact_file

        if isinstance(_exact_file(ctx, slots.place, None), str):
            slots.filename, slots.place = slots.place, None  # a typed path that is a file ("data/x.parquet")
    if slots.place:
        place = resolve_place(ctx, slots.place)
        words = slots.place.split()
        for n in range(len(words) - 1, 0, -1):  # "in Spring 2026 Lectures": the longest start that is a folder
            if place is not None or "/" in slots.place:
                break
            place = resolve_place(ctx, " ".join(words[:n]))
            if place is not None:
                slots.terms += words[n:]
        if place is None and "/" not in slots.place:
            from .grounding import folder_like

            place = folder_like(ctx.conn, slots.place)  # "musc" -> Music: the answer names the folder
        if place is None:
            refusal = _unknown_place(ctx, question, slots.place)
            if refusal:
                u.note = refusal
                return u
            # not a folder we know: it is probably a name ("from Ahmed")
            slots.terms += slots.place.split()
            slots.place = None
    if not place and slots.type_word:
        place = _type_as_folder(ctx, u, question)
    downloads = re.search(r"\bdownload(?:ed|s)?\b", question, re.I) and slots.type != "partial download"
    if not place and downloads and u.intent != "action":
        place = resolve_place(ctx, "Downloads")  # "what did I download", "PDFs I downloaded": the Downloads folder
    if _wants_space(asked, slots):  # "help me free up space", "my PC is getting slow…": the clean-up report
        u.tool, u.intent, u.place = "cleanup_suggestions", "list", place or scope
        u.arguments = {"path": place or scope} if place or scope else {}
        return u
    mention = MENTION_RE.search(rest) if u.intent != "action" else None  # without its dates ("about 2 weeks ago")
    signal = bool(
        SEARCH_RE.search(question)
        or slots.filters()
        or place
        or re.search(r"\b(?:files?|docs?|documents?|notes?)\b", question, re.I)
    )
    if mention and signal and (mention.group("how").lower() != "about" or u.intent == "search"):
        return _content_search(ctx, u, mention, place or scope)
    _name_words(ctx, slots, place)
    explained = _intent_words(question)
    words = [t for t in slots.terms if t.lower() not in ("file", "files") and t.lower() not in explained]
    slots.terms = [t for t in slots.terms if t.lower() not in explained]
    exts = resolve_type(slots.type) if slots.type else None
    said_place = place
    g = ground(ctx.conn, words, exts=exts) if words and u.intent != "compare" else None
    if g is not None:
        if g.place and place and not g.place.startswith(place.rstrip("/") + "/"):
            # "the stems in Night Drive": Night Drive's Stems folder, not another one of the name
            name = os.path.basename(g.place.rstrip("/"))
            mine = [p for p in same_places(ctx, name, g.place) if p.startswith(place.rstrip("/") + "/")]
            if len(mine) == 1:
                g.place = mine[0]
                for item in g.items:
                    if item.kind == "place":
                        item.value = mine[0]
        u.grounding = g.to_dict()
        inner = g.place and place and g.place.startswith(place.rstrip("/") + "/") and not g.unknown
        if g.place and (not place or inner) and u.intent != "action" and (u.intent != "search" or not g.files):
            # "show me the wallpapers", "school papers from last month", "chapters of my thesis": that folder
            place = g.place
            slots.terms = [t for t in slots.terms if t not in _words_of(g, "place")]
            if u.intent == "search":
                u.intent = "list"
                slots.terms = []
        slots.terms = [t for t in slots.terms if t not in _words_of(g, "filler")]
        if u.intent == "search" and g.files:
            order = {w: i for i, w in enumerate(slots.terms)}
            slots.terms = (
                sorted(_words_of(g, "file") | _words_of(g, "name"), key=lambda w: order.get(w, 99)) or slots.terms
            )
        u.unused = g.unknown
    within_said = said_place and place and place.startswith(said_place.rstrip("/") + "/")
    if place and place != scope and not within_said:  # (a folder inside the one the user named is that one)
        place = _which_of_a_name(ctx, u, place)
        if u.note:
            return u
    place = place or scope
    u.place = place
    unexplained = g is not None and g.unknown and not (g.place or g.files or place or slots.filename)
    if unexplained and u.intent in ("count", "list", "metadata", "factual"):
        said = " ".join(g.unknown)
        what = f"I can list your {slots.type_word}, but not by {said!r}. " if slots.type_word else ""
        u.note = (
            f"Nothing indexed is named {said!r}, and it isn't a file type I know, so I didn't guess. {what}"
            "Try a folder name, a type (pdfs, photos) or 'find <words>'."
        )
        return u
    if _read_file(ctx, u, g):
        return u
    if _named_file(ctx, u, g, place):
        return u
    asked_for = False  # a search for names said in the plural ("my thesis drafts"): those files, listed
    plural = g is not None and all(w.lower().endswith("s") for w in _words_of(g, "file") | _words_of(g, "name"))
    if (
        g is not None
        and g.files
        and (
            (g.place and u.intent in ("count", "list", "metadata"))
            or u.intent == "count"
            or (u.intent in ("list", "metadata", "search") and plural and not g.unknown and not slots.filename)
        )
    ):  # ("list my datasheets": the files named so)
        if u.intent == "search":
            u.intent, asked_for = "list", True
        # "how many tests are in the webshop": the files in that folder whose names say so
        named = " ".join(sorted(_words_of(g, "file") | _words_of(g, "name")))
        if named:
            g.name = named
    if g is not None and g.name and u.intent in ("count", "metadata", "list"):
        # "how many screenshots": files whose names say so, not every PNG
        slots.terms = [t for t in slots.terms if t not in _words_of(g, "name") | _words_of(g, "file")]
        u.lead = f"Files named like {g.name!r}"
        q_ = question
        _route(ctx, u, place)
        if u.tool in ("count_files", "list_files"):
            u.arguments["name"] = g.name
        elif u.tool in ("disk_usage", "folder_stats", "browse_directory", None):
            listing = u.tool is None and (asked_for or re.search(r"\b(?:where|find|list|show|locate)\b", q_, re.I))
            u.tool = "list_files" if listing else "count_files"  # "where are my datasheets": each one, where
            u.arguments = {**slots.filters(), "name": g.name, **({"path": place} if place else {})}
            if listing:
                u.arguments |= {"sort_by": "date", "limit": 20}
        _hidden_place(ctx, u)
        return u
    if u.intent == "action" and g is not None and g.place and not place and _is_tidy(question):
        place = g.place  # "clean up my projects"
    _route(ctx, u, place)
    _keep_filters(u, place)
    if u.tool == "find_files" and g is not None and g.files and not g.unknown and "search_type" not in u.arguments:
        u.arguments["search_type"] = (
            "name"  # the words name these files: other files that merely contain them are noise
        )
    if u.tool is None and not u.note and u.intent != "action":
        _fallback(u)
    _hidden_place(ctx, u)
    return u


def _name_words(ctx, slots, place: str | None) -> None:
    """Words said before a file name that are part of it ("Café menu.pdf", "senor frogs (final).flac") are the
    name's, not places or search words."""
    if not (slots.filename and slots.filename_context and slots.terms):
        return
    from .actions import _exact_file, _spelled

    found = _exact_file(ctx, slots.filename, place, slots.filename_context)
    if isinstance(found, str):
        used = set(_spelled(os.path.basename(found)))
        slots.terms = [t for t in slots.terms if not set(_spelled(t)) <= used]


def _negated(rest: str, slots) -> str | None:
    """A "not" no slot understood ("files that aren't pdfs", "zips not from 2024", "not big"): the filters would
    pick the very files the user left out, so say so instead of answering (or planning) the opposite. Not a
    question's "haven't I got…", nor "haven't touched in a year" (the dates took it: older than)."""
    for m in re.finditer(r"\bnot(?:\s+been)?(?:\s(?P<w>\w+)|\s*$|\s{2,})", rest):
        w = m.group("w") or ""  # (nothing: what followed was a filter the slots took, "not pdfs", "not from 2024")
        if not w and (slots.modified_before and not slots.modified_after):
            continue
        if w in ("i", "there", "it", "we", "you", "that", "this", "sure", "counting", "including", "yet", "know"):
            continue
        stale = w in ("touched", "opened", "used", "changed", "modified", "edited", "accessed", "looked", "updated")
        if stale and (slots.modified_before and not slots.modified_after):
            continue
        if re.search(r"\b(?:why|whether or|or)\s+$", rest[: m.start()]):
            continue
        return (
            "I can't leave files out by what they are not yet, so I didn't guess (the filters would pick the very "
            "files you meant to leave out). Ask for the ones you want directly (a folder, a type, a size or a "
            "date), or name them."
        )
    return None


def _keep_filters(u: Understanding, place: str | None) -> None:
    """A tool that can't take a filter the question gave ("all my stems": every Stems folder) is not the answer:
    the count (which gives the size too) takes every filter."""
    from ..tools import REGISTRY

    if u.tool not in ("disk_usage", "folder_stats", "browse_directory"):
        return
    given = u.slots.filters()
    takes = {p.name for p in REGISTRY.get(u.tool).params}
    if any(k not in takes for k in given if k in ("folder", "size_gt", "size_lt", "modified_after", "modified_before")):
        u.tool = "count_files"
        u.arguments = {**given, **({"path": place} if place else {})}


def _the_question(text: str) -> str:
    """Of several sentences, the one that asks: "How much space is my Games folder using? I have a feeling the
    Skyrim stuff is huge." is about Games; the rest is context, not more words to find."""
    parts = [p.strip() for p in re.split(r"(?<=[.?!])\s+(?=[A-Z])", text.strip()) if p.strip()]
    if len(parts) < 2:
        return text
    asked = [p for p in parts if p.endswith("?")]
    return asked[0] if asked else max(parts, key=lambda p: bool(re.search(r"\b(?:how|what|which|where|when|who|"
                                                                          r"show|list|find|delete|move|copy|"
                                                                          r"rename|count)\b", p, re.I)))  # fmt: skip


def _wants_space(question: str, slots) -> bool:
    from .actions import SPACE_RE

    return bool(SPACE_RE.search(question)) and not slots.filters() and not slots.filename


def _is_tidy(question: str) -> bool:
    from .actions import CLEANUP_RE

    return bool(CLEANUP_RE.search(question))


def _content_search(ctx, u: Understanding, m: re.Match, place: str | None) -> Understanding:
    """'markdown files that mention stripe', 'notes about kubectl': words inside the documents."""
    s = u.slots
    what = [w for w in re.findall(r"[\w\-.]+", m.group("t")) if w.lower() not in STOP_ALL]
    if not what:
        return u
    args = {
        "query": " ".join(what),
        **s.filters(),
        "search_type": "content" if m.group("how").lower() != "about" else "auto",
    }
    if place:
        args["path"] = place
    u.tool, u.arguments, u.intent = "find_files", args, "search"
    return u


def _same_names(ctx, name: str, place: str | None) -> str | None:
    """Several files share the name: each one, with its folder, size and date (a question, so all are answered)."""
    from ..units import human_size, iso_from_ns
    from .grounding import files_named

    words = re.findall(r"[^\W_]+", os.path.splitext(name)[0]) or [name]
    same = [f for f in files_named(ctx.conn, words, limit=50) if f.name.lower() == os.path.basename(name).lower()]
    if place:
        same = [f for f in same if f.path.startswith(place.rstrip("/") + "/")]
    if len(same) < 2:
        return None
    each = "; ".join(
        f"in {os.path.basename(os.path.dirname(f.path))}{f' on {f.host}' if f.host else ''}: {human_size(f.size)}, "
        f"modified {iso_from_ns(f.mtime_ns)[:10]}"
        for f in same[:6]
    )
    return f"There are {len(same)} files named {os.path.basename(name)!r} — {each}."


def _hidden_place(ctx, u: Understanding) -> None:
    """A hidden or noise folder named outright ("node_modules", "pip cache") is counted with its files."""
    path = u.arguments.get("path")
    if not path or not u.tool:
        return
    row = ctx.conn.execute("SELECT flags FROM dirs WHERE path = ?", (path,)).fetchone()
    from ..tools import REGISTRY

    if row and row[0] & 3 and "include_hidden" in {p.name for p in REGISTRY.get(u.tool).params}:
        u.arguments["include_hidden"] = True


def _read_file(ctx, u: Understanding, g) -> bool:
    """'whats in banana bread.txt', 'read me the boiler repair note': that one file's text."""
    if u.intent == "action" or not READ_RE.search(u.question):
        return False
    if u.slots.filename:
        from .actions import _exact_file

        found = _exact_file(ctx, u.slots.filename, None, u.slots.filename_context, reading=True)
        path = found if isinstance(found, str) else None
    elif g is not None and g.files and len(g.files) <= 2 and not g.unknown and not g.place:
        path = g.files[0].path
    else:
        return False
    if not path:
        return False
    u.tool, u.arguments, u.intent = "read_file", {"path": path}, "summarize"
    return True


def _words_of(g, kind: str) -> set[str]:
    out: set[str] = set()
    for item in g.items:
        if item.kind == kind:
            out |= set(item.words.split())
    return out


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


def _named_file(ctx, u: Understanding, g, place: str | None) -> bool:
    """'how big is report_v2_final.docx', 'when did I last change the lease', 'where's my resume': one file."""
    s, q = u.slots, u.question
    if PAGES_RE.search(q) and u.intent == "count":
        u.intent = "factual"  # "how many pages is the lease agreement": that file's pages
    if WHERE_RE.search(q) and not (SIZE_Q_RE.search(q) or WHEN_FILE_RE.search(q)):
        return False  # "where is": the search answer says where each match is
    if s.filename and u.intent not in ("action", "compare", "summarize"):
        from .actions import _exact_file

        found = _exact_file(ctx, s.filename, place, s.filename_context)
        if isinstance(found, str):
            u.tool, u.arguments, u.intent = "file_info", {"path": found}, "factual"
        else:
            u.note = _same_names(ctx, s.filename, place) or found[1]
        return True
    asks_file = SIZE_Q_RE.search(q) or WHEN_FILE_RE.search(q) or INFO_RE.search(q) or WHERE_RE.search(q)
    if u.intent in ("action", "count", "compare", "summarize") or not asks_file:
        return False
    if g is None:
        return False
    files = g.files
    if place:
        files = [f for f in files if f.path.startswith(place.rstrip("/") + "/")]
    if not files or len(files) > 3 or g.unknown:
        return False
    said = _words_of(g, "file")
    if len(files) > 1 and said and all(w.lower().endswith("s") for w in said):
        return False  # "how much space do my datasheets take": all of them
    exact = [
        f for f in files if fold(os.path.splitext(f.name)[0]) == " ".join(fold(w) for w in g.items[-1].words.split())
    ]
    if len(files) > 1 and len(exact) == 1:
        files = exact  # "thesis_v3_final_FINAL": that one, not thesis_v3_final too
    u.tool, u.arguments = "file_info", {"path": files[0].path}
    u.intent = "factual"
    if len(files) > 1:
        u.lead = f"{len(files)} files match; the most recent is"
    return True


__all__ = ["resolve_file", "resolve_place", "understand"]
