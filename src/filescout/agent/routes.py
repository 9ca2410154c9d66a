"""From an understood question to one registry tool call: the rules per intent, actions, and the fallback."""

from __future__ import annotations

import os
import re

from ..tools import REGISTRY
from .actions import _route_action
from .intents import (
    BROWSE_RE,
    DUPES_RE,
    FOLDER_RE,
    HISTORY_RE,
    INFO_RE,
    LIST_RE,
    SEARCH_RE,
    STATUS_RE,
    TREE_RE,
    Understanding,
)
from .places import resolve_file
from .slots import STOPWORDS, Slots


def _filters(s: Slots, place: str | None) -> dict:
    out = s.filters()
    if place:
        out["path"] = place
    return out


def _limit(s: Slots, default: int = 50) -> int:
    """As many as were asked for; else 50, and the answer names them all when that is every match."""
    return s.limit or default


LAST_CHANGED_RE = re.compile(
    r"\b(?:last|latest|most recent(?:ly)?|newest)\s+(?:\w+\s+)?(?:files?|things?|documents?|docs?|stuff)\s+(?:that\s+)?"
    r"(?:i|we|you)(?:'ve|\s+have)?\s+(?:changed|edited|modified|saved|worked on|touched|made|created|updated)\b|"
    r"\bwhat (?:did|have) (?:i|we) (?:change|edit|modify|save|work on|touch)d?\s+(?:last|most recently)\b",
    re.I,
)


# "which folder has the most photos", "what folders have the most videos in them", "where are most of my pdfs"
MOST_OF_A_TYPE_RE = re.compile(
    r"\b(?:which|what)\s+(?:(?:sub)?folders?|director(?:y|ies)|dirs?|places?)\s+"
    r"(?:(?:in|inside|under|of)\s+(?:my\s+|the\s+)?[\w'-]+(?:\s+folder)?\s+)?(?:has|have|holds?|contains?|"
    r"keeps?|is|are)\s+(?:got\s+)?(?:the\s+)?most\b(?!\s+(?:files?|items?|stuff|space|room|data)\b)|"
    r"\bwhere\s+(?:are|is|do\s+i\s+keep|have\s+i\s+(?:got|put))\s+(?:the\s+)?(?:most|bulk)\s+of\s+(?:my|the|our)\b",
    re.I,
)


def _route(ctx, u: Understanding, place: str | None) -> None:
    # one branch per intent, in order of precedence: long, but read top to bottom it is the routing table
    q, s = u.question, u.slots
    low = q.lower()
    terms = s.quoted + ([os.path.splitext(s.filename)[0]] if s.filename and u.intent == "search" else []) + s.terms
    if u.intent == "action":
        _route_action(ctx, u, place)
        return
    if HISTORY_RE.search(q) and not (place and re.search(r"\bhistory\b", q, re.I)):
        # (not "how big is the Family History folder", "lucas history homework")
        u.tool, u.arguments = "history", {}
        return
    if LAST_CHANGED_RE.search(q) and not terms:  # "what was the last file I changed": the newest ones, newest first
        u.tool, u.arguments = "list_files", {**_filters(s, place), "sort_by": "date", "limit": 10}
        return
    if MOST_OF_A_TYPE_RE.search(q) and s.type and set(s.filters()) == {"type"} and not terms:
        # "which folder has the most photos?": folders ranked by that type's files (the ones they hold directly,
        # or each subfolder's whole of them when a folder is named)
        size = re.search(r"\b(?:space|room|size|bytes|biggest|largest|heaviest|[gmk]b)\b", low)
        u.tool, u.intent = "folder_stats", "metadata"
        u.arguments = {"type": s.type, "sort_by": "size" if size else "count", "mode": "recursive" if place else "own"}
        u.arguments.update({"path": place} if place else {})
        return
    member = _one_of_them(ctx, place, low)
    if member and s.type_word and re.search(rf"\b{re.escape(s.type_word)}\s+{member}\b", low):
        s.type = s.type_word = None  # "which video project": a project, not the videos
    if member and not s.filters():
        u.tool, u.arguments = "folder_stats", {"sort_by": "size", "path": place}
        return
    if DUPES_RE.search(q):
        u.tool, u.arguments = "find_duplicates", {**_filters(s, place), "limit": 30}
        return
    if (
        u.intent == "count"
        and place
        and not s.filters()
        and re.search(
            r"\bhow many\b(?:(?!\b(?:files?|items?|things)\b).){0,30}?\b(?:sub)?(?:folders|directories|dirs)\b", low
        )
    ):  # "how many folders are in Clients": its folders, not its files
        u.tool, u.arguments = "browse_directory", {"path": place}
        return
    if u.intent == "count":
        u.tool = "count_files"
        u.arguments = _filters(s, place)
        if re.search(r"\b(?:including|incl\.?|with|plus|and|also)\s+(?:the\s+)?hidden\b", low):
            u.arguments["include_hidden"] = True
        return
    if u.intent == "compare":
        names = s.quoted or re.findall(r"[\w\-. ]+\.\w{1,5}", q)
        if len(names) >= 2 and "compare_files" in REGISTRY:
            u.tool = "compare_files"
            u.arguments = {
                "path1": resolve_file(ctx, names[0].strip()) or names[0].strip(),
                "path2": resolve_file(ctx, names[1].strip()) or names[1].strip(),
            }
        return
    if u.intent == "summarize":
        name = s.filename or (s.quoted[0] if s.quoted else None)
        if name:
            u.tool, u.arguments = "read_file", {"path": resolve_file(ctx, name) or name}
        return
    if u.intent == "metadata":
        folder_words = FOLDER_RE.search(u.rest or q)
        if folder_words and re.search(
            r"\bfiles\b.*\b(?:in|inside|within|from)\s+(?:my|the|our)\s+(?:\w+\s+)?folder\b", low
        ):
            folder_words = None  # "the largest files in my own folder": files, in a folder said another way
        files_words = re.search(r"\bfiles?\b", q, re.I) and not folder_words
        if re.search(r"\bwhat (?:types|kinds)\b|\bkinds of files\b|\bfile types\b", low):
            u.tool, u.arguments = "disk_usage", {k: v for k, v in {"path": place}.items() if v}
            return
        if s.type and not folder_words and s.order not in ("largest", "smallest"):
            # "how much space do my videos take?": the total of that category
            u.tool = "disk_usage"
            u.arguments = {"type": s.type, **({"path": place} if place else {})}
            return
        listing = (
            re.search(r"\b(?:list|show|which|what are|give me)\b", low)
            and s.order in ("largest", "smallest")
            and not folder_words
        )
        total = not s.order and re.search(r"\bhow much\b|\btotal\b|\b(?:al)?together\b|\bin all\b", low)
        if (
            (files_words or listing)
            and not total
            and (s.order in ("largest", "smallest") or re.search(r"\bbig|larg|heav|space", low))
        ):  # ("how much space do all my files take": their total, below)
            u.tool = "list_files"
            u.arguments = {**_filters(s, place), "sort_by": "size", "limit": _limit(s)}
            if s.order == "smallest":
                u.arguments["order"] = "asc"
            return
        if s.type and not folder_words:
            # "how much space do my videos take?": the total of that category
            u.tool = "disk_usage"
            u.arguments = {"type": s.type, **({"path": place} if place else {})}
            return
        if (
            place
            and re.search(r"\bwhat(?:'s| is| are)?\b.*\b(?:most|all(?: the| of the)?) (?:room|space)\b", low)
            and not folder_words
        ):
            # "what's taking up the most room in my downloads?": the biggest things there (its subfolders when
            # they hold most of it, else its files)
            if _has_folders(ctx, place):
                u.tool, u.arguments = "folder_stats", {"sort_by": "size", "path": place}
            else:
                u.tool, u.arguments = "list_files", {**_filters(s, place), "sort_by": "size", "limit": _limit(s)}
            return
        if place and (re.search(r"\bhow (?:big|large)\b|\bsize of\b|\bhow much\b", low) or not folder_words):
            # "how big is my Pictures folder?": that folder's total
            u.tool, u.arguments = "disk_usage", {"path": place}
            return
        if folder_words:
            u.tool = "folder_stats"
            u.arguments = {"sort_by": "count" if re.search(r"most files|number of files|file count", low) else "size"}
            if place:
                u.arguments["path"] = place
            if s.limit:
                u.arguments["limit"] = s.limit
            return
        if re.search(r"\btotal\b|\busage\b|\boverview\b|\bsummary\b|\bstorage\b|\bhow much\b", low):
            u.tool, u.arguments = "disk_usage", {k: v for k, v in {"path": place}.items() if v}
            return
        u.tool, u.arguments = "folder_stats", {"sort_by": "size", **({"path": place} if place else {})}
        return
    if TREE_RE.search(q):
        u.tool, u.arguments = "tree", {k: v for k, v in {"path": place}.items() if v}
        return
    if BROWSE_RE.search(q) and place and not s.filters() and not terms:
        u.tool, u.arguments = "browse_directory", {"path": place}
        return
    if u.intent == "factual" and (s.filename or s.quoted):
        name = s.filename or s.quoted[0]
        u.tool, u.arguments = "file_info", {"path": resolve_file(ctx, name) or name}
        return
    if u.intent == "factual" and place and INFO_RE.search(q):
        from .lookup import files_named

        if s.terms and re.search(r"\bwhen\b", low) and files_named(ctx.conn, s.terms, limit=1, under=place):
            # "when was the autoclave last serviced": the newest of its files so named (its service reports)
            u.tool = "list_files"
            u.arguments = {"path": place, "name": " ".join(s.terms), "sort_by": "date", "limit": 1}
            return
        u.tool, u.arguments = "file_info", {"path": place}
        return
    if STATUS_RE.search(q) and not terms:
        u.tool, u.arguments = "status", {}
        return
    if u.intent == "search" and (terms or s.filename):
        said = [t for t in terms if t]  # (once each, but "final final" side by side is said twice)
        query = " ".join(t for i, t in enumerate(said) if t not in said[:i] or said[i - 1] == t)
        if not query and s.filename:
            query = s.filename
        if not (SEARCH_RE.search(q) or s.filters() or place or s.filename or s.quoted) and not _any_name(ctx, terms):
            return  # words that name no file, and no sign of a search: don't guess
        u.tool = "find_files"
        u.arguments = {"query": query, **_filters(s, place)}
        if s.limit:
            u.arguments["limit"] = s.limit
        return
    if u.intent in ("list", "search", "factual") and (s.order or s.filters() or place or LIST_RE.search(q)):
        sort_by, order = {
            "largest": ("size", None),
            "smallest": ("size", "asc"),
            "newest": ("date", None),
            "oldest": ("date", "asc"),
            "name": ("name", None),
        }.get(s.order or "", ("date", None))
        u.tool = "list_files"
        u.arguments = {**_filters(s, place), "sort_by": sort_by, "limit": _limit(s)}
        if order:
            u.arguments["order"] = order
        return


def _any_name(ctx, terms: list[str]) -> bool:
    """Some name holds one of the words: those of three letters or more decide when there are any (a word of two
    letters is inside most names, and is looked for by reading every name: 0.4 s on 1M files)."""
    from ..index.fold import stem
    from ..index.name_search import name_exists

    long = [t for t in terms if len(t) >= 3]
    # (with a version said, "all the v3 mixes", a plural's singular counts: "mix v3.wav")
    versioned = any(re.fullmatch(r"v\d{1,3}", t, re.I) for t in terms)
    return any(
        name_exists(ctx.conn, t) or (versioned and stem(t) != t.lower() and name_exists(ctx.conn, stem(t)))
        for t in long or terms
    )


def _fallback(u: Understanding) -> None:
    """No rule matched: the registry's keywords and examples, then a plain 'I can't'."""
    scored = REGISTRY.score(u.question, limit=3)
    words = {w for w in re.findall(r"[a-z0-9]+", u.question.lower()) if w not in STOPWORDS}
    best_example = None
    for spec in REGISTRY:
        for ex_q, ex_args in spec.examples:
            ex_words = {w for w in re.findall(r"[a-z0-9]+", ex_q.lower()) if w not in STOPWORDS}
            if not ex_words:
                continue
            overlap = len(words & ex_words) / len(ex_words)
            if overlap >= 0.6 and (best_example is None or overlap > best_example[0]):
                best_example = (overlap, spec.name, ex_args)
    if best_example and best_example[0] >= 0.6 and REGISTRY.get(best_example[1]).read_only:
        _, name, args = best_example  # a guess may only read: an action is never taken from a loose match
        u.tool, u.arguments = name, dict(args)
        return
    if scored and scored[0][1] >= 2.0 and REGISTRY.get(scored[0][0]).read_only:
        spec = REGISTRY.get(scored[0][0])
        required = [p.name for p in spec.params if p.required]
        if not required:
            u.tool, u.arguments = spec.name, {}
            return
    u.suggestions = [n for n, _ in scored] or ["find_files", "list_files", "folder_stats", "disk_usage"]


def _one_of_them(ctx, place: str | None, low: str) -> str | None:
    """ "which client shoot takes the most space", "which video project is the biggest": one of the folders in
    Clients (Projects), said in the singular: those subfolders ranked, not the files."""
    if not place:
        return None
    from ..index.fold import fold, stem

    name = fold(os.path.basename(place.rstrip("/")))
    last = name.split()[-1] if name.split() else name  # ("Sample Libraries": one of them is a sample library)
    m = re.match(r"\s*(?:which|what)\s+(?:(?:\w+)\s+){0,2}?(?P<w>\w+)\s+(?:\w+\s+)?(?:is|takes?|uses?|has)\b", low)
    said_first = re.match(
        r"\s*(?:the\s+|my\s+)?(?:biggest|largest|heaviest)\s+(?:\w+\s+){0,2}?(?P<w>\w+)\s*[?.!]*$", low
    )
    if (
        not m and said_first and _has_folders(ctx, place)
    ):  # "biggest sample library": of the folders in Sample Libraries
        m = said_first
    if not m or not re.search(r"\b(?:biggest|largest|most (?:space|room)|heaviest|most storage)\b", low):
        return None
    said = re.findall(r"\w+", low[: m.end()])[1:] if m.group(0).lstrip().startswith(("which", "what")) else []
    said = said[:-1] if said else re.findall(r"\w+", low[: m.end()])
    of = "of" in said  # ("which of my studio projects is the biggest": the plural, the folder's own name)
    return next((w for w in said if (stem(w) == w and stem(last) == w and last != w) or (of and w == name)), None)


def _has_folders(ctx, place: str) -> bool:
    """The folder holds most of what is in it in folders of its own (the members a singular word names)."""
    row = ctx.conn.execute("SELECT own_bytes, rec_bytes FROM dirs WHERE path = ?", (place.rstrip("/"),)).fetchone()
    return bool(row) and row[0] * 2 < row[1]


def _keep_filters(u: Understanding, place: str | None) -> None:
    """A tool that can't take a filter the question gave ("all my stems": every Stems folder) is not the answer:
    the count (which gives the size too) takes every filter."""
    from ..tools import REGISTRY

    if u.tool not in ("disk_usage", "folder_stats", "browse_directory"):
        return
    given = u.slots.filters()
    takes = {p.name for p in REGISTRY.get(u.tool).params}
    if any(
        k not in takes
        for k in given
        if k in ("folder", "called", "size_gt", "size_lt", "modified_after", "modified_before")
    ):
        u.tool = "count_files"
        u.arguments = {**given, **({"path": place} if place else {})}


def _hidden_place(ctx, u: Understanding) -> None:
    """A hidden or noise folder named outright ("node_modules", "pip cache") is counted with its files; a month said
    as what files are for is the month in their names (named_months.py)."""
    from .named_months import named_month

    named_month(ctx, u)
    path = u.arguments.get("path")
    if not path or not u.tool:
        return
    row = ctx.conn.execute("SELECT flags FROM dirs WHERE path = ?", (path,)).fetchone()
    from ..tools import REGISTRY

    if row and row[0] & 3 and "include_hidden" in {p.name for p in REGISTRY.get(u.tool).params}:
        u.arguments["include_hidden"] = True
