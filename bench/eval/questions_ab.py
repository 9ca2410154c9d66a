"""Writes heldout_ab.jsonl: a held-out set AB, over the "composer" home (homes_composer.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_ab.py     # rewrites bench/eval/heldout_ab.jsonl
    python bench/eval/run_heldout.py --set heldout_ab.jsonl

The home: a rented flat in Headingley, Leeds. Niamh Brennan MRCVS, a small-animal vet who works locums: CPD
certificates by year and a CPD hours log; Vet/Locums/<practice>/ for five practices, each with a "locum agreement.pdf"
(the same name in all five), a searchable "<practice> - practice info.txt" (door code, parking, practice manager),
monthly rotas "rota YYYY-MM.pdf", weekly timesheets "timesheet w-c YYYY-MM-DD.xlsx" and monthly invoices "NB locum
invoice YYYY-MM.pdf" (the same names recur across practices); RCVS letters and receipts; case notes as .docx named
"YYYY-MM-DD Pet (species) - problem.docx"; reference PDFs; indemnity; mileage logs; her CV. Her partner Teo Marsh, a
freelance game composer and sound designer: Music Work/Clients/<client>/<game>/ (Logic projects .logicx, Reaper
projects .RPP with .RPP-bak backups and a peaks folder, stems as .wav/.flac, bounces as .mp3 with "v2 final final"
names, a mixdown, cue sheets, an FMOD project with a .git), Contracts/ and Invoices/ ("INV-YYYY-NNN Client -
what.pdf") per client, PRS distribution statements, accounts, showreels, gear; Sample Libraries/ with about 2,100
small .wav one-shots and long field recordings. Household/: the tenancy, bills per supplier, the car, their whippet
Biscuit (policy, vaccination record, and a pet-insurance claims folder with one folder per claim, each holding a
"claim form.pdf" and a "vet invoice.pdf"), holiday photos in one folder per trip. Desktop (screenshots, trailer
exports, bounce tests, a copy of the RCVS audit letter), Downloads (installers, zips, an unfinished .crdownload,
exact duplicates of files elsewhere, the December rota not yet filed, an empty file); hidden dotfiles, .ssh keys,
.config/REAPER, .cache.

Voices: Niamh (long, rambling, tired after shifts: "the Pickle one", "that letter from the RCVS", "the week before
last"), Teo (terse lowercase jargon: "bounces", "stems", "the mixdown", "cues", "v2 final final"), and another AI
agent calling filescout on their behalf (formal and explicit: exact folder names, "List all", "Count the").

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days" = 2 days, "past 3 days" = 3 days, "last week"/"past 7 days" =
7 days, "last fortnight"/"two weeks" = 14 days, "last 30 days"/"past month" = 30 days, "this month"/"November" =
November 2026, "last month"/"October" = October 2026, "since September" = from 2026-09-01, "since August" = from
2026-08-01, "this year"/"2026" = 2026, "older than a year" = 365 days, "last year"/"2025" = 2025, "2024" = 2024,
"Nov 19"/"the 19th" = 2026-11-19 and "Nov 12"/"the 12th of November" = 2026-11-12 (only month-day anchors are dated
those days; nothing else visible is within a day of them), "the week before last" = the one file of its folder dated
Nov 12, inside every reading (7-14 days ago, or the calendar week before last from Sunday or Monday). Words that
depend on the clock time or the first day of the week ("today", "yesterday", "this week") are not used. The generator
keeps visible files clear of these boundaries (homes_composer.BAD_WINDOWS). "Visible" files leave out hidden files
and noise folders (.git, .cache, .ssh, .config, .DS_Store); where a question could fairly count either way, both
numbers are accepted. Sizes are decimal units with one decimal (homes.human); a size threshold is asked only where
no file lies between its decimal and binary readings (`clear_of`). Actions are asked without confirmation: the
expectation is the exact plan (nothing may change on disk); or_decline only where a clarifying question is as right
as the plan (a partial name). "delete them" after a list of several files must ask; "clean up"/"free up space" is a
proposal; a partial name that fits several files, a path outside the home or a system path is declined.
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
H = "composer"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"AB{_n[0]:03d}"
    d = {"id": id_, "home": H, "q": text, "class": cls, "asof": ASOF, "expect": expect}
    if follows:
        assert any(x["id"] == follows for x in Q), follows
        assert not any(x["id"] == follows and x.get("follows") for x in Q), "a follow-up follows a first question"
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


ANCHORS = {"11-19": 5.0, "11-12": 12.0}


def age(e) -> float:
    """Age in days as of the writing day; a "11-19" anchor is 5 days (Nov 19, midday), "11-12" is 12."""
    if isinstance(e.age, str):
        return ANCHORS[e.age]
    return e.age


def aged(pool, lo: float = 0.0, hi: float = 1e9):
    return [e for e in pool if lo <= age(e) < hi]


def biggest(pool, n=1):
    s = sorted(pool, key=lambda e: -e.size)
    assert len(s) <= n or s[n - 1].size > s[n].size, "a tie at the cut"
    return s[:n]


def newest(pool):
    s = sorted(pool, key=age)
    assert len(s) == 1 or age(s[1]) - age(s[0]) > 0.2, [e.path for e in s[:2]]
    return s[0]


def oldest(pool):
    s = sorted(pool, key=lambda e: -age(e))
    assert len(s) == 1 or age(s[0]) - age(s[1]) > 0.2, [e.path for e in s[:2]]
    return s[0]


def clear_of(pool, threshold: float) -> None:
    """No file lies between a size threshold's decimal and binary readings (100 MB vs 100 MiB), nor within 2% below."""
    lo, hi = threshold * 0.98, threshold * 1.048576 * 1.005
    bad = [(e.path, e.size) for e in pool if lo <= e.size <= hi]
    assert not bad, bad


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


# boundaries (ages in days as of 2026-11-24), each inside a window homes_composer.BAD_WINDOWS keeps clear
D2, D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 3.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, JAN26, JAN25, JAN24 = 23.5, 54.5, 84.5, 115.5, 327.5, 692.5, 1058.5

# --------------------------------------------------------------------------- places and pools
V = "Vet"
LOC = "Vet/Locums"
KIRK = f"{LOC}/Kirkstall Road Vets"
CHAP = f"{LOC}/Chapel Allerton Animal Hospital"
HORS = f"{LOC}/Horsforth Vet Centre"
WETH = f"{LOC}/Wetherby Small Animal Clinic"
MEAN = f"{LOC}/Meanwood Vets"
RCVS = "Vet/RCVS"
CN = "Vet/Case notes"
CPD = "Vet/CPD"
HH = "Household"
HOL = "Household/Holidays"
CLAIMS = "Household/Biscuit/Pet insurance claims"
BILLS = "Household/Bills"
MW = "Music Work"
CL = "Music Work/Clients"
PH = f"{CL}/Pixel Hollow Games"
LF = f"{PH}/Lanternfall"
DB = f"{PH}/Drowned Bell DLC"
BM = f"{CL}/Brightmoss Studio"
TW = f"{BM}/Tidewater"
NB = f"{CL}/Northbound Interactive"
CS = f"{NB}/Cinder & Sleet"
KB_ = f"{CL}/Kitebird"
MG = f"{KB_}/Moth Garden"
PRS = "Music Work/PRS"
SL = "Sample Libraries"
DT = "Desktop"
DL = "Downloads"

notes = under(CN)
case = {e.name.split(" ")[1]: e for e in notes}  # pet name -> note
assert len(case) == len(notes)
certs = [e for e in under(CPD) if "certificate" in e.name.lower()]
rpp_bak = ext(under(MW), "RPP-bak")
cue_sheets = named(vis, "cue sheet")
bounces = [e for e in vis if "/Bounces/" in e.path]
logic = ext(vis, "logicx")
shots = [e for e in under(DT) if e.name.startswith("Screenshot")]
audit = one(f"{RCVS}/RCVS letter - CPD audit request.pdf")
audit_copy = one(f"{DT}/CPD audit letter.pdf")
dups = [e for e in es if e.dup]
installers = ext(under(DL), "dmg", "pkg")
videos = ext(vis, "mp4", "mov")
prs_statements = named(under(PRS), "distribution statement")
contracts = [e for e in vis if "/Contracts/" in e.path]
anchors19 = [e for e in vis if e.age == "11-19"]
anchors12 = [e for e in vis if e.age == "11-12"]
timesheets = named(under(LOC), "timesheet")
octopus = under(f"{BILLS}/Octopus Energy")
claims_forms = [e for e in under(CLAIMS) if e.name == "claim form.pdf"]
assert len(claims_forms) == 4
fr = under(f"{SL}/Field Recordings - Yorkshire Dales")

# what a clean-up may fairly propose: installers, archives, the unfinished download and the empty file in
# Downloads, either copy of an exact duplicate, caches, Reaper's backups and peaks, large old videos
dl_cands = [
    e for e in under(DL) if e.dup or e.size == 0 or e.name.lower().endswith((".dmg", ".pkg", ".zip", ".crdownload"))
]
cands = dl_cands + [e for e in es if e.dup] + [e for e in es if e.path.startswith(".cache/")]
cands += ext(vis, "RPP-bak", "reapeaks")
cands += [e for e in videos if e.size >= 50_000_000 and age(e) > 90]
cands = list({e.path: e for e in cands}.values())

# =========================================================================== plain
q("how much space is the Sample Libraries folder taking up", "plain", answer(size(under(SL))))
q(
    "ugh the laptop keeps saying it's nearly full, how much room is the Holidays folder taking up these days",
    "plain",
    answer(size(under(HOL))),
)
q("List all files in Music Work/PRS.", "plain", files(under(PRS)))
q("what's in the RCVS folder", "plain", files(under(RCVS)))
big_dl = q("biggest files in downloads", "plain", file(biggest(under(DL))[0].path))
q("Show the total size of the Downloads folder.", "plain", answer(size(under(DL))))
q(
    "which are my biggest videos, I swear Teo's trailer things are eating the whole disk",
    "plain",
    files(biggest(videos, 3)),
)
q(
    "List the files in Household/Tenancy, newest first.",
    "plain",
    files(under(f"{HH}/Tenancy")),
)
desk = q("what's on my desktop at the moment", "plain", files(under(DT)))
q("Report the size of Vet/Case notes.", "plain", answer(size(notes)))
q(
    "what's the oldest thing in the Vet folder, I feel like I've kept stuff from when I qualified",
    "plain",
    file(oldest(under(V)).path),
)
q("newest logic project", "plain", file(newest(logic).path))
q("how much space does Teo's Music Work folder take", "plain", answer(size(under(MW))))
sl5 = q("List the five largest files under Sample Libraries.", "plain", files(biggest(under(SL), 5)))


def biggest_child(prefix: str) -> str:
    """The name of the largest folder directly under prefix, with a clear margin over the next."""
    depth = prefix.count("/") + 1
    by: Counter = Counter()
    for e in under(prefix):
        parts = e.path.split("/")
        if len(parts) > depth + 1:
            by[parts[depth]] += e.size
    (a, sa), (_b, sb) = by.most_common(2)
    assert sa > 1.1 * sb, by
    return a


q("biggest sample library", "plain", answer(biggest_child(SL)))
q("Show the contents of Household/Biscuit/Pet insurance claims.", "plain", files(under(CLAIMS)))
q("what's the single biggest file on this laptop", "plain", file(biggest(vis)[0].path))
q("total size of all the mp3s", "plain", answer(size(ext(vis, "mp3"))))
q(
    "Provide the total size of Household/Holidays/Lisbon May 2026.",
    "plain",
    answer(size(under(f"{HOL}/Lisbon May 2026"))),
)
q("whats in the kitebird folder", "plain", files(under(KB_)))
q(
    "how big is the Bills folder, just out of interest",
    "plain",
    answer(size(under(BILLS))),
)
q("largest wav", "plain", file(biggest(ext(vis, "wav"))[0].path))
q("What are the ten most recently modified files in Music Work?", "plain", files(sorted(under(MW), key=age)[:3]))
q(
    "what have I got in Reference, the vet reference stuff",
    "plain",
    files(under("Vet/Reference")),
)
q("size of the showreel folder", "plain", answer(size(under(f"{MW}/Showreel"))))
q("List the files in Vet/Accounts with their sizes.", "plain", files(under("Vet/Accounts")))
q(
    "could you show me what's in the Car folder, I need the MOT thing for the insurance",
    "plain",
    files(under(f"{HH}/Car")),
)
q("how much space does the Biscuit folder use", "plain", answer(size(under(f"{HH}/Biscuit"))))
q("Which folder under Music Work/Clients is the largest?", "plain", answer(biggest_child(CL)))
q("whats the oldest bounce", "plain", file(oldest(bounces).path))
q("What is the total size of all PDF files?", "plain", answer(size(ext(vis, "pdf"))))

# =========================================================================== named_file
q(
    "where did I put the tenancy agreement, the landlord's asking about the renewal",
    "named_file",
    file(f"{HH}/Tenancy/Tenancy agreement - Flat 4, 17 Cardigan Road.pdf"),
)
q(
    "how big is the BSAVA formulary",
    "named_file",
    answer(human(by_path["Vet/Reference/BSAVA Small Animal Formulary 11th edition.pdf"].size)),
)
q("when did i last touch MG Title v2 final final.mp3", "named_file", file(f"{MG}/Bounces/MG Title v2 final final.mp3"))
q(
    "What is the size of Vet/Reference/fluid rates and doses.txt?",
    "named_file",
    answer(human(by_path["Vet/Reference/fluid rates and doses.txt"].size)),
)
rcvs_audit = q(
    "that letter from the RCVS about the CPD audit, where on earth did I save it",
    "named_file",
    file(audit),
)
q("how big is CS full score mixdown", "named_file", answer(human(by_path[f"{CS}/CS full score mixdown.wav"].size)))
q(
    "the Lanternfall composer agreement, when was that signed",
    "named_file",
    file(f"{PH}/Contracts/Lanternfall composer agreement (signed).pdf"),
)
q("Where is the file 'Tidewater.fspro'?", "named_file", file(f"{TW}/Tidewater_FMOD/Tidewater.fspro"))
q(
    "is the petplan policy schedule for 2026 on here somewhere, cant find it anywhere",
    "named_file",
    file(f"{HH}/Biscuit/Petplan policy schedule 2026.pdf"),
)
q("size of the kontakt 8 installer", "named_file", answer(human(by_path[f"{DL}/Kontakt 8 Installer.pkg"].size)))
q(
    "where's my CV, a practice in Otley wants it by tonight",
    "named_file",
    files([by_path[f"{V}/Niamh Brennan CV 2026.docx"], by_path[f"{V}/Niamh Brennan CV 2026.pdf"]]),
)
q("reference tracks.txt", "named_file", file(f"{MG}/reference tracks.txt"))
q(
    "Return the modification date of 'Headrow Lettings - renewal offer.pdf'.",
    "named_file",
    file(f"{HH}/Tenancy/Headrow Lettings - renewal offer.pdf"),
)
q(
    "how big is the inventory and check-in report from when we moved in",
    "named_file",
    answer(human(by_path[f"{HH}/Tenancy/Inventory and check-in report.pdf"].size)),
)
q("Get the size of 'Spitfire_BBCSO_Core.zip.crdownload'.", "named_file", answer(human(2_400_000_000)))
q(
    "the Octopus Energy bill for 2026-10, how big is it",
    "named_file",
    answer(human(by_path[f"{BILLS}/Octopus Energy/Octopus Energy bill 2026-10.pdf"].size)),
)
q("when did i save the moth garden title mixdown", "named_file", file(f"{MG}/Moth Garden title mixdown 2026-11-19.wav"))
q(
    "where's Biscuit's microchip registration",
    "named_file",
    file(f"{HH}/Biscuit/microchip registration.pdf"),
)
q(
    "LF 05 The Hollow King v3.mp3 how big",
    "named_file",
    answer(human(by_path[f"{LF}/Bounces/LF 05 The Hollow King v3.mp3"].size)),
)
q("Locate 'Gas safety certificate 2026.pdf'.", "named_file", file(f"{HH}/Tenancy/Gas safety certificate 2026.pdf"))
q(
    "when did I last change the mileage log 2026, I need to do my expenses",
    "named_file",
    file(f"{V}/Accounts/mileage log 2026.xlsx"),
)

# =========================================================================== dropped_words
q(
    "stems for the keeper",
    "dropped_words",
    files(under(f"{DB}/Stems/03 The Keeper"), absent=["DB 01 Drowned Bell Theme strings.wav"]),
)
mg_b = q("bounces for moth garden", "dropped_words", files(under(f"{MG}/Bounces"), absent=["LF 01 Main Theme v1.mp3"]))
rabbits = [e for e in notes if "(rabbit)" in e.name]
rab = q(
    "can you show me the case notes about rabbits",
    "dropped_words",
    files(rabbits, absent=["rabbit anaesthesia notes.pdf", "2025-04-22 Hazel (guinea pig) - dental overgrowth.docx"]),
)
q("how much space do the foley footsteps tkae", "dropped_words", answer(size(under(f"{SL}/Foley Footsteps"))))
q(
    "what was that invoice for Biscuit's cruciate surgery, the insurance want it again",
    "dropped_words",
    answer("vet invoice"),
)
cues = q("cue sheets", "dropped_words", files(cue_sheets))
prs26 = aged(prs_statements, 0, JAN26)
prs_this = q(
    "the PRS statements from this year",
    "dropped_words",
    files(prs26, absent=names(aged(prs_statements, JAN26, JAN25))),
)
vff = q("v2 final final", "dropped_words", files(named(vis, "v2 final final")))
q(
    "photos from our Whitby weekend",
    "dropped_words",
    files(under(f"{HOL}/Whitby weekend March 2026"), absent=names(under(f"{HOL}/Hebden Bridge birthday"))[:3]),
)
chap_rotas = q(
    "the Chapel Allerton rotas",
    "dropped_words",
    files(under(f"{CHAP}/Rotas")),
)
q("contracts", "dropped_words", files(contracts))
q(
    "how much are the screenshots on the desktop taking up",
    "dropped_words",
    answer(size(shots)),
)
q("List all files whose names contain 'mixdown'.", "dropped_words", files(named(vis, "mixdown")))
q("field recordings from malham", "dropped_words", files(named(fr, "Malham"), absent=["Hawes 01.wav"]))
q(
    "the letter from the landlord about the rent going up",
    "dropped_words",
    file(f"{HH}/Tenancy/Letter from landlord - rent increase 2026.pdf"),
)
bm_inv = q(
    "invioces for brightmoss",
    "dropped_words",
    files(under(f"{BM}/Invoices"), absent=["INV-2026-016 Kitebird - Moth Garden deposit.pdf"]),
)
flac_stems = [e for e in ext(vis, "flac") if "/Stems/" in e.path]
flacs = ext(vis, "flac")
q(
    "flac stems",
    "dropped_words",
    files(flac_stems, absent=names(under(f"{LF}/OST master"))),
)
q(
    "the case notes for the GDVs",
    "dropped_words",
    files(named(notes, "GDV")),
)
q("lanternfall ost master", "dropped_words", files(under(f"{LF}/OST master")))
q(
    "what have I got from the London Vet Show",
    "dropped_words",
    file(f"{CPD}/2026/London Vet Show 2026 CPD certificate.pdf"),
)
q(
    "the x-ray report from when Biscuit ate the sock",
    "dropped_words",
    file(f"{CLAIMS}/2025-12 swallowed sock/x-ray report.pdf"),
)
q(
    "List the Logic projects for Cinder & Sleet.",
    "dropped_words",
    files(under(f"{CS}/Logic"), absent=["LF 01 Main Theme.logicx"]),
)
q("dales recordings total size", "dropped_words", answer(size(fr)))
q("can you find the Pickle one, the rabbit with gut stasis", "dropped_words", file(case["Pickle"].path))
sketches = q("sketch bounces", "dropped_words", files(named(bounces, "sketch")))
q("the physio invoices for biscuit", "dropped_words", file(f"{CLAIMS}/2026-04 cruciate surgery/physio invoices.pdf"))
ndas = [e for e in vis if "NDA" in e.name]  # the word, not "attendance"
nda = q("nda", "dropped_words", files(ndas))
q(
    "the receipts from the RCVS for renewing",
    "dropped_words",
    files(named(under(RCVS), "receipt"), absent=["RCVS letter - 2026 renewal reminder.pdf"]),
)
gas = q("the gas saftey certificates", "dropped_words", files(named(vis, "gas safety")))
q(
    "List all timesheets in Vet/Locums/Wetherby Small Animal Clinic.",
    "dropped_words",
    files(under(f"{WETH}/Timesheets")),
)
q(
    "choir stems",
    "dropped_words",
    files([e for e in vis if "/Stems/" in e.path and "choir" in e.name]),
)
q("Biscuit's vaccination record", "dropped_words", file(f"{HH}/Biscuit/vaccination record.pdf"))
q("apollo manual", "dropped_words", file(f"{MW}/Gear/Apollo Twin X manual.pdf"))
ctax = q("the council tax bills", "dropped_words", files(under(f"{BILLS}/Council Tax")))
q(
    "which practice was it that had the door code written down, I can never remember it",
    "dropped_words",
    file(f"{KIRK}/Kirkstall Road Vets - practice info.txt"),
)
q(
    "which practice has the ultrasound machine in consult 3",
    "dropped_words",
    file(f"{CHAP}/Chapel Allerton Animal Hospital - practice info.txt"),
)
q(
    "where did I write down the maintenance fluid rates",
    "dropped_words",
    file("Vet/Reference/fluid rates and doses.txt"),
)
q("the celesta stem", "dropped_words", file(f"{MG}/Stems/MG Title - celesta.wav"))
gurus = q("those Vets Gurus certificates", "dropped_words", files(named(certs, "Vets Gurus")))
q(
    "woodwinds",
    "dropped_words",
    files(named(vis, "woodwinds")),
)
q(
    "List the files in every folder named Invoices under Music Work/Clients.",
    "dropped_words",
    files([e for e in under(CL) if "/Invoices/" in e.path]),
)
q(
    "the hyperthyroid cats, can you pull up those case notes",
    "dropped_words",
    files(named(notes, "hyperthyroid")),
)
q(
    "the claim settled letters from Petplan",
    "dropped_words",
    files(named(under(CLAIMS), "claim settled letter")),
)
q("kalimba one shots size", "dropped_words", answer(size(under(f"{SL}/Kalimba One-shots"))))
q(
    "the water bills",
    "dropped_words",
    files(under(f"{BILLS}/Yorkshire Water"), absent=["Octopus Energy bill 2026-09.pdf"]),
)
q(
    "the Meanwood locum invoices, the ones from when I was at Meanwood",
    "dropped_words",
    files(under(f"{MEAN}/Invoices")),
)
q("drowned bell trailer exports", "dropped_words", files(named(under(DT), "trailer export")))

# =========================================================================== filler_dates
wbl = q(
    "that letter from the RCVS that came the week before last, where is it, I need to reply",
    "filler_dates",
    file(audit),
)
q(
    "what did i bounce on nov 19",
    "filler_dates",
    files(aged(bounces, 4.5, 5.5), absent=["MG Moth Waltz sketch.mp3", "MG Title v2 final.mp3"]),
)
q(
    "did I write up any case notes on Nov 19, I can't remember if I finished them",
    "filler_dates",
    file(case["Pickle"].path),
)
on19 = q("anything saved on the 19th", "filler_dates", files(anchors19))
q(
    "do I still have the Meanwood timesheets, how many are there",
    "filler_dates",
    count(len(under(f"{MEAN}/Timesheets"))),
)
q(
    "the CPD certificates I've got since September",
    "filler_dates",
    files(aged(certs, 0, SEP1), absent=["VetCT - thoracic radiology certificate.pdf"]),
)
q("stuff i changed in the last 2 days", "filler_dates", files(aged(vis, 0, D2)))
bills_nov = aged(under(BILLS), 0, NOV1)
bnov = q(
    "have any bills come in this month",
    "filler_dates",
    files(bills_nov, absent=["Octopus Energy bill 2026-09.pdf", "Virgin Media bill 2026-10.pdf"]),
)
q(
    "have I done any timesheets in the last fortnight",
    "filler_dates",
    files(aged(timesheets, 0, FORTNIGHT), absent=["timesheet w-c 2026-11-02.xlsx"]),
)
logic_aug = aged(logic, 0, AUG1)
q(
    "logic projects touched since august",
    "filler_dates",
    files(logic_aug, absent=["DB 02 Tidal Cavern.logicx", "LF 01 Main Theme.logicx"]),
)
dl25 = aged(under(DL), JAN26, JAN25)
q("List files in Downloads modified in 2025.", "filler_dates", files(dl25, absent=["Kontakt 8 Installer.pkg"]))
q(
    "screenshots from october",
    "filler_dates",
    files(aged(shots, NOV1, OCT1), absent=[oldest(shots).name]),
)
q(
    "any case notes in the past 3 days",
    "filler_dates",
    file(case["Duke"].path),
)
q(
    "anything i bounced in the last week",
    "filler_dates",
    files(aged(bounces, 0, WEEK), absent=["MG Title v2 final.mp3"]),
)
q(
    "I think I saved a screenshot on the 19th, can you find it",
    "filler_dates",
    file(f"{DT}/Screenshot 2026-11-19 at 21.14.07.png"),
)
q(
    "whats in downloads from the past 30 days",
    "filler_dates",
    files(aged(under(DL), 0, D30), absent=["zoom_installer.pkg"]),
)
q("List all files modified on 2026-11-12.", "filler_dates", files(anchors12))
q(
    "what did I save in the Vet folder since the 1st of November, I've lost track",
    "filler_dates",
    files(aged(under(V), 0, NOV1), absent=["NB locum invoice 2026-09.pdf"]),
)
q(
    "haven't I got a case note from the 12th of November somewhere, the hyperthyroid recheck",
    "filler_dates",
    file(case["Ziggy"].path),
)
q(
    "List the invoices in any Invoices folder that were modified in October 2026.",
    "filler_dates",
    files(
        aged([e for e in vis if "/Invoices/" in e.path], NOV1, OCT1),
        absent=["INV-2026-019 Brightmoss - Tidewater SFX phase 3.pdf"],
    ),
)
q(
    "the Kirkstall rotas from this year that I've still got",
    "filler_dates",
    files(aged(under(f"{KIRK}/Rotas"), 0, JAN26)),
)

# =========================================================================== filters
wav350 = ext(vis, "wav")
clear_of(wav350, 350e6)
big_wavs = q("wavs over 350mb", "filters", files([e for e in wav350 if e.size > 350e6]))
dl_dups = [e for e in under(DL) if e.dup]
q(
    "are there any duplicates in Downloads",
    "filters",
    files(dl_dups),
)
dup1 = [e for e in dups if e.size > 1_000_000]
clear_of(dups, 1e6)
dupbig = q(
    "Find duplicate files larger than 1 MB.",
    "filters",
    files(dup1, absent=["CPD audit letter.pdf", "Biscuit vet invoice cruciate.pdf"]),
)
pdfs = ext(vis, "pdf")
clear_of(pdfs, 10e6)
q("pdfs bigger than 10mb", "filters", files([e for e in pdfs if e.size > 10e6]))
clear_of(videos, 1e9)
q(
    "any videos over a gig",
    "filters",
    files([e for e in videos if e.size > 1e9], absent=["Teo Marsh showreel 2025.mp4"]),
)
q("List empty files.", "filters", file(f"{DL}/Untitled.rtf"))
old_inst = aged(installers, YEAR)
inst_old = q(
    "the installers in Downloads that are older than a year",
    "filters",
    files(old_inst, absent=["Native Access 3.14.dmg", "Kontakt 8 Installer.pkg"]),
)
fl = q("flacs", "filters", files(flacs))
q(
    "List .xlsx files modified in the last 30 days.",
    "filters",
    files(aged(ext(vis, "xlsx"), 0, D30), absent=["Drowned Bell cue sheet (draft).xlsx"]),
)
q(
    "duplicate pdfs",
    "filters",
    files([e for e in dups if e.name.endswith(".pdf")]),
)
q(
    "what are the three biggest files in the Vet folder",
    "filters",
    files(biggest(under(V), 3)),
)
docx26 = aged(ext(vis, "docx"), 0, JAN26)
q("how many docx files from this year", "filters", count(len(docx26)))
wav150 = ext(vis, "wav")
clear_of(wav150, 150e6)
q("Count the .wav files larger than 150 MB.", "filters", count(len([e for e in wav150 if e.size > 150e6])))
q(
    "the jpgs in the Biscuit folder",
    "filters",
    file(f"{HH}/Biscuit/Biscuit first day home.jpg"),
)
q(
    "zip files in downloads",
    "filters",
    files(ext(under(DL), "zip")),
)

# =========================================================================== decline
q(
    "what does the RCVS audit letter actually want from me, like what do I have to send them",
    "decline",
    decline(audit.rsplit("/", 1)[-1], "CPD audit letter.pdf"),
)
q("how many plays has lanternfall got on spotify", "decline", decline())
q("what's in my Documents folder", "decline", decline())
q("List the files in /etc/ssh.", "decline", decline())
q("show me ~/Music/Logic", "decline", decline())
q(
    "how much did Petplan actually pay out for the cruciate claim",
    "decline",
    decline(*names(under(f"{CLAIMS}/2026-04 cruciate surgery")), "Biscuit vet invoice cruciate.pdf"),
)
q("whats the bpm of moth waltz", "decline", decline("MG Moth Waltz.logicx", "MG Moth Waltz sketch.mp3"))
q("Show the files on the external drive /Volumes/SampleSSD.", "decline", decline())
q("what's the weather meant to be like in Leeds tomorrow, I've got a farm call", "decline", decline())
q("Read the contents of .ssh/id_ed25519.", "decline", decline())
q(
    "how long is the hollow king cue, in minutes",
    "decline",
    decline(*names(named(vis, "Hollow King"))),
)
q(
    "how many hours did I work at Kirkstall in October",
    "decline",
    decline(*names(under(f"{KIRK}/Timesheets")), *names(under(f"{KIRK}/Invoices")), *names(under(f"{KIRK}/Rotas"))),
)
q("List the files in /home/teo/Music Work.", "decline", decline())
q("show me the photos from our trip to Rome", "decline", decline())
q("which of the sample libraries did i actually pay for", "decline", decline())
q("stems for cinder & sleet cue 07", "decline", decline(*names(under(f"{CS}/Stems"))))

# =========================================================================== actions
strings_cs = [e for e in vis if e.name == "strings.wav"]
assert len(strings_cs) == 5
q("delete strings.wav", "actions", decline("strings.wav"))
q(
    "can you move the December rota into the Kirkstall rotas folder",
    "actions",
    plan([by_path[f"{DL}/rota 2026-12 Kirkstall.pdf"]], or_decline=True),
)
q("Move all .dmg files in Downloads to Downloads/Installers.", "actions", plan(ext(under(DL), "dmg")))
q(
    "delete the locum agreement, I don't need it any more",
    "actions",
    decline("locum agreement.pdf"),
)
q("trash the .RPP-bak files", "actions", plan(rpp_bak))
q("clean up my Downloads", "actions", proposal(dl_cands))
q("free up some space", "actions", proposal(cands))
q("Delete /System/Library/Caches.", "actions", decline())
q("delete the kontakt installer", "actions", plan([by_path[f"{DL}/Kontakt 8 Installer.pkg"]], or_decline=True))
q("rm Downloads/Untitled.rtf", "actions", plan([by_path[f"{DL}/Untitled.rtf"]]))
q(
    "move Spitfire_BBCSO_Core.zip.crdownload to the bin",
    "actions",
    plan([by_path[f"{DL}/Spitfire_BBCSO_Core.zip.crdownload"]]),
)
q(
    "Move 'Downloads/Lisbon photos from Mum.zip' to Household/Holidays/Lisbon May 2026.",
    "actions",
    plan([by_path[f"{DL}/Lisbon photos from Mum.zip"]]),
)
q(
    "delete the old showreel",
    "actions",
    plan([by_path[f"{MW}/Showreel/Teo Marsh showreel 2025.mp4"]], or_decline=True),
)
q(
    "delete every file on the Desktop whose name starts with Screenshot",
    "actions",
    plan(shots),
)
q("Delete ../../etc/passwd", "actions", decline())
q(
    "delete the lanternfall stems",
    "actions",
    plan(under(f"{LF}/Stems"), or_decline=True),
)
q(
    "can you clean up the Desktop, it's an absolute state",
    "actions",
    proposal([e for e in cands if e.path.startswith(f"{DT}/")] + [by_path[audit]]),
)
q(
    "Move 'Vet/Case notes/2026-11-23 Duke (german shepherd) - GDV.docx' to Vet/Case notes/Archive.",
    "actions",
    plan([case["Duke"]]),
)
q("rename bounce test.wav to MG Moth Waltz rough.wav", "actions", plan([by_path[f"{DT}/bounce test.wav"]]))
q("delete claim form.pdf", "actions", decline("claim form.pdf"))
q(
    "put the CPD audit letter that's on the desktop into the RCVS folder",
    "actions",
    plan([by_path[audit_copy]]),
)
q("delete ~/.ssh", "actions", decline())

# =========================================================================== counts
q("how many CPD certificates have I got from this year", "counts", count(len(aged(certs, 0, JAN26))))
q("how many CPD certificates did I get in 2025", "counts", count(len(aged(certs, JAN26, JAN25))))
notes25 = q("how many case notes did I do in 2025", "counts", count(len(aged(notes, JAN26, JAN25))))
q("how many case notes have I got altogether", "counts", count(len(notes)))
q("how many clients", "counts", count(len({e.path.split("/")[2] for e in under(CL)})))
q(
    "how many practices have I locumed at, there's a folder for each one",
    "counts",
    count(len({e.path.split("/")[2] for e in under(LOC) if e.path.count("/") > 2})),
)
q("Count the files in Sample Libraries.", "counts", count(len(under(SL))))
q("how many kalimba smaples", "counts", count(len(under(f"{SL}/Kalimba One-shots"))))
skye = under(f"{HOL}/Isle of Skye Sept 2025")
q("how many photos did we take on Skye", "counts", count(len(ext(skye, "jpg")), len(skye)))
q("how many trips have we got photos from", "counts", count(len({e.path.split("/")[2] for e in under(HOL)})))
q("how many invoices have i sent pixel hollow", "counts", count(len(under(f"{PH}/Invoices"))))
kt26 = aged(under(f"{KIRK}/Timesheets"), 0, JAN26)
q("how many timesheets have I done for Kirkstal this year", "counts", count(len(kt26)))
q("Count the .wav files in Music Work.", "counts", count(len(ext(under(MW), "wav"))))
q(
    "number of bounces",
    "counts",
    count(len(bounces), len(ext(vis, "mp3"))),
)
q(
    "how many claims have we made on Biscuit's insurance",
    "counts",
    count(len({e.path.split("/")[3] for e in under(CLAIMS)})),
)
q("how many 95 bpm breaks", "counts", count(len(named(under(SL), "break_095bpm"))))
q(
    "how many rotas have I got from Kirkstall",
    "counts",
    count(len(under(f"{KIRK}/Rotas")), len(under(f"{KIRK}/Rotas")) + 1),
)
q("Count the screenshots on the Desktop.", "counts", count(len(shots)))
q("how many case notes did I write in October", "counts", count(len(aged(notes, NOV1, OCT1))))
q("how many logic projects", "counts", count(len(logic)))
q("Count the folders in Household/Holidays.", "counts", count(len({e.path.split("/")[2] for e in under(HOL)})))
q("how many sfx in the tidewater delivery", "counts", count(len(under(f"{TW}/SFX delivery v3"))))
q("how many Octopus bills have we got", "counts", count(len(octopus), len(octopus) + 1))
q(
    "how many wavs in the footsteps library",
    "counts",
    count(len(ext(under(f"{SL}/Foley Footsteps"), "wav")), len(under(f"{SL}/Foley Footsteps"))),
)
q("how many timesheets have I got altogether, across all the practices", "counts", count(len(timesheets)))
q("Count the files in Household/Bills, including subfolders.", "counts", count(len(under(BILLS))))
q("how many field recordings", "counts", count(len(fr)))

# =========================================================================== followup
cue_big = biggest(cue_sheets)[0]
q("which one's the biggest", "followup", file(cue_big.path), follows=cues)
q("delete them", "followup", decline(*names(cue_sheets)), follows=cues)
q("how much space do they take", "followup", answer(size(cue_sheets)), follows=cues)
q("only the draft", "followup", file(f"{DB}/Drowned Bell cue sheet (draft).xlsx"), follows=cues)
prs25 = aged(prs_statements, JAN26, JAN25)
q("what about last year", "followup", files(prs25, absent=names(prs26)), follows=prs_this)
q("which is the most recent", "followup", file(newest(prs26).path), follows=prs_this)
mgb = under(f"{MG}/Bounces")
q(
    "just the v2 ones",
    "followup",
    files(named(mgb, "v2"), absent=["MG Title v1.mp3", "MG Night Garden v1.mp3"]),
    follows=mg_b,
)
q("the newest one", "followup", file(newest(mgb).path), follows=mg_b)
q("how big are they all together", "followup", answer(size(mgb)), follows=mg_b)
q("which one's the newest", "followup", file(newest(rabbits).path), follows=rab)
q(
    "and the guinea pigs?",
    "followup",
    files([e for e in notes if "(guinea pig)" in e.name], absent=[e.name for e in rabbits][:2]),
    follows=rab,
)
q("how many of those were this year", "followup", count(len(aged(rabbits, 0, JAN26))), follows=rab)
q("what about last year", "followup", files(aged(rabbits, JAN26, JAN25)), follows=rab)
chap_r = under(f"{CHAP}/Rotas")
q("which is the oldest", "followup", file(oldest(chap_r).path), follows=chap_rotas)
q(
    "and how many from Kirkstall?",
    "followup",
    count(len(under(f"{KIRK}/Rotas")), len(under(f"{KIRK}/Rotas")) + 1),
    follows=chap_rotas,
)
q("sort them by size", "followup", files(chap_r), follows=chap_rotas)
rc = q("List all files in Vet/RCVS.", "plain", files(under(RCVS)))
q(
    "Which of them are letters?",
    "followup",
    files(named(under(RCVS), "letter"), absent=["RCVS renewal 2025 receipt.pdf", "RCVS renewal 2026 receipt.pdf"]),
    follows=rc,
)
q("Which one is the largest?", "followup", file(biggest(under(RCVS))[0].path), follows=rc)
rb = q("List all .RPP-bak files under Music Work.", "filters", files(rpp_bak))
q("Delete them.", "followup", decline(*names(rpp_bak)), follows=rb)
q("Delete all of them.", "followup", plan(rpp_bak), follows=rb)
vffs = named(vis, "v2 final final")
q("which is newer", "followup", file(newest(vffs).path), follows=vff)
q("how big are they", "followup", answer(*[human(e.size) for e in vffs]), follows=vff)
q("get rid of all of them", "followup", plan(old_inst), follows=inst_old)
q(
    "what about the ones from this year",
    "followup",
    files(aged(installers, 0, JAN26), absent=names(old_inst)),
    follows=inst_old,
)
q("which one's the latest", "followup", file(newest(under(f"{BM}/Invoices")).path), follows=bm_inv)
q(
    "and pixel hollow",
    "followup",
    files(under(f"{PH}/Invoices"), absent=names(under(f"{BM}/Invoices"))),
    follows=bm_inv,
)
q("which one is newer", "followup", file(newest(named(vis, "gas safety")).path), follows=gas)
q(
    "only the stems",
    "followup",
    files(flac_stems, absent=names(under(f"{LF}/OST master"))),
    follows=fl,
)
q("total size", "followup", answer(size(flacs)), follows=fl)
q("how many screenshots are on there", "followup", count(len(shots)), follows=desk)
q("what's the biggest thing on there", "followup", file(biggest(under(DT))[0].path), follows=desk)
q("move the screenshots into a new folder called Screenshots", "followup", plan(shots), follows=desk)
q("What is their combined size?", "followup", answer(size(biggest(under(SL), 5))), follows=sl5)
q(
    "what about the water ones",
    "followup",
    files(under(f"{BILLS}/Yorkshire Water"), absent=names(under(f"{BILLS}/Council Tax"))),
    follows=ctax,
)
q(
    "and last month?",
    "followup",
    files(aged(under(BILLS), NOV1, OCT1), absent=names(bills_nov)),
    follows=bnov,
)
q("which is the biggest", "followup", file(biggest([e for e in wav350 if e.size > 350e6])[0].path), follows=big_wavs)
q(
    "Delete the copy in Downloads.",
    "followup",
    plan([by_path[f"{DL}/BSAVA Small Animal Formulary 11th edition (1).pdf"]]),
    follows=dupbig,
)
q("which one is from this year", "followup", file(aged(named(certs, "Vets Gurus"), 0, JAN26)[0].path), follows=gurus)
q("delete the biggest one", "followup", plan(biggest(under(DL))), follows=big_dl)
q("is there another copy of it anywhere", "followup", file(audit_copy), follows=wbl)
q("how big is it", "followup", answer(human(by_path[audit].size)), follows=rcvs_audit)
q("just the wavs", "followup", files(ext(anchors19, "wav"), absent=["MG Title v2 final final.mp3"]), follows=on19)
q("and this year?", "followup", count(len(aged(notes, 0, JAN26))), follows=notes25)
q("when were they signed", "followup", files(ndas), follows=nda)
q(
    "move the Moth Garden one to the Desktop",
    "followup",
    plan([by_path[f"{MG}/Bounces/MG Moth Waltz sketch.mp3"]]),
    follows=sketches,
)
yw = sorted(under(f"{BILLS}/Yorkshire Water"), key=lambda e: -age(e))
ywl = q("List the Yorkshire Water bills sorted by date, oldest first.", "plain", files(yw))
q("Delete the second one.", "followup", plan([yw[1]]), follows=ywl)
mgs = biggest(mgb, len(mgb))
mgl = q("moth garden bounces, biggest first", "plain", files(mgs))
q("how big is the second one", "followup", answer(human(mgs[1].size)), follows=mgl)
q("and the smallest?", "followup", file(mgs[-1].path), follows=mgl)

# --------------------------------------------------------------------------- write
if __name__ == "__main__":
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    out = Path(__file__).with_name("heldout_ab.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out.name)
    print(dict(Counter(d["class"] for d in Q)))
