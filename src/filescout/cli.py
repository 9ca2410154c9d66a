"""Moved to :mod:`filescout.adapters.cli`; kept for ``from filescout.cli import cli``, ``python -m filescout.cli``."""

from .adapters.cli import cli, main  # noqa: F401

if __name__ == "__main__":  # pragma: no cover
    main()
