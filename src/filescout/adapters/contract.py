"""The IntentOS-style ``run(input) -> dict`` contract (seed 004), derived from the tool registry.

Each action is the registry tool whose metadata names it (``@tool(acp="move_file")``);
this module only translates the contract's input shape into that tool's
arguments and the :class:`~filescout.tools.invoke.Outcome` into the contract's output shape
(contract_schema.py holds both shapes). Permissions come from the tools' access metadata
and the caller's grants. Errors are always plain language.

    >>> from filescout.adapters.contract import run
    >>> run({"action": "list_files", "path": "~/Downloads", "filters": {"type": "pdf"}})
"""

from __future__ import annotations

import os
import time
from typing import Any

from .. import __version__
from ..errors import FilescoutError, InvalidInput
from ..ops.plan import GLOB_CHARS
from ..tools import REGISTRY, Context, ToolSpec
from ..tools.invoke import Outcome, Policy, Status, failure, invoke
from ..tools.policy import AUTO_CONFIRM, Caller
from .contract_schema import INPUT_SCHEMA, MAX_BYTES, MAX_LIMIT, MAX_PATH, OUTPUT_SCHEMA, _show, check_input

__all__ = ["INPUT_SCHEMA", "MAX_BYTES", "MAX_LIMIT", "MAX_PATH", "OUTPUT_SCHEMA", "actions", "check_input",
           "manifest", "run"]  # fmt: skip

REQUIRED_PERMISSIONS = ["filesystem.read", "filesystem.write", "filesystem.move"]
OPTIONAL_PERMISSIONS = ["filesystem.delete"]


def actions() -> dict[str, ToolSpec]:
    """Action name -> the registry tool that serves it."""
    return {s.acp: s for s in REGISTRY if s.acp}


def manifest() -> dict:
    return {
        "name": "file_agent",
        "version": __version__,
        "description": "Handles all local file system operations for IntentOS (filescout)",
        "permissions": list(REQUIRED_PERMISSIONS),
        "optional_permissions": list(OPTIONAL_PERMISSIONS),
        "actions": sorted(actions()),
        "action_permissions": {name: spec.permission for name, spec in sorted(actions().items())},
    }


def __getattr__(name: str) -> Any:
    # MANIFEST is computed when read, so tools registered later are listed too
    if name == "MANIFEST":
        return manifest()
    raise AttributeError(name)


def _translate(spec: ToolSpec, inp: dict) -> tuple[ToolSpec, dict]:
    """The contract's (validated) input -> the tool's arguments. Anything the tool can't honour is refused."""
    names = {p.name for p in spec.params}
    f = inp.get("filters") or {}
    opts = inp.get("options") or {}
    action = spec.acp

    def refuse(kind: str, key: str) -> None:
        raise InvalidInput(f"{action} doesn't take the {kind} {key!r}; nothing was done.")

    args: dict = {}
    for key, value in f.items():
        if key not in names:
            refuse("filter", key)
        args[key] = str(int(value)) if key in ("size_gt", "size_lt") else value
    for key in ("path", "destination", "query", "content"):
        if key in inp and key not in names and not (action == "rename_file" and key == "destination"):
            refuse("field", key)
    path = inp.get("path")
    if action == "list_files" and path and GLOB_CHARS.search(path):
        # a glob lists through the search tool, in the same folder
        head, _, pattern = path.rpartition("/")
        find = REGISTRY.get("find_files")
        for key, value in opts.items():
            if key not in ("limit", "dry_run", "confirm_required") and value is not False:
                refuse("option", key)
        out = dict(args)
        out.update({"query": pattern, "search_type": "glob", "path": head or None})
        if "limit" in opts:
            out["limit"] = int(opts["limit"])
        return find, {k: v for k, v in out.items() if v is not None}
    if path is not None:
        args["path"] = path
    if action == "rename_file" and "destination" in inp:
        dest = inp["destination"]
        args["new_name"] = os.path.basename(dest.rstrip("/"))
        if (
            "/" in dest.rstrip("/")
            and path
            and os.path.dirname(os.path.expanduser(dest)) not in ("", os.path.dirname(os.path.expanduser(path)))
        ):
            raise FilescoutError(
                "rename_file keeps a file in its folder; to move it elsewhere use move_file.", code="invalid_input"
            )
    elif "destination" in inp:
        args["destination"] = inp["destination"]
    for key in ("query", "content"):
        if key in inp:
            args[key] = inp[key]
    read_only = spec.read_only
    for key, value in opts.items():
        if key == "recursive" and "recursive" in names:
            args["recursive"] = value
        elif key == "overwrite" and "overwrite" in names:
            args["overwrite"] = value
        elif key == "overwrite" and "on_conflict" in names:
            if value:
                args["on_conflict"] = "overwrite"
        elif key == "permanent" and "permanent" in names:
            args["permanent"] = value
        elif key == "limit" and "limit" in names:
            args["limit"] = int(value)
        elif key == "dry_run" and "dry_run" in names:
            args["dry_run"] = value
        elif key in ("confirm_required", "confirmation_token") and "confirm_token" in names:
            pass  # handled by run()
        elif key in ("dry_run", "confirm_required") and read_only:
            pass  # a read changes nothing, dry run or not
        elif value is False:
            pass  # asks for what happens anyway
        else:
            refuse("option", key)
    if "dry_run" in names:
        args.setdefault("dry_run", False)
    return spec, args


def _result_of(spec: ToolSpec, data: dict) -> Any:
    for key in ("files", "results", "entries"):
        if isinstance(data.get(key), list):
            return data[key]
    return data


def _result_of(data: dict) -> Any:
    for key in ("files", "results", "entries"):
        if isinstance(data.get(key), list):
            return data[key]
    return data


def run(
    input: dict,
    *,
    granted: set[str] | None = None,
    roots: list[str] | None = None,
    home: str | os.PathLike | None = None,
) -> dict:
    """Carry out one action of the file_agent contract. Never raises; always returns the output shape."""
    t0 = time.perf_counter()
    action = input.get("action") if isinstance(input, dict) else None
    label = action if isinstance(action, str) and len(action) <= 100 else "none"
    ctx = None
    opts: Any = {}
    try:
        if not isinstance(input, dict):
            raise FilescoutError("The input must be an object with an action.", code="invalid_input")
        check_input(input)
        table = actions()
        if action not in table:
            raise FilescoutError(
                f"I don't know the action {_show(action)}. Actions: {', '.join(sorted(table))}.", code="unknown_action"
            )
        caller = Caller.agent(REQUIRED_PERMISSIONS if granted is None else granted)
        opts = input.get("options") or {}
        spec, args = _translate(table[action], input)
        token = opts.get("confirmation_token")
        if token and any(p.name == "confirm_token" for p in spec.params):
            args["confirm_token"] = token
        ctx = Context(home, roots=roots, caller=caller)
        # a caller trusted to confirm for its user (granted by the embedding program, never by the input itself)
        policy = Policy(caller=caller, auto_confirm=opts.get("confirm_required") is False)
        out = invoke(spec.name, args, ctx, policy=policy)
    except Exception as exc:  # the input's own problems, in the same words invoke() gives
        out = failure(label, exc)
    finally:
        if ctx is not None:
            ctx.close()
    return _render(out, action, label, opts, granted, t0)


def _render(out: Outcome, action: Any, label: str, opts: Any, granted: Any, t0: float) -> dict:
    """The contract's output shape for one outcome."""
    data = out.data
    files, nbytes = data.get("files_affected", 0), data.get("bytes_affected", 0)
    if out.status is Status.CONFIRMATION_REQUIRED:
        why = ""
        caller = Caller.agent(REQUIRED_PERMISSIONS if granted is None else granted)
        if isinstance(opts, dict) and opts.get("confirm_required") is False and not caller.allows(AUTO_CONFIRM):
            why = f" (confirm_required: false needs the {AUTO_CONFIRM} grant)"
        return _out("confirmation_required", f"nothing yet: {action} needs confirmation{why}", data.get("plan"),
                    prompt=out.prompt, token=out.token, files=files, nbytes=nbytes, t0=t0)  # fmt: skip
    if out.status is Status.ERROR and data:  # a batch that failed partway: what was done, and what wasn't
        return _out("error", data.get("message", out.text), data, error=out.error, files=files, nbytes=nbytes, t0=t0)
    if out.status is Status.ERROR:
        return _out("error", f"nothing: {label} failed", error=out.error, t0=t0)
    if out.status is Status.DRY_RUN:
        return _out("success", data["message"], data.get("plan"), token=out.token, files=files, nbytes=nbytes, t0=t0)
    result = _result_of(data)
    if data.get("status") is None:  # a read-only tool
        files, nbytes = (len(result) if isinstance(result, list) else 1), 0
    return _out("success", out.text.splitlines()[0] if out.text else label, result, files=files, nbytes=nbytes, t0=t0)


def _out(
    status: str,
    action: str,
    result: Any = None,
    *,
    prompt: str | None = None,
    token: str | None = None,
    error: dict | None = None,
    files: int = 0,
    nbytes: int = 0,
    t0: float = 0.0,
) -> dict:
    return {
        "status": status,
        "action_performed": action,
        "result": result,
        "confirmation_prompt": prompt,
        "confirmation_token": token,
        "error": error,
        "metadata": {
            "files_affected": int(files),
            "bytes_affected": int(nbytes),
            "duration_ms": int((time.perf_counter() - t0) * 1000),
        },
    }
