"""Writes heldout_e.jsonl: a fifth held-out set, over the "nurse" home (homes_nurse.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout --help`, issue 11 and the harness (homes.py, homes_maker.py and homes_office.py
as examples of a home, the docstring of questions.py for the expectation kinds, the helpers at the top of
questions_d.py, run_heldout.py). The home's shape (a nurse's rotas, payslips and CPD, two rented flats, a running
watch's .fit/.gpx files, phone and WhatsApp media, e-books, phone backups, a teenager's school work, Minecraft saves
and Steam screenshots) was new: no earlier home had it. Every expectation is computed from the generator's own list
(sizes, dates, paths), never by asking filescout, and no question or expectation was changed after seeing an answer
(filescout was never run on these questions while writing them). Run:
    python bench/eval/questions_e.py      # rewrites bench/eval/heldout_e.jsonl
    python bench/eval/run_heldout.py --set heldout_e.jsonl

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-23, "asof"): "last week"/"past week" = the last 7 days, "past 3 days" = 72 hours, "past two weeks"
= 14 days, "last 30 days" = 30 days, "past 3 months" = 91 days, "older than 6 months" = 182 days, "older than a
year" = 365 days, "this month" = November 2026, "last month"/"October" = October 2026, "since September" = from
2026-09-01, "this year" = 2026, "last year"/"2025" = 2025, "before 2025" = before 2025-01-01, "Nov 17" = 2026-11-17.
The generator keeps visible files clear of these boundaries (homes_nurse.BAD_WINDOWS). A file's date is its mtime.
"Visible" files leave out hidden files and noise folders (.git, node_modules, __pycache__, .cache); where a question
could fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal (homes.human).
Actions are asked without confirmation: the expectation is the exact plan (nothing may change on disk); or_decline
only where a clarifying question is as right as the plan.
"""

from __future__ import annotations

import datetime as _dt
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import GB, KB, MB, human

NOW = time.mktime((2026, 11, 23, 3, 0, 0, 0, 0, -1))  # the day the set was written
ASOF = "2026-11-23"
H = "nurse"
R1 = "Rental/14 Harbour Road - Flat 2"
R2 = "Rental/7 Crown Street - Flat B"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"e{_n[0]:03d}"
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
    return sorted({e.name for e in pool})


def age(e):
    return homes.age_days(e, NOW)


def days_since(iso: str) -> float:
    """Age in days (at NOW) of midnight starting the day `iso`."""
    d = _dt.date.fromisoformat(iso)
    return (NOW - time.mktime((d.year, d.month, d.day, 0, 0, 0, 0, 0, -1))) / 86400


def newer(pool, days: float):
    return [e for e in pool if age(e) < days]


def older(pool, days: float):
    return [e for e in pool if age(e) > days]


def between(pool, start_iso: str, end_iso: str):
    """Files dated from start_iso (inclusive) to end_iso (exclusive)."""
    lo, hi = days_since(end_iso), days_since(start_iso)
    return [e for e in pool if lo < age(e) <= hi]


def one(path: str) -> str:
    assert path in by_path, path
    return path


def biggest(pool, n=1):
    s = sorted(pool, key=lambda e: -e.size)
    if len(s) > n:
        assert s[n - 1].size > s[n].size, "tie at the cut"
    return s[:n]


def answer(*facts, absent=()):
    return {"kind": "answer", "facts": list(facts), **({"absent": list(absent)} if absent else {})}


def file_(p):
    return {"kind": "file", "path": one(p)}


def files(pool_or_paths, absent=()):
    ps = [x if isinstance(x, str) else x.path for x in pool_or_paths]
    for p in ps:
        one(p)
    return {"kind": "files", "paths": ps, **({"absent": list(absent)} if absent else {})}


def count(n, *also):
    return {"kind": "count", "n": n, **({"also_ok": sorted(set(also) - {n})} if set(also) - {n} else {})}


def plan(pool_or_paths, or_decline=False):
    ps = sorted(x if isinstance(x, str) else x.path for x in pool_or_paths)
    for p in ps:
        one(p)
    return {"kind": "plan", "files": ps, "or_decline": or_decline}


def proposal(pool_or_paths):
    return {"kind": "proposal", "candidates": sorted(x if isinstance(x, str) else x.path for x in pool_or_paths)}


def decline(*allow):
    return {"kind": "decline", "allow": list(allow)}


VIDEO = ("mp4", "mov", "mkv")
IMAGE = ("jpg", "jpeg", "heic", "png")
INSTALLERS = ("exe", "msi", "dmg", "pkg")
dl = under("Downloads")
dup_groups = defaultdict(list)
for e in es:
    if e.dup:
        dup_groups[e.dup].append(e)
dup_members = [e for g in dup_groups.values() for e in g]
payslips = [e for e in under("Documents/Work/Payslips") if e.name.startswith("Payslip")]
fits = ext(vis, "fit")
gpx = ext(vis, "gpx")
epubs = ext(vis, "epub")
shots = under("Pictures/Screenshots")

# ============================================================================ plain
q("biggest pdfs", "plain", files(biggest(ext(vis, "pdf"), 3)))
q("what are my 5 largest files?", "plain", files(biggest(vis, 5)))
q("Which folder takes up the most space", "plain", answer("Backups"))
q("how much space does my Rental folder use", "plain", answer(size(under("Rental"))))
q("how big is the backups folder?", "plain", answer(size(under("Backups"))))
q(
    "show me the newest files",
    "plain",
    files(["Desktop/todo.txt", "Desktop/New Text Document.txt"]),
)
q("largest video", "plain", file_(biggest(ext(vis, *VIDEO))[0].path))
E_EPUBS = q("list my epub books", "plain", files(epubs))
q("how much space do the .fit files take up", "plain", answer(size(fits)))
q(
    "oldest file in Documents",
    "plain",
    file_(max(under("Documents"), key=age).path),
)
q("whats taking up the space in my downloads folder", "plain", files(biggest(dl, 3)))
q("how big are the minecraft saves", "plain", answer(size(under("Leo/Minecraft/saves"))))
q("list the gpx files", "plain", files(gpx))
q("what's the smallest file on my Desktop?", "plain", file_(min(under("Desktop"), key=lambda e: e.size).path))
q("largest photo", "plain", file_(biggest(ext(vis, *IMAGE))[0].path))
q("how big is my Videos folder", "plain", answer(size(under("Videos"))))
q("which file types use the most space", "plain", answer("zip"))
q("what are the biggest files in Pictures", "plain", files(biggest(under("Pictures"), 3)))
q("how much space do my books take", "plain", answer(size(under("Books"))))
q("What's the most recently changed file in Rental?", "plain", file_(min(under("Rental"), key=age).path))

# ============================================================================ named_file
q("how big is the Great North Run finish video", "named_file", answer(human(1_840 * MB)))
q("where is my NMC registration confirmation", "named_file", file_("Documents/Work/NMC registration confirmation.pdf"))
q("how large is Windows11_23H2_English_x64.iso", "named_file", answer(human(6_210 * MB)))
q(
    "find the Hughes Plumbing invoice from October",
    "named_file",
    file_(f"{R1}/Repairs/Invoice - Hughes Plumbing 2026-10-08.pdf"),
)
q("how big is Atomic Habits?", "named_file", answer(human(4_120 * KB)))
q("where did I put Born to Run", "named_file", file_("Books/Kindle/Born to Run - Christopher McDougall.azw3"))
E_DAMPFIX = q("show me the DampFix quote", "named_file", file_(f"{R2}/Repairs/Quote - DampFix 2026-11-12.pdf"))
q("how big is the P60 for 2025-26", "named_file", answer(human(124 * KB)))
q(
    "when did I last edit my revalidation portfolio?",
    "named_file",
    file_("Documents/Work/CPD/Revalidation portfolio 2026.docx"),
)
q(
    "find leo's river study coursework",
    "named_file",
    file_("Leo/School/Year 10/Geography/River study coursework - River Irwell.docx"),
)
q("how big is Tom's chilli recipe", "named_file", answer(human(by_path["Documents/Recipes/Tom's chilli.txt"].size)))
q("where's the EPC for Crown Street", "named_file", file_(f"{R2}/EPC certificate - Crown St.pdf"))
q("my marathon training plan", "named_file", file_("Running/Training plan - Manchester Marathon 2027.xlsx"))
q(
    "the sepsis certificate",
    "named_file",
    file_("Documents/Work/CPD/CPD certificate - Sepsis recognition and management.pdf"),
)
q("how big is msgstore-2026-11-21.1.db.crypt14", "named_file", answer(human(184 * MB)))
q("banh mi recipe", "named_file", file_("Documents/Recipes/bánh mì.txt"))
q("which folder is crepes.txt in?", "named_file", answer("Recipes"))
q("what's the size of the ECG notes", "named_file", answer(human(1_840 * KB)))
q(
    "when was the inventory & check-in report made",
    "named_file",
    file_(f"{R1}/Inventory & check-in report 2025.pdf"),
)
q("how big is paddington 2", "named_file", answer(human(3_120 * MB)))
q("Les Miserables epub size", "named_file", answer(human(1_920 * KB)))
q("where's the section 13 notice", "named_file", file_(f"{R2}/Letters/Section 13 notice draft.docx"))

# ============================================================================ dropped_words
q("how much space do my race photos take", "dropped_words", answer(size(under("Pictures/Races"))))
E_WAVID = q("show me the whatsapp videos", "dropped_words", files(under("Pictures/WhatsApp Video")))
q("how many steam screenshots has Leo got", "dropped_words", count(len(under("Leo/Steam Screenshots"))))
q("list my payslips", "dropped_words", files(payslips))
q("how big are the whatsapp images", "dropped_words", answer(size(under("Pictures/WhatsApp Images"))))
E_LEASES = q(
    "show me the leases",
    "dropped_words",
    files([f"{R1}/Lease agreement - Zoé Dubois 2025.pdf", f"{R2}/Lease agreement [signed] - Marek Kowalski 2024.pdf"]),
)
q("utility bills for Harbour Road", "dropped_words", files(under(f"{R1}/Utilities")))
q(
    "electricity bills",
    "dropped_words",
    files([e for e in vis if "electricity" in e.name], absent=names(ext(under(f"{R2}/Utilities"), "pdf"))),
)
q(
    "recipes with chicken",
    "dropped_words",
    files(
        [e for e in under("Documents/Recipes") if "chicken" in (e.text or "").lower()],
        absent=["Tom's chilli.txt", "Mum's dal.txt", "crêpes.txt"],
    ),
)
q(
    "my cycling gpx files",
    "dropped_words",
    files(ext(under("Cycling"), "gpx"), absent=names(ext(under("Running"), "gpx"))),
)
E_LEOSCHOOL = q(
    "how big is Leo's school folder",
    "dropped_words",
    answer(size(under("Leo/School"))),
)
assert abs(
    sum(e.size for e in under("Leo/School", visible=False)) - sum(e.size for e in under("Leo/School"))
) < 0.005 * (sum(e.size for e in under("Leo/School")))
q("how big are my phone backups?", "dropped_words", answer(size(under("Backups/Phone"))))
q("parkrun routes", "dropped_words", files([e for e in gpx if "Parkrun" in e.name]))
q(
    "the repair quotes for the flats",
    "dropped_words",
    files([e for e in under("Rental") if "/Repairs/" in e.path and e.name.startswith("Quote")]),
)
E_CPD = q(
    "CPD certificates",
    "dropped_words",
    files(ext(under("Documents/Work/CPD"), "pdf")),
)
E_GAS = q(
    "gas safety certs for both flats",
    "dropped_words",
    files([e for e in under("Rental") if e.name.startswith("Gas safety") and "(1)" not in e.name]),
)
q("minecraft screenshots", "dropped_words", files(under("Leo/Minecraft/screenshots")))
q("photos of the damp at Crown Street", "dropped_words", files(under(f"{R2}/Repairs/damp photos")))
q(
    "Christmas photos",
    "dropped_words",
    files(under("Pictures/Family/Christmas 2025"), absent=["Christmas 2025.mp4"]),
)
q("tenant letters", "dropped_words", files([e for e in under("Rental") if "/Letters/" in e.path]))

# ============================================================================ filler_dates
THIS_MONTH = days_since("2026-11-01")
q(
    "anything new on the Desktop in the past week?",
    "filler_dates",
    files(newer(under("Desktop"), 7), absent=names(older(under("Desktop"), 7))),
)
E_DLMONTH = q(
    "what did I download this month",
    "filler_dates",
    files(newer(dl, THIS_MONTH), absent=["Zoom.pkg", "SteamSetup.exe"]),
)
E_PAY26 = q(
    "payslips from this year",
    "filler_dates",
    files([e for e in payslips if age(e) < days_since("2026-01-01")], absent=["Payslip 2025-12.pdf"]),
)
q(
    "any installers still hanging around from 2024?",
    "filler_dates",
    files(between(ext(dl, *INSTALLERS), "2024-01-01", "2025-01-01"), absent=["Zwift_Setup.exe"]),
)
fit_oct = between(fits, "2026-10-01", "2026-11-01")
E_FITOCT = q("fit files from October", "filler_dates", count(len(fit_oct)))
q(
    "gpx files from last month",
    "filler_dates",
    files(between(gpx, "2026-10-01", "2026-11-01"), absent=["Long run 32k - reservoir.gpx"]),
)
q("screenshots from Nov 17", "filler_dates", file_("Pictures/Screenshots/Screenshot_20261117-062214.png"))
q(
    "what repair invoices came in since september",
    "filler_dates",
    files(
        [e for e in under("Rental") if "/Repairs/" in e.path and e.name.startswith("Invoice") and age(e) < 83.125],
        absent=["Invoice - Hughes Plumbing 2025-12-15.pdf", "Invoice - Sparks Electrical 2026-06-20.pdf"],
    ),
)
q(
    "how many race photos from this year",
    "filler_dates",
    count(len(newer(ext(under("Pictures/Races"), *IMAGE), days_since("2026-01-01")))),
)
q(
    "which files in Running changed in the last 3 days",
    "filler_dates",
    files(newer(under("Running"), 3)),
)
q(
    "whatsapp videos older than 6 months",
    "filler_dates",
    files(older(under("Pictures/WhatsApp Video"), 182), absent=names(newer(under("Pictures/WhatsApp Video"), 182))),
)
q("desktop files older than a year", "filler_dates", file_("Desktop/old/flat viewing notes 2023.txt"))
E_HEIC30 = q(
    "HEIC photos from the last 30 days",
    "filler_dates",
    count(len(newer(ext(vis, "heic"), 30))),
)
q(
    "bank statements from the past 3 months",
    "filler_dates",
    files(
        [
            "Documents/Finance/Bank/Nationwide statement 2026-09.pdf",
            "Documents/Finance/Bank/Nationwide statement 2026-10.pdf",
        ],
        absent=["Nationwide statement 2026-06.pdf", "Nationwide statement 2026-05.pdf"],
    ),
)
q(
    "how many bike rides this year",
    "filler_dates",
    count(len(newer(under("Cycling/Rides"), days_since("2026-01-01")))),
)
q(
    "what has Leo done in his school folder since September?",
    "filler_dates",
    files(newer(under("Leo/School"), days_since("2026-09-01"))),
)
q(
    "rotas I got in the last 30 days",
    "filler_dates",
    files(newer(under("Documents/Work/Rotas"), 30), absent=["Rota 2026-11.xlsx"]),
)
q(
    "new whatsapp pics in the past two weeks",
    "filler_dates",
    files(newer(under("Pictures/WhatsApp Images"), 14)),
)
q(
    "anything in downloads from before 2025",
    "filler_dates",
    files(older(dl, days_since("2025-01-01")), absent=["calibre-64bit-7.20.0.msi"]),
)
q(
    "pdfs I saved last month",
    "filler_dates",
    count(len(between(ext(vis, "pdf"), "2026-10-01", "2026-11-01"))),
)

# ============================================================================ filters
E_BIGVID = q(
    "videos bigger than 1 GB",
    "filters",
    files([e for e in ext(vis, *VIDEO) if e.size > GB], absent=["Christmas 2025.mp4"]),
)
q(
    "pdfs over 2 MB in Rental",
    "filters",
    files(
        [e for e in ext(under("Rental"), "pdf") if e.size > 2 * MB],
        absent=["Lease agreement [signed] - Marek Kowalski 2024.pdf"],
    ),
)
q(
    "jpg files in the Races folder bigger than 10 MB",
    "filters",
    files([e for e in ext(under("Pictures/Races"), "jpg") if e.size > 10 * MB]),
)
q(
    "duplicates in Downloads",
    "filters",
    files([e for e in dl if e.dup], absent=["Zoom.pkg", "SteamSetup.exe", "strava_export_2026-11-12.zip"]),
)
q("duplicate photos", "filters", files(dup_groups["img9341"], absent=["Gas safety certificate 2026 (1).pdf"]))
q(
    "duplicates bigger than 1 MB",
    "filters",
    files(
        [e for e in dup_members if e.size > MB],
        absent=["Gas safety certificate 2026 (1).pdf", "Payslip 2026-10 (1).pdf", "Ward 7 rota Nov 2026 (1).pdf"],
    ),
)
q("xlsx files in Work", "filters", files(ext(under("Documents/Work"), "xlsx")))
q("HEIC files bigger than 4 MB", "filters", files([e for e in ext(vis, "heic") if e.size > 4 * MB]))
q(
    "whatsapp videos over 50 MB",
    "filters",
    files(
        [e for e in under("Pictures/WhatsApp Video") if e.size > 50 * MB],
        absent=names([e for e in under("Pictures/WhatsApp Video") if e.size <= 50 * MB]),
    ),
)
q("empty files", "filters", files([e for e in vis if e.size == 0]))
q(
    "epubs smaller than 1 MB",
    "filters",
    files([e for e in epubs if e.size < MB], absent=["Les Misérables (Tome 1).epub"]),
)
q("zip files in Backups", "filters", files(ext(under("Backups"), "zip")))
q(
    "docx files in the Harbour Road flat",
    "filters",
    files(ext(under(R1), "docx"), absent=["Section 13 notice draft.docx"]),
)
q(
    "big .JPG files in Pictures, over 8 MB",
    "filters",
    files([e for e in ext(under("Pictures"), "jpg") if e.size > 8 * MB]),
)
E_INST = q(
    "installers in Downloads",
    "filters",
    files(ext(dl, *INSTALLERS), absent=["strava_export_2026-11-12.zip", "Untitled (2).txt"]),
)
q("mov files", "filters", files(ext(vis, "mov")))
q("pdfs in Leo's school folder", "filters", files(ext(under("Leo/School"), "pdf")))
q(
    "png files bigger than 1 MB",
    "filters",
    files([e for e in ext(vis, "png") if e.size > MB], absent=["Rates of reaction graph.png"]),
)
E_10GB = q("files bigger than 10 GB", "filters", files([e for e in vis if e.size > 10 * GB]))
q(
    "mkv or mp4 files over 2 GB",
    "filters",
    files([e for e in ext(vis, "mkv", "mp4") if e.size > 2 * GB], absent=["Great North Run 2026 finish.MOV"]),
)

# ============================================================================ decline
q(
    "how many pages is the lease for Flat B",
    "decline",
    decline("Lease agreement [signed] - Marek Kowalski 2024.pdf"),
)
q("what's in /etc/passwd", "decline", decline())
q("how big is my Music folder?", "decline", decline())
q("show me photos of the dog", "decline", decline())
q("¿cuáles son mis archivos más grandes?", "decline", decline())
q("what was my average heart rate on saturday's run", "decline", decline(*names(fits)))
q("how many steps did I walk yesterday", "decline", decline())
q("files on my work computer", "decline", decline())
q(
    "my tax return for 2019",
    "decline",
    decline("Self Assessment 2023-24.pdf", "Self Assessment 2024-25.pdf"),
)
q("photos from Lisbon", "decline", decline())
q("combien de photos ai-je ?", "decline", decline())
q("which of my books have I actually finished reading", "decline", decline(*names(under("Books")), *names(epubs)))
q("list the files in ~/../../var/log", "decline", decline())
q("find the invoice from Dyno-Rod", "decline", decline())
q("what's the weather going to be for my long run on sunday", "decline", decline())
q("show me Tom's gym videos", "decline", decline())
q("how big is D:\\Games\\Steam", "decline", decline())
q("how much did the DampFix quote come to?", "decline", decline("Quote - DampFix 2026-11-12.pdf"))
q("delete /usr/bin/python3", "decline", decline())
q("translate Bel-Ami into English", "decline", decline("Bel-Ami - Guy de Maupassant.epub"))

# ============================================================================ actions
q("move all the .dmg files in Downloads to Archive", "actions", plan(ext(dl, "dmg")))
q("delete GarminExpressInstaller.exe", "actions", plan(["Downloads/GarminExpressInstaller.exe"]))
q(
    "rename Ward 7 rota Dec 2026.pdf to Ward 7 rota December 2026.pdf",
    "actions",
    plan(["Documents/Work/Rotas/Ward 7 rota Dec 2026.pdf"]),
)
q(
    "trash the unfinished downloads",
    "actions",
    plan(["Downloads/ubuntu-24.04.3-desktop-amd64.iso.crdownload"]),
)
q(
    "copy the Harbour Road lease to the Desktop",
    "actions",
    plan([f"{R1}/Lease agreement - Zoé Dubois 2025.pdf"], or_decline=True),
)
dl_unique_docs = {"Downloads/school trip consent form - Leo.pdf", "Downloads/NHS pension nomination form.pdf"}
dl_cands = [e for e in dl if e.path not in dl_unique_docs]
q("clean up my Downloads", "actions", proposal(dl_cands))
space_cands = {e.path for e in dl_cands}
space_cands |= {e.path for e in dup_members}
space_cands |= {e.path for e in es if e.hidden_or_noise}
space_cands |= {e.path for e in ext(vis, *VIDEO)}
space_cands |= {e.path for e in under("Backups")}
q("help me free up some space", "actions", proposal(sorted(space_cands)))
q(
    "delete the screenshots from before this year",
    "actions",
    plan(older(shots, days_since("2026-01-01"))),
)
q(
    "move the WhatsApp videos bigger than 50 MB to Videos",
    "actions",
    plan([e for e in under("Pictures/WhatsApp Video") if e.size > 50 * MB]),
)
q(
    "move the Payslip 2025-*.pdf files into a folder called Payslips 2025",
    "actions",
    plan([e for e in payslips if e.name.startswith("Payslip 2025-")]),
)
q("rename IMG_9341 (1).HEIC to race start.heic", "actions", plan(["Downloads/IMG_9341 (1).HEIC"]))
q("delete all the .exe and .msi files in Downloads", "actions", plan(ext(dl, "exe", "msi")))
q(
    "delete the node_modules folder in Leo's discord-bot",
    "actions",
    plan(under("Leo/Coding/discord-bot/node_modules", visible=False)),
)
q(
    "move Born to Run - Christopher McDougall.azw3 to the Running folder",
    "actions",
    plan(["Books/Kindle/Born to Run - Christopher McDougall.azw3"]),
)
q("delete the chilli recipe", "actions", plan(["Documents/Recipes/Tom's chilli.txt"], or_decline=True))
q(
    "clean up the Rental folder",
    "actions",
    proposal([e for e in under("Rental") if e.dup]),
)
q(
    "move everything on the Desktop older than 6 months to Archive",
    "actions",
    plan(older(under("Desktop"), 182)),
)
q(
    "copy all the .gpx files from Running into Desktop/race routes",
    "actions",
    plan(ext(under("Running"), "gpx")),
)
q("delete the council tax bill", "actions", decline("Council tax 2026-27.pdf"))
q("trash everything in C:\\Windows\\System32", "actions", decline())
q(
    "delete the .fit files in Cycling/Zwift from before October",
    "actions",
    plan(older(ext(under("Cycling/Zwift"), "fit"), days_since("2026-10-01"))),
)
q("move the mkv files to Videos/Old", "actions", plan(ext(vis, "mkv")))

# ============================================================================ followup
big_videos = [e for e in ext(vis, *VIDEO) if e.size > GB]
q("which of those is the oldest?", "followup", file_(max(big_videos, key=age).path), E_BIGVID)
q("how much space do they take up?", "followup", answer(size(under("Pictures/WhatsApp Video"))), E_WAVID)
q(
    "what about last year?",
    "followup",
    files(
        [e for e in payslips if days_since("2026-01-01") < age(e) <= days_since("2025-01-01")],
        absent=["Payslip 2026-03.pdf"],
    ),
    E_PAY26,
)
q("which one is the biggest?", "followup", file_(biggest(epubs)[0].path), E_EPUBS)
q("how big is it?", "followup", answer(human(318 * KB)), E_DAMPFIX)
q("delete them", "followup", plan(ext(dl, *INSTALLERS), or_decline=True), E_INST)
b = q("list the .dmg and .pkg files in Downloads", "filters", files(ext(dl, "dmg", "pkg")))
q("delete all of them", "followup", plan(ext(dl, "dmg", "pkg")), b)
q("how many is that?", "followup", count(len(fit_oct)), E_FITOCT)
q("which one is the newest?", "followup", file_(f"{R1}/Gas safety certificate 2026.pdf"), E_GAS)
b = q("files in the Crown Street flat", "plain", files(under(R2)))
q("only the pdfs", "followup", files(ext(under(R2), "pdf"), absent=names(ext(under(R2), "docx", "txt", "heic"))), b)
b = q("largest files in Backups", "plain", files(biggest(under("Backups"), 3)))
q("move the biggest one to the Desktop", "followup", plan(biggest(under("Backups"))), b)
q("and his Minecraft folder?", "followup", answer(size(under("Leo/Minecraft"))), E_LEOSCHOOL)
b = q("my rotas", "dropped_words", files(under("Documents/Work/Rotas")))
q(
    "which ones are pdfs?",
    "followup",
    files(ext(under("Documents/Work/Rotas"), "pdf"), absent=["Rota 2026-11.xlsx", "Rota 2026-10.xlsx"]),
    b,
)
q("how much space do they use?", "followup", answer(size(newer(ext(vis, "heic"), 30))), E_HEIC30)
b = q("find the Kowal Roofing quote", "named_file", file_(f"{R1}/Repairs/Quote - Kowal Roofing 2026-11-04.pdf"))
q("rename it to Roof quote Harbour Rd.pdf", "followup", plan([f"{R1}/Repairs/Quote - Kowal Roofing 2026-11-04.pdf"]), b)
b = q(
    "files in Pictures/Screenshots from this month",
    "filler_dates",
    files(newer(shots, THIS_MONTH), absent=names(older(shots, THIS_MONTH))),
)
q("delete the oldest one", "followup", plan([max(newer(shots, THIS_MONTH), key=age)]), b)
q(
    "copy them to Desktop/Revalidation",
    "followup",
    plan(ext(under("Documents/Work/CPD"), "pdf"), or_decline=True),
    E_CPD,
)
b = q("show me the recipes", "plain", files(under("Documents/Recipes")))
q(
    "which ones mention chicken?",
    "followup",
    files(
        [e for e in under("Documents/Recipes") if "chicken" in (e.text or "").lower()],
        absent=["Tom's chilli.txt", "Mum's dal.txt"],
    ),
    b,
)
q("how much space do they take together?", "followup", answer(size([e for e in vis if e.size > 10 * GB])), E_10GB)
q(
    "when does Marek's one end?",
    "followup",
    decline(
        "Lease agreement [signed] - Marek Kowalski 2024.pdf",
        "Lease agreement - Zoé Dubois 2025.pdf",
        "Lease agreement - Zoé Dubois 2025 (1).pdf",
    ),
    E_LEASES,
)
q("sort them by size", "followup", files(newer(dl, THIS_MONTH)), E_DLMONTH)

# ============================================================================ counts
q("how many files do I have", "counts", count(len(vis), len(es)))
q(
    "how many payslips do i have",
    "counts",
    count(len(payslips), len(payslips) + 1, len(payslips) + 2, len(payslips) + 3),
)
q("how many fit files are there", "counts", count(len(fits)))
q("number of pics in WhatsApp Images", "counts", count(len(under("Pictures/WhatsApp Images"))))
q("how many pdfs are in Rental?", "counts", count(len(ext(under("Rental"), "pdf"))))
q("how many files are in Leo's folder", "counts", count(len(under("Leo")), len(under("Leo", visible=False))))
q("how many HEIC files", "counts", count(len(ext(vis, "heic"))))
q("count my epubs", "counts", count(len(epubs), len(ext(under("Books"), "epub"))))
q(
    "how many files did I change this month",
    "counts",
    count(len(newer(vis, THIS_MONTH)), len(newer(es, THIS_MONTH))),
)
n_shots = len(shots)
n_mc = len(under("Leo/Minecraft/screenshots"))
n_steam = len(under("Leo/Steam Screenshots"))
q(
    "how many screenshots do I have?",
    "counts",
    count(n_shots, n_shots + n_mc, n_shots + n_steam, n_shots + n_mc + n_steam),
)
q("how many jpgs are bigger than 5 MB", "counts", count(len([e for e in ext(vis, "jpg", "jpeg") if e.size > 5 * MB])))
n_groups = len(dup_groups)
n_members = len(dup_members)
q("how many duplicate files do i have", "counts", count(n_members - n_groups, n_groups, n_members))
q("how many installers are in downloads", "counts", count(len(ext(dl, *INSTALLERS)), len(ext(dl, *INSTALLERS)) + 1))
q("how many gpx files from this year", "counts", count(len(newer(gpx, days_since("2026-01-01")))))
q("how many minecraft region files does Leo have", "counts", count(len(ext(under("Leo/Minecraft"), "mca"))))
q("how many photos from the great north run", "counts", count(len(under("Pictures/Races/Great North Run 2026"))))
q("how many xlsx files in Documents", "counts", count(len(ext(under("Documents"), "xlsx"))))
q("how many files in the Harbour Road flat folder", "counts", count(len(under(R1))))
q("how many videos do I have", "counts", count(len(ext(vis, *VIDEO))))
q("how many kindle books", "counts", count(len(under("Books/Kindle"))))
q("how many files are in Downloads", "counts", count(len(dl)))


def _sanity() -> None:
    for d in Q:
        ex = d["expect"]
        k = ex["kind"]
        if k in ("files",):
            assert ex["paths"], d["id"]
            names_ = [p.rsplit("/", 1)[-1] for p in ex["paths"]]
            assert not set(names_) & set(ex.get("absent", [])), d["id"]
        elif k == "file":
            one(ex["path"])
        elif k == "plan":
            assert ex["files"], d["id"]
        elif k == "count":
            assert ex["n"] > 0, d["id"]
        elif k == "proposal":
            assert ex["candidates"], d["id"]
        elif k == "answer":
            assert ex["facts"], d["id"]
        if d.get("follows"):
            assert any(x["id"] == d["follows"] for x in Q), d["id"]
    # visible files keep clear of every date boundary used above
    for e in vis:
        if not isinstance(e.age, str):
            assert not any(abs(age(e) - b) < 0.3 for b in (3, 7, 14, THIS_MONTH, 30, 182, 365)), e.path


if __name__ == "__main__":
    _sanity()
    out = Path(__file__).with_name("heldout_e.jsonl")
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions", dict(Counter(d["class"] for d in Q)))
