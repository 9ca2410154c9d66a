"""One way to call a tool: :func:`invoke` returns an :class:`Outcome`, and every adapter only renders it.

The CLI, ``run(input)``, the MCP server and the HTTP API all call tools here, so these live in one place:

* the permission checks (the caller's grants, :mod:`filescout.tools.policy`, applied by :meth:`Registry.call`);
* the confirmation policy (:class:`Policy`): whether a change is shown first, and whether a plan that asks for
  confirmation is carried out at once (``auto_confirm``, for a caller allowed to confirm for its user);
* the error mapping: a :class:`FilescoutError` becomes its plain message, an ``OSError`` a plain message about
  the file, anything else one generic sentence (never a traceback; ``FILESCOUT_DEBUG=1`` prints it to stderr).

A tool that changes files plans first (ops/engine.py): ``confirmation_required`` carries a token, and calling again
with ``confirm_token`` set to it carries out exactly that plan. With ``Policy(confirm="writes")`` (MCP, HTTP) every
change is shown first, even one a person at the keyboard would get done at once; a changing tool without plans
(undo, recover) then gets a token signed over its name and arguments.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import sys
import traceback
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal

from ..errors import AccessDenied, FilescoutError, InvalidInput, from_oserror
from .policy import AUTO_CONFIRM, CONFIRM, USER, Caller
from .registry import REGISTRY, Registry
from .spec import DANGER_ORDER, Danger, ToolSpec


class Status(StrEnum):
    OK = "ok"
    DRY_RUN = "dry_run"
    CONFIRMATION_REQUIRED = "confirmation_required"
    ERROR = "error"


@dataclass
class Outcome:
    """What one tool call came to. ``data`` is the tool's structured result (for a failed batch, what was done);
    ``text`` its text, or the error message; ``error`` is ``{"code", "message"}`` when status is ERROR."""

    tool: str
    status: Status
    data: dict = field(default_factory=dict)
    text: str = ""
    error: dict | None = None
    token: str | None = None
    prompt: str | None = None
    notices: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.status is not Status.ERROR

    @property
    def message(self) -> str:
        return self.error["message"] if self.error else self.text

    def to_dict(self) -> dict:
        return {
            "ok": self.ok,
            "status": self.status.value,
            "tool": self.tool,
            "result": self.data,
            "text": self.text,
            "error": self.error,
            "token": self.token,
            "prompt": self.prompt,
            "notices": list(self.notices),
        }


@dataclass(frozen=True)
class Policy:
    """How calls are confirmed. ``confirm``: "plan" (the plan decides: deleting, overwriting, big batches ask) or
    "writes" (every change is shown first). ``auto_confirm``: carry out a plan that asks at once; only a caller
    with the ``filesystem.auto_confirm`` grant (or the user) gets that."""

    caller: Caller | None = None
    confirm: Literal["plan", "writes"] = "plan"
    auto_confirm: bool = False


DEFAULT = Policy()
TOKEN_ARG = "confirm_token"


def _caller(policy: Policy, caller: Caller | None, ctx: Any) -> Caller:
    return caller or policy.caller or getattr(ctx, "caller", None) or USER


def _plain_token(spec: ToolSpec) -> bool:
    """A changing tool without plans of its own (undo, recover) that "writes" confirmation signs over its arguments."""
    return (
        not spec.read_only
        and TOKEN_ARG not in {p.name for p in spec.params}
        and (DANGER_ORDER.index(spec.danger) >= DANGER_ORDER.index(Danger.MEDIUM))
    )


def input_schema(spec: ToolSpec, policy: Policy = DEFAULT, *, caller: Caller | None = None) -> dict:
    """The JSON Schema of ``spec``'s arguments as a caller under ``policy`` passes them."""
    schema = spec.json_schema()
    props = schema["properties"]
    who = _caller(policy, caller, None)
    if policy.confirm == "writes" and _plain_token(spec):
        props[TOKEN_ARG] = {"type": "string", "description": "The token from a confirmation_required answer."}
    if not who.allows(CONFIRM):
        props.pop(TOKEN_ARG, None)
    return schema


def invoke(
    name: str,
    args: dict | None,
    ctx: Any,
    *,
    policy: Policy = DEFAULT,
    caller: Caller | None = None,
    registry: Registry = REGISTRY,
) -> Outcome:
    """Call tool ``name`` with ``args`` for ``caller`` (else ``policy.caller``, else ``ctx.caller``, else the user).
    Never raises for a problem with the call (KeyboardInterrupt and SystemExit pass through)."""
    label = name if isinstance(name, str) and len(name) <= 100 else "?"
    try:
        out = _invoke(name, args, ctx, policy, _caller(policy, caller, ctx), registry)
    except Exception as exc:
        out = failure(label, exc)
    notices = getattr(ctx, "notices", None)
    if notices:
        out.notices = [*notices, *out.notices]
        notices.clear()
    return out


def failure(tool: str, exc: BaseException) -> Outcome:
    """The Outcome of a call that raised ``exc``: its plain message, or one generic sentence for a bug."""
    if isinstance(exc, OSError):
        exc = from_oserror(exc, getattr(exc, "filename", None))
    if isinstance(exc, FilescoutError):
        err = exc.to_dict()
    else:
        if os.environ.get("FILESCOUT_DEBUG"):
            traceback.print_exception(exc, file=sys.stderr)
        err = {
            "code": "internal_error",
            "message": f"Something went wrong inside filescout ({type(exc).__name__}); nothing more is known "
            "here. Run with FILESCOUT_DEBUG=1 to see the details.",
        }
    return Outcome(tool, Status.ERROR, text=err["message"], error=err)


def _invoke(name: str, args: Any, ctx: Any, policy: Policy, who: Caller, registry: Registry) -> Outcome:
    if not isinstance(name, str):
        raise InvalidInput(f"A tool name is text, not {name!r}.")
    spec = registry.get(name)
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise InvalidInput(f"{name} takes an object of named arguments")
    token = args.get(TOKEN_ARG)
    if token is not None and not isinstance(token, str):
        raise InvalidInput(f"{TOKEN_ARG} is text, the token from a confirmation_required answer.")
    if token is not None and not token.isascii():  # never one of ours (and hmac compares only ASCII text)
        args = {**args, TOKEN_ARG: "-"}
    auto = policy.auto_confirm and (who.allows(AUTO_CONFIRM) or who is USER)
    if policy.confirm == "writes" and not spec.read_only and not auto:
        if _plain_token(spec):
            return _signed(spec, args, ctx, who, registry)
        if token is None and "dry_run" in {p.name for p in spec.params} and args.get("dry_run") is not True:
            res = registry.call(name, {**args, "dry_run": True}, ctx, caller=who)
            shown = _outcome(spec, res.data, res.text)
            if shown.status is Status.DRY_RUN and shown.token and who.allows(CONFIRM):
                return _ask(spec, shown)
            return shown
    res = registry.call(name, args, ctx, caller=who)
    data = res.data
    if (
        auto
        and isinstance(data, dict)
        and data.get("status") == "confirmation_required"
        and token is None
        and not data.get("stale_token")
    ):
        res = registry.call(name, {**args, TOKEN_ARG: data["token"]}, ctx, caller=who)
    return _outcome(spec, res.data, res.text)


def _outcome(spec: ToolSpec, data: Any, text: str) -> Outcome:
    data = data if isinstance(data, dict) else {"result": data}
    status = data.get("status")
    if status == "confirmation_required":
        return Outcome(spec.name, Status.CONFIRMATION_REQUIRED, data, text, token=data.get("token"),
                       prompt=data.get("prompt") or data.get("message"))  # fmt: skip
    if status == "dry_run":
        return Outcome(spec.name, Status.DRY_RUN, data, text, token=data.get("token"), prompt=data.get("message"))
    if status in ("partial", "failed"):
        code = "partially_done" if status == "partial" else "failed"
        return Outcome(spec.name, Status.ERROR, data, text, error={"code": code, "message": text or status})
    return Outcome(spec.name, Status.OK, data, text)


def _ask(spec: ToolSpec, shown: Outcome) -> Outcome:
    """A dry run turned into a request for confirmation (``confirm="writes"``)."""
    data = dict(shown.data)
    prompt = str(data.get("message", "")).removeprefix("Dry run: ").removesuffix(" Nothing was changed.")
    data.update(status="confirmation_required", prompt=prompt)
    text = shown.text.removesuffix("\nDry run: nothing was changed.")
    text += f"\nNothing was changed yet. To carry this out, call {spec.name} again with confirm_token {shown.token}."
    return Outcome(spec.name, Status.CONFIRMATION_REQUIRED, data, text, token=shown.token, prompt=prompt)


def _signed(spec: ToolSpec, args: dict, ctx: Any, who: Caller, registry: Registry) -> Outcome:
    """A tool without plans under ``confirm="writes"``: shown first, carried out with a token over its arguments."""
    from ..ops.secret import installation_secret

    rest = {k: v for k, v in args.items() if k != TOKEN_ARG}
    spec.bind(rest)  # a bad argument is named before anything is signed
    pin = getattr(spec.func, "pin_arguments", None)
    if pin is not None:
        rest = pin(ctx, rest)  # e.g. undo: the batch that is last now, not whichever is last when confirmed
    body = json.dumps([spec.name, rest], sort_keys=True, default=str).encode()
    expected = hmac.new(installation_secret(ctx.home), body, hashlib.sha256).hexdigest()[:32]
    token = args.get(TOKEN_ARG)
    if token is not None:
        if not who.allows(CONFIRM):
            raise AccessDenied("A change is carried out only after the user confirms it; no token is accepted.")
        if hmac.compare_digest(str(token), expected):
            res = registry.call(spec.name, rest, ctx, caller=who)
            return _outcome(spec, res.data, res.text)
    what = ", ".join(f"{k}={v!r}" for k, v in sorted(rest.items())) or "no arguments"
    prompt = f"This will run {spec.name} ({what}): {spec.summary}"
    stale = " That token doesn't match these arguments, so nothing was done." if token is not None else ""
    data = {"status": "confirmation_required", "prompt": prompt, "token": expected, "stale_token": bool(stale)}
    text = f"{prompt}{stale}\nNothing was changed yet. To carry this out, call {spec.name} again with confirm_token "
    text += f"{expected}."
    return Outcome(spec.name, Status.CONFIRMATION_REQUIRED, data, text, token=expected, prompt=prompt)
