"""Words that name nothing here, said where a narrower set of files was asked for (issue 11, class 2): declined
plainly instead of answering with a broader set ("luca's tiktok videos", "the wedding invitations" in Hartley Wedding,
"okafor seating chart" with none in the Okafor folder, "which photos are in focus")."""

from __future__ import annotations

import os
import re


def _unknown_kind(question: str, g, slots, conn=None) -> tuple[str, str] | None:
    """A word that names nothing, said just before the type word ("tiktok videos") or the one word that named the
    place or a term ("the hendricks job", "anime drawings"): a narrower kind, or one of them, which the answer
    can't pick out. The word and the word it qualifies."""
    if not g.unknown:
        return None
    heads = [slots.type_word] if slots.type_word else []
    # (a place's word only when the place is a collection of named things, one folder each: "the hendricks job"
    # among jobs named "2026-10-03 - Brennan - rewire", not "client invoices" in one Invoices folder)
    heads += [i.words for i in g.items if i.kind == "place" and " " not in i.words and _of_named_things(conn, i.value)]
    # (or a folder named for a kind of file, said in the plural: "my roblox screenshots" in Screenshots)
    heads += [i.words for i in g.items if i.kind == "place" and i.words.lower() in FILE_KINDS]
    for w in g.unknown:
        for head in heads:
            if re.search(rf"\b{re.escape(w)}(?:'s)?\s+{re.escape(head)}\b", question, re.I):
                return w, head
    return None


_DOCUMENTS = ("pdf", "doc", "docx", "odt", "rtf", "txt", "md", "pages", "xls", "xlsx", "ods", "csv")


def _unknown_head(question: str, g, slots, conn=None) -> str | None:
    """The thing asked for is a plural that names nothing, said after the word that named a folder ("show me the
    wedding invitations": Hartley Wedding, where nothing is an invitation): not everything in that folder. The plain
    answer, or None."""
    from .word_runs import GENERIC

    if slots.type_word or not g.place or len(g.unknown) != 1:
        return None
    w = g.unknown[0]
    if not w.lower().endswith("s") or w.lower() in GENERIC or w.lower() in FILE_KINDS or len(w) < 4:
        return None
    placed = [i.words for i in g.items if i.kind == "place"]
    tail = r"\s*(?:[?.!]*\s*$|\s+(?:from|in|for|of|that|which|i|we)\b)"
    if not any(re.search(rf"\b{re.escape(p)}\s+{re.escape(w)}\b{tail}", question, re.I) for p in placed):
        return None
    key = g.place.rstrip("/")
    marks = ",".join("?" * len(_DOCUMENTS))
    sql = "SELECT 1 FROM files f JOIN dirs d ON d.id = f.dir_id WHERE (d.path = ? OR (d.path > ? AND d.path < ?)) "
    if (
        conn is None
        or conn.execute(sql + f"AND f.ext IN ({marks}) LIMIT 1", (key, key + "/", key + "0", *_DOCUMENTS)).fetchone()
    ):
        return None  # ("my business bank statements": the documents in Bank are them, whatever their names say)
    name = os.path.basename(key)
    return (
        f"Nothing in {name} is named {w!r}, so I can't tell which files are your {w} and I didn't guess. "
        f"I can list everything in {name} instead, or search the files' text for it (try 'files that mention {w}')."
    )


FILE_KINDS = {"screenshots", "photos", "pictures", "pics", "videos", "clips", "recordings", "scans", "drawings",
               "songs", "tracks", "voice memos", "selfies"}  # fmt: skip


def _of_named_things(conn, place: str | None) -> bool:
    """The folder holds at least three folders named for something each ("2026-10-03 - Brennan - rewire")."""
    from .lookup import _SEGMENTS

    if not place or conn is None:
        return False
    key = place.rstrip("/")
    rows = conn.execute("SELECT name FROM dirs WHERE path > ? AND path < ? LIMIT 300", (key + "/", key + "0"))
    return sum(1 for (n,) in rows if _SEGMENTS.search(n)) >= 3


DEPICT_RE = re.compile(
    r"\b(?:photos?|pictures?|pics?|images?|videos?|shots?|clips?|footage|selfies?)\s+(?:of|showing|with)\s+(?P<x>.+)",
    re.I,
)


# "which photos from the Patel wedding are in focus": a property of the files no name or date says
PROPERTY_RE = re.compile(
    r"^\s*which\b.*\b(?:are|is|were|was|have|has)\s+(?:still\s+|already\s+|currently\s+|now\s+|been\s+)*"
    r"(?P<x>(?:in|out of|not)?\s*\w+)\s*\??\s*$",
    re.I,
)


def _depicted(ctx, question: str, g, slots) -> str | None:
    """ "photos of the cake cutting at the Patel wedding": what a photo shows is not in any name here (the words
    that name nothing say what is in the picture), so no list of other photos stands for it."""
    shown = DEPICT_RE.search(question)
    m = shown or PROPERTY_RE.search(question)
    if not (m and g is not None and g.unknown):
        return None
    if not any(re.search(rf"\b{re.escape(w)}\b", m.group("x"), re.I) for w in g.unknown):
        return None
    from .grounding import files_named, folders_named

    if any(folders_named(ctx.conn, [w], limit=1) or files_named(ctx.conn, [w], limit=1) for w in g.unknown):
        return None  # ("photos of the damp at Crown Street": a "damp photos" folder says what they show)
    if not shown:  # "which invoices are still unpaid"
        return (
            f"I can't tell which files are {' '.join(g.unknown)}: the index knows their names, sizes, dates and "
            "text, and nothing here is named so. I can list them (e.g. by folder or date) or search their text for "
            "a word."
        )
    return (
        f"I can't see what is in photos or videos, and nothing here is named {' '.join(g.unknown)!r}, so I didn't "
        "guess. I can list the photos of a folder or a date (e.g. 'photos from the Patel wedding'), or find them "
        "by a word of their names."
    )


def _named_elsewhere(ctx, g, place: str | None) -> str | None:
    """ "okafor seating chart": the words name a folder, and two or more other words name files that are all
    elsewhere (the other couples' seating charts): not one of those, nor the folder's other files."""
    if g is None or not (g.place and place) or not g.unknown or g.files:
        return None
    from .grounding import files_named

    words = [w for i in g.items if i.kind in ("unknown", "term") for w in i.words.split()]
    words = [w for w in words if files_named(ctx.conn, [w], limit=1)]  # (not "come back": it names nothing)
    if len(words) < 2:
        return None
    found = files_named(ctx.conn, words, limit=20)
    inside = place.rstrip("/") + "/"
    if not found or any(f.path.startswith(inside) for f in found):
        return None
    from ..index.fold import covers

    placed = [w for i in g.items if i.kind == "place" for w in i.words.split()]
    if any(covers(f.name.replace("'", " "), placed) for f in found):
        return None  # "the Chen & O'Driscoll teaser for instagram": named for them, in Marketing
    said, name = " ".join(words), os.path.basename(place.rstrip("/"))
    others = list(dict.fromkeys(os.path.basename(os.path.dirname(f.path)) for f in found))
    return (
        f"I don't see a {said} in {name}, so I didn't guess. There are files named so in "
        + ", ".join(others[:4])
        + (" and others" if len(others) > 4 else "")
        + f". Ask for one of those, or for everything in {name}."
    )
