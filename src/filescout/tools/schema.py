"""Tool parameters and their JSON Schema, derived from a function's type hints and its docstring.

``Literal`` becomes an enum, defaults are kept, ``X | None`` is optional. A parameter typed with a dataclass (like
:class:`~filescout.index.query.Filters`) is flattened into its fields, each described by the dataclass's
docstring. Descriptions come from a Google-style docstring's ``Args:`` section.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import types
import typing
from collections.abc import Callable
from typing import Any, Literal, get_args, get_origin

from .spec import Param


def schema_for(annotation: Any) -> tuple[dict, bool]:
    """(schema, optional) for a type hint."""
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        optional = len(args) < len(get_args(annotation))
        if len(args) == 1:
            return schema_for(args[0])[0], optional
        return {"anyOf": [schema_for(a)[0] for a in args]}, optional
    if origin is Literal:
        vals = list(get_args(annotation))
        kind = {str: "string", int: "integer", bool: "boolean"}.get(type(vals[0]), "string")
        return {"type": kind, "enum": vals}, False
    if origin in (list, tuple, set):
        inner = get_args(annotation)
        return {"type": "array", "items": schema_for(inner[0])[0] if inner else {}}, False
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


def params_of(func: Callable) -> tuple[list[Param], dict[str, type]]:
    """A tool function's parameters (``ctx`` aside, dataclass parameters flattened) and its dataclass groups."""
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
                schema, optional = schema_for(fhints[f.name])
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
        schema, optional = schema_for(ann)
        required = prm.default is inspect.Parameter.empty and not optional
        default = None if prm.default is inspect.Parameter.empty else prm.default
        out.append(Param(name, schema, required, default, docs.get(name, ""), annotation=ann))
    return out, groups
