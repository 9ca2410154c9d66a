"""One question and its answer: what the agent and the LLM loop both return (kept apart so neither imports the
other)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Turn:
    question: str
    intent: str
    tool: str | None
    arguments: dict
    result: dict | None
    answer: str
    steps: list[dict] = field(default_factory=list)
    mode: str = "offline"
    understood: dict = field(default_factory=dict)  # what the question was taken to mean (see grounding.py)

    def to_dict(self) -> dict:
        return {
            "question": self.question,
            "intent": self.intent,
            "tool": self.tool,
            "arguments": self.arguments,
            "result": self.result,
            "answer": self.answer,
            "steps": self.steps,
            "mode": self.mode,
            "understood": self.understood,
        }
