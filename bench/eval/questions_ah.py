"""Writes heldout_ah.jsonl: a held-out set AH, over the "plumber" home (homes_plumber.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds (its first 80 lines
were shown: the docstring, its helpers and the setup of the family home, no question), the docstring and helpers at
the top of questions_j.py (lines 1-204: the last four are the head of its date check), run_heldout.py). filescout
was never run on these questions while they were written, and no question or expectation was changed after seeing an
answer. Every expectation is computed from the generator's own list (sizes, dates, paths, and the rows of the two
fuel-log CSVs). Run:
    python bench/eval/questions_ah.py      # rewrites bench/eval/heldout_ah.jsonl
    python bench/eval/run_heldout.py --set heldout_ah.jsonl

The home: the Evans family's shared computer in Cardiff. Rhys, a plumbing & heating engineer and sole trader
("Evans Plumbing & Heating"): a folder per job ("Patel - 14 Elm Road", two different Jones jobs whose job sheets have
the same name) with phone photos and job sheets, a few job notes as text; quotes and invoices in a folder per month;
landlord gas safety records (CP12s), Benchmark commissioning checklists, his registrations; the van's mileage logs
(.xlsx) and fuel logs (.csv with real rows); boiler, valve and cylinder manuals (PDF); accounts per tax year, bank
statements, merchants' receipts. Nadia, his partner, a freelance video editor: client projects with Rushes (.mov,
drone .MP4, sound .WAV), Proxies, Renders, a .prproj or .drp, Premiere auto-saves, release forms, subtitles; an
archived 2024 project, a client-deliveries copy of a final render, music licences, LUTs, templates, contracts, a
showreel, her own invoices. Cerys, their daughter, in her third year of Geography: lecture notes and slides per
module (the same names in every module), GIS coursework with .git/.venv/__pycache__, her dissertation (drafts v1..v5,
a copy of v5 on the Desktop), the Geography society's posters, her bar job's payslips. Household: council tax,
energy bills, the dog Bryn's vet records, car insurance, holiday photos per trip. Downloads with installers, zips, an
unfinished .crdownload, screenshots, an empty file and exact copies of an invoice, a bill, a payslip and a manual;
hidden dotfiles and caches.

Voices: Rhys (terse, typed on a phone, lowercase, typos and no apostrophes: "wheres", "cp12s", "combi", "the patel
job", "bin it"), Nadia (technical and precise: "rushes", "proxies", "the Hartley edit", "final renders"), Cerys
(casual lowercase: "my diss", "the soc posters"), and their accountant Gwen emailing year-end requests (formal,
"Could you please ...").

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-25, a Wednesday, "asof"): "past 7 days"/"past week" = 7 days, "last fortnight"/"last 2 weeks" = 14
days, "last 30 days"/"older than a month" = 30 days, "this month"/"since the 1st of November" = November 2026, "last
month"/"October" = October 2026, "since September" = from 2026-09-01, "older than 3 months" = 91 days (90-92 are
all clear), "older than 6 months" = 182 days (178-188 are all clear), "this year" = 2026, "older than a year"/"over
a year" = 365 days, "last year"/"2025" = 2025, "older than 2 years" = 730 days, "2024" = 2024, "Nov 19"/"the 19th
of November" = 2026-11-19 (only month-day anchors are dated that day, and nothing else visible is within a day of
it). "December 2025" in the accountant's fuel question is a calendar month of rows in a CSV, not of file dates.
Words that depend on the clock time or the first day of the week ("today", "yesterday", "this week", "last week")
are not used. The generator keeps visible files clear of these boundaries (homes_plumber.BAD_WINDOWS). "Visible"
files leave out hidden files and noise folders (.git, .venv, __pycache__, .cache, .DS_Store); where a question could
fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal (homes.human). Photos
are .jpg files; questions about photos are asked where no other picture could fairly count, or accept the extras.
Videos are .mov/.mp4/.MP4. Actions are asked without confirmation: the expectation is the exact plan (nothing may
change on disk); or_decline only where a clarifying question is as right as the plan. "delete them" after a list of
several files must ask; "clean up"/"free up space" is a proposal (candidates: the safe kinds the README names, in the
place asked about: installers, archives, the unfinished download, the empty file, extra copies; for the whole home
also caches, build output, proxies and large old videos); a partial name or an exact name that fits several files,
a path outside the home or a system path is declined.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import human

ASOF = "2026-11-25"
H = "plumber"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"AH{_n[0]:03d}"
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
    """Age in days as of the writing day (noon); a "11-19" anchor is 6 days (Nov 19, midday)."""
    if isinstance(e.age, str):
        assert e.age == "11-19", e.age
        return 6.0
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


# boundaries (ages in days as of 2026-11-25 noon), each inside a window homes_plumber.BAD_WINDOWS keeps clear
WEEK, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 7.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, JAN26, JAN25, JAN24 = 24.5, 55.5, 85.5, 328.5, 693.5, 1059.5

# ------------------------------------------------------------------------------------------------ places
EPH = "Evans Plumbing & Heating"
JOBS = f"{EPH}/Jobs"
INV = f"{EPH}/Invoices"
QUO = f"{EPH}/Quotes"
CERT = f"{EPH}/Certificates"
VAN = f"{EPH}/Van"
MAN = f"{EPH}/Manuals"
ACC = f"{EPH}/Accounts"
ED = "Editing"
PR = "Editing/Projects"
HW = f"{PR}/Hartley Wedding"
BS = f"{PR}/Brightside Coffee Promo"
VR = f"{PR}/Valley RFC Documentary"
KS = f"{PR}/Kaur & Sons - Neon Nights"
RS = f"{PR}/Council Road Safety PSA"
UNI = "Uni"
Y3 = "Uni/Year 3"
DS = "Uni/Year 3/Dissertation"
GIS = "Uni/Year 3/GEO3031 GIS and Remote Sensing"
GS = "Uni/Geog Soc"
PAY = "Uni/SU Bar job/Payslips"
HH = "Household"
HOL = "Household/Holidays"
VET = "Household/Dog - Bryn/Vet records"
DL = "Downloads"

PATEL = f"{JOBS}/Patel - 14 Elm Road"
LI = f"{JOBS}/Li - 5 Orchard Close"
JENKINS = f"{JOBS}/Jenkins - Flat 2, 8 Chapel Street"
OKONKWO = f"{JOBS}/Okonkwo - 3 Mill Lane"
CP12 = named(vis, "CP12")
assert all(e.path.startswith(f"{CERT}/Gas Safety Records/") for e in CP12)
VIDEO_EXT = ("mov", "mp4")
videos = ext(vis, *VIDEO_EXT)
rushes = [e for e in vis if "/Rushes/" in e.path]
proxies = [e for e in vis if "/Proxies/" in e.path]
renders = [e for e in vis if "/Renders/" in e.path]
dl = under(DL)
dl_shots = named(dl, "Screenshot")
dl_dups = [e for e in dl if e.dup]
anchors = [e for e in vis if isinstance(e.age, str)]
lecture_notes = named(vis, "lecture notes")
payslips = under(PAY)
harris_inv = next(e for e in under(INV) if e.dup == "inv-harris")
patel_inv = next(e for e in under(INV) if e.dup == "inv-patel")


def by_name(name: str):
    got = [e for e in vis if e.name == name]
    assert len(got) == 1, (name, [e.path for e in got])
    return got[0]


def fuel_total(csv_name: str, month: str) -> str:
    """The sum of the cost column of one fuel log's rows dated in `month` (YYYY-MM), to the penny."""
    e = by_name(csv_name)
    rows = [line.split(",") for line in e.text.strip().splitlines()[1:]]
    got = [round(float(r[4]) * 100) for r in rows if r[0].startswith(month)]
    assert len(got) >= 3
    return f"{sum(got) / 100:.2f}"


def same_size(a_pool, b_pool) -> str:
    """Both readings give the same figure (within the scorer's 1%): the figure."""
    a, b = total(a_pool), total(b_pool)
    assert abs(a - b) <= 0.005 * max(a, b), (a, b)
    return human(a)


# ==================================================================================================== plain
q("whats eating all the disk space", "plain", answer("Editing", size(under(ED))))
p_valley = q("How much space does the Valley RFC Documentary project use?", "plain", answer(size(under(VR))))
p_hartley = q("size of the Hartley Wedding folder", "plain", answer(size(under(HW))))
q("what's the biggest file on here", "plain", file(biggest(vis)[0].path))
q("Largest files in the Brightside Coffee Promo project?", "plain", files(biggest(under(BS), 3)))
q("how big is my uni folder", "plain", answer(same_size(under(UNI), under(UNI, visible=False))))
q("newest file in downloads", "plain", file(newest(dl).path))
q("oldest thing in my downloads", "plain", file(oldest(dl).path))
p_boilers = q("list the boiler manuals", "plain", files(under(f"{MAN}/Boilers")))
q("whats in the van folder", "plain", files(under(VAN)))
q("show me the patel job", "plain", files(under(PATEL)))
oct_fuel = fuel_total("Fuel log 2026-27.csv", "2026-10")
q("how much did i spend on fuel last month", "plain", answer(oct_fuel))
p_vrender = q("What's in the Renders folder of the Valley RFC Documentary?", "plain", files(under(f"{VR}/Renders")))
p_desktop = q("whats on the desktop", "plain", files(under("Desktop")))
q("whats in my geog soc folder", "plain", files(under(GS)))
q("how big is the household folder", "plain", answer(size(under(HH))))
p_energy = q("show me the energy bills", "plain", files(named(under(f"{HH}/Energy"), "Octopus Energy bill")))
proj_sizes = sorted(((total(under(f"{PR}/{p}")), p) for p in {e.path.split("/")[2] for e in under(PR)}), reverse=True)
q("Which of my projects takes up the most space?", "plain", answer(proj_sizes[0][1]))
q(
    "Could you list the business bank statements, please?",
    "plain",
    files(under(f"{ACC}/Bank statements")),
)
p_diss = q("whats in my dissertation folder", "plain", files(under(DS)))
q("how many gigs is the downloads folder", "plain", answer(size(dl)))
p_lic = q("Show me everything in the music licences folder.", "plain", files(under(f"{ED}/Music licences")))
q("list everything in household/car", "plain", files(under(f"{HH}/Car")))
q("whats in the certificates folder", "plain", files(under(CERT)))
q("How much space do the Kaur & Sons files take?", "plain", answer(size(under(KS))))
q("how big is pictures", "plain", answer(size(under("Pictures"))))
q("show me the manuals", "plain", files(under(MAN)))
p_oko = q("whats in the okonkwo job folder", "plain", files(under(OKONKWO)))
p_hren = q("Show me the Hartley renders.", "plain", files(under(f"{HW}/Renders")))
p_dlpdf = q("pdfs in downloads", "plain", files(ext(dl, "pdf")))
q("what are my biggest videos", "plain", files(biggest(videos, 3)))

# ==================================================================================================== named_file
q("how big is Valley RFC - Heart of the Valley - FINAL.mov", "named_file", answer("28.4 GB"))
g30 = one(f"{MAN}/Boilers/Worcester Bosch Greenstar 30i installation manual.pdf")
q("wheres the greenstar 30i manual", "named_file", answer(by_path[g30].name, "Boilers"))
q("when did i last change Mileage log 2026-27.xlsx", "named_file", file(f"{VAN}/Mileage log 2026-27.xlsx"))
q("how big is diss draft v4", "named_file", answer(human(by_path[f"{DS}/diss draft v4.docx"].size)))
q("wheres bryns vaccination card", "named_file", answer("Vaccination card.pdf", "Vet records"))
q("Size of Hartley Wedding.prproj?", "named_file", answer(human(by_path[f"{HW}/Hartley Wedding.prproj"].size)))
q("What is Brightside_Promo_9x16_v1.mp4?", "named_file", file(f"{BS}/Renders/Brightside_Promo_9x16_v1.mp4"))
q("where is the council tax bill 2026-27", "named_file", file(f"{HH}/Council Tax/Council tax bill 2026-27.pdf"))
q("how big are the tenerife boarding passes", "named_file", answer(human(by_name("Tenerife boarding passes.pdf").size)))
q("gas safe id card when was it saved", "named_file", file(f"{CERT}/My registrations/Gas Safe ID card 2026-27.pdf"))
q("Where is Kodak 2383.cube?", "named_file", answer("Kodak 2383.cube", "LUTs"))
q("do i have a terms and conditions doc", "named_file", file(f"{EPH}/Terms and conditions.docx"))
q("price list", "named_file", file(f"{EPH}/Price list 2026.xlsx"))
q("wheres my ethics approval", "named_file", file(f"{DS}/ethics approval.pdf"))
q(
    "how big is the davinci resolve zip",
    "named_file",
    answer(human(by_name("DaVinci_Resolve_Studio_19.1_Linux.zip").size)),
)
q("When did I last save Brightside Coffee Promo.drp?", "named_file", file(f"{BS}/Brightside Coffee Promo.drp"))
q("EPH logo.svg", "named_file", file(f"{EPH}/Logo/EPH logo.svg"))
q(
    "How big is Nadia Evans showreel 2026.mp4?",
    "named_file",
    answer(human(by_name("Nadia Evans showreel 2026.mp4").size)),
)
q(
    "the admiral car insurance 2026-27, when did that come in",
    "named_file",
    file(f"{HH}/Car/Admiral car insurance 2026-27.pdf"),
)
q("fuel log 2026-27.csv how big", "named_file", answer(human(by_name("Fuel log 2026-27.csv").size)))
q(
    "wheres the megaflo manual",
    "named_file",
    file(f"{MAN}/Cylinders & UFH/Megaflo Eco unvented cylinder installation.pdf"),
)
q("whats in to do.txt", "named_file", answer("chase Harris"))
q(
    "Could you confirm the size of Self assessment 2024-25.pdf?",
    "named_file",
    answer(human(by_name("Self assessment 2024-25.pdf").size)),
)
q("where did i put the van MOT", "named_file", file(f"{VAN}/Van MOT certificate 2026.pdf"))
q("geog soc budget", "named_file", file(f"{GS}/Geog Soc budget 2026-27.xlsx"))
q("Where's the signed Hartley contract?", "named_file", file(f"{ED}/Contracts/Hartley Wedding contract signed.pdf"))
q("fernox filter instructions where", "named_file", file(f"{MAN}/Cylinders & UFH/Fernox TF1 filter instructions.pdf"))
q(
    "How big is the Road Safety PSA broadcast master?",
    "named_file",
    answer(human(by_name("Road Safety PSA - 30s - broadcast master.mov").size)),
)
q("petplan policy", "named_file", file(f"{HH}/Dog - Bryn/Petplan policy 2026.pdf"))
q("how old is the transit V5C", "named_file", file(f"{VAN}/Transit V5C logbook.pdf"))
q("what does Patel job notes.txt say about the filter", "named_file", answer("Fernox TF1"))
q(
    "Could you please total the fuel purchases for December 2025 in Fuel log 2025-26.csv?",
    "named_file",
    answer(fuel_total("Fuel log 2025-26.csv", "2025-12")),
)
q(
    "how big is GIS coursework report draft.docx",
    "named_file",
    answer(human(by_name("GIS coursework report draft.docx").size)),
)

# ==================================================================================================== dropped_words
q("How much space do all the rushes take?", "dropped_words", answer(size(rushes)))
q("how big are the rushes for the Hartley edit", "dropped_words", answer(size(under(f"{HW}/Rushes"))))
q("Total size of the proxies across every project?", "dropped_words", answer(size(proxies)))
d_final = q("List the final renders.", "dropped_words", files(named(renders, "final")))
d_chapel = q("cp12s for chapel street", "dropped_words", files(named(CP12, "Chapel Street")))
q("benchmark sheets", "dropped_words", files(named(vis, "Benchmark")))
q("show me the soc posters", "dropped_words", files(under(f"{GS}/Posters")))
q("my payslips", "dropped_words", files(payslips))
d_vet = q("the dog's vet records", "dropped_words", files(under(VET)))
q("jenkins job photos", "dropped_words", files(ext(under(JENKINS), "jpg")))
q("urban futures lecture notes", "dropped_words", files(named(under(f"{Y3}/GEO3010 Urban Futures"), "lecture notes")))
d_gis = q("gis slides", "dropped_words", files(named(under(GIS), "slides")))
d_shots = q("screenshots in downloads", "dropped_words", files(dl_shots))
q(
    "Which music licences are for the Valley RFC documentary?",
    "dropped_words",
    files(named(under(f"{ED}/Music licences"), "Valley RFC")),
)
q("my LUTs", "dropped_words", files(under(f"{ED}/LUTs")))
q(
    "interview transcripts for my diss",
    "dropped_words",
    files(under(f"{DS}/Interview transcripts"), absent=["interview transcripts.docx"]),
)
d_screwfix = q("screwfix receipts", "dropped_words", files(named(vis, "Screwfix")))
d_valves = q("valve datasheets", "dropped_words", files(named(vis, "valve", "datasheet")))
q("worcester manuals", "dropped_words", files(named(under(MAN), "Worcester")))
d_ten = q("tenerife photos", "dropped_words", files(under(f"{HOL}/Tenerife Aug 2025")))
q("car insurance docs", "dropped_words", files(named(vis, "car insurance")))
q("Show me the drone footage from the wedding.", "dropped_words", files(under(f"{HW}/Rushes/Drone")))
q("the wedding audio files", "dropped_words", files(under(f"{HW}/Rushes/Audio")))
q("Release forms for Valley RFC?", "dropped_words", files(under(f"{VR}/Release forms")))
q(
    "Could you send me a list of the Toolstation and Screwfix receipts?",
    "dropped_words",
    files(named(vis, "Toolstation") + named(vis, "Screwfix")),
)
q("photos of bryn", "dropped_words", files(under("Pictures/Bryn")))
q("my diss figures", "dropped_words", files(under(f"{DS}/Figures")))
q("which file mentions the hive thermostat", "dropped_words", file(f"{PATEL}/Patel job notes.txt"))
q("which job notes mention a compression joint", "dropped_words", file(f"{LI}/Li job notes.txt"))
q("pictures of the caravan", "dropped_words", decline())
q("show me the wedding invitations", "dropped_words", decline())
q("quotes for combi swaps", "dropped_words", file(named(under(QUO), "combi swap")[0].path))
q("how big are the job photos", "dropped_words", answer(size(ext(under(JOBS), "jpg"))))
q("How much space do the proxies for Valley RFC take?", "dropped_words", answer(size(under(f"{VR}/Proxies"))))
q("the year 2 lecture notes", "dropped_words", files(named(under("Uni/Year 2"), "lecture notes")))
q("Please locate the mileage logs.", "dropped_words", files(named(vis, "Mileage log")))
q("the premiere auto-saves for Hartley", "dropped_words", files(under(f"{HW}/Adobe Premiere Pro Auto-Save")))
q(
    "gas interlock paperwork for the castle street cafe",
    "dropped_words",
    files([by_name("gas interlock commissioning.pdf")]),
)
d_diss = q("show me my diss drafts", "dropped_words", files(named(under(DS), "diss draft")))

# ==================================================================================================== filler_dates
q("did i do any cp12s on nov 19", "filler_dates", files(aged(CP12, 5.5, 6.5)))
q("anything saved on the 19th of november?", "filler_dates", files(anchors))
q("What did I render on Nov 19?", "filler_dates", files(aged(renders, 5.5, 6.5)))
q("which job sheets are from this month", "filler_dates", files(aged(named(under(JOBS), "Job sheet"), 0, NOV1)))
q(
    "is the harris invoice still in downloads",
    "filler_dates",
    answer(harris_inv.name, "Downloads"),
)
q("havent i got the van MOT cert somewhere", "filler_dates", file(f"{VAN}/Van MOT certificate 2026.pdf"))
q("any word docs in my diss folder", "filler_dates", files(ext(under(DS), "docx")))
q("any .cube files?", "filler_dates", files(ext(vis, "cube")))
q(
    "stuff i changed in the last fortnight in the dissertation folder",
    "filler_dates",
    files(aged(under(DS), 0, FORTNIGHT)),
)
d_notes7 = q("lecture notes from the past 7 days", "filler_dates", files(aged(lecture_notes, 0, WEEK)))
q("pdfs i downloaded this month", "filler_dates", files(aged(ext(dl, "pdf"), 0, NOV1)))
q("stuff in downloads i havent touched in over a year", "filler_dates", files(aged(dl, YEAR)))
q("any spreadsheets in the van folder", "filler_dates", files(ext(under(VAN), "xlsx")))
q("posters from october", "filler_dates", files(aged(under(f"{GS}/Posters"), NOV1, OCT1)))
q("all the wav files", "filler_dates", files(ext(vis, "wav")))
q(
    "anything from nov 19 in the plumbing folder",
    "filler_dates",
    files([e for e in anchors if e.path.startswith(EPH + "/")]),
)
q("jpgs from the li job", "filler_dates", files(ext(under(LI), "jpg")))
q(
    "invoices still sitting in downloads",
    "filler_dates",
    files([e for e in dl if e.name.startswith(("INV-", "Invoice"))]),
)
q("which csv files have i got", "filler_dates", files(ext(vis, "csv")))
q("markdown files", "filler_dates", files(ext(vis, "md")))
f_quotes = q("any quotes gone out this month", "filler_dates", files(aged(under(QUO), 0, NOV1)))
q("Which renders have I exported since the 1st of November?", "filler_dates", files(aged(renders, 0, NOV1)))
q("any invoices on nov 19", "filler_dates", files(aged(under(INV), 5.5, 6.5)))
q("did i save a diss draft on nov 19", "filler_dates", file(f"{DS}/diss draft v4.docx"))
q("whats changed in the past week", "filler_dates", files(aged(vis, 0, WEEK)))
q("any mp4s from the last fortnight", "filler_dates", files(aged(ext(vis, "mp4"), 0, FORTNIGHT)))
q("pngs on the desktop", "filler_dates", files(ext(under("Desktop"), "png")))

# ==================================================================================================== filters
q("videos over 10 GB", "filters", files([e for e in videos if e.size > 10 * homes.GB]))
t_dlbig = q("files bigger than 1 gig in downloads", "filters", files([e for e in dl if e.size > homes.GB]))
q("pdfs in downloads older than 6 months", "filters", files(aged(ext(dl, "pdf"), M6)))
t_zips = q("zips in downloads", "filters", files(ext(dl, "zip")))
t_dups = q("duplicates in downloads", "filters", files(dl_dups))
q(
    "duplicate pdfs bigger than 1 MB",
    "filters",
    files([e for e in vis if e.dup and e.name.endswith(".pdf") and e.size > homes.MB]),
)
q("Are there any duplicate videos?", "filters", files([e for e in videos if e.dup]))
q(
    "pembrokeshire photos bigger than 5MB",
    "filters",
    files([e for e in under(f"{HOL}/Pembrokeshire July 2026") if e.size > 5 * homes.MB]),
)
q(
    "Could you list the spreadsheets in the Evans Plumbing & Heating folder?",
    "filters",
    files(ext(under(EPH), "xlsx")),
)
q("word documents in uni changed since september", "filters", files(aged(ext(under(UNI), "docx"), 0, SEP1)))
q("anything over 400 megs in my uni folder", "filters", files([e for e in under(UNI) if e.size > 400 * homes.MB]))
q("Renders from the last 30 days?", "filters", files(aged(renders, 0, D30)))
q("List the .drp files.", "filters", files(ext(vis, "drp")))
q("prproj files older than a year", "filters", files(aged(ext(vis, "prproj"), YEAR)))
small_mp4 = [e for e in ext(vis, "mp4") if e.size < 100 * homes.MB]
assert not [e for e in ext(vis, "mp4") if 97 * homes.MB < e.size < 103 * homes.MB and e not in small_mp4]
q("mp4s under 100MB", "filters", files(small_mp4))
q("The three biggest rushes?", "filters", files(biggest(rushes, 3)))
q("stuff in downloads from 2025", "filters", files(aged(dl, JAN26, JAN25)))
q("screenshots older than 3 months", "filters", files(aged(named(vis, "Screenshot"), M3)))
q("photos from last year", "filters", files(aged(ext(vis, "jpg"), JAN26, JAN25)))
q(
    "pdfs in the manuals bigger than 5 megs",
    "filters",
    files([e for e in ext(under(MAN), "pdf") if e.size > 5 * homes.MB]),
)
q("biggest 5 things in downloads", "filters", files(biggest(dl, 5)))
q("files under 1 MB in the geog soc folder", "filters", files([e for e in under(GS) if e.size < homes.MB]))
q("excel files changed in the last 2 weeks", "filters", files(aged(ext(vis, "xlsx"), 0, FORTNIGHT)))
q(
    "mov files in the brightside rushes smaller than 2 GB",
    "filters",
    files([e for e in ext(under(f"{BS}/Rushes"), "mov") if e.size < 2 * homes.GB]),
)
q("cp12s older than 2 years", "filters", files(aged(CP12, Y2)))
q(
    "Please list the invoices in the Editing folder dated 2025.",
    "filters",
    files(aged(under(f"{ED}/Invoices"), JAN26, JAN25)),
)
q(
    "photos from the okonkwo job bigger than 4mb",
    "filters",
    files([e for e in ext(under(OKONKWO), "jpg") if e.size > 4 * homes.MB]),
)
t_pay = q("payslips from this year", "filters", files(aged(payslips, 0, JAN26)))

# ==================================================================================================== decline
q("ble mae'r anfonebau?", "decline", decline())
q("whats in /etc", "decline", decline())
q("show me C:\\Users\\Rhys\\OneDrive\\Documents", "decline", decline())
q("how many pages is the greenstar 30i manual", "decline", decline(by_path[g30].name))
q("which customers still owe me money", "decline", decline())
q("whats on the NAS", "decline", decline())
q("show me the photos on my phone", "decline", decline())
q("Summarise the Hartley contract for me.", "decline", decline("Hartley Wedding contract signed.pdf"))
q("is the patel boiler still under warranty", "decline", decline(*names(named(vis, "Patel"))))
q(
    "How long is the Valley RFC final render, in minutes?",
    "decline",
    decline(*names(under(f"{VR}/Renders"))),
)
q("open my google drive", "decline", decline())
q("list /var/log", "decline", decline())
q("email the mileage log to gwen", "decline", decline(*names(named(vis, "Mileage log"))))
q("wie viel Platz brauchen die Videos?", "decline", decline())
q("Which of the Hartley rushes are out of focus?", "decline", decline(*names(under(f"{HW}/Rushes"))))
q(
    "print the cp12 for flat 2 chapel street",
    "decline",
    decline(*names(named(CP12, "Flat 2, 8 Chapel Street"))),
)
q(
    "how much VAT did i charge in october",
    "decline",
    decline(*names(under(f"{INV}/2026-10") + named(vis, "Sales ledger"))),
)
q("whats in the OneDrive folder", "decline", decline())
q("what grade did i get for my diss proposal", "decline", decline("Dissertation proposal.docx"))
q("show me /home/nadia/.ssh", "decline", decline())
q("which job made the most money", "decline", decline())

# ==================================================================================================== actions
q(f"delete {patel_inv.name[:-4]} (1).pdf", "actions", plan(named(dl, patel_inv.name[:-4] + " (1)")))
q("Delete the Hartley Wedding proxies.", "actions", plan(under(f"{HW}/Proxies")))
q(
    "move all the .exe files in downloads to Downloads/Installers",
    "actions",
    plan(ext(dl, "exe")),
)
q("delete the jones job sheet", "actions", decline("Job sheet - Jones.pdf"))
q("delete diss draft v5.docx", "actions", decline("diss draft v5.docx"))
q("delete patel", "actions", decline(*names(named(vis, "Patel"))))
DL_SAFE = ext(dl, "exe", "msi", "zip", "crdownload") + [e for e in dl if e.size == 0] + dl_dups
q("clean up my downloads", "actions", proposal(DL_SAFE))
free = (
    DL_SAFE
    + [e for e in vis if e.dup]
    + [e for e in es if any(f"{x}/" in e.path for x in (".cache", ".venv", "__pycache__"))]
    + proxies
    + [e for e in videos if age(e) > M6 and e.size > 500 * homes.MB]
)
q("help me free up some space", "actions", proposal(list({e.path: e for e in free}.values())))
q("delete /etc/hosts", "actions", decline())
q(
    "move the tenerife photos to /media/usb/backup",
    "actions",
    decline(*names(under(f"{HOL}/Tenerife Aug 2025"))),
)
q(
    "rename Uni/Year 3/Dissertation/diss draft v5.docx to diss FINAL.docx",
    "actions",
    plan([by_path[f"{DS}/diss draft v5.docx"]]),
)
q("Move the Brightside renders to Editing/Client deliveries.", "actions", plan(under(f"{BS}/Renders")))
q("delete all the .crdownload files", "actions", plan(ext(vis, "crdownload")))
q("delete screenshots in downloads older than a month", "actions", plan(aged(dl_shots, D30)))
q(
    "move the soc posters from october into Uni/Geog Soc/Old posters",
    "actions",
    plan(aged(under(f"{GS}/Posters"), NOV1, OCT1)),
)
q("delete the cp12s from 2024", "actions", plan(aged(CP12, JAN25, JAN24)))
q("copy Mileage log 2025-26.xlsx to the Desktop", "actions", plan([by_name("Mileage log 2025-26.xlsx")]))
q(
    "Delete Hartley Wedding - Final v1.mp4 and Hartley Wedding - Final v2.mp4",
    "actions",
    plan(named(under(f"{HW}/Renders"), "Final v1") + named(under(f"{HW}/Renders"), "Final v2")),
)
q("bin the davinci installer", "actions", decline("DaVinci_Resolve_Studio_19.1_Linux.zip"))
q("delete everything in downloads", "actions", plan(dl, or_decline=True))
q(
    "move all the pdfs in downloads older than a year to Downloads/Old",
    "actions",
    plan(aged(ext(dl, "pdf"), YEAR)),
)
q("Delete the .wav files from the Hartley rushes.", "actions", plan(ext(under(f"{HW}/Rushes"), "wav")))
q("get rid of the old mileage log", "actions", decline(*names(named(vis, "Mileage log"))))
q("delete Hartley Wedding.prproj", "actions", plan([by_path[f"{HW}/Hartley Wedding.prproj"]]))
q("Move the Valley RFC proxies to the bin.", "actions", plan(under(f"{VR}/Proxies")))
q("delete my payslips from 2025", "actions", plan(aged(payslips, JAN26, JAN25)))
q("trash the empty text file in downloads", "actions", plan([e for e in dl if e.size == 0]))

# ==================================================================================================== followup
q("which one is the biggest?", "followup", file(biggest(under(f"{HW}/Renders"))[0].path), follows=p_hren)
q("delete them", "followup", decline(*names(dl_shots)), follows=d_shots)
q("delete all of them", "followup", plan(dl_shots), follows=d_shots)
q("which is the newest", "followup", file(f"{DS}/diss draft v5.docx"), follows=d_diss)
q("only the .mov ones", "followup", files(ext(named(renders, "final"), "mov")), follows=d_final)
q("which is the oldest", "followup", file(oldest(ext(dl, "pdf")).path), follows=p_dlpdf)
q("what about 2025?", "followup", files(aged(payslips, JAN26, JAN25)), follows=t_pay)
q("how many are there", "followup", count(len(under(f"{HOL}/Tenerife Aug 2025"))), follows=d_ten)
q(
    "which ones the newest",
    "followup",
    file(newest(named(under(f"{HH}/Energy"), "Octopus Energy bill")).path),
    follows=p_energy,
)
q(
    "move those to Evans Plumbing & Heating/Manuals/Archive",
    "followup",
    plan(named(vis, "valve", "datasheet")),
    follows=d_valves,
)
q("which ones are older than a year", "followup", files(aged(ext(dl, "zip"), YEAR)), follows=t_zips)
q("the biggest?", "followup", file(biggest(under(f"{MAN}/Boilers"))[0].path), follows=p_boilers)
q("and the Hartley Wedding one?", "followup", answer(size(under(HW))), follows=p_valley)
q("only the ones from november", "followup", files(aged(named(under(GIS), "slides"), 0, NOV1)), follows=d_gis)
q("how many", "followup", count(len(under(f"{ED}/Music licences"))), follows=p_lic)
q("how much space are they wasting", "followup", answer(size(dl_dups)), follows=t_dups)
q("delete them", "followup", decline(*names([e for e in dl if e.size > homes.GB])), follows=t_dlbig)
q("which is the oldest", "followup", file(oldest(under(VET)).path), follows=d_vet)
q("sort them by size", "followup", files(under(f"{VR}/Renders")), follows=p_vrender)
q("only the 2025 ones", "followup", files(aged(named(CP12, "Chapel Street"), JAN26, JAN25)), follows=d_chapel)
hw_parts = sorted(((total(under(f"{HW}/{p}")), p) for p in ("Rushes", "Proxies", "Renders")), reverse=True)
q("what's taking up most of it?", "followup", answer(hw_parts[0][1]), follows=p_hartley)
q("just the photos", "followup", files(ext(under(OKONKWO), "jpg")), follows=p_oko)
q("what about october?", "followup", files(aged(under(QUO), NOV1, OCT1)), follows=f_quotes)
q("how many from this year", "followup", count(len(aged(named(vis, "Screwfix"), 0, JAN26))), follows=d_screwfix)
q("delete the png", "followup", plan(ext(under("Desktop"), "png")), follows=p_desktop)
q(
    "and the slides for the same weeks?",
    "followup",
    files(
        [
            e
            for e in named(vis, "slides")
            for n in aged(lecture_notes, 0, WEEK)
            if e.path == n.path.replace("lecture notes.docx", "slides.pdf")
        ]
    ),
    follows=d_notes7,
)

# ==================================================================================================== counts
q("how many files have i got", "counts", count(len(vis), len(es)))
c_cp12 = q("how many cp12s this year", "counts", count(len(aged(CP12, 0, JAN26))))
q("list them", "followup", files(aged(CP12, 0, JAN26)), follows=c_cp12)
q("how many photos from pembrokeshire", "counts", count(len(under(f"{HOL}/Pembrokeshire July 2026"))))
q(
    "Could you please confirm how many invoices Evans Plumbing & Heating issued in October?",
    "counts",
    count(len(under(f"{INV}/2026-10"))),
)
q(
    "How many clips are in the Hartley rushes?",
    "counts",
    count(len(under(f"{HW}/Rushes")), len(ext(under(f"{HW}/Rushes"), *VIDEO_EXT))),
)
q("how many lecture notes have i got", "counts", count(len(lecture_notes)))
q("how many job folders are there", "counts", count(len({e.path.split("/")[2] for e in under(JOBS)})))
q("how many payslips", "counts", count(len(payslips), len(named(vis, "Payslip"))))
q("how many files in downloads", "counts", count(len(dl)))
q("how many screenshots", "counts", count(len(named(vis, "Screenshot"))))
q(
    "How many PDF files are in the Evans Plumbing & Heating folder?",
    "counts",
    count(len(ext(under(EPH), "pdf"))),
)
q("how many quotes did i send this year", "counts", count(len(aged(under(QUO), 0, JAN26))))
q("how many files in my uni folder", "counts", count(len(under(UNI)), len(under(UNI, visible=False))))
q("How many video files are there altogether?", "counts", count(len(videos)))
p_patel_photos = q("how many photos in the patel job", "counts", count(len(ext(under(PATEL), "jpg"))))
q("how much space do they take", "followup", answer(size(ext(under(PATEL), "jpg"))), follows=p_patel_photos)
q(
    "how many interview transcripts",
    "counts",
    count(len(under(f"{DS}/Interview transcripts")), len(under(f"{DS}/Interview transcripts")) + 1),
)


# ==================================================================================================== checks
def check_dates() -> None:
    from homes_plumber import BAD_WINDOWS

    for b in (WEEK, FORTNIGHT, D30, M3, M6, YEAR, Y2, NOV1, OCT1, SEP1, JAN26, JAN25, JAN24):
        assert any(lo <= b < hi for lo, hi in BAD_WINDOWS), b
    assert all(age(e) == 6.0 for e in anchors)
    assert not [e for e in vis if not isinstance(e.age, str) and 5.2 <= e.age < 7.8]


def check_expectations() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        for p in ex.get("paths", []) + ex.get("files", []) + ex.get("candidates", []) + [ex.get("path", "")]:
            assert not p or p in by_path, p
        if ex["kind"] == "files":
            assert len(set(ex["paths"])) == len(ex["paths"]), d["id"]


check_dates()
check_expectations()
out = Path(__file__).parent / "heldout_ah.jsonl"
with open(out, "w", encoding="utf-8") as fh:
    for d in Q:
        fh.write(json.dumps(d, ensure_ascii=False) + "\n")
print(len(Q), "questions ->", out.name, dict(Counter(d["class"] for d in Q)))
