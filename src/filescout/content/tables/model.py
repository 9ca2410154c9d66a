"""The shapes the table reader hands out (re-exported by the package: the contract with the scratchpad)."""

from __future__ import annotations

from dataclasses import dataclass, field

TYPES = ("text", "integer", "real", "amount", "date")


@dataclass
class Column:
    name: str  # header as found, cleaned of whitespace
    type: str  # "text" | "integer" | "real" | "amount" | "date"


@dataclass
class Table:
    columns: list[Column]
    rows: list[list]  # typed values: str | int | float | None; dates ISO "YYYY-MM-DD"; amounts rounded to cents
    where: list[tuple[int | None, int]]  # per row: (page or 1-based sheet index, or None; 1-based row there)
    label: str  # "page 3", "sheet Expenses", "table 2", ...

    def names(self) -> list[str]:
        return [c.name for c in self.columns]


@dataclass
class TableRead:
    tables: list[Table]
    notes: list[str] = field(default_factory=list)  # plain-language notes about what was skipped and why
    error: str | None = None  # plain-language reason nothing could be read
