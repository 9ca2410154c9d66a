"""Hidden files and noise folders.

They are indexed and counted in every total (users want to see what eats
space), but flagged so that listings and searches hide them unless asked.
"""

from __future__ import annotations

NOISE_DIRS = frozenset(
    {
        ".git",
        ".hg",
        ".svn",
        "node_modules",
        "bower_components",
        "__pycache__",
        ".venv",
        "venv",
        ".tox",
        ".nox",
        ".cache",
        ".mypy_cache",
        ".pytest_cache",
        ".ruff_cache",
        ".gradle",
        ".next",
        ".parcel-cache",
        ".eggs",
        ".ipynb_checkpoints",
        ".terraform",
        "__MACOSX",
    }
)


def is_noise_dir(name: str) -> bool:
    return name in NOISE_DIRS or name.endswith(".egg-info")


def is_hidden(name: str) -> bool:
    return name.startswith(".")
