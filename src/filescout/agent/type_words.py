"""The slot parser's type words: a type the user says ("HEIC photos", "tarballs", "the ubuntu iso", ".uf2s",
"stl files", "the .part and .crdownload files"), from the table of types and the extensions the index holds."""

from __future__ import annotations

import re

from ..index.categories import EXT_CATEGORY, TYPE_GROUPS
from .vocabulary import ENGLISH_EXTS, FILLER, INSTALLER_EXTS, STOPWORDS, TYPE_PHRASES

# extensions whose plural is an everyday word: said bare, the word ("the bats", "my keys"), not the type
_ENGLISH_PLURALS = {"bats", "keys", "ones", "makes", "runs", "bins", "kits", "pubs", "dots", "snaps", "arcs", "aces",
                    "ears", "wars", "cabs", "temps", "mids", "msgs", "maxes"}  # fmt: skip


def _one_type(word: str, known: set[str]) -> str | None:
    """The type a single word says, as an extension or a group of the table ("mkv", ".mp4s", "pdfs")."""
    w = word.lstrip(".")
    for t in (w, w[:-1] if w.endswith("s") else "", w[:-2] if w.endswith("es") else ""):
        said = t and t not in STOPWORDS and t not in ENGLISH_EXTS and t not in FILLER
        if said and (t in EXT_CATEGORY or t in INSTALLER_EXTS or t in known or (t in TYPE_GROUPS and " " not in t)):
            return t
    return None


def _joined_types(st) -> bool:
    """Several types joined by "or"/"and"/",": every one of them ("mkv or mp4 files", "jpgs and pngs")."""
    join = r"\s*(?:,|\bor\b|\band\b|&|/)\s*(?:\.|the\s+)?"
    for m in re.finditer(rf"(?<![\w/])\.?[a-z0-9]{{2,11}}(?:{join}\.?[a-z0-9]{{2,11}})+(?:\s+files?)?\b", st.low):
        words = [w for w in re.split(join, re.sub(r"\s+files?$", "", m.group(0))) if w]
        kinds = [_one_type(w, st.known or set()) for w in words]
        if len(kinds) >= 2 and all(kinds) and not re.search(r"\bfrom\s*$", st.low[: m.start()]):
            kinds = list(dict.fromkeys(k for k in kinds if k))
            if len(kinds) < 2:
                continue
            st.s.type = ",".join(kinds)
            st.s.type_word = " ".join(m.group(0).split())  # as said: "mkv or mp4 files", "photos and videos"
            st.cut(m)
            return True
    return False


def _types(st) -> None:
    # -- types
    for ext in sorted(e for e in st.known or () if "-" in e):  # "rpp-bak files": one extension, not "bak"
        m = re.search(rf"(?<![\w-])\.?{re.escape(ext)}s?(?:\s+files?)?\b", st.low)
        if m:
            st.s.type, st.s.type_word = ext, m.group(0).strip()
            st.cut(m)
            return
    if _joined_types(st):
        return
    found = [
        (m, phrase, word)
        for phrase, word in TYPE_PHRASES
        for m in [re.search(rf"\b{re.escape(phrase)}\b", st.low)]
        if m
    ]
    if len(found) > 1:
        # "songs in my music": the type word after "in my" is where, the other is what
        placed = [
            f for f in found if re.search(r"\b(?:in|from|inside|under)\s+(?:my|the|our)\s*$", st.low[: f[0].start()])
        ]
        inside = [f for f in found if any(p[0].start() <= f[0].start() and f[0].end() <= p[0].end() for p in placed)]
        others = [f for f in found if f not in placed and f not in inside]
        if placed and others and not st.s.place:
            st.s.place = st.q[placed[0][0].start() : placed[0][0].end()].strip()
            st.cut(placed[0][0])
            found = others
    if len(found) == 1 and st.s.place and "/" not in st.s.place and re.search(r"\bfolder\b", st.q, re.I):
        m = found[0][0]  # "the phone folder in pictures": the Phone folder in Pictures, not pictures in Phone
        if re.search(r"\b(?:in|inside|under|within)\s+(?:(?:my|the|our)\s+)?$", st.low[: m.start()]):
            st.s.place = st.q[m.start() : m.end()].strip() + "/" + st.s.place
            st.cut(m)
            found = []
    for m, phrase, word in found[:1]:
        if m:
            st.s.type, st.s.type_word = word, phrase
            _narrower(st, m, phrase)
            st.cut(m)
    if not st.s.type:
        # every type word the category table knows ("typescript files", "rust source", "tarballs", "debs")
        for word in sorted(TYPE_GROUPS, key=len, reverse=True):
            if " " in word or word in ("old", "text", "backup", "web", "image", "doc", "code", "word", "script"):
                continue
            m = re.search(rf"(?<![\w/])\.?{re.escape(word)}(?:s|es)?(?:\s+(?:files?|scripts?|sources?|source files|"
                          rf"code))?\b", st.low)  # fmt: skip
            said = st.q[m.start() : m.end()].strip().lstrip(".") if m else ""
            if m and said[:1].isupper() and not re.search(r"\b(?:files?|scripts?|sources?|code)\b", m.group(0)):
                continue  # "Taylor Swift", "Go Pro": a name, not the language
            if m:
                st.s.type, st.s.type_word = word, m.group(0).strip()
                _narrower(st, m, m.group(0).strip())
                st.cut(m)
                break
    if not st.s.type:
        for m in re.finditer(r"(?<![\w/.])([a-z][a-z0-9]{2,4})\b", st.low):
            # a bare extension people say as a noun: "the ubuntu iso", "that zip", "the dmg"
            ext = m.group(1)
            if (ext in EXT_CATEGORY or ext in INSTALLER_EXTS) and ext not in STOPWORDS and ext not in ENGLISH_EXTS:
                st.s.type, st.s.type_word = ext, ext
                st.cut(m)
                break
    if not st.s.type:
        for m in re.finditer(r"(?<![\w/])\.?([a-z0-9]{2,4})s\b", st.low):
            # a plural extension: "debs", "isos", "exes" (not a word like "days")
            ext = m.group(1)
            if ext in EXT_CATEGORY or ext in INSTALLER_EXTS:
                if ext in STOPWORDS or ext in ("doc", "log", "ma", "thi", "ha", "wa", "day", "ye", "part", "run"):
                    continue
                if m.group(0).strip().lstrip(".") in _ENGLISH_PLURALS:
                    continue  # "which job had the bats": the animals, not .bat files
                st.s.type, st.s.type_word = ext, m.group(0).strip()
                st.cut(m)
                break
    if not st.s.type and st.known:
        _known_types(st)
    if not st.s.type:
        for m in re.finditer(r"(?<![\w/])\.?([a-z0-9]{2,5})\s+files?\b|(?<![\w/])\.([a-z0-9]{2,5})\b", st.low):
            ext = m.group(1) or m.group(2)
            if ext in STOPWORDS or ext in ("the", "all", "my", "new", "old", "big", "any", "text", "some"):
                continue
            if ext.isalnum() and (ext in EXT_CATEGORY or ext in TYPE_GROUPS or ext in INSTALLER_EXTS):
                st.s.type, st.s.type_word = ext, m.group(0).strip()
                st.cut(m)
                break


def _narrower(st, m: re.Match, phrase: str) -> None:
    """ "HEIC photos", "mp3 songs", "mkv recordings": an extension said just before the type word is the narrower,
    meant type (not "Taylor Swift tracks"; not "raw recordings": a kind of its own, which the grounding reads)."""
    before = re.search(r"\.?([a-z0-9]{2,5})\s*$", st.low[: m.start()])
    typed = st.q[before.start(1) : before.end(1)] if before else ""
    capital = typed[:1].isupper() and not typed.isupper()
    said = before.group(1) if before else ""
    if said in EXT_CATEGORY and said not in STOPWORDS and said not in TYPE_GROUPS and not capital:
        st.s.type, st.s.type_word = before.group(1), before.group(0).strip() + " " + phrase
        st.low = st.low[: before.start()] + " " * (before.end() - before.start()) + st.low[before.end() :]


def _known_types(st) -> None:
    """Extensions the index holds, said as types: ".uf2s", "stl files", "the .part and .crdownload files"."""
    dotted = r"(?<![\w/])\.([a-z0-9][a-z0-9_]{0,11})\b"
    said = r"(?<![\w/.-])([a-z0-9][a-z0-9_-]{1,11})\s+(?:files?|stuff)\b"  # ("rpp-bak files", "my procreate stuff")
    found: list[tuple[re.Match, str]] = []
    for m in re.finditer(f"{dotted}|{said}", st.low):
        word = m.group(1) or m.group(2)
        if m.group(2) and (word in STOPWORDS or word in FILLER):
            continue
        for ext in (word, word[:-1] if word.endswith("s") else "", word[:-2] if word.endswith("es") else ""):
            if ext and (ext in st.known or (m.group(1) and ext in EXT_CATEGORY)):
                found.append((m, ext))
                break
    if not found:
        return
    # several joined by "and"/"or"/",": every one of them ("the .part and .crdownload files")
    kept = [found[0]]
    for m, ext in found[1:]:
        if re.fullmatch(r"[\s,]*(?:and|or|&|/|,)?[\s,]*(?:the\s+)?", st.low[kept[-1][0].end() : m.start()]):
            kept.append((m, ext))
    exts = list(dict.fromkeys(ext for _, ext in kept))
    st.s.type = ",".join(exts)
    st.s.type_word = " and ".join(exts) + " files"
    for m, _ in kept:
        st.cut(m)
    m = re.match(r"\s*(?:files?|stuff)\b", st.low[kept[-1][0].end() :])
    if m:
        a = kept[-1][0].end()
        st.low = st.low[:a] + " " * m.end() + st.low[a + m.end() :]
