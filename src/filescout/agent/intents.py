"""The intent of a question (factual, count, list, compare, summarize, metadata, search, action), by rules.

Seed 000's keyword rules are the floor, with their known mistake fixed ("biggest files" lists files, not
folders). The words these patterns match are explained (grounded) as intent words, never as search terms.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .slots import Slots

INTENTS = ("factual", "count", "list", "compare", "summarize", "metadata", "search", "action")

ACTION_RE = re.compile(
    r"^\s*(?:please\s+|can you\s+|could you\s+|would you\s+|i want to\s+|i'd like to\s+|help me\s+|go ahead and\s+|"
    r"permanently\s+|just\s+|quickly\s+|now\s+|kindly\s+|pls\s+|plz\s+)*"
    r"(?P<verb>move|copy|delete|remove|trash|erase|rename|clean\s*up|clean out|get rid of|archive|put|"
    r"send(?!\s+(?:me|us)\b)|create|make|mkdir|undo|revert|organi[sz]e|back up|backup|write|save|tidy(?: up)?|"
    r"declutter|throw)\b",
    re.I,
)
COUNT_RE = re.compile(
    r"\bhow many\b|\bnumber of\b|^\s*count\b|\bcount (?:of|my|the|all)\b|\bhow much (?:files|pdfs)\b", re.I
)
COMPARE_RE = re.compile(r"\bcompare\b|\bdifferences?\b|\bdiff\b|\bdiffer\b|\bsame as\b", re.I)
SUMMARIZE_RE = re.compile(
    r"\bsummari[sz]e\b|\bsummary of\b|\bwhat does .+ say\b|\bread\b|\bopen\b|\bshow me the "
    r"(?:contents?|text)\b|\bcontents? of\b|\bwhat's inside\b|\bwhats inside\b|\bcat\b",
    re.I,
)
METADATA_RE = re.compile(
    r"\bspace\b|\bstorage\b|\bdisk usage\b|\bdisk\b|\bhow big\b|\bhow large\b|\bsize of\b|\btake up\b|\btaking up\b|"
    r"\btakes up\b|\beat(?:s|ing)? (?:up )?(?:my )?(?:space|disk)\b|\bheav(?:y|iest)\b|\busage\b|\boverview\b|"
    r"\bhow much room\b|\btotal size\b|\bfolder sizes?\b|\bbiggest folders?\b|\blargest folders?\b|\bwhat types\b|"
    r"\bkinds of files\b|\bhow much (?:do|does|are|is)\b|\baverage (?:file )?size\b|\bhow much place\b|"
    r"\bweighs?\b|\bweight\b",
    re.I,
)
FOLDER_RE = re.compile(r"\bfolders?\b|\bdirector(?:y|ies)\b|\bdirs?\b|\bsubfolders?\b", re.I)
LIST_RE = re.compile(
    r"^\s*(?:list|show|display|give me|what are|which|get)\b|\blargest\b|\bbiggest\b|\bsmallest\b|"
    r"\boldest\b|\bnewest\b|\blatest\b|\brecent(?:ly)?\b|\btop \d+\b|\bsorted\b",
    re.I,
)
SEARCH_RE = re.compile(
    r"\bfind\b|\bwhere(?:'s| is| are| did)?\b|\blocate\b|\blook(?:ing)? for\b|\bsearch\b|"
    r"\bgot from\b|\bsent (?:me|by)\b|\bfrom\s+[A-Z]\w+|\bcalled\b|\bnamed\b|\bmentions?\b",
    re.I,
)
DUPES_RE = re.compile(
    r"\bduplicates?\b|\bdupes?\b|\bidentical\b|\bcopies of\b|\bsame files?\b|\btwice\b|"
    r"\b(?:the|any|my|extra|all)\s+copies\s+(?:in|from|on|inside)\b",
    re.I,
)
TREE_RE = re.compile(r"\btree\b|\bstructure\b|\bhierarchy\b|\blayout\b|\borgani[sz]ed\b", re.I)
BROWSE_RE = re.compile(
    r"\bwhat(?:'s| is| are)? in\b|\bwhats in\b|\bcontents of\b|\binside (?:my|the)\b|"
    r"\bbrowse\b|^\s*ls\b|\bwhat do i have in\b",
    re.I,
)
INFO_RE = re.compile(
    r"\bwhen was\b|\bhow old is\b|\bdetails (?:of|about|for)\b|\binfo(?:rmation)? (?:on|about)\b|"
    r"\bpermissions\b|\bdimensions\b|\bhow many pages\b|\bproperties\b|\bwho (?:owns|made)\b",
    re.I,
)
HISTORY_RE = re.compile(
    # ("history coursework", "my History folder": a subject; the journal is "history" said alone or of changes)
    r"\bhistory\b(?!\s+(?:coursework|homework|essays?|notes?|project|revision|folder|books?|class|lessons?|exam|"
    r"tests?|gcse|a-level|degree|module|files?|stuff|assignments?|reports?))|"
    r"\bwhat (?:did you|have you) (?:do|done|change|changed)\b|\brecent changes\b",
    re.I,
)
STATUS_RE = re.compile(r"\bwhat(?:'s| is)? indexed\b|\bindex status\b|\bstatus\b|\blast scan\b", re.I)


@dataclass
class Understanding:
    question: str
    intent: str
    slots: Slots
    tool: str | None = None
    arguments: dict = field(default_factory=dict)
    note: str | None = None
    suggestions: list[str] = field(default_factory=list)
    grounding: dict = field(default_factory=dict)  # what each word was taken as (see grounding.py)
    unused: list[str] = field(default_factory=list)  # words that name nothing here: the answer says so
    place: str | None = None  # the folder the question is about, if any
    lead: str | None = None  # what the answer is about, said first ("Files named like 'screenshot'")
    rest: str = ""  # the question without its slot phrases
    candidates: list[str] = field(default_factory=list)  # files a clarifying question offered to act on
    verb: str | None = None  # the action those candidates were offered for
    holds_them: bool = False  # the place is named as the files it holds ("the Revit backups": Revit/Backup's files)

    def to_dict(self) -> dict:
        return {
            "intent": self.intent,
            "tool": self.tool,
            "arguments": self.arguments,
            "slots": self.slots.to_dict(),
            "understood": self.understood(),
            "note": self.note,
            "suggestions": self.suggestions,
        }

    def understood(self) -> dict:
        """What the answer used: filters, the place, the words and what each was taken as, what was not used."""
        out = {k: v for k, v in self.slots.filters().items()}
        if self.slots.date_label:
            out["when"] = self.slots.date_label
        if self.place:
            out["place"] = self.place
        out.update(self.grounding)
        if self.unused:
            out["not_used"] = self.unused
        return out


def classify(question: str, slots: Slots, rest: str | None = None) -> str:
    """The intent; ``rest`` is the question without its slot phrases ("in the X folder" is a place, not a
    question about folders)."""
    q = question.strip()
    r = rest if rest is not None else q
    if ACTION_RE.search(q) and not re.search(r"\b(?:how many|which|what)\b", q, re.I):
        return "action"
    if COUNT_RE.search(q):
        return "count"
    if COMPARE_RE.search(q) and (slots.filename or slots.quoted or re.search(r"\band\b", q)):
        return "compare"
    if SUMMARIZE_RE.search(q) and (slots.filename or slots.quoted or re.search(r"\bsummari", q, re.I)):
        return "summarize"
    if METADATA_RE.search(q) or (FOLDER_RE.search(r) and re.search(r"\bbig|larg|heav|size|most files", q, re.I)):
        return "metadata"
    if DUPES_RE.search(q) or TREE_RE.search(q) or BROWSE_RE.search(q) or HISTORY_RE.search(q):
        return "list"
    if INFO_RE.search(q):
        return "factual"
    if SEARCH_RE.search(q) and (slots.terms or slots.quoted or slots.filename):
        return "search"
    if slots.order:
        return "list"  # "biggest fils": the order is what matters, not the (misspelt) words
    if LIST_RE.search(q) or slots.filters() or (slots.place and not slots.terms):
        return "list" if not (slots.terms or slots.quoted) else "search"
    if slots.terms or slots.quoted or slots.filename:
        return "search"
    return "factual"
