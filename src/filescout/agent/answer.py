"""Short answers: a plan, an outcome, or what the tool itself says its result means (``@tool(answer=...)``).

The agent knows no tool by name here: each tool declares how its result is summarised and which items it
returns (tools/answers.py), so a new tool is answered without editing the agent.
"""

from __future__ import annotations

from ..tools import REGISTRY
from ..tools.answers import where
from ..tools.spec import Said


def said_from(slots) -> Said:
    """What the question said that the answer repeats (the user's words for the type and the dates)."""
    if slots is None:
        return Said()
    return Said(what=slots.type_word or None, when=slots.date_label or None, limit=slots.limit)


def compose(tool: str, args: dict, data: dict, text: str, slots=None) -> str:
    """One or two sentences answering the question."""
    status = data.get("status")
    if status in ("dry_run", "confirmation_required"):
        plan = data.get("plan", {})
        prompt = plan.get("prompt") or data.get("prompt") or ""
        steps = [st for st in plan.get("steps") or [] if st.get("source")]
        listed = ""
        if steps:
            # (every file the plan touches, up to 20: what will happen is read before "yes")
            listed = " Files: " + "; ".join(where(st["source"]) for st in steps[:20])
            listed += f" and {len(steps) - 20} more." if len(steps) > 20 else "."
        return f"Here's the plan: {prompt}{listed} Nothing has been changed yet — say yes to go ahead."
    if status == "nothing_to_do":
        return data.get("message", "There's nothing to do.")
    if status in ("done", "partial", "failed"):
        return data.get("message", text.splitlines()[0] if text else "")
    spec = REGISTRY.get(tool) if tool in REGISTRY else None
    if spec is not None and spec.answer is not None:
        return spec.answer(data, args, said_from(slots), text)
    return text
