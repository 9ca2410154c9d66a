"""Questions about the last result's files as a whole ("which one is the biggest?", "how much space do they take?",
"how many of them are HEIC?", "when were they signed?"): by its own filters when it had them (all of them, not only
the ones shown), else the files shown."""

from __future__ import annotations

import re

from ..tools.answers import where
from ..units import human_size
from .followup_actions import fitting
from .intents import ACTION_RE as ACTION_RE_ANY
from .place_words import folder_among
from .places import known_exts
from .slots import parse
from .turn import Turn

SORT_RE = re.compile(
    r"^\s*(?:now\s+|ok\s+|and\s+)?(?:(?:please|pls|can you|could you|would you|will you)\s+)*"
    r"(?:sort|order|rank)(?: them| those| these| it)?\b",
    re.I,
)
THEM_RE = re.compile(
    r"\b(?:they|them|their|those|these|that|those files|these files|of them|one|(?:on|in|from|out of) there)\b", re.I
)
BARE_BEST_RE = re.compile(
    r"^\s*(?:and|ok|so)?\s*(?:the\s+)?(?:biggest|largest|heaviest|smallest|newest|latest|most recent|oldest)"
    r"(?:\s+(?:one|file))?\s*(?:please)?\s*[?.!]*\s*$",
    re.I,
)


def _of_those(word: str, f: dict) -> str:
    return f"Of those, the {word} is {where(f['path'])}: {f['size_human']}, modified {f['modified'][:10]}."


def about_them(agent, q: str, low: str, paths: list[str]) -> Turn | None:
    """'which one is the biggest?', 'how much space do they take?', 'how many of them are HEIC?': the last
    result's files, by its own filters when it had them (all of them, not only the ones shown)."""
    bare = BARE_BEST_RE.match(low)  # "the oldest?", "and the biggest one": of them
    if not (THEM_RE.search(low) or bare) and not re.search(
        r"\bare there\b|^\s*(?:which|what)(?: one)? is (?:the|older|newer|bigger|smaller|larger)\b|"
        r"^\s*(?:and\s+)?(?:any|anything|something)\b(?=.*\b(?:than|over|under|from|since|before|after)\b)|"
        r"^\s*(?:what(?:'s| is) the )?total\b|\baltogether\b|\btogether\b|\bcombined\b|\bin all\b|"
        r"^\s*how many (?:are|were|is|was)\b|"
        r"^\s*(?:and\s+|so\s+)?how many(?: (?:is|was) that| in all)?\s*[?.!]*\s*$|"
        r"^\s*(?:and\s+|so\s+)?how many\s+(?:from|since|before|after|in|over|under|bigger|smaller|larger|older|"
        r"newer|this|last)\b|"
        r"^\s*(?:and )?how (?:much|big)(?: in all| in total)?\s*\??\s*$",
        low,
    ):
        return None
    saving = re.search(r"\b(?:save|free(?: up)?|gain|get back|reclaim)\b.*\bby\s+(?:deleting|removing|trashing|"
                       r"getting rid of|binning)\b|\bif i (?:deleted|removed|trashed|binned)\b", low)  # fmt: skip
    if (ACTION_RE_ANY.search(q) and not saving) or SORT_RE.match(q):
        return None  # ("how much space would I save by deleting them?" asks their size, it plans nothing)
    sel = agent._last_selection()
    files = agent._last_files()
    limited = getattr(agent.last_slots, "limit", None) if files else None
    if limited:  # "the five largest files …" then "their combined size": the five shown, not all that matched
        sel, files = None, files[:limited]
    if sel is None and not files:
        return None
    shown = re.fullmatch(
        r"\s*(?:ok\s+|so\s+|and\s+|now\s+)?(?:please\s+|can you\s+|could you\s+)?(?:list|show(?: me)?|what are|"
        r"which are)\s+(?:them|those|these|they)(?:\s+(?:to me|please|all))?\s*[?.!]*\s*",
        low,
    )
    if shown and sel is not None and agent.last.tool == "count_files":  # "how many cp12s this year", "list them"
        return agent.call(q, "list", "list_files", {**sel, "sort_by": "date", "limit": 50}, agent.last_slots)
    slots, _ = parse(q, exts=known_exts(agent.ctx.conn))
    if re.match(r"\s*(?:and\s+|so\s+)?how many\s+(?:from|since|in|over|under|this|last)\b", low) and (
        slots.place or slots.terms or not slots.filters()
    ):
        return None  # ("how many from Kirkstall": a place, not a filter on them)
    which = re.search(r"\bwhich\b|\bwhat(?:'s| is)? the\b", low) or bare
    narrowing = {k: v for k, v in slots.filters().items() if k != "type" or slots.type_word}
    ranged = narrowing.keys() & {"size_gt", "size_lt", "modified_after", "modified_before"}
    if re.search(r"\bthan\b", low) or ranged:
        which = None  # "which of them are older than a year?": a filter on them, not the oldest one
    for pat, key, rev, word in (
        (r"\b(?:biggest|largest|heaviest|bigger|larger|heavier)\b", "size", True, "biggest"),
        (r"\b(?:smallest|smaller|lighter)\b", "size", False, "smallest"),
        (r"\b(?:newest|latest|most recent|newer|more recent)\b", "date", True, "newest"),
        (r"\b(?:oldest|older)\b", "date", False, "oldest"),
    ):
        if which and re.search(pat, low):
            if sel is not None:
                args = {**sel, "sort_by": key, "order": "desc" if rev else "asc", "limit": 1}
                turn = agent.call(q, "list", "list_files", args, slots)
                best = (turn.result or {}).get("files") or []
                if best:
                    b = best[0]
                    turn.answer = _of_those(word, b)
                return turn
            k = "size" if key == "size" else "modified"
            b = sorted(files, key=lambda f: f[k], reverse=rev)[0]
            return Turn(q, "factual", None, {}, {"files": [b]}, _of_those(word, b))
    each = re.search(r"\beach\b|\bindividually\b|\bone by one\b|\bevery one\b", low) and re.search(
        r"\bhow (?:much|big|large)\b|\bspace\b|\bsizes?\b", low
    )
    if each:  # "how big is each one?": every one of them with its size
        if sel is not None:
            turn = agent.call(q, "list", "list_files", {**sel, "sort_by": "size", "limit": 50}, slots)
            files = (turn.result or {}).get("files") or files
        else:
            turn = Turn(q, "metadata", None, {}, {"files": files}, "")
        ranked = sorted(files, key=lambda f: -f["size"])
        turn.answer = _each_size(ranked[:50]) + "."
        return turn
    dates_asked = r"^\s*(?:and\s+|so\s+)?when\s+(?:were|was|did)\s+(?:they|those|these|all of them)\b|\bwhat dates?\b"
    if re.search(dates_asked, low) and not narrowing:
        # "when were they signed": each one's date (the dates the index has: when each was last changed)
        if sel is not None:
            turn = agent.call(q, "list", "list_files", {**sel, "sort_by": "date", "limit": 50}, slots)
            files = (turn.result or {}).get("files") or files
        else:
            turn = Turn(q, "metadata", None, {}, {"files": files}, "")
        dated = sorted(files, key=lambda f: f["modified"], reverse=True)
        turn.answer = "Last changed: " + "; ".join(f"{where(f['path'])}: {f['modified'][:10]}" for f in dated[:50])
        turn.answer += "."
        return turn
    counting = re.search(
        r"\bhow (?:much|big|large)\b|\btotal\b|\bspace\b|\bsize\b|\bhow many\b|\bcount\b|\bare there\b|"
        r"\btogether\b|\bcombined\b",
        low,
    )
    if counting and sel is not None:
        args = {**sel, **slots.filters()}
        owned = _owner_folder(agent.ctx, q, sel.get("path"))
        if owned == "":
            return None  # ("how many are Maya's?" after Rory's: not among those counted)
        if owned:  # "how many of those are Rory's": those in Rory's folder, not those named "Rory"
            args["path"], slots.terms = owned, [t for t in slots.terms if t.lower() != owned.rsplit("/", 1)[-1].lower()]
        if slots.terms and not sel.get("name") and re.search(r"\bhow many\b", low):
            args["name"] = " ".join(slots.terms)  # "how many screenshots are on there": those so named
        turn = agent.call(q, "count", "count_files", args, slots)
        d = turn.result or {}
        if args.get("name") and not sel.get("name") and not d.get("count"):  # (no name of theirs: all of them)
            args.pop("name")
            turn = agent.call(q, "count", "count_files", args, slots)
            d = turn.result or {}
        if "count" in d:
            extra = f" {slots.type_word}" if slots.type_word else ""
            extra += f" named like {args['name']!r}" if args.get("name") and not sel.get("name") else ""
            extra += f" in {owned.rsplit('/', 1)[-1]}" if owned else ""
            turn.answer = (
                f"{d['count']:,} of them{extra}: {d['size_human']} in all."
                if slots.filters() or extra
                else (f"Those are {d['count']:,} files, {d['size_human']} in all.")
            )
        return turn
    plain = {"modified_after", "modified_before", "size_gt", "size_lt", "type"}
    if counting and narrowing and narrowing.keys() <= plain:
        # "how many of those were this year" after a search: the ones shown that fit
        kept = set(fitting(agent.ctx, [f["path"] for f in files], narrowing))  # (the tools' one filter model)
        fit = [f for f in files if f["path"] in kept]
        when = f" ({slots.date_label})" if slots.date_label else ""
        text = f"{len(fit):,} of those {len(files):,}{when}: {human_size(sum(f['size'] for f in fit))}"
        text += (": " + "; ".join(where(f["path"]) for f in fit[:10])) if 0 < len(fit) <= 10 else ""
        return Turn(q, "metadata", None, {}, {"count": len(fit), "files": fit}, text + ".")
    if counting:
        n = len(files) if limited else (agent.last.result or {}).get("total_matching", len(files))
        size = None if limited else (agent.last.result or {}).get("total_human")
        size = size or human_size(sum(f["size"] for f in files))
        text = f"Those are {n:,} files, {size} in all"
        each = re.search(r"\bhow (?:big|large)\b|\bsizes\b", low) and not re.search(
            r"\b(?:total|combined|together|altogether|in all)\b", low
        )
        if 1 < n == len(files) <= 5 and each:
            text += ": " + _each_size(files)  # (each, as there are few)
        return Turn(q, "metadata", None, {}, {"count": n}, text + ".")
    if sel is not None and narrowing:  # "which of them are older than a year?", "the ones over 1 GB"
        return agent.call(q, "list", "list_files", {**sel, **narrowing, "limit": 50}, slots)
    folder = folder_among(low, paths) if sel is not None else None
    if folder:  # "only the ones from the synth project": the folder among theirs the words name
        return agent.call(q, "list", "list_files", {**sel, "path": folder, "limit": 50}, slots)
    return None


_OWNER_RE = re.compile(r"\b([A-Z][a-z]+)'s\b")


def _owner_folder(ctx, q: str, within: str | None) -> str | None:
    """The one folder named for the person whose files are asked about ("are Rory's" -> Rory/), inside the last
    selection's folder if it had one; None when no folder, or several, are named so; "" when it is outside it."""
    from .lookup import exactly_named, outermost

    m = _OWNER_RE.search(q)
    if not m:
        return None
    found = exactly_named(ctx.conn, [m.group(1)])
    tops = outermost(found)
    inside = [p for p in tops if not within or p.startswith(within.rstrip("/") + "/")]
    if tops and not inside:
        return ""  # (that person's folder is not among the files asked about)
    return inside[0] if len(inside) == 1 else None


def _each_size(files: list[dict]) -> str:
    """ "a.wav (in Stems): 4.4 MB; b.wav (in Bounces): 3.5 MB": each file, where it is, and its size."""
    return "; ".join(f"{where(f['path'])}: {f['size_human']}" for f in files)
