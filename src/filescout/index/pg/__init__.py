"""The shared index on PostgreSQL: several machines' files in one database (see docs/postgresql.md)."""
