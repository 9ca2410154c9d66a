"""Slots: the facts in a question (sizes, dates, types, places, counts, order, terms), offline and instant.

Everything here is plain string work: no model, no index access. Places are
returned as words; the router resolves them against the indexed folders.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from datetime import date, datetime, timedelta

from ..index.categories import EXT_CATEGORY, TYPE_GROUPS

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
    ("vm images", "disk image"), ("virtual machines", "disk image"), ("vm disks", "disk image"),
    ("slide decks", "presentation"), ("decks", "presentation"), ("deck", "presentation"),
    ("word documents", "word"), ("word docs", "word"), ("excel files", "spreadsheet"), ("excel sheets", "spreadsheet"),
    ("powerpoint", "presentation"), ("slide decks", "presentation"), ("slides", "presentation"),
    ("python files", "python"), ("python scripts", "python"), ("javascript files", "javascript"),
    ("source code", "code"), ("code files", "code"), ("text files", "text"), ("e-books", "ebook"),
    ("ebooks", "ebook"), ("disk images", "disk image"), ("zip files", "zip"), ("zips", "zip"),
    ("pictures", "picture"), ("picture", "picture"), ("photos", "photo"), ("photo", "photo"), ("pics", "picture"),
    ("images", "image"), ("image", "image"), ("videos", "video"), ("video", "video"),
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
_NUM = r"(\d+(?:\.\d+)?|\.\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty)"
_DUR_UNIT = r"(minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?)"

STOPWORDS = set(
    """
    a an the my me i i'm im is are was were be been being am do does did doing have has had having get
    got getting of in on at to from for by with about into onto over under than then that this these
    those there here it its and or but not no nor all any some every each both few more most other such
    only own same so too very just what which who whom whose where when why how much many show list
    find give tell see look looking search please can could would should will shall may might must you
    your yours we our us they them their file files folder folders directory directories thing things
    stuff one ones something anything biggest largest smallest oldest newest latest recent recently
    largest heaviest top first last take takes taking taken up space storage size sizes big large small
    huge tiny empty older newer ago old new since before after between during modified changed created
    edited touched today yesterday week weeks month months year years day days hour hours count number
    total usage disk overview summary summarize move copy delete remove rename trash put send clean up
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
    lists listing mentions stuff things thing bunch lots lot kind sort type types whatever
    exist exists existing available present left remaining currently right now
    hold holds holding contain contained takes eat eats eating occupy occupies hog hogging use using uses
    show shows showing tell let give giving gimme display print view get see check checking
    write wrote written writing worked working room taking roughly overall approximately altogether
    """.split()
)
STOPWORDS |= FILLER
STOPWORDS |= {"permanently", "forever", "taken"}
VOCAB_SET: set[str] = set()
# extensions that are also everyday words: a type only when said as one ("log files", ".key")
ENGLISH_EXTS = {"key", "pages", "numbers", "one", "org", "raw", "jar", "war", "cab", "log", "make", "conf", "cmd",
                "bat", "pkg", "msg", "img", "eml", "tex", "mid", "ico", "svg", "sql", "xml", "cfg", "ini", "css",
                "lua", "nim", "sol", "dart", "swift", "java", "rust", "ruby", "php", "ear", "arc", "ace", "bin",
                "dat", "old", "bak", "tmp", "part", "temp", "kit", "pub", "doc", "docs", "dot", "ps", "ai", "max",
                "snap", "less", "sass", "vue", "cls", "sty", "bib", "opus", "aiff", "aif", "amr", "flac", "ogg",
                "mkv", "webm", "avi"}  # fmt: skip
ENGLISH_EXTS -= {"mkv", "webm", "avi", "flac", "ogg", "opus"}


@dataclass
class Slots:
    size_gt: str | None = None
    size_lt: str | None = None
    modified_after: str | None = None
    modified_before: str | None = None
    date_label: str | None = None
    type: str | None = None
    type_word: str | None = None
    place: str | None = None
    destination: str | None = None
    limit: int | None = None
    order: str | None = None  # largest | smallest | newest | oldest | name
    terms: list[str] = field(default_factory=list)
    quoted: list[str] = field(default_factory=list)
    filename: str | None = None
    filename_context: str | None = None  # the words before a file name, which may belong to it

    def to_dict(self) -> dict:
        return {k: v for k, v in asdict(self).items() if v not in (None, [], "")}

    def filters(self) -> dict:
        out = {}
        for k in ("size_gt", "size_lt", "modified_after", "modified_before", "type"):
            v = getattr(self, k)
            if v:
                out[k] = v
        return out


def _num(word: str) -> float:
    w = word.lower()
    if w in NUMBER_WORDS:
        return NUMBER_WORDS[w]
    return float(w)


def _size_text(num: str, unit: str) -> str:
    u = unit.lower()
    u = _UNIT_NORMAL.get(u, u.upper())
    n = _num(num)
    return f"{int(n) if n == int(n) else n}{u}"


def _iso(d: date | datetime) -> str:
    return d.isoformat() if isinstance(d, date) and not isinstance(d, datetime) else d.date().isoformat()


def _month_start(year: int, month: int) -> date:
    while month > 12:
        month -= 12
        year += 1
    while month < 1:
        month += 12
        year -= 1
    return date(year, month, 1)


# the words questions are made of, so a slip of the keyboard ("hw mcuh sapce", "bigest fodler") is read as meant
VOCAB = sorted(
    set(
        """how what where which when much many space big biggest largest large smallest small folder folders files
        file photos pictures videos music documents downloads desktop duplicates duplicate delete move copy rename
        trash show list find recent recently newest oldest modified changed total size storage disk usage there
        take takes taking room count number hidden inside latest month week year today yesterday spreadsheets
        presentations installers screenshots archives""".split()
    ),
    key=len,
)
TYPOS = {"hw": "how", "hwo": "how", "wat": "what", "wht": "what", "whta": "what", "whre": "where", "wher": "where",
         "teh": "the", "fo": "of", "nad": "and", "ur": "your", "u": "you", "pls": "please", "plz": "please",
         "lst": "last", "lsat": "last", "bgi": "big", "bg": "big", "ot": "to", "fiels": "files", "filse": "files",
         "fils": "files"}  # fmt: skip


VOCAB_SET.update(VOCAB, TYPE_WORDS)


def respell(question: str) -> str:
    """Words one keystroke from a question word become that word; names are left alone (they are looked up in
    the index later, where a misspelt folder is matched by itself)."""

    def fix(m: re.Match) -> str:
        w = m.group(0)
        low = w.lower()
        if low in TYPOS:
            return TYPOS[low]
        if len(low) < 4 or low in STOPWORDS or low in VOCAB_SET or not low.isalpha() or w[:1].isupper():
            return w  # a capitalised word is a name ("Archive"), left as typed
        for v in VOCAB:
            if abs(len(v) - len(low)) <= 1 and _one_edit(low, v) and low.rstrip("s") != v.rstrip("s"):
                return v
        return w

    return re.sub(r"[A-Za-z]+", fix, question)


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


def parse(question: str, now: datetime | None = None) -> tuple[Slots, str]:
    """(slots, the question with slot phrases removed)."""
    now = now or datetime.now()
    question = respell(question)
    today = now.date()
    s = Slots()
    # contractions carry no search words: "i've changed" is "i changed", "what's" is "what"
    question = re.sub(r"(?<=[a-z])n[’']t\b", " not", question, flags=re.I)
    question = re.sub(r"(?<=[a-z])[’'](?:ve|re|ll|d|m|s)\b", "", question, flags=re.I)
    q = " " + question.strip() + " "
    low = q.lower()

    def cut(m: re.Match) -> None:
        nonlocal low, q
        a, b = m.span()
        low = low[:a] + " " * (b - a) + low[b:]

    # quoted terms and file names
    for m in re.finditer(r"[\"“']([^\"”']{2,80})[\"”']", q):
        s.quoted.append(m.group(1).strip())
        cut(m)
    # a path typed as one word: "Downloads/boarding_pass.pdf", "~/Downloads/x.exe", "/etc", "notes/empty.md"
    for m in re.finditer(r"(?<!\S)((?:~/|/|\./)?(?:[^\s/\"']+/)*[^\s/\"']*)(?=[\s?!,;]*(?:\s|$))", q):
        token = m.group(1).rstrip(".,;:!?")
        if "/" not in token or re.fullmatch(r"[\d/.-]+", token) or token.lower() in ("and/or", "w/", "w/o"):
            continue
        last = token.rstrip("/").rsplit("/", 1)[-1]
        if re.search(r"\w\.[a-z0-9]{1,5}$", last, re.I) and not token.endswith("/"):
            s.filename = token
        elif not s.place:
            s.place = token.rstrip("/") or "/"
        low = low[: m.start(1)] + " " * len(m.group(1)) + low[m.end(1) :]
        break
    m = None if s.filename else re.search(r"(?<![\w/])([\w\-. ()]{0,60}?\w\)?\.(?:[a-z0-9]{1,5}))(?=[\s,?!]|$)", low)
    if m and not re.fullmatch(r"\d+(\.\d+)?", m.group(1).strip()) and not re.search(r"\d\.\d", m.group(1)):
        words = m.group(1).strip().split(" ")
        name = words[-1]
        if name.startswith("(") and len(words) > 1:
            name = words[-2] + " " + name  # "report (1).pdf"
        if "." in name and len(name) > 3:
            s.filename = q[m.start(1) + m.group(1).rfind(name) : m.end(1)]
            # the words before it may be part of the name ("banana bread.txt"): the resolver tries them
            s.filename_context = q[m.start(1) : m.end(1)].strip()
            a = m.end(1) - len(name)
            low = low[:a] + " " * len(name) + low[m.end(1) :]

    # -- sizes
    for m in re.finditer(rf"\b(?:between|from)\s+{_NUM}\s*{SIZE_UNIT}\s+(?:and|to)\s+{_NUM}\s*{SIZE_UNIT}\b", low):
        s.size_gt, s.size_lt = _size_text(m.group(1), m.group(2)), _size_text(m.group(3), m.group(4))
        cut(m)
    gt = (
        r"(?:over|above|bigger than|larger than|greater than|more than|at least|heavier than|exceeding|>=?|"
        r"bigger then|larger then|more then|over than)"
    )
    lt = r"(?:under|below|smaller than|less than|at most|lighter than|up to|<=?|smaller then|less then)"
    for pat, key in ((gt, "size_gt"), (lt, "size_lt")):
        for m in re.finditer(rf"\b{pat}\s*{_NUM}\s*{SIZE_UNIT}\b", low):
            setattr(s, key, _size_text(m.group(1), m.group(2)))
            cut(m)
    for m in re.finditer(rf"\b{_NUM}\s*{SIZE_UNIT}\s*(?:\+|or more|or bigger|or larger|and up|and above)", low):
        s.size_gt = _size_text(m.group(1), m.group(2))
        cut(m)
    for m in re.finditer(rf"\b{_NUM}\s*{SIZE_UNIT}\s*(?:or less|or smaller|and under|and below)", low):
        s.size_lt = _size_text(m.group(1), m.group(2))
        cut(m)
    for word, key, value in (
        ("empty", "size_lt", "1"),
        ("tiny", "size_lt", "10KB"),
        ("small", "size_lt", "100KB"),
        ("huge", "size_gt", "1GB"),
        ("large", "size_gt", "100MB"),
        ("big", "size_gt", "100MB"),
    ):
        m = re.search(
            rf"\b{word}\s+(?:\w+\s+)?(?:files?|ones|videos|photos|pictures|pdfs|documents|movies|images|"
            rf"archives|folders|things)\b",
            low,
        )
        if m and not getattr(s, key) and not (key == "size_gt" and (s.size_gt or s.size_lt)):
            setattr(s, key, value)

    # -- dates
    def after(d: date | datetime, label: str) -> None:
        s.modified_after, s.date_label = _iso(d), label

    def span(a: date, b: date, label: str) -> None:
        s.modified_after, s.modified_before, s.date_label = _iso(a), _iso(b), label

    week_start = today - timedelta(days=today.weekday())
    month_start = today.replace(day=1)
    for pat, fn in [
        (r"\btoday\b|\bthis morning\b", lambda m: after(today, "today")),
        (r"\byesterday\b", lambda m: span(today - timedelta(days=1), today, "yesterday")),
        (r"\bthis week\b", lambda m: after(week_start, "this week")),
        (
            r"\blast week\b|\bprevious week\b",
            lambda m: span(week_start - timedelta(days=7), week_start, "last week"),
        ),
        (r"\bthis month\b", lambda m: after(month_start, "this month")),
        (
            r"\blast month\b|\bprevious month\b",
            lambda m: span(_month_start(today.year, today.month - 1), month_start, "last month"),
        ),
        (r"\bthis year\b", lambda m: after(date(today.year, 1, 1), "this year")),
        (
            r"\blast year\b|\bprevious year\b",
            lambda m: span(date(today.year - 1, 1, 1), date(today.year, 1, 1), "last year"),
        ),
    ]:
        m = re.search(pat, low)
        if m and not (pat.startswith(r"\blast year") and re.search(r"\bin a year|touched in|modified in", low)):
            fn(m)
            cut(m)
    # older than N units / N units old / haven't touched in N
    m = re.search(rf"\b(?:older than|more than|over)\s+{_NUM}\s*{_DUR_UNIT}\s*(?:old|ago)?\b", low) or re.search(
        rf"\b{_NUM}\s*\+?\s*{_DUR_UNIT}\s+old\b", low
    )
    if m:
        s.modified_before, s.date_label = _dur(m.group(1), m.group(2)), f"older than {m.group(1)} {m.group(2)}"
        cut(m)
    m = re.search(
        rf"\b(?:haven'?t|have not|hasn'?t|has not|not|never|weren'?t|untouched)\s+(?:been\s+)?"
        rf"(?:touched|modified|changed|opened|used|edited|updated|looked at)?\s*(?:in|for|since)\s+"
        rf"(?:over\s+|more than\s+)?{_NUM}\s*{_DUR_UNIT}\b",
        low,
    )
    if m:
        s.modified_before, s.date_label = _dur(m.group(1), m.group(2)), f"not touched in {m.group(1)} {m.group(2)}"
        cut(m)
    m = re.search(rf"(?<!since )(?:\b(?:about|around|roughly|like|some)\s+)?\b{_NUM}\s*{_DUR_UNIT}\s+ago\b", low)
    if m and not s.modified_after and not re.search(r"\bsince\s*$", low[: m.start()]):
        # "two weeks ago": around then, not "in the last two weeks"
        n, unit = _num(m.group(1)), m.group(2).lower().rstrip("s")
        days = {"minute": 1 / 1440, "min": 1 / 1440, "hour": 1 / 24, "hr": 1 / 24, "day": 1, "week": 7, "month": 30,
                "year": 365, "yr": 365}.get(unit, 1) * n  # fmt: skip
        half = {"day": 0.0, "week": 3.5, "month": 15, "year": 182}.get(unit, 0.0)
        point = today - timedelta(days=days)
        if half:
            span(point - timedelta(days=half), point + timedelta(days=half + 1), f"about {m.group(1)} {m.group(2)} ago")
        else:
            span(point, point + timedelta(days=1), f"{m.group(1)} {m.group(2)} ago")
        cut(m)
    m = re.search(r"\b(?:the\s+)?past\s+(week|month|year|day)\b", low)
    if m and not s.modified_after:
        s.modified_after, s.date_label = _dur("1", m.group(1)), f"in the past {m.group(1)}"  # the last 7 days…
        cut(m)
    m = (
        re.search(rf"\b(?:in|within|during|over)\s+the\s+(?:last|past|previous)\s+{_NUM}?\s*{_DUR_UNIT}\b", low)
        or re.search(rf"\b(?:last|past|previous|within)\s+{_NUM}\s*{_DUR_UNIT}\b", low)
        or re.search(rf"\bsince\s+{_NUM}\s*{_DUR_UNIT}\s+ago\b", low)
        or re.search(rf"\b{_NUM}\s*{_DUR_UNIT}\s+ago\b", low)
    )
    if m and not s.modified_after:
        num = m.group(1) or "1"
        s.modified_after, s.date_label = _dur(num, m.group(2)), f"in the last {num} {m.group(2)}"
        cut(m)
    mnames = "|".join(sorted(MONTHS, key=len, reverse=True))
    m = re.search(rf"\b({mnames})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+((?:19|20)\d\d))?", low) or re.search(
        rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({mnames})\b\.?(?:,?\s+((?:19|20)\d\d))?", low
    )
    if m and not s.modified_after:
        mo_w, day_w = (m.group(1), m.group(2)) if not m.group(1).isdigit() else (m.group(2), m.group(1))
        day = _day(today, MONTHS[mo_w], int(day_w), int(m.group(3)) if m.group(3) else None)
        if day:
            span(day, day + timedelta(days=1), f"on {day.strftime('%b')} {day.day}")
            cut(m)
    m = re.search(rf"\bbetween\s+({mnames})\b\.?\s+(?:and|to)\s+({mnames})\b\.?(?:\s+(\d{{4}}))?\b", low)
    if m:
        a, b = MONTHS[m.group(1)], MONTHS[m.group(2)]
        year = int(m.group(3)) if m.group(3) else (today.year if a <= today.month else today.year - 1)
        span(
            date(year, a, 1),
            _month_start(year if b >= a else year + 1, b + 1),
            f"between {m.group(1)} and {m.group(2)}",
        )
        cut(m)
    m = re.search(rf"\bsince\s+({mnames})\b\.?(?:\s+(\d{{4}}))?\b", low)
    if m:
        mo = MONTHS[m.group(1)]
        year = int(m.group(2)) if m.group(2) else (today.year if mo <= today.month else today.year - 1)
        after(date(year, mo, 1), f"since {m.group(1)}")
        cut(m)
    m = re.search(rf"\b(?:in|from|during)\s+({mnames})\b\.?(?:\s+(\d{{4}}))?\b", low)
    if m and not s.modified_after:
        mo = MONTHS[m.group(1)]
        year = int(m.group(2)) if m.group(2) else (today.year if mo <= today.month else today.year - 1)
        span(date(year, mo, 1), _month_start(year, mo + 1), f"in {m.group(1)}")
        cut(m)
    m = re.search(r"\b(?:in|from|during)\s+((?:19|20)\d\d)\b", low)
    if m and not s.modified_after:
        y = int(m.group(1))
        span(date(y, 1, 1), date(y + 1, 1, 1), f"in {y}")
        cut(m)
    m = re.search(r"\b(?:since|after)\s+((?:19|20)\d\d(?:-\d\d(?:-\d\d)?)?)\b", low)
    if m:
        after(date.fromisoformat(_pad(m.group(1))), f"since {m.group(1)}")
        cut(m)
    m = re.search(r"\bbefore\s+((?:19|20)\d\d(?:-\d\d(?:-\d\d)?)?)\b", low)
    if m:
        s.modified_before, s.date_label = _pad(m.group(1)), f"before {m.group(1)}"
        cut(m)
    if not (s.modified_after or s.modified_before) and re.search(r"\b(?:stale|ancient|forgotten)\b", low):
        s.modified_before, s.date_label = "1y", "not touched in a year"

    # -- counts and order
    m = re.search(r"\b(?:top|first|last)\s+(\d+|" + "|".join(k for k in NUMBER_WORDS if " " not in k) + r")\b", low)
    if m:
        s.limit = int(_num(m.group(1)))
    m = re.search(
        r"\b(\d+|ten|five|three|twenty|fifteen|two|four)\s+(?:\w+\s+)?(largest|biggest|heaviest|smallest|"
        r"oldest|newest|latest|most recent|recent|last|files|photos|videos|pdfs|documents|folders)\b",
        low,
    )
    if m and not s.limit:
        s.limit = int(_num(m.group(1)))
    for pat, order in (
        (r"\b(?:largest|biggest|heaviest|bigest|largests|huge(?:st)?|largest?)\b", "largest"),
        (r"\bsmallest\b|\bsmall(?:er)? ones\b", "smallest"),
        (r"\boldest\b|\bleast recent", "oldest"),
        (r"\b(?:newest|latest|most recent(?:ly)?|recent(?:ly)?|last (?:modified|changed|edited))\b", "newest"),
        (r"\balphabetical(?:ly)?\b|\bby name\b|\ba to z\b", "name"),
    ):
        if re.search(pat, low):
            s.order = order
            break

    # -- destination (before places: "to my Backup folder" is where things go)
    m = re.search(
        r"\b(?:to|into|onto)\s+(?:(?:my|the|a|an)\s+)?(?:new\s+)?(?:folder\s+(?:called|named)\s+)?"
        r"(?P<d>[\w\-./~]+)(?:\s+folder)?",
        q,
        re.I,
    )
    if m and m.group("d").lower() not in ("the", "trash", "bin", "recycle", "be", "take", "do", "me", "it"):
        s.destination = m.group("d").strip()
        a, b = m.span()
        low = low[:a] + " " * (b - a) + low[b:]

    # -- places (a path typed as one word was taken above)
    place_pat = (
        r"\b(?:in|on|from|inside|under|within|at|of)\s+(?:(?:my|the|our)\s+)?(?P<p>[\w\-./~ ]+?)\s+"
        r"(?:folder|directory|dir|drive)\b"
    )
    m = re.search(place_pat, low) if not s.place else None
    if not m and not s.place:
        m = re.search(r"\b(?:my|the|our)\s+(?P<p>[\w\-.]+)\s+(?:folder|directory|dir)\b", low)
    if not m and not s.place:
        m = re.search(r"\b(?:in|on|from|inside|under|within|of)\s+(?:my|the|our)\s+(?P<p>[\w\-./~]+)", low)
        if m and m.group("p") in TYPE_WORDS:
            m = None
    if not m and not s.place:
        m = re.search(
            r"\b(?:in|on|from|inside|under|within|of)\s+(?P<p>(?:~?/)?[\w\-.]+(?:/[\w\-.]+)+/?|[A-Z][\w\-.]+)", q
        )
    if not m and not s.place:
        # a plain lower-case word after "in": a folder if the index knows one (the router checks)
        m = re.search(r"\b(?:in|inside|within|under|of)\s+(?P<p>[a-z][\w\-.]*)\b", low)
        if m and (m.group("p") in TYPE_WORDS or m.group("p") in STOPWORDS):
            m = None
    if m and not s.place:
        raw = q[m.start("p") : m.end("p")].strip()
        said_folder = re.search(r"(?:folder|directory|dir|drive)\s*$", m.group(0))
        if raw and (said_folder or raw.lower() not in STOPWORDS) and not re.fullmatch(r"\d{4}", raw) and \
                raw.lower() not in MONTHS:  # fmt: skip
            s.place = raw
            cut(m)
    # -- types
    found = [
        (m, phrase, word) for phrase, word in TYPE_PHRASES for m in [re.search(rf"\b{re.escape(phrase)}\b", low)] if m
    ]
    if len(found) > 1:
        # "songs in my music": the type word after "in my" is where, the other is what
        placed = [
            f for f in found if re.search(r"\b(?:in|from|inside|under)\s+(?:my|the|our)\s*$", low[: f[0].start()])
        ]
        inside = [f for f in found if any(p[0].start() <= f[0].start() and f[0].end() <= p[0].end() for p in placed)]
        others = [f for f in found if f not in placed and f not in inside]
        if placed and others and not s.place:
            s.place = q[placed[0][0].start() : placed[0][0].end()].strip()
            cut(placed[0][0])
            found = others
    for m, phrase, word in found[:1]:
        if m:
            s.type, s.type_word = word, phrase
            before = re.search(r"\.?([a-z0-9]{2,5})\s*$", low[: m.start()])
            if before and before.group(1) in EXT_CATEGORY and before.group(1) not in STOPWORDS:
                # "HEIC photos", "mp3 songs": the extension is the narrower, meant type
                s.type, s.type_word = before.group(1), before.group(0).strip() + " " + phrase
                low = low[: before.start()] + " " * (before.end() - before.start()) + low[before.end() :]
            cut(m)
    if not s.type:
        # every type word the category table knows ("typescript files", "rust source", "tarballs", "debs")
        for word in sorted(TYPE_GROUPS, key=len, reverse=True):
            if " " in word or word in ("old", "text", "backup", "web", "image", "doc", "code", "word", "script"):
                continue
            m = re.search(rf"(?<![\w/])\.?{re.escape(word)}(?:s|es)?(?:\s+(?:files?|scripts?|sources?|source files|"
                          rf"code))?\b", low)  # fmt: skip
            if m:
                s.type, s.type_word = word, m.group(0).strip()
                cut(m)
                break
    if not s.type:
        for m in re.finditer(r"(?<![\w/.])([a-z][a-z0-9]{2,4})\b", low):
            # a bare extension people say as a noun: "the ubuntu iso", "that zip", "the dmg"
            ext = m.group(1)
            if (ext in EXT_CATEGORY or ext in INSTALLER_EXTS) and ext not in STOPWORDS and ext not in ENGLISH_EXTS:
                s.type, s.type_word = ext, ext
                cut(m)
                break
    if not s.type:
        for m in re.finditer(r"(?<![\w/])\.?([a-z0-9]{2,4})s\b", low):
            # a plural extension: "debs", "isos", "exes" (not a word like "days")
            ext = m.group(1)
            if ext in EXT_CATEGORY or ext in INSTALLER_EXTS:
                if ext in STOPWORDS or ext in ("doc", "log", "ma", "thi", "ha", "wa", "day", "ye"):
                    continue
                s.type, s.type_word = ext, m.group(0).strip()
                cut(m)
                break
    if not s.type:
        for m in re.finditer(r"(?<![\w/])\.?([a-z0-9]{2,5})\s+files?\b|(?<![\w/])\.([a-z0-9]{2,5})\b", low):
            ext = m.group(1) or m.group(2)
            if ext in STOPWORDS or ext in ("the", "all", "my", "new", "old", "big", "any", "text", "some"):
                continue
            if ext.isalnum() and (ext in EXT_CATEGORY or ext in TYPE_GROUPS or ext in INSTALLER_EXTS):
                s.type, s.type_word = ext, m.group(0).strip()
                cut(m)
                break

    # -- terms: what's left that isn't a slot word
    words = re.findall(r"[\w\-]+", low)
    s.terms = [w for w in words if w not in STOPWORDS and not w.isdigit() and len(w) > 1]
    # keep the user's capitalisation for names
    orig = {w.lower(): w for w in re.findall(r"[\w\-]+", question)}
    s.terms = [orig.get(t, t) for t in s.terms]
    return s, low.strip()


def _day(today: date, month: int, day: int, year: int | None) -> date | None:
    """A month-day date said without a year: the most recent one not after today."""
    try:
        d = date(year or today.year, month, day)
        if year is None and d > today:
            d = date(today.year - 1, month, day)
        return d
    except ValueError:
        return None


def _pad(text: str) -> str:
    parts = text.split("-")
    while len(parts) < 3:
        parts.append("01")
    return "-".join(parts)


def _dur(num: str, unit: str) -> str:
    n = _num(num)
    u = unit.lower().rstrip("s")
    u = {"min": "min", "minute": "min", "hr": "h", "hour": "h", "day": "d", "week": "weeks", "month": "months",
         "year": "y", "yr": "y"}.get(u, u)  # fmt: skip
    value = int(n) if n == int(n) else n
    return f"{value}{u}"
