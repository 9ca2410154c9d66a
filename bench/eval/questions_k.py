"""Writes heldout_k.jsonl: a held-out set K, over the "photographer" home (homes_photographer.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_k.py      # rewrites bench/eval/heldout_k.jsonl
    python bench/eval/run_heldout.py --set heldout_k.jsonl

The home: Lena Hoffmann, a German-born freelance photographer and videographer in Toronto, working from home, with
her partner Sam (a secondary-school chemistry teacher training for a half marathon) and her son Max (14). Client
shoots as "Photography/Clients/2026-10-12 Patel Wedding" folders, each with RAW/ (.CR3/.NEF/.ARW of tens of MB, each
with an .xmp sidecar), Selects/ (proof JPGs "Patel_proof_NNN.jpg"), Exports/Full size and Exports/Web (the same JPG
names in both), a contract and a model release; a Lightroom catalog with a huge Previews.lrdata folder and dated
backups (each "Lena Catalog 2026.zip"); a portfolio of exact copies of some exports; video projects (Premiere
.prproj, DaVinci .drp, footage of several GB per clip, Proxies, Renders, Premiere auto-saves), music and music
licences, LUTs; Business (invoices INV-2025-0NN/INV-2026-0NN.pdf, an invoice tracker CSV, quotes, tax by year, gear
receipts, insurance, templates, a website repo with .git/node_modules/dist); Sam's School (lesson plans, worksheets,
unit tests named the same in each course, marking spreadsheets, a risk-assessment template) and Sam's Running (Garmin
.fit for every run, .gpx for long runs); Max (homework, a science-fair project, Minecraft saves, YouTube renders and
raw OBS recordings, memes); Pictures/Phone (IMG_NNNN.HEIC/.jpg/.MOV), Pictures/Screenshots, Pictures/Family;
Documents/Household (mortgage, car, health cards, passports, utility bills by month, a passwords export), Recipes
(German ones with umlauts), Documents/Deutschland; Downloads (installers, zips, "(1)" copies and exact duplicates of
files elsewhere, an unfinished .crdownload, an empty file); Desktop clutter (a 3.4 GB copy of the Patel film); hidden
dotfiles, .ssh keys, .DS_Store, caches.

Voices: Lena (photographer's jargon: "selects", "proofs", "deliverables", "RAWs", "the Patel job"; a few German-English
phrasings: "where are the pictures from the Patel wedding, the big ones", "how much place"), Sam (polite, long, not
technical: "the pictures from that wedding thing in October"), Max (lowercase, gaming slang, typos: "wheres my
minecraft world", "how big r my vids"), terse keyword queries, and voice dictation (no punctuation, numbers as words).

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days" = 2 days, "last three days" = 3 days, "last week"/"past 7
days" = 7 days, "last 10 days" = 10 days, "two weeks" = 14 days, "last 30 days"/"past month" = 30 days, "this
month"/"November" = November 2026, "last month"/"October" = October 2026, "September" = September 2026, "since
September" = from 2026-09-01, "August" = August 2026, "June" = June 2026, "back in March" = March 2026, "past 3
months" = 91 days, "older than 6 months" = 182 days, "this year"/"2026" = 2026, "older than a year" = 365 days,
"2025"/"last year" = 2025, "2024" = 2024, "before this year" = before 2026-01-01, "Nov 19"/"19th of November" =
2026-11-19 and "Nov 7"/"7th of November" = 2026-11-07 (only month-day anchors are dated those days; nothing else
visible is within a day of them). Words that depend on the clock time or the first day of the week ("today",
"yesterday", "this week") are not used. The generator keeps visible files clear of these boundaries
(homes_photographer.BAD_WINDOWS). "Visible" files leave out hidden files and noise folders (.git, node_modules,
.cache, .ssh, .DS_Store); where a question could fairly count either way, both numbers are accepted. The Lightroom
Previews.lrdata folder is visible in the generator's sense (no question depends on whether a tool counts it as a
cache, except the size of that folder when named; the count of all files also accepts leaving out the .lrdata
folders and the website's dist/ build output). Sizes are decimal units with one decimal (homes.human). A RAW is
a .CR3/.NEF/.ARW file; where "RAWs" could fairly mean everything in the RAW folders (with the .xmp sidecars), both
counts are accepted (sizes differ by far less than the 1% tolerance). Actions are asked without confirmation: the
expectation is the exact plan (nothing may change on disk); or_decline only where a clarifying question is as right
as the plan. "delete them" after a list of several files must ask; "clean up"/"free up space" is a proposal; a
partial name that fits several files, a path outside the home or a system path is declined.
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
H = "photographer"
CL = "Photography/Clients"
LR = "Photography/Lightroom"
VP = "Video/Projects"
SS = "Sam's School"
SR = "Sam's Running"
HH = "Documents/Household"
MC = "Max/Games/Minecraft"
YT = "Max/YouTube"
PAT = f"{CL}/2026-10-12 Patel Wedding"
LIN = f"{CL}/2026-06-27 Lindqvist Wedding"
FRA = f"{CL}/2025-09-13 Fraser Wedding"
CHM = f"{CL}/2026-09-19 Chen-Martin Engagement"
DOY = f"{CL}/2026-03-14 Doyle Newborn"
KOW = f"{CL}/2026-11-19 Kowalski Headshots"
PF = f"{VP}/2026-10 Patel Wedding Film"
LF = f"{VP}/2026-06 Lindqvist Wedding Film"
BF = f"{VP}/2026-08 Brightside Bakery Promo"
HF = f"{VP}/2025-12 Harbourfront Gala Recap"
PREV = f"{LR}/Lena Catalog 2026 Previews.lrdata"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"k{_n[0]:03d}"
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


ANCHOR_AGE = {"11-19": 5.0, "11-07": 17.0}


def age(e) -> float:
    """Age in days as of the writing day; a month-day anchor is its day at midday ("11-19" is 5 days)."""
    if isinstance(e.age, str):
        return ANCHOR_AGE[e.age]
    return e.age


def aged(pool, lo: float = 0.0, hi: float = 1e9):
    return [e for e in pool if lo <= age(e) < hi]


def biggest(pool, n=1):
    s = sorted(pool, key=lambda e: -e.size)
    assert len(s) <= n or s[n - 1].size != s[n].size, [e.path for e in s[: n + 1]]
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


def not_named(*words):
    """A word the questions treat as naming nothing: no file name or folder in the home contains it."""
    for w in words:
        assert not any(w.lower() in e.path.lower() for e in es), w


# boundaries (ages in days as of 2026-11-24), each inside a window homes_photographer.BAD_WINDOWS keeps clear
D2, D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 3.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, JUL1, JUN1, APR1, MAR1 = 23.5, 54.5, 84.5, 115.5, 146.5, 176.5, 237.5, 268.5
JAN26, JAN25, JAN24 = 327.5, 692.5, 1058.5

RAW_EXT = ("CR3", "NEF", "ARW")
VIDEO_EXT = ("mp4", "mov", "mkv")
INSTALLER_EXT = ("dmg", "pkg", "exe")


def raws(pool):
    return ext(pool, *RAW_EXT)


def in_month(pool, lo, hi):
    return aged(pool, lo, hi)


inv26 = under("Business/Invoices/2026")
inv25 = under("Business/Invoices/2025")
invoices = under("Business/Invoices")
lrcat = one(f"{LR}/Lena Catalog 2026.lrcat")
backups = under(f"{LR}/Backups")
dl = under("Downloads")
dups = [e for e in vis if e.dup]
phone = under("Pictures/Phone")
max_videos = ext(under("Max"), *VIDEO_EXT)
garmin = under(f"{SR}/Garmin")
lessons_3u = named(under(f"{SS}/SCH3U Grade 11 Chemistry"), "Lesson")
worksheets_3u = named(under(f"{SS}/SCH3U Grade 11 Chemistry"), "Worksheet")
model_releases = named(vis, "Model release -")
pdf_dl = ext(dl, "pdf")

# ============================================================================ plain
q("how much space do the RAWs from the Patel job take", "plain", answer(size(raws(under(f"{PAT}/RAW")))))
q("where are the pictures from the Patel wedding, the big ones for print", "plain", answer("Full size"))
q(
    "Could you please tell me where the pictures from that wedding thing in October are? The one Lena did for the "
    "Patels.",
    "plain",
    answer("Patel Wedding"),
)
q("how big r my youtube vids", "plain", answer(size(under(YT))))
assert total(ext(under(YT), *VIDEO_EXT)) / total(under(YT)) > 0.999
shoot_sizes = {f: total(under(f"{CL}/{f}")) for f in {e.path.split("/")[2] for e in under(CL)}}
top_shoot = max(shoot_sizes, key=shoot_sizes.get)
assert top_shoot == "2026-10-12 Patel Wedding" and sorted(shoot_sizes.values())[-2] < 0.8 * shoot_sizes[top_shoot]
q("which client shoot takes the most space", "plain", answer("Patel Wedding"))
q("lightroom catalog size", "plain", answer(human(by_path[lrcat].size)))
q("how big is the previews folder of lightroom", "plain", answer(size(under(PREV))))
q("how much space is the video folder using", "plain", answer(size(under("Video"))))
q("what is in the Patel wedding folder", "plain", answer("Selects", "Exports"))
q("newest invoice", "plain", file(newest(invoices).path))
assert newest(invoices).name == "INV-2026-041.pdf"
q("wheres my minecraft world", "plain", answer("saves"))
q("Where did I put my half marathon training files? The ones from my watch.", "plain", answer("Running"))
q("gear receipts", "plain", files(under("Business/Gear receipts")))
vids = ext(vis, *VIDEO_EXT)
q("largest video files", "plain", files(biggest(vids, 3)))
assert len({e.name for e in biggest(vids, 3)}) == 3 and all(
    sum(x.name == e.name for x in vis) == 1 for e in biggest(vids, 3)
)
q("list the music licences", "plain", files(under("Video/Music licences")))
q("show me the biggest files in downloads", "plain", files(biggest(dl, 3)))
q("how many GB are the Lindqvist film renders", "plain", answer(size(under(f"{LF}/Renders"))))
q("what's in the 2025 tax folder", "plain", files(under("Business/Tax/2025")))
q(
    "Is there a way to see how big my school folder is? I think it's the one called Sam's School.",
    "plain",
    answer(size(under(SS))),
)
proj_sizes = {f: total(under(f"{VP}/{f}")) for f in {e.path.split("/")[2] for e in under(VP)}}
assert max(proj_sizes, key=proj_sizes.get) == "2026-10 Patel Wedding Film"
q("which video project is the biggest", "plain", answer("Patel Wedding Film"))
q("how much space do my minecraft saves take", "plain", answer(size(under(f"{MC}/saves"))))
q("where is the lightroom catalog", "plain", file(lrcat))
q(
    "I'm looking for the pictures from our Banff trip in the summer, could you find them for me?",
    "plain",
    answer("Banff August 2026"),
)
q("how many gigabytes are the proxies for the patel film", "plain", answer(size(under(f"{PF}/Proxies"))))
top_dirs = Counter()
for e in vis:
    top_dirs[e.path.split("/")[0]] += e.size
assert top_dirs.most_common(1)[0][0] == "Video"
q("what takes the most space in my home folder", "plain", answer("Video"))
q("biggest raw file", "plain", file(biggest(raws(vis))[0].path))
q("list the quotes I sent", "plain", files(under("Business/Quotes")))
q(
    "Would you be able to show me the worksheets for my grade 12 chemistry class?",
    "plain",
    files(named(under(f"{SS}/SCH4U Grade 12 Chemistry"), "Worksheet")),
)
q("whats my biggest meme lol", "plain", file(biggest(under("Max/memes"))[0].path))
q("how big is the Harbourfront gala footage", "plain", answer(size(under(f"{HF}/Footage"))))
q("the Kowalski proofs, where are they", "plain", files(under(f"{KOW}/Selects")))
q("how big is the phone folder in pictures", "plain", answer(size(phone)))
q(
    "how big are the full size exports from the Lindqvist wedding",
    "plain",
    answer(size(under(f"{LIN}/Exports/Full size"))),
)
q("how much place need the RAWs from the Lindqvist wedding", "plain", answer(size(raws(under(f"{LIN}/RAW")))))
q("how big is my skyblok world", "plain", answer(size(under(f"{MC}/saves/Skyblock Survival"))))
lead_backups = q("show me the Lightroom backups", "plain", files(backups))
lead_inv26 = q("invoices from 2026", "plain", count(len(inv26), len(inv26) + 1, len(inv26) + 2))

# ============================================================================ named_file
q(
    "how big is Patel Wedding Film FINAL.mp4",
    "named_file",
    answer(human(by_path[f"{PF}/Renders/Patel Wedding Film FINAL.mp4"].size)),
)
q("when did I last change the Lindqvist contract", "named_file", file(f"{LIN}/Contract - Lindqvist Wedding.pdf"))
q(
    "Where is the risk assessment template?",
    "named_file",
    file(f"{SS}/Safety/Risk assessment template - chemistry labs.docx"),
)
q("where did I save the pixieset link for the patels", "named_file", file(f"{PAT}/Pixieset gallery link.txt"))
q("where is my mockingbird essay", "named_file", file("Max/Homework/English/To Kill a Mockingbird essay.docx"))
q(
    "where is the Musicbed license for the Lindqvist wedding",
    "named_file",
    file("Video/Music licences/Musicbed license - Lindqvist Wedding.pdf"),
)
q("how big is INV-2026-036", "named_file", answer(human(by_path["Business/Invoices/2026/INV-2026-036.pdf"].size)))
q(
    "Can you tell me when I last changed the SCH3U marks for this fall?",
    "named_file",
    file(f"{SS}/Marking/SCH3U marks fall 2026.xlsx"),
)
q("Oma's Apfelkuchen", "named_file", file("Documents/Recipes/Oma's Apfelkuchen.txt"))
q("where is the model release for the doyle newborn", "named_file", file(f"{DOY}/Model release - Doyle Newborn.pdf"))
q("where's seeds.txt", "named_file", file(f"{MC}/seeds.txt"))
q(
    "how big is the brightside promo sixty second final",
    "named_file",
    answer(human(by_path[f"{BF}/Renders/Brightside Promo 60s FINAL.mp4"].size)),
)
q("what is Zwetschgendatschi.pdf", "named_file", file("Documents/Recipes/Zwetschgendatschi.pdf"))
q(
    "how big is the Portfolio book",
    "named_file",
    answer(human(by_path["Photography/Portfolio/Portfolio book 2026.pdf"].size)),
)
q("kasespatzle recipe", "named_file", file("Documents/Recipes/Käsespätzle.txt"))
q("where is the Reisepass", "named_file", file(f"{HH}/Passports/Reisepass Lena Hoffmann.pdf"))
q(
    "When was the Toronto Waterfront Half results file saved?",
    "named_file",
    file(f"{SR}/Toronto Waterfront Half 2026 - results.pdf"),
)
q(
    "how big is the Wedding guide 2027",
    "named_file",
    answer(human(by_path["Photography/Portfolio/Wedding guide 2027.pdf"].size)),
)
q("where's the GST-HST Q3 return", "named_file", file("Business/Tax/2026/GST-HST Q3 2026.pdf"))
q("how big is ep1 hardcore 100 days", "named_file", answer(human(by_path[f"{YT}/ep1 hardcore 100 days.mp4"].size)))
q("where is Worksheet - Stoichiometry.docx", "named_file", file(named(vis, "Worksheet - Stoichiometry.docx")[0].path))
q(
    "how big is DaVinci_Resolve_Studio_19.1_Mac.zip",
    "named_file",
    answer(human(by_path["Downloads/DaVinci_Resolve_Studio_19.1_Mac.zip"].size)),
)
q("what is the timeline pdf for the Patel wedding", "named_file", file(f"{PAT}/Patel wedding day timeline.pdf"))
q("when did I make the Lindqvist highlights", "named_file", file(f"{LF}/Renders/Lindqvist highlights 3min.mp4"))
q(
    "how big is the Harbourfront Gala Recap FINAL",
    "named_file",
    answer(human(by_path[f"{HF}/Renders/Harbourfront Gala Recap FINAL.mp4"].size)),
)
q("equipment insurance policy", "named_file", file("Business/Insurance/Equipment insurance policy 2026.pdf"))
q("Where's the course outline for SCH3U?", "named_file", file(f"{SS}/Course outline SCH3U 2026.pdf"))

# ============================================================================ dropped_words
q("screenshots from max's minecraft", "dropped_words", count(len(under(f"{MC}/screenshots"))))
gpx = ext(under(SR), "gpx")
lead_gpx = q("Sam's gpx files", "dropped_words", count(len(gpx)))
q(
    "photos of the cake cutting at the Patel wedding",
    "dropped_words",
    decline("shot list.txt", "Max's pancakes.txt", "Oma's Apfelkuchen.txt"),
)
q("the proofs from the Chen-Martin engagement", "dropped_words", files(under(f"{CHM}/Selects")))
q("how big are the web exports for Lindqvist", "dropped_words", answer(size(under(f"{LIN}/Exports/Web"))))
lead_drone = q("the drone footage from the Patel wedding", "dropped_words", files(under(f"{PF}/Footage/Drone")))
q("lav audio from the patel vows", "dropped_words", files(named(under(PF), "lav")))
q(
    "Could you show me the photos from Max's science fair, the plant ones?",
    "dropped_words",
    files(under("Max/Science Fair 2026/photos")),
)
q("Oma's apple cake recipe", "dropped_words", file("Documents/Recipes/Oma's Apfelkuchen.txt"))
q("hydro bills", "dropped_words", files(named(vis, "Toronto Hydro")))
q("gas bills from this year", "dropped_words", files(aged(named(vis, "Enbridge gas"), 0, JAN26)))
assert len(named(vis, "Enbridge gas")) == len(aged(named(vis, "Enbridge gas"), 0, JAN26))
q("the bakery promo renders", "dropped_words", files(under(f"{BF}/Renders")))
q("max's minecraft mods", "dropped_words", files(under(f"{MC}/mods")))
q("my marking spreadsheets", "dropped_words", files(under(f"{SS}/Marking")))
q("lesson plans about titration", "dropped_words", files(named(vis, "Lesson", "Titration")))
q("LUTs", "dropped_words", files(under("Video/LUTs")))
q("the timelapse from max's science project", "dropped_words", file("Max/Science Fair 2026/timelapse.mp4"))
q("which file mentions the baraat", "dropped_words", file(f"{PAT}/shot list.txt"))
q("where did max write down the minecraft seeds", "dropped_words", file(f"{MC}/seeds.txt"))
q("the note with the Kowalski office address", "dropped_words", file("Desktop/Kowalski shot list.txt"))
q("which document has the phenolphthalein order", "dropped_words", file(f"{SS}/lab equipment order.txt"))
not_named("dog", "fortnite", "hochzeit", "bride", "tiktok")
q("photos of my dog", "dropped_words", decline())
q("wheres my fortnite clips", "dropped_words", decline())
q("the wedding contracts", "dropped_words", files(named(under(CL), "contract", "wedding")))
q("how big is the engagement shoot folder", "dropped_words", answer(size(under(CHM))))
q(
    "how many newborn exports are there",
    "dropped_words",
    count(len(under(f"{DOY}/Exports")), len(under(f"{DOY}/Exports/Web"))),
)
q("Sam's race photos", "dropped_words", files(under(f"{SR}/race photos")))
q("the autosaves of the patel film", "dropped_words", files(under(f"{PF}/Adobe Premiere Pro Auto-Save")))
q("my raw recordings", "dropped_words", files(under(f"{YT}/raw recordings")))
q("Sam's health card", "dropped_words", file(f"{HH}/Health/Health card - Sam.jpg"))
q(
    "the passports",
    "dropped_words",
    files(
        [by_path[f"{HH}/Passports/{n}"] for n in ("Canadian passport Lena.pdf", "Passport Sam.pdf", "Passport Max.pdf")]
    ),
)
q("max's french presentation", "dropped_words", file("Max/Homework/French/ma famille - présentation.pptx"))
q("max's report card", "dropped_words", file("Downloads/Max report card term 1.pdf"))
q("show me the Hochzeit pictures from October", "dropped_words", decline())
q(
    "how big are the deliverables for the Patel job, the web and full size exports",
    "dropped_words",
    answer(size(under(f"{PAT}/Exports"))),
)
q("the sidecar files for the Kowalski shoot", "dropped_words", count(len(ext(under(KOW), "xmp"))))
q(
    "the delivery jpgs for the Brightside headshots, web size",
    "dropped_words",
    files(under(f"{CL}/2026-08-15 Brightside Bakery Headshots/Exports/Web")),
)

# ============================================================================ filler_dates
q("what did I shoot on Nov 19", "filler_dates", answer("Kowalski"))
nov19 = [e for e in vis if e.age == "11-19"]
q("files from the 19th of November", "filler_dates", count(len(nov19)))
q("what did I shoot on Nov 7", "filler_dates", answer("Nguyen"))
nov7 = [e for e in vis if e.age == "11-07"]
q("how many raws are from the 7th of november", "filler_dates", count(len(raws(nov7))))
assert len(raws(nov7)) == len(nov7)
inv_nov = aged(named(invoices, "INV-"), 0, NOV1)
q("any invoices from this month", "filler_dates", files(inv_nov))
inst = ext(dl, *INSTALLER_EXT)
q("still got any installers in downloads from 2024", "filler_dates", files(aged(inst, JAN25, JAN24)))
pdfs = ext(vis, "pdf")
q("how many pdfs from last month", "filler_dates", count(len(aged(pdfs, NOV1, OCT1))))
sheets_oct = aged(ext(vis, "xlsx", "csv"), NOV1, OCT1)
assert not ext(sheets_oct, "csv")
q("are there any spreadsheets from october", "filler_dates", files(sheets_oct))
md = ext(vis, "md")
q("markdown files", "filler_dates", files(md))
heic_sep = aged(ext(vis, "heic"), OCT1, SEP1)
q("how many heic photos from september", "filler_dates", count(len(heic_sep)))
q("anything in downloads i haven't touched since 2024", "filler_dates", files(aged(dl, JAN25)))
runs_aug = aged(garmin, SEP1, AUG1)
q("show me Sam's runs from August", "filler_dates", files(runs_aug))
q(
    "which raws did i import in the last week",
    "filler_dates",
    count(len(aged(raws(vis), 0, WEEK)), len(aged(under(f"{KOW}/RAW"), 0, WEEK))),
)
assert {e.path.split("/")[2] for e in aged(raws(vis), 0, WEEK)} == {"2026-11-19 Kowalski Headshots"}
vid30 = aged(vids, 0, D30)
q("videos from the last 30 days", "filler_dates", files(vid30))
last2 = aged(vis, 0, D2)
q("what did i change in the last 2 days", "filler_dates", files(last2))
q("files i changed in the last three days", "filler_dates", count(len(aged(vis, 0, D3))))
assert len(aged(vis, 0, D3)) == len(last2)
lessons_since_sep = aged(named(under(SS), "Lesson"), 0, SEP1)
q("How many lesson plans have I written since September?", "filler_dates", count(len(lessons_since_sep)))
q("old downloads from before this year", "filler_dates", count(len(aged(dl, JAN26))))
inv_mar = aged(inv26, APR1, MAR1)
q("invoices from back in March", "filler_dates", files(inv_mar))
shots_nov = aged(named(vis, "Screenshot"), 0, NOV1)
q("screenshots from this month", "filler_dates", files(shots_nov))
june_raw_shoots = {e.path.split("/")[2] for e in aged(raws(vis), JUL1, JUN1)}
assert june_raw_shoots == {"2026-06-27 Lindqvist Wedding"}, june_raw_shoots
q("which shoots did I have in June", "filler_dates", answer("Lindqvist"))
lead_quotes_oct = q("the quotes from october", "filler_dates", files(aged(under("Business/Quotes"), NOV1, OCT1)))
max_week = aged(under("Max"), 0, WEEK)
q("anything new in max's folder in the last week", "filler_dates", files(max_week))
q("pdfs in business from 2024", "filler_dates", files(aged(ext(under("Business"), "pdf"), JAN25, JAN24)))
q("find the lightroom backups from the last two weeks", "filler_dates", files(aged(backups, 0, FORTNIGHT)))
q("how many photos did i take on november nineteenth", "filler_dates", count(len(raws(nov19)), len(nov19)))
lead_inv_oct = q("invoices from October", "filler_dates", files(aged(named(invoices, "INV-"), NOV1, OCT1)))

# ============================================================================ filters
big_dups = [e for e in dups if e.size > 1_000_000_000]
q("duplicates bigger than 1 GB", "filters", files(big_dups))
assert {e.dup for e in big_dups} == {"patelfinal"}
dl_dups = [e for e in dl if e.dup]
q("duplicate files in Downloads", "filters", files(dl_dups))
site = "Business/Website/"  # its public/ and dist/ images are copies too (dist is build output): allowed, not required
img_dups = [e for e in ext(dups, "jpg", "heic", "png") if not e.path.startswith(site)]
q("duplicate photos", "filters", files(img_dups))
q("how many RAW files are over 45 MB", "filters", count(len([e for e in raws(vis) if e.size > 45 * homes.MB])))
q("how many videos over 5 GB", "filters", count(len([e for e in vids if e.size > 5 * homes.GB])))
lead_pdf_dl = q("pdfs in Downloads", "filters", files(pdf_dl))
q("invoices over 130 KB from 2026", "filters", files([e for e in inv26 if e.size > 130 * homes.KB]))
q(
    "mp4 files in Max's folder bigger than 1 GB",
    "filters",
    files([e for e in ext(under("Max"), "mp4") if e.size > homes.GB]),
)
q("docx files Sam changed this month", "filters", files(aged(ext(under(SS), "docx"), 0, NOV1)))
q(
    "how many jpgs in the Selects folders are bigger than 2 MB",
    "filters",
    count(len([e for e in vis if "/Selects/" in e.path and e.size > 2 * homes.MB])),
)
q("the 5 biggest files in the Patel wedding folder", "filters", files(biggest(under(PAT), 5)))
zero = [e for e in vis if e.size == 0]
q("empty files", "filters", files(zero))
q("xlsx in Business", "filters", files(ext(under("Business"), "xlsx")))
q("how many HEIC files are over 4 MB", "filters", count(len([e for e in ext(vis, "heic") if e.size > 4 * homes.MB])))
q("which files in downloads are older than 6 months", "filters", count(len(aged(dl, M6))))
zips = ext(vis, "zip")
q("the biggest zip files", "filters", files(biggest(zips, 2)))
pdf_dups = ext(dups, "pdf")
q("duplicate pdfs", "filters", files(pdf_dups))
q("duplicates in the Photography folder", "filters", files([e for e in dups if e.path.startswith("Photography/")]))
q("how many jpgs are larger than 15 MB", "filters", count(len([e for e in ext(vis, "jpg") if e.size > 15 * homes.MB])))
q("mov files bigger than 3 GB", "filters", files([e for e in ext(vis, "mov") if e.size > 3 * homes.GB]))
q("wav files in Video", "filters", files(ext(under("Video"), "wav")))
q("show me files bigger than two gigabytes in downloads", "filters", files([e for e in dl if e.size > 2 * homes.GB]))

# ============================================================================ actions
q("delete the untitled.txt in Downloads", "actions", plan([by_path["Downloads/untitled.txt"]]))
q(
    "move the Patel contract from Downloads into the Patel wedding folder",
    "actions",
    plan([by_path["Downloads/Contract - Patel Wedding (1).pdf"]]),
)
q("delete all the .dmg files in Downloads", "actions", plan(ext(dl, "dmg")))
q("trash the unfinished download", "actions", plan(ext(dl, "crdownload")))
kept_docs = {"Max report card term 1.pdf", "cottage rental agreement - Muskoka.pdf", "Waterfront Half - race bib.pdf"}
dl_cand = [e for e in dl if e.name not in kept_docs]
q("clean up my downloads", "actions", proposal(dl_cand))
old_big_videos = [e for e in aged(vids, M3) if e.size > 100 * homes.MB]
space_cand = {e.path: e for e in dl_cand + [e for e in es if e.dup] + old_big_videos}
for e in es:
    if (
        e.path.startswith(".cache/")
        or "/node_modules/" in e.path
        or "/.git/" in e.path
        or e.name == ".DS_Store"
        or "/Previews.lrdata/" in e.path
        or e.path.startswith(PREV + "/")
        or e.path.startswith(f"{LR}/Backups/")
        or "/Proxies/" in e.path
        or "/Adobe Premiere Pro Auto-Save/" in e.path
        or "/dist/" in e.path
        or e.size == 0
        or (e.name.endswith(".zip") and age(e) > M6)
        or e.path.startswith(f"{YT}/raw recordings/")
    ):
        space_cand[e.path] = e
q("help me free up some space", "actions", proposal(list(space_cand.values())))
lena_names = names(named(vis, "lena"))
q("delete lena", "actions", decline(*lena_names))
q("delete the contract", "actions", decline(*names(named(vis, "contract"))))
q("delete /etc/hosts", "actions", decline())
q(
    "move the Harbourfront footage to /Volumes/LaCie/Archive",
    "actions",
    decline(*names(under(f"{HF}/Footage")), *names(under(f"{HF}/Proxies"))),
)
q("delete Desktop/Patel Wedding Film FINAL.mp4", "actions", plan([by_path["Desktop/Patel Wedding Film FINAL.mp4"]]))
q(
    "get rid of the copy of the patel film on my desktop",
    "actions",
    plan([by_path["Desktop/Patel Wedding Film FINAL.mp4"]], or_decline=True),
)
q("delete IMG_8841.HEIC", "actions", decline("IMG_8841.HEIC"))
q("delete all files in Downloads older than a year", "actions", plan(aged(dl, YEAR)))
q("move all the pdfs from Downloads to Documents", "actions", plan(pdf_dl))
q(
    "delete everything in Video/Projects/2025-12 Harbourfront Gala Recap/Proxies",
    "actions",
    plan(under(f"{HF}/Proxies")),
)
q("delete my creative world", "actions", plan(under(f"{MC}/saves/creative build"), or_decline=True))
q("rename Desktop/untitled folder to Patel album notes", "actions", plan(under("Desktop/untitled folder")))
q("delete C:\\Windows\\System32", "actions", decline())
q("copy the Kowalski proofs to the Desktop", "actions", plan(under(f"{KOW}/Selects")))
q("delete the shot list", "actions", decline(*names(named(vis, "shot list"))))

# ============================================================================ followup
q("which one is the oldest?", "followup", answer(oldest(backups).path.split("/")[-2][:10]), follows=lead_backups)
q("delete the oldest one", "followup", plan([oldest(backups)]), follows=lead_backups)
q("how much space do they take together", "followup", answer(size(backups)), follows=lead_backups)
q("which one is the biggest?", "followup", file(biggest(inv26)[0].path), follows=lead_inv26)
q("and from 2025?", "followup", count(len(inv25), len(inv25) + 1), follows=lead_inv26)
lead_ws = q(
    "Please show me my worksheets for the grade 11 chemistry course.",
    "plain",
    files(worksheets_3u),
)
q("and only the ones from October?", "followup", files(aged(worksheets_3u, NOV1, OCT1)), follows=lead_ws)
lead_maxvid = q("videos in Max's folder", "filters", files(max_videos))
q("sort them by size", "followup", file(biggest(max_videos)[0].path), follows=lead_maxvid)
q("how much space do they take?", "followup", answer(size(max_videos)), follows=lead_maxvid)
q("delete them", "followup", decline(*names(pdf_dl)), follows=lead_pdf_dl)
q("delete all of them", "followup", plan(pdf_dl), follows=lead_pdf_dl)
lead_renders = q("show me the Patel renders", "plain", files(under(f"{PF}/Renders")))
q(
    "how big is the final one",
    "followup",
    answer(human(by_path[f"{PF}/Renders/Patel Wedding Film FINAL.mp4"].size)),
    follows=lead_renders,
)
q("which is the biggest", "followup", file(biggest(gpx)[0].path), follows=lead_gpx)
q("what about September?", "followup", files(aged(named(invoices, "INV-"), OCT1, SEP1)), follows=lead_inv_oct)
lead_kow = q("show me the Kowalski selects", "dropped_words", files(under(f"{KOW}/Selects")))
q("copy them to the Desktop", "followup", plan(under(f"{KOW}/Selects")), follows=lead_kow)
lead_maxbig = q("biggest files in Max's folder", "plain", files(biggest(under("Max"), 3)))
q("only the mp4s", "followup", files(biggest(ext(under("Max"), "mp4"), 3)), follows=lead_maxbig)
phone_oct = aged(phone, NOV1, OCT1)
lead_phone_oct = q("phone pictures from October", "filler_dates", files(phone_oct))
q(
    "how many are there",
    "followup",
    count(len(phone_oct), len([e for e in phone_oct if not e.name.endswith(".MOV")])),
    follows=lead_phone_oct,
)
lead_dups = q("duplicates", "filters", files([e for e in dups if not e.path.startswith(site)]))
q("only the ones in Downloads", "followup", files(dl_dups), follows=lead_dups)
lead_run = q("what's in Sam's Running", "plain", answer("Garmin"))
fit_sep = aged(ext(garmin, "fit"), OCT1, SEP1)
q("just the fit files from September, how many", "followup", count(len(fit_sep)), follows=lead_run)
q("how big are they together", "followup", answer(size(under(f"{PF}/Footage/Drone"))), follows=lead_drone)
lead_mr = q("show me the model releases", "plain", files(model_releases))
q("which is the newest", "followup", file(newest(model_releases).path), follows=lead_mr)
q(
    "which one is the newest",
    "followup",
    file(newest(aged(under("Business/Quotes"), NOV1, OCT1)).path),
    follows=lead_quotes_oct,
)

# ============================================================================ counts
q("how many RAWs from the Patel job", "counts", count(len(raws(under(PAT))), len(under(f"{PAT}/RAW"))))
q("how many memes do i have", "counts", count(len(under("Max/memes"))))
q("how many invoices did I write in 2025", "counts", count(len(inv25), len(inv25) + 1))
lrdata = [e for e in vis if ".lrdata/" in e.path]  # Lightroom's previews and helper: a tool may call them a cache
dist = under("Business/Website/lenahoffmann.com/dist")  # build output
q(
    "how many files do I have in total",
    "counts",
    count(len(vis), len(es), len(vis) - len(lrdata), len(vis) - len(lrdata) - len(dist), len(vis) - len(dist)),
)
q("How many lesson plans do I have for grade 11 chemistry?", "counts", count(len(lessons_3u)))
q(
    "how many photos are on the phone",
    "counts",
    count(len([e for e in phone if not e.name.endswith(".MOV")]), len(phone)),
)
q("how many fit files does Sam have", "counts", count(len(ext(vis, "fit"))))
q("how many raws from the fraser wedding", "counts", count(len(raws(under(FRA))), len(under(f"{FRA}/RAW"))))
q("number of pdfs in Business", "counts", count(len(ext(under("Business"), "pdf"))))
shots = named(vis, "Screenshot")
q(
    "how many screenshots",
    "counts",
    count(len(shots), len(under("Pictures/Screenshots")), len(shots) + len(under(f"{MC}/screenshots"))),
)
q("how many proxies are there", "counts", count(len([e for e in vis if "/Proxies/" in e.path])))

# ============================================================================ decline
not_named("dropbox", "lacie", "icloud", "google drive", "sd card")
q("what's in my Dropbox", "decline", decline())
q("show me files in /Volumes/LaCie", "decline", decline())
q("what did the Patels say in their last email", "decline", decline())
q("wo sind die Rechnungen vom Oktober", "decline", decline())
q("how many pages is the wedding contract template", "decline", decline("Wedding contract template.docx"))
assert "LH5_2400.CR3" in {e.name for e in vis}
q("who is in LH5_2400.CR3", "decline", decline("LH5_2400.CR3", "LH5_2400.xmp"))
q("which photos from the Patel wedding are in focus", "decline", decline())
q("photos of the bride", "decline", decline())
q("what's the wifi password", "decline", decline("passwords export.csv"))
patel_film_names = names(named(vis, "Patel Wedding Film")) + names(named(vis, "Patel Teaser"))
q("is the Patel film colour graded", "decline", decline(*patel_film_names))
q("show my iCloud photos", "decline", decline())
q("what's on the SD card", "decline", decline())
q("open my Google Drive", "decline", decline())
q("list C:\\Users\\Lena\\Documents", "decline", decline())
q("what does the model release say about instagram", "decline", decline(*names(model_releases)))
q("show me my tiktok drafts", "decline", decline())
q("ls /usr/bin", "decline", decline())
q("how long is the Patel wedding film in minutes", "decline", decline(*patel_film_names))
q("what ISO did I shoot LH5_2400.CR3 at", "decline", decline("LH5_2400.CR3", "LH5_2400.xmp"))
q(
    "translate the Rentenversicherung letter into English",
    "decline",
    decline("Rentenversicherung Renteninformation 2025.pdf"),
)


def main() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        if ex["kind"] == "files":
            assert ex["paths"], d
    out = Path(__file__).parent / "heldout_k.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    c = Counter(d["class"] for d in Q)
    print(len(Q), "questions", dict(sorted(c.items())), "->", out)


if __name__ == "__main__":
    main()
