"""Follow-ups about copies, siblings and one file by name: "delete the copies in Downloads" after a list of
duplicates, "and the .bak one?" after one file, "delete the Berlin one" after a list, "and the 2025-26 ones?" (the
folder beside the last one). Which copies go is one
rule (extra_copies), shared with "delete the duplicates in Downloads" asked outright (actions.py)."""

from __future__ import annotations

import os
import re

from .intents import ACTION_RE, Understanding
from .place_words import THE_ONES_IN_RE
from .places import known_exts, resolve_place
from .slots import parse
from .turn import Turn

DESTROY = ("delete", "remove", "trash", "erase", "get rid of", "throw")


def extra_copies(groups: list[dict], place: str | None) -> list[str]:
    """The copies to let go of, from groups of identical files (each group's files oldest first): those inside
    ``place``, or every copy but the oldest without one; one copy of every group always stays."""
    inside = place.rstrip("/") + "/" if place else None
    picked: list[str] = []
    for g in groups:
        there = [p for p in g["files"] if inside is None or p.startswith(inside)]
        picked += there[1:] if len(there) == len(g["files"]) else there
    return picked


def _copies_plan(ctx, u: Understanding, place: str | None, plan) -> None:
    """The extra copies among the duplicates the filters pick: in the place said, each group's copies there
    (the oldest kept when every copy is there); without a place, every copy but the oldest of each group."""
    from ..tools import REGISTRY
    from .lookup import folders_named

    args = {**u.slots.filters(), **({"path": place} if place else {}), "limit": 200}
    groups = REGISTRY.call("find_duplicates", args, ctx).data.get("groups") or []
    words = [t for t in u.slots.terms if not re.fullmatch(r"duplicates?|dupes?|copies|extra|duplicated", t, re.I)]
    if words:  # "the duplicate papers in Downloads": the copies there of files kept in Papers, never all of them
        inside = place.rstrip("/") + "/" if place else "\0"
        kept = [p for p in folders_named(ctx.conn, words) if not p.startswith(inside)]
        said = " ".join(words)
        if not kept:
            u.note = (
                f"I can't tell which duplicates are your {said}, so I didn't plan anything. Say a type (e.g. 'the "
                "duplicate pdfs'), a size, or the folder their other copy is in."
            )
            return
        under = tuple(k.rstrip("/") + "/" for k in kept)
        groups = [g for g in groups if any(f.startswith(under) for f in g["files"])]
        if not groups:
            u.note = f"None of the duplicates there have a copy in {ctx.display(kept[0])}, so there is nothing to do."
            return
    picked = extra_copies(groups, place)
    if not picked:
        u.note = "I found no duplicates there, so there is nothing to delete."
        return
    plan(ctx, u, "delete", {"paths": picked}, picked[0], place)  # (actions._verb_call: the plan, said)


def copies_followup(agent, q: str, low: str) -> Turn | None:
    """ "delete the copies in Downloads" after duplicates: the copies there (extra_copies)."""
    last = agent.last
    if not last or last.tool != "find_duplicates" or not (last.result or {}).get("groups"):
        return None
    inside = (last.arguments or {}).get("path")
    if re.search(r"\bhow much (?:space|room|disk)\b|\bhow (?:big|much)\b.*\b(?:save|free|gain)\b", low):
        # "how much space would I save by deleting them?": the copies that would go (one of each kept), never a plan
        from ..units import human_size

        sizes = {p: g["size"] for g in last.result["groups"] for p in g["files"]}
        gone = extra_copies(last.result["groups"], inside)
        freed = sum(sizes[p] for p in gone)
        where_ = f" in {os.path.basename(inside.rstrip('/'))}" if inside else ""
        return Turn(q, "metadata", None, {}, {"files": gone, "bytes": freed}, (
            f"Deleting the {len(gone)} extra cop{'y' if len(gone) == 1 else 'ies'}{where_} would free "
            f"{human_size(freed)} (one copy of each file stays)."
        ))  # fmt: skip
    am = ACTION_RE.search(q)
    if not am or am.group("verb").lower() not in DESTROY:
        return None
    # ("delete those" after the duplicates in Downloads: the copies in Downloads, the ones kept elsewhere stay)
    bare = r"\s*\w+(?: \w+)?\s+(?:all (?:of )?)?(?:those|them|these)(?: ones)?\s*[?.!]*\s*"
    those = inside and re.fullmatch(bare, low)
    said = re.search(r"\b(?:copies|copy|duplicates?|dupes?|extras?|spares?|other ones)\b", low)
    if not those and not said and not THE_ONES_IN_RE.search(low):  # ("delete the one in downloads": the copy there)
        return None
    if those:  # "delete them": which? The copies there are offered, never their originals elsewhere
        from ..tools.answers import where

        there = extra_copies(last.result["groups"], inside)
        if not there:
            return None
        return Turn(q, "action", None, {}, None, (
            f"Which ones? The {len(there)} copies in {os.path.basename(inside.rstrip('/'))}: "
            + "; ".join(where(p) for p in there[:8]) + (" …" if len(there) > 8 else "")
            + f". Say 'delete the copies in {os.path.basename(inside.rstrip('/'))}' to plan those (one of each "
            "stays), or name the ones you mean."
        ))  # fmt: skip
    slots, _ = parse(q, exts=known_exts(agent.ctx.conn))
    place = resolve_place(agent.ctx, slots.place) if slots.place else None
    if slots.place and not place:
        return Turn(q, "action", None, {}, None, f"I don't see a folder {slots.place!r} among those copies, "
                    "so I didn't plan anything.")  # fmt: skip
    picked = extra_copies(last.result["groups"], place)
    if not picked:
        return Turn(q, "action", None, {}, None, "None of those copies are there, so there is nothing to do.")
    return agent.call(q, "action", "delete_file", {"paths": picked, "dry_run": True}, slots)


def sibling_followup(agent, q: str, low: str) -> Turn | None:
    """ "and the .bak one?" after one file: the indexed file beside it whose name is its name plus that word."""
    m = re.fullmatch(
        r"\s*(?:and|what about|how about)\s+(?:the\s+)?\.?([\w-]+)\s+(?:one|file|version|copy)\s*[?.!]*\s*", low
    )
    last = agent.last
    if not m or not last or last.tool != "file_info":
        return None
    path = (last.result or {}).get("path") or last.arguments.get("path")
    if not path:
        return None
    name, folder = os.path.basename(path), os.path.dirname(path)
    stem, word = os.path.splitext(name)[0].lower(), m.group(1).lower()
    rows = agent.ctx.conn.execute(
        "SELECT f.name FROM files f JOIN dirs d ON d.id = f.dir_id WHERE d.path = ?", (folder,)
    ).fetchall()
    near = [n for (n,) in rows if n.lower().startswith(stem) and n != name and word in n.lower()]
    if len(near) != 1:
        return None
    return agent.call(q, "factual", "file_info", {"path": os.path.join(folder, near[0])})


def named_one(agent, q: str, low: str, paths: list[str]) -> Turn | None:
    """ "delete the Berlin one" after a list: the one shown file whose name has those words (a question back if
    several do; nothing picked if none does)."""
    from ..index.fold import covers
    from .slots import STOPWORDS

    m = re.search(r"\bthe ([\w'&.-]+(?: [\w'&.-]+)?) (?:one|file|version)\b", low)
    # "delete the one in Downloads": the one shown file in a folder so named
    inside = re.search(
        r"\bthe (?:one|file|copy|version) (?:in|from|on) (?:the |my )?([\w'&.-]+(?: [\w'&.-]+)?)\s*[?.!]*$", low
    )
    am = ACTION_RE.search(q)
    asked = re.search(r"\bhow (?:big|large|old)\b|\bsize\b|\bwhen\b|\bwhere\b|\bmodified\b|\bdetails\b", low)
    if not (m or inside) or not (am or asked) or not paths:
        return None
    words = [w for w in (inside or m).group(1).split() if w not in STOPWORDS]
    if not words or re.fullmatch(r"\d+(?:st|nd|rd|th)?|first|second|third|last|other|same", words[0]):
        return None
    if inside:
        hit = [p for p in paths if covers(os.path.basename(os.path.dirname(p)), words)]
    else:
        hit = [p for p in paths if covers(os.path.basename(p), words)]
    if len(hit) != 1:
        return None
    if not am:  # "how big is the final one": that file's details
        return agent.call(q, "factual", "file_info", {"path": hit[0]})
    verb = am.group("verb").lower()
    slots, _ = parse(q, exts=known_exts(agent.ctx.conn))
    if verb in DESTROY:
        return agent.call(q, "action", "delete_file", {"paths": hit, "dry_run": True}, slots)
    return None


_OTHER_FOLDER_RE = re.compile(
    r"\s*(?:and|what about|how about|same for|now)\s+(?:(?:for|in|from|the|my)\s+)*(.+?)"
    r"(?:\s+(?:ones?|files?|folder|please))*\s*[?.!]*\s*",
    re.I,
)


def other_folder_followup(agent, q: str, low: str) -> Turn | None:
    """ "and the 2025-26 ones?" after the policies in 2026-27, "what about 2024-25" after the CIS statements in
    2025-26: the same question about the folder beside the last one (or beside a folder above it) that the words
    name exactly; the path below it is kept where it exists ("2024-25/CIS statements")."""
    from ..index.fold import covers, fold

    last = agent.last
    path = (last.arguments or {}).get("path") if last and last.tool else None
    m = _OTHER_FOLDER_RE.fullmatch(q)
    if not path or not m or len(m.group(1).split()) > 3:
        return None
    want, conn = fold(m.group(1)), agent.ctx.conn
    cur, below = path.rstrip("/"), ""
    for _ in range(4):
        up = os.path.dirname(cur)
        rows = conn.execute(
            "SELECT d.path, d.name FROM dirs d JOIN dirs p ON p.id = d.parent_id WHERE p.path = ? AND d.flags & 3 = 0",
            (up,),
        ).fetchall()
        if not rows:
            return None  # (above the indexed folders)
        hit = [p for p, n in rows if fold(n) == want and p != cur]
        if not hit and not below:  # ("and the jazz festival one?" beside "2026-12-05 Christmas wreath workshop")
            hit = [p for p, n in rows if p != cur and covers(n, want.split())]
        if len(hit) == 1:
            deeper = hit[0] + below
            there = conn.execute("SELECT 1 FROM dirs WHERE path = ?", (deeper,)).fetchone()
            args = {**last.arguments, "path": deeper if there else hit[0]}
            return agent.call(q, last.intent, last.tool, args, agent.last_slots)
        below = "/" + os.path.basename(cur) + below
        cur = up
    return None
