"""The tool registry and every tool. Importing this package registers them all."""

from . import (  # noqa: F401  (registers)
    bookmarks,
    cleanup,
    content_tools,
    dupes,
    files,
    folders,
    fsmap,
    index_tools,
    info,
    navigation,
    ops_tools,
    scratch_import,
    scratch_tools,
)
from .context import Context
from .finance_docs import find_statements, tax_documents  # noqa: F401  (registers: money documents)
from .finance_tools import analyze_spending, find_subscriptions  # noqa: F401  (registers: spending)
from .registry import REGISTRY, Access, Danger, Result, ToolSpec, tool

__all__ = ["REGISTRY", "Access", "Context", "Danger", "Result", "ToolSpec", "tool"]
