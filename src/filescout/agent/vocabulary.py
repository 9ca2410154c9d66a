"""The words questions are made of: months, numbers, type words, units, stop-words and fillers, and the
extensions that are also everyday words; plus reading a slip of the keyboard as meant ("hw mcuh sapce").

Grown from principles (issue 11, class 3), not from single questions: a word listed here is never a search term.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..index.categories import TYPE_GROUPS

INSTALLER_EXTS = TYPE_GROUPS["installer"] | TYPE_GROUPS["font"] | TYPE_GROUPS["ebook"] | {"bak", "tmp", "part"}

MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
     "december"], start=1)}  # fmt: skip
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS["sept"] = 9
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30,
                "fifty": 50, "hundred": 100, "a few": 3, "couple": 2, "a couple of": 2}  # fmt: skip

# type words users say, longest first so "word documents" wins over "documents"
TYPE_PHRASES = [
    ("raw files", "raw"), ("raw file", "raw"), ("raw photos", "raw"), ("raw photo", "raw"), ("raw images", "raw"),
    ("raws", "raw"), ("sidecar files", "sidecar"), ("sidecar file", "sidecar"), ("sidecars", "sidecar"),
    ("lightroom catalogs", "lightroom catalog"), ("lightroom catalog", "lightroom catalog"),
    ("unfinished downloads", "partial download"), ("incomplete downloads", "partial download"),
    ("partial downloads", "partial download"), ("half-downloaded files", "partial download"),
    ("interrupted downloads", "partial download"), ("unfinished download", "partial download"),
    ("vm images", "disk image"), ("virtual machines", "disk image"), ("vm disks", "disk image"),
    ("slide decks", "presentation"), ("decks", "presentation"), ("deck", "presentation"),
    ("powerpoints", "presentation"), ("tracks", "song"), ("track", "song"),
    ("word documents", "word"), ("word docs", "word"), ("excel files", "spreadsheet"), ("excel sheets", "spreadsheet"),
    ("word document", "word"), ("excel file", "spreadsheet"), ("zip file", "zip"), ("log file", "log"),
    ("powerpoint", "presentation"), ("slide decks", "presentation"), ("lecture slides", "slides"),
    ("slides", "slides"),
    ("python files", "python"), ("python scripts", "python"), ("javascript files", "javascript"),
    ("source code", "code"), ("code files", "code"), ("text files", "text"), ("text file", "text"),
    ("e-books", "ebook"),
    ("ebooks", "ebook"), ("disk images", "disk image"), ("zip files", "zip"), ("zips", "zip"),
    ("pictures", "picture"), ("picture", "picture"), ("photos", "photo"), ("photo", "photo"), ("pics", "picture"),
    ("images", "image"), ("image", "image"), ("videos", "video"), ("video", "video"), ("vids", "video"),
    ("vid", "video"), ("photoshop files", "photoshop"), ("photoshop documents", "photoshop"),
    ("illustrator files", "illustrator"), ("indesign files", "indesign"), ("premiere projects", "premiere"),
    ("premiere files", "premiere"), ("blender files", "blender"), ("cad files", "cad"), ("autocad files", "cad"),
    ("sketchup files", "sketchup"),
    ("movies", "movie"), ("films", "movie"), ("music", "music"), ("songs", "song"), ("audio", "audio"),
    ("markdown files", "markdown"), ("markdown", "markdown"), ("spreadsheets", "spreadsheet"),
    ("spreadsheet", "spreadsheet"),
    ("presentations", "presentation"), ("presentation", "presentation"), ("documents", "document"),
    ("document", "document"), ("docs", "document"), ("archives", "archive"), ("archive files", "archive"),
    ("compressed files", "archive"), ("installers", "installer"), ("installer", "installer"),
    ("setup files", "installer"), ("fonts", "font"), ("backups", "backup"), ("code", "code"),
    ("pdfs", "pdf"), ("pdf", "pdf"), ("csvs", "csv"), ("mp3s", "mp3"), ("mp4s", "mp4"), ("jpegs", "jpg"),
    ("jpgs", "jpg"), ("pngs", "png"), ("gifs", "gif"), ("isos", "iso"), ("logs", "log"), ("log files", "log"),
]  # fmt: skip
TYPE_WORDS = {p for p, _ in TYPE_PHRASES}
_EXT_WORD = re.compile(r"(?<![\w/])\.?([a-z0-9]{2,5}) files?\b|\b([a-z0-9]{2,5})s\b")

SIZE_UNIT = r"(b|bytes?|k|kb|kib|kilobytes?|m|mb|mib|megs?|megabytes?|g|gb|gib|gigs?|gigabytes?|t|tb|tib|terabytes?)"
_UNIT_NORMAL = {"byte": "B", "bytes": "B", "b": "B", "kilobyte": "KB", "kilobytes": "KB", "meg": "MB", "megs": "MB",
                "megabyte": "MB", "megabytes": "MB", "gig": "GB", "gigs": "GB", "gigabyte": "GB", "gigabytes": "GB",
                "terabyte": "TB", "terabytes": "TB"}  # fmt: skip
_NUM = (
    r"(\d+(?:\.\d+)?|\.\d+|(?:a\s+)?couple(?:\s+of)?|(?:a\s+)?few|"
    r"an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty)"
)
_DUR_UNIT = r"(minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?)"

STOPWORDS = set(
    """
    a an the my me i i'm im is are was were be been being am do does did doing have has had having get
    got getting of in on at to from for by with about into onto over under than then that this these
    those there here it its and or but not no nor all any some every each both few more most other such
    only own same so too very just what which who whom whose where when why how much many show list
    find give tell see look looking search please can could would should will shall may might must you
    your yours we our us they them their his her hers done file files folder folders directory directories thing things
    stuff one ones something anything biggest largest smallest oldest newest latest recent recently as
    largest heaviest top first last take takes taking taken up space storage size sizes big large small
    huge tiny empty older newer ago old new since before after between during modified changed created
    edited touched today yesterday week weeks month months year years day days hour hours count number
    total usage disk overview summary summarize move copy delete remove rename trash put send clean up tidy declutter
    make create computer pc machine drive disk laptop downloaded received sent saved wrote made mine
    i've ive don't dont haven't havent didn't didnt everything anything change changes every whole
    entire modify edit saved save download open opened use used kept keep store stored work worked
    locate named called search where whats what's fils mention mentions mentioned mentioning contain contains
    containing say says said talk talks talking discuss discusses discussing refer refers regarding
    """.split()
)
# words that carry no meaning for a file question: fillers, contractions, politeness, hedges. Grown from
# principles (issue 11, class 3), not from single questions: a word here is never a search term.
FILLER = set(
    """
    still any anywhere somewhere someplace around again already actually really maybe perhaps probably
    exactly currently lately literally basically even ever also too quite rather pretty kinda sorta
    hey hi hello yo ok okay um uh hmm lol pls plz thanks thank cheers dude mate guys folks
    haven't havent hasn't hasnt isn't isnt aren't arent doesn't doesnt won't wont can't cant couldn't couldnt
    wouldn't wouldnt shouldn't shouldnt wasn't wasnt weren't werent i'd id i'll ill you're youre we're it's
    there's theres that's thats where's wheres how's hows who's lets let's haven hasn isn aren doesn wasn weren
    gotta gonna wanna need needs want wants know knows wonder wondering curious remember recall forgot
    forget think guess believe suppose seem seems trying try able lying sitting lurking hiding kept living
    hanging kicking floating laying lingering cluttering
    lists listing mentions stuff things thing bunch lots lot kind sort type types whatever
    exist exists existing available present left remaining currently right now
    hold holds holding contain contained takes eat eats eating occupy occupies hog hogging use using uses
    show shows showing tell let give giving gimme display print view get see check checking
    write wrote written writing worked working room taking roughly overall approximately altogether etc
    included including incl inclusive besides wherever whereever everywhere add added adding rid
    came come comes coming arrived arrive arrives turned showed popped touch revised revise revising updated
    update updating tweaked amended took snapped sliced exported rendered recorded filmed saved made created
    generated designed drew drawn edited down way import imported importing confirm issued kindly found sure
    else elsewhere deleting deleted out yet went gone moment swear feel single honestly ugh argh sorry filed submitted
    """.split()
)
STOPWORDS |= FILLER
STOPWORDS |= {"permanently", "forever", "taken"}
VOCAB_SET: set[str] = set()
# extensions that are also everyday words: a type only when said as one ("log files", ".key")
ENGLISH_EXTS = {"key", "pages", "numbers", "one", "org", "raw", "jar", "war", "cab", "log", "make", "conf", "cmd",
                "run", "bat", "pkg", "msg", "img", "eml", "tex", "mid", "ico", "svg", "sql", "xml", "cfg", "ini", "css",
                "lua", "nim", "sol", "dart", "swift", "java", "rust", "ruby", "php", "ear", "arc", "ace", "bin",
                "dat", "old", "bak", "tmp", "part", "temp", "kit", "pub", "doc", "docs", "dot", "ps", "ai", "max",
                "snap", "less", "sass", "vue", "cls", "sty", "bib", "opus", "aiff", "aif", "amr", "flac", "ogg",
                "mkv", "webm", "avi"}  # fmt: skip
ENGLISH_EXTS -= {"mkv", "webm", "avi", "flac", "ogg", "opus"}


# the words questions are made of, so a slip of the keyboard ("hw mcuh sapce", "bigest fodler") is read as meant
VOCAB = sorted(
    set(
        """how what where which when much many space big biggest largest large smallest small folder folders files
        file photos pictures videos music documents downloads desktop duplicates duplicate delete move copy rename
        trash show list find recent recently newest oldest modified changed total size storage disk usage there
        take takes taking room count number hidden inside latest month week year today yesterday spreadsheets
        presentations installers screenshots archives anything everything something""".split()
    ),
    key=len,
)
TYPOS = {"hw": "how", "hwo": "how", "wat": "what", "wht": "what", "whta": "what", "whre": "where", "wher": "where",
         "teh": "the", "fo": "of", "nad": "and", "ur": "your", "u": "you", "pls": "please", "plz": "please",
         "lst": "last", "lsat": "last", "bgi": "big", "bg": "big", "ot": "to", "fiels": "files", "filse": "files",
         "fils": "files"}  # fmt: skip


# real words one keystroke from a question word are not slips of it ("I've lost track" is not "list track")
_ENGLISH = set(
    """lost lust lint lift lisp muck mulch mush mane spice spade spare spate lager smell stall shall folded fodder
    fire fill five filed filer mode more mote shoe stow slow snow shop shot fond fend fund tale tame roam roof
    rook root court county weak weed weep yeah mouth dusk dish sire tonal these three thrash photon
    whet cost host post mist gist""".split()
)
_SHORT_UNITS = {"yr": "year", "yrs": "years", "mth": "month", "mths": "months", "wk": "week", "wks": "weeks"}

VOCAB_SET.update(VOCAB, TYPE_WORDS)


def respell(question: str, keep: Callable[[str], bool] | None = None) -> str:
    """Words one keystroke from a question word become that word; names are left alone (they are looked up in
    the index later, where a misspelt folder is matched by itself), and so are words ``keep`` says are names
    here ("site" in "the site photos" is not "size" when folders are named "Site photos")."""

    def fix(m: re.Match) -> str:
        w = m.group(0)
        low = w.lower()
        if low in TYPOS:
            return TYPOS[low]
        if low in _SHORT_UNITS and re.search(
            r"\b(?:this|last|next|past|a|per|one|\d+)\s+$", m.string[: m.start()], re.I
        ):
            return _SHORT_UNITS[low]  # "this yr", "3 wks" (alone, "yr" may be "your")
        if (
            len(low) < 4
            or low in STOPWORDS
            or low in VOCAB_SET
            or low in _ENGLISH
            or not low.isalpha()
            or w[:1].isupper()
        ):
            return w  # a capitalised word is a name ("Archive"), left as typed
        for v in VOCAB:
            if low.startswith(v) and low[len(v) :] in ("r", "d", "s", "y"):
                continue  # "larger", "used": the word with an ending, not a slip ("larger than 1GB" is no "large")
            if abs(len(v) - len(low)) <= 1 and _one_edit(low, v) and low.rstrip("s") != v.rstrip("s"):
                return w if keep is not None and keep(low) else v
        return w

    # a word inside a file name ("taxes" in taxes_2024_final.pdf) is part of the name: left alone
    return re.sub(r"(?<![\w.\-/])[A-Za-z]+(?![\w\-/]|\.\w)", fix, question)


def _one_edit(a: str, b: str) -> bool:
    """One insertion, deletion, substitution or swap of neighbours apart (and the same first letter)."""
    if a[0] != b[0] or a == b:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                                  and a[diff[1]] == b[diff[0]])  # fmt: skip
    if len(a) > len(b):
        a, b = b, a
    return any(a == b[:i] + b[i + 1 :] for i in range(len(b)))


_ASIDE = r"(?:(?!\b(?:folders?|files?|in|from|on)\b)[^,?.!])"  # (a letter of a clause that names no place)


def the_question(text: str) -> str:
    """Of several sentences, the one that asks: "How much space is my Games folder using? I have a feeling the
    Skyrim stuff is huge." is about Games; the rest is context, not more words to find."""
    # (after a "?", a lowercase clause about the asker starts a sentence too: "…offer? i need them for the bank")
    ends = (
        r"(?<=[.?!])\s+(?=[A-Z])|(?<=[?!])\s+(?=(?:i|i'm|im|we|it|it's|they|that|this|thanks|thx|pls|please|"
        r"pretty|maybe|probably|not sure|because|cos|cuz|he|she)\b)"
    )
    # a first clause about how the asker is is context: "right so I've been totally swamped, can you just tell me …"
    text = re.sub(
        rf"^(?:(?!\byou\b){_ASIDE})*\b(?:i've been|i have been|i'm|i am|i was|been)\b{_ASIDE}*,\s*"
        r"(?=(?:can|could|would|will) you\b|please\b|pls\b|just\b)",
        "",
        text,
        flags=re.I,
    )
    text = re.sub(r"^\s*rm\s+(?:-[a-z]+\s+)*", "delete ", text)  # ("rm Downloads/Untitled.rtf", said as a shell)
    # courtesies carry no words to look for: "would you be so good as to show me…", "…, if you would be so kind",
    # "good afternoon.", "I would like to see the pictures of…" (show me the pictures of…)
    text = _COURTESY_RE.sub(" ", text)
    text = re.sub(r"\b(where|what|how|why|who)\s+(?:on earth|the hell|the heck)\b", r"\1", text, flags=re.I)
    text = re.sub(
        r",\s*the one (?:with|that|which|where)\b[^,?.!]*", "", text, flags=re.I
    )  # ("…, the one with my name")
    text = re.sub(r"\b(?:i would|i'd|i should) (?:like|love) to (?:see|view|look at|have a look at)\b", "show me", text,
                  flags=re.I)  # fmt: skip
    # a last clause about someone else's view is context: "trash the leavers video, he says it's embarrassing"
    text = re.sub(r",\s+(?:he|she|they)\s+(?:says|said|thinks|reckons|hates|wants|asked|told)\b[^?]*$", "", text)
    # a time said by what happened, with no date to read ("the check-in report from when we moved in"): context
    text = re.sub(r"\s*\b(?:from|of|at)\s+when\s+(?:we|i|they|he|she)\s+(?:first\s+)?(?:moved|got|started|arrived|"
                  r"came|bought|qualified|began|set up)\b(?:\s+(?:in|here|there|out|married|together))?\b", "", text,
                  flags=re.I)  # fmt: skip
    # "or did i delete it when the autumn one came out": the other way it might be, not more words to find
    text = re.sub(r"\s+or\s+(?:did|have)\s+(?:i|we)\s+(?:\w+\s+)?(?:delete|deleted|lose|lost|remove|removed|bin|"
                  r"binned|trash|trashed|throw|thrown)\b[^?]*", "", text, flags=re.I)  # fmt: skip
    text = re.sub(r"^\s*(?:sorry|apologies|ugh|argh)\b[^,?.]{0,30}?\b(?:but|so)\s+", "", text, flags=re.I)
    text = _REASON_RE.sub(lambda m: "" if not _DATED_RE.search(m.group(0)) else m.group(0), text)
    parts = [p.strip() for p in re.split(ends, text.strip()) if p.strip()]
    if len(parts) < 2:
        return text
    asked = [p for p in parts if p.endswith("?")]
    if asked:  # "…my school folder? I think it's the one called Sam's School.": the name the context gives
        called = re.search(r"\b(?:called|named)\s+[\"'“]?(?P<n>[^\"”?!]+?)[\"'”]?\s*[.?!]?\s*$", text[len(asked[0]) :])
        said = called and re.search(r"\b(?P<w>[\w'-]+)\s+(?P<k>folder|file|document)\b", asked[0], re.I)
        if said and said.group("w").lower() in called.group("n").lower():
            return asked[0][: said.start("w")] + called.group("n") + asked[0][said.end("w") :]
    if asked:  # "…that wedding thing in October? The one Lena did for the Patels.": whose it was, from the context
        after = parts[parts.index(asked[0]) + 1 :]
        one = re.match(
            r"(?:it'?s |it was |its )?the one\b[^.?!]*?\b(?P<p>(?:for|of|from|with) [^.?!]+)", " ".join(after[:1]), re.I
        )
        if one:
            return asked[0].rstrip("?").rstrip() + " " + one.group("p").strip() + "?"
    return asked[0] if asked else max(parts, key=lambda p: bool(re.search(r"\b(?:how|what|which|where|when|who|"
                                                                          r"show|list|find|delete|move|copy|"
                                                                          r"rename|count)\b", p, re.I)))  # fmt: skip


# a last clause saying why the asker wants it is context, not more words to find: "where's my CV, a practice in
# Otley wants it by tonight", "the tenancy agreement, the landlord's asking about the renewal", "…, I need to do my
# expenses", "…, I've lost track" (kept when it says when: "…, I need the one from last March")
_REASON_RE = re.compile(
    r",\s+(?:(?:and|but|cos|because)\s+)?(?:"
    r"i(?:'ve| have)?\s+(?:really\s+|just\s+)?(?:need|have|got|gotta)\s+(?:to\s+\w+|it|them|this|that|these|those)\b|"
    r"i\s+(?:need|want)\s+(?:it|them|this|that|these|those)\s+(?:for|by|to|before)\b|"
    r"i(?:'ve| have)?\s+(?:totally\s+|completely\s+)?lost track\b|i\s+(?:can|could)(?:'t|not)?\s+(?:never\s+|ever\s+)?"
    r"remember\b|i\s+(?:keep|always)\s+forget(?:ting)?\b|(?:i\s+)?(?:feel|felt)\s+like\b|i\s+swear\b|"
    r"(?:it'?s|it is)\s+(?:so\s+|really\s+|way\s+|too\s+|quite\s+|pretty\s+)?(?:massive|huge|enormous|tiny|"
    r"ancient|slow|broken|annoying)\b|it\s+takes\s+(?:forever|ages)\b|"
    r"(?:the|my|our|a|an|his|her|their)\s+[\w-]+(?:\s+[\w-]+){0,3}?(?:'s|\s+is|\s+are|\s+was)?\s+"
    r"(?:asking|chasing|wants|needs|asked|wanted|needed|needs)\s+(?:it|them|this|that|these|those|about|for|me)\b"
    r")[^?]*",
    re.I,
)
_DATED_RE = re.compile(
    r"\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(?:week|month|year|yesterday|today|"
    r"ago|since|last|recent|recently|called|named)\b",
    re.I,
)
_COURTESY_RE = re.compile(
    r"\b(?:would|could|will) you be so (?:good|kind) as to\b|,?\s*if you (?:would|could|will) be so kind\b|"
    r",?\s*if you (?:don'?t|do not) mind\b|^\s*good (?:morning|afternoon|evening)\b[.,!]*",
    re.I,
)
_ONES = "zero one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_SPOKEN = "|".join([*_TENS, *_TEENS, *_ONES, "oh"])
_NUMBER_WORD = re.compile(rf"\b(?:{_SPOKEN})(?:[\s-]+(?:{_SPOKEN}))*\b", re.I)


def _pairs(words: list[str]) -> list[str] | None:
    """Spoken two-digit groups: "twenty five" -> 25, "nineteen" -> 19, "oh five" -> 05; None if not all groups."""
    out, i = [], 0
    while i < len(words):
        w = words[i]
        if w in _TENS:
            n = 10 * (_TENS.index(w) + 2)
            if i + 1 < len(words) and words[i + 1] in _ONES[1:]:
                n += _ONES.index(words[i + 1])
                i += 1
            out.append(f"{n:02d}")
        elif w in _TEENS:
            out.append(str(10 + _TEENS.index(w)))
        elif w == "oh" and i + 1 < len(words) and words[i + 1] in _ONES[1:]:
            out.append(f"0{_ONES.index(words[i + 1])}")
            i += 1
        else:
            return None
        i += 1
    return out


def spoken_digits(question: str) -> str:
    """Numbers said aloud, as dictation writes them: "twenty twenty five" -> 2025, "M twenty two ninety one" ->
    M 2291, "sixty second" -> 60 second. Lone small numbers ("the two biggest", "one file") stay words."""

    def digits(m: re.Match) -> str:
        words = re.split(r"[\s-]+", m.group(0).lower())
        if len(words) == 1 and words[0] in (*_ONES, "oh"):
            return m.group(0)
        groups = _pairs(words)
        return "".join(groups) if groups and len(groups) <= 2 else m.group(0)

    said = _NUMBER_WORD.sub(digits, question)
    said = re.sub(r"\b(?:a |one )?fortnight\b", "2 weeks", said, flags=re.I)  # "the last fortnight": 14 days
    return re.sub(r"\b(\d{1,3}) second\b", r"\1s", said)  # "the sixty second cut": the 60s one


# everyday words for trashing something, said first: "bin the installers in Downloads", "chuck those"
_TRASH_WORDS = re.compile(
    r"^(\s*(?:(?:please|pls|can you|could you|just|kindly|now|ok|okay)[\s,]+)*)(?:bin|chuck|ditch|scrap|junk)\b"
    r"(?=\s+(?:the|my|all|these|those|them|it|that|this|every|both|any)\b)",
    re.I,
)


def plain_verbs(question: str) -> str:
    """ "bin the installers" is "trash the installers" (the verb the actions know)."""
    return _TRASH_WORDS.sub(lambda m: m.group(1) + "trash", question)


# the words a run of a name's words never starts or ends with (phrase_folder, phrase_name)
_FUNCTION = set(
    "the my a an in on at of from for to by with and or i me we you it its is are was were be do did does how what "
    "which where when who many much any all some that this these those have has had can could please your our".split()
)

# words that ask rather than name: a run of a name's words never starts with one ("find my receipts")
_ASKING = set("find show list give tell search locate get open read delete move copy rename trash remove count".split())


_ASKING_ABOUT = set(
    "size sizes space storage many much there here files file folder folders biggest largest smallest oldest newest "
    "latest total usage number count changed modified last ago since before after than over under take takes older "
    "newer bigger smaller larger months weeks days years".split()
)
