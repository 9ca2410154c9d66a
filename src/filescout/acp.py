"""The IntentOS-style ``run(input) -> dict`` contract (seed 004), derived from the tool registry.

Each action is the registry tool whose metadata names it (``@tool(acp="move_file")``);
this module only translates the contract's input shape into that tool's
arguments and its result into the contract's output shape. Permissions come
from the tools' access metadata. Errors are always plain language.

    >>> from filescout.acp import run
    >>> run({"action": "list_files", "path": "~/Downloads", "filters": {"type": "pdf"}})
"""

from __future__ import annotations

import os
import time
from typing import Any

from . import __version__
from .errors import FilescoutError, from_oserror
from .ops.plan import GLOB_CHARS
from .tools import REGISTRY, Context, ToolSpec

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


_FILTERS_SCHEMA = {
    "type": "object",
    "properties": {
        "type": {"type": "string"},
        "modified_after": {"type": "string"},
        "modified_before": {"type": "string"},
        "size_gt": {"type": "integer", "minimum": 0},
        "size_lt": {"type": "integer", "minimum": 0},
    },
    "additionalProperties": False,
}
INPUT_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["action"],
    "properties": {
        "action": {"type": "string"},
        "path": {"type": "string"},
        "destination": {"type": "string"},
        "query": {"type": "string"},
        "content": {"type": "string"},
        "filters": _FILTERS_SCHEMA,
        "options": {
            "type": "object",
            "properties": {
                "recursive": {"type": "boolean"},
                "dry_run": {"type": "boolean"},
                "confirm_required": {"type": "boolean"},
                "confirmation_token": {"type": "string"},
                "overwrite": {"type": "boolean"},
                "permanent": {"type": "boolean"},
                "limit": {"type": "integer", "minimum": 1},
            },
            "additionalProperties": False,
        },
    },
    "additionalProperties": False,
}
OUTPUT_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["status", "action_performed", "result", "confirmation_prompt", "error", "metadata"],
    "properties": {
        "status": {"enum": ["success", "error", "confirmation_required"]},
        "action_performed": {"type": "string"},
        "result": {"type": ["array", "object", "null"]},
        "confirmation_prompt": {"type": ["string", "null"]},
        "confirmation_token": {"type": ["string", "null"]},
        "error": {
            "type": ["object", "null"],
            "required": ["code", "message"],
            "properties": {"code": {"type": "string"}, "message": {"type": "string"}},
        },
        "metadata": {
            "type": "object",
            "required": ["files_affected", "bytes_affected", "duration_ms"],
            "properties": {
                "files_affected": {"type": "integer", "minimum": 0},
                "bytes_affected": {"type": "integer", "minimum": 0},
                "duration_ms": {"type": "integer", "minimum": 0},
            },
        },
    },
}


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


def _translate(spec: ToolSpec, inp: dict) -> tuple[ToolSpec, dict]:
    """The contract's input -> the tool's arguments."""
    names = {p.name for p in spec.params}
    f = inp.get("filters") or {}
    opts = inp.get("options") or {}
    args: dict = {}
    for key in ("type", "modified_after", "modified_before"):
        if f.get(key) is not None and key in names:
            args[key] = f[key]
    for key in ("size_gt", "size_lt"):
        if f.get(key) is not None and key in names:
            args[key] = str(int(f[key]))
    path = inp.get("path")
    if spec.acp == "list_files" and path and GLOB_CHARS.search(path):
        # a glob lists through the search tool, in the same folder
        head, _, pattern = path.rpartition("/")
        find = REGISTRY.get("find_files")
        out = {k: v for k, v in args.items()}
        out.update({"query": pattern, "search_type": "glob", "path": head or None})
        if opts.get("limit"):
            out["limit"] = opts["limit"]
        return find, out
    if path is not None and "path" in names:
        args["path"] = path
    if spec.acp == "rename_file" and inp.get("destination"):
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
    elif inp.get("destination") is not None and "destination" in names:
        args["destination"] = inp["destination"]
    if inp.get("query") is not None and "query" in names:
        args["query"] = inp["query"]
    if inp.get("content") is not None and "content" in names:
        args["content"] = inp["content"]
    if "recursive" in names and opts.get("recursive") is not None:
        args["recursive"] = bool(opts["recursive"])
    if "overwrite" in names and opts.get("overwrite"):
        args["overwrite"] = True
    if "on_conflict" in names and opts.get("overwrite"):
        args["on_conflict"] = "overwrite"
    if "permanent" in names and opts.get("permanent"):
        args["permanent"] = True
    if "limit" in names and opts.get("limit"):
        args["limit"] = opts["limit"]
    if "dry_run" in names:
        args["dry_run"] = bool(opts.get("dry_run", False))
    return spec, args


def _result_of(spec: ToolSpec, data: dict) -> Any:
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
    label = str(action or "none")
    ctx = None
    try:
        if not isinstance(input, dict):
            raise FilescoutError("The input must be an object with an action.", code="invalid_input")
        table = actions()
        if action not in table:
            raise FilescoutError(
                f"I don't know the action {action!r}. Actions: {', '.join(sorted(table))}.", code="unknown_action"
            )
        unknown = set(input) - set(INPUT_SCHEMA["properties"])
        if unknown:
            raise FilescoutError(f"Unknown input field(s): {', '.join(sorted(unknown))}.", code="invalid_input")
        spec = table[action]
        have = set(REQUIRED_PERMISSIONS) if granted is None else set(granted)
        if spec.permission not in have:
            raise FilescoutError(
                f"{action} needs the {spec.permission} permission, which wasn't granted.", code="permission_denied"
            )
        opts = input.get("options") or {}
        spec, args = _translate(spec, input)
        ctx = Context(home, roots=roots)
        token = opts.get("confirmation_token")
        takes_token = any(p.name == "confirm_token" for p in spec.params)
        if token and takes_token:
            args["confirm_token"] = token
        res = REGISTRY.call(spec.name, args, ctx)
        data = res.data
        status = data.get("status")
        if (
            status == "confirmation_required"
            and opts.get("confirm_required") is False
            and not token
            and not data.get("stale_token")
        ):
            # the caller confirmed this in plain language already: carry out the plan just shown
            res = REGISTRY.call(spec.name, {**args, "confirm_token": data["token"]}, ctx)
            data = res.data
            status = data.get("status")
        files = data.get("files_affected", 0)
        nbytes = data.get("bytes_affected", 0)
        if status == "confirmation_required":
            return _out(
                "confirmation_required",
                f"nothing yet: {action} needs confirmation",
                data.get("plan"),
                prompt=data.get("prompt"),
                token=data.get("token"),
                files=files,
                nbytes=nbytes,
                t0=t0,
            )
        if status in ("partial", "failed"):
            err = {"code": "partially_done" if status == "partial" else "failed", "message": res.text}
            return _out("error", data.get("message", res.text), data, error=err, files=files, nbytes=nbytes, t0=t0)
        if status == "dry_run":
            return _out(
                "success", data["message"], data.get("plan"), token=data.get("token"), files=files, nbytes=nbytes, t0=t0
            )
        if status is None:  # a read-only tool
            files = len(_result_of(spec, data)) if isinstance(_result_of(spec, data), list) else 1
            nbytes = 0
        return _out(
            "success",
            res.text.splitlines()[0] if res.text else label,
            _result_of(spec, data),
            files=files,
            nbytes=nbytes,
            t0=t0,
        )
    except FilescoutError as exc:
        return _out("error", f"nothing: {label} failed", error=exc.to_dict(), t0=t0)
    except OSError as exc:
        return _out(
            "error",
            f"nothing: {label} failed",
            error=from_oserror(exc, getattr(exc, "filename", None)).to_dict(),
            t0=t0,
        )
    except Exception as exc:  # never a stack trace
        return _out(
            "error",
            f"nothing: {label} failed",
            t0=t0,
            error={
                "code": "internal_error",
                "message": f"Something went wrong inside the file agent ({type(exc).__name__}: {exc}).",
            },
        )
    finally:
        if ctx is not None:
            ctx.close()
