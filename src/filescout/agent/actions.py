"""Actions from a question: what exactly is targeted, and which tool plans it (issue 11, class 6).

A target is an exact path, a file's whole name, the files just shown, or explicit filters; never part of a name
or a loose match. Anything less clear becomes a question back ("Do you mean …?", "Which one?") with the
candidates kept, so "yes", "the second one" or "all of them" can answer it. "Clean up X" is a proposal.
"""

from __future__ import annotations

import os
import re

from ..tools.answers import where
from .copies import _copies_plan
from .intents import ACTION_RE, Understanding
from .names import exact_file, with_extension
from .patterns import _by_glob
from .places import NEW_FOLDER_RE, phrase_folder, resolve_destination, resolve_place, same_places
from .selections import ALL_RE, _by_filters, _by_words, _holds_a_root, _selected

CLEANUP_RE = re.compile(r"\bclean(?:\s*up|\s+out)?\b|\btidy(?:\s*up)?\b|\bdeclutter\b|\bfree up\b|\bsort out\b", re.I)
# "help me free up space", "my PC is getting slow, find what's eating space": the clean-up report (issue 17)
SPACE_RE = re.compile(
    r"\bfree\s+up\b|\breclaim\b|\brunning\s+(?:out|low)\s+(?:of|on)\s+(?:disk\s+)?space\b|"
    r"\bclean\s*up\s+(?:my\s+|the\s+)?(?:pc|computer|laptop|machine|system|disk|drive|home)\b|"
    r"\b(?:slow|full)\b.*\b(?:eat(?:s|ing)?|space|clean)\b|\b(?:eat(?:s|ing)?|space)\b.*\b(?:slow|full)\b",
    re.I,
)


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
    if verb in ("move", "copy", "put", "send", "archive", "back up", "backup") and _device(ctx, u, s.destination):
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
        r"\b(?:the|a|my|that)\s+(?:copy|copies|duplicate|backup)\s+of\s+(?P<x>.+?)\s*"
        r"(?:$|[?!]|\.(?!\w)|\bto\b|\binto\b|\b(?:that|which)\b|\b(?:in|from|on)\s+(?:the\s+|my\s+)?[A-Z~/]\S*)",
        q,
        re.I,
    )
    if copy_of:  # "delete the copy of taxi_trips_2024": never the original; which copy is a question
        from .grounding import files_named
        from .vocabulary import STOPWORDS

        said = [
            w for w in re.findall(r"[^\W_]+", os.path.splitext(copy_of.group("x"))[0]) if w.lower() not in STOPWORDS
        ]
        copies = [
            f for f in files_named(ctx.conn, said, limit=20) if re.search(r"cop(?:y|ie)|\(\d+\)|backup", f.name, re.I)
        ]
        there = re.search(r"\b(?:in|from|on)\s+(?:the\s+|my\s+)?(?P<f>[^\s?.!]+)", q[copy_of.end("x") :], re.I)
        folder = resolve_place(ctx, there.group("f")) if there else None  # ("… in Downloads", "… on the desktop")
        if not copies:  # "the copy of Harbour 1962.tif on the desktop": the same name there, kept elsewhere
            same = [f for f in files_named(ctx.conn, said, limit=20) if f.name.lower() == copy_of.group("x").lower()]
            copies = same if len({os.path.dirname(f.path) for f in same}) > 1 else []
        inside = [f for f in copies if folder and f.path.startswith(folder.rstrip("/") + "/")]
        if len(inside) == 1 and re.search(r"\bcopy\b", copy_of.group(0), re.I):
            # "the copy of the van insurance in Downloads": the one copy there (the original is never touched)
            _verb_call(ctx, u, verb, {"paths": [inside[0].path]}, inside[0].path, place)
            return
        u.candidates, u.verb = [f.path for f in copies[:5]], verb
        u.note = (
            ("Which copy? " + "; ".join(where(f.path) for f in copies[:5]) + ". Say its exact name and I'll plan it.")
            if copies
            else "I don't see a copy of that by name, so I won't guess. Say the copy's exact name."
        )
        return
    dupes = re.search(r"\b(?:duplicates?|dupes?|duplicated files|extra copies|copies)\b", q, re.I)
    from .patterns import NAME_HAS_RE

    dupes = dupes and not NAME_HAS_RE.search(q)  # ("the (1) copies in Downloads": the names holding "(1)")
    if dupes and place and verb in ("delete", "remove", "trash", "erase", "get rid of", "throw") and not s.filename:
        _copies_plan(ctx, u, place, _verb_call)  # "delete the duplicates in Downloads": the copies there
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
    globbed = _by_glob(ctx, u, place) if verb not in ("create", "make", "mkdir", "undo", "revert") else []
    if globbed is None:
        return
    if globbed:  # "move the Payslip 2025-*.pdf files into …": every file whose name fits, each listed
        _verb_call(ctx, u, verb, {"paths": globbed}, globbed[0], place)
        return
    if s.filename or s.quoted:
        name = s.filename or s.quoted[0]
        found = exact_file(ctx, name, place, s.filename_context)
        if isinstance(found, str):
            target = found
        else:
            u.note = found[1]
            return
        more = re.search(rf"{re.escape(name)}\s*(?:,|\band\b|&)\s*(?:\band\s+)?(?P<next>.+)$", q, re.I)
        if more and not s.quoted:  # "delete Tom.mp4 and Jerry.mp4": both, each exactly, or a question
            second = re.match(r"(?P<n>.+?\.[A-Za-z0-9]{1,5})(?=\s|$|[?!,])", more.group("next").strip())
            other = exact_file(ctx, second.group("n"), place) if second else None
            if not isinstance(other, str):
                u.note = (
                    f"I found {where(target)}, but not the other file exactly. Say each file's exact name "
                    "(with its extension), or one at a time."
                )
                return
            paths = [target, other]
    if not (s.filename or s.quoted or paths) and verb not in ("undo", "revert", "create", "make", "mkdir"):
        whole = _whole_name(ctx, u, place)  # "delete the New Text Document on the desktop": that one file
        if whole:
            paths, target = [whole], None
            s.type = s.type_word = None
    words = [t for t in s.terms if t.lower() not in ("file", "files", "folder", *RENAME_WORDS)]
    new_name = re.search(r"\bto\s+(?P<n>[^/]+?)\s*[?!.]?\s*$", q) if verb == "rename" else None
    if new_name:  # "rename Desktop/untitled folder to Patel album notes": the new name's words pick nothing
        before = {w.lower() for w in re.findall(r"[\w'-]+", q[: new_name.start()])}
        words = [w for w in words if w.lower() in before]
    if place and words:  # "the node_modules folder in client-portal": words naming the folders the place is in
        from ..index.fold import fold, stem

        inside = " " + fold(place) + " "
        words = [w for w in words if not all(" " + stem(p) in inside for p in fold(w).split())]
    if not (s.filename or s.quoted or paths) and words and verb not in ("undo", "revert", "create", "make", "mkdir"):
        phrased = phrase_folder(ctx, q)
        if phrased:  # "trash the Documents show notes": "show" is no command here; never a file elsewhere
            u.note = (
                f"Do you mean the files in {ctx.display(phrased[0])}? Say 'the files in {ctx.display(phrased[0])}' "
                "and I'll plan them."
            )
            return
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
    elif (
        target
        and os.path.isdir(target)
        and not s.filters()
        and not _names_the_folder(u, target)
        and not u.holds_them
        and not re.search(r"\b(?:files|everything|contents?|all)\s+(?:in|inside|of|from)\b", q, re.I)
    ):
        # "delete the duplicates in Downloads" with the words taken as something else: never the folder itself
        u.note = (
            f"Which files in {ctx.display(target)}? Say their names, a type, a size or a date, or "
            f"'the {os.path.basename(target.rstrip('/'))} folder' if you mean the folder itself."
        )
        return
    else:
        sel = {**s.filters(), "path": target} if target else dict(s.filters())
        inside = re.search(r"\b(?:files|everything|contents?|all)\s+(?:in|inside|of|from)\b", q, re.I)
        if target and os.path.isdir(target) and (inside or s.filters() or u.holds_them):
            # "delete the files in X", "the .md files in notes": what X holds (its subfolders too, as "how many"
            # counts them), each listed, not X itself
            sel["recursive"] = True
            if _one_of_several(ctx, u, verb, target):
                return
    _verb_call(ctx, u, verb, sel, target, place)


def _one_of_several(ctx, u: Understanding, verb: str, target: str) -> bool:
    """ "delete the tax pdf" when the taxes folder holds two PDFs, or "delete the pics backups" on a whole indexed
    folder: one file said in the singular, or a whole root's files without "all": which? (u.note)."""
    q, s = u.question, u.slots
    if not s.filters() or ALL_RE.search(q):
        return False
    said = s.type_word or ""
    singular = said and not said.endswith("s") and " files" not in said and not re.search(r"\b(?:files|ones)\b", q)
    destroy = verb in ("delete", "remove", "trash", "erase", "get rid of", "throw")
    if not (singular or (destroy and _holds_a_root(ctx, target))):
        return False
    picked = _selected(ctx, {**s.filters(), "path": target}, cap=6)
    if len(picked) < 2:
        return False
    u.note = (
        f"Which one? {'Several' if len(picked) > 5 else len(picked)} in {ctx.display(target)} fit: "
        + "; ".join(where(p) for p in picked[:5])
        + (" …" if len(picked) > 5 else "")
        + ". Say its name, or 'all of them'."
    )
    return True


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
            if target and os.path.isfile(target):
                new = with_extension(new, target)
            u.tool, u.arguments = "rename_file", {**sel, "new_name": new}
        else:
            u.note = "Rename to what? Say 'rename X to Y', or 'rename the photos by date taken'."
            return
    if u.tool:
        u.arguments["dry_run"] = True


DEVICE_RE = re.compile(
    r"\b(?:external|usb|portable|backup|thumb|flash|memory|sd)\s+(?:hard\s+)?(?:drive|disk|stick|card|hdd|ssd)\b|"
    r"\b(?:usb|pen\s*drive|memory stick|sd card|nas|network drive|the cloud)\b",
    re.I,
)


def _one_destination(ctx, u: Understanding, dest: str, target: str | None) -> str | None:
    """Where things go; None (and a question in u.note) when the name is that of several folders ("to
    Invoices" with one per client): a plan never picks one of them. A device ("the external drive", "my USB
    stick") that is no indexed folder is not made up as a new folder: its path is asked for."""
    if _device(ctx, u, dest):
        return None
    to = resolve_destination(ctx, dest, target, u.question)
    if target and NEW_FOLDER_RE.search(u.question) and "/" not in dest.strip("/"):
        return to  # "into a new folder called Screenshots": beside them, whatever other folders are so named
    named = same_places(ctx, dest, to.rstrip("/"))
    said = re.search(rf"\b{re.escape(dest)}((?:\s+[\w'&-]+){{1,2}}?)\s+(?:folder|directory)\b", u.question, re.I)
    if len(named) > 1 and said and said.group(1).strip():
        from ..index.fold import fold, stem

        more = [stem(w) for w in fold(said.group(1)).split()]  # "into the 2026 invoices folder": Invoices/2026
        picked = [p for p in named if all(f" {w}" in " " + " ".join(stem(t) for t in fold(p).split()) for w in more)]
        if len(picked) == 1:
            return picked[0]
    if len(named) > 1:
        u.note = (
            f"Which {os.path.basename(to.rstrip('/'))} folder? "
            + "; ".join(ctx.display(p) for p in named[:5])
            + (" …" if len(named) > 5 else "")
            + ". Say its path and I'll plan it."
        )
        return None
    return to


def _whole_name(ctx, u: Understanding, place: str | None) -> str | None:
    """The words after the verb are one file's whole name but its extension ("the New Text Document", whose last
    word is also a type word), and no other name holds them all: that file."""
    from ..index.fold import fold
    from .grounding import files_named

    m = re.match(
        r"^\s*(?:(?:please|can you|could you|just)\s+)*(?:delete|remove|trash|erase|move|copy|rename|get rid of)\s+"
        r"(?:the\s+|my\s+)?(?P<n>[^,?!]+?)(?=\s+(?:on|in|from|inside|under|to|into|off)\b|\s*[?.!]*$)",
        u.question,
        re.I,
    )
    if not m or len(m.group("n").split()) < 2:
        return None
    said = fold(m.group("n"))
    files = files_named(ctx.conn, said.split(), limit=20)
    if place:
        files = [f for f in files if f.path.startswith(place.rstrip("/") + "/")]
    exact = [f for f in files if fold(os.path.splitext(f.name)[0]) == said]
    return exact[0].path if len(exact) == 1 and len(files) == 1 else None


def _names_the_folder(u: Understanding, target: str) -> bool:
    """The question's object is the folder itself: "delete the Old Stuff folder", "trash Downloads/tmp",
    "move Scans to Archive", not "the duplicates in Downloads"."""
    q, verb = u.question, ACTION_RE.search(u.question)
    if verb is None:
        return False
    rest = q[verb.end() :]
    if re.search(r"\b(?:folder|directory|dir)\b", rest, re.I) or "/" in rest.split(" to ")[0]:
        return True
    name = os.path.basename(target.rstrip("/"))
    obj = r"\s+(?:the\s+|my\s+|our\s+|all\s+(?:of\s+)?(?:the\s+|my\s+)?)?"
    return bool(re.match(obj + re.escape(name) + r"(?:\s|$|[?.!,])", rest, re.I))


def _device(ctx, u: Understanding, dest: str | None) -> bool:
    """A device as the destination ("the external drive", "my USB stick") that is no indexed folder: its path is
    asked for (u.note), never made up as a new folder."""
    from .places import resolve_place

    if not dest or dest.startswith(("/", "~")):
        return False
    said = re.search(rf"\b(?:to|into|onto)\s+(?:my\s+|the\s+|a\s+)?{re.escape(dest)}\b[\w ]{{0,20}}", u.question, re.I)
    if not said or not DEVICE_RE.search(said.group(0)) or resolve_place(ctx, dest):
        return False
    u.note = (
        f"I don't see {said.group(0).split(None, 1)[1].strip()!r} among the indexed folders, so I won't guess "
        "where it is. Say its path (for example /media/you/Backup), and I'll plan it there."
    )
    return True
