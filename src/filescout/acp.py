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
from .errors import FilescoutError, InvalidInput, from_oserror
from .ops.plan import GLOB_CHARS
from .tools import REGISTRY, Context, ToolSpec
from .tools.policy import AUTO_CONFIRM, Caller

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


MAX_PATH = 16_384  # characters: longer than any path the system takes
MAX_BYTES = 2**62  # a size filter beyond this is a mistake
MAX_LIMIT = 1_000_000
_FILTERS_SCHEMA = {
    "type": "object",
    "properties": {
        "type": {"type": "string"},
        "modified_after": {"type": "string"},
        "modified_before": {"type": "string"},
        "size_gt": {"type": "integer", "minimum": 0, "maximum": MAX_BYTES},
        "size_lt": {"type": "integer", "minimum": 0, "maximum": MAX_BYTES},
    },
    "additionalProperties": False,
}
INPUT_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["action"],
    "properties": {
        "action": {"type": "string"},
        "path": {"type": "string", "maxLength": MAX_PATH},
        "destination": {"type": "string", "maxLength": MAX_PATH},
        "query": {"type": "string", "maxLength": MAX_PATH},
        "content": {"type": "string"},
        "filters": _FILTERS_SCHEMA,
        "options": {
            "type": "object",
            "properties": {
                "recursive": {"type": "boolean"},
                "dry_run": {"type": "boolean"},
                "confirm_required": {"type": "boolean"},
                "confirmation_token": {"type": "string", "maxLength": 200},
                "overwrite": {"type": "boolean"},
                "permanent": {"type": "boolean"},
                "limit": {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT},
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


_LABELS = {"": "field", "filters": "filter", "options": "option"}
_TYPE_WORDS = {"object": "an object", "string": "text", "boolean": "true or false (not text)",
               "integer": "a whole number", "array": "a list", "number": "a number"}  # fmt: skip


def check_input(value: Any, schema: dict = INPUT_SCHEMA, where: str = "") -> None:
    """Validate ``value`` against ``schema`` strictly (the subset of JSON Schema INPUT_SCHEMA uses), raising
    :class:`InvalidInput` that names the field. INPUT_SCHEMA stays the single definition of the input."""
    name = where or "the input"
    t = schema.get("type")
    ok = {
        "object": isinstance(value, dict),
        "string": isinstance(value, str),
        "boolean": isinstance(value, bool),
        "integer": (isinstance(value, int) and not isinstance(value, bool))
        or (isinstance(value, float) and value.is_integer()),
        None: True,
    }.get(t, False)
    if not ok:
        raise InvalidInput(f"{name} must be {_TYPE_WORDS.get(t, t)}, not {_show(value)}.")
    if t == "object":
        props = schema.get("properties", {})
        label = _LABELS.get(where, "field")
        for key in value:
            if not isinstance(key, str) or (key not in props and schema.get("additionalProperties") is False):
                raise InvalidInput(
                    f"Unknown {label} {_show(key)}{' in ' + where if where else ''}. "
                    f"Valid {label}s: {', '.join(props)}."
                )
        for key in schema.get("required", ()):
            if key not in value:
                raise InvalidInput(f"{name} needs the {label} {key!r}.")
        for key, v in value.items():
            check_input(v, props.get(key, {}), f"{where}.{key}" if where else key)
    elif t == "string":
        if len(value) > schema.get("maxLength", len(value)):
            raise InvalidInput(f"{name} is too long ({len(value):,} characters; at most {schema['maxLength']:,}).")
        try:
            value.encode("utf-8", "surrogateescape")
        except UnicodeEncodeError:
            raise InvalidInput(f"{name} isn't valid text (it holds a lone surrogate).")
    elif t == "integer":
        lo, hi = schema.get("minimum"), schema.get("maximum")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            bounds = f"at least {lo}" if hi is None else f"from {lo if lo is not None else '-∞'} to {hi:,}"
            raise InvalidInput(f"{name} must be a whole number {bounds}, not {_show(value)}.")


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


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
    try:
        if not isinstance(input, dict):
            raise FilescoutError("The input must be an object with an action.", code="invalid_input")
        check_input(input)
        table = actions()
        if action not in table:
            raise FilescoutError(
                f"I don't know the action {_show(action)}. Actions: {', '.join(sorted(table))}.", code="unknown_action"
            )
        spec = table[action]
        caller = Caller.agent(REQUIRED_PERMISSIONS if granted is None else granted)
        opts = input.get("options") or {}
        spec, args = _translate(spec, input)
        ctx = Context(home, roots=roots, caller=caller)
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
            and caller.allows(AUTO_CONFIRM)
            and not token
            and not data.get("stale_token")
        ):
            # a caller trusted to confirm for its user (granted by the embedding program, never by the input
            # itself): carry out the plan just made
            res = REGISTRY.call(spec.name, {**args, "confirm_token": data["token"]}, ctx)
            data = res.data
            status = data.get("status")
        files = data.get("files_affected", 0)
        nbytes = data.get("bytes_affected", 0)
        if status == "confirmation_required":
            why = ""
            if opts.get("confirm_required") is False and not caller.allows(AUTO_CONFIRM):
                why = f" (confirm_required: false needs the {AUTO_CONFIRM} grant)"
            return _out(
                "confirmation_required",
                f"nothing yet: {action} needs confirmation{why}",
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
