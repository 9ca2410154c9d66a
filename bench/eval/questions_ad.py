"""Writes heldout_ad.jsonl: a held-out set AD, over the "beekeeper" home (homes_beekeeper.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_ad.py     # rewrites bench/eval/heldout_ad.jsonl
    python bench/eval/run_heldout.py --set heldout_ad.jsonl

The home: a semi-retired couple in a Pennine village. Margaret ("Maggie") keeps bees in three apiaries (the Orchard,
Church Lane and Home apiaries) and sells honey at farmers' markets and on a small Etsy shop: hive inspection logs as
csv per apiary and season (searchable: queen cells, supers, chalkbrood, Apiguard), treatment records, a queen
register, photos of the hives by apiary and date, honey labels, price lists, extraction logs, market stall bookings
and takings, monthly Etsy order exports, and the monthly newsletter of the beekeeping association she edits (.docx
and .pdf; November's still a draft). Geoffrey, a retired civil engineer, does family history (one folder per surname:
Hargreaves, Pennington, Ashworth, Whittaker, O'Donnell, Brierley, with census scans, certificates, transcribed
letters, wills, old photographs; a GEDCOM file and its backups) and is treasurer of the village hall (committee
minutes by meeting date, accounts by financial year, bank statements, hire bookings, booking forms, invoices). Their
daughter Claire's wedding folder (June 2027, planned this year); Music ripped from old CDs (mp3, Artist/Album; "So Far
Away" is on two albums); Pictures (Whitby, the ruby wedding, screenshots); Videos; Documents; Downloads with
installers, an unfinished download, zips, duplicate scans and copies of files kept elsewhere, one empty file; a
Desktop; hidden dotfiles, a LibreOffice lock file, thumbnails cache, a Gramps database and a Firefox profile.

Voices: Maggie (chatty, long sentences, beekeeping words: "brood", "supers", "the Orchard apiary", "inspection
sheets"), Geoffrey (precise, old-fashioned, full names and dates: "the Hargreaves line", "the 1911 census"), Claire
helping them over the phone (terse, lowercase, "u", "r", "pics", a few typos), and a village hall committee member
whose emailed requests Geoffrey pastes in (formal: "Could you kindly…"). Terse keyword queries, long rambling ones,
typos, "my", relative dates, plural/singular, follow-ups, actions, unanswerable ones.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names; a follow-up always follows a question that is
not itself a follow-up). Date words, as of the day the set was written (2026-11-24, a Tuesday, "asof"): "last 3
days" = 3 days, "last week"/"past 7 days" = 7 days, "last fortnight"/"two weeks" = 14 days, "last 30 days"/"past
month" = 30 days, "this month"/"November" = November 2026, "last month"/"October" = October 2026, "since September"/
"since 1 September" = from 2026-09-01, "past 3 months" = 91 days, "since June" = from 2026-06-01, "in May" = May
2026 (May 2025 is accepted too where it could be meant: those files are never listed as absent), "older than 6
months" = 182 days, "this year"/"2026" = 2026, "older than a year" = 365 days, "last year"/"2025" = 2025, "Nov
19"/"19th of November" = 2026-11-19 (only month-day anchors are dated that day; nothing else visible is within a day
of it). Words that depend on the clock time or the first day of the week ("today", "yesterday", "this week") are not
used. The generator keeps visible files clear of these boundaries (homes_beekeeper.BAD_WINDOWS). Dates are files'
modification dates; where a name carries another date (minutes are named by the meeting, stall bookings by the
market day) the question's reading is the one that agrees with both, or the name is not asked about by date.

"Visible" files leave out hidden files and noise folders (.cache, .local, .mozilla, .config, dotfiles, the
LibreOffice lock file); where a question could fairly count either way, both numbers are accepted, and hidden files
are too small to move "all our files" past the size tolerance. Sizes are decimal units with one decimal
(homes.human). "Photos" are .jpg files; where .png pictures or the census scans could fairly count too, those counts
are accepted. "Spreadsheets" expects the .xlsx files and never lists the .csv files as absent. "What's in folder X"
expects X's own files and accepts a listing that goes deeper. Actions are asked without confirmation: the
expectation is the exact plan (nothing may change on disk); or_decline only where a clarifying question is as right
as the plan. "delete them" after a list of several files must ask; "clean up"/"free up space" is a proposal; a
partial name that fits several files, a path outside the home or a system path is declined.
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import human

ASOF = "2026-11-24"
H = "beekeeper"
B = "Bees"
INS = "Bees/Inspections"
HP = "Bees/Hive photos"
NL = "Bees/Newsletter"
FH = "Family History"
VH = "Village Hall"
WD = "Wedding - Claire & James"
DL = "Downloads"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"AD{_n[0]:03d}"
    d = {"id": id_, "home": H, "q": text, "class": cls, "asof": ASOF, "expect": expect}
    if follows:
        prev = next((x for x in Q if x["id"] == follows), None)
        assert prev is not None, follows
        assert not prev.get("follows"), "a follow-up follows a question that is not a follow-up"
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


def direct(prefix: str):
    """The folder's own files (not those of its subfolders)."""
    pre = prefix.rstrip("/") + "/"
    return [e for e in under(prefix) if "/" not in e.path[len(pre) :]]


def ext(pool, *exts):
    return [e for e in pool if e.name.lower().endswith(tuple("." + x.lower() for x in exts))]


def named(pool, *words):
    return [e for e in pool if all(w.lower() in e.name.lower() for w in words)]


def total(pool) -> int:
    return sum(e.size for e in pool)


def hs(n: int) -> str:
    """human(n), for a size fact: the exact figure is not near a rounding boundary of its one decimal, so any
    rounding of it to one decimal (the 0.051-unit tolerance of run_heldout.size_ok) matches."""
    out = human(n)
    num, unit = out.split()
    scale = {"B": 1, "KB": homes.KB, "MB": homes.MB, "GB": homes.GB, "TB": 1000 * homes.GB}[unit]
    frac = (n / scale * 10) % 1
    assert float(num) >= 10 or abs(frac - 0.5) > 0.05, (n, out)
    return out


def size(pool) -> str:
    return hs(total(pool))


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
    if n == 1:
        assert len(s) == 1 or s[0].size > s[1].size * 1.02, [e.path for e in s[:2]]
    return s[:n]


def smallest_gap(pool, n):
    """The n-th and (n+1)-th biggest differ clearly (a "top n" question is well defined)."""
    s = sorted(pool, key=lambda e: -e.size)
    assert s[n - 1].size > s[n].size * 1.02, [e.path for e in s[n - 1 : n + 1]]


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
        assert not any(p.lower() in e.path.lower() for e in pool), p
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


def names(pool):
    return sorted({e.name for e in pool})


def within(pool, threshold: int, margin: float = 0.01):
    """No file of the pool sits within `margin` of a size threshold the question uses."""
    assert not [e.path for e in pool if abs(e.size - threshold) <= margin * threshold], threshold


def mentions(word: str, pool=None):
    """Visible text files whose content holds the word (case-insensitive)."""
    pool = vis if pool is None else pool
    return [e for e in pool if e.text is not None and word.lower() in e.text.lower()]


def nowhere(word: str):
    """A word that names nothing: in no file or folder name and no file's text."""
    w = word.lower()
    assert not [e.path for e in es if w in e.path.lower() or (e.text and w in e.text.lower())], word


# boundaries (ages in days as of 2026-11-24, now = noon), each inside a window homes_beekeeper.BAD_WINDOWS keeps clear
D3, WEEK, FORTNIGHT, D30, M3, M6, YEAR = 3.0, 7.0, 14.0, 30.0, 91.0, 182.0, 365.0
NOV1, OCT1, SEP1, JUN1, MAY1, JAN26, JAN25 = 23.5, 54.5, 84.5, 176.5, 207.5, 327.5, 692.5


def photos(pool):
    return ext(pool, "jpg", "jpeg")


# duplicate groups: same bytes (a dup key, or the same text); random files are unique by path
_groups: dict[str, list] = defaultdict(list)
for _e in es:
    if _e.dup:
        _groups["dup:" + _e.dup].append(_e)
    elif _e.text is not None:
        _groups["text:" + _e.text].append(_e)
    elif _e.size == 0:
        _groups["empty"].append(_e)
DUPS = [g for g in _groups.values() if len(g) > 1]
assert all(not e.hidden_or_noise for g in DUPS for e in g)
assert len(DUPS) == 8, [[e.path for e in g] for g in DUPS]


def dup_members(pred=lambda g: True):
    return [e for g in DUPS if pred(g) for e in g]


# ------------------------------------------------------------------------------------------------ the pools

downloads = under(DL)
installers = ext(downloads, "exe", "msi")
exes = ext(downloads, "exe")
zips = ext(downloads, "zip")
partial = ext(downloads, "crdownload")
empty = [e for e in downloads if e.size == 0]
dl_dups = [e for e in downloads if any(e in g for g in DUPS)]
dl_unique_docs = [
    by_path[one(f"{DL}/{n}")]
    for n in ("scan0003.pdf", "BBKA hive record card.pdf", "hall hire agreement signed - Jenkins.pdf")
] + [by_path[one(f"{DL}/honey label template.docx")]]
dl_cands = installers + partial + zips + empty + dl_dups
assert sorted(paths(dl_cands + dl_unique_docs)) == sorted(paths(downloads)), "every Downloads file is sorted out"
cache = [e for e in es if e.path.startswith(".cache/")]
videos = ext(vis, "mp4", "mov", "mkv")
space_cands = dl_cands + dup_members() + cache + videos

hive_photos = under(HP)
mp3s = ext(vis, "mp3")
etsy_exports = under(f"{B}/Etsy/Orders")
fh_all = under(FH)
census = named(fh_all, "census")
newsletter_pdfs = ext(named(under(NL), "Newsletter "), "pdf")
minutes = named(under(f"{VH}/Minutes"), "minutes")
labels = under(f"{B}/Honey/Labels")

# ================================================================================================ plain

q(
    "Which folders are taking up the most room on here? The computer keeps saying the disk is nearly full and I "
    "haven't a clue what's filling it.",
    "plain",
    answer("Videos"),
)
q("biggest files?", "plain", answer(biggest(vis)[0].name))
q("How large is the Music folder?", "plain", answer(size(under("Music"))))
q("whats in downloads", "plain", files(downloads))
q("Please list the contents of the Village Hall accounts folder.", "plain", files(direct(f"{VH}/Accounts")))
q("what's the newest thing I've saved on here?", "plain", answer(newest(vis).name))
q("What is the largest video file?", "plain", file(biggest(videos)[0].path))
q("hw big is the wedding folder", "plain", answer(size(under(WD))))
q("How much room does my Newsletter folder take up altogether?", "plain", answer(size(under(NL))))
q("How many PDF files are there in Family History?", "plain", count(len(ext(fh_all, "pdf"))))
KATE = "Music/Kate Bush/Hounds of Love"
k_kate = q("list the kate bush songs", "plain", files(under(KATE)))
q(
    "Can you show me all the photos from the Orchard apiary please, I want to pick one for the newsletter cover",
    "plain",
    files(under(f"{HP}/Orchard apiary")),
)
q("Which is the largest file in the Family History folder?", "plain", file(biggest(fh_all)[0].path))
q("what's the biggest thing sitting in my Downloads?", "plain", file(biggest(downloads)[0].path))
q(
    "Could you please tell me how much disk space the Village Hall records occupy?",
    "plain",
    answer(size(under(VH))),
)
k_harg = q("Show me the files in the Hargreaves folder.", "plain", files(under(f"{FH}/Hargreaves")))
bees_xlsx = ext(under(B), "xlsx")
k_bees_xlsx = q("what spreadsheets have I got in the Bees folder?", "plain", files(bees_xlsx))
DS = "Music/Dire Straits/Brothers in Arms"
k_ds = q("List the Dire Straits album, if you would.", "plain", files(under(DS)))
q("what's in the Honey folder", "plain", files(direct(f"{B}/Honey")))
q("What is the total size of the Family History folder?", "plain", answer(size(fh_all)))
q("show me the dress fiting pics", "plain", files(under(f"{WD}/Dress fittings")))
smallest_gap(downloads, 5)
top5 = biggest(downloads, 5)
q(
    "What are the five largest files in Downloads?",
    "plain",
    files(top5, absent=[e.name for e in downloads if e not in top5 and e.size > 10 * homes.MB]),
)
k_videos = q("what videos have u got", "plain", files(videos))
q("list everything in the Markets folder", "plain", files(direct(f"{B}/Markets")))
WHIT = f"{FH}/Whittaker/Census"
k_whit = q("Show me the Whittaker census returns.", "plain", files(under(WHIT)))
q(
    "Could you please list the minutes of the committee meetings held in 2026?",
    "plain",
    files(named(under(f"{VH}/Minutes/2026"), "Committee minutes")),
)
k_inst = q("Which installers are there in Downloads?", "plain", files(installers))
q("whats on the desktop", "plain", files(under("Desktop")))
q(
    "Which file did I change most recently in Family History?",
    "plain",
    answer(newest(fh_all).name),
)
q("How big is the Bees folder, roughly?", "plain", answer(size(under(B))))
q("How large is the Videos folder?", "plain", answer(size(under("Videos"))))
q("show me the pictures from whitby", "plain", files(under("Pictures/Whitby April 2026")))
q(
    "Show me all the files for the Pennington family, subfolders and all.",
    "plain",
    files(under(f"{FH}/Pennington")),
)
q("what's the biggest photo I've got?", "plain", file(biggest(photos(vis))[0].path))
fh_sub = defaultdict(int)
for e in fh_all:
    parts = e.path.split("/")
    if len(parts) > 2:
        fh_sub[parts[1]] += e.size
top_fh = sorted(fh_sub, key=lambda k: -fh_sub[k])
assert fh_sub[top_fh[0]] > 1.5 * fh_sub[top_fh[1]]
q("Which of the folders in Family History are the largest?", "plain", answer(top_fh[0]))
q("show me the ruby wedding photoes", "plain", files(under("Pictures/Ruby wedding August 2025")))

# ================================================================================================ named_file

q(
    "How large is 'Hargreaves family tree.ged'?",
    "named_file",
    answer(hs(by_path[f"{FH}/Hargreaves family tree.ged"].size)),
)
k_venue = q("wheres the venue contract", "named_file", file(f"{WD}/Calder Barn venue contract.pdf"))
q(
    "when did I last do anything to the queen register? I'm sure I updated it after the last inspection",
    "named_file",
    file(f"{B}/Queen register.xlsx"),
)
q(
    "Would you kindly locate the Independent Examiner's report for 2025-26?",
    "named_file",
    file(f"{VH}/Accounts/Independent examiner's report 2025-26.pdf"),
)
q(
    "How big is the WW1 service record for Albert Hargreaves?",
    "named_file",
    answer(hs(by_path[f"{FH}/Hargreaves/Military/Albert Hargreaves - WW1 service record.pdf"].size)),
)
q(
    "how big is the extraction log for 2026",
    "named_file",
    answer(hs(by_path[f"{B}/Honey/extraction log 2026.xlsx"].size)),
)
q("guest list?", "named_file", file(f"{WD}/Guest list.xlsx"))
q(
    "Where have I put the 1911 census for the Hargreaves household?",
    "named_file",
    file(f"{FH}/Hargreaves/Census/1911 census - Hargreaves household, Todmorden.pdf"),
)
q(
    "I can't for the life of me find the booking for the Skipton Christmas fair, where did it end up?",
    "named_file",
    file(f"{B}/Markets/Stall bookings/Skipton Christmas fair - stall booking 2026-12-12.pdf"),
)
q(
    "What size is Will of Thomas Ashworth 1868.pdf?",
    "named_file",
    answer(hs(by_path[f"{FH}/Ashworth/Wills/Will of Thomas Ashworth 1868.pdf"].size)),
)
q("the stall checklist - when did I last update that?", "named_file", file(f"{B}/Markets/stall checklist.txt"))
q(
    "Could you confirm where the Gift Aid claim for 2025-26 is kept?",
    "named_file",
    file(f"{VH}/Accounts/Gift Aid claim 2025-26.pdf"),
)
q("menu tasting notes", "named_file", file(f"{WD}/Menu tasting notes.txt"))
q(
    "Where is the passenger list from Dublin to Liverpool?",
    "named_file",
    file(f"{FH}/O'Donnell/Emigration/Passenger list - Dublin to Liverpool 1912.pdf"),
)
q("how big is the price list 2026 pdf", "named_file", answer(hs(by_path[f"{B}/Honey/price list 2026.pdf"].size)))
q(
    "How large is the Hall accounts 2026-27 spreadsheet?",
    "named_file",
    answer(hs(by_path[f"{VH}/Accounts/Hall accounts 2026-27.xlsx"].size)),
)
q("how big is my graduation video", "named_file", answer(hs(by_path["Videos/Claire graduation 2019.mp4"].size)))
q(
    "where's Sue's Asian hornet article for the newsletter?",
    "named_file",
    file(f"{NL}/Contributions/Sue Bell - Asian hornet update.docx"),
)
q(
    "Where is the letter Albert wrote to Edith from France in 1916?",
    "named_file",
    answer("Albert to Edith from France 1916"),
)
q(
    "Please advise the size of the hall insurance schedule for 2026-27.",
    "named_file",
    answer(hs(by_path[f"{VH}/Hall insurance schedule 2026-27.pdf"].size)),
)
q("when did I finish the October 2026 newsletter?", "named_file", answer("Newsletter October 2026"))
q(
    "Tell me about 'Hargreaves family outside the mill c1910.jpg'.",
    "named_file",
    answer(
        "Hargreaves family outside the mill c1910.jpg",
        hs(by_path[f"{FH}/Hargreaves/Photos/Hargreaves family outside the mill c1910.jpg"].size),
    ),
)
q(
    "hw big is invitation proof v2",
    "named_file",
    answer(hs(by_path[f"{WD}/Invitations/Invitation proof v2.pdf"].size)),
)
q("where did the BBKA hive record card go?", "named_file", file(f"{DL}/BBKA hive record card.pdf"))
q(
    "How big is John Pennington's will?",
    "named_file",
    answer(hs(by_path[f"{FH}/Pennington/Wills/Will of John Pennington 1920.pdf"].size)),
)
q(
    "Kindly locate the Charity Commission annual return.",
    "named_file",
    file(f"{VH}/Charity Commission annual return 2025-26.pdf"),
)
q(
    "Where is the medal index card for Albert Hargreaves?",
    "named_file",
    file(f"{FH}/Hargreaves/Military/Albert Hargreaves - medal index card.jpg"),
)

# ================================================================================================ dropped_words

q(
    "how much space are all my hive photos using? I do take far too many, Geoff says",
    "dropped_words",
    answer(size(hive_photos)),
)
harg_census = named(under(f"{FH}/Hargreaves"), "census")
q(
    "How many census returns have I scanned for the Hargreaves line?",
    "dropped_words",
    count(len(harg_census), len(named(vis, "census", "Hargreaves"))),
)
orchard_sheets = under(f"{INS}/Orchard apiary")
k_orchard = q(
    "Where are my inspection sheets for the Orchard apiary?",
    "dropped_words",
    files(orchard_sheets),
)
k_supp = q("can u find the supplier quotes", "dropped_words", files(under(f"{WD}/Suppliers")))
q("show me the honey labels", "dropped_words", files(labels))
k_penn_cert = q(
    "List the certificates for the Pennington side, please.",
    "dropped_words",
    files(under(f"{FH}/Pennington/Certificates")),
)
sheets = under(INS)
chalk = mentions("chalkbrood")
assert len(chalk) == 2 and all(e in sheets for e in chalk)
q(
    "which of my inspection sheets mention chalkbrood?",
    "dropped_words",
    files(chalk, absent=[e.name for e in ext(sheets, "csv") if e not in chalk]),
)
apig = mentions("Apiguard")
assert len(apig) == 3
q(
    "anything that mentions Apiguard?",
    "dropped_words",
    files(apig, absent=[e.name for e in ext(sheets, "csv") if e not in apig]),
)
q(
    "Where did I write down what I must look for at the archives?",
    "dropped_words",
    file(f"{FH}/to do at the archives.txt"),
)
nowhere("wasp")
q("photos of the wasp nest", "dropped_words", decline())
q("where are the wedding cake quotes", "dropped_words", file(f"{WD}/Suppliers/Cake quote - The Cake Loft.pdf"))
q("Show me the letters I have transcribed.", "dropped_words", files(named(fh_all, "transcription")))
k_etsy = q("where are the Etsy order exports?", "dropped_words", files(etsy_exports))
k_forms = q(
    "Could you kindly provide the hire booking forms currently on file?",
    "dropped_words",
    files(under(f"{VH}/Hire bookings/Booking forms")),
)
home_photos = under(f"{HP}/Home apiary")
q("how many photos have I got of the Home apiary hives?", "dropped_words", count(len(home_photos)))
q("Which files concern the O'Donnell family?", "dropped_words", files(under(f"{FH}/O'Donnell")))
k_bank = q("find the bank statements for the hall", "dropped_words", files(under(f"{VH}/Accounts/Bank statements")))
q(
    "where are the bits people have sent in for the newsletter, the contributions",
    "dropped_words",
    files(under(f"{NL}/Contributions")),
)
q("Show me the GEDCOM backups.", "dropped_words", files(under(f"{FH}/GEDCOM backups")))
q("What have I got on the Brierley family?", "dropped_words", files(under(f"{FH}/Brierley")))
q(
    "Show me the scanned old family photographs.",
    "dropped_words",
    files([e for e in fh_all if "/Photos/" in e.path]),
)
q("the price lists", "dropped_words", files(named(under(f"{B}/Honey"), "price list")))
q("any receipts for the wedding?", "dropped_words", files(named(under(WD), "receipt")))
q(
    "Which files mention the Todmorden library?",
    "dropped_words",
    files(mentions("Todmorden library")),
)
q(
    "Could you locate the invoices issued to the Pilates group?",
    "dropped_words",
    files(named(under(f"{VH}/Hire bookings/Invoices issued"), "Pilates")),
)
q("where do I keep the market takings?", "dropped_words", files(named(under(B), "market takings")))
nowhere("gravestone")
q("Photographs of gravestones, please.", "dropped_words", decline())
q("wheres the hen do stuff", "dropped_words", file(f"{WD}/Hen do ideas.docx"))
q("Show me the Irish census records.", "dropped_words", files(named(fh_all, "census (Ireland)")))
q("my treatment records", "dropped_words", files(named(under(B), "Treatment records")))
q("where r the invites", "dropped_words", files(named(under(f"{WD}/Invitations"), "Invitation proof")))
q(
    "how many Etsy listing photos have I got?",
    "dropped_words",
    count(len(under(f"{B}/Etsy/Listing photos"))),
)
nowhere("dog")
q("pics of the dog", "dropped_words", decline())
q(
    "Which files mention sticky toffee pudding?",
    "dropped_words",
    files(mentions("sticky toffee pudding")),
)
q(
    "where's the video of the swarm, the one in the plum tree?",
    "dropped_words",
    answer("swarm in the plum tree June 2025.mp4"),
)
nowhere("allotment")
q("show me the photos from the Allotment apiary", "dropped_words", decline())

# ================================================================================================ filler_dates

dl_2025 = aged(downloads, JAN26, JAN25)
k_dl2025 = q(
    "what have I still got in my Downloads from last year?",
    "filler_dates",
    files(dl_2025, absent=[e.name for e in downloads if e not in dl_2025]),
)
nov19 = [e for e in vis if e.age == "11-19"]
assert len(nov19) == 1
q("did I save anything on Nov 19?", "filler_dates", files(nov19))
q("show me everything I changed on the 19th of November", "filler_dates", files(nov19))
last3 = aged(vis, 0, D3)
k_last3 = q(
    "Which files have I changed in the last 3 days?",
    "filler_dates",
    files(last3, absent=[e.name for e in aged(vis, D3, WEEK)]),
)
wd_nov = aged(under(WD), 0, NOV1)
q(
    "any new stuff in the wedding folder this month",
    "filler_dates",
    files(wd_nov, absent=[e.name for e in under(WD) if e not in wd_nov and not e.name.startswith("IMG_")]),
)
sheets_sep = aged(ext(sheets, "csv"), 0, SEP1)
q(
    "which inspection sheets did I update since September?",
    "filler_dates",
    files(sheets_sep, absent=[e.name for e in ext(sheets, "csv") if e not in sheets_sep]),
)
q(
    "Show me any minutes from October.",
    "filler_dates",
    files(aged(minutes, NOV1, OCT1)),
)
dl_pdf_nov = aged(ext(downloads, "pdf"), 0, NOV1)
assert len(dl_pdf_nov) == 1
q("Which PDFs did I download this month?", "filler_dates", files(dl_pdf_nov))
q("stuff from the last fortnight", "filler_dates", files(aged(vis, 0, FORTNIGHT)))
bees_month = aged(under(B), 0, D30)
q(
    "what have I been doing in the Bees folder in the past month? just want to see what I changed",
    "filler_dates",
    files(bees_month),
)
q(
    "Which spreadsheets have I modified since the beginning of September?",
    "filler_dates",
    files(aged(ext(vis, "xlsx"), 0, SEP1)),
)
nl_nov = aged(named(vis, "newsletter"), 0, NOV1)
assert [e.name for e in nl_nov] == ["Newsletter November 2026.docx"]
q("are there any newsletters from this month?", "filler_dates", files(nl_nov))
dl_old = aged(downloads, YEAR)
k_dlold = q("anything in downloads older than a year", "filler_dates", files(dl_old))
bookings = under(f"{B}/Markets/Stall bookings")
q(
    "which of the stall bookings are still from last year?",
    "filler_dates",
    files(aged(bookings, JAN26, JAN25), absent=[e.name for e in aged(bookings, 0, JAN26)]),
)
q("any market bookings made in the last 2 weeks?", "filler_dates", files(aged(bookings, 0, FORTNIGHT)))
certs = [e for e in fh_all if "/Certificates/" in e.path]
q(
    "Which certificates have I scanned in the past three months?",
    "filler_dates",
    files(aged(certs, 0, M3), absent=[e.name for e in aged(certs, M3 + 20)]),
)
k_min_sep = q(
    "Could you please send me a list of any minutes produced since 1 September?",
    "filler_dates",
    files(aged(minutes, 0, SEP1)),
)
q(
    "the Etsy exports I downloaded this year",
    "filler_dates",
    files(aged(named(vis, "EtsySoldOrders"), 0, JAN26)),
)
q("what's changed in Family History in the last week", "filler_dates", files(aged(fh_all, 0, WEEK)))
q(
    "Any bank statements from the last 30 days?",
    "filler_dates",
    files(aged(under(f"{VH}/Accounts/Bank statements"), 0, D30)),
)
q("wedding stuff from october", "filler_dates", files(aged(under(WD), NOV1, OCT1)))
q(
    "have I done any new labels since June?",
    "filler_dates",
    files(aged(labels, 0, JUN1), absent=[e.name for e in aged(labels, JUN1)]),
)
nl_pdf_2026 = aged(ext(named(vis, "Newsletter "), "pdf"), 0, JAN26)
k_nl26 = q("can you show me this year's newsletter pdfs", "filler_dates", files(nl_pdf_2026))
q(
    "Which Word documents in the Village Hall folder are older than six months?",
    "filler_dates",
    files(aged(ext(under(VH), "docx"), M6), absent=[e.name for e in aged(ext(under(VH), "docx"), 0, M6 - 10)]),
)
q(
    "Has anything in the Hargreaves folder changed in the past 3 months?",
    "filler_dates",
    files(aged(under(f"{FH}/Hargreaves"), 0, M3)),
)

# ================================================================================================ filters

dup_photos = [e for g in DUPS if all(x.name.lower().endswith(".jpg") for x in g) for e in g]
assert len(dup_photos) == 2
q("any duplicate photos?", "filters", files(dup_photos))
big_dups = dup_members(lambda g: g[0].size > 100 * homes.MB)
q(
    "Are there any duplicate files larger than 100 MB?",
    "filters",
    files(big_dups, absent=[e.name for e in dup_members(lambda g: g[0].size <= 100 * homes.MB) if e.size > 0]),
)
k_dldup = q(
    "duplicates in downloads",
    "filters",
    files(dl_dups, absent=[e.name for g in DUPS if not any(x.path.startswith(DL + "/") for x in g) for e in g]),
)
nl_pdfs_only = ext(under(NL), "pdf")
within(nl_pdfs_only, 2 * homes.MB, 0.05)
q(
    "pdfs bigger than 2 MB in the newsletter folder",
    "filters",
    files(
        [e for e in nl_pdfs_only if e.size > 2 * homes.MB],
        absent=[e.name for e in nl_pdfs_only if e.size < 2 * homes.MB],
    ),
)
fh_jpg = ext(fh_all, "jpg")
within(fh_jpg, 1 * homes.MB, 0.1)
q(
    "Which JPEG files in Family History are smaller than 1 MB?",
    "filters",
    files([e for e in fh_jpg if e.size < 1 * homes.MB], absent=[e.name for e in fh_jpg if e.size > 1 * homes.MB]),
)
orch_may = aged(under(f"{HP}/Orchard apiary"), JUN1, MAY1)
q("photos from the Orchard apiary taken in May", "filters", files(orch_may))
within(videos, 1 * homes.GB)
k_bigvid = q(
    "videos over 1gb",
    "filters",
    files([e for e in videos if e.size > homes.GB], absent=[e.name for e in videos if e.size < homes.GB]),
)
within(mp3s, 5 * homes.MB, 0.02)
small_mp3 = [e for e in mp3s if e.size < 5 * homes.MB]
q(
    "List the mp3 files smaller than 5 MB.",
    "filters",
    files(small_mp3, absent=[e.name for e in mp3s if e.size > 5 * homes.MB]),
)
vh_pdf = ext(under(VH), "pdf")
q(
    "Could you list the Village Hall PDF documents produced this year?",
    "filters",
    files(aged(vh_pdf, 0, JAN26), absent=[e.name for e in aged(vh_pdf, JAN26 + 30)]),
)
q(
    "Show me the Word documents in the Hargreaves folder.",
    "filters",
    files(ext(under(f"{FH}/Hargreaves"), "docx")),
)
dup_pdfs = [e for g in DUPS if all(x.name.lower().endswith(".pdf") for x in g) for e in g]
q("duplicate pdfs", "filters", files(dup_pdfs, absent=[e.name for e in dup_members() if e not in dup_pdfs]))
fittings = under(f"{WD}/Dress fittings")
within(fittings, 3_500 * homes.KB, 0.03)
q(
    "photos bigger than 3.5mb in the wedding folder",
    "filters",
    files(
        [e for e in fittings if e.size > 3_500 * homes.KB],
        absent=[e.name for e in fittings if e.size < 3_500 * homes.KB],
    ),
)
bees_xlsx_3m = aged(bees_xlsx, 0, M3)
q(
    "spreadsheets in the Bees folder I changed in the last 3 months",
    "filters",
    files(bees_xlsx_3m, absent=[e.name for e in bees_xlsx if e not in bees_xlsx_3m]),
)
smallest_gap(fittings, 3)
top3 = biggest(fittings, 3)
q(
    "biggest 3 photos in the dress fittings folder",
    "filters",
    files(top3, absent=[e.name for e in fittings if e not in top3]),
)
hp_2025 = aged(hive_photos, JAN26, JAN25)
assert all("/2025-" in e.path for e in hp_2025) and len(hp_2025) == len([e for e in hive_photos if "/2025-" in e.path])
q("how much space do the hive photos from 2025 take up?", "filters", answer(size(hp_2025)))
dl_pdf = ext(downloads, "pdf")
within(dl_pdf, 1 * homes.MB)
q(
    "PDFs in Downloads larger than 1 MB",
    "filters",
    files([e for e in dl_pdf if e.size > homes.MB], absent=[e.name for e in dl_pdf if e.size < homes.MB]),
)
within(zips, 50 * homes.MB)
q(
    "any zip files in downloads bigger than 50 mb",
    "filters",
    files([e for e in zips if e.size > 50 * homes.MB], absent=[e.name for e in zips if e.size < 50 * homes.MB]),
)
q(
    "Please list the spreadsheets in the Village Hall accounts folder.",
    "filters",
    files(ext(under(f"{VH}/Accounts"), "xlsx")),
)
fh_dups = [e for e in fh_all if any(e in g for g in DUPS)]
q(
    "Are there duplicates of anything in the Family History folder?",
    "filters",
    files(fh_dups, absent=[e.name for g in DUPS if not any(x.path.startswith(FH + "/") for x in g) for e in g]),
)
cl_june = aged(under(f"{HP}/Church Lane apiary"), 0, JUN1)
cl_june = [e for e in cl_june if "/2026-06-" in e.path]
q("photos from the Church Lane apiary in June", "filters", files(cl_june))
q(
    "Which photos of the Home apiary did I take in the last 3 months?",
    "filters",
    files(aged(home_photos, 0, M3), absent=[e.name for e in aged(home_photos, M3 + 10)]),
)

# ================================================================================================ decline

q("whats on the usb stick", "decline", decline())
q("What is in /var/log?", "decline", decline())
q("Où sont les photos de mes ruches ?", "decline", decline())
c1911 = named(vis, "1911 census", "Hargreaves")
q(
    "What occupation is recorded for Albert Hargreaves on the 1911 census?",
    "decline",
    decline(*names(c1911)),
)
q(
    "how many pages is the November newsletter?",
    "decline",
    decline("Newsletter November 2026.docx", "Newsletter November 2025.docx", "Newsletter November 2025.pdf"),
)
q("whats on my phone", "decline", decline())
q(
    "Could you please forward the hall accounts to the independent examiner by email?",
    "decline",
    decline(*names(named(vis, "Hall accounts")), *names(named(vis, "examiner"))),
)
q("Show me the files on the D: drive.", "decline", decline())
q(
    "what did Derek say in his swarm article? I need to cut it down a bit",
    "decline",
    decline("Derek Holt - swarm season tips.docx"),
)
q(
    "How many people are on the guest list spreadsheet?",
    "decline",
    decline("Guest list.xlsx"),
)
q("whats in my google drive", "decline", decline())
q("List the contents of /home/claire/Documents.", "decline", decline())
q(
    "What is the current balance of the village hall bank account?",
    "decline",
    decline(*names(under(f"{VH}/Accounts"))),
)
q(
    "translate the menu tasting notes into french",
    "decline",
    decline("Menu tasting notes.txt"),
)
q("What's in the Dropbox folder?", "decline", decline())
q(
    "what's the weather going to be like on Saturday? I want to do a last inspection at Church Lane",
    "decline",
    decline(),
)
nowhere("canada")
q("Which of my relatives emigrated to Canada?", "decline", decline())
q(
    "Please confirm how many bookings the hall has for December.",
    "decline",
    decline(*names(under(f"{VH}/Hire bookings"))),
)
q("Wer ist Albert Hargreaves?", "decline", decline(*names(named(vis, "Albert"))))
q(
    "how much did the florist quote come to",
    "decline",
    decline("Florist quote - Petals & Stems.pdf"),
)

# ================================================================================================ actions

q(
    "delete GIMP-2.10.38-setup.exe please, I never use it",
    "actions",
    plan([by_path[f"{DL}/GIMP-2.10.38-setup.exe"]]),
)
q("can u delete all the .exe files in my downloads", "actions", plan(exes))
q(
    "Move everything in Downloads that is older than a year into a folder called Old downloads.",
    "actions",
    plan(dl_old),
)
q(
    "delete the price list",
    "actions",
    decline(*names(named(vis, "price list")), *names(named(vis, "prices")), "Hire charges 2026.pdf"),
)
so_far = named(mp3s, "So Far Away")
assert len(so_far) == 2
q("get rid of So Far Away, I never liked it", "actions", decline(*names(so_far)))
q("Delete /etc/hosts.", "actions", decline())
q(
    "Move the 1911 census returns to /media/geoffrey/USB.",
    "actions",
    decline(*names(named(vis, "1911 census"))),
)
q("can you clean up my Downloads, it's an absolute mess", "actions", proposal(dl_cands))
q("help me free up some space on mum's computer", "actions", proposal(space_cands))
q("delete the empty file in Downloads", "actions", plan(empty))
q(
    "rename Seating plan draft.xlsx to Seating plan v3.xlsx",
    "actions",
    plan([by_path[f"{WD}/Seating plan draft.xlsx"]]),
)
q("Move scan0003.pdf into the Family History folder.", "actions", plan([by_path[f"{DL}/scan0003.pdf"]]))
q("delete the zip files in Downloads", "actions", plan(zips))
q("Delete the unfinished download.", "actions", plan(partial))
q(
    "Please move 'hall hire agreement signed - Jenkins.pdf' into the Village Hall hire bookings folder.",
    "actions",
    plan([by_path[f"{DL}/hall hire agreement signed - Jenkins.pdf"]]),
)
q("delete the screenshots", "actions", plan(under("Pictures/Screenshots")))
q("Remove C:\\Windows\\System32", "actions", decline())
q(
    "delete the copy of Calder Barn venue contract.pdf thats in downloads",
    "actions",
    plan([by_path[f"{DL}/Calder Barn venue contract.pdf"]]),
)
q("Delete the minutes.", "actions", decline(*names(minutes)))
q("Delete the GEDCOM backups.", "actions", plan(under(f"{FH}/GEDCOM backups")))
q("delete Thunderbird Setup 128.3.1.exe", "actions", plan([by_path[f"{DL}/Thunderbird Setup 128.3.1.exe"]]))
q("Delete everything in /tmp.", "actions", decline())
q(
    "Copy 'Hargreaves family tree.ged' to the Desktop.",
    "actions",
    plan([by_path[f"{FH}/Hargreaves family tree.ged"]]),
)
q(
    "Delete the older of the two GEDCOM backups.",
    "actions",
    plan([oldest(under(f"{FH}/GEDCOM backups"))], or_decline=True),
)
q(
    "move Sue's hornet photo off the desktop into the newsletter contributions folder",
    "actions",
    plan([by_path["Desktop/Sue's hornet photo.jpg"]]),
)

# ================================================================================================ followup

etsy_big = biggest(etsy_exports)[0]
q("which one is the biggest?", "followup", file(etsy_big.path), follows=k_etsy)
q("how much space do they take?", "followup", answer(size(videos)), follows=k_videos)
dl_old_names = names(dl_old)
q("delete them", "followup", decline(*dl_old_names), follows=k_dlold)
q("delete all of them", "followup", plan(dl_old), follows=k_dlold)
q("sort them by size", "followup", files(installers), follows=k_inst)
q("which is the oldest?", "followup", file(oldest(installers).path), follows=k_inst)
q(
    "And the Hargreaves ones?",
    "followup",
    files(under(f"{FH}/Hargreaves/Certificates"), absent=names(under(f"{FH}/Pennington/Certificates"))),
    follows=k_penn_cert,
)
nl_pdf_2025 = aged(ext(named(vis, "Newsletter "), "pdf"), JAN26, JAN25)
q("what about last year?", "followup", files(nl_pdf_2025, absent=names(nl_pdf_2026)), follows=k_nl26)
q("Which of those is the largest?", "followup", file(biggest(last3)[0].path), follows=k_last3)
big_vids = [e for e in videos if e.size > homes.GB]
q("which one is older", "followup", file(oldest(big_vids).path), follows=k_bigvid)
q("how much space do they take up", "followup", answer(size(under(f"{WD}/Suppliers"))), follows=k_supp)
whit_pdf = ext(under(WHIT), "pdf")
q(
    "Only the PDFs, please.",
    "followup",
    files(whit_pdf, absent=names(ext(under(WHIT), "jpg"))),
    follows=k_whit,
)
q(
    "Which of these is the most recent?",
    "followup",
    file(newest(under(f"{VH}/Accounts/Bank statements")).path),
    follows=k_bank,
)
q("how big are they all together", "followup", answer(size(under(KATE))), follows=k_kate)
q(
    "delete them",
    "followup",
    decline(*names(dl_dups), *names([e for g in DUPS for e in g if any(x in dl_dups for x in g)])),
    follows=k_dldup,
)
q("move those to an Archive folder", "followup", plan(dl_2025), follows=k_dl2025)
q(
    "and the Church Lane ones?",
    "followup",
    files(under(f"{INS}/Church Lane apiary"), absent=names(orchard_sheets)),
    follows=k_orchard,
)
q("how big is it", "followup", answer(hs(by_path[f"{WD}/Calder Barn venue contract.pdf"].size)), follows=k_venue)
q("Which is the largest?", "followup", file(biggest(under(DS))[0].path), follows=k_ds)
q("How much space do they occupy?", "followup", answer(size(aged(minutes, 0, SEP1))), follows=k_min_sep)
forms = under(f"{VH}/Hire bookings/Booking forms")
q(
    "Which of those are from this year?",
    "followup",
    files(aged(forms, 0, JAN26), absent=names(aged(forms, JAN26))),
    follows=k_forms,
)
q(
    "Just the letters.",
    "followup",
    files(under(f"{FH}/Hargreaves/Letters"), absent=names(under(f"{FH}/Hargreaves/Census"))),
    follows=k_harg,
)
q("which did I change most recently?", "followup", file(newest(bees_xlsx).path), follows=k_bees_xlsx)

# ================================================================================================ counts

q("How many files do we have altogether?", "counts", count(len(vis), len(es)))
assert abs(total(es) - total(vis)) < 0.005 * total(vis)
q("how much space are all our files using?", "counts", answer(size(vis)))
n_jpg = len(photos(vis))
n_png = len(ext(vis, "png"))
n_fh_jpg = len(photos(fh_all))
q(
    "how many photos r on here",
    "counts",
    count(n_jpg, n_jpg + n_png, n_jpg - n_fh_jpg, n_jpg + n_png - len(ext(under("Pictures/Screenshots"), "png"))),
)
q("How many files are in the Bees folder?", "counts", count(len(under(B)), len(under(B, visible=False))))
q("how many mp3s have we got?", "counts", count(len(mp3s)))
vh = under(VH)
q(
    "How many documents are held in the Village Hall folder?",
    "counts",
    count(len(vh), len(ext(vh, "pdf", "docx", "txt")), len(ext(vh, "pdf", "docx"))),
)
q(
    "How many census records have I got across all the families?",
    "counts",
    count(len(census), len(named(vis, "census"))),
)
hp_2026 = aged(hive_photos, 0, JAN26)
q("how many hive photos did I take this year?", "counts", count(len(hp_2026)))
q("how many files in downlaods", "counts", count(len(downloads)))
q(
    "How much space does Family History take up, and how many files is that?",
    "counts",
    answer(size(fh_all), str(len(fh_all))),
)
q("how many hidden files are there?", "counts", count(len(es) - len(vis)))

# ------------------------------------------------------------------------------------------------ checks, output

ids = [d["id"] for d in Q]
assert len(ids) == len(set(ids))
by_cls = Counter(d["class"] for d in Q)
assert len(Q) >= 200, len(Q)
for d in Q:
    ex = d["expect"]
    for key in ("paths", "files", "candidates"):
        for p in ex.get(key, []):
            assert p in by_path, p
    if ex["kind"] == "file":
        assert ex["path"] in by_path
    if ex["kind"] == "decline":
        all_names = {e.name for e in es}
        assert set(ex.get("allow", [])) <= all_names, set(ex.get("allow", [])) - all_names
    if d.get("follows") and ex["kind"] == "files":
        assert len(ex["paths"]) <= 15, d["id"]  # in chat every name must be in the text

out = Path(__file__).with_name("heldout_ad.jsonl")
with open(out, "w", encoding="utf-8") as fh:
    for d in Q:
        fh.write(json.dumps(d, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    print(f"{len(Q)} questions -> {out.name}")
    for k, v in by_cls.items():
        print(f"  {k}: {v}")
