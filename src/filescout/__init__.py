"""filescout: a local-first file-system agent with an exact, fast SQLite index."""

__version__ = "0.1.0"
