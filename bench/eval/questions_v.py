"""Writes heldout_v.jsonl: a held-out set V, over the "translator" home (homes_translator.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_v.py      # rewrites bench/eval/heldout_v.jsonl
    python bench/eval/run_heldout.py --set heldout_v.jsonl

The home: Lucía Fernández Ribeiro, a freelance translator (Spanish and Portuguese into English), her wife Grace
Okafor, a veterinary nurse, and their son Tomás (9). Lucía's Work/: client jobs by year, agency, PO and date
("2026-09-12 - LinguaPro - PO 4471 - pharma leaflet", each with Source/, Target/, sometimes Reference/ and a Trados/
project: .sdlproj, en-GB/*.sdlxliff), TMs/ (.sdltm, .tmx), Termbases/ (.sdltb, .tbx), Glossaries/ (.xlsx), POs/,
Invoices/2025 and 2026 (LFR-2026-087 …), Accounts/ (payments trackers, "Rates & clients", bank statements),
Templates/, Sworn translator/ (the certificate, stamp, signature), ITI/ (membership), CPD/ (webinar recordings .mp4,
certificates, a log), Tax/<tax year>/; Writing/ (a half-written novel in Spanish, one chapter an empty file). Grace/:
Vet/ (the rota by month, CPD certificates, RCVS registration, clinical notes .docx, anaesthesia charts scanned as
.PDF, dental charts and a dental chart template, patient photos "Biscuit spay 2026-10-02.jpg"), Running club/ (the
Harbourside Harriers). Tomás/: scanned drawings, Minecraft screenshots, worlds and a world backup, school reading
logs, a Lego stop-motion film (180 frames, sounds, the export twice). Pictures (phone camera, Coruña, São Paulo,
Ngozi's wedding in Lagos, screenshots), Videos, Music, Documents (house, IDs, car, medical); Downloads with
installers, an unfinished download, "(1)" copies and exact duplicates of files elsewhere, old zips, an empty file;
Desktop clutter; hidden dotfiles and caches.

Voices: Lucía (precise, English as a second language with some Spanish word order, CAT-tool jargon: "the TMs", "the
Trados files", "the POs", "the sdlxliff"), Grace (chatty and warm, vet words: "the rota", "my CPD", "the dental
charts", pet names), Tomás (9: lower case, spelling mistakes, "my minecraft", "my drawings", "the lego film"), and
anyone in a hurry (short, typos, no punctuation).

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days"/"48 hours" = 2 days, "past 3 days" = 3 days, "last 7
days"/"past week" = 7 days, "last 10 days" = 10 days, "last fortnight"/"two weeks" = 14 days, "last 30 days" = 30
days, "this month"/"November" = November 2026, "October" = October 2026, "since September" = from 2026-09-01,
"August" = August 2026, "since June" = from 2026-06-01, "past 3 months" = 91 days, "older than 6 months" = 182 days,
"this year"/"2026" = 2026, "older than a year" = 365 days, "2025"/"last year" = 2025, "older than 2 years" = 730
days, "Nov 20"/"20th of November" = 2026-11-20, "2 Oct" = 2026-10-02, "12 September" = 2026-09-12 (only month-day
anchors are dated on those days; nothing else visible is within a day of them). Words that depend on the clock time
or the first day of the week ("today", "yesterday", "this week", "last week") and "last month" (October or the last
30 days) are not used. The generator keeps visible files clear of these boundaries (homes_translator.BAD_WINDOWS).
"Visible" files leave out hidden files and noise folders (dotfiles, .config, .local, .cache); where a question could
fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal (homes.human). Photos
are .jpg/.JPG files; where .png screenshots could fairly count too, both numbers are accepted. Actions are asked
without confirmation: the expectation is the exact plan (nothing may change on disk); or_decline only where a
clarifying question is as right as the plan. "delete them" after a list of several files must ask; "clean up"/"free
up space" is a proposal; a partial name that fits several files, a path outside the home or a system path is
declined.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
import homes_translator as ht
from homes import human

ASOF = "2026-11-24"
H = "translator"
W = "Work"
J26 = "Work/Jobs/2026"
J25 = "Work/Jobs/2025"
V = "Grace/Vet"
TO = "Tomás"
DL = "Downloads"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"v{_n[0]:03d}"
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


ANCHOR_AGE = {"11-20": 4.0, "10-02": 53.0, "09-12": 73.0}


def age(e) -> float:
    """Age in days as of the writing day; a month-day anchor is that day at midday ("11-20" is 4 days)."""
    if isinstance(e.age, str):
        return ANCHOR_AGE[e.age]
    return e.age


def aged(pool, lo: float = 0.0, hi: float = 1e9):
    return [e for e in pool if lo <= age(e) < hi]


def on(pool, md: str):
    return [e for e in pool if e.age == md]


def biggest(pool, n=1):
    s = sorted(pool, key=lambda e: -e.size)
    # a tie at the cut is fine only between copies with the same name (either one is named the same)
    assert len(s) <= n or s[n - 1].size > s[n].size or s[n - 1].name == s[n].name, [e.path for e in s[: n + 1]]
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


def midnight(iso: str) -> float:
    """The age of the first moment of a calendar day (the writing day's clock is midday)."""
    return ht._days_to(iso) + 0.5


# boundaries (ages in days as of 2026-11-24), each inside a window homes_translator.BAD_WINDOWS keeps clear
D2, D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 3.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, JUN1 = (
    midnight(d) for d in ("2026-11-01", "2026-10-01", "2026-09-01", "2026-08-01", "2026-06-01")
)
JAN26, JAN25, JAN24 = (midnight(d) for d in ("2026-01-01", "2025-01-01", "2024-01-01"))
for _b in (D2, D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2, NOV1, OCT1, SEP1, AUG1, JUN1, JAN26, JAN25, JAN24):
    assert ht._bad(_b), _b

# ---------------------------------------------------------------------------------------------- the home's parts
jobs26 = under(J26)
jobs25 = under(J25)
inv26 = under(f"{W}/Invoices/2026")
inv25 = under(f"{W}/Invoices/2025")
pos = under(f"{W}/POs")
tms = under(f"{W}/TMs")
termbases = under(f"{W}/Termbases")
glossaries = under(f"{W}/Glossaries")
webinars = under(f"{W}/CPD/Webinars")
cpd_certs = under(f"{W}/CPD/Certificates")
iti = under(f"{W}/ITI")
tax = under(f"{W}/Tax")
rota = under(f"{V}/Rota")
vet_cpd = under(f"{V}/CPD")
rcvs = under(f"{V}/RCVS")
notes = under(f"{V}/Clinical notes")
charts = under(f"{V}/Anaesthesia charts")
dental = under(f"{V}/Dental charts")
patients = under(f"{V}/Patient photos")
running = under("Grace/Running club")
drawings = under(f"{TO}/Drawings")
mc_shots = under(f"{TO}/Minecraft/Screenshots")
mc = under(f"{TO}/Minecraft")
lego = under(f"{TO}/Lego film")
frames = under(f"{TO}/Lego film/frames")
school = under(f"{TO}/School")
pics = under("Pictures")
coruna = under("Pictures/Coruña verano 2026")
sao = under("Pictures/São Paulo 2025")
wedding = under("Pictures/Ngozi's wedding Lagos 2025")
videos = under("Videos")
music = under("Music")
docs = under("Documents")
dl = under(DL)
desk = under("Desktop")
novel = under("Writing/La niebla de Coruña")
hidden = [e for e in es if e.hidden_or_noise]

PHOTO = ("jpg", "jpeg")
VIDEO = ("mp4", "mov")
INSTALLER = ("exe", "msi", "dmg", "pkg", "deb")
dups: dict[str, list] = {}
for _e in vis:
    if _e.dup:
        dups.setdefault(_e.dup, []).append(_e)
dup_files = [e for g in dups.values() if len(g) > 1 for e in g]
empty = [e for e in vis if e.size == 0]
installers = ext(dl, *INSTALLER)
partial = named(dl, ".crdownload")
dl_zips = ext(dl, "zip")


def job(desc: str):
    (d,) = [d for d in {e.path.split("/")[3] for e in jobs26 + jobs25} if d.endswith(" - " + desc)]
    year = d[:4]
    return under(f"{W}/Jobs/{year}/{d}")


leaflet = job("pharma leaflet")
smpc = job("SmPC omeprazole")

# ============================================================================================ plain
P = "plain"
q("How big is my Work folder?", P, answer(size(under(W))))
top = {}
for e in vis:
    top[e.path.split("/")[0]] = top.get(e.path.split("/")[0], 0) + e.size
(top1, top2) = sorted(top, key=lambda k: -top[k])[:2]
assert top[top1] > 1.3 * top[top2]
q("which folder takes the most space", P, answer(top1, human(top[top1])))
q("biggest files", P, files(biggest(vis, 3)))
dl5 = q("show me the 5 biggest files in Downloads", P, files(biggest(dl, 5)))
q("How much space occupy the Videos?", P, answer(size(videos)))
q("What is the size of the TMs folder?", P, answer(size(tms)))
q("how much space does Grace's folder take up on here?", P, answer(size(under("Grace"))))
q("size of tomas folder", P, answer(size(under(TO))))
desk_q = q("what's on the Desktop", P, files(desk))
dl_new = sorted(dl, key=age)[:3]
assert age(sorted(dl, key=age)[3]) - age(dl_new[-1]) > 5
q("what are the 3 newest files in Downloads?", P, files(dl_new))
q("largest video", P, file(biggest(ext(vis, *VIDEO))[0].path))
q("how big is the Pictures folder", P, answer(size(pics)))
q("Which is the most old file in Work?", P, file(oldest(under(W)).path))
iti_pdfs = q("pdfs in the ITI folder", P, files(ext(iti, "pdf")))
q("list the mp4 files in Work", P, files(ext(under(W), "mp4")))
q("How much occupy the photos of São Paulo 2025?", P, answer(size(sao)))
q("Show me everything in the Termbases folder.", P, files(termbases))
q(
    "hiya! what have I got in the Running club folder? just want a quick look before the committee meeting",
    P,
    files(running),
)
rota_q = q("what's in the Rota folder, love?", P, files(rota))
q("the biggest file in my Work folder, which is?", P, file(biggest(under(W))[0].path))
q("How big is Jobs/2025?", P, answer(size(jobs25)))
q("what is in the Sworn translator folder", P, files(under(f"{W}/Sworn translator")))
q("whats the biggest thing in tomas folder", P, answer("Lego heist FINAL"))
q("show the Tax folder", P, files(tax))
q("what's in Documents/ID", P, files(under("Documents/ID")))
q("total size of the Music folder", P, answer(size(music)))
q("whats the biggest photo on here", P, file(biggest(ext(vis, *PHOTO))[0].path))
q("list everything in Tomás/School", P, files(school))
q("How big is the folder Glossaries?", P, answer(size(glossaries)))
q("what's in my Downloads folder that's bigger than 500 MB", P, files([e for e in dl if e.size > 500 * homes.MB]))
q("ten largest files in Pictures", P, files(biggest(pics, 10)))
q("show me the Accounts folder in Work", P, files(under(f"{W}/Accounts")))
q("how big are the Documents", P, answer(size(docs)))
q("What is the most recent file in the Invoices folder?", P, file(newest(inv26 + inv25).path))
q("oldest thing in Downloads", P, file(oldest(dl).path))

# ============================================================================================ named_file
N = "named_file"
q("How big is ES-EN Pharma.sdltm?", N, answer(size([by_path[f"{W}/TMs/ES-EN Pharma.sdltm"]])))
inv087 = named(inv26, "LFR-2026-087")
assert len(inv087) == 1
q("Where is the invoice LFR-2026-087?", N, file(inv087[0].path))
q("when did I last change the payments tracker 2026", N, file(f"{W}/Accounts/payments tracker 2026.xlsx"))
q("how big is the Ngozi wedding highlights video?", N, answer(size([by_path["Videos/Ngozi wedding highlights.mp4"]])))
q("how big is my lego heist final", N, answer(size([by_path[f"{TO}/Lego film/Lego heist FINAL.mp4"]])))
q("oh where on earth did I save the dental chart template?", N, file(f"{V}/dental chart template.docx"))
q(
    "how old is my Sworn translator certificate (MAEC).pdf",
    N,
    file(f"{W}/Sworn translator/Sworn translator certificate (MAEC).pdf"),
)
q("size of TMs_backup_2024.zip", N, answer(size([by_path[f"{DL}/TMs_backup_2024.zip"]])))
q("Where did I put the Rates & clients 2026?", N, file(f"{W}/Accounts/Rates & clients 2026.xlsx"))
q("how big is my romans projekt", N, answer(size([by_path[f"{TO}/School/Romans project.pptx"]])))
q("where is Tomás passport", N, file("Documents/ID/Tomás passport.pdf"))
q("RCVS registration certificate 2026 - where is it?", N, file(f"{V}/RCVS/RCVS registration certificate 2026.pdf"))
cat_src = f"{J26}/2026-10-26 - Atlántico Traducciones - PO AT-0642 - wine catalogue/Source/"
cat_src += "catálogo vinos Rías Baixas 2027.docx"
q("catalogo vinos rias baixas 2027.docx size", N, answer(size([by_path[cat_src]])))
q(
    "Where is the ficha técnica Omeprazol 20 mg?",
    N,
    file(f"{J26}/2026-11-16 - LinguaPro - PO 4538 - SmPC omeprazole/Source/ficha técnica Omeprazol 20 mg.docx"),
)
q(
    "when did I last update the parkrun results 2026? been a while I think!",
    N,
    file("Grace/Running club/parkrun results 2026.xlsx"),
)
q("How big is the IATE medical export?", N, answer(size([by_path[f"{W}/Termbases/IATE medical export.tbx"]])))
q("ITI Bulletin Sept-Oct 2026 how big", N, answer(size([by_path[f"{W}/ITI/ITI Bulletin Sept-Oct 2026.pdf"]])))
q("Where is sello traductora jurada?", N, file(f"{W}/Sworn translator/sello traductora jurada.png"))
q("where's Starling statement 2026-10", N, file(f"{W}/Accounts/Bank statements/Starling statement 2026-10.pdf"))
q("how big is GarminExpress.exe", N, answer(size([by_path[f"{DL}/GarminExpress.exe"]])))
q(
    "when did I save the Harriers committee minutes 2026-10-07?",
    N,
    file("Grace/Running club/Harriers committee minutes 2026-10-07.docx"),
)
q("Where I have the Lucía DNI?", N, file("Documents/ID/Lucía DNI.pdf"))
q(
    "How big is the SA100 tax return 2025-26?",
    N,
    answer(size([by_path[f"{W}/Tax/2025-26/SA100 tax return 2025-26.pdf"]])),
)
q(
    "how big is Biscuit's anaesthesia chart? the vets want me to email it",
    N,
    answer(size([by_path[f"{V}/Anaesthesia charts/anaesthesia chart Biscuit 2026-10-02.PDF"]])),
)
q("were is the card for grandma chiamaka", N, file(f"{TO}/Drawings/card for Grandma Chiamaka.jpg"))

# ============================================================================================ dropped_words
DW = "dropped_words"
q("How much space are taking the TMs?", DW, answer(size(tms)))
q("list the POs", DW, files(pos))
sdlx = ext(vis, "sdlxliff")
q("How many sdlxliff I have?", DW, count(len(sdlx)))
sdlproj = ext(vis, "sdlproj")
q("show me the Trados projects", DW, files(sdlproj))
q("how much space are my webinars taking?", DW, answer(size(webinars)))
# Tomás's drawing "our house with Biscuit.jpg" is a scan, not a photo: an answer may list it or not
biscuit_photos = [e for e in named(ext(vis, *PHOTO), "biscuit") if not e.path.startswith(f"{TO}/Drawings/")]
assert len(biscuit_photos) == 4
biscuit_q = q("can you find me the photos of Biscuit? x", DW, files(biscuit_photos))
q("how many minecraft screenshots have i got", DW, count(len(mc_shots)))
q("how much space do my drawings take up on the computer", DW, answer(size(drawings)))
q("how big is my lego film folder", DW, answer(size(lego)))
oct_pat = aged(patients, NOV1, OCT1)
assert len(oct_pat) == 4
q("can you find my patient photos from October?", DW, files(oct_pat))
q("how many anaesthesia charts have I scanned now?", DW, count(len(charts), len(charts) - 1))
q("show me the dental charts please", DW, files(dental))
q("where are my vet CPD certificates?", DW, files(ext(vet_cpd, "pdf")))
harriers = named(vis, "harriers")
assert len(harriers) == 5
harriers_q = q("can you show me all the Harriers stuff", DW, files(harriers))
q("were is my reeding log", DW, files(named(school, "reading log")))
q("what's in the pharma leaflet job?", DW, files(leaflet))
li26 = named(inv26, "LinguaPro")
q("How many invoices did I send to LinguaPro this year?", DW, count(len(li26)))
nov_notes = aged(notes, 0, NOV1)
assert len(nov_notes) == 3
q("the clinical notes I wrote up in November, where are they?", DW, files(nov_notes))
sworn_tr = named(vis, "sworn translation EN")
q("Show me the sworn translations.", DW, files(sworn_tr))
wedding_photos = [e for e in ext(vis, *PHOTO) if "ngozi" in e.path.lower() and "wedding" in e.path.lower()]
assert wedding_photos == wedding
q("how much room are Ngozi's wedding photos taking up?", DW, answer(size(wedding)))
coruna_photos = [e for e in ext(vis, *PHOTO) if "coruña" in e.path.lower()]
assert coruna_photos == coruna
q("How many photos I have from Coruña?", DW, count(len(coruna)))
gloss_q = q("list my glossaries", DW, files(ext(glossaries, "xlsx")))
q("How big are the termbases?", DW, answer(size(termbases)))
queries = named(vis, "queries")
assert len(queries) == 3
q("where are all my queries spreadsheets", DW, files(queries))
rosalia = under("Music/Rosalía - Motomami")
q("how many rosalia songs do we have", DW, count(len(rosalia)))
q("trados installers in downloads", DW, files(named(installers, "Trados")))
q("What is inside the omeprazole job?", DW, files(smpc))
q("show me my RCVS documents", DW, files(rcvs))
ml_pos = named(pos, "MedLingo")
q("the MedLingo POs", DW, files(ml_pos))
sao_photos = [e for e in ext(vis, *PHOTO) if "são paulo" in e.path.lower()]
assert sao_photos == sao
q("how many photos from Sao Paulo", DW, count(len(sao)))
mca = ext(vis, "mca")
q("how much space do the mca files take", DW, answer(size(mca)))
q("where's the nativity video of Tomás?", DW, file("Videos/Tomás school nativity 2025.mp4"))
shots_named = named(vis, "screenshot")
q(
    "how many screenshots have I got",
    DW,
    count(
        len(shots_named), len(shots_named) - 1, len(shots_named) + len(mc_shots), len(shots_named) - 1 + len(mc_shots)
    ),
)
q("where are the rota spreadsheets?", DW, files(ext(rota, "xlsx")))
q("What are the bank statements I have?", DW, files(under(f"{W}/Accounts/Bank statements")))
trados_dirs = [e for e in vis if "/Trados/" in e.path]
q("How many files are in the Trados folders?", DW, count(len(trados_dirs), len(sdlproj)))
q(
    "Where is the sdlxliff of the pharma leaflet?",
    DW,
    file(
        f"{J26}/2026-09-12 - LinguaPro - PO 4471 - pharma leaflet/Trados/en-GB/prospecto Ibuprofeno 600.docx.sdlxliff"
    ),
)
q("where's my CPD record? the spreadsheet one", DW, file(f"{V}/CPD/CPD record 2026.xlsx"))

# ============================================================================================ filler_dates
FD = "filler_dates"
nov20 = on(vis, "11-20")
assert len(nov20) == 8
q("what did I save on Nov 20?", FD, files(nov20))
oct2 = on(vis, "10-02")
q("anything from the 2nd of October? that was Biscuit's spay day", FD, files(oct2))
sep12 = on(vis, "09-12")
q("Which files I received the 12 September?", FD, files(sep12))
q("have I still got any Trados installers in Downloads?", FD, files(named(installers, "Trados")))
q("word documents in the Clinical notes", FD, files(ext(notes, "docx")))
pdf_nov = aged(ext(vis, "pdf"), 0, NOV1)
q(
    "how many pdfs have I saved this month?",
    FD,
    count(len(pdf_nov), len([e for e in pdf_nov if e.name.endswith(".pdf")])),
)
xl14 = aged(ext(vis, "xlsx"), 0, FORTNIGHT)
assert len(xl14) == 5
q("spreadsheets changed in the last fortnight", FD, files(xl14))
vid26 = aged(ext(vis, *VIDEO), 0, JAN26)
q("are there any videos from this year", FD, files(vid26))
q("have I still got the ITI membership certificate for 2025?", FD, file(f"{W}/ITI/ITI membership certificate 2025.pdf"))
q("is there any rota for December yet?", FD, file(f"{V}/Rota/rota December 2026.xlsx"))
mc_sep = aged(mc_shots, 0, SEP1)
q("how many minecraft screenshots since september", FD, count(len(mc_sep)))
md = ext(vis, "md")
assert len(md) == 1
q("do I have any markdown files", FD, file(md[0].path))
mp4_old = [e for e in ext(vis, *VIDEO) if age(e) > Y2]
q("mp4s older than 2 years", FD, files(mp4_old))
zips = ext(vis, "zip")
q("any zip files lying around?", FD, files(zips))
aug_ph = aged(ext(vis, *PHOTO), midnight("2026-09-01"), AUG1)
aug_png = aged(ext(vis, "png"), midnight("2026-09-01"), AUG1)
q("How many photos did we take in August?", FD, count(len(aug_ph), len(aug_ph) + len(aug_png)))
xl25 = aged(ext(vis, "xlsx"), JAN26, JAN25)
q("the spreadsheets from 2025", FD, files(xl25))
dl_pdf26 = aged(ext(dl, "pdf"), 0, JAN26)
assert len(dl_pdf26) == 5
q("pdf's i downloaded this year", FD, files(dl_pdf26))
work48 = aged(under(W), 0, D2)
q("What changed in Work in the last 48 hours?", FD, files(work48))
# documents in the narrow sense (spreadsheets may fairly be listed too: they are not excluded)
docs3 = aged(ext(vis, "docx", "doc", "pdf", "txt", "md", "odt"), 0, D3)
q("docs from the past 3 days", FD, files(docs3))
q("the screenshot from Nov 20", FD, file("Desktop/Screenshot 2026-11-20 09-41.png"))
audio = ext(vis, "mp3", "wav", "m4a", "flac", "ogg")
q("how many audio files are there", FD, count(len(audio)))
q("are there any empty files", FD, files(empty))
oct_inv = aged(inv26, NOV1, OCT1)
q("How many invoices did I send in October?", FD, count(len(oct_inv)))
pptx = ext(vis, "pptx")
assert len(pptx) == 1
q("any powerpoints?", FD, file(pptx[0].path))
week = aged(vis, 0, WEEK)
q("how many files changed in the last 7 days", FD, count(len(week), len(aged(es, 0, WEEK))))

# ============================================================================================ filters
F = "filters"
gb1 = [e for e in vis if e.size > homes.GB]
gb1_q = q("files bigger than 1 GB", F, files(gb1))
dl_dups = [e for e in dl if e in dup_files]
assert len(dl_dups) == 6
q("duplicates in Downloads", F, files(dl_dups))
dup_photos = [e for e in ext(dup_files, *PHOTO)]
assert len(dup_photos) == 2
q("duplicate photos", F, files(dup_photos))
big_dups = [e for e in dup_files if e.size > 100 * homes.MB]
q("duplicates bigger than 100 MB", F, files(big_dups))
pdf5 = [e for e in ext(vis, "pdf") if e.size > 5 * homes.MB]
q("pdfs over 5mb", F, files(pdf5))
q("Videos inside Work", F, files(ext(under(W), *VIDEO)))
q("xlsx files in Work/Glossaries", F, files(ext(glossaries, "xlsx")))
big_ph = [e for e in ext(vis, *PHOTO) if e.size > 8 * homes.MB]
q("how many photos are bigger than 8 MB", F, count(len(big_ph)))
grace_old_pdf = [e for e in ext(under("Grace"), "pdf") if age(e) > YEAR]
q("any pdfs in Grace's folder older than a year?", F, files(grace_old_pdf))
work_old = [e for e in under(W) if age(e) > M6]
q("largest files in Work older than 6 months", F, files(biggest(work_old, 3)))
work_dups = [e for e in under(W) if e in dup_files]
q("duplicate files in Work", F, files(work_dups))
waste = sum(g[0].size * (len(g) - 1) for g in dups.values())
q("how much space do the duplicates waste", F, answer(human(waste)))
docx4 = [e for e in ext(vis, "docx") if e.size > 4 * homes.MB]
q("docx files bigger than 4 MB", F, files(docx4))
mp4_year = [e for e in ext(vis, "mp4") if age(e) > YEAR]
q("mp4 files older than a year", F, files(mp4_year))
png2 = [e for e in ext(mc_shots, "png") if e.size > 2 * homes.MB]
q("minecraft screenshots bigger than 2 MB, how many", F, count(len(png2)))
inst100 = [e for e in installers if e.size > 100 * homes.MB]
assert len(inst100) == 2
q("installers in Downloads bigger than 100 MB", F, files(inst100))
sdltm100 = [e for e in ext(vis, "sdltm") if e.size > 100 * homes.MB]
q("sdltm over 100MB", F, files(sdltm100))
dl_old = [e for e in dl if age(e) > M6]
q("How many files in Downloads older than 6 months?", F, count(len(dl_old)))
pics25 = aged(ext(pics, *PHOTO), JAN26, JAN25)
q("how many jpgs in Pictures are from 2025", F, count(len(pics25)))
small_docx = [e for e in ext(notes, "docx") if e.size < 30 * homes.KB]
q("clinical notes smaller than 30 KB", F, files(small_docx))

# ============================================================================================ decline
D = "decline"
q("what's in /etc/passwd", D, decline())
q("show me the files in /mnt/nas/clients", D, decline())
q("Translate the pharma leaflet into English, please.", D, decline(*names(leaflet)))
q("¿dónde están mis facturas de este año?", D, decline())
q("photos of my horse", D, decline())
q("what's on Grace's phone?", D, decline())
q("files on the D: drive", D, decline())
q(r"show me C:\Users\Lucia\Documents", D, decline())
q(
    "Is the translation of the divorce judgment accurate?",
    D,
    decline(*names(job("divorce judgment"))),
)
q("which clients haven't paid me yet", D, decline(*names(under(f"{W}/Accounts")), *names(inv26), *names(inv25)))
q("how many hours of CPD has Grace done this year?", D, decline(*names(vet_cpd), *names(under(f"{W}/CPD"))))
q("what's tomas's best minecraft world", D, decline(*names(mc)))
q("find my tax return for 2019", D, decline(*names(tax)))
q("show the files in /var/log", D, decline())
q("what's in ~/Dropbox", D, decline())
q("summarise chapter 3 of my novel", D, decline(*names(novel)))
q("can you find photos of the cat", D, decline())
q("where are the emails from LinguaPro?", D, decline())
q("what's the password for the Trados licence", D, decline(*names(named(vis, "Trados"))))
q("ls ../../root", D, decline())

# ============================================================================================ actions
A = "actions"
q("delete Untitled.txt", A, plan([by_path[f"{DL}/Untitled.txt"]]))
q("move Trados_Studio_2024_SR1.exe to the trash", A, plan([by_path[f"{DL}/Trados_Studio_2024_SR1.exe"]]))
q("delete all the .crdownload files", A, plan(partial))
q("move the zip files in Downloads to Work/Archive", A, plan(dl_zips))
style = named(vis, "style guide")
assert len(style) == 5
q("Delete the style guide.", A, decline(*names(style)))
qrd = named(vis, "QRD template")
q("delete QRD template", A, decline(*names(qrd)))
dl_cand = installers + partial + dl_zips + [e for e in dl if e in dup_files] + [e for e in dl if e.size == 0]
q("clean up my downloads", A, proposal(dl_cand))
free_cand = dup_files + installers + partial + zips + hidden + ext(vis, *VIDEO) + empty
q("help me free up some space", A, proposal(free_cand))
inst_q = q("show me the installers in Downloads", F, files(installers))
q("delete them", A, decline(*names(installers)), follows=inst_q)
q("delete all of them", A, plan(installers), follows=inst_q)
q(
    "move Biscuit spay 2026-10-02 (2).jpg to the Desktop",
    A,
    plan([by_path[f"{V}/Patient photos/Biscuit spay 2026-10-02 (2).jpg"]]),
)
q("delete /etc/hosts", A, decline())
q("delete the rota", A, decline(*names(named(vis, "rota"))))
q(
    "rename Copy of rota November 2026.xlsx to rota November 2026 Grace copy.xlsx",
    A,
    plan([by_path["Desktop/Copy of rota November 2026.xlsx"]]),
)
q("delete the empty files", A, plan(empty))
mc_old = [e for e in mc_shots if age(e) > M3]
q(
    "move the minecraft screenshots older than 3 months to Tomás/Minecraft/Old screenshots",
    A,
    plan(mc_old),
)
q("delete Lego heist FINAL (1).mp4", A, plan([by_path[f"{TO}/Lego film/Lego heist FINAL (1).mp4"]]))
q("move the 2025 invoices to Work/Archive/Invoices 2025", A, plan(inv25))
q("trash /home/grace/.bashrc", A, decline())
q("delete PO_4471 (1).pdf", A, plan([by_path[f"{DL}/PO_4471 (1).pdf"]]))

# ============================================================================================ followup
# leads that are not questions of their own elsewhere are in their own class; the follow-ups are "followup"
FU = "followup"
inv_q = q("How many invoices are in 2026 folder?", "counts", count(len(inv26)))
tms_q = q("Show me the TMs.", DW, files(tms))
notes_q = q("could you show me my clinical notes?", P, files(notes))
mc_oct_q = q("minecraft screenshots from october", FD, files(aged(mc_shots, NOV1, OCT1)))
tomas_docx_q = q("word documents in Tomás folder", F, files(ext(under(TO), "docx")))
web_q = q("How big is the Webinars folder?", P, answer(size(webinars)))
lp_pos_q = q("POs from LinguaPro", DW, files(named(pos, "LinguaPro")))
sdlx_nov_q = q("sdlxliff files changed this month", FD, files(aged(sdlx, 0, NOV1)))
charts_q = q("show me the anaesthesia charts", DW, files(charts))
draw_q = q("my drawings", DW, files(drawings))
dl_pdf_q = q("pdfs in Downloads", F, files(ext(dl, "pdf")))
webl_q = q("list the webinars", DW, files(webinars))

q("And how much space they take together?", FU, answer(size(tms)), follows=tms_q)
q("which one is the biggest?", FU, file(biggest(ext(iti, "pdf"))[0].path), follows=iti_pdfs)
q("and in the 2025 one?", FU, count(len(inv25)), follows=inv_q)
q("which is the biggest?", FU, file(biggest(biscuit_photos)[0].path), follows=biscuit_q)
q("just the dental ones", FU, files(named(notes, "dental")), follows=notes_q)
q("how many is that", FU, count(len(aged(mc_shots, NOV1, OCT1))), follows=mc_oct_q)
dl_big = sorted(dl, key=lambda e: -e.size)
assert dl_big[1].size > dl_big[2].size
q("delete the second one", FU, plan([dl_big[1]]), follows=dl5)
q("which of those are videos?", FU, files(ext(gb1, *VIDEO)), follows=gb1_q)
q("only the spreadsheets", FU, files(ext(rota, "xlsx"), absent=names(ext(rota, "docx"))), follows=rota_q)
q("and pdfs?", FU, files(ext(under(TO), "pdf")), follows=tomas_docx_q)
q("which is the newest?", FU, file(newest(harriers).path), follows=harriers_q)
q("And the Certificates folder next to it?", FU, answer(size(cpd_certs)), follows=web_q)
q("Which one I changed last?", FU, file(newest(glossaries).path), follows=gloss_q)
q("What about MedLingo?", FU, files(ml_pos), follows=lp_pos_q)
q("how much space do they take", FU, answer(size(aged(sdlx, 0, NOV1))), follows=sdlx_nov_q)
q("just the ones from november", FU, files(aged(charts, 0, NOV1)), follows=charts_q)
q("how many are there", FU, count(len(drawings)), follows=draw_q)
q("delete them", FU, decline(*names(ext(dl, "pdf"))), follows=dl_pdf_q)
q("delete the empty one", FU, plan([e for e in desk if e.size == 0]), follows=desk_q)
q("which is the oldest?", FU, file(oldest(webinars).path), follows=webl_q)

# ============================================================================================ counts
C = "counts"
q("how many files do I have", C, count(len(vis), len(es)))

q("how many frames has my lego film got", C, count(len(frames)))
pdf_all = ext(vis, "pdf")
q("how many pdfs do I have altogether", C, count(len(pdf_all), len([e for e in pdf_all if e.name.endswith(".pdf")])))
q("how many patient photos have I got?", C, count(len(patients)))
q("How many files has the Jobs folder?", C, count(len(under(f"{W}/Jobs"))))
q("how many files in Downloads", C, count(len(dl)))
q("number of mp3s", C, count(len(ext(vis, "mp3"))))
q("how many jpgs are in Pictures", C, count(len(ext(pics, *PHOTO))))
q("how many hidden files are there", C, count(len(hidden)))

# ---------------------------------------------------------------------------------------------- write
if __name__ == "__main__":
    from collections import Counter

    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        for k in ("paths", "files", "candidates"):
            for p in ex.get(k, []):
                assert p in by_path, p
    out = Path(__file__).parent / "heldout_v.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out.name, dict(Counter(d["class"] for d in Q)))
