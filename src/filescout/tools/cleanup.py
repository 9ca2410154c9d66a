"""Clean-up (seed 003 §6.5, issue 17): what eats space, by kind, and a ready plan for each kind.

``cleanup_suggestions`` (``filescout cleanup``) reports the reclaimable space by kind — extra copies of
duplicates, caches, build output of projects untouched for months, old installers and archives in Downloads,
unfinished downloads, large old videos, the trash itself — each with its exact size (the sum of its files' sizes
in the index), its files or folders, and the token of its plan. It changes nothing. ``clean_up``
(``filescout clean KIND[,KIND]``) rebuilds that report, plans the kinds named (every file and folder re-statted)
and carries the plan out through the normal confirmation, trash and undo. Emptying the trash is a permanent
delete: its own step, never combined with another kind, and its prompt says it can't be undone.

"Clean up my Downloads" never means "delete Downloads" (issue 11): it is this report for that folder.
"""

from __future__ import annotations

import time

from ..errors import Blocked, InvalidInput
from ..ops import planners
from ..ops.plan import Plan, Selection
from ..ops.secret import installation_secret
from ..units import human_size, shown
from . import cleanup_kinds as ck
from .context import Context
from .ops_tools import _finish
from .registry import Result, tool
from .spec import Access, Danger, Said

LABELS = {
    "duplicates": "extra copies of duplicate files (one copy of each is kept)",
    "caches": "caches (apps, browsers, package managers; rebuilt when needed)",
    "build_output": "build output and dependencies of projects untouched for {stale_days} days",
    "installers": "installers and disk images in Downloads older than {older_than_days} days",
    "archives": "archives in Downloads older than {older_than_days} days",
    "partial": "unfinished or temporary downloads",
    "videos": "videos over {video_min_size} not changed in {video_older_than_days} days (check you have them "
    "elsewhere)",
    "empty": "empty files",
    "trash": "the trash (emptying it deletes for good)",
}
SAFE = (
    "duplicates",
    "caches",
    "build_output",
    "installers",
    "archives",
    "partial",
)  # what "all" means: nothing one-of-a-kind
KINDS = (*SAFE, "videos", "empty", "trash")
NEVER = "Documents and photos that have no other copy are never proposed."


def _gather(ctx: Context, scope: str | None, opts: dict) -> tuple[dict[str, list[dict]], dict]:
    """Every kind's items, each byte in one kind only, and what else the report says (kept copies, recent
    projects)."""
    claims = ck.Claims()
    found: dict[str, list[dict]] = {}
    found["trash"] = claims.take(ck.trash_items(ctx, scope))
    found["caches"] = claims.take(ck.cache_items(ctx, scope))
    build, recent = ck.build_items(ctx, scope, opts["stale_days"])
    found["build_output"] = claims.take(build)
    installers, archives = ck.download_items(ctx, scope, opts["older_than_days"])
    found["installers"] = claims.take(installers)
    found["archives"] = claims.take(archives)
    found["partial"] = claims.take(ck.partial_items(ctx, scope))
    dups, groups = ck.duplicate_items(ctx, scope, claims)
    found["duplicates"] = claims.take(dups)
    found["videos"] = claims.take(ck.video_items(ctx, scope, opts["video_min_size"], opts["video_older_than_days"]))
    found["empty"] = claims.take(ck.empty_items(ctx, scope)) if scope else []
    return found, {"duplicate_groups": groups, "recent_projects": recent}


def _plan(ctx: Context, kind: str, items: list[dict]) -> Plan:
    """The plan of one kind: its items to the trash (emptying the trash: deleted for good). Keys and credentials,
    and folders holding them, are left out with a note."""
    paths = [it["fs"] for it in items]
    permanent = kind == "trash"
    try:
        return planners.plan_delete(ctx, Selection(paths=paths), permanent)
    except Blocked:
        ok = []
        for p in paths:
            try:
                planners.plan_delete(ctx, Selection(paths=[p]), permanent)
                ok.append(p)
            except Blocked:
                continue
        plan = planners.plan_delete(ctx, Selection(paths=ok), permanent)
        plan.notes.append(f"left out {len(paths) - len(ok)} item(s) holding keys or credentials")
        return plan


def _joined(plans: list[Plan]) -> Plan:
    out = Plan(op="trash", threshold=plans[0].threshold, danger="high", source_label="several folders")
    for p in plans:
        out.steps += p.steps
        out.notes += p.notes
        out.skipped += p.skipped
    return out


def _options(older_than_days: int, stale_days: int, video_min_size: str, video_older_than_days: int) -> dict:
    if min(older_than_days, stale_days, video_older_than_days) < 0:
        raise InvalidInput("Ages are a number of days, 0 or more.")
    if max(older_than_days, stale_days, video_older_than_days) > 36500:
        raise InvalidInput("Ages are at most 36500 days (a hundred years).")
    return {"older_than_days": older_than_days, "stale_days": stale_days, "video_min_size": video_min_size,
            "video_older_than_days": video_older_than_days}  # fmt: skip


@tool(
    priority=2,
    category="cleanup",
    keywords=(
        "clean",
        "cleanup",
        "clean up",
        "tidy",
        "declutter",
        "free up",
        "free space",
        "reclaim",
        "junk",
        "eating space",
        "running out of space",
    ),
    examples=(
        ("clean up my Downloads", {"path": "Downloads"}),
        ("what can I delete to free up space?", {}),
        ("my PC is getting slow, find what's eating space", {}),
    ),
    cli="cleanup",
    cli_args=("path",),
    answer=lambda data, args, said, text="": cleanup_answer(data, args, said, text),
)
def cleanup_suggestions(
    ctx: Context,
    path: str | None = None,
    per_kind: int = 10,
    older_than_days: int = 30,
    stale_days: int = 90,
    video_min_size: str = "500MB",
    video_older_than_days: int = 365,
) -> Result:
    """Report the space that could be reclaimed, by kind: extra copies of duplicates (one copy kept), caches,
    build output of projects untouched for months, old installers and archives in Downloads, unfinished
    downloads, large old videos, the trash. Each kind has its exact size, its files or folders, and a plan token
    for clean_up. Changes nothing; never proposes documents or photos that have no other copy.

    Args:
        path: The folder to look at (all indexed folders if omitted).
        per_kind: How many files or folders to list per kind in the text (the data lists them all).
        older_than_days: Installers and archives in Downloads count when older than this many days.
        stale_days: A project is untouched when none of its own files changed in this many days.
        video_min_size: Videos count from this size ("500MB").
        video_older_than_days: Videos count when not changed in this many days.
    """
    scope = ctx.scope(path)
    opts = _options(older_than_days, stale_days, video_min_size, video_older_than_days)
    found, extra = _gather(ctx, scope, opts)
    key = installation_secret(ctx.home)
    kinds, plans = [], {}
    for name in KINDS:
        items = found[name]
        if not items:
            continue
        plans[name] = plan = _plan(ctx, name, items)
        total = sum(it["bytes"] for it in items)
        kinds.append(
            {"kind": name, "label": LABELS[name].format(**opts), "count": len(items), "bytes": total,
             "size_human": human_size(total), "files": [it["path"] for it in items],
             "items": [{k: v for k, v in it.items() if k != "fs"} for it in items],
             "folders": any(it["folder"] for it in items), "plan": {"tool": "clean_up", "arguments":
             {"kinds": [name], **({"path": scope} if scope else {}), **opts}, "token": plan.token(key)},
             "permanent": name == "trash", "in_all": name in SAFE}
        )  # fmt: skip
    safe = [plans[k] for k in SAFE if k in plans]
    where = {"path": scope} if scope else {}
    total = sum(k["bytes"] for k in kinds)
    safe_total = sum(k["bytes"] for k in kinds if k["in_all"])
    data = {
        "path": scope, "kinds": kinds, "total_bytes": total, "total_human": human_size(total),
        "safe_bytes": safe_total, "safe_human": human_size(safe_total), "changed": False, "options": opts,
        "duplicate_groups": extra["duplicate_groups"], "recent_projects": extra["recent_projects"], "never": NEVER,
        "ready_plan": {"tool": "clean_up", "arguments": {"kinds": ["all"], **where, **opts},
                       "token": _joined(safe).token(key)} if safe else None,
    }  # fmt: skip
    return Result(data, _text(ctx, data, scope, per_kind))


def _text(ctx: Context, data: dict, scope: str | None, per_kind: int) -> str:
    where = ctx.display(scope) if scope else "your indexed folders"
    if not data["kinds"]:
        return f"Nothing obvious to clean up in {where}. {NEVER}"
    lines = [f"Space that could be reclaimed in {where}: {data['total_human']} ({data['total_bytes']:,} bytes); "
             "nothing has been changed."]  # fmt: skip
    kept = {c: g for g in data["duplicate_groups"] for c in g["copies"]}
    for k in data["kinds"]:
        lines.append(f"  {k['kind']}: {k['label']}: {k['count']} item{'s' if k['count'] != 1 else ''}, "
                     f"{k['size_human']} ({k['bytes']:,} bytes)")  # fmt: skip
        for it in k["items"][:per_kind]:
            what = ctx.display(it["path"]) + ("/" if it["folder"] else "")
            note = f"  [{it['label']}]" if it.get("label") else ""
            if it["path"] in kept:
                g = kept[it["path"]]
                note = f"  [kept: {ctx.display(g['kept'])}, {g['why_kept']}]"
            lines.append(f"    - {what} ({human_size(it['bytes'])}){note}")
        if k["count"] > per_kind:
            lines.append(f"    … {k['count'] - per_kind} more")
        forever = " (permanent: cannot be undone)" if k["permanent"] else ""
        lines.append(f"    plan: filescout clean {k['kind']}{forever}")
    for p in data["recent_projects"][:5]:
        lines.append(f"  left alone: {ctx.display(p['path'])} (a project changed in the last "
                     f"{data['options']['stale_days']} days)")  # fmt: skip
    lines.append(NEVER)
    if data["ready_plan"]:
        lines.append(f"To move {', '.join(k['kind'] for k in data['kinds'] if k['in_all'])} ({data['safe_human']}) "
                     "to the trash: filescout clean all (you can undo it). Large old videos and emptying the trash "
                     "are never part of 'all'.")  # fmt: skip
    return "\n".join(lines)


def cleanup_answer(data: dict, args: dict, said: Said, text: str = "") -> str:
    """The agent's answer: the report by kind, and what saying yes would do."""
    if not data.get("kinds"):
        return f"I found nothing obvious to clean up. {NEVER}"
    lines = [f"You could free {data['total_human']}:"]
    for k in data["kinds"]:
        names = ", ".join(shown(it["path"].rstrip("/").rsplit("/", 1)[-1]) for it in k["items"][:3])
        more = f" and {k['count'] - 3} more" if k["count"] > 3 else ""
        lines.append(f"- {k['label']}: {k['size_human']} ({names}{more})")
    lines.append(NEVER + " Nothing has been changed.")
    if data.get("ready_plan"):
        safe = ", ".join(k["kind"] for k in data["kinds"] if k["in_all"])
        lines.append(f"Say yes to move the {data['safe_human']} of {safe} to the trash (you can undo it); "
                     "videos and emptying the trash only if you name them.")  # fmt: skip
    return "\n".join(lines)


@tool(
    access=Access.DELETE,
    danger=Danger.HIGH,
    category="cleanup",
    keywords=("clean", "cleanup", "empty the trash", "empty trash"),
    examples=(
        ("trash the caches and build output", {"kinds": ["caches", "build_output"]}),
        ("empty the trash", {"kinds": ["trash"]}),
    ),
    cli="clean",
    cli_args=("kinds",),
    idempotent=False,
)
def clean_up(
    ctx: Context,
    kinds: list[str],
    path: str | None = None,
    older_than_days: int = 30,
    stale_days: int = 90,
    video_min_size: str = "500MB",
    video_older_than_days: int = 365,
    dry_run: bool = False,
    confirm_token: str | None = None,
) -> Result:
    """Clean up kinds from cleanup_suggestions: move their files and folders to the trash (undoable), or empty
    the trash (permanent, on its own). Always shows the plan and asks first; a plan whose files changed since
    it was shown is shown again instead of carried out.

    Args:
        kinds: Which kinds: duplicates, caches, build_output, installers, archives, partial, videos, empty, trash,
            or all (duplicates, caches, build_output, installers, archives, partial).
        path: The folder the report was about (all indexed folders if omitted).
        older_than_days: As in cleanup_suggestions.
        stale_days: As in cleanup_suggestions.
        video_min_size: As in cleanup_suggestions.
        video_older_than_days: As in cleanup_suggestions.
        dry_run: Only show the plan; change nothing.
        confirm_token: The token from the report or a confirmation_required answer, to carry that exact plan out.
    """
    wanted: list[str] = []
    for k in kinds:
        for w in str(k).replace(",", " ").split():
            w = w.strip().lower().replace("-", "_")
            names = SAFE if w == "all" else (w,)
            if names[0] not in KINDS:
                raise InvalidInput(f"I don't know the clean-up kind {w!r}. Kinds: {', '.join(KINDS)}, all.")
            wanted += [n for n in names if n not in wanted]
    if not wanted:
        raise InvalidInput(f"Say which kinds to clean up: {', '.join(KINDS)}, or all.")
    if "trash" in wanted and len(wanted) > 1:
        raise InvalidInput("Emptying the trash deletes for good and can't be undone, so it is a step of its own: "
                           "clean up the other kinds first, then empty the trash on its own.")  # fmt: skip
    scope = ctx.scope(path)
    opts = _options(older_than_days, stale_days, video_min_size, video_older_than_days)
    found, _ = _gather(ctx, scope, opts)
    order = [k for k in (SAFE if wanted == list(SAFE) else KINDS) if k in wanted]
    plans = [_plan(ctx, k, found[k]) for k in order if found[k]]
    if not plans:
        return Result({"status": "nothing_to_do", "kinds": wanted, "message": "Nothing to clean up there."},
                      "Nothing to clean up there.")  # fmt: skip
    plan = plans[0] if len(plans) == 1 else _joined(plans)
    started = time.monotonic()
    out = _finish(ctx, plan, dry_run, confirm_token)
    out.data["kinds"] = wanted
    out.data["seconds"] = round(time.monotonic() - started, 3)
    return out
