"""Writes heldout_u.jsonl: a held-out set U, over the "electrician" home (homes_electrician.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_u.py      # rewrites bench/eval/heldout_u.jsonl
    python bench/eval/run_heldout.py --set heldout_u.jsonl

The home: the Okonkwo-Barnes family's shared computer. Dave, a self-employed electrician ("DOB Electrical"): jobs by
year as "YYYY-MM-DD - Customer - work" folders (a notes.txt in each, a materials.xlsx, and for the jobs since
September the photos copied from his phone and a copy of the EIC), numbered certificates (Certificates/EICR, EIC,
Minor Works: "EICR-2026-118.pdf", a few ".PDF"), numbered quotes and invoices (.xlsx until June 2026, .pdf since),
supplier invoices and statements (CEF, Screwfix, Rexel), Tax/<tax year> with monthly CIS statements, the van (lease,
insurance), NICEIC papers, tool manuals, scanned receipts SCAN0001.PDF …, and his phone's photos (IMG_3801.HEIC …,
some .JPG). Helen, a primary head teacher: School/ (SIP, SEF, Governors by term with packs, head's reports and
minutes, Ofsted prep, staff meeting minutes, Policies/<academic year> with the same names each year, letters to
parents, budget, assemblies), NPQH/ (her course), holiday photos by trip (IMG_YYYYMMDD_HHMMSS.jpg). Maya, 15, a
swimmer: meet results (.pdf and .csv), monthly training logs, PBs.xlsx, race videos, GCSE revision by subject. Zoe,
15, an artist: .procreate and .psd work in progress, big PNG exports, Commissions by client, brushes, a backup of a
PSD, YouTube shorts (.mp4) with DaVinci Resolve projects (.drp), raw footage (.MOV) and thumbnails, GCSE coursework.
Documents/Household, Videos/Family, Downloads (installers, zips, an unfinished .crdownload, "(1)" copies and exact
copies of files elsewhere, "image (1).png" that is no copy), Desktop clutter (an empty "New Text Document.txt"),
hidden dotfiles, a LibreOffice lock file, .cache and .mozilla caches. Welsh and Igbo names ("Siân Llewellyn",
"Chukwuemeka", "Ystradgynlais", "Llanelli"), spaces, "&", apostrophes, upper-case extensions, two empty files (the
other one is "new letter.docx" among the letters to parents).

Voices: Dave (blunt, on his phone: no punctuation, lowercase, trade words "EICRs", "certs", "the Brennan job", "CU
change", a few typos: "wheres", "manuel", "recipts"), Helen (formal, long sentences, school acronyms "SIP", "SEF",
"IDSR", "the governors pack"), Maya (sporty: "PBs", "meet results", "my races"), Zoe (lowercase, art and YouTube
slang: "my procreate stuff", "my shorts", "comms", "psds"); terse keyword queries and long rambling ones.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was written
(2026-11-24, a Tuesday, "asof"): "last 2 days"/"48 hours" = 2 days, "past 3 days" = 3 days, "last week"/"past 7 days"
= 7 days, "last 10 days" = 10 days, "last fortnight"/"two weeks" = 14 days, "last 30 days"/"past month" = 30 days,
"this month"/"November"/"since the 1st of November" = November 2026, "October" = October 2026, "since September" =
from 2026-09-01, "since April" = from 2026-04-01, "back in March" = March 2026, "last 3 months"/"over 3 months" = 91
days, "older than 6 months" = 182 days, "this year"/"this yr"/"2026" = 2026, "this year and last" = 2025 and 2026,
"from 2024" = 2024, "older than a year" = 365 days, "2025"/"last year" = 2025, "older than 2 years" = 730 days, "Nov
19"/"the 19th of November" = 2026-11-19 (only month-day anchors are dated that day; nothing else visible is within a
day of it). Words that depend on the clock time or the first day of the week ("today", "yesterday", "this week") are
not used; school terms, seasons, tax years and academic years are only ever folders' names here ("the summer term" is
Governors/Summer 2026, "this summer" is the Ystradgynlais trip), never a date range an answer depends on. The
generator keeps visible files clear of these boundaries (homes_electrician.BAD_WINDOWS). "Visible" files leave out
hidden files and noise folders (.cache, .mozilla, .config, .local, dotfiles, the LibreOffice lock file); where a
question could fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal
(homes.human). Photos are the .HEIC/.JPG/.jpg camera files; Zoe's .png exports are images, not photos, and no photo
question depends on them. Actions are asked without confirmation: the expectation is the exact plan (nothing may
change on disk); or_decline only where a clarifying question is as right as the plan (a part of a name that fits one
file or folder). "delete them" after a list of several files must ask; "clean up"/"free up space" is a proposal; a
part of a name that fits several files, a path outside the home or a system path, or a drive that is not indexed, is
declined.
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
H = "electrician"
DOB = "DOB Electrical"
PH = "Pictures/Dave's phone"
SW = "Maya/Swimming"
ART = "Zoe/Art"
YT = "Zoe/YouTube"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"u{_n[0]:03d}"
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


def hsize(n: int) -> str:
    """human(n), asserting that n is not on a rounding half of its unit (where 2.25 MB could be shown as 2.2 or
    2.3 and the scorer's tolerance would not cover both)."""
    x = float(n)
    while abs(x) >= 1000:
        x /= 1000
    frac = x * 10 - int(x * 10)
    assert n < 1000 or x >= 5.1 or not 0.45 < frac < 0.55, (n, human(n))
    return human(n)


def size(pool) -> str:
    return hsize(total(pool))


def over(pool, n: int):
    """The files bigger than n bytes; none may sit within 3% of n (where "over 2GB" could fairly go either way)."""
    near = [e.path for e in pool if 0.97 * n <= e.size <= 1.03 * n]
    assert not near, (n, near)
    return [e for e in pool if e.size > n]


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


def names(pool):
    return sorted({e.name for e in pool})


def the(name: str, prefix: str = ""):
    """The one visible file called `name` (under `prefix`)."""
    m = [e for e in vis if e.name == name and e.path.startswith(prefix)]
    assert len(m) == 1, (name, prefix, [e.path for e in m])
    return m[0]


# boundaries (ages in days as of 2026-11-24), each inside a window homes_electrician.BAD_WINDOWS keeps clear
D2, D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 3.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, APR1, MAR1, JAN26, JAN25 = 23.5, 54.5, 84.5, 115.5, 237.5, 268.5, 327.5, 692.5

# --------------------------------------------------------------------------- pools

PHONE = under(PH)
JOBS = under(f"{DOB}/Jobs")
CERTS = under(f"{DOB}/Certificates")
EICR = under(f"{DOB}/Certificates/EICR")
QUOTES = under(f"{DOB}/Quotes")
INVOICES = under(f"{DOB}/Invoices")
CEF = under(f"{DOB}/Suppliers/CEF")
SCREWFIX = under(f"{DOB}/Suppliers/Screwfix")
REXEL = under(f"{DOB}/Suppliers/Rexel")
RECEIPTS = under(f"{DOB}/Scanned receipts")
MANUALS = under(f"{DOB}/Manuals")
VAN = under(f"{DOB}/Van")
NICEIC = under(f"{DOB}/NICEIC")
SCHOOL = under("School")
GOV = under("School/Governors")
PACKS = named(GOV, "Governors pack")
MINUTES = under("School/Staff meetings")
LETTERS = under("School/Letters to parents")
POL27 = under("School/Policies/2026-27")
POL26 = under("School/Policies/2025-26")
OFSTED = under("School/Ofsted")
MEETS = under(f"{SW}/Meet results")
RACES = under(f"{SW}/Race videos")
LOGS = under(f"{SW}/Training logs")
REVISION = under("Maya/GCSE revision")
WIP = under(f"{ART}/WIP")
EXPORTS = under(f"{ART}/Exports")
COMMS = under(f"{ART}/Commissions")
SHORTS = under(f"{YT}/Shorts")
RAW = under(f"{YT}/Raw footage")
THUMBS = under(f"{YT}/Thumbnails")
DL = under("Downloads")
DESK = under("Desktop")
PROCREATE = ext(vis, "procreate")
PSD = ext(vis, "psd")
VIDEOS = ext(vis, "mp4", "mov")
PHOTOS = ext(vis, "heic", "jpg")

dup_groups: dict[str, list] = defaultdict(list)
for e in es:
    if e.dup:
        dup_groups[e.dup].append(e)
DUPS = [e for g in dup_groups.values() for e in g]
assert all(not e.hidden_or_noise for e in DUPS)

# =========================================================================== plain

q("whats taking up all the space on here", "plain", answer("Zoe"))
q(
    "How much space does the School folder take up altogether? I suspect it has grown a great deal.",
    "plain",
    answer(size(SCHOOL)),
)
q("how big is my swimming folder", "plain", answer(size(under(SW))))
q("how much space does my youtube stuff take up", "plain", answer(size(under(YT))))
q("biggest files on here", "plain", files(biggest(vis, 3)))
q("whats the biggest video we've got", "plain", file(biggest(VIDEOS)[0].path))
q("find the brennan invoice", "plain", file(the("INV-2026-049 Brennan.pdf").path))
q("show me my psds", "plain", files(PSD))
q("van insurance", "plain", files(named(VAN, "Van insurance")))
q(
    "Where have I saved my NPQH case study drafts? I need the latest one for my coach.",
    "plain",
    files(named(under("NPQH"), "Case study")),
)
q("newest files in DOB Electrical", "plain", file(newest(under(DOB)).path))
q(
    "Which is the most recent governors pack? I need to check what went out to the governors.",
    "plain",
    file(newest(PACKS).path),
)
q("whats my biggest race video", "plain", file(biggest(RACES)[0].path))
q("largest procreate file", "plain", file(biggest(PROCREATE)[0].path))
q("what's in my downloads", "plain", files(DL))
q("list my eicrs", "plain", files(EICR))
q("Show me the SEF documents, please.", "plain", files(under("School/SEF")))
q("how big is the holidays folder", "plain", answer(size(under("Pictures/Holidays"))))
q("how much space do the manuals take up", "plain", answer(size(MANUALS)))
q("how big is my commissions folder", "plain", answer(size(COMMS)))
q("Could you list the staff meeting minutes for me?", "plain", files(MINUTES))
q("show me my training logs", "plain", files(LOGS))
q("tax stuff for 2024-25", "plain", files(under(f"{DOB}/Tax/2024-25")))
q("largest files in downloads", "plain", files(biggest(DL, 3)))
q("How large is the NPQH folder?", "plain", answer(size(under("NPQH"))))
q("whats the oldest thing in my exports", "plain", file(oldest(EXPORTS).path))
q("niceic docs", "plain", files(NICEIC))
q("what pdfs are on the desktop", "plain", files(ext(DESK, "pdf")))
q("where is all my gcse revision", "plain", files(REVISION))
q("how big is dave's phone folder", "plain", answer(size(PHONE)))
q("whats the biggest file in zoe's folder", "plain", file(biggest(under("Zoe"))[0].path))

# =========================================================================== named_file

q("how big is EICR-2026-118", "named_file", answer(hsize(the("EICR-2026-118.pdf").size)))
q("wheres eicr-2026-118.pdf", "named_file", file(the("EICR-2026-118.pdf").path))
q("how big is the davinci zip", "named_file", answer(hsize(the("DaVinci_Resolve_19.1_Windows.zip").size)))
q(
    "How large is the SIP 2026-27 FINAL pdf? I would like to email it to the chair of governors.",
    "named_file",
    answer(hsize(the("SIP 2026-27 FINAL.pdf", "School/").size)),
)
q("wheres the ford transit lease agreement", "named_file", file(the("Ford Transit Custom lease agreement.pdf").path))
q("where's PBs.xlsx", "named_file", file(one(f"{SW}/PBs.xlsx")))
q("how big is album cover v3.psd", "named_file", answer(hsize(the("album cover v3.psd", f"{ART}/WIP/").size)))
q("find Q-2026-054", "named_file", file(the("Q-2026-054 Brennan rewire.pdf").path))
q(
    "Where is my headteacher's report to governors for the autumn 2026 meeting?",
    "named_file",
    file(the("Headteacher's report to governors - autumn 2026.docx").path),
)
q("How big is the IDSR?", "named_file", answer(hsize(the("IDSR 2026.pdf").size)))
q(
    "where are the welsh winter open results",
    "named_file",
    files(named(MEETS, "Welsh Winter Open")),
)
q("how big is component 1 portfolio", "named_file", answer(hsize(the("Component 1 portfolio.pdf").size)))
q("cis340 guide size", "named_file", answer(hsize(the("CIS340 - Construction Industry Scheme guide.pdf").size)))
q("where's the twins birth certificates", "named_file", file(the("Twins birth certificates.pdf").path))
q(
    "Where did I save the Ofsted prep evidence checklist?",
    "named_file",
    file(the("Ofsted prep - evidence checklist.xlsx").path),
)
q("how big is Twins 15th birthday.mp4", "named_file", answer(hsize(the("Twins 15th birthday.mp4").size)))
q("wheres commission queue.txt", "named_file", file(the("commission queue.txt").path))
q(
    "how big is the blender download",
    "named_file",
    answer(hsize(the("blender-4.2.3-windows-x64.zip.crdownload").size)),
)
q("where's my revision timetable", "named_file", file(the("Revision timetable.xlsx").path))
q(
    "What size is the Remembrance assembly presentation?",
    "named_file",
    answer(hsize(the("Remembrance assembly 2026.pptx").size)),
)
q("public liability insurance where is it", "named_file", file(the("Public liability insurance 2026-27.pdf").path))
q(
    "how big is the video of grandma ngozi's house",
    "named_file",
    answer(hsize(the("Enugu 2025 - Grandma Ngozi's house.MOV").size)),
)
q("how big is the ember oc ref sheet png", "named_file", answer(hsize(the("ember OC ref sheet.png").size)))
q(
    "the ystradgynlais rfc floodlights quote",
    "named_file",
    file(the("Q-2026-046 Ystradgynlais RFC floodlights.xlsx").path),
)
q("where is Q-2026-061", "named_file", file(the("Q-2026-061 Gwynfor Jenkins solar battery.pdf").path))
q("how big is the sian llewellyn invoice", "named_file", answer(hsize(the("INV-2026-035 Siân Llewellyn.xlsx").size)))
q(
    "In which folder did I put the Safeguarding audit 2026?",
    "named_file",
    answer("Safeguarding audit 2026", "Ofsted"),
)

# =========================================================================== dropped_words

q("how much space do my eicrs take up", "dropped_words", answer(size(EICR)))
n_copies = len([e for e in es if e.dup and e.dup.startswith("cert:")]) - len(
    [e for e in CERTS if e.dup and e.dup.startswith("cert:")]
)
q("how many certs have i got", "dropped_words", count(len(CERTS), len(CERTS) + n_copies))
q("how much space do my meet results take", "dropped_words", answer(size(MEETS)))
q("how much room are my races taking up", "dropped_words", answer(size(RACES)))
q("how much space does my procreate stuff take", "dropped_words", answer(size(PROCREATE)))
q("show me my comms", "dropped_words", files(COMMS))
q(
    "whats in the brennan job folder",
    "dropped_words",
    files(under(f"{DOB}/Jobs/2026/2026-10-03 - Brennan - rewire")),
)
q(
    "cef invoices",
    "dropped_words",
    files(named(CEF, "CEF invoice"), absent=[named(CEF, "statement")[0].name]),
)
q("van docs", "dropped_words", files(VAN))
q("my tool manuels", "dropped_words", files(MANUALS))
q(
    "Could you show me the governors' reports I have written this year and last?",
    "dropped_words",
    files(named(GOV, "Headteacher's report")),
)
q(
    "Please find the governors pack for the summer term.",
    "dropped_words",
    file(the("Governors pack - FGB 2026-06-23.pdf").path),
)
q("how many scanned recipts have i got", "dropped_words", count(len(RECEIPTS)))
q("photos of the fuse board", "dropped_words", decline())
q("show me zoe's anime drawings", "dropped_words", decline())
q("the hendricks job", "dropped_words", decline())
q("my relay videos", "dropped_words", decline())
q("Where are the Estyn documents kept?", "dropped_words", decline())
q("my cis statements for 2025-26", "dropped_words", files(under(f"{DOB}/Tax/2025-26/CIS statements")))
q(
    "Show me all of the deep dive presentations, please.",
    "dropped_words",
    files(ext(named(OFSTED, "Deep dive"), "pptx"), absent=["Ofsted prep - deep dive questions.docx"]),
)
q("show me my PBs", "dropped_words", file(one(f"{SW}/PBs.xlsx")))
q("my brushes", "dropped_words", files(under(f"{ART}/Brushes")))
q("Could you list the NPQH readings?", "dropped_words", files(under("NPQH/Readings")))
q(
    "my thumbnails",
    "dropped_words",
    files(THUMBS),
)
q("how big is my raw footage", "dropped_words", answer(size(RAW)))
q("my csv results", "dropped_words", files(ext(MEETS, "csv")))
q(
    "Could you find the Christmas fair letter that went home last week?",
    "dropped_words",
    file(the("2026-11-19 Christmas fair.docx").path),
)
q("rexel", "dropped_words", files(REXEL))
q("how many sketchbook pages have i scanned", "dropped_words", count(len(named(vis, "Sketchbook p"))))
q(
    "Where are the holiday photos from Tenby?",
    "dropped_words",
    files(under("Pictures/Holidays/2026-04 Tenby")),
)
q(
    "photos from the powell job",
    "dropped_words",
    files(ext(under(f"{DOB}/Jobs/2026/2026-11-12 - Powell - EICR"), "heic")),
)
q("qualifying times", "dropped_words", file(one(f"{SW}/Qualifying times 2027.pdf")))
q("how many materials lists are there", "dropped_words", count(len(named(JOBS, "materials"))))
q("show me my project files for the shorts", "dropped_words", files(under(f"{YT}/Project files")))
q("the chukwuemeka job", "dropped_words", files(under(f"{DOB}/Jobs/2026/2026-03-10 - Chukwuemeka Nwosu - EV charger")))

# =========================================================================== filler_dates

NOV19 = [e for e in vis if e.age == "11-19"]
q("what did i do on nov 19", "filler_dates", files(NOV19))
q(
    "Which school documents did I change on the 19th of November?",
    "filler_dates",
    files([e for e in NOV19 if e.path.startswith("School/")]),
)
q("any eicrs in the last fortnight", "filler_dates", files(aged(EICR, 0, FORTNIGHT)))
q(
    "have i sent any invoices since the start of october",
    "filler_dates",
    files(aged(INVOICES, 0, OCT1)),
)
q("what have i exported in the last 10 days", "filler_dates", files(aged(EXPORTS, 0, D10)))
q("any meet results this year", "filler_dates", files(aged(MEETS, 0, JAN26)))
q(
    "Which letters to parents went out in October?",
    "filler_dates",
    files([e for e in aged(LETTERS, NOV1, OCT1) if e.size]),
)
q("quotes i did in october", "filler_dates", files(aged(QUOTES, NOV1, OCT1)))
q("photos on my phone from the last 30 days", "filler_dates", files(aged(PHONE, 0, D30)))
q("training logs older than a year", "filler_dates", files(aged(LOGS, YEAR)))
q("shorts i made since september", "filler_dates", files(aged(SHORTS, 0, SEP1)))
q(
    "Please list anything in the Ofsted folder that I have changed in the past month.",
    "filler_dates",
    files(aged(OFSTED, 0, D30)),
)
q("screwfix orders from the last 3 months", "filler_dates", files(aged(SCREWFIX, 0, M3)))
q(
    "Have I got anything in the SIP folder from this month?",
    "filler_dates",
    files(aged(under("School/SIP"), 0, NOV1)),
)
q("any psds i havent touched in over 3 months", "filler_dates", files(aged(PSD, M3)))
q("invoices from 2025", "filler_dates", files(aged(INVOICES, JAN26, JAN25)))
q(
    "Which staff meeting minutes are from November?",
    "filler_dates",
    files(aged(MINUTES, 0, NOV1)),
)
q("anything new in downloads in the last 2 weeks", "filler_dates", files(aged(DL, 0, FORTNIGHT)))
q("any raw footage from october", "filler_dates", files(aged(RAW, NOV1, OCT1)))
q("eicrs i did back in march", "filler_dates", files(aged(EICR, APR1, MAR1)))
q("files i changed in the last 48 hours", "filler_dates", files(aged(vis, 0, D2)))
q("stuff i made in procreate since the start of september", "filler_dates", files(aged(PROCREATE, 0, SEP1)))
q("cis statements since april", "filler_dates", files(aged(named(vis, "CIS statement"), 0, APR1)))
q(
    "Are there any governors packs from this year?",
    "filler_dates",
    files([e for e in aged(PACKS, 0, JAN26)]),
)
q(
    "anything i changed in my revision folder in the last 2 weeks",
    "filler_dates",
    files(aged(REVISION, 0, FORTNIGHT)),
)
q(
    "have i still got the van lease agreement from 2024",
    "filler_dates",
    file(the("Ford Transit Custom lease agreement.pdf").path),
)
q(
    "whats changed in the jobs folder since the 1st of november",
    "filler_dates",
    files(aged(JOBS, 0, NOV1)),
)
q("phone pics older than 6 months", "filler_dates", count(len(aged(PHONE, M6))))
q(
    "I haven't looked at the NPQH readings in ages; which of them are older than a year?",
    "filler_dates",
    files(aged(under("NPQH/Readings"), YEAR)),
)
q("any quotes still sitting there from the last 30 days", "filler_dates", files(aged(QUOTES, 0, D30)))

# =========================================================================== filters

big_dups = over(DUPS, 100_000_000)
q("duplicates bigger than 100 MB", "filters", files(big_dups))
dup_photos = [e for e in DUPS if e.name.lower().endswith((".heic", ".jpg"))]
q("duplicate photos", "filters", files(dup_photos))
q("duplicates in downloads", "filters", files([e for e in DL if e.dup]))
q("pdfs over 5MB in the school folder", "filters", files(over(ext(SCHOOL, "pdf"), 5_000_000)))
q("psd files over 500 MB", "filters", files(over(PSD, 500_000_000)))
q("how many heic photos are older than a year", "filters", count(len(aged(ext(vis, "heic"), YEAR))))
q(
    "xlsx files in dob electrical changed this month",
    "filters",
    files(aged(ext(under(DOB), "xlsx"), 0, NOV1)),
)
q("pngs bigger than 30MB", "filters", files(over(ext(vis, "png"), 30_000_000)))
q(
    "Which Word documents in the School folder have I changed in the last fortnight?",
    "filters",
    files(aged(ext(SCHOOL, "docx"), 0, FORTNIGHT)),
)
q("pdfs in downloads older than a year", "filters", files(aged(ext(DL, "pdf"), YEAR)))
q("installers in downloads", "filters", files(ext(DL, "exe", "msi")))
q("duplicate pdfs", "filters", files([e for e in DUPS if e.name.lower().endswith(".pdf")]))
q(
    "mp4s over 500MB in my swimming folder",
    "filters",
    files(
        over(ext(under(SW), "mp4"), 500_000_000),
        absent=[e.name for e in ext(under(SW), "mov")],
    ),
)
q(
    "jpgs in my coursework bigger than 6.5MB",
    "filters",
    files(over(ext(under("Zoe/GCSE coursework"), "jpg"), 6_500_000)),
)
q("duplicate videos", "filters", files([e for e in DUPS if e.name.lower().endswith((".mp4", ".mov"))]))
waste = sum(g[0].size * (len(g) - 1) for g in dup_groups.values())
q("how much space are duplicates wasting", "filters", answer(hsize(waste)))
q("biggest duplicate", "filters", file(biggest([g[0] for g in dup_groups.values()])[0].path))
q(
    "minor works certs from this yr",
    "filters",
    files(aged(under(f"{DOB}/Certificates/Minor Works"), 0, JAN26)),
)
q("Which spreadsheets are in the Budget folder?", "filters", files(ext(under("School/Budget"), "xlsx")))
q("empty files", "filters", files([e for e in vis if e.size == 0]))
q("procreate files over 250MB", "filters", files(over(PROCREATE, 250_000_000)))
q("duplicate spreadsheets", "filters", files([e for e in DUPS if e.name.lower().endswith(".xlsx")]))
q("MOV files bigger than 2GB", "filters", files(over(ext(vis, "mov"), 2_000_000_000)))
q("duplicates on the desktop", "filters", files([e for e in DESK if e.dup]))

# =========================================================================== decline

q("how many pages is the SEF", "decline", decline(*names(under("School/SEF"))))
q(
    "What did the last Ofsted report say about our early reading?",
    "decline",
    decline("Ofsted inspection report 2022.pdf", "Deep dive - reading.pptx", *names(OFSTED)),
)
q("whats on my onedrive", "decline", decline())
q("show me the files in /etc", "decline", decline())
q(
    "Would you translate the welcome back letter into Welsh for the parents, please?",
    "decline",
    decline(*names(named(LETTERS, "Welcome back"))),
)
q("email the brennan invoice to him", "decline", decline(*names(named(vis, "Brennan"))))
q(
    "whats my fastest 100 fly time",
    "decline",
    decline("PBs.xlsx", *names(named(vis, "100 fly")), *names(MEETS)),
)
q("Ble mae lluniau'r gwyliau?", "decline", decline())
q(
    "Please show me the documents on the school server.",
    "decline",
    decline(),
)
q(
    "whats my tax bill gonna be this year",
    "decline",
    decline(*names(under(f"{DOB}/Tax"))),
)
q("open my icloud photos", "decline", decline())
q("show me the art on my ipad", "decline", decline())
q(
    "how many words is my d&t nea portfolio",
    "decline",
    decline(*names(under("Zoe/GCSE coursework/Design & Technology NEA"))),
)
q(
    "is the megger due for calibration",
    "decline",
    decline(*names(named(vis, "Megger")), *names(named(vis, "calibration"))),
)
q(
    "whats the weather in llanelli tomorrow",
    "decline",
    decline(*names([e for e in vis if "llanelli" in e.path.lower()])),
)
q("find the photos from maya's phone", "decline", decline())
q(
    "Who are the parent governors this year?",
    "decline",
    decline(*names(GOV)),
)
q(
    "how much did i make on the brennan job",
    "decline",
    decline(*names(named(vis, "Brennan")), *names(under(f"{DOB}/Jobs/2026/2026-10-03 - Brennan - rewire"))),
)
q("show me my emails from cef", "decline", decline(*names(CEF)))
q("files on the D: drive", "decline", decline())
q(
    "what colours did i use in fox spirit",
    "decline",
    decline(*names(named(vis, "fox spirit"))),
)

# =========================================================================== actions

q("move the 2024-25 tax folder to Archive", "actions", plan(under(f"{DOB}/Tax/2024-25", visible=False)))
q(
    "delete the blender crdownload in downloads",
    "actions",
    plan([the("blender-4.2.3-windows-x64.zip.crdownload")]),
)
q("delete all the exe files in Downloads", "actions", plan(ext(DL, "exe")))
q("delete notes.txt", "actions", decline("notes.txt"))
q("delete the behaviour policy", "actions", decline("Behaviour policy.docx"))
q("delete screwfix", "actions", decline(*names(named(vis, "Screwfix"))))
DL_JUNK = [e for e in DL if e.dup or e.size == 0 or e.name.lower().endswith((".exe", ".msi", ".zip", ".crdownload"))]
q("clean up my downloads", "actions", proposal(DL_JUNK))
CACHES = [e for e in es if e.path.startswith((".cache/", ".mozilla/"))]
OLD_VIDEOS = [e for e in aged(VIDEOS, D30) if e.size >= 100_000_000]
SPACE = {e.path: e for e in DL_JUNK + DUPS + CACHES + OLD_VIDEOS + [e for e in vis if e.size == 0]}
q("help me free up some space", "actions", proposal(list(SPACE.values())))
q("delete /etc/passwd", "actions", decline())
q("move todo.txt to /tmp", "actions", decline("todo.txt"))
q(
    "rename Desktop/New Text Document.txt to notes for Maya.txt",
    "actions",
    plan([the("New Text Document.txt")]),
)
q("delete the empty files", "actions", plan([e for e in vis if e.size == 0]))
q(
    "copy SEF summary for governors autumn 2026.pdf to the Desktop",
    "actions",
    plan([the("SEF summary for governors autumn 2026.pdf")]),
)
q(
    "move all the raw footage older than 3 months into Zoe/YouTube/Archive",
    "actions",
    plan(aged(RAW, M3)),
)
q("delete my psds on the external drive", "actions", decline())
q(r"delete C:\Windows\System32", "actions", decline())
q("delete the duplicate copies in downloads", "actions", plan([e for e in DL if e.dup], or_decline=True))
q(
    "move Bott racking quote.pdf to DOB Electrical/Van/Old",
    "actions",
    plan([the("Bott racking quote.pdf")]),
)
q("delete EIC-2026-041 (1).pdf", "actions", plan([the("EIC-2026-041 (1).pdf")]))
q("trash the davinci zip", "actions", plan([the("DaVinci_Resolve_19.1_Windows.zip")], or_decline=True))
q(
    "delete the welsh winter open results",
    "actions",
    decline(*names(named(vis, "Welsh Winter Open"))),
)

# =========================================================================== followup

b = q("show me the screwfix orders in my suppliers folder", "plain", files(SCREWFIX))
q("which one is the biggest", "followup", file(biggest(SCREWFIX)[0].path), follows=b)
b = q("list maya's race videos", "plain", files(RACES))
q("how much space do they take", "followup", answer(size(RACES)), follows=b)
Q26 = aged(QUOTES, 0, JAN26)
b = q("quotes from this year", "filler_dates", files(Q26))
q("only the pdfs", "followup", files(ext(Q26, "pdf")), follows=b)
b = q("show me zoe's procreate files", "plain", files(PROCREATE))
q("which is the biggest", "followup", file(biggest(PROCREATE)[0].path), follows=b)
b = q("eicrs from october", "filler_dates", files(aged(EICR, NOV1, OCT1)))
q("what about september?", "followup", files(aged(EICR, OCT1, SEP1)), follows=b)
OLD_DL = aged(DL, M6)
b = q("whats in downloads older than 6 months", "filler_dates", files(OLD_DL))
q("delete them", "followup", decline(*names(OLD_DL)), follows=b)
b = q("show me the exe files in downloads", "filters", files(ext(DL, "exe")))
q("delete all of them", "followup", plan(ext(DL, "exe")), follows=b)
b = q("Staff meeting minutes since September, please.", "filler_dates", files(aged(MINUTES, 0, SEP1)))
q("Which one is the most recent?", "followup", file(newest(MINUTES).path), follows=b)
b = q("Which policies do we have for 2026-27?", "plain", files(POL27))
q("And the 2025-26 ones?", "followup", files(POL26), follows=b)
b = q("wheres the megger manual", "named_file", file(the("Megger MFT1741+ user guide.pdf").path))
q("how big is it", "followup", answer(hsize(the("Megger MFT1741+ user guide.pdf").size)), follows=b)
OCT_EXPORTS = aged(EXPORTS, NOV1, OCT1)
b = q("my exports from october", "filler_dates", files(OCT_EXPORTS))
q("how big are they all together", "followup", answer(size(OCT_EXPORTS)), follows=b)
b = q("scanned receipts from this year", "filler_dates", files(aged(RECEIPTS, 0, JAN26)))
q("how many are there", "followup", count(len(aged(RECEIPTS, 0, JAN26))), follows=b)
BIGV = over(VIDEOS, 1_000_000_000)
b = q("videos over 1GB", "filters", files(BIGV))
q("just the ones in zoe's folder", "followup", files([e for e in BIGV if e.path.startswith("Zoe/")]), follows=b)
b = q("Show me the governors packs, please.", "plain", files(PACKS))
q("Could you sort them by size?", "followup", files(PACKS), follows=b)
RECENT_PH = aged(PHONE, 0, FORTNIGHT)
b = q("photos on dave's phone from the last 2 weeks", "filler_dates", files(RECENT_PH))
q("copy them to the desktop", "followup", plan(RECENT_PH), follows=b)
b = q("cis statements for 2025-26", "plain", files(under(f"{DOB}/Tax/2025-26/CIS statements")))
q("what about 2024-25", "followup", files(under(f"{DOB}/Tax/2024-25/CIS statements")), follows=b)
b = q("Could you list the letters to parents?", "plain", files(LETTERS))
q("Which of them is the oldest?", "followup", file(oldest(LETTERS).path), follows=b)
b = q("how big is the SIP folder", "plain", answer(size(under("School/SIP"))))
q("and the SEF folder?", "followup", answer(size(under("School/SEF", visible=False))), follows=b)
b = q("my shorts", "plain", files(SHORTS))
q("how many is that", "followup", count(len(SHORTS)), follows=b)
b = q("pdfs in the niceic folder", "plain", files(ext(NICEIC, "pdf")))
q("only the ones from 2026", "followup", files(aged(ext(NICEIC, "pdf"), 0, JAN26)), follows=b)
OCT_PH = aged(PHONE, NOV1, OCT1)
b = q("pics on my phone from october", "filler_dates", files(OCT_PH))
q("how many", "followup", count(len(OCT_PH)), follows=b)

# =========================================================================== counts

q("how many files have I got altogether", "counts", count(len(vis), len(es)))
q("how many photos are on dave's phone", "counts", count(len(PHONE)))
q("hw many eicrs did i do this yr", "counts", count(len(aged(EICR, 0, JAN26))))
q("how many meet results have i got", "counts", count(len(MEETS), len(ext(MEETS, "pdf"))))
q("how many shorts have i made", "counts", count(len(SHORTS)))
q("How many policies have we got for 2026-27?", "counts", count(len(POL27)))
q("how many files are in downloads", "counts", count(len(DL)))
q("how many heic files are there", "counts", count(len(ext(vis, "heic"))))
q("how many invoices did i send in 2025", "counts", count(len(aged(INVOICES, JAN26, JAN25))))
q(
    "How many photos did we take in Ystradgynlais this summer?",
    "counts",
    count(len(under("Pictures/Holidays/2026-08 Ystradgynlais"))),
)
q("How many PDFs are there in the School folder?", "counts", count(len(ext(SCHOOL, "pdf"))))


# =========================================================================== write

if __name__ == "__main__":
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    texts = Counter(d["q"].lower() for d in Q)
    assert all(v == 1 for v in texts.values()), [k for k, v in texts.items() if v > 1]
    home_paths = {e.path for e in es}
    home_names = {e.name for e in es}
    for d in Q:
        ex = d["expect"]
        for p in ex.get("paths", []) + ex.get("files", []) + ex.get("candidates", []):
            assert p in home_paths, (d["id"], p)
        if "path" in ex:
            assert ex["path"] in home_paths, (d["id"], ex["path"])
        for n in ex.get("allow", []) + ex.get("absent", []):
            if ex["kind"] != "answer":
                assert n in home_names, (d["id"], n)
    out = Path(__file__).with_name("heldout_u.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out.name)
    print(dict(Counter(d["class"] for d in Q)))
