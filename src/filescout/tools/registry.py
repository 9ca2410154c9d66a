"""One registry of tools; every surface of filescout is derived from it.

A tool is a typed function decorated with :func:`tool`. The decorator reads:

* the name (the function's), and the description (the docstring's summary;
  its ``Args:`` section gives each parameter's description);
* a JSON Schema from the type hints (see :mod:`filescout.tools.schema`);
* metadata: access mode, danger level, priority, category, keywords, examples
  (question -> arguments), idempotent, cost, CLI names (see :class:`~filescout.tools.spec.ToolSpec`).

The adapters (adapters/: the CLI, ``run(input)``, the MCP server, the HTTP API), the agent's and the model's
tool schemas (agent/) all iterate over :data:`REGISTRY`; the adapters call tools through
:func:`filescout.tools.invoke.invoke` (confirmation policy, error mapping, an Outcome to render), which calls
:meth:`Registry.call` (validation, grants). :meth:`ToolSpec.mcp` gives a tool's MCP entry. Adding a tool is
writing one decorated function.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from typing import Any

from ..errors import AccessDenied, FilescoutError, InvalidInput
from .policy import USER, Caller, authorize, screen
from .schema import params_of, parse_docstring
from .spec import Access, Danger, Result, ToolSpec


def _singular(word: str) -> str:
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _norm_words(text: str) -> list[str]:
    """Lower-case words with plurals folded ("wombats" -> "wombat"), for whole-word matching."""
    return [_singular(w) for w in re.findall(r"[a-z0-9]+", text.lower())]


class Registry:
    """Tools by name."""

    def __init__(self) -> None:
        self.tools: dict[str, ToolSpec] = {}

    def register(self, spec: ToolSpec) -> ToolSpec:
        """Add a tool. Two tools with one name are a mistake (the second would silently replace the first):
        it raises; call ``unregister`` first to replace a tool on purpose."""
        if spec.name in self.tools:
            raise ValueError(f"a tool named {spec.name!r} is already registered")
        self.tools[spec.name] = spec
        return spec

    def unregister(self, name: str) -> None:
        self.tools.pop(name, None)

    def __iter__(self):
        return iter(sorted(self.tools.values(), key=lambda s: (s.priority, s.name)))

    def __contains__(self, name: str) -> bool:
        return name in self.tools

    def get(self, name: str) -> ToolSpec:
        try:
            return self.tools[name]
        except KeyError:
            raise InvalidInput(f"There is no tool called {name!r}. Tools: {', '.join(sorted(self.tools))}.")

    # -- derived queries -------------------------------------------------
    def write_tools(self) -> set[str]:
        return {n for n, s in self.tools.items() if s.access in (Access.WRITE, Access.DELETE)}

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
        _republish(spec, ctx, result)
        return result


def _republish(spec: ToolSpec, ctx: Any, result: Result) -> None:
    """After files were moved, renamed, copied, created or trashed here, this machine's part of a shared index is
    published again (nothing without one). If the server can't be reached the change is kept locally, said, and
    published by the next scan."""
    data = result.data
    if spec.read_only or spec.danger is Danger.SAFE or not isinstance(data, dict):
        return
    if data.get("status") in ("dry_run", "confirmation_required", "failed") or not hasattr(ctx, "publish"):
        return
    try:
        ctx.publish()
    except FilescoutError as exc:
        note = f"The shared index wasn't updated ({exc}); this machine's next scan will."
        ctx.notices.append(note)


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
    items: str | None = None,
    answer: Callable | None = None,
) -> Callable[[Callable], Callable]:
    """Register a function as a tool. See the module docstring."""

    def deco(func: Callable) -> Callable:
        summary, description, _ = parse_docstring(func.__doc__)
        if not summary:
            raise ValueError(f"tool {func.__name__} needs a docstring")
        params, groups = params_of(func)
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
            items=items,
            answer=answer,
        )
        (registry or REGISTRY).register(spec)
        func.spec = spec  # type: ignore[attr-defined]
        return func

    return deco
