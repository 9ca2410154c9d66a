"""The tool registry and every tool. Importing this package registers them all."""

from . import bookmarks, cleanup, content_tools, dupes, files, folders, index_tools, info, navigation, ops_tools  # noqa: F401  (registers)
from . import scratch_import, scratch_tools  # noqa: F401  (registers: the SQL scratchpad)
from .context import Context
from .registry import REGISTRY, Access, Danger, Result, ToolSpec, tool

__all__ = ["REGISTRY", "Access", "Context", "Danger", "Result", "ToolSpec", "tool"]
