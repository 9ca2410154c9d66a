"""Actions on the last answer's files ("delete them", "move those to Archive", "rename it to X", "delete the one
from march"): planned on exactly those files, or a question back when it is not clear which."""

from __future__ import annotations

import os
import re

from ..index.query import Filters
from ..tools.answers import where
from .declines import EXCEPT_RE
from .intents import ACTION_RE
from .names import with_extension
from .places import known_exts, resolve_destination
from .slots import parse
from .turn import Turn

PRONOUN_ACTION_RE = re.compile(r"\b(?:those|them|these|that one|this one|it|the files|all of them)\b", re.I)
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


def act_on_them(agent, q: str, low: str, paths: list[str]) -> Turn | None:
    """An action said about the last answer's files: its plan, a question back, or None (not such an action)."""
    am = ACTION_RE.search(q)
    the_one = re.search(r"\bthe one (?:from|dated|modified|changed|saved|made|over|under|bigger|smaller|larger|"
                        r"older|newer)\b", low)  # fmt: skip
    if am and paths and (PRONOUN_ACTION_RE.search(q) or re.search(r"\bones\b", low) or the_one):
        if EXCEPT_RE.search(q) or re.search(r"\bbut\s+(?:the|not|for)\b", low):
            # "delete all of them except X", "all but the first": leaving part out is not something I plan
            return Turn(q, "action", None, {}, None, "I can't leave part of them out yet, so I didn't plan "
                        "anything. Say the ones to act on (e.g. 'the second one'), or narrow the list first "
                        "(a type, a size, a date).")  # fmt: skip
        slots, _ = parse(q, exts=known_exts(agent.ctx.conn))
        verb = am.group("verb").lower()
        sel, narrowed = agent._last_selection(), False
        narrowing = {k: v for k, v in slots.filters().items() if k != "type" or slots.type_word}
        if narrowing and sel is not None:
            # "delete the empty ones" after a listing: those of them, never others elsewhere
            f = Filters(**{**sel, **narrowing}, within=agent.ctx.within()).resolve()
            from ..index import query as qy

            picked = [r.path for r in qy.list_files(agent.ctx.conn, f, sort_by="name", order="asc", limit=1000)]
            if not picked:
                return Turn(q, "action", None, {}, None, "None of them match that, so there is nothing to do.")
            paths, narrowed = picked, True
        elif narrowing and paths:  # "delete the one from march" after a search: those of its results
            picked = fitting(agent.ctx, paths, narrowing)
            if not picked:
                return Turn(q, "action", None, {}, None, "None of them match that, so there is nothing to do.")
            paths, narrowed = picked, True
        destroy = verb in ("delete", "remove", "trash", "erase", "get rid of", "throw")
        singular = re.search(r"\b(?:it|that one|this one|that file|this file)\b", low) or the_one
        if len(paths) > 1 and not ALL_RE.search(q) and (not narrowed or the_one) and (destroy or singular):
            # "delete it", "delete them" after several results: which of them? ("move those" = the set shown)
            return Turn(q, "action", None, {}, None, f"Which of them? There are {len(paths)}: " + _listing(paths)
                        + " Say e.g. 'the first one', or 'all of them' to plan them all.")  # fmt: skip
        if verb in ("delete", "remove", "trash", "erase", "get rid of", "throw"):
            return agent.call(q, "action", "delete_file", {"paths": paths, "dry_run": True}, slots)
        if verb in ("move", "copy", "put", "send", "archive") and (slots.destination or verb == "archive"):
            dest = resolve_destination(agent.ctx, slots.destination or "Archive", paths[0])
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
