"""The file before (or after) the one just found, in the same run of dated files ("when was the autoclave last
serviced", then "when was it serviced before that": the service report before the last one)."""

from __future__ import annotations

import os
import re

from .turn import Turn

BEFORE_RE = re.compile(
    r"\b(?:before (?:that|then|this one|that one)|the (?:one|time|report|visit) before|(?:the )?previous (?:one|time)|"
    r"the one prior|prior to that)\b"
)
AFTER_RE = re.compile(r"\b(?:after (?:that|this one|that one)|the (?:one|time) after|the next one)\b")
_DIGITS = re.compile(r"\d+")


def before_that(agent, q: str, low: str) -> Turn | None:
    """ "before that", "the previous one" after one file: the file of the same name but for its date or number,
    beside it, next older (by the date in the names, else by when each was changed); "after that", the next
    newer. After a newest-first list of one, the next in that list. None when nothing fits."""
    from .intents import ACTION_RE

    back = BEFORE_RE.search(low)
    if not (back or AFTER_RE.search(low)) or ACTION_RE.search(q) or agent.last is None:
        return None
    last = agent.last
    result = last.result if isinstance(last.result, dict) else {}
    files = result.get("files") or []
    if last.tool == "file_info":
        path = result.get("path") or last.arguments.get("path")
    elif last.tool in ("list_files", "find_files") and len(files) == 1:
        path = files[0]["path"]
    else:
        return None
    if not path:
        return None
    folder, name = os.path.split(path)
    shape = _DIGITS.sub("#", name).lower()
    rows = agent.ctx.conn.execute(
        "SELECT f.name, f.mtime_ns FROM files f JOIN dirs d ON d.id = f.dir_id WHERE d.path = ? AND f.flags & 3 = 0",
        (folder,),
    ).fetchall()
    run = [(n, m) for n, m in rows if _DIGITS.sub("#", n).lower() == shape]
    if len(run) < 2 or not _DIGITS.search(name):
        return None
    run.sort(key=lambda r: ([int(x) for x in _DIGITS.findall(r[0])], r[1]))
    names = [n for n, _ in run]
    if name not in names:
        return None  # (a folder, or a file the index lists otherwise)
    i = names.index(name)
    j = i - 1 if back else i + 1
    if not 0 <= j < len(run):
        which = "earlier" if back else "later"
        return Turn(q, "factual", None, {}, {}, f"There is no {which} one than {name} in {os.path.basename(folder)}.")
    return agent.call(q, "factual", "file_info", {"path": os.path.join(folder, run[j][0])})
