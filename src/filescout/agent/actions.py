"""Actions from a question: what exactly is targeted, and which tool plans it (issue 11, class 6).

A target is an exact path, a file's whole name, the files just shown, or explicit filters; never part of a name
or a loose match. Anything less clear becomes a question back ("Do you mean …?", "Which one?") with the
candidates kept, so "yes", "the second one" or "all of them" can answer it. "Clean up X" is a proposal.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..index import hosts
from ..tools.answers import where
from .intents import ACTION_RE, Understanding
from .places import resolve_destination, same_places

CLEANUP_RE = re.compile(r"\bclean(?:\s*up|\s+out)?\b|\btidy(?:\s*up)?\b|\bdeclutter\b|\bfree up\b|\bsort out\b", re.I)
# "help me free up space", "my PC is getting slow, find what's eating space": the clean-up report (issue 17)
SPACE_RE = re.compile(
    r"\bfree\s+up\b|\breclaim\b|\brunning\s+(?:out|low)\s+(?:of|on)\s+(?:disk\s+)?space\b|"
    r"\bclean\s*up\s+(?:my\s+|the\s+)?(?:pc|computer|laptop|machine|system|disk|drive|home)\b|"
    r"\b(?:slow|full)\b.*\b(?:eat(?:s|ing)?|space|clean)\b|\b(?:eat(?:s|ing)?|space)\b.*\b(?:slow|full)\b",
    re.I,
)
ALL_RE = re.compile(r"\b(?:all|every|everything|each|both|any)\b|\bwhole\b", re.I)
VAGUE_RE = re.compile(r"\b(?:old|older|new|newer|big|bigger|large|small|recent|that|those|some|few)\b", re.I)


def _vague(u: Understanding) -> bool:
    """A describing word ("the old notebook") outside the destination ("into firmware/old" is a name)."""
    q = u.question
    if u.slots.destination:
        q = q.replace(u.slots.destination, " ")
    return bool(VAGUE_RE.search(q))


RENAME_WORDS = ("date", "dates", "name", "names", "number", "numbers", "order", "sequence", "taken", "size")
TO_TRASH_RE = re.compile(r"\b(?:to|in|into)\s+(?:the\s+)?(?:trash|bin|recycle bin|wastebasket)\b", re.I)


def _route_action(ctx, u: Understanding, place: str | None) -> None:
    """An action's targets are exact: a path, an exact indexed name, the words of exactly one file's name, or
    explicit filters. Never a partial or fuzzy match; anything less clear gets a question back."""
    q, s = u.question, u.slots
    m = ACTION_RE.search(q)
    verb = re.sub(r"\s+", " ", m.group("verb").lower()) if m else ""
    if TO_TRASH_RE.search(q) and verb in ("move", "put", "send", "throw"):
        verb = "trash"
    tidy = verb in ("clean up", "cleanup", "tidy", "tidy up", "declutter", "organize", "organise") or CLEANUP_RE.search(
        q
    )
    if tidy and s.filters() and verb in ("clean up", "cleanup", "clean out"):
        verb = "trash"  # "clean up the zip files in Downloads": the files named by the filters, to the trash
    elif tidy and not s.destination and verb not in ("delete", "remove", "trash", "erase", "get rid of", "throw"):
        u.tool, u.arguments = "cleanup_suggestions", {"path": place} if place else {}
        u.intent = "list"
        return
    if re.search(r"\b[a-z]:\\|\\\\", q, re.I):
        u.note = "That's a Windows path; I only work on the folders indexed on this machine, so I won't touch it."
        return
    if re.search(
        r"\b(?:first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\s+(?:one|file|result|item)\b", q, re.I
    ):
        u.note = (
            "Which list do you mean? Ask for the files first (e.g. 'pdfs in Downloads'), then 'delete the second one'."
        )
        return
    copy_of = re.search(
        r"\b(?:the|a|my|that)\s+(?:copy|copies|duplicate|backup)\s+of\s+(?P<x>.+?)\s*(?:$|\bto\b|\binto\b)", q, re.I
    )
    if copy_of:  # "delete the copy of taxi_trips_2024": never the original; which copy is a question
        from .grounding import files_named

        said = re.findall(r"[^\W_]+", os.path.splitext(copy_of.group("x"))[0])
        copies = [
            f for f in files_named(ctx.conn, said, limit=20) if re.search(r"cop(?:y|ie)|\(\d+\)|backup", f.name, re.I)
        ]
        u.candidates, u.verb = [f.path for f in copies[:5]], verb
        u.note = (
            ("Which copy? " + "; ".join(where(f.path) for f in copies[:5]) + ". Say its exact name and I'll plan it.")
            if copies
            else "I don't see a copy of that by name, so I won't guess. Say the copy's exact name."
        )
        return
    target = place
    vague = re.search(
        r"\b(?:the\s+(?:one|ones|things?|stuff)|those|these|them|it|stuff|things)\s+"
        r"(?:that\s+(?:are|is)\s+)?(?:in|from|inside|under|on)\b",
        q,
        re.I,
    )
    if target and vague and not (s.filters() or s.filename or s.quoted) and verb not in ("create", "make", "mkdir"):
        # "delete the one in Downloads": which one? Never the folder itself
        shown_ = ctx.display(target)
        u.note = (
            f"Which files in {shown_}? Say their names, a type, a size or a date (for example 'the zips in "
            f"{shown_} older than a year'), or ask for them first and then say which."
        )
        return
    if target and verb not in ("create", "make", "mkdir") and _holds_a_root(ctx, target) and not s.filters():
        u.note = (
            f"{os.path.basename(target.rstrip('/')) or target} is a whole indexed folder; I won't move or trash it "
            "as one. Say which files in it (a type, a size, a date), or ask me to clean it up for suggestions."
        )
        return
    paths: list[str] = []
    if s.filename or s.quoted:
        name = s.filename or s.quoted[0]
        found = _exact_file(ctx, name, place, s.filename_context)
        if isinstance(found, str):
            target = found
        else:
            u.note = found[1]
            return
        more = re.search(rf"{re.escape(name)}\s*(?:,|\band\b|&)\s*(?:\band\s+)?(?P<next>.+)$", q, re.I)
        if more and not s.quoted:  # "delete Tom.mp4 and Jerry.mp4": both, each exactly, or a question
            second = re.match(r"(?P<n>.+?\.[A-Za-z0-9]{1,5})(?=\s|$|[?!,])", more.group("next").strip())
            other = _exact_file(ctx, second.group("n"), place) if second else None
            if not isinstance(other, str):
                u.note = (
                    f"I found {where(target)}, but not the other file exactly. Say each file's exact name "
                    "(with its extension), or one at a time."
                )
                return
            paths = [target, other]
    words = [t for t in s.terms if t.lower() not in ("file", "files", "folder", *RENAME_WORDS)]
    if place and words:  # "the node_modules folder in client-portal": words naming the folders the place is in
        from ..index.fold import fold, stem

        inside = " " + fold(place) + " "
        words = [w for w in words if not all(" " + stem(p) in inside for p in fold(w).split())]
    if not (s.filename or s.quoted) and words and verb not in ("undo", "revert", "create", "make", "mkdir"):
        picked = _by_words(ctx, u, verb, words, place)
        if picked is None:
            return
        paths, target = picked, None
    if (
        not paths
        and not target
        and not (s.filename or s.quoted)
        and s.filters()
        and verb not in ("undo", "revert", "create", "make", "mkdir")
    ):
        picked = _by_filters(ctx, u, verb, place)
        if picked is None:
            return
        paths = picked
    if paths:
        sel = {"paths": paths}
        target = paths[0]
    else:
        sel = {**s.filters(), "path": target} if target else dict(s.filters())
        inside = re.search(r"\b(?:files|everything|contents?|all)\s+(?:in|inside|of|from)\b", q, re.I)
        if target and os.path.isdir(target) and (inside or s.filters()):
            # "delete the files in X", "the .md files in notes": what X holds (its subfolders too, as "how many"
            # counts them), each listed, not X itself
            sel["recursive"] = True
    _verb_call(ctx, u, verb, sel, target, place)


def _verb_call(ctx, u: Understanding, verb: str, sel: dict, target: str | None, place: str | None) -> None:
    """The tool and arguments for the verb, on the selection made above (always a dry run: a plan first)."""
    q, s = u.question, u.slots
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
    if "path" not in sel and "paths" not in sel:
        u.note = "Which files? Name a folder or a file (for example: move old files in Downloads to Archive)."
        return
    if verb in ("delete", "remove", "trash", "erase", "get rid of", "throw"):
        u.tool = "delete_file"
        u.arguments = {**sel, "permanent": bool(re.search(r"\bpermanently\b|\bfor good\b|\bforever\b", q, re.I))}
    elif verb in ("move", "archive", "put", "send", "organize", "organise"):
        dest = s.destination or ("Archive" if verb == "archive" else None)
        if not dest:
            u.note = "Where to? Say a folder, e.g. 'to Archive'."
            return
        to = _one_destination(ctx, u, dest, target)
        if to is None:
            return
        u.tool, u.arguments = "move_file", {**sel, "destination": to}
    elif verb in ("copy", "duplicate", "back up", "backup"):
        dest = s.destination or ("Backup" if "back" in verb else None)
        if not dest:
            u.note = "Where to? Say a folder, e.g. 'to Backup'."
            return
        to = _one_destination(ctx, u, dest, target)
        if to is None:
            return
        u.tool, u.arguments = "copy_file", {**sel, "destination": to}
    elif verb == "rename":
        if re.search(r"\bby date\b|\bdate taken\b|\bby when\b", q, re.I):
            u.tool, u.arguments = "rename_file", {**sel, "pattern": "{date:%Y-%m-%d}_{n:03}"}
        elif s.destination or len(s.quoted) > 1:
            # the new name is everything after the last " to " ("to scholarship notes"), or the second quoted
            # name; a name said without an extension keeps the file's own
            m = re.search(r"\bto\s+[\"'“]?(?P<n>[^\"'”?!]+?)[\"'”]?\s*[?!.]?\s*$", q)
            new = s.quoted[-1] if len(s.quoted) > 1 else m.group("n").strip() if m else s.destination
            if target and "." not in new and "." in os.path.basename(target) and os.path.isfile(target):
                new += os.path.splitext(target)[1]
            u.tool, u.arguments = "rename_file", {**sel, "new_name": new}
        else:
            u.note = "Rename to what? Say 'rename X to Y', or 'rename the photos by date taken'."
            return
    if u.tool:
        u.arguments["dry_run"] = True


def _one_destination(ctx, u: Understanding, dest: str, target: str | None) -> str | None:
    """Where things go; None (and a question in u.note) when the name is that of several folders ("to
    Invoices" with one per client): a plan never picks one of them."""
    to = resolve_destination(ctx, dest, target)
    named = same_places(ctx, dest, to.rstrip("/"))
    if len(named) > 1:
        u.note = (
            f"Which {os.path.basename(to.rstrip('/'))} folder? "
            + "; ".join(ctx.display(p) for p in named[:5])
            + (" …" if len(named) > 5 else "")
            + ". Say its path and I'll plan it."
        )
        return None
    return to


def _holds_a_root(ctx, path: str) -> bool:
    """The folder is an indexed root, or holds one (the user's whole home, /home)."""
    p = os.path.realpath(path).rstrip("/") + "/"
    return any(os.path.realpath(r).rstrip("/") + "/" == p or os.path.realpath(r).startswith(p) for r in ctx.roots())


def _exact_file(ctx, name: str, place: str | None, context: str | None = None, *, reading: bool = False):
    """The one indexed file with exactly this name or path, or (None, why not). A path may be absolute, start
    with ~, or be relative to an indexed root; words before a name may be part of it ("banana bread.txt").

    With a shared index, another machine's path ("nas:/…") is refused plainly; a name shared by this machine's
    file and other machines' files is this machine's when ``reading`` (the others can't be read here), and a
    question (which one?) for anything else."""
    host, rest = hosts.split(name)
    if host is not None and host == hosts.local_name():
        name = rest
    elif host is not None:
        return None, (
            f"{name} is on {host}, another machine: filescout here can only read or change files on this machine. "
            f"Run filescout on {host} for that."
        )
    if "/" in name:
        cands = (
            [os.path.expanduser(name)] if name.startswith(("/", "~")) else [os.path.join(r, name) for r in ctx.roots()]
        )
        for c in cands:
            if os.path.isfile(c) and ctx.policy.root_of(Path(os.path.realpath(c))) is not None:
                return c
            if os.path.exists(c) and name.startswith(("/", "~")):
                return None, f"{name} is outside the folders I index, so I won't touch it."
        return None, f"I don't see {name!r} among the indexed files, so I won't guess."
    from .grounding import files_named

    names = [name]
    if context and context != name:
        words = context.split()
        names = [" ".join(words[i:]) for i in range(len(words) - 1)] + names  # longest first
        # never a shorter name than the words joined into it: "Jerry & Tom.mp4" is not Tom.mp4
        joined = [i for i, w in enumerate(words) if w.lower() in _JOINERS]
        if joined:
            names = [n for n in names[: joined[-1] + 1] if n.split()[0].lower() not in _JOINERS]
    for cand in names:
        words = re.findall(r"[^\W_]+", os.path.splitext(cand)[0]) or [cand]
        ext = os.path.splitext(cand)[1].lstrip(".").lower()
        found = files_named(ctx.conn, words, exts={ext} if ext else None, limit=50)
        same = [f for f in found if f.name.lower() == cand.lower()]
        if not same:  # the same name with accents, apostrophes or a plural said differently: "senor frogs (final)"
            same = [f for f in found if _spelled(f.name) == _spelled(cand)]
        if place:
            same = [f for f in same if f.path.startswith(place.rstrip("/") + "/")]
        if len(same) == 1:
            return same[0].path
        mine = [f for f in same if f.host is None]
        if reading and len(mine) == 1:
            return mine[0].path
        if len(same) > 1:
            return None, (
                f"There are {len(same)} files named {cand!r}: "
                + "; ".join(where(f.path) for f in same[:5])
                + ". Which one? Say its folder too, e.g. "
                + f"'{os.path.basename(os.path.dirname(same[0].path))}/{cand}'."
            )
    return None, f"I don't see a file named exactly {names[-1]!r}, so I won't guess."


def _ranged(s) -> bool:
    return bool(s.size_gt or s.size_lt or s.modified_after or s.modified_before)


def _in_range(f, s) -> bool:
    """The file fits the sizes and dates the question said (what the listing tools' filters check in SQL)."""
    from ..units import in_ranges

    return in_ranges(f.size, f.mtime_ns, s)


def _spelled(name: str) -> tuple[str, ...]:
    """A whole name as typed without accents, apostrophes, case or punctuation ("senor frogs (final).flac" is
    "Señor Frog's (final).flac"); every letter counts otherwise (samples.csv is not sample.csv)."""
    import unicodedata

    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return tuple(re.sub(r"[’'`]", "", plain.lower()).translate(_PUNCT).split())


_JOINERS = {"&", "and", "+", "-", "x", "vs", "vs.", "or"}
_PUNCT = {ord(c): " " for c in "()[]{}.,;:!?_-&+"}


def _count(ctx, filters: dict) -> int:
    from ..index import query as q
    from ..index.query import Filters

    return q.count_files(ctx.conn, Filters(**filters, within=ctx.within()).resolve())[0]


def _selected(ctx, filters: dict, cap: int = 1000) -> list[str]:
    from ..index import query as q
    from ..index.query import Filters

    f = Filters(**filters, within=ctx.within()).resolve()
    return [r.path for r in q.list_files(ctx.conn, f, sort_by="name", order="asc", limit=cap)]


def _by_words(ctx, u: Understanding, verb: str, words: list[str], place: str | None) -> list[str] | None:
    """The files the words name: a whole name ("grandma's lasagna"), or every file they name with "all"; None
    (and a question back in u.note) for part of a name, a description or several matches."""
    q, s = u.question, u.slots
    # "trash the Firefox installer": the words of exactly one file's name (with the type said)
    from ..index.categories import resolve_type
    from .grounding import files_named

    kind = _kind_selection(ctx, u, words, place)
    if kind is not False:
        return kind
    exts = resolve_type(s.type) if s.type else None
    files = files_named(ctx.conn, words, exts=exts, limit=20 if not _ranged(s) else 500)
    if place:
        files = [f for f in files if f.path.startswith(place.rstrip("/") + "/")]
    files = [f for f in files if _in_range(f, s)][:20]  # "the invoices from this month": only those, ever
    if not files:
        u.note = f"I don't see a file matching {' '.join(words)!r}, so I won't guess. Name the file exactly."
        return None
    from ..index.fold import fold

    said = " ".join(fold(w) for w in words)
    exact = [f for f in files if fold(os.path.splitext(f.name)[0]) == said or fold(f.name) == said]
    if ALL_RE.search(q) and not _vague(u):
        kinds = _folders_of(ctx, said, "/")
        if kinds and len(words) == 1:
            # "delete all the invoices" where each client has an Invoices folder: the files named so, or those
            # folders' files? Not a guess either way
            u.note = (
                f"Which one do you mean: the files named like {words[0]!r} "
                f"({len(files)}{'+' if len(files) >= 20 else ''}), or "
                f"the files in {' and '.join(kinds[:3])}{' …' if len(kinds) > 3 else ''}? Say which (a folder's "
                "path, or 'files named …') and I'll plan it."
            )
            return None
        exact = files  # "delete all the invoices from Ahmed": every file those words name, each one listed
    if not exact or (_vague(u) and not ALL_RE.search(q)):
        # "delete lasagna", "delete the old tax zip": part of a name or a description, never a target
        u.candidates, u.verb = [f.path for f in files[:5]], verb
        u.note = (
            "Do you mean "
            + " or ".join(where(f.path) for f in files[:5])
            + ("…" if len(files) > 5 else "")
            + "? Say its exact name (or 'yes', 'the second one') and I'll plan it; "
            + "I don't act on part of a name."
        )
        return None
    files = exact
    if len(files) == 1 and not ALL_RE.search(q) and not s.filename:
        # "delete the invoice": one file is named just that, but folders of invoices say the word means a kind
        # of file; which one is meant is not clear
        kinds = _folders_of(ctx, said, files[0].path)
        if kinds:
            u.candidates, u.verb = [files[0].path], verb
            u.note = (
                f"Which one do you mean: {where(files[0].path)}, or one of the files in "
                + " or ".join(kinds[:3])
                + ("…" if len(kinds) > 3 else "")
                + "? Say its exact name (or 'yes' for the first) and I'll plan it."
            )
            return None
    if len(files) > 1 and not ALL_RE.search(q):
        u.candidates, u.verb = [f.path for f in files[:5]], verb
        u.note = (
            "Which one? "
            + "; ".join(where(f.path) for f in files[:5])
            + (" …" if len(files) > 5 else "")
            + ". Say its name, or 'all of them'."
        )
        return None
    return [f.path for f in files]


def _folders_of(ctx, said: str, path: str) -> list[str]:
    """Visible folders named for the word or its plural ("Invoices" for "invoice") that don't hold ``path``,
    shown relative to their root."""
    if " " in said or len(said) < 3:
        return []
    rows = ctx.conn.execute(
        "SELECT path FROM dirs WHERE lower(name) IN (?, ?, ?) AND flags & 3 = 0 AND rec_files > 0 "
        "ORDER BY depth, path LIMIT 10",
        (said, said + "s", said + "es"),
    ).fetchall()
    return [ctx.display(p) for (p,) in rows if not path.startswith(p.rstrip("/") + "/")]


def _by_filters(ctx, u: Understanding, verb: str, place: str | None) -> list[str] | None:
    """The files explicit filters pick ("all the .dmg files"), each one listed; None (and u.note) when that is
    nothing, too many, or a type-wide delete without "all"."""
    q, s = u.question, u.slots

    # "trash all the .dmg files": the files the filters pick, everywhere indexed, each one listed
    chosen = {**s.filters(), **({"path": place} if place else {})}
    n = _count(ctx, chosen)
    if not n:
        u.note = "No indexed files match that, so there is nothing to do."
        return None
    destroy = verb in ("delete", "remove", "trash", "erase", "get rid of", "throw")
    # ".part and .crdownload files": extensions typed as such pick exactly those files, each one listed
    typed = bool(s.type) and all(re.search(rf"\.{re.escape(e)}s?\b", q, re.I) for e in s.type.split(","))
    narrow = s.size_gt or s.size_lt or s.modified_after or s.modified_before or (typed and n <= 50)
    if destroy and not ALL_RE.search(q) and not narrow:
        # "trash my pictures": every picture everywhere, or a folder? Not without "all"
        u.note = (
            f"Do you mean all {n} {s.type_word or 'files'} everywhere? Say 'trash all the "
            f"{s.type_word or 'files'}' to see that plan, or name a folder."
        )
        return None
    if n > 1000:
        u.note = f"That is {n:,} files: too many to plan one by one. Narrow it (a folder, a size, a date)."
        return None
    paths = _selected(ctx, chosen)
    plural = (s.type_word and (s.type_word.endswith("s") or " files" in s.type_word)) or re.search(
        r"\b(?:files|ones)\b", q, re.I
    )  # "delete the empty files": every one of them
    if n > 1 and not ALL_RE.search(q) and (not plural or _vague(u)):
        # "delete the old notebook": one is meant, several match
        u.note = f"Which one? {n} match: " + "; ".join(where(p) for p in paths[:5]) + (
            " …" if n > 5 else "") + ". Say its name, or 'all of them'."  # fmt: skip
        return None
    return paths


def _kind_selection(ctx, u: Understanding, words: list[str], place: str | None) -> list[str] | bool | None:
    """ "delete the screenshots from 2025", "trash all the screenshots": a kind of file said in the plural, chosen
    by a date, size, type or place said with it (or "all"): the files with that word at the start of a word of
    their name (the name filter every listing has), each one listed. False when this is not such a selection."""
    q, s = u.question, u.slots
    word = words[0].lower() if len(words) == 1 else ""
    explicit = s.size_gt or s.size_lt or s.modified_after or s.modified_before or ALL_RE.search(q)
    if not (word.endswith("s") and len(word) > 3 and explicit) or _vague(u):
        return False
    chosen = {**s.filters(), "name": word, **({"path": place} if place else {})}
    n = _count(ctx, chosen)
    if not n:
        return False
    for folder in {os.path.basename(p.rstrip("/")) for p in _folders_of(ctx, word[:-1], "/")}:
        # Screenshots folders too: only when the files they hold (so chosen) are the same files
        held = {k: v for k, v in chosen.items() if k != "name"} | {"folder": folder}
        if n > 200 or set(_selected(ctx, held, cap=201)) != set(_selected(ctx, chosen, cap=201)):
            return False
    if n > 1000:
        u.note = f"That is {n:,} files: too many to plan one by one. Narrow it (a folder, a size, a date)."
        return None
    return _selected(ctx, chosen)
