"""Writes heldout_ai.jsonl: a held-out set AI, over the "treasurer" home (homes_treasurer.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_ai.py      # rewrites bench/eval/heldout_ai.jsonl
    python bench/eval/run_heldout.py --set heldout_ai.jsonl

The home: one computer shared by a household of three. Margaret Hollis, a retired headteacher, is treasurer of a
small local charity, the Brackenfield Larder (trustee meeting minutes by year with an AGM each year and one agenda,
annual accounts by financial year with the examiner's reports and this year's workings, Gift Aid claims and scanned
Gift Aid declarations, grant applications in one folder per funder with a "budget.xlsx" in four of them, volunteers'
DBS checks, register and a December rota, monthly bank statements as PDFs, receipts, policies, a donations sheet, her
treasurer's notes), plus a few files of her own (pension statements, papers from her headship). Her wife Jo Pereira
is a potter selling online as Saltmarsh Pottery (glaze recipes as text, kiln firing logs by year as CSV, product
photos DSC_####.JPG in one folder per listing with a listing.txt in each, monthly Etsy order exports as CSV, four
craft fairs each with a "booking confirmation.pdf", stall photos and a "sales tally.xlsx"; the 2026 Christmas fair is
still to come). Their lodger Dr Owen Price is an FY2 doctor (rota PDFs, ePortfolio reflections and SLEs, MSRA revision
notes in Markdown and question banks, payslips, certificates including his own DBS certificate). A shared Household
folder (boiler service reports, gas safety certificates, house insurance, the allotment, recipes as text, holiday
photos by trip with two videos, the lodger's agreement, energy bills); phone and wedding pictures; Downloads with
Windows installers, zips, "(1)" copies and exact duplicates of files elsewhere, GNOME screenshots, an unfinished
download and an empty file; a Desktop; hidden dotfiles, a LibreOffice lock file, caches and an Anki collection.

Voices: Margaret (precise, formal, full sentences, British spelling: "organise", "whereabouts", "photographs"), Jo
(chatty, long-winded, vague dates: "the other week", "before the Christmas fair"), Owen (tired, terse, lowercase,
abbreviations: "FY2", "ePortfolio", "the rota", "MSRA", "SLEs", "cert", "pls"), and Mr Richard Thorne, a fellow trustee,
whose emailed requests Margaret pastes in (formal: "Could you kindly ..."). Also terse keyword queries, typos,
plural/singular, "my", relative dates, follow-ups, actions and unanswerable questions.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-25, a Wednesday, "asof"; the clock is pinned to noon that day): "past 3 days" = 3 days, "past 7
days"/"in the last week" = 7 days, "last 10 days" = 10 days, "last fortnight"/"two weeks" = 14 days, "last 30 days" =
30 days, "this month"/"November"/"since the start of November" = November 2026, "last month"/"October" = October
2026, "since September" = from 2026-09-01, "since August" = from 2026-08-01, "past 3 months" = 91 days, "older than
6 months" = 182 days, "since April" = from 2026-04-01, "this year"/"2026" = 2026, "older than a year" = 365 days,
"2025"/"last year" = 2025, "older than 2 years" = 730 days, "more than three years old" = 1095 days, "before 2024" =
before 2024-01-01, "Nov 19"/"the 19th of November" = 2026-11-19 (only month-day anchors are dated that day; nothing
else visible is within a day of it or of the 7-day boundary). "Last week" (a calendar week or 7 days?), "today",
"yesterday" and "this week" are not used. Vague dates ("the other week", "before the Christmas fair") only appear
where the rest of the question picks the file on its own. The generator keeps visible files clear of these
boundaries (homes_treasurer.BAD_WINDOWS). "Visible" files leave out hidden files and noise folders (.cache, .config,
.local, .mozilla, the .~lock file); hidden files weigh under 0.5% of the home, so one size holds either way, and
where a count could fairly include them both numbers are accepted. Sizes are decimal units with one decimal
(homes.human). Photos are .jpg/.JPG files; where screenshots (.png) could fairly count too, both numbers are
accepted. Actions are asked without confirmation: the expectation is the exact plan (nothing may change on disk);
or_decline only where a clarifying question is as right as the plan. "delete them" after a list of several files
must ask; "clean up"/"free up space" is a proposal; a partial name that fits several files (or one, by part of its
name), a path outside the home or a system path is declined.
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

ASOF = "2026-11-25"
H = "treasurer"
BL = "Brackenfield Larder"
SP = "Saltmarsh Pottery"
OW = "Owen"
HH = "Household"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"AI{_n[0]:03d}"
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
    """Age in days as of the writing day, noon; a "11-19" anchor is 6 days (Nov 19, noon)."""
    if isinstance(e.age, str):
        assert e.age == "11-19", e.age
        return 6.0
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


def B(iso: str) -> float:
    """The age (days before noon on the writing day) of midnight starting `iso`: files dated `iso` or later are
    younger."""
    return (_dt.date.fromisoformat(ASOF) - _dt.date.fromisoformat(iso)).days + 0.5


# boundaries (ages in days as of 2026-11-25, noon), each inside a window homes_treasurer.BAD_WINDOWS keeps clear
D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2, Y3 = 3.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0, 1095.0
NOV1, OCT1, SEP1, AUG1, APR1 = B("2026-11-01"), B("2026-10-01"), B("2026-09-01"), B("2026-08-01"), B("2026-04-01")
JAN26, JAN25, JAN24 = B("2026-01-01"), B("2025-01-01"), B("2024-01-01")

photos = ext(vis, "jpg", "jpeg")
pngs = ext(vis, "png")
shots = named(vis, "Screenshot from")
DL = under("Downloads")
installers = ext(DL, "exe", "msi")
dup_groups: dict[str, list] = {}
for _e in es:
    if _e.dup:
        dup_groups.setdefault(_e.dup, []).append(_e)
dupes = [e for g in dup_groups.values() for e in g]
dl_copies = [e for e in DL if e.dup]
minutes = named(under(f"{BL}/Minutes"), "minutes")
budgets = [e for e in vis if e.name == "budget.xlsx"]
rota_pdfs = ext(named(vis, "rota"), "pdf")
reflections = under(f"{OW}/ePortfolio/Reflections")
msra_notes = under(f"{OW}/MSRA revision/Notes")
payslips = under(f"{OW}/Payslips")
dbs = under(f"{BL}/Volunteers/DBS checks")
statements = under(f"{BL}/Bank statements")
claims = named(under(f"{BL}/Gift Aid"), "Gift Aid claim")
receipts = under(f"{BL}/Receipts")
etsy = named(under(f"{SP}/Orders"), "Etsy orders")
kiln = [e for e in under(f"{SP}/Kiln logs") if e.name.endswith("firing.csv")]
listing_photos = ext(under(f"{SP}/Listings"), "jpg")
stall = [e for e in vis if "/stall photos/" in e.path]
recipes = under(f"{HH}/Recipes")
glazes = under(f"{SP}/Glaze recipes")
anchors = [e for e in vis if isinstance(e.age, str)]
empty = [e for e in vis if e.size == 0]
HP = f"{HH}/Holiday photos"


def trip(name: str):
    return ext(under(f"{HP}/{name}"), "jpg")


# ====================================================================================== plain
q("How much space does the Brackenfield Larder folder take up?", "plain", answer(size(under(BL))))
PAY = q("size of my payslips folder", "plain", answer(size(payslips)))
q("Which folders take up the most room on this computer?", "plain", answer("Downloads"))
q("what are the biggest files on here", "plain", files(biggest(vis, 3)))
q("biggest file in my MSRA revision folder", "plain", file(biggest(under(f"{OW}/MSRA revision"))[0].path))
q("Where do I keep the Gift Aid claims?", "plain", answer("Gift Aid", BL))
q(
    "can you show me the photos for the celadon bud vase listing, I want to redo the main one",
    "plain",
    files(ext(under(f"{SP}/Listings/Celadon bud vase"), "jpg")),
)
ROTA = q("rota pdfs", "plain", files(rota_pdfs))
q("How large is the Isle of Skye holiday folder?", "plain", answer(size(under(f"{HP}/Isle of Skye 2025"))))
q("most recnt payslip", "plain", file(newest(payslips).path))
MIN = q("Which is the most recent set of trustee minutes?", "plain", file(newest(minutes).path))
q(
    "What was the last Gift Aid claim I prepared?",
    "plain",
    answer("Gift Aid claim 2026-09"),  # the claim, or its "(1)" copy in Downloads
)
q(
    "Oh which of my glaze recipes did I change most recently? I was fiddling with one of them the other day, "
    "cant remember which",
    "plain",
    file(newest(glazes).path),
)
q(
    "Which grant funders do I have folders for?",
    "plain",
    answer(
        "National Lottery Awards for All",
        "Tesco Community Grants",
        "Brackenfield Town Council",
        "Co-op Local Community Fund",
        "Garfield Weston Foundation",
    ),
)
q(
    "the photos of our stall at the harvest fair, where are they?",
    "plain",
    answer("Harvest fair 2026 - Brackenfield Village Hall", "stall photos"),
)
q("whats on the desktop", "plain", files(under("Desktop")))
COST = q("Please show me the Larder receipts from Costco.", "plain", files(named(receipts, "Costco")))
q("oldest payslip", "plain", file(oldest(payslips).path))
q("where's the boiler manual", "plain", file(one(f"{HH}/Boiler/Worcester Bosch Greenstar manual.pdf")))
q(
    "Could you kindly tell me the size of the 2024-25 annual accounts PDF? I should like to email it.",
    "plain",
    answer(human(by_path[f"{BL}/Annual accounts/Annual accounts 2024-25.pdf"].size)),
)
q("list my MSRA notes", "plain", files(msra_notes))
q(
    "Which volunteers have DBS checks on file?",
    "plain",
    files(dbs, absent=["DBS certificate - Owen Price.pdf"]),
)
q(
    "how much space do all the listing photos come to? Etsy keeps nagging me about image sizes",
    "plain",
    answer(size(listing_photos)),
)
q("What is the largest video on the computer?", "plain", file(biggest(ext(vis, "mp4", "mov"))[0].path))
q("latest FY2 rota", "plain", file(one(f"{OW}/Rota/FY2 rota Dec 2026-Mar 2027.pdf")))
q(
    "Where is this year's Teachers' Pension statement?",
    "plain",
    file(one("Margaret/Teachers' Pension annual statement 2026.pdf")),
)
q("show me the allotment plans", "plain", files(named(under(f"{HH}/Allotment"), "plan")))
REC = q("Which recipies have we got saved?", "plain", files(recipes))
q("how big is the Downloads folder", "plain", answer(size(DL)))
q("what's in the Lodger folder", "plain", files(under(f"{HH}/Lodger")))
q(
    "Where are the Larder's policies kept, please?",
    "plain",
    answer("Policies", BL),
)
q("how much space do Owen's files take", "plain", answer(size(under(OW))))
q("show me the energy bills", "plain", files(under(f"{HH}/Bills")))
q(
    "I'd like to see the kiln logs for 2025, all of them, I'm trying to work out how often I fired last year",
    "plain",
    files(under(f"{SP}/Kiln logs/2025")),
)
q("the biggest photo in the wedding folder", "plain", file(biggest(under("Pictures/Wedding 2015"))[0].path))

# ====================================================================================== named_file
NF_ROTA = q(
    "when did i get FY2 rota Dec 2026-Mar 2027.pdf",
    "named_file",
    file(one(f"{OW}/Rota/FY2 rota Dec 2026-Mar 2027.pdf")),
)
q("where's the Floating blue recipe gone", "named_file", answer("Glaze recipes", "Floating blue.txt"))
q(
    "Could you kindly send me the Trustees' annual report 2024-25? Where is it saved?",
    "named_file",
    answer("Trustees' annual report 2024-25.docx", "Annual accounts"),
)
q("how big is Emedica MSRA mock 2", "named_file", answer("3.6 MB"))
q(
    "When was the Safeguarding policy 2026 last modified?",
    "named_file",
    file(one(f"{BL}/Policies/Safeguarding policy 2026.pdf")),
)
q(
    "how big's the Etsy shop photos backup zip, it's ages old",
    "named_file",
    answer(human(by_path["Downloads/Etsy shop photos backup.zip"].size)),
)
q("where is Lodger agreement - Owen Price.pdf", "named_file", answer(HH))
q("The reserves policy: when did I last change it?", "named_file", file(one(f"{BL}/Policies/Reserves policy.docx")))
q("payslip 2026-03 size", "named_file", answer(human(by_path[f"{OW}/Payslips/Payslip 2026-03.pdf"].size)))
q(
    "where did I save stall plan.png for the Christmas fair, I need to print it before the Christmas fair obviously",
    "named_file",
    answer("Christmas fair 2026 - St Mary's Hall"),
)
q("how big is Fairy Pools.mp4", "named_file", answer("780.0 MB"))
q("Where is the Ofsted report from 2019?", "named_file", answer("Headship"))
q(
    "Kindly tell me where the Independent examiner's report for 2024-25 is filed.",
    "named_file",
    answer("Independent examiner's report 2024-25.pdf", "Annual accounts"),
)
q(
    "ARCP outcome FY1 2026 - when's that from",
    "named_file",
    file(one(f"{OW}/ePortfolio/ARCP outcome FY1 2026.pdf")),
)
q(
    "the wholesale order from the Drift Gallery, where's that got to?",
    "named_file",
    answer("Orders"),
)
q("how big is Untitled document.docx", "named_file", answer("0 B"))
q(
    "Please find 'Accounts workings 2025-26'.",
    "named_file",
    file(one(f"{BL}/Annual accounts/Accounts workings 2025-26.xlsx")),
)
q("DOPS ABG form where", "named_file", file(one(f"{OW}/ePortfolio/SLEs/DOPS - arterial blood gas.pdf")))
q("the Saltmarsh logo, how big is it?", "named_file", answer("410.0 KB"))
q("When did I last amend the treasurer's notes?", "named_file", file(one(f"{BL}/treasurer's notes.txt")))
q("how big is the Worcester Bosch manual", "named_file", answer("6.8 MB"))
q("GMC registration confirmation - where", "named_file", answer("Certificates"))
q(
    "Where are 'Etsy orders 2026-10.csv' kept? I have a feeling there are two of them.",
    "named_file",
    answer(SP, "Downloads"),
)
q(
    "Where is 'Volunteer handbook 2025.pdf', and how large is it?",
    "named_file",
    answer("Volunteers", "1.4 MB"),
)

# ====================================================================================== dropped_words
q("How many Gift Aid declarations do we hold?", "dropped_words", count(len(under(f"{BL}/Gift Aid/Declarations"))))
SHOTS = q("how many screenshots are there", "dropped_words", count(len(shots)))
STALL = q(
    "how much space do the stall photos take up, all the fairs together I mean",
    "dropped_words",
    answer(size(stall)),
)
q("Have I got any photos of Biscuit the dog?", "dropped_words", decline())
REFL = q("list my ePortfolio reflections", "dropped_words", files(reflections))
AGM = q("Show me the minutes from the AGMs.", "dropped_words", files(named(minutes, "AGM")))
QB = q("question banks", "dropped_words", files(under(f"{OW}/MSRA revision/Question banks")))
q(
    "Where is the Weston application?",
    "dropped_words",
    file(one(f"{BL}/Grants/Garfield Weston Foundation/application 2026.docx")),
)
q("gas saftey certificates", "dropped_words", files(named(vis, "Gas safety certificate")))
q("How many photos did we take in Pembrokeshire?", "dropped_words", count(len(trip("Pembrokeshire 2024"))))
LIS = q("How many photographs are there of the Lisbon holiday?", "dropped_words", count(len(trip("Lisbon 2025"))))
q("Where are the bank statements for the Larder?", "dropped_words", answer("Bank statements", BL))
q(
    "can you find me the product photos for the hanging planter, the ones I did in the spring",
    "dropped_words",
    files(ext(under(f"{SP}/Listings/Hanging planter"), "jpg")),
)
q("msra mocks", "dropped_words", files(named(under(f"{OW}/MSRA revision"), "mock")))
q(
    "which of my glaze recipes have cobalt in them? I'm running low on cobalt carbonate",
    "dropped_words",
    files([e for e in glazes if "cobalt" in (e.text or "").lower()]),
)
q("notes mentioning hyperkalaemia", "dropped_words", files([by_path[f"{OW}/MSRA revision/Notes/Renal.md"]]))
q(
    "Which document mentions the reserves figure at the end of October?",
    "dropped_words",
    file(one(f"{BL}/treasurer's notes.txt")),
)
q(
    "where's the list of things to bring to the Christmas fair, I wrote one somewhere",
    "dropped_words",
    file(one(f"{SP}/Craft fairs/Christmas fair 2026 - St Mary's Hall/things to bring.txt")),
)
q("anything about kawasaki in my notes", "dropped_words", file(one(f"{OW}/MSRA revision/Notes/Paediatrics.md")))
q("damson recipes", "dropped_words", files([by_path[f"{HH}/Recipes/damson gin.txt"]]))
q("How many wedding photographs do we have?", "dropped_words", count(len(under("Pictures/Wedding 2015"))))
TESCO = q("Show me the Tesco grant paperwork.", "dropped_words", files(under(f"{BL}/Grants/Tesco Community Grants")))
q("SLEs", "dropped_words", files(under(f"{OW}/ePortfolio/SLEs")))
q("Where are the minutes of the finance committee?", "dropped_words", decline())
q("my MRCP notes", "dropped_words", decline())
q(
    "have I got any photos of the raku firing we did in the summer? I'm sure I took loads",
    "dropped_words",
    decline(),
)
q("pics from cornwall", "dropped_words", files(trip("Cornwall 2026")))
q("Please show me the award letters from our funders.", "dropped_words", files(named(vis, "award letter")))
q("where's my ALS cert", "dropped_words", file(one(f"{OW}/Certificates/ALS certificate 2025.pdf")))
q("the boiler service reports", "dropped_words", files(named(vis, "Boiler service")))
q(
    "photos of the ring dishes? the green ones, I need them for Instagram",
    "dropped_words",
    files(ext(under(f"{SP}/Listings/Saltmarsh green ring dish set"), "jpg")),
)
q(
    "Where are the house insurance documents?",
    "dropped_words",
    files(
        named(under(f"{HH}/Insurance"), "House insurance"),
        absent=["Public liability insurance 2026-27.pdf", "Public liability - Craft Insurance 2026-27.pdf"],
    ),
)
q("the leave request", "dropped_words", file(one(f"{OW}/Rota/annual leave request Dec 2026.docx")))
q("How many volunteer DBS checks are there?", "dropped_words", count(len(dbs)))
q(
    "the sales tallys from the craft fairs - how many have I got?",
    "dropped_words",
    count(len(named(vis, "sales tally"))),
)

# ====================================================================================== filler_dates
q(
    "Which files did I change on Nov 19?",
    "filler_dates",
    files(anchors),
)
q(
    "anything from the 19th of November? I think I fired the kiln that day but can't find the log",
    "filler_dates",
    file(one(f"{SP}/Kiln logs/2026/2026-11-19 glaze firing.csv")),
)
q(
    "still haven't found the msra booking confirmation",
    "filler_dates",
    file(one(f"{OW}/MSRA revision/MSRA booking confirmation - Pearson VUE.pdf")),
)
GA25 = q("Are there any Gift Aid claims from 2025?", "filler_dates", files(aged(claims, JAN26, JAN25)))
q(
    "excel files changed in the last fortnight",
    "filler_dates",
    files(aged(ext(vis, "xlsx"), 0, FORTNIGHT)),
)
q("payslip from last month", "filler_dates", file(one(f"{OW}/Payslips/Payslip 2026-10.pdf")))
q(
    "the glaze recipe I tweaked the other week, can you find it?",
    "filler_dates",
    file(newest(glazes).path),
)
q(
    "What have I saved in the Larder folder since the start of November?",
    "filler_dates",
    files(aged(under(BL), 0, NOV1)),
)
q("my markdown notes", "filler_dates", files(ext(vis, "md")))
PDFDL = q("pdfs in Downloads", "filler_dates", files(ext(DL, "pdf")))
q(
    "Etsy order exports since September",
    "filler_dates",
    files(aged(etsy, 0, SEP1), absent=names(aged(etsy, SEP1))),
)
REFL26 = q("reflections written this year", "filler_dates", files(aged(reflections, 0, JAN26)))
q(
    "How many photographs were taken in October?",
    "filler_dates",
    count(len(aged(photos, NOV1, OCT1)), len(aged(photos + pngs, NOV1, OCT1))),
)
q(
    "what did I fire in the kiln last month? bisque and glaze both",
    "filler_dates",
    files(aged(kiln, NOV1, OCT1)),
)
RCPT = q("Please list the receipts from this month.", "filler_dates", files(aged(receipts, 0, NOV1)))
q(
    "notes i haven't touched since september",
    "filler_dates",
    files(aged(msra_notes, SEP1)),
)
q(
    "Do we still have the Charity Commission annual return for 2024-25?",
    "filler_dates",
    file(one(f"{BL}/Annual accounts/Charity Commission annual return 2024-25.pdf")),
)
XMAS = q(
    "any stall photos from the Christmas fair? the one last year, obviously, this year's hasn't happened yet",
    "filler_dates",
    files(ext(under(f"{SP}/Craft fairs/Christmas fair 2025 - St Mary's Hall"), "jpg")),
)
q("payslips 2025", "filler_dates", files(aged(payslips, JAN26, JAN25)))
q(
    "Which word documents in the Minutes folder are from this year?",
    "filler_dates",
    files(aged(ext(under(f"{BL}/Minutes"), "docx"), 0, JAN26)),
)
q(
    "anything in my Owen folder changed in the last 10 days",
    "filler_dates",
    files(aged(under(OW), 0, D10)),
)
q(
    "How many listing photos have I taken this year? Roughly is fine but exact is better",
    "filler_dates",
    count(len(aged(listing_photos, 0, JAN26))),
)
q(
    "Which spreadsheets are in the Gift Aid folder?",
    "filler_dates",
    files(ext(under(f"{BL}/Gift Aid"), "xlsx")),
)
q(
    "any bank statements from since April?",
    "filler_dates",
    files(aged(statements, 0, APR1)),
)
q(
    "what's been added to Downloads in the past 3 months",
    "filler_dates",
    files(aged(DL, 0, M3)),
)

# ====================================================================================== filters
DLDUP = q("Are there any duplicate files in Downloads?", "filters", files(dl_copies))
q(
    "duplicate pdfs",
    "filters",
    files(
        [e for e in dupes if e.name.lower().endswith(".pdf")],
        absent=names([e for e in dupes if not e.name.lower().endswith(".pdf")]),
    ),
)
BIG = q("files bigger than 300 MB", "filters", files([e for e in vis if e.size > 300 * homes.MB]))
q("PDFs over 5 MB", "filters", files([e for e in ext(vis, "pdf") if e.size > 5 * homes.MB]))
q(
    "pdfs in my MSRA folder bigger than 2MB",
    "filters",
    files([e for e in ext(under(f"{OW}/MSRA revision"), "pdf") if e.size > 2 * homes.MB]),
)
q(
    "which jpgs in the Listings are bigger than 8 MB? Etsy won't take them",
    "filters",
    files([e for e in listing_photos if e.size > 8 * homes.MB]),
)
q(
    "Which volunteers' DBS checks are more than three years old?",
    "filters",
    files(aged(dbs, Y3), absent=names(aged(dbs, 0, Y3))),
)
q("how much space do the videos take", "filters", answer(size(ext(vis, "mp4", "mov")), absent=()))
INST = q("installers in downloads", "filters", files(installers))
q(
    "Which installers in Downloads are older than a year?",
    "filters",
    files(aged(installers, YEAR), absent=names(aged(installers, 0, YEAR))),
)
q("empty files", "filters", files(empty))
q("duplicate photos", "filters", files([e for e in dupes if e.name.lower().endswith((".jpg", ".jpeg"))]))
q(
    "duplicates bigger than 1 MB",
    "filters",
    files(
        [e for e in dupes if e.size > homes.MB],
        absent=names([e for e in dupes if e.size <= homes.MB]),
    ),
)
q(
    "Which PDFs in the Larder folder are larger than 1 MB?",
    "filters",
    files([e for e in ext(under(BL), "pdf") if e.size > homes.MB]),
)
q(
    "how many csv files are in the pottery foler",
    "filters",
    count(len(ext(under(SP), "csv"))),
)
q("png images in downloads - how many?", "filters", count(len(ext(DL, "png"))))
q("zip files", "filters", files(ext(vis, "zip")))
q("how many word docs in Owen", "filters", count(len(ext(under(OW), "docx"))))
q(
    "Skye photos larger than 5 MB",
    "filters",
    files([e for e in trip("Isle of Skye 2025") if e.size > 5 * homes.MB]),
)
q(
    "How many files in Downloads are older than six months?",
    "filters",
    count(len(aged(DL, M6))),
)

# ====================================================================================== decline
q("How big is /etc?", "decline", decline())
q("Faint o luniau sydd gen i o Sir Benfro?", "decline", decline())
q(
    "What is the total of the September Gift Aid claim?",
    "decline",
    decline("Gift Aid claim 2026-09.xlsx", "Gift Aid claim 2026-09 (1).xlsx"),
)
q(
    "How many pages is the volunteer handbook?",
    "decline",
    decline("Volunteer handbook 2025.pdf"),
)
q("What will the weather be like for the Christmas fair?", "decline", decline())
q(
    "Please email the 2024-25 accounts to Richard Thorne.",
    "decline",
    decline("Annual accounts 2024-25.pdf", "Annual accounts 2024-25 (1).pdf"),
)
q("What files are on the Larder's shared Google Drive?", "decline", decline())
q(
    "How much did we take at last year's Christmas fair? It'll be in the sales tally",
    "decline",
    decline("sales tally.xlsx"),
)
q(r"What is in C:\Users\Margaret\Documents?", "decline", decline())
q("what's the password for the Etsy account", "decline", decline())
q("how big is the photo library on my phone", "decline", decline())
q("Which of my folders have not been backed up to the cloud?", "decline", decline())
q(
    "Please translate the Ofsted report into Welsh.",
    "decline",
    decline("Ofsted report 2019 - Brackenfield Primary.pdf"),
)
q("when's my next night shift", "decline", decline(*names(named(vis, "rota"))))
q("Is the kiln on at the moment?", "decline", decline())
q("size of /var/log", "decline", decline())
q(
    "Summarise what was agreed at this year's AGM, please.",
    "decline",
    decline("AGM minutes 2026-06-24.docx"),
)
q("how many words is my leaving speech", "decline", decline("leaving speech July 2021.docx"))
q("what's on the USB stick Jo lent me", "decline", decline())
q(
    "Could you kindly tell me which volunteers are available on Christmas Eve?",
    "decline",
    decline("Volunteer rota December 2026.xlsx", "Volunteer register 2026.xlsx"),
)

# ====================================================================================== actions
q(
    "Delete 'Annual accounts 2024-25 (1).pdf' from Downloads.",
    "actions",
    plan([by_path["Downloads/Annual accounts 2024-25 (1).pdf"]]),
)
q(
    "move stall plan.png to the Desktop so I don't lose it",
    "actions",
    plan([by_path[f"{SP}/Craft fairs/Christmas fair 2026 - St Mary's Hall/stall plan.png"]]),
)
q(
    "delete MSRA mock 3.pdf.part, it never finished",
    "actions",
    plan([by_path["Downloads/MSRA mock 3.pdf.part"]]),
)
q("Delete budget.xlsx", "actions", decline("budget.xlsx"))
q(
    "delete the bud vase photo",
    "actions",
    decline(*names(under(f"{SP}/Listings/Celadon bud vase"))),
)
q(
    "can you clean up my Downloads folder, it's a complete tip",
    "actions",
    proposal(
        installers + dl_copies + ext(DL, "zip", "part") + [e for e in DL if e.size == 0],
    ),
)
q(
    "I should like to free up some space on this computer. What could go?",
    "actions",
    proposal(
        installers + dupes + ext(DL, "zip", "part") + empty + ext(vis, "mp4", "mov") + under(".cache", visible=False)
    ),
)
q("Move the screenshots in Downloads to Pictures.", "actions", plan(named(DL, "Screenshot from")))
q("delete the FY1 rotas", "actions", plan(named(rota_pdfs, "FY1"), or_decline=True))
q("delete the empty files", "actions", plan(empty))
q(
    "rename 'Saltmarsh logo.png' to 'Saltmarsh logo 2024.png'",
    "actions",
    plan([by_path[f"{SP}/Saltmarsh logo.png"]]),
)
q("delete /usr/bin/python3", "actions", decline())
q("move ../../etc/passwd to the Desktop", "actions", decline())
q(
    "Please delete the installers in Downloads that are more than a year old.",
    "actions",
    plan(aged(installers, YEAR)),
)
q(
    "bin the Etsy orders 2026-10.csv in Downloads, I've got it in the Orders folder anyway",
    "actions",
    plan([by_path["Downloads/Etsy orders 2026-10.csv"]]),
)
q("delete the zip files in Downloads", "actions", plan(ext(DL, "zip")))
q(
    "Copy 'Gift Aid claim 2026-09.xlsx' to the Desktop.",
    "actions",
    plan([by_path[f"{BL}/Gift Aid/Gift Aid claim 2026-09.xlsx"]]),
)
q("delete the FY2 rota", "actions", decline(*names(named(rota_pdfs, "FY2"))))
q("delete the chutney", "actions", decline("runner bean chutney.txt"))
q(
    "Please delete the Costco receipts.",
    "actions",
    plan(named(receipts, "Costco"), or_decline=True),
)

# ====================================================================================== followup
q("which one is the biggest?", "followup", file(biggest(ext(DL, "pdf"))[0].path), follows=PDFDL)
q("which is the newest", "followup", file(one(f"{OW}/Rota/FY2 rota Dec 2026-Mar 2027.pdf")), follows=ROTA)
q("and on Skye?", "followup", count(len(trip("Isle of Skye 2025"))), follows=LIS)
q("delete them", "followup", decline(*names(installers)), follows=INST)
q("delete all of them", "followup", plan(installers), follows=INST)
q("What about 2026?", "followup", files(aged(claims, 0, JAN26)), follows=GA25)
q("and how many are there", "followup", count(len(payslips)), follows=PAY)
q("Which is the oldest?", "followup", file(oldest(named(minutes, "AGM")).path), follows=AGM)
q("only the text files", "followup", files(ext(recipes, "txt")), follows=REC)
q(
    "how much space do they take up?",
    "followup",
    answer(size(ext(under(f"{SP}/Craft fairs/Christmas fair 2025 - St Mary's Hall"), "jpg"))),
    follows=XMAS,
)
q("delete those", "followup", plan(dl_copies, or_decline=True), follows=DLDUP)
q("the oldest one", "followup", file(oldest(named(receipts, "Costco")).path), follows=COST)
q("and the biggest?", "followup", file(biggest(under(f"{OW}/MSRA revision/Question banks"))[0].path), follows=QB)
q(
    "just the harvest fair ones?",
    "followup",
    answer(size(ext(under(f"{SP}/Craft fairs/Harvest fair 2026 - Brackenfield Village Hall"), "jpg"))),
    follows=STALL,
)
q("and last year?", "followup", files(aged(reflections, JAN26, JAN25)), follows=REFL26)
q(
    "only the videos",
    "followup",
    files([e for e in vis if e.size > 300 * homes.MB and e.name.endswith(".mp4")]),
    follows=BIG,
)
q("How big is it?", "followup", answer(human(newest(minutes).size)), follows=MIN)
q(
    "move them to the Desktop",
    "followup",
    plan(under(f"{BL}/Grants/Tesco Community Grants"), or_decline=True),
    follows=TESCO,
)
q("which ones are from this month?", "followup", files(aged(shots, 0, NOV1)), follows=SHOTS)
ACC = q("How large is 'Annual accounts 2023-24.pdf', please?", "named_file", answer("655.0 KB"))
q("And the 2024-25 one?", "followup", answer("702.0 KB"), follows=ACC)
q("how many of them are from 2026?", "followup", count(len(aged(reflections, 0, JAN26))), follows=REFL)

# ====================================================================================== counts
q(
    "How many files are there on this computer?",
    "counts",
    count(len(vis), len(es)),
)
q("how much space do my files take up in total", "counts", answer(size(vis)))
q("how many files have i got in Owen", "counts", count(len(under(OW))))
q(
    "How many files are in the Brackenfield Larder folder, including hidden ones?",
    "counts",
    count(len(under(BL, visible=False))),
)
q(
    "how many photos are there altogether, roughly? all of us, everything",
    "counts",
    count(len(photos), len(photos) + len(pngs)),
)
q("How many files are in Downloads?", "counts", count(len(DL)))
q("how much space does the Household folder use", "counts", answer(size(under(HH))))
q("How many PDF files do we have?", "counts", count(len(ext(vis, "pdf"))))
q(
    "how many files are in the pottery folder?",
    "counts",
    count(len(under(SP))),
)
q("how many hidden files are there", "counts", count(len(es) - len(vis)))


# ====================================================================================== write
def _check_set() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        for p in ex.get("paths", []) + ex.get("files", []) + ex.get("candidates", []):
            assert p in by_path, p
        if ex["kind"] == "files":
            assert ex["paths"], d["id"]


if __name__ == "__main__":
    _check_set()
    out = Path(__file__).parent / "heldout_ai.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    c = Counter(d["class"] for d in Q)
    print(len(Q), "questions ->", out.name, dict(c))
