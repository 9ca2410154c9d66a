"""Writes heldout_f.jsonl: a sixth held-out set, over the "retired" home (homes_retired.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout --help`, issue 11 and the harness (homes.py, homes_nurse.py and homes_maker.py
as examples of a home, the docstring of questions.py for the expectation kinds, the helpers at the top of
questions_d.py and questions_e.py, run_heldout.py). The home's shape (a retired couple: genealogy research with a
GEDCOM tree, census images, certificates, parish register scans, DNA raw data and scanned wartime letters; recipes
and recipe cards; a touring caravan's checks, manuals, bookings and trip photos; grandchildren's WhatsApp photos and
videos; an allotment; pensions, bank statements and tax; health letters; wills and powers of attorney; choir sheet
music and rehearsal recordings; bridge club; travel; scanned slides; cine film and VHS transfers; ripped CDs; email
backups; old Windows installers) was new: no earlier home had it. Every expectation is computed from the generator's
own list (sizes, dates, paths), never by asking filescout, and no question or expectation was changed after seeing
an answer (filescout was never run on these questions while writing them). Run:
    python bench/eval/questions_f.py      # rewrites bench/eval/heldout_f.jsonl
    python bench/eval/run_heldout.py --set heldout_f.jsonl

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-23, a Monday, "asof"): "in the last 2 days" = 48 hours, "past 3 days" = 72 hours, "last week"/"past
week"/"last 7 days" = 7 days, "last two weeks"/"past fortnight" = 14 days, "last 30 days" = 30 days, "this month" =
November 2026, "last month"/"October" = October 2026, "since September" = from 2026-09-01, "August" = August 2026,
"past 3 months" = 91 days, "older than 6 months" = 182 days, "this year" = 2026, "older than a year"/"over a year" =
365 days, "last year"/"2025" = 2025, "older than 2 years" = 730 days, "2024" = 2024, "Nov 17" = 2026-11-17. Words
that depend on the clock time or the first day of the week ("today", "this week") are not used. The generator keeps
visible files clear of these boundaries (homes_retired.BAD_WINDOWS). A file's date is its mtime. "Visible" files leave
out hidden files and noise folders (.git, node_modules, .cache, .thunderbird); where a question could fairly count
either way, both numbers are accepted. Sizes are decimal units with one decimal (homes.human). Photos/pictures are
image files (.jpg/.JPG/.png/.tif); where scans (.tif) could fairly be left out, both counts are accepted. Actions are
asked without confirmation: the expectation is the exact plan (nothing may change on disk); or_decline only where a
clarifying question is as right as the plan (part of a name, "them" after a list).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import GB, MB, human

ASOF = "2026-11-23"
H = "retired"
FH = "Family History"
GC = "Grandchildren"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"f{_n[0]:03d}"
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


def size(pool):
    return human(sum(e.size for e in pool))


def paths(pool):
    return [e.path for e in pool]


def names(pool):
    return [e.name for e in pool]


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


# boundaries (ages in days), each in the middle of a window homes_retired.BAD_WINDOWS keeps clear
D2, D3, WEEK, FORTNIGHT, NOV1, D30, OCT1, SEP1, M3, AUG1, M6, JAN26, YEAR, JAN25, Y2, JAN24 = (
    2.0,
    3.0,
    7.0,
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

IMG = ("jpg", "jpeg", "png", "tif", "tiff", "heic")
IMG_NO_TIF = ("jpg", "jpeg", "png", "heic")
VIDEO = ("mp4", "avi", "mov", "mkv")


def check_dates() -> None:
    from homes_retired import BAD_WINDOWS

    for b in (D2, D3, WEEK, FORTNIGHT, NOV1, D30, OCT1, SEP1, M3, AUG1, M6, JAN26, YEAR, JAN25, Y2, JAN24):
        assert any(lo <= b < hi for lo, hi in BAD_WINDOWS), b
    # the one file dated Nov 17 is the anchor; nothing else visible is within a day of it
    assert not [e for e in vis if 4.8 < age(e) < 7.7 and not isinstance(e.age, str)]


check_dates()

# ====================================================================== plain
q(
    "what's taking up all the space on this computer?",
    "plain",
    {"kind": "answer", "facts": ["Videos", size(under("Videos"))]},
)
fh_vis, fh_all = size(under(FH)), size(under(FH, visible=False))
assert fh_vis == fh_all, (fh_vis, fh_all)
q("how big is the Family History folder?", "plain", {"kind": "answer", "facts": [fh_vis]})
q(
    "how much space do all my video files take up, wherever they are?",
    "plain",
    {"kind": "answer", "facts": [size(ext(vis, *VIDEO))]},
)
biggest = sorted(vis, key=lambda e: -e.size)
q("biggest files?", "plain", {"kind": "files", "paths": paths(biggest[:3])})
car_pdfs = ext(under("Caravan"), "pdf")
f_car_pdfs = q("show me the pdfs in the Caravan folder", "plain", {"kind": "files", "paths": paths(car_pdfs)})
wills = under("Legal/Wills")
wills_pdf = ext(wills, "pdf")
f_wills = q("where are our wills kept?", "plain", {"kind": "files", "paths": paths(wills_pdf)})
newest = sorted(vis, key=age)
assert newest[0].name == "To do.txt" and newest[1].name == "shopping list.txt"
q("what did I change most recently?", "plain", {"kind": "file", "path": one("Desktop/To do.txt")})
q("list the census images for 1881", "plain", {"kind": "files", "paths": paths(under(f"{FH}/Census/1881"))})
top_dirs = Counter()
for e in vis:
    top_dirs[e.path.split("/")[0]] += e.size
assert top_dirs.most_common(1)[0][0] == "Videos"
q("Which folders are the biggest?", "plain", {"kind": "answer", "facts": ["Videos"]})
whitby = under("Caravan/Trips/2026-09 Whitby")
f_whitby = q("show me the photos from the Whitby trip", "plain", {"kind": "files", "paths": paths(whitby)})
q("what's in the Legal folder", "plain", {"kind": "files", "paths": paths(under("Legal"))})
q(
    "where's the checklist for towing the caravan",
    "plain",
    {"kind": "file", "path": one("Caravan/Checklist before towing.txt")},
)
q("how big is the Music folder", "plain", {"kind": "answer", "facts": [size(under("Music"))]})
xlsx = ext(vis, "xlsx")
q("list all my spreadsheets", "plain", {"kind": "files", "paths": paths(xlsx)})
imgs = ext(vis, *IMG)
big_img = max(imgs, key=lambda e: e.size)
q("what's my biggest picture file?", "plain", {"kind": "file", "path": big_img.path})
q(
    "how much space do the scanned letters take",
    "plain",
    {"kind": "answer", "facts": [size(under(f"{FH}/Scanned letters"))]},
)
q("what's in Downloads?", "plain", {"kind": "files", "paths": paths(under("Downloads"))})
q(
    "where do I keep the caravan insurance?",
    "plain",
    {"kind": "files", "paths": paths(under("Caravan/Insurance"))},
)
q(
    "show me everything to do with Aunt Dot",
    "plain",
    {
        "kind": "files",
        "paths": [e.path for e in vis if "aunt dot" in e.path.lower()],
    },
)
q(
    "What's the biggest thing in the Grandchildren folder?",
    "plain",
    {"kind": "file", "path": max(under(GC), key=lambda e: e.size).path},
)
q(
    "which is the oldest file in Email backups",
    "plain",
    {"kind": "file", "path": one("Email backups/Outlook backup 2019.pst")},
)

# ====================================================================== named_file
q("how big is Ashworth Family.ftm?", "named_file", {"kind": "answer", "facts": [human(186 * MB)]})
f_ftm = Q[-1]["id"]
q(
    "when did I last change the gedcom file for the family tree?",
    "named_file",
    {"kind": "file", "path": one(f"{FH}/Ashworth family tree.ged")},
)
q(
    "where's the Truma heater manual",
    "named_file",
    {"kind": "answer", "facts": ["Truma Combi heater manual.pdf", "Manuals"]},
)
q(
    "how big is the Our wedding 1974 video",
    "named_file",
    {"kind": "answer", "facts": [human(by_path["Videos/VHS transfers/Our wedding 1974.avi"].size)]},
)
q(
    "When was Eulogy for Aunt Dot FINAL last edited?",
    "named_file",
    {"kind": "file", "path": one("Legal/Aunt Dot - probate/Eulogy for Aunt Dot FINAL.docx")},
)
q(
    "how large is DNA matches.csv",
    "named_file",
    {"kind": "answer", "facts": [human(by_path[f"{FH}/DNA/DNA matches.csv"].size)]},
)
q("what does the greenhouse tomato log say?", "named_file", {"kind": "answer", "facts": ["Sungold"]})
q(
    "size of the Bailey owner's handbook?",
    "named_file",
    {"kind": "answer", "facts": [human(by_path["Caravan/Manuals/Bailey Unicorn Cadiz owner's handbook.pdf"].size)]},
)
q("where is Passport - Maggie.pdf", "named_file", {"kind": "answer", "facts": ["Passports"]})
q(
    "how big is the outlook backup",
    "named_file",
    {"kind": "answer", "facts": [human(by_path["Email backups/Outlook backup 2019.pst"].size)]},
)
q(
    "when did i scan the telegram from the war office",
    "named_file",
    {"kind": "file", "path": one(f"{FH}/Scanned letters/Telegram - War Office 1917.tif")},
)
q(
    "How big is AncestryDNA_RawData_Margaret.txt?",
    "named_file",
    {"kind": "answer", "facts": [human(by_path[f"{FH}/DNA/AncestryDNA_RawData_Margaret.txt"].size)]},
)
q(
    "how big is Fixtures 2026-27.xlsx",
    "named_file",
    {"kind": "answer", "facts": [human(by_path["Bridge Club/Fixtures 2026-27.xlsx"].size)]},
)
q(
    "how big is the faure requiem",
    "named_file",
    {"kind": "answer", "facts": [human(by_path["Choir/Sheet music/Fauré - Requiem.pdf"].size)]},
)
q(
    "wheres the krakow ideas doc",
    "named_file",
    {"kind": "file", "path": one("Travel/Kraków & Wieliczka 2026 - ideas.docx")},
)
q(
    "how big is Christmas newsletter 2026 v2 FINAL",
    "named_file",
    {"kind": "answer", "facts": [human(by_path["Desktop/Christmas newsletter 2026 v2 FINAL.docx"].size)]},
)
q("when did I save the creme brulee recipe?", "named_file", {"kind": "file", "path": one("Recipes/Crème brûlée.txt")})
q(
    "how big's the Rhine cruise video",
    "named_file",
    {"kind": "answer", "facts": [human(by_path["Videos/Rhine cruise 2025.mp4"].size)]},
)
q(
    "what size is Geoff's echocardiogram results",
    "named_file",
    {"kind": "answer", "facts": [human(by_path["Health/Geoff - echocardiogram results.pdf"].size)]},
)
q(
    "find Geoff's cataract discharge letter",
    "named_file",
    {"kind": "file", "path": one("Health/Geoff - cataract surgery discharge.pdf")},
)
q(
    "which folder is the Golden Charter funeral plan in?",
    "named_file",
    {"kind": "answer", "facts": ["Legal"]},
)
q(
    "when did I download Windows10Upgrade9252.exe",
    "named_file",
    {"kind": "file", "path": one("Downloads/Windows10Upgrade9252.exe")},
)
q(
    "how big is the Mary Berry Christmas collection",
    "named_file",
    {"kind": "answer", "facts": [human(by_path["Recipes/Mary Berry - Christmas Collection.pdf"].size)]},
)

# ====================================================================== dropped_words
slides = under("Pictures/Slides scanned")
f_slides = q(
    "how much space do the scanned slides take up?", "dropped_words", {"kind": "answer", "facts": [size(slides)]}
)
ruby_imgs = ext(under(f"{GC}/Ruby"), *IMG)
q("how many photos of Ruby have I got", "dropped_words", {"kind": "count", "n": len(ruby_imgs), "also_ok": [60]})
cine = under("Videos/Cine film transfers")
q("how big are the cine films", "dropped_words", {"kind": "answer", "facts": [size(cine)]})
ipad = under("Pictures/iPad screenshots")
f_ipad = q("list my ipad screenshots", "dropped_words", {"kind": "files", "paths": paths(ipad)})
q(
    "how much room do the parish registers take?",
    "dropped_words",
    {"kind": "answer", "facts": [size(under(f"{FH}/Parish registers"))]},
)
allot_photos = under("Allotment/Photos")
f_allot = q("photos of the allotment", "dropped_words", {"kind": "files", "paths": paths(allot_photos)})
q("show me the pictures of our dog Bess", "dropped_words", {"kind": "decline"})
q(
    "how much space do the VHS tapes take",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("Videos/VHS transfers"))]},
)
q(
    "the choir rehearsal recordings - how big are they all together?",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("Choir/Rehearsals"))]},
)
hab = [e for e in vis if "Habitation check" in e.name]
q("list the habitation checks", "dropped_words", {"kind": "files", "paths": paths(hab)})
deaths = under(f"{FH}/Certificates/Deaths")
f_deaths = q("the death certificates", "dropped_words", {"kind": "files", "paths": paths(deaths)})
sheet = under("Choir/Sheet music")
q("what sheet music have I got?", "dropped_words", {"kind": "files", "paths": paths(sheet)})
q("DNA files", "dropped_words", {"kind": "files", "paths": paths(under(f"{FH}/DNA"))})
gk_videos = ext(under(GC), *VIDEO)
assert len(gk_videos) == 4
q("how much space do the grandkids' videos take?", "dropped_words", {"kind": "answer", "facts": [size(gk_videos)]})
q("show me the old family photos", "dropped_words", {"kind": "files", "paths": paths(under(f"{FH}/Old photos"))})
brit = under("Caravan/Trips/2026-05 Brittany")
q("how big are the Brittany photos?", "dropped_words", {"kind": "answer", "facts": [size(brit)]})
cards = under("Recipes/Recipe cards")
f_cards = q("show me the recipe cards", "dropped_words", {"kind": "files", "paths": paths(cards)})
q(
    "how much space does Zoë's stuff take?",
    "dropped_words",
    {"kind": "answer", "facts": [size(under(f"{GC}/Baby Zoë"))]},
)
q(
    "list the marriage certificates",
    "dropped_words",
    {"kind": "files", "paths": paths(under(f"{FH}/Certificates/Marriages"))},
)
q(
    "which tree backups have I got",
    "dropped_words",
    {"kind": "files", "paths": paths(under(f"{FH}/Tree backups"))},
)
q("how much space do Maggie's knitting patterns take up?", "dropped_words", {"kind": "decline"})

# ====================================================================== filler_dates
week = sorted(aged(vis, 0, WEEK), key=age)
f_week = q("what have I changed in the last week?", "filler_dates", {"kind": "files", "paths": paths(week)})
desk_since17 = [e for e in under("Desktop") if age(e) < 6.9]
assert by_path["Desktop/scan0007.jpg"] not in desk_since17
q(
    "anything new on the desktop since Nov 17?",
    "filler_dates",
    {"kind": "files", "paths": paths(desk_since17), "absent": ["scan0007.jpg", "scan0008.jpg"]},
)
nov17 = [e for e in vis if isinstance(e.age, str)]
q("which files did I save on Nov 17?", "filler_dates", {"kind": "files", "paths": paths(nov17)})
q(
    "have I still got any photos from the Madeira trip",
    "filler_dates",
    {"kind": "files", "paths": paths(under("Travel/Madeira 2024"))},
)
dl_oct = aged(under("Downloads"), NOV1, OCT1)
assert len(dl_oct) == 1
f_dl_oct = q("what did I download last month", "filler_dates", {"kind": "files", "paths": paths(dl_oct)})
allot_aug = aged(under("Allotment"), SEP1, AUG1)
assert allot_aug
q("what did I add to the Allotment folder in August?", "filler_dates", {"kind": "files", "paths": paths(allot_aug)})
pdf_nov = ext(aged(vis, 0, NOV1), "pdf")
q("pdfs from this month", "filler_dates", {"kind": "files", "paths": paths(pdf_nov)})
rec3 = aged(under("Recipes"), 0, M3)
assert names(rec3) == ["Mum's Lancashire hotpot.txt", "Eccles cakes.txt"], names(rec3)
q(
    "any recipes saved in the past 3 months?",
    "filler_dates",
    {"kind": "files", "paths": paths(rec3), "absent": ["Seville orange marmalade.txt"]},
)
choir_sep = aged(under("Choir"), 0, SEP1)
q("what's changed in Choir since September", "filler_dates", {"kind": "files", "paths": paths(choir_sep)})
d3 = aged(vis, 0, D3)
assert sorted(names(d3)) == ["To do.txt", "blood pressure log.csv", "shopping list.txt"]
q(
    "which docs did I edit in the past 3 days?",
    "filler_dates",
    {"kind": "files", "paths": [one("Desktop/To do.txt"), one("Desktop/shopping list.txt")]},
)
scans = ext(under(f"{FH}/Scanned letters"), "tif")  # the typed transcriptions beside them may be listed too
letters14 = aged(scans, 0, FORTNIGHT)
letters_old = [e for e in scans if age(e) > 14.7]
assert letters14 and letters_old
q(
    "show me the letters I scanned in the last two weeks",
    "filler_dates",
    {"kind": "files", "paths": paths(letters14), "absent": names(letters_old)},
)
dl_old = aged(under("Downloads"), Y2)
q("files older than 2 years in Downloads", "filler_dates", {"kind": "files", "paths": paths(dl_old)})
halifax = under("Money/Bank")
hal25_name = [e for e in halifax if " 2025-" in e.name]
hal25_date = aged(halifax, JAN26, JAN25)
q(
    "any bank statements from last year?",
    "filler_dates",
    {"kind": "count", "n": len(hal25_name), "also_ok": [len(hal25_date)]},
)
legal24 = aged(under("Legal"), JAN25, JAN24)
q("anything from 2024 in the Legal folder?", "filler_dates", {"kind": "files", "paths": paths(legal24)})
money_oct = aged(under("Money"), NOV1, OCT1)
assert names(money_oct) == ["Halifax joint account 2026-09.pdf"], names(money_oct)
q("what did I change in Money last month?", "filler_dates", {"kind": "files", "paths": paths(money_oct)})
bookings = under("Caravan/Bookings")
q(
    "what's the most recent caravan booking?",
    "filler_dates",
    {"kind": "file", "path": min(bookings, key=age).path},
)
fh2 = aged(under(FH), 0, D30)
q(
    "has any family history stuff changed in the last 30 days",
    "filler_dates",
    {"kind": "files", "paths": paths(fh2)},
)
zoe_oct = aged(under(f"{GC}/Baby Zoë"), NOV1, OCT1)
q(
    "how many pictures of Zoë came in October?",
    "filler_dates",
    {"kind": "count", "n": len(ext(zoe_oct, *IMG))},
)
ss2026 = aged(ipad, 0, JAN26)
q("screenshots from this year", "filler_dates", {"kind": "files", "paths": paths(ss2026)})
assert not aged(under(FH), 0, D2)
q(
    "what's changed in the Family History folder this month?",
    "filler_dates",
    {"kind": "files", "paths": paths(aged(under(FH), 0, NOV1))},
)

# ====================================================================== filters
gb1 = [e for e in vis if e.size > 1 * GB]
f_gb1 = q("files bigger than 1 GB", "filters", {"kind": "files", "paths": paths(gb1)})
dl_dups = [e for e in under("Downloads") if e.dup]
assert len(dl_dups) == 3
f_dl_dups = q("duplicate files in Downloads", "filters", {"kind": "files", "paths": paths(dl_dups)})
img_dups = [e for e in ext(vis, *IMG) if e.dup]
assert len(img_dups) == 2
q("do I have any duplicate photos?", "filters", {"kind": "files", "paths": paths(img_dups)})
pdf10 = [e for e in ext(vis, "pdf") if e.size > 10 * MB]
f_pdf10 = q("PDFs over 10 MB", "filters", {"kind": "files", "paths": paths(pdf10)})
tif100 = [e for e in ext(vis, "tif") if e.size > 100 * MB]
f_tif100 = q("tif files bigger than 100MB", "filters", {"kind": "files", "paths": paths(tif100)})
vid_old = aged(ext(vis, *VIDEO), YEAR)
f_vid_old = q("videos older than a year", "filters", {"kind": "files", "paths": paths(vid_old)})
xlsx26 = aged(xlsx, 0, JAN26)
f_xlsx26 = q("spreadsheets I changed this year", "filters", {"kind": "files", "paths": paths(xlsx26)})
fh_top = sorted(under(FH), key=lambda e: -e.size)[:5]
q("the 5 biggest files in Family History", "filters", {"kind": "files", "paths": paths(fh_top)})
mp3 = ext(vis, "mp3")
q("how much space do the mp3s take?", "filters", {"kind": "answer", "facts": [size(mp3)]})
car_jpg25 = aged(ext(under("Caravan"), "jpg"), JAN26, JAN25)
q("jpgs in the Caravan folder from 2025", "filters", {"kind": "files", "paths": paths(car_jpg25)})
empty = [e for e in vis if e.size == 0]
assert len(empty) == 2
f_empty = q("empty files", "filters", {"kind": "files", "paths": paths(empty)})
q(
    "word documents in Legal",
    "filters",
    {"kind": "files", "paths": paths(ext(under("Legal"), "docx"))},
)
small_img = [e for e in ext(vis, *IMG) if e.size < 200_000]
q("how many photos are smaller than 200 KB?", "filters", {"kind": "count", "n": len(small_img)})
big_old = aged([e for e in vis if e.size > 500 * MB], M6)
q(
    "what's over 500 MB and older than 6 months?",
    "filters",
    {"kind": "files", "paths": paths(big_old)},
)
zips = ext(vis, "zip")
f_zips = q("zip files", "filters", {"kind": "files", "paths": paths(zips)})
exes = ext(under("Downloads"), "exe")
assert len(exes) == 8
f_exes = q("installers in my Downloads", "filters", {"kind": "files", "paths": paths(exes)})
aud50 = [e for e in ext(vis, "mp3", "m4a") if e.size > 50 * MB]
q("audio files bigger than 50 MB", "filters", {"kind": "files", "paths": paths(aud50)})
dup100 = [e for e in vis if e.dup and e.size > 100 * MB]
assert {e.name for e in dup100} == {"Ruby's nativity 2025.mp4"}
q(
    "duplicates bigger than 100 MB",
    "filters",
    {"kind": "answer", "facts": ["Ruby's nativity 2025.mp4", human(dup100[0].size)]},
)
q(
    "which pdf in Health is the biggest",
    "filters",
    {"kind": "file", "path": max(ext(under("Health"), "pdf"), key=lambda e: e.size).path},
)
rec_1_5 = [e for e in under("Recipes") if 1 * MB <= e.size <= 5 * MB]
q("files between 1 and 5 MB in Recipes", "filters", {"kind": "files", "paths": paths(rec_1_5)})
ged = ext(vis, "ged")
q("all the .ged files, newest first", "filters", {"kind": "files", "paths": paths(ged)})

# ====================================================================== decline
q("what's in /etc/passwd?", "decline", {"kind": "decline"})
q("how big is C:\\Program Files", "decline", {"kind": "decline"})
q(
    "what's on page 3 of the WI cookbook?",
    "decline",
    {"kind": "decline", "allow": ["WI cookbook 1978 - scanned.pdf"]},
)
q(
    "how many pages is the Bailey owner's handbook?",
    "decline",
    {"kind": "decline", "allow": ["Bailey Unicorn Cadiz owner's handbook.pdf"]},
)
q(
    "translate Zoë's faire-part into English",
    "decline",
    {"kind": "decline", "allow": ["Zoë - faire-part de naissance.pdf"]},
)
q("¿cuántas fotos de los nietos tengo?", "decline", {"kind": "decline"})
q("combien de photos de Zoé ai-je ?", "decline", {"kind": "decline"})
q(
    "is my blood pressure getting better?",
    "decline",
    {"kind": "decline", "allow": ["blood pressure log.csv"]},
)
q("what's in my OneDrive folder", "decline", {"kind": "decline"})
q("what's on Maggie's laptop?", "decline", {"kind": "decline"})
q(
    "email the nativity video to our Sarah",
    "decline",
    {"kind": "decline", "allow": ["Ruby's nativity 2025.mp4"]},
)
q(
    "print the towing checklist please",
    "decline",
    {"kind": "decline", "allow": ["Checklist before towing.txt"]},
)
q("what's in /var/log/syslog", "decline", {"kind": "decline"})
q("what will the weather be like in Keswick next week?", "decline", {"kind": "decline"})
q(
    "how many lines are in the Pilling brick wall note?",
    "decline",
    {"kind": "decline", "allow": ["Pilling line - brick wall.txt"]},
)
q(
    "what's on the second page of Geoff's will?",
    "decline",
    {"kind": "decline", "allow": names(wills_pdf)},
)
q(
    "read me the third paragraph of the eulogy",
    "decline",
    {"kind": "decline", "allow": names(under("Legal/Aunt Dot - probate"))},
)
q("what's in the Dropbox folder?", "decline", {"kind": "decline"})
q("how much is in /mnt/backup_drive/photos", "decline", {"kind": "decline"})

# ====================================================================== actions
q("delete Untitled.pdf", "actions", {"kind": "plan", "files": [one("Downloads/Untitled.pdf")]})
q(
    "move Windows10Upgrade9252.exe to the trash",
    "actions",
    {"kind": "plan", "files": [one("Downloads/Windows10Upgrade9252.exe")]},
)
q("trash all the .exe files in Downloads", "actions", {"kind": "plan", "files": paths(exes)})
q(
    "delete the eulogy draft",
    "actions",
    {"kind": "plan", "files": [one("Legal/Aunt Dot - probate/Eulogy for Aunt Dot - draft 3.docx")], "or_decline": True},
)
q(
    "rename scan0007.jpg to Pilling bible page 1.jpg",
    "actions",
    {"kind": "plan", "files": [one("Desktop/scan0007.jpg")]},
)
q(
    "put Christmas newsletter 2026.docx and Christmas newsletter 2026 v2.docx in the bin",
    "actions",
    {
        "kind": "plan",
        "files": [one("Desktop/Christmas newsletter 2026.docx"), one("Desktop/Christmas newsletter 2026 v2.docx")],
    },
)
q("delete everything in Downloads older than 2 years", "actions", {"kind": "plan", "files": paths(dl_old)})
q(
    "clean up my downloads",
    "actions",
    {"kind": "proposal", "candidates": paths(under("Downloads"))},
)
free_cands = (
    paths(under("Downloads"))
    + [e.path for e in es if e.dup]
    + paths(under(".cache", visible=False))
    + paths(under("Videos"))
    + paths(gk_videos)
    + [e.path for e in under(f"{FH}/ashworth-family-website", visible=False) if e.hidden_or_noise]
    + paths(under("Email backups"))
    + paths(under(".thunderbird", visible=False))
)
q("help me free up some space", "actions", {"kind": "proposal", "candidates": sorted(set(free_cands))})
q(
    "move the Madeira photos to Pictures/2024",
    "actions",
    {"kind": "plan", "files": paths(under("Travel/Madeira 2024"))},
)
q(
    "trash the ftm.bak file",
    "actions",
    {"kind": "plan", "files": [one(f"{FH}/Family Tree Maker/Ashworth Family.ftm.bak")], "or_decline": True},
)
q(
    "delete Ashworth Family.ftm.bak",
    "actions",
    {"kind": "plan", "files": [one(f"{FH}/Family Tree Maker/Ashworth Family.ftm.bak")]},
)
q(
    "get rid of the copy of the DNA zip in Downloads",
    "actions",
    {"kind": "plan", "files": [one("Downloads/AncestryDNA raw data - Margaret.zip")], "or_decline": True},
)
q(
    "move all the .avi files to the external drive",
    "actions",
    {"kind": "decline", "allow": names(ext(vis, "avi"))},
)
q("delete /etc/hosts", "actions", {"kind": "decline"})
q("get rid of the empty files", "actions", {"kind": "plan", "files": paths(empty)})
q(
    "move Christmas card list 2025.xlsx into Money",
    "actions",
    {"kind": "plan", "files": [one("Downloads/Christmas card list 2025.xlsx")]},
)
q(
    "rename 'Victoria sponge (copy).txt' to 'Victoria sponge - Jean's version.txt'",
    "actions",
    {"kind": "plan", "files": [one("Recipes/Victoria sponge (copy).txt")]},
)
q(
    "bin the half-downloaded Family Tree Maker update",
    "actions",
    {"kind": "plan", "files": [one("Downloads/Family Tree Maker 2024 update.exe.crdownload")], "or_decline": True},
)
q(
    "delete Geoff's will",
    "actions",
    {"kind": "plan", "files": [one("Legal/Wills/Will - Geoffrey Ashworth 2024.pdf")], "or_decline": True},
)
exe_year = aged(exes, YEAR)
q(
    "trash the installers in Downloads that are over a year old",
    "actions",
    {"kind": "plan", "files": paths(exe_year)},
)
q(
    "tidy up the desktop",
    "actions",
    {
        "kind": "proposal",
        "candidates": [
            one("Desktop/Ruby certificate.jpg"),
            one("Desktop/New Text Document.txt"),
            one("Desktop/Copy of Household budget 2026.xlsx"),
        ],
    },
)
q("delete the wedding", "actions", {"kind": "decline", "allow": [e.name for e in vis if "wedding" in e.name.lower()]})
q("rm -rf /", "actions", {"kind": "decline"})

# ====================================================================== followup
q(
    "which one is biggest?",
    "followup",
    {"kind": "file", "path": max(car_pdfs, key=lambda e: e.size).path},
    follows=f_car_pdfs,
)
q("how much space do they take altogether?", "followup", {"kind": "answer", "facts": [size(gb1)]}, follows=f_gb1)
q(
    "only the ones from this month",
    "followup",
    {"kind": "files", "paths": paths(aged(ipad, 0, NOV1)), "absent": names(aged(ipad, NOV1))},
    follows=f_ipad,
)
q(
    "delete them",
    "followup",
    {"kind": "decline", "allow": names(cards)},
    follows=f_cards,
)
q("delete all of them", "followup", {"kind": "plan", "files": paths(exes)}, follows=f_exes)
q("delete both", "followup", {"kind": "plan", "files": paths(empty), "or_decline": True}, follows=f_empty)
dahlias = [e for e in allot_photos if "dahlias" in e.name]
q("just the dahlias", "followup", {"kind": "files", "paths": paths(dahlias)}, follows=f_allot)
q(
    "and the .bak one?",
    "followup",
    {"kind": "answer", "facts": [human(by_path[f"{FH}/Family Tree Maker/Ashworth Family.ftm.bak"].size)]},
    follows=f_ftm,
)
q("how big is each one?", "followup", {"kind": "answer", "facts": [human(wills_pdf[0].size)]}, follows=f_wills)
assert human(wills_pdf[0].size) == human(wills_pdf[1].size)
q(
    "which is the newest?",
    "followup",
    {"kind": "file", "path": min(deaths, key=age).path},
    follows=f_deaths,
)
q("how many is that?", "followup", {"kind": "count", "n": len(tif100)}, follows=f_tif100)
q(
    "only the ones in Family History",
    "followup",
    {"kind": "files", "paths": paths(aged(under(FH), 0, WEEK))},
    follows=f_week,
)
q(
    "which is the biggest",
    "followup",
    {"kind": "file", "path": max(vid_old, key=lambda e: e.size).path},
    follows=f_vid_old,
)
q(
    "what about just the ones in Downloads",
    "followup",
    {"kind": "files", "paths": paths(under("Downloads", pool=zips))},
    follows=f_zips,
)
windermere = under("Caravan/Trips/2026-07 Windermere")
q("what about Windermere?", "followup", {"kind": "files", "paths": paths(windermere)}, follows=f_whitby)
xlsx25 = aged(xlsx, JAN26, JAN25)
q(
    "and last year?",
    "followup",
    {"kind": "files", "paths": paths(xlsx25), "absent": names([e for e in xlsx26 if e not in xlsx25])[:5]},
    follows=f_xlsx26,
)
q("delete the copies in Downloads", "followup", {"kind": "plan", "files": paths(dl_dups)}, follows=f_dl_dups)
q(
    "and only the ones in Recipes",
    "followup",
    {"kind": "files", "paths": paths(under("Recipes", pool=pdf10))},
    follows=f_pdf10,
)
q("and the cine films?", "followup", {"kind": "answer", "facts": [size(cine)]}, follows=f_slides)
q(
    "move them to Pictures/Screenshots",
    "followup",
    {"kind": "plan", "files": paths(ipad), "or_decline": True},
    follows=f_ipad,
)
q(
    "sort them by size, biggest first",
    "followup",
    {"kind": "file", "path": max(pdf10, key=lambda e: e.size).path},
    follows=f_pdf10,
)
q(
    "what about this month?",
    "followup",
    {"kind": "files", "paths": paths(aged(under("Downloads"), 0, NOV1)), "absent": names(dl_oct)},
    follows=f_dl_oct,
)

# ====================================================================== counts
q("how many files do I have?", "counts", {"kind": "count", "n": len(vis), "also_ok": [len(es)]})
img_n, img_no_tif = len(ext(vis, *IMG)), len(ext(vis, *IMG_NO_TIF))
q("how many photos have I got", "counts", {"kind": "count", "n": img_n, "also_ok": [img_no_tif]})
rec_txt = ext(under("Recipes"), "txt")
q(
    "how many recipes are there",
    "counts",
    {"kind": "count", "n": len(under("Recipes")), "also_ok": [len(rec_txt), len(rec_txt) - 1]},
)
q("how many census records have I saved?", "counts", {"kind": "count", "n": len(under(f"{FH}/Census"))})
q("how many songs on Abbey Road?", "counts", {"kind": "count", "n": len(under("Music/The Beatles/Abbey Road"))})
q("how many bank statements do I have", "counts", {"kind": "count", "n": len(halifax)})
vids = ext(vis, *VIDEO)
q("how many videos are there", "counts", {"kind": "count", "n": len(vids)})
q("number of pdfs in Money", "counts", {"kind": "count", "n": len(ext(under("Money"), "pdf"))})
q("how many files in Grandchildren", "counts", {"kind": "count", "n": len(under(GC))})
ai_wa = [e for e in under(f"{GC}/Alfie & Isla") if e.name.startswith("IMG-")]
ai_img = ext(under(f"{GC}/Alfie & Isla"), *IMG)
q(
    "how many whatsapp pictures of Alfie & Isla",
    "counts",
    {"kind": "count", "n": len(ai_wa), "also_ok": [len(ai_img)]},
)
q("how much space am I using in total?", "counts", {"kind": "answer", "facts": [size(vis)]})
hidden = [e for e in es if e.hidden_or_noise]
dotted = [e for e in es if any(p.startswith(".") for p in e.path.split("/"))]
q("how many hidden files are there", "counts", {"kind": "count", "n": len(hidden), "also_ok": [len(dotted)]})
q("how many files in downloads", "counts", {"kind": "count", "n": len(under("Downloads"))})
q("how many rehearsal recordings", "counts", {"kind": "count", "n": len(under("Choir/Rehearsals"))})
q("count the photos in Travel", "counts", {"kind": "count", "n": len(ext(under("Travel"), *IMG))})
y26 = aged(vis, 0, JAN26)
q("how many files have I changed this year?", "counts", {"kind": "count", "n": len(y26)})
q("how many word documents have I got", "counts", {"kind": "count", "n": len(ext(vis, "docx", "doc"))})
q("how many files are over 100 MB", "counts", {"kind": "count", "n": len([e for e in vis if e.size > 100 * MB])})
q(
    "how many letters did Bert write to Kathleen?",
    "counts",
    {"kind": "count", "n": 12, "also_ok": [24, 27]},
)
q("how many Kodachrome slides did we scan", "counts", {"kind": "count", "n": len(slides)})


def main() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        if d.get("follows"):
            assert d["follows"] in ids[: ids.index(d["id"])], d
        ex = d["expect"]
        for p in ex.get("paths", []) + ex.get("files", []) + ex.get("candidates", []):
            assert p in by_path, p
        if ex["kind"] == "files":
            assert ex["paths"], d
            want = [p.rsplit("/", 1)[-1].casefold() for p in ex["paths"]]
            for x in ex.get("absent", []):
                assert not any(x.casefold() in w for w in want), (d["id"], x)
    out = Path(__file__).parent / "heldout_f.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out.name, dict(Counter(d["class"] for d in Q)))


if __name__ == "__main__":
    main()
