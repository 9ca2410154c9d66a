"""Writes heldout_s.jsonl: a held-out set S, over the "cycleshop" home (homes_cycleshop.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_s.py      # rewrites bench/eval/heldout_s.jsonl
    python bench/eval/run_heldout.py --set heldout_s.jsonl

The home: Tomasz Nowak runs a bicycle repair shop and sells parts online; his partner Priya Raman is a community
pharmacist; their son Kiran is 12. Nowak Cycles/ holds workshop job cards by year ("2026-10-14 - Henderson -
service.pdf"), supplier invoices by supplier (Madison, Shimano, ZyroFisher) with numbers and a credit note, the online
shop (Shopify order and returns exports as .csv by month, packing slips "packing slip #1301.pdf", payouts), product
photos by product (big .JPG with their .RAF from a Fujifilm mirrorless, some .HEIC from the phone), Accounts (VAT
returns by quarter "VAT Q3 2026.pdf" with workings, Starling bank statements by month, letters from the accountants
"Fenwick & Co"), Van (insurance, MOT, service), Lease, Staff (rota by month, contracts, holidays), a price list and a
stock take. YouTube/ holds raw footage (.MOV, several GB each) by episode, Premiere projects (.prproj, with
auto-saves), exports (.mp4), thumbnails (.png), music (.wav), video ideas and a sponsorship agreement. Priya/ holds
her CPD record and certificates (one ".PDF"), reflective accounts, locum shift spreadsheets and locum invoices, GPhC
revalidation by year, pharmacy SOPs (.docx/.pdf) and a research poster. Recipes/Tamil and Recipes/Polish hold text
recipes ("żurek.txt", "gołąbki.txt"). Kiran/ holds Scratch projects (.sb3), homework by school year, Minecraft worlds
(region files, empty session.lock files) and screenshots named by date, and a "bike jumps" folder of GoPro clips.
Pictures/ holds trips ("Poland 2025 - Kraków & Wrocław", "Łódź - Babcia's 80th", "Thiruvananthapuram - Onam
2026"); Documents/ household papers; Downloads installers, "(1)" copies and exact duplicates of files elsewhere, an
unfinished download and an empty file; Desktop clutter; hidden dotfiles, .minecraft, .cache and .DS_Store files.

Voices: Tomasz (blunt, trade words: "job cards", "the Shimano invoices", "BB", "wheel builds"; English is his
second language, with small slips: "how much space take", "where is the Henderson job card from october", "I need");
Priya (organised and precise, pharmacy words: "CPD", "SOPs", "reval", "locum"); Priya on her phone (terse, lowercase,
typos, no punctuation); Kiran (lowercase gamer slang: "vids", "my worlds", "r", "rn"). Terse keyword queries, long
rambling ones, "my", relative dates, plural and singular, follow-ups, actions, unanswerable ones.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days"/"48 hours" = 2 days, "past 3 days" = 3 days, "last
week"/"past 7 days" = 7 days, "last 10 days" = 10 days, "last two weeks"/"fortnight" = 14 days, "last 30
days"/"past month" = 30 days, "this month"/"November" = November 2026, "last month"/"October" = October 2026,
"September"/"since September" = from 2026-09-01, "August"/"since August" = from 2026-08-01, "since July" = from
2026-07-01, "past 3 months" = 91 days, "older than 6 months" = 182 days, "March"/"back in March" = March 2026,
"this year"/"2026" = 2026, "older than a year" = 365 days, "2025"/"last year" = 2025, "older than 2 years" = 730
days, "2024" = 2024, "Nov 19"/"19th of November" = 2026-11-19 (only month-day anchors are dated that day; nothing
else visible is within a day of it). Words that depend on the clock time or the first day of the week ("today",
"yesterday", "this week") are not used. The generator keeps visible files clear of these boundaries
(homes_cycleshop.BAD_WINDOWS). Where a year in a name and the file's date disagree (the December statement is dated
in January, the Q4 2025 VAT return was filed in February 2026), the expectation holds only the files both readings
agree on and names none of the others as absent.

"Visible" files leave out hidden files and noise folders (.cache, .minecraft, .DS_Store, .bashrc); where a question
could fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal (homes.human); a
folder's size is given where its hidden files are under 1% of it, so either reading matches. Photos are .JPG/.jpg
and .HEIC (the .RAF raw files and .png screenshots are not counted as photos; questions that would depend on it are
not asked or accept both numbers). Actions are asked without confirmation: the expectation is the exact plan (nothing
may change on disk); or_decline only where a clarifying question is as right as the plan. "delete them" after a list
of several files must ask; "clean up"/"free up space" is a proposal; a partial name that fits several files, a path
outside the home or a system path is declined.
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
H = "cycleshop"
NC = "Nowak Cycles"
JC = "Nowak Cycles/Job cards"
SI = "Nowak Cycles/Supplier invoices"
OS = "Nowak Cycles/Online shop"
PP = "Nowak Cycles/Product photos"
AC = "Nowak Cycles/Accounts"
YT = "YouTube"
PR = "Priya"
KR = "Kiran"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"s{_n[0]:03d}"
    d = {"id": id_, "home": H, "q": text, "class": cls, "asof": ASOF, "expect": expect}
    if follows:
        assert any(x["id"] == follows for x in Q), follows
        d["follows"] = follows
    Q.append(d)
    if not follows:
        assert text not in ID, text
        ID[text] = id_
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


def smallest(pool):
    s = sorted(pool, key=lambda e: e.size)
    assert len(s) == 1 or s[0].size < s[1].size
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
    for n in allow:
        assert any(e.name == n for e in es), n
    d = {"kind": "decline"}
    if allow:
        d["allow"] = sorted(set(allow))
    return d


def names(pool):
    return sorted({e.name for e in pool})


def folder_size(prefix: str) -> str:
    """A folder's size, where its hidden files are too small to tell the two readings apart."""
    v, a = total(under(prefix)), total(under(prefix, visible=False))
    assert a - v <= 0.005 * a, prefix
    return human(a)


TODAY = _dt.date(2026, 11, 24)


def since(iso: str) -> float:
    """The age (days, as of noon on the writing day) of midnight starting that date."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.5


# boundaries (ages in days as of 2026-11-24), each inside a window homes_cycleshop.BAD_WINDOWS keeps clear
D2, D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 3.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, JUL1 = (
    since("2026-11-01"),
    since("2026-10-01"),
    since("2026-09-01"),
    since("2026-08-01"),
    since("2026-07-01"),
)
APR1, MAR1, JAN26, JAN25, JAN24 = (
    since("2026-04-01"),
    since("2026-03-01"),
    since("2026-01-01"),
    since("2025-01-01"),
    since("2024-01-01"),
)

# the pools most questions use
jobcards = ext(under(JC), "pdf")
jc26 = under(f"{JC}/2026")
jc25 = under(f"{JC}/2025")
shimano = under(f"{SI}/Shimano")
madison_inv = named(under(f"{SI}/Madison"), "invoice")
zyro = under(f"{SI}/ZyroFisher")
slips = under(f"{OS}/Packing slips")
vat_pdfs = [e for e in ext(under(f"{AC}/VAT"), "pdf")]
starling = under(f"{AC}/Bank statements")
sops = [e for e in under(f"{PR}/SOPs") if e.name.startswith("SOP 0")]
certs = under(f"{PR}/CPD/Certificates")
locum_inv = under(f"{PR}/Locum/Invoices")
mc_shots = under(f"{KR}/Minecraft/Screenshots")
worlds = under(f"{KR}/Minecraft/Worlds")
scratch = ext(vis, "sb3")
jumps = under(f"{KR}/bike jumps")
downloads = under("Downloads")
desktop = under("Desktop")
videos = ext(vis, "mov", "mp4")
raw = under(f"{YT}/Raw footage")
exports = under(f"{YT}/Exports")
photos = ext(vis, "jpg", "heic")
empties = [e for e in vis if e.size == 0]
dup_keys = Counter(e.dup for e in es if e.dup)
dups = [e for e in vis if e.dup and dup_keys[e.dup] >= 2]


ID: dict[str, str] = {}  # question text -> id, for the follow-ups


def dl(name: str):
    return by_path[one(f"Downloads/{name}")]


# ============================================================================================ plain (35)
q("what folders take the most space?", "plain", answer("YouTube"))
q("how much space take the YouTube folder", "plain", answer(folder_size(YT)))
q("how big is the Nowak Cycles folder", "plain", answer(folder_size(NC)))
q("how much room do my bike jumps vids take up", "plain", answer(folder_size(f"{KR}/bike jumps")))
q("what is the biggest file on this computer", "plain", file(biggest(vis)[0].path))
q("What's the largest file in my Priya folder?", "plain", file(biggest(under(PR))[0].path))
assert sorted(vis, key=age)[0].path == "Desktop/to do.txt"
q("show me newest files", "plain", file("Desktop/to do.txt"))
q("How much space does the SOPs folder take up?", "plain", answer(folder_size(f"{PR}/SOPs")))
q("product photos - how much space", "plain", answer(folder_size(PP)))
q("list the VAT returns", "plain", files(vat_pdfs))
q("wheres all my scratch games", "plain", files(scratch))
q("show me the recipes", "plain", files(under("Recipes")))
q("biggest video I have?", "plain", file(biggest(videos)[0].path))
q("how much space all the raw footage use", "plain", answer(folder_size(f"{YT}/Raw footage")))
q("How big is the Poster folder?", "plain", answer(folder_size(f"{PR}/Poster")))
q("whats on the desktop", "plain", files(desktop))
q("whats the biggest thing in my minecraft folder", "plain", file(biggest(under(f"{KR}/Minecraft"))[0].path))
q("how much the exported videos take", "plain", answer(folder_size(f"{YT}/Exports")))
q("How much space do the pictures take?", "plain", answer(folder_size("Pictures")))
q("Could you list everything in my CPD folder, please?", "plain", files(under(f"{PR}/CPD")))
q("how big is Kiran's folder", "plain", answer(folder_size(KR)))
q("show the thumbnails", "plain", files(under(f"{YT}/Thumbnails")))
q("Please show me the locum invoices.", "plain", files(locum_inv))
q("what I have in the Van folder", "plain", files(under(f"{NC}/Van")))
q("how much disk the job cards use", "plain", answer(folder_size(JC)))
q("5 largest files in Downloads", "plain", files(biggest(downloads, 5)))
q("Which folder inside Priya takes the most space?", "plain", answer("Poster"))
q("oldest recipe", "plain", file(oldest(under("Recipes")).path))
q("what's in the Lease folder", "plain", files(under(f"{NC}/Lease")))
q("show me the Starling statements", "plain", files(starling))
q("how big are the Downloads", "plain", answer(folder_size("Downloads")))
q("What files are in my GPhC folder?", "plain", files(under(f"{PR}/GPhC")))
q("the staff contracts", "plain", files(named(under(f"{NC}/Staff"), "Contract")))
q("how much space is the Music folder in YouTube", "plain", answer(folder_size(f"{YT}/Music")))
q("list the Shopify exports", "plain", files(under(f"{OS}/Shopify exports")))

# ============================================================================================ named_file (25)
lease = one(f"{NC}/Lease/Shop lease - 14 Mill Lane.pdf")
q("how big is the shop lease", "named_file", answer(human(by_path[lease].size)))
q("Where's SOP 05 Pharmacy First consultations?", "named_file", answer("SOPs"))
q(
    "how big the EP42 export is",
    "named_file",
    answer(human(by_path[one(f"{YT}/Exports/EP42 - Brompton full service.mp4")].size)),
)
q("how big is platformer v3", "named_file", answer(human(by_path[one(f"{KR}/Scratch/platformer v3.sb3")].size)))
q("where is VAT Q3 2026.pdf", "named_file", answer("Accounts"))
q(
    "Transit service invoice how big",
    "named_file",
    answer(human(by_path[one(f"{NC}/Van/Transit service invoice 2026.pdf")].size)),
)
q(
    "How large is antimicrobial stewardship poster v3 FINAL.pdf?",
    "named_file",
    answer(human(by_path[one(f"{PR}/Poster/antimicrobial stewardship poster v3 FINAL.pdf")].size)),
)
q(
    "size of reval 2026 peer discusion",
    "named_file",
    answer(human(by_path[one(f"{PR}/GPhC/Revalidation 2026/reval 2026 - peer discussion.docx")].size)),
)
q("how big is GX010240", "named_file", answer(human(by_path[one(f"{KR}/bike jumps/GX010240.MP4")].size)))
q("Madison invoice 4417608 where is it", "named_file", answer("Supplier invoices"))
q("What type of file is SOP 03 Responsible pharmacist?", "named_file", answer("pdf"))
q("how big is channel banner.psd", "named_file", answer(human(by_path[one(f"{YT}/channel banner.psd")].size)))
q(
    "how big is the audit data spreadsheet for the poster",
    "named_file",
    answer(human(by_path[one(f"{PR}/Poster/audit data - antibiotic scripts.xlsx")].size)),
)
q(
    "the Henderson quote on desktop, what size",
    "named_file",
    answer(human(by_path[one("Desktop/Henderson quote.docx")].size)),
)
q("Where is the Muc-Off sponsorship agreement?", "named_file", answer("YouTube"))
q("what size is Price list 2026", "named_file", answer(human(by_path[one(f"{NC}/Price list 2026.xlsx")].size)))
q(
    "how big is my locum shifts 2026 spreadsheet",
    "named_file",
    answer(human(by_path[one(f"{PR}/Locum/locum shifts 2026.xlsx")].size)),
)
q("Stock take 2026-10 how big", "named_file", answer(human(by_path[one(f"{NC}/Stock take 2026-10.xlsx")].size)))
q("wheres bike game.sb3", "named_file", answer("Scratch"))
q(
    "Do I have the GPhC standards for pharmacy professionals saved somewhere?",
    "named_file",
    answer("Downloads"),
)
q("how big the DaVinci zip is", "named_file", answer(human(dl("DaVinci_Resolve_19.1_Windows.zip").size)))
q(
    "How big is the abstract for the RPS conference?",
    "named_file",
    answer(human(by_path[one(f"{PR}/Poster/abstract - RPS conference 2026.docx")].size)),
)
q("sernik krakowski where", "named_file", answer("Polish"))
q(
    "how big is the landlord emails file",
    "named_file",
    answer(human(by_path[one(f"{NC}/Lease/landlord emails.docx")].size)),
)
q(
    "Annual accounts 2025 - how big is it",
    "named_file",
    answer(human(by_path[one(f"{AC}/Annual accounts 2025 - Nowak Cycles Ltd.pdf")].size)),
)

# ============================================================================================ dropped_words (35)
q("show me the Shimano invoices", "dropped_words", files(shimano))
q("all the Henderson job cards", "dropped_words", files(named(jobcards, "Henderson")))
q("My CPD certificates, please", "dropped_words", files(certs))
q("reflective accounts", "dropped_words", files(under(f"{PR}/CPD/Reflective accounts")))
q("my minecraft screenshots", "dropped_words", files(mc_shots))
q("how big r my worlds", "dropped_words", answer(folder_size(f"{KR}/Minecraft/Worlds")))
q("Where's the controlled drugs SOP?", "dropped_words", files(named(sops, "Controlled drugs")))
q("the RAF files of the Brompton", "dropped_words", files(ext(under(f"{PP}/Brompton M6L 2019 (used)"), "raf")))
q("HEIC pictures of the saddle", "dropped_words", files(under(f"{PP}/Brooks B17 saddle")))
q("Polish recipes", "dropped_words", files(under("Recipes/Polish")))
q("the tamil recipes pls", "dropped_words", files(under("Recipes/Tamil")))
q("my year 8 homework", "dropped_words", files(under(f"{KR}/Homework/Year 8")))
q("my cpd records", "dropped_words", files(named(under(f"{PR}/CPD"), "CPD record")))
q("my fortnite clips", "dropped_words", decline())
q("photos of the Cannondale", "dropped_words", decline())
q(
    "The near miss documents",
    "dropped_words",
    files([by_path[one(f"{PR}/CPD/Reflective accounts/reflective account - near miss review.docx")],
           by_path[one(f"{PR}/SOPs/SOP 04 Near misses & dispensing errors.docx")]]),
)  # fmt: skip
q("the premiere projects", "dropped_words", files(ext(vis, "prproj")))
q("headset job cards this year", "dropped_words", files(named(jc26, "headset")))
q("letters from Fenwick", "dropped_words", files(named(vis, "Fenwick")))
q("MOT certificates for the van", "dropped_words", files(named(under(f"{NC}/Van"), "MOT")))
q("jpgs of the hubs for the shop", "dropped_words", files(ext(under(f"{PP}/Hope Pro 5 hubs"), "jpg")))
q("how many photos from Krakow", "dropped_words", count(len(under("Pictures/Poland 2025 - Kraków & Wrocław"))))
q("how many pics from babcia's 80th in Lodz", "dropped_words", count(len(under("Pictures/Łódź - Babcia's 80th"))))
q("Onam photos from Thiruvananthapuram", "dropped_words", files(under("Pictures/Thiruvananthapuram - Onam 2026")))
q(
    "which recipes have tamarind in them",
    "dropped_words",
    files([by_path["Recipes/Tamil/rasam.txt"], by_path["Recipes/Tamil/sambar.txt"]]),
)
q("which file has Gareth the Madison rep in it", "dropped_words", file(f"{SI}/supplier contacts.txt"))
q("where did I write about the Park DAG-3", "dropped_words", file(f"{YT}/video ideas.txt"))
q("Which note mentions Sandeep?", "dropped_words", file(f"{PR}/Locum/locum notes 19 Nov.txt"))
q("the packing slips for order 1290", "dropped_words", file(f"{OS}/Packing slips/packing slip #1290.pdf"))
q("the wheel builds from this year", "dropped_words", files(named(jc26, "wheel build")))
q("BB jobs in october", "dropped_words", files(aged(named(jobcards, "BB"), NOV1, OCT1)))
q("my dog photos", "dropped_words", decline())
q("the e-bike job cards from september", "dropped_words", files(aged(named(jobcards, "e-bike"), OCT1, SEP1)))
q("show the returns exports from Shopify", "dropped_words", files(under(f"{OS}/Returns")))
q("wheres my mortgage stuff", "dropped_words", files(named(vis, "Mortgage")))

# ============================================================================================ filler_dates (25)
q("job cards from Nov 19", "filler_dates", files(aged(jobcards, 4.5, 5.5)))
q("any minecraft screenshots from nov 19?", "filler_dates", file(f"{KR}/Minecraft/Screenshots/2026-11-19_19.42.10.png"))
q("Did I write any notes on the 19th of November?", "filler_dates", file(f"{PR}/Locum/locum notes 19 Nov.txt"))
q("do I still have the old van insurance", "filler_dates", file(f"{NC}/Van/Van insurance 2025-26 - Direct Line.pdf"))
q("any spreadsheets changed in the last week", "filler_dates", files(aged(ext(vis, "xlsx"), 0, WEEK)))
q("what pdfs I got in Downloads this month", "filler_dates", files(aged(ext(downloads, "pdf"), 0, NOV1)))
q(
    "Which of my SOPs haven't been updated since 2025?",
    "filler_dates",
    files(aged(sops, JAN26), absent=names(aged(sops, 0, JAN26))),
)
q("spreadsheets in the shop folder from october", "filler_dates", files(aged(ext(under(NC), "xlsx"), NOV1, OCT1)))
q("anything new in Downloads the last 10 days?", "filler_dates", files(aged(downloads, 0, D10)))
q("any locum shift lists from last year?", "filler_dates", file(f"{PR}/Locum/locum shifts 2025.xlsx"))
q("show me the text files on the desktop", "filler_dates", files(ext(desktop, "txt")))
q("cpd certs from sept", "filler_dates", files(aged(certs, OCT1, SEP1)))
q("did i make any scratch stuff in the last 2 weeks", "filler_dates", files(aged(scratch, 0, FORTNIGHT)))
q("Is there anything from the GPhC folder from this year?", "filler_dates", files(aged(under(f"{PR}/GPhC"), 0, JAN26)))
q(
    "VAT stuff from last year",
    "filler_dates",
    files(aged(named(under(f"{AC}/VAT"), "2025"), JAN26, JAN25)),
)
q("the invoices from Madison since september", "filler_dates", files(aged(madison_inv, 0, SEP1)))
q("any reval stuff from 2025", "filler_dates", files(under(f"{PR}/GPhC/Revalidation 2025")))
q("minecraft screenshots from october", "filler_dates", files(aged(mc_shots, NOV1, OCT1)))
q(
    "What have I changed in my Priya folder since the start of November?",
    "filler_dates",
    files(aged(under(PR), 0, NOV1)),
)
q("zyrofisher invoices this year", "filler_dates", files(aged(zyro, 0, JAN26)))
q(
    "Shimano invoices older than a year",
    "filler_dates",
    files(aged(shimano, YEAR), absent=names(aged(shimano, 0, YEAR))),
)
q("job cards from the last 10 days", "filler_dates", files(aged(jobcards, 0, D10)))
q("any punctures still from last month?", "filler_dates", files(aged(named(jobcards, "puncture"), NOV1, OCT1)))
q("the homework Kiran did in march", "filler_dates", files(aged(under(f"{KR}/Homework"), APR1, MAR1)))
q("what did I film for youtube in the past 2 weeks", "filler_dates", files(aged(raw, 0, FORTNIGHT)))
q(
    "Which of my CPD certificates are older than a year?",
    "filler_dates",
    files(aged(certs, YEAR), absent=names(aged(certs, 0, YEAR))),
)

# ============================================================================================ filters (20)
q("videos bigger than 5 GB", "filters", files([e for e in videos if e.size > 5 * homes.GB]))
q(
    "duplicate files in Downloads",
    "filters",
    files([e for e in downloads if e.dup]),
)
q(
    "duplicates bigger than 100 MB",
    "filters",
    files([e for e in dups if e.size > 100 * homes.MB], absent=["VAT Q3 2026 (1).pdf", "EP44 thumbnail.png"]),
)
q(
    "Are there duplicate files in my Priya folder?",
    "filters",
    files([e for e in under(PR) if e.dup], absent=["bike jumps edit.mp4", "VAT Q3 2026 (1).pdf"]),
)
q(
    "pdf files bigger than 1 MB in Nowak Cycles",
    "filters",
    files([e for e in ext(under(NC), "pdf") if e.size > homes.MB]),
)
q("mca files over 8 MB", "filters", files([e for e in ext(vis, "mca") if e.size > 8 * homes.MB]))
q("JPGs over 15 MB", "filters", files([e for e in ext(vis, "jpg") if e.size > 15 * homes.MB]))
q("docx files in SOPs", "filters", files(ext(sops, "docx")))
q("show me the empty files", "filters", files(empties))
q("installers in Downloads", "filters", files(ext(downloads, "exe", "msi")))
q(
    "files over 1 GB in Kiran",
    "filters",
    files([e for e in under(KR) if e.size > homes.GB], absent=["big jump slowmo.mov", "bike jumps edit.mp4"]),
)
q(
    "PDFs in my CPD folder smaller than 200 KB",
    "filters",
    files([e for e in ext(under(f"{PR}/CPD"), "pdf") if e.size < 200 * homes.KB]),
)
q("how many HEIC photos in Pictures", "filters", count(len(ext(under("Pictures"), "heic"))))
q("the 3 biggest raw footage files", "filters", files(biggest(raw, 3)))
q(
    "png files in my minecraft folder bigger than 3 MB",
    "filters",
    files([e for e in ext(under(f"{KR}/Minecraft"), "png") if e.size > 3 * homes.MB]),
)
q("wav files", "filters", files(ext(vis, "wav")))
q("Which spreadsheets do I have in Priya?", "filters", files(ext(under(PR), "xlsx")))
q("files over 3 GB in Downloads", "filters", file("Downloads/DaVinci_Resolve_19.1_Windows.zip"))
q(
    "docx files I changed in the last 30 days in Priya",
    "filters",
    files(aged(ext(under(PR), "docx"), 0, D30)),
)
q(
    "orders csv bigger than 200 KB",
    "filters",
    files([e for e in ext(under(f"{OS}/Shopify exports"), "csv") if e.size > 200 * homes.KB]),
)

# ============================================================================================ decline (20)
q("how many pages is the shop lease", "decline", decline("Shop lease - 14 Mill Lane.pdf"))
q("what's in /etc/passwd", "decline", decline())
q("what is in my Dropbox folder", "decline", decline())
q("translate the żurek recipe to English", "decline", decline("żurek.txt"))
q(
    "what does the shop lease say about the break clause",
    "decline",
    decline("Shop lease - 14 Mill Lane.pdf", "rent review letter 2026.pdf", "landlord emails.docx"),
)
q(
    "Which of my SOPs is out of date according to the GPhC standards?",
    "decline",
    decline(*names(sops), "GPhC standards for pharmacy professionals.pdf"),
)
q("whats on the USB stick", "decline", decline())
q("how long is the EP41 video in minutes", "decline", decline("EP41 - Bleeding Shimano hydraulic brakes.mp4"))
q("who is in the Onam photos", "decline", decline(*names(under("Pictures/Thiruvananthapuram - Onam 2026"))))
q("whats in the invoices folder on the shop laptop", "decline", decline())
q("whats in priyas onedrive", "decline", decline())
q(
    "how much VAT do I owe for Q3",
    "decline",
    decline("VAT Q3 2026.pdf", "VAT Q3 2026 (1).pdf", "VAT workings Q3 2026.xlsx"),
)
q("list files in ~/../../etc", "decline", decline())
q("whats the seed of my survival world", "decline", decline(*names(under(f"{KR}/Minecraft/Worlds/survival with dad"))))
q("Could you summarise my CPD record 2026 for me?", "decline", decline("CPD record 2026.docx"))
q("what resolution are the Brompton photos", "decline", decline(*names(under(f"{PP}/Brompton M6L 2019 (used)"))))
q("how much RAM this computer has", "decline", decline())
q("what did Jakub send me on WhatsApp", "decline", decline())
q("show files in /var/log", "decline", decline())
q("which customer still owes me money", "decline", decline(*names(jobcards)))

# ============================================================================================ actions (20)
q("delete Downloads/zoom_x64.exe", "actions", plan([dl("zoom_x64.exe")]))
q(
    "move the VAT Q3 2026 (1).pdf from Downloads to Nowak Cycles/Accounts/VAT",
    "actions",
    plan([dl("VAT Q3 2026 (1).pdf")]),
)
q("delete the Henderson job card", "actions", decline(*names(named(jobcards, "Henderson"))))
q("delete henderson", "actions", decline(*names(named(vis, "Henderson"))))
cleanup_dl = [
    e for e in downloads if e.dup or e.size == 0 or e.name.lower().endswith((".exe", ".msi", ".zip", ".crdownload"))
]
q("clean up my Downloads", "actions", proposal(cleanup_dl))
old_big_videos = [e for e in videos if e.size >= 100 * homes.MB and age(e) > D30]  # "large old videos", generously
free_up = (
    cleanup_dl
    + dups
    + empties
    + old_big_videos
    + [e for e in es if e.hidden_or_noise and (e.path.startswith((".cache/", ".minecraft/")))]
)
q("I need to free up space, help", "actions", proposal(list({e.path: e for e in free_up}.values())))
q("delete the empty files", "actions", plan(empties, or_decline=True))
q("move all the .exe files in Downloads to Downloads/installers", "actions", plan(ext(downloads, "exe")))
q(
    "rename New Text Document.txt on the desktop to notes.txt",
    "actions",
    plan([by_path[one("Desktop/New Text Document.txt")]]),
)
q("delete the crdownload file in downloads", "actions", plan([dl("EP44 raw from Jakub.zip.crdownload")]))
q("delete /etc/hosts", "actions", decline())
q("move my worlds to /mnt/backup", "actions", decline(*names(worlds)))
q("delete Downloads/Untitled.txt", "actions", plan([dl("Untitled.txt")]))
q("trash the installers in Downloads", "actions", plan(ext(downloads, "exe", "msi")))
q("delete the bike jumps edit on the desktop", "actions", plan([by_path[one("Desktop/bike jumps edit.mp4")]]))
q(
    "delete all the .RAF files in the Hope Pro 5 hubs folder",
    "actions",
    plan(ext(under(f"{PP}/Hope Pro 5 hubs"), "raf")),
)
q("delete the platformer", "actions", decline(*names(named(scratch, "platformer"))))
q("delete sambar", "actions", plan([by_path[one("Recipes/Tamil/sambar.txt")]], or_decline=True))
q("move the 2025 job cards to Archive", "actions", plan(under(f"{JC}/2025")))
q("rm -rf /usr/bin", "actions", decline())

# ============================================================================================ followup (20)
# the questions asked first are earlier ones (their id) or new ones, classed by what they ask
f1 = ID["show me the Shimano invoices"]
q("which one is the biggest?", "followup", file(biggest(shimano)[0].path), follows=f1)
q("and only from this year?", "followup", files(aged(shimano, 0, JAN26)), follows=f1)
f2 = ID["Please show me the locum invoices."]
q("How much space do they take?", "followup", answer(size(locum_inv)), follows=f2)
f3 = q("where is the shop lease", "named_file", file(lease))
q("how big is it", "followup", answer(human(by_path[lease].size)), follows=f3)
f4 = ID["Polish recipes"]
q("and the Tamil ones?", "followup", files(under("Recipes/Tamil")), follows=f4)
f5 = ID["minecraft screenshots from october"]
q("which is the biggest one", "followup", file(biggest(aged(mc_shots, NOV1, OCT1))[0].path), follows=f5)
slips14 = aged(slips, 0, FORTNIGHT)
assert len(slips14) >= 2
f6 = q("packing slips from the last two weeks", "filler_dates", files(slips14))
q("delete them", "followup", decline(*names(slips14)), follows=f6)
f7 = ID["installers in Downloads"]
q("delete all of them", "followup", plan(ext(downloads, "exe", "msi")), follows=f7)
f8 = q("SOPs", "plain", files(sops))
q("which ones are pdf?", "followup", files(ext(sops, "pdf")), follows=f8)
f9 = ID["wheres all my scratch games"]
q("which is the newest?", "followup", file(newest(scratch).path), follows=f9)
f10 = ID["My CPD certificates, please"]
q("Which of them are from 2025?", "followup", files(aged(certs, JAN26, JAN25)), follows=f10)
f11 = q("list the Madison invoices", "dropped_words", files(madison_inv))
q("the oldest one?", "followup", file(oldest(madison_inv).path), follows=f11)
f12 = ID["what I have in the Van folder"]
q("how much space they use", "followup", answer(size(under(f"{NC}/Van"))), follows=f12)
f13 = q("biggest files in Kiran's folder", "plain", file(biggest(under(KR))[0].path))
q("what about in Priya's folder?", "followup", file(biggest(under(PR))[0].path), follows=f13)
f14 = ID["show me the empty files"]
q("delete them", "followup", decline(*names(empties)), follows=f14)
f15 = q("BB replacement job cards", "dropped_words", files(named(jobcards, "BB replacement")))
q("only the ones from october", "followup", files(aged(named(jobcards, "BB replacement"), NOV1, OCT1)), follows=f15)
big5 = [e for e in videos if e.size > 5 * homes.GB]
q("how much space do they take?", "followup", answer(size(big5)), follows=ID["videos bigger than 5 GB"])
dl_dups = [e for e in downloads if e.dup]
q("which one is the biggest", "followup", file(biggest(dl_dups)[0].path), follows=ID["duplicate files in Downloads"])
jc10 = aged(jobcards, 0, D10)
q("how much space do they take", "followup", answer(size(jc10)), follows=ID["job cards from the last 10 days"])
dlpdf = aged(ext(downloads, "pdf"), 0, NOV1)
q("move them to Nowak Cycles/Accounts", "followup", plan(dlpdf), follows=ID["what pdfs I got in Downloads this month"])
hen = named(jobcards, "Henderson")
q("delete the one from march", "followup", plan(aged(hen, APR1, MAR1)), follows=ID["all the Henderson job cards"])

# ============================================================================================ counts (10)
q("how many files do I have", "counts", count(len(vis), len(es)))
q("how much space do I use in total", "counts", answer(human(total(es))))
q("how many job cards in 2026", "counts", count(len(jc26)))
q("how many packing slips are there", "counts", count(len(slips)))
q("how many minecraft screenshots do i have", "counts", count(len(mc_shots)))
q("how many files in Downloads", "counts", count(len(downloads)))
q("how many wheel build job cards this year", "counts", count(len(named(jc26, "wheel build"))))
q("How many PDFs do I have in my Priya folder?", "counts", count(len(ext(under(PR), "pdf"))))
q("how many videos in the YouTube folder", "counts", count(len(ext(under(YT), "mov", "mp4"))))
q("How many job cards did we do last year?", "counts", count(len(jc25)))


# ============================================================================================ checks and output
def _checks() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    assert len(Q) >= 200, len(Q)
    for d in Q:
        ex = d["expect"]
        if ex["kind"] == "files":
            for p in ex["paths"]:
                one(p)
            assert len(ex["paths"]) == len(set(ex["paths"])), d
        if ex["kind"] == "plan":
            for p in ex["files"]:
                one(p)
        if ex["kind"] == "count":
            assert ex["n"] > 0, d
    # every date boundary the questions use sits where the generator keeps visible files away
    import homes_cycleshop

    for b in (D2, D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2, NOV1, OCT1, SEP1, AUG1, JUL1, APR1, MAR1, JAN26):
        assert homes_cycleshop._bad(b), b
    for b in (JAN25, JAN24):
        assert homes_cycleshop._bad(b), b
    # anchors: only the month-day anchors are dated Nov 19
    assert all(isinstance(e.age, str) for e in vis if 4.5 <= age(e) < 5.5)


if __name__ == "__main__":
    _checks()
    out = Path(__file__).parent / "heldout_s.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out.name, dict(Counter(d["class"] for d in Q)))
