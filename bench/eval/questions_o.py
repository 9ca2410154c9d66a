"""Writes heldout_o.jsonl: a held-out set O, over the "planner" home (homes_planner.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_o.py      # rewrites bench/eval/heldout_o.jsonl
    python bench/eval/run_heldout.py --set heldout_o.jsonl

The home: Priya Natarajan-Hughes, a wedding and event planner who also runs a small Etsy stationery shop, and her son
Leo (15), who shares the laptop. Weddings/Clients holds a folder per couple ("Okafor & Byrne - June 2027",
"Sørensen & Müller - May 2027", "Chen & O'Driscoll - December 2026", …) with contracts ("(unsigned)"/"(signed)" PDFs),
budgets, guest lists (the same name in every folder), seating charts, timelines, notes whose text can be searched,
a Mood board folder and Quotes/ named by vendor (florists, caterers, venues, a photographer, a DJ); Weddings/Invoices
holds the invoices she issues (INV-0101 … INV-0115, deposit / second payment / final balance) and the deposits
received; Templates, Vendors (a vendor contacts list), Marketing and a Portfolio of big JPEGs. Shop/ has the designs
by suite (.ai/.psd, PDF proofs "v2", "FINAL", "final FINAL"), product photos (big JPEGs, some .JPG and .HEIC), monthly
Etsy order exports (CSV whose text holds the order numbers), Click & Drop shipping labels by month (named by order
number, some .PDF), monthly Etsy statements, price lists and shop notes. Finance/ has self-assessment by tax year,
receipts by month (named by date and shop), mileage logs and bank statements. Leo/ has school work by GCSE subject,
a Godot game ("Dungeon Dash", with *.import sidecars, a hidden .godot cache and an export build), YouTube (OBS
recordings .mkv of several GB, .kdenlive projects, renders, thumbnails), Minecraft (saves, mods as .jar, resource
packs, screenshots) and downloaded .mp3 music with a few "(1)" copies. Plus Pictures, Videos, Downloads (installers,
"(1)" copies and exact duplicates of files elsewhere, .crdownload, zips, an empty file), Desktop (.webloc shortcuts,
an empty file, a copy of a seating chart), hidden dotfiles and caches.

Voices: Priya at her desk (chatty, friendly, long sentences, wedding words: "my couples", "the Okafor wedding",
"proofs", "suites"), Priya in a rush on her phone (terse, lowercase, typos, no punctuation), the shop's virtual
assistant (formal, "kindly", "please", order numbers) and Leo (lowercase, gamer slang, misspellings, "my vids").

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days" = 2 days, "past 3 days" = 3 days, "last week"/"past 7 days" =
7 days, "last 10 days" = 10 days, "last fortnight"/"two weeks" = 14 days, "past 30 days" = 30 days, "this
month"/"November" = November 2026, "October" = October 2026, "since September" = from 2026-09-01, "since August" =
from 2026-08-01, "past 3 months"/"older than 3 months" = 91 days, "older than 6 months" = 182 days, "back in March" =
March 2026, "this year"/"2026" = 2026, "older than a year" = 365 days, "2025"/"last year" = 2025, "older than 2
years" = 730 days, "Nov 19"/"the 19th of November" = 2026-11-19 (only month-day anchors are dated that day; nothing
else visible is within a day and a half of it). "Last month" (October or the past 30 days?) is not used, nor words that
depend on the clock time or the first day of the week ("today", "yesterday", "this week"). The generator keeps
visible files clear of these boundaries (homes_planner.BAD_WINDOWS). "Visible" files leave out hidden files and noise
folders (.godot, .cache, .config, .local, .DS_Store, dotfiles); where a question could fairly count either way, both
numbers are accepted, and sizes are asked only where both readings print the same figure. Sizes are decimal units
with one decimal (homes.human). Actions are asked without confirmation: the expectation is the exact plan (nothing
may change on disk); or_decline only where a clarifying question is as right as the plan. "delete them" after a list
of several files must ask; "clean up"/"free up space" is a proposal; a partial name that fits several files, a path
outside the home or a system path is declined. A name the home does not have ("the Henderson wedding") must be said,
not replaced by something broader (a decline that names no other file).
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import KB, MB, human

ASOF = "2026-11-24"
H = "planner"
CL = "Weddings/Clients"
INV = "Weddings/Invoices"
LB = "Shop/Shipping labels"
DL = "Downloads"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"o{_n[0]:03d}"
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


# boundaries (ages in days as of 2026-11-24), each inside a window homes_planner.BAD_WINDOWS keeps clear
D2, D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 3.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, APR1, MAR1, JAN26, JAN25, JAN24 = 23.5, 54.5, 84.5, 115.5, 237.5, 268.5, 327.5, 692.5, 1058.5


# --------------------------------------------------------------------------- helpers of this set


def size_any(*pools) -> str:
    """The size of the first pool, asserted to print the same as every other reading of the question (visible
    files only or all of them; a folder or a type) within the scorer's tolerance."""
    exp = total(pools[0])
    shown = human(exp)
    unit = {"B": 1, "KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12}[shown.split()[1]]
    for p in pools[1:]:
        assert abs(total(p) - exp) <= max(0.01 * exp, 0.051 * unit), (shown, human(total(p)))
    return shown


def folder_size(prefix: str) -> str:
    return size_any(under(prefix), under(prefix, visible=False))


def grp(key: str):
    return [e for e in es if e.dup == key]


def dup_groups(pool=None):
    """Duplicate groups (same bytes) with at least one member in `pool`: every member, wherever it is."""
    pool = vis if pool is None else pool
    keys = sorted({e.dup for e in pool if e.dup})
    return {k: [e for e in vis if e.dup == k] for k in keys}


def client(couple: str) -> str:
    (folder,) = [p.split("/")[2] for p in by_path if p.startswith(f"{CL}/{couple} - ")][:1]
    return f"{CL}/{folder}"


OKB, SM, CHEN, DK, PW = (
    client(c) for c in ("Okafor & Byrne", "Sørensen & Müller", "Chen & O'Driscoll", "Dubois & Kaur", "Patel & Whitmore")
)
PHOTO = ("jpg", "jpeg", "heic")
VIDEO = ("mp4", "mkv", "mov")
INSTALLERS = ("exe", "dmg", "msi", "pkg")
labels = under(LB)
label_of = {re.search(r"label (\d+)", e.name).group(1): e for e in labels}
orders = named(under("Shop/Orders"), "EtsySoldOrders")
invoices = named(vis, "INV-")
inv_sent = under(INV, pool=invoices)
mood = [e for e in vis if "/Mood board/" in e.path]
contracts = named(under(CL), "contract")
quotes = [e for e in vis if "/Quotes/" in e.path]
mods = under("Leo/Minecraft/mods")
music = under("Leo/Music")
raw = under("Leo/YouTube/raw footage")
renders = under("Leo/YouTube/renders")
thumbs = under("Leo/YouTube/thumbnails")
receipts = under("Finance/Receipts")
proofs = [e for e in under("Shop/Designs") if "proof" in e.name]
godot = under("Leo/Godot", visible=False)
nov19 = [e for e in vis if e.age == "11-19"]

# ============================================================================ plain (35)
P = "plain"
q(
    "What folders take up the most space on this laptop? I've a feeling it's Leo's videos but I'd love to know "
    "for sure before I buy a bigger drive.",
    P,
    answer("Leo"),
)
q("how big is the shop folder", P, answer(folder_size("Shop")))
q("size of weddings foldr", P, answer(folder_size("Weddings")))
q("how big is my youtube folder lol", P, answer(folder_size("Leo/YouTube")))
q(
    "How much space are Leo's Minecraft things taking up? He swears it's nothing, but I have my doubts.",
    P,
    answer(folder_size("Leo/Minecraft")),
)
q("Kindly tell me how much space the product photos occupy.", P, answer(folder_size("Shop/Product photos")))
q(
    "What are the biggest files on here? I want to see what's hogging the disk before I do a backup.",
    P,
    files(biggest(vis, 3)),
)
q("biggest files in downloads", P, files(biggest(under(DL), 3)))
q(
    "What's the most recent thing I saved? I was halfway through something when the phone rang and now I can't "
    "remember what it was.",
    P,
    file(newest(vis).path),
)
assert newest(vis).name == "to do.txt"
q("how much space do my minecraft mods take", P, answer(folder_size("Leo/Minecraft/mods")))
q("Kindly show me the price lists.", P, files(named(under("Shop"), "price list")))
q(
    "Can you find my vendor contacts list? I need Hattie's number and I can never remember where I put it.",
    P,
    file("Weddings/Vendors/vendor contacts.txt"),
)
q("where did I put the wedding fair banner?", P, file("Weddings/Marketing/wedding fair stand banner.pdf"))
q("pricng guide 2027", P, file("Weddings/Marketing/Pricing guide 2027.pdf"))
q("Please locate the packaging suppliers list.", P, file("Shop/Shop admin/packaging suppliers.txt"))
q("where r my minecraft screenshots", P, files(under("Leo/Minecraft/screenshots")))
q(
    "How much space do all my client folders take up altogether, roughly?",
    P,
    answer(folder_size(CL)),
)
q(
    "What's the single biggest thing in the Weddings folder? Something in there is enormous.",
    P,
    file(biggest(under("Weddings"))[0].path),
)
q("leo school stuff size", P, answer(folder_size("Leo/School")))
q(
    "Which file types take up the most room on the laptop? By extension, I mean - .jpg, .psd, that sort of thing.",
    P,
    answer("mkv"),
)
assert Counter({x: total(ext(vis, x)) for x in ("mkv", "mp4", "jpg", "psd", "ai")}).most_common(1)[0][0] == "mkv"
q("whats the biggest vid i have", P, file(biggest(ext(vis, *VIDEO))[0].path))
q("how many gb is my music", P, answer(size_any(music, ext(vis, "mp3", "wav", "ogg", "m4a"))))
q(
    "Which of my couples' folders is the biggest? I suspect the Patel & Whitmore one because of all the photos.",
    P,
    answer("Patel & Whitmore"),
)
assert max(
    (total(under(f"{CL}/{c}")), c)
    for c in {p.split("/")[2] for p in by_path if p.startswith(CL + "/")}
    if not c.startswith(".")
)[1].startswith("Patel")
q("Kindly find the Etsy shop policies document.", P, file("Shop/Shop admin/Etsy shop policies.txt"))
q("Show me everything in the Templates folder, would you?", P, files(under("Weddings/Templates")))
q("tax stuff size", P, answer(folder_size("Finance/Tax")))
q("how big is dungeon dash", P, answer(folder_size("Leo/Godot/Dungeon Dash")))
q(
    "What are the biggest files in the Shop folder? I bet it's the Photoshop place cards.",
    P,
    files(biggest(under("Shop"), 3)),
)
q(
    "What have I been working on most recently in the Weddings folder?",
    P,
    file(newest(under("Weddings")).path),
)
q("how big is the raw footage folder", P, answer(folder_size("Leo/YouTube/raw footage")))
q("Kindly tell me how much space the shipping labels take up in total.", P, answer(folder_size(LB)))
q("how big are my renders", P, answer(folder_size("Leo/YouTube/renders")))
q(
    "How much room does the Portfolio take? I'd like to put it on a memory stick for the wedding fair.",
    P,
    answer(folder_size("Weddings/Portfolio")),
)
q("whats taking up space in leo folder", P, answer("YouTube"))
q("Please list what is in the Etsy statements folder.", P, files(under("Shop/Etsy statements")))

# ============================================================================ named_file (25)
N = "named_file"
tpc = one("Shop/Designs/Terracotta Arch suite/Terracotta Arch place cards.psd")
q(
    "How big is the Terracotta Arch place cards file? It takes forever to open.",
    N,
    answer(human(by_path[tpc].size)),
)
q("when did i last change okafor budget", N, file(f"{OKB}/Okafor & Byrne budget.xlsx"))
lab = labels[5]
num5 = re.search(r"label (\d+)", lab.name).group(1)
q(f"Kindly locate the shipping label for order {num5}.", N, file(lab.path))
q("where's INV-0113?", N, file(f"{INV}/2026/INV-0113 Okafor & Byrne deposit.pdf"))
q("where is sodium-fabric-0.5.11+mc1.21.1.jar", N, file("Leo/Minecraft/mods/sodium-fabric-0.5.11+mc1.21.1.jar"))
q(
    "How big is Patel & Whitmore highlight film.mp4? The videographer sent it over and it took ages.",
    N,
    answer(human(by_path["Videos/Patel & Whitmore highlight film.mp4"].size)),
)
q(
    "eucalyptus proof final FINAL where",
    N,
    file("Shop/Designs/Eucalyptus suite/Eucalyptus invitation proof final FINAL.pdf"),
)
q(
    "When did the Dubois & Kaur contract go out? It'll be the unsigned one, they haven't sent it back yet.",
    N,
    file(f"{DK}/Dubois & Kaur - contract (unsigned).pdf"),
)
o10 = by_path["Shop/Orders/EtsySoldOrders2026-10.csv"]
q("Please tell me the size of EtsySoldOrders2026-10.csv.", N, answer(human(o10.size)))
q(
    "how big is Dungeon Dash.exe",
    N,
    answer(human(by_path["Leo/Godot/Dungeon Dash/export/Dungeon Dash.exe"].size)),
)
q(
    "Can you find the thank you card Anjali sent? I want to print it for the portfolio.",
    N,
    file(f"{PW}/thank you card from Anjali.jpg"),
)
q("milage log 2026", N, file("Finance/Mileage log 2026.xlsx"))
q("Where's Leo's Macbeth essay?", N, file("Leo/School/Year 10/English Literature/Macbeth essay.docx"))
q(
    "when did i make the create mod showcase vid",
    N,
    file("Leo/YouTube/renders/create mod showcase.mp4"),
)
sa = by_path["Finance/Tax/2024-25/Self assessment 2024-25.pdf"]
q("How big is my Self assessment 2024-25 pdf?", N, answer(human(sa.size)))
q("chen run sheet", N, file(f"{CHEN}/Chen & O'Driscoll - day-of run sheet.txt"))
q("Is the SA302 for 2023-24 on here somewhere?", N, file("Finance/Tax/2023-24/SA302 2023-24.pdf"))
st9 = by_path["Shop/Etsy statements/Etsy statement 2026-09.pdf"]
q("Please confirm the size of Etsy statement 2026-09.pdf.", N, answer(human(st9.size)))
q("where's level_2.tscn", N, file("Leo/Godot/Dungeon Dash/scenes/level_2.tscn"))
q(
    "When did I save Pricing guide 2026.pdf? I want to compare it with next year's.",
    N,
    file("Weddings/Marketing/Pricing guide 2026.pdf"),
)
q(
    "how big is brochure cover.psd",
    N,
    answer(human(by_path["Weddings/Marketing/brochure cover.psd"].size)),
)
wsd = by_path["Shop/Designs/Wildflower Meadow suite/Wildflower Meadow save the date.psd"]
q("wildflower meadow save the date psd size", N, answer(human(wsd.size)))
q(
    "Kindly tell me when INV-0115 was issued.",
    N,
    file(f"{INV}/2026/INV-0115 Dubois & Kaur deposit.pdf"),
)
q(
    "how big is faithful 32x",
    N,
    answer(human(by_path["Leo/Minecraft/resourcepacks/Faithful 32x.zip"].size)),
)
q(
    "Where did the Sørensen & Müller invitation proof v2 end up? I need to send it to Freja again.",
    N,
    file("Shop/Designs/Custom - Sørensen & Müller/Sørensen & Müller invitation proof v2.pdf"),
)
lab_nov = under(f"{LB}/2026-11")[4]
num_nov = re.search(r"label (\d+)", lab_nov.name).group(1)
q(f"Kindly confirm whether we have a shipping label for order {num_nov}.", N, file(lab_nov.path))

# ============================================================================ dropped_words (35)
D = "dropped_words"
q(
    "How much space do the mood boards take up altogether, across all my couples?",
    D,
    answer(size_any(mood)),
)
q("how many proofs have i got", D, count(len(proofs)))
assert len(named(vis, "proof")) == len(proofs)
ff = named(proofs, "final FINAL")
q_ff = q(
    "Which invitation proofs are marked final FINAL? I keep doing that to myself and then can't tell which is which.",
    D,
    files(
        [e for e in proofs if e.name.endswith("final FINAL.pdf")],
        absent=[e.name for e in proofs if e.name.endswith(" proof FINAL.pdf")],
    ),
)
assert len(ff) == 2
q_thumbs = q("show me my thumbnails", D, files(thumbs))
q("how big are my minecraft worlds", D, answer(folder_size("Leo/Minecraft/saves")))
catering = [e for e in quotes if "Catering" in e.name]
q_cat = q(
    "catering quotes",
    D,
    files(catering, absent=["Fig & Olive sample menus.pdf", "Quote - Wild Fern Florals.pdf"]),
)
venues = [e for e in quotes if e.name.endswith("venue.pdf")]
q(
    "Can you pull up the venue quotes for my couples? I want to compare what Hartwell Manor charged each of them.",
    D,
    files(venues, absent=["Quote - Wild Fern Florals.pdf", "Quote - Fig & Olive Catering.pdf"]),
)
q(
    "Do I have any photos from the Henderson wedding? I thought I kept a few for the portfolio.",
    D,
    decline(),
)
q("wheres my fortnite clips", D, decline())
seating = named(vis, "seating chart")
okafor_files = under(OKB)
q(
    "okafor seating chart",
    D,
    decline(*names(seating), *names(okafor_files)),
)
q(
    "Has the signed contract come back from Dubois & Kaur yet? I can't see it anywhere.",
    D,
    decline(*names(under(DK)), *names(contracts)),
)
q("how many mods do i have", D, count(len(mods), len(ext(vis, "jar"))))
q(
    "Can you find the notes where I wrote about the nut allergy? Two guests at one of the weddings have it.",
    D,
    file(f"{CHEN}/Chen & O'Driscoll - notes.md"),
)
q("whats the florist hattie's number", D, file("Weddings/Vendors/vendor contacts.txt"))
o04 = by_path["Shop/Orders/EtsySoldOrders2026-04.csv"]
num04 = o04.text.splitlines()[3].split(",")[1]
assert sum(num04 in (e.text or "") for e in es) == 1
q(
    f"Kindly find the order export that contains order {num04}.",
    D,
    file(o04.path),
)
q(
    "where did i write the todo for the skeleton boss",
    D,
    file("Leo/Godot/Dungeon Dash/scripts/boss_skeleton.gd"),
)
q(
    "Which file has the timings for the Chen wedding day - speeches, first dance, all of that?",
    D,
    file(f"{CHEN}/Chen & O'Driscoll - day-of run sheet.txt"),
)
q(
    "Where are my notes from the menu tasting with the Okafor couple? I wrote down what they thought of the lamb.",
    D,
    file(f"{OKB}/tasting notes 19 Nov.txt"),
)
q("how big r my resource packs", D, answer(folder_size("Leo/Minecraft/resourcepacks")))
q("Kindly list the HEIC product photos.", D, files(ext(under("Shop/Product photos"), "heic")))
q(
    "Where are all the guest lists? I need to check numbers for every couple.",
    D,
    files(named(vis, "guest list")),
)
spanish = under("Leo/School/Year 10/Spanish")
q(
    "show me my spanish homework",
    D,
    files(spanish, absent=[e.name for e in named(vis, "homework")]),
)
dep = [e for e in inv_sent if "deposit" in e.name]
q_dep = q(
    "Show me the deposit invoices I've sent out.",
    D,
    files(dep, absent=[e.name for e in inv_sent if "deposit" not in e.name]),
)
q("how much space do my godot projets take", D, answer(folder_size("Leo/Godot")))
fb = [e for e in inv_sent if "final balance" in e.name]
q_fb = q(
    "Show me the final balance invoices, please.",
    D,
    files(fb, absent=[e.name for e in inv_sent if "final balance" not in e.name]),
)
q("Kindly show me the business bank statements.", D, files(under("Finance/Bank statements")))
fuel = named(receipts, "fuel")
q("where are the fuel receipts", D, files(fuel, absent=[e.name for e in receipts if "fuel" not in e.name]))
unsigned = named(contracts, "unsigned")
q_uns = q(
    "Show me the unsigned contracts.",
    D,
    files(unsigned, absent=[e.name for e in contracts if "unsigned" not in e.name]),
)
q("how big r my mkv recordings", D, answer(size_any(ext(vis, "mkv"), raw, ext(es, "mkv"))))
q(
    "Where are the seating charts? I want the ones for the couples that have them.",
    D,
    files(under(CL, pool=seating)),
)
q("Kindly list the place card designs.", D, files(named(under("Shop/Designs"), "place cards")))
q("where are the save the dates", D, files(named(vis, "save the date")))
q(
    "What quotes do I have from Wild Fern? I've used them for three couples now.",
    D,
    files(named(quotes, "Wild Fern"), absent=["Quote - Petals by Margot florist.pdf"]),
)
q("show me leos history stuff", D, files(under("Leo/School/Year 10/History") + under("Leo/School/Year 9/History")))
q(
    "Is there anything from the Beaumont & Clarke wedding on here? They're a new enquiry.",
    D,
    decline(),
)

# ============================================================================ filler_dates (25)
F = "filler_dates"
inv14 = aged(invoices, 0, FORTNIGHT)
q("any invoces from the last 2 weeks?", F, files(inv14, absent=[e.name for e in invoices if e not in inv14]))
lab10 = aged(labels, 0, D10)
q_lab3 = q(
    "Kindly show me the shipping labels printed in the past 3 days.",
    F,
    files(aged(labels, 0, D3), absent=[e.name for e in labels if age(e) >= D3]),
)
q(
    "What did I work on on Nov 19? I know I did the Okafor tasting that day and printed some labels.",
    F,
    files(nov19),
)
q("what did i record on the 19th of november", F, file(one("Leo/YouTube/raw footage/2026-11-19 20-14-33.mkv")))
rsep = aged(receipts, 0, SEP1)
q_rsep = q("receipts since september", F, files(rsep, absent=[e.name for e in receipts if e not in rsep]))
cl10 = aged(under(CL), 0, D10)
q_cl10 = q(
    "What have I changed in the client folders in the last 10 days? I want to make sure nothing got missed.",
    F,
    files(cl10),
)
ord_aug = aged(orders, 0, AUG1)
q_ordaug = q(
    "Please list the order exports downloaded since August.",
    F,
    files(ord_aug, absent=[e.name for e in orders if e not in ord_aug]),
)
q("what mods did i get this year", F, files(aged(mods, 0, JAN26)))
prf30 = aged(proofs, 0, D30)
q(
    "Did I make any new proofs in the past 30 days? I've lost track with all the custom orders.",
    F,
    files(prf30, absent=[e.name for e in proofs if e not in prf30]),
)
dl_oct = aged(under(DL), NOV1, OCT1)
q("stuff from october in downloads", F, files(dl_oct))
dl_nov = aged(under(DL), 0, NOV1)
q_dlnov = q("What did I download this month?", F, files(dl_nov))
sch = aged(under("Leo/School"), 0, NOV1)
q("leo school files this month", F, files(sch))
q(
    "I still haven't found the Chen & O'Driscoll teaser I made for instagram, where is it?",
    F,
    file("Weddings/Marketing/instagram post - Chen & O'Driscoll teaser.png"),
)
mcs = aged(under("Leo/Minecraft/screenshots"), 0, FORTNIGHT)
q("any minecraft screenshots from the last 2 weeks", F, files(mcs))
old_orders = aged(orders, YEAR)
q(
    "Kindly list any files in the Orders folder older than a year.",
    F,
    files(old_orders, absent=[e.name for e in orders if e not in old_orders]),
)
desk = aged(under("Desktop"), 0, FORTNIGHT)
q("What did I put on the Desktop in the last fortnight?", F, files(desk))
rs = aged(renders, 0, SEP1)
q(
    "which of my vids did i render since september",
    F,
    files(rs, absent=[e.name for e in renders if e not in rs]),
)
q(
    "Kindly show me the shipping labels from November.",
    F,
    files(under(f"{LB}/2026-11"), absent=[e.name for e in under(f"{LB}/2026-10")]),
)
assert aged(labels, 0, NOV1) == under(f"{LB}/2026-11")
mar = aged(under("Weddings"), APR1, MAR1)
q("What did I save in the Weddings folder back in March?", F, files(mar))
inv25 = under(f"{INV}/2025", pool=invoices)
q("invoices 2025", F, files(inv25, absent=[e.name for e in under(f"{INV}/2026")]))
assert aged(invoices, JAN26, JAN25) == inv25
q("what did i do on godot in the last 2 days", F, files(aged(under("Leo/Godot"), 0, D2)))
q(
    "Could you show me the shipping labels for October, please?",
    F,
    files(under(f"{LB}/2026-10"), absent=[e.name for e in under(f"{LB}/2026-11")]),
)
assert aged(labels, NOV1, OCT1) == under(f"{LB}/2026-10")
stm26 = [e for e in under("Shop/Etsy statements") if "2026-" in e.name]
q("Kindly show me this year's Etsy statements.", F, files(stm26))
q(
    "has anything in the shop admin folder changed since april? pretty sure i haven't touched it",
    F,
    files(aged(under("Shop/Shop admin"), 0, APR1)),
)
wk = aged(under("Leo/YouTube"), 0, WEEK)
q("anything new in my youtube folder in the last week", F, files(wk))

# ============================================================================ filters (20)
FL = "filters"
q(
    "How much space do all my Photoshop files take? Those place card PSDs are huge.",
    FL,
    answer(size(ext(vis, "psd"))),
)
pdf10 = [e for e in ext(vis, "pdf") if e.size > 10 * MB]
q("pdfs bigger than 10mb", FL, files(pdf10))
v5 = [e for e in ext(vis, *VIDEO) if e.size > 5 * 1000 * MB]
q_v5 = q("videos bigger than 5 gb", FL, files(v5))
q(
    "Kindly list the HEIC files in the product photos folder and anywhere else on the laptop.",
    FL,
    files(ext(vis, "heic")),
)
dl_dups = [e for e in under(DL) if e.dup]
q_dldup = q("duplicates in Downloads", FL, files(dl_dups))
mp3_1 = [e for e in music if e.dup and "(1)" in e.name]
q("any duplicate songs in my music", FL, files(mp3_1))
ph_dups = [e for e in ext(vis, *PHOTO) if e.dup]
q(
    "Are there duplicate photos anywhere? Like two copies of the same picture in different places?",
    FL,
    files(ph_dups),
)
assert len(ph_dups) == 2
big_groups = {k: g for k, g in dup_groups().items() if g[0].size > 1 * MB}
small_groups = {k: g for k, g in dup_groups().items() if g[0].size <= 1 * MB}
q(
    "duplicates bigger than 1 MB",
    FL,
    files(
        [e for g in big_groups.values() for e in g],
        absent=sorted({e.name for g in small_groups.values() for e in g}),
    ),
)
q("how many jpgs over 20mb", FL, count(len([e for e in ext(vis, "jpg", "jpeg") if e.size > 20 * MB])))
shop_pdf_wk = aged(ext(under("Shop"), "pdf"), 0, WEEK)
q("Kindly list the PDFs in the Shop folder from the past 7 days.", FL, files(shop_pdf_wk))
mp4_old = aged(ext(vis, "mp4"), M3)
q_mp4 = q("mp4s older than 3 months", FL, files(mp4_old))
q("What's my biggest spreadsheet?", FL, file(biggest(ext(vis, "xlsx"))[0].path))
q(
    "How much space do the Illustrator files take up in the Designs folder?",
    FL,
    answer(size(ext(under("Shop/Designs"), "ai"))),
)
dl_zip = ext(under(DL), "zip")
q_zip = q("zip files in downloads", FL, files(dl_zip, absent=[e.name for e in ext(under(DL), "crdownload")]))
small_pdf = [e for e in ext(under(DL), "pdf") if e.size < 500 * KB]
q_smallpdf = q("Kindly list any PDFs in Downloads smaller than 500 KB.", FL, files(small_pdf))
mkv_nov = aged(ext(vis, "mkv"), 0, NOV1)
q_mkv = q("mkv files from this month", FL, files(mkv_nov))
w_dups = [e for e in under("Weddings") if e.dup]
q("duplicates in my Weddings folder", FL, files(w_dups))
q_empty = q("empty files", FL, files([e for e in vis if e.size == 0]))
q("biggest files in my minecraft folder", FL, files(biggest(under("Leo/Minecraft"), 2)))
big_contracts = [e for e in contracts if e.size > 2 * MB]
q(
    "Which of my couples' contracts are bigger than 2 MB? I think some of the scans came out massive.",
    FL,
    files(big_contracts, absent=[e.name for e in contracts if e not in big_contracts]),
)
q(
    "installers in downloads older than 6 months",
    FL,
    files(aged(ext(under(DL), *INSTALLERS), M6), absent=[e.name for e in aged(ext(under(DL), *INSTALLERS), 0, M6)]),
)

# ============================================================================ decline (20)
X = "decline"
ok_contract = named(under(OKB), "contract")
q(
    "What does the Okafor & Byrne contract say about the cancellation fee? I need to quote it in an email.",
    X,
    decline(*names(ok_contract)),
)
q("check my icloud photos", X, decline())
q("Kindly list the files in C:\\Users\\Priya\\Etsy Orders.", X, decline())
q("whats in /etc/minecraft", X, decline())
q(
    "Could you translate the Sørensen & Müller notes into Danish for me?",
    X,
    decline("Sørensen & Müller - notes.md"),
)
q(
    "how many pages is my macbeth essay",
    X,
    decline("Macbeth essay.docx", "Macbeth essay plan.txt"),
)
q(
    "Please email the October shipping labels to the courier.",
    X,
    decline(*names(under(f"{LB}/2026-10"))),
)
q("whats on my google drive", X, decline())
q("Which of my couples is the nicest to work with?", X, decline())
pw_inv = named(invoices, "Patel & Whitmore")
q(
    "How much money did the Patel & Whitmore wedding make me in the end?",
    X,
    decline(*names(pw_inv), *names(under(PW))),
)
q("Kindly show me the files on the shop's external hard drive (E:).", X, decline())
q("wats in /usr/share/games", X, decline())
q(
    "What font did I use on the Art Deco Gold invitation?",
    X,
    decline(*names(named(vis, "Art Deco Gold"))),
)
q("¿dónde están mis deberes de español?", X, decline(*names(spanish)))
q(
    "Summarise Leo's Cuban missile crisis essay for me, he wants to know if it makes sense.",
    X,
    decline("Cuban missile crisis essay.docx"),
)
q("Kindly list the files in the Shopify folder.", X, decline())
q("whats in my steam library", X, decline())
q(
    "What did Wild Fern quote for the Okafor flowers, roughly? Just the total.",
    X,
    decline(*names(named(quotes, "Wild Fern"))),
)
q("files in /Volumes/Backup", X, decline())
q(
    "Is the Chen & O'Driscoll contract legally binding if they only initialled one page?",
    X,
    decline(*names(named(contracts, "Chen"))),
)

# ============================================================================ actions (20)
A = "actions"
q(
    "Move Etsy statement 2026-10 (1).pdf out of Downloads into the Etsy statements folder, please.",
    A,
    plan([by_path["Downloads/Etsy statement 2026-10 (1).pdf"]]),
)
q("delete Untitled.txt", A, plan([by_path["Downloads/Untitled.txt"]]))
assert len(named(es, "untitled")) == 1
q("delete the crdownload files in downloads", A, plan(ext(under(DL), "crdownload")))
q(
    "Kindly move all the .dmg and .pkg files in Downloads to the trash.",
    A,
    plan(ext(under(DL), "dmg", "pkg")),
)
q(
    "Delete the guest list, I've got a newer one on my phone.",
    A,
    decline(*names(named(vis, "guest list"))),
)
q("delete okafor", A, decline(*names(named(vis, "okafor")), *names(under(OKB))))
q("delete dungeon", A, decline(*names(named(vis, "dungeon")), *names(under("Leo/Godot/Dungeon Dash"))))
keep_dl = [
    by_path[f"{DL}/{n}"]
    for n in (
        "Royal Mail price guide 2026.pdf",
        "HMRC self assessment guide.pdf",
        "Year 10 parents evening letter.pdf",
        "IMG_5133.HEIC",
    )
]
q(
    "Could you clean up my Downloads folder? It's an absolute disgrace.",
    A,
    proposal([e for e in under(DL) if e not in keep_dl]),
)
free = (
    [e for e in es if e.hidden_or_noise]
    + [e for e in vis if e.dup]
    + ext(vis, *INSTALLERS, "crdownload", "zip", "bak")
    + [e for e in vis if e.size == 0]
    + under("Leo/Godot/Dungeon Dash/export")
    + [e for e in vis if e.size > 1000 * MB and age(e) > D30]
)
q("free up space pls my laptop is full", A, proposal(list({e.path: e for e in free}.values())))
q(
    "Trash the Leo Year 6 leavers assembly video, he says it's embarrassing and he's begging me.",
    A,
    plan([by_path["Videos/Leo Year 6 leavers assembly.mp4"]]),
)
q("rename new doc.txt to ideas.txt", A, plan([by_path["Desktop/new doc.txt"]]))
q(
    "move all my mp3s with (1) in the name to the trash",
    A,
    plan([e for e in ext(vis, "mp3") if "(1)" in e.name]),
)
q("Delete /etc/hosts please, it keeps blocking a website.", A, decline())
q("delete C:\\Windows\\System32 so my pc is faster", A, decline())
q("Kindly delete ../../var/log/syslog to free some space.", A, decline())
q("delete all .exe in downloads", A, plan(ext(under(DL), "exe")))
q(
    "Could you copy Pricing guide 2027.pdf to the Desktop? I want it handy for a call.",
    A,
    plan([by_path["Weddings/Marketing/Pricing guide 2027.pdf"]]),
)
q("delete all my minecraft mods", A, plan(mods, or_decline=True))
q(
    "Kindly move Chen & O'Driscoll seating chart (1).xlsx to the trash.",
    A,
    plan([by_path["Downloads/Chen & O'Driscoll seating chart (1).xlsx"]]),
)
gd_clean = [e for e in godot if e.hidden_or_noise] + under("Leo/Godot/Dungeon Dash/export") + ext(vis, "import")
q(
    "clean up the godot folder",
    A,
    proposal(list({e.path: e for e in gd_clean if e.path.startswith("Leo/Godot/")}.values())),
)

# ============================================================================ followup (20)
U = "followup"
q("delete them", U, decline(*names(unsigned)), follows=q_uns)
q("which one is the biggest?", U, file(biggest(fb)[0].path), follows=q_fb)
q("how much space do they take", U, answer(size(thumbs)), follows=q_thumbs)
q("sort them by size", U, files(dl_zip), follows=q_zip)
q("and the last 10 days?", U, files(lab10), follows=q_lab3)
q("only the PDFs?", U, files(ext(dl_nov, "pdf")), follows=q_dlnov)
q("which is the biggest", U, file(biggest(mkv_nov)[0].path), follows=q_mkv)
q("delete all of them", U, plan([e for e in vis if e.size == 0]), follows=q_empty)
q("what about 2025?", U, files(aged(dep, JAN26, JAN25)), follows=q_dep)
q("only the ones from october", U, files(aged(v5, NOV1, OCT1)), follows=q_v5)
q_hart = q(
    "Where's the Hartwell Manor brochure? I know I saved it somewhere.",
    P,
    file(one("Weddings/Vendors/Hartwell Manor brochure 2027.pdf")),
)
q("delete the one in Downloads", U, plan([by_path["Downloads/Hartwell Manor brochure 2027 (1).pdf"]]), follows=q_hart)
q("just the fig & olive ones", U, files(named(catering, "Fig & Olive")), follows=q_cat)
q_mk = q("How big is my Marketing folder?", P, answer(folder_size("Weddings/Marketing")))
q("and the Vendors one?", U, answer(folder_size("Weddings/Vendors")), follows=q_mk)
q("how much space do they take?", U, answer(size(ord_aug)), follows=q_ordaug)
q("which of those is the oldest?", U, file(oldest(cl10).path), follows=q_cl10)
q("sort by size", U, files(mp4_old), follows=q_mp4)
stp = named(rsep, "Staples")
q("just the staples ones", U, files(stp, absent=[e.name for e in rsep if e not in stp]), follows=q_rsep)
q("how big are they all together?", U, answer(size(ff)), follows=q_ff)
q("move the biggest one to the Desktop", U, plan(biggest(small_pdf)), follows=q_smallpdf)
q("how much would i save if i deleted the copies in downloads", U, answer(size(dl_dups)), follows=q_dldup)

# ============================================================================ counts (10)
C = "counts"
q("How many files do I have on this laptop altogether?", C, count(len(vis), len(es)))
q("how much space am i using total", C, answer(size_any(vis, es)))
q("how many songs do i have", C, count(len(music), len({e.dup or e.path for e in music})))
q("How many shipping labels are there in total, please?", C, count(len(labels)))
q("How many couples have I got folders for?", C, count(7))
pdfs = ext(vis, "pdf")
q("how many pdfs", C, count(len(pdfs), len(ext(es, "pdf"))))
shots = named(vis, "screenshot")
q(
    "how many screenshots",
    C,
    count(
        len(shots),
        len(under("Pictures/Screenshots")),
        len(shots) + len(under("Leo/Minecraft/screenshots")),
        len(under("Pictures/Screenshots")) + len(under("Leo/Minecraft/screenshots")),
    ),
)
q("How many order exports do we have?", C, count(len(orders)))
photos = ext(vis, *PHOTO)
q(
    "How many photos are on here, roughly? Including the product shots and the portfolio.",
    C,
    count(len(photos), len(photos) + len(ext(vis, "png"))),
)
q(
    "how many invoices have i issued",
    C,
    count(len(inv_sent), len(invoices), len(under(INV)), len(under(INV)) + 1),
)
q(
    "how many files are in dungeon dash",
    C,
    count(len(under("Leo/Godot/Dungeon Dash")), len(under("Leo/Godot/Dungeon Dash", visible=False))),
)


def _check_set() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        assert ex, d
        for key in ("paths", "files", "candidates"):
            for p in ex.get(key, []):
                assert p in by_path, p
        if "path" in ex:
            assert ex["path"] in by_path
        if ex["kind"] == "files" and d.get("follows"):
            assert len(ex["paths"]) <= 8, d  # a chat answer names every file
        if ex["kind"] == "decline":
            for n in ex.get("allow", []):
                assert any(e.name == n for e in es), n


if __name__ == "__main__":
    _check_set()
    out = Path(__file__).with_name("heldout_o.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out.name)
    print(Counter(d["class"] for d in Q))
