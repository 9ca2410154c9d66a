"""Writes heldout_y.jsonl: a held-out set Y, over the "gardener" home (homes_gardener.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_y.py      # rewrites bench/eval/heldout_y.jsonl
    python bench/eval/run_heldout.py --set heldout_y.jsonl

The home: the Price family's shared computer in Cardiff. Aled Price, a self-employed landscape gardener ("Price
Landscapes"): per client job under Jobs/<year>/<client - place>/ a quote, invoices, a planting plan as .pdf and
.dwg, site notes as text, Photos/Before and Photos/After (.jpg in 2025, .HEIC in 2026; the Kelly job exists in both
years under the same folder name); supplier price lists (.xlsx), VAT returns by quarter ("VAT return 2026 Q3.pdf"),
the van logbook, MOT and insurance, certificates (a CSCS card scan), manuals (a Stihl hedge-trimmer manual), invoice
registers and receipts, templates, marketing. Ifeoma Price, a community pharmacist working as a locum: CPD records
by year and a CPD log, locum rota spreadsheets by month, GPhC registration letters, her MSc dissertation, recipes as
text files, a Spanish course (unit PDFs with accents and their audio). Dylan (15): OBS recordings (.mkv named
"YYYY-MM-DD HH-MM-SS"), YouTube edits (DaVinci Resolve .drp), renders, thumbnails and assets, Minecraft world backups
(.zip) and mods (.jar), school coursework (.docx/.pptx), a Revision folder, a Forge mod project with .git, .gradle
and build output, and a Discord bot with __pycache__ and a .env. Shared Pictures and Videos; Downloads with
installers, "(1)" copies and exact duplicates of files elsewhere, an unfinished download, an empty file; Desktop
clutter (a copy of a job photo); hidden dotfiles, .minecraft saves, .cache, .local, .ssh.

Voices: Aled (practical, lowercase, trade words, often no question mark: "the hendersons job", "planting plan for
the vicarage", "before and after pics"), Aled on his phone in the van (very terse: "vat q3", "invoice kelly"),
Ifeoma (precise, formal, complete sentences), Dylan (slang, typos, abbreviations: "how big r my obs recordings",
"mc world backups", "yt edits"). "my" means the speaker's own folder where the home has one.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). A listing's expectation names the files
directly in the folder asked about (a recursive listing names them too). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days" = 2 days, "last week"/"past 7 days" = 7 days, "last
fortnight"/"last 2 weeks"/"couple of weeks" = 14 days, "past month"/"last 30 days" = 30 days (31 is as good:
nothing visible lies between), "this month"/"November" = November 2026, "last month"/"October" = October 2026,
"since September" = from 2026-09-01, "August" = August 2026, "past 3 months" = 91 days (92 is as good), "older than
6 months" = 182 days, "this year"/"2026" = 2026, "older than a year" = 365 days, "last year"/"2025" = 2025, "older
than 2 years" = 730 days, "Nov 19"/"the 19th of November" = 2026-11-19 and "Oct 31"/"Halloween" = 2026-10-31 (only
month-day anchors are dated those days; nothing else visible is within a day of them). Words that depend on the
clock time or the first day of the week ("today", "yesterday", "this week") are not used. The generator keeps
visible files clear of these boundaries (homes_gardener.BAD_WINDOWS). "Visible" files leave out hidden files and
noise folders (.git, .gradle, __pycache__, .cache, .minecraft, .local, .ssh, .config, .env); where a question could
fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal (homes.human). Photos
are .jpg/.HEIC files; where screenshots (.png) could fairly count too, they are not excluded. Actions are asked
without confirmation: the expectation is the exact plan (nothing may change on disk); or_decline only where a
clarifying question is as right as the plan. "delete them" after a list of several files must ask; "clean
up"/"free up space" is a proposal; a partial name that fits several files, a path outside the home or a system
path is declined.
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
H = "gardener"
PL = "Price Landscapes"
JOBS = "Price Landscapes/Jobs"
IF = "Ifeoma"
DY = "Dylan"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"Y{_n[0]:03d}"
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


def direct(prefix: str, pool=None):
    """Files directly in a folder (not in its subfolders)."""
    pre = prefix.rstrip("/") + "/"
    return [e for e in under(prefix, pool=pool) if "/" not in e.path[len(pre) :]]


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


ANCHORS = {"11-19": 5.0, "10-31": 24.0}


def age(e) -> float:
    """Age in days as of the writing day; an anchor is that day at midday ("11-19" is 5 days, "10-31" 24 days)."""
    if isinstance(e.age, str):
        return ANCHORS[e.age]
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


def only(pool):
    assert len(pool) == 1, [e.path for e in pool]
    return pool[0]


# boundaries (ages in days as of 2026-11-24), each inside a window homes_gardener.BAD_WINDOWS keeps clear
D2, WEEK, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 7.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, JAN26, JAN25, JAN24 = 23.5, 54.5, 84.5, 115.5, 327.5, 692.5, 1058.5

# --------------------------------------------------------------------------- the home's parts
OBS = under(f"{DY}/OBS recordings")
YT = f"{DY}/YouTube"
WB = under(f"{DY}/Minecraft/world backups")
REV = f"{DY}/Revision"
SCHOOL = f"{DY}/School"
HEND = f"{JOBS}/2026/Henderson - 12 Elm Grove, Whitchurch"
VIC = f"{JOBS}/2026/Old Vicarage - Llandaff"
BOWEN = f"{JOBS}/2026/Bowen - Cyncoed"
PONT = f"{JOBS}/2026/Pontcanna Community Garden"
KELLY25 = f"{JOBS}/2025/Kelly - Marine Parade, Penarth"
KELLY26 = f"{JOBS}/2026/Kelly - Marine Parade, Penarth"
jobs = under(JOBS)
PHOTO = ("jpg", "jpeg", "heic")
photos = ext(vis, *PHOTO)
job_photos = [e for e in ext(jobs, *PHOTO) if "/Photos/Before/" in e.path or "/Photos/After/" in e.path]
assert len(job_photos) == len(ext(jobs, *PHOTO))
befores = [e for e in job_photos if "/Photos/Before/" in e.path]
quotes = [e for e in jobs if e.name.startswith("Quote - ")]
invoices = [e for e in jobs if e.name.startswith("Invoice ")]
plans = named(jobs, "Planting plan")
receipts = under(f"{PL}/Accounts/Receipts")
manuals = under(f"{PL}/Manuals")
CPD = f"{IF}/CPD"
rotas = named(under(f"{IF}/Locum rotas"), "Locum rota")
recipes = under(f"{IF}/Recipes")
DL = under("Downloads")
desk = direct("Desktop")
dups: dict[str, list] = {}
for e in vis:
    if e.dup:
        dups.setdefault(e.dup, []).append(e)
assert all(len(v) >= 2 for v in dups.values())

# ============================================================================== plain
q("which folders are taking up all the room", "plain", answer("Dylan"))
q("How much space does my MSc folder take up?", "plain", answer(size(under(f"{IF}/MSc Clinical Pharmacy"))))
q("how big is my obs recordings folder", "plain", answer(size(OBS)))
big1 = biggest(vis)[0]
assert big1.path.startswith(f"{DY}/OBS recordings/")
q("biggest files on here", "plain", file(big1.path))
q("how much space do the jobs take up", "plain", answer(size(jobs)))
q("What is the total size of my Spanish course?", "plain", answer(size(under(f"{IF}/Spanish course"))))
q_rev = q("whats in my revison folder", "plain", files(direct(REV)))
q("show me whats in the vat folder", "plain", files(direct(f"{PL}/VAT")))
q("Please list the files in my GPhC folder.", "plain", files(direct(f"{IF}/GPhC")))
q("whats on the desktop", "plain", files(desk))
q("newest thing in my youtube folder", "plain", file(newest(under(YT)).path))
q("how much space do my downloads take", "plain", answer(size(DL)))
q_recent = q("What are the most recently modified files?", "plain", file(newest(vis).path))
q("how big is the pictures folder", "plain", answer(size(under("Pictures"))))
q("how big is the minecraft folder", "plain", answer(size(under(f"{DY}/Minecraft"))))
q_man = q("show me the manuals", "plain", files(direct(f"{PL}/Manuals")))
q("whats in the van folder", "plain", files(direct(f"{PL}/Van")))
q("show me my school folder", "plain", files(direct(SCHOOL)))
q(
    "Show me the largest files in the Ifeoma folder.",
    "plain",
    file(biggest(under(IF))[0].path),
)
q("wat r the biggest files in my downloads", "plain", file(biggest(DL)[0].path))
q("whats in the templates folder", "plain", files(direct(f"{PL}/Templates")))
q("How large is the Locum rotas folder?", "plain", answer(size(under(f"{IF}/Locum rotas"))))
q("all the pdfs in certificates", "plain", files(ext(direct(f"{PL}/Certificates"), "pdf")))
q("whats the oldest thing in certificates", "plain", file(oldest(under(f"{PL}/Certificates")).path))
q("Could you list my CPD folder for 2025?", "plain", files(direct(f"{CPD}/2025")))
q_mods = q("whats in the mods foldr", "plain", files(direct(f"{DY}/Minecraft/mods")))
q("how much space do the 2025 jobs take", "plain", answer(size(under(f"{JOBS}/2025"))))
assert all(JAN26 <= age(e) < JAN25 for e in under(f"{JOBS}/2025"))  # the folder and the year agree
q("whats in the bowen job folder", "plain", files(direct(BOWEN)))
q("What is the size of the Recipes folder?", "plain", answer(size(recipes)))
q("list the suppliers folder", "plain", files(direct(f"{PL}/Suppliers")))
q("What is in my Work folder?", "plain", files(direct(f"{IF}/Work")))
q("how big is the videos folder", "plain", answer(size(under("Videos"))))
q(
    "I'm trying to get a picture of where all the space has gone on this computer, can you tell me how big "
    "the Price Landscapes folder is altogether",
    "plain",
    answer(size(under(PL))),
)
q("how much room do my renders take up", "plain", answer(size(under(f"{YT}/renders"))))
q("whats in the accounts folder", "plain", files(direct(f"{PL}/Accounts")))

# ============================================================================== named_file
hs82 = one(f"{PL}/Manuals/Stihl HS 82 hedge trimmer manual.pdf")
q("how big is the hedge trimmer manual", "named_file", answer(human(by_path[hs82].size)))
van_log = one(f"{PL}/Van/van logbook.xlsx")
q("van logbook", "named_file", file(van_log))
q("when did i last update the van logbook", "named_file", file(van_log))
q("wheres my cscs card", "named_file", answer("CSCS card scan.pdf", "Certificates"))
q("cscs", "named_file", file(f"{PL}/Certificates/CSCS card scan.pdf"))
q("Where is my MSc dissertation?", "named_file", answer("MSc Clinical Pharmacy"))
dav = one("Downloads/DaVinci_Resolve_19.1_Windows.zip")
q("how big is the davinci zip", "named_file", answer(human(by_path[dav].size)))
q_vplan = q("planting plan for the vicarage", "named_file", files(named(jobs, "Planting plan", "Old Vicarage")))
q_ik = q("invoice kelly", "named_file", files(named(invoices, "Kelly")))
assert len(named(invoices, "Kelly")) == 2
vat_q3 = named(under(f"{PL}/VAT"), "Q3")
assert len(vat_q3) == 2
q_vq3 = q("vat q3", "named_file", files(vat_q3))
q(
    "When did I receive the 2026 GPhC registration renewal letter?",
    "named_file",
    file(f"{IF}/GPhC/GPhC registration renewal letter 2026.pdf"),
)
pres = one(f"{IF}/MSc Clinical Pharmacy/dissertation presentation.pptx")
q("How large is the dissertation presentation?", "named_file", answer(human(by_path[pres].size)))
q(
    "where did i put the inspector calls essay",
    "named_file",
    answer("English - An Inspector Calls essay.docx", "School"),
)
q("the henderson quote", "named_file", file(f"{HEND}/Quote - Henderson 2026.pdf"))
q(
    "how big is the old vicarage timelapse",
    "named_file",
    answer(human(by_path["Videos/Old Vicarage timelapse.mp4"].size)),
)
pgd = one(f"{IF}/Work/Pharmacy First PGDs 2026.pdf")
q("Can you tell me the size of the Pharmacy First PGDs document?", "named_file", answer(human(by_path[pgd].size)))
q(
    "wheres the public liability insurance",
    "named_file",
    answer("Public liability insurance 2026-27.pdf", "Certificates"),
)
bed = one(f"{YT}/renders/bedwars montage.mp4")
q("how big is the bedwars montage render", "named_file", answer(human(by_path[bed].size)))
q("mot certificate", "named_file", files(named(under(f"{PL}/Van"), "MOT certificate")))
cv = one(f"{IF}/Work/CV - Ifeoma Price 2026.docx")
q("What is the file size of my CV?", "named_file", answer(human(by_path[cv].size)))
q("whens the patel invoice from", "named_file", file(only(named(invoices, "Patel")).path))
q("Where is my jollof rice recipe?", "named_file", answer("Jollof rice.txt", "Recipes"))
dig = one(f"{PL}/Manuals/Belle mini digger operator guide.pdf")
q("how big is the mini digger guide", "named_file", answer(human(by_path[dig].size)))
q("henderson plan", "named_file", files(named(jobs, "Planting plan", "Henderson")))
q(
    "Please show me the locum rota for December 2026.",
    "named_file",
    file(f"{IF}/Locum rotas/Locum rota - December 2026.xlsx"),
)
q("wheres my video ideas", "named_file", file(f"{YT}/video ideas.txt"))
q("turf calculator", "named_file", file("Downloads/turf calculator.xlsx"))

# ============================================================================== dropped_words
q("how big r all my mkvs", "filler_dates", answer(size(ext(vis, "mkv"))))
q("how big r my mc world backups", "dropped_words", answer(size(WB)))
q("how much space do the before and after pics take", "dropped_words", answer(size(job_photos)))
hend_before = under(f"{HEND}/Photos/Before")
hend_after = under(f"{HEND}/Photos/After")
q("before pics for the henderson job", "dropped_words", files(hend_before, absent=names(hend_after)))
q_quotes = q("my quotes", "dropped_words", files(quotes))
q("how big r my yt edits", "dropped_words", answer(size(under(f"{YT}/edits"))))
thumbs = under(f"{YT}/thumbnails")
q_thumbs = q("show me my thumbnails", "dropped_words", files(thumbs, absent=["subscribe button.png"]))
price_lists = named(under(f"{PL}/Suppliers"), "price list")
q("price lists", "dropped_words", files(price_lists))
scotch = [e for e in recipes if e.text and "scotch bonnet" in e.text]
assert len(scotch) == 4
q_scotch = q(
    "Which recipes use scotch bonnet?",
    "dropped_words",
    files(scotch, absent=["Puff puff.txt", "Welsh cakes.txt", "Bara brith.txt"]),
)
q("which job had the bats", "dropped_words", answer("Old Vicarage"))
q("whats in the hendersons job", "dropped_words", files(direct(HEND)))
q("how much space does my youtube stuff take", "dropped_words", answer(size(under(YT))))
q("how much do the planting plans take up", "dropped_words", answer(size(plans)))
q("photos of the pond", "dropped_words", decline())
tenby = under("Pictures/Tenby August 2025")
q_tenby = q("Show me my photos from the Tenby holiday.", "dropped_words", files(tenby, absent=["Tenby 2025 beach.mp4"]))
q_rec = q("show me the reciepts", "dropped_words", files(receipts))
sp_audio = under(f"{IF}/Spanish course/Audio")
q("How much space do the Spanish audio files take?", "dropped_words", answer(size(sp_audio)))
q("how much space r my gaming recordings taking", "dropped_words", answer(size(OBS)))
q("which job has the puppy", "dropped_words", answer("Bowen"))
q("wheres the server ip for the smp", "dropped_words", file(f"{DY}/Minecraft/server.txt"))
q(
    "how much space do the after photos from the old vicarage take",
    "dropped_words",
    answer(size(under(f"{VIC}/Photos/After"))),
)
past = named(under(REV), "past paper")
q("how big are my past papers", "dropped_words", answer(size(past)))
kelly_photos = ext(under(KELLY25) + under(KELLY26), *PHOTO)
q("pics from both kelly jobs", "dropped_words", files(kelly_photos))
q("Please find my revalidation documents.", "dropped_words", files(named(vis, "revalidation")))
q_stihl = q(
    "stihl manuals",
    "dropped_words",
    files(named(manuals, "Stihl"), absent=names([e for e in manuals if "Stihl" not in e.name])),
)
q("heavy clay job", "dropped_words", answer("Henderson"))
q("pics from the pontcanna garden", "dropped_words", files(ext(under(PONT), *PHOTO)))
q("where r my mc world backups", "dropped_words", answer("world backups"))
q("photos of the patio", "dropped_words", decline("site notes.txt"))
q(
    "Which recipes need self-raising flour?",
    "dropped_words",
    files([e for e in recipes if e.text and "self-raising flour" in e.text]),
)
q(
    "How much space do the photos from Dylan's birthday take up?",
    "dropped_words",
    answer(size(under("Pictures/Dylan 15th birthday"))),
)
notes = named(jobs, "site notes")
q("which jobs have got site notes", "dropped_words", answer(*[e.path.split("/")[3].split(" - ")[0] for e in notes]))
q(
    "how big r the minecraft hardcore episodes i renderd",
    "dropped_words",
    answer(size(named(under(f"{YT}/renders"), "hardcore"))),
)
q("which garden has the espalier apples", "dropped_words", answer("Patel"))
q("whats the biggest before photo", "dropped_words", file(biggest(befores)[0].path))
q("Where is the Spanish unit on la farmacia?", "named_file", file(f"{IF}/Spanish course/Unidad 04 - La farmacia.pdf"))

# ============================================================================== filler_dates
cpd = under(CPD)
cpd26 = aged(cpd, 0, JAN26)
cpd25 = aged(cpd, JAN26, JAN25)
q_cpd = q(
    "Could you show me my CPD records from this year?",
    "filler_dates",
    files(cpd26, absent=names(cpd25)),
)
q("any invoices this month", "filler_dates", files(aged(invoices, 0, NOV1), absent=names(aged(invoices, NOV1))))
nov19 = [e for e in vis if e.age == "11-19"]
q_nov19 = q("what did i record on nov 19", "filler_dates", file(only([e for e in nov19 if e in OBS]).path))
q("anything from the 19th of november", "filler_dates", files(nov19))
halloween = named(under(YT), "halloween special")
assert all(e.age == "10-31" for e in halloween)
q("wat did i make on halloween", "filler_dates", files(halloween))
q("any quotes from the last couple of weeks", "filler_dates", files(aged(quotes, 0, FORTNIGHT)))
q_week = q(
    "any recordings from last week",
    "filler_dates",
    files(aged(OBS, 0, WEEK), absent=names(aged(OBS, WEEK, FORTNIGHT))),
)
oct_rotas = aged(rotas, NOV1, OCT1)
q(
    "Which locum rotas did I save in October?",
    "filler_dates",
    files(oct_rotas, absent=names(aged(rotas, 0, NOV1))),
)
inv25 = aged(invoices, JAN26, JAN25)
q("invoices from 2025", "filler_dates", files(inv25, absent=names(aged(invoices, 0, JAN26))))
assert all("2025" in e.name for e in inv25)
q(
    "Show me the documents in my CPD folder from the past fortnight.",
    "filler_dates",
    files(ext(aged(cpd, 0, FORTNIGHT), "docx")),
)
q("has the van logbook been changed in the last 2 days", "filler_dates", file(van_log))
assert age(by_path[van_log]) < D2
q(
    "any mkv files from oct 31",
    "filler_dates",
    file(only([e for e in OBS if e.age == "10-31"]).path),
)
q_invsep = q("any invoices since september", "filler_dates", files(aged(invoices, 0, SEP1)))
q("any spreadsheets changed in the last 7 days", "filler_dates", files(ext(aged(vis, 0, WEEK), "xlsx")))
q("stuff i downloaded this month", "filler_dates", files(aged(DL, 0, NOV1), absent=names(aged(DL, NOV1, OCT1))))
q_fort = q("photos from the last fortnight", "filler_dates", files(ext(aged(vis, 0, FORTNIGHT), *PHOTO)))
shots = named(vis, "Screenshot from")
q(
    "any screenshots from the last 2 weeks",
    "filler_dates",
    files(aged(shots, 0, FORTNIGHT), absent=names(aged(shots, FORTNIGHT))),
)
gphc_letters = [e for e in named(under(f"{IF}/GPhC"), "letter")]
q(
    "Please list the GPhC letters I have received since 2025.",
    "filler_dates",
    files(aged(gphc_letters, 0, JAN25), absent=["GPhC registration certificate 2014.pdf"]),
)
march_receipts = [e for e in receipts if "2026-03-" in e.name]
assert march_receipts == aged(receipts, 237.5, 268.5)  # the name and the date agree
q("the receipts from march", "filler_dates", files(march_receipts, absent=names(set(receipts) - set(march_receipts))))
q(
    "Is there anything in my Recipes folder from this year?",
    "filler_dates",
    files(aged(recipes, 0, JAN26), absent=names(aged(recipes, JAN26))),
)
q(
    "any revision stuff from the last 2 weeks",
    "filler_dates",
    files(aged(under(REV), 0, FORTNIGHT), absent=names(aged(under(REV), FORTNIGHT))),
)
q("any markdown files", "filler_dates", files(ext(vis, "md")))
q("do i still have the honda mower manual", "filler_dates", file(f"{PL}/Manuals/Honda HRX 537 mower manual.pdf"))
q("Which documents mention Pharmacy First?", "filler_dates", files(named(vis, "Pharmacy First")))
q(
    "Are there any PowerPoint files in my MSc folder?",
    "filler_dates",
    files(ext(under(f"{IF}/MSc Clinical Pharmacy"), "pptx")),
)
aug_obs = aged(OBS, SEP1, AUG1)
q_aug = q("obs recordings from august", "filler_dates", files(aug_obs, absent=names(aged(OBS, 0, SEP1))))
q(
    "i haven't looked at the chainsaw manual in ages, is it still on here",
    "filler_dates",
    file(f"{PL}/Manuals/Stihl MS 261 chainsaw manual.pdf"),
)

# ============================================================================== filters
dwg = ext(vis, "dwg")
q_dwg = q("dwg files", "filters", files(dwg, absent=["Planting plan - Morgan.pdf", "Planting plan - Henderson.pdf"]))
dl_dups = [e for e in DL if e.dup]
assert len(dl_dups) == 4
q(
    "duplicates in my downloads",
    "filters",
    files(dl_dups, absent=["sodium-fabric-0.5.11+mc1.20.1 (1).jar", "MinecraftInstaller.msi"]),
)
pdf_dups = [e for g in dups.values() for e in g if e.name.lower().endswith(".pdf")]
q(
    "duplicate pdfs",
    "filters",
    files(pdf_dups, absent=["Hillier trade price list 2026 (1).xlsx", "IMG_4271.HEIC"]),
)
big_dups = [e for g in dups.values() if g[0].size > 1 * homes.MB for e in g]
small_dups = [e for g in dups.values() if g[0].size <= 1 * homes.MB for e in g]
q("duplicates bigger than 1mb", "filters", files(big_dups, absent=names(small_dups)))
mkv5 = [e for e in OBS if e.size > 5 * homes.GB]
q("mkv files bigger than 5gb", "filters", files(mkv5, absent=names([e for e in OBS if e.size < 4.5 * homes.GB])))
q(
    "Please list all the Word documents in my CPD folder.",
    "filters",
    files(ext(cpd, "docx"), absent=["CPD log.xlsx"]),
)
q("pdfs in the vat folder", "filters", files(ext(under(f"{PL}/VAT"), "pdf"), absent=["VAT workings 2026.xlsx"]))
zips500 = [e for e in ext(vis, "zip") if e.size > 500 * homes.MB]
q_zip = q(
    "zip files over 500mb",
    "filters",
    files(zips500, absent=names([e for e in ext(vis, "zip") if e.size < 400 * homes.MB])),
)
if_pdf3 = [e for e in ext(under(IF), "pdf") if e.size > 3 * homes.MB]
q(
    "Show me the PDFs larger than 3 MB in the Ifeoma folder.",
    "filters",
    files(if_pdf3, absent=["GPhC registration renewal letter 2026.pdf", "MSc transcript.pdf"]),
)
q(
    "pptx files in my school folder",
    "filters",
    files(ext(under(SCHOOL), "pptx"), absent=["dissertation presentation.pptx"]),
)
vid_big = [e for e in under("Videos") if e.size > 2 * homes.GB]
q("videos in the videos folder bigger than 2gb", "filters", files(vid_big, absent=["Tenby 2025 beach.mp4"]))
q("spreadsheets in price landscapes", "filters", files(ext(under(PL), "xlsx")))
small_rotas = [e for e in rotas if e.size < 30 * homes.KB]
q(
    "Which files in the Locum rotas folder are smaller than 30 KB?",
    "filters",
    files(small_rotas, absent=names([e for e in rotas if e.size > 30 * homes.KB])),
)
q("png files in my youtube folder", "filters", files(ext(under(YT), "png")))
photo_dups = [e for g in dups.values() for e in g if e.name.lower().endswith(PHOTO)]
assert len(photo_dups) == 2
q(
    "duplicate photos",
    "filters",
    files(photo_dups, absent=["HS82-instruction-manual.pdf", "Hillier trade price list 2026 (1).xlsx"]),
)
q(
    "files over 1gb in downloads",
    "filters",
    files([e for e in DL if e.size > 1 * homes.GB], absent=["DWGTrueView_2025_English_64bit.exe"]),
)
q(
    "Could you list the audio files in my Spanish course, largest first?",
    "filters",
    files(sp_audio),
)
renders = under(f"{YT}/renders")
q(
    "mp4s in my renders under 1gb",
    "filters",
    files(
        [e for e in renders if e.size < 0.95 * homes.GB], absent=names([e for e in renders if e.size > 1.5 * homes.GB])
    ),
)
old_inst = [e for e in aged(DL, YEAR) if e.name.endswith((".exe", ".msi"))]
q(
    "installers in downloads older than a year",
    "filters",
    files(old_inst, absent=names([e for e in aged(DL, 0, YEAR) if e.name.endswith((".exe", ".msi"))])),
)
q("my world backups older than 6 months", "filters", files(aged(WB, M6), absent=names(aged(WB, 0, M6))))

# ============================================================================== decline
q("whats in C:\\Users\\Aled\\Documents", "decline", decline())
q("Please show me the files in /etc.", "decline", decline())
q("whats on my xbox", "decline", decline())
q("how much money did the henderson job make me", "decline", decline(*names(named(jobs, "Henderson"))))
diss = names(named(under(f"{IF}/MSc Clinical Pharmacy"), "dissertation"))
q("Please summarise the conclusions of my MSc dissertation.", "decline", decline(*diss))
q("show me my files on google drive", "decline", decline())
q("whats on the sd card in the dashcam", "decline", decline())
q("¿Cuánto espacio ocupan mis fotos?", "decline", decline())
q("how many hours did i work in october", "decline", decline("van logbook.xlsx"))
q("how many subs do i have", "decline", decline())
q("will it rain tomorrow, need to know if i can lay the turf", "decline", decline("turf calculator.xlsx"))
q("Which page of my dissertation discusses antibiotic stewardship?", "decline", decline(*diss))
q("show me /var/log", "decline", decline())
q("Could you show me the photos on Aled's phone?", "decline", decline())
q("whats in /mnt/games", "decline", decline())
gphc_names = names(named(vis, "GPhC"))
q("What did the GPhC say in my renewal letter?", "decline", decline(*gphc_names))
vat_names = names(under(f"{PL}/VAT"))
q("how much vat do i owe this quarter", "decline", decline(*vat_names))
q("How many days are left before my GPhC registration expires?", "decline", decline(*gphc_names))
q("show me the files in ../../etc", "decline", decline())
q("whats on the works laptop", "decline", decline())

# ============================================================================== actions
q("delete the turf calculator", "actions", plan([by_path["Downloads/turf calculator.xlsx"]]))
crd = [e for e in DL if e.name.endswith(".crdownload")]
q("delete the davinci crdownload", "actions", plan(crd, or_decline=True))
q(
    "Please delete Downloads/GPhC registration renewal letter 2026 (1).pdf",
    "actions",
    plan([by_path["Downloads/GPhC registration renewal letter 2026 (1).pdf"]]),
)
q("delete all the .jar files in downloads", "actions", plan(ext(DL, "jar")))
q("delete henderson", "actions", decline(*names(named(vis, "Henderson"))))
dl_cand = [
    e
    for e in DL
    if e.dup or e.size == 0 or e.name.endswith((".exe", ".msi", ".zip", ".crdownload", ".jar")) or "(1)" in e.name
]
q("clean up my downloads", "actions", proposal(dl_cand))
copies = [e for g in dups.values() for e in g]
noise = [
    e for e in es if e.hidden_or_noise and any(p in e.path for p in ("/.cache/", ".cache/", "__pycache__", "/.gradle/"))
]
build = under(f"{DY}/Coding/cobblegen-mod/build")
old_videos = [e for e in ext(vis, "mkv", "mp4", "mov") if age(e) > 90]
q("Help me free up some space, please.", "actions", proposal(dl_cand + copies + noise + build + old_videos))
q(
    "move the english lit quotes into my school folder",
    "actions",
    plan([by_path[f"{REV}/English lit quotes.docx"]]),
)
q(
    "rename van logbook.xlsx to van mileage log 2026.xlsx",
    "actions",
    plan([by_path[van_log]]),
)
old_dl_pdf = ext(aged(DL, YEAR), "pdf")
q(
    "Move all the PDFs in Downloads that are older than a year into my Work folder.",
    "actions",
    plan(old_dl_pdf),
)
empty = [e for e in es if e.size == 0]
assert all(not e.hidden_or_noise for e in empty)
q("delete the empty files", "actions", plan(empty))
q("delete C:\\Windows\\System32", "actions", decline())
q("move /etc/hosts to my desktop", "actions", decline())
q("Delete the rota.", "actions", decline(*names(named(vis, "rota"))))
q("delete the obs recordings from august", "actions", plan(aug_obs))
q("delete Desktop/IMG_4271.HEIC", "actions", plan([by_path["Desktop/IMG_4271.HEIC"]]))
q("delete my minecraft installer", "actions", plan([by_path["Downloads/MinecraftInstaller.msi"]], or_decline=True))
q("Copy my CV to the Desktop.", "actions", plan([by_path[cv]]))
q("delete the invoices", "actions", decline(*names(named(vis, "invoice"))))
q("delete everything in downloads older than 2 years", "actions", plan(aged(DL, Y2)))

# ============================================================================== followup
q("delete them", "followup", decline(*names(receipts)), follows=q_rec)
q("which one is the biggest", "followup", file(biggest(receipts)[0].path), follows=q_rec)
q("how much space do they take", "followup", answer(size(dwg)), follows=q_dwg)
q("and q2?", "followup", files(named(under(f"{PL}/VAT"), "Q2")), follows=q_vq3)
oct_obs = aged(OBS, NOV1, OCT1)
q("what about last month", "followup", count(len(oct_obs)), follows=q_week)
q(
    "only the ones from this year",
    "followup",
    files(aged(quotes, 0, JAN26), absent=names(aged(quotes, JAN26))),
    follows=q_quotes,
)
q("sort them by size", "followup", files(thumbs), follows=q_thumbs)
q("which folder is that in", "followup", answer("OBS recordings"), follows=Q[3]["id"])
q("how much space do they take up", "followup", answer(size(ext(aged(vis, 0, FORTNIGHT), *PHOTO))), follows=q_fort)
rev_pdf = ext(under(REV), "pdf")
q(
    "only the pdfs",
    "followup",
    files(rev_pdf, absent=names([e for e in under(REV) if not e.name.endswith(".pdf")])),
    follows=q_rev,
)
q("the newest one", "followup", file(newest(named(invoices, "Kelly")).path), follows=q_ik)
q(
    "And from last year?",
    "followup",
    files(cpd25, absent=names(cpd26)),
    follows=q_cpd,
)
q(
    "move the honda one to the desktop",
    "followup",
    plan([by_path[f"{PL}/Manuals/Honda HRX 537 mower manual.pdf"]]),
    follows=q_man,
)
q("delete them", "followup", decline(*names(named(manuals, "Stihl"))), follows=q_stihl)
q("delete all of them", "followup", plan(named(manuals, "Stihl")), follows=q_stihl)
q("how big is it", "followup", answer(human(only([e for e in nov19 if e in OBS]).size)), follows=q_nov19)
q("How many are there?", "followup", count(len(tenby)), follows=q_tenby)
q("which is the biggest", "followup", file(biggest(under(f"{DY}/Minecraft/mods"))[0].path), follows=q_mods)
q(
    "only the minecraft ones",
    "followup",
    files([e for e in zips500 if e in WB], absent=["DaVinci_Resolve_19.1_Windows.zip"]),
    follows=q_zip,
)
tp = named(receipts, "Travis Perkins")
q("just the travis perkins ones", "followup", files(tp, absent=names(set(receipts) - set(tp))), follows=q_rec)
q("how much space do they take", "followup", answer(size(aug_obs)), follows=q_aug)

# ============================================================================== counts
q("How many recipes do I have?", "counts", count(len(recipes), len([e for e in recipes if e.text])))
q("how many before and after photos have i got", "counts", count(len(job_photos)))
q("how many obs recordings do i have", "counts", count(len(OBS)))
# .env and .ssh/ are never indexed (README), so "all" may be counted without them
q("how many files are there in total", "counts", count(len(vis), len(es), len(es) - 1, len(es) - 2))
q("how many jobs did i do in 2025", "counts", count(len({e.path.split("/")[3] for e in under(f"{JOBS}/2025")})))
q("How many locum rota spreadsheets are there?", "counts", count(len(rotas)))
q("how many world backups have i got", "counts", count(len(WB)))
q("how many HEIC photos", "counts", count(len(ext(vis, "heic"))))
q("How many CPD entries did I write in 2025?", "counts", count(len(under(f"{CPD}/2025"))))
inv26 = aged(invoices, 0, JAN26)
q("how many invoices this year", "counts", count(len(inv26), len(aged(named(vis, "invoice"), 0, JAN26))))
coding = f"{DY}/Coding"
coding_all = under(coding, visible=False)
coding_build = under(f"{coding}/cobblegen-mod/build")
q(
    "how many files r in my coding folder",
    "counts",
    count(len(under(coding)), len(under(coding)) - len(coding_build), len(coding_all), len(coding_all) - 1),
)


def _check_all() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        for key in ("paths", "files", "candidates"):
            for p in ex.get(key, []):
                assert p in by_path, p
        if "path" in ex:
            assert ex["path"] in by_path
        if d.get("follows"):
            assert ids.index(d["follows"]) < ids.index(d["id"])
            if ex["kind"] == "files":
                assert len(ex["paths"]) <= 8, d["id"]  # a follow-up's answer is judged from chat text only


if __name__ == "__main__":
    _check_all()
    out = Path(__file__).parent / "heldout_y.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out.name)
    print(dict(Counter(d["class"] for d in Q)))
