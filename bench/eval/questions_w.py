"""Writes heldout_w.jsonl: a held-out set W, over the "guesthouse" home (homes_guesthouse.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_w.py      # rewrites bench/eval/heldout_w.jsonl
    python bench/eval/run_heldout.py --set heldout_w.jsonl

The home: one shared family computer in a small bed & breakfast on the Llŷn coast. Gwen Pritchard-Maddox runs the
B&B (Booking.com and Airbnb exports as .csv by month, guest invoices "BB-2026-0311.pdf" with older ones zipped, the
guest book scanned as PDFs, TripAdvisor review screenshots, breakfast menus by season as .docx and .pdf, cleaning and
laundry rotas as .xlsx, fire-safety and food-hygiene certificates, insurance and the premises licence, accounts and
VAT returns by quarter, big website photos named by room, "Room 3 - Sea View 2.jpg"). Rhys, her husband, is a
part-time boat skipper (trip logs as .md named by date and place, RYA certificates, maintenance invoices, engine and
electronics manuals), flies a drone (huge DJI_*.MP4 clips and .mov edits under Videos/Drone) and makes a podcast about
local walks ("Ep 12 - Cricieth Castle loop.mp3", raw .wav recordings, show notes). Her father Alun Maddox, 79, a
retired police sergeant, writes a local-history blog (Alun/Blog/Drafts and Published), scans old postcards as TIFF
("Harbour 1962.tif"), volunteers at the food bank (rotas), keeps his police pension papers, audiobooks (.m4b) and a
family tree (.ged). Plus household documents, phone photos and screenshots, Siân's wedding, music, Downloads clutter
(installers, an .iso, zips, an unfinished .part download, "(1)" copies and exact duplicates of files elsewhere, an
empty file), Desktop clutter, Rhys's small website project with .git and node_modules, hidden dotfiles and caches.

Voices: Gwen (busy, practical, hospitality words: "the bookings", "the airbnb exports", "room 3 pics"; types on her
phone in lowercase without punctuation), Rhys (laid back, boating and podcast words: "the drone footage", "ep 12",
"the engine manual", British slang: "reckon", "cheers", "knackered"), Alun (elderly, very polite and long-winded,
unsure of computer words: "the pictures of the old harbour", "my writings for the blog"), and anyone in a hurry
(short, typos). Terse keyword queries, long rambling ones, typos, "my", relative dates, plural/singular.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days" = 2 days, "past week"/"last 7 days" = 7 days, "last 10 days"
= 10 days, "last fortnight"/"past two weeks" = 14 days, "last 30 days" = 30 days, "past month" = 30 or 31 days (no
visible file is between the two), "this month"/"November" = November 2026, "October"/"in october" = October 2026,
"since September" = from 2026-09-01, "August" = August 2026, "past 3 months" = 91 or 92 days, "back in March" = March
2026, "this year"/"2026" = 2026, "older than a year" = 365 days, "2025" = 2025, "older than 2 years" = 730 days, "2024"
= 2024, "Nov 19"/"the 19th of November" = 2026-11-19 (only month-day anchors are dated that day; no other visible
file is between 3.4 and 7.8 days old, nor between 1.5 and 3.4). "Last week", "last month" and "last year" are not
used (a calendar and a rolling reading differ), nor words that depend on the clock time or the first day of the week
("today", "yesterday", "this week"). The generator keeps visible files clear of these boundaries
(homes_guesthouse.BAD_WINDOWS). "Visible" files leave out hidden files and noise folders (.git, node_modules, .cache,
.config, .local, .DS_Store); where a question could fairly count either way, both numbers are accepted. Sizes are
decimal units with one decimal (homes.human). Photos are .jpg/.JPG files; where screenshots (.png) or the scanned
postcards (.tif) could fairly count too, those numbers are accepted as well. Names in questions are typed as people
type them: "llyn" for "Llŷn", "sian" for "Siân" now and then.
Actions are asked without confirmation: the expectation is the exact plan (nothing may change on disk); or_decline
only where a clarifying question is as right as the plan. "delete them" after a list of several files must ask;
"delete those" may plan the files just shown or ask; "clean up"/"free up space" is a proposal; a partial name that
fits several files, a path outside the home or a system path is declined.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import human

ASOF = "2026-11-24"
H = "guesthouse"
BB = "B&B"
BK = "B&B/Bookings"
INV = "B&B/Invoices/2026"
WP = "B&B/Website photos"
BT = "Boat"
POD = "Podcast"
AL = "Alun"
DR = "Videos/Drone"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"w{_n[0]:03d}"
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


def E(path: str):
    return by_path[one(path)]


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
    assert len(s) <= n or s[n - 1].size > s[n].size, [e.path for e in s[: n + 1]]
    return s[:n]


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


def directly(folder: str):
    """The visible files right in this folder (not in its subfolders)."""
    return [e for e in under(folder) if "/" not in e.path[len(folder) + 1 :]]


def names(pool):
    return sorted({e.name for e in pool})


def n_(pool, n):
    """The pool, checked to hold exactly n files (so that a mistake in a filter shows here)."""
    assert len(pool) == n, (n, [e.path for e in pool])
    return pool


# boundaries (ages in days as of 2026-11-24), each inside a window homes_guesthouse.BAD_WINDOWS keeps clear
D2, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, JUL1, APR1, MAR1, JAN26, JAN25, JAN24 = (
    23.5,
    54.5,
    84.5,
    115.5,
    146.5,
    237.5,
    268.5,
    327.5,
    692.5,
    1058.5,
)

# ------------------------------------------------------------------------------------------- handy pools
DL = under("Downloads")
DESK = under("Desktop")
INVOICES = under(INV)
TA = n_(named(under(f"{BB}/Reviews/TripAdvisor"), "TripAdvisor review"), 14)
ROOM3 = n_(named(under(WP), "Room 3"), 4)
EDITS = n_(under(f"{DR}/Edits"), 4)
DRONE = under(DR)
VIDEOS = ext(vis, "mp4", "mov")
RAW = n_(under(f"{POD}/Raw audio"), 3)
EPS = n_(under(f"{POD}/Episodes"), 13)
POSTCARDS = n_(under(f"{AL}/Postcards"), 11)
TIFS = n_(ext(vis, "tif"), 12)
BOOKS = n_(under(f"{AL}/Audiobooks"), 7)
BLOG = n_(under(f"{AL}/Blog"), 12)
TRIPLOGS = n_(under(f"{BT}/Trip logs/2026"), 22)
MENUS = n_(named(vis, "breakfast menu"), 9)
CERTS = under(f"{BB}/Certificates")
EMPTY = n_([e for e in vis if e.size == 0], 3)
DUP_GROUPS = Counter(e.dup for e in es if e.dup)
DUPS = [e for e in vis if e.dup]
DL_COPIES = n_([e for e in DL if e.dup], 6)
JPG = ext(vis, "jpg", "jpeg")
PNG = ext(vis, "png")
ANCHORS = n_([e for e in vis if isinstance(e.age, str)], 6)
INSTALLERS = n_([e for e in DL if e.name.endswith((".deb", ".run", ".AppImage", ".exe"))], 5)

# ================================================================================================== plain (35)
C = "plain"
q("whats taking up all the space on here", C, answer("Videos", size(under("Videos"))))
q("how big is the Podcast folder", C, answer(size(under(POD))))
q("biggest files", C, files(biggest(vis, 3)))
q(
    "Could you kindly tell me how much room my audiobooks are taking up on the computer? My grandson put them on "
    "for me.",
    C,
    answer(size(BOOKS)),
)
q("how much space do the website photos take", C, answer(size(under(WP))))
q("show me the breakfast menus", C, files(MENUS))
q("list my RYA certs", C, files(n_(named(under(f"{BT}/Certificates"), "RYA"), 4)))
q("where are the VAT returns", C, files(n_(named(vis, "VAT return"), 5)))
q(
    "most recent booking.com export",
    C,
    file(newest(named(vis, "Booking.com export")).path),
)
q(
    "Where might I find the old postcards I scanned in? My son-in-law showed me how but I have forgotten where "
    "they went.",
    C,
    files(POSTCARDS),
)
q("whats in the rotas folder", C, files(n_(under(f"{BB}/Rotas"), 13)))
q("newest files", C, files(sorted(vis, key=age)[:2]))
q("What is the largest of my postcard scans?", C, file(biggest(POSTCARDS)[0].path))
q("total size of the guest book scans", C, answer(size(n_(under(f"{BB}/Guest book"), 3))))
q("how big is my downlods folder", C, answer(size(DL)))
q("what's my biggest video, reckon it's one of the drone ones", C, file(biggest(VIDEOS)[0].path))
q("show me the boat manuals mate", C, files(n_(under(f"{BT}/Manuals"), 4)))
q("oldest thing in the b&b certificates folder", C, file(oldest(CERTS).path))
q(
    "Good afternoon. Which are the largest files in my own folder, the one with my name on it, Alun? I should "
    "like to know what is filling it up.",
    C,
    files(biggest(under(AL), 3)),
)
q("biggest folders inside Alun", C, answer("Audiobooks", size(BOOKS)))
q("whats in raw audio", C, files(RAW))
q("how big's the Boat folder then", C, answer(size(under(BT))))
q("list the insurance and licence docs", C, files(n_(under(f"{BB}/Insurance & Licence"), 5)))
q("how much space does Music take", C, answer(size(under("Music"))))
q("whats on the desktop", C, files(n_(DESK, 7)))
q(
    "Would you be so good as to show me my pension papers? I need them for the solicitor.",
    C,
    files(n_(under(f"{AL}/Pension"), 5)),
)
q("show me all the podcast episodes", C, files(EPS))
q("largest file in downloads", C, file(biggest(DL)[0].path))
q("oldest file in Boat/Certificates", C, file(oldest(under(f"{BT}/Certificates")).path))
q("what's in the Accounts folder", C, files(n_(directly(f"{BB}/Accounts"), 5)))
q("how big is the Alun folder", C, answer(size(under(AL))))
q("show me the family tree folder please", C, files(n_(under(f"{AL}/Family tree"), 3)))
q("whats the most recent invoice", C, file(newest(INVOICES).path))
q("how much space do the phone photos take", C, answer(size(under("Pictures/Phone"))))
q("what's in Documents", C, files(n_(directly("Documents"), 3)))

# ================================================================================================== named_file (25)
C = "named_file"
q("how big is BB-2026-0311", C, answer(human(E(f"{INV}/BB-2026-0311.pdf").size)))
q("when did i save invoice bb-2026-0311", C, file(f"{INV}/BB-2026-0311.pdf"))
q("wheres the yamaha engine manual", C, file(f"{BT}/Manuals/Yamaha F115 engine manual.pdf"))
q(
    "Would you be so kind as to find the Harbour 1962 picture for me? I wish to put it on the blog.",
    C,
    file(f"{AL}/Postcards/Harbour 1962.tif"),
)
q(
    "how big is the hiscox insurance 2026-27",
    C,
    answer(human(E(f"{BB}/Insurance & Licence/Hiscox B&B insurance 2026-27.pdf").size)),
)
q("premises licence where is it", C, file(f"{BB}/Insurance & Licence/Premises licence - Cyngor Gwynedd.pdf"))
q(
    "When did I last do any work on my piece called Cricieth in the war years?",
    C,
    file(f"{AL}/Blog/Drafts/Cricieth in the war years.docx"),
)
q("how big is ep 13 raw", C, answer(human(E(f"{POD}/Raw audio/Ep 13 raw.wav").size)))
q("size of llyn coast 4k edit v2", C, answer(human(E(f"{DR}/Edits/Llŷn coast 4K edit v2.mov").size)))
q("wheres the fire safety certificate 2026", C, file(f"{BB}/Certificates/Fire safety certificate 2026.pdf"))
q("when was the allergen chart last changed", C, file(f"{BB}/Breakfast menus/Allergen chart.xlsx"))
q("how big's the Bardsey sunset vid", C, answer(human(E(f"{DR}/Edits/Bardsey sunset.MOV").size)))
q(
    "How big is Under Milk Wood, please?",
    C,
    answer(human(E(f"{AL}/Audiobooks/Under Milk Wood - Dylan Thomas.m4b").size)),
)
q(
    "where's the food hygiene rating certificate",
    C,
    file(f"{BB}/Certificates/Food hygiene rating 5 - Cyngor Gwynedd.pdf"),
)
q("where's the Seren y Môr registration", C, file(f"{BT}/Seren y Môr - Part 1 registration.pdf"))
q(
    "Could you tell me when the Police pension annual statement 2026 was put on the computer?",
    C,
    file(f"{AL}/Pension/Police pension annual statement 2026.pdf"),
)
q(
    "how big is the travellers choice certificate",
    C,
    answer(human(E(f"{BB}/Reviews/Travellers Choice 2026 certificate.pdf").size)),
)
q("ENG1 medical cert, when's it from", C, file(f"{BT}/Certificates/ENG1 medical certificate 2026.pdf"))
q("when did i last change direct bookings 2026", C, file(f"{BK}/Direct bookings 2026.xlsx"))
q("how big is the podcast cover art", C, answer(human(E(f"{POD}/cover art 3000px.png").size)))
q(
    "How large is the scan of the Tŷ Coch inn 1947 postcard?",
    C,
    answer(human(E(f"{AL}/Postcards/Tŷ Coch inn 1947.tif").size)),
)
q("when did we get the gas safety certificate", C, file(f"{BB}/Certificates/Gas safety certificate CP12 2026.pdf"))
q("how big is DaVinci_Resolve_19.1_Linux.run", C, answer(human(E("Downloads/DaVinci_Resolve_19.1_Linux.run").size)))
q("where did I put the trip log 2025", C, file(f"{BT}/Trip logs/Trip log 2025.xlsx"))
q("christmas bookings 2026 where is it", C, file("Desktop/Christmas bookings 2026.xlsx"))

# ================================================================================================== dropped_words (35)
C = "dropped_words"
q("how much space is the drone footage taking up, laptop's knackered", C, answer(size(DRONE)))
q("room 3 pics", C, files(ROOM3))
q("tripadvisor screenshots", C, files(TA))
q("Please show me my writings for the blog.", C, files(BLOG))
q("show notes for ep 12", C, file(f"{POD}/Show notes/Ep 12 show notes.md"))
q("the airbnb exports", C, files(n_(under(f"{BK}/Airbnb"), 12)))
q("trip logs from the bardsey runs", C, files(n_(named(TRIPLOGS, "Bardsey"), 6)))
assert not named(es, "dog")
q("photos of the dog", C, decline())
q("pics of the breakfast room", C, file(f"{WP}/Breakfast room.jpg"))
q(
    "I would like to see the pictures of the old harbour, if you would be so kind.",
    C,
    files(n_(named(POSTCARDS, "Harbour"), 2)),
)
q("how big are the raw recordings for the podcast", C, answer(size(RAW)))
q("laundry rotas", C, files(n_(named(vis, "Laundry rota"), 6)))
q("seal trip logs", C, files(n_(named(TRIPLOGS, "seals"), 7)))
q("Do I have any pictures of Cricieth Castle?", C, file(f"{AL}/Postcards/Cricieth Castle 1910.tif"))
q("vids of the dolphins", C, file("Videos/dolphins off Llanbedrog.mp4"))
q("pictures of the lighthouse", C, file(f"{AL}/Postcards/Bardsey lighthouse 1939.tif"))
q("the wedding photos, how many are there", C, count(n_(under("Pictures/Siân's wedding 2025"), 26).__len__()))
q("the podcast cover", C, file(f"{POD}/cover art 3000px.png"))
q("the booking.com csvs", C, files(n_(under(f"{BK}/Booking.com"), 12)))
q("my food bank rotas", C, files(n_(named(vis, "Food bank rota"), 4)))
q("engine service invoices", C, files(n_(named(vis, "engine service"), 2)))
q("show me the drone edits", C, files(EDITS))
assert not named(es, "puffin") and not any("puffin" in (e.text or "").lower() for e in es)
q("any photos of puffins", C, decline())
q("the christmas menu", C, file(f"{BB}/Breakfast menus/Christmas breakfast menu 2026 draft.docx"))
q("my police pension papers", C, files(n_(named(under(f"{AL}/Pension"), "police pension"), 3)))
q("receipts for the boat", C, files(n_(named(under(BT), "receipt"), 2)))
q("the vat stuff for q3 2026", C, files(n_(named(under(f"{BB}/Accounts/VAT"), "2026 Q3"), 2)))
q("mackerel fishing trips", C, files(n_(named(TRIPLOGS, "mackerel"), 4)))
q("where are all the ep 14 files", C, files(n_(named(vis, "Ep 14"), 4)))
SEAL_LOGS = named(TRIPLOGS, "seals")
q("photos of the seals", C, decline(*names(SEAL_LOGS)))
q("the guest book scans", C, files(n_(under(f"{BB}/Guest book"), 3)))
q(
    "Have I got any of the old postcards of Nefyn? I am writing a piece on the herring.",
    C,
    files(n_(named(POSTCARDS, "Nefyn"), 2)),
)
q("podcast episodes about porthdinllaen", C, file(n_(named(EPS, "Porthdinllaen"), 1)[0].path))
q("the hygiene certificates", C, files(n_(named(CERTS, "hygiene"), 2)))
assert not named(es, "kitten")
q("pictures of the kittens", C, decline())

# ================================================================================================== filler_dates (25)
C = "filler_dates"
q(
    "any new bookings exports this month",
    C,
    files(n_(aged(named(under(BK), "export") + named(under(BK), "reservations"), 0, NOV1), 2)),
)
q("what have i still got in raw audio from november", C, files(n_(aged(RAW, 0, NOV1), 2)))
INV_OCT = aged(INVOICES, NOV1, OCT1)
INV_OCT_ALL = aged(named(vis, "invoice") + named(vis, "BB-2026"), NOV1, OCT1)
q(
    "how many invoices did we do in october",
    C,
    count(len(INV_OCT), len(INV_OCT_ALL), len(INV_OCT) + 1),
)
q("what did I save on Nov 19", C, files(ANCHORS))
BLOG_SEP = n_(aged(BLOG, 0, SEP1), 6)
q(
    "Have I written anything for the blog since September? I lose track of these things.",
    C,
    files(BLOG_SEP, absent=names([e for e in BLOG if e not in BLOG_SEP])),
)
XL10 = n_(aged(ext(vis, "xlsx"), 0, D10), 4)
q(
    "any spreadsheets changed in the last 10 days",
    C,
    files(XL10, absent=names(n_(aged(ext(vis, "xlsx"), D10, D30), 5))),
)
q(
    "markdown files from the last 30 days",
    C,
    files(n_(aged(ext(vis, "md"), 0, D30), 3), absent=names(aged(ext(vis, "md"), D30, 40))),
)
q(
    "havent i got a newer fire safety certificate than the 2025 one",
    C,
    file(f"{BB}/Certificates/Fire safety certificate 2026.pdf"),
)
q("drone clips from october", C, files(n_(aged(ext(under(DR), "mp4"), NOV1, OCT1), 2)))
PC_SEP = n_(aged(POSTCARDS, 0, SEP1), 3)
q(
    "Did I scan any more postcards since September, do you know?",
    C,
    files(PC_SEP, absent=names(aged(POSTCARDS, SEP1))),
)
q("anything from the 19th of November?", C, files(ANCHORS))
WEEK_FILES = n_(aged(vis, 0, WEEK), 10)
q("what changed in the past week", C, files(WEEK_FILES))
q("any podcast stuff in the last 2 days", C, files(n_(aged(under(POD), 0, D2), 1)))
q("pdfs from 2024", C, files(n_(aged(ext(vis, "pdf"), JAN25, JAN24), 3)))
q("whats older than 2 years in downloads", C, files(n_(aged(DL, Y2), 2)))
q(
    "Could you show me the Word documents I have been writing this month, please?",
    C,
    files(n_(aged(ext(under(AL), "docx"), 0, NOV1), 2)),
)
q("what's the latest TripAdvisor screenshot", C, file(newest(TA).path))
INV14 = aged(INVOICES, 0, FORTNIGHT)
q("show me the invoices from the last fortnight", C, files(INV14))
q(
    "trip logs from august",
    C,
    files(n_(aged(TRIPLOGS, SEP1, AUG1), 4), absent=names(aged(TRIPLOGS, 0, SEP1))),
)
PH30 = aged(JPG, 0, D30)
PH30_PNG = aged(JPG + PNG, 0, D30)
q("how many photos did i take in the last 30 days", C, count(len(PH30), len(PH30_PNG)))
q("Is there still a copy of the Harbour 1962 postcard on the desktop?", C, file("Desktop/Harbour 1962.tif"))
q("how many mp3s from this year", C, count(n_(aged(ext(vis, "mp3"), 0, JAN26), 13).__len__()))
q("any csv files since october", C, files(n_(aged(ext(vis, "csv"), 0, OCT1), 5)))
q("what did I download in the last 30 days", C, files(n_(aged(DL, 0, D30), 4)))
q(
    "anything new in the boat folder back in march",
    C,
    files(n_(aged(under(BT), APR1, MAR1), 2), absent=names(aged(under(BT), 0, APR1))),
)

# ================================================================================================== filters (20)
C = "filters"
q("duplicates in Downloads", C, files(DL_COPIES))
q("any duplicate photos", C, files(n_([e for e in JPG if e.dup], 2)))
q(
    "duplicates bigger than 50 MB",
    C,
    files(
        n_([e for e in DUPS if e.size > 50 * homes.MB], 2),
        absent=["Room 3 - Sea View (1).jpg", "Yamaha F115 engine manual (1).pdf"],
    ),
)
q(
    "pdfs in the certificates folder",
    C,
    files(n_(ext(CERTS, "pdf"), 7), absent=["Fire risk assessment 2026.docx"]),
)
q(
    "videos over 5 GB",
    C,
    files(n_([e for e in VIDEOS if e.size > 5 * homes.GB], 2), absent=["Bardsey sunset.MOV"]),
)
q(
    "files bigger than 1 GB in downloads",
    C,
    files(n_([e for e in DL if e.size > homes.GB], 3), absent=["website photos from Elin.zip"]),
)
BOOKS300 = n_([e for e in BOOKS if e.size > 300 * homes.MB], 3)
q(
    "Which of my audiobooks are over 300 megabytes? The little player I have is rather full.",
    C,
    files(BOOKS300, absent=names([e for e in BOOKS if e not in BOOKS300])),
)
q("wavs in the podcast folder", C, files(n_(ext(under(POD), "wav"), 4)))
q("empty files", C, files(EMPTY))
BIGJPG = [e for e in ext(under(WP), "jpg") if e.size > 15 * homes.MB]
q("website photos bigger than 15 MB", C, files(BIGJPG))
q("the bigest pdf", C, file(biggest(ext(vis, "pdf"))[0].path))
q("largest mp3", C, file(biggest(ext(vis, "mp3"))[0].path))
q("how many tiff files are there", C, count(len(TIFS), len(POSTCARDS)))
q("mov files", C, files(n_(ext(vis, "mov"), 3)))
q(
    "is there more than one copy of the yamaha manual",
    C,
    files(n_(named(vis, "Yamaha F115 engine manual"), 2)),
)
q("spreadsheets in the boat folder", C, files(n_(ext(under(BT), "xlsx"), 3)))
q("instalers in downloads", C, files(INSTALLERS))
q("duplicates on the desktop", C, files(n_([e for e in DESK if e.dup], 1)))
q(
    "pdfs bigger than 10 MB",
    C,
    files(n_([e for e in ext(vis, "pdf") if e.size > 10 * homes.MB], 6)),
)
q(
    "jpgs in downloads",
    C,
    files(n_(ext(DL, "jpg"), 1)),
)

# ================================================================================================== decline (20)
C = "decline"
q("whats in /etc/nginx", C, decline())
q(
    "What does my draft about the lifeboat say happened in 1953?",
    C,
    decline("The lifeboat at Porthdinllaen.docx", "Lifeboat launch 1953.tif"),
)
q("translate the autumn breakfast menu into welsh", C, decline(*names(named(MENUS, "Autumn"))))
assert not named(es, "usb")
q("whats on the usb stick", C, decline())
q("show me the files on the D: drive", C, decline())
q("look in /mnt/nas/photos for the wedding ones", C, decline())
q("how many pages is the yamaha engine manual", C, decline(*names(named(vis, "Yamaha"))))
q("Ble mae lluniau'r briodas?", C, decline())
q("email invoice BB-2026-0311 to the guest", C, decline(*names(named(vis, "BB-2026-0311"))))
q(r"whats in C:\Users\Gwen\Documents", C, decline())
q("how much profit did we make in 2025", C, decline(*names(under(f"{BB}/Accounts"))))
q("list the files in /var/log", C, decline())
q("whats the weather going to be like for the boat trip tomorrow", C, decline())
q("show me the files on Siân's laptop", C, decline())
q("which guests gave us 5 stars on tripadvisor", C, decline(*names(TA)))
q("whats in my Dropbox", C, decline())
q("list everything in /home/alun", C, decline())
q("how long is ep 12 in minutes", C, decline(*names(named(vis, "Ep 12"))))
q("mostrame las fotos de la playa", C, decline())
q("open the cctv recordings from the car park", C, decline())

# ================================================================================================== actions (20)
C = "actions"
q("delete the empty files", C, plan(EMPTY))
q("move the drone edits to Archive", C, plan(EDITS))
q("delete BB-2026-0311 (1).pdf", C, plan([E("Downloads/BB-2026-0311 (1).pdf")]))
DL_JUNK = [e for e in DL if e.dup or e in INSTALLERS or e.size == 0] + [
    E(p)
    for p in (
        "Downloads/DaVinci_Resolve_20.0_Linux.zip.part",
        "Downloads/ubuntu-24.04.1-desktop-amd64.iso",
        "Downloads/website photos from Elin.zip",
    )
]
q("clean up my downloads", C, proposal(DL_JUNK))
ALL_DUP_MEMBERS = [e for e in es if e.dup]
SPACE = (
    DL_JUNK
    + ALL_DUP_MEMBERS
    + EMPTY
    + under(".cache", visible=False)
    + [e for e in es if "/node_modules/" in e.path]
    + VIDEOS
    + ext(vis, "zip")
    + [e for e in vis if e.size >= 100 * homes.MB and age(e) > D30 and not ext([e], "tif", "jpg", "pdf")]
)
q("help me free up some space", C, proposal(list({e.path: e for e in SPACE}.values())))
q("delete the yamaha manual", C, decline(*names(named(vis, "Yamaha"))))
q("delete harbour", C, decline(*names(named(vis, "harbour"))))
q("move /etc/hosts to my desktop", C, decline())
q(
    "Please would you delete the copy of Harbour 1962.tif that is sitting on the desktop. The proper one is in my "
    "Postcards folder.",
    C,
    plan([E("Desktop/Harbour 1962.tif")]),
)
q("delete all the .deb files in downloads", C, plan(n_(ext(DL, "deb"), 2)))
q("move Ep 12 raw.wav to Podcast/Archive", C, plan([E(f"{POD}/Raw audio/Ep 12 raw.wav")]))
q("bin the DaVinci part file", C, plan([E("Downloads/DaVinci_Resolve_20.0_Linux.zip.part")], or_decline=True))
q("delete the iso in downloads", C, plan([E("Downloads/ubuntu-24.04.1-desktop-amd64.iso")]))
q("delete everything in /usr/bin", C, decline())
q(
    "Please rename Untitled draft.docx to Lifeboat part two.docx",
    C,
    plan([E(f"{AL}/Blog/Drafts/Untitled draft.docx")]),
)
q("clean up the desktop", C, proposal([E("Desktop/Harbour 1962.tif"), E("Desktop/New Document.docx")]))
q("move all the pdfs on the desktop to Documents", C, plan(n_(ext(DESK, "pdf"), 2)))
q(
    "delete the old fire safety certificate",
    C,
    plan([E(f"{BB}/Certificates/Fire safety certificate 2025.pdf")], or_decline=True),
)
q("delete ep 14", C, decline(*names(named(vis, "Ep 14"))))
q("delete the empty file in downloads", C, plan([E("Downloads/Untitled.txt")]))

# ================================================================================================== followup (20)
C = "followup"
e1 = "show me the drone edits"
p = next(x["id"] for x in Q if x["q"] == e1)
q("which one is the biggest?", C, file(biggest(EDITS)[0].path), follows=p)
q("how much space do they take altogether", C, answer(size(EDITS)), follows=p)
p = next(x["id"] for x in Q if x["q"] == "pdfs in the certificates folder")
CERT26 = n_(aged(ext(CERTS, "pdf"), 0, JAN26), 3)
q(
    "only the ones from 2026",
    C,
    files(CERT26, absent=names([e for e in ext(CERTS, "pdf") if e not in CERT26])),
    follows=p,
)
p = next(x["id"] for x in Q if x["q"] == "show me the breakfast menus")
q("just the pdfs", C, files(n_(ext(MENUS, "pdf"), 4), absent=names(ext(MENUS, "docx"))), follows=p)
p = next(x["id"] for x in Q if x["q"] == "trip logs from august")
q(
    "what about september",
    C,
    files(n_(aged(TRIPLOGS, OCT1, SEP1), 3), absent=names(aged(TRIPLOGS, SEP1, AUG1))),
    follows=p,
)
p = next(x["id"] for x in Q if x["q"] == "mov files")
q("delete them", C, decline(*names(ext(vis, "mov"))), follows=p)
p = next(x["id"] for x in Q if x["q"].startswith("Which of my audiobooks are over 300"))
q("Would you sort those by size for me, largest first?", C, files(BOOKS300), follows=p)
p = next(x["id"] for x in Q if x["q"] == "the airbnb exports")
q("which is the newest one", C, file(newest(under(f"{BK}/Airbnb")).path), follows=p)
p = next(x["id"] for x in Q if x["q"] == "my food bank rotas")
q("delete all of them", C, plan(named(vis, "Food bank rota")), follows=p)
p = next(x["id"] for x in Q if x["q"] == "empty files")
q("delete them all", C, plan(EMPTY), follows=p)
p = next(x["id"] for x in Q if x["q"] == "tripadvisor screenshots")
q("how many are from october", C, count(n_(aged(TA, NOV1, OCT1), 2).__len__()), follows=p)
p = next(x["id"] for x in Q if x["q"] == "laundry rotas")
q("and the cleaning ones?", C, files(n_(named(vis, "Cleaning rota"), 6)), follows=p)
p = next(x["id"] for x in Q if x["q"] == "biggest files")
q("only in downloads", C, files(biggest(DL, 3)), follows=p)
p = next(x["id"] for x in Q if x["q"].startswith("Did I scan any more postcards since September"))
q("How much space do those take up altogether?", C, answer(size(PC_SEP)), follows=p)
p = next(x["id"] for x in Q if x["q"] == "duplicates in Downloads")
q("delete those", C, plan(DL_COPIES, or_decline=True), follows=p)
p = next(x["id"] for x in Q if x["q"] == "wavs in the podcast folder")
q("how much space do they use", C, answer(size(ext(under(POD), "wav"))), follows=p)
p = next(x["id"] for x in Q if x["q"] == "any spreadsheets changed in the last 10 days")
q("which of those is on the desktop", C, file("Desktop/Christmas bookings 2026.xlsx"), follows=p)
p = next(x["id"] for x in Q if x["q"].startswith("Have I written anything for the blog since September"))
q("Which of those is the most recent one?", C, file(newest(BLOG_SEP).path), follows=p)
p = next(x["id"] for x in Q if x["q"] == "how big is the Podcast folder")
q("and the Boat folder?", C, answer(size(under(BT))), follows=p)
p = next(x["id"] for x in Q if x["q"] == "whats in raw audio")
q("delete the ep 12 one", C, plan([E(f"{POD}/Raw audio/Ep 12 raw.wav")]), follows=p)

# ================================================================================================== counts (10)
C = "counts"
q("how many files do i have on here", C, count(len(vis), len(es)))
q("how much space am i using in total", C, answer(size(vis)))
HID = [e for e in es if e.hidden_or_noise]
DOT = [e for e in es if any(p.startswith(".") for p in e.path.split("/"))]
q("how many hidden files are there", C, count(len(HID), len(DOT)))
PHOTOS = JPG
q(
    "how many photos are there",
    C,
    count(len(PHOTOS), len(PHOTOS + PNG), len(PHOTOS + TIFS), len(PHOTOS + PNG + TIFS)),
)
q("how many invoices are in the 2026 invoices folder", C, count(n_(INVOICES, 102).__len__()))
q("how many videos do we have", C, count(n_(VIDEOS, 19).__len__()))
q(
    "How many postcards have I scanned so far? I am trying to keep a tally.",
    C,
    count(len(POSTCARDS), len(TIFS)),
)
SHOTS = named(under("Pictures/Screenshots"), "Screenshot")
q("how many screenshots have i got", C, count(len(SHOTS), len(SHOTS) + len(TA), len(SHOTS) + len(TA) + 1))
q("how many fiels in downloads", C, count(len(DL)))
SONGS = ext(under("Music"), "mp3")
q("how many songs do we have", C, count(len(SONGS), len(SONGS) + len(EPS)))

# ---------------------------------------------------------------------------------------------------- checks
ids = [d["id"] for d in Q]
assert len(ids) == len(set(ids))
texts = [(d["q"], d.get("follows")) for d in Q]
assert len(texts) == len(set(texts)), [t for t, n in Counter(texts).items() if n > 1]
for d in Q:
    ex = d["expect"]
    for k in ("paths", "files", "candidates"):
        for p in ex.get(k, []):
            assert p in by_path, p
    if "path" in ex:
        assert ex["path"] in by_path, ex["path"]
    for x in ex.get("allow", []) + ex.get("absent", []):
        assert any(e.name == x for e in es), x

if __name__ == "__main__":
    out = Path(__file__).parent / "heldout_w.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out.name, dict(Counter(d["class"] for d in Q)))
