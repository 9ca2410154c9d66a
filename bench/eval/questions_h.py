"""Writes heldout_h.jsonl: an eighth held-out set, over the "bakery" home (homes_bakery.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout --help` and `filescout ask --help`, issue 11 and the harness (homes.py,
homes_retired.py and homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds,
the docstring and helpers at the top of questions_g.py, run_heldout.py). The home's shape (Sofia Marchetti runs a
small family bakery and café, "Forno Sofia", from a shop with a flat above it; her teenage son Luca uses the same
laptop for school and gaming: supplier invoices by supplier and month, VAT returns by quarter, payroll and weekly
rotas, staff contracts, food hygiene and allergen certificates, insurance, the shop lease, equipment manuals, menu
designs .psd/.pdf/.png by season, price lists, wholesale orders from three cafés, recipe costing, Instagram photos and
reels, a logo folder, a website export with .git/node_modules; recipes and scans of nonna's handwritten ones; a shop
renovation; the flat's tenancy, utilities and council tax; family photos by year, school reports, passport scans;
Luca's homework by subject, a school project video, Minecraft worlds and mods, OBS recordings, FL Studio projects,
memes and screenshots; a hidden .minecraft game folder) was new: no earlier home had it. Every expectation is computed
from the generator's own list (sizes, dates, paths), never by asking filescout, and no question or expectation was
changed after seeing an answer (filescout was never run on these questions while writing them). Run:
    python bench/eval/questions_h.py      # rewrites bench/eval/heldout_h.jsonl
    python bench/eval/run_heldout.py --set heldout_h.jsonl

Voices: Sofia (good English with an Italian flavour: "the invoices of Lavazza", "how much place", "I search the
lease"), Luca (lowercase, slang, no punctuation, misspellings), terse keyword queries, long rambling ones.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-23, a Monday, "asof"): "last 2 days"/"48 hours" = 48 hours, "past 3 days" = 72 hours, "last
week"/"past week"/"7 days" = 7 days, "last 10 days" = 10 days, "last fortnight"/"two weeks" = 14 days, "last 30
days" = 30 days, "this month" = November 2026, "last month"/"October" = October 2026, "since September" = from
2026-09-01, "past 3 months" = 91 days, "older than 6 months" = 182 days, "this year"/"2026" = 2026, "older than a
year"/"over a year" = 365 days, "2025"/"last year" = 2025, "older than 2 years" = 730 days, "2024" = 2024, "since
August" = from 2026-08-01, "Nov 17"/"17th of November" = 2026-11-17. Words that depend on the clock time or the first
day of the week ("today", "yesterday", "this week") are not used. The generator keeps visible files clear of these
boundaries (homes_bakery.BAD_WINDOWS). A file's date is its mtime (for a supplier invoice, the day it came, not the
month in its name). "Visible" files leave out hidden files and noise folders (.git, node_modules, .cache, .minecraft,
.DS_Store); where a question could fairly count either way, both numbers are accepted. Sizes are decimal units with
one decimal (homes.human). Photos are .jpg files; where screenshots (.png) could fairly be counted too, both numbers
are accepted. Actions are asked without confirmation: the expectation is the exact plan (nothing may change on
disk); or_decline only where a clarifying question is as right as the plan (a partial name, "them" after a list).
"delete them" after a list of several files must ask, "clean up"/"free up space" is a proposal, a partial name that
fits several files, a path outside the home or a system path is declined.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import GB, KB, MB, human

ASOF = "2026-11-23"
H = "bakery"
B = "Business"
SUP = "Business/Suppliers"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"h{_n[0]:03d}"
    d = {"id": id_, "home": H, "q": text, "class": cls, "asof": ASOF, "expect": expect}
    if follows:
        d["follows"] = follows
    Q.append(d)
    return id_


es = homes.HOMES[H]()
vis = [e for e in es if not e.hidden_or_noise]
by_path = {e.path: e for e in es}


def under(prefix: str, visible: bool = True, pool=None):
    pool = pool if pool is not None else (vis if visible else es)
    return [e for e in pool if e.path.startswith(prefix.rstrip("/") + "/")]


def ext(pool, *exts):
    return [e for e in pool if e.name.lower().endswith(tuple("." + x.lower() for x in exts))]


def named(pool, *words):
    """Files whose name holds every word (case-insensitive)."""
    return [e for e in pool if all(w.lower() in e.name.lower() for w in words)]


def size(pool):
    return human(sum(e.size for e in pool))


def paths(pool):
    return [e.path for e in pool]


def names(pool):
    return sorted({e.name for e in pool})


def one(path: str) -> str:
    assert path in by_path, path
    return path


def age(e) -> float:
    """Age in days as of the writing day; a "11-17" anchor is 6.5 days (Nov 17, midday)."""
    if isinstance(e.age, str):
        assert e.age == "11-17"
        return 6.5
    return e.age


def aged(pool, lo: float = 0.0, hi: float = 1e9):
    return [e for e in pool if lo <= age(e) < hi]


def biggest(pool, n):
    return sorted(pool, key=lambda e: -e.size)[:n]


def files(pool, absent=()):
    assert pool, "an empty expectation"
    d = {"kind": "files", "paths": paths(pool)}
    if absent:
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


def decline(*allow):
    d = {"kind": "decline"}
    if allow:
        d["allow"] = sorted(set(allow))
    return d


# boundaries (ages in days), each in the middle of a window homes_bakery.BAD_WINDOWS keeps clear
D2, D3, WEEK, D10, FORTNIGHT, NOV1, D30, OCT1, SEP1, M3, AUG1, M6, JAN26, YEAR, JAN25, Y2, JAN24 = (
    2.0,
    3.0,
    7.0,
    10.0,
    14.0,
    22.5,
    30.0,
    53.5,
    83.5,
    91.0,
    114.0,
    182.5,
    326.5,
    365.5,
    691.0,
    730.5,
    1057.0,
)

VIDEO = ("mp4", "mov", "avi", "mkv")
INSTALLERS = ("exe", "dmg", "msi", "pkg")


def check_dates() -> None:
    from homes_bakery import BAD_WINDOWS

    for b in (D2, D3, WEEK, D10, FORTNIGHT, NOV1, D30, OCT1, SEP1, M3, AUG1, M6, JAN26, YEAR, JAN25, Y2, JAN24):
        assert any(lo <= b < hi for lo, hi in BAD_WINDOWS), b
    # the files dated Nov 17 are the anchors; nothing else visible is within a day of it
    assert not [e for e in vis if 4.8 < age(e) < 7.7 and not isinstance(e.age, str)]


check_dates()

dl = under("Downloads")
installers = ext(dl, *INSTALLERS)
videos = ext(vis, *VIDEO)
jpgs = ext(vis, "jpg")
dup_groups: dict[str, list] = {}
for e in es:
    if e.dup:
        dup_groups.setdefault(e.dup, []).append(e)
dups = [e for g in dup_groups.values() for e in g]
dl_dups = [e for e in dl if e.dup]
empties = [e for e in vis if e.size == 0]

# ====================================================================== plain
top = {}
for e in vis:
    if "/" in e.path:
        top.setdefault(e.path.split("/")[0], []).append(e)
tops = sorted(top, key=lambda k: -sum(x.size for x in top[k]))
assert tops[:2] == ["Luca", "Videos"], tops[:3]
q("biggest folders", "plain", answer("Luca", size(top["Luca"])))
q("How big is my Pictures folder?", "plain", answer(size(under("Pictures"))))
q("how much space do my obs recordings take up", "plain", answer(size(under("Luca/OBS recordings"))))
q("what's the biggest file on this laptop", "plain", file(biggest(vis, 1)[0].path))
assert biggest(vis, 1)[0].path == "Videos/Christmas market 2025 - full day.mov"
q("show me the 5 largest files", "plain", files(biggest(vis, 5)))
q("list the pdfs in Downloads", "plain", files(ext(dl, "pdf")))
q("what is in the Logo folder?", "plain", files(under("Business/Logo")))
q("How much place takes the Music folder?", "plain", answer(size(under("Music"))))
q("total size of downloads", "plain", answer(size(dl)))
q("how much space does the Recipes folder use", "plain", answer(size(under("Recipes"))))
q("Where I can find the manuals of the equipment?", "plain", files(under("Business/Equipment manuals")))
q("how big are all the menu designs together?", "plain", answer(size(under("Business/Menus"))))
psd_sorted = biggest(ext(vis, "psd"), 10)
q("the 3 biggest psd files", "plain", files(psd_sorted[:3], absent=[psd_sorted[-1].name]))
q("biggest files in Luca's folder", "plain", file(biggest(under("Luca"), 1)[0].path))
q("what's the newest thing in downloads? I just downloaded something", "plain", file(sorted(dl, key=age)[0].path))
q(
    "what is the oldest photo in Family/Photos?",
    "plain",
    file(sorted(ext(under("Family/Photos"), "jpg"), key=lambda e: -age(e))[0].path),
)
q("show the Lavazza invoices", "plain", files(under(f"{SUP}/Lavazza")))
q("which file in the Flat folder is the most recent", "plain", file(sorted(under("Flat"), key=age)[0].path))
q("how much do the instagram reels weigh", "plain", answer(size(under("Business/Instagram/Reels"))))
q("the Videos folder, how much it weighs?", "plain", answer(size(under("Videos"))))
q("what's taking up all the space in Luca", "plain", answer("OBS recordings", size(under("Luca/OBS recordings"))))
assert (
    max({e.path.split("/")[1] for e in under("Luca")}, key=lambda k: sum(x.size for x in under("Luca/" + k)))
    == "OBS recordings"
)
q("list my videos", "plain", files(videos))
q("the largest pdf", "plain", file(biggest(ext(vis, "pdf"), 1)[0].path))
q("how much space is Business using", "plain", answer(size(under(B))))
assert size(under(B)) == size(under(B, visible=False))
q(
    "the smallest file in Equipment manuals",
    "plain",
    file(sorted(under("Business/Equipment manuals"), key=lambda e: e.size)[0].path),
)

# ====================================================================== named_file
q("how big is Menu Christmas 2026 v2 FINAL.psd", "named_file", answer(human(212 * MB)))
q("where is the shop lease", "named_file", file("Business/Lease/Shop lease - 12 Market Street.pdf"))
q("When did I change last the Recipe costing 2026?", "named_file", file("Business/Recipe costing 2026.xlsx"))
q("wheres nonnas torta di mele recipe", "named_file", file("Recipes/Nonna's recipes/Torta di mele della nonna.txt"))
q("where's the creme brulee recipe", "named_file", file("Recipes/Pastries/Crème brûlée.txt"))
q("find Tiramisu.txt", "named_file", file("Recipes/Cakes/Tiramisù.txt"))
q(
    "when was Hiscox shop insurance 2026-27.pdf saved",
    "named_file",
    file("Business/Insurance/Hiscox shop insurance 2026-27.pdf"),
)
q("how large is Nonna's speech.MOV?", "named_file", answer(human(1_460 * MB)))
q("luca passport scan where is it", "named_file", file("Family/Passports/Luca passport scan.jpg"))
q("is there a file called snake.py", "named_file", file("Luca/Homework/Computer Science/snake.py"))
q("how big is Volcano project - final.mp4", "named_file", answer(human(1_240 * MB)))
q(
    "I search the sourdough starter notes, where are they?",
    "named_file",
    file("Recipes/Bread/Sourdough starter notes.md"),
)
q("size of the Rational iCombi Pro manual", "named_file", answer(human(23_400 * KB)))
q("when did the Dairy Direct credit note arrive", "named_file", file(f"{SUP}/Dairy Direct/credit note 2026-07.pdf"))
q("wheres trap beat v2.flp", "named_file", file("Luca/FL Studio/Projects/trap beat v2.flp"))
q("how big is the Instagram data export zip", "named_file", answer(human(1_640 * MB)))
q("how big is the FL Studio 2024 installer?", "named_file", answer(human(890 * MB)))
q("where's the floor plan dwg", "named_file", file("Shop renovation/Floor plan v3.dwg"))
q("tenancy agreement?", "named_file", file("Flat/Tenancy agreement - Flat 1, 12 Market Street.pdf"))
q("where did I put Luca's asthma action plan", "named_file", file("Family/Health/Luca - asthma action plan.pdf"))
gp = by_path["Luca/gaming pc build.txt"]
q("gaming pc build.txt how big", "named_file", answer(human(gp.size)))
q(
    "show me Molino Grassi invoice 2026-10.pdf",
    "named_file",
    file(f"{SUP}/Molino Grassi/Molino Grassi invoice 2026-10.pdf"),
)
q("When did I save the VAT return Q3 2026?", "named_file", file("Business/VAT/VAT return Q3 2026.pdf"))
q(
    "where's the Mahlkonig grinder manual",
    "named_file",
    file("Business/Equipment manuals/Mahlkönig E65S grinder manual.pdf"),
)
q("find the Spark & Co invoice", "named_file", file("Shop renovation/Invoices/Spark & Co electrics invoice.pdf"))
q("how big is Accounts 2024-25 - Patel & Co.pdf?", "named_file", answer(human(880 * KB)))

# ====================================================================== dropped_words
memes = under("Luca/memes")
q("how much space r my memes taking up", "dropped_words", answer(size(memes)))
q("how many minecraft mods do i have lol", "dropped_words", count(len(under("Luca/Minecraft/mods"))))
nonna_scans = ext(under("Recipes/Nonna's recipes"), "jpg")
assert size(nonna_scans) == size(under("Recipes/Nonna's recipes"))
q("how big are the scans of nonna's recipes", "dropped_words", answer(size(nonna_scans)))
q("show me the payroll spreadsheets", "dropped_words", files(under("Business/Staff/Payroll")))
q("where are my staff rotas", "dropped_words", files(under("Business/Staff/Rota")))
q("list the VAT returns", "dropped_words", files(named(vis, "VAT return"), absent=["VAT registration certificate.pdf"]))
q("how much space does the Minecraft stuff in Luca take", "dropped_words", answer(size(under("Luca/Minecraft"))))
q("what pastry recipes do I have", "dropped_words", files(under("Recipes/Pastries")))
q("show me the reels", "dropped_words", files(under("Business/Instagram/Reels")))
q("the before photos of the shop", "dropped_words", files(under("Shop renovation/Photos/Before")))
q("I need the certificates, where are they?", "dropped_words", files(under("Business/Certificates")))
q("which bills are from BT", "dropped_words", files(under("Flat/Utilities/BT Broadband")))
q("how big are the equipmnet manuals all together", "dropped_words", answer(size(under("Business/Equipment manuals"))))
q("find my business bank statements", "dropped_words", files(under("Business/Accounts/Bank")))
q("orders from Bean & Leaf", "dropped_words", files(under("Business/Wholesale orders/Bean & Leaf")))
q("council tax bills", "dropped_words", files(named(vis, "council tax")))
ig_photos = ext(under("Business/Instagram"), "jpg")
q("how much space are the instagram photos using", "dropped_words", answer(size(ig_photos)))
q("where r my minecraft screenshots", "dropped_words", files(under("Luca/Minecraft/screenshots")))
q("list the staff contracts", "dropped_words", files(under("Business/Staff/Contracts")))
q("lucas history homework", "dropped_words", files(under("Luca/Homework/History")))

# ====================================================================== filler_dates
nov17 = [e for e in vis if e.age == "11-17"]
q("what did I save on Nov 17", "filler_dates", files(nov17))
q("files from the last 2 days", "filler_dates", files(aged(vis, 0, D2)))
q("what have I changed in the past 3 days?", "filler_dates", files(aged(vis, 0, D3)))
q("any pdfs from this month", "filler_dates", files(aged(ext(vis, "pdf"), 0, NOV1)))
q("stuff i downloaded last month", "filler_dates", files(aged(dl, NOV1, OCT1)))
oct_jpg = aged(jpgs, NOV1, OCT1)
oct_png = aged(ext(vis, "png"), NOV1, OCT1)
q("how many photos are from October?", "filler_dates", count(len(oct_jpg), len(oct_jpg) + len(oct_png)))
inv30 = aged(named(vis, "invoice"), 0, D30)
q("which invoices came in the last 30 days", "filler_dates", files(inv30))
xl_sep = aged(ext(vis, "xlsx"), 0, SEP1)
q("how many excel files did I change since September?", "filler_dates", count(len(xl_sep)))
img25 = [e for e in aged(jpgs, JAN26, JAN25) if e.name.startswith("IMG_")]
q(
    "how many photos did I take in 2025",
    "filler_dates",
    count(len(img25), len(aged(jpgs, JAN26, JAN25)), len(aged(ext(under("Family/Photos"), "jpg"), JAN26, JAN25))),
)
q("files older than a year in Downloads", "filler_dates", files(aged(dl, YEAR)))
q("what's new in Luca's folder in the last fortnight", "filler_dates", files(aged(under("Luca"), 0, FORTNIGHT)))
q("anything from last year in Flat/Utilities?", "filler_dates", files(aged(under("Flat/Utilities"), JAN26, JAN25)))
q("videos from 2024", "filler_dates", files(aged(videos, JAN25, JAN24)))
q("show me the files from the last 10 days in Business", "filler_dates", files(aged(under(B), 0, D10)))
q("recipes I haven't touched in over 6 months", "filler_dates", files(aged(under("Recipes"), M6)))
q("mp4s older than a year", "filler_dates", files(aged(ext(vis, "mp4"), YEAR)))
q("what did I download since August", "filler_dates", files(aged(dl, 0, AUG1)))
q("which notes mention the EpiPen?", "filler_dates", file("Documents/Notes/allergies.txt"))
q("any file that still mentions Mrs Okafor", "filler_dates", file("Documents/Notes/allergies.txt"))
q("anything I saved on the 17th of November?", "filler_dates", files(nov17))
q("files changed in the last 48 hours", "filler_dates", files(aged(vis, 0, D2)))
q("spreadsheets from the past week", "filler_dates", files(aged(ext(vis, "xlsx"), 0, WEEK)))
staff_xl = aged(ext(under("Business/Staff"), "xlsx"), 0, M3)
q("the spreadsheets of the Staff folder from the past 3 months", "filler_dates", files(staff_xl))

# ====================================================================== filters
q("pdfs bigger than 10 MB", "filters", files([e for e in ext(vis, "pdf") if e.size > 10 * MB]))
q("videos over 1 GB", "filters", files([e for e in videos if e.size > GB]))
q("duplicates in Downloads", "filters", files(dl_dups))
dup_pdfs = [e for e in dups if e.name.lower().endswith(".pdf")]
q("duplicate pdfs", "filters", files(dup_pdfs))
small_jpg = [e for e in jpgs if e.size < MB]
q("how many jpgs are smaller than 1 MB", "filters", count(len(small_jpg)))
q("png files in Luca over 2 MB", "filters", files([e for e in ext(under("Luca"), "png") if e.size > 2 * MB]))
q("psd files older than a year", "filters", files(aged(ext(vis, "psd"), YEAR)))
q("empty files", "filters", files(empties))
q("installers in my Downlaods", "filters", files(installers))
q("zip files over 50 MB", "filters", files([e for e in ext(vis, "zip") if e.size > 50 * MB]))
q("mkv files", "filters", files(ext(vis, "mkv")))
q("word documents in Luca's homework", "filters", files(ext(under("Luca/Homework"), "docx")))
q("largest jpg in Family", "filters", file(biggest(ext(under("Family"), "jpg"), 1)[0].path))
q("where are all my flp files", "filters", files(ext(vis, "flp")))
q("png files in the Logo folder", "filters", files(ext(under("Business/Logo"), "png")))
q(
    "I think some really huge file is eating my disk, anything over 5 GB?",
    "filters",
    files([e for e in vis if e.size > 5 * GB]),
)
q("pdfs in Flat from this year", "filters", files(aged(ext(under("Flat"), "pdf"), 0, JAN26)))
big_photos = [e for e in jpgs if e.size > 5 * MB]
q("how many photos are bigger than 5 MB", "filters", count(len(big_photos)))
big_dups = [e for e in dups if e.size > MB]
q(
    "duplicates bigger than 1 MB",
    "filters",
    files(big_dups, absent=sorted({e.name for e in dups if e.size <= MB})),
)
q("docx files in Recipes", "filters", files(ext(under("Recipes"), "docx")))
q(
    "supplier pdfs bigger than 200 KB",
    "filters",
    files([e for e in ext(under(SUP), "pdf") if e.size > 200 * KB]),
)
q("mp3s under 5 MB", "filters", files([e for e in ext(vis, "mp3") if e.size < 5 * MB]))
q("the xlsx files on the Desktop", "filters", files(ext(under("Desktop"), "xlsx")))
q(
    "which of my mods are bigger than 5mb",
    "filters",
    files([e for e in ext(under("Luca/Minecraft/mods"), "jar") if e.size > 5 * MB]),
)
q("MOV videos", "filters", files(ext(vis, "mov")))

# ====================================================================== decline
q(
    "what does the shop lease say about the break clause?",
    "decline",
    decline("Shop lease - 12 Market Street.pdf"),
)
q("how many pages is the Polin deck oven manual", "decline", decline("Polin deck oven - user manual.pdf"))
q("show me the files in my iCloud", "decline", decline())
q("what's in /etc/passwd", "decline", decline())
q("list the files on the shop tablet", "decline", decline())
q("quanto spazio occupano le mie foto?", "decline", decline())
q("¿dónde están mis facturas?", "decline", decline())
q("whats in my Taxes folder", "decline", decline())
assert not [e for e in es if "/Taxes/" in "/" + e.path]
q("how big is the Wedding folder", "decline", decline())
q("show me luca's tiktok videos", "decline", decline())
assert not named(es, "tiktok") and not named(es, "wedding")
assert not [e for e in es if "wedding" in e.path.lower() or "dropbox" in e.path.lower() or "icloud" in e.path.lower()]
q("what's the wifi password for the shop", "decline", decline())
q("which supplier is the cheapest for flour?", "decline", decline())
q("translate nonna's torta di mele recipe into English", "decline", decline("Torta di mele della nonna.txt"))
q("which of luca's mods have viruses", "decline", decline(*names(under("Luca/Minecraft/mods"))))
q("summarise the rent review for me", "decline", decline("Rent review 2026.pdf"))
q("photos of my dog", "decline", decline())
assert not named(es, "dog")
q("show me the CCTV recordings from the shop", "decline", decline())
assert not named(es, "cctv")
q("what's on my phone's SD card?", "decline", decline())
q("how big is /var/log", "decline", decline())
q("what's in ~/Dropbox", "decline", decline())

# ====================================================================== actions
q(
    "move the installers in Downloads into a folder called Old installers",
    "actions",
    plan(installers),
)
q("delete the empty files", "actions", plan(empties, or_decline=True))
q(
    "trash the unfinished download",
    "actions",
    plan([e for e in dl if e.name.endswith(".crdownload")]),
)
q("delete Untitled.pdf", "actions", plan([by_path["Downloads/Untitled.pdf"]]))
q(
    "rename trap beat v2.flp to trap beat final.flp",
    "actions",
    plan([by_path["Luca/FL Studio/Projects/trap beat v2.flp"]]),
)
q(
    "copy Menu Christmas 2026 v2 FINAL.pdf to the Desktop",
    "actions",
    plan([by_path["Business/Menus/Christmas 2026/Menu Christmas 2026 v2 FINAL.pdf"]]),
)
q("move all the mkv files in Luca/OBS recordings to Videos", "actions", plan(ext(under("Luca/OBS recordings"), "mkv")))
safe_dl = (
    installers
    + ext(dl, "zip")
    + [e for e in dl if e.name.endswith(".crdownload")]
    + dl_dups
    + under("Downloads", pool=empties)
)
cand_dl = sorted({e.path for e in safe_dl})
q("clean up my downloads", "actions", {"kind": "proposal", "candidates": cand_dl})
old_videos = aged(videos, M3)
noise = [e for e in es if e.hidden_or_noise and ("/.cache/" in "/" + e.path or "/node_modules/" in e.path)]
cand_all = sorted({*cand_dl, *paths(dups), *paths(old_videos), *paths(noise), *paths(empties)})
q(
    "my laptop is nearly full, help me free up some space please",
    "actions",
    {"kind": "proposal", "candidates": cand_all},
)
q("delete the duplicates in Downloads", "actions", plan(dl_dups, or_decline=True))
cornetti = named(es, "cornetti")
assert len(cornetti) >= 3
q("delete cornetti", "actions", decline(*names(cornetti)))
focaccia = named(es, "focaccia")
assert len(named(es, "Focaccia.docx")) == 2
q("trash the focaccia file", "actions", decline(*names(focaccia)))
q("delete /etc/hosts", "actions", decline())
q(r"move C:\Windows\System32 to the trash", "actions", decline())
q(
    "move VAT return Q3 2024.pdf and VAT return Q4 2024.pdf to Business/VAT/Archive",
    "actions",
    plan([by_path["Business/VAT/VAT return Q3 2024.pdf"], by_path["Business/VAT/VAT return Q4 2024.pdf"]]),
)
q("copy Luca passport scan.jpg to the Desktop", "actions", plan([by_path["Family/Passports/Luca passport scan.jpg"]]))
q("rename scan0031.pdf to Dairy Direct statement.pdf", "actions", plan([by_path["Desktop/scan0031.pdf"]]))
q("delete the New Text Document on the desktop", "actions", plan([by_path["Desktop/New Text Document.txt"]]))
q("move all the pdfs on the Desktop into Documents", "actions", plan(ext(under("Desktop"), "pdf")))
q(
    "delete the Skyblock world from luca's minecraft",
    "actions",
    plan(under("Luca/Minecraft/worlds/Skyblock"), or_decline=True),
)
q(
    "put the OBS installer in the bin",
    "actions",
    plan([by_path["Downloads/OBS-Studio-30.2.3-Windows-Installer.exe"]], or_decline=True),
)
q(r"copy the psd files older than a year to E:\Backup", "actions", decline(*names(aged(ext(vis, "psd"), YEAR))))
q("delete all the zip files in Downloads", "actions", plan(ext(dl, "zip")))
old_rotas = aged(under("Business/Staff/Rota"), M3)
q("can you delete the old rotas, the ones older than 3 months", "actions", plan(old_rotas))
old_dairy = aged(named(under(f"{SUP}/Dairy Direct"), "invoice"), YEAR)
q("Please delete the invoices of Dairy Direct older than one year", "actions", plan(old_dairy))
q(
    "rename Menu Christmas 2026 v1.psd to Menu Christmas 2026 draft.psd",
    "actions",
    plan([by_path["Business/Menus/Christmas 2026/Menu Christmas 2026 v1.psd"]]),
)

# ====================================================================== followup
f1 = q("show me the pdfs in Downloads", "plain", files(ext(dl, "pdf")))
q("which one is the biggest?", "followup", file(biggest(ext(dl, "pdf"), 1)[0].path), follows=f1)
f2 = q("list the mkv files", "plain", files(ext(vis, "mkv")))
q("how much space do they take?", "followup", answer(size(ext(vis, "mkv"))), follows=f2)
f3 = q("how many photos are in Family/Photos from 2026", "counts", count(len(under("Family/Photos/2026"))))
assert len(aged(ext(under("Family/Photos"), "jpg"), 0, JAN26)) == len(under("Family/Photos/2026"))
q("what about 2025?", "followup", count(len(aged(ext(under("Family/Photos"), "jpg"), JAN26, JAN25))), follows=f3)
assert len(aged(ext(under("Family/Photos"), "jpg"), JAN26, JAN25)) == len(under("Family/Photos/2025"))
f4 = q("show me the memes", "dropped_words", files(memes))
q("delete them", "followup", decline(*names(memes)), follows=f4)
q("how many are there", "followup", count(len(memes)), follows=f4)
f5 = q("find the empty files", "filters", files(empties))
q("delete all of them", "followup", plan(empties), follows=f5)
f6 = q("what did I download since September", "filler_dates", files(aged(dl, 0, SEP1)))
q("and only the pdfs?", "followup", files(aged(ext(dl, "pdf"), 0, SEP1)), follows=f6)
f7 = q("show the invoices of Lavazza", "dropped_words", files(under(f"{SUP}/Lavazza")))
q("which is the oldest", "followup", file(sorted(under(f"{SUP}/Lavazza"), key=lambda e: -age(e))[0].path), follows=f7)
f8 = q(
    "orders from Caffè Centrale this month",
    "filler_dates",
    files(aged(under("Business/Wholesale orders/Caffè Centrale"), 0, NOV1)),
)
q(
    "what about the Bean & Leaf ones?",
    "followup",
    files(aged(under("Business/Wholesale orders/Bean & Leaf"), 0, NOV1)),
    follows=f8,
)
f9 = q("videos bigger than 1 GB", "filters", files([e for e in videos if e.size > GB]))
q("the biggest of those?", "followup", file(biggest(videos, 1)[0].path), follows=f9)
f10 = q("show me luca's OBS recordings", "dropped_words", files(under("Luca/OBS recordings")))
q("move them all to Videos", "followup", plan(under("Luca/OBS recordings"), or_decline=True), follows=f10)
before = under("Shop renovation/Photos/Before")
f11 = q("photos of the shop before the renovation", "dropped_words", files(before))
q("which of them are bigger than 4 MB?", "followup", files([e for e in before if e.size > 4 * MB]), follows=f11)
f12 = q("show me the instagram reels", "dropped_words", files(under("Business/Instagram/Reels")))
q("how much space do they use", "followup", answer(size(under("Business/Instagram/Reels"))), follows=f12)
f13 = q("invoices from the last 30 days", "filler_dates", files(inv30))
q("and last month?", "followup", files(aged(named(vis, "invoice"), NOV1, OCT1)), follows=f13)
f14 = q("how big is the Polin deck oven manual", "named_file", answer(human(14_200 * KB)))
q(
    "when was it last modified?",
    "followup",
    file("Business/Equipment manuals/Polin deck oven - user manual.pdf"),
    follows=f14,
)
f15 = q("luca's maths homework", "dropped_words", files(under("Luca/Homework/Maths")))
q("sort them by size", "followup", file(biggest(under("Luca/Homework/Maths"), 1)[0].path), follows=f15)

# ====================================================================== counts
q("how many files do I have", "counts", count(len(vis), len(es)))
q("how many files are in Business?", "counts", count(len(under(B)), len(under(B, visible=False))))
q(
    "how many files in the website folder",
    "counts",
    count(len(under("Business/Website")), len(under("Business/Website", visible=False))),
)
q("how many jpg files are there in total", "counts", count(len(jpgs)))
q("how many supplier invoices are there", "counts", count(len(named(under(SUP), "invoice"))))
q("number of pdfs in Business", "counts", count(len(ext(under(B), "pdf"))))
q("how many mp3 files", "counts", count(len(ext(vis, "mp3"))))
q("how many things in downloads", "counts", count(len(dl)))
q("how many spreadsheets do I have?", "counts", count(len(ext(vis, "xlsx")), len(ext(vis, "xlsx", "csv"))))
q("count the photos in Pictures/Camera", "counts", count(len(under("Pictures/Camera"))))
hidden = [e for e in es if any(p.startswith(".") for p in e.path.split("/"))]
q("how many hidden files are there?", "counts", count(len(hidden), len([e for e in es if e.hidden_or_noise])))
q("how many files in luca's minecraft folder", "counts", count(len(under("Luca/Minecraft"))))
q("how many psd files", "counts", count(len(ext(vis, "psd"))))
q(
    "how many files did I change this month",
    "counts",
    count(len(aged(vis, 0, NOV1)), len(aged(es, 0, NOV1))),
)
q(
    "how many orders from The Reading Room Café",
    "counts",
    count(len(under("Business/Wholesale orders/The Reading Room Café"))),
)


# ====================================================================== checks
def _check_all() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    names_all = {e.name.casefold() for e in es}
    for d in Q:
        ex = d["expect"]
        k = ex["kind"]
        if k == "plan":
            assert ex["files"], d["id"]
            for p in ex["files"]:
                assert p in by_path, (d["id"], p)
        elif k == "file":
            assert ex["path"] in by_path, d["id"]
        elif k == "files":
            assert ex["paths"], d["id"]
            for p in ex["paths"]:
                assert p in by_path, (d["id"], p)
            assert not set(ex.get("absent", [])) & {p.rsplit("/", 1)[-1] for p in ex["paths"]}, d["id"]
        elif k == "count":
            assert ex["n"] > 0, d["id"]
        elif k == "answer":
            assert ex["facts"], d["id"]
        elif k == "proposal":
            for p in ex["candidates"]:
                assert p in by_path, (d["id"], p)
        elif k == "decline":
            for n in ex.get("allow", []):
                assert n.casefold() in names_all, (d["id"], n)
        else:
            raise AssertionError(k)
        if d.get("follows"):
            assert d["follows"] in ids and d["follows"] < d["id"], d["id"]
        assert d["class"] in {
            "plain",
            "named_file",
            "dropped_words",
            "filler_dates",
            "filters",
            "decline",
            "actions",
            "followup",
            "counts",
        }, d["id"]


_check_all()

if __name__ == "__main__":
    out = Path(__file__).parent / "heldout_h.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    from collections import Counter

    print(len(Q), "questions ->", out.name, dict(Counter(d["class"] for d in Q)))
