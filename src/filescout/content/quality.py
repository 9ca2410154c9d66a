"""Does extracted text look like text? A score from 0 (garbage) to 1 (prose or a clean table).

A PDF with a custom font encoding can come out of one reader as a soup of
letters and symbols ("o(hô..i.p3xSTRxtT3xR2tTOR") and out of another as the
words on the page. The score lets the PDF extractor try the other reader and
keep the better text; it is stored with the document (``meta.quality``).

What counts, over a sample of the text:
- the share of whitespace-separated tokens that look like words (letters only, with a sane case pattern
  (lower, Capitalised or UPPER, or a script without case) and, for Latin letters, a vowel unless short) or
  like numbers, amounts and dates;
- replacement characters, private-use code points and control characters, which count against it.
"""

from __future__ import annotations

import itertools
import re

SAMPLE = 6_000  # characters looked at: the start and the middle of the text, half each
_TOKEN = re.compile(r"\S+")
_EDGES = re.compile(r"^[\W_]+|[\W_]+$")  # punctuation and symbols around a word, in any script
_NUMBERISH = re.compile(r"[-+(]?[$€£¥]?\d[\d.,:/%'’-]*\)?[%$€£]?")
_VOWELS = set("aeiouyAEIOUYàáâãäåæèéêëìíîïòóôõöøùúûüýÿœÀÁÂÃÄÅÆÈÉÊËÌÍÎÏÒÓÔÕÖØÙÚÛÜÝŸŒ")


def _wordlike(token: str) -> bool:
    t = _EDGES.sub("", token)
    if not t:
        return True  # punctuation alone (a bullet, a dash): neutral, counted as fine
    if _NUMBERISH.fullmatch(t):
        return True
    parts = [p for p in re.split(r"[-'’.&/]", t) if p]
    if not parts:
        return True
    for p in parts:
        if not p.isalpha():
            return False
        caseless = not any(c.isupper() or c.islower() for c in p)  # a script without case
        if not (caseless or p.islower() or p.isupper() or p.istitle() or _camel_ok(p)):
            return False  # a mixed-case soup like "xSTRxtT"
        if len(p) > 3 and p.isascii() and not (_VOWELS & set(p)):
            return False
        if len(p) > 30 and p.isascii():
            return False
    return True


def _camel_ok(p: str) -> bool:
    """McDonald, iPhone, PowerPoint: one or two inner capitals starting a lower-case run."""
    humps = sum(1 for a, b in itertools.pairwise(p) if a.islower() and b.isupper())
    return humps <= 2 and not any(a.isupper() and b.isupper() for a, b in itertools.pairwise(p[1:]))


# replacement characters, private-use code points, surrogates, control characters other than line breaks and tabs
_BAD = re.compile("[\ufffd\ue000-\uf8ff\U000f0000-\U0010ffff\ud800-\udfff\x00-\x08\x0b\x0e-\x1f\x7f]")


def text_quality(text: str) -> float:
    """0.0 (garbage or empty) .. 1.0 (every token word-like, no broken characters)."""
    half = SAMPLE // 2
    sample = text if len(text) <= SAMPLE else text[:half] + " " + text[len(text) // 2 : len(text) // 2 + half]
    tokens = _TOKEN.findall(sample)
    if not tokens:
        return 0.0
    good = sum(1 for t in tokens if _wordlike(t))
    chars = sum(len(t) for t in tokens)
    bad = len(_BAD.findall(sample))
    score = good / len(tokens) - 5 * bad / max(chars, 1)
    return round(max(0.0, min(1.0, score)), 3)


GOOD_ENOUGH = 0.75  # below this, the other reader is tried and the better text kept
