"""The agent: grounding, slots, router, answers, LLM loop."""

import re as _re

# Understanding one question tries about a thousand regular expressions, a few hundred of them built from its own
# words; the re module keeps 512 compiled (oldest out first), so its fixed patterns were compiled again for nearly
# every question: a tenth of the time (bench/understand.py). A bigger cache keeps them.
if getattr(_re, "_MAXCACHE", 8192) < 8192:
    _re._MAXCACHE = 8192
