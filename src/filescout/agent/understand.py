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

from ..index.categories import resolve_type
from .grounding import STANDARD_FOLDERS, ground
from .intents import INFO_RE, Understanding, classify
from .places import resolve_file, resolve_place
from .routes import _fallback, _route
from .slots import parse

# things a file agent on this machine doesn't do: said plainly instead of answering another question
CANNOT_RE = re.compile(
    r"\b(?P<v>translate|email|e-mail|mail it|text it|print|upload|share|sync|post|tweet|fax|"
    r"convert|encrypt|decrypt|compress|unzip|extract|edit|proofread|sign|fill (?:in|out)|install|uninstall|"
    r"defragment|defrag|format|partition|back ?up to (?:the )?cloud)\b",
    re.I,
)
SEMANTIC_RE = re.compile(
    r"\bwhat does (?:page|p\.?)\s*\d+\b|\bpage \d+ of\b|\bline \d+ of\b|\bwhat does .+ say about\b|"
    r"\bwhat (?:is|was) the (?:total|amount|balance|due date|deadline)\b|\bwho (?:sent|wrote|signed)\b",
    re.I,
)
FOLDER_SAID_RE = re.compile(r"\b(?:folder|directory|dir|drive|account|cloud)\b", re.I)
WHEN_FILE_RE = re.compile(
    r"\bwhen (?:did|was|were|have) (?:i |we |you )?(?:last |first )?(?:change|changed|edit|edited|modify|"
    r"modified|update|updated|touch|touched|save|saved|download|downloaded|open|opened|get|got|make|made|"
    r"create|created|add|added)\b|\bhow old is\b|\blast (?:changed|modified|edited|updated)\b",
    re.I,
)
SIZE_Q_RE = re.compile(
    r"\bhow (?:big|large|heavy)\b|\bsize of\b|\bhow much (?:space|room|storage)\b|\bwhat size\b", re.I
)
WHERE_RE = re.compile(
    r"\bwhere(?:'s|s| is| are| did| do)?\b|\bdo i (?:still )?have\b|\bhave i got\b|\bfind\b|\blocate\b", re.I
)


def understand(ctx, question: str, *, scope: str | None = None, now: datetime | None = None) -> Understanding:
    slots, _rest = parse(question, now)
    intent = classify(question, slots)
    u = Understanding(question=question, intent=intent, slots=slots)
    m = CANNOT_RE.search(question)
    if (m and intent != "action") or (m and m.group("v").lower() in ("translate", "email", "print", "upload", "share")):
        u.note = (
            f"I can't {m.group('v').lower()} files: I work on this machine's index, offline. I can find, measure, "
            "read, move, copy, rename and trash them."
        )
        return u
    if SEMANTIC_RE.search(question) and intent != "action":
        u.note = (
            "I can't answer what a document says about something offline without a language model. I can find the "
            "document, show its text (e.g. 'read <file> pages 7'), or search for a word in it."
        )
        return u
    place = None
    if slots.place:
        place = resolve_place(ctx, slots.place)
        if place is None:
            refusal = _unknown_place(ctx, question, slots.place)
            if refusal:
                u.note = refusal
                return u
            # not a folder we know: it is probably a name ("from Ahmed")
            slots.terms.append(slots.place)
            slots.place = None
    if not place and slots.type_word:
        place = _type_as_folder(ctx, u, question)
    words = [t for t in slots.terms if t.lower() not in ("file", "files")]
    exts = resolve_type(slots.type) if slots.type else None
    g = ground(ctx.conn, words, exts=exts) if words and u.intent != "compare" else None
    if g is not None:
        u.grounding = g.to_dict()
        if g.place and not place and u.intent not in ("action", "search"):
            place = g.place
            slots.terms = [t for t in slots.terms if t not in _words_of(g, "place")]
        u.unused = g.unknown
    place = place or scope
    u.place = place
    if _named_file(ctx, u, g, place):
        return u
    if g is not None and g.name and u.intent in ("count", "metadata", "list") and not g.place:
        # "how many screenshots": files whose names say so, not every PNG
        slots.terms = [t for t in slots.terms if t not in _words_of(g, "name")]
        u.lead = f"Files named like {g.name!r}"
        _route(ctx, u, place)
        if u.tool in ("count_files", "list_files"):
            u.arguments["name"] = g.name
        elif u.tool in ("disk_usage", "folder_stats"):
            u.tool = "count_files"
            u.arguments = {**slots.filters(), "name": g.name, **({"path": place} if place else {})}
        return u
    _route(ctx, u, place)
    if u.tool is None:
        _fallback(u)
    return u


def _words_of(g, kind: str) -> set[str]:
    out: set[str] = set()
    for item in g.items:
        if item.kind == kind:
            out |= set(item.words.split())
    return out


def _unknown_place(ctx, question: str, word: str) -> str | None:
    """A folder the user named that isn't indexed, or a path outside the roots: said plainly."""
    roots = ctx.roots()
    shown_roots = ", ".join(roots[:3]) + ("…" if len(roots) > 3 else "")
    if word.startswith(("/", "~")):
        return (
            f"{word} is outside the folders I index ({shown_roots or 'none yet'}), so I can't answer about it. "
            "Add it with 'filescout scan <folder>' if you want it indexed."
        )
    after = question[question.lower().find(word.lower()) + len(word) :]
    said_folder = bool(FOLDER_SAID_RE.match(after.strip())) or (word[:1].isupper() and not _is_name_like(ctx, word))
    if said_folder:
        return (
            f"I don't see a folder called {word!r} in the index (indexed: {shown_roots or 'nothing yet'}). "
            "If it's elsewhere, scan it first with 'filescout scan <folder>'."
        )
    return None


def _is_name_like(ctx, word: str) -> bool:
    """A capitalised word that is part of some file name ("from Ahmed" -> Invoice_Ahmed_….pdf)."""
    from .grounding import files_named

    return bool(files_named(ctx.conn, [word], limit=1))


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
        from .grounding import folders_named

        for p in folders_named(ctx.conn, [said]):
            if os.path.basename(p.rstrip("/")).lower() != said.lower():
                continue  # only a folder named exactly so ("Movies"), not "Archive" for "archives"
            top = any(os.path.dirname(p.rstrip("/")) == r.rstrip("/") for r in ctx.roots())
            if not (top and os.path.basename(p).lower() in STANDARD_FOLDERS):
                found = p
                break
    if found:
        s.type = s.type_word = None
    return found


def _named_file(ctx, u: Understanding, g, place: str | None) -> bool:
    """'how big is report_v2_final.docx', 'when did I last change the lease', 'where's my resume': one file."""
    s, q = u.slots, u.question
    if WHERE_RE.search(q) and not (SIZE_Q_RE.search(q) or WHEN_FILE_RE.search(q)):
        return False  # "where is": the search answer says where each match is
    if s.filename and u.intent not in ("action", "compare", "summarize"):
        from .grounding import files_named

        stem_words = re.findall(r"[^\W_]+", os.path.splitext(s.filename)[0])
        ext = os.path.splitext(s.filename)[1].lstrip(".").lower()
        exact = [f for f in files_named(ctx.conn, stem_words, exts={ext} if ext else None) if f.name.lower() ==
                 s.filename.lower()]  # fmt: skip
        if exact:
            u.tool, u.arguments, u.intent = "file_info", {"path": exact[0].path}, "factual"
            return True
        if not files_named(ctx.conn, stem_words[:3]):
            u.note = f"I don't see a file named {s.filename!r} in the index."
            return True
        return False
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
    u.tool, u.arguments = "file_info", {"path": files[0].path}
    u.intent = "factual"
    if len(files) > 1:
        u.lead = f"{len(files)} files match; the most recent is"
    return True


__all__ = ["Path", "resolve_file", "resolve_place", "understand"]
