"""The folder a question names where the slot parser found one ("in Spring 2026 Lectures", "the Harbour Road flat
folder" -> "14 Harbour Road - Flat 2", "musc" -> Music for a question), resolved against the index; a typed path that
is a file, or a place said inside a file's name, is the file's."""

from __future__ import annotations

import os
import re

from .declines import _unknown_place
from .grounding import GENERIC
from .intents import Understanding
from .lookup import folder_with_words, outermost
from .named_files import _place_in_name
from .place_words import _one_word_folder
from .places import named_on, resolve_place


def said_place(ctx, u: Understanding, question: str) -> str | None:
    """The indexed folder the slots' place names, or None (its words are then search words: "from Ahmed"); u.note
    says why when the place is refused (a folder not indexed)."""
    slots = u.slots
    place = None
    if slots.filename and not slots.place and os.path.isdir(resolve_place(ctx, slots.filename) or ""):
        slots.place, slots.filename = slots.filename, None  # "Code/priyaraman.com": a folder named like a file
    if slots.place and "/" in slots.place and not slots.filename:
        from .names import exact_file

        if isinstance(exact_file(ctx, slots.place, None), str):
            slots.filename, slots.place = slots.place, None  # a typed path that is a file ("data/x.parquet")
    if slots.place and slots.filename and _place_in_name(ctx, slots):
        slots.place = None  # "delete Copy of Rental income.xlsx": "of Rental" is the name's, not a place
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
            from .grounding import folder_like, folders_named

            said_in = rf"\b(?:in|inside|under|within)\s+(?:the\s+|my\s+)?{re.escape(words[0])}\b"
            inside = re.search(said_in, question, re.I)
            named = folders_named(ctx.conn, words) if len(words) > 1 else _one_word_folder(ctx, words[0], bool(inside))
            kind = [w for w in words if w.lower() not in GENERIC]  # "the engagement shoot folder": "shoot" says a kind
            if not named and 0 < len(kind) < len(words):
                named = folders_named(ctx.conn, kind) if len(kind) > 1 else _one_word_folder(ctx, kind[0], bool(inside))
            # "the Harbour Road flat folder" -> "14 Harbour Road - Flat 2": one folder whose name has every word
            # ("musc" -> Music: for a question only, as an action never acts on a slip; and a word that names
            # several folders is no slip)
            slip = u.intent != "action" and not named
            place = named[0] if len(named) == 1 else (folder_like(ctx.conn, slots.place) if slip else None)
            said_folder = re.search(rf"\b{re.escape(words[-1])}\s+(?:folder|directory)\b", question, re.I)
            place = place or (folder_with_words(ctx.conn, kind or words) if said_folder else None)
        longer = named_on(ctx, question, slots.place) if place is None else None  # "The Reading Room Café"
        if longer:
            place, slots.terms = longer[0], [t for t in slots.terms if t not in longer[1]]
        if place is not None and slots.terms:
            _rest_of_its_name(question, slots, place)  # "in the Brightside Coffee Promo project"
        if place is None and u.intent != "action":
            place = folder_by_initials(ctx.conn, slots.place)  # "the HoY folder": Head of Year 10
        if place is None:
            refusal = _unknown_place(ctx, question, slots.place)
            if refusal:
                u.note = refusal
                return None
            # not a folder we know: it is probably a name ("from Ahmed")
            slots.terms += slots.place.split()
            slots.place = None
    return place


INITIALS_RE = re.compile(r"(?=[A-Za-z]*[A-Z][A-Za-z]*[A-Z])[A-Za-z]{2,6}")  # "HoY", "CQC", "EPQ": two capitals
_SMALL = {"of", "and", "the", "for", "a", "to", "in"}


def folder_by_initials(conn, said: str) -> str | None:
    """The one folder (the outermost, when they nest) whose name's words start with the letters said ("HoY" ->
    "Head of Year 10", "CQC" -> "Care Quality Commission"): a question's, never an action's, as it is a guess the
    answer shows. A scan of the folders' names: only when nothing is named by the word itself."""
    if not INITIALS_RE.fullmatch(said):
        return None
    low = said.lower()
    like = " ".join(c + "%" for c in low)  # (a first filter: the check is below)
    rows = conn.execute("SELECT path, name FROM dirs WHERE flags & 3 = 0 AND name LIKE ? LIMIT 200", (like,))
    hits = []
    for path, name in rows:
        words = re.findall(r"[A-Za-z]+", name)
        every = "".join(w[0] for w in words).lower()
        big = "".join(w[0] for w in words if w.lower() not in _SMALL).lower()
        if low in (every, big):
            hits.append(path)
    tops = outermost(hits)
    return tops[0] if len(tops) == 1 else None


def _rest_of_its_name(question: str, slots, place: str) -> None:
    """The words said right after the place's word that go on with the folder's name ("in the Brightside Coffee
    Promo project": Brightside Coffee Promo, the place) are its name, not words to look for inside it."""
    from ..index.fold import stem, tokens

    name = [stem(w) for w in tokens(os.path.basename(place.rstrip("/")))]
    said = [stem(w) for w in tokens(slots.place)]
    at = next((i for i in range(len(name) - len(said) + 1) if name[i : i + len(said)] == said), None)
    if at is None:
        return
    m = re.search(re.escape(slots.place) + r"((?:\s+[\w'&-]+)+)", question, re.I)
    after = tokens(m.group(1)) if m else []
    n = 0
    while n < len(after) and at + len(said) + n < len(name) and stem(after[n]) == name[at + len(said) + n]:
        n += 1
    used = {w.lower() for w in after[:n]}
    from .word_runs import FOLDER_KINDS

    if n and all(t.lower() in used or t.lower() in FOLDER_KINDS for t in slots.terms):  # (other words: grounded)
        slots.terms = []
        slots.place = " ".join([slots.place, *after[:n]])
