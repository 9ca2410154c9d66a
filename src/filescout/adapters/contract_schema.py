"""The ``run(input)`` contract's input and output shapes (JSON Schema), and the strict check of an input against
them: an unknown field, option or filter, or ``"false"`` for a boolean, is refused, never ignored."""

from __future__ import annotations

from typing import Any

from ..errors import InvalidInput

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
