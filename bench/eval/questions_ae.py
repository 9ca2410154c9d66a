"""Writes heldout_ae.jsonl: a held-out set AE, over the "yogaphd" home (homes_yogaphd.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_ae.py     # rewrites bench/eval/heldout_ae.jsonl
    python bench/eval/run_heldout.py --set heldout_ae.jsonl

The home: a couple sharing one home folder. Isla Moreno teaches yoga in two studios, Sunhouse Yoga and The Mill
Studio: class plans by class (Tuesday Flow and Saturday Slow Flow as .docx, Thursday Yin as .md notes whose text lists
the poses, Sunday Restorative as .pdf, each named "<class date> <theme>"), the studios' timetables by term, student
waivers as PDFs in a folder per studio (Priya Shah has one in both), monthly invoices to each studio ("INV-067 Sunhouse
Yoga Oct 2026.pdf"), private-client invoices, an invoice tracker, playlists as folders of .mp3 with .m3u8 lists, a
Teacher training folder with Certificates, two workshops and her accounts. Her partner Kai Whitfield is a PhD student
in marine biology (harbour porpoises in the Moray Firth): the thesis in LaTeX (chapters "ch3_methods.tex", figures,
build output, .git), Word drafts of chapters for his supervisor Sarah ("ch3_methods_v4_SB.docx"), Field seasons/2024,
2025 and 2026 (data/*.csv, scripts/*.R named the same in every season, acoustics/ SoundTrap recordings
"ST6012_YYYYMMDD_HHMM.wav" and click-train examples, field notes .md), papers named by author and year ("Smith2019.pdf",
"Dähne2013.pdf") with a "to read" folder, posters (.pdf/.pptx), supervisor meeting notes (.md, searchable), admin.
Shared: Household (tenancy, energy and broadband bills by month, council tax, the car), Photos by trip (Bali yoga
retreat 2024, Isle of Skye 2025, Christmas in Seville 2025, Lisbon 2026 with some .HEIC, Orkney fieldwork 2026; a
video in three of them), Documents (CVs, passport scans), Downloads (installers, zips, an unfinished .crdownload, an
empty file, copies of five papers, a bill, a timetable and the blank waiver), Desktop clutter; hidden dotfiles, .ssh,
.cache, .Rhistory, .Rproj.user, .DS_Store.

Voices: Isla (warm, informal, vague: "my Tuesday flow", "the waiver thing", "lovely"), Kai (technical, terse,
abbreviations: "ch3", "the 2025 season data", "Smith2019", "csvs"), a studio manager asking for invoices (formal,
"Could you please..."), and either of them tired late at night (typos, no punctuation, run-on sentences). Terse keyword
queries, long rambling ones, "my", plural/singular, follow-ups, actions, unanswerable ones.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 3 days" = 3 days, "past 7 days"/"past week" = 7 days, "last two
weeks"/"fortnight" = 14 days, "last 30 days"/"past month" = 30 days, "this month"/"November" = November 2026, "last
month"/"October" = October 2026, "September" = September 2026, "since September" = from 2026-09-01, "since August" =
from 2026-08-01, "since July" = from 2026-07-01, "past 3 months" = 91 days, "older than 6 months" = 182 days, "this
year" = 2026, "older than a year" = 365 days, "July 2025" = that month, "2025"/"last year" = 2025, "older than 2
years" = 730 days, "2024" = 2024, "from 2023" = before 2024 (nothing visible in Downloads is older than that
year), "Nov 18"/"18th of November" = 2026-11-18 (only month-day anchors are dated that
day; nothing else visible is within a day of it). A date word means when a file was last changed, except where the
question says otherwise ("published in 2019" is the year in a paper's name).
Words that depend on the clock time or the first day of the week ("today", "yesterday", "this week", "last week") are
not used. The generator keeps visible files clear of these boundaries (homes_yogaphd.BAD_WINDOWS). "Visible" files
leave out hidden files and noise folders (.git, .cache, .Rproj.user, .ssh, .Rhistory, .DS_Store); where a question
could fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal (homes.human).
Photos are the .jpg/.HEIC files; where a trip's video could fairly count too, both numbers are accepted.
Actions are asked without confirmation: the expectation is the exact plan (nothing may change on disk); or_decline
only where a clarifying question is as right as the plan. "delete them" after a list of several files must ask;
"clean up"/"free up space" is a proposal; a partial name that fits several files, a path outside the home or a
system path is declined.
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
H = "yogaphd"
CP = "Yoga/Class plans"
WV = "Yoga/Waivers"
IV = "Yoga/Invoices"
PL = "Yoga/Playlists"
TH = "PhD/Thesis"
FS = "PhD/Field seasons"
PP = "PhD/Papers"
HH = "Household"
PH = "Photos"
DL = "Downloads"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"AE{_n[0]:03d}"
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
    """Age in days as of the writing day; a "11-18" anchor is 6 days (Nov 18, midday)."""
    if isinstance(e.age, str):
        assert e.age == "11-18", e.age
        return 6.0
    return e.age


def aged(pool, lo: float = 0.0, hi: float = 1e9):
    return [e for e in pool if lo <= age(e) < hi]


def biggest(pool, n=1):
    s = sorted(pool, key=lambda e: -e.size)
    assert len(s) <= n or s[n - 1].size > s[n].size, [e.path for e in s[: n + 1]]
    return s[:n]


def smallest(pool):
    s = sorted(pool, key=lambda e: e.size)
    assert len(s) == 1 or s[0].size < s[1].size, [e.path for e in s[:2]]
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
    d = {"kind": "decline"}
    if allow:
        d["allow"] = sorted(set(allow))
    return d


def names(pool):
    return sorted({e.name for e in pool})


def folder_size(prefix: str) -> str:
    """A folder's size; the same figure whether its hidden files are counted or not (else the question is unfair)."""
    v, a = size(under(prefix)), size(under(prefix, visible=False))
    assert v == a, (prefix, v, a)
    return v


def since(iso: str) -> float:
    """The age (days before the writing day's noon) of midnight starting `iso`."""
    return (_dt.date.fromisoformat(ASOF) - _dt.date.fromisoformat(iso)).days + 0.5


# boundaries (ages in days as of 2026-11-24), each inside a window homes_yogaphd.BAD_WINDOWS keeps clear
D3, WEEK, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 3.0, 7.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, JUL1 = (
    since("2026-11-01"),
    since("2026-10-01"),
    since("2026-09-01"),
    since("2026-08-01"),
    since("2026-07-01"),
)
JAN26, AUG25, JUL25, JAN25, JAN24 = (
    since("2026-01-01"),
    since("2025-08-01"),
    since("2025-07-01"),
    since("2025-01-01"),
    since("2024-01-01"),
)
NOV18 = (5.5, 6.5)
for _b in (D3, WEEK, FORTNIGHT, D30, M3, M6, YEAR, Y2, NOV1, OCT1, SEP1, AUG1, JUL1, JAN26, AUG25, JUL25, JAN25, JAN24):
    assert not [e.path for e in vis if abs(age(e) - _b) < 0.45], _b
assert {e.path for e in vis if NOV18[0] - 0.45 <= age(e) < NOV18[1] + 0.45} == {e.path for e in vis if e.age == "11-18"}

photo = ("jpg", "jpeg", "heic")
videos = ext(vis, "mp4", "mov")
waivers = [e for e in under(WV) if e.name.startswith("Waiver - ")]
sun_inv = under(f"{IV}/Sunhouse Yoga")
mill_inv = under(f"{IV}/The Mill Studio")
inv_all = [e for e in under(IV) if e.name.startswith("INV-")]
wavs = ext(vis, "wav")
dl = under(DL)
installers = ext(dl, "dmg", "pkg")
dup_groups: dict[str, list] = {}
for _e in es:
    if _e.dup:
        dup_groups.setdefault(_e.dup, []).append(_e)
dl_copies = [e for e in dl if e.dup]
paper_copies = [e for e in dl_copies if any(x.path.startswith(PP + "/") for x in dup_groups[e.dup])]
assert len(dl_copies) == 8 and len(paper_copies) == 5

# =============================================================================== plain
q("how much space do my yoga files take up?", "plain", answer(folder_size("Yoga")))
q("size of PhD folder", "plain", answer(folder_size("PhD")))
q("what are the biggest files on here?", "plain", files(biggest(vis, 3)))
q("largest file in Downloads", "plain", file(biggest(dl)[0].path))
q("biggest wav", "plain", file(biggest(wavs)[0].path))
q("how big is the Photos folder", "plain", answer(folder_size(PH)))
q("which folders take up the most space?", "plain", answer("PhD"))
q("show me the newest files", "plain", files(sorted(vis, key=age)[:3]))
P_SUNINV = q(
    "Good morning. Could you please list all invoices issued to Sunhouse Yoga?",
    "plain",
    files(sun_inv),
)
P_CSV25 = q("list csv files in the 2025 season", "plain", files(ext(under(f"{FS}/2025"), "csv")))
q("how much space is Downloads using", "plain", answer(folder_size(DL)))
q("where are my waivers?", "plain", answer("Yoga/Waivers"))
P_RSCRIPTS = q("R scripts", "plain", files(ext(vis, "R")))
q("show me my class plans for sunday restorative", "plain", files(under(f"{CP}/Sunday Restorative")))
q("total size of the 2026 acoustics folder", "plain", answer(folder_size(f"{FS}/2026/acoustics")))
q("oldest file in my home", "plain", file(oldest(vis).path))
q(
    "I need the invoice for September 2026 for The Mill Studio, please.",
    "plain",
    file(one(f"{IV}/The Mill Studio/INV-066 The Mill Studio Sep 2026.pdf")),
)
q("list the spreadsheets in my Yoga folder", "plain", files(ext(under("Yoga"), "xlsx")))
q("how big is teh papers folder", "plain", answer(folder_size(PP)))
q("what videos do we have", "plain", files(videos))
q("find the tenancy agreement", "plain", file(one(f"{HH}/Tenancy/Tenancy agreement - 14 Marine Terrace.pdf")))
P_MEET = q(
    "wheres the supervisor meeting notes",
    "plain",
    files(ext(under("PhD/Supervisor meetings"), "md")),
)
q("what's the biggest photo we have?", "plain", file(biggest(ext(vis, *photo))[0].path))
P_INSTALL = q("list the installers in Downloads", "plain", files(installers))
q("how much space do the wav files take", "plain", answer(size(wavs)))
P_TIMETABLES = q("show me the timetables", "plain", files(ext(under("Yoga/Timetables"), "pdf")))
q("latex files in the thesis", "plain", files(ext(under(TH), "tex")))
q("find my car insurance", "plain", files(named(under(f"{HH}/Car"), "insurance")))
q("how big is the Household folder", "plain", answer(folder_size(HH)))
q("largest files in PhD", "plain", files(biggest(under("PhD"), 3)))
P_CARPDF = q("pdfs in the Car folder", "plain", files(ext(under(f"{HH}/Car"), "pdf")))
q("what's on my Desktop?", "plain", files(under("Desktop")))
q("how much space does the Teacher training folder take", "plain", answer(folder_size("Yoga/Teacher training")))
q("show me whats in Documents", "plain", files(under("Documents")))
q("ppt files", "plain", files(ext(vis, "pptx")))

# =============================================================================== named_file
q("how big is ch3_methods.tex", "named_file", answer(size([by_path[f"{TH}/chapters/ch3_methods.tex"]])))
q(
    "when did I last edit ch3_methods_v4_SB.docx",
    "named_file",
    file(one(f"{TH}/Word drafts for Sarah/ch3_methods_v4_SB.docx")),
)
q("where is Smith2019.pdf", "named_file", answer("PhD/Papers"))
q("where's Thompson2013", "named_file", answer("PhD/Papers", "Downloads"))
assert len(named(vis, "Thompson2013")) == 2
q("size of MacTeX-2026.pkg", "named_file", answer(size([by_path[f"{DL}/MacTeX-2026.pkg"]])))
q(
    "Please confirm the file size of INV-067 Sunhouse Yoga Oct 2026.pdf.",
    "named_file",
    answer(size([by_path[f"{IV}/Sunhouse Yoga/INV-067 Sunhouse Yoga Oct 2026.pdf"]])),
)
q(
    "how big is the YTT manual?",
    "named_file",
    answer(size([by_path["Yoga/Teacher training/YTT manual - Rishikesh 2022.pdf"]])),
)
q("when was Tenancy renewal 2026.pdf last changed", "named_file", file(one(f"{HH}/Tenancy/Tenancy renewal 2026.pdf")))
q("where's Dahne2013", "named_file", file(one(f"{PP}/Dähne2013.pdf")))
q("cpod_detections_2025.csv size", "named_file", answer(size([by_path[f"{FS}/2025/data/cpod_detections_2025.csv"]])))
q("vessel_ais_2024.csv how big", "named_file", answer(size([by_path[f"{FS}/2024/data/vessel_ais_2024.csv"]])))
q("is there a file called sequence library?", "named_file", file(one(f"{CP}/sequence library.xlsx")))
q(
    "sorry its late but how old is that pose cueing cheat sheet i made, feel like i need a new one",
    "named_file",
    file(one(f"{CP}/pose cueing cheat sheet.pdf")),
)
q(
    "where did i put the solstice workshop poster",
    "named_file",
    answer("solstice workshop poster.png", "Winter Solstice 2026"),
)
q(
    "how big is the Inventory and check-in report",
    "named_file",
    answer(size([by_path[f"{HH}/Tenancy/Inventory and check-in report.pdf"]])),
)
q("where is main.pdf", "named_file", answer("PhD/Thesis/build"))
q("thesis.bib last modifed?", "named_file", file(one(f"{TH}/thesis.bib")))
q(
    "ST6012_20250714_1030.wav size",
    "named_file",
    answer(size([by_path[f"{FS}/2025/acoustics/ST6012_20250714_1030.wav"]])),
)
q("the V5C logbook, where is it", "named_file", answer("Household/Car"))
q(
    "how big is the Yin Yoga 50hr certificate",
    "named_file",
    answer(size([by_path["Yoga/Teacher training/Certificates/Yin Yoga 50hr certificate.pdf"]])),
)
q(
    "how big is Whitfield MASTS 2026 poster FINAL.pptx",
    "named_file",
    answer(size([by_path["PhD/Posters/Whitfield MASTS 2026 poster FINAL.pptx"]])),
)
q("what does field notes 2025.md say", "named_file", answer("station 6"))
q("what's in landlord contacts.txt", "named_file", answer("07700 900321"))
q(
    "Octopus Energy bill 2026-10.pdf size",
    "named_file",
    answer(size([by_path[f"{HH}/Bills/Energy/Octopus Energy bill 2026-10.pdf"]])),
)
q("how big is PAMGuard_2_02_14.zip", "named_file", answer(size([by_path[f"{DL}/PAMGuard_2_02_14.zip"]])))
q("where's the wedding invitation", "named_file", answer("wedding invitation Ana and Tom.pdf", "Documents"))

# =============================================================================== dropped_words
q("how much space do my playlists take?", "dropped_words", answer(folder_size(PL)))
D_BALI = q(
    "how much room are the Bali retreat photos taking up",
    "dropped_words",
    answer(folder_size(f"{PH}/2024-10 Bali yoga retreat")),
)
q("show me the 2025 season data", "dropped_words", files(ext(under(f"{FS}/2025/data"), "csv")))
q(
    "the 2024 wav recordings",
    "dropped_words",
    files(aged(ext(under(f"{FS}/2024"), "wav"), JAN25, JAN24)),
)
D_TUE = q("my Tuesday flow plans", "dropped_words", files(ext(under(f"{CP}/Tuesday Flow"), "docx")))
q(
    "where's the blank waiver thing",
    "dropped_words",
    answer("waiver form"),  # "Student waiver form (blank).pdf" or its copy "waiver form blank.pdf"
)
q("screenshots", "dropped_words", files(named(vis, "Screenshot")))
q(
    "show me the conference posters",
    "dropped_words",
    files([e for e in under("PhD/Posters") if "poster" in e.name.lower()]),
)
q(
    "which papers are from 2019? going by the year in the name, not the file date",
    "dropped_words",
    files([e for e in under(PP) if e.name.endswith("2019.pdf")]),
)
D_SMITH = q("Smith papers", "dropped_words", files(named(under(PP), "Smith")))
q(
    "where are my certificates?",
    "dropped_words",
    files(named(under("Yoga/Teacher training/Certificates"), "certificate")),
)
q("ch3", "dropped_words", files(named(under(TH), "ch3_")))
q("ch2 drafts", "dropped_words", files(ext(named(under(TH), "ch2_"), "docx")))
D_YIN = q("the yin plans", "dropped_words", files(under(f"{CP}/Thursday Yin")))
q("invoices to the Mill", "dropped_words", files(mill_inv))
q("bills from Octopus", "dropped_words", files(named(under(HH), "Octopus")))
D_BROADBAND = q("broadband bills", "dropped_words", files(named(under(HH), "broadband")))
q("how much space does the car stuff take", "dropped_words", answer(folder_size(f"{HH}/Car")))
q("tenancy documents", "dropped_words", files(ext(under(f"{HH}/Tenancy"), "pdf")))
q("R scripts for the 2026 season", "dropped_words", files(ext(under(f"{FS}/2026"), "R")))
q(
    "click train examples from 2025",
    "dropped_words",
    files(named(under(f"{FS}/2025"), "click_train_example")),
)
q("savasana songs", "dropped_words", files(ext(under(f"{PL}/Savasana"), "mp3")))
q(
    "which meeting notes talk about the power analysis",
    "dropped_words",
    file(one("PhD/Supervisor meetings/2026-09-23 meeting with Sarah.md")),
)
q(
    "which yin plan had pigeon in it",
    "dropped_words",
    files([e for e in under(f"{CP}/Thursday Yin") if "pigeon" in (e.text or "")]),
)
q(
    "where did I write down that we lost the CPOD",
    "dropped_words",
    file(one(f"{FS}/2025/field notes 2025.md")),
)
q("the equinox workshop stuff", "dropped_words", files(under("Yoga/Workshops/Spring equinox 2026")))
q("my accounts spreadsheets", "dropped_words", files(ext(under("Yoga/Accounts"), "xlsx")))
q("AIS data", "dropped_words", files(named(vis, "vessel_ais")))
q("ctd profiles 2026", "dropped_words", file(one(f"{FS}/2026/data/ctd_profiles_2026.csv")))
q("where's my teaching schedule", "dropped_words", file(one("Yoga/Timetables/my weekly teaching schedule.xlsx")))
q(
    "the Mill's winter timetable",
    "dropped_words",
    file(one("Yoga/Timetables/The Mill timetable Winter 2026-27 DRAFT.pdf")),
)
q("the hip openers plan", "dropped_words", file(one(f"{CP}/Tuesday Flow/2026-09-15 hip openers.docx")))
q("private client invoices", "dropped_words", files(under(f"{IV}/Private clients")))
q("the word drafts for Sarah", "dropped_words", files(under(f"{TH}/Word drafts for Sarah")))
q("thesis figures as png", "dropped_words", files(ext(under(f"{TH}/figures"), "png")))
q("papers in my to read folder", "dropped_words", files(under(f"{PP}/to read")))

# =============================================================================== filler_dates
q(
    "do I still have the sunhouse spring timetable or did i delete it when the autumn one came out",
    "filler_dates",
    file(one("Yoga/Timetables/Sunhouse timetable Spring 2026.pdf")),
)
q(
    "any invoices from this month?",
    "filler_dates",
    files(aged(inv_all, 0, NOV1)),
)
F_NOV18 = q("what did I change on Nov 18", "filler_dates", files([e for e in vis if e.age == "11-18"]))
q("files from the 18th of November?", "filler_dates", files([e for e in vis if e.age == "11-18"]))
q("what changed in my Yoga folder in the past week?", "filler_dates", files(aged(under("Yoga"), 0, WEEK)))
q("anythign new in downloads in the last 30 days", "filler_dates", files(aged(dl, 0, D30)))
q(
    "which yin plans did I edit in the last two weeks",
    "filler_dates",
    files(aged(under(f"{CP}/Thursday Yin"), 0, FORTNIGHT)),
)
F_OCTW = q(
    "any waivers signed in october? i think a few new students started then",
    "filler_dates",
    files(aged(waivers, NOV1, OCT1)),
)
q(
    "havent i got a first aid certificate somewhere??",
    "filler_dates",
    file(one("Yoga/Teacher training/Certificates/First aid at work certificate 2026.pdf")),
)
q("any csvs modified since August", "filler_dates", files(aged(ext(vis, "csv"), 0, AUG1)))
F_JUL25 = q("wav files from July 2025", "filler_dates", files(aged(wavs, AUG25, JUL25)))
q(
    "which chapters did i touch in the last two weeks, need to tell sarah and i honestly cant remember",
    "filler_dates",
    files(aged(under(f"{TH}/chapters"), 0, FORTNIGHT)),
)
q(
    "which meeting notes mention the tide model",
    "filler_dates",
    file(one("PhD/Supervisor meetings/2026-11-18 meeting with Sarah.md")),
)
q("bills I got last month", "filler_dates", files(aged(under(f"{HH}/Bills"), NOV1, OCT1)))
q(
    "Kindly list the invoices issued since September 2026.",
    "filler_dates",
    files(aged(inv_all, 0, SEP1)),
)
F_DL25 = q("what did we download in 2025", "filler_dates", files(aged(dl, JAN26, JAN25)))
q("markdown files in Supervisor meetings", "filler_dates", files(ext(under("PhD/Supervisor meetings"), "md")))
q(
    "excel files since september",
    "filler_dates",
    files(aged(ext(vis, "xlsx"), 0, SEP1)),
)
q("ugh what did I even work on in the last 3 days", "filler_dates", files(aged(vis, 0, D3)))
q(
    "have I got any class plans from 2025 still?",
    "filler_dates",
    files(under(f"{CP}/Archive 2025")),
)
q("wavs since July", "filler_dates", files(aged(wavs, 0, JUL1)))
q(
    "screenshots from this month",
    "filler_dates",
    files(aged(named(vis, "Screenshot"), 0, NOV1), absent=names(aged(named(vis, "Screenshot"), NOV1))),
)
q(
    "any posters i made in the past 3 months",
    "filler_dates",
    files(aged(named(under("PhD/Posters"), "poster"), 0, M3)),
)
q(
    "papers i saved in the past month",
    "filler_dates",
    files(aged(under(PP), 0, D30)),
)
q(
    "is there still anything from 2023 in downloads",
    "filler_dates",
    files(aged(dl, JAN24)),
)
q(
    "what changed in Household since August?",
    "filler_dates",
    files(aged(under(HH), 0, AUG1)),
)

# =============================================================================== filters
F_DLDUP = q("duplicates in Downloads", "filters", files(dl_copies))
_big_dup = [e for g in dup_groups.values() if g[0].size > 2_500_000 and g[0].name.endswith(".pdf") for e in g]
F_BIGDUP = q(
    "duplicate pdfs bigger than 2.5 MB",
    "filters",
    files(_big_dup, absent=names([e for e in dl_copies if e.size <= 2_500_000])),
)
F_500 = q(
    "files over 500 MB in the 2025 season",
    "filters",
    files([e for e in under(f"{FS}/2025") if e.size > 500 * 1_000_000]),
)
F_PDF10 = q("pdfs bigger than 10 MB", "filters", files([e for e in ext(vis, "pdf") if e.size > 10 * 1_000_000]))
q(
    "photos from Skye under 2.5 MB",
    "filters",
    files([e for e in ext(under(f"{PH}/2025-08 Isle of Skye"), *photo) if e.size < 2_500_000]),
)
q(
    "mp3s under 8 MB",
    "filters",
    files([e for e in ext(vis, "mp3") if e.size < 8 * 1_000_000]),
)
q(
    "how much space do the duplicates in Downloads waste",
    "filters",
    answer(size(dl_copies)),
)
q("largest csv", "filters", file(biggest(ext(vis, "csv"))[0].path))
q("csv files over 100 MB", "filters", files([e for e in ext(vis, "csv") if e.size > 100 * 1_000_000]))
q(
    "powerpoints bigger than 35 MB",
    "filters",
    files(
        [e for e in ext(vis, "pptx") if e.size > 35 * 1_000_000],
        absent=names([e for e in ext(vis, "pptx") if e.size <= 35 * 1_000_000]),
    ),
)
F_HEIC = q("HEIC photos from Lisbon", "filters", files(ext(under(f"{PH}/2026-04 Lisbon"), "heic")))
q(
    "zip files in Downloads older than a year",
    "filters",
    files(aged(ext(dl, "zip"), YEAR)),
)
q("files in Downloads older than 2 years", "filters", files(aged(dl, Y2)))
q("pdfs in Downloads older than 6 months", "filters", files(aged(ext(dl, "pdf"), M6)))
q(
    "sunhouse waivers under 250 KB",
    "filters",
    files([e for e in under(f"{WV}/Sunhouse") if e.size < 250 * 1000]),
)
q("the 3 largest wav files from 2026", "filters", files(biggest(aged(wavs, 0, JAN26), 3)))
q("pdf files in Teacher training", "filters", files(ext(under("Yoga/Teacher training"), "pdf")))
q(
    "dmg files bigger than 100 MB",
    "filters",
    files(
        [e for e in ext(vis, "dmg") if e.size > 100 * 1_000_000],
        absent=names([e for e in ext(vis, "dmg") if e.size <= 100 * 1_000_000]),
    ),
)
q("empty files", "filters", files([e for e in vis if e.size == 0]))
q(
    "docx files in PhD over 1 MB",
    "filters",
    files([e for e in ext(under("PhD"), "docx") if e.size > 1_000_000]),
)
_lis_big = [e for e in ext(under(f"{PH}/2026-04 Lisbon"), *photo) if e.size > 5_000_000]
q(
    "jpgs from Lisbon bigger than 5 MB",
    "filters",
    files(ext(_lis_big, "jpg"), absent=names(ext(_lis_big, "heic"))),
)

for _pool, _lim in [
    ([g[0] for g in dup_groups.values() if g[0].name.endswith(".pdf")], 2_500_000),
    (under(f"{FS}/2025"), 500_000_000),
    (ext(vis, "pdf"), 10_000_000),
    (ext(under(f"{PH}/2025-08 Isle of Skye"), *photo), 2_500_000),
    (ext(vis, "mp3"), 8_000_000),
    (ext(vis, "csv"), 100_000_000),
    (ext(vis, "pptx"), 35_000_000),
    (ext(under(f"{PH}/2026-04 Lisbon"), *photo), 5_000_000),
    (under(f"{WV}/Sunhouse"), 250_000),
    (ext(vis, "dmg"), 100_000_000),
    (ext(under("PhD"), "docx"), 1_000_000),
]:
    # the same files whether the size is read in decimal or binary units, none within 2% below the limit
    _bin = _lim * 1.024 if _lim < 1e6 else (_lim * 1.048576 if _lim < 1e9 else _lim * 1.073741824)
    assert not [e.path for e in _pool if _lim * 0.98 <= e.size <= _bin], _lim

# =============================================================================== decline
q("how much space is /var/log using", "decline", decline())
q("what's in my Dropbox folder?", "decline", decline())
q("how much space do my podcasts take?", "decline", decline())
q("show me photos of porpoises", "decline", decline())
q("summarise ch3_methods.tex for me", "decline", decline("ch3_methods.tex"))
q(
    "which students mentioned injuries on their waivers",
    "decline",
    decline(*names(waivers)),
)
q("¿cuántas fotos tengo de Sevilla?", "decline", decline())
q(
    "how long is the Vinyasa energy playlist in minutes",
    "decline",
    decline("Vinyasa energy.m3u8", *names(under(f"{PL}/Vinyasa energy"))),
)
q("how big is /etc", "decline", decline())
q("show my iCloud Drive", "decline", decline())
q("photos from Paris", "decline", decline())
q("whats the weather going to be like at Chanonry Point tomorrow", "decline", decline())
q("how much space does the Music folder take", "decline", decline())
q("translate the tenancy agreement into Spanish", "decline", decline(*names(ext(under(f"{HH}/Tenancy"), "pdf"))))
q("how many students came to yin in October", "decline", decline(*names(under(f"{CP}/Thursday Yin"))))
q("show me what's in ~/.ssh/id_ed25519", "decline", decline())
q("list the files on /Volumes/Fieldwork SSD", "decline", decline())
q("Wie groß ist der Ordner PhD?", "decline", decline())
q("which paper has the best method for click detection", "decline", decline(*names(named(vis, "click"))))
q("what's my uni password", "decline", decline())

# =============================================================================== actions
q("delete Downloads/MacTeX-2026.pkg", "actions", plan([by_path[f"{DL}/MacTeX-2026.pkg"]]))
q("move all the .dmg files in Downloads to Downloads/Installers", "actions", plan(ext(dl, "dmg")))
q("delete the duplicate papers in Downloads", "actions", plan(paper_copies, or_decline=True))
_keep_docs = {f"{DL}/MASTS2026_abstract_book.pdf", f"{DL}/Seville flights - boarding passes.pdf"}
_dl_cands = [e for e in dl if e.path not in _keep_docs]
q("clean up my Downloads", "actions", proposal(_dl_cands))
_space_cands = (
    _dl_cands
    + [e for g in dup_groups.values() for e in g]
    + under(f"{TH}/build", visible=False)
    + under(".cache", visible=False)
    + under(f"{FS}/2026/scripts/.Rproj.user", visible=False)
    + videos
)
q("help me free up some space", "actions", proposal(list({e.path: e for e in _space_cands}.values())))
q(
    "delete Waiver - Priya Shah.pdf",
    "actions",
    decline("Waiver - Priya Shah.pdf"),
)
q("delete smith", "actions", decline(*names(named(vis, "smith"))))
q("move /etc/hosts to Documents", "actions", decline())
q("delete everything in /tmp", "actions", decline())
q(
    "rename ch3_methods_v4_SB.docx to ch3_methods_v4_final.docx",
    "actions",
    plan([by_path[f"{TH}/Word drafts for Sarah/ch3_methods_v4_SB.docx"]]),
)
q(
    "put Octopus Energy bill 2026-10 (1).pdf from Downloads in the trash",
    "actions",
    plan([by_path[f"{DL}/Octopus Energy bill 2026-10 (1).pdf"]]),
)
q("delete Downloads/Untitled.txt", "actions", plan([by_path[f"{DL}/Untitled.txt"]]))
q("delete the empty files", "actions", plan([e for e in vis if e.size == 0]))
q("trash the unfinished download", "actions", plan(named(dl, ".crdownload")))
q(
    "move Whitfield ECS 2025 poster.pptx to PhD/Posters/old",
    "actions",
    plan([by_path["PhD/Posters/Whitfield ECS 2025 poster.pptx"]]),
)
q(
    "copy INV-067 Sunhouse Yoga Oct 2026.pdf to the Desktop",
    "actions",
    plan([by_path[f"{IV}/Sunhouse Yoga/INV-067 Sunhouse Yoga Oct 2026.pdf"]]),
)
q("delete the HEIC files in the Lisbon folder", "actions", plan(ext(under(f"{PH}/2026-04 Lisbon"), "heic")))
q("move Desktop/ch5 ideas.docx into PhD/Thesis", "actions", plan([by_path["Desktop/ch5 ideas.docx"]]))
q("delete my thesis", "actions", plan(under(TH, visible=False), or_decline=True))  # the Thesis folder, or "which?"
q("delete /usr/bin/python3", "actions", decline())

# =============================================================================== followup
_sun_big = biggest(sun_inv)[0]
q("which one is the biggest?", "followup", file(_sun_big.path), follows=P_SUNINV)
q("only the 2026 ones", "followup", files(ext(under(f"{FS}/2026"), "R")), follows=P_RSCRIPTS)
q("how much space do they take?", "followup", answer(size(aged(wavs, AUG25, JUL25))), follows=F_JUL25)
q(
    "which is the smallest?",
    "followup",
    file(smallest([e for e in ext(vis, "pdf") if e.size > 10 * 1_000_000]).path),
    follows=F_PDF10,
)
q("how much space would I save by deleting them?", "followup", answer(size(dl_copies)), follows=F_DLDUP)
q("and the Saturday ones?", "followup", files(under(f"{CP}/Saturday Slow Flow")), follows=D_TUE)
q(
    "only the ones for The Mill",
    "followup",
    files(named(ext(under("Yoga/Timetables"), "pdf"), "The Mill")),
    follows=P_TIMETABLES,
)
q(
    "what about 2024?",
    "followup",
    files(ext(under(f"{FS}/2024/data"), "csv")),
    follows=P_CSV25,
)
q("which is the newest?", "followup", file(newest(named(under(HH), "broadband")).path), follows=D_BROADBAND)
q("delete them", "followup", decline(*names(named(vis, "smith"))), follows=D_SMITH)
q("delete all of them", "followup", plan(ext(under(f"{PH}/2026-04 Lisbon"), "heic")), follows=F_HEIC)
q(
    "delete the copies in Downloads",
    "followup",
    plan([e for e in _big_dup if e.path.startswith(DL + "/")]),
    follows=F_BIGDUP,
)
q(
    "how many are there?",
    "followup",
    count(len([e for e in under(f"{FS}/2025") if e.size > 500 * 1_000_000])),
    follows=F_500,
)
q(
    "which ones mention butterfly?",
    "followup",
    files([e for e in under(f"{CP}/Thursday Yin") if "butterfly" in (e.text or "")]),
    follows=D_YIN,
)
q(
    "how big are they together?",
    "followup",
    answer(size([e for e in vis if e.age == "11-18"])),
    follows=F_NOV18,
)
q(
    "which ones are from 2026?",
    "followup",
    files(aged(ext(under(f"{HH}/Car"), "pdf"), 0, JAN26)),
    follows=P_CARPDF,
)
q("and Orkney?", "followup", answer(folder_size(f"{PH}/2026-07 Orkney fieldwork")), follows=D_BALI)
q(
    "which of those are older than a year?",
    "followup",
    files(aged(installers, YEAR), absent=names(aged(installers, 0, YEAR))),
    follows=P_INSTALL,
)
q("what about September?", "followup", files(aged(waivers, OCT1, SEP1)), follows=F_OCTW)
q(
    "which ones mention ch4",
    "followup",
    files([e for e in under("PhD/Supervisor meetings") if "ch4" in (e.text or "").lower()]),
    follows=P_MEET,
)
q("just the installers", "followup", files(aged(installers, JAN26, JAN25)), follows=F_DL25)

# =============================================================================== counts
lis = under(f"{PH}/2026-04 Lisbon")
q("how many photos did we take in Lisbon", "counts", count(len(ext(lis, *photo)), len(lis)))
wv_folder = under(WV)
q(
    "how many waivers do I have",
    "counts",
    count(len(waivers), len(waivers) + 1, len(named(vis, "waiver")), len(wv_folder)),
)
_pp_top = [e for e in under(PP) if "/" not in e.path[len(PP) + 1 :]]
q("how many papers are in my Papers folder", "counts", count(len(under(PP)), len(_pp_top)))
q("how many files do we have in total?", "counts", count(len(vis), len(es)))
q("How many invoices have been issued to The Mill Studio?", "counts", count(len(mill_inv)))
_rec26 = under(f"{FS}/2026/acoustics")
q(
    "how many wav recordings from the 2026 season",
    "counts",
    count(len(_rec26), len([e for e in _rec26 if e.name.startswith("ST6012")])),
)
q(
    "how many tuesday flow class plans have i got",
    "counts",
    count(len(ext(under(f"{CP}/Tuesday Flow"), "docx")), len(under(f"{CP}/Tuesday Flow"))),
)
q("how many pdfs are in Downloads", "counts", count(len(ext(dl, "pdf"))))
_ph25 = aged(ext(vis, *photo), JAN26, JAN25)
q(
    "how many photos from 2025",
    "counts",
    count(len(_ph25), len(_ph25) + len(aged(videos, JAN26, JAN25))),
)
_ph26 = aged(ext(under(PH), *photo), 0, JAN26)
_trips26 = [e for e in _ph26 if e.path.count("/") == 2]
q(
    "how many photos did we take this year?",
    "counts",
    count(len(_ph26), len(_trips26), len(_ph26) + len(aged(videos, 0, JAN26))),
)
q(
    "how many spreadsheets do we have",
    "counts",
    count(len(ext(vis, "xlsx")), len(ext(vis, "xlsx", "csv"))),
)


def main() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        if ex["kind"] in ("files", "plan", "proposal"):
            key = {"files": "paths", "plan": "files", "proposal": "candidates"}[ex["kind"]]
            for p in ex[key]:
                assert p in by_path, (d["id"], p)
    out = Path(__file__).with_name("heldout_ae.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    c = Counter(d["class"] for d in Q)
    print(len(Q), "questions", dict(c))


if __name__ == "__main__":
    main()
