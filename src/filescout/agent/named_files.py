"""Questions about one file the user names ("how big is report_v2_final.docx", "when did I last change the lease",
"whats in banana bread.txt"): that file's facts or its text, or a plain word on why not."""

from __future__ import annotations

import os
import re

from ..index.fold import fold, tokens
from .intents import INFO_RE, Understanding

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


def _read_file(ctx, u: Understanding, g) -> bool:
    """'whats in banana bread.txt', 'read me the boiler repair note': that one file's text."""
    if u.intent == "action" or not READ_RE.search(u.question):
        return False
    if u.slots.filename:
        from .names import exact_file

        found = exact_file(ctx, u.slots.filename, None, u.slots.filename_context, reading=True)
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


def _named_file(ctx, u: Understanding, g, place: str | None) -> bool:
    """'how big is report_v2_final.docx', 'when did I last change the lease', 'where's my resume': one file."""
    s, q = u.slots, u.question
    if PAGES_RE.search(q) and u.intent == "count":
        u.intent = "factual"  # "how many pages is the lease agreement": that file's pages
    if WHERE_RE.search(q) and not (SIZE_Q_RE.search(q) or WHEN_FILE_RE.search(q)):
        return False  # "where is": the search answer says where each match is
    if s.filename and u.intent not in ("action", "compare", "summarize"):
        from .names import exact_file

        found = exact_file(ctx, s.filename, place, s.filename_context)
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
    if len(files) > 1 and re.search(r"\b(?:episodes|parts|versions|copies|ones|files|chapters|drafts)\b", q, re.I):
        return False  # "how big are the minecraft hardcore episodes": every one of them
    many = [w for w in said if len(w) > 3 and w.lower().endswith("s") and w.lower()[:-1] in tokens(files[0].name)]
    if many and not any(w.lower() in tokens(files[0].name) for w in many):
        return False  # "my godot projects": not project.godot, the one file named in the singular
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


CALLED_RE = re.compile(r"\b(?:called|named|titled|entitled)\s+[\"'“‘]?(?P<n>[^\"”’?!]+?)[\"'”’]?\s*(?:[?!.]|$)", re.I)


def called_name(ctx, question: str) -> str | None:
    """ "my piece called Cricieth in the war years": the name of the one file whose name is exactly those words
    (its extension aside), or None."""
    from .grounding import files_named

    m = CALLED_RE.search(question)
    said = m.group("n").strip() if m else ""
    if len(said.split()) < 2:
        return None  # (one word is left to the grounding)
    found = [
        f
        for f in files_named(ctx.conn, re.findall(r"[^\W_]+", said), limit=20)
        if fold(os.path.splitext(f.name)[0]) == fold(said)
    ]
    return found[0].name if len({f.name for f in found}) == 1 else None


def _place_in_name(ctx, slots) -> bool:
    """The place's words are said inside the words before a file name, and that longer name is an indexed file's
    ("Copy of Rental income 2025-26.xlsx", "notes from Berlin trip.txt"): the words are the name's."""
    from .names import exact_file

    context = slots.filename_context or ""
    if not context or not set(tokens(slots.place)) <= set(tokens(context)):
        return False
    found = exact_file(ctx, slots.filename, None, context)
    return isinstance(found, str) and set(tokens(slots.place)) <= set(tokens(os.path.basename(found)))


def _type_word_a_name(ctx, slots, place: str | None, intent: str = "") -> bool:
    """A one-word type with no file of it here, said of a file so named ("the blender download": no .blend file
    in Downloads, a Blender installer is)."""
    from ..index.categories import resolve_type
    from .grounding import files_named
    from .places import typed_files

    if not slots.type or not slots.type_word or " " in slots.type_word:
        return False
    if slots.terms and intent in ("metadata", "factual") and _whole_name(ctx, [*slots.terms, slots.type_word], place):
        return True  # "how big is the quadratics slides": Quadratics slides.pptx, named just so
    exts = resolve_type(slots.type)
    if not exts or len(exts) > 3 or typed_files(ctx.conn, exts, place):
        return False  # (a narrow type only, an app's files: "photos" with none in a folder is none)
    return bool(files_named(ctx.conn, [slots.type_word], limit=1, under=place))


def _whole_name(ctx, words: list[str], place: str | None) -> bool:
    """Exactly one file's whole name (without its extension) is these words."""
    from ..index.fold import fold
    from .grounding import files_named

    said = " ".join(fold(w) for w in words)
    named = [f for f in files_named(ctx.conn, words, limit=20, under=place) if fold(f.name.rsplit(".", 1)[0]) == said]
    return len(named) == 1


def _names_with(ctx, g, slots) -> bool:
    """The type word may be a name's word: some file is named by it with the words nothing else explained
    ("Kodachrome slides"), or a folder is named by it ("in Luca/OBS recordings": not the recordings type). One or
    two cheap lookups before grounding the question again with the type word as a name's word."""
    from .grounding import files_named, folders_named

    return bool(
        files_named(ctx.conn, [*g.unknown, slots.type_word], limit=1) or folders_named(ctx.conn, [slots.type_word], 1)
    )


def _name_words(ctx, slots, place: str | None) -> None:
    """Words said before a file name that are part of it ("Café menu.pdf", "senor frogs (final).flac") are the
    name's, not places or search words."""
    if not (slots.filename and slots.filename_context and slots.terms):
        return
    from .names import exact_file, spelled

    found = exact_file(ctx, slots.filename, place, slots.filename_context)
    if isinstance(found, str):
        name = os.path.basename(found)
        used = set(spelled(name)) | set(spelled(re.sub(r"[’'`]", " ", name)))  # ("Driscoll" of "O'Driscoll")
        slots.terms = [t for t in slots.terms if not set(spelled(t)) <= used]
        slots.filename = os.path.basename(found)  # "Passport - Maggie.pdf", not "Maggie.pdf"


def _terms_as_names(ctx, u: Understanding, g, place: str | None, exts: set[str] | None) -> bool:
    """ "how many lesson plans since September", "how big are my lesson plans": a count, a size or a listing has no
    search to hand its words to, so words that each name some file ("term") are read as a name all the files
    share: all of them, else all but the last ("plans" says what the lessons are), which the answer then says it
    didn't use. Never silently dropped. A search ("show me the lesson plans from September") finds nothing
    named by all of them: when the last word is a plural, the files the others name are listed (True)."""
    from ..index.fold import fold, stem
    from .grounding import Ground, files_named

    said = [i for i in g.items if i.kind == "term"]
    words = [w for i in said for w in i.words.split()]
    said_at = [w.lower() for w in re.findall(r"[\w'-]+", u.question)]
    at = {w: said_at.index(w) for w in said_at[::-1]}  # (each word's first place in the question)
    last = max((at.get(w.lower(), 99) for w in words), default=99)
    # (every word is a name's, not a rambling aside's; or the one left is a plural right after them: "lesson plans")
    trailing = len(g.unknown) == 1 and g.unknown[0].lower().endswith("s") and at.get(g.unknown[0].lower()) == last + 1
    if not said or g.files or g.name or (g.unknown and not trailing):
        return False
    if trailing:
        words = [*words, g.unknown[0]]
        g.unknown, g.items = [], [i for i in g.items if i.kind != "unknown"]
    if u.intent == "search":
        head = words[-1]
        if len(words) < 2 or stem(head) == fold(head).replace(" ", ""):
            return False
        tries = [words[:-1]]
    elif u.intent in ("count", "metadata", "list"):
        tries = [words, words[:-1]]
    else:
        return False
    for keep in tries:
        files = files_named(ctx.conn, keep, exts=exts, under=place) if keep else []
        if files:
            break
    else:
        return False
    g.files, g.name = files, " ".join(stem(w) for w in keep)
    g.items = [i for i in g.items if i.kind != "term"] + [Ground(" ".join(keep), "name")]
    dropped = [w for w in words if w not in keep]
    g.items += [Ground(w, "unknown") for w in dropped]
    g.unknown += dropped
    u.unused = g.unknown
    return u.intent == "search"


def _place_is_a_name(ctx, slots, place: str, words: list[str], exts: set[str] | None, question: str) -> bool:
    """ "the invoices issued to the Guardian": nothing in the Guardian folder is named so, but invoices named
    "… - Guardian - …" are elsewhere: the folder's word is a word of their names (moved to the terms)."""
    from .grounding import files_named, folders_named

    base = re.findall(r"[\w'-]+", os.path.basename(place.rstrip("/")))  # (its words the user said, when the place
    named = slots.place or " ".join(w for w in base if re.search(rf"\b{re.escape(w)}\b", question, re.I))  # came so)
    said = named.split()
    if said and re.search(rf"\b{re.escape(named)}\s+(?:folder|directory)\b", question, re.I):
        return False  # "the previews folder of lightroom": said to be a folder
    if not words or not said or "/" in named or files_named(ctx.conn, words, exts=exts, limit=1, under=place):
        return False
    inside = place.rstrip("/") + "/"
    if any(p.startswith(inside) for p in folders_named(ctx.conn, words)):
        return False  # "the drafts in Guardian": its Drafts folder
    held = any(files_named(ctx.conn, said, exts=exts, limit=1, under=f) for f in folders_named(ctx.conn, words)[:5])
    if not held and not files_named(ctx.conn, [*words, *said], exts=exts, limit=1):
        return False  # (nor named "Guardian" in an Invoices folder)
    slots.terms = [*slots.terms, *said]
    slots.place = None
    return True


def names_not_place(ctx, g, words: list[str], named: list[str], exts: set[str] | None):
    """After _place_is_a_name: the words it took as a name's ("New Scientist" of "invoices to New Scientist") are
    not that folder again; the other words are grounded alone ("invoices": the Invoices folder) and the named words
    become the name the files there have."""
    from .grounding import Ground, ground

    if not (g and g.place and named):
        return g
    placed = {w for i in g.items if i.kind == "place" for w in i.words.split()}
    rest = [w for w in words if w not in named]
    if not placed or not placed <= set(named) or not rest:
        return g
    again = ground(ctx.conn, rest, exts=exts)
    if not again.place or again.unknown:
        return g
    again.name = " ".join(named)
    again.items.append(Ground(" ".join(named), "name"))
    return again


def misspelt_place(ctx, g, place: str | None) -> tuple[str, str] | None:
    """The one word that names nothing, when nothing else named a place, is a folder's name misspelt by a letter or
    two ("invoces" -> Invoices): that folder and the word."""
    from .slips import folder_like

    if g is None or len(g.unknown) != 1 or place or g.place:
        return None
    slip = g.unknown[0]
    found = folder_like(ctx.conn, slip) if len(slip) >= 6 and slip.isalpha() else None
    return (found, slip) if found else None


def typed_name_not_folder(ctx, g, slots) -> bool:
    """A type said with words that name a folder holding none of that type, while files of the type are named by
    those words ("SH 022 mp3": the mp3 "SH 022 - The desk.mp3", not the SH 022 project, which has only wavs): the
    words are read as the name (the grounding says so), and True."""
    from ..index.query import Filters
    from .lookup import files_named
    from .places import typed_files

    if not (g.place and slots.type):
        return False
    exts = Filters(type=slots.type).resolve().exts
    words = [w for item in g.items if item.kind == "place" for w in item.words.split()]
    if not exts or not words or typed_files(ctx.conn, exts, g.place):
        return False
    g.files = files_named(ctx.conn, words, exts=exts, limit=20)
    if not g.files:
        return False
    for item in g.items:
        if item.kind == "place":
            item.kind, item.value = "file", None
    g.place = None
    return True


def kind_folder_file(ctx, g) -> bool:
    """ "the EP42 export": a word that names nothing but a kind of folder (Exports), with the words that named
    another folder (Raw footage/EP42 …) naming one file in a folder of that kind ("EP42 - Brompton full
    service.mp4" in Exports): the grounding becomes that folder and those name words, and True."""
    from .lookup import files_named, folders_named

    if not g.place or len(g.unknown) != 1:
        return False
    word = g.unknown[0]
    named = [w for item in g.items if item.kind == "place" for w in item.words.split()]
    kinds = [f for f in folders_named(ctx.conn, [word], limit=6) if not g.place.startswith(f.rstrip("/") + "/")]
    fits = [(f, r) for f in kinds[:5] for r in files_named(ctx.conn, named, limit=3, under=f)]
    if len(fits) != 1 or not named:
        return False
    g.place, g.files, g.unknown = fits[0][0], [fits[0][1]], []
    for item in g.items:
        if item.kind == "place":
            item.kind, item.value = "name", None
        elif item.kind == "unknown" and item.words == word:
            item.kind, item.value = "place", fits[0][0]
    return True


def intent_words(question: str) -> set[str]:
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


def heads_plural(g, every: bool = False) -> bool:
    """Every run of words naming files ends in a word said in the plural ("planting plans", "quotes 2026"); with
    ``every`` (a search: "find test utils" is the one test_utils.py), every word of them is."""
    runs = [i.words.split() for i in g.items if i.kind in ("file", "name")]
    heads = (
        [w for run in runs for w in run]
        if every
        else [next((w for w in reversed(run) if re.search(r"[^\W\d_]", w)), "") for run in runs]
    )
    return bool(heads) and all(h.lower().endswith("s") and not h.lower().endswith("ss") for h in heads)


def names_owner(owner: str, place: str) -> bool:
    """The place's name holds every word of the owner folder's name ("Dylan 15th birthday" for Dylan)."""
    from ..index.fold import stem, tokens

    said = {stem(t) for t in tokens(os.path.basename(owner.rstrip("/")))}
    return bool(said) and said <= {stem(t) for t in tokens(os.path.basename(place.rstrip("/")))}
