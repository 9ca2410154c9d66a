"""Rows as an aligned text table (what the CLI and the tools' text show)."""

from __future__ import annotations

from ..units import shown

MAX_CELL = 60


def cell(v: object) -> str:
    """One value as shown: NULL as empty, whole-cent numbers with two decimals, long text cut."""
    if v is None:
        return ""
    if isinstance(v, float):
        if v == round(v, 2):
            return f"{v:.2f}"
        return f"{v:.6g}" if abs(v) >= 1e15 or abs(v) < 1e-4 else f"{round(v, 6)}"
    text = shown(str(v)).replace("\n", " ")
    return text if len(text) <= MAX_CELL else text[: MAX_CELL - 1] + "…"


def aligned(columns: list[str], rows: list[list]) -> str:
    """``rows`` under ``columns``, each column as wide as its widest cell; numbers to the right."""
    cells = [[cell(v) for v in r] for r in rows]
    heads = [cell(c) for c in columns]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(heads)]
    numeric = [
        bool(rows) and all(r[i] is None or isinstance(r[i], int | float) for r in rows) for i in range(len(heads))
    ]

    def line(values: list[str]) -> str:
        out = [v.rjust(w) if num else v.ljust(w) for v, w, num in zip(values, widths, numeric, strict=True)]
        return "  ".join(out).rstrip()

    return "\n".join([line(heads), "  ".join("-" * w for w in widths)] + [line(r) for r in cells])
