"""Writes heldout_ac.jsonl: a held-out set AC, over the "mechanic" home (homes_mechanic.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_ac.py     # rewrites bench/eval/heldout_ac.jsonl
    python bench/eval/run_heldout.py --set heldout_ac.jsonl

The home: the Marsh family. Steve Marsh, a self-employed car mechanic with a two-bay garage: a folder per customer
named "<REG> - <Surname> - <Make Model>" holding job cards and invoices ("Job card 1231 - KX15 RZT.pdf", "Invoice
1231 - KX15 RZT.pdf") and a few estimates; parts catalogues as big PDFs (one catalogue in three copies, two of them in
Downloads); scan-tool exports as .csv named by reg and date ("KX15RZT_20261118_livedata.csv"), monthly diagnostic
logs whose text can be searched, wiring diagrams; phone photos of the cars in a folder per reg; MOT paperwork (VT20
pass and VT30 refusal certificates, the tester's certificates, equipment calibration); a VAT and accounts folder
(quarterly VAT returns, ledgers, business bank statements by month, photographed receipts, accounts and self
assessment by tax year, letters from the accountant Kaur & Co); a van lease (a Transit Custom). Julie Marsh, his wife,
a part-time dental hygienist doing an Open University degree: a folder per module (SDK100, SK299, SK320), each with a
"Module guide.pdf", "TMA01.docx"… (the same names in every module), tutor feedback and lecture recordings (.mp4), an
Essays folder ("essay on water fluoridation.docx"), and her dental work (GDC registration and retention receipts, CPD
certificates, payslips). Ryan, their grown-up son, left "Ryan old stuff": school work (GCSE, A level, past papers,
prom photos), gaming (clips as large .mp4, one in two copies, Minecraft worlds and mods, Skyrim saves, screenshots)
and a Discord bot with .git and node_modules. Documents, Pictures (a phone backup: camera photos, screenshots,
WhatsApp images; a Tenerife holiday), Videos, Downloads (installers, duplicate PDFs, an unfinished .crdownload, an
empty file, an old zip), Desktop clutter, hidden dotfiles and caches.

Voices: Steve (terse, lowercase, misspellings, trade words: "reg", "job card", "the Astra", "VT30", "bin it"), Julie
(careful full sentences, academic words: "module", "TMA", "my essay on", "tutor feedback"), Ryan (casual slang: "my old
stuff", "gaming clips", "pics", "yo"), and the accountant Priya Kaur of Kaur & Co, who asks in formal email-style
requests ("Dear Steve, please could you…", "Kindly list…"). Terse keyword queries, long rambling ones, typos,
"my", relative dates, plural/singular, follow-ups, actions and unanswerable ones.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was written
(2026-11-24, a Tuesday, "asof"): "last 3 days" = 3 days, "last week"/"past 7 days" = 7 days, "last fortnight"/"two
weeks" = 14 days, "last 30 days"/"past month" = 30 days, "this month"/"November" = November 2026, "last
month"/"October" = October 2026, "since September" = from 2026-09-01, "past 3 months" = 91 days, "since April" = from
2026-04-01, "older than 6 months" = 182 days, "this year"/"2026" = 2026, "older than a year" = 365 days, "2025"/"last
year" = 2025, "older than 2 years" = 730 days, "2024" = 2024, "Nov 18"/"18th of November"/"18/11" = 2026-11-18 (only
month-day anchors are dated that day; nothing else visible is dated Nov 17 to Nov 19). Words that depend on the clock
time or the first day of the week ("today", "yesterday", "this week") are not used. The generator keeps visible files
clear of these boundaries (homes_mechanic.BAD_WINDOWS). "Visible" files leave out hidden files and noise folders
(.git, node_modules, .cache, .local, .config); where a question could fairly count either way, both numbers are
accepted. Sizes are decimal units with one decimal (homes.human). Photos are .jpg/.JPG files; where screenshots (.png)
could fairly count too, both numbers are accepted. A question whose words fit a folder name and a name pattern equally
(e.g. "VAT returns") expects the files both readings share. Actions are asked without confirmation: the expectation is
the exact plan (nothing may change on disk); or_decline only where a clarifying question is as right as the plan (a
name given only in part). "delete them" after a list of several files must ask;
"clean up"/"free up space" is a proposal; a partial name that fits several files, a path outside the home or a system
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
H = "mechanic"
CU = "Garage/Customers"
OU = "Julie/Open University"
RY = "Ryan old stuff"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"AC{_n[0]:03d}"
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
    assert len(s) <= n or s[n - 1].size > 1.02 * s[n].size, [e.path for e in s[: n + 1]]
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
        assert not any(p.lower() in e.name.lower() for e in pool), p
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


def over(pool, n: float, margin: float = 0.03):
    """Files bigger than n bytes; none within `margin` of the threshold (a size shown rounded is still clear)."""
    assert not [e.path for e in pool if (1 - margin) * n <= e.size <= (1 + margin) * n], n
    return [e for e in pool if e.size > n]


def smaller(pool, n: float, margin: float = 0.03):
    assert not [e.path for e in pool if (1 - margin) * n <= e.size <= (1 + margin) * n], n
    return [e for e in pool if e.size < n]


# boundaries (ages in days as of 2026-11-24), each inside a window homes_mechanic.BAD_WINDOWS keeps clear
D3, WEEK, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 3.0, 7.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, APR1, JAN26, JAN25, JAN24 = 23.5, 54.5, 84.5, 237.5, 327.5, 692.5, 1058.5
NOV18 = [e for e in vis if isinstance(e.age, str)]  # the files dated 2026-11-18

# --------------------------------------------------------------------------- pools used more than once

ASTRA = f"{CU}/KX15 RZT - Briggs - Vauxhall Astra"
DEFENDER = f"{CU}/GX09 TBN - Whitfield - Land Rover Defender"
JOBCARDS = named(vis, "Job card")
INVOICES = [e for e in vis if e.name.startswith("Invoice ")]
DL = under("Downloads")
CLIPS = under(f"{RY}/Gaming/Clips")
RECORDINGS = [e for e in vis if "/Lecture recordings/" in e.path]
EXPORTS = under("Garage/Diagnostics/Scan tool exports")
RECEIPTS = under("Garage/VAT and Accounts/Receipts")
STATEMENTS = under("Garage/VAT and Accounts/Bank statements")
VAT_RETURNS = named(vis, "VAT return ")
PHOTOS_EXT = ("jpg", "jpeg")


def dup_groups(pool=None):
    """Duplicate groups (same bytes) with two or more members, each as a list of entries (hidden ones too)."""
    groups: dict[str, list] = {}
    for e in es:
        if e.dup:
            groups.setdefault(e.dup, []).append(e)
    return [g for g in groups.values() if len(g) > 1]


DUPS = dup_groups()
assert len(DUPS) == 8, [g[0].dup for g in DUPS]


def dup_members(where: str | None = None, pred=lambda e: True):
    """Members of duplicate groups that have a member under `where` (if given) and satisfy pred."""
    out = []
    for g in DUPS:
        if where and not any(e.path.startswith(where + "/") for e in g):
            continue
        if not pred(g[0]):
            continue
        out += g
    return out


# ============================================================================ plain (35)

q("how much space is the garage folder taking up", "plain", answer(size(under("Garage"))))
q("whats the biggest file on here", "plain", file(biggest(vis)[0].path))
q("what's in my downloads", "plain", files(DL))
q("show me the newest files", "plain", file(newest(vis).path))
q("how big is the Pictures folder", "plain", answer(size(under("Pictures"))))
q("how much room does ryan old stuff take up", "plain", answer(size(under(RY))))
q("what's in the Videos folder", "plain", files(under("Videos")))
q("show me everything in the van lease folder", "plain", files(under("Garage/Van lease")))
q(
    "What is in my SK320 module folder?",
    "plain",
    files(under(f"{OU}/SK320 Infectious disease and public health")),
)
q(
    "biggest files in ryan old stuff",
    "plain",
    files(sorted(under(RY), key=lambda e: -e.size)[:3]),
)
q(
    "largest pdf",
    "plain",
    answer("Euro Car Parts trade catalogue 2026", human(max(e.size for e in ext(vis, "pdf")))),
)
q("newest file in downloads", "plain", file(newest(DL).path))
q("oldest thing in downloads", "plain", file(oldest(DL).path))
q("whats on the desktop", "plain", files(under("Desktop")))
q("what's in the Logs folder", "plain", files(under("Garage/Diagnostics/Logs")))
q(
    "How much space does my Open University folder take up?",
    "plain",
    answer(size(under(OU))),
)
q("How much space do my dental work files use?", "plain", answer(size(under("Julie/Dental work"))))
q("size of the parts catalogues folder", "plain", answer(size(under("Garage/Parts catalogues"))))
q("how big is car photos", "plain", answer(size(under("Garage/Car photos"))))
q(
    "Dear Steve, could you please list everything in the Kaur & Co folder? Many thanks, Priya",
    "plain",
    files(under("Garage/VAT and Accounts/Kaur & Co")),
)
q("files in the MOT tester folder", "plain", files(under("Garage/MOT/Tester")))
q(
    "Please list the documents in the Accounts folder.",
    "plain",
    files(under("Garage/VAT and Accounts/Accounts")),
)
q("largest video", "plain", file(biggest(ext(vis, "mp4", "mov", "mkv"))[0].path))
q(
    "show me the biggest spreadsheets",
    "plain",
    files(biggest(ext(vis, "xlsx"), 3)),
)
q("how big is Downloads", "plain", answer(size(DL)))
q("how much space do the scan tool exports take", "plain", answer(size(EXPORTS)))
q("yo how big is my minecraft folder", "plain", answer(size(under(f"{RY}/Gaming/Minecraft"))))
q(
    "so mum says i gotta sort my old stuff before she bins it lol, how much space is all my gaming stuff using",
    "plain",
    answer(size(under(f"{RY}/Gaming"))),
)
q("Please show me the files in my GDC folder.", "plain", files(under("Julie/Dental work/GDC")))
q(
    "Kindly list the contents of the Bank statements folder for the year-end file.",
    "plain",
    files(STATEMENTS),
)
q("whats in the receipts folder", "plain", files(RECEIPTS))
q("how much space do the documents take", "plain", answer(size(under("Documents"))))
q("oldest file in the garage folder", "plain", file(oldest(under("Garage")).path))
q("most recent invoice", "plain", file(newest(INVOICES).path))
q(
    "I'd like to know which files in the Essays folder are the largest, please.",
    "plain",
    files(biggest(under(f"{OU}/Essays"), 2)),
)

# ============================================================================ named_file (25)

q("how big is the euro car parts catalogue 2025", "named_file", answer("139.0 MB"))
q(
    "where did i put the transit lease agreement",
    "named_file",
    file("Garage/Van lease/Transit Custom lease agreement - signed.pdf"),
)
q("when did i last change the price list", "named_file", file("Garage/Price list 2026.xlsx"))
q(
    "How large is my essay on water fluoridation?",
    "named_file",
    answer(human(by_path[f"{OU}/Essays/essay on water fluoridation.docx"].size)),
)
q(
    "When was the GDC registration certificate last modified?",
    "named_file",
    answer("GDC registration certificate", "2019"),
)
q(
    "yo how big is the warzone 12 kill game clip",
    "named_file",
    answer(human(by_path[f"{RY}/Gaming/Clips/Warzone 12 kill game.mp4"].size)),
)
q("wheres SteamSetup.exe", "named_file", answer("Downloads"))
q(
    "Please could you confirm the size of 'Accounts 2024-25 final.pdf'?",
    "named_file",
    answer(human(by_path["Garage/VAT and Accounts/Accounts/Accounts 2024-25 final.pdf"].size)),
)
q("whats on my to do list on the desktop", "named_file", answer("Briggs"))
q(
    "how big's the qashqai abs wiring diagram",
    "named_file",
    answer(human(by_path["Garage/Diagnostics/Wiring diagrams/Qashqai J11 ABS wiring.pdf"].size)),
)
q(
    "How big is the SK320 module guide?",
    "named_file",
    answer(human(by_path[f"{OU}/SK320 Infectious disease and public health/Module guide.pdf"].size)),
)
q(
    "gsf brakes and clutches 2026 how big",
    "named_file",
    answer(human(by_path["Garage/Parts catalogues/GSF brakes and clutches 2026.pdf"].size)),
)
q("size of the draper catalouge", "named_file", answer("74.0 MB"))
q(
    "Dear Steve, where is the year end checklist 2025-26 kept, please?",
    "named_file",
    answer("Kaur & Co"),
)
q("how big is the phone backup 2023 zip", "named_file", answer("4.8 GB"))
q(
    "when was the emissions analyser calibration done",
    "named_file",
    file("Garage/MOT/Equipment/emissions analyser calibration 2026.pdf"),
)
q(
    "wheres the reciept for the autel tablet",
    "named_file",
    file("Garage/VAT and Accounts/Receipts/receipt Autel diagnostic tablet 2026-03-02.pdf"),
)
q("whats the number for euro car parts in my suppliers file", "named_file", answer("0113 496 0011"))
q(
    "How large is the EMA final for SK299?",
    "named_file",
    answer(human(by_path[f"{OU}/SK299 Human biology/EMA final.docx"].size)),
)
q(
    "how big is my UCAS personal statement lol",
    "named_file",
    answer(human(by_path[f"{RY}/School/A level/UCAS personal statement.docx"].size)),
)
q("the lex autolease payment schedule, what year is that from", "named_file", answer("2024"))
q(
    "bay 2 with the ramp.jpg size?",
    "named_file",
    answer(human(by_path["Pictures/Garage open day 2026/bay 2 with the ramp.jpg"].size)),
)
q(
    "What do my notes on vaccine hesitancy say?",
    "named_file",
    answer("complacency"),
)
q(
    "is the hybrid batteries catalogue still on here",
    "named_file",
    file("Garage/Parts catalogues/LKQ Euro Car Parts hybrid batteries.pdf"),
)
q(
    "Could you tell me when the marriage certificate was last changed?",
    "named_file",
    answer("marriage certificate", "2012"),
)

# ============================================================================ dropped_words (35)

ASTRA_JC = named(under(ASTRA), "Job card")
q(
    "job cards for the astra",
    "dropped_words",
    files(ASTRA_JC, absent=names(named(under(ASTRA), "Invoice"))),
)
LD64 = under(f"{CU}/LD64 HFE - Okonkwo - Ford Focus")
q(
    "invoices for LD64 HFE",
    "dropped_words",
    files(named(LD64, "Invoice"), absent=names(named(LD64, "Job card"))),
)
q_kx = q(
    "mrs briggs wants the photos i took of her car when the EGR went, its KX15 RZT, can u find them",
    "dropped_words",
    files(under("Garage/Car photos/KX15 RZT")),
)
q(
    "all the faultcodes csv files",
    "dropped_words",
    files(named(EXPORTS, "faultcodes"), absent=names(named(EXPORTS, "livedata"))),
)
q_clips = q("show me my gaming clips", "dropped_words", files(CLIPS))
q_skyrim = q("where are my skyrim saves", "dropped_words", files(named(vis, "Skyrim save")))
q("prom pics", "dropped_words", files(under(f"{RY}/School/Prom 2020")))
q("the VT30 certificates", "dropped_words", files(under("Garage/MOT/VT30 certificates")))
q("all my MOT paperwork", "dropped_words", files(under("Garage/MOT")))
q_tmafb = q(
    "Could you show me all my TMA feedback?",
    "dropped_words",
    files(named(vis, "TMA", "feedback")),
)
q("CPD certificates", "dropped_words", files(named(vis, "CPD certificate")))
q_payslips = q("Where are my payslips?", "dropped_words", files(named(vis, "payslip")))
q_vat = q(
    "Please list the VAT returns on file.",
    "dropped_words",
    files(VAT_RETURNS),
)
q("wiring diagrams", "dropped_words", files(under("Garage/Diagnostics/Wiring diagrams")))
q_jars = q("the minecraft mods", "dropped_words", files(under(f"{RY}/Gaming/Minecraft/mods")))
q_papers = q("maths past papers", "dropped_words", files(under(f"{RY}/School/GCSE/Maths past papers")))
q_wa = q("whatsapp pics", "dropped_words", files(under("Pictures/Phone backup/WhatsApp Images")))
q(
    "screenshots from my phone",
    "dropped_words",
    files(
        under("Pictures/Phone backup/Screenshots"),
        absent=names(under(f"{RY}/Gaming/Screenshots"))[:3],
    ),
)
q("screwfix reciepts", "dropped_words", files(named(RECEIPTS, "Screwfix")))
q_est = q("the estimates", "dropped_words", files(named(vis, "Estimate ")))
QASHQAI = under(f"{CU}/AO68 JDR - Thompson - Nissan Qashqai")
q(
    "estimate for the qashqai",
    "dropped_words",
    files(named(QASHQAI, "Estimate"), absent=names(named(QASHQAI, "Invoice"))),
)
GOLF = under(f"{CU}/WV12 OPA - Hughes - VW Golf")
q("invoces for the golf", "dropped_words", files(named(GOLF, "Invoice"), absent=names(named(GOLF, "Job card"))))
q(
    "Where would I find Ryan's old discord bot?",
    "dropped_words",
    answer("Coding"),
)
q("photos of the jag", "dropped_words", decline())
q("play my podcasts", "dropped_words", decline())
q(
    "garage open day pics",
    "dropped_words",
    files(under("Pictures/Garage open day 2026"), absent=["garage open day 2026.mp4"]),
)
q(
    "the tenerife photos",
    "dropped_words",
    files(under("Pictures/Tenerife 2025"), absent=["Tenerife 2025 boat trip.mp4"]),
)
q("how much space is Ryan's school stuff taking?", "dropped_words", answer(size(under(f"{RY}/School"))))
q_essays = q("Could you list my essays, please?", "dropped_words", files(under(f"{OU}/Essays")))
q_diag = q("diag logs", "dropped_words", files(under("Garage/Diagnostics/Logs")))
CORSA = under(f"{CU}/VK70 GHS - Bennett - Vauxhall Corsa")
q("everything for the corsa", "dropped_words", files(CORSA))
q(
    "I'm running out of space on the laptop and I suspect my lecture recordings are the culprit. Could you tell "
    "me how much space they take up altogether, across all my modules?",
    "dropped_words",
    answer(size(RECORDINGS)),
)
q(
    "which diag log mentions the DPF",
    "dropped_words",
    files(
        [by_path[f"Garage/Diagnostics/Logs/diag log 2026-{m}.txt"] for m in ("11", "10")],
        absent=["diag log 2026-09.txt"],
    ),
)
q(
    "who did I put down for recovery in the suppliers list",
    "dropped_words",
    answer("Mick's Recovery"),
)

# ============================================================================ filler_dates (25)

jc_nov18 = [e for e in JOBCARDS if e in NOV18]
q(
    "any job cards from Nov 18?",
    "filler_dates",
    files(jc_nov18, absent=["Job card 1228 - LD64 HFE.pdf", "Job card 1236 - AO68 JDR.pdf"]),
)
q("what was I working on on the 18th of November", "filler_dates", files(NOV18))
q("have i still got the steam installer", "filler_dates", file("Downloads/SteamSetup.exe"))
q(
    "are there any spreadsheets in VAT and Accounts",
    "filler_dates",
    files(ext(under("Garage/VAT and Accounts"), "xlsx")),
)
q_csv_nov = q(
    "csv files from this month",
    "filler_dates",
    files(aged(ext(vis, "csv"), 0, NOV1), absent=names(aged(ext(vis, "csv"), NOV1, OCT1))),
)
q(
    "Which Word documents of mine have changed in the past month?",
    "filler_dates",
    files(
        aged(ext(under("Julie"), "docx"), 0, D30),
        absent=["essay on antibiotic resistance - plan.docx"],
    ),
)
mp4_2026 = aged(ext(vis, "mp4"), 0, JAN26)
q("mp4s from 2026", "filler_dates", files(mp4_2026, absent=names(aged(ext(vis, "mp4"), JAN26, JAN25))[:3]))
q(
    "pdfs i downloaded this month",
    "filler_dates",
    files(aged(ext(DL, "pdf"), 0, NOV1), absent=["OU assessment handbook.pdf"]),
)
q(
    "anything new in downloads in the last fortnight",
    "filler_dates",
    files(aged(DL, 0, FORTNIGHT), absent=["OU assessment handbook.pdf", "zoom_x64_6.2.exe"]),
)
q(
    "reciepts since september",
    "filler_dates",
    files(aged(RECEIPTS, 0, SEP1), absent=names(aged(RECEIPTS, SEP1, M3 + 30))[:3]),
)
q("any .txt files", "filler_dates", files(ext(vis, "txt")))
q(
    "Dear Steve, please could you send me the purchase receipts from October? Kind regards, Priya",
    "filler_dates",
    files(aged(RECEIPTS, NOV1, OCT1), absent=names(aged(RECEIPTS, 0, NOV1))[:2] + names(aged(RECEIPTS, OCT1))[:2]),
)
q(
    "jpegs from 18/11",
    "filler_dates",
    files([e for e in NOV18 if e.name.lower().endswith(PHOTOS_EXT)]),
)
q(
    "Which of my Open University documents did I modify in the past week?",
    "filler_dates",
    files(aged(under(OU), 0, WEEK)),
)
q("any job cards in the last 3 days", "filler_dates", files(aged(JOBCARDS, 0, D3)))
q(
    "invoices from october",
    "filler_dates",
    files(aged(INVOICES, NOV1, OCT1), absent=["Invoice 1228 - LD64 HFE.pdf", "Invoice 1210 - AO68 JDR.pdf"]),
)
q(
    "Have I got any lecture recordings from this month?",
    "filler_dates",
    files(aged(RECORDINGS, 0, NOV1), absent=names(aged(RECORDINGS, NOV1, 1e9))),
)
q("any zip files in downloads", "filler_dates", files(ext(DL, "zip")))
q("have i got any .jar files", "filler_dates", files(ext(vis, "jar")))
TMA_DOCS = [e for e in vis if e.name.startswith("TMA") and e.name.endswith(".docx")]
q(
    "Are there any TMAs from 2025?",
    "filler_dates",
    files(aged(TMA_DOCS, JAN26, JAN25)),
)
q(
    "the car photos from the 18th of Nov",
    "filler_dates",
    files([e for e in NOV18 if e.path.startswith("Garage/Car photos/")]),
)
q(
    "which files did I change on Nov 18 in the customers folder",
    "filler_dates",
    files([e for e in NOV18 if e.path.startswith(CU + "/")]),
)
q(
    "pdfs in the van lease folder older than 2 years",
    "filler_dates",
    files(aged(ext(under("Garage/Van lease"), "pdf"), Y2)),
)
q(
    "spreadsheets I haven't touched this year",
    "filler_dates",
    files(aged(ext(vis, "xlsx"), JAN26), absent=names(aged(ext(vis, "xlsx"), 0, JAN26))[:3]),
)
q(
    "whatsapp images from the past 3 months",
    "filler_dates",
    files(aged(under("Pictures/Phone backup/WhatsApp Images"), 0, M3)),
)
q(
    "any screenshots from last month on the phone backup",
    "filler_dates",
    files(aged(under("Pictures/Phone backup/Screenshots"), NOV1, OCT1)),
)

# ============================================================================ filters (20)

DL_DUPS = [e for e in dup_members("Downloads") if e.path.startswith("Downloads/")]
q_dldups = q(
    "duplicates in downloads",
    "filters",
    files(DL_DUPS, absent=["Astra J EGR wiring.pdf", "Minecraft castle timelapse.mp4"]),
)
q(
    "duplicate files bigger than 100 MB",
    "filters",
    files(
        dup_members(pred=lambda e: e.size > 100 * homes.MB),
        absent=["NGK spark plugs catalogue 2026.pdf", "Astra J EGR wiring.pdf"],
    ),
)
q(
    "any duplicate photos",
    "filters",
    files(
        dup_members(pred=lambda e: e.name.lower().endswith(PHOTOS_EXT)),
        absent=["Astra J EGR wiring.pdf", "NGK spark plugs catalogue 2026.pdf"],
    ),
)
q(
    "duplicate pdfs",
    "filters",
    files(
        dup_members(pred=lambda e: e.name.lower().endswith(".pdf")),
        absent=["Minecraft castle timelapse.mp4", "Julie and Steve at Los Gigantes.jpg"],
    ),
)
q(
    "videos bigger than 1 GB",
    "filters",
    files(over(ext(vis, "mp4", "mov"), 1e9), absent=["Rocket League ceiling shot.mp4"]),
)
q(
    "pdfs over 50mb",
    "filters",
    files(over(ext(vis, "pdf"), 50e6), absent=["NGK spark plugs catalogue 2026.pdf"]),
)
q_dlold = q(
    "files in downloads older than a year",
    "filters",
    files(aged(DL, YEAR), absent=["SageAccounts_v30_setup.exe", "zoom_x64_6.2.exe"]),
)
q(
    "how many photos are bigger than 5 MB",
    "filters",
    count(  # 5 MB = 5,000,000 bytes (as filescout reads it); 5 MiB also accepted
        len(over(ext(vis, *PHOTOS_EXT), 5e6, margin=0.002)),
        len(over(ext(vis, *PHOTOS_EXT), 5 * 2**20, margin=0.002)),
    ),
)
q(
    "job cards bigger than 180kb",
    "filters",
    files(over(JOBCARDS, 180e3), absent=names(smaller(JOBCARDS, 180e3))[:3]),
)
q_inst = q(
    "installers in downloads",
    "filters",
    files(ext(DL, "exe", "msi"), absent=["HMRC VAT notice 700.pdf"]),
)
q(
    "scan tool csvs over 3 MB",
    "filters",
    files(over(EXPORTS, 3e6), absent=names(smaller(EXPORTS, 3e6))[:3]),
)
q(
    "Which of my lecture recordings are larger than 600 MB?",
    "filters",
    files(over(RECORDINGS, 600e6), absent=names(smaller(RECORDINGS, 600e6))[:3]),
)
q(
    "duplicates in the garage folder",
    "filters",
    files(
        [e for e in dup_members("Garage") if e.path.startswith("Garage/")],
        absent=["Minecraft castle timelapse.mp4", "GDC annual retention fee 2026 receipt.pdf"],
    ),
)
q(
    "anything over 500 MB that hasn't been touched in 2 years",
    "filters",
    files(aged(over(vis, 500e6), Y2), absent=["Tenerife 2025 boat trip.mp4", "AutelMaxiPC_Setup_v2.52.exe"]),
)
q(
    "spreadsheets over 100 KB",
    "filters",
    files(over(ext(vis, "xlsx"), 100e3), absent=["Mileage log 2026.xlsx", "Price list 2026.xlsx"]),
)
q(
    "the 3 biggest gaming clips",
    "filters",
    answer("Minecraft castle timelapse.mp4", "Warzone 12 kill game.mp4", absent=["Rocket League ceiling shot.mp4"]),
)
q(
    "duplicate mp4s",
    "filters",
    files(
        dup_members(pred=lambda e: e.name.endswith(".mp4")),
        absent=["Euro Car Parts trade catalogue 2026 (1).pdf", "Los Gigantes.jpg"],
    ),
)
q(
    "csv files under 20 KB",
    "filters",
    files(smaller(ext(vis, "csv"), 20e3), absent=names(over(ext(vis, "csv"), 20e3))[:3]),
)
q(
    "ryan's files bigger than 1gb",
    "filters",
    files(over(under(RY), 1e9), absent=["Tenerife 2025 boat trip.mp4", "Fortnite victory royale.mp4"]),
)
q(
    "pdfs in the garage folder from the last 30 days",
    "filters",
    files(aged(ext(under("Garage"), "pdf"), 0, D30), absent=["Laser Tools catalogue autumn 2026.pdf"]),
)

# ============================================================================ decline (20)

q("whats on my usb stick", "decline", decline())
q("show me /etc/fstab", "decline", decline())
q("how much did mrs briggs pay for the EGR valve", "decline", decline(*names(under(ASTRA))))
q(
    "What mark did I get for my SK299 TMA03?",
    "decline",
    decline("TMA03 tutor feedback.pdf", "TMA03.docx"),
)
q(
    "how many pages is the euro car parts catalogue 2026",
    "decline",
    decline(*names(named(vis, "Euro Car Parts trade catalogue 2026"))),
)
q("ile miejsca zajmują moje zdjęcia?", "decline", decline())
q("whats in my onedrive", "decline", decline())
q("what's the weather doing tomorrow", "decline", decline())
q(
    "How much VAT do I owe for the quarter that ends in December?",
    "decline",
    decline(*names(under("Garage/VAT and Accounts/VAT returns"))),
)
q("whats on my old laptop", "decline", decline())
q(
    "What did my tutor think of my essay on water fluoridation?",
    "decline",
    decline("essay on water fluoridation.docx", *names(named(vis, "tutor feedback"))),
)
q("show me /var/log/syslog", "decline", decline())
q("how big is /home/priya/Documents", "decline", decline())
q("list the files on D:", "decline", decline())
q(
    "yo where are my fortnite skins",
    "decline",
    decline(*names(named(vis, "Fortnite"))),
)
q("which customers havent paid yet", "decline", decline())
q(
    "whats the mileage on the defender",
    "decline",
    decline("Mileage log 2026.xlsx", *names(under(DEFENDER)), *names(named(vis, "Defender"))),
)
q("pictures of the caravan", "decline", decline())
q("my spotify playlists", "decline", decline())
q("Where is my dissertation?", "decline", decline())

# ============================================================================ actions (20)

q("delete Downloads/Untitled.txt", "actions", plan([by_path["Downloads/Untitled.txt"]]))
q("bin SteamSetup.exe", "actions", plan([by_path["Downloads/SteamSetup.exe"]]))
q(
    "move all the .exe files in downloads to Garage/Installers",
    "actions",
    plan(ext(DL, "exe")),
)
q(
    "delete the haynes manual download, it never finished",
    "actions",
    plan([by_path["Downloads/Haynes_Astra_J_manual.pdf.crdownload"]], or_decline=True),
)
q(
    "delete the module guide",
    "actions",
    decline(*names(named(vis, "module guide")), *names(named(vis, "module_guide"))),
)
q("delete TMA01.docx", "actions", decline("TMA01.docx"))
q("delete everything in downloads older than 2 years", "actions", plan(aged(DL, Y2)))
q(
    "trash all the .crdownload files",
    "actions",
    plan([by_path["Downloads/Haynes_Astra_J_manual.pdf.crdownload"]]),
)
DL_KEEP = {
    "HMRC VAT notice 700.pdf",
    "Brightsmile rota December.pdf",
    "tyre pressure chart.pdf",
    "OU assessment handbook.pdf",
}
DL_CANDIDATES = [e for e in DL if e.name not in DL_KEEP]
q("clean up my downloads", "actions", proposal(DL_CANDIDATES))
FREE_CANDIDATES = (
    DL_CANDIDATES
    + [e for e in dup_members() if e not in DL_CANDIDATES]
    + [e for e in es if e.path.startswith((".cache/", ".local/share/Steam/"))]
    + [e for e in es if "/node_modules/" in e.path]
)
q("help me free up some space", "actions", proposal(FREE_CANDIDATES))
q("delete /etc/passwd", "actions", decline())
q("move ryans gaming clips to /media/ryan/external", "actions", decline(*names(CLIPS)))
q(
    "copy VAT return Q3 2026 (Jul-Sep).pdf to the desktop",
    "actions",
    plan([by_path["Garage/VAT and Accounts/VAT returns/VAT return Q3 2026 (Jul-Sep).pdf"]]),
)
q(
    "delete the euro car parts catalogue",
    "actions",
    decline(*names(named(vis, "Euro Car Parts"))),
)
q("delete them", "actions", decline(*names(dup_members("Downloads"))), follows=q_dldups)
q("delete all of them", "actions", plan(under(f"{RY}/Gaming/Minecraft/mods")), follows=q_jars)
q(
    "move invoice 1239 to the desktop",
    "actions",
    plan([by_path[f"{CU}/VK70 GHS - Bennett - Vauxhall Corsa/Invoice 1239 - VK70 GHS.pdf"]], or_decline=True),
)
q(
    "delete Ryan old stuff/Gaming/Clips/best of/Minecraft castle timelapse.mp4",
    "actions",
    plan([by_path[f"{RY}/Gaming/Clips/best of/Minecraft castle timelapse.mp4"]]),
)
q("sudo rm -rf /", "actions", decline())
q("delete the empty files", "actions", plan([e for e in vis if e.size == 0]))

# ============================================================================ followup (20)

q_def = q(
    "show me the job cards for the defender",
    "dropped_words",
    files(named(under(DEFENDER), "Job card"), absent=names(named(under(DEFENDER), "Invoice"))),
)
q("which ones the newest", "followup", file(newest(named(under(DEFENDER), "Job card")).path), follows=q_def)
q_dlpdf = q("pdfs in downloads", "plain", files(ext(DL, "pdf")))
q(
    "and only the ones from this year",
    "followup",
    files(aged(ext(DL, "pdf"), 0, JAN26), absent=["HMRC VAT notice 700.pdf", "lease_agreement_signed_DX71KFP.pdf"]),
    follows=q_dlpdf,
)
q("how much space do they take up", "followup", answer(size(CLIPS)), follows=q_clips)
q_inv26 = q(
    "right so priya wants every invoice ive done this year, can you pull them all up",
    "filler_dates",
    files(aged(INVOICES, 0, JAN26), absent=names(aged(INVOICES, JAN26))[:3]),
)
q(
    "what about 2025?",
    "followup",
    files(aged(INVOICES, JAN26, JAN25), absent=names(aged(INVOICES, 0, JAN26))[:3]),
    follows=q_inv26,
)
q_rec = q("Could you list my lecture recordings?", "dropped_words", files(RECORDINGS))
q(
    "Only the SK299 ones, please.",
    "followup",
    files(named(RECORDINGS, "SK299"), absent=names(named(RECORDINGS, "SDK100"))[:3]),
    follows=q_rec,
)
q("Which of those is the most recent?", "followup", file(newest(VAT_RETURNS).path), follows=q_vat)
q(
    "move those to Ryan old stuff/Archive",
    "followup",
    plan(named(vis, "Skyrim save")),
    follows=q_skyrim,
)
q_stm = q("bank statements", "dropped_words", files(STATEMENTS))
q(
    "Kindly show only the statements from April onwards.",
    "followup",
    files(
        [e for e in STATEMENTS if e.name >= "Starling business statement 2026-04"],
        absent=["Starling business statement 2025-12.pdf", "Starling business statement 2026-01.pdf"],
    ),
    follows=q_stm,
)
q("how many are there", "followup", count(len(under("Pictures/Phone backup/WhatsApp Images"))), follows=q_wa)
q(
    "just the ones from nov 18",
    "followup",
    files([e for e in NOV18 if e.path.startswith("Garage/Car photos/KX15 RZT/")]),
    follows=q_kx,
)
q(
    "Which of them is the largest?",
    "followup",
    file(biggest(under(f"{OU}/Essays"))[0].path),
    follows=q_essays,
)
q(
    "only the livedata ones",
    "followup",
    files(
        named(aged(EXPORTS, 0, NOV1), "livedata"),
        absent=names(named(aged(EXPORTS, 0, NOV1), "faultcodes")),
    ),
    follows=q_csv_nov,
)
q_cat = q("whats in parts catalogues", "plain", files(under("Garage/Parts catalogues")))
q("which is the oldest", "followup", file(oldest(under("Garage/Parts catalogues")).path), follows=q_cat)
q(
    "How many of those are from this year?",
    "followup",
    count(len(aged(named(vis, "TMA", "feedback"), 0, JAN26))),
    follows=q_tmafb,
)
q_jc_week = q(
    "job cards from last week",
    "filler_dates",
    files(aged(JOBCARDS, 0, WEEK), absent=["Job card 1228 - LD64 HFE.pdf"]),
)
q(
    "and the invoices?",
    "followup",
    files(aged(INVOICES, 0, WEEK), absent=["Invoice 1228 - LD64 HFE.pdf"]),
    follows=q_jc_week,
)
q("delete them", "actions", decline(*names(aged(DL, YEAR))), follows=q_dlold)
q(
    "how big are they all together",
    "followup",
    answer(size(under(f"{RY}/School/GCSE/Maths past papers"))),
    follows=q_papers,
)
q_vt20 = q("VT20 certificates", "dropped_words", files(under("Garage/MOT/VT20 certificates")))
q("which is the oldest one", "followup", file(oldest(under("Garage/MOT/VT20 certificates")).path), follows=q_vt20)
q("The most recent one?", "followup", file(newest(named(vis, "payslip")).path), follows=q_payslips)
q(
    "which one mentions the EGR",
    "followup",
    file("Garage/Diagnostics/Logs/diag log 2026-11.txt"),
    follows=q_diag,
)
q(
    "how much space are they wasting",
    "followup",
    answer(size(ext(DL, "exe", "msi"))),
    follows=q_inst,
)
q("sort them by size", "followup", files(named(vis, "Estimate ")), follows=q_est)

# ============================================================================ counts (10)

q("how many files do I have", "counts", count(len(vis), len(es)))
q("how many job cards are there", "counts", count(len(JOBCARDS)))
PB = under("Pictures/Phone backup")
q(
    "how many photos are on the phone backup",
    "counts",
    count(len(ext(PB, *PHOTOS_EXT)), len(PB)),
)
q("how many invoices have i done this year", "counts", count(len(aged(INVOICES, 0, JAN26))))
q(
    "how many reciepts have i got",
    "counts",
    count(len(RECEIPTS), len(named(vis, "receipt"))),
)
q(
    "how many gaming clips has ryan got",
    "counts",
    count(len(CLIPS), len({e.name for e in CLIPS})),
)
q("how many VT20 certificates are there", "counts", count(len(under("Garage/MOT/VT20 certificates"))))
q("How many lecture recordings do I have?", "counts", count(len(RECORDINGS)))
q(
    "how many customers have I got folders for",
    "counts",
    count(len({e.path.split("/")[2] for e in under(CU)})),
)
q("How many CPD certificates do I have?", "counts", count(len(named(vis, "CPD certificate"))))


def main() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        assert d["asof"] == ASOF
        if d.get("follows"):
            assert ids.index(d["follows"]) < ids.index(d["id"]), d["id"]
    out = Path(__file__).with_name("heldout_ac.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    c = Counter(d["class"] for d in Q)
    print(f"{len(Q)} questions -> {out.name}:", dict(c))


if __name__ == "__main__":
    main()
