"""Offline understanding: the intent of a question, and the tool call that answers it.

Intents: factual, count, list, compare, summarize, metadata (sizes, folder sizes,
disk usage, storage), search, action. The router maps intent and slots to a
registry tool and its arguments; seed 000's keyword rules are its floor, with
their known mistake fixed ("biggest files" lists files, not folders). Whatever
the rules don't cover is matched against the registry's keywords and examples,
so a new tool's examples teach the router without editing it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from ..tools import REGISTRY
from .slots import STOPWORDS, Slots, parse

INTENTS = ("factual", "count", "list", "compare", "summarize", "metadata", "search", "action")

ACTION_RE = re.compile(
    r"^\s*(?:please\s+|can you\s+|could you\s+|would you\s+|i want to\s+|i'd like to\s+|help me\s+|go ahead and\s+|"
    r"permanently\s+|just\s+|quickly\s+|now\s+)*"
    r"(?P<verb>move|copy|delete|remove|trash|erase|rename|clean\s*up|get rid of|archive|put|send|"
    r"create|make|mkdir|undo|revert|organi[sz]e|back up|backup|write|save)\b",
    re.I,
)
COUNT_RE = re.compile(
    r"\bhow many\b|\bnumber of\b|^\s*count\b|\bcount (?:of|my|the|all)\b|\bhow much (?:files|pdfs)\b", re.I
)
COMPARE_RE = re.compile(r"\bcompare\b|\bdifferences?\b|\bdiff\b|\bdiffer\b|\bsame as\b", re.I)
SUMMARIZE_RE = re.compile(
    r"\bsummari[sz]e\b|\bsummary of\b|\bwhat does .+ say\b|\bread\b|\bopen\b|\bshow me the "
    r"(?:contents?|text)\b|\bcontents? of\b|\bwhat's inside\b|\bwhats inside\b|\bcat\b",
    re.I,
)
METADATA_RE = re.compile(
    r"\bspace\b|\bstorage\b|\bdisk usage\b|\bdisk\b|\bhow big\b|\bhow large\b|\bsize of\b|\btake up\b|\btaking up\b|"
    r"\btakes up\b|\beat(?:s|ing)? (?:up )?(?:my )?(?:space|disk)\b|\bheav(?:y|iest)\b|\busage\b|\boverview\b|"
    r"\bhow much room\b|\btotal size\b|\bfolder sizes?\b|\bbiggest folders?\b|\blargest folders?\b|\bwhat types\b|"
    r"\bkinds of files\b|\bhow much (?:do|does|are|is)\b",
    re.I,
)
FOLDER_RE = re.compile(r"\bfolders?\b|\bdirector(?:y|ies)\b|\bdirs?\b|\bsubfolders?\b", re.I)
LIST_RE = re.compile(
    r"^\s*(?:list|show|display|give me|what are|which|get)\b|\blargest\b|\bbiggest\b|\bsmallest\b|"
    r"\boldest\b|\bnewest\b|\blatest\b|\brecent(?:ly)?\b|\btop \d+\b|\bsorted\b",
    re.I,
)
SEARCH_RE = re.compile(
    r"\bfind\b|\bwhere(?:'s| is| are| did)?\b|\blocate\b|\blook(?:ing)? for\b|\bsearch\b|"
    r"\bgot from\b|\bsent (?:me|by)\b|\bfrom\s+[A-Z]\w+|\bcalled\b|\bnamed\b|\bmentions?\b",
    re.I,
)
DUPES_RE = re.compile(r"\bduplicates?\b|\bdupes?\b|\bidentical\b|\bcopies of\b|\bsame files?\b|\btwice\b", re.I)
TREE_RE = re.compile(r"\btree\b|\bstructure\b|\bhierarchy\b|\blayout\b|\borgani[sz]ed\b", re.I)
BROWSE_RE = re.compile(
    r"\bwhat(?:'s| is| are)? in\b|\bwhats in\b|\bcontents of\b|\binside (?:my|the)\b|"
    r"\bbrowse\b|^\s*ls\b|\bwhat do i have in\b",
    re.I,
)
INFO_RE = re.compile(
    r"\bwhen was\b|\bhow old is\b|\bdetails (?:of|about|for)\b|\binfo(?:rmation)? (?:on|about)\b|"
    r"\bpermissions\b|\bdimensions\b|\bhow many pages\b|\bproperties\b|\bwho (?:owns|made)\b",
    re.I,
)
HISTORY_RE = re.compile(
    r"\bhistory\b|\bwhat (?:did you|have you) (?:do|done|change|changed)\b|\brecent changes\b", re.I
)
STATUS_RE = re.compile(r"\bwhat(?:'s| is)? indexed\b|\bindex status\b|\bstatus\b|\blast scan\b", re.I)


@dataclass
class Understanding:
    question: str
    intent: str
    slots: Slots
    tool: str | None = None
    arguments: dict = field(default_factory=dict)
    note: str | None = None
    suggestions: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "intent": self.intent,
            "tool": self.tool,
            "arguments": self.arguments,
            "slots": self.slots.to_dict(),
            "note": self.note,
            "suggestions": self.suggestions,
        }


def classify(question: str, slots: Slots) -> str:
    q = question.strip()
    if ACTION_RE.search(q) and not re.search(r"\b(?:how many|which|what)\b", q, re.I):
        return "action"
    if COUNT_RE.search(q):
        return "count"
    if COMPARE_RE.search(q) and (slots.filename or slots.quoted or re.search(r"\band\b", q)):
        return "compare"
    if SUMMARIZE_RE.search(q) and (slots.filename or slots.quoted or re.search(r"\bsummari", q, re.I)):
        return "summarize"
    if METADATA_RE.search(q) or (FOLDER_RE.search(q) and re.search(r"\bbig|larg|heav|size|most files", q, re.I)):
        return "metadata"
    if DUPES_RE.search(q) or TREE_RE.search(q) or BROWSE_RE.search(q) or HISTORY_RE.search(q):
        return "list"
    if INFO_RE.search(q):
        return "factual"
    if SEARCH_RE.search(q) and (slots.terms or slots.quoted or slots.filename):
        return "search"
    if slots.order:
        return "list"  # "biggest fils": the order is what matters, not the (misspelt) words
    if LIST_RE.search(q) or slots.filters() or (slots.place and not slots.terms):
        return "list" if not (slots.terms or slots.quoted) else "search"
    if slots.terms or slots.quoted or slots.filename:
        return "search"
    return "factual"


# -- resolving places against the index --------------------------------------------------


def resolve_place(ctx, word: str) -> str | None:
    """The indexed (or allowed) folder a user means by ``word``: "Downloads", "my Pictures", "Documents/finances"."""
    w = word.strip().strip("/").removeprefix("my ").strip()
    if not w:
        return None
    if w.startswith(("~", "/")):
        p = os.path.realpath(os.path.expanduser(w))
        return p if os.path.isdir(p) and ctx.policy.root_of(Path(p)) else None
    conn = ctx.conn
    roots = ctx.roots()
    for r in roots:
        if os.path.basename(r.rstrip("/")).lower() == w.lower():
            return r
        cand = os.path.join(r, w)
        if os.path.isdir(cand):
            return os.path.realpath(cand)
    home = os.path.expanduser("~")
    cand = os.path.join(home, w)
    if os.path.isdir(cand) and ctx.policy.root_of(Path(os.path.realpath(cand))):
        return os.path.realpath(cand)
    last = w.split("/")[-1]
    rows = conn.execute(
        "SELECT path FROM dirs WHERE name = ? COLLATE NOCASE AND flags & 3 = 0 ORDER BY depth, length(path) LIMIT 20",
        (last,),
    ).fetchall()
    for (p,) in rows:
        if "/" not in w or p.lower().endswith("/" + w.lower()):
            return p
    return None


def resolve_destination(ctx, word: str, near: str | None) -> str:
    """A destination folder; one that doesn't exist yet goes beside ``near`` (or in the first root)."""
    found = resolve_place(ctx, word)
    if found:
        return found
    if word.startswith(("~", "/")):
        return os.path.expanduser(word).rstrip("/") + "/"
    roots = ctx.roots()
    base = None
    if near:
        base = ctx.policy.root_of(Path(near))
    base = str(base) if base else (roots[0] if roots else os.getcwd())
    return os.path.join(base, word.strip("/")) + "/"


def _resolve_file(ctx, name: str) -> str | None:
    """A file the user names ("report.pdf"): the best name match in the index."""
    if name.startswith(("/", "~")):
        return os.path.expanduser(name)
    from ..index.name_search import name_candidates
    from ..index.query import FileRow, Filters

    rows = name_candidates(ctx.conn, [name], Filters(include_hidden=True), cap=5)
    if rows:
        return FileRow.from_row(rows[0][:-1]).path
    return None


# -- routing --------------------------------------------------------------------------------


def understand(ctx, question: str, *, scope: str | None = None, now: datetime | None = None) -> Understanding:
    slots, _rest = parse(question, now)
    intent = classify(question, slots)
    u = Understanding(question=question, intent=intent, slots=slots)
    place = None
    if slots.place:
        place = resolve_place(ctx, slots.place)
        if place is None:
            # not a folder we know: it is probably a name ("from Ahmed")
            slots.terms.append(slots.place)
            slots.place = None
    if not place and slots.type_word:
        # "how large is Videos", "whats in Music": a capitalised type word that names a folder is that folder
        m = re.search(rf"\b{re.escape(slots.type_word)}\b", question, re.I)
        if m and m.group(0)[:1].isupper() and u.intent != "count":
            place = resolve_place(ctx, m.group(0))
            if place:
                slots.type = slots.type_word = None
    if not place and u.intent in ("list", "count", "metadata") and slots.terms:
        # "latest downloads": a word that names a folder
        for t in list(slots.terms):
            found = resolve_place(ctx, t)
            if found:
                place = found
                slots.terms.remove(t)
                break
    place = place or scope
    _route(ctx, u, place)
    if u.tool is None:
        _fallback(u)
    return u


def _filters(s: Slots, place: str | None) -> dict:
    out = s.filters()
    if place:
        out["path"] = place
    return out


def _limit(s: Slots, default: int = 10) -> int:
    return s.limit or default


def _route(ctx, u: Understanding, place: str | None) -> None:
    q, s = u.question, u.slots
    low = q.lower()
    terms = s.quoted + ([os.path.splitext(s.filename)[0]] if s.filename and u.intent == "search" else []) + s.terms
    if u.intent == "action":
        _route_action(ctx, u, place)
        return
    if HISTORY_RE.search(q):
        u.tool, u.arguments = "history", {}
        return
    if DUPES_RE.search(q):
        u.tool, u.arguments = "find_duplicates", {k: v for k, v in {"path": place}.items() if v}
        return
    if u.intent == "count":
        u.tool = "count_files"
        u.arguments = _filters(s, place)
        if "hidden" in low:
            u.arguments["include_hidden"] = True
        return
    if u.intent == "compare":
        names = s.quoted or re.findall(r"[\w\-. ]+\.\w{1,5}", q)
        if len(names) >= 2 and "compare_files" in REGISTRY:
            u.tool = "compare_files"
            u.arguments = {
                "path1": _resolve_file(ctx, names[0].strip()) or names[0].strip(),
                "path2": _resolve_file(ctx, names[1].strip()) or names[1].strip(),
            }
        return
    if u.intent == "summarize":
        name = s.filename or (s.quoted[0] if s.quoted else None)
        if name:
            u.tool, u.arguments = "read_file", {"path": _resolve_file(ctx, name) or name}
        return
    if u.intent == "metadata":
        folder_words = FOLDER_RE.search(q)
        files_words = re.search(r"\bfiles?\b", q, re.I) and not folder_words
        if re.search(r"\bwhat (?:types|kinds)\b|\bkinds of files\b|\bfile types\b", low):
            u.tool, u.arguments = "disk_usage", {k: v for k, v in {"path": place}.items() if v}
            return
        if s.type and not folder_words and s.order not in ("largest", "smallest"):
            # "how much space do my videos take?": the total of that category
            u.tool = "disk_usage"
            u.arguments = {"type": s.type, **({"path": place} if place else {})}
            return
        if files_words and (s.order in ("largest", "smallest") or re.search(r"\bbig|larg|heav|space", low)):
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
        u.tool, u.arguments = "file_info", {"path": _resolve_file(ctx, name) or name}
        return
    if u.intent == "factual" and place and INFO_RE.search(q):
        u.tool, u.arguments = "file_info", {"path": place}
        return
    if STATUS_RE.search(q) and not terms:
        u.tool, u.arguments = "status", {}
        return
    if u.intent == "search" and (terms or s.filename):
        query = " ".join(dict.fromkeys(t for t in terms if t))
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
    from ..index.name_search import name_candidates
    from ..index.query import Filters

    return any(name_candidates(ctx.conn, [t], Filters(include_hidden=True), cap=1) for t in terms)


def _route_action(ctx, u: Understanding, place: str | None) -> None:
    q, s = u.question, u.slots
    m = ACTION_RE.search(q)
    verb = re.sub(r"\s+", " ", m.group("verb").lower()) if m else ""
    target = place
    if s.filename:
        target = _resolve_file(ctx, s.filename) or s.filename
    elif s.quoted:
        target = _resolve_file(ctx, s.quoted[0]) or s.quoted[0]
    elif not target and s.terms:
        # "delete the old installers": words that name files
        from ..index.name_search import name_candidates
        from ..index.query import FileRow, Filters

        rows = name_candidates(ctx.conn, s.terms[:1], Filters(include_hidden=False), cap=2)
        if len(rows) == 1:
            target = FileRow.from_row(rows[0][:-1]).path
    sel = {**s.filters(), "path": target} if target else dict(s.filters())
    if verb in ("undo", "revert"):
        u.tool, u.arguments = "undo", {}
        return
    if verb in ("create", "make", "mkdir"):
        name = (
            s.destination
            or (s.quoted[0] if s.quoted else None)
            or next((t for t in s.terms if t.lower() not in ("folder", "directory", "new")), None)
        )
        if name:
            u.tool, u.arguments = "create_folder", {"path": resolve_destination(ctx, name, place).rstrip("/")}
        return
    if "path" not in sel:
        u.note = "Which files? Name a folder or a file (for example: move old files in Downloads to Archive)."
        return
    if verb in ("delete", "remove", "trash", "erase", "get rid of", "clean up", "cleanup"):
        u.tool = "delete_file"
        u.arguments = {**sel, "permanent": bool(re.search(r"\bpermanently\b|\bfor good\b|\bforever\b", q, re.I))}
    elif verb in ("move", "archive", "put", "send", "organize", "organise"):
        dest = s.destination or ("Archive" if verb == "archive" else None)
        if not dest:
            u.note = "Where to? Say a folder, e.g. 'to Archive'."
            return
        u.tool, u.arguments = "move_file", {**sel, "destination": resolve_destination(ctx, dest, target)}
    elif verb in ("copy", "duplicate", "back up", "backup"):
        dest = s.destination or ("Backup" if "back" in verb else None)
        if not dest:
            u.note = "Where to? Say a folder, e.g. 'to Backup'."
            return
        u.tool, u.arguments = "copy_file", {**sel, "destination": resolve_destination(ctx, dest, target)}
    elif verb == "rename":
        if re.search(r"\bby date\b|\bdate taken\b|\bby when\b", q, re.I):
            u.tool, u.arguments = "rename_file", {**sel, "pattern": "{date:%Y-%m-%d}_{n:03}"}
        elif s.destination:
            u.tool, u.arguments = "rename_file", {**sel, "new_name": s.destination}
        else:
            u.note = "Rename to what? Say 'rename X to Y', or 'rename the photos by date taken'."
            return
    if u.tool:
        u.arguments["dry_run"] = True


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
    if best_example and best_example[0] >= 0.6:
        _, name, args = best_example
        u.tool, u.arguments = name, dict(args)
        return
    if scored and scored[0][1] >= 2.0 and not REGISTRY.get(scored[0][0]).needs_confirmation:
        spec = REGISTRY.get(scored[0][0])
        required = [p.name for p in spec.params if p.required]
        if not required:
            u.tool, u.arguments = spec.name, {}
            return
    u.suggestions = [n for n, _ in scored] or ["find_files", "list_files", "folder_stats", "disk_usage"]
