"""Safety rules: which paths filescout may touch and which files it must not read."""

from .paths import PathPolicy, is_within
from .sensitive import Tier, classify_dir, classify_file

__all__ = ["PathPolicy", "Tier", "classify_dir", "classify_file", "is_within"]
