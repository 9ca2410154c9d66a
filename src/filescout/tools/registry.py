"""One registry of tools; every surface of filescout is derived from it.

A tool is a typed function decorated with :func:`tool`. The decorator reads:

* the name (the function's), and the description (the docstring's summary;
  its ``Args:`` section gives each parameter's description);
* a JSON Schema from the type hints: ``Literal`` becomes an enum, defaults are
  kept, ``X | None`` is optional. A parameter typed with a dataclass (like
  :class:`~filescout.index.query.Filters`) is flattened into its fields;
* metadata: access mode, danger level, priority, category, keywords, examples
  (question -> arguments), idempotent, cost, CLI names.

The CLI, the agent's tool schemas, the MCP tool list, the web API and the
``run(input)`` actions all iterate over :data:`REGISTRY`. Adding a tool is
writing one decorated function.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import sqlite3
import types
import typing
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal, get_args, get_origin

from ..errors import AccessDenied, FilescoutError, InvalidInput
from .policy import USER, Caller, authorize, screen


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


def _singular(word: str) -> str:
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _norm_words(text: str) -> list[str]:
    """Lower-case words with plurals folded ("wombats" -> "wombat"), for whole-word matching."""
    return [_singular(w) for w in re.findall(r"[a-z0-9]+", text.lower())]


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


def _schema_for(annotation: Any) -> tuple[dict, bool]:
    """(schema, optional) for a type hint."""
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        optional = len(args) < len(get_args(annotation))
        if len(args) == 1:
            return _schema_for(args[0])[0], optional
        return {"anyOf": [_schema_for(a)[0] for a in args]}, optional
    if origin is Literal:
        vals = list(get_args(annotation))
        kind = {str: "string", int: "integer", bool: "boolean"}.get(type(vals[0]), "string")
        return {"type": kind, "enum": vals}, False
    if origin in (list, tuple, set):
        inner = get_args(annotation)
        return {"type": "array", "items": _schema_for(inner[0])[0] if inner else {}}, False
    if origin is dict or annotation is dict:
        return {"type": "object"}, False
    simple = {str: "string", int: "integer", float: "number", bool: "boolean"}
    if annotation in simple:
        return {"type": simple[annotation]}, False
    return {}, False


def parse_docstring(doc: str | None) -> tuple[str, str, dict[str, str]]:
    """(summary, description without Args, {param: description}) from a Google-style docstring."""
    doc = inspect.cleandoc(doc or "")
    params: dict[str, str] = {}
    lines = doc.splitlines()
    body: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.strip() in ("Args:", "Arguments:", "Parameters:"):
            i += 1
            current = None
            while i < len(lines) and (not lines[i].strip() or lines[i].startswith((" ", "\t"))):
                m = re.match(r"^\s{2,8}(\w+)(?:\s*\([^)]*\))?:\s*(.*)$", lines[i])
                if m and (current is None or len(lines[i]) - len(lines[i].lstrip()) <= 4):
                    current = m.group(1)
                    params[current] = m.group(2).strip()
                elif current and lines[i].strip():
                    params[current] += " " + lines[i].strip()
                i += 1
            continue
        if line.strip() in ("Returns:", "Raises:"):
            i += 1
            while i < len(lines) and (not lines[i].strip() or lines[i].startswith((" ", "\t"))):
                i += 1
            continue
        body.append(line)
        i += 1
    description = "\n".join(body).strip()
    summary = description.split("\n\n")[0].replace("\n", " ").strip()
    return summary, description, params


def _params_of(func: Callable) -> tuple[list[Param], dict[str, type]]:
    sig = inspect.signature(func)
    hints = typing.get_type_hints(func)
    _, _, docs = parse_docstring(func.__doc__)
    out: list[Param] = []
    groups: dict[str, type] = {}
    for name, prm in sig.parameters.items():
        if name == "ctx":
            continue
        ann = hints.get(name, str)
        if dataclasses.is_dataclass(ann):
            groups[name] = ann
            _, _, fdocs = parse_docstring(ann.__doc__)
            fhints = typing.get_type_hints(ann)
            for f in dataclasses.fields(ann):
                if not f.repr:
                    continue
                schema, optional = _schema_for(fhints[f.name])
                no_default = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
                out.append(
                    Param(
                        f.name,
                        schema,
                        no_default and not optional,
                        f.default if f.default is not dataclasses.MISSING else None,
                        fdocs.get(f.name, ""),
                        group=name,
                        annotation=fhints[f.name],
                    )
                )
            continue
        schema, optional = _schema_for(ann)
        required = prm.default is inspect.Parameter.empty and not optional
        default = None if prm.default is inspect.Parameter.empty else prm.default
        out.append(Param(name, schema, required, default, docs.get(name, ""), annotation=ann))
    return out, groups


class Registry:
    """Tools indexed by name, category, access mode, danger level and keyword."""

    def __init__(self) -> None:
        self.tools: dict[str, ToolSpec] = {}
        self._by_category: dict[str, set[str]] = defaultdict(set)
        self._by_access: dict[Access, set[str]] = defaultdict(set)
        self._by_danger: dict[Danger, set[str]] = defaultdict(set)
        self._by_keyword: dict[str, set[str]] = defaultdict(set)

    def register(self, spec: ToolSpec) -> ToolSpec:
        """Add a tool. Two tools with one name are a mistake (the second would silently replace the first):
        it raises; call ``unregister`` first to replace a tool on purpose."""
        if spec.name in self.tools:
            raise ValueError(f"a tool named {spec.name!r} is already registered")
        self.tools[spec.name] = spec
        self._by_category[spec.category].add(spec.name)
        self._by_access[spec.access].add(spec.name)
        self._by_danger[spec.danger].add(spec.name)
        for k in spec.keywords:
            self._by_keyword[k.lower()].add(spec.name)
        return spec

    def unregister(self, name: str) -> None:
        spec = self.tools.pop(name, None)
        if spec is None:
            return
        for index in (self._by_category, self._by_access, self._by_danger, self._by_keyword):
            for names in index.values():
                names.discard(name)

    def __iter__(self):
        return iter(sorted(self.tools.values(), key=lambda s: (s.priority, s.name)))

    def __contains__(self, name: str) -> bool:
        return name in self.tools

    def get(self, name: str) -> ToolSpec:
        try:
            return self.tools[name]
        except KeyError:
            raise InvalidInput(f"There is no tool called {name!r}. Tools: {', '.join(sorted(self.tools))}.")

    # -- indexed lookups -------------------------------------------------
    def by_category(self, category: str) -> set[str]:
        return set(self._by_category.get(category, ()))

    def by_access(self, access: Access | str) -> set[str]:
        return set(self._by_access.get(Access(access), ()))

    def by_danger(self, danger: Danger | str) -> set[str]:
        return set(self._by_danger.get(Danger(danger), ()))

    def by_keyword(self, word: str) -> set[str]:
        return set(self._by_keyword.get(word.lower(), ()))

    def categories(self) -> set[str]:
        return {c for c, names in self._by_category.items() if names}

    # -- derived queries -------------------------------------------------
    def write_tools(self) -> set[str]:
        return {n for n, s in self.tools.items() if s.access in (Access.WRITE, Access.DELETE)}

    def confirmation_tools(self) -> set[str]:
        return {n for n, s in self.tools.items() if s.needs_confirmation}

    def cacheable_tools(self) -> set[str]:
        """Read-only, idempotent tools: safe to cache and to run in parallel."""
        return {n for n, s in self.tools.items() if s.cacheable}

    # -- keyword matching --------------------------------------------------
    def score(self, text: str, *, limit: int = 5) -> list[tuple[str, float]]:
        """Tools whose keywords occur in ``text`` as whole words (or phrases), best first."""
        norm = " " + " ".join(_norm_words(text)) + " "
        weights = {0: 0.3, 1: 0.2, 2: 0.1, 3: 0.0}
        scored = []
        for name, spec in self.tools.items():
            if not spec.keywords:
                continue
            matched = [k for k in spec.keywords if f" {' '.join(_norm_words(k))} " in norm]
            if not matched:
                continue
            base = len(matched) / len(spec.keywords)
            specificity = min(sum(len(k) for k in matched) / (len(matched) * 10), 0.2)
            scored.append((name, round(len(matched) + base + specificity + weights.get(spec.priority, 0), 3)))
        scored.sort(key=lambda x: (-x[1], x[0]))
        return scored[:limit]

    # -- surfaces ----------------------------------------------------------
    def openai_tools(self, *, compact: bool = False, names: set[str] | None = None) -> list[dict]:
        return [s.openai(compact=compact) for s in self if names is None or s.name in names]

    def mcp_tools(self) -> list[dict]:
        return [s.mcp() for s in self]

    def call(self, name: str, args: dict | None, ctx: Any, *, caller: Caller | None = None) -> Result:
        """Validate ``args``, check them against the caller's grants (``caller``, else ``ctx.caller``, else the
        user), run the tool. The one place every surface's calls go through."""
        if not isinstance(name, str):
            raise InvalidInput(f"A tool name is text, not {name!r}.")
        spec = self.get(name)
        who = caller or getattr(ctx, "caller", None) or USER
        if not who.allows(spec.permission):
            raise AccessDenied(f"{name} needs the {spec.permission} permission, which wasn't granted.")
        if args is None:
            args = {}
        spec.bind(args)  # names and types first, so a bad argument is named plainly
        kwargs = spec.bind(authorize(who, spec, dict(args), ctx))
        try:
            result = spec.func(ctx, **kwargs)
        except sqlite3.Error as exc:  # damaged, read-only or full state: repaired if it can be, said plainly
            from ..index.damage import IndexRebuilt, state_error

            err = state_error(exc, getattr(ctx, "_index", None), getattr(ctx, "home", None))
            if err is None:
                raise
            if not (isinstance(err, IndexRebuilt) and spec.read_only and hasattr(ctx, "notices")):
                raise err from exc
            ctx.notices.append(err.message)  # nothing was lost: answer the question from the rebuilt index
            result = spec.func(ctx, **kwargs)
        if not isinstance(result, Result):  # pragma: no cover - programming error
            raise FilescoutError(f"tool {name} returned {type(result).__name__}, not a Result")
        screen(who, spec, result.data)
        return result


REGISTRY = Registry()


def tool(
    *,
    access: Access | str = Access.READ,
    danger: Danger | str = Danger.SAFE,
    priority: int = 2,
    category: str = "files",
    keywords: tuple[str, ...] | list[str] = (),
    examples: tuple | list = (),
    idempotent: bool | None = None,
    cost: str = "free",
    cli: str | None = None,
    cli_aliases: dict[str, dict] | None = None,
    cli_args: tuple[str, ...] | list[str] = (),
    name: str | None = None,
    registry: Registry | None = None,
    acp: str | None = None,
    permission: str | None = None,
) -> Callable[[Callable], Callable]:
    """Register a function as a tool. See the module docstring."""

    def deco(func: Callable) -> Callable:
        summary, description, _ = parse_docstring(func.__doc__)
        if not summary:
            raise ValueError(f"tool {func.__name__} needs a docstring")
        params, groups = _params_of(func)
        acc = Access(access)
        spec = ToolSpec(
            name=name or func.__name__,
            func=func,
            description=description,
            summary=summary,
            params=params,
            access=acc,
            danger=Danger(danger),
            priority=priority,
            category=category,
            keywords=tuple(keywords),
            examples=tuple((q, a) for q, a in examples),
            idempotent=(acc is Access.READ) if idempotent is None else idempotent,
            cost=cost,
            cli=cli,
            cli_aliases=dict(cli_aliases or {}),
            cli_args=tuple(cli_args),
            groups=groups,
            acp=acp,
            permission_override=permission,
        )
        (registry or REGISTRY).register(spec)
        func.spec = spec  # type: ignore[attr-defined]
        return func

    return deco
