"""Writes heldout_i.jsonl: a held-out set I, over the "architect" home (homes_architect.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout --help` and `filescout ask --help`, issue 11 and the harness (homes.py,
homes_bakery.py and homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds,
the docstring and helpers at the top of questions_h.py, run_heldout.py). filescout was never run on these questions
while writing them, and no question or expectation was changed after seeing an answer. Every expectation is computed
from the generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_i.py      # rewrites bench/eval/heldout_i.jsonl
    python bench/eval/run_heldout.py --set heldout_i.jsonl

The home (new shape): Tomasz Nowak, an architect running a two-person practice from home: Projects/<job number and
name>/ (CAD .dwg/.dxf, SketchUp .skp, Revit .rvt with Backup/ copies, renders .png/.jpg/.exr, Planning/ PDFs with
the same "Design and Access Statement.pdf" name in every job, site photos by visit date, Fees/ with v1/v2/FINAL,
a notes.txt in every job), Practice/ (invoices by year, monthly timesheets, fee proposals, PI insurance, ARB/RIBA),
Building Regs/ (Approved Documents), BIM Library/ (Revit families, textures, SketchUp materials), Archive/ (project
archives as multi-GB .zip). He is a keen marathon runner: Running/ (GPX files from his watch named by date, training
plans as spreadsheets, race photos by race, bib scans, results), Music/Podcasts (running podcasts). Family/ with his
partner Ewa and two small children (photos and videos by year, nursery invoices by month, a house-buying folder with
the mortgage offer and the RICS survey, a car folder); Documents/ (ID scans, a passwords export, tax, wills, notes);
Dropbox/ with copies of some project PDFs and the mortgage offer; Games/ (saves) and a hidden .steam folder with the
games; Downloads (installers .exe/.msi/.dmg/.pkg, random PDFs, "(1)" copies, an unfinished .crdownload, an empty
file); Desktop screenshots; a small pyRevit repo with .git/__pycache__ noise; .ssh keys and caches.

Voices: Tomasz (precise, architecture jargon, job numbers like "J2412", "GA plans", "rev C", "the central model"),
Ewa (casual, lowercase, Polish-flavoured English: "where is the papers of the mortgage", "how much place"), terse
keyword queries, long rambling ones, polite ones, typos.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 48 hours"/"past 2 days" = 48 hours, "last 3 days" = 72 hours, "last
week"/"past week" = 7 days, "past 2 weeks"/"fortnight" = 14 days, "this month" = November 2026, "last 30 days" = 30
days, "last month"/"October" = October 2026, "since September" = from 2026-09-01, "past 3 months" = 91 days,
"since August" = from 2026-08-01, "older than 6 months" = 182 days, "this year"/"2026" = 2026, "older than a
year"/"over a year" = 365 days, "last year"/"2025" = 2025, "older than 2 years" = 730 days, "2024" = 2024, "Nov
19"/"19th of November" = 2026-11-19 (the files of that day are midday anchors; nothing else visible is within a day
of it). Words that depend on the clock time or the first day of the week ("today", "yesterday", "this week") are
not used. The generator keeps visible files clear of these boundaries (homes_architect.BAD_WINDOWS). A file's date
is its mtime. "Visible" files leave out hidden files and noise folders (.git, __pycache__, .cache, .steam, .ssh,
.DS_Store); where a question could fairly count either way, both numbers are accepted. Sizes are decimal units with
one decimal (homes.human). Photos are .jpg/.heic; where another reading (only family photos, or screenshots too) is
as fair, its number is accepted as well. Actions are asked without confirmation: the expectation is the exact plan
(nothing may change on disk); or_decline only where a clarifying question is as right as the plan. "delete them"
after a list of several files must ask; "clean up"/"free up space" is a proposal; a name shared by several files, a
path outside the home or a system path is declined.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import MB, human

ASOF = "2026-11-24"
H = "architect"
P = "Projects"
J12 = "Projects/J2412 Brewery Yard Mixed Use"
J08 = "Projects/J2508 Patel Kitchen Extension"
J03 = "Projects/J2603 Café Ribeiro Fit-out"
J11 = "Projects/J2311 Okafor Residence"
J02 = "Projects/J2302 Green Lane Primary - Canteen"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"i{_n[0]:03d}"
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
    assert any(e.path.startswith(prefix.rstrip("/") + "/") for e in es), prefix
    return [e for e in pool if e.path.startswith(prefix.rstrip("/") + "/")]


def ext(pool, *exts):
    return [e for e in pool if e.name.lower().endswith(tuple("." + x.lower() for x in exts))]


def named(pool, *words):
    """Files whose name holds every word (case-insensitive)."""
    return [e for e in pool if all(w.lower() in e.name.lower() for w in words)]


def size(pool):
    assert pool
    return human(sum(e.size for e in pool))


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
        assert e.age == "11-19"
        return 5.0
    return e.age


def aged(pool, lo: float = 0.0, hi: float = 1e9):
    return [e for e in pool if lo <= age(e) < hi]


def biggest(pool, n=1):
    return sorted(pool, key=lambda e: -e.size)[:n]


def files(pool, absent=()):
    assert pool, "an empty expectation"
    d = {"kind": "files", "paths": paths(pool)}
    if absent:
        for x in absent:
            assert any(e.name == x for e in es), x
        d["absent"] = sorted(absent)
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
    return [e.name for e in pool]


# boundaries (ages in days), each in the middle of a window homes_architect.BAD_WINDOWS keeps clear
D2, D3, WEEK, FORTNIGHT, NOV1, D30, OCT1, SEP1, M3, AUG1, M6, JAN26, YEAR, JAN25, Y2, JAN24 = (
    2.0, 3.0, 7.0, 14.0, 23.5, 30.0, 54.5, 84.5, 91.0, 115.5, 182.5, 327.7, 365.5, 692.7, 731.0, 1058.7,
)  # fmt: skip


def check_dates() -> None:
    from homes_architect import BAD_WINDOWS

    for b in (D2, D3, WEEK, FORTNIGHT, NOV1, D30, OCT1, SEP1, M3, AUG1, M6, JAN26, YEAR, JAN25, Y2, JAN24):
        assert any(lo <= b < hi for lo, hi in BAD_WINDOWS), b
    # the files dated Nov 19 are the anchors; nothing else visible is within a day of it
    assert not [e for e in vis if 3.9 < age(e) < 6.1 and not isinstance(e.age, str)]


check_dates()

dl = under("Downloads")
INSTALLERS = ("exe", "dmg", "msi", "pkg")
installers = ext(dl, *INSTALLERS)
VIDEO = ("mp4", "mov", "mkv", "avi")
videos = ext(vis, *VIDEO)
photos = ext(vis, "jpg", "jpeg", "heic")
pdfs = ext(vis, "pdf")
gpx = ext(vis, "gpx")
dup_groups: dict[str, list] = {}
for e in es:
    if e.dup:
        dup_groups.setdefault(e.dup, []).append(e)
dups = [e for g in dup_groups.values() for e in g]
empties = [e for e in vis if e.size == 0]
shots = [e for e in under("Desktop") if e.name.startswith("Screenshot")]
pods = under("Music/Podcasts")
nursery_inv = named(under("Family/Nursery"), "Little Acorns invoice")
renders_exr = ext(vis, "exr")
rvt = ext(vis, "rvt")
races = under("Running/Race photos")
tplans = under("Running/Training plans")
bibs = under("Running/Bib scans")

# ====================================================================== plain (35)
top: dict[str, list] = {}
for e in vis:
    if "/" in e.path:
        top.setdefault(e.path.split("/")[0], []).append(e)
tops = sorted(top, key=lambda k: -sum(x.size for x in top[k]))
assert tops[0] == "Archive", tops[:3]
q("what folders take up the most space?", "plain", answer("Archive", size(top["Archive"])))
q("How big is my Archive folder?", "plain", answer(size(under("Archive"))))
q("Hi! Could you tell me how much space all my projects take up in total? Thanks", "plain", answer(size(under(P))))
q("what's in Building Regs", "plain", files(under("Building Regs")))
top3 = biggest(under(P), 3)
q("what are the three biggest files in Projects?", "plain", files(top3))
inv26 = under("Practice/Invoices/2026")
q("newest file in Practice/Invoices", "plain", file(max(under("Practice/Invoices"), key=lambda e: -age(e)).path))
oldest_proj = max(under(P), key=age)
assert sorted(age(e) for e in under(P))[-2] < age(oldest_proj) - 1
q("What is the oldest file in my Projects folder?", "plain", file(oldest_proj.path))
q("how big is J2412", "plain", answer(size(under(J12))))
q("total size of the BIM Library", "plain", answer(size(under("BIM Library"))))
q("how much space do the family videos take", "plain", answer(size(under("Family/Videos"))))
q("What's in the Tender folder for J2412?", "plain", files(under(f"{J12}/Tender")))
q("show me the 5 largest files in Downloads", "plain", files(biggest(dl, 5)))
newest_gpx = min(gpx, key=age)
q("most recent gpx file?", "plain", file(newest_gpx.path))
q("I've been logging every run since I started training for Valencia and I wonder how much disk space the Running "
  "folder actually uses by now", "plain", answer(size(under("Running"))))  # fmt: skip
q("size of my dropbox folder", "plain", answer(size(under("Dropbox", visible=False))))
q("what's in Dropbox/Shared with Ewa", "plain", files(under("Dropbox/Shared with Ewa")))
q("how big is the Revit folder of J2603", "plain", answer(size(under(f"{J03}/Revit"))))
q("what's in my Games folder?", "plain", files(under("Games")))
big_video = biggest(videos)[0]
assert big_video.path == "Family/Videos/2025/Holiday Gdańsk 2025.mp4"
q("which is my largest video", "plain", file(big_video.path))
q("How much space do the J2311 renders take?", "plain", answer(size(under(f"{J11}/Renders"))))
fam_photos = under("Family/Photos")
oldest_fp = max(fam_photos, key=age)
q("oldest photo in Family/Photos", "plain", file(oldest_fp.path))
q("what's on my desktop", "plain", files(under("Desktop")))
q("how big is Music", "plain", answer(size(under("Music"))))
q("total size of Documents?", "plain", answer(size(under("Documents"))))
big_rvt = biggest(rvt)[0]
assert biggest(rvt, 2)[1].size < big_rvt.size
q("biggest Revit file", "plain", file(big_rvt.path))
q("whats the newest thing in downloads", "plain", file(min(dl, key=age).path))
q("what is in the Car folder", "plain", files(under("Family/Car")))
q("size of Practice", "plain", answer(size(under("Practice"))))
q("what's in Family/Nursery?", "plain", files(under("Family/Nursery")))
q("how much place is taking the house buying folder?", "plain", answer(size(under("Family/House buying"))))
big_bim = biggest(under("BIM Library"))[0]
q("largest file in the BIM Library", "plain", file(big_bim.path))
oldest_vid = max(under("Family/Videos"), key=age)
q("which is the oldest family video?", "plain", file(oldest_vid.path))
q("how big are the J2302 site photos", "plain", answer(size(under(f"{J02}/Site photos"))))
q("How much space do all my SketchUp files take?", "plain", answer(size(ext(vis, "skp"))))
q("How big is my Downloads folder?", "plain", answer(size(dl)))

# ====================================================================== named_file (25)
c12 = E(f"{J12}/Revit/J2412_Central.rvt")
q("how big is the J2412 central model (J2412_Central.rvt)?", "named_file", answer(human(c12.size)))
q("when did I last change the Finishes schedule for Café Ribeiro?", "named_file",
  file(f"{J03}/Finishes schedule.xlsx"))  # fmt: skip
herit = named(vis, "Heritage Statement")
assert len(herit) == 2
q("where is the J2412 Heritage Statement", "named_file", files(herit))
rics = E("Family/House buying/RICS Level 3 Building Survey - 27 Elm Road.pdf")
q("how big is the RICS survey?", "named_file", answer(human(rics.size)))
q("where's Tomasz passport scan", "named_file", file("Documents/ID/Tomasz passport scan.jpg"))
mood = E("Desktop/J2603 mood board.pdf")
q("what is J2603 mood board.pdf", "named_file", answer(human(mood.size)))
tw = E("Downloads/Twinmotion 2025.2 installer.exe")
q("size of the Twinmotion installer?", "named_file", answer(human(tw.size)))
q("when was the Valencia booking confirmation last modified", "named_file",
  file("Running/Valencia 2026 booking confirmation.pdf"))  # fmt: skip
bat = f"{P}/J2405 Mill Lane Barn Conversion/Bat survey - Łódź Ecology.pdf"
q("find the bat survey for Mill Lane", "named_file", file(bat))
q("lodz ecology bat survey how big", "named_file", answer(human(E(bat).size)))
q("where is the tenderers list", "named_file", file(f"{J12}/Tender/tenderers list.txt"))
berlin_cert = E("Running/Results/Berlin 2024 certificate - 3h08m.pdf")
q("my Berlin marathon certificate, how big is that file?", "named_file", answer(human(berlin_cert.size)))
q("Where did I put the J2207 appeal statement?", "named_file",
  file(f"{P}/J2207 Harbour Street Loft Conversion/Planning/J2207 Appeal statement.pdf"))  # fmt: skip
nhbc = E("Downloads/NHBC Standards 2026.pdf")
q("how big is the NHBC Standards pdf", "named_file", answer(human(nhbc.size)))
q("where's the structural calcs rev A", "named_file",
  file(f"{J12}/Structural/J2412 Structural calcs - Arup (rev A).pdf"))  # fmt: skip
gd = E("Family/Videos/2025/Holiday Gdańsk 2025.mp4")
q("how large is Holiday Gdańsk 2025.mp4?", "named_file", answer(human(gd.size)))
q("where is the video of Kuba's first steps", "named_file", file("Family/Videos/2026/Kuba first steps.MOV"))
rv = E("Downloads/Revit_2026_G1_Win_64bit_dlm.exe")
q("how big is the Revit 2026 installer I downloaded", "named_file", answer(human(rv.size)))
q("When did the J2508 completion certificate come in?", "named_file",
  file(f"{J08}/Building Control/J2508 Completion certificate.pdf"))  # fmt: skip
q("the CPD log - where is it?", "named_file", file("Practice/CPD log 2026.md"))
mega = E("Games/Factorio saves/megabase.zip")
q("how big is megabase.zip", "named_file", answer(human(mega.size)))
q("what's Nowakowo.cok", "named_file", file("Games/Cities Skylines II saves/Nowakowo.cok"))
mort = named(vis, "Mortgage offer")
assert len(mort) == 3
q("where is the papers of the mortgage offer? i need them for the bank", "named_file", files(mort))
pc = E("Downloads/Brewery Yard survey point cloud.e57.crdownload")
q("how big is the brewery yard point cloud download", "named_file", answer(human(pc.size)))
fee08 = named(vis, "J2508 Fee proposal v2 FINAL")
assert len(fee08) == 2
q("J2508 fee proposal v2 FINAL - where is it", "named_file", files(fee08))

# ====================================================================== dropped_words (25)
q("how much space do my podcasts take", "dropped_words", answer(size(pods)))
q("show me my screenshots", "dropped_words", files(shots))
q("how big are my race photos all together", "dropped_words", answer(size(races)))
q("where are the bib scans", "dropped_words", files(bibs))
q("list my training plans", "dropped_words", files(tplans))
q("show the nursery invoices", "dropped_words", files(nursery_inv))
rbk = [e for e in vis if "/Revit/Backup/" in e.path]
q("how much space are the Revit backups eating?", "dropped_words", answer(size(rbk)))
dn = named(vis, "Decision Notice")
q("the decision notices, where are they", "dropped_words", files(dn))
q("show me the Berlin marathon photos", "dropped_words", files(under("Running/Race photos/Berlin Marathon 2024")))
ts = under("Practice/Timesheets")
q("timesheets total size??", "dropped_words", answer(size(ts)))
drawings = named(vis, "Planning drawings set")
q("where are all the planning drawings sets", "dropped_words", files(drawings))
rend = [e for e in vis if "/Renders/" in e.path]
rend_named = named(vis, "render")
assert abs(sum(e.size for e in rend) - sum(e.size for e in rend_named)) < 0.01 * sum(e.size for e in rend)
q("how much space do renders take", "dropped_words", answer(size(rend)))
q("show me the exr renders", "dropped_words", files(renders_exr))
q("my installers in downloads", "dropped_words", files(installers))
mt = named(pods, "Marathon Talk")
q(
    "list the Marathon Talk episodes",
    "dropped_words",
    files(mt),
)
okafor_site = under(f"{J11}/Site photos")
q("show me the site photos for Okafor", "dropped_words", files(okafor_site))
q("where are my ID scans", "dropped_words", files(under("Documents/ID")))
ad = named(under("Building Regs"), "Approved Document")
q("how big are the approved documents in Building Regs altogether", "dropped_words", answer(size(ad)))
q("list the fee proposals for J2412", "dropped_words", files(under(f"{J12}/Fees")))
steam = under(".steam/steam/steamapps/common", visible=False)
steam_all = under(".steam", visible=False)
assert abs(sum(e.size for e in steam) - sum(e.size for e in steam_all)) < 0.01 * sum(e.size for e in steam)
q("how much space do my steam games use", "dropped_words", answer(size(steam)))
q("my race results", "dropped_words", files(under("Running/Results")))
q("show the renders for Café Ribeiro", "dropped_words", files(under(f"{J03}/Renders")))
q("the GA plans - which jobs have them?", "dropped_words", files(named(vis, "GA plans")))
q("how much place the dzieci songs take in music", "dropped_words", answer(size(under("Music/Dzieci"))))
q("the wills - where are they kept?", "dropped_words", files(under("Documents/Wills")))

# ====================================================================== filler_dates (25)
d3 = aged(vis, 0, D3)
q("what did I change in the last 3 days", "filler_dates", files(d3, absent=names(aged(vis, D3, 4.0))))
g7 = aged(gpx, 0, WEEK)
q("any GPX files from last week?", "filler_dates", files(g7, absent=names(aged(gpx, WEEK, 13))))
sp19 = [e for e in photos if e.age == "11-19"]
assert len(sp19) == 8
q("site photos from Nov 19", "filler_dates", files(sp19))
a19 = [e for e in vis if e.age == "11-19"]
q("what did I do on the 19th of November", "filler_dates", files(a19, absent=names(aged(vis, 7.5, 8.5))))
ni25 = [e for e in nursery_inv if JAN25 > age(e) >= JAN26]
assert len(ni25) == 12
q("do I still have any nursery invoices from back in 2025?", "filler_dates",
  files(ni25, absent=["Little Acorns invoice 2026-01.pdf"]))  # fmt: skip
pm = aged(pods, 0, NOV1)
q("podcasts I downloaded this month", "filler_dates", files(pm, absent=names(aged(pods, NOV1))))
dlo = aged(dl, NOV1, OCT1)
q(
    "so last month I downloaded a few datasheets and things for the Brewery Yard job, which files from last month are "
    "in Downloads?",
    "filler_dates",
    files(dlo, absent=names(aged(dl, 0, NOV1))),
)
j12s = aged(under(J12), 0, SEP1)
q("what changed in J2412 since September", "filler_dates", files(j12s, absent=names(aged(under(J12), SEP1 + 10))))
fp24 = under("Family/Photos/2024")
assert all(JAN24 > age(e) >= JAN25 for e in fp24)
q("family photos from 2024", "filler_dates", files(fp24))
dl14 = aged(dl, 0, FORTNIGHT)
q("anything i downloadd in the past 2 weeks?", "filler_dates", files(dl14, absent=names(aged(dl, FORTNIGHT, 20))))
rend26 = aged(rend, 0, JAN26)
q("renders from 2026", "filler_dates", files(rend26))
goct = aged(gpx, NOV1, OCT1)
assert all(e.name.startswith("2026-10-") for e in goct) and len(goct) == len(named(gpx, "2026-10-"))
q("gpx from october", "filler_dates", files(goct))
old_shots = aged(shots, M6)
q("any screenshots older than 6 months still lying around?", "filler_dates", files(old_shots))
ni_oct = [e for e in nursery_inv if NOV1 <= age(e) < OCT1]
assert len(ni_oct) == 1
q("the Little Acorns invoice from last month", "filler_dates",
  files(ni_oct, absent=["Little Acorns invoice 2026-11.pdf", "Little Acorns invoice 2026-09.pdf"]))  # fmt: skip
pr30 = aged(under("Practice"), 0, D30)
q("anything new in Practice in the last 30 days?", "filler_dates",
  files(pr30, absent=names(aged(under("Practice"), D30, 40))))  # fmt: skip
dlaug = aged(dl, 0, AUG1)
q("what have I downloaded since August", "filler_dates", files(dlaug, absent=names(aged(dl, AUG1))))
dl2y = aged(dl, Y2)
q("Are there any files older than 2 years in Downloads?", "filler_dates", files(dl2y))
pw = aged(under(P), 0, WEEK)
q("what did i touch in projects over the last week", "filler_dates",
  files(pw, absent=names(aged(under(P), WEEK, 9))))  # fmt: skip
v25 = [e for e in under("Family/Videos") if JAN25 > age(e) >= JAN26]
q("videos from last year", "filler_dates", files(v25, absent=names(aged(under("Family/Videos"), 0, JAN26))))
fp26 = under("Family/Photos/2026")
assert all(age(e) < JAN26 for e in fp26)
q("which family photos are from this year", "filler_dates", files(fp26))
b3 = aged(bibs, 0, M3)
q("bib scans from the past 3 months", "filler_dates", files(b3, absent=names(aged(bibs, M3))))
dbo = aged(under("Dropbox"), YEAR)
q("dropbox files older than a year", "filler_dates", files(dbo, absent=names(aged(under("Dropbox"), 0, YEAR))))
h48 = aged(vis, 0, D2)
q("what's changed in the past 48 hours", "filler_dates", files(h48, absent=names(aged(vis, D2, D3))))
fp_oct = aged(fam_photos, NOV1, OCT1)
q("we took any family photos in october?", "filler_dates", files(fp_oct))
since_sep_inv = aged(ext(inv26, "pdf"), 0, SEP1)
q("Which invoices have I issued since September?", "filler_dates",
  files(since_sep_inv, absent=names(aged(inv26, SEP1))))  # fmt: skip

# ====================================================================== filters (20)
pdf20 = [e for e in pdfs if e.size > 20 * MB]
q("PDFs bigger than 20 MB", "filters", files(pdf20))
v1g = [e for e in videos if e.size > 1000 * MB]
q("videos over 1 GB", "filters", files(v1g, absent=names([e for e in videos if e.size <= 1000 * MB])))
z1g = [e for e in ext(vis, "zip") if e.size > 1000 * MB]
q("zip files larger than 1GB", "filters", files(z1g))
dld = [e for e in dl if e.dup]
q("duplicates in Downloads", "filters", files(dld))
dpdf = [e for e in dups if e.name.lower().endswith(".pdf")]
q("duplicate PDFs", "filters", files(dpdf))
d10 = [e for e in dups if e.size > 10 * MB]
q("duplicates bigger than 10 MB", "filters", files(d10, absent=names([e for e in dups if e.size < 10 * MB])))
dwg26 = aged(ext(vis, "dwg"), 0, JAN26)
q("DWGs modified this year", "filters", files(dwg26, absent=names(aged(ext(vis, "dwg"), JAN26, JAN26 + 60))))
tex2 = [e for e in ext(under("BIM Library"), "jpg") if e.size < 2 * MB]
q("jpgs under 2 MB in the BIM Library", "filters", files(tex2))
x30 = aged(ext(vis, "xlsx"), 0, D30)
q("spreadsheets from the last 30 days", "filters", files(x30, absent=names(aged(ext(vis, "xlsx"), D30, 45))))
mp50 = [e for e in ext(vis, "mp3") if e.size > 50 * MB]
q("mp3s bigger than 50 MB", "filters", files(mp50))
rvt500 = [e for e in rvt if e.size > 500 * MB]
q("rvt files over 500 MB", "filters", files(rvt500, absent=names([e for e in rvt if e.size < 480 * MB])))
inst_old = aged(installers, YEAR)
q("installers older than a year in Downloads", "filters", files(inst_old, absent=names(aged(installers, 0, YEAR))))
skp100 = [e for e in ext(vis, "skp") if e.size > 100 * MB]
q("skp files bigger than 100MB", "filters", files(skp100))
dlpdf6 = aged(ext(dl, "pdf"), M6)
q("pdfs in Downloads older than 6 months", "filters", files(dlpdf6, absent=names(aged(ext(dl, "pdf"), 0, M6))))
ph5 = [e for e in aged(photos, 0, JAN26) if e.size > 5 * MB]
q("photos bigger than 5 MB from 2026", "filters", files(ph5))
q("empty files", "filters", files(empties))
dph = [e for e in dups if e.name.lower().endswith((".jpg", ".heic"))]
q("duplicate photos", "filters", files(dph))
docx_p = aged(ext(under(P), "docx"), 0, SEP1)
q("which .docx in Projects have I revised since September?", "filters", files(docx_p))
g3 = [e for e in gpx if e.size > 3 * MB]
q("gpx files bigger than 3 MB", "filters", files(g3))
dl1g = [e for e in dl if e.size > 1000 * MB]
q("files over 1 GB in Downloads", "filters", files(dl1g))

# ====================================================================== decline (20)
q("what's in /etc/passwd", "decline", decline())
q("how big is C:\\Program Files\\Autodesk", "decline", decline())
q("what photos are on Ewa's phone?", "decline", decline())
q("what does the J2412 Heritage Statement say on page 12?", "decline", decline(*names(herit)))
q("is the Okafor design any good?", "decline", decline())
q("ile miejsca zajmują moje zdjęcia?", "decline", decline())
q("show me the files in my OneDrive", "decline", decline())
q("how big is my iCloud Drive", "decline", decline())
q("list /usr/share/fonts", "decline", decline())
pwx = E("Documents/Private/passwords export 2026-09.csv")
q("what's the password for the nursery portal in my passwords export", "decline", decline(pwx.name))
q("show me my ssh private key", "decline", decline("id_ed25519.pub", "known_hosts"))
q("will the planning committee approve J2412?", "decline", decline())
q("how much free space is left on the NAS", "decline", decline())
q("what files are on Ania's laptop", "decline", decline())
q("what will my marathon time be in Valencia", "decline", decline())
q("wie viel Platz brauchen meine Videos?", "decline", decline())
q("does the RICS survey say the roof is in bad condition?", "decline", decline(rics.name))
q("how big is the Photos Library on the Mac mini in the office", "decline", decline())
q("what's in my Revit 2027 folder", "decline", decline())
q("which of my clients is the nicest?", "decline", decline())

# ====================================================================== actions (20)
q("delete the Untitled.pdf in Downloads", "actions", plan([E("Downloads/Untitled.pdf")]))
q("move all the .dmg files in Downloads to Archive", "actions", plan(ext(dl, "dmg")))
q("trash Brewery Yard survey point cloud.e57.crdownload", "actions", plan([pc]))
clean_dl = [e for e in dl if e in installers or e.dup or e.size == 0
            or e.name.lower().endswith((".zip", ".crdownload"))]  # fmt: skip
q("clean up my Downloads", "actions", proposal(clean_dl))
free = (
    dups
    + installers
    + [e for e in dl if e.size == 0 or e.name.lower().endswith((".zip", ".crdownload"))]
    + [e for e in es if e.hidden_or_noise and ("/.cache/" in "/" + e.path or "__pycache__" in e.path)]
    + videos
    + empties
    + rbk
)
q("help me free up some space, the disk is almost full", "actions", proposal(list({e.path: e for e in free}.values())))
q("delete the duplicates in Downloads", "actions", plan(dld))
notes = named(vis, "notes.txt")
assert len([e for e in notes if e.name == "notes.txt"]) == 9
q("rename notes.txt to notes old.txt", "actions", decline("notes.txt"))
q("delete J2412 Specification v4.docx", "actions", plan([E(f"{J12}/Tender/J2412 Specification v4.docx")]))
vcopy = E("Desktop/Valencia 2026 - 16 week plan (copy).xlsx")
q("move 'Valencia 2026 - 16 week plan (copy).xlsx' from the Desktop to Running/Training plans", "actions",
  plan([vcopy]))  # fmt: skip
fees = named(vis, "fee proposal")
q("delete the fee proposal", "actions", decline(*names(fees)))
q("delete everything in /var/log", "actions", decline())
old_shots30 = aged(shots, D30)
q("move the screenshots on my desktop older than 30 days into a folder called Old screenshots", "actions",
  plan(old_shots30))  # fmt: skip
q("trash New Text Document.txt", "actions", plan([E("Desktop/New Text Document.txt")]))
q("delete all the .exe files in Downloads", "actions", plan(ext(dl, "exe")))
q("delete the revit backups for J2302", "actions", plan(under(f"{J02}/Revit/Backup")))
q("get rid of the old Zoom installer", "actions", plan([E("Downloads/Zoom.pkg")], or_decline=True))
clean_desk = [e for e in under("Desktop") if e.size == 0 or e in shots or e is vcopy]
q("clean up the desktop pls, it's a mess", "actions", proposal(clean_desk))
q("delete lista zakupów", "actions", plan([E("Documents/Notes/Ewa - lista zakupów.txt")], or_decline=True))
bib24 = [e for e in bibs if JAN24 > age(e) >= JAN25]
assert len(bib24) == 1
q("move the bib scans from 2024 to Archive", "actions", plan(bib24))
q("delete C:\\Windows\\System32", "actions", decline())

# ====================================================================== followup (21)
f_inst = next(x["id"] for x in Q if x["q"] == "my installers in downloads")
q("which is the biggest?", "followup", file(biggest(installers)[0].path), follows=f_inst)
q("how much space do they take?", "followup", answer(size(installers)), follows=f_inst)
f_fp24 = next(x["id"] for x in Q if x["q"] == "family photos from 2024")
q("what about 2025?", "followup", files(under("Family/Photos/2025")), follows=f_fp24)
f_exr = next(x["id"] for x in Q if x["q"] == "show me the exr renders")
q("sort them by size", "followup", files(sorted(renders_exr, key=lambda e: -e.size)), follows=f_exr)
f_dld = next(x["id"] for x in Q if x["q"] == "duplicates in Downloads")
q("delete them", "followup", decline(*names([e for e in dups if e.dup in {x.dup for x in dld}])), follows=f_dld)
f_pdf20 = next(x["id"] for x in Q if x["q"] == "PDFs bigger than 20 MB")
q("which one is the biggest?", "followup", file(biggest(pdf20)[0].path), follows=f_pdf20)
f_v1g = next(x["id"] for x in Q if x["q"] == "videos over 1 GB")
q("how much space do they take up together", "followup", answer(size(v1g)), follows=f_v1g)
f_pm = next(x["id"] for x in Q if x["q"] == "podcasts I downloaded this month")
poct = aged(pods, NOV1, OCT1)
q("what about October?", "followup", files(poct, absent=names(pm) + names(aged(pods, OCT1))), follows=f_pm)
f_j12 = next(x["id"] for x in Q if x["q"] == "how big is J2412")
assert size(under(J11)) != size(under(J12))
q("and J2311?", "followup", answer(size(under(J11))), follows=f_j12)
f_tp = next(x["id"] for x in Q if x["q"] == "list my training plans")
q("which one is the newest", "followup", file(min(tplans, key=age).path), follows=f_tp)
f_bib = next(x["id"] for x in Q if x["q"] == "where are the bib scans")
q("delete the Berlin one", "followup", plan([E("Running/Bib scans/bib Berlin 2024.pdf")]), follows=f_bib)
f_ok = next(x["id"] for x in Q if x["q"] == "show me the site photos for Okafor")
q("how many are there?", "followup", count(len(okafor_site)), follows=f_ok)
f_z = next(x["id"] for x in Q if x["q"] == "zip files larger than 1GB")
q("only the ones in Archive", "followup", files([e for e in z1g if e.path.startswith("Archive/")],
                                                absent=names([e for e in z1g if not e.path.startswith("Archive/")])),
  follows=f_z)  # fmt: skip
f_ber = next(x["id"] for x in Q if x["q"] == "show me the Berlin marathon photos")
q("move all of them to Family/Photos/2024", "followup", plan(under("Running/Race photos/Berlin Marathon 2024")),
  follows=f_ber)  # fmt: skip
f_emp = next(x["id"] for x in Q if x["q"] == "empty files")
q("delete all of them", "followup", plan(empties), follows=f_emp)
f_d3 = next(x["id"] for x in Q if x["q"] == "what did I change in the last 3 days")
q("only the ones on the Desktop", "followup", files([e for e in d3 if e.path.startswith("Desktop/")],
                                                    absent=names([e for e in d3 if not e.path.startswith("Desktop/")])),
  follows=f_d3)  # fmt: skip
f_dbo = next(x["id"] for x in Q if x["q"] == "dropbox files older than a year")
q("how big are they together?", "followup", answer(size(dbo)), follows=f_dbo)
f_rvt = next(x["id"] for x in Q if x["q"] == "rvt files over 500 MB")
q("which one is the oldest?", "followup", file(max(rvt500, key=age).path), follows=f_rvt)
f_ni = next(x["id"] for x in Q if x["q"] == "show the nursery invoices")
ni26 = [e for e in nursery_inv if age(e) < JAN26]
q("just the ones from 2026", "followup", files(ni26, absent=["Little Acorns invoice 2025-12.pdf"]), follows=f_ni)
f_g = next(x["id"] for x in Q if x["q"] == "what's in my Games folder?")
q("sort by size", "followup", files(sorted(under("Games"), key=lambda e: -e.size)), follows=f_g)
f_pod = next(x["id"] for x in Q if x["q"] == "how much space do my podcasts take")
q("and the long run mix?", "followup", answer(size(under("Music/Long run mix"))), follows=f_pod)

# ====================================================================== counts (10)
q("how many files do I have", "counts", count(len(vis), len(es)))
fam_ph = [e for e in photos if e.path.startswith("Family/Photos/")]
q("how many photos do I have", "counts",
  count(len(photos), len(photos) + len(ext(vis, "png")), len(fam_ph)))  # fmt: skip
q("how many GPX files are there", "counts", count(len(gpx)))
q("how many race photos have I got", "counts", count(len(races)))
q("how many design and access statements do I have", "counts", count(len(named(vis, "Design and Access Statement"))))
q("how many timesheets", "counts", count(len(ts)))
fam_rfa = under("BIM Library/Families")
q("how many Revit families are in the BIM library?", "counts", count(len(fam_rfa), len(ext(vis, "rfa"))))
inv26_pdf = ext(inv26, "pdf")
q("how many invoices did I send out in 2026", "counts", count(len(inv26_pdf), len(inv26)))
q("how many screenshots are on my desktop", "counts", count(len(shots)))
q("number of files in Downloads?", "counts", count(len(dl)))


# ====================================================================== checks and output
def _check() -> None:
    ids = [x["id"] for x in Q]
    assert len(ids) == len(set(ids))
    for x in Q:
        ex = x["expect"]
        for p in (
            ex.get("paths", [])
            + ex.get("files", [])
            + ex.get("candidates", [])
            + ([ex["path"]] if "path" in ex else [])
        ):
            assert p in by_path, p
        if x.get("follows"):
            assert x["follows"] < x["id"]
        wanted = {p.rsplit("/", 1)[-1] for p in ex.get("paths", [])}
        assert not wanted & set(ex.get("absent", [])), (x["id"], wanted & set(ex.get("absent", [])))
    from collections import Counter

    print(Counter(x["class"] for x in Q), len(Q))


_check()
with open(Path(__file__).parent / "heldout_i.jsonl", "w", encoding="utf-8") as fh:
    for x in Q:
        fh.write(json.dumps(x, ensure_ascii=False) + "\n")
