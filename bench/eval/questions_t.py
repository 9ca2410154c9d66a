"""Writes heldout_t.jsonl: a held-out set T, over the "physio" home (homes_physio.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_t.py      # rewrites bench/eval/heldout_t.jsonl
    python bench/eval/run_heldout.py --set heldout_t.jsonl

The home: one computer shared by three. Dr Sinéad Murphy-Adeyemi, a physiotherapist with a small private clinic:
monthly appointment exports (.csv), invoices to patients "INV-2026-0412 - C Doyle.pdf" by year, insurer claims by
insurer (Bupa, AXA, Vitality) with remittance advices, exercise sheets as PDFs in "Clinic/Ex sheets/<body part>"
("knee - ACL rehab phase 2.pdf"), marketing (flyer versions, Canva exports, the logo), CPD and HCPC registration, the
clinic's lease and insurance, payroll for one receptionist (Aoife Brennan), accounts by UK tax year, a small website
repo (.git, node_modules). Her husband Femi Adeyemi, a freelance video editor: five client jobs "YYYY-MM - Client -
job" (two for Brightside Charity) each with Rushes (huge .braw, Sony .MP4, iPhone .MOV, Zoom .WAV), Proxies, Project
(.prproj, .drp, Premiere auto-saves), Exports ("v1", "v2", "FINAL", "final final", a .srt), Music and Graphics; a
showreel, music licences, his invoices "FA-2026-012 ...", LUTs, stock footage. Her mother Bernadette Murphy (74; the
brief called her "his mother", but her surname and the family history are the Murphys', so she is Sinéad's mother
here): GEDCOM trees (.ged) and an Ancestry export, old photos scanned as large TIFFs named by person and year ("Granny
Kate 1952.tif", "Mother on Dún Laoghaire pier 1949.tif") and a folder of unsorted "SCAN0001.TIF", parish records,
letters typed up (.docx, two from Aunt Peg), emails saved as .eml, the Adeyemi side with Yoruba names
("Adébáyọ̀", "Ìbàdàn"), a book club list; phone photos, screenshots, Downloads with installers, zips, "(1)" copies
that are exact duplicates of files elsewhere and a half-finished .crdownload, Desktop clutter, empty files, hidden
dotfiles, .ssh, .cache (with a DaVinci render cache) and .DS_Store files.

Voices: Sinéad (brisk, clinical shorthand: "ex sheets", "pts", "the Bupa claims", "cert"), Femi (editor slang, casual,
lowercase: "rushes", "the grade", "the cut", "proxies", "weigh"), Bernadette (long, polite, unsure of computer words:
"the pictures of my mother", "that letter from Aunt Peg", "room on the computer"), and anyone in a hurry (terse,
typos, no punctuation).

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days" = 2 days, "last 3 days" = 3 days, "past week"/"last 7 days" =
7 days, "last fortnight"/"two weeks" = 14 days, "past 30 days"/"past month" = 30 days, "this month"/"since the start
of the month" = November 2026, "October"/"last month" = October 2026, "since October" = from 2026-10-01, "since
September" = from 2026-09-01, "July" = July 2026, "back in March" = March 2026, "older than 6 months" = 182 days,
"this year" = 2026, "older than a year"/"over a year" = 365 days, "2025" = 2025, "older than two years" = 730 days,
"Nov 19"/"19th of November" = 2026-11-19 (only month-day anchors are dated that day; nothing else visible is within a
day of it). Words that depend on the clock time or the first day of the week ("today", "yesterday", "this week") are
not used. The generator keeps visible files clear of these boundaries (homes_physio.BAD_WINDOWS). "Visible" files
leave out hidden files and noise folders (.git, node_modules, .cache, .ssh, .DS_Store); where a question could
fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal (homes.human); a size
question is only asked where hidden files cannot change the figure. TIFFs (.tif/.TIF) and .HEIC are photos; a
question about "videos" in general is not asked (whether .braw counts is a fair doubt), only about named
extensions or folders. Actions are asked without confirmation: the expectation is the exact plan (nothing may change
on disk); or_decline only where a clarifying question is as right as the plan ("the Vitality claim for Khan" is not
its exact name). "delete them" after a list of several files must ask; "clean up"/"free up space"/"tidy up" is a
proposal; a partial name that fits several files, a path outside the home or a system path is declined.
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
H = "physio"
CL = "Clinic"
VC = "Video/Clients"
FH = "Family History"
OP = "Family History/Old photos"
EX = "Clinic/Ex sheets"
IC = "Clinic/Insurer claims"
J_ADE = f"{VC}/2025-10 - Adébáyọ̀ Foods - product ads"
J_BVOL = f"{VC}/2026-03 - Brightside Charity - volunteer stories"
J_OKO = f"{VC}/2026-06 - Okonkwo & Daughters - wedding"
J_BAPP = f"{VC}/2026-09 - Brightside Charity - appeal film"
J_NORTH = f"{VC}/2026-11 - Northside Gym - promo"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"t{_n[0]:03d}"
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


def within(pool, part: str):
    """Files with a folder named `part` somewhere in their path ("Rushes": every job's Rushes)."""
    return [e for e in pool if part in e.path.split("/")[:-1]]


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


def bound(iso: str) -> float:
    """The age (days, as of noon on 2026-11-24) of midnight starting that day."""
    return (_dt.date(2026, 11, 24) - _dt.date.fromisoformat(iso)).days + 0.5


# boundaries (ages in days as of 2026-11-24), each inside a window homes_physio.BAD_WINDOWS keeps clear
D2, D3, WEEK, FORTNIGHT, D30, M6, YEAR, Y2 = 2.0, 3.0, 7.0, 14.0, 30.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, JUL1 = (
    bound("2026-11-01"),
    bound("2026-10-01"),
    bound("2026-09-01"),
    bound("2026-08-01"),
    bound("2026-07-01"),
)
APR1, MAR1, JAN26, JAN25 = bound("2026-04-01"), bound("2026-03-01"), bound("2026-01-01"), bound("2025-01-01")


def check_dates() -> None:
    from homes_physio import BAD_WINDOWS

    for b in (D2, D3, WEEK, FORTNIGHT, D30, M6, YEAR, Y2, NOV1, OCT1, SEP1, AUG1, JUL1, APR1, MAR1, JAN26, JAN25):
        assert any(lo <= b < hi for lo, hi in BAD_WINDOWS), b
    for e in vis:
        for b in (D2, D3, WEEK, FORTNIGHT, D30, M6, YEAR, Y2, NOV1, OCT1, SEP1, AUG1, JUL1, APR1, MAR1, JAN26, JAN25):
            assert isinstance(e.age, str) or e.age < 0.5 or abs(e.age - b) > 0.45, (e.path, b)


check_dates()

# ----------------------------------------------------------------------------------------------- common pools
rushes = within(vis, "Rushes")
proxies = within(vis, "Proxies")
exports = within(vis, "Exports")
inv26 = under(f"{CL}/Invoices/2026")
inv25 = under(f"{CL}/Invoices/2025")
bupa_claims = named(under(f"{IC}/Bupa"), "Bupa claim")
axa_claims = named(under(f"{IC}/AXA"), "claim form")
vit_claims = named(under(f"{IC}/Vitality"), "Vitality claim")
payslips = named(under(f"{CL}/Payroll"), "payslip")
letters = under(f"{FH}/Letters typed up")
emails = under(f"{FH}/Emails")
old_photos = under(OP)
named_photos = [e for e in old_photos if "/unsorted scans/" not in e.path]
dups = [e for e in vis if e.dup]
empty = [e for e in vis if e.size == 0]
dl = under("Downloads")
installers = ext(dl, "dmg", "pkg")
assert len(empty) == 4 and len(installers) == 6


def dup_group(pool):
    keys = {e.dup for e in pool}
    return [e for e in vis if e.dup in keys]


# =============================================================================================== plain
q("how much space are all the client jobs taking up", "plain", answer(size(under(VC))))
q("size of the Marketing folder", "plain", answer(size(under(f"{CL}/Marketing"))))
q(
    "Could you tell me how much room the old photos are taking up on the computer, please?",
    "plain",
    answer(size(old_photos)),
)
q("list the ex sheets for knees", "plain", files(ext(under(f"{EX}/Knee"), "pdf")))
q("biggest files on here", "plain", files(biggest(vis, 3)))
q(
    "where's the lease for the clinic",
    "named_file",
    file(f"{CL}/Premises & Insurance/lease - Unit 4, 18 Beech Road.pdf"),
)
q("show me all the prproj files", "plain", files(ext(vis, "prproj")))
q("what's in Insurer claims/Vitality", "plain", files(under(f"{IC}/Vitality")))
q("downloads biggest files", "plain", files(biggest(dl, 3)))
q("newest file in the Bupa folder", "plain", file(newest(under(f"{IC}/Bupa")).path))
jobs = {j: under(j) for j in (J_ADE, J_BVOL, J_OKO, J_BAPP, J_NORTH)}
big_job = max(jobs, key=lambda j: total(jobs[j]))
assert big_job == J_OKO
q("which of my client jobs takes up the most space?", "plain", answer("Okonkwo", size(jobs[J_OKO])))
q("list Aoife's payslips", "plain", files(payslips))
q("wheres my showreel", "named_file", file("Video/Showreel/Femi Adeyemi showreel 2026.mp4"))
q("what's the total size of the Accounts folder", "plain", answer(size(under(f"{CL}/Accounts"))))
q("Can you show me what is in the Parish records folder?", "plain", files(under(f"{FH}/Parish records")))
q("largest mp4 files", "plain", files(biggest(ext(vis, "mp4"), 3)))
q("what's on the desktop", "plain", files(under("Desktop")))
q("pdfs in downloads", "plain", files(ext(dl, "pdf")))
q("how big is the Okonkwo wedding folder", "plain", answer(size(jobs[J_OKO])))
q(
    "What is the biggest of the old photos?",
    "plain",
    file(biggest(old_photos)[0].path),
)
assert biggest(old_photos)[0] in named_photos
q("wheres the brightside appeal project file", "named_file", file(f"{J_BAPP}/Project/Brightside appeal.prproj"))
q("show me the insurance docs for the clinic", "plain", files(named(under(f"{CL}/Premises & Insurance"), "insurance")))
q("music licences", "plain", files(named(under("Video/Music licences"), "licence")))
q("what's in the Running folder in ex sheets", "plain", files(under(f"{EX}/Running")))
q("the HCPC stuff", "plain", files(named(vis, "HCPC")))
q("show me everything in the Book club folder", "plain", files(under("Bernadette/Book club")))
q("how big is the Proxies folder in the appeal film job", "plain", answer(size(under(f"{J_BAPP}/Proxies"))))
q("what's the oldest thing in my Downloads", "plain", file(oldest(dl).path))
q(
    "list the folders inside Video/Clients",
    "plain",
    answer("Okonkwo", "Northside", "product ads", "volunteer", "appeal"),
)

# =============================================================================================== named_file
q(
    "how big is INV-2026-0412",
    "named_file",
    answer(human(by_path[f"{CL}/Invoices/2026/INV-2026-0412 - C Doyle.pdf"].size)),
)
q("when did I last change the CPD log 2025-26", "named_file", file(f"{CL}/CPD & Registration/CPD log 2025-26.xlsx"))
q(
    "size of Brightside appeal final final.mp4",
    "named_file",
    answer(human(by_path[f"{J_BAPP}/Exports/Brightside appeal final final.mp4"].size)),
)
q(
    "How big is the picture called Granny Kate 1952?",
    "named_file",
    answer(human(by_path[f"{OP}/Granny Kate 1952.tif"].size)),
)
q("where's the lease renewal offer", "named_file", file(f"{CL}/Premises & Insurance/lease renewal offer 2026.pdf"))
q("where did i put Okonkwo wedding.drp", "named_file", file(f"{J_OKO}/Project/Okonkwo wedding.drp"))
q("ACL rehab phase 2 pdf", "named_file", file(f"{EX}/Knee/knee - ACL rehab phase 2.pdf"))
q(
    "When did I last work on the Letter from Uncle Paddy in Boston?",
    "named_file",
    file(f"{FH}/Letters typed up/Letter from Uncle Paddy in Boston 1962.docx"),
)
q(
    "how big is course notes - vestibular rehab.pdf",
    "named_file",
    answer(human(by_path[f"{CL}/CPD & Registration/course notes - vestibular rehab.pdf"].size)),
)
q(
    "what's the size of the DaVinci Resolve installer",
    "named_file",
    answer(human(by_path["Downloads/DaVinci_Resolve_Studio_19.1.3_Mac.dmg"].size)),
)
q("is Aoife's P60 on here", "named_file", file(f"{CL}/Payroll/Aoife Brennan/P60 Aoife Brennan 2025-26.pdf"))
q(
    "Where is the Kingstown baptism register?",
    "named_file",
    file(f"{FH}/Parish records/Kingstown baptism register 1921 - Kate Byrne.jpg"),
)
q(
    "how big's the Hopeful Piano wav",
    "named_file",
    answer(human(by_path[f"{J_BAPP}/Music/Hopeful Piano - Artlist.wav"].size)),
)
q("when was price list 2026 last edited", "named_file", file(f"{CL}/Marketing/price list 2026.docx"))
q("murphy family tree.ged size", "named_file", answer(human(by_path[f"{FH}/Murphy family tree.ged"].size)))
q("where's the claims tracker", "named_file", file(f"{IC}/claims tracker 2026.xlsx"))
q(
    "how big is the Adebayo Foods ads project file",
    "named_file",
    answer(human(by_path[f"{J_ADE}/Project/Adebayo Foods ads.prproj"].size)),
)
q(
    "What size is the photo of Aunt Peg in New York?",
    "named_file",
    answer(human(by_path[f"{OP}/Aunt Peg in New York 1964.tif"].size)),
)
q(
    "fire risk assessment, when did I last update it",
    "named_file",
    file(f"{CL}/Premises & Insurance/fire risk assessment.docx"),
)
q("where's Femi Adeyemi showreel 2025", "named_file", file("Video/Showreel/Femi Adeyemi showreel 2025.mp4"))
q(
    "how big is business bank statements 2025-26",
    "named_file",
    answer(human(by_path[f"{CL}/Accounts/2025-26/business bank statements 2025-26.pdf"].size)),
)
q(
    "Could you find the Oluwaseun Adeyemi obituary for me?",
    "named_file",
    file(f"{FH}/Adeyemi side/Olúwaseun Adeyemi obituary 2009.pdf"),
)
q("INV-2026-0405", "named_file", file(f"{CL}/Invoices/2026/INV-2026-0405 - R Nowak.pdf"))
q(
    "when did I save the safeguarding adults level 2 cert",
    "named_file",
    file(f"{CL}/CPD & Registration/certificates/safeguarding adults level 2.pdf"),
)
q(
    "northside promo v3 graded - size?",
    "named_file",
    answer(human(by_path[f"{J_NORTH}/Exports/Northside promo v3 graded.mp4"].size)),
)
q(
    "Where is the marriage register from Dun Laoghaire?",
    "named_file",
    file(f"{FH}/Parish records/St Michael's Dún Laoghaire marriage register 1950.pdf"),
)
q("where did I save the receptionist handover", "named_file", file(f"{CL}/receptionist handover.txt"))
q("when did I last change the book club list?", "named_file", file("Bernadette/Book club/book club list 2026.txt"))
q("how big is the Teal & Orange LUT", "named_file", answer(human(by_path["Video/LUTs/Teal & Orange.cube"].size)))
q(
    "what's in Premises & Insurance",
    "plain",
    files(under(f"{CL}/Premises & Insurance")),
)

# =============================================================================================== dropped_words
q("how much space do the rushes take up", "dropped_words", answer(size(rushes)))
q("how big are all the proxies", "dropped_words", answer(size(proxies)))
exsheets = under(EX)
q("how many ex sheets do I have", "dropped_words", count(len(exsheets), len(ext(exsheets, "pdf")), len(exsheets) - 1))
q("the Bupa claims", "dropped_words", files(bupa_claims))
mother_pics = named(ext(vis, "tif"), "Mother")
assert len(mother_pics) == 4
q(
    "Please show me the pictures of my mother.",
    "dropped_words",
    files(mother_pics, absent=["Mother's brown bread.docx", "Letter from Father to Mother 1949.docx"]),
)
q("I'm looking for that letter from Aunt Peg", "dropped_words", files(named(letters, "Aunt Peg")))
q("how much space are my podcasts taking", "dropped_words", decline())
q(
    "dry needling cert",
    "dropped_words",
    file(f"{CL}/CPD & Registration/certificates/dry needling level 2 certificate.pdf"),
)
q("how big are the wedding rushes", "dropped_words", answer(size(under(f"{J_OKO}/Rushes"))))
q("remittance advices from Bupa", "dropped_words", files(named(vis, "remittance")))
q(
    "all the FINAL exports",
    "dropped_words",
    files(named(ext(exports, "mp4"), "final")),
)
q("the Canva stuff", "dropped_words", files(under(f"{CL}/Marketing/Canva exports")))
shots = named(vis, "Screenshot")
q("how many screenshots", "dropped_words", count(len(shots), len(under("Pictures/Screenshots"))))
q("Aoife's contract", "dropped_words", file(f"{CL}/Payroll/Aoife Brennan/contract of employment - Aoife Brennan.pdf"))
q("the autosaves for the appeal", "dropped_words", files(under(f"{J_BAPP}/Project/Auto-Save")))
osull = named(vis, "Súilleabháin")
assert len(osull) == 3
q("invoices for Ó Súilleabháin", "dropped_words", files(osull))
q("O Suilleabhain invoices", "dropped_words", files(osull))
father_pics = named(ext(vis, "tif"), "Father")
assert len(father_pics) == 3
q(
    "Have I any photographs of Father?",
    "dropped_words",
    files(father_pics, absent=["Letter from Father to Mother 1949.docx"]),
)
q("how much space is the sony footage using", "dropped_words", decline())
q("the running ex sheets", "dropped_words", files(under(f"{EX}/Running")))
q("how much room does the adebayo job take", "dropped_words", answer(size(jobs[J_ADE])))
q("the Adeyemi side of the family", "dropped_words", files(under(f"{FH}/Adeyemi side")))
q("whiplash sheet", "dropped_words", file(f"{EX}/Neck/neck - whiplash early mobility.pdf"))
q("any voice notes on here", "dropped_words", decline())
q("photos of the dog", "dropped_words", decline())
q("the Vitality letter", "dropped_words", file(f"{IC}/Vitality/Vitality recognised practitioner letter.pdf"))
q("everything to do with the lease", "dropped_words", files(named(vis, "lease")))
q("how much do the braw files weigh", "dropped_words", answer(size(ext(vis, "braw"))))
q("ACL sheets", "dropped_words", files(ext(named(vis, "ACL"), "pdf")))
q("where are the subtitles for the appeal film", "dropped_words", file(f"{J_BAPP}/Exports/Brightside appeal FINAL.srt"))
kate = named(vis, "Kate Byrne")
assert len(kate) == 3
q("Is there anything about Kate Byrne on the computer?", "dropped_words", files(kate))
q("the latest cut of the Northside promo", "dropped_words", file(newest(under(f"{J_NORTH}/Exports")).path))
q(
    "has the grade for northside been exported",
    "dropped_words",
    file(f"{J_NORTH}/Exports/Northside promo v3 graded.mp4"),
)
q("my GEDCOM files", "dropped_words", files(ext(vis, "ged")))
q("Where is the photo of Mother on the pier?", "dropped_words", file(f"{OP}/Mother on Dún Laoghaire pier 1949.tif"))
q("which file mentions Kingstown", "dropped_words", file(f"{FH}/research notes.txt"))
q("hw much space do the proxys take", "dropped_words", answer(size(proxies)))
q("wheres the acl phase 3 sheet", "dropped_words", file(f"{EX}/Knee/knee - ACL rehab phase 3.pdf"))
q("remitance advice oct", "dropped_words", file(f"{IC}/Bupa/Bupa remittance advice Oct 2026.pdf"))

# =============================================================================================== filler_dates
q("any Bupa claims from the last fortnight?", "filler_dates", files(aged(bupa_claims, 0, FORTNIGHT)))
inv_nov = aged(inv26, 0, NOV1)
assert len(inv_nov) == 6
q("pts invoices since the start of the month", "filler_dates", files(inv_nov))
nov19 = [e for e in vis if e.age == "11-19"]
assert len(nov19) == 4 and not aged([e for e in vis if e.age != "11-19"], 4.0, 6.0)
q("What was saved on the 19th of November?", "filler_dates", files(nov19))
q("anything new in the exports in the last 3 days", "filler_dates", files(aged(exports, 0, D3)))
q(
    "have I still got Aoife's payslip from August",
    "filler_dates",
    file(f"{CL}/Payroll/Aoife Brennan/payslip 2026-08.pdf"),
)
q("pdfs changed in the past week", "filler_dates", files(aged(ext(vis, "pdf"), 0, WEEK)))
q("what have i exported this month", "filler_dates", files(aged(ext(exports, "mp4"), 0, NOV1)))
q("any new ex sheets in the past month?", "filler_dates", files(aged(under(EX), 0, D30)))
scanned25 = aged(named_photos, JAN26, JAN25)
assert scanned25 and not any("unsorted" in e.path for e in scanned25)
q(
    "Which of the old photos did I scan in 2025?",
    "filler_dates",
    files(scanned25, absent=["Father in the Irish Army 1947.tif"]),
)
appt = under(f"{CL}/Appointments")
q(
    "the appointment exports from this year",
    "filler_dates",
    files([e for e in appt if "export 2026-" in e.name]),
)
old_slips = aged(payslips, M6)
q("how many of Aoife's payslips are older than 6 months", "filler_dates", count(len(old_slips)))
q("files changed in the last 2 days", "filler_dates", files(aged(vis, 0, D2)))
q(
    "did i touch the Brightside appeal project since October",
    "filler_dates",
    file(f"{J_BAPP}/Project/Brightside appeal.prproj"),
)
claims = bupa_claims + axa_claims + vit_claims
jul = aged(claims, AUG1, JUL1)
assert len(jul) == 3
q("claims from July", "filler_dates", files(jul))
q("what did I download in the past 30 days", "filler_dates", files(aged(dl, 0, D30)))
q(
    "how much space do the rushes from the past month take",
    "filler_dates",
    answer(size(aged(rushes, 0, D30))),
)
q(
    "has anything in CPD & Registration changed this year?",
    "filler_dates",
    files(aged(under(f"{CL}/CPD & Registration"), 0, JAN26)),
)
q("Have I got any emails from October?", "filler_dates", files(aged(emails, NOV1, OCT1)))
q(
    "stuff i exported back in March",
    "filler_dates",
    files(aged(exports, APR1, MAR1), absent=["Brightside volunteers v2.mp4"]),
)
q(
    "which of the insurance policies are older than a year",
    "filler_dates",
    files(aged(named(vis, "insurance"), YEAR), absent=["professional indemnity insurance 2026-27.pdf"]),
)
q("how many files from the adebayo job are older than a year", "filler_dates", count(len(aged(jobs[J_ADE], YEAR))))
fh_since_sep = aged(under(FH), 0, SEP1)
q(
    "How many things have I added to the Family History folder since September?",
    "filler_dates",
    count(len(fh_since_sep), len(aged(under(FH, visible=False), 0, SEP1))),
)
q("any .ged files newer than 2 weeks", "filler_dates", files(aged(ext(vis, "ged"), 0, FORTNIGHT)))
q(
    "were any of the clinic spreadsheets changed since the start of November",
    "filler_dates",
    files(aged(ext(under(CL), "xlsx"), 0, NOV1)),
)
q("which scans havent been sorted yet", "filler_dates", files(under(f"{OP}/unsorted scans")))
q("what did I do on Nov 19", "filler_dates", files(nov19))

# =============================================================================================== filters
big_dups = [e for e in dups if e.size > 1 * 10**9]
q("duplicates bigger than 1 GB", "filters", files(big_dups))
q("duplicate pdfs", "filters", files(ext(dups, "pdf")))
q("Are there any duplicate photographs?", "filters", files(ext(dups, "tif")))
q("duplicates in downloads", "filters", files([e for e in dl if e.dup]))
q("mov files over 2 GB", "filters", files([e for e in ext(vis, "mov") if e.size > 2 * 10**9]))
q("pdfs over 3 MB", "filters", files([e for e in ext(vis, "pdf") if e.size > 3 * 10**6]))
q(
    "Which of the old photos are over 100 megabytes?",
    "filters",
    files([e for e in old_photos if e.size > 100 * 10**6]),
)
q("empty files", "filters", files(empty))
q("word docs in the ex sheets folder", "filters", files(ext(under(EX), "docx")))
q("the largest wav files", "filters", files(biggest(ext(vis, "wav"), 3)))
q("jpgs in Family History", "filters", files(ext(under(FH), "jpg")))
q("spreadsheets in Accounts", "filters", files(ext(under(f"{CL}/Accounts"), "xlsx")))
q(
    "how many mp4s from 2026 are bigger than 2 GB",
    "filters",
    count(len([e for e in aged(ext(vis, "mp4"), 0, JAN26) if e.size > 2 * 10**9])),
)
q("Show me the Word documents in the Family History folder, please.", "filters", files(ext(under(FH), "docx")))
q("csv files older than 6 months", "filters", files(aged(ext(vis, "csv"), M6)))
q("drp files", "filters", files(ext(vis, "drp")))
q("pngs on the desktop", "filters", files(ext(under("Desktop"), "png")))
q(
    "pdfs in Marketing over 2 MB",
    "filters",
    files([e for e in ext(under(f"{CL}/Marketing"), "pdf") if e.size > 2 * 10**6]),
)
q("the HEIC photos", "filters", files(ext(vis, "heic")))
q("zip files in downloads", "filters", files(ext(dl, "zip")))

# =============================================================================================== decline
q("what's in /etc/passwd", "decline", decline())
q("how much space is left on my external drive", "decline", decline())
q(
    "Could you read the Letter from Aunt Peg 1964 and tell me what she meant by it?",
    "decline",
    decline("Letter from Aunt Peg 1964.docx"),
)
q("which pts haven't paid their invoices yet", "decline", decline())
q(
    "who's in the Brightside appeal FINAL video",
    "decline",
    decline("Brightside appeal FINAL.mp4", "Brightside appeal FINAL.srt"),
)
q("Cá bhfuil na grianghraif de mo mháthair?", "decline", decline())
q(r"files in C:\Users\Femi\Videos", "decline", decline())
q("is my HCPC registration still valid", "decline", decline(*names(named(vis, "HCPC"))))
north_rushes = under(f"{J_NORTH}/Rushes")
q("what frame rate were the northside rushes shot at", "decline", decline(*names(north_rushes)))
q("how much did Bupa pay me in October", "decline", decline(*names(named(vis, "remittance"))))
q("Can you print the book club list for me?", "decline", decline("book club list 2026.txt"))
q("upload the final final to dropbox", "decline", decline(*names(named(vis, "final final"))))
q("files in /var/log", "decline", decline())
q("whats in my icloud", "decline", decline())
q(
    "How many pages are in the death certificate?",
    "decline",
    decline("death certificate - Thomas Murphy 1979.pdf"),
)
q("email Northside promo v3 graded.mp4 to Dan", "decline", decline("Northside promo v3 graded.mp4"))
q("what's the weather going to be like in Manchester tomorrow", "decline", decline())
q(
    "convert the okonkwo final final to prores",
    "decline",
    decline("Okonkwo wedding highlights final final.mp4"),
)
q(
    "Who is the lady standing beside Father in the wedding picture?",
    "decline",
    decline("Mother and Father wedding day 1950.tif", "Granny Kate and Grandad Tom wedding 1919.tif"),
)
q(r"list the files on the clinic shared drive S:\Clinic", "decline", decline())
q("how much space does ~/Library take", "decline", decline())

# =============================================================================================== actions
q("delete clinic flyer A5 v1.pdf", "actions", plan([by_path[f"{CL}/Marketing/clinic flyer A5 v1.pdf"]]))
q(
    "delete Downloads/Brightside_rushes_day2.zip.crdownload",
    "actions",
    plan([by_path["Downloads/Brightside_rushes_day2.zip.crdownload"]]),
)
q("move all the .dmg files in Downloads to the trash", "actions", plan(ext(dl, "dmg")))
q("delete ACL", "actions", decline(*names(named(vis, "ACL"))))
granny = named(vis, "Granny Kate")
q("Please delete the picture of Granny Kate.", "actions", decline(*names(granny)))
q("rm /usr/bin/python3", "actions", decline())
dl_cands = installers + ext(dl, "zip", "crdownload") + [e for e in dl if e.dup or e.size == 0]
q("clean up my downloads", "actions", proposal(dl_cands))
caches = [
    e for e in es if e.hidden_or_noise and (".cache/" in e.path or e.name == ".DS_Store" or "/node_modules/" in e.path)
]
old_big_videos = [e for e in ext(vis, "braw", "mp4", "mov", "wav") if e.size > 100 * 10**6 and age(e) > 60]
free_cands = dl_cands + dup_group(dups) + caches + proxies + old_big_videos + empty
q("help me free up some space", "actions", proposal(free_cands))
q(
    "move the appointment exports older than a year to Clinic/Archive",
    "actions",
    plan(aged(named(appt, "appointments export"), YEAR)),
)
q(
    "rename Northside promo v3 graded.mp4 to Northside promo v3 FINAL.mp4",
    "actions",
    plan([by_path[f"{J_NORTH}/Exports/Northside promo v3 graded.mp4"]]),
)
q(
    "move INV-2026-0412 - C Doyle.pdf to the Desktop",
    "actions",
    plan([by_path[f"{CL}/Invoices/2026/INV-2026-0412 - C Doyle.pdf"]]),
)
q("delete the proxies for the volunteer stories job", "actions", plan(under(f"{J_BVOL}/Proxies")))
q("delete C0001.MP4", "actions", decline("C0001.MP4"))
q(
    "move everything in Downloads older than 6 months to Downloads/Old",
    "actions",
    plan(aged(dl, M6)),
)
q("rm ~/../../etc/hosts", "actions", decline())
fh_cands = dup_group([e for e in dups if e.path.startswith(FH + "/")]) + [
    e for e in es if e.name == ".DS_Store" and e.path.startswith(FH)
]
q("Could you tidy up the Family History folder for me, please?", "actions", proposal(fh_cands))
q("bin the Auto-Save folder in the Brightside appeal project", "actions", plan(under(f"{J_BAPP}/Project/Auto-Save")))
q(
    "delete the Vitality claim for Khan",
    "actions",
    plan([by_path[f"{IC}/Vitality/Vitality claim Khan 2026-06.pdf"]], or_decline=True),
)
q(
    "move the 2025 showreel to Video/Archive",
    "actions",
    plan([by_path["Video/Showreel/Femi Adeyemi showreel 2025.mp4"]], or_decline=True),
)
q("move Downloads/*.zip to Downloads/zips", "actions", plan(ext(dl, "zip")))
q(
    "move the screenshots on the desktop to Pictures/Screenshots",
    "actions",
    plan(named(under("Desktop"), "Screenshot")),
)
q(
    "delete the invoice template",
    "actions",
    plan([by_path[f"{CL}/Invoices/invoice template.docx"]], or_decline=True),
)

# =============================================================================================== followup
oko_exp = under(f"{J_OKO}/Exports")
b = q("show me the Okonkwo exports", "plain", files(oko_exp))
q("which one is the biggest?", "followup", file(biggest(oko_exp)[0].path), follows=b)
b = q("list the Bupa claims", "plain", files(bupa_claims))
q("and only the ones from October?", "followup", files(aged(bupa_claims, NOV1, OCT1)), follows=b)
peg = named(old_photos, "Aunt Peg")
b = q("Show me the old photos of Aunt Peg.", "plain", files(peg))
q("How much room do they take?", "followup", answer(size(peg)), follows=b)
b = q("installers in downloads", "plain", files(installers))
q("how much space do they take up", "followup", answer(size(installers)), follows=b)
b = q("AXA claims", "plain", files(axa_claims))
q("what about Vitality?", "followup", files(vit_claims), follows=b)
b = q("empty files", "filters", files(empty))
q("delete them", "followup", decline(*names(empty)), follows=b)
q("delete all of them", "followup", plan(empty), follows=b)
b = q("ex sheets for the shoulder", "plain", files(under(f"{EX}/Shoulder")))
q("and the hip ones?", "followup", files(under(f"{EX}/Hip")), follows=b)
b = q("What letters have I typed up?", "plain", files(letters))
q("Which is the newest?", "followup", file(newest(letters).path), follows=b)
b = q("payslips for Aoife", "plain", files(payslips))
q("how many are there", "followup", count(len(payslips)), follows=b)
inv_oct = aged(inv26, NOV1, OCT1)
femi_oct = aged(under("Video/Invoices"), NOV1, OCT1)
dl_inv_oct = aged(named(dl, "INV-"), NOV1, OCT1)
b = q("invoices from October", "filler_dates", files(inv_oct))
q(
    "how many is that",
    "followup",
    count(
        len(inv_oct), len(inv_oct) + len(femi_oct), len(inv_oct) + len(dl_inv_oct), len(inv_oct + femi_oct + dl_inv_oct)
    ),
    follows=b,
)
appeal_rushes = under(f"{J_BAPP}/Rushes")
b = q("show me the rushes for the appeal film", "plain", files(appeal_rushes))
q("how much space do they take", "followup", answer(size(appeal_rushes)), follows=b)
b = q("the LUTs", "plain", files(under("Video/LUTs")))
q("how big are they all together", "followup", answer(size(under("Video/LUTs"))), follows=b)
certs = under(f"{CL}/CPD & Registration/certificates")
b = q("my CPD certs", "plain", files(certs))
q("which is the oldest", "followup", file(oldest(certs).path), follows=b)
b = q("dmg files", "filters", files(ext(vis, "dmg")))
q("delete all of them", "followup", plan(ext(vis, "dmg")), follows=b)
b = q("Show me the emails I saved.", "plain", files(emails))
q("Which one came in most recently?", "followup", file(newest(emails).path), follows=b)
b = q("proxies for the appeal", "plain", files(under(f"{J_BAPP}/Proxies")))
q("delete them all", "followup", plan(under(f"{J_BAPP}/Proxies")), follows=b)
b = q("how many invoices did I do in 2025", "counts", count(len(inv25)))
q("and in 2026?", "followup", count(len(inv26)), follows=b)
north_exp = under(f"{J_NORTH}/Exports")
b = q("northside exports", "plain", files(north_exp))
q("sort them by size", "followup", files(north_exp), follows=b)
b = q("the Brightside invoices", "plain", files(named(under("Video/Invoices"), "Brightside")))
q("which is the newer one", "followup", file(newest(named(under("Video/Invoices"), "Brightside")).path), follows=b)
b = q("Where are the census records?", "plain", files(named(vis, "census")))
q(
    "And the death certificate?",
    "followup",
    file(f"{FH}/Parish records/death certificate - Thomas Murphy 1979.pdf"),
    follows=b,
)

# =============================================================================================== counts
q("how many files do I have", "counts", count(len(vis), len(es), len(es) - 1, len(es) - 2))
q("how many braw clips are there", "counts", count(len(ext(vis, "braw"))))
q("how many invoices in the 2026 folder", "counts", count(len(inv26)))
q(
    "How many old photos have I scanned altogether?",
    "counts",
    count(len(old_photos), len(named_photos), len(old_photos) + 1),
)
q("how many ex sheets for the knee", "counts", count(len(under(f"{EX}/Knee")), len(ext(under(f"{EX}/Knee"), "pdf"))))
q("how many pdfs", "counts", count(len(ext(vis, "pdf")), len(ext(es, "pdf"))))
brightside_exp = [e for e in exports if "Brightside" in e.path.split("/")[2]]
q(
    "how many exports have i done for the brightside jobs",
    "counts",
    count(len(brightside_exp), len(ext(brightside_exp, "mp4")), len(brightside_exp) + 1),
)
q("how many Bupa claims this year", "counts", count(len(aged(bupa_claims, 0, JAN26))))
q("How many letters have I typed up so far?", "counts", count(len(letters)))
q(
    "how many clips in the wedding rushes",
    "counts",
    count(len(under(f"{J_OKO}/Rushes")), len(ext(under(f"{J_OKO}/Rushes"), "mp4"))),
)
q("number of HEIC photos", "counts", count(len(ext(vis, "heic"))))


def main() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        assert d["asof"] == ASOF
        ex = d["expect"]
        if ex["kind"] in ("files", "plan", "proposal"):
            for p in ex.get("paths") or ex.get("files") or ex.get("candidates"):
                assert p in by_path, p
    out = Path(__file__).parent / "heldout_t.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out.name)
    print(Counter(d["class"] for d in Q))


if __name__ == "__main__":
    main()
