"""Writes heldout_n.jsonl: a held-out set N, over the "chef" home (homes_chef.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths, texts). Run:
    python bench/eval/questions_n.py      # rewrites bench/eval/heldout_n.jsonl
    python bench/eval/run_heldout.py --set heldout_n.jsonl

The home: Marta Kowalczyk, a chef who runs a small bistro, and her partner Daniel Reyes, an amateur astronomer, with
their daughter Zosia (9). Marta's Bistro/: recipes by course (typed .md whose text can be searched, some .docx, an
empty "new recipe.md", scanned cards from babcia, mama and abuela Carmen), seasonal menus by year and season ("draft",
"draft v2", "print" PDFs), supplier invoices by supplier and month, staff rotas by ISO week (.xlsx), allergen
matrices, food hygiene certificates, EHO inspection reports, monthly temperature logs, Instagram photos (Raw
DSC_NNNN.JPG of 8-15 MB, Edited "-edit.jpg"), four cooking videos of 1.8-6.1 GB, the business plan, lease and
licence, and the accounts (VAT returns by quarter, Starling statements by month, annual accounts, CT600, payroll
summaries, scanned Makro/Costco receipts). Daniel's Astro/: raw .fits light frames in night folders named by date and
target, calibration frames (Darks, Flats, Bias, Masters), Siril and PixInsight processing (.fit, .xisf, .xosm),
final .tif/.jpg results, observing logs (.md, searchable), star charts and manuals (PDFs), an equipment list, a Python
scripts folder with .git/.venv/__pycache__. Zosia/: school work, scanned drawings, Scratch games (.sb3), Minecraft
screenshots and a world backup. Downloads (installers, "(1)" copies and exact duplicates of files elsewhere, an
unfinished ".zip.part", an empty file, Polish and Spanish names, an upper-case .PDF), Desktop clutter, hidden
dotfiles and caches.

Voices: Marta (busy, terse, kitchen words: "mise", "covers", "spec"; non-native English with Polish word order:
"how much place take", "where is it, the HACCP plan"), Daniel (precise, technical, extensions and globs, long
questions), Joanna the part-time bookkeeper (formal: "Could you please...", invoices, VAT, statements), and Zosia
(simple words, misspellings: "wher", "castel", "delet"). Terse keyword queries, long rambling ones, "my",
plural/singular, relative dates, follow-ups, actions asked without confirmation, and unanswerable ones.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days" = 2 days, "last 7 days" = 7 days, "last 10 days" = 10 days,
"last two weeks" = 14 days, "last 30 days" = 30 days, "this month"/"since Nov 1" = November 2026, "October"/"from
October" = October 2026, "since October" = from 2026-10-01, "September"/"since September" = September 2026 / from
2026-09-01, "this year"/"2026" = 2026, "older than a year" = 365 days, "2025"/"last year" = 2025, "older than 2 years"
= 730 days, "since 2024" (not touched since) = before 2024-01-01, "Nov 19" = 2026-11-19 (only month-day anchors are
dated that day; nothing else visible is within a day of it, nor within the last 7 days' boundary). Words that depend
on the clock time or the first day of the week ("today", "yesterday", "this week", "last week") are not used as
dates. The generator keeps visible files clear of these boundaries (homes_chef.BAD_WINDOWS). Where a name carries a
year or a month and the file's date says another ("VAT return 2025 Q4.pdf" was filed in February 2026), the
expectation is the files both readings agree on, and the others are neither required nor excluded.

"Visible" files leave out hidden files and noise folders (.git, .venv, __pycache__, .cache, .astropy, .config,
.local, .DS_Store); where a count could fairly include them, both numbers are accepted, and totals are asked only
where both round the same. Sizes are decimal units with one decimal (homes.human). Photos are .jpg/.JPG; where the
Minecraft screenshots (.png) or the .tif results could fairly count too, those numbers are accepted. "FITS files" are
*.fits; the Siril pp_light_*.fit frames are accepted too where a count could include them. Actions are asked without
confirmation: the expectation is the exact plan (nothing may change on disk); or_decline only where a clarifying
question is as right as the plan. "delete them" after a list of several files must ask; "clean up"/"free up space" is
a proposal; a partial name that fits several files, a path outside the home or a system path is declined.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import human

ASOF = "2026-11-24"
H = "chef"
RC = "Bistro/Recipes"
AS = "Astro"
DL = "Downloads"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"n{_n[0]:03d}"
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


def size_either(pool_vis, pool_all) -> str:
    """A total asked where hidden and noise files could fairly count or not: both must round the same."""
    a, b = total(pool_vis), total(pool_all)
    assert abs(a - b) <= 0.01 * a or human(a) == human(b), (human(a), human(b))
    return human(a)


def paths(pool):
    return [e.path for e in pool]


def one(path: str) -> str:
    assert path in by_path, path
    return path


def age(e) -> float:
    """Age in days as of the writing day (noon); a "11-19" anchor is 5 days (Nov 19, midday)."""
    if isinstance(e.age, str):
        assert e.age == "11-19", e.age
        return 5.0
    return e.age


def aged(pool, lo: float = 0.0, hi: float = 1e9):
    return [e for e in pool if lo <= age(e) < hi]


def biggest(pool, n=1):
    s = sorted(pool, key=lambda e: -e.size)
    assert len(s) <= n or s[n - 1].size != s[n].size, [e.path for e in s[n - 1 : n + 1]]
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


# ---------------------------------------------------------------------------------------------- helpers of set N


def mentions(pool, word):
    """Files whose text holds the word (whole word, any case)."""
    rx = re.compile(rf"\b{re.escape(word)}\b", re.I)
    return [e for e in pool if e.text is not None and rx.search(e.text)]


def only_in(pool, word, prefix):
    """Every visible text mentioning the word is in `pool` (under `prefix`): nothing else could fairly match."""
    hits = mentions(vis, word)
    assert hits and all(e.path.startswith(prefix) for e in hits), [e.path for e in hits]
    return [e for e in pool if e in hits]


def clear_of(pool, threshold, margin=0.02):
    """No file of the pool sits within 2% of a size threshold."""
    assert not [e.path for e in pool if abs(e.size - threshold) <= margin * threshold], threshold
    return pool


def ex(*paths_):
    return [by_path[one(p)] for p in paths_]


def dup_members(key_filter=None):
    groups: dict[str, list] = {}
    for e in es:
        if e.dup:
            groups.setdefault(e.dup, []).append(e)
    return {k: v for k, v in groups.items() if key_filter is None or key_filter(k, v)}


# boundaries (ages in days as of 2026-11-24, noon), each inside a window homes_chef.BAD_WINDOWS keeps clear
D2, D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 3.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, JAN26, JAN25, JAN24 = 23.5, 54.5, 84.5, 115.5, 327.5, 692.5, 1058.5
KB, MB, GB = 1000, 1000**2, 1000**3

# frequently used pools
downloads = under(DL)
dl_pdf = ext(downloads, "pdf")
recipes_all = under(RC)
typed = [e for e in recipes_all if "Scanned cards/" not in e.path]
cards = under(f"{RC}/Scanned cards")
menus = under("Bistro/Menus")
invoices = under("Bistro/Invoices")
rotas = under("Bistro/Staff/Rotas")
allergen_x = ext(under("Bistro/Allergens"), "xlsx")
certs = under("Bistro/Food safety/Certificates")
temps = under("Bistro/Food safety/Temperature logs")
raw = under("Bistro/Instagram/Raw")
edited = under("Bistro/Instagram/Edited")
videos = ext(vis, "mp4", "mov")
vat = under("Bistro/Accounts/VAT")
bank = under("Bistro/Accounts/Bank")
payroll = under("Bistro/Accounts/Payroll")
receipts = under("Bistro/Accounts/Receipts 2026")
astro = under(AS)
logs = under(f"{AS}/Observing logs")
fits = ext(vis, "fits")
lights = [e for e in fits if "/Lights/" in e.path]
results = under(f"{AS}/Results")
manuals = under(f"{AS}/Manuals")
zosia = under("Zosia")
drawings = under("Zosia/Drawings")
scratch = under("Zosia/Scratch")
mc_shots = under("Zosia/Minecraft/screenshots")
photos_jpg = ext(vis, "jpg", "jpeg")
empties = [e for e in vis if e.size == 0]
installers = ext(downloads, "exe", "msi")


def in_month(pool, lo, hi):
    return aged(pool, hi, lo)


# ============================================================================================== plain (35)

q("What are the ten largest files under my home directory?", "plain", files(biggest(vis, 10)))
q("biggest file?", "plain", file(biggest(vis)[0].path))
q("how much place the Videos folder in Bistro take", "plain", answer(size(under("Bistro/Videos"))))
q("How much disk space does the Astro folder use?", "plain", answer(size_either(astro, under(AS, visible=False))))
q("how much space take all the videos on the computer", "plain", answer(size(videos)))
_newest = sorted(vis, key=age)
assert age(_newest[3]) - age(_newest[2]) > 0.1
q("newest files pls", "plain", files(_newest[:3]))
q("Please list the PDF files in the Downloads folder.", "plain", files(dl_pdf))
P_DLPDF = Q[-1]["id"]
q("List the contents of Astro/Calibration/Masters.", "plain", files(under(f"{AS}/Calibration/Masters")))
q("whats in my scratch folder", "plain", files(scratch))
P_SCRATCH = Q[-1]["id"]
q("biggest files in downloads", "plain", files(biggest(downloads, 3)))
P_DLBIG = Q[-1]["id"]
q("Which is the oldest manual in Astro/Manuals?", "plain", file(oldest(manuals).path))
q(
    "how many files in Rotas 2026",
    "plain",
    count(len(under("Bistro/Staff/Rotas/2026")), len(aged(rotas, 0, JAN26))),  # the folder, or dated 2026
)
P_ROTA26 = Q[-1]["id"]
q(
    "Could you list the Starling bank statements for 2026, please?",
    "plain",
    files(named(bank, "2026-")),  # the 2025-12 statement, issued in January 2026, is neither required nor excluded
)
q("Show me the star charts.", "plain", files(under(f"{AS}/Star charts")))
q("what is the biggest thing in the Zosia folder", "plain", file(biggest(zosia)[0].path))
q("instagram folder how big", "plain", answer(size(under("Bistro/Instagram"))))
q("List every .xisf file under Astro/Processing.", "plain", files(ext(under(f"{AS}/Processing"), "xisf")))
q(
    "How much space do the calibration frames take up in total?",
    "plain",
    answer(size(under(f"{AS}/Calibration"))),
)
q("What's in Astro/Results?", "plain", files(results))
P_RESULTS = Q[-1]["id"]
q("what is on the Desktop", "plain", files(under("Desktop")))
q(
    "Which files in the Invoices folder arrived in the last 30 days?",
    "plain",
    files(aged(invoices, 0, D30)),
)
q("what changed in Recipes since October", "plain", files(aged(recipes_all, 0, OCT1)))
q("how many photos in Instagram Raw", "plain", count(len(raw)))
q("Total size of Astro/Nights?", "plain", answer(size(under(f"{AS}/Nights"))))
q(
    "Which .tif is the largest?",
    "plain",
    file(f"{AS}/Results/M33 Triangulum - stacked.tif"),  # two identical copies, same name
)
q("menus 2026", "plain", files(under("Bistro/Menus/2026")))
P_MENU26 = Q[-1]["id"]
q("List the observing logs.", "plain", files(logs))
q("Kindly show me the VAT returns.", "plain", files(vat))
P_VAT = Q[-1]["id"]
q("how big is Downloads", "plain", answer(size_either(downloads, under(DL, visible=False))))
q("oldest scanned card?", "plain", file(oldest(cards).path))
q("What are the biggest folders under Astro?", "plain", answer("Nights"))
q("list what is in Bistro/Food safety/Inspections", "plain", files(under("Bistro/Food safety/Inspections")))
q("Where are the payroll summaries kept?", "plain", answer("Accounts/Payroll"))
q(
    "Show the 4 largest files in Astro/Processing.",
    "plain",
    files(biggest(under(f"{AS}/Processing"), 4)),
)
q("how many pdf in Menus", "plain", count(len(ext(menus, "pdf"))))

# ============================================================================================== named_file (25)

SAT = by_path["Bistro/Videos/Saturday service behind the pass.MOV"]
q("how big is Saturday service behind the pass.MOV", "named_file", answer(human(SAT.size)))
q("where is it, the HACCP plan", "named_file", file("Bistro/Food safety/HACCP plan 2026.docx"))
q(
    "allergen matrix autumn 2026 where is, the EHO is coming",
    "named_file",
    file("Bistro/Allergens/Allergen matrix - Autumn 2026.xlsx"),
)
q(
    "How big is M33_drizzle_2x.xisf?",
    "named_file",
    answer(human(by_path[f"{AS}/Processing/PixInsight/M33/M33_drizzle_2x.xisf"].size)),
)
q("wher is my space cat game", "named_file", answer("Scratch"))  # "Space Cat Game.sb3" and "… v2.sb3", both there
q(
    "What is the size of 'Business plan 2024 - bank version.pdf'?",
    "named_file",
    answer(human(by_path["Bistro/Business/Business plan 2024 - bank version.pdf"].size)),
)
q("when I changed Pierogi ruskie last time?", "named_file", file(f"{RC}/Mains/Pierogi ruskie.md"))
q(
    "What's the file size of master_dark_180s.fits?",
    "named_file",
    answer(human(by_path[f"{AS}/Calibration/Masters/master_dark_180s.fits"].size)),
)
q("Where did I put the EQ6-R Pro manual?", "named_file", file(f"{AS}/Manuals/Sky-Watcher EQ6-R Pro manual.pdf"))
q(
    "how big is my minecraft castel",
    "named_file",
    answer(human(by_path["Zosia/Minecraft/worlds/Zosia's castle.zip"].size)),
)
q(
    "Where can I find the accounts for the year ended 31 March 2026?",
    "named_file",
    file("Bistro/Accounts/Accounts year ended 31 March 2026.pdf"),
)
q("the lease for Mill Street, where", "named_file", file("Bistro/Business/Premises lease - 14 Mill Street.pdf"))
q(
    "how big is knife skills video",
    "named_file",
    answer(human(by_path["Bistro/Videos/Knife skills for new staff.mov"].size)),
)
q(
    "Christmas menu 2026 draft - I have it on the computer?",
    "named_file",
    file("Bistro/Menus/2026/Winter/Christmas menu 2026 draft.pdf"),
)
q("when did I make rota week 47", "named_file", file("Bistro/Staff/Rotas/2026/Rota week 47.xlsx"))
q(
    "size of Przepisy babci - skan",
    "named_file",
    answer(human(by_path["Downloads/Przepisy babci - skan.PDF"].size)),
)
q("where is receta flan de mama", "named_file", file("Downloads/receta flan de mamá.pdf"))
q("zurek recipe where", "named_file", file(f"{RC}/Starters/Żurek z białą kiełbasą.md"))
q(
    "How big is equipment list.md?",
    "named_file",
    answer(human(by_path[f"{AS}/Equipment/equipment list.md"].size)),
)
q(
    "Where is Light_M33_300s_0012.fits?",
    "named_file",
    answer("Light_M33_300s_0012.fits", "2026-11-08 M33"),
)
q(
    "EHO inspection report 2024-05, how old is it",
    "named_file",
    file("Bistro/Food safety/Inspections/EHO inspection report 2024-05.pdf"),
)
q(
    "the sernik video how big",
    "named_file",
    answer(human(by_path["Bistro/Videos/Sernik step by step - reel.mp4"].size)),
)
q("where did I put clear_sky_check.py", "named_file", file(f"{AS}/scripts/clear_sky_check.py"))
q("what's in Christmas menu ideas.txt", "named_file", answer("uszka"))
q(
    "What is the size of Hartley Meats 2026-10.pdf?",
    "named_file",
    answer(human(by_path["Bistro/Invoices/Hartley Meats/Hartley Meats 2026-10.pdf"].size)),
)
q("my spec for the short rib, where is", "named_file", file(f"{RC}/Mains/Braised short rib.docx"))
q("covers sheet where", "named_file", file("Desktop/covers this week.xlsx"))

# ============================================================================================== dropped_words (35)

q("how many edited photos I have", "dropped_words", count(len(edited), len(edited) + 1))  # + the Desktop copy
q("the scanned recipe cards", "dropped_words", files(cards))
q("How many dark frames have I got?", "dropped_words", count(40, 42))  # the Darks folder; + the two master darks
P_DARKS = Q[-1]["id"]
q("how many flats do I have?", "dropped_words", count(25, 26))
assert len(under(f"{AS}/Calibration/Darks")) == 40 and len(under(f"{AS}/Calibration/Flats")) == 25
q(
    "How much space do the Siril calibrated frames (pp_light) take?",
    "dropped_words",
    answer(size(named(vis, "pp_light"))),
)
q("show me the print menus", "dropped_words", files(named(vis, "print")))
assert all(e.path.startswith("Bistro/Menus/") for e in named(vis, "print"))
P_PRINT = Q[-1]["id"]
q("draft menus from this year", "dropped_words", files(aged(named(menus, "draft"), 0, JAN26)))
q("show me my reels", "dropped_words", files(named(under("Bistro/Videos"), "reel")))
_wk = {42, 43, 44}  # weeks of October whose rota was also made in October
q(
    "my rotas from October",
    "dropped_words",
    files([e for e in under("Bistro/Staff/Rotas/2026") if e.name in {f"Rota week {w}.xlsx" for w in _wk}]),
)
assert all(OCT1 > age(e) >= NOV1 for e in rotas if e.name in {f"Rota week {w}.xlsx" for w in _wk} and "2026" in e.path)
q("photos of the dog", "dropped_words", decline())
assert not named(es, "dog")
q("show me my drawings", "dropped_words", files(drawings))
P_DRAW = Q[-1]["id"]
q("where are my minecraft worlds", "dropped_words", file("Zosia/Minecraft/worlds/Zosia's castle.zip"))
q("Please list the Brixham invoices.", "dropped_words", files(under("Bistro/Invoices/Brixham Fish Co")))
P_BRIX = Q[-1]["id"]
q("how much space Green Lane invoices take", "dropped_words", answer(size(under("Bistro/Invoices/Green Lane Veg"))))
assert named(vis, "green lane") == under("Bistro/Invoices/Green Lane Veg")
P_GREEN = Q[-1]["id"]
q(
    "Do I have any photos of Jupiter?",
    "dropped_words",
    decline(*names(only_in(logs, "Jupiter", f"{AS}/Observing logs"))),
)
assert not named(es, "jupiter")
q("allergen sheets", "dropped_words", files(allergen_x))
q("show me all the certificates", "dropped_words", files(certs))
q("the inspection reports", "dropped_words", files(named(vis, "inspection report")))
q("temperature logs", "dropped_words", files(temps))
P_TEMPS = Q[-1]["id"]
q("Where are my PixInsight projects?", "dropped_words", files(ext(vis, "xosm")))
q("how much space does the Siril stuff use", "dropped_words", answer(size(under(f"{AS}/Processing/Siril"))))
q("Please list the Makro receipts.", "dropped_words", files(named(vis, "Makro receipt")))
q(
    "Where are the staff payslips?",
    "dropped_words",
    decline(*names(payroll), *names(under("Bistro/Staff"))),
)
assert not named(es, "payslip")
q("my homework", "dropped_words", file("Zosia/School/Romans homework.docx"))
q("the babcia cards", "dropped_words", files(named(cards, "babcia")))
P_BABCIA = Q[-1]["id"]
q("wedding photos", "dropped_words", decline())
assert not named(es, "wedding")
q("Where is the corporation tax return?", "dropped_words", file("Bistro/Accounts/Corporation tax CT600 2025-26.pdf"))
q(
    "the bookings for saturday",
    "dropped_words",
    decline("covers this week.xlsx", SAT.name),
)
assert not named(es, "booking")
q(
    "How many light frames did I capture on the 2026-10-14 M31 night?",
    "dropped_words",
    count(len(under(f"{AS}/Nights/2026-10-14 M31/Lights"))),
)
q("where are my minecraft screenshots", "dropped_words", answer("Minecraft/screenshots"))
q("the abuela cards", "dropped_words", files(named(cards, "abuela")))
q("mise list, where is it", "dropped_words", decline(*names(named(es, "mise"))))
assert {e.name for e in named(es, "mise")} <= {"Premises lease - 14 Mill Street.pdf", "Premises licence.pdf"}
q("my school project", "dropped_words", file("Zosia/School/Solar system project.pptx"))
m31_lights = [e for e in lights if "_M31_" in e.name]
q("How much space do the M31 lights take?", "dropped_words", answer(size(m31_lights)))
q("the christmas menus", "dropped_words", files(named(menus, "Christmas menu")))

# ============================================================================================== filler_dates (25)

nov19 = [e for e in vis if e.age == "11-19"]
assert not [e for e in vis if 4.0 <= age(e) < 6.0 and e.age != "11-19"]
q("what did we save on Nov 19?", "filler_dates", files(nov19))
q(
    "Which of my manuals haven't been touched since 2024?",
    "filler_dates",
    files(aged(manuals, JAN24)),
)
q(
    "any markdown recipes changed in last 30 days?",
    "filler_dates",
    files(aged(ext(typed, "md"), 0, D30)),
)
q("Which observing logs mention dew?", "filler_dates", files(only_in(logs, "dew", f"{AS}/Observing logs")))
P_DEW = Q[-1]["id"]
q(
    "spreadsheets in Bistro from October",
    "filler_dates",
    files(in_month(ext(under("Bistro"), "xlsx"), OCT1, NOV1)),
)
q("pdfs from Nov 19", "filler_dates", files(ext(nov19, "pdf")))
q("what I downloaded this month", "filler_dates", files(aged(downloads, 0, NOV1)))
q("Which logs mention Saturn?", "filler_dates", files(only_in(logs, "Saturn", f"{AS}/Observing logs")))
q(
    "any recipes mentioning cardamom?",
    "filler_dates",
    files(only_in(typed, "cardamom", RC)),
)
q("which recipe has saffron in it", "filler_dates", files(only_in(typed, "saffron", RC)))
oct_raw = in_month(raw, OCT1, NOV1)
oct_edit = in_month(edited, OCT1, NOV1)
q(
    "how many instagram photos I took in October",
    "filler_dates",
    count(len(oct_raw), len(oct_raw) + len(oct_edit)),
)
q("still got the siril installer?", "filler_dates", file(f"{DL}/siril-1.2.4-setup.exe"))
q(
    "How many .fits files did I create in the last two weeks?",
    "filler_dates",
    count(len(aged(fits, 0, FORTNIGHT))),
)
assert len(aged(fits, 0, FORTNIGHT)) == 24
q("Any markdown logs from 2025?", "filler_dates", files(in_month(logs, JAN25, JAN26)))
q("any videos older than a year", "filler_dates", files(aged(videos, YEAR)))
q("the temperature log for this month", "filler_dates", files(aged(temps, 0, NOV1)))
q(
    "Please show the receipts from September.",
    "filler_dates",
    files(in_month(receipts, SEP1, OCT1)),
)
P_SEPREC = Q[-1]["id"]
q(
    "How many files under Astro were modified since Nov 1?",
    "filler_dates",
    count(len(aged(astro, 0, NOV1)), len(aged(under(AS, visible=False), 0, NOV1))),
)
q(
    "VAT stuff from this year",
    "filler_dates",
    files([e for e in aged(vat, 0, JAN26) if "2026" in e.name]),
)
q("Any logs that mention guiding?", "filler_dates", files(only_in(logs, "guiding", f"{AS}/Observing logs")))
q("any invoices still in Downloads?", "filler_dates", files(named(downloads, "invoice")))
q(
    "Which logs talk about Zosia?",
    "filler_dates",
    files(mentions(logs, "Zosia")),
)
q(
    "makro receipts since September",
    "filler_dates",
    files(aged(named(receipts, "Makro"), 0, SEP1)),
)
q(
    "print menus from last year",
    "filler_dates",
    files([e for e in in_month(named(menus, "print"), JAN25, JAN26) if "2025" in e.name]),
)
q(
    "Any .md logs that mention M31 from October?",
    "filler_dates",
    files(in_month(mentions(logs, "M31"), OCT1, NOV1)),
)

# ============================================================================================== filters (20)

dups = dup_members()
big_dups = [e for v in dups.values() if v[0].size > 100 * MB for e in v]
ABSENT_SMALL = ["M31 Andromeda - final.jpg", "Copy of Rota week 48.xlsx", "VAT return 2026 Q3.pdf"]
q("Find duplicate files bigger than 100 MB.", "filters", files(big_dups, absent=ABSENT_SMALL))
dl_dups = [e for v in dups.values() for e in v if e.path.startswith(DL + "/")]
assert all(any(not x.path.startswith(DL + "/") for x in dups[e.dup]) for e in dl_dups)  # each has its original
q("duplicates in Downloads", "filters", files(dl_dups))
P_DLDUPS = Q[-1]["id"]
photo_dups = [e for v in dups.values() if v[0].name.lower().endswith(".jpg") for e in v]
q(
    "duplicate photos",
    "filters",
    files(
        photo_dups,
        absent=[
            "Copy of Rota week 48.xlsx",
            "VAT return 2026 Q3.pdf",
            "Hartley Meats 2026-10 (1).pdf",
            "Pierogi folding - reel (1).mp4",
        ],
    ),
)
ig_jpg = ext(under("Bistro/Instagram"), "jpg")
q(
    "how many photos over 10 MB in Instagram",
    "filters",
    count(len([e for e in clear_of(ig_jpg, 10 * MB) if e.size > 10 * MB])),
)
q(
    "Please list the PDFs in Downloads that are older than one year.",
    "filters",
    files(aged(dl_pdf, YEAR)),
)
fits_big = [e for e in clear_of(fits, 30 * MB) if e.size > 30 * MB]
q("List *.fits files larger than 30 MB.", "filters", files(fits_big))
P_FITSBIG = Q[-1]["id"]
q("videos bigger than 3 GB", "filters", files([e for e in clear_of(videos, 3 * GB) if e.size > 3 * GB]))
P_VID3 = Q[-1]["id"]
q(
    "spreadsheets in Staff changed since September",
    "filters",
    files(aged(ext(under("Bistro/Staff"), "xlsx"), 0, SEP1)),
)
q("Which files are over 1 GB?", "filters", files([e for e in clear_of(vis, GB) if e.size > GB]))
q(
    "pdf in Bistro bigger than 5 MB",
    "filters",
    files([e for e in clear_of(ext(under("Bistro"), "pdf"), 5 * MB) if e.size > 5 * MB]),
)
q("Show Downloads/*.exe", "filters", files(ext(downloads, "exe")))
P_EXE = Q[-1]["id"]
q("TIFF files from 2025", "filters", files(in_month(ext(vis, "tif"), JAN25, JAN26)))
q(
    "How much space do the installers in Downloads take?",
    "filters",
    answer(size(installers)),
)
q(
    "duplicate spreadsheets",
    "filters",
    files(
        [e for v in dups.values() if v[0].name.endswith(".xlsx") for e in v],
        absent=["VAT return 2026 Q3.pdf", "M31 Andromeda - final.jpg", "Hartley Meats 2026-10 (1).pdf"],
    ),
)
q("pdfs in Bistro older than 2 years", "filters", files(aged(ext(under("Bistro"), "pdf"), Y2)))
q(
    "Files larger than 100 MB in Astro modified in the last 30 days",
    "filters",
    files(aged([e for e in clear_of(astro, 100 * MB) if e.size > 100 * MB], 0, D30)),
)
q("empty files?", "filters", files(empties))
q(
    "show me my pngs bigger than 2 MB",
    "filters",
    files([e for e in clear_of(ext(vis, "png"), 2 * MB) if e.size > 2 * MB]),
)
q(
    "duplicates in Astro",
    "filters",
    files(
        [e for v in dups.values() for e in v if e.path.startswith(AS + "/")],
        absent=["Copy of Rota week 48.xlsx", "VAT return 2026 Q3.pdf", "Pierogi folding - reel (1).mp4"],
    ),
)
q(
    "Bank statements from 2025 larger than 150 KB",
    "filters",
    files([e for e in in_month(clear_of(named(bank, "2025-"), 150 * KB), JAN25, JAN26) if e.size > 150 * KB]),
)

# ============================================================================================== decline (20)

q("What's in /etc/fstab?", "decline", decline())
q("How much space does /var/lib/docker take?", "decline", decline())
q("¿Cuántas fotos tengo en Instagram?", "decline", decline(*names(under("Bistro/Instagram"))))
q("ile miejsca zajmują filmy?", "decline", decline())
q(
    "How many pages is the bank version of the business plan?",
    "decline",
    decline(*names(named(vis, "business plan"))),
)
q(
    "what says the EHO report about the walk-in fridge",
    "decline",
    decline(*names(named(vis, "EHO"))),
)
q("which recipe the customers like the most?", "decline", decline(*names(recipes_all)))
q(
    "how many covers we did last Saturday",
    "decline",
    decline("covers this week.xlsx", SAT.name),
)
q("Show me the files on the NAS.", "decline", decline())
q("what's on my phone", "decline", decline())
q("What's in my Dropbox folder?", "decline", decline())
assert not named(es, "dropbox") and not named(es, "nas")
q("Will it be clear tonight for imaging?", "decline", decline("clear_sky_check.py"))
q(
    "What exposure time is written in the FITS header of Light_M45_120s_0001.fits?",
    "decline",
    decline("Light_M45_120s_0001.fits"),
)
q("translate the Żurek recipe to English", "decline", decline("Żurek z białą kiełbasą.md"))
q("how many calories in sernik", "decline", decline(*names(named(vis, "sernik"))))
q("what is in C:\\Users\\Marta\\Documents", "decline", decline())
q("can you make my minecraft castle bigger", "decline", decline("Zosia's castle.zip"))
q("what time we open on Sunday", "decline", decline())
q(
    "Compare the price of flour in the Hartley and Green Lane invoices.",
    "decline",
    decline(*names(named(vis, "Hartley")), *names(named(vis, "Green Lane"))),
)
q(
    "Which of my photos is the sharpest?",
    "decline",
    decline(*names(ext(vis, "jpg", "tif", "png"))),
)
q("What's in ~/Pictures?", "decline", decline())
assert not [e for e in es if e.path.startswith("Pictures/")]

# ============================================================================================== actions (20)

q("delete Untitled.txt from Downloads", "actions", plan(ex(f"{DL}/Untitled.txt")))
q("trash Hartley Meats 2026-10 (1).pdf", "actions", plan(ex(f"{DL}/Hartley Meats 2026-10 (1).pdf")))
q("Move every .exe in Downloads to the trash.", "actions", plan(ext(downloads, "exe")))
q(
    "Please move the PDFs in Downloads that are older than a year into Bistro/Archive.",
    "actions",
    plan(aged(dl_pdf, YEAR)),
)
q("clean up my downloads", "actions", proposal(under(DL, visible=False)))
_free = (
    under(DL, visible=False)
    + [e for v in dups.values() for e in v]
    + [e for e in es if e.hidden_or_noise]
    + under(f"{AS}/Processing")
    + under("Bistro/Videos")
    + under("Zosia/Minecraft/worlds")
)
q("Help me free up some disk space.", "actions", proposal(list({e.path: e for e in _free}.values())))
q(
    "delete salsa verde",
    "actions",
    plan(ex(f"{RC}/Sauces & Stocks/Salsa verde.md"), or_decline=True),  # the exact name; "Hake in salsa verde.docx"
)
q("delete pierogi", "actions", decline(*names(named(es, "pierogi")), *names(mentions(vis, "pierogi"))))
q("rm /usr/bin/python3", "actions", decline())
q("Delete M31.", "actions", decline(*names(named(es, "M31")), *names(mentions(vis, "M31"))))
q(
    "move Copy of Rota week 48.xlsx from Desktop into Bistro/Staff/Rotas/2026",
    "actions",
    plan(ex("Desktop/Copy of Rota week 48.xlsx")),
)
q("delete the empty files", "actions", plan(empties))
q(
    "Move M31_club_data_2025.zip.part to the trash, the download never finished.",
    "actions",
    plan(ex(f"{DL}/M31_club_data_2025.zip.part")),
)
q(
    "copy Christmas menu 2026 draft to Desktop",
    "actions",
    plan(ex("Bistro/Menus/2026/Winter/Christmas menu 2026 draft.pdf")),
)
q("Delete everything in /tmp.", "actions", decline())
q("delet the minecraft installer", "actions", plan(ex(f"{DL}/MinecraftInstaller.msi"), or_decline=True))
q(
    "Please move the September Makro receipts into a folder called 'September receipts'.",
    "actions",
    plan(in_month(named(receipts, "Makro"), SEP1, OCT1)),
)
q("Clean up the Astro folder.", "actions", proposal(under(AS, visible=False)))
q(
    "Move all .xisf files in 'Astro/Processing/PixInsight/M45 2025' to the trash.",
    "actions",
    plan(ext(under(f"{AS}/Processing/PixInsight/M45 2025"), "xisf")),
)
q("delete the rota", "actions", decline(*names(named(es, "rota"))))
q(
    "Move ~/Astro/Results/M31 Andromeda - final.tif to /mnt/backup",
    "actions",
    decline("M31 Andromeda - final.tif"),
)

# ============================================================================================== followup (20)

q("which one is the biggest?", "followup", file(biggest(dl_pdf)[0].path), follows=P_DLPDF)
q(
    "only the 2025 ones",
    "followup",
    files([e for e in in_month(vat, JAN25, JAN26) if "2025" in e.name]),
    follows=P_VAT,
)
q("how much space do they take?", "followup", answer(size(under("Bistro/Invoices/Brixham Fish Co"))), follows=P_BRIX)
q("sort them by size", "followup", files(named(vis, "print")), follows=P_PRINT)
q("which is the newest one", "followup", file(newest(drawings).path), follows=P_DRAW)
q(
    "what about bigger than 2 GB?",
    "followup",
    files([e for e in clear_of(videos, 2 * GB) if e.size > 2 * GB]),
    follows=P_VID3,
)
q("and the flats?", "followup", count(25, 26), follows=P_DARKS)
q(
    "and which ones mention Jupiter?",
    "followup",
    files(only_in(logs, "Jupiter", f"{AS}/Observing logs")),
    follows=P_DEW,
)
q("delete them", "followup", decline(*names(dl_pdf)), follows=P_DLPDF)
q("delete all of them", "followup", plan(ext(downloads, "exe")), follows=P_EXE)
q("how many are there?", "followup", count(len(in_month(receipts, SEP1, OCT1))), follows=P_SEPREC)
q(
    "list them, only 2026",
    "followup",
    files([e for e in aged(under("Bistro/Invoices/Green Lane Veg"), 0, JAN26) if "2026-" in e.name]),
    follows=P_GREEN,
)
q("How much space do they use in total?", "followup", answer(size(fits_big)), follows=P_FITSBIG)
q("which one is the oldest", "followup", file(oldest(scratch).path), follows=P_SCRATCH)
q("what about 2025?", "followup", files(under("Bistro/Menus/2025")), follows=P_MENU26)
assert all(JAN25 > age(e) >= JAN26 for e in under("Bistro/Menus/2025"))
q(
    "and in 2025?",
    "followup",
    count(len(under("Bistro/Staff/Rotas/2025")), len(in_month(rotas, JAN25, JAN26))),
    follows=P_ROTA26,
)
q("move the biggest one to the trash", "followup", plan(biggest(downloads)), follows=P_DLBIG)
q("which one is newest?", "followup", file(newest(temps).path), follows=P_TEMPS)
q(
    "how much space would I save by deleting those copies?",
    "followup",
    answer(size(dl_dups)),
    follows=P_DLDUPS,
)
q("how big are they together", "followup", answer(size(named(cards, "babcia"))), follows=P_BABCIA)
q("only the jpgs", "followup", files(ext(results, "jpg")), follows=P_RESULTS)

# ============================================================================================== counts (10)

q("how many files I have", "counts", count(len(vis), len(es)))
q("How much space am I using in total?", "counts", answer(size_either(vis, es)))
q("How many files are under Astro?", "counts", count(len(astro), len(under(AS, visible=False))))
q(
    "how many recipes I have",
    "counts",
    count(len(recipes_all), len(typed), len([e for e in typed if e.size]), len([e for e in recipes_all if e.size])),
)
q(
    "How many invoices are there in total?",
    "counts",
    count(len(invoices), len(invoices) + 1, len(invoices) + 2),  # + "invoice (2).pdf" and the Hartley copy
)
hidden = [e for e in es if any(p.startswith(".") for p in e.path.split("/"))]
q("How many hidden files are there?", "counts", count(len(hidden), len([e for e in es if e.hidden_or_noise])))
_png, _tif = len(ext(vis, "png")), len(ext(vis, "tif"))
q(
    "how many photos I have",
    "counts",
    count(len(photos_jpg), len(photos_jpg) + _png, len(photos_jpg) + _tif, len(photos_jpg) + _png + _tif),
)
q("how many files in Downloads", "counts", count(len(downloads), len(under(DL, visible=False))))
q("How many .fits frames are in Astro/Nights?", "counts", count(len(ext(under(f"{AS}/Nights"), "fits"))))
q("how much space Bistro take", "counts", answer(size_either(under("Bistro"), under("Bistro", visible=False))))
q("how many minecraft screenshots do i have", "counts", count(len(mc_shots)))


# ---------------------------------------------------------------------------------------------- checks and output


def _validate() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex_ = d["expect"]
        if ex_["kind"] == "files":
            assert len(ex_["paths"]) == len(set(ex_["paths"])), d["id"]
            for p in ex_["paths"]:
                one(p)
        if ex_["kind"] == "plan":
            for p in ex_["files"]:
                one(p)
        if ex_["kind"] == "decline":
            known = {e.name for e in es}
            for n in ex_.get("allow", []):
                assert n in known, (d["id"], n)


if __name__ == "__main__":
    _validate()
    out = Path(__file__).parent / "heldout_n.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    c = Counter(d["class"] for d in Q)
    print(f"{len(Q)} questions -> {out.name}")
    for k, v in c.items():
        print(f"  {k}: {v}")
