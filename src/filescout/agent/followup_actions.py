"""Actions on the last answer's files ("delete them", "move those to Archive", "rename it to X", "delete the one
from march"): planned on exactly those files, or a question back when it is not clear which."""

from __future__ import annotations

import os
import re

from ..index.fold import covers
from ..index.query import Filters
from ..tools.answers import where
from .declines import EXCEPT_RE
from .intents import ACTION_RE
from .names import with_extension
from .place_words import THE_ONES_IN_RE, folder_among
from .places import known_exts, resolve_destination, resolve_place
from .slots import parse
from .turn import Turn

PRONOUN_ACTION_RE = re.compile(r"\b(?:those|them|these|that one|this one|it|the files|all of them|both)\b", re.I)
ALL_RE = re.compile(r"\b(?:all|every|each|both|everything)\b", re.I)


def _listing(paths: list[str], n: int = 5) -> str:
    return "; ".join(where(p) for p in paths[:n]) + (f" and {len(paths) - n} more." if len(paths) > n else ".")


def fitting(ctx, paths: list[str], filters: dict) -> list[str]:
    """Those of these indexed files that the filters fit (a date, a size, a type said after a search's results)."""
    from ..index.walker import display_name

    clause, params = Filters(**filters).resolve().sql(conn=ctx.conn)
    sql = f"SELECT 1 FROM files f JOIN dirs d ON d.id = f.dir_id WHERE d.path = ? AND f.name = ? AND {clause or '1'}"
    out = []
    for p in paths:
        folder, name = os.path.split(p)
        if ctx.conn.execute(sql, [display_name(folder)[0], name, *params]).fetchone():
            out.append(p)
    return out


def _every_path(agent) -> list[str]:
    """Every file the last answer found (a search shows a few of them; "the one from march" may be another)."""
    from ..tools import REGISTRY

    last = agent.last
    spec = REGISTRY.get(last.tool) if last and last.tool in REGISTRY else None
    return spec.item_paths(last.result) if spec is not None and isinstance(last.result, dict) else []


def _name_words(ctx, slots, question: str) -> list[str]:
    """The words of an action on the last files that name some of them ("the ones from Mar Hall"), not a folder or
    where to or a new name (the words after "to" or "as"; a said folder that is indexed is a place, not a name)."""
    from .slots import STOPWORDS

    said = list(slots.terms)
    if slots.place and "/" not in slots.place and resolve_place(ctx, slots.place) is None:
        said += slots.place.split()
    head = set(
        re.findall(r"[\w'-]+", re.split(r"\b(?:to|into|onto|as)\b", question, maxsplit=1, flags=re.I)[0].lower())
    )
    return [
        w
        for w in said
        if w.lower() in head and w.lower() not in STOPWORDS and w.lower() not in ("one", "ones", "file", "files")
    ]


_NAME_DATE = re.compile(r"(?<!\d)((?:19|20)\d\d)[-_. ]?(0[1-9]|1[0-2])(?:[-_. ]?(0[1-9]|[12]\d|3[01]))?(?!\d)")


def _named_dates_disagree(every: list[str], picked: list[str], narrowing: dict) -> str | None:
    """When files carry a date in their names ("statement 2026-06.pdf", "2026-09-05 Cameron House …") and it says
    otherwise than the date they were last changed, a date said is not clear: the question back, else None."""
    from datetime import datetime

    from ..units import parse_when

    lo = parse_when(narrowing["modified_after"]) if narrowing.get("modified_after") else None
    hi = parse_when(narrowing["modified_before"]) if narrowing.get("modified_before") else None
    if lo is None and hi is None:
        return None
    dated, by_name = set(), set()
    for p in every:
        m = _NAME_DATE.search(os.path.basename(p))
        if m:
            dated.add(p)
            d = datetime(int(m.group(1)), int(m.group(2)), int(m.group(3) or 15))
            if (lo is None or d >= lo.replace(tzinfo=None)) and (hi is None or d < hi.replace(tzinfo=None)):
                by_name.add(p)
    if all((p in picked) == (p in by_name) for p in dated):
        return None
    both = list(dict.fromkeys([*picked, *sorted(by_name)]))
    return (
        "Which one? By the dates in their names and by when they were last changed, different files fit: "
        + _listing(both)
        + " Say its name, or e.g. 'the second one'."
    )


def _the_typed_one(agent, q: str, paths: list[str]) -> Turn | None:
    """ "delete the png", "move the spreadsheet to Archive" after a listing: the one file of that type among those
    shown (its plan), a question back when several are, None when the words say more than a type."""
    am = ACTION_RE.search(q)
    if len(q) > 300 or EXCEPT_RE.search(q) or re.search(r"\b(?:but|keep|not|isn'?t|aren'?t|others?)\b", q, re.I):
        return None  # ("delete everything except the png": never the one said to keep)
    words = q[am.end() :].strip().rstrip("?.!").split()  # the words right after the verb: "the png [to X]"
    rest = words[2:]
    rest = rest[1:] if rest and rest[0].lower() == "file" else rest
    if len(words) < 2 or words[0].lower() != "the" or (rest and rest[0].lower() not in ("to", "into")):
        return None
    slots, _ = parse(q, exts=known_exts(agent.ctx.conn))
    word = words[1].lower().lstrip(".")
    if not slots.type or not slots.type_word or slots.type_word.lower().rstrip("s") != word.rstrip("s"):
        return None
    if word.endswith("s") and word != slots.type_word.lower().rstrip("s"):
        return None  # (a plural: "delete the pngs" is every one of them, the search's own path)
    exts = Filters(type=slots.type).resolve().exts or set()
    mine = [p for p in paths if os.path.splitext(p)[1].lstrip(".").lower() in exts]
    if len(mine) > 1:
        return Turn(q, "action", None, {}, None, f"Which of them? There are {len(mine)}: " + _listing(mine)
                    + " Say e.g. 'the first one', or 'all of them' to plan them all.")  # fmt: skip
    if not mine:
        return None
    verb = am.group("verb").lower()
    if verb in ("delete", "remove", "trash", "erase", "get rid of", "throw"):
        return agent.call(q, "action", "delete_file", {"paths": mine, "dry_run": True}, slots)
    if verb in ("move", "copy") and slots.destination:
        dest = resolve_destination(agent.ctx, slots.destination, mine[0], q)
        tool = "copy_file" if verb == "copy" else "move_file"
        return agent.call(q, "action", tool, {"paths": mine, "destination": dest, "dry_run": True}, slots)
    return None


def act_on_them(agent, q: str, low: str, paths: list[str]) -> Turn | None:
    """An action said about the last answer's files: its plan, a question back, or None (not such an action)."""
    am = ACTION_RE.search(q)
    the_one = re.search(r"\bthe one (?:from|dated|modified|changed|saved|made|over|under|bigger|smaller|larger|"
                        r"older|newer)\b", low)  # fmt: skip
    # "delete the one in downloads": those of them in the folder said (which the files' folders must hold)
    folder = folder_among(low, paths) if THE_ONES_IN_RE.search(low) else None
    the_one = None if folder else the_one
    # "move the honda one to the desktop": one of them, by a word of its name
    named_one = re.search(r"\bthe\s+(?:[\w'&-]+\s+){1,3}one\b", low) and not the_one and not folder
    typed = _the_typed_one(agent, q, paths) if am and paths and not (the_one or named_one or folder) else None
    if typed is not None:  # "delete the png" after a listing with one PNG in it: that one
        return typed
    if am and paths and (PRONOUN_ACTION_RE.search(q) or re.search(r"\bones\b", low) or the_one or named_one or folder):
        if EXCEPT_RE.search(q) or re.search(r"\bbut\s+(?:the|not|for)\b", low):
            # "delete all of them except X", "all but the first": leaving part out is not something I plan
            return Turn(q, "action", None, {}, None, "I can't leave part of them out yet, so I didn't plan "
                        "anything. Say the ones to act on (e.g. 'the second one'), or narrow the list first "
                        "(a type, a size, a date).")  # fmt: skip
        slots, _ = parse(q, exts=known_exts(agent.ctx.conn))
        verb = am.group("verb").lower()
        sel, narrowed = agent._last_selection(), False
        narrowing = {k: v for k, v in slots.filters().items() if k != "type" or slots.type_word}
        words = _name_words(agent.ctx, slots, q)  # "move the ones from Mar Hall to Archive": those so named
        if named_one and not words and not narrowing:
            return None  # ("the first one", "the big one": not a name's word)
        if (the_one or named_one) and not (narrowing or words):
            return Turn(q, "action", None, {}, None, "Which one do you mean? Say its name, or e.g. 'the second one'.")
        if narrowing and sel is not None:
            # "delete the empty ones" after a listing: those of them, never others elsewhere
            f = Filters(**{**sel, **narrowing}, within=agent.ctx.within()).resolve()
            from ..index import query as qy

            picked = [r.path for r in qy.list_files(agent.ctx.conn, f, sort_by="name", order="asc", limit=1000)]
            whole = Filters(**sel, within=agent.ctx.within()).resolve()
            every = [r.path for r in qy.list_files(agent.ctx.conn, whole, sort_by="name", order="asc", limit=1000)]
        elif narrowing and paths:  # "delete the one from march" after a search: those of all its results
            every = _every_path(agent) or paths
            picked = fitting(agent.ctx, every, narrowing)
        if narrowing and (sel is not None or paths):
            if not picked:
                return Turn(q, "action", None, {}, None, "None of them match that, so there is nothing to do.")
            torn = _named_dates_disagree(every, picked, narrowing)
            if torn:  # "the one from july": the statement named 2026-07 was saved in August
                return Turn(q, "action", None, {}, None, torn)
            paths, narrowed = picked, True
        if folder:
            paths, narrowed = [p for p in paths if p.startswith(folder.rstrip("/") + "/")], True
            words = [w for w in words if not covers(os.path.basename(folder), [w])]
        if words:
            by_name = [p for p in paths if covers(os.path.basename(p), words)]
            if not by_name and len(paths) > 1:  # "the Moth Garden one": the one whose own folders are so named
                root = os.path.commonpath(paths)
                by_name = [p for p in paths if covers(os.path.relpath(p, root), words)]
            paths = by_name
            if not paths:
                return Turn(q, "action", None, {}, None, "None of them are named so, so there is nothing to do.")
            narrowed = True
        destroy = verb in ("delete", "remove", "trash", "erase", "get rid of", "throw")
        singular = re.search(r"\b(?:it|that one|this one|that file|this file)\b", low) or the_one or named_one
        singular = singular or (folder and re.search(r"\bthe one\b", low))  # ("the one from 2026": two are)
        if len(paths) > 1 and not ALL_RE.search(q) and (not narrowed or singular) and (destroy or singular):
            # "delete it", "delete them" after several results: which of them? ("move those" = the set shown)
            return Turn(q, "action", None, {}, None, f"Which of them? There are {len(paths)}: " + _listing(paths)
                        + " Say e.g. 'the first one', or 'all of them' to plan them all.")  # fmt: skip
        if verb in ("delete", "remove", "trash", "erase", "get rid of", "throw"):
            return agent.call(q, "action", "delete_file", {"paths": paths, "dry_run": True}, slots)
        if verb in ("move", "copy", "put", "send", "archive") and (slots.destination or verb == "archive"):
            dest = resolve_destination(agent.ctx, slots.destination or "Archive", paths[0], q)
            tool = "copy_file" if verb == "copy" else "move_file"
            return agent.call(q, "action", tool, {"paths": paths, "destination": dest, "dry_run": True}, slots)
        named = re.search(r"\b(?:to|as)\s+[\"'“]?(?P<n>[^\"'”?!]+?)[\"'”]?\s*[?!.]?\s*$", q)
        if verb == "rename" and named and len(paths) == 1:
            # "rename it to Roof quote Harbour Rd.pdf": the one file, to the name said (its extension kept)
            if re.search(r"\s(?:and|then)\s+(?:then\s+)?(?:move|copy|delete|trash|put|send|rename)\b", q, re.I):
                return Turn(q, "action", None, {}, None, "One thing at a time: say the rename on its own "
                            "(e.g. 'rename it to lease.pdf'), then the next step.")  # fmt: skip
            new = with_extension(named.group("n").strip(), paths[0])
            args = {"paths": paths, "new_name": new, "dry_run": True}
            return agent.call(q, "action", "rename_file", args, slots)
    return None
