"""Writes heldout_g.jsonl: a seventh held-out set, over the "teacher" home (homes_teacher.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout --help` and `filescout ask --help`, issue 11 and the harness (homes.py,
homes_retired.py and homes_nurse.py as examples of a home, the docstring of questions.py for the expectation kinds,
the docstring and helpers at the top of questions_f.py, run_heldout.py). The home's shape (a secondary-school science
teacher who coaches a girls' under-12 football team and is renovating an old house with her partner: lesson plans,
slides, worksheets and mark books by academic year and year group, mock papers and mark schemes, reports, two school
trips with scanned consent forms, lab practical videos, CPD certificates; fixtures, team sheets, drills, match photos
and videos, the DBS check; builder quotes and invoices, planning and building control, .dwg/.skp plans, before/after
photos by room, a 14.6 GB timelapse, paint samples, manuals, warranties, mortgage, survey, utilities by supplier and
month; money, car, health, an October half-term trip, phone photos and screenshots, a class quiz website with
.git/node_modules) was new: no earlier home had it. Every expectation is computed from the generator's own list
(sizes, dates, paths), never by asking filescout, and no question or expectation was changed after seeing an answer
(filescout was never run on these questions while writing them). Run:
    python bench/eval/questions_g.py      # rewrites bench/eval/heldout_g.jsonl
    python bench/eval/run_heldout.py --set heldout_g.jsonl

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-23, a Monday, "asof"): "last 2 days"/"48 hours" = 48 hours, "past 3 days" = 72 hours, "last
week"/"past week" = 7 days, "last 10 days" = 10 days, "last fortnight"/"two weeks" = 14 days, "last 30 days" = 30
days, "this month" = November 2026, "last month"/"October" = October 2026, "September" = September 2026, "since
September" = from 2026-09-01, "past 3 months" = 91 days, "older than 6 months" = 182 days, "this year"/"2026" = 2026,
"before this year" = before 2026-01-01, "older than a year"/"over a year" = 365 days, "2025"/"last year" = 2025,
"older than 2 years" = 730 days, "2024" = 2024, "Nov 17" = 2026-11-17. Words that depend on the clock time or the
first day of the week ("today", "this week") and school words with no fixed date ("this term", "this academic
year") are not used. The generator keeps visible files clear of these boundaries (homes_teacher.BAD_WINDOWS). A
file's date is its mtime. "Visible" files leave out hidden files and noise folders (.git, node_modules, .cache,
.DS_Store); where a question could fairly count either way, both numbers are accepted. Sizes are decimal units with
one decimal (homes.human). Photos are .jpg/.JPG files; where screenshots (.png) could fairly be counted too, both
numbers are accepted. Actions are asked without confirmation: the expectation is the exact plan (nothing may change
on disk); or_decline only where a clarifying question is as right as the plan (a name that also fits a copy, "them"
after a list). "delete them" after a list of several files must ask (the README's rule), "clean up" is a proposal.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import GB, MB, human

ASOF = "2026-11-23"
H = "teacher"
S = "School"
FB = "Football"
HR = "House/Renovation"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"g{_n[0]:03d}"
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


def named(pool, *words):
    """Files whose name holds every word (case-insensitive)."""
    return [e for e in pool if all(w.lower() in e.name.lower() for w in words)]


def size(pool):
    return human(sum(e.size for e in pool))


def paths(pool):
    return [e.path for e in pool]


def names(pool):
    return sorted({e.name for e in pool})


def one(path: str) -> str:
    assert path in by_path, path
    return path


def age(e) -> float:
    """Age in days as of the writing day; a "11-17" anchor is 6.5 days (Nov 17, midday)."""
    if isinstance(e.age, str):
        assert e.age == "11-17"
        return 6.5
    return e.age


def aged(pool, lo: float = 0.0, hi: float = 1e9):
    return [e for e in pool if lo <= age(e) < hi]


def biggest(pool, n):
    return sorted(pool, key=lambda e: -e.size)[:n]


def files(pool, absent=()):
    assert pool, "an empty expectation"
    d = {"kind": "files", "paths": paths(pool)}
    if absent:
        d["absent"] = sorted(absent)
    return d


# boundaries (ages in days), each in the middle of a window homes_teacher.BAD_WINDOWS keeps clear
D2, D3, WEEK, D10, FORTNIGHT, NOV1, D30, OCT1, SEP1, M3, AUG1, M6, JAN26, YEAR, JAN25, Y2, JAN24 = (
    2.0,
    3.0,
    7.0,
    10.0,
    14.0,
    22.5,
    30.0,
    53.5,
    83.5,
    91.0,
    114.0,
    182.5,
    326.5,
    365.5,
    691.0,
    730.5,
    1057.0,
)

VIDEO = ("mp4", "mov", "avi", "mkv")
INSTALLERS = ("exe", "dmg", "msi", "pkg")


def check_dates() -> None:
    from homes_teacher import BAD_WINDOWS

    for b in (D2, D3, WEEK, D10, FORTNIGHT, NOV1, D30, OCT1, SEP1, M3, AUG1, M6, JAN26, YEAR, JAN25, Y2, JAN24):
        assert any(lo <= b < hi for lo, hi in BAD_WINDOWS), b
    # the files dated Nov 17 are the anchors; nothing else visible is within a day of it
    assert not [e for e in vis if 4.8 < age(e) < 7.7 and not isinstance(e.age, str)]


check_dates()
assert size(vis) == size(es)  # hidden files are too small to change a total

# ====================================================================== plain
top = {}
for e in vis:
    if "/" in e.path:
        top.setdefault(e.path.split("/")[0], []).append(e)
tops = sorted(top, key=lambda k: -sum(x.size for x in top[k]))
assert tops[:3] == ["House", "Videos", "Football"], tops[:3]
q("whats eating all my disk space??", "plain", {"kind": "answer", "facts": ["House", size(top["House"])]})
assert size(under(S)) == size(under(S, visible=False))
q("how big is my School folder?", "plain", {"kind": "answer", "facts": [size(under(S))]})
q("biggest files", "plain", files(biggest(vis, 3)))
p_car = q("show me the pdfs in the Car folder", "plain", files(ext(under("Car"), "pdf")))
q("how much room are all my jpgs taking up", "plain", {"kind": "answer", "facts": [size(ext(vis, "jpg", "jpeg"))]})
q("whats on my desktop", "plain", files(under("Desktop")))
vids = ext(vis, *VIDEO)
p_top5v = q("what are the 5 largest videos i have", "plain", files(biggest(vids, 5)))
q("How much space is the Football folder using?", "plain", {"kind": "answer", "facts": [size(under(FB))]})
money_old = sorted(under("Money"), key=lambda e: -age(e))
p_money_old = q("list the oldest files in Money", "plain", files(money_old[:3]))
house_subs = {}
for e in under("House"):
    if e.path.count("/") >= 2:
        house_subs.setdefault(e.path.split("/")[1], []).append(e)
hs = sorted(house_subs, key=lambda k: -sum(x.size for x in house_subs[k]))
assert hs[0] == "Renovation"
q(
    "which folders inside House are the biggest?",
    "plain",
    {"kind": "answer", "facts": ["Renovation", size(house_subs["Renovation"])]},
)
fb_sheets = ext(under(FB), "xlsx", "xls", "csv", "ods")
assert len(fb_sheets) == 5
p_fb_sheets = q("spreadsheets in the Football folder", "plain", files(fb_sheets))
q("how much music have I actually got", "plain", {"kind": "answer", "facts": [size(under("Music"))]})
q("what's the biggest thing in Downloads?", "plain", {"kind": "file", "path": biggest(under("Downloads"), 1)[0].path})
newest = sorted(vis, key=age)[:3]
assert max(age(e) for e in newest) < 1.5 <= min(age(e) for e in es if e.hidden_or_noise)
q("show me my newest files", "plain", files(newest))
q("size of the Videos folder pls", "plain", {"kind": "answer", "facts": [size(under("Videos"))]})
q("how much space do my powerpoints take up in total", "plain", {"kind": "answer", "facts": [size(ext(vis, "pptx"))]})
q("list everything in House/Manuals", "plain", files(under("House/Manuals")))
q(
    "which folders are in Travel?",
    "plain",
    {"kind": "answer", "facts": ["Lisbon half-term 2026", "Passports"]},
)
q("total size of all my PDF files", "plain", {"kind": "answer", "facts": [size(ext(vis, "pdf"))]})
q("largest 3 files in School", "plain", files(biggest(under(S), 3)))
q("How many GB are my Pictures?", "plain", {"kind": "answer", "facts": [size(under("Pictures"))]})
q("list the word documents in CPD", "plain", files(ext(under("CPD"), "docx")))
octo = under("House/Utilities/Octopus Energy")
assert len(octo) == 14
q("Show the Octopus Energy bills", "plain", files(octo))
q(
    "how big is the Lisbon half-term folder",
    "plain",
    {"kind": "answer", "facts": [size(under("Travel/Lisbon half-term 2026"))]},
)
q("what are my biggest folders?", "plain", {"kind": "answer", "facts": tops[:3]})
q("recently modified files in School", "plain", files(sorted(under(S), key=age)[:3]))

# ====================================================================== named_file
survey = by_path[one("House/RICS survey report - 14 Larch Grove.pdf")]
q("how big is the survey report?", "named_file", {"kind": "answer", "facts": [human(survey.size)]})
one("Football/Admin/DBS certificate - Priya Raman.pdf")
q("where's my DBS certificate?", "named_file", {"kind": "answer", "facts": ["Admin", "DBS certificate"]})
q(
    "when did i last change the kit order spreadsheet",
    "named_file",
    {"kind": "file", "path": one(f"{FB}/Kit order 2026.xlsx")},
)
tl = by_path[one(f"{HR}/Photos/Progress/Kitchen extension timelapse.mp4")]
q("how big is Kitchen extension timelapse.mp4", "named_file", {"kind": "answer", "facts": [human(tl.size)]})
q(
    "cafe rouge booking - where is it?",
    "named_file",
    {"kind": "file", "path": one(f"{FB}/Café Rouge - end of season meal booking.pdf")},
)
mock3 = by_path[one(f"{S}/2025-26/Mocks/Year 11 Chemistry mock - Paper 1 v3 FINAL.docx")]
q(
    "how large is the year 11 chemistry mock paper 1 v3 FINAL",
    "named_file",
    {"kind": "answer", "facts": [human(mock3.size)]},
)
ras = [e for e in vis if e.name == "risk assessment.docx"]
assert len(ras) == 2
p_ra = q(
    "where did I put risk assessment.docx?",
    "named_file",
    {"kind": "answer", "facts": ["Natural History Museum", "Science Museum - Year 12"]},
)
elev = by_path[one(f"{HR}/Plans/Elevations.PDF")]
q("what is Elevations.PDF", "named_file", {"kind": "answer", "facts": [human(elev.size)]})
q(
    "when did I get the planning decision notice?",
    "named_file",
    {"kind": "file", "path": one(f"{HR}/Planning/Planning decision notice - approved.pdf")},
)
t40 = by_path[one("Videos/Tom's 40th.mov")]
q("how big is Toms 40th video", "named_file", {"kind": "answer", "facts": [human(t40.size)]})
q(
    "where's the paint colours shortlist",
    "named_file",
    {"kind": "answer", "facts": ["Paint samples", "paint colours shortlist.txt"]},
)
wed = by_path[one("Videos/Wedding - Priya & Tom 2019.mp4")]
q("size of the Wedding - Priya & Tom 2019.mp4 file", "named_file", {"kind": "answer", "facts": [human(wed.size)]})
q(
    "Nolan plumbing invoice - how big is it and when did I get it",
    "named_file",
    {"kind": "file", "path": one(f"{HR}/Invoices/Nolan Plumbing invoice 0412.pdf")},
)
q("find my P60 for 2025-26", "named_file", {"kind": "file", "path": one("Money/Tax/P60 2025-26.pdf")})
skp4 = by_path[one(f"{HR}/Plans/rear extension v4.skp")]
q("how big is rear extension v4.skp", "named_file", {"kind": "answer", "facts": [human(skp4.size)]})
q(
    "where is the goalkeeper handling pdf",
    "named_file",
    {"kind": "answer", "facts": ["Training drills", "Goalkeeper handling.PDF"]},
)
q(
    "what's the date on the admiral car insurance 2026-27 file",
    "named_file",
    {"kind": "file", "path": one("Car/Admiral car insurance 2026-27.pdf")},
)
tps = by_path[one("Money/Teachers' Pension statement 2026.pdf")]
q("how big is the Teachers Pension statement", "named_file", {"kind": "answer", "facts": [human(tps.size)]})
q(
    "where's the year 10 chemistry mini mock mark scheme",
    "named_file",
    {"kind": "file", "path": one(f"{S}/2026-27/Mocks/Year 10 Chemistry mini mock mark scheme.pdf")},
)
q(
    "is there a file called Tram 28 ride?",
    "named_file",
    {"kind": "file", "path": one("Travel/Lisbon half-term 2026/Tram 28 ride.mp4")},
)
poster = by_path[one("Downloads/periodic-table-poster.pdf")]
q("how big is the periodic table poster i downloaded", "named_file", {"kind": "answer", "facts": [human(poster.size)]})
q(
    "when was MOT certificate 2026 last modified",
    "named_file",
    {"kind": "file", "path": one("Car/MOT certificate 2026.pdf")},
)
cv = by_path[one("Documents/CV - Priya Raman 2026.docx")]
q("how big is CV - Priya Raman 2026.docx", "named_file", {"kind": "answer", "facts": [human(cv.size)]})
q("where's Tom's CV", "named_file", {"kind": "file", "path": one("Documents/Tom's CV.docx")})
b7 = by_path[one(f"{HR}/Renovation budget v7.xlsx")]
assert by_path[one("Desktop/Copy of Renovation budget v7.xlsx")].size == b7.size
q("what size is the renovation budget v7 spreadsheet?", "named_file", {"kind": "answer", "facts": [human(b7.size)]})
fpa = by_path[one(f"{HR}/Plans/Floor plans - architect.pdf")]
q("the floor plans from the architect, how big are they?", "named_file", {"kind": "answer", "facts": [human(fpa.size)]})

# ====================================================================== dropped_words
consent = [e for e in vis if "/Consent forms/" in e.path]
assert len(consent) == len(named(vis, "consent form")) - 1  # the Downloads template is not in a Consent forms folder
q(
    "how many consent forms have i got",
    "dropped_words",
    {"kind": "count", "n": len(consent), "also_ok": [len(consent) + 1]},
)
shots = [e for e in vis if e.name.startswith("Screenshot")]
q("show me my screenshots from this month", "dropped_words", files(aged(shots, 0, NOV1)))
lab = under(f"{S}/Lab practical videos")
q("how much space do the lab videos take", "dropped_words", {"kind": "answer", "facts": [size(lab)]})
q("how big are the match videos", "dropped_words", {"kind": "answer", "facts": [size(under(f"{FB}/Match videos"))]})
payslips = under("Money/Payslips")
p_pay = q("list my payslips", "dropped_words", files(payslips))
sheets = under(f"{FB}/Team sheets")
# the sheet for the Oct 3 match was written on Sep 29: by its name it is October's, by its date September's
sep_sheets = [e for e in aged(sheets, OCT1) if "2026-10-" not in e.name]
q("team sheets from October", "dropped_words", files(aged(sheets, NOV1, OCT1), absent=names(sep_sheets)))
kb = under(f"{HR}/Photos/Before/Kitchen")
p_kb = q("before photos of the kitchen", "dropped_words", files(kb))
dog = named(vis, "dog")
assert not ext(dog, "jpg", "png", "jpeg")  # only a song is named "Dog…"; it may be mentioned
q("photos of my dog", "dropped_words", {"kind": "decline", "allow": names(dog)})
ms = named(vis, "mark scheme")
q("how much space do the mark schemes use", "dropped_words", {"kind": "answer", "facts": [size(ms)]})
drills = under(f"{FB}/Training drills")
p_drills = q("show me the training drills", "dropped_words", files(drills))
assert not named(es, "podcast")
q("how much space do my podcasts take", "dropped_words", {"kind": "decline", "allow": []})
inv = under(f"{HR}/Invoices")
p_inv = q("what invoices do i have for the renovation", "dropped_words", files(inv))
wp = under("Pictures/Wedding 2019")
p_wp = q("how big are my wedding photos", "dropped_words", {"kind": "answer", "facts": [size(wp)]})
q("show me the virgin media bills", "dropped_words", files(under("House/Utilities/Virgin Media")))
q(
    "how much space are the match photos taking",
    "dropped_words",
    {"kind": "answer", "facts": [size(under(f"{FB}/Match photos"))]},
)
rec = named(under(HR), "receipt")
assert len(rec) == 3
q("receipts from the renovation", "dropped_words", files(rec))
lp12 = [e for e in vis if "/Year 12 Chemistry/" in e.path and "lesson plan" in e.name]
lp12_now = [e for e in lp12 if "2026-27" in e.path]
q(
    "how many lesson plans are there for year 12?",
    "dropped_words",
    {"kind": "count", "n": len(lp12), "also_ok": [len(lp12_now)]},
)
ra_folder = under(f"{S}/Risk assessments")
q("show me the risk assessments", "dropped_words", files(ra_folder))
q("find the mortgage stuff", "dropped_words", files(under("House/Mortgage")))
q("pictures of the bathroom after the works", "dropped_words", files(under(f"{HR}/Photos/After/Bathroom")))
assert not named(es, "selfie")
q("selfies from lisbon", "dropped_words", {"kind": "decline", "allow": []})

# ====================================================================== filler_dates
nov17 = [e for e in vis if isinstance(e.age, str)]
assert len(nov17) == 2
q("anything I saved on Nov 17?", "filler_dates", files(nov17))
q("what did i change in the last 2 days", "filler_dates", files(aged(vis, 0, D2)))
pdfs = ext(vis, "pdf")
q("which pdfs did I get this month", "filler_dates", files(aged(pdfs, 0, NOV1)))
xl = ext(vis, "xlsx", "xls", "csv", "ods")
p_xl_oct = q(
    "any spreadsheets from last month?", "filler_dates", files(aged(xl, NOV1, OCT1), absent=names(aged(xl, 0, NOV1)))
)
md = ext(vis, "md")
q("show me the markdown files", "filler_dates", files(md))
inst = ext(under("Downloads"), *INSTALLERS)
assert len(inst) == 6
p_inst = q("are there still any installers in my downloads?", "filler_dates", files(inst))
q("what have I been working on over the past week?", "filler_dates", files(aged(vis, 0, WEEK)))
docx = ext(vis, "docx")
q("word docs i edited in the last 10 days", "filler_dates", files(aged(docx, 0, D10), absent=names(aged(docx, D10))))
q("what's new in the House folder since september", "filler_dates", files(aged(under("House"), 0, SEP1)))
dl = under("Downloads")
q("did I download anything in the last fortnight", "filler_dates", files(aged(dl, 0, FORTNIGHT)))
gary = [one("Documents/Notes/trades contacts.txt"), one("Desktop/to do.txt")]
q("show me anything that mentions Gary Nolan", "filler_dates", {"kind": "files", "paths": gary})
final = [e for e in vis if "FINAL" in e.name]
assert len(final) == 2
q("which files still have FINAL in the name", "filler_dates", files(final))
jpg = ext(vis, "jpg", "jpeg")
png = ext(vis, "png")
q(
    "photos from last month",
    "filler_dates",
    {"kind": "count", "n": len(aged(jpg, NOV1, OCT1)), "also_ok": [len(aged(jpg + png, NOV1, OCT1))]},
)
q("pdfs from 2024", "filler_dates", files(aged(pdfs, JAN25, JAN24)))
q("anything in Downloads older than a year?", "filler_dates", files(aged(dl, YEAR)))
q("the notes i wrote on Nov 17", "filler_dates", {"kind": "file", "path": one("Documents/Notes/HoD meeting 17 Nov.md")})
q("any videos from the last 3 months", "filler_dates", files(aged(vids, 0, M3)))
q("stuff I downloaded since September", "filler_dates", files(aged(dl, 0, SEP1)))
q("what changed in the past 3 days", "filler_dates", files(aged(vis, 0, D3)))
q("list any .txt files", "filler_dates", files(ext(vis, "txt")))
q(
    "which of my notes mention the science museum",
    "filler_dates",
    {"kind": "file", "path": one("Documents/Notes/HoD meeting 17 Nov.md")},
)

# ====================================================================== filters
big_v = [e for e in vids if e.size > 2 * GB]
p_bigv = q("videos bigger than 2 GB", "filters", files(big_v, absent=names([e for e in vids if e.size <= 2 * GB])))
hp = [e for e in ext(under("House"), "pdf") if e.size > 5 * MB]
q("pdfs bigger than 5 MB in House", "filters", files(hp))
groups: dict[str, list] = {}
for e in es:
    if e.dup:
        groups.setdefault(e.dup, []).append(e)
dl_dups = [e for e in dl if e.dup]
assert len(dl_dups) == 5
q("duplicates in Downloads", "filters", files(dl_dups))
goal = groups["goal"]
other_dups = [e.name for k, g in groups.items() if k != "goal" for e in g]
q("duplicate photos", "filters", files(goal, absent=other_dups))
assert [k for k, g in groups.items() if g[0].size > 1 * MB] == ["goal"]
q("duplicates bigger than 1 MB", "filters", files(goal, absent=other_dups))
pj = [e for e in ext(under("Pictures"), "jpg") if e.size > 5 * MB]
q("jpgs over 5 MB in Pictures", "filters", files(pj))
q("excel files changed since september", "filters", files(aged(ext(vis, "xlsx"), 0, SEP1)))
sd = aged(ext(under(S), "docx"), YEAR)
q("how many word documents in School are older than a year", "filters", {"kind": "count", "n": len(sd)})
q("largest pdf in House", "filters", {"kind": "file", "path": biggest(ext(under("House"), "pdf"), 1)[0].path})
q("pptx files over 20 MB", "filters", files([e for e in ext(vis, "pptx") if e.size > 20 * MB]))
q(
    "how much space do videos older than a year use",
    "filters",
    {"kind": "answer", "facts": [size(aged(vids, YEAR))]},
)
small = [e for e in vis if e.size < 10_000]
q("small files under 10 KB", "filters", files(small))
q("pdfs in Football older than 6 months", "filters", files(aged(ext(under(FB), "pdf"), M6)))
hj = aged(ext(under("House"), "jpg"), JAN26)
q("count the photos in House taken before 2026", "filters", {"kind": "count", "n": len(hj)})
sm = [e for e in ext(under(S), "mp4") if e.size > 500 * MB]
p_sm = q("mp4s in School bigger than 500 MB", "filters", files(sm))
q("dmg or exe files anywhere?", "filters", files(ext(vis, "dmg", "exe")))
q("files over 1 GB in Football", "filters", files([e for e in under(FB) if e.size > 1 * GB]))
q("screenshots older than 6 months", "filters", files(aged(shots, M6), absent=names(aged(shots, 0, M6))))
q("docx files in House", "filters", files(ext(under("House"), "docx")))
zips = [e for e in ext(dl, "zip") if e.size > 100 * MB]
q("zips in downloads bigger than 100mb", "filters", files(zips, absent=["architect drawings.zip"]))
q("total size of pdfs from 2025", "filters", {"kind": "answer", "facts": [size(aged(pdfs, JAN26, JAN25))]})
fb_dups = [e for e in under(FB) if e.dup]
assert len(fb_dups) == 2
q("duplicates in Football", "filters", files(fb_dups))
q("spreadsheets modified in the last 30 days", "filters", files(aged(xl, 0, D30), absent=names(aged(xl, D30))))
q("images in Downloads", "filters", files(ext(dl, "jpg", "png", "jpeg")))
q("the 3 smallest pdfs in Car", "filters", files(sorted(ext(under("Car"), "pdf"), key=lambda e: e.size)[:3]))

# ====================================================================== decline
q(
    "what does page 4 of the survey report say about damp?",
    "decline",
    {"kind": "decline", "allow": [survey.name]},
)
q("how big is /etc", "decline", {"kind": "decline", "allow": []})
assert not [e for e in es if "recipe" in e.path.lower()]
q("what's in my Recipes folder", "decline", {"kind": "decline", "allow": []})
q("¿cuántas fotos tengo del viaje a Lisboa?", "decline", {"kind": "decline", "allow": []})
riv = named(vis, "Riverside")
q("who scored in the match against Riverside Rovers?", "decline", {"kind": "decline", "allow": names(riv)})
q(
    "what grade did Aisha Khan get in her mock",
    "decline",
    {
        "kind": "decline",
        "allow": names(named(vis, "Aisha")) + names(named(vis, "mock")) + names(named(vis, "Mark book")),
    },
)
q("email the team sheet to the parents", "decline", {"kind": "decline", "allow": names(sheets)})
q("how much space is C:\\Program Files using", "decline", {"kind": "decline", "allow": []})
q("what is Tom's password", "decline", {"kind": "decline", "allow": names(named(vis, "password"))})
pa = by_path[one(f"{HR}/Planning/Planning application 25-01432-HOUSE.pdf")]
q("how many pages is the planning application", "decline", {"kind": "decline", "allow": [pa.name]})
q("combien de vidéos est-ce que j'ai ?", "decline", {"kind": "decline", "allow": []})
assert not [e for e in es if "dropbox" in e.path.lower()]
q("show me the files in ~/Dropbox", "decline", {"kind": "decline", "allow": []})
q("what's the weather going to be like for saturday's match", "decline", {"kind": "decline", "allow": []})
q(
    "which girl in my team is the best player",
    "decline",
    {"kind": "decline", "allow": [*names(under(f"{FB}/Team sheets")), "Player contacts.xlsx"]},
)
pg = by_path[one(f"{S}/2025-26/Reports/Year 11 predicted grades.xlsx")]
q("summarise the year 11 predicted grades for me", "decline", {"kind": "decline", "allow": [pg.name]})
q("how much is left to pay on the mortgage?", "decline", {"kind": "decline", "allow": names(under("House/Mortgage"))})
q("what's in /var/log/syslog", "decline", {"kind": "decline", "allow": []})
q("show me the files on my work laptop", "decline", {"kind": "decline", "allow": []})
q("find the photos where Tom is smiling", "decline", {"kind": "decline", "allow": names(named(vis, "Tom"))})
assert not [e for e in es if "backup" in e.path.lower()]
q("how big is the Backups folder", "decline", {"kind": "decline", "allow": []})
q(
    "translate the trip letter to parents into polish",
    "decline",
    {"kind": "decline", "allow": ["trip letter to parents.docx"]},
)
q("wie viele PDFs habe ich?", "decline", {"kind": "decline", "allow": []})

# ====================================================================== actions
q(
    "move the installers in Downloads to a new folder called Old installers",
    "actions",
    {"kind": "plan", "files": paths(inst)},
)
q(
    "delete GCSE revision videos.zip.crdownload",
    "actions",
    {"kind": "plan", "files": [one("Downloads/GCSE revision videos.zip.crdownload")]},
)
q("trash all the zip files in my downloads", "actions", {"kind": "plan", "files": paths(ext(dl, "zip"))})
q(
    "copy the DBS certificate to the Desktop",
    "actions",
    {"kind": "plan", "files": [one(f"{FB}/Admin/DBS certificate - Priya Raman.pdf")], "or_decline": True},
)
q("rename Untitled.pdf to blank.pdf", "actions", {"kind": "plan", "files": [one("Downloads/Untitled.pdf")]})
docs_no_copy = [e for e in dl if not e.dup and e.name.endswith((".pdf", ".docx"))]
q(
    "clean up my downloads",
    "actions",
    {"kind": "proposal", "candidates": [e.path for e in dl if e not in docs_no_copy or e.size == 0]},
)
paint = named(vis, "paint")
q("delete paint", "actions", {"kind": "decline", "allow": names(paint) + names(under(f"{HR}/Paint samples"))})
q("delete /etc/hosts", "actions", {"kind": "decline", "allow": []})
q(
    "move everything in Downloads older than a year to Archive",
    "actions",
    {"kind": "plan", "files": paths(aged(dl, YEAR))},
)
q(
    "delete the screenshots from before this year",
    "actions",
    {"kind": "plan", "files": paths(aged(shots, JAN26))},
)
mv = under(f"{FB}/Match videos")
q("move all the match videos to Videos", "actions", {"kind": "plan", "files": paths(mv)})
empty = [e for e in vis if e.size == 0]
assert len(empty) == 3 and not [e for e in es if e.hidden_or_noise and e.size == 0]
q("trash the empty files", "actions", {"kind": "plan", "files": paths(empty)})
cands = set()
for g in groups.values():
    cands |= set(paths(g))
cands |= {e.path for e in dl if e not in docs_no_copy or e.size == 0}
cands |= {e.path for e in es if e.path.startswith(".cache/") or "/node_modules/" in e.path}
cands |= {e.path for e in vids if age(e) > M3 and e.size > 100 * MB}
q("help me free up some space", "actions", {"kind": "proposal", "candidates": sorted(cands)})
q("delete the duplicate", "actions", {"kind": "decline", "allow": sorted({e.name for g in groups.values() for e in g})})
t2cf = under(f"{S}/2026-27/Trips/Science Museum - Year 12 - 2026-11-05/Consent forms")
assert len(t2cf) == 12
q(
    "copy the consent forms for the Science Museum trip to the Desktop",
    "actions",
    {"kind": "plan", "files": paths(t2cf), "or_decline": True},
)
q("move Tom's CV to Documents/Tom", "actions", {"kind": "plan", "files": [one("Documents/Tom's CV.docx")]})
q(
    "rename 'Copy of Renovation budget v7.xlsx' to 'Renovation budget v7 (Tom).xlsx'",
    "actions",
    {"kind": "plan", "files": [one("Desktop/Copy of Renovation budget v7.xlsx")]},
)
q("delete the budget", "actions", {"kind": "decline", "allow": names(named(vis, "budget"))})
q(
    "move the pdfs on my desktop into Documents",
    "actions",
    {"kind": "plan", "files": paths(ext(under("Desktop"), "pdf"))},
)
q("delete all the .msi files", "actions", {"kind": "plan", "files": paths(ext(vis, "msi"))})
oc = named(vis, "Octopus Energy 2026-10.pdf")
assert len(oc) == 2
q("trash Octopus Energy 2026-10.pdf", "actions", {"kind": "decline", "allow": ["Octopus Energy 2026-10.pdf"]})
q("move the lab practical videos to /media/usb", "actions", {"kind": "decline", "allow": names(lab)})
lis = ext(under("Travel/Lisbon half-term 2026"), "jpg")
assert len(lis) == 32
q(
    "copy the lisbon photos to Pictures/Lisbon 2026",
    "actions",
    {"kind": "plan", "files": paths(lis), "or_decline": True},
)
q(
    "delete New Text Document.txt from the desktop",
    "actions",
    {"kind": "plan", "files": [one("Desktop/New Text Document.txt")]},
)
q(
    "get rid of the zoom installer",
    "actions",
    {"kind": "plan", "files": [one("Downloads/Zoom.pkg")], "or_decline": True},
)
pay25 = aged(payslips, JAN26, JAN25)
assert len(pay25) == 4
q("trash my payslips from 2025", "actions", {"kind": "plan", "files": paths(pay25)})

# ====================================================================== followup
oldest_v = max(biggest(vids, 5), key=age)
q("which one is the oldest?", "followup", {"kind": "file", "path": oldest_v.path}, follows=p_top5v)
q("how much space do they take?", "followup", {"kind": "answer", "facts": [size(payslips)]}, follows=p_pay)
q("only the ones from 2026", "followup", files(aged(payslips, 0, JAN26), absent=names(pay25)), follows=p_pay)
q("sort them by size", "followup", files(ext(under("Car"), "pdf")), follows=p_car)
q("and the after ones?", "followup", files(under(f"{HR}/Photos/After/Kitchen")), follows=p_kb)
q("delete them", "followup", {"kind": "decline", "allow": names(inst)}, follows=p_inst)
q("ok move all of them to Downloads/Installers", "followup", {"kind": "plan", "files": paths(inst)}, follows=p_inst)
q("which is the biggest?", "followup", {"kind": "file", "path": biggest(big_v, 1)[0].path}, follows=p_bigv)
q("what about the pdfs?", "followup", files(ext(under(FB), "pdf")), follows=p_fb_sheets)
q("what about september?", "followup", files(aged(xl, OCT1, SEP1)), follows=p_xl_oct)
q("how much space do they take up altogether", "followup", {"kind": "answer", "facts": [size(inv)]}, follows=p_inv)
q("which ones are bigger than 1 MB?", "followup", files([e for e in drills if e.size > 1 * MB]), follows=p_drills)
older_ra = max(ras, key=age)
q(
    "delete the older one",
    "followup",
    {"kind": "plan", "files": [older_ra.path], "or_decline": True},
    follows=p_ra,
)
q("and the newest?", "followup", files(sorted(under("Money"), key=age)[:2]), follows=p_money_old)
q("how many are there?", "followup", {"kind": "count", "n": len(wp)}, follows=p_wp)
q("move them to Videos/School", "followup", {"kind": "plan", "files": paths(sm)}, follows=p_sm)

# ====================================================================== counts
q("how many files do I have?", "counts", {"kind": "count", "n": len(vis), "also_ok": [len(es)]})
qz_vis = under("Documents/class-quiz-site")
qz_all = under("Documents/class-quiz-site", visible=False)
q(
    "how many files are in the class quiz site folder",
    "counts",
    {"kind": "count", "n": len(qz_vis), "also_ok": [len(qz_all)]},
)
q("how many pdfs have I got", "counts", {"kind": "count", "n": len(pdfs)})
pj_all = ext(under("Pictures"), "jpg")
q(
    "number of photos in Pictures",
    "counts",
    {"kind": "count", "n": len(pj_all), "also_ok": [len(under("Pictures"))]},
)
dotted = [e for e in es if any(p.startswith(".") for p in e.path.split("/"))]
q(
    "how many hidden files are there",
    "counts",
    {"kind": "count", "n": len(dotted), "also_ok": [len(es) - len(vis)]},
)
q("how many consent forms are in the Science Museum folder", "counts", {"kind": "count", "n": len(t2cf)})
q("count my mp3s", "counts", {"kind": "count", "n": len(ext(vis, "mp3"))})
q("how many team sheets", "counts", {"kind": "count", "n": len(sheets)})
q(
    "how many files are in School",
    "counts",
    {"kind": "count", "n": len(under(S)), "also_ok": [len(under(S, visible=False))]},
)
q("how many videos do i have", "counts", {"kind": "count", "n": len(vids)})
q("how many screenshots did I take this year", "counts", {"kind": "count", "n": len(aged(shots, 0, JAN26))})
q("how many files in Downloads", "counts", {"kind": "count", "n": len(dl)})
q("How many spreadsheets are there in total?", "counts", {"kind": "count", "n": len(xl)})
q("how many empty files are there", "counts", {"kind": "count", "n": len(empty)})
q(
    "how many files are in House",
    "counts",
    {"kind": "count", "n": len(under("House")), "also_ok": [len(under("House", visible=False))]},
)
q("how many photos did I take in Lisbon", "counts", {"kind": "count", "n": len(lis)})


# ====================================================================== checks and output
def _check_all() -> None:
    names_all = {e.name.casefold() for e in es}
    ids = {d["id"] for d in Q}
    for d in Q:
        ex = d["expect"]
        k = ex["kind"]
        for p in ex.get("paths", []) + ex.get("files", []) + ex.get("candidates", []):
            assert p in by_path, (d["id"], p)
        if k == "file":
            assert ex["path"] in by_path, d["id"]
        for n in ex.get("allow", []) + ex.get("absent", []):
            assert n.casefold() in names_all, (d["id"], n)
        if k == "files":
            assert ex["paths"], d["id"]
            assert not set(ex.get("absent", [])) & {p.rsplit("/", 1)[-1] for p in ex["paths"]}, d["id"]
        if k == "plan":
            assert ex["files"], d["id"]
        if k == "count":
            assert ex["n"] > 0, d["id"]
        if k == "answer":
            assert ex["facts"], d["id"]
        if d.get("follows"):
            assert d["follows"] in ids and d["follows"] < d["id"], d["id"]
    assert len(Q) >= 170, len(Q)
    assert len({d["q"] for d in Q}) == len(Q)
    # a few figures, recomputed a second way
    assert len(under("Downloads")) == 19
    assert sum(1 for e in es if e.path.startswith("Football/Match photos/")) == 48
    assert len(ext(under("Car"), "pdf")) == 7


_check_all()

if __name__ == "__main__":
    out = Path(__file__).parent / "heldout_g.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    from collections import Counter

    print(len(Q), "questions ->", out)
    print(dict(Counter(d["class"] for d in Q)))
