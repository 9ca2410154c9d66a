"""Who is calling a tool, and what they may do: one policy, checked in :meth:`Registry.call`.

Every tool call runs for a :class:`Caller`. The person at the keyboard (the CLI,
the chat's own rules) is :data:`USER` and may do everything. Another program
calling ``run(input)`` is an agent with the grants its embedding program gave it
and nothing more. A language model (the LLM loop) is :data:`MODEL`: it may look
inside the allowed folders and propose changes, and nothing else.

Grants (besides the tools' own ``filesystem.read/write/move/delete``):

* ``filesystem.confirm``: carry plans out (pass a confirmation token, or
  ``dry_run: false``). Without it every write is a plan a person confirms.
* ``filesystem.auto_confirm``: ``confirm_required: false`` carries out a plan
  that needs confirmation without showing it first.
* ``filesystem.read_sensitive``: read the content of SKIP-tier files (``.env``,
  ``credentials*`` …).
* ``index.add_roots``: scan a folder that isn't inside the allowed folders yet.
* ``history.undo``: undo, or finish or roll back an interrupted batch.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from ..errors import AccessDenied, FilescoutError, InvalidInput
from ..safety.sensitive import SKIP_MESSAGE, Tier, classify_path

CONFIRM = "filesystem.confirm"
AUTO_CONFIRM = "filesystem.auto_confirm"
READ_SENSITIVE = "filesystem.read_sensitive"
ADD_ROOTS = "index.add_roots"
UNDO = "history.undo"
EVERYTHING = "*"

# tools that show what is inside files (their path arguments are checked against the SKIP tier)
CONTENT_TOOLS = frozenset({"read_file", "compare_files", "search_file_content"})
PATH_ARGS = ("path", "path1", "path2", "paths")
ROOT_TOOLS = frozenset({"scan"})  # tools that can add a folder to the allowed ones


@dataclass(frozen=True)
class Caller:
    """Who is calling, and the grants they hold."""

    name: str  # "user", "agent" (run(input)) or "model" (the LLM loop)
    grants: frozenset[str] = frozenset()

    def allows(self, grant: str) -> bool:
        return EVERYTHING in self.grants or grant in self.grants

    @classmethod
    def agent(cls, granted: set[str] | frozenset[str] | list[str] | tuple[str, ...]) -> Caller:
        """A program calling run(input): exactly what it was granted, and it may confirm plans it was shown."""
        return cls("agent", frozenset(str(g) for g in granted if g != EVERYTHING) | {CONFIRM})


USER = Caller("user", frozenset({EVERYTHING}))
MODEL = Caller("model", frozenset({"filesystem.read", "filesystem.write", "filesystem.move", "filesystem.delete"}))


def offered(caller: Caller, spec: Any) -> dict | None:
    """The OpenAI tool schema of ``spec`` as ``caller`` may use it (no confirmation token without
    ``filesystem.confirm``), or None for a tool the caller may never call."""
    if not caller.allows(spec.permission):
        return None
    if spec.category == "history" and not spec.read_only and not caller.allows(UNDO):
        return None
    schema = spec.openai(compact=True)
    if not caller.allows(CONFIRM):
        props = schema["function"]["parameters"].get("properties", {})
        props.pop("confirm_token", None)
    return schema


def _denied(caller: Caller, what: str, grant: str) -> AccessDenied:
    if caller.name == "model":
        return AccessDenied(f"{what} Only the user can do that (it isn't available to the model).")
    return AccessDenied(f"{what} That needs the {grant} grant, which this caller doesn't have.")


def authorize(caller: Caller, spec: Any, args: dict, ctx: Any) -> dict:
    """Check one call against the caller's grants (``args`` already validated); the arguments to call with."""
    if not caller.allows(spec.permission):
        raise AccessDenied(f"{spec.name} needs the {spec.permission} permission, which wasn't granted.")
    if caller.allows(EVERYTHING):
        return args
    names = {p.name for p in spec.params}
    if spec.category == "history" and not spec.read_only and not caller.allows(UNDO):
        raise _denied(caller, f"{spec.name} changes files outside a plan the user confirmed.", UNDO)
    if spec.name in ROOT_TOOLS and not caller.allows(ADD_ROOTS):
        # a rescan of an allowed folder is fine; a new folder widens what may be touched
        where = args.get("path")
        if not isinstance(where, str) or not where:
            raise InvalidInput(f"{spec.name} needs a folder.")
        ctx.policy.check(where)  # OutsideRoots for anything outside the allowed folders
    if not caller.allows(CONFIRM):
        if args.get("confirm_token") is not None:
            raise _denied(
                caller, "A plan is carried out only after the user confirms it; no token is accepted.", CONFIRM
            )
        if "dry_run" in names:
            if args.get("dry_run") is False:
                raise _denied(caller, "Changes can only be proposed (dry_run stays true); the user confirms.", CONFIRM)
            args = {**args, "dry_run": True}
        elif not spec.read_only and spec.danger != "safe":
            raise _denied(caller, f"{spec.name} would change files without a plan the user confirms.", CONFIRM)
    if spec.name in CONTENT_TOOLS and not caller.allows(READ_SENSITIVE):
        for key in PATH_ARGS:
            value = args.get(key)
            for p in value if isinstance(value, list) else [value]:
                if isinstance(p, str) and p and _sensitive(ctx, p):
                    raise _withheld(caller)
    return args


def _sensitive(ctx: Any, path: str) -> bool:
    """True when ``path`` (as given, or where it really leads) is a SKIP-tier file."""
    if classify_path(os.path.expanduser(path)) is Tier.SKIP:
        return True  # (BLOCK files are refused by the tools themselves, in their own words)
    try:
        real = ctx.policy.check(path)
    except (FilescoutError, OSError, ValueError):
        return False  # the tool itself refuses it, in its own words
    return os.path.isfile(real) and classify_path(str(real)) is Tier.SKIP


def _withheld(caller: Caller) -> AccessDenied:
    if caller.name == "model":
        return AccessDenied(f"{SKIP_MESSAGE} Its content was not sent to the model.")
    return AccessDenied(f"{SKIP_MESSAGE} Reading it needs the {READ_SENSITIVE} grant, which this caller doesn't have.")


def screen(caller: Caller, spec: Any, data: dict) -> None:
    """After a call: a result that carries SKIP-tier content never reaches a caller without the grant."""
    if caller.allows(READ_SENSITIVE) or not isinstance(data, dict):
        return
    if data.get("warning") == SKIP_MESSAGE and spec.name in CONTENT_TOOLS:
        raise _withheld(caller)
