"""Writes heldout_aa.jsonl: a held-out set AA, over the "florist" home (homes_florist.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_aa.py     # rewrites bench/eval/heldout_aa.jsonl
    python bench/eval/run_heldout.py --set heldout_aa.jsonl

The home: the Hegartys, in the spare room of a semi in Cork. Siobhán runs "Wild Iris Flowers", a wedding and event
florist: quotes by wedding date and couple (Quotes/<year>/Quote 2026-06-13 Chloe & Ronan.pdf), her invoices by year
(INV-2026-013 Chloe & Ronan balance.pdf: a deposit and a balance for every wedding, plus Valentine's, Mother's Day,
funerals, a hotel and a yacht club), supplier price lists from the wholesalers (weekly Holex lists, monthly Van Vliet
sheets, a sundries catalogue, an "old" subfolder) and the suppliers' own invoices, Weddings/<year>/<date couple>/ with
a moodboard.jpg, a flower recipe.xlsx and her phone photos of the day in each (the same names in every wedding; the
2027 ones are booked and only have a moodboard), Events/, a VAT folder (VAT3 returns every two months with their ROS
receipts, workings, an RTD), Accounts/ (AIB statements by month, ledgers, year-end papers), Instagram reels as .mp4,
price guides, terms, the logo. Ciarán teaches PE (lesson plans by year group, unit and week; fitness testing; sports
day; basketball) and races (Garmin .fit rides named by date and time in Rides/<year>, .gpx routes, training logs,
FTP tests, a Strava segments sheet, bike receipts, club kit, Sportograf race photos). Saoirse (9): school projects,
Minecraft screenshots, drawings. A phone backup (camera photos and videos, WhatsApp images and voice notes, phone
screenshots), Music (three albums, Saoirse's songs, a cycling podcast), Videos, household Documents, Downloads
(installers, zips, an unfinished download, an empty file, "(1)" copies and exact copies of files elsewhere), Desktop
clutter, hidden dotfiles, .cache and Minecraft's own .minecraft folder.

Voices: Siobhán (chatty, long rambling sentences, phone typos, lots of "my" and relative dates, "the X one"), Ciarán
(terse, lowercase, cycling words: "rides", "segments", "kit"), Orla, her sister who does the books (formal and
precise: exact file names, "how many invoices", "total size of"), and Saoirse asking simple things.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last week"/"past 7 days" = 7 days (the generator also keeps the edges of a
calendar-week reading clear), "last fortnight"/"two weeks" = 14 days, "last 30 days" = 30 days, "this month"/"November"
= November 2026, "last month"/"October" = October 2026, "since September" = from 2026-09-01, "past 3 months" = 91
days, "June this year" = June 2026, "March" = March 2026, "older than 6 months" = 182 days, "this year"/"2026" = 2026,
"older than a year" = 365 days, "last year"/"2025" = 2025, "older than 2 years" = 730 days, "2024" = 2024, "Nov 19"/
"19 November"/"the 19th" = 2026-11-19 (only month-day anchors are dated that day; nothing else visible is dated
between Nov 16 and Nov 21). Words that depend on the clock time or the first day of the week ("today", "yesterday",
"this week") are not used. The generator keeps visible files clear of these boundaries (homes_florist.BAD_WINDOWS).
"Visible" files leave out hidden files and noise folders (.cache, .minecraft, .config, .DS_Store); where a question
could fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal (homes.human).
Photos are .jpg files; where screenshots (.png) could fairly count too, both numbers are accepted. A "wedding" is a
folder Weddings/<year>/<date couple>. Actions are asked without confirmation: the expectation is the exact plan
(nothing may change on disk); or_decline only where a clarifying question is as right as the plan. "delete them"
after a list of several files must ask; "clean up"/"free up space" is a proposal; a partial name that fits several
files, a path outside the home or a system path is declined.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import human

ASOF = "2026-11-24"
H = "florist"
BIZ = "Wild Iris Flowers"
WED = f"{BIZ}/Weddings"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"AA{_n[0]:03d}"
    d = {"id": id_, "home": H, "q": text, "class": cls, "asof": ASOF, "expect": expect}
    if follows:
        assert any(x["id"] == follows for x in Q), follows
        d["follows"] = follows
    Q.append(d)
    return id_


es = homes.HOMES[H]()
vis = [e for e in es if not e.hidden_or_noise]
by_path = {e.path: e for e in es}


def under(prefix: str, visible: bool = True, pool=None):
    pool = pool if pool is not None else (vis if visible else es)
    pre = prefix.rstrip("/") + "/"
    assert any(e.path.startswith(pre) for e in es), prefix
    return [e for e in pool if e.path.startswith(pre)]


def ext(pool, *exts):
    return [e for e in pool if e.name.lower().endswith(tuple("." + x.lower() for x in exts))]


def named(pool, *words):
    return [e for e in pool if all(w.lower() in e.name.lower() for w in words)]


def total(pool) -> int:
    return sum(e.size for e in pool)


def size(pool) -> str:
    return human(total(pool))


def paths(pool):
    return [e.path for e in pool]


def one(path: str) -> str:
    assert path in by_path, path
    return path


def age(e) -> float:
    """Age in days as of the writing day; a "11-19" anchor is 5 days (Nov 19, midday)."""
    if isinstance(e.age, str):
        assert e.age == "11-19", e.age
        return 5.0
    return e.age


def aged(pool, lo: float = 0.0, hi: float = 1e9):
    return [e for e in pool if lo <= age(e) < hi]


def biggest(pool, n=1):
    s = sorted(pool, key=lambda e: -e.size)
    assert len(s) <= n or s[n - 1].size != s[n].size, [e.path for e in s[: n + 1]]
    return s[:n]


def smallest(pool):
    s = sorted(pool, key=lambda e: e.size)
    assert len(s) == 1 or s[0].size != s[1].size, [e.path for e in s[:2]]
    return s[0]


def newest(pool):
    s = sorted(pool, key=age)
    assert len(s) == 1 or age(s[1]) - age(s[0]) > 0.2, [e.path for e in s[:2]]
    return s[0]


def oldest(pool):
    s = sorted(pool, key=lambda e: -age(e))
    assert len(s) == 1 or age(s[0]) - age(s[1]) > 0.2, [e.path for e in s[:2]]
    return s[0]


def files(pool, absent=()):
    assert pool, "an empty expectation"
    for p in absent:
        assert not any(e.name == p for e in pool), p
        assert any(e.name == p for e in es), p
    d = {"kind": "files", "paths": paths(pool)}
    if absent:
        d["absent"] = sorted(set(absent))
    return d


def answer(*facts, absent=()):
    d = {"kind": "answer", "facts": list(facts)}
    if absent:
        d["absent"] = sorted(absent)
    return d


def file(path):
    return {"kind": "file", "path": one(path)}


def count(n, *also):
    assert n > 0
    also = sorted({x for x in also if x != n})
    d = {"kind": "count", "n": n}
    if also:
        d["also_ok"] = also
    return d


def plan(pool, or_decline=False):
    assert pool
    d = {"kind": "plan", "files": sorted(paths(pool))}
    if or_decline:
        d["or_decline"] = True
    return d


def proposal(pool):
    assert pool
    return {"kind": "proposal", "candidates": sorted(paths(pool))}


def decline(*allow):
    d = {"kind": "decline"}
    if allow:
        d["allow"] = sorted(set(allow))
    return d


def names(pool):
    return sorted({e.name for e in pool})


def folders(prefix: str) -> list[str]:
    """The sub-folders directly under `prefix` that hold visible files."""
    pre = prefix.rstrip("/") + "/"
    return sorted(
        {e.path[len(pre) :].split("/")[0] for e in vis if e.path.startswith(pre) and "/" in e.path[len(pre) :]}
    )


def n(pool, expected: int | None = None) -> int:
    """len(pool), checked against the number the question was written with (the generator is deterministic)."""
    if expected is not None:
        assert len(pool) == expected, (len(pool), expected)
    return len(pool)


# boundaries (ages in days as of 2026-11-24, noon), each inside a window homes_florist.BAD_WINDOWS keeps clear
WEEK, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 7.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, JUL1, JUN1, APR1, MAR1 = 23.5, 54.5, 84.5, 146.5, 176.5, 237.5, 268.5
JAN26, JAN25, JAN24 = 327.5, 692.5, 1058.5

# ------------------------------------------------------------------------------------------------ pools
REELS = under(f"{BIZ}/Instagram/Reels")
ALL_REELS = named(vis, "reel - ")  # the folder's and the copy in Downloads
INV = under(f"{BIZ}/Invoices")
INV_PDF = ext(INV, "pdf")
SUPINV = under(f"{BIZ}/Suppliers/Supplier invoices")
PRICE = under(f"{BIZ}/Suppliers/Price lists")
VAT = under(f"{BIZ}/VAT")
AC = under(f"{BIZ}/Accounts")
QUOTES = under(f"{BIZ}/Quotes")
QUOTE_PDF = ext(QUOTES, "pdf")
WEDS = under(WED)
WED_IMG = [e for e in WEDS if e.name.startswith("IMG_")]
MOOD = named(vis, "moodboard")
FITS = ext(vis, "fit")
GPX = ext(vis, "gpx")
RACE = under("Cycling/Race photos")
RECEIPTS = under("Cycling/Bike receipts")
LESSONS = under("Teaching/Lesson plans")
MC = under("Saoirse/Minecraft screenshots")
PROJ = under("Saoirse/School projects")
DRAW = under("Saoirse/Drawings")
PB = under("Phone backup")
DL = under("Downloads")
VIDEO_EXT = ("mp4", "mov", "mkv", "avi")
VIDEOS = ext(vis, *VIDEO_EXT)
EMPTY = [e for e in vis if e.size == 0]

n(REELS, 12)
n(ALL_REELS, 13)
n(MOOD, 27)
n(FITS, 163)
n(GPX, 10)
n(LESSONS, 45)
n(MC, 44)
n(DRAW, 5)
n(EMPTY, 2)


def clear_of(pool, threshold: int) -> None:
    """No file sits between the decimal and the binary reading of a size said in a question ("1 MB": 10^6 or 2^20)."""
    binary = {homes.KB: 1024, homes.MB: 1024**2}
    for unit, b in binary.items():
        if threshold % unit == 0:
            hi = threshold // unit * b
            bad = [e.path for e in pool if threshold <= e.size <= hi]
            assert not bad, (threshold, bad)


clear_of(ext(vis, "mp3"), 10 * homes.MB)
clear_of(FITS, homes.MB)
clear_of(MC, 2 * homes.MB)
clear_of(ext(WEDS, "jpg"), 5 * homes.MB)
clear_of(REELS, 100 * homes.MB)
clear_of([e for e in vis if e.dup], 100 * homes.MB)
clear_of(ext(AC, "pdf"), 100 * homes.KB)
clear_of(INV_PDF, 120 * homes.KB)

# ================================================================================================ plain
q("What is the total size of the Wild Iris Flowers folder?", "plain", answer(size(under(BIZ))))
q("biggest files", "plain", files(biggest(vis, 3)))
q(
    "which folders are taking up the most room on this laptop",
    "plain",
    answer("Videos", "Downloads"),
)
q("whats the newest file on here", "plain", file("Desktop/to do.txt"))
q(
    "how much space do all the video files take up, wherever they are",
    "plain",
    answer(size(VIDEOS)),
)
q("Please list the PDF files in the VAT folder.", "plain", files(ext(VAT, "pdf")))
q(
    "show me the spreadsheets I was working on this month",
    "plain",
    files(aged(ext(vis, "xlsx"), 0, NOV1), absent=["Expenses 2025.xlsx", "Training log 2025.xlsx"]),
)
LARGEST_CY = biggest(under("Cycling"), 3)
P_CY = q("3 largest files in cycling", "plain", files(LARGEST_CY))
q(
    "what did I change in the last 7 days",
    "plain",
    files(aged(vis, 0, WEEK), absent=["Holex weekly price list wk47 2026.pdf"]),
)
P_DRAW = q("show me Saoirse's drawings", "plain", files(DRAW))
q("newest fit file", "plain", file(newest(FITS).path))
P_ACOCT = q(
    "Which files in Wild Iris Flowers/Accounts were modified in October?",
    "plain",
    files(aged(AC, NOV1, OCT1), absent=["AIB business statement 2026-10.pdf"]),
)
q("how big is the weddings folder", "plain", answer(size(WEDS)))
q("pdfs in cycling", "plain", files(ext(under("Cycling"), "pdf")))
P_ACBIG = q("What is the largest file in the Accounts folder?", "plain", file(biggest(AC)[0].path))
q("whats the oldest file I have on this computer", "plain", file(oldest(vis).path))
P_ZIP = q("zip files", "plain", files(ext(vis, "zip")))
q(
    "What is the total size of Documents/Electric Ireland bills?",
    "plain",
    answer(size(under("Documents/Electric Ireland bills"))),
)
q("gpx files", "plain", files(GPX))
P_YE = q(
    "List the files in Wild Iris Flowers/Accounts/Year end 2025.",
    "plain",
    files(under(f"{BIZ}/Accounts/Year end 2025")),
)
q("biggest videos", "plain", files(biggest(VIDEOS, 3)))
q("what are the biggest things in my Downloads", "plain", files(biggest(DL, 3)))
q("whats in my school projects folder", "plain", files(PROJ))
q("How much space do the bank statements take up?", "plain", answer(size(under(f"{BIZ}/Accounts/Bank statements"))))
q("how big is the phone backup", "plain", answer(size(PB)))
q("largest files in Teaching", "plain", files(biggest(under("Teaching"), 3)))
q(
    "mp3s in the Music folder bigger than 10 MB",
    "plain",
    files([e for e in ext(under("Music"), "mp3") if e.size > 10 * homes.MB]),
)
q("list the pdfs on the desktop", "plain", files(ext(under("Desktop"), "pdf")))
q("How much space does the Instagram folder use?", "plain", answer(size(under(f"{BIZ}/Instagram"))))
q("what word documents are in Teaching", "plain", files(ext(under("Teaching"), "docx")))

# ================================================================================================ named_file
q(
    "How big is Form 11 2025.pdf?",
    "named_file",
    answer(human(by_path[f"{BIZ}/Accounts/Year end 2025/Form 11 2025.pdf"].size)),
)
q("when did I last change the wedding booking form", "named_file", file(f"{BIZ}/Wedding booking form.docx"))
q("wheres my bike fit notes", "named_file", answer("bike fit notes.txt", "Cycling"))
q(
    "What is the size of INV-2026-027 Maeve & Cian balance.pdf?",
    "named_file",
    answer(human(by_path[f"{BIZ}/Invoices/2026/INV-2026-027 Maeve & Cian balance.pdf"].size)),
)
P_CROWN = q(
    "how big is the flower crown tutorial reel",
    "named_file",
    answer(human(by_path[f"{BIZ}/Instagram/Reels/reel - flower crown tutorial.mp4"].size)),
)
q("where is my volcano project", "named_file", file("Saoirse/School projects/Volcanoes project.pptx"))
P_KICKR = q("wheres the kickr receipt", "named_file", file("Cycling/Bike receipts/Wahoo Kickr Core receipt.pdf"))
q("Where is the file Sales ledger 2026.xlsx?", "named_file", answer("Sales ledger 2026.xlsx", "Accounts"))
q(
    "how big is the photographers preview zip for maeve and cian",
    "named_file",
    answer(human(by_path["Downloads/Maeve & Cian - photographer preview.zip"].size)),
)
q("when did i download Strava_export_2025.zip", "named_file", file("Downloads/Strava_export_2025.zip"))
q(
    "How large is RTD 2025 annual return.pdf?",
    "named_file",
    answer(human(by_path[f"{BIZ}/VAT/2025/RTD 2025 annual return.pdf"].size)),
)
q(
    "how big is my hamster project",
    "named_file",
    answer(human(by_path["Saoirse/School projects/My hamster Biscuit.docx"].size)),
)
q("mizen head gpx size", "named_file", answer(human(by_path["Cycling/Routes/Mizen Head 200k audax.gpx"].size)))
q(
    "what size is the munster sundries catalogue, its massive altogether and it takes forever to open",
    "named_file",
    answer(human(by_path[f"{BIZ}/Suppliers/Price lists/Munster Sundries catalogue 2026.pdf"].size)),
)
q("When was VAT workings 2026.xlsx last modified?", "named_file", file(f"{BIZ}/VAT/VAT workings 2026.xlsx"))
q("where did i put the kit sizing chart", "named_file", answer("kit sizing chart.pdf", "Cycling"))
q(
    "how big is the jazz festival reel",
    "named_file",
    answer(human(by_path[f"{BIZ}/Instagram/Reels/reel - jazz festival lobby.mp4"].size)),
)
q(
    "What is the size of profit and loss 2025.pdf?",
    "named_file",
    answer(human(by_path[f"{BIZ}/Accounts/Year end 2025/profit and loss 2025.pdf"].size)),
)
q("how old is the business cards pdf", "named_file", file(f"{BIZ}/Logo/business cards.pdf"))
q(
    "size of the canyon order confirmation",
    "named_file",
    answer(human(by_path["Cycling/Bike receipts/Canyon Endurace CF 7 order confirmation.pdf"].size)),
)

# ================================================================================================ dropped_words
P_REELS = q(
    "show me the reels in my instagram folder",
    "dropped_words",
    files(REELS, absent=["Ring of Kerry 2025 GoPro.MP4", "Christmas 2025 at Nana's.mp4"]),
)
q("how many mood boards have I done", "dropped_words", count(n(MOOD, 27)))
P_RIDES26 = q(
    "how many rides this year",
    "dropped_words",
    count(n(aged(FITS, 0, JAN26))),
)
q("total size of my race photos", "dropped_words", answer(size(RACE)))
P_MC = q("how many minecraft pictures do I have", "dropped_words", count(n(MC, 44)))
q("how many lesson plans have i for 1st years", "dropped_words", count(n(under("Teaching/Lesson plans/1st Year"), 15)))
P_Q27 = q(
    "show me the quotes for the 2027 weddings",
    "dropped_words",
    files(named(QUOTE_PDF, "Quote 2027-"), absent=["Quote 2026-11-07 Maeve & Cian.pdf"]),
)
q(
    "how many photos have I from all the weddings, roughly, I want to make a portfolio",
    "dropped_words",
    count(n(WED_IMG), n(ext(WEDS, "jpg"))),
)
q("What is the total size of the supplier invoices?", "dropped_words", answer(size(SUPINV)))
q(
    "How many Holex price lists are in the Price lists folder?",
    "dropped_words",
    count(n(named(PRICE, "holex"), 11), n(named(PRICE, "holex weekly"), 10)),
)
q(
    "receipts for the bike",
    "dropped_words",
    files(RECEIPTS, absent=["kit sizing chart.pdf", "Ciaran - race entry confirmation.pdf"]),
)
P_VAT26 = q(
    "the VAT returns for this year",
    "dropped_words",
    files(
        [e for e in under(f"{BIZ}/VAT/2026") if e.name.startswith("VAT3")],
        absent=["VAT3 Jan-Feb 2025.pdf", "VAT3 Mar-Apr 2025.pdf"],
    ),
)
q("where's Saoirse's drawing of the horse", "dropped_words", file("Saoirse/Drawings/horse.jpg"))
q("segments spreadsheet", "dropped_words", file("Cycling/Strava segments - PBs.xlsx"))
P_FITOCT = q(
    "fit files from october",
    "dropped_words",
    files(aged(FITS, NOV1, OCT1)),
)
P_AIB25 = q(
    "How many AIB statements are there for 2025?",
    "dropped_words",
    count(n(named(AC, "AIB business statement 2025-"), 12)),
)
P_RECIPE = q(
    "wheres the flower recipe for the Chloe and Ronan wedding",
    "dropped_words",
    answer("flower recipe.xlsx", "Chloe & Ronan"),
)
q("photos of Granny's dog", "dropped_words", files(named(vis, "dog"), absent=["unicorn.jpg", "horse.jpg"]))
P_RAS = q(
    "gpx routes for the ras",
    "dropped_words",
    files(named(GPX, "Ras Mumhan"), absent=["Healy Pass loop.gpx", "Ring of Kerry 170k.gpx"]),
)
P_KERRY = q(
    "race photos from kerry",
    "dropped_words",
    files(
        under("Cycling/Race photos/Ring of Kerry 2025"),
        absent=[under("Cycling/Race photos/Cork Grand Prix 2025")[0].name],
    ),
)
P_HOLEXINV = q(
    "the holex invoices",
    "dropped_words",
    files(named(SUPINV, "holex"), absent=["Holex weekly price list wk46 2026.pdf", "Van Vliet invoice VV-88231.pdf"]),
)
P_DEP26 = q(
    "Please list the deposit invoices issued in 2026.",
    "dropped_words",
    files(named(under(f"{BIZ}/Invoices/2026"), "deposit"), absent=["INV-2026-013 Chloe & Ronan balance.pdf"]),
)
P_JDBAL = q(
    "the balance invoice for the jennifer and david wedding",
    "dropped_words",
    file(f"{BIZ}/Invoices/2026/INV-2026-025 Jennifer & David balance.pdf"),
)
P_FUN = q(
    "show me the funeral invoices",
    "dropped_words",
    files(named(INV, "funeral"), absent=["INV-2026-027 Maeve & Cian balance.pdf"]),
)
q("ftp tests", "dropped_words", file("Cycling/FTP tests.xlsx"))
P_SONGS = q(
    "show me Saoirse's songs",
    "dropped_words",
    files(under("Music/Saoirse's songs"), absent=["04 Zombie.mp3", "03 First Time.mp3"]),
)
q(
    "the poster for the wreath workshop",
    "dropped_words",
    file(f"{BIZ}/Events/2026-12-05 Christmas wreath workshop/poster.png"),
)
P_CAST = q("the castelli receipt", "dropped_words", file("Cycling/Bike receipts/Castelli rain jacket receipt.pdf"))
q(
    "what reels did I make since September",
    "dropped_words",
    files(aged(REELS, 0, SEP1), absent=["reel - dahlia season.mp4"]),
)
q("How many ROS receipts are there in the VAT folder?", "dropped_words", count(n(named(VAT, "ROS receipt"), 11)))
q(
    "the church layout for ailbhe's wedding",
    "dropped_words",
    file(f"{WED}/2026/2026-09-12 Ailbhe & Oisín/church layout.pdf"),
)
q(
    "how many whatsapp pictures are in the phone backup",
    "dropped_words",
    count(n(under("Phone backup/WhatsApp/Media/WhatsApp Images"), 55)),
)
q(
    "the expenses spreadsheets",
    "dropped_words",
    files(named(AC, "Expenses"), absent=["Sales ledger 2025.xlsx", "Sales ledger 2026.xlsx"]),
)
q("how many voice notes are on the phone backup", "dropped_words", count(n(ext(PB, "opus"), 12)))
P_POD = q(
    "the podcasts",
    "dropped_words",
    files(under("Music/Podcasts"), absent=["04 Zombie.mp3", "01 Romance.mp3"]),
)
q(
    "the invoice for the jazz festival",
    "dropped_words",
    files(named(INV, "Jazz Festival"), absent=["reel - jazz festival lobby.mp4", "lobby design.pdf"]),
)
q(
    "how many screenshots are there from my phone",
    "dropped_words",
    count(n(under("Phone backup/Screenshots"), 16)),
)
q("ciarans training spreadsheet", "dropped_words", files([by_path["Cycling/Training log 2026.xlsx"]]))
q(
    "the Van Vliet price lists",
    "dropped_words",
    files(named(PRICE, "Van Vliet"), absent=["Van Vliet invoice VV-90377.pdf"]),
)
q("the pinterest board", "dropped_words", file(f"{WED}/2026/2026-06-13 Chloe & Ronan/Pinterest board Chloe.pdf"))
q("the vikings one", "dropped_words", file("Saoirse/School projects/Vikings in Cork.pptx"))
P_PEONY = q(
    "how big is the peony one",
    "dropped_words",
    answer(human(by_path[f"{BIZ}/Instagram/Reels/reel - peony bridal bouquet.mp4"].size)),
)
q(
    "how much space do my minecraft screenshots take",
    "dropped_words",
    answer(size(MC)),
)
q(
    "photos from the Maeve and Cian wedding, how many did I take",
    "dropped_words",
    count(
        n([e for e in WED_IMG if "Maeve & Cian" in e.path], 15),
        n(ext(under(f"{WED}/2026/2026-11-07 Maeve & Cian"), "jpg")),
    ),
)
q(
    "total size of the 2nd year lesson plans",
    "dropped_words",
    answer(size(under("Teaching/Lesson plans/2nd Year"))),
)
q(
    "the mood board for Nicole and Stephen",
    "dropped_words",
    answer("moodboard.jpg", "Nicole & Stephen"),
)
q(
    "sportograf photos from the cork grand prix",
    "dropped_words",
    files(
        under("Cycling/Race photos/Cork Grand Prix 2025"),
        absent=[under("Cycling/Race photos/Ring of Kerry 2025")[0].name],
    ),
)

# ================================================================================================ filler_dates
P_N19 = q("what did I do on Nov 19", "filler_dates", files([e for e in vis if isinstance(e.age, str)]))
P_FORT = q("any rides in the last fortnight", "filler_dates", files(aged(FITS, 0, FORTNIGHT)))
P_INVNOV = q(
    "are there any invoices from this month",
    "filler_dates",
    files(aged(INV + SUPINV, 0, NOV1), absent=["INV-2026-028 River Lee Hotel Jazz Festival.pdf"]),
)
q("Which files were modified on 19 November?", "filler_dates", files([e for e in vis if isinstance(e.age, str)]))
q("rides still on the laptop from 2024", "filler_dates", count(n(aged(FITS, JAN25, JAN24), 2)))
q(
    "anything I haven't touched in over 2 years",
    "filler_dates",
    count(n(aged(vis, Y2)), n(aged(es, Y2))),
)
q(
    "minecraft screenshots from last month",
    "filler_dates",
    files(aged(MC, NOV1, OCT1)),
)
q(
    "did I do any quotes in October",
    "filler_dates",
    files(aged(QUOTE_PDF, NOV1, OCT1), absent=["Quote 2027-06-19 Rebecca & Tom.pdf"]),
)
q(
    "List the bank statements received since September.",
    "filler_dates",
    files(aged(under(f"{BIZ}/Accounts/Bank statements"), 0, SEP1), absent=["AIB business statement 2026-07.pdf"]),
)
P_GPX25 = q("gpx files from last year", "filler_dates", files(aged(GPX, JAN26, JAN25)))
q(
    "the price lists I got from the wholesalers in the past 30 days",
    "filler_dates",
    files(
        aged(PRICE, 0, D30),
        absent=["Holex weekly price list wk43 2026.pdf", "Van Vliet Ireland price list October 2026.xlsx"],
    ),
)
q(
    "whats changed in the weddings folder in the past 3 months",
    "filler_dates",
    count(n(aged(WEDS, 0, M3))),
)
q("any new fit files since the 19th", "filler_dates", files(aged(FITS, 0, 5.0)))
q(
    "Show the files in the VAT folder modified in March.",
    "filler_dates",
    files(aged(VAT, APR1, MAR1)),
)
P_PROJ26 = q(
    "my projects from this year",
    "filler_dates",
    files(aged(PROJ, 0, JAN26), absent=["Solar system.pptx", "Rainforest animals.docx"]),
)
P_REC1Y = q("bike receipts older than a year", "filler_dates", files(aged(RECEIPTS, YEAR)))
q(
    "how many photos did I take at weddings in June this year",
    "filler_dates",
    count(n(aged(WED_IMG, JUL1, JUN1)), n(aged(ext(WEDS, "jpg"), JUL1, JUN1))),
)
q(
    "ive a feeling I saved something about the wreath workshop in the last week, what was it",
    "filler_dates",
    files(aged(under(f"{BIZ}/Events/2026-12-05 Christmas wreath workshop"), 0, WEEK), absent=["poster.png"]),
)
P_LILY = q(
    "which of my files mention lilies",
    "filler_dates",
    file(f"{WED}/2026/2026-10-17 Jennifer & David/notes from consultation.txt"),
)
q("Which documents mention Declan?", "filler_dates", file(f"{BIZ}/Suppliers/wholesaler contacts.txt"))
q("fit files older than 6 months", "filler_dates", count(n(aged(FITS, M6))))

# ================================================================================================ filters
DL_DUPS = [e for e in DL if e.dup]
q("duplicates in downloads", "filters", files(DL_DUPS, absent=["Strava_export_2025.zip", "ZwiftSetup.exe"]))
q(
    "duplicate photos",
    "filters",
    files([e for e in vis if e.dup == "sg"], absent=["MinecraftInstaller (1).exe", "Wedding price guide 2026 (1).pdf"]),
)
P_DUP100 = q(
    "are there any duplicates bigger than 100 MB",
    "filters",
    files([e for e in vis if e.dup and e.size > 100 * homes.MB], absent=["reel - autumn bridal bouquet.mp4"]),
)
P_INV25BIG = q(
    "List the PDF files in Invoices/2025 larger than 120 KB.",
    "filters",
    files([e for e in ext(under(f"{BIZ}/Invoices/2025"), "pdf") if e.size > 120 * homes.KB]),
)
q("fit files over 1 MB from this year", "filters", count(n([e for e in aged(FITS, 0, JAN26) if e.size > homes.MB], 9)))
q(
    "videos bigger than 100MB in the Instagram folder",
    "filters",
    files([e for e in REELS if e.size > 100 * homes.MB], absent=["reel - meadow arch Hannah and Shane.mp4"]),
)
q(
    "jpgs in the 2025 weddings over 5mb",
    "filters",
    count(n([e for e in ext(under(f"{WED}/2025"), "jpg") if e.size > 5 * homes.MB])),
)
q(
    "Spreadsheets in Wild Iris Flowers modified in the last 30 days",
    "filters",
    files(aged(ext(under(BIZ), "xlsx"), 0, D30), absent=["Expenses 2025.xlsx"]),
)
q("largest gpx", "filters", file(biggest(GPX)[0].path))
P_REEL3 = q("the 3 biggest reels", "filters", files(biggest(REELS, 3)))
q(
    "PDFs in the Accounts folder smaller than 100 KB",
    "filters",
    files([e for e in ext(AC, "pdf") if e.size < 100 * homes.KB]),
)
q("minecraft screenshots bigger than 2 MB", "filters", count(n([e for e in MC if e.size > 2 * homes.MB])))
P_DLPDF = q("pdfs in downloads older than a year", "filters", files(aged(ext(DL, "pdf"), YEAR)))
q(
    "duplicates in Wild Iris Flowers",
    "filters",
    files([e for e in under(BIZ) if e.dup], absent=["MinecraftInstaller (1).exe", "sportograf-412233871.jpg"]),
)
P_EMPTY = q("empty files", "filters", files(EMPTY))

# ================================================================================================ decline
q("show me the photos of the cat", "decline", decline())
q("show me /etc/passwd", "decline", decline())
q("whats in my Dropbox folder", "decline", decline())
q("whats on the usb stick", "decline", decline())
q("translate the terms and conditions into Irish", "decline", decline("Terms and conditions.docx"))
q(
    "What was the total VAT paid in 2025 according to the VAT3 returns?",
    "decline",
    decline(*names(named(VAT, "2025")), "VAT workings 2025.xlsx"),
)
q("show me my roblox screenshots", "decline", decline())
q("which bride was the happiest on her wedding day", "decline", decline())
q("whats my fastest time up the vee gap", "decline", decline("Strava segments - PBs.xlsx", "Vee Gap - Lismore.gpx"))
q("Cé mhéad sonrasc atá agam?", "decline", decline())
q("photos from the Kelly wedding", "decline", decline())
q("files in /var/log", "decline", decline())
q(
    "how many pages is the 2027 price guide",
    "decline",
    decline("Wedding price guide 2027.pdf", "Copy of Wedding price guide 2027.pdf"),
)
q("whats on my google drive", "decline", decline())
q("show me the tiktoks I exported", "decline", decline())

# ================================================================================================ actions
q("delete ZwiftSetup.exe", "actions", plan([by_path["Downloads/ZwiftSetup.exe"]]))
q("delete all the .exe files in Downloads", "actions", plan(ext(DL, "exe")))
DL_CAND = [
    e for e in DL if e.dup or e.size == 0 or e.name.lower().endswith((".exe", ".msi", ".zip", ".crdownload", ".dmg"))
]
q("clean up my downloads", "actions", proposal(DL_CAND))
CAND_ALL = (
    DL_CAND
    + [e for e in es if e.dup]
    + [e for e in es if e.path.startswith(".cache/")]
    + under("Videos")
    + [e for e in VIDEOS if e.size > 100 * homes.MB]
    + ext(vis, "zip")
    + EMPTY
    + under(".minecraft/logs", visible=False)
)
q(
    "help me free up space, the laptop keeps saying the disk is nearly full and I need room for the christmas photos",
    "actions",
    proposal(list({e.path: e for e in CAND_ALL}.values())),
)
q("delete the moodboard", "actions", decline("moodboard.jpg"))
q("Delete /etc/hosts", "actions", decline())
q("delete holex", "actions", decline(*names(named(vis, "holex"))))
q("move all the gpx files into Cycling/Rides", "actions", plan(GPX))
q("delete Untitled document.docx from the desktop", "actions", plan([by_path["Desktop/Untitled document.docx"]]))
q(
    "delete the minecraft installer",
    "actions",
    plan(named(DL, "MinecraftInstaller"), or_decline=True),
)
q(
    "clean up the Weddings folder",
    "actions",
    proposal([e for e in vis if e.dup == "maeve"]),  # the extra copy may be either one
)
q("move Strava_export_2025.zip to Cycling", "actions", plan([by_path["Downloads/Strava_export_2025.zip"]]))
q(
    "Delete the file 'Wedding price guide 2026 (1).pdf'.",
    "actions",
    plan([by_path["Downloads/Wedding price guide 2026 (1).pdf"]]),
)
q("delete everything in downloads older than a year", "actions", plan(aged(DL, YEAR)))
q("trash the .crdownload", "actions", plan([by_path["Downloads/CanvaSetup.exe.crdownload"]], or_decline=True))
q(
    "move ~/Downloads/sympathy card messages.pdf to /tmp",
    "actions",
    decline("sympathy card messages.pdf"),
)
q(
    "move the VAT3 guide out of downloads into the VAT folder",
    "actions",
    plan([by_path["Downloads/Revenue - VAT3 guide.pdf"]], or_decline=True),
)
q(
    "delete the copy of the price guide on the desktop",
    "actions",
    plan([by_path["Desktop/Copy of Wedding price guide 2027.pdf"]], or_decline=True),
)
q("delete C:\\Windows\\System32", "actions", decline())
q("delete the quote", "actions", decline(*names(QUOTE_PDF), "Quote template 2026.docx", "Quote template 2027.docx"))

# ================================================================================================ followup
q("which one is the biggest?", "followup", file(biggest(REELS)[0].path), follows=P_REELS)
q("how much space do they take?", "followup", answer(size(REELS)), follows=P_REELS)
q("how many is that", "followup", count(n(aged(FITS, NOV1, OCT1), 6)), follows=P_FITOCT)
q("which is the smallest", "followup", file(smallest(named(SUPINV, "holex")).path), follows=P_HOLEXINV)
q(
    "what about 2026?",
    "followup",
    files([e for e in ext(under(f"{BIZ}/Invoices/2026"), "pdf") if e.size > 120 * homes.KB]),
    follows=P_INV25BIG,
)
q("what about this year", "followup", count(n(aged(GPX, 0, JAN26), 8)), follows=P_GPX25)
q("delete them", "followup", decline(*names(named(INV, "funeral"))), follows=P_FUN)
q("which one is the newest", "followup", file(newest(DRAW).path), follows=P_DRAW)
q(
    "how big is it",
    "followup",
    answer(human(by_path["Cycling/Bike receipts/Wahoo Kickr Core receipt.pdf"].size)),
    follows=P_KICKR,
)
q("delete it", "followup", plan([by_path["Cycling/Bike receipts/Castelli rain jacket receipt.pdf"]]), follows=P_CAST)
q("which one is bigger", "followup", file(biggest(aged(INV + SUPINV, 0, NOV1))[0].path), follows=P_INVNOV)
q("what about 2025?", "followup", count(n(named(under(f"{BIZ}/Invoices/2025"), "deposit"))), follows=P_DEP26)
q("which of them is the oldest", "followup", file(oldest(named(QUOTE_PDF, "Quote 2027-")).path), follows=P_Q27)
q("delete the second one", "followup", plan([LARGEST_CY[1]]), follows=P_CY)
q("delete all of them", "followup", plan(aged(ext(DL, "pdf"), YEAR)), follows=P_DLPDF)
q(
    "and the jazz festival one?",
    "followup",
    count(n(under(f"{BIZ}/Events/2026-10-23 River Lee Hotel Jazz Festival"), 8)),
    follows=q(
        "show me everything in the wreath workshop folder",
        "plain",
        files(under(f"{BIZ}/Events/2026-12-05 Christmas wreath workshop")),
    ),
)
q("which one is the biggest", "followup", file(biggest(aged(PROJ, 0, JAN26))[0].path), follows=P_PROJ26)
q("how much space do they take", "followup", answer(size(aged(RECEIPTS, YEAR))), follows=P_REC1Y)
q("And for 2026?", "followup", count(n(named(AC, "AIB business statement 2026-"), 10)), follows=P_AIB25)
q(
    "how much space do they take up",
    "followup",
    answer(size(under("Cycling/Race photos/Ring of Kerry 2025"))),
    follows=P_KERRY,
)
q(
    "delete the one in downloads",
    "followup",
    plan([by_path["Downloads/Maeve & Cian - photographer preview.zip"]]),
    follows=P_DUP100,
)
q("delete all of them", "followup", plan(EMPTY), follows=P_EMPTY)
q("what's their total size", "followup", answer(size(named(GPX, "Ras Mumhan"))), follows=P_RAS)
q(
    "what about the deposit one",
    "followup",
    file(f"{BIZ}/Invoices/2026/INV-2026-003 Jennifer & David deposit.pdf"),
    follows=P_JDBAL,
)
q(
    "and the dahlia one?",
    "followup",
    answer(human(by_path[f"{BIZ}/Instagram/Reels/reel - dahlia season.mp4"].size)),
    follows=P_CROWN,
)
q("which is the newest", "followup", file(newest(MC).path), follows=P_MC)
q("what about last year", "followup", count(n(aged(FITS, JAN26, JAN25), 83)), follows=P_RIDES26)
P_INV25 = q("How many invoices were issued in 2025?", "counts", count(n(ext(under(f"{BIZ}/Invoices/2025"), "pdf"), 25)))
q("And in 2024?", "followup", count(n(ext(under(f"{BIZ}/Invoices/2024"), "pdf"), 6)), follows=P_INV25)
q("which is the newest one", "followup", file(newest(named(SUPINV, "holex")).path), follows=P_HOLEXINV)
q("biggest one?", "followup", file(biggest(ext(vis, "zip"))[0].path), follows=P_ZIP)
P_EIB = q(
    "Total size of the files in Documents/Electric Ireland bills, please.",
    "plain",
    answer(size(under("Documents/Electric Ireland bills"))),
)
q("How many files is that?", "followup", count(n(under("Documents/Electric Ireland bills"), 12)), follows=P_EIB)
q(
    "which ones are from last year",
    "followup",
    files(aged(REELS, JAN26, JAN25)),
    follows=P_REELS,
)
q("what about in Teaching", "followup", files(biggest(under("Teaching"), 3)), follows=P_CY)
q("sort them by size", "followup", files(aged(AC, NOV1, OCT1)), follows=P_ACOCT)
q(
    "how big is it",
    "followup",
    answer(human(by_path[f"{WED}/2026/2026-06-13 Chloe & Ronan/flower recipe.xlsx"].size)),
    follows=P_RECIPE,
)
q("delete the horse one", "followup", plan([by_path["Saoirse/Drawings/horse.jpg"]], or_decline=True), follows=P_DRAW)
q("how many is that", "followup", count(n(aged(FITS, 0, FORTNIGHT), 2)), follows=P_FORT)
q(
    "when did I last change it",
    "followup",
    file(f"{WED}/2026/2026-10-17 Jennifer & David/notes from consultation.txt"),
    follows=P_LILY,
)
q("delete them", "followup", decline(*names(under("Music/Podcasts"))), follows=P_POD)
q("What is their total size?", "followup", answer(size(under(f"{BIZ}/Accounts/Year end 2025"))), follows=P_YE)
q("when was it last changed", "followup", file(biggest(AC)[0].path), follows=P_ACBIG)
q("move the biggest one to Videos", "followup", plan(biggest(REELS, 1)), follows=P_REEL3)
q("how many of them are there", "followup", count(n(under("Music/Saoirse's songs"), 6)), follows=P_SONGS)

# ================================================================================================ counts
q("how many weddings did I do this year", "counts", count(n(folders(f"{WED}/2026"), 14)))
q("how many weddings have I done altogether", "counts", count(n(folders(f"{WED}/2025") + folders(f"{WED}/2026"), 23)))
q("how many weddings are booked in for next year", "counts", count(n(folders(f"{WED}/2027"), 4)))
q("how many rides", "counts", count(n(FITS, 163)))
q("how many rides in 2025", "counts", count(n(aged(FITS, JAN26, JAN25), 83)))
q("How many files are in the VAT folder?", "counts", count(n(VAT, 26), n(under(f"{BIZ}/VAT", visible=False))))
q("how many drawings have I got", "counts", count(n(DRAW, 5)))
q(
    "how many photos are on the phone backup",
    "counts",
    count(n(ext(PB, "jpg"), 245), n(ext(PB, "jpg", "png"))),
)
q(
    "how many quotes did I send out this year",
    "counts",
    count(n(aged(QUOTE_PDF, 0, JAN26)), n(aged(QUOTES, 0, JAN26))),
)
q("how many gpx files", "counts", count(n(GPX, 10)))
q("How many folders are there in Wild Iris Flowers/Weddings/2025?", "counts", count(n(folders(f"{WED}/2025"), 9)))
q("how many files do I have altogether", "counts", count(n(vis, 1318), n(es)))
q("how many lesson plans", "counts", count(n(LESSONS, 45)))
q(
    "How many VAT3 returns were filed in 2026?",
    "counts",
    count(
        n(aged([e for e in VAT if e.name.startswith("VAT3")], 0, JAN26), 6),
        n([e for e in under(f"{BIZ}/VAT/2026") if e.name.startswith("VAT3")], 5),
    ),
)
q("how many race photos", "counts", count(n(RACE, 32)))
q("how many minecraft screenshots did I take in october", "counts", count(n(aged(MC, NOV1, OCT1), 4)))
q(
    "how many quotes are there in the Quotes folder",
    "counts",
    count(n(QUOTE_PDF, 29), n(QUOTES, 31)),
)
q("How many spreadsheets are in the Accounts folder?", "counts", count(n(ext(AC, "xlsx"), 5)))
q("how many rides over 1MB", "counts", count(n([e for e in FITS if e.size > homes.MB], 20)))
q(
    "How many invoices are there in total in the Invoices folder?",
    "counts",
    count(n(INV_PDF, 60), n(INV, 61)),
)
q("how many folders in race photos", "counts", count(n(folders("Cycling/Race photos"), 3)))
q("how many instagram reels have I", "counts", count(n(REELS, 12), n(ALL_REELS, 13)))
q("How many supplier invoices are there from Van Vliet?", "counts", count(n(named(SUPINV, "Van Vliet"), 3)))
q("how many invoices did I send in 2026", "counts", count(n(ext(under(f"{BIZ}/Invoices/2026"), "pdf"), 29)))


def main() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        for p in (
            ex.get("paths", [])
            + ex.get("files", [])
            + ex.get("candidates", [])
            + ([ex["path"]] if "path" in ex else [])
        ):
            assert p in by_path, p
    out = Path(__file__).parent / "heldout_aa.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    from collections import Counter

    print(len(Q), "questions ->", out)
    print(dict(Counter(d["class"] for d in Q)))


if __name__ == "__main__":
    main()
