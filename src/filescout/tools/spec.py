"""What a tool is: its access and danger, its parameters (:class:`Param`), its :class:`ToolSpec` with the surfaces
derived from it (JSON Schema, OpenAI and MCP tool entries, metadata), and how arguments are checked against it
(:meth:`ToolSpec.bind`). Every tool returns a :class:`Result`.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..errors import InvalidInput


class Access(StrEnum):
    READ = "read"
    WRITE = "write"
    DELETE = "delete"
    EXECUTE = "execute"


class Danger(StrEnum):
    SAFE = "safe"
    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"
    CRITICAL = "critical"


DANGER_ORDER = [Danger.SAFE, Danger.LOW, Danger.MEDIUM, Danger.HIGH, Danger.CRITICAL]


@dataclass
class Result:
    """What every tool returns: structured data (JSON-serialisable) and a short text."""

    data: dict
    text: str

    def to_dict(self) -> dict:
        return self.data


@dataclass
class Param:
    name: str
    schema: dict
    required: bool
    default: Any
    description: str
    group: str | None = None  # the dataclass parameter this field belongs to
    annotation: Any = None


@dataclass
class Said:
    """What the question said that a tool's answer repeats: the user's word for the type ("HEIC photos"), when
    ("last week"), and how many files were asked for."""

    what: str | None = None
    when: str | None = None
    limit: int | None = None


@dataclass
class ToolSpec:
    name: str
    func: Callable
    description: str
    summary: str
    params: list[Param]
    access: Access = Access.READ
    danger: Danger = Danger.SAFE
    priority: int = 2  # 0 critical .. 3 low
    category: str = "files"
    keywords: tuple[str, ...] = ()
    examples: tuple[tuple[str, dict], ...] = ()
    idempotent: bool = True
    cost: str = "free"
    cli: str | None = None  # CLI command name (defaults to the tool name with dashes)
    cli_aliases: dict[str, dict] = field(default_factory=dict)  # alias -> preset arguments
    cli_args: tuple[str, ...] = ()  # parameters taken as positional CLI arguments
    groups: dict[str, type] = field(default_factory=dict)
    acp: str | None = None  # the run(input) action this tool serves, if any
    permission_override: str | None = None
    # how an agent answers from this tool's result: the key holding the files it returns (each a dict with
    # "path", or a duplicate group with "files"), and a function (data, args, said) -> one or two sentences
    items: str | None = None
    answer: Callable | None = None

    def item_paths(self, data: dict) -> list[str]:
        """The files this result returned, in order (for a duplicate group: its extra copies)."""
        rows = data.get(self.items) if self.items and isinstance(data, dict) else None
        out: list[str] = []
        for r in rows or []:
            if isinstance(r, dict) and "path" in r:
                out.append(r["path"])
            elif isinstance(r, dict) and isinstance(r.get("files"), list):
                out += r["files"][1:]
        return out

    @property
    def permission(self) -> str:
        """The IntentOS-style permission a caller must grant to use this tool."""
        if self.permission_override:
            return self.permission_override
        return {Access.READ: "filesystem.read", Access.WRITE: "filesystem.write",
                Access.DELETE: "filesystem.delete", Access.EXECUTE: "process.execute"}[self.access]  # fmt: skip

    # -- derived facts ---------------------------------------------------
    @property
    def read_only(self) -> bool:
        return self.access is Access.READ

    @property
    def needs_confirmation(self) -> bool:
        return self.access is Access.DELETE or DANGER_ORDER.index(self.danger) >= DANGER_ORDER.index(Danger.HIGH)

    @property
    def cacheable(self) -> bool:
        return self.read_only and self.idempotent

    def json_schema(self, *, compact: bool = False) -> dict:
        props = {}
        for p in self.params:
            s = dict(p.schema)
            if p.description and not compact:
                s["description"] = p.description
            if not p.required and p.default is not None and not compact:
                s["default"] = p.default
            props[p.name] = s
        out: dict = {"type": "object", "properties": props}
        req = [p.name for p in self.params if p.required]
        if req:
            out["required"] = req
        if not compact:
            out["additionalProperties"] = False
        return out

    def openai(self, *, compact: bool = False) -> dict:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.summary if compact else self.description,
                "parameters": self.json_schema(compact=compact),
            },
        }

    def mcp(self) -> dict:
        return {
            "name": self.name,
            "description": self.description,
            "inputSchema": self.json_schema(),
            "annotations": {
                "title": self.summary,
                "readOnlyHint": self.read_only,
                "destructiveHint": self.access is Access.DELETE or self.danger in (Danger.HIGH, Danger.CRITICAL),
                "idempotentHint": self.idempotent,
                "openWorldHint": False,
            },
        }

    def meta(self) -> dict:
        return {
            "name": self.name,
            "summary": self.summary,
            "access": self.access.value,
            "danger": self.danger.value,
            "priority": self.priority,
            "category": self.category,
            "keywords": list(self.keywords),
            "examples": [{"question": q, "arguments": a} for q, a in self.examples],
            "idempotent": self.idempotent,
            "cost": self.cost,
            "needs_confirmation": self.needs_confirmation,
            "permission": self.permission,
            "acp_action": self.acp,
        }

    # -- calling ---------------------------------------------------------
    def bind(self, args: dict) -> dict:
        """Validate and coerce ``args`` against the schema; returns call kwargs."""
        if not isinstance(args, dict):
            raise InvalidInput(f"{self.name} takes an object of named arguments")
        known = {p.name: p for p in self.params}
        unknown = sorted(str(k) for k in set(args) - set(known))
        if unknown:
            raise InvalidInput(
                f"{self.name} has no argument {', '.join(map(repr, unknown))}. "
                f"It takes: {', '.join(known) or 'no arguments'}."
            )
        values: dict[str, Any] = {}
        for p in self.params:
            if p.name in args and args[p.name] is not None:
                values[p.name] = _coerce(args[p.name], p)
            elif p.required:
                raise InvalidInput(f"{self.name} needs the argument {p.name!r}")
        kwargs: dict[str, Any] = {}
        grouped: dict[str, dict] = defaultdict(dict)
        for p in self.params:
            if p.name not in values:
                continue
            if p.group:
                grouped[p.group][p.name] = values[p.name]
            else:
                kwargs[p.name] = values[p.name]
        for gname, gtype in self.groups.items():
            kwargs[gname] = gtype(**grouped.get(gname, {}))
        return kwargs


MAX_INT = 2**53  # beyond this a "whole number" from a caller is a mistake (or an attack), not a count


def _coerce(value: Any, p: Param) -> Any:
    """``value`` checked against ``p``'s schema. Strict: a boolean is a real boolean (never the text "false"),
    text is text, a list is a list of text; the only conversions are a whole number written as text or as
    ``5.0``, and an enum's case. Whole numbers are never negative or huge."""
    s = p.schema
    t = s.get("type")
    if "enum" in s:
        if isinstance(value, str):
            low = {str(e).lower(): e for e in s["enum"]}
            if value.lower() in low:
                return low[value.lower()]
        if not isinstance(value, bool) and value in s["enum"]:
            return value
        raise InvalidInput(f"{p.name} must be one of {', '.join(map(str, s['enum']))}, not {_show(value)}")
    ok = True
    if t == "integer":
        whole_float = isinstance(value, float) and value.is_integer()
        if whole_float or (isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d{1,20}\s*", value)):
            value = int(value)
        ok = isinstance(value, int) and not isinstance(value, bool)
        if ok and not 0 <= value <= MAX_INT:
            raise InvalidInput(f"{p.name} should be a whole number from 0 to {MAX_INT}, not {_show(value)}")
    elif t == "number":
        ok = isinstance(value, int | float) and not isinstance(value, bool) and abs(value) < float("inf")
    elif t == "boolean":
        ok = isinstance(value, bool)
    elif t == "string":
        ok = isinstance(value, str)
    elif t == "array":
        ok = isinstance(value, list) and (
            s.get("items", {}).get("type") != "string" or all(isinstance(v, str) for v in value)
        )
    elif t == "object":
        ok = isinstance(value, dict)
    if not ok:
        raise InvalidInput(f"{p.name} should be {_type_word(s)}, not {_show(value)}")
    if (isinstance(value, str) and "\x00" in value) or (
        isinstance(value, list) and any(isinstance(v, str) and "\x00" in v for v in value)
    ):
        raise InvalidInput(f"{p.name} contains a NUL byte, which no file name or text search can hold")
    return value


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _type_word(s: dict) -> str:
    return {"integer": "a whole number", "number": "a number", "boolean": "true or false (not text)",
            "string": "text", "array": "a list of text",
            "object": "an object"}.get(s.get("type", ""), "a value")  # fmt: skip
