"""How many files and in what order a question asks for: "top 5", "the three largest", "oldest first", and one
file for "the largest file" (which "it" then points to)."""

from __future__ import annotations

import re

from .dates import _num
from .vocabulary import NUMBER_WORDS

SINGLE_BEST_RE = re.compile(
    r"(?:\bthe\s+|^\W*)(?:single\s+|one\s+)?(?:largest|biggest|heaviest|smallest|oldest|newest|latest|most recent)\s+"
    r"(?:[\w.]+\s+){0,2}?(?:file|one|photo|pic|picture|image|video|clip|song|track|recording|pdf|document|doc|"
    r"spreadsheet|zip|thing|item)\b(?!['-]|\s+(?:files|docs|documents|ones|photos|pictures|images|videos|items|"
    r"types?|sizes?|formats?|names?)\b)"
)  # ("biggest file in downloads", said first, is one file too)


def _order(st) -> None:  # (st: slots._State)
    # -- counts and order
    m = re.search(r"\b(?:top|first|last)\s+(\d+|" + "|".join(k for k in NUMBER_WORDS if " " not in k) + r")\b", st.low)
    if m:
        st.s.limit = int(_num(m.group(1)))
    m = re.search(
        r"\b(\d+|ten|five|three|twenty|fifteen|two|four)\s+(?:\w+\s+)?(largest|biggest|heaviest|smallest|"
        r"oldest|newest|latest|most recent|recent|last|files|photos|videos|pdfs|documents|folders)\b",
        st.low,
    )
    if m and not st.s.limit:
        st.s.limit = int(_num(m.group(1)))
        st.low = st.low[: m.start(1)] + " " * len(m.group(1)) + st.low[m.end(1) :]  # ("five": the count, no name)
    if not st.s.limit and SINGLE_BEST_RE.search(st.low):
        st.s.limit = 1  # "what is the largest file in Accounts": one file, which "it" then points to
    for pat, order in (
        (r"\b(?:largest|biggest|heaviest|bigest|largests|huge(?:st)?|largest?)\b", "largest"),
        (r"\bsmallest\b|\bsmall(?:er)? ones\b", "smallest"),
        (r"\boldest\b|\bleast recent", "oldest"),
        (r"\b(?:newest|latest|most recent(?:ly)?|recent(?:ly)?|last (?:modified|changed|edited))\b", "newest"),
        (r"\balphabetical(?:ly)?\b|\bby name\b|\ba to z\b", "name"),
    ):
        if re.search(pat, st.low):
            st.s.order = order
            break


# words that begin a filter or another clause after a folder's name ("into Desktop/new stuff older than a week")
