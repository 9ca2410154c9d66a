"""Writes heldout_q.jsonl: a held-out set Q, over the "musician" home (homes_musician.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_q.py      # rewrites bench/eval/heldout_q.jsonl
    python bench/eval/run_heldout.py --set heldout_q.jsonl

The home: Callum Fraser, a secondary-school music teacher in Glasgow who plays keys in a wedding and function band
(the Kelpie Kings) and records at home, and his partner Niamh O'Sullivan, a landscape gardener; their twins Isla and
Rory are 8. Callum: lesson plans by term ("Autumn 2026"), student reports by term, school arrangements
(.mscz/.sib/.pdf), the Christmas concert, SQA papers; the band's charts (PDF by song and part, Sibelius sources),
setlists and gig sheets named by date and venue, numbered invoices, payments (.xlsx), dep packs and a deps list,
backing tracks (.mp3), promo, contracts, a band website with .git/node_modules; a home studio (Logic, Ableton and
Reaper projects with Stems/ of .wav and Bounces/ with "mix v1".."mix v3" and "master", Ableton Backup folders, sample
libraries, templates); sheet music. Niamh: Garden Design/Clients with six "address - surname" folders (site survey
photos as .HEIC and big .JPG, site notes, .dwg/.dxf designs, a planting plan, numbered quotes and invoices, a plant
list), accounts by tax year with scanned receipts, suppliers, the van lease and insurance, portfolio, templates, CAD
blocks. The twins: Isla's stories (.docx), scanned drawings, Rory's Minecraft and Roblox screenshots, school letters.
Pictures by event (PXL_... phone photos), screenshots, videos; Downloads with installers, zips, a half-finished
download, "(1)" copies and exact duplicates of files elsewhere, an empty file; Desktop clutter; hidden dotfiles,
.ssh, .cache, .minecraft. Accents (Siobhán Ní Bhriain, Dún Laoghaire, Òran Mór), "&", apostrophes, upper-case
extensions, empty files.

Voices: Callum (casual, musician's words: "charts", "the dep", "bounces", "stems", "masters", Scottish turns of
phrase: "wee", "aye", "gonnae", "how much room's ... taking"), Niamh at her desk (practical, garden words, clients by
surname or street), Niamh on the phone (terse, typos, no punctuation), the twins (very simple words, misspellings);
terse keyword queries, long rambling ones, "my", relative dates, plural/singular, follow-ups.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "past 3 days" = 3 days, "last week"/"past 7 days" = 7 days, "last 10 days"
= 10 days, "last fortnight"/"two weeks" = 14 days, "last 30 days"/"past month" = 30 days, "this month"/"November" =
November 2026, "last month"/"October" = October 2026, "since September" = from 2026-09-01, "since August" = from
2026-08-01, "July"/"June" = those months of 2026, "back in March" = March 2026, "past 3 months" = 91 days, "older
than 6 months" = 182 days, "this year"/"2026" = 2026, "older than a year" = 365 days, "2025"/"last year" = 2025,
"older than 2 years" = 730 days, "Nov 19"/"the 19th" = 2026-11-19, "Nov 20" = 2026-11-20, "7th of November" =
2026-11-07 (only month-day anchors are dated those days; nothing else visible is within a day of them).
Words that depend on the clock time or the first day of the week ("today", "yesterday", "this week", "Saturday") are
not used. The generator keeps visible files clear of these boundaries (homes_musician.BAD_WINDOWS). "Visible" files
leave out hidden files and noise folders (.git, node_modules, .cache, .minecraft, .ssh, .config, .DS_Store); where a
question could fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal
(homes.human). Photos are .jpg/.JPG/.HEIC files; where screenshots (.png) could fairly count too, both numbers are
accepted. Actions are asked without confirmation: the expectation is the exact plan (nothing may change on disk);
or_decline only where a clarifying question is as right as the plan. "delete them" after a list of several files
must ask; "clean up"/"free up space" is a proposal; a partial name that fits several files, a path outside the home
or a system path is declined.
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
H = "musician"
SCH = "Documents/School"
ST = "Studio/Projects"
CL = "Garden Design/Clients"
HART = f"{CL}/12 Elm Grove - Hartley"
MACK = f"{CL}/4 Kelvin Drive - Mackenzie"
DRUM = f"{CL}/The Old Manse, Killearn - Drummond"
NIB = f"{CL}/27 Marine Parade, Dún Laoghaire - Ní Bhriain"
PATEL = f"{CL}/9 Hawthorn Crescent - Patel"
PARK = f"{CL}/Flat 2, 15 Park Circus - Campbell & Reid"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"q{_n[0]:03d}"
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


def inside(folder_name: str, pool=None):
    """Files under any folder of this exact name (e.g. every "Stems" folder)."""
    pool = pool if pool is not None else vis
    out = [e for e in pool if folder_name in e.path.split("/")[:-1]]
    assert out, folder_name
    return out


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


ANCHOR_AGE = {"11-07": 17.0, "11-19": 5.0, "11-20": 4.0}


def age(e) -> float:
    """Age in days as of the writing day; a month-day anchor is that day at noon (Nov 19 = 5 days)."""
    if isinstance(e.age, str):
        return ANCHOR_AGE[e.age]
    return e.age


def aged(pool, lo: float = 0.0, hi: float = 1e9):
    return [e for e in pool if lo <= age(e) < hi]


def biggest(pool, n=1):
    s = sorted(pool, key=lambda e: -e.size)
    assert len(s) == n or s[n - 1].size > s[n].size, [e.path for e in s[: n + 1]]
    return s[:n]


def smallest(pool):
    s = sorted(pool, key=lambda e: e.size)
    assert len(s) == 1 or s[0].size < s[1].size
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
    for n in allow:
        assert any(e.name == n for e in es), n
    d = {"kind": "decline"}
    if allow:
        d["allow"] = sorted(set(allow))
    return d


def names(pool):
    return sorted({e.name for e in pool})


def dup_groups(pool=None):
    """Duplicate groups (same bytes) among `pool` (default: every visible file), only groups of two or more."""
    pool = pool if pool is not None else vis
    g: dict[str, list] = {}
    for e in pool:
        if e.dup:
            g.setdefault(e.dup, []).append(e)
    return {k: v for k, v in g.items() if len(v) >= 2}


# boundaries (ages in days as of 2026-11-24), each inside a window homes_musician.BAD_WINDOWS keeps clear
D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 3.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, JUL1, JUN1, APR1, MAR1, JAN26, JAN25 = (
    23.5,
    54.5,
    84.5,
    115.5,
    146.5,
    176.5,
    237.5,
    268.5,
    327.5,
    692.5,
)

PHOTO = ("jpg", "jpeg", "heic")
photos = ext(vis, *PHOTO)
videos = ext(vis, "mp4", "mov")
wavs = ext(vis, "wav")
mp3s = ext(vis, "mp3")
pdfs = ext(vis, "pdf")
xlsx = ext(vis, "xlsx")
dl = under("Downloads")
charts = under("Band/Charts")
gig_sheets = under("Band/Gig Sheets")
setlists = ext(under("Band/Setlists"), "pdf")
band_inv = under("Band/Invoices")
stems = inside("Stems")
bounces = inside("Bounces")
installers = ext(dl, "dmg", "exe", "msi")
empty = [e for e in vis if e.size == 0]
assert len(empty) == 3, paths(empty)

# =========================================================================================== plain (35)
C = "plain"
top = Counter()
for e in vis:
    if "/" in e.path:
        top[e.path.split("/")[0]] += e.size
(big_top, _), (second_top, _) = top.most_common(2)
assert top[big_top] > 1.1 * top[second_top]
q("the laptop keeps saying the disk is nearly full, what's taking up all the space on it", C, answer(big_top))
q("how much space do my videos take", C, answer(size(videos)))
q("biggest files on the computer", C, files(biggest(vis, 3)))
q("how much room's the Studio folder taking up", C, answer(size(under("Studio"))))
q("what's the biggest thing in Downloads", C, file(biggest(dl)[0].path))
q("what was the last file I changed", C, file(newest(vis).path))
q("list the pdfs in Band/Invoices", C, files(ext(band_inv, "pdf")))
q("how much space do the sample libraries take", C, answer(size(under("Studio/Sample Libraries"))))
q("drummond quote pls", C, file(f"{DRUM}/Quote 2026-027.PDF"))
q("van lease agreemnt where is it", C, file("Garden Design/Van/Van lease agreement - Ford Transit Custom.pdf"))
q("largest video", C, file(biggest(videos)[0].path))
q(
    "right so I've been totally swamped, can you just tell me what I worked on in the last week or so",
    C,
    files(aged(vis, 0, WEEK)),
)
q("show me all the spreadsheets in Garden Design", C, files(ext(under("Garden Design"), "xlsx")))
gd_sub = Counter()
for e in under("Garden Design"):
    parts = e.path.split("/")
    if len(parts) > 2:
        gd_sub[parts[1]] += e.size
(gd_big, _), (gd_second, _) = gd_sub.most_common(2)
assert gd_sub[gd_big] > 1.1 * gd_sub[gd_second]
q("which folders in Garden Design are the biggest", C, answer(gd_big))
q("how big is Garden Design", C, answer(size(under("Garden Design"))))
q("what's on the desktop", C, files(under("Desktop")))
q("show me the mp3s", C, files(mp3s))
proj = Counter()
for e in under(ST):
    proj[e.path.split("/")[2]] += e.size
(proj_big, _), (proj_second, _) = proj.most_common(2)
assert proj[proj_big] > 1.1 * proj[proj_second]
q("which of my studio projects is the biggest", C, answer(proj_big))
q("all the .dwg files", C, files(ext(vis, "dwg")))
q("every .mscz file I've got", C, files(ext(vis, "mscz")))
q("what's in the Christmas Concert 2026 folder", C, files(under(f"{SCH}/Christmas Concert 2026")))
q("how much space do the wav files take", C, answer(size(wavs)))
q("what's the oldest file on here", C, file(oldest(vis).path))
q(
    "how big are the Drover bounces",
    C,
    answer(size(under(f"{ST}/The Drover - short film score/Bounces"))),
)
q("list the installers in my Downloads", C, files(installers))
q("show me the haloween photos", C, files(under("Pictures/2026-10 Halloween")))
q("biggest files in the Studio", C, files(biggest(under("Studio"), 3)))
q("how much space does the Pictures folder use", C, answer(size(under("Pictures"))))
q("which file has Eilidh's phone number", C, file("Band/Deps/deps list.txt"))
q("which client had the deer problem", C, answer("Drummond"))
q("where's the file about the roof terrace in Park Circus", C, file(f"{PARK}/site notes.txt"))
q("how much space does the Kids folder take up", C, answer(size(under("Kids"))))
q("what's in Garden Design/Van", C, files(under("Garden Design/Van")))
q(
    "i need the biggest pdf on the whole computer",
    C,
    file(biggest(pdfs)[0].path),
)
q("whats the largest photo we have", C, file(biggest(photos)[0].path))

# =========================================================================================== named_file (25)
C = "named_file"
DROVER_MASTER = f"{ST}/The Drover - short film score/Bounces/The Drover - full score master.wav"
q("how big is the Drover full score master", C, answer(human(by_path[DROVER_MASTER].size)))
q("when did I last touch the master setlist", C, file("Band/Setlists/master setlist 2026.docx"))
q("where is Van insurance 2026-27.pdf", C, file("Garden Design/Van/Van insurance 2026-27.pdf"))
q(
    "how big is Kelpie Kings promo video 2026.mp4",
    C,
    answer(human(by_path["Band/Promo/Kelpie Kings promo video 2026.mp4"].size)),
)
q("wheres my dragon story", C, file("Kids/Isla/Isla's stories/The Dragon Who Was Scared of Rain.docx"))
q(
    "binny catalogue how big",
    C,
    answer(human(by_path["Garden Design/Suppliers/Binny Plants catalogue 2026.pdf"].size)),
)
q("when was Hartley garden design v2.dwg last changed", C, file(f"{HART}/Design/Hartley garden design v2.dwg"))
q("how big is The Real Book", C, answer(human(by_path["Music/Sheet Music/The Real Book Vol 1.pdf"].size)))
q("where did I put the PLI certificate", C, file("Band/Contracts/PLI certificate 2026-27.pdf"))
q(
    "size of Loch Lomond - band version.logicx",
    C,
    answer(human(by_path[f"{ST}/Loch Lomond - band version/Loch Lomond - band version.logicx"].size)),
)
q("wheres quote 2026-031", C, file(f"{HART}/Quote 2026-031.pdf"))
q("what's in deps list.txt", C, answer("Eilidh Munro"))
q(
    "how big is the Ableton installer",
    C,
    answer(human(by_path["Downloads/Ableton Live 12 Suite installer.dmg"].size)),
)
q(
    "when did I do the setlist for the Kaur wedding",
    C,
    file("Band/Setlists/2026-11-07 Crieff Hydro - Kaur wedding setlist.pdf"),
)
q(
    "how big is Isla's Song - mix v2.wav",
    C,
    answer(human(by_path[f"{ST}/Isla's Song/Bounces/Isla's Song - mix v2.wav"].size)),
)
q("where's my passport, the Irish one", C, file("Documents/IDs/Niamh passport (Irish).pdf"))
q(
    "whats the size of the drummond masterplan v3 dxf",
    C,
    answer(human(by_path[f"{DRUM}/Design/Drummond masterplan v3.dxf"].size)),
)
q("where's the Kelpie Kings T&Cs", C, file("Band/Contracts/Kelpie Kings T&Cs 2026.pdf"))
q(
    "how big is Scottish Pipes & Drums library.zip",
    C,
    answer(human(by_path["Downloads/Scottish Pipes & Drums library.zip"].size)),
)
q(
    "when did I save the Arnold Clark setlist",
    C,
    file("Band/Setlists/2026-11-20 Radisson Blu - Arnold Clark Christmas party setlist.pdf"),
)
q("how big is the Skye holiday video", C, answer(human(by_path["Videos/Skye holiday 2026.mov"].size)))
q("where is my volcano picture", C, file("Kids/Drawings/Rory - volcano.jpg"))
q("how big is the PVG scheme membership pdf", C, answer(human(by_path[f"{SCH}/PVG scheme membership.pdf"].size)))
q(
    "when did I last change Suppliers & prices 2026",
    C,
    file("Garden Design/Suppliers/Suppliers & prices 2026.xlsx"),
)
q("invoice 2026-044 where is it", C, file(f"{HART}/Invoice 2026-044 - deposit.pdf"))
q("how big is the Kelvin Drive planting plan", C, answer(human(by_path[f"{MACK}/Planting plan.pdf"].size)))
q("where's the Park Circus quote", C, file(f"{PARK}/Quote 2026-035 - draft.docx"))
q(
    "how big is the Higher listening past paper 2025 audio",
    C,
    answer(human(by_path[f"{SCH}/SQA/Higher listening past paper 2025 - audio.mp3"].size)),
)

# =========================================================================================== dropped_words (35)
C = "dropped_words"
q("how much space are my stems taking", C, answer(size(stems)))
q("how much room are the bounces eating up", C, answer(size(bounces)))
q(
    "show me the charts for Valerie",
    C,
    files(named(charts, "Valerie"), absent=["Valerie - click.mp3", "KK demo - Valerie master.wav"]),
)
q("the horn charts", C, files(named(charts, "- horns")))
q("how many backing tracks have I got", C, count(len(under("Band/Backing Tracks"))))
q("where are the dep packs", C, files(named(under("Band/Deps"), "dep pack")))
q("how many roblox pictures do i have", C, count(len(under("Kids/Rory/Roblox"))))
mc_vis = under("Kids/Rory/Minecraft screenshots")
mc_hidden = under(".minecraft/screenshots", visible=False)
q("how many minecraft pictures have i got", C, count(len(mc_vis), len(mc_vis) + len(mc_hidden)))
q("how many storys has isla wrote", C, count(len(under("Kids/Isla/Isla's stories"))))
q("show me the school letters", C, files(under("Kids/School letters")))
mar_sheets = [e for e in gig_sheets if "Mar Hall" in e.name]
q(
    "the gig sheets for Mar Hall",
    C,
    files(mar_sheets, absent=names(e for e in setlists if "Mar Hall" in e.name)),
)
oran_sets = [e for e in setlists if "Òran Mór" in e.name]
assert len(oran_sets) == 2
q(
    "setlists from oran mor",
    C,
    files(oran_sets, absent=names(e for e in gig_sheets if "Òran Mór" in e.name)),
)
q("lesson plans for Autumn 2026", C, files(ext(under(f"{SCH}/Lesson Plans/Autumn 2026"), "docx")))
s3_reports = named(under(f"{SCH}/Reports"), "S3 reports")
assert len(s3_reports) == 3
q("S3 reports", C, files(s3_reports))
hart_photos = ext(under(HART), *PHOTO)
hart_survey = under(f"{HART}/Site survey")
q("how many photos have I got for Hartley", C, count(len(hart_survey), len(hart_photos), len(hart_survey) + 1))
drum_cad = ext(under(DRUM), "dwg", "dxf")
q("the Drummond CAD files", C, files(drum_cad))
q("how much space do the client folders take", C, answer(size(under(CL))))
q("show me the van stuff", C, files(under("Garden Design/Van")))
q("show me the kids drawings", C, files(under("Kids/Drawings")))
q("how much space does my sheet music take", C, answer(size(under("Music/Sheet Music"))))
q("whats in the promo stuff for the band", C, files(under("Band/Promo")))
q("show me my voice memos", C, decline(*names(named(vis, " voice "))))
q("my guitar tabs", C, decline(*names(named(vis, "guitar"))))
q("photos of the dog", C, decline())
receipts = under("Garden Design/Accounts/2026-27/receipts")
q("how many receipts have I scanned", C, count(len(receipts)))
ceilidh = named(vis, "ceilidh")
q("anything to do with ceilidhs", C, files(ceilidh))
q(
    "the first dance backing track",
    C,
    file("Band/Backing Tracks/Perfect (first dance) - piano backing.mp3"),
)
ll_mixes = named(under(f"{ST}/Loch Lomond - band version/Bounces"), "mix v")
assert len(ll_mixes) == 3
q("the Loch Lomond mixes", C, files(ll_mixes))
v3 = named(bounces, "mix v3")
q("all the v3 mixes", C, files(v3, absent=["Loch Lomond - mix v2.wav", "2M1 - mix v2.wav"]))
master_bounces = named(bounces, "master")
q(
    "list all the master bounces",
    C,
    files(master_bounces, absent=["master setlist 2026.docx", "Plant list master.xlsx"]),
)
quotes = [e for e in under(CL) if e.name.startswith("Quote ")]
assert len(quotes) == 6
q("list my quotes", C, files(quotes))
q("how much space is the dun laoghaire job using", C, answer(size(under(NIB))))
q("elm grove job how much space", C, answer(size(under(HART))))
q("the Sibelius files", C, files(under("Band/Charts/Sibelius")))
q(
    "how big are the Abbey Road drums",
    C,
    answer(size(under("Studio/Sample Libraries/Drums/Abbey Road 60s Drums"))),
)
q("hartley survey pics how big", C, answer(size(hart_survey)))

# =========================================================================================== filler_dates (25)
C = "filler_dates"
nov19 = [e for e in vis if e.age == "11-19"]
assert len(nov19) == 10
q("what did I save on Nov 19", C, files(nov19))
nov7 = [e for e in vis if e.age == "11-07"]
assert len(nov7) == 2
q("anything from the 7th of November?", C, files(nov7))
q("any pdfs I downloaded this month", C, files(aged(ext(dl, "pdf"), 0, NOV1)))
q(
    "is there still a copy of the Kaur gig sheet in Downloads",
    C,
    file("Downloads/Gig sheet - Crieff Hydro Kaur wedding.pdf"),
)
q("which charts haven't I touched in over a year", C, files(aged(charts, YEAR)))
q("any wav files from October", C, files(aged(wavs, NOV1, OCT1)))
plant_lists = named(vis, "plant list")
assert len(plant_lists) == 4
q("show me the plant lists", C, files(plant_lists))
q("spreadsheets from last month", C, files(aged(xlsx, NOV1, OCT1)))
q("have I got any HEIC photos in Downloads", C, file("Downloads/IMG_7405.HEIC"))
q("any setlists from the last fortnight", C, files(aged(setlists, 0, FORTNIGHT)))
nov20 = [e for e in vis if e.age == "11-20"]
assert len(nov20) == 1
q("stuff from Nov 20", C, file(nov20[0].path))
q("what's changed in the Studio in the past 3 days", C, files(aged(under("Studio"), 0, D3)))
q(
    "any backing tracks I added in the last two weeks",
    C,
    files(aged(under("Band/Backing Tracks"), 0, FORTNIGHT)),
)
q("band invoices since the start of September", C, files(aged(band_inv, 0, SEP1)))
q("any stories isla wrote this year", C, files(aged(under("Kids/Isla/Isla's stories"), 0, JAN26)))
q("photos from back in March", C, files(aged(photos, APR1, MAR1)))
q("are there any empty files", C, files(empty))
q("what did I download in the last 30 days", C, files(aged(dl, 0, D30)))
q("band pdfs I edited in October", C, files(aged(ext(under("Band"), "pdf"), NOV1, OCT1)))
q(
    "spreadsheets in Garden Design from the last 10 days",
    C,
    files(aged(ext(under("Garden Design"), "xlsx"), 0, D10)),
)
q("which lesson plans did I do since September", C, files(aged(under(f"{SCH}/Lesson Plans"), 0, SEP1)))
q(
    "do I still have the gig sheet for the Lindsay wedding",
    C,
    file("Band/Gig Sheets/2026-12-12 Òran Mór - Lindsay wedding.pdf"),
)
q("videos from June", C, files(aged(videos, JUL1, JUN1)))
q("what school letters came home since August", C, files(aged(under("Kids/School letters"), 0, AUG1)))
q(
    "any site notes from the past 3 months?",
    C,
    files(
        aged(named(under(CL), "site notes"), 0, M3),
    ),
)

# =========================================================================================== filters (20)
C = "filters"
groups = dup_groups()
big_dups = [e for g in groups.values() for e in g if e.size > 100 * 1_000_000]
q("duplicates bigger than 100 MB", C, files(big_dups, absent=["Binny Plants catalogue 2026.pdf"]))
photo_dups = [e for g in groups.values() for e in g if e.name.lower().endswith(PHOTO)]
q("duplicate photos", C, files(photo_dups, absent=["Planting plan v2 (1).pdf", "Loch Lomond - master.wav"]))
dl_dups = [e for g in groups.values() if len(g) >= 2 for e in g if e.path.startswith("Downloads/")]
assert len(dl_dups) == 9
q(
    "duplicates in Downloads",
    C,
    files(dl_dups, absent=["Siobhán - final invoice.pdf", "Mackenzie garden - after 03.jpg"]),
)
pdf_dups = [e for g in groups.values() for e in g if e.name.lower().endswith(".pdf")]
q("duplicate PDFs", C, files(pdf_dups, absent=["Loch Lomond - master.wav", "Band payments 2026 (1).xlsx"]))
q("wav files bigger than 1 GB", C, files([e for e in wavs if e.size > 1_000_000_000]))
big_videos = [e for e in videos if e.size > 1_000_000_000]
q(
    "videos over 1 GB",
    C,
    files(big_videos, absent=names(e for e in videos if e.size <= 1_000_000_000)),
)
q(
    "pdfs over 10 MB",
    C,
    files([e for e in pdfs if e.size > 10_000_000], absent=["ABRSM Grade 8 Piano 2025-26.pdf"]),
)
q(
    "how many survey photos are over 10 MB",
    C,
    count(len([e for e in inside("Site survey") if e.size > 10_000_000])),
)
q("spreadsheets in the Band folder", C, files(ext(under("Band"), "xlsx")))
q("largest pdf in Garden Design", C, file(biggest(ext(under("Garden Design"), "pdf"))[0].path))
old_mp3 = aged(mp3s, M6)
q("mp3s older than 6 months", C, files(old_mp3, absent=names(aged(mp3s, 0, M6))))
q("docx files in Kids", C, files(ext(under("Kids"), "docx")))
q("wav files in the Studio older than 2 years", C, files(aged(ext(under("Studio"), "wav"), Y2)))
q("duplicate spreadsheets", C, files([e for g in groups.values() for e in g if e.name.endswith(".xlsx")]))
q("biggest 5 files in Downloads", C, files(biggest(dl, 5)))
big_png = [e for e in ext(vis, "png") if e.size > 3_000_000]
q("pngs bigger than 3 MB", C, files(big_png))
q("how many HEIC files are over 3 MB", C, count(len([e for e in ext(vis, "heic") if e.size > 3_000_000])))
desk_dups = [e for g in groups.values() for e in g if e.path.startswith("Desktop/")]
q("duplicates on the Desktop", C, files(desk_dups, absent=["Planting plan v2 (1).pdf"]))
q(
    "videos under 1 GB",
    C,
    files([e for e in videos if e.size < 1_000_000_000], absent=names(big_videos)),
)
q(
    "excel files in Garden Design bigger than 100 KB",
    C,
    files([e for e in ext(under("Garden Design"), "xlsx") if e.size > 100_000]),
)

# =========================================================================================== decline (20)
C = "decline"
q("what's in my OneDrive", C, decline())
q("show me /etc/passwd", C, decline())
q("how big is /var/log", C, decline())
q("summarise Isla's Haunted School story", C, decline("The Haunted School.docx"))
q("translate the Ní Bhriain site notes into Irish", C, decline("site notes.txt"))
q("cé mhéad grianghraf atá agam?", C, decline())
valerie = names(named(vis, "Valerie"))
q("what key is Valerie in", C, decline(*valerie))
q("how many pages is the Real Book", C, decline("The Real Book Vol 1.pdf"))
q("whats on my iphone", C, decline())
q("show me the files on the D: drive", C, decline())
q("email the dep pack to Eilidh", C, decline(*names(under("Band/Deps")), "to do.txt"))
q("what's the weather going to be like in Killearn", C, decline())
q("what's in the Dropbox folder", C, decline())
q("list the files in /usr/share", C, decline())
q("how long is the Drover full score master, in minutes", C, decline("The Drover - full score master.wav"))
q("show me what's in ~/.ssh", C, decline())
q("open C:\\Users\\Callum\\Music", C, decline())
q("what's the password for the band website", C, decline())
q(
    "how many bars long is the Mr Brightside chart",
    C,
    decline(*names(named(vis, "Mr Brightside"))),
)
q("what's in the band's Google Drive", C, decline())

# =========================================================================================== actions (20)
C = "actions"
q(
    "delete the Splice crdownload in Downloads",
    C,
    plan([by_path["Downloads/Splice - Celtic Strings pack.zip.crdownload"]]),
)
q(
    "move Planting plan v2 (1).pdf from Downloads to the Hartley folder",
    C,
    plan([by_path["Downloads/Planting plan v2 (1).pdf"]]),
)
q("delete all the .dmg files in Downloads", C, plan(ext(dl, "dmg")))
q("bin the installers in Downloads", C, plan(installers))
q("delete planting plan", C, decline(*names(named(vis, "planting plan"))))
q("delete S3 reports", C, decline(*names(s3_reports)))
q("delete /etc/hosts", C, decline())
cleanup_dl = [
    e
    for e in dl
    if e not in installers
    and e.name
    not in (
        "Get Lucky - horn section.pdf",
        "Wedding first dance requests - Lindsay.docx",
        "invoice-38122.pdf",
        "rhs-plant-finder-export.csv",
    )
]
q("clean up my Downloads", C, proposal(cleanup_dl + installers))
free = (
    [e for g in dup_groups(es).values() for e in g]
    + cleanup_dl
    + installers
    + [e for e in es if e.path.startswith(".cache/") or "/node_modules/" in e.path or "/.git/" in e.path]
    + videos
    + under(f"{ST}/Old")
    + under(f"{ST}/Isla's Song/Backup")
    + under("Studio/Sample Libraries")
)
free = list({e.path: e for e in free}.values())
q("help me free up some space, the disk is nearly full", C, proposal(free))
q("move all the Minecraft screenshots into Pictures", C, plan(mc_vis))
q(
    "rename Untitled story.docx to The Snow Fox.docx",
    C,
    plan([by_path["Kids/Isla/Isla's stories/Untitled story.docx"]]),
)
q("delete Desktop/untitled.txt", C, plan([by_path["Desktop/untitled.txt"]]))
q("delete the empty files", C, plan(empty))
zips_q = q("show me the zip files in Downloads", "plain", files(ext(dl, "zip")))
q("delete them", C, decline(*names(ext(dl, "zip"))), follows=zips_q)
q(
    "move the Drover bounces to /media/callum/BACKUP",
    C,
    decline(*names(under(f"{ST}/The Drover - short film score/Bounces"))),
)
q("delete Loch Lomond", C, decline(*names(named(vis, "Loch Lomond"))))
q("trash the old EP sketches folder", C, plan(under(f"{ST}/Old/2023 EP sketches")))
q("delete the (1) copies in Downloads", C, plan(named(dl, "(1)")))
q(
    "get rid of the copy of the van insurance in Downloads",
    C,
    plan([by_path["Downloads/Van insurance 2026-27 (1).pdf"]]),
)
q("delete C:\\Windows\\System32", C, decline())

# =========================================================================================== followup (20)
C = "followup"
b = q("list the gig sheets", "plain", files(gig_sheets))
q("which one is the biggest?", C, file(biggest(gig_sheets)[0].path), follows=b)
b = q("show me the backing tracks", "plain", files(under("Band/Backing Tracks")))
q("how much space do they take?", C, answer(size(under("Band/Backing Tracks"))), follows=b)
q("which is the newest?", C, file(newest(under("Band/Backing Tracks")).path), follows=b)
b = q("what pdfs are in Band/Invoices", "plain", files(ext(band_inv, "pdf")))
q(
    "only the ones from 2025",
    C,
    files(aged(band_inv, JAN26, JAN25), absent=names(aged(band_inv, 0, JAN26))),
    follows=b,
)
b = q("show me Isla's stories", "plain", files(under("Kids/Isla/Isla's stories")))
q("which one is the newest", C, file(newest(under("Kids/Isla/Isla's stories")).path), follows=b)
b = q("list the videos", "plain", files(videos))
q("which is the smallest?", C, file(smallest(videos).path), follows=b)
b = q("how much space do the stems take", "dropped_words", answer(size(stems)))
q("what about the bounces?", C, answer(size(bounces)), follows=b)
b = q("find the quotes for my clients", "dropped_words", files(quotes))
q("which one is for Hartley", C, file(f"{HART}/Quote 2026-031.pdf"), follows=b)
b = q("show me the receipts", "dropped_words", files(receipts))
q("how many are there?", C, count(len(receipts)), follows=b)
b = q("aye show me the charts", "dropped_words", files(ext(charts, "pdf")))
q("just the horn parts", C, files(named(charts, "- horns")), follows=b)
skye = under("Pictures/2026-08 Skye holiday")
b = q("photos from the Skye holiday", "dropped_words", files(skye))
q("how big are they all together?", C, answer(size(skye)), follows=b)
b = q("show me the setlists", "dropped_words", files(setlists))
q(
    "only the ones from Mar Hall",
    C,
    files([e for e in setlists if "Mar Hall" in e.name], absent=names(mar_sheets)),
    follows=b,
)
b = q("how much space does Garden Design take", "plain", answer(size(under("Garden Design"))))
q("and the Studio?", C, answer(size(under("Studio"))), follows=b)
gd_x = ext(under("Garden Design"), "xlsx")
b = q("list the spreadsheets in Garden Design", "plain", files(gd_x))
q("which ones changed in the last 10 days?", C, files(aged(gd_x, 0, D10)), follows=b)
b = q("find the Kaur wedding stuff", "dropped_words", files(named(vis, "Kaur")))
q("which one is the setlist?", C, file("Band/Setlists/2026-11-07 Crieff Hydro - Kaur wedding setlist.pdf"), follows=b)
b = q("show me the dep packs", "dropped_words", files(named(under("Band/Deps"), "dep pack")))
q("the biggest?", C, file(biggest(named(under("Band/Deps"), "dep pack"))[0].path), follows=b)
b = q("show me the roblox screenshots", "dropped_words", files(under("Kids/Rory/Roblox")))
q("how many are from October?", C, count(len(aged(under("Kids/Rory/Roblox"), NOV1, OCT1))), follows=b)
b = q("what's in Kids/Drawings", "plain", files(under("Kids/Drawings")))
q("only Rory's", C, files(named(under("Kids/Drawings"), "Rory"), absent=names(named(vis, "Isla -"))), follows=b)
b = q("show the biggest files in Downloads", "plain", files(biggest(dl, 3)))
q("delete the biggest one", C, plan(biggest(dl)), follows=b)
b = q("list the Isla's Song backups", "dropped_words", files(under(f"{ST}/Isla's Song/Backup")))
q("delete all of them", C, plan(under(f"{ST}/Isla's Song/Backup")), follows=b)
b = q("show me the mp3s from the band folder", "plain", files(ext(under("Band"), "mp3")))
q("what about 2025?", C, files(aged(ext(under("Band"), "mp3"), JAN26, JAN25)), follows=b)

# =========================================================================================== counts (10)
C = "counts"
q("how many files have I got", C, count(len(vis), len(es)))
png = ext(vis, "png")
q(
    "how many photos do we have",
    C,
    count(len(photos), len(photos) + len(png), len(photos) + len(png) + len(ext(vis, "svg")), len(ext(es, *PHOTO))),
)
q("how many pdfs are there", C, count(len(pdfs)))
q("how many files in the Studio", C, count(len(under("Studio")), len(under("Studio", visible=False))))
q("how many gigs have we got gig sheets for", C, count(len(gig_sheets)))
q("how many survey photos did I take at the Drummond job", C, count(len(under(f"{DRUM}/Site survey"))))
q("how many wav files", C, count(len(wavs)))
q("how many files in Downloads", C, count(len(dl)))
shots = named(vis, "screenshot")
q(
    "how many screenshots are there",
    C,
    count(
        len(named(vis, "Screenshot_")),
        len(under("Pictures/Screenshots")),
        len(shots),
        len(shots) + len(mc_vis),
        len(shots) + len(mc_vis) + len(mc_hidden),
    ),
)
q("how many client folders are there", C, count(len({e.path.split("/")[2] for e in under(CL)})))
q(
    "how many hidden files are there",
    C,
    count(
        len(es) - len(vis),
        len([e for e in es if any(p.startswith(".") for p in e.path.split("/"))]),
    ),
)


def main() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    assert len(Q) >= 200, len(Q)
    for d in Q:
        ex = d["expect"]
        if ex["kind"] == "files":
            assert ex["paths"], d
        if ex["kind"] == "plan":
            assert ex["files"], d
    out = Path(__file__).parent / "heldout_q.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    c = Counter(d["class"] for d in Q)
    print(len(Q), "questions", dict(c), "->", out)


if __name__ == "__main__":
    main()
