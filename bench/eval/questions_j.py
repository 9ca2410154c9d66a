"""Writes heldout_j.jsonl: a held-out set J, over the "researcher" home (homes_researcher.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_bakery.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_h.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_j.py      # rewrites bench/eval/heldout_j.jsonl
    python bench/eval/run_heldout.py --set heldout_j.jsonl

The home: Dr. Amara Okafor, a postdoc in marine biology. Her finished PhD thesis in LaTeX (chapters, figures, build
output, final PDFs), papers in progress with versions, reviewer comments and a response, data as .csv/.nc/.h5 (some
very large), Python and R analysis repos with .git/.venv/__pycache__/.Rproj.user, conference posters and talks
(.pptx/.pdf), grant applications (a budget.xlsx in two grants), a reference library of ~150 PDFs named by author and
year, fieldwork photos (DSC_*.JPG) and GoPro videos by expedition and date, a sample-log spreadsheet, lab safety
certificates, a visa and immigration folder with passport scans; payslips, pension, tax returns by tax year, rent; a
funk band (rehearsal recordings .wav/.mp3, setlists, bass tabs as PDFs, gig posters, band accounts); Portuguese (Anki
decks, lesson notes "Aula NN - ..." with accents); a phone backup (camera photos, WhatsApp images, voice notes and
videos); Downloads with installers, zips, an unfinished download, an empty file and exact duplicates of files
elsewhere; Desktop clutter; hidden dotfiles, .ssh keys, a passwords export, .conda, .cache and an Anki collection.

Voices: Amara (precise, scientific, British spelling: "organise", "colour", "whereabouts"), her bandmate Dele
borrowing the laptop (lowercase, slang, typos: "wheres", "u", "gig posterz"), terse keyword queries, long rambling
ones, a few non-native phrasings ("how much place take", "the files of the band"), polite ones.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days"/"48 hours" = 2 days, "past 3 days" = 3 days, "last
week"/"past 7 days" = 7 days, "last 10 days" = 10 days, "last fortnight"/"two weeks" = 14 days, "last 30 days"/"past
month" = 30 days, "this month"/"November" = November 2026, "last month"/"October" = October 2026, "since September" =
from 2026-09-01, "since August" = from 2026-08-01, "past 3 months" = 91 days, "older than 6 months" = 182 days,
"back in March" = March 2026, "this year"/"2026" = 2026, "older than a year" = 365 days, "2025"/"last year" = 2025,
"older than 2 years" = 730 days, "2024" = 2024, "Nov 19"/"19th of November" = 2026-11-19 (only month-day anchors
are dated that day; nothing else visible is within a day of it).
Words that depend on the clock time or the first day of the week ("today", "yesterday", "this week") are not used.
The generator keeps visible files clear of these boundaries (homes_researcher.BAD_WINDOWS). "Visible" files leave out
hidden files and noise folders (.git, .venv, __pycache__, .cache, .conda, .Rproj.user, .ssh, .DS_Store); where a
question could fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal
(homes.human). Photos are .jpg/.JPG files; where screenshots (.png) could fairly count too, both numbers are accepted.
Actions are asked without confirmation: the expectation is the exact plan (nothing may change on disk); or_decline
only where a clarifying question is as right as the plan. "delete them" after a list of several files must ask;
"clean up"/"free up space" is a proposal; a partial name that fits several files, a path outside the home or a
system path is declined.
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
H = "researcher"
R = "Research"
LIT = "Research/Literature"
FW = "Research/Fieldwork"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"j{_n[0]:03d}"
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
    return sorted(pool, key=lambda e: -e.size)[:n]


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


# boundaries (ages in days as of 2026-11-24), each inside a window homes_researcher.BAD_WINDOWS keeps clear
D2, D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 3.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, APR1, MAR1, JAN26, JAN25, JAN24 = 23.5, 54.5, 84.5, 115.5, 237.5, 268.5, 327.5, 692.5, 1058.5


def check_dates() -> None:
    from homes_researcher import BAD_WINDOWS

    for b in (
        D2,
        D3,
        WEEK,
        D10,
        FORTNIGHT,
        D30,
        M3,
        M6,
        YEAR,
        Y2,
        NOV1,
        OCT1,
        SEP1,
        AUG1,
        APR1,
        MAR1,
        JAN26,
        JAN25,
        JAN24,
    ):
        assert any(lo <= b < hi for lo, hi in BAD_WINDOWS), b
    # nothing visible (other than the Nov 19 anchors) is dated within a day of Nov 19
    assert not [e for e in vis if 3.5 < age(e) < 7.7 and not isinstance(e.age, str)]


check_dates()

VIDEO = ("mp4", "mov", "mkv", "avi")
PHOTO = ("jpg", "jpeg")
dl = under("Downloads")
videos = ext(vis, *VIDEO)
photos = ext(vis, *PHOTO)
pdfs = ext(vis, "pdf")
dup_groups: dict[str, list] = {}
for e in es:
    if e.dup:
        dup_groups.setdefault(e.dup, []).append(e)
empties = [e for e in vis if e.size == 0]
gopro = [e for e in vis if "/GoPro/" in e.path]
tabs = under("Band/Tabs")
posters = under("Band/Gig posters")
payslips = under("Admin/Finance/Payslips")
lessons = under("Portuguese/Lesson notes")
reh = under("Band/Rehearsals")
lit = under(LIT)
visa = under("Admin/Visa & Immigration")
setlists = under("Band/Setlists")
wa_voice = under("Pictures/Phone backup/WhatsApp/Media/WhatsApp Voice Notes")
wa_img = under("Pictures/Phone backup/WhatsApp/Media/WhatsApp Images")
camera = under("Pictures/Phone backup/DCIM/Camera")
shots = named(vis, "Screenshot")
dmg_dl = ext(dl, "dmg")
ncs = ext(vis, "nc")
taxret = named(vis, "tax return")

# ====================================================================== plain (35)
top: dict[str, list] = {}
for e in vis:
    if "/" in e.path:
        top.setdefault(e.path.split("/")[0], []).append(e)
tops = sorted(top, key=lambda k: -total(top[k]))
assert tops[:3] == ["Research", "Videos", "Downloads"], tops[:4]
q("what folders take up the most space?", "plain", answer("Research", size(top["Research"])))
q("How big is my Research folder?", "plain", answer(size(under("Research"))))
q("band folder size", "plain", answer(size(under("Band"))))
q("how much space is the Pictures folder using", "plain", answer(size(under("Pictures"))))
q("How much disk space do my videos take up altogether?", "plain", answer(size(videos)))
q("what's the single biggest file on here", "plain", file(biggest(vis)[0].path))
q("show me my 5 largest files", "plain", files(biggest(vis, 5)))
q("newest file in Downloads", "plain", file(newest(dl).path))
q("What is the oldest file in my Downloads folder?", "plain", file(oldest(dl).path))
q("what's in the Visa & Immigration folder?", "plain", files(visa))
q("whats in setlists", "plain", files(setlists))
q("How much space does Fieldwork take?", "plain", answer(size(under(FW))))
q("size of the thesis folder", "plain", answer(size(under("PhD/Thesis"))))
q("How large is Downloads at the moment?", "plain", answer(size(dl)))
q("biggest videos", "plain", files(biggest(videos, 3)))
q("which is my oldest video?", "plain", file(oldest(videos).path))
q("What's the largest file in the Band folder?", "plain", file(biggest(under("Band"))[0].path))
q("how big is Portuguese", "plain", answer(size(under("Portuguese"))))
q("what takes up the most space in Downloads?", "plain", file(biggest(dl)[0].path))
lab = under("Research/Lab safety")
q("Could you list what's in my Lab safety folder, please?", "plain", files(lab))
q("how much space does the Literature folder use", "plain", answer(size(lit)))
res_sub: dict[str, list] = {}
for e in under("Research"):
    parts = e.path.split("/")
    if len(parts) > 2:
        res_sub.setdefault(parts[1], []).append(e)
rs = sorted(res_sub, key=lambda k: -total(res_sub[k]))
assert rs[:2] == ["Fieldwork", "Data"], rs
q("which subfolders of Research are the biggest?", "plain", answer("Fieldwork", "Data"))
q("list all the files in my Grants folder, subfolders included", "plain", files(under("Research/Grants")))
q("oldest thing in Admin", "plain", file(oldest(under("Admin")).path))
q("how big is the Data folder in Research", "plain", answer(size(under("Research/Data"))))
q("what's on my desktop", "plain", files([e for e in under("Desktop") if e.path.count("/") == 1]))
q(
    "most recent file in the Coral bleaching Kenya folder?",
    "plain",
    file(newest(under("Research/Papers/Coral bleaching Kenya")).path),
)
q("How much room does the phone backup take?", "plain", answer(size(under("Pictures/Phone backup"))))
q("size of Admin/Finance", "plain", answer(size(under("Admin/Finance"))))
q("whats the biggest file in Research/Data", "plain", file(biggest(under("Research/Data"))[0].path))
q("what is in Documents", "plain", files(under("Documents")))
q("largest file in my Literature folder?", "plain", file(biggest(lit)[0].path))
q("How big is the Videos folder?", "plain", answer(size(under("Videos"))))
q("which file in Conferences is the biggest", "plain", file(biggest(under("Research/Conferences"))[0].path))
q("what's the oldest file in the PhD folder", "plain", file(oldest(under("PhD")).path))

# ====================================================================== named_file (25)
q(
    "how big is OISST_WIO_1982-2025_daily.nc",
    "named_file",
    answer(size([by_path[one("Research/Data/SST/OISST_WIO_1982-2025_daily.nc")]])),
)
q(
    "when did I last edit the response to reviewers?",
    "named_file",
    file("Research/Papers/Coral bleaching Kenya/Response to reviewers R1.docx"),
)
q("where is my passport scan?", "named_file", file("Admin/Visa & Immigration/Passport scan - Amara Okafor.pdf"))
q(
    "How large is the brms fit file?",
    "named_file",
    answer(size([by_path[one("Research/Code/seagrass-models/models/brms_fit_carbon.rds")]])),
)
q("what is GX010114.MP4", "named_file", file("Research/Fieldwork/2026-02 Zanzibar/GoPro/GX010114.MP4"))
q(
    "When was the tenancy agreement last changed?",
    "named_file",
    file("Admin/Finance/Rent/Tenancy agreement - Flat 3, 21 Harbour Road.pdf"),
)
q(
    "size of the Teen Town tab",
    "named_file",
    answer(size([by_path[one("Band/Tabs/Teen Town - Jaco Pastorius bass tab.pdf")]])),
)
q("how big is the manta ray video", "named_file", answer(size([by_path[one("Videos/Manta ray Zanzibar 4K.mp4")]])))
q("Aula 06 - when did I write it?", "named_file", file("Portuguese/Lesson notes/Aula 06 - pretérito perfeito.md"))
q(
    "where's the ILR eligibility checklist",
    "named_file",
    file("Admin/Visa & Immigration/ILR eligibility checklist.docx"),
)
q("SA302 2024-25", "named_file", file("Admin/Finance/Tax/2024-25/SA302 2024-25.pdf"))
q(
    "How big is the video of the whole Harbour Festival set?",
    "named_file",
    answer(size([by_path[one("Videos/Harbour Festival gig full set.mov")]])),
)
q("Where did I put the examiners' report?", "named_file", file("PhD/Viva/examiners report.pdf"))
q(
    "whats the size of core_carbon_results_CLEANED.csv",
    "named_file",
    answer(size([by_path[one("Research/Data/Seagrass cores/core_carbon_results_CLEANED.csv")]])),
)
q("is there a file called library.bib somewhere?", "named_file", file("Research/Literature/library.bib"))
q(
    "the Hughes et al 2017 Nature paper - how big is it?",
    "named_file",
    answer(size([by_path[one("Research/Literature/Hughes et al. 2017 Nature.pdf")]])),
)
q("when did i download zotero", "named_file", file("Downloads/Zotero-7.0.11.dmg"))
q("USS benefit statement 2026", "named_file", file("Admin/Finance/Pension/USS annual benefit statement 2026.pdf"))
q("what's PT-BR verbos irregulares?", "named_file", file("Portuguese/Anki/PT-BR verbos irregulares.apkg"))
q(
    "Where is the cover letter for the Plymouth lectureship?",
    "named_file",
    file("Documents/Cover letter - lectureship Plymouth.docx"),
)
q("when did I last update the sample log", "named_file", file("Research/Sample log.xlsx"))
q(
    "wheres the deposit protection certificate",
    "named_file",
    file("Admin/Finance/Rent/deposit protection certificate.pdf"),
)
q(
    "how big is the slap riff idea recording?",
    "named_file",
    answer(size([by_path[one("Band/Rehearsals/new tune idea - slap riff.m4a")]])),
)
q("find the Home Office letter", "named_file", file("Admin/Visa & Immigration/Home Office letter 2026.pdf"))
q(
    "How big is acoustic_detections_2025.h5?",
    "named_file",
    answer(size([by_path[one("Research/Data/Telemetry/acoustic_detections_2025.h5")]])),
)

# ====================================================================== dropped_words (25)
q("how much space do my GoPro videos take?", "dropped_words", answer(size(gopro)))
q("show me the gig posters", "dropped_words", files(posters))
q("list my bass tabs", "dropped_words", files(tabs))
q("how big are my anki decks", "dropped_words", answer(size(under("Portuguese/Anki"))))
q("How much space do the WhatsApp voice notes use?", "dropped_words", answer(size(wa_voice)))
q("total size of the rehearsal recordings", "dropped_words", answer(size(reh)))
q("my Portuguese lesson notes", "dropped_words", files(lessons))
q(
    "how big are the fieldwork photos from Zanzibar",
    "dropped_words",
    answer(size(under("Research/Fieldwork/2026-02 Zanzibar/Photos"))),
)
q(
    "where are the reviewer comments",
    "dropped_words",
    file("Research/Papers/Coral bleaching Kenya/Reviewer comments R1.pdf"),
)
q("show my tax returns", "dropped_words", files(taxret))
q("my lab safety certificates", "dropped_words", files(lab))
conf_posters = [e for e in vis if "poster" in e.name.lower() and "gig" not in e.name.lower()]
assert len(conf_posters) == 7, paths(conf_posters)
q("Where are my conference posters?", "dropped_words", files(conf_posters, absent=names(posters)))
q("how much space do the thesis figures take up", "dropped_words", answer(size(under("PhD/Thesis/figures"))))
q("list my R scripts", "dropped_words", files(ext(vis, "R")))
q("python scripts", "dropped_words", files(ext(vis, "py")))
q("jupyter notebooks", "dropped_words", files(ext(vis, "ipynb")))
q("Which NetCDF files do I have?", "dropped_words", files(ncs))
q("hdf5 files pls", "dropped_words", files(ext(vis, "h5")))
q("how much space does the WhatsApp pics take", "dropped_words", answer(size(wa_img)))
q("the band accounts", "dropped_words", files(named(vis, "Band accounts")))
inst_dl = ext(dl, "dmg", "pkg", "exe")
q("show me the installers in Downloads", "dropped_words", files(inst_dl))
q("my powerpoints", "dropped_words", files(ext(vis, "pptx")))
q("the slides from Ocean Sciences", "dropped_words", files(named(vis, "OSM talk")))
q("how big are the payslips all together?", "dropped_words", answer(size(payslips)))
q("how much place take the files of the band?", "dropped_words", answer(size(under("Band"))))

# ====================================================================== filler_dates (25)
wk = aged(vis, 0, WEEK)
assert 4 <= len(wk) <= 8, paths(wk)
q("what did I change in the last week?", "filler_dates", files(wk))
nov19 = [e for e in vis if e.age == "11-19"]
q("any files from Nov 19?", "filler_dates", files(nov19))
q("what did I save on the 19th of November", "filler_dates", files(nov19))
oct_shots = aged(shots, NOV1, OCT1)
q("screenshots from last month", "filler_dates", files(oct_shots))
mar_photos = aged(photos, APR1, MAR1)
q(
    "how many photos did I take back in March?",
    "filler_dates",
    count(len(mar_photos), len(aged(ext(vis, *PHOTO, "png"), APR1, MAR1)), len(aged(camera, APR1, MAR1))),
)
dl30 = aged(dl, 0, D30)
q("what did I download in the past 30 days", "filler_dates", files(dl30))
res14 = aged(under("Research"), 0, FORTNIGHT)
assert len(res14) <= 16, len(res14)
q("anything new in Research over the last two weeks?", "filler_dates", files(res14))
pdf_dl_26 = aged(ext(dl, "pdf"), 0, JAN26)
q("PDFs from this year that are still sitting in Downloads", "filler_dates", files(pdf_dl_26))
q("did I get any payslips in October?", "filler_dates", files(aged(payslips, NOV1, OCT1)))
band_sep = aged(under("Band"), 0, SEP1)
q("what's changed in the band folder since September", "filler_dates", files(band_sep))
q("which lesson notes did I write in the last 3 months", "filler_dates", files(aged(lessons, 0, M3)))
kis = under("Research/Fieldwork/2025-03 Kenya Kisite/Photos")
fw25 = aged(ext(under(FW), *PHOTO), JAN26, JAN25)
assert fw25 == kis
q("how many fieldwork photos are from 2025", "filler_dates", count(len(fw25)))
dl_old = aged(dl, YEAR)
q("downloads that are older than a year", "filler_dates", files(dl_old))
d2 = aged(vis, 0, D2)
q("anything I saved in the last 48 hours?", "filler_dates", files(d2))
q("gig posters from this year", "filler_dates", files(aged(posters, 0, JAN26)))
q("rehearsals from October", "filler_dates", files(aged(reh, NOV1, OCT1)))
q("payslips since August", "filler_dates", files(aged(payslips, 0, AUG1)))
q("what have i touched in the band folder the last fortnight", "filler_dates", files(aged(under("Band"), 0, FORTNIGHT)))
q(
    "is there anything from 2024 still in the Conferences folder?",
    "filler_dates",
    files(aged(under("Research/Conferences"), JAN25, JAN24)),
)
q("which things in Literature did I add in the past month", "filler_dates", files(aged(lit, 0, D30)))
q(
    "What was I working on in the Papers folder in the last 10 days?",
    "filler_dates",
    files(aged(under("Research/Papers"), 0, D10)),
)
q("whatsapp voice notes from november", "filler_dates", files(aged(wa_voice, 0, NOV1)))
q("files in Admin changed since the start of the year", "filler_dates", files(aged(under("Admin"), 0, JAN26)))
q("anything in Portuguese from this month?", "filler_dates", files(aged(under("Portuguese"), 0, NOV1)))
q("videos from 2024", "filler_dates", files(aged(videos, JAN25, JAN24)))

# ====================================================================== filters (20)
v3 = [e for e in videos if e.size > 3 * homes.GB]
q("videos bigger than 3 GB", "filters", files(v3))
p10 = [e for e in pdfs if e.size > 10 * homes.MB]
q("PDFs over 10 MB", "filters", files(p10))
dup_big = [e for g in dup_groups.values() for e in g if e.size > 1 * homes.GB and not e.hidden_or_noise]
q("duplicate files bigger than 1 GB", "filters", files(dup_big))
dl_dups = [e for e in dl if e.dup]
q("which files in Downloads are duplicates?", "filters", files(dl_dups))
q("zip files in Downloads older than 6 months", "filters", files(aged(ext(dl, "zip"), M6)))
q("dmg files bigger than 200 MB", "filters", files([e for e in ext(vis, "dmg") if e.size > 200 * homes.MB]))
csv_data = aged(ext(under("Research/Data"), "csv"), 0, JAN26)
q("csv files in Research/Data that I changed this year", "filters", files(csv_data))
q("pptx bigger than 30MB", "filters", files([e for e in ext(vis, "pptx") if e.size > 30 * homes.MB]))
q("mp3s from the last 30 days", "filters", files(aged(ext(vis, "mp3"), 0, D30)))
big_ph = [e for e in photos if e.size > 10 * homes.MB]
q("how much space do the photos over 10 MB take?", "filters", answer(size(big_ph)))
old_big = aged([e for e in vis if e.size > 1 * homes.GB], Y2)
q("files bigger than 1 GB that are older than two years", "filters", files(old_big))
q("empty files", "filters", files(empties))
dup_pdf = [e for g in dup_groups.values() for e in g if e.name.lower().endswith(".pdf")]
q("Do I have any duplicate PDFs?", "filters", files(dup_pdf))
q(
    "docx files in Papers modified since September",
    "filters",
    files(aged(ext(under("Research/Papers"), "docx"), 0, SEP1)),
)
q("wav files over 600 MB", "filters", files([e for e in ext(vis, "wav") if e.size > 600 * homes.MB]))
q("xlsx files changed in the past 30 days", "filters", files(aged(ext(vis, "xlsx"), 0, D30)))
q("tabs bigger than 500 KB", "filters", files([e for e in tabs if e.size > 500 * homes.KB]))
q("pdfs in Downloads smaller than 1 MB", "filters", files([e for e in ext(dl, "pdf") if e.size < 1 * homes.MB]))
q(
    "GoPro clips from 2026 larger than 3 GB",
    "filters",
    files([e for e in aged(gopro, 0, JAN26) if e.size > 3 * homes.GB]),
)
q(
    "screenshots bigger than 1 MB from the past 3 months",
    "filters",
    files([e for e in aged(shots, 0, M3) if e.size > 1 * homes.MB]),
)

# ====================================================================== decline (20)
q("how big is /etc", "decline", decline())
q("what's in /usr/lib?", "decline", decline())
q("how much space is left on my external hard drive", "decline", decline())
q("show me the files on Dele's laptop", "decline", decline())
q("What does the examiners' report say about chapter 4?", "decline", decline("examiners report.pdf"))
q(
    "is my Kenya paper good enough for Nature?",
    "decline",
    decline(*names(under("Research/Papers/Coral bleaching Kenya"))),
)
q("quanto espaço ocupam as minhas fotos?", "decline", decline())
q("what's in my Dropbox folder?", "decline", decline())
q("how big is my Music folder", "decline", decline("Músicas brasileiras vocab.apkg"))
q("what's my password for the uni login?", "decline", decline("passwords_export_2026.csv"))
q(
    "how many pages is my thesis?",
    "decline",
    decline(
        "Okafor_PhD_thesis_FINAL_corrections.pdf",
        "Okafor_PhD_thesis_submitted.pdf",
        "PhD thesis.pdf",
        "main.pdf",
        "main.tex",
    ),
)
q("which reviewer was the harshest?", "decline", decline("Reviewer comments R1.pdf", "Response to reviewers R1.docx"))
q("what's the weather going to be like in Mombasa next week", "decline", decline())
q("show me the photos of sharks", "decline", decline())
q("what's on my iCloud drive", "decline", decline())
q("translate Aula 03 into English for me", "decline", decline("Aula 03 - a família.md"))
q("how much was my salary in October?", "decline", decline(*names(payslips)))
q("how fast is my laptop's SSD?", "decline", decline())
q(
    "what's in the Thesis folder on the lab server",
    "decline",
    decline(
        "Okafor_PhD_thesis_FINAL_corrections.pdf",
        "Okafor_PhD_thesis_submitted.pdf",
        "PhD thesis.pdf",
        *names(under("PhD/Thesis")),
    ),
)
q("which of my songs r actually good lol", "decline", decline(*names(reh), *names(tabs), *names(setlists)))

# ====================================================================== actions (20)
q("delete Untitled.txt in Downloads", "actions", plan([by_path[one("Downloads/Untitled.txt")]]))
q("move nature21707.pdf to Research/Literature", "actions", plan([by_path[one("Downloads/nature21707.pdf")]]))
q("trash all the .dmg files in Downloads", "actions", plan(dmg_dl))
# every Downloads file here has its other copy outside Downloads: the Downloads ones are the extra copies
for e in dl_dups:
    assert any(x.path != e.path and not x.path.startswith("Downloads/") for x in dup_groups[e.dup]), e.path
q("delete the duplicates in Downloads", "actions", plan(dl_dups))
dl_cand = inst_dl + ext(dl, "sh", "zip", "part") + dl_dups + [e for e in dl if e.size == 0]
q("clean up my Downloads", "actions", proposal(dl_cand))
extra_copies = []
for g in dup_groups.values():
    extra_copies += g
build = [
    e
    for e in es
    if "/build/" in e.path
    or "__pycache__" in e.path
    or "/.venv/" in e.path
    or e.path.startswith((".cache/", ".conda/"))
    or "/.Rproj.user/" in e.path
]
q("help me free up some space", "actions", proposal(dl_cand + extra_copies + build))
thesis_pdfs = [
    "Okafor_PhD_thesis_FINAL_corrections.pdf",
    "Okafor_PhD_thesis_submitted.pdf",
    "PhD thesis.pdf",
    "main.pdf",
    "main.tex",
    "thesis_template_uni.zip",
]
q("delete the thesis", "actions", decline(*thesis_pdfs))
q(
    "rename manuscript_v4_revised.docx to manuscript_v4_final.docx",
    "actions",
    plan([by_path[one("Research/Papers/Coral bleaching Kenya/manuscript_v4_revised.docx")]]),
)
q("move all the WhatsApp voice notes to an Archive folder", "actions", plan(wa_voice))
q("delete the unfinished download in Downloads", "actions", plan(ext(dl, "part")))
q("delete everything in Downloads older than 2 years", "actions", plan(aged(dl, Y2)))
q("delete /etc/hosts", "actions", decline())
budget = named(vis, "budget")
assert len(budget) == 3, paths(budget)
q("delete the budget", "actions", decline(*names(budget)))
q("delete the empty files", "actions", plan(empties))
q("move the gig posters to the Desktop", "actions", plan(posters))
q("delete rehearsal 2026-06-10.wav", "actions", plan([by_path[one("Band/Rehearsals/rehearsal 2026-06-10.wav")]]))
poster_any = [e for e in vis if "poster" in e.name.lower()]
q("delete the poster", "actions", decline(*names(poster_any)))
old_inst = aged(ext(dl, "dmg", "pkg"), YEAR)
q("remove the .dmg and .pkg files in Downloads that are older than a year", "actions", plan(old_inst))
q("delete the WIOMSA poster on my Desktop", "actions", plan([by_path[one("Desktop/WIOMSA poster v2 FINAL.pdf")]]))
q(
    "move Okafor_etal_2025_MarEcolProgSer (1).pdf to the bin",
    "actions",
    plan([by_path[one("Downloads/Okafor_etal_2025_MarEcolProgSer (1).pdf")]]),
)

# ====================================================================== followup (20)
f1 = q("show me the gig posters please", "dropped_words", files(posters))
q("which is the biggest?", "followup", file(biggest(posters)[0].path), f1)
f2 = q("bass tabs", "dropped_words", files(tabs))
q("how much space do they take?", "followup", answer(size(tabs)), f2)
ps26 = aged(payslips, 0, JAN26)
ps25 = aged(payslips, JAN26, JAN25)
assert len(ps26) == 10 and len(ps25) == 12, (len(ps26), len(ps25))
f3 = q("my payslips from 2026", "filler_dates", files(ps26))
q("what about 2025?", "followup", files(ps25, absent=names(ps26)), f3)
f4 = q("dmg files in Downloads", "filters", files(dmg_dl))
q("delete them", "followup", decline(*names(dmg_dl)), f4)
f5 = q("which videos are over 3 GB?", "filters", files(v3))
q("sort them by size", "followup", files(v3), f5)
f6 = q("what's in my Setlists folder?", "plain", files(setlists))
q("which one is the newest?", "followup", file(newest(setlists).path), f6)
f7 = q("netcdf files", "dropped_words", files(ncs))
q("how much space do they take up?", "followup", answer(size(ncs)), f7)
f8 = q("where's the Ryanair boarding pass", "named_file", file("Downloads/Ryanair boarding pass LIS.pdf"))
q("delete it", "followup", plan([by_path["Downloads/Ryanair boarding pass LIS.pdf"]]), f8)
f9 = q("show my rehearsal recordings", "dropped_words", files(reh))
q("only the mp3s", "followup", files(ext(reh, "mp3"), absent=names(ext(reh, "wav"))), f9)
watamu = under("Research/Fieldwork/2026-10 Watamu/Photos")
f10 = q("photos from the Watamu trip", "dropped_words", files(watamu))
q("how many are there?", "followup", count(len(watamu)), f10)
f11 = q("stuff i downloaded in the last 30 days?", "filler_dates", files(dl30))
dl30_x = ext(dl30, "xlsx")
q("and only the spreadsheets?", "followup", files(dl30_x, absent=names([e for e in dl30 if e not in dl30_x])), f11)
f12 = q("lesson notes for portuguese", "dropped_words", files(lessons))
q("which is the oldest?", "followup", file(oldest(lessons).path), f12)
f13 = q("the GoPro videos", "dropped_words", files(gopro))
gp26 = aged(gopro, 0, JAN26)
q("which ones are from 2026?", "followup", files(gp26, absent=names([e for e in gopro if e not in gp26])), f13)
f14 = q("tax returns", "dropped_words", files(taxret))
q("move all of them to the Desktop", "followup", plan(taxret), f14)
f15 = q("gig posters", "dropped_words", files(posters))
q("delete all of them", "followup", plan(posters), f15)
pptx = ext(vis, "pptx")
f16 = q("pptx files", "dropped_words", files(pptx))
pp30 = [e for e in pptx if e.size > 30 * homes.MB]
q("only the ones bigger than 30 MB", "followup", files(pp30, absent=names([e for e in pptx if e not in pp30])), f16)
f17 = q("what's in the Visa & Immigration folder", "plain", files(visa))
q("which is the oldest one?", "followup", file(oldest(visa).path), f17)
f18 = q("R scripts", "dropped_words", files(ext(vis, "R")))
q("how big are they all together?", "followup", answer(size(ext(vis, "R"))), f18)
f19 = q("biggest files in Research", "plain", files(biggest(under("Research"), 3)))
q("what about Downloads?", "followup", file(biggest(dl)[0].path), f19)
f20 = q("payslips", "dropped_words", files(payslips))
q("how many are from 2025?", "followup", count(len(ps25)), f20)

# ====================================================================== counts (10)
q("how many files do I have?", "counts", count(len(vis), len(es)))
q(
    "How many PDFs are in my Literature folder?",
    "counts",
    count(len(ext(lit, "pdf")), len(ext([e for e in lit if "/To read/" not in e.path], "pdf"))),
)
q(
    "how many photos are in the phone backup",
    "counts",
    count(len(ext(under("Pictures/Phone backup"), *PHOTO)), len(camera)),
)
q("how many payslips have i got", "counts", count(len(payslips)))
q("number of gopro clips", "counts", count(len(gopro)))
q("how many bass tabs do i have?", "counts", count(len(tabs)))
q("How many files are in Downloads?", "counts", count(len(dl)))
q("how many screenshots do I have", "counts", count(len(shots), len(under("Pictures/Screenshots"))))
q("how many jpgs are bigger than 10 MB?", "counts", count(len(big_ph)))
octf = aged(vis, NOV1, OCT1)
q("how many files did I change in October?", "counts", count(len(octf), len(aged(es, NOV1, OCT1))))

# ====================================================================== checks and output
ids = [d["id"] for d in Q]
assert len(ids) == len(set(ids))


def _walk_paths(x):
    if isinstance(x, dict):
        for k, v in x.items():
            if k in ("paths", "files", "candidates"):
                yield from v
            elif k == "path":
                yield v
            else:
                yield from _walk_paths(v)


for d in Q:
    for p in _walk_paths(d["expect"]):
        assert p in by_path, (d["id"], p)
    if d["expect"]["kind"] in ("files", "plan"):
        assert d["expect"].get("paths") or d["expect"].get("files"), d["id"]

if __name__ == "__main__":
    out = Path(__file__).parent / "heldout_j.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out)
    print(Counter(d["class"] for d in Q))
