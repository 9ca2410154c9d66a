"""A question about the folder the last answer was about, pointing back to it ("size of the Hartley Wedding
folder", then "what's taking up most of it?"): the question asked again inside that folder."""

from __future__ import annotations

import re

from .turn import Turn

INSIDE_RE = re.compile(
    r"\b(?:(?:most|much|all|any|each|the rest|part) of it|in(?:side)? it|in there|(?:in|of|inside) that folder)\b"
    r"|^\s*(?:and\s+)?(?:what|which)\b.*\b(?:in it|of it)\s*[?.!]*\s*$",
    re.I,
)
_FOLDER_TOOLS = ("disk_usage", "folder_stats", "browse_directory", "count_folders")


def inside_it(agent, q: str) -> Turn | None:
    """The question again with the last answer's folder as where it is asked, when the last answer was about one
    folder and the question points back to "it" (never an action: "delete it" is the last answer's files)."""
    from .intents import ACTION_RE
    from .understand import understand

    last = agent.last
    if last is None or last.tool not in _FOLDER_TOOLS or ACTION_RE.search(q) or not INSIDE_RE.search(q):
        return None
    folder = (last.arguments or {}).get("path") or ((last.result or {}).get("path") if last.result else None)
    if not folder:
        return None
    u = understand(agent.ctx, q, scope=folder)
    if u.tool is None or (u.arguments.get("path") or folder) != folder:
        return None  # (it named another place: not about this folder)
    return agent._run(u)
