"""The SQL scratchpad (seed 003 §5.5): a SQLite database of the user's own tables, apart from the index, where rows
pulled out of documents are added up exactly. :mod:`.store` writes, :mod:`.query` reads (read-only, authorized,
time-limited), :mod:`.names` keeps names from carrying SQL, :mod:`.text` shows rows as an aligned table."""

from .names import PROVENANCE, clean_header, column_name, table_name, unique_columns
from .query import QueryRefused, QueryResult, QueryTimeout, run_query
from .store import TYPES, LimitReached, Scratchpad, convert, logical_type
from .text import aligned

__all__ = ["PROVENANCE", "TYPES", "LimitReached", "QueryRefused", "QueryResult", "QueryTimeout", "Scratchpad",
           "aligned", "clean_header", "column_name", "convert", "logical_type", "run_query", "table_name",
           "unique_columns"]  # fmt: skip
