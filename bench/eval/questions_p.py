"""Writes heldout_p.jsonl: a held-out set P, over the "farmer" home (homes_farmer.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_p.py      # rewrites bench/eval/heldout_p.jsonl
    python bench/eval/run_heldout.py --set heldout_p.jsonl

The home: a Welsh hill farm shared by Gareth Pryce (sheep and some barley and wheat) and his wife Inés Pryce-Molina,
a freelance translator. Gareth's Farm/ folder: flock records by year, lambing sheets and a scanned lambing book,
ear-tag lists (.csv, one empty), the tups, vet bills as PDFs by practice (Teifi Vets, Ystwyth Farm Vets), medicine
books, subsidy claims (SAF, BPS, SFS), movement licences and their scans (SCAN000N.PDF), field maps (.kml/.geojson/
.shp, fields "Cae Mawr", "Ffridd", "Llwyn", "Cae Dan Tŷ", a big aerial .tif), machinery manuals (big PDFs), contractor
invoices (Dai Evans, hedge cutting, shearing, lime), grain contracts, weekly market reports (Welshpool, Bryncir), a
daily weather-station export per year, three trail cameras (IMG_NNNN.JPG/.MP4 and DSCF_NNNN.JPG/.AVI; IMG_0007.JPG
is in two camera folders), accounts by tax year ("2024-25", "2025-26", "2026-27", accountants Davies & Co). Inés's
Translation/: jobs by language pair (ES-EN, EN-ES, CA-EN) and agency/client with source and target .docx, .sdlxliff,
.xliff; translation memories (.tmx, one 212 MB), glossaries (.xlsx), numbered invoices INV-YYYY-NNN <agency>.pdf, CPD
certificates, a portfolio; accented names ("Informe_técnico", "Cataluña", "menú otoño"). A CAT tool install folder
(Apps/OmegaT_6.0.1), Documents (House & Car, Personal), Pictures (phone, lambing, the Royal Welsh Show "Sioe
Llanelwedd"), Videos, Downloads (installers .exe/.msi/.deb, a half-finished .part, "(1)" copies and exact duplicates
of files elsewhere, an empty file, an old zip), Desktop clutter (two to-do lists, an empty document), hidden dotfiles
and caches.

Voices: Gareth (terse, lowercase, farm words: "tups", "ewes", "the subsidy stuff", "bills", typos, no punctuation),
Gareth dictating on his phone (run-on, "um", "right so", numbers spelled out), Inés (precise, professional, uses
extensions and language-pair codes, sometimes Spanish word order: "the invoices of TransGlobal"), and their
accountant (formal, tax years, "kindly provide", "please confirm").

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days" = 2 days, "last 10 days" = 10 days, "last fortnight" = 14
days, "past 3 months" = 91 days, "older than 6 months" = 182 days, "older than a year" = 365 days, "this month" =
November 2026, "last month"/"october" = October 2026, "september" = September 2026, "since September" = from
2026-09-01, "since October" = from 2026-10-01, "since August" = from 2026-08-01, "april" = April 2026, "this year"/
"2026" = 2026, "last year"/"2025" = 2025, "Nov 19"/"the 19th of November" = 2026-11-19 (only month-day anchors are
dated that day; nothing else visible is within a day of it). Words that depend on the clock time or the first day of
the week ("today", "yesterday", "this week") are not used. The generator keeps visible files clear of these
boundaries (homes_farmer.BAD_WINDOWS). A tax year ("2025-26") is a folder name, never a date range. "Visible" files
leave out hidden files and caches (.cache, .mozilla, .local, .omegat, dotfiles); where a question could fairly count
either way, both numbers are accepted. Sizes are decimal units with one decimal (homes.human). Photos are
.jpg/.JPG files. Where "from 2026" could mean the date in a name or the modification date, the expectation is the
files both readings give. Actions are asked without confirmation: the expectation is the exact plan (nothing may
change on disk); or_decline only where a clarifying question is as right as the plan (a partial name such as "the
trados installer", "move them" after a list). "delete them" after a list of several files must ask; "clean up"/"free
up space" is a proposal; a partial name that fits several files, a name two folders share, a path outside the home or
a system path is declined.
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
H = "farmer"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"p{_n[0]:03d}"
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


# boundaries (ages in days as of 2026-11-24), each inside a window homes_farmer.BAD_WINDOWS keeps clear
D2, D10, FORTNIGHT, M3, M6, YEAR = 2.0, 10.0, 14.0, 91.0, 182.0, 365.0
NOV1, OCT1, SEP1, AUG1, MAY1, APR1, JAN26, JAN25 = 23.5, 54.5, 84.5, 115.5, 207.5, 237.5, 327.5, 692.5
for b in (D2, D10, FORTNIGHT, M3, M6, YEAR, NOV1, OCT1, SEP1, AUG1, MAY1, APR1, JAN26, JAN25):
    assert not any(abs(age(e) - b) < 0.45 for e in vis if age(e) > 0.5), b

FARM = "Farm"
FL = "Farm/Flock"
VET = "Farm/Vet/Bills"
GOV = "Farm/Government"
MAPS = "Farm/Maps"
MAN = "Farm/Machinery/Manuals"
CON = "Farm/Contractors"
GR = "Farm/Grain"
MR = "Farm/Market reports"
WX = "Farm/Weather"
CAM = "Farm/Trail camera"
ACC = "Farm/Accounts"
TR = "Translation"
JOBS = "Translation/Jobs"
INV = "Translation/Invoices"
DL = "Downloads"

VID = ("mp4", "avi", "mov")
PHOTO = ("jpg",)
INSTALLERS = ("exe", "msi", "deb")

cam_vids = ext(under(CAM), *VID)
cam_photos = ext(under(CAM), *PHOTO)
teifi = under(f"{VET}/Teifi Vets")
ystwyth = under(f"{VET}/Ystwyth Farm Vets")
manuals = under(MAN)
reports = under(MR)
welshpool = named(reports, "Welshpool")
bryncir = named(reports, "Bryncir")
invoices = ext(under(INV), "pdf")
inv25 = named(invoices, "INV-2025-")
inv26 = named(invoices, "INV-2026-")
statements = under(f"{ACC}/2025-26/Bank statements")
dl = under(DL)
dl_dups = [e for e in dl if e.dup]
all_dups = [e for e in vis if e.dup]
installers = ext(dl, *INSTALLERS)
empty = [e for e in vis if e.size == 0]
hedge = named(under(CON), "Hedge cutting")
subsidy = under(f"{GOV}/Subsidy")
sdlx = ext(vis, "sdlxliff")
glossaries = under(f"{TR}/Glossaries")
tmx = ext(under(f"{TR}/TMs"), "tmx")
assert len(installers) == 5 and len(dl_dups) == 5 and len(empty) == 3

# =========================================================================== plain (35)
C = "plain"
q("how much space do the trail camera videos take up", C, answer(size(cam_vids)))
q("biggest files", C, files(biggest(vis, 3)))
q("how big is the Farm folder", C, answer(size(under(FARM))))
q("How much space does the Translation folder take?", C, answer(size(under(TR))))
q("whats in downloads", C, files(dl))
q("Kindly list the bank statements for the 2025-26 tax year.", C, files(statements))
q("vet bills from teifi vets", C, files(teifi))
q("show me the machinery manuals", C, files(manuals))
q("What's in the Glossaries folder?", C, files(glossaries))
q("largest videos", C, files(biggest(ext(vis, *VID), 3)))
q("How big is the TMs folder?", C, answer(size(under(f"{TR}/TMs"))))
q("whats the biggest thing in the trail camera folder", C, file(biggest(under(CAM))[0].path))
q(
    "Please list every file in the 2025-26 accounts folder, including the subfolders.",
    C,
    files(under(f"{ACC}/2025-26")),
)
q("most recent files", C, files(sorted(vis, key=age)[:2]))
q("um how much space is everything in downloads taking up", C, answer(size(dl)))
q("Show me the files in the CA-EN folder.", C, files(under(f"{JOBS}/CA-EN")))
q("contractor invoices", C, files(under(CON)))
q("what market reports have i got", C, files(reports))
q("Which are the largest files in Translation?", C, files(biggest(under(TR), 3)))
q("whats on the desktop", C, files(under("Desktop")))
q("Please list the files in Farm/Accounts/2024-25.", C, files(under(f"{ACC}/2024-25")))
q("grain stuff", C, files(under(GR)))
q("how big is the maps folder", C, answer(size(under(MAPS))))
q("What is in my Portfolio folder?", C, files(under(f"{TR}/Portfolio")))
q("how much space does pictures use", C, answer(size(under("Pictures"))))
q("how much room is the trail camera folder using altogether", C, answer(size(under(CAM))))
q("What does the Apps folder contain?", C, files(under("Apps")))
q("list the lambing folder", C, files(under(f"{FL}/Lambing")))
q("ear tag files", C, files(under(f"{FL}/Ear tags")))
q("Kindly provide the VAT returns.", C, files(named(under(ACC), "VAT")))
q("how big is the videos folder", C, answer(size(under("Videos"))))
q("How much space do the Jobs folders take in total?", C, answer(size(under(JOBS))))
q("whats in the subsidy folder", C, files(subsidy))
q("weather station files", C, files(named(under(WX), "weather station")))
q("Please show me the receipts for 2025-26.", C, files(under(f"{ACC}/2025-26/receipts")))

# =========================================================================== named_file (25)
C = "named_file"
jd = by_path[f"{MAN}/John Deere 6120M operator manual.pdf"]
q("how big is the john deere 6120M manual", C, answer(human(jd.size)))
q("wheres cae mawr kml", C, file(f"{MAPS}/Cae Mawr.kml"))
q("when did i last change the lambing sheet 2026", C, file(f"{FL}/Lambing/Lambing sheet 2026.xlsx"))
q("How big is ES-EN master.tmx?", C, answer(human(by_path[f"{TR}/TMs/ES-EN master.tmx"].size)))
q(
    "Where is Informe_técnico_turbinas_v2.docx?",
    C,
    file(f"{JOBS}/ES-EN/TransGlobal - Iberdrola - Informe_técnico turbinas/source/Informe_técnico_turbinas_v2.docx"),
)
q(
    "how big is the weather station export for 2026",
    C,
    answer(human(by_path[f"{WX}/weather station export 2026.csv"].size)),
)
q("When did I send INV-2026-017?", C, file(named(invoices, "INV-2026-017")[0].path))
q("have i got the SAF 2026 form", C, file(f"{GOV}/Subsidy/SAF 2026 Single Application Form.pdf"))
q(
    "size of the massey 135 workshop manual",
    C,
    answer(human(by_path[f"{MAN}/Massey Ferguson 135 workshop manual.pdf"].size)),
)
q("whats in tup raddle dates", C, answer("15 Oct"))
q("Kindly provide the location of Farm accounts 2025-26.xlsx.", C, file(f"{ACC}/2025-26/Farm accounts 2025-26.xlsx"))
q("where did i put the CPH letter", C, file(f"{GOV}/CPH letter.pdf"))
q(
    "What size is Glosario energía ES-EN.xlsx?",
    C,
    answer(human(by_path[f"{TR}/Glossaries/Glosario energía ES-EN.xlsx"].size)),
)
q("when did the openfield barley contract come in", C, file(f"{GR}/Openfield barley contract 2026.pdf"))
q("how big is the sheepdog trials video", C, answer(human(by_path["Videos/sheepdog trials Bala 2026.mp4"].size)))
cat_en = by_path[f"{JOBS}/CA-EN/Traduccions Puig - Generalitat - Cataluña turisme/target/Guia_turisme_Cataluña_EN.docx"]
q(
    "Where is Guia_turisme_Cataluña_EN.docx and how big is it?",
    C,
    answer("Guia_turisme_Cataluña_EN.docx", human(cat_en.size)),
)
q("how big is the trados installer", C, answer(human(by_path[f"{DL}/Trados_Studio_2024_SR1.exe"].size)))
q("um where's the uh flock health plan", C, file("Farm/Vet/flock health plan 2026.pdf"))
q("when did i last edit the medicine book 2026", C, file("Farm/Vet/Medicine records/medicine book 2026.xlsx"))
q(
    "size of the cae mawr soil sample results",
    C,
    answer(human(by_path[f"{MAPS}/Cae Mawr soil sample results 2025.pdf"].size)),
)
q("honda quad manual how big", C, answer(human(by_path[f"{MAN}/Honda TRX420 quad owners manual.pdf"].size)))
q("When did I last update my portfolio PDF?", C, file(f"{TR}/Portfolio/Inés Pryce-Molina - portfolio 2026.pdf"))
q(
    "How big is menú otoño 2026.docx?",
    C,
    answer(human(by_path[f"{JOBS}/EN-ES/TransGlobal - Hafod Hotels - autumn menu/target/menú otoño 2026.docx"].size)),
)
q("what does the to do list on the desktop say", C, answer("Heptavac"))
q(
    "Please confirm the size of Davies & Co draft accounts 2025-26.pdf.",
    C,
    answer(human(by_path[f"{ACC}/2025-26/Davies & Co draft accounts 2025-26.pdf"].size)),
)

# =========================================================================== dropped_words (35)
C = "dropped_words"
q("show me the tups stuff", C, files(under(f"{FL}/Tups")))
q("the subsidy stuff", C, files(subsidy))
ear = under(f"{FL}/Ear tags")
q("ewes ear tags", C, files(named(ear, "ewes"), absent=["ear tags lambs 2026.csv"]))
q("market reports from welshpool", C, files(welshpool, absent=names(bryncir)))
q("bryncir market reports", C, files(bryncir, absent=names(welshpool)))
q(
    "grain contracts",
    C,
    files(named(under(GR), "contract"), absent=["Habitat Wales scheme 2024 contract.pdf"]),
)
q("Show me my translation memories.", C, files(tmx))
q("Where are the CA-EN translation memories?", C, file(f"{TR}/TMs/CA-EN master.tmx"))
q("List the CPD certificates.", C, files(named(under(f"{TR}/CPD"), "CPD certificate")))
q(
    "Which files belong to the Iberdrola job?",
    C,
    files(under(f"{JOBS}/ES-EN/TransGlobal - Iberdrola - Informe_técnico turbinas")),
)
q("The files of the Bodegas Muga website, please.", C, files(under(f"{JOBS}/ES-EN/Direct - Bodegas Muga - website")))
tg = named(invoices, "TransGlobal")
q("How many invoices have I sent to TransGlobal?", C, count(len(tg), len(tg) + 1))
badger = under(f"{CAM}/badger sett Cae Mawr")
q("how many photos from the badger sett camera", C, count(len(ext(badger, *PHOTO))))
ffridd_vids = ext(under(f"{CAM}/Ffridd gate"), *VID)
q("ffridd gate camera videos", C, files(ffridd_vids))
dscf_vids = ext(named(cam_vids, "DSCF"), *VID)
q("DSCF videos", C, files(dscf_vids))
q("how many lambing photos", C, count(len(ext(named(vis, "lambing"), *PHOTO))))
q("hedge cutting invoices", C, files(hedge))
q("dai evans bills", C, files(named(under(CON), "Dai Evans")))
q("movement licences", C, files(named(under(f"{GOV}/Movements"), "movement licence")))
q("the scans in movements", C, files(under(f"{GOV}/Movements/scans")))
q("sheepdog trial stuff", C, files(named(vis, "sheepdog")))
q(
    "All the files for the Cataluña turisme job",
    C,
    files(under(f"{JOBS}/CA-EN/Traduccions Puig - Generalitat - Cataluña turisme")),
)
q("llwyn wood camera how much space", C, answer(size(under(f"{CAM}/Llwyn wood"))))
q("shearing invoice", C, file(named(under(CON), "Shearing")[0].path))
q("vet bills from ystwyth", C, files(ystwyth))
q("Please provide the HSBC statements.", C, files(statements))
q("Please list the documents from Davies & Co.", C, files(named(vis, "Davies & Co")))
q("wormer test results", C, file("Farm/Vet/Medicine records/wormer FEC test 2026.pdf"))
q(
    "Show me the olive oil job.",
    C,
    files(under(f"{JOBS}/ES-EN/Lingua Cymru - Junta de Andalucía - olive oil report")),
)
q(
    "Farming Connect files",
    C,
    files(under(f"{JOBS}/EN-ES/Lingua Cymru - Welsh Government - Farming Connect leaflet")),
)
q("how many photos from the sioe", C, count(len(under("Pictures/Sioe Llanelwedd 2026"))))
q("pet lambs", C, file(f"{FL}/Lambing/pet lambs 2026.txt"))
q(
    "Where is the .sdlxliff of the Girona job?",
    C,
    file(f"{JOBS}/CA-EN/Traduccions Puig - Ajuntament de Girona - actes/Acta_ple_2026-09.docx.sdlxliff"),
)
q("culled ewes list", C, file(f"{FL}/Ewes culled 2026.csv"))
q("ffridd map", C, file(f"{MAPS}/Ffridd.kml"))

# =========================================================================== filler_dates (25)
C = "filler_dates"
nov19 = [e for e in vis if e.age == "11-19"]
assert len(nov19) == 3
q("anything from nov 19", C, files(nov19))
oct_reports = aged(reports, NOV1, OCT1)
q("any market reports still from october", C, files(oct_reports))
q("did i get any vet bills last month", C, files(aged(under(VET), NOV1, OCT1)))
q("Which invoices did I send in September?", C, files(aged(invoices, OCT1, SEP1)))
q("files i changed in the last 2 days", C, files(aged(vis, 0, D2)))
q("whats come into downloads since september", C, files(aged(dl, 0, SEP1)))
q("any photos off the trail cams in the last 10 days", C, files(aged(cam_photos, 0, D10)))
q("how many pdfs did i get last month", C, count(len(aged(ext(vis, "pdf"), NOV1, OCT1))))
q("um show me the uh market reports from the last fortnight", C, files(aged(reports, 0, FORTNIGHT)))
q(
    "Any .xliff or .sdlxliff files changed since August?",
    C,
    files(aged(ext(vis, "xliff", "sdlxliff"), 0, AUG1)),
)
q(
    "Kindly list any files modified in the last 30 days within Farm/Accounts.",
    C,
    files(aged(under(ACC), 0, 30.0)),
)
q("any new trail camera videos this month", C, files(aged(cam_vids, 0, NOV1)))
q(
    "Glossaries updated in the past 3 months",
    C,
    files(aged(glossaries, 0, M3), absent=names(aged(glossaries, M3))),
)
q("phone photos from the last fortnight", C, files(aged(under("Pictures/Phone"), 0, FORTNIGHT)))
q("vet bill from nov 19", C, file(f"{VET}/Ystwyth Farm Vets/Ystwyth Farm Vets invoice 2026-11-19.pdf"))
q("The invoices I have sent since October, please.", C, files(aged(invoices, 0, OCT1)))
sep_reports = aged(reports, OCT1, SEP1)
q("market reports from back in september", C, files(sep_reports))
q("stuff i changed in the last 10 days", C, files(aged(vis, 0, D10)))
q("Please provide any bank statements from 2026.", C, files(named(statements, "statement 2026-")))
q("lambing photos from april", C, files(aged(under("Pictures/Lambing 2026"), MAY1, APR1)))
cpd = named(under(f"{TR}/CPD"), "CPD certificate")
q("Which CPD certificates are from this year?", C, files(aged(cpd, 0, JAN26), absent=names(aged(cpd, JAN26))))
q("any hedge cutting bills from last year", C, files(aged(hedge, JAN26, JAN25), absent=names(aged(hedge, 0, JAN26))))
q(
    "right so um can you find the flock records from twenty twenty five please",
    C,
    file(f"{FL}/Flock records 2025.xlsx"),
)
q("Show me the lists of ear tags from 2026", C, files(ext(named(ear, "2026"), "csv")))
dl25 = aged(dl, JAN26, JAN25)
q("whats still in downloads from 2025", C, files(dl25, absent=names([e for e in dl if e not in dl25])))

# =========================================================================== filters (20)
C = "filters"
q("duplicates in downloads", C, files(dl_dups))
dup_pdfs = ext(all_dups, "pdf")
q(
    "duplicate pdfs",
    C,
    files(dup_pdfs, absent=["Cae Mawr.kml", "Informe_técnico_turbinas_v2 (1).docx"]),
)
big_cam = [e for e in cam_vids if e.size > 300 * homes.MB]
q("trail camera videos bigger than 300 MB", C, files(big_cam))
q("List all .sdlxliff files.", C, files(sdlx))
big_pdfs = [e for e in ext(vis, "pdf") if e.size > 50 * homes.MB]
q("pdfs bigger than 50 mb", C, files(big_pdfs, absent=["McHale Fusion 3 Plus baler manual.pdf"]))
q("Kindly list the spreadsheets in Farm/Accounts.", C, files(ext(under(ACC), "xlsx")))
q("Which .docx files are in the CA-EN jobs?", C, files(ext(under(f"{JOBS}/CA-EN"), "docx")))
q("trail camera photos older than 6 months", C, count(len(aged(cam_photos, M6))))
big_vids = [e for e in ext(vis, *VID) if e.size > 1 * homes.GB]
q("videos over 1 gb", C, files(big_vids, absent=["Barcelona Christmas 2025.mov"]))
big_tmx = [e for e in tmx if e.size > 50 * homes.MB]
q("Show the .tmx files larger than 50 MB.", C, files(big_tmx, absent=names([e for e in tmx if e not in big_tmx])))
q("empty files", C, files(empty))
q("kml files", C, files(ext(vis, "kml")))
q("installers in downloads", C, files(installers))
q("Any duplicate .docx files?", C, files(ext(all_dups, "docx")))
q("csv files", C, files(ext(vis, "csv")))
q("the geojson files", C, files(ext(vis, "geojson")))
q("xlsx files in Translation", C, files(ext(under(TR), "xlsx")))
big_dups = [e for e in all_dups if e.size > 10 * homes.MB]
q("duplicates bigger than 10 MB", C, files(big_dups, absent=names([e for e in all_dups if e not in big_dups])))
q("jpgs in the trail camera folder from 2025", C, count(len(aged(cam_photos, JAN26, JAN25))))
acc_big_pdf = [e for e in ext(under(f"{ACC}/2025-26"), "pdf") if e.size > 500 * homes.KB]
q("Please list the PDF files in the 2025-26 folder larger than 500 KB.", C, files(acc_big_pdf))

# =========================================================================== decline (20)
C = "decline"
weather = names(under(WX))
q("photos of the fox", C, decline())
q("whats the weather going to do tomorrow", C, decline(*weather))
q("files in /etc", C, decline())
q("How big is /var/log?", C, decline())
q("whats on the usb stick", C, decline())
q("¿Cuántas facturas he enviado este año?", C, decline())
q(
    "Translate Informe_técnico_turbinas_v2.docx into English.",
    C,
    decline(*names(named(vis, "Informe_técnico_turbinas_v2"))),
)
q("how many pages is the john deere manual", C, decline(jd.name))
q("whats on my ipad", C, decline())
q("show me the files on the NAS", C, decline())
q("who is the buyer on the openfield contract", C, decline("Openfield barley contract 2026.pdf"))
q("is the sfs better than bps", C, decline(*names(subsidy)))
q(r"Open C:\Users\Ines\Documents\Trados", C, decline())
q("my emails from teifi vets", C, decline(*names(named(vis, "Teifi"))))
q("how much did the lambs make at welshpool", C, decline(*names(named(vis, "Welshpool"))))
q("videos of the red kite", C, decline())
q("What is in the Dropbox folder?", C, decline())
q(
    "What is the farm's net profit for the 2025-26 tax year?",
    C,
    decline(*names(under(ACC))),
)
q("how much space is left on the D drive", C, decline())
q("Show me what is in /mnt/backup.", C, decline())

# =========================================================================== actions (20)
C = "actions"
q("delete Untitled.txt in downloads", C, plan([by_path[f"{DL}/Untitled.txt"]]))
q("delete the john deere manual in downloads", C, plan([by_path[f"{DL}/John Deere 6120M operator manual.pdf"]]))
q("delete the .part file in downloads", C, plan(ext(dl, "part")))
q("move all the .exe files in downloads to Downloads/installers", C, plan(ext(dl, "exe")))
tidy_dl = sorted(
    set(paths(installers + dl_dups + ext(dl, "part", "zip") + [e for e in dl if e.size == 0])),
)
q("clean up my downloads", C, proposal([by_path[p] for p in tidy_dl]))
cache = [e for e in es if e.path.startswith(".cache/")]
free = installers + all_dups + ext(dl, "part", "zip") + empty + ext(vis, *VID) + cache
q("um can you free up some space on here", C, proposal(list({e.path: e for e in free}.values())))
img7 = named(vis, "IMG_0007.JPG")
assert len(img7) == 2
q("delete IMG_0007.JPG", C, decline("IMG_0007.JPG"))
q("delete the market report", C, decline(*names(reports)))
q("delete /etc/passwd", C, decline())
q("Please move Farm/Accounts to /mnt/backup.", C, decline())
q("rename Cae Mawr.geojson to cae_mawr_2026.geojson", C, plan([by_path[f"{MAPS}/Cae Mawr.geojson"]]))
q("delete the empty file on the desktop", C, plan([e for e in under("Desktop") if e.size == 0]))
q("get rid of the duplicates in downloads", C, plan(dl_dups, or_decline=True))
q("Delete the .sdlxliff files in the CA-EN folder.", C, plan(ext(under(f"{JOBS}/CA-EN"), "sdlxliff")))
q("Move the INV-2025 invoices into Translation/Invoices/2025.", C, plan(inv25))
q(
    "Kindly copy Farm accounts 2025-26.xlsx to the Desktop.",
    C,
    plan([by_path[f"{ACC}/2025-26/Farm accounts 2025-26.xlsx"]]),
)
q("bin the trados installer", C, plan([by_path[f"{DL}/Trados_Studio_2024_SR1.exe"]], or_decline=True))
lambing_names = names([e for e in vis if "lambing" in e.path.lower()])
q("delete lambing", C, decline(*lambing_names))
q("trash the trail camera videos older than 6 months", C, plan(aged(cam_vids, M6)))
q("move the zoom deb to Apps", C, plan([by_path[f"{DL}/zoom_amd64.deb"]], or_decline=True))

# =========================================================================== counts (10)
C = "counts"
q("how many files have i got", C, count(len(vis), len(es)))
q("how many trail camera photos", C, count(len(cam_photos)))
q("How many invoices have I issued in 2026?", C, count(len(inv26), len(inv26) + 1))
q("how many market reports", C, count(len(reports)))
q("How many bank statements are there for 2025-26?", C, count(len(statements)))
q("how many pdfs in the farm folder", C, count(len(ext(under(FARM), "pdf"))))
q("How many .docx files do I have?", C, count(len(ext(vis, "docx")), len(ext(under(TR), "docx"))))
q("how many files in downloads", C, count(len(dl)))
q("how many photos on the phone", C, count(len(ext(under("Pictures/Phone"), *PHOTO))))
q("how many hidden files are there", C, count(len(es) - len(vis)))

# =========================================================================== followup (20)
C = "followup"
ID = {d["q"]: d["id"] for d in Q}


def after(first: str) -> str:
    return ID[first]


q("which one is the newest", C, file(newest(hedge).path), after("hedge cutting invoices"))
q("how much space do they take", C, answer(size(teifi)), after("vet bills from teifi vets"))
q("which is the biggest", C, file(biggest(manuals)[0].path), after("show me the machinery manuals"))
q("only the bryncir ones", C, files(bryncir), after("what market reports have i got"))
q("delete them", C, decline(*names(installers)), after("installers in downloads"))
q("delete all of them", C, plan(empty), after("empty files"))
q("what about september", C, files(sep_reports), after("any market reports still from october"))
q("how many are there", C, count(len(welshpool)), after("market reports from welshpool"))
q("which is the oldest", C, file(oldest(big_vids).path), after("videos over 1 gb"))
q(
    "Only the .docx files.",
    C,
    files(ext(under(f"{JOBS}/CA-EN"), "docx")),
    after("Show me the files in the CA-EN folder."),
)
q("sort them by size", C, files(subsidy), after("the subsidy stuff"))
q(
    "And only the ones from 2026?",
    C,
    files(named(statements, "statement 2026-")),
    after("Kindly list the bank statements for the 2025-26 tax year."),
)
q(
    "Move them to Translation/Invoices/sent.",
    C,
    plan(aged(invoices, 0, OCT1), or_decline=True),
    after("The invoices I have sent since October, please."),
)
q("where is it", C, file(jd.path), after("how big is the john deere 6120M manual"))
q("how much space do they take", C, answer(size(dscf_vids)), after("DSCF videos"))
q(
    "which ones are bigger than 200 MB",
    C,
    files([e for e in ffridd_vids if e.size > 200 * homes.MB]),
    after("ffridd gate camera videos"),
)
q("Which is the largest?", C, file(biggest(sdlx)[0].path), after("List all .sdlxliff files."))
tr_big = biggest(under(TR), 3)
q(
    "delete the second one",
    C,
    plan([tr_big[1]], or_decline=True),
    after("Which are the largest files in Translation?"),
)
q("which is the oldest one", C, file(oldest(statements).path), after("Please provide the HSBC statements."))
q("only the pdfs", C, files(ext(nov19, "pdf")), after("anything from nov 19"))

# =========================================================================== checks and output
assert len(Q) >= 200, len(Q)
assert len({d["q"] for d in Q if "follows" not in d}) == len([d for d in Q if "follows" not in d]), "duplicate question"
for d in Q:
    ex = d["expect"]
    for p in ex.get("paths", []) + ex.get("files", []) + ex.get("candidates", []):
        assert p in by_path, p
    if ex["kind"] == "files":
        assert len(ex["paths"]) == len(set(ex["paths"])), d["id"]

out = Path(__file__).parent / "heldout_p.jsonl"
with open(out, "w", encoding="utf-8") as fh:
    for d in Q:
        fh.write(json.dumps(d, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    print(f"{len(Q)} questions -> {out.name}")
    for k, v in Counter(d["class"] for d in Q).items():
        print(f"  {k}: {v}")
