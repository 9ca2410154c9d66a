"""Writes heldout_ag.jsonl: a held-out set AG, over the "dentist" home (homes_dentist.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_ag.py     # rewrites bench/eval/heldout_ag.jsonl
    python bench/eval/run_heldout.py --set heldout_ag.jsonl

The home: the Brennans' family computer. Dr Leila Brennan owns a small two-surgery dental practice: staff rotas (one
spreadsheet a month, "Rota January 2026.xlsx"), the CQC inspection folder (policies, audits, risk assessments, mock
inspection notes), patient leaflets (PDFs with Word drafts), equipment service records in one folder per machine
("Autoclave - Melag Vacuklav 31B", two dental chairs, the OPG...), supplier invoices in one folder per month
(Henry Schein, Dental Sky, Kent Express, DD Group, the lab's statements, clinical waste), X-ray exports as .dcm/.png
named by date and patient number, CPD logs and certificates, payroll summaries (.xlsx) and P60s, staff contracts and
DBS checks, meeting notes whose text can be searched. Owen, her husband, teaches maths and is Head of Year 10: lesson
plans by year group and topic ("the quadratics unit"), three mock sittings with papers and mark schemes, one
spreadsheet per class, the head-of-year folder with incident reports. The twins Maya and Rory (17): Maya's Geography
NEA (with field photos) and EPQ, her driving theory revision (hazard perception videos); Rory's Minecraft and Fortnite
clips (ShadowPlay .mp4 named by date), his band Static Bloom (rehearsal recordings, lyrics, a setlist), a Computer
Science NEA with .git/.venv/__pycache__ noise. Household: mortgage, insurance, two cars with MOT certificates named
the same in each car's folder, holidays one folder per trip with bookings and photos. Downloads with installers, zips,
an unfinished download, an empty file and supplier invoices downloaded twice (exact copies of files in
Practice/Invoices, some with " (1)"); Desktop clutter; hidden dotfiles, .ssh keys, .cache and .minecraft.

Voices: Leila (busy, clipped, dental abbreviations: "CQC", "the autoclave", "OPGs", "Jan rota", "bin it"), Owen
(methodical, "Year 10", "the quadratics unit", "mocks", "HoY"), the twins (lowercase, slang, typos: "wheres", "u",
"my clips", "the band stuff"), and Janet Morris the practice manager writing formal requests ("Could you please...",
"Kindly..."). Terse keyword queries, long rambling ones, "my", relative dates, plural/singular, follow-ups.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names, which is never itself a follow-up). Date
words, as of the day the set was written (2026-11-24, a Tuesday, "asof"): "last 3 days" = 3 days, "past 7 days" = 7
days, "last fortnight"/"two weeks" = 14 days, "last 30 days" = 30 days, "past 3 months" = 91 days, "older than 6
months" = 182 days, "older than a year"/"over a year" = 365 days, "older than 2 years" = 730 days; "this month" =
November 2026 (from Nov 1), "October"/"last month" = October 2026, "since October" = from 2026-10-01, "since
September" = from 2026-09-01, "this year"/"2026" = 2026, "last year"/"2025" = 2025, "Nov 19"/"the 19th" = 2026-11-19
(only month-day anchors are dated that day; nothing else visible is within a day of it). "Last week" (a calendar week
or seven days?) and words that depend on the clock time ("today", "yesterday") are not used; "last month" is used
only in counts, where the 30-day count is accepted too. The generator keeps visible files clear of these boundaries
(homes_dentist.BAD_WINDOWS). "Visible" files leave out hidden files and noise folders (.git, .venv, __pycache__,
.cache, .ssh, .minecraft, .DS_Store); where a question could fairly count either way, both numbers are accepted.
An X-ray exported both as .dcm and .png is one X-ray and two files: counts of "x-rays" accept both. Three folders are
named School (Owen's at the top, Maya's and Rory's): a count "in School" accepts both readings. "Photos" counts
accept .jpg alone, with screenshots, or with every .png; "lesson plans" counts accept the L1..L5 documents or every file
of the folder. Sizes are decimal units with one decimal (homes.human).
Actions are asked without confirmation: the expectation is the exact plan (nothing may change on disk); or_decline
only where a clarifying question is as right as the plan (a partial name that fits several files). "delete them"
after a list of several files must ask; "clean up"/"free up space" is a proposal; a name that fits several files, a
path outside the home, a system path or a key is declined.
"""

from __future__ import annotations

import datetime as _dt
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import human

ASOF = "2026-11-24"
H = "dentist"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"AG{_n[0]:03d}"
    d = {"id": id_, "home": H, "q": text, "class": cls, "asof": ASOF, "expect": expect}
    if follows:
        prev = [x for x in Q if x["id"] == follows]
        assert prev, follows
        assert "follows" not in prev[0], f"{id_} follows a follow-up"
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
    """Files directly in a folder (not in its subfolders)."""
    pre = prefix.rstrip("/") + "/"
    return [e for e in under(prefix) if "/" not in e.path[len(pre) :]]


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
    assert n > 0
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


def stems(pool):
    """Distinct X-rays: an export as .dcm and .png is one X-ray."""
    return {e.name.rsplit(".", 1)[0] for e in pool}


# boundaries (ages in days as of 2026-11-24, noon), each inside a window homes_dentist.BAD_WINDOWS keeps clear
TODAY = _dt.date.fromisoformat(ASOF)


def since(iso: str) -> float:
    """The age of midnight at the start of `iso`."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.5


D3, WEEK, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 3.0, 7.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1 = since("2026-11-01"), since("2026-10-01"), since("2026-09-01"), since("2026-08-01")
MAR1, JAN26, JAN25, JAN24 = since("2026-03-01"), since("2026-01-01"), since("2025-01-01"), since("2024-01-01")
assert (NOV1, OCT1, JAN26, JAN25) == (23.5, 54.5, 327.5, 692.5)

P = "Practice"
XR = f"{P}/X-ray exports"
EQ = f"{P}/Equipment"
AC = f"{EQ}/Autoclave - Melag Vacuklav 31B"
INV = f"{P}/Invoices"
CQ = f"{P}/CQC"
ROTA = f"{P}/Staff rotas"
LP = "School/Lesson plans"
MK = "School/Mocks"
HY = "School/Head of Year 10"
CL = "Rory/Clips"
BD = "Rory/Band"
REH = f"{BD}/Rehearsals"
DT = "Maya/Driving theory"
HO = "Household/Holidays"
DL = "Downloads"

xrays = under(XR)
clips = under(CL)
fortnite = under(f"{CL}/Fortnite")
minecraft = under(f"{CL}/Minecraft")
downloads = under(DL)
invoices = under(INV)
service = named(under(EQ), "Service report")
rotas = named(direct(ROTA), "Rota ")
hs_all = named(vis, "Henry Schein")
trip_photos = [e for e in under(HO) if "/Photos/" in e.path]
dups = [e for e in es if e.dup]
installers = ext(downloads, "exe", "msi")


def dl(name):
    return by_path[one(f"{DL}/{name}")]


# =========================================================================== plain
q("what's eating all the disk space?", "plain", answer("Rory"))
q("How big is the Lesson plans folder?", "plain", answer(size(under(LP))))
q("size of Practice folder", "plain", answer(size(under(P))))
q(
    "Could you tell me how much storage the X-ray exports are using, please?",
    "plain",
    answer(size(xrays)),
)
q("What are the largest files on this computer?", "plain", files(biggest(vis, 3)))
p_dl_big = q("biggest file in downloads", "plain", file(biggest(downloads)[0].path))
q("whats the newest thing on the desktop", "plain", file(newest(under("Desktop")).path))
q("Please list the files in the CQC folder.", "plain", files(direct(CQ)))
q(
    "recent files",
    "plain",
    files(
        [
            by_path["Desktop/to do.txt"],
            by_path[f"{HY}/Behaviour log 2026-27.xlsx"],
            by_path[f"{MK}/Year 11 mocks November 2026/Grade boundaries November 2026.pdf"],
        ]
    ),
)
q("how big is rory's folder", "plain", answer(size(under("Rory"))))
p_dt = q("whats in the driving theory folder", "plain", files(direct(DT)))
q("How many gigabytes does the Household folder occupy?", "plain", answer(size(under("Household"))))
q("how much space am I using in total, all my files together", "plain", answer(size(vis)))
q("which file types take up the most room", "plain", answer("mp4"))
q("biggest file in the clips folder", "plain", file(biggest(clips)[0].path))
q("oldest file in Practice", "plain", file(oldest(under(P)).path))
q(
    "Which are the five largest files in the Practice folder?",
    "plain",
    files(biggest(under(P), 5)),
)
q("show me everything in the band folder", "plain", files(under(BD)))
q("how much space do the minecraft clips take up", "plain", answer(size(minecraft)))
q("downloads - how big", "plain", answer(size(downloads)))
q("what's in the Equipment folder", "plain", answer("Autoclave - Melag Vacuklav 31B", "Suction unit - Durr VS 300"))
q("largest file in Lesson plans", "plain", file(biggest(under(LP))[0].path))
q("How much space does Maya's stuff take up?", "plain", answer(size(under("Maya"))))
q("what is the biggest video in Videos", "plain", file("Videos/Static Bloom at the Forum summer gig.mp4"))
q("size of the Mocks folder?", "plain", answer(size(under(MK))))

# =========================================================================== named_file
n_autoclave = q("when was the autoclave last serviced", "named_file", file(f"{AC}/Service report 2026-11-09.pdf"))
q(
    "legionella risk assessment - how big",
    "named_file",
    answer(size([by_path[f"{CQ}/Legionella risk assessment 2026.pdf"]])),
)
q(
    "Could you locate the practice's CQC registration certificate, please?",
    "named_file",
    file(f"{CQ}/CQC registration certificate.pdf"),
)
n_jan = q("Jan rota", "named_file", file(f"{ROTA}/Rota January 2026.xlsx"))
q("where's the Oct rota", "named_file", file(f"{ROTA}/Rota October 2026.xlsx"))
q(
    "where did I put the quadratics end of unit test?",
    "named_file",
    file(f"{LP}/Year 10/Quadratics/Quadratics end of unit test.pdf"),
)
q(
    "Find the Year 11 mock results spreadsheet from November.",
    "named_file",
    file(f"{MK}/Year 11 mocks November 2026/Year 11 mock results November 2026.xlsx"),
)
n_epq = q(
    "wheres my EPQ presentation",
    "named_file",
    file("Maya/School/EPQ - microplastics in the River Lea/EPQ presentation.pptx"),
)
q(
    "how big is my nea draft v3",
    "named_file",
    answer(size([by_path["Maya/School/Geography NEA - coastal erosion at Walton/NEA draft v3.docx"]])),
)
q("when did i last change the battle of the bands setlist", "named_file", file(f"{BD}/setlist battle of the bands.txt"))
q("Please find the statement of purpose.", "named_file", file(f"{CQ}/Statement of purpose 2026.docx"))
q("whitening leaflet", "named_file", file(f"{P}/Leaflets/Tooth whitening - what to expect.pdf"))
q("the implant leaflet", "named_file", file(f"{P}/Leaflets/Dental implants - your questions answered.pdf"))
q(
    "Would you kindly tell me when the fire risk assessment was last updated?",
    "named_file",
    file(f"{CQ}/Fire risk assessment 2026.pdf"),
)
q(
    "pressure vessel cert for the compressor",
    "named_file",
    answer("Pressure vessel inspection 2026", "Compressor"),
)
q(
    "how big is the quadratics slides",
    "named_file",
    answer(size([by_path[f"{LP}/Year 10/Quadratics/Quadratics slides.pptx"]])),
)
q("wheres the static bloom logo", "named_file", file(f"{BD}/Static Bloom logo.png"))
q("my theory test booking", "named_file", file(f"{DT}/Theory test booking confirmation.pdf"))
q("Halifax statement 2026", "named_file", file("Household/Mortgage/Halifax annual statement 2026.pdf"))
q(
    "when did the product transfer offer come in",
    "named_file",
    file("Household/Mortgage/Product transfer offer 2026.pdf"),
)
q("how big is the highway code pdf", "named_file", answer(size([dl("Highway Code 2026.pdf")])))
q(
    "history coursework size??",
    "named_file",
    answer(size([by_path["Rory/School/History coursework - Cold War.docx"]])),
)
q(
    "Please confirm where the staff contract for Beata Nowak is saved.",
    "named_file",
    answer("Contract - Beata Nowak", "Contracts"),
)
q("Tom's DBS", "named_file", file(f"{P}/Staff/DBS checks/DBS - Tom Fielding.pdf"))
q("Priya's P60", "named_file", file(f"{P}/Payroll/P60s 2025-26/P60 2025-26 - Priya Shah.pdf"))
q(
    "the letter to parents about phones",
    "named_file",
    file(f"{HY}/Letter to parents - mobile phones.docx"),
)
q("thorpe park consent tracker", "named_file", file(f"{HY}/Rewards trip - Thorpe Park consent tracker.xlsx"))
q("the melag manual", "named_file", file(f"{AC}/Melag user manual.pdf"))
q("OPG QA report", "named_file", answer("RPA annual QA 2026", "OPG"))
q(
    "Where might I find the hand hygiene audit from October?",
    "named_file",
    file(f"{CQ}/Audits/Hand hygiene audit October 2026.pdf"),
)
q("the stopping distances thing", "named_file", file(f"{DT}/stopping distances cheat sheet.png"))
q(
    "how big is the wav from the oct 24 rehearsal",
    "named_file",
    answer(size([by_path[f"{REH}/Static Bloom rehearsal 2026-10-24.wav"]])),
)
q(
    "Grade boundaries for the November mocks - where are they?",
    "named_file",
    file(f"{MK}/Year 11 mocks November 2026/Grade boundaries November 2026.pdf"),
)
q("IPC statement", "named_file", file(f"{CQ}/IPC annual statement 2026.docx"))
q(
    "how big is the beach profile data spreadsheet",
    "named_file",
    answer(size([by_path["Maya/School/Geography NEA - coastal erosion at Walton/beach profile data.xlsx"]])),
)
q(
    "the vienna itinerary",
    "named_file",
    file(f"{HO}/2026-12 Christmas - Vienna/Vienna Christmas markets itinerary.docx"),
)
q(
    "The Year 13 mock results from January: what's the file size?",
    "named_file",
    answer(size([by_path[f"{MK}/Year 13 mocks January 2026/Year 13 mock results January 2026.xlsx"]])),
)
q("equipment register", "named_file", file(f"{EQ}/Equipment register.xlsx"))
q("I need this year's GDC renewal receipt please", "named_file", file(f"{P}/CPD/GDC annual renewal receipt 2026.pdf"))
q(
    "is the Dentally print agent installer still in downloads?",
    "named_file",
    file(f"{DL}/Dentally Print Agent Setup.exe"),
)
q("where's the entry form for the band competition", "named_file", file(f"{BD}/Battle of the Bands entry form.pdf"))
q("the leaflet about gum disease", "named_file", file(f"{P}/Leaflets/Gum disease and your health.pdf"))
q("root canal aftercare sheet", "named_file", file(f"{P}/Leaflets/Aftercare - root canal treatment.pdf"))
q(
    "Year 10 tutor team meeting notes",
    "named_file",
    file(f"{HY}/Tutor team meeting 2026-10-13.docx"),
)

# =========================================================================== dropped_words
q("how much space do the clips take", "dropped_words", answer(size(clips)))
q("how big is the band stuff", "dropped_words", answer(size(under(BD))))
x_nov = aged(xrays, 0, NOV1)
d_xnov = q("x-rays from this month", "dropped_words", files(x_nov))
d_ac = q("show me the service reports for the autoclave", "dropped_words", files(named(under(AC), "Service report")))
d_sr26 = q(
    "Please list all the equipment service reports from this year.",
    "dropped_words",
    files(aged(service, 0, JAN26)),
)
ms_all = named(under("School"), "mark scheme")
d_ms = q("all my mark schemes", "dropped_words", files(ms_all))
d_y9w = q("worksheets for Year 9", "dropped_words", files(named(under(f"{LP}/Year 9"), "worksheet")))
q("my hazard perception videos", "dropped_words", files(under(f"{DT}/Hazard perception")))
fn_oct = aged(fortnite, NOV1, OCT1)
d_fnoct = q("fortnite clips from october", "dropped_words", files(fn_oct))
hs_oct = [e for e in named(under(f"{INV}/2026-10"), "Henry Schein")]
d_hsoct = q("Henry Schein invoices from October", "dropped_words", files(hs_oct))
q(
    "Kindly list the Dental Sky invoices received in November.",
    "dropped_words",
    files(named(under(f"{INV}/2026-11"), "Dental Sky")),
)
lab = named(invoices, "Smile Dental Lab statement")
d_lab = q("the lab statements from this year", "dropped_words", files(aged(lab, 0, JAN26)))
q(
    "waste collection notes for the last 3 months",
    "dropped_words",
    files(aged(named(invoices, "waste collection"), 0, M3)),
)
q(
    "incident reports from October",
    "dropped_words",
    files(aged(under(f"{HY}/Incident reports"), NOV1, OCT1)),
)
q("how much space do the rehearsal recordings take", "dropped_words", answer(size(under(REH))))
q(
    "how big are the field photos",
    "dropped_words",
    answer(size(under("Maya/School/Geography NEA - coastal erosion at Walton/field photos"))),
)
d_pol = q("show me the CQC policies", "dropped_words", files(under(f"{CQ}/Policies")))
q("audits from this year", "dropped_words", files(aged(under(f"{CQ}/Audits"), 0, JAN26)))
q("Could you please list the staff DBS certificates?", "dropped_words", files(under(f"{P}/Staff/DBS checks")))
q("what's in the HoY folder", "dropped_words", files(direct(HY)))
algarve = [e for e in trip_photos if "Algarve" in e.path]
q("how much space do the Algarve photos take", "dropped_words", answer(size(algarve)))
d_hol = q("how much space do the holiday photos take up", "dropped_words", answer(size(trip_photos)))
q("powerpoints for year 12", "dropped_words", files(ext(under(f"{LP}/Year 12"), "pptx")))
q(
    "CPD certificates from 2025",
    "dropped_words",
    files(aged(under(f"{P}/CPD/Certificates"), JAN26, JAN25)),
)
q("show me the lyrics", "dropped_words", files(under(f"{BD}/Lyrics")))
pay = named(under(f"{P}/Payroll"), "Payroll summary")
d_pay25 = q("payroll summaries for 2025", "dropped_words", files(aged(pay, JAN26, JAN25)))
q(
    "Please provide the payroll summary for September.",
    "dropped_words",
    file(f"{P}/Payroll/Payroll summary 2026-09.xlsx"),
)
q(
    "the november mock papers",
    "dropped_words",
    files(
        [e for e in under(f"{MK}/Year 11 mocks November 2026") if e.name.startswith("Paper") and "mark" not in e.name]
    ),
)
opg = named(xrays, "OPG")
q("OPG exports from 2026", "dropped_words", files(aged(opg, 0, JAN26)))
q("whats in my cs nea folder", "dropped_words", files(under("Rory/School/CS NEA - revision quiz app")))
q("anything about the suction unit?", "dropped_words", files(under(f"{EQ}/Suction unit - Durr VS 300")))
q(
    "which notes mention sharps bins",
    "dropped_words",
    files([by_path[f"{CQ}/mock inspection notes.txt"], by_path[f"{P}/Meetings/Practice meeting 2026-11-09.md"]]),
)
q("notes that mention Luca's", "dropped_words", file(f"{P}/Meetings/Practice meeting 2026-11-09.md"))
q(
    "which meeting notes talk about the Legionella log",
    "dropped_words",
    file(f"{P}/Meetings/Practice meeting 2026-10-13.md"),
)
q("the Vienna trip stuff", "dropped_words", files(under(f"{HO}/2026-12 Christmas - Vienna")))
q("my minecraft clips from september", "dropped_words", files(aged(minecraft, OCT1, SEP1)))

# =========================================================================== filler_dates
q(
    "anything new in the CQC folder this month?",
    "filler_dates",
    files(aged(under(CQ), 0, NOV1)),
)
x19 = [e for e in xrays if e.age == "11-19"]
d_x19 = q("x-rays from Nov 19", "filler_dates", files(x19))
anchors = [e for e in vis if e.age == "11-19"]
d_19 = q("did I save anything on the 19th of November?", "filler_dates", files(anchors))
q("any clips from the last 3 days", "filler_dates", files(aged(clips, 0, D3)))
dl_2025 = aged(downloads, JAN26, JAN25)
q(
    "what's still sitting in Downloads from last year",
    "filler_dates",
    files(dl_2025, absent=["MinecraftInstaller.msi", "Teams_windows_x64.msi"]),
)
lessons = [e for e in under(LP) if e.name.startswith("L") and e.name[1].isdigit()]
q("lesson plans I've touched since September", "filler_dates", files(aged(lessons, 0, SEP1)))
d_rota26 = q("the rotas from this year", "filler_dates", files(aged(rotas, 0, JAN26)))
q("mark schemes older than 6 months", "filler_dates", files(aged(ms_all, M6)))
q(
    "whats changed in my EPQ folder in the last fortnight",
    "filler_dates",
    files(aged(under("Maya/School/EPQ - microplastics in the River Lea"), 0, FORTNIGHT)),
)
d_reh = q("rehearsals since october", "filler_dates", files(aged(under(REH), 0, OCT1)))
q("Show me any spreadsheets in the head of year folder", "filler_dates", files(ext(under(HY), "xlsx")))
d_eq2y = q(
    "pdfs in equipment older than 2 years",
    "filler_dates",
    files(aged(ext(under(EQ), "pdf"), Y2)),
)
q(
    "Could you list any CQC documents that haven't been updated in over a year?",
    "filler_dates",
    files(aged(under(CQ), YEAR)),
)
q(
    "did maya do anything on her driving theory stuff this month",
    "filler_dates",
    files(aged(under(DT), 0, NOV1)),
)
q("markdown files", "filler_dates", files(ext(vis, "md")))
q("mp3s from the last 30 days", "filler_dates", files(aged(ext(vis, "mp3"), 0, D30)))
q("any fortnite clips older than 6 months?", "filler_dates", files(aged(fortnite, M6)))
q("anything I saved on the 19th", "filler_dates", files(anchors))
q("any photos from this month?", "filler_dates", files(aged(ext(vis, "jpg"), 0, NOV1)))
q(
    "are there still any installers in downloads older than 6 months",
    "filler_dates",
    files(aged(installers, M6)),
)

# =========================================================================== filters
dl_dups = [e for e in downloads if e.dup]
d_dupdl = q("duplicates in Downloads", "filters", files(dl_dups))
inv_dups = [e for e in dups if e.dup.startswith("inv:")]
q(
    "Are there any duplicate invoices? If so, please list them.",
    "filters",
    files(inv_dups),
)
gb = [e for e in vis if e.size > 1_000_000_000]
f_gb = q("how many files are over 1 GB", "filters", count(len(gb)))
q("clips bigger than 1gb", "filters", files([e for e in clips if e.size > 1_000_000_000]))
q(
    "pdfs over 2 MB in the mocks folder",
    "filters",
    files([e for e in ext(under(MK), "pdf") if e.size > 2_000_000]),
)
q("dicom files bigger than 10 MB", "filters", files([e for e in ext(vis, "dcm") if e.size > 10_000_000]))
big_dups = [e for e in dups if e.size > 100_000]
small_dups = [e for e in dups if e.size <= 100_000]
q(
    "duplicate files bigger than 100 KB",
    "filters",
    files(big_dups, absent=sorted({e.name for e in small_dups})),
)
q("pngs in Maya's folder", "filters", files(ext(under("Maya"), "png")))
q("empty files", "filters", files([e for e in vis if e.size == 0]))
q(
    "xlsx files in School smaller than 50 KB",
    "filters",
    files([e for e in ext(under("School"), "xlsx") if e.size < 50_000]),
)
q("x-rays exported as png this year", "filters", files(aged(ext(xrays, "png"), 0, JAN26)))
q(
    "Please list the Henry Schein invoices larger than 200 KB.",
    "filters",
    files([e for e in hs_all if e.size > 200_000]),
)
f_inst = q("installers in Downloads", "filters", files(installers))
q("installers over 100 MB", "filters", files([e for e in installers if e.size > 100_000_000]))
f_zip = q("zip files", "filters", files(ext(vis, "zip")))

# =========================================================================== decline
q("what's on the practice server?", "decline", decline())
q("whats in /etc", "decline", decline())
q("how big is C:\\Users\\Rory\\Videos", "decline", decline())
q(
    "does the Legionella assessment say the water temperatures are OK?",
    "decline",
    decline("Legionella risk assessment 2026.pdf", "Practice meeting 2026-10-13.md"),
)
q(
    "Will the practice pass the CQC inspection?",
    "decline",
    decline(*names(under(CQ)), "CQC - things to fix before the visit.docx"),
)
q("photos of the dog", "decline", decline())
q("¿Cuánto espacio ocupan las radiografías?", "decline", decline())
q(
    "how many pages is the CQC inspection report?",
    "decline",
    decline("CQC inspection report 2023.pdf"),
)
q(
    "what grade did Jake get in the November mock?",
    "decline",
    decline(*names(under(f"{MK}/Year 11 mocks November 2026"))),
)
q("show me my OneDrive", "decline", decline())
q(
    "Could you please email the September payroll summary to the accountant?",
    "decline",
    decline(*names(pay)),
)
q("what's in the shared drive at school", "decline", decline())
q("my wedding photos", "decline", decline())
q("how much ram does minecraft use", "decline", decline("MinecraftInstaller.msi", *names(minecraft)))
q("what's in ~/../../var/log", "decline", decline())

# =========================================================================== actions
q("delete Untitled.txt from Downloads", "actions", plan([dl("Untitled.txt")]))
q("bin the Zoom installer in downloads", "actions", plan([dl("Zoom_6.3.0_x64.exe")], or_decline=True))
q(
    "delete the fortnite montage render download thats stuck",
    "actions",
    plan([dl("fortnite montage render.mp4.crdownload")], or_decline=True),
)
q("delete all the .exe files in Downloads", "actions", plan(ext(downloads, "exe")))
q(
    "move the Year 13 mocks January 2026 folder to Archive",
    "actions",
    plan(under(f"{MK}/Year 13 mocks January 2026")),
)
q("delete MOT certificate 2026.pdf", "actions", decline("MOT certificate 2026.pdf"))
q("delete MOT certificate 2024.pdf", "actions", plan([by_path["Household/Cars/Volvo XC60/MOT certificate 2024.pdf"]]))
q("delete the worksheet", "actions", decline(*names(named(vis, "worksheet"))))
unique_docs = {"NHS dental contract reform - consultation.pdf", "Highway Code 2026.pdf"}
q("clean up my downloads", "actions", proposal([e for e in downloads if e.name not in unique_docs]))
free = [e for e in downloads if e.name not in unique_docs]
free += [e for e in dups if e not in free]
free += [e for e in es if e.hidden_or_noise and any(x in e.path.split("/") for x in (".cache", "__pycache__", ".venv"))]
free += [e for e in ext(vis, "mp4", "mov", "wav") if e.size > 100_000_000 and e not in free]
q("help me free up some space", "actions", proposal(free))
q(
    "delete the hazard perception practice videos",
    "actions",
    plan(under(f"{DT}/Hazard perception"), or_decline=True),
)
q(
    "move Rota December 2025.xlsx into a folder called Old rotas",
    "actions",
    plan([by_path[f"{ROTA}/Rota December 2025.xlsx"]]),
)
q("delete C:\\Windows\\System32", "actions", decline())
q("rm -rf /", "actions", decline())
q("delete ~/.ssh/id_ed25519", "actions", decline())
q(
    "Please move the duplicate invoice copies in Downloads to the bin.",
    "actions",
    plan([e for e in downloads if e.dup and e.dup.startswith("inv:")], or_decline=True),
)
q("delete all the zip files in Downloads", "actions", plan(ext(downloads, "zip")))
q(
    "rename Year 10 assembly rota.docx to Year 10 assembly rota 2026-27.docx",
    "actions",
    plan([by_path[f"{HY}/Year 10 assembly rota.docx"]]),
)
q("delete everything in Downloads older than a year", "actions", plan(aged(downloads, YEAR)))
q("delete Price list", "actions", decline(*names(named(vis, "Price list"))))
q("trash /var/log/syslog", "actions", decline())

# =========================================================================== followup
ac_sr = named(under(AC), "Service report")
q("which is the most recent?", "followup", file(newest(ac_sr).path), follows=d_ac)
q("how much space do they take?", "followup", answer(size(ac_sr)), follows=d_ac)
q("only the ones from 2025", "followup", files(aged(ac_sr, JAN26, JAN25)), follows=d_ac)
q("delete them", "followup", decline(*names(ac_sr)), follows=d_ac)
reh = aged(under(REH), 0, OCT1)
q("just the wavs", "followup", files(ext(reh, "wav")), follows=d_reh)
q("how big are they all together", "followup", answer(size(reh)), follows=d_reh)
q("which one's the biggest", "followup", file(biggest(reh)[0].path), follows=d_reh)
q("delete all of them", "followup", plan(installers), follows=f_inst)
q("which is the oldest", "followup", file(oldest(installers).path), follows=f_inst)
q("sort them by size", "followup", files(installers), follows=f_inst)
q("only the dicom ones", "followup", files(ext(x_nov, "dcm")), follows=d_xnov)
q("how many is that", "followup", count(len(x_nov), len(stems(x_nov))), follows=d_xnov)
q("what about October?", "followup", files(aged(xrays, NOV1, OCT1)), follows=d_xnov)
q(
    "and September?",
    "followup",
    files(named(under(f"{INV}/2026-09"), "Henry Schein")),
    follows=d_hsoct,
)
q("which is the biggest", "followup", file(biggest(fn_oct)[0].path), follows=d_fnoct)
q("delete them", "followup", decline(*names(fn_oct), "fortnite montage render.mp4.crdownload"), follows=d_fnoct)
q("and minecraft?", "followup", files(aged(minecraft, NOV1, OCT1)), follows=d_fnoct)
pol = under(f"{CQ}/Policies")
q("which ones are older than a year", "followup", files(aged(pol, YEAR)), follows=d_pol)
q("how many are there", "followup", count(len(pol)), follows=d_pol)
jan = by_path[f"{ROTA}/Rota January 2026.xlsx"]
q("how big is it", "followup", answer(size([jan])), follows=n_jan)
q("where is it", "followup", answer("Staff rotas"), follows=n_jan)
q("and the Feb one?", "followup", file(f"{ROTA}/Rota February 2026.xlsx"), follows=n_jan)
epq = by_path["Maya/School/EPQ - microplastics in the River Lea/EPQ presentation.pptx"]
q("how big is it?", "followup", answer(size([epq])), follows=n_epq)
q("delete it", "followup", plan([epq]), follows=n_epq)
y9w = named(under(f"{LP}/Year 9"), "worksheet")
q("only the probability one", "followup", file(f"{LP}/Year 9/Probability/Probability worksheet.pdf"), follows=d_y9w)
q("how big are they", "followup", answer(size(y9w)), follows=d_y9w)
q("just the Year 11 ones", "followup", files([e for e in ms_all if "Year 11" in e.path]), follows=d_ms)
q("which ones are from October", "followup", files(aged(ms_all, NOV1, OCT1)), follows=d_ms)
cp = [e for e in trip_photos if "Center Parcs" in e.path]
q("what about just Center Parcs", "followup", answer(size(cp)), follows=d_hol)
q("how many photos is that", "followup", count(len(trip_photos)), follows=d_hol)
q("delete the copies in Downloads", "followup", plan(dl_dups), follows=d_dupdl)
q("how much space would that free up", "followup", answer(size(dl_dups)), follows=d_dupdl)
q("delete it", "followup", plan(biggest(downloads)), follows=p_dl_big)
q(
    "how many of those are Rory's",
    "followup",
    count(len(under("Rory", pool=gb))),
    follows=f_gb,
)
q("and 2026?", "followup", files(aged(pay, 0, JAN26)), follows=d_pay25)
q("how much space do they take", "followup", answer(size(aged(pay, JAN26, JAN25))), follows=d_pay25)
zips = ext(vis, "zip")
q("which is biggest", "followup", file(biggest(zips)[0].path), follows=f_zip)
q("delete the oldest one", "followup", plan([oldest(zips)]), follows=f_zip)
q(
    "only the dental chairs",
    "followup",
    files([e for e in aged(service, 0, JAN26) if "Dental chair" in e.path]),
    follows=d_sr26,
)
q("delete all of them", "followup", plan(aged(ext(under(EQ), "pdf"), Y2)), follows=d_eq2y)
q("only the videos", "followup", files(under(f"{DT}/Hazard perception")), follows=p_dt)
q("how big are they", "followup", answer(size(x19)), follows=d_x19)
q("which of those are x-rays", "followup", files(x19), follows=d_19)
q("which is the biggest", "followup", file(biggest(aged(lab, 0, JAN26))[0].path), follows=d_lab)
q("what about last year", "followup", files(aged(rotas, JAN26, JAN25)), follows=d_rota26)
q("when was it serviced before that", "followup", file(f"{AC}/Service report 2026-05-20.pdf"), follows=n_autoclave)

# =========================================================================== counts
q("how many x-rays did I export this month", "counts", count(len(x_nov), len(stems(x_nov))))
machines = {e.path.split("/")[2] for e in under(EQ) if e.path.count("/") == 3}
q("how many machines have service records", "counts", count(len(machines)))
oct_inv = under(f"{INV}/2026-10")
oct_any = aged(invoices + [e for e in downloads if e.dup and e.dup.startswith("inv:")], NOV1, OCT1)
q(
    "How many supplier invoices did we receive in October?",
    "counts",
    count(len(oct_inv), len(oct_any)),
)
q("how many classes do I teach", "counts", count(len(under("School/Classes"))))
topics10 = {e.path.split("/")[3] for e in under(f"{LP}/Year 10")}
q("how many topics have I got lesson plans for in Year 10", "counts", count(len(topics10)))
trips = {e.path.split("/")[2] for e in under(HO)}
q("how many holidays have we got folders for", "counts", count(len(trips)))
q("how many fortnite clips have i got", "counts", count(len(fortnite)))
q("how many clips in total", "counts", count(len(clips), len(fortnite) + len(minecraft)))
q("how many staff do we have contracts for", "counts", count(len(under(f"{P}/Staff/Contracts"))))
hs_inv26 = aged(named(invoices, "Henry Schein"), 0, JAN26)
q(
    "how many invoices from Henry Schein this year",
    "counts",
    count(len(hs_inv26), len(aged(hs_all, 0, JAN26))),
)
x25 = aged(xrays, JAN26, JAN25)
q("how many x-rays in 2025", "counts", count(len(x25), len(stems(x25))))
sittings = {e.path.split("/")[2] for e in under(MK)}
q("How many mock sittings are in the Mocks folder?", "counts", count(len(sittings)))
q(
    "how many photos from my geography fieldwork",
    "counts",
    count(len(under("Maya/School/Geography NEA - coastal erosion at Walton/field photos"))),
)
months = {e.path.split("/")[2] for e in invoices}
q("how many months of supplier invoices do I have", "counts", count(len(months)))
q("How many P60s were issued for 2025-26?", "counts", count(len(under(f"{P}/Payroll/P60s 2025-26"))))
q("how many files in the CQC folder", "counts", count(len(under(CQ)), len(direct(CQ))))
q("how many incident reports are there", "counts", count(len(under(f"{HY}/Incident reports"))))
q("how many policies are in the CQC folder", "counts", count(len(pol)))
reh_dates = {e.name.rsplit(".", 1)[0] for e in under(REH)}
q("how many rehearsals have we recorded", "counts", count(len(reh_dates), len(under(REH))))
q("how many hazard perception clips have i done", "counts", count(len(under(f"{DT}/Hazard perception"))))
q("how many files do I have", "counts", count(len(vis), len(es)))
q("how many photos did we take in the Algarve", "counts", count(len(algarve)))
q("how many payroll summaries for 2026", "counts", count(len(aged(pay, 0, JAN26))))
y10 = under(f"{LP}/Year 10")
y10_lessons = [e for e in y10 if e.name.startswith("L") and e.name[1].isdigit()]
q("how many lesson plans for Year 10", "counts", count(len(y10_lessons), len(y10), len(ext(y10, "docx"))))
q("how many rotas are there", "counts", count(len(rotas), len(direct(ROTA))))
q("how many OPGs have I exported", "counts", count(len(opg), len(stems(opg))))
q(
    "How many CPD certificates does Dr Brennan hold?",
    "counts",
    count(len(under(f"{P}/CPD/Certificates"))),
)
school_xlsx = ext(under("School"), "xlsx")  # every folder named School counts too (Maya's, Rory's)
q(
    "how many spreadsheets in School",
    "counts",
    count(len(school_xlsx), len(school_xlsx) + len(ext(under("Maya/School") + under("Rory/School"), "xlsx"))),
)
q("how many photos on the phone", "counts", count(len(under("Pictures/Phone"))))
q("how many minecraft clips did i record since september", "counts", count(len(aged(minecraft, 0, SEP1))))
shots = named(vis, "Screenshot")
q("how many screenshots", "counts", count(len(shots), len(under("Pictures/Screenshots"))))
q(
    "how many practice files changed in the last fortnight",
    "counts",
    count(len(aged(under(P), 0, FORTNIGHT)), len(aged(under(P, visible=False), 0, FORTNIGHT))),
)
jpg3 = aged(ext(vis, "jpg"), 0, M3)
shots3 = aged(named(ext(vis, "png"), "Screenshot"), 0, M3)
png3 = aged(ext(vis, "png"), 0, M3)
q("how many photos from the past 3 months", "counts", count(len(jpg3), len(jpg3) + len(shots3), len(jpg3) + len(png3)))
q(
    "how many invoices came in last month",
    "counts",
    count(len(oct_inv), len(oct_any), len(aged(invoices, 0, D30))),
)
q("how many school projects has Maya got", "counts", count(2))
q("how many MOT certificates for the Volvo", "counts", count(len(named(under("Household/Cars/Volvo XC60"), "MOT"))))


def main() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        if ex["kind"] == "files":
            for p in ex["paths"]:
                one(p)
        if ex["kind"] in ("plan", "proposal"):
            for p in ex.get("files", ex.get("candidates", [])):
                one(p)
    out = Path(__file__).parent / "heldout_ag.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    c = Counter(d["class"] for d in Q)
    print(len(Q), "questions ->", out.name, dict(c))


if __name__ == "__main__":
    main()
