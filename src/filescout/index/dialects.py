"""Which SQL dialect a connection speaks: the local SQLite index or the shared PostgreSQL one.

Most queries are written once (SQLite's spelling, translated for PostgreSQL by pg/dialect.py); the few that
differ in substance (full-text and trigram name search, dates) choose on ``dialect_of(conn)``.
"""

from __future__ import annotations

SQLITE = "sqlite"
POSTGRESQL = "postgresql"


def dialect_of(conn: object) -> str:
    """ "postgresql" for the shared index's connections, "sqlite" for a machine's own index."""
    return getattr(conn, "dialect", SQLITE)
