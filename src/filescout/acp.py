"""Moved to :mod:`filescout.adapters.contract`; ``from filescout.acp import run`` still works (the same module)."""

import sys

from .adapters import contract

sys.modules[__name__] = contract
