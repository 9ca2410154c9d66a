"""Words inside the documents ("markdown files that mention stripe", "notes about kubectl") and the clean-up asks
("help me free up space"): read before the grounding, as they decide the tool on their own."""

from __future__ import annotations

import re

from .intents import SEARCH_RE, Understanding
from .slots import STOPWORDS as STOP_ALL

MENTION_RE = re.compile(
    r"\b(?:that |which |where )?(?P<how>mention(?:s|ing|ed)?|contain(?:s|ing)?|talk(?:s|ing)? about|"
    r"say(?:s|ing)? (?:something )?about|with the words?|containing the words?|referring to|about|to do with|"
    r"related to|relating to|regarding|concerning|connected (?:to|with)|"
    r"(?:wrote|write|written|noted|note)\s+(?:it\s+)?down\s+(?:that|how|when|where|what))\s+(?P<t>[^?!]+)",
    re.I,
)


# "the note with the Kowalski office address": a document said with what it holds
WITH_RE = re.compile(
    r"\b(?:note|notes|doc|docs|document|documents|letter|letters|email|emails|memo|memos)\s+(?P<how>with)\s+"
    r"(?:the|a|an|my|our|his|her|their)\s+(?!(?:biggest|largest|smallest|most|latest|newest|oldest|same|name|"
    r"extension|date|size)\b)(?P<t>[^?!]+)",
    re.I,
)


# "which file has Gareth the Madison rep in it": a document asked for by what is written in it
HAS_IN_RE = re.compile(
    r"\b(?:which|what)\s+(?:file|doc|document|note|one|spreadsheet|text file)s?\s+(?P<how>has|have|had|got|"
    r"includes?|lists?)\s+(?P<t>[^?!]+?)\s+(?:in|inside|written in|on)\s+(?:it|them|there)\b",
    re.I,
)


def _wants_space(question: str, slots) -> bool:
    from .actions import SPACE_RE

    if not SPACE_RE.search(question) or slots.filename:
        return False
    # ("help me free up space … I need room for the christmas photos": the photos are what the room is for)
    strong = re.search(r"\bfree\s+up\s+(?:some\s+)?(?:disk\s+)?space\b|\b(?:disk|drive)\s+is\s+(?:nearly\s+|almost\s+)?"
                       r"full\b", question, re.I)  # fmt: skip
    return not (set(slots.filters()) - ({"type"} if strong else set()))


def _is_tidy(question: str) -> bool:
    from .actions import CLEANUP_RE

    return bool(CLEANUP_RE.search(question))


def _content_search(ctx, u: Understanding, m: re.Match, place: str | None) -> Understanding:
    """'markdown files that mention stripe', 'notes about kubectl': words inside the documents."""
    s = u.slots
    what = [w for w in re.findall(r"[\w\-.]+", m.group("t")) if w.lower() not in STOP_ALL]
    if not what:
        return u
    named = _named_with_head(ctx, u, m, what, place) if _about(m) else None
    args = {
        "query": " ".join(named or what),
        **s.filters(),
        "search_type": "name" if named else "auto" if _about(m) else "content",
    }
    if place:
        args["path"] = place
    u.tool, u.arguments, u.intent = "find_files", args, "search"
    return u


def _named_with_head(ctx, u: Understanding, m: re.Match, what: list[str], place: str | None) -> list[str] | None:
    """ "the letter from the landlord about the rent going up": the words before "about" and those after it that
    together name files ("Letter from landlord - rent increase 2026.pdf"), or None."""
    from .lookup import files_named

    terms = {t.lower() for t in u.slots.terms}
    head = [w for w in re.findall(r"[\w'-]+", u.question[: m.start()]) if w.lower() in terms]
    if not head:
        return None
    said = [*head, *what]
    if not files_named(ctx.conn, said, limit=1, under=place):
        said = [*head, *(w for w in what if files_named(ctx.conn, [*head, w], limit=1, under=place))]
    if len(said) == len(head) or not files_named(ctx.conn, said, limit=1, under=place):
        return None
    return said


def _about(m: re.Match) -> bool:
    """ "about Aunt Dot", "to do with the caravan": names and words inside alike, not only the text."""
    return not re.match(
        r"mention|contain|talk|say|with the|containing|referring|has|have|had|got|include|list|wr|note",
        m.group("how"),
        re.I,
    )


def _mentioned(ctx, u: Understanding, question: str, rest: str, place: str | None) -> Understanding | None:
    """A question about what files say ("markdown files that mention stripe", "which file has Gareth in it"): the
    search of their text, or None. (``rest`` is the question without its dates: "about 2 weeks ago".)"""
    if u.intent == "action":
        return None
    mention = HAS_IN_RE.search(question) or MENTION_RE.search(rest) or WITH_RE.search(rest)
    signal = bool(
        SEARCH_RE.search(question)
        or u.slots.filters()
        or place
        or re.search(r"\b(?:files?|docs?|documents?|notes?)\b", question, re.I)
    )
    about = mention is not None and _about(mention)
    signal = signal or bool(about and re.search(r"\b(?:everything|anything|all|stuff|things)\b", question, re.I))
    if mention and signal and (not about or u.intent == "search"):
        return _content_search(ctx, u, mention, place or _folder_before(ctx, question[: mention.start()]))
    return None


def _folder_before(ctx, said: str) -> str | None:
    """The folder the words just before "about" name by its whole name ("the case notes about rabbits": Case
    notes), or None."""
    from .lookup import exactly_named

    words = re.findall(r"[\w'-]+", said)
    for n in (3, 2, 1):
        run = words[-n:]
        if len(run) < n or run[0].lower() in STOP_ALL or (n == 1 and not run[0][:1].isupper()):
            continue
        named = exactly_named(ctx.conn, run)
        if len(named) == 1:
            return named[0]
    return None


# "which recipes use scotch bonnet", "which job had the bats": a kind of file or folder asked for by what it holds
WHICH_HAS_RE = re.compile(
    r"\b(?:which|what)\s+(?!(?:files?|folders?|ones?|of)\b)(?P<kind>[\w'&-]+(?:\s+[\w'&-]+)?)\s+(?:(?:was|is)\s+it\s+(?:that\s+|which\s+)?)?(?P<how>has|have|had|"
    r"use[sd]?|got|includes?|included|needs?|needed|features?|featured)\s+(?P<t>[^?!]+)",
    re.I,
)


def asked_inside(question: str, g, slots) -> tuple[str, str] | None:
    """The words a "which X has Y" question asks the files' text for, when every word of Y names nothing indexed
    (the grounding's unknown words): "which job had the bats" -> "bats"; None otherwise ("which folder has the
    most photos" is a size question, "which job has the Bowen quote" names a file). Returns the words and the
    kind asked for ("job")."""
    m = WHICH_HAS_RE.search(question)
    if not m or slots.filters().keys() - {"type", "path"}:
        return None
    said = re.sub(r"\s+(?:written|saved|kept|noted)(?:\s+down)?\s*$", "", m.group("t").strip(), flags=re.I)
    words = [w for w in re.findall(r"[\w'-]+", said) if w.lower() not in STOP_ALL]
    unknown = {w.lower() for w in g.unknown} | ({slots.type_word.lower()} if slots.type_word else set())
    if not words or not all(w.lower() in unknown for w in words):
        return None
    if slots.type_word and slots.type_word.lower() in {w.lower() for w in words}:
        slots.type = slots.type_word = None  # "the door code": words in the text, not code files
    return " ".join(words), m.group("kind")


SAID_ABOUT_RE = re.compile(
    r"\bwhat (?:does|do|did)\s+(?:the\s+|my\s+)?(?P<f>.+?)\s+(?:say|said|says|mention)\s+(?:about|on|regarding)\s+"
    r"(?P<t>[\w' -]+?)\s*[?.!]*$",
    re.I,
)


def said_about(ctx, u: Understanding, question: str) -> bool:
    """ "what does Patel job notes.txt say about the filter": the lines of that one file that mention it (a text
    search in it, with the lines around), not a reading of its meaning. True when the file is named exactly."""
    import os

    from .names import exact_file

    if len(question) > 300 or not re.search(r"\b(?:say|said|says|mention)\s+(?:about|on|regarding)\b", question, re.I):
        return False  # (the pattern is only tried where it can fit: a long question never)
    m = SAID_ABOUT_RE.search(question)
    if not m:
        return False
    said = m.group("f").strip().strip("'\"“”")
    found = exact_file(ctx, said, None) if os.path.splitext(said)[1] else None
    words = [w for w in re.findall(r"[\w'-]+", m.group("t").lower()) if w not in STOP_ALL and len(w) > 2]
    if not isinstance(found, str) or not words:
        return False
    folder, name = os.path.split(found)
    from ..index import query as qy
    from ..index.query import Filters

    named = f'"{os.path.splitext(name)[0]}"'
    if qy.count_files(ctx.conn, Filters(path=folder, name=named).resolve())[0] != 1:
        return False  # (the search would read other files named so too: "Patel job notes old.md")
    u.tool, u.intent, u.place = "search_file_content", "search", folder
    u.arguments = {
        "query": "|".join(re.escape(w) for w in words),
        "mode": "regex",
        "path": folder,
        "name": named,
    }
    return True
