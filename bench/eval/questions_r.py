"""Writes heldout_r.jsonl: a held-out set R, over the "historian" home (homes_historian.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_r.py      # rewrites bench/eval/heldout_r.jsonl
    python bench/eval/run_heldout.py --set heldout_r.jsonl

The home: one machine shared by a family of three. Dr Adaeze Okonkwo-Bell, a historian of colonial Nigeria writing a
book on the market women of Ọnịcha: archive trips by archive and date ("National Archives Kew - 2026-03", "Archives
nationales d'outre-mer Aix - 2025-10") with scans by box and folio (huge TIFFs, some .TIF, phone JPEGs, .JPG),
transcriptions (.txt whose text is searched, some .docx), oral history recordings, digital microfilm PDFs, an
Articles folder of ~55 PDFs and the Zotero data folder (storage/KEY/ PDFs, half of them copies of Articles), a
Zotero export; the book manuscript in chapters with versions ("ch3 draft 4", "ch3 - comments from editor", also for
ch4), the full MS, figures as big TIFFs; teaching (HIST2041 lectures, reading lists, marking by year; HIST3112
seminars; old modules from 2023), three grants each with a budget.xlsx, conferences, expenses per trip (French
names with accents, a hotel "folio"). Martin Bell, head teacher of Hollybrook Primary: policies (pdf/docx, "&"),
governors' packs, head teacher's reports and FGB minutes by academic year and term, SLT minutes, staff rotas and
timetables (.xlsx), the inspection folder (SEF, SDP, IDSR, deep dives), monthly newsletters, safeguarding training
certificates, school photos DSC_*.JPG. Tomi (16): photo shoots by date (Canon RAW .CR3 and edits/ *_edit.jpg, a
portfolio of copies of edits), dance videos (.mov, very big; one copied to Videos), GCSE revision by subject (a
Computer Science project with .git/__pycache__), music (mp3, one "(1)" copy). Shared: household documents, phone
photos, screenshots, videos; Downloads (installers, zips, "(1)" copies, a half-finished .part, an empty file);
Desktop clutter; hidden dotfiles, a LibreOffice lock file, caches, browser and darktable databases.

Voices: Adaeze (academic, long precise sentences, archive words: "folio", "box 14", "the Kew scans", "MS"), Adaeze
in a hurry (terse, lowercase, typos), Martin (school-leader jargon: "SLT", "governors pack", "the SEF", "FGB";
polite: "please", "could you"), Tomi (lowercase, slang: "vids", "my edits", "lowkey", "rn", "r", "u"). Nobody says
who is asking: a question is only asked where its words pick the files out (a folder, a name) whoever asks.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "past 2 days" = 2 days, "last week" = 7 days, "past 10 days" = 10 days,
"last 2 weeks"/"last fortnight" = 14 days, "last 30 days" = 30 days, "this month" = November 2026, "October" =
October 2026, "since September"/"since october" = from 2026-09-01/2026-10-01, "august" = August 2026, "last three
months" = 91 days, "last 6 months"/"older than six months" = 182 days, "back in March" = March 2026, "this year" =
2026, "older than a year" = 365 days, "2025" = 2025, "more than two years" = 730 days, "2024" = 2024, "before 2024"
= before 2024-01-01, "Nov 19"/"the 19th of november" = 2026-11-19 (only month-day anchors are dated that day;
nothing else visible is within a day of it). Words that depend on the clock time, the first day of the week or the
school calendar ("today", "yesterday", "this week", "this term", "this academic year") are not used. The generator
keeps visible files clear of these boundaries (homes_historian.BAD_WINDOWS). "Visible" files leave out hidden files
and noise folders (.git, __pycache__, .cache, .mozilla, .local, .DS_Store, .~lock files, .zotero-ft-cache); where a
question could fairly count either way, both numbers are accepted. Sizes are decimal units with one decimal
(homes.human); where two readings of a place differ (a trip's scans/ folder or the whole trip folder), the home keeps
them within the scorer's 1%. Where a word could fairly mean a larger or a smaller set (RAWs and edits as "pics"; the
Dance folder or every video), both counts are accepted, or only the files both readings share are required.
Actions are asked without confirmation: the expectation is the exact plan (nothing may change on disk); or_decline
only where a clarifying question is as right as the plan (a file named in part but clearly; "move them" after a
list). "delete them" after a list of several files must ask; "clean up"/"free up space" is a proposal; a partial
name that fits several files, a file that does not exist, a path outside the home or a system path is declined.
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
H = "historian"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"r{_n[0]:03d}"
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


def smallest(pool):
    s = sorted(pool, key=lambda e: e.size)
    assert len(s) == 1 or s[0].size < s[1].size, [e.path for e in s[:2]]
    return s[0]


def newest(pool):
    s = sorted(pool, key=age)
    assert len(s) == 1 or age(s[1]) - age(s[0]) > 0.2, [e.path for e in s[:2]]
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


def nothing_named(word: str) -> None:
    """A word the question uses for something the home does not have: no file or folder path holds it."""
    assert not any(word.lower() in e.path.lower() for e in es), word


def _age_at(iso: str) -> float:
    """The age at noon on the writing day of midnight starting `iso`."""
    return (_dt.date.fromisoformat(ASOF) - _dt.date.fromisoformat(iso)).days + 0.5


# boundaries (ages in days as of 2026-11-24), each inside a window homes_historian.BAD_WINDOWS keeps clear
D2, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1 = _age_at("2026-11-01"), _age_at("2026-10-01"), _age_at("2026-09-01"), _age_at("2026-08-01")
APR1, MAR1, JAN26 = _age_at("2026-04-01"), _age_at("2026-03-01"), _age_at("2026-01-01")
JAN25, JAN24 = _age_at("2025-01-01"), _age_at("2024-01-01")
NOV19 = (_age_at("2026-11-20"), _age_at("2026-11-19"))

# ------------------------------------------------------------------ places and pools
AT = "Research/Archive trips"
KEW26 = f"{AT}/National Archives Kew - 2026-03"
KEW25 = f"{AT}/National Archives Kew - 2025-07"
ANOM = f"{AT}/Archives nationales d'outre-mer Aix - 2025-10"
ENUGU = f"{AT}/National Archives of Nigeria Enugu - 2024-08"
SOAS = f"{AT}/SOAS CMS papers - 2026-09"
TR = "Research/Transcriptions"
OH = "Research/Oral histories"
ART = "Research/Articles"
MSS = "Book/Manuscript"
H2041 = "Teaching/HIST2041 Colonialism and Resistance in West Africa"
HP = "Hollybrook Primary"
GOV = f"{HP}/Governors"
POL = f"{HP}/Policies"
SLT = f"{HP}/SLT"
STF = f"{HP}/Staffing"
INS = f"{HP}/Inspection"
NL = f"{HP}/Newsletters"
PH = "Tomi/Photography"
DANCE = "Tomi/Dance"
GC = "Tomi/GCSE revision"
MUS = "Tomi/Music"
DL = "Downloads"

SHOOT_CARNIVAL = f"{PH}/2026-08-22 Leeds carnival"
SHOOT_AUTUMN = f"{PH}/2026-10-18 autumn portraits Roundhay"
SHOOT_NAMES = sorted({e.path.split("/")[2] for e in under(PH) if e.path.split("/")[2][:4] == "2026"})
assert len(SHOOT_NAMES) == 4, SHOOT_NAMES

VIDEO = ("mov", "mp4")
IMAGES = ("jpg", "jpeg")
scans = [e for e in under(AT) if "/scans/" in e.path]
kew_scans = [e for e in scans if "/National Archives Kew - " in e.path]
# the scans/ folders and the whole trip folders agree within the scorer's 1%
assert abs(total(scans) - total(under(AT))) < 0.008 * total(scans)
assert abs(total(kew_scans) - total(under(KEW26) + under(KEW25))) < 0.008 * total(kew_scans)
dance_vids = ext(under(DANCE), *VIDEO)
assert abs(total(dance_vids) - total(under(DANCE))) < 0.008 * total(dance_vids)
all_vids = ext(vis, *VIDEO)
raws = ext(vis, "cr3")
edits = [e for e in under(PH) if "/edits/" in e.path]
portfolio = under(f"{PH}/portfolio")
songs = under(MUS)
chapter_drafts = [e for e in under(MSS) if "draft" in e.name and e.name.endswith(".docx")]
policies = under(POL)
newsletters = ext(under(NL), "pdf")
slt_minutes = named(under(SLT), "SLT minutes")
packs = named(under(GOV), "Governors pack")
oral = ext(under(OH), "wav", "mp3")
expense_claims = named(under("Expenses"), "expense claim")
kew_notes = named(under(AT), "trip notes Kew")
hist2041_lectures = under(f"{H2041}/Lectures")
tems = named(songs, "Tems - ")
soas_scans = [e for e in scans if e.path.startswith(SOAS)]
old_policies = aged(policies, YEAR)
dups = [e for e in es if e.dup]


def dup_group(e):
    return [x for x in es if x.dup == e.dup]


def texts(pool, phrase):
    return [e for e in pool if e.text is not None and phrase.lower() in e.text.lower()]


# ================================================================== plain
q("Which folders take up the most space on this computer?", "plain", answer("Tomi", "Research"))
q("How much space do my archive scans take up altogether?", "plain", answer(size(scans)))
q("How big is the Hollybrook Primary folder, please?", "plain", answer(size(under(HP))))
q("how much space r my dance vids taking up", "plain", answer(size(dance_vids)))
top = biggest(vis, 3)
assert top[0].size == top[1].size and top[0].dup == top[1].dup  # the largest file has a copy: either name will do
q("What is the single largest file in my home folder?", "plain", answer(human(top[0].size)))
base_dl_big = q("biggest files in downloads", "plain", files(biggest(under(DL), 3)))
q(
    "Could you list the parent newsletters I've sent out this year, please?",
    "plain",
    files(aged(newsletters, 0, JAN26)),
)
q("wheres my gcse revision stuff", "plain", answer("GCSE revision"))
last_week = aged(vis, 0, WEEK)
assert 10 <= len(last_week) <= 20, len(last_week)
q("Show me everything I have changed in the last week.", "plain", files(last_week))
q(
    "What has been added to the Governors folder since September?",
    "plain",
    files(aged(under(GOV), 0, SEP1)),
)
q("whats in my photography folder", "plain", answer(*SHOOT_NAMES))
base_dl_pdfs = q("pdfs in downloads", "plain", files(ext(under(DL), "pdf")))
q(
    "Which of my conference slide decks is the largest?",
    "plain",
    file(biggest(ext(under("Conferences"), "pptx"))[0].path),
)
q("biggest vid in my dance folder", "plain", file(biggest(dance_vids)[0].path))
q("Show me the files in my Leverhulme folder.", "plain", files(under("Grants/Leverhulme Fellowship 2026")))
ins_top = [e for e in under(INS) if e.path.count("/") == INS.count("/") + 1]
q("What's in the Inspection folder?", "plain", files(ins_top))
q("how big is my portfolio folder", "plain", answer(size(portfolio)))
q("Where do I keep the oral history recordings?", "plain", answer("Oral histories"))
q("Which folder are the staff rotas kept in?", "plain", answer("Staffing"))
base_claims = q("expense claims", "plain", files(expense_claims))
base_oral = q("List the oral history interviews.", "plain", files(oral))
base_dance = q("show me my dance vids", "plain", files(dance_vids))
base_slt = q("Show me the SLT minutes.", "plain", files(slt_minutes))
base_soas = q("scans from the SOAS trip", "plain", count(len(soas_scans)))
omu = texts(under(TR), "Omu")
assert len(omu) == 3
base_omu = q("Which transcriptions mention the Omu?", "plain", files(omu))
base_big = q("biggest files on here", "plain", files(biggest(vis, 3)))
base_packs = q("Show me the governors packs.", "plain", files(packs))
carnival = under(SHOOT_CARNIVAL)
carnival_raw = ext(carnival, "cr3")
carnival_edits = [e for e in carnival if "/edits/" in e.path]
base_carnival = q(
    "pics from the carnival shoot",
    "plain",
    count(len(carnival), len(carnival_raw), len(carnival_edits)),
)
base_at = q(
    "What is the largest file in the Archive trips folder?",
    "plain",
    file(biggest(under(AT))[0].path),
)
base_exp_pdfs = q("pdfs in expenses", "plain", files(ext(under("Expenses"), "pdf")))
base_ins_n = q("How many files are in the Inspection folder?", "plain", count(len(under(INS))))
base_photo = q("how much space does my photography take", "plain", answer(size(under(PH))))
base_kew_notes = q("Find the Kew trip notes.", "plain", files(kew_notes))
base_lect = q("hist2041 lectures", "plain", files(hist2041_lectures))
base_tems = q("songs by tems", "plain", files(tems))
autumn_raw = ext(under(SHOOT_AUTUMN), "cr3")
base_autumn_raw = q("my raw files from the autumn portraits shoot", "plain", count(len(autumn_raw)))

# ================================================================== named_file
q("How large is ch3 draft 4?", "named_file", answer(human(by_path[f"{MSS}/ch3 draft 4.docx"].size)))
q(
    "When did I last modify 'ch3 - comments from editor'?",
    "named_file",
    file(f"{MSS}/ch3 - comments from editor.docx"),
)
q(
    "where is leverhulme case for support v2 FINAL",
    "named_file",
    file("Grants/Leverhulme Fellowship 2026/Leverhulme case for support v2 FINAL.docx"),
)
q(
    "How big is the Governors pack Autumn 2026, please?",
    "named_file",
    answer(human(by_path[f"{GOV}/2026-27 Autumn/Governors pack Autumn 2026.pdf"].size)),
)
q("how big is showcase 2026 full.mov", "named_file", answer(human(by_path[f"{DANCE}/showcase 2026 full.mov"].size)))
q(
    "Where did I put ch2 Onitsha before 1914 draft 2?",
    "named_file",
    file(f"{MSS}/ch2 Ọnịcha before 1914 draft 2.docx"),
)
q(
    "When was the Safeguarding and Child Protection Policy last updated?",
    "named_file",
    file(f"{POL}/Safeguarding and Child Protection Policy 2026-27.pdf"),
)
q(
    "size of Kew_digital_microfilm_CO_583_175.pdf",
    "named_file",
    answer(human(by_path[f"{DL}/Kew_digital_microfilm_CO_583_175.pdf"].size)),
)
q("wheres macbeth quotes", "named_file", file(f"{GC}/English Lit/Macbeth quotes.txt"))
q(
    "How big is the full draft of the MS from June?",
    "named_file",
    answer(human(by_path["Book/Market Women MS - full draft June 2026.docx"].size)),
)
q(
    "Where's the Ofsted inspection report from 2022?",
    "named_file",
    file(f"{INS}/Ofsted inspection report 2022.pdf"),
)
q(
    "How big is My Library.rdf?",
    "named_file",
    answer(human(by_path["Research/Zotero export/My Library.rdf"].size)),
)
q("when did i download the davinci resolve zip", "named_file", file(f"{DL}/DaVinci_Resolve_19.1_Linux.zip"))
q("hist2041 marks 2025-26", "named_file", file(f"{H2041}/Marking/2025-26 summative/HIST2041 marks 2025-26.xlsx"))
q("Where is the lunchtime duty rota?", "named_file", file(f"{STF}/Lunchtime duty rota 2026-27.xlsx"))
q(
    "How large is the map of Onitsha Province 1938?",
    "named_file",
    answer(human(by_path["Book/Figures/fig 3.1 map of Onitsha Province 1938.tif"].size)),
)
q(
    "how big is my blackpool competition vid",
    "named_file",
    answer(human(by_path[f"{DANCE}/competition Blackpool 2026-04.mov"].size)),
)
q("When did I last touch the Enugu trip notes?", "named_file", file(f"{ENUGU}/Enugu trip notes.docx"))
q(
    "How big is the IDSR?",
    "named_file",
    answer(human(by_path[f"{INS}/Inspection data summary report (IDSR) 2026.pdf"].size)),
)
q("hotel folio hilton", "named_file", file("Expenses/2025-11 ASA San Francisco/hotel folio Hilton SF.pdf"))
q(
    "when did i last edit my cell biology notes",
    "named_file",
    file(f"{GC}/Biology/cell biology notes.docx"),
)
q("Where is the signed contract with Cambridge UP?", "named_file", file("Book/contract - Cambridge UP signed.pdf"))
q(
    "What's the file size of the School Development Plan for 2026-27?",
    "named_file",
    answer(human(by_path[f"{INS}/School Development Plan (SDP) 2026-27.docx"].size)),
)
q(
    "asauk 2026 slides size",
    "named_file",
    answer(human(by_path["Conferences/ASAUK 2026 Cardiff/ASAUK 2026 slides.pptx"].size)),
)
q(
    "How big is the Aba 1929 photograph I am using as a figure?",
    "named_file",
    answer(human(by_path["Book/Figures/fig 4.1 Aba 1929 photograph.jpg"].size)),
)
q("how big is last last", "named_file", answer(human(by_path[f"{MUS}/Burna Boy - Last Last.mp3"].size)))
q("Where's the SEF?", "named_file", file(f"{INS}/SEF 2026-27 draft 3.docx"))

# ================================================================== dropped_words
q("How much space do the Kew scans take?", "dropped_words", answer(size(kew_scans)))
box14 = [e for e in scans if "/box 14 " in e.path]
q("How many folios did I photograph from box 14?", "dropped_words", count(len(box14)))
q("how much space do my edits take", "dropped_words", answer(size(edits)))
q(
    "Could you list the governors' minutes since September?",
    "dropped_words",
    files(aged(named(under(GOV), "minutes"), 0, SEP1)),
)
nothing_named("dog")
q("pics of our dog", "dropped_words", decline())
q("screenshots from this month", "dropped_words", files(aged(named(vis, "Screenshot"), 0, NOV1)))
water = texts(under(TR), "water rate")
assert len(water) == 2
q("Which transcriptions mention the water rate?", "dropped_words", files(water))
certs = [
    e for e in under(f"{HP}/Safeguarding/Training certificates") if "certificate" in e.name and "aid" not in e.name
]
assert len(certs) == 4
q("Where are the safeguarding training certificates?", "dropped_words", files(certs))
q("how big are my raws from the carnival shoot", "dropped_words", answer(size(carnival_raw)))
q("How many ANOM scans are there?", "dropped_words", count(len([e for e in scans if e.path.startswith(ANOM)])))
q(
    "How much space are the sports day photos using?",
    "dropped_words",
    answer(size(under(f"{HP}/Photos/Sports day 2026"))),
)
q("all my gcse history notes", "dropped_words", files(under(f"{GC}/History")))
q("How many lecture decks are there for HIST2041?", "dropped_words", count(len(hist2041_lectures)))
slt_oct = aged(slt_minutes, NOV1, OCT1)
assert len(slt_oct) == 3
q("Can you find the SLT minutes from October?", "dropped_words", files(slt_oct))
q("zotero pdfs how many", "dropped_words", count(len(ext(under("Zotero"), "pdf"))))
q("how much space does my music take", "dropped_words", answer(size(songs)))
nothing_named("lagos")
q("photos from my Lagos trip", "dropped_words", decline())
q("How many policies do we have in the Policies folder?", "dropped_words", count(len(policies)))
q(
    "vids from the showcase",
    "dropped_words",
    files([by_path[f"{DANCE}/showcase 2026 full.mov"], by_path[f"{DANCE}/showcase 2026 solo only.mov"]]),
)
q("ch3 versions", "dropped_words", files(named(chapter_drafts, "ch3 ")))
assert len(named(under(ART), "Van Allen")) == 2
q("Which of my articles are by Van Allen?", "dropped_words", answer("Sitting on a Man", "Aba Riots"))
q("how many songs by burna boy", "dropped_words", count(len(named(songs, "Burna Boy"))))
nwan = texts(es, "Nwanyeruwa")
assert len(nwan) == 1
q("Is there anything on the Nwanyeruwa evidence?", "dropped_words", file(nwan[0].path))
robin = texts(es, "Robinwood")
assert len(robin) == 1
q("Can you find my note about the Robinwood residential?", "dropped_words", file(robin[0].path))
nothing_named("fits")
nothing_named("outfit")
q("my fits pics", "dropped_words", decline())
nothing_named("bodleian")
q("Show me the Bodleian scans.", "dropped_words", decline())
palm = texts(es, "palm oil")
assert len(palm) == 1
q("palm oil prices transcription", "dropped_words", file(palm[0].path))
q("Where are the harvest festival photos?", "dropped_words", answer("Harvest festival 2026"))
q("my presets", "dropped_words", files(under(f"{PH}/presets")))
q(
    "How much space do my Zotero attachments take?",
    "dropped_words",
    answer(size(under("Zotero/storage"))),
)
q("Could you show me the deep dives?", "dropped_words", files(under(f"{INS}/Deep dives")))
q("my french vocab", "dropped_words", files(named(under(f"{GC}/French"), "vocab")))
onitsha_ir = [e for e in scans if "intelligence report" in e.path]
q("How many scans are there of the Onitsha intelligence report?", "dropped_words", count(len(onitsha_ir)))
q("pics from my 16th", "dropped_words", count(len(under("Pictures/Family/Tomi 16th birthday"))))
q("kew receipts", "dropped_words", files(named(under("Expenses/2026-03 Kew"), "receipt")))
nothing_named("PTA")
q("Where did I save the PTA accounts?", "dropped_words", decline())

# ================================================================== filler_dates
stale = aged(chapter_drafts, M3)
assert len(stale) == 5
q("Which chapter drafts haven't I touched in the last three months?", "filler_dates", files(stale))
q("Are there any newsletters from October?", "filler_dates", files(aged(newsletters, NOV1, OCT1)))
q("any vids i made in the last 2 weeks", "filler_dates", files(aged(dance_vids, 0, FORTNIGHT)))
nov19 = aged(vis, *NOV19)
assert all(isinstance(e.age, str) for e in nov19) and len(nov19) == 4
q("What did I change on Nov 19?", "filler_dates", files(nov19))
q(
    "Has anything in the Policies folder been changed this month?",
    "filler_dates",
    files(aged(policies, 0, NOV1)),
)
q("lowkey need my maths past papers rn", "filler_dates", files(named(under(f"{GC}/Maths"), "paper")))
q("Show me the spreadsheets in the Expenses folder.", "filler_dates", files(ext(under("Expenses"), "xlsx")))
q("word docs changed past 10 days", "filler_dates", files(aged(ext(vis, "docx"), 0, D10)))
pdf30 = aged(ext(vis, "pdf"), 0, D30)
assert len(pdf30) <= 15
q("Could you list any PDFs I've saved in the last 30 days?", "filler_dates", files(pdf30))
q("any jpegs from this month", "filler_dates", count(len(aged(ext(vis, *IMAGES), 0, NOV1))))
march_articles = aged(under(ART), APR1, MAR1)
assert len(march_articles) == 3
q("Which articles did I save in the Articles folder back in March?", "filler_dates", files(march_articles))
q(
    "Which files in Teaching haven't been modified for more than two years?",
    "filler_dates",
    files(aged(under("Teaching"), Y2)),
)
q("Any presentations from the last fortnight?", "filler_dates", files(aged(ext(vis, "pptx"), 0, FORTNIGHT)))
q("have i got any markdown files", "filler_dates", files(ext(vis, "md")))
q("pdfs still in downloads from 2024", "filler_dates", files(aged(ext(under(DL), "pdf"), JAN25, JAN24)))
q(
    "Is there anything from before 2024 in the Governors folder?",
    "filler_dates",
    files(aged(under(GOV), JAN24)),
)
q(
    "whats new in my photography folder since october",
    "filler_dates",
    count(len(aged(under(PH), 0, OCT1))),
)
conf_papers_2025 = aged(named(ext(under("Conferences"), "docx"), "paper"), JAN26, JAN25)
assert len(conf_papers_2025) == 2
q("Which of my conference papers are from 2025?", "filler_dates", files(conf_papers_2025))
q("Are there any timetables older than a year?", "filler_dates", files(aged(named(under(STF), "timetable"), YEAR)))
q(
    "Which policies haven't been reviewed in the last 6 months?",
    "filler_dates",
    files(aged(policies, M6)),
)
q("any raw files from august", "filler_dates", count(len(aged(raws, SEP1, AUG1))))
q("What have I modified in the Book folder since September?", "filler_dates", files(aged(under("Book"), 0, SEP1)))
base_drafts = q(
    "Which chapter drafts did I edit this year?",
    "filler_dates",
    files(aged(chapter_drafts, 0, JAN26)),
)
base_old_pol = q("Which policies are older than a year?", "filler_dates", files(old_policies))
two_days = aged(vis, 0, D2)
assert len(two_days) <= 12
q("stuff i changed in the past 2 days", "filler_dates", files(two_days))
q("did i save anything on the 19th of november", "filler_dates", files(nov19))
base_nl25 = q("Could you list the newsletters from 2025?", "filler_dates", files(aged(newsletters, JAN26, JAN25)))

# ================================================================== filters
SMALL_DUPS = ["ch3 draft 4 (1).docx", "Tems - Free Mind (1).mp3", "portfolio 01.jpg"]
big_dups = [e for e in vis if e.dup and e.size > 100 * homes.MB]
assert len(big_dups) == 4
q("Are there any duplicate files bigger than 100 MB?", "filters", files(big_dups, absent=SMALL_DUPS))
photo_dups = [e for e in vis if e.dup and e.name.lower().endswith(IMAGES)]
assert len(photo_dups) == 12
q(
    "duplicate photos",
    "filters",
    files(
        photo_dups, absent=["ch3 draft 4 (1).docx", "Tems - Free Mind (1).mp3", "Kew_digital_microfilm_CO_583_175.pdf"]
    ),
)
dl_dups = [e for e in under(DL) if e.dup]
assert len(dl_dups) == 4
q(
    "Are there any duplicates in my Downloads folder?",
    "filters",
    files(dl_dups, absent=["Tems - Free Mind (1).mp3", "portfolio 01.jpg"]),
)
q("jpgs bigger than 10mb", "filters", files([e for e in ext(vis, *IMAGES) if e.size > 10 * homes.MB]))
q(
    "How many TIFF files are over 100 MB?",
    "filters",
    count(len([e for e in ext(vis, "tif", "tiff") if e.size > 100 * homes.MB])),
)
q(
    "docx over 300kb in book",
    "filters",
    files([e for e in ext(under("Book"), "docx") if e.size > 300 * homes.KB]),
)
q("Please show me the PDFs in the Policies folder.", "filters", files(ext(policies, "pdf")))
q("vids over 2gb", "filters", files([e for e in all_vids if e.size > 2 * homes.GB]))
q("How much space do the PDFs in my Articles folder take?", "filters", answer(size(ext(under(ART), "pdf"))))
q("xlsx in teaching", "filters", files(ext(under("Teaching"), "xlsx")))
hp9 = [e for e in under(HP) if e.size > 9 * homes.MB]
assert 1 <= len(hp9) <= 12
q("Which files in Hollybrook Primary are bigger than 9 MB?", "filters", files(hp9))
q("any duplicate songs?", "filters", files([e for e in songs if e.dup]))
six_months_scans = aged(scans, 0, M6)
assert six_months_scans == soas_scans
q("Which scans did I take in the last six months?", "filters", count(len(six_months_scans)))
zot_dups = [e for e in under("Zotero") if e.dup]
q("duplicates in zotero", "filters", count(len(zot_dups)))
q(
    "Could you show me the Word documents in the Governors folder from this year?",
    "filters",
    files(aged(ext(under(GOV), "docx"), 0, JAN26)),
)
q("cr3 files under 25mb", "filters", count(len([e for e in raws if e.size < 25 * homes.MB])))
empty = [e for e in vis if e.size == 0]
assert len(empty) == 3
q("empty files", "filters", files(empty))
q("What are the five largest files in the Book folder?", "filters", files(biggest(under("Book"), 5)))
q(
    "How much space do the spreadsheets in Staffing take?",
    "filters",
    answer(size(ext(under(STF), "xlsx"))),
)
q("mov files in my dance folder older than a year", "filters", files(aged(ext(under(DANCE), "mov"), YEAR)))

# ================================================================== decline
ch3_all = names(named(es, "ch3"))
q("What does chapter 3 argue about the water rate?", "decline", decline(*ch3_all))
q("How many pages is the SEF?", "decline", decline(*names(named(under(INS), "SEF"))))
nothing_named("icloud")
q("show me my icloud photos", "decline", decline())
q("Show me the files in /mnt/archive-backup.", "decline", decline())
q("Could you email the governors pack to the clerk, please?", "decline", decline(*names(packs)))
q("can u make my edits look better", "decline", decline(*names(edits)))
q("Traduis le chapitre 3 en français, s'il te plaît.", "decline", decline(*ch3_all))
q("Ebee ka m debere akwụkwọ m niile?", "decline", decline())
q("What's on the school server?", "decline", decline())
formative = named(under(H2041), "formative")
q("Which of my students plagiarised their formative essays?", "decline", decline(*names(formative)))
q("whats the bpm of last last", "decline", decline("Burna Boy - Last Last.mp3"))
nothing_named("outlook")
q("open my outlook emails", "decline", decline())
q("How many pupils are on roll this year?", "decline", decline("Pupil premium strategy 2026-27.pdf"))
q(
    "Summarise the editor's comments on chapter 3.",
    "decline",
    decline(*ch3_all),
)
q("What's in C:\\Users\\adaeze\\Documents?", "decline", decline())
q("files in /var/log", "decline", decline())
q("who is in IMG_4512.CR3", "decline", decline(*names(named(vis, "IMG_4512"))))
q("Please print the lunchtime duty rota.", "decline", decline("Lunchtime duty rota 2026-27.xlsx"))
q(
    "what did the panel say about the ahrc bid",
    "decline",
    decline(*names(under("Grants/AHRC network bid 2025 (unsuccessful)"))),
)
q("Show me the files on the shared drive at school.", "decline", decline())
nothing_named("snapchat")
q("find my snapchat memories", "decline", decline())
q("Search my Gmail for the message from Maria at CUP.", "decline", decline())

# ================================================================== actions
q("Move ch3 draft 1.docx into Book/old drafts.", "actions", plan([by_path[f"{MSS}/ch3 draft 1.docx"]]))
q("delete ch3 draft 4 (1).docx", "actions", plan([by_path[f"{DL}/ch3 draft 4 (1).docx"]]))
q(
    "Please delete Newsletter November 2026 (1).pdf from Downloads.",
    "actions",
    plan([by_path[f"{DL}/Newsletter November 2026 (1).pdf"]]),
)
partial = ext(under(DL), "part")
assert len(partial) == 1
q("delete the unfinished download", "actions", plan(partial, or_decline=True))
budgets = named(vis, "budget.xlsx")
assert len(budgets) == 3 and names(budgets) == ["budget.xlsx"]
q("Delete budget.xlsx.", "actions", decline("budget.xlsx"))
q("delete last last", "actions", plan([by_path[f"{MUS}/Burna Boy - Last Last.mp3"]], or_decline=True))
INSTALLER_ENDS = (".tar.bz2", ".appimage", ".zip", ".deb", ".exe", ".tar.gz", ".part")
dl_clean = [e for e in under(DL) if e.name.lower().endswith(INSTALLER_ENDS) or e.dup or e.size == 0]
assert not any(e.name.endswith(".pdf") and not e.dup for e in dl_clean)
q("Would you clean up my Downloads folder, please?", "actions", proposal(dl_clean))
old_big_vids = [e for e in all_vids if e.size > 500 * homes.MB and age(e) > D30]
space = {
    e.path: e for e in [*dl_clean, *[x for x in es if x.dup], *[x for x in es if x.hidden_or_noise], *old_big_vids]
}
space["Zotero/zotero.sqlite.bak"] = by_path["Zotero/zotero.sqlite.bak"]
q("free up some space", "actions", proposal(list(space.values())))
q(
    "move my blackpool vid to Videos",
    "actions",
    plan([by_path[f"{DANCE}/competition Blackpool 2026-04.mov"]], or_decline=True),
)
q(
    "Rename 'ch5 Tax & the market draft 1.docx' to 'ch5 Tax and the market draft 1.docx'.",
    "actions",
    plan([by_path[f"{MSS}/ch5 Tax & the market draft 1.docx"]]),
)
q("Delete all the .docx files in Downloads, please.", "actions", plan(ext(under(DL), "docx")))
nothing_named("IMG_4599")
q("delete IMG_4599.CR3", "actions", decline())
q("delete IMG_4612.CR3", "actions", plan(named(vis, "IMG_4612.CR3")))
old_dl_pdfs = aged(ext(under(DL), "pdf"), M6)
assert len(old_dl_pdfs) == 4
q("Move every PDF in Downloads older than six months into Documents.", "actions", plan(old_dl_pdfs))
q("Delete the Bodleian scans.", "actions", decline())
editor = named(vis, "comments from editor")
assert len(editor) == 2
q("delete comments from editor", "actions", decline(*names(editor)))
q("Please remove /etc/passwd.", "actions", decline())
q("delete everything in /tmp", "actions", decline())
q("Move ../../etc/hosts into Research.", "actions", decline())
q("trash the empty files in downloads", "actions", plan([e for e in under(DL) if e.size == 0]))
q("Delete Staff rota Autumn 2025.xlsx, please.", "actions", plan([by_path[f"{STF}/Staff rota Autumn 2025.xlsx"]]))
q("copy my portfolio to the desktop", "actions", plan(portfolio))
attendance = named(policies, "Attendance Policy")
assert len(attendance) == 2
q("Delete the attendance policy.", "actions", decline(*names(attendance)))

# ================================================================== followup
q("which one is the biggest?", "followup", file(biggest(ext(under(DL), "pdf"))[0].path), follows=base_dl_pdfs)
q("and from 2026?", "followup", files(aged(newsletters, 0, JAN26)), follows=base_nl25)
q("how much space do they take?", "followup", answer(size(dance_vids)), follows=base_dance)
q("which is the largest?", "followup", file(biggest(soas_scans)[0].path), follows=base_soas)
q("what about 2025?", "followup", files(aged(chapter_drafts, JAN26, JAN25)), follows=base_drafts)
slt_nov = aged(slt_minutes, 0, NOV1)
assert len(slt_nov) == 2
q("only the ones from November", "followup", files(slt_nov), follows=base_slt)
q("delete them", "followup", decline(*names(autumn_raw)), follows=base_autumn_raw)
q("when were they last changed?", "followup", files(kew_notes), follows=base_kew_notes)
q("delete all of them", "followup", plan(old_policies), follows=base_old_pol)
q("how many are there", "followup", count(len(tems), len(tems) - 1), follows=base_tems)
q("which ones are from november?", "followup", files(aged(hist2041_lectures, 0, NOV1)), follows=base_lect)
q("and the smallest?", "followup", file(smallest(under(AT)).path), follows=base_at)
q("and which mention the water rate?", "followup", files(water), follows=base_omu)
q("only the videos", "followup", files(biggest(all_vids, 3)), follows=base_big)
q("and in Policies?", "followup", count(len(policies)), follows=base_ins_n)
q("and my dance stuff?", "followup", answer(size(under(DANCE))), follows=base_photo)
assert abs(total(oral) - total(under(OH))) < 0.008 * total(oral)
q("how big are they altogether?", "followup", answer(size(oral)), follows=base_oral)
q(
    "just the ones from 2025",
    "followup",
    files(aged(ext(under("Expenses"), "pdf"), JAN26, JAN25)),
    follows=base_exp_pdfs,
)
q("move them to the Desktop", "followup", plan(packs, or_decline=True), follows=base_packs)
q("just the edits", "followup", files(carnival_edits), follows=base_carnival)
q("delete the biggest one", "followup", plan(biggest(under(DL))), follows=base_dl_big)
q("which is the newest?", "followup", file(newest(expense_claims).path), follows=base_claims)

# ================================================================== counts
q("How many files do I have in total?", "counts", count(len(vis), len(es)))
assert total(es) - total(vis) < 0.008 * total(vis)
q("How much space am I using overall?", "counts", answer(size(vis)))
q("how many cr3 files r there", "counts", count(len(raws)))
q("How many PDFs are there in my Articles folder?", "counts", count(len(ext(under(ART), "pdf"))))
nl_docx = ext(under(NL), "docx")
q(
    "How many newsletters have we sent out?",
    "counts",
    count(len(newsletters), len(newsletters) + len(nl_docx), len(newsletters) + 1, len(newsletters) + 1 + len(nl_docx)),
)
marking_essays = [e for e in under("Teaching") if "/Marking/" in e.path and "essay" in e.name]
q("how many essays in marking", "counts", count(len(marking_essays)))
q("how many songs do i have", "counts", count(len(songs), len(songs) - 1))
hidden = [e for e in es if e.hidden_or_noise]
dotted = [e for e in es if any(p.startswith(".") for p in e.path.split("/"))]
q("How many hidden files are there in my home folder?", "counts", count(len(hidden), len(dotted)))
q("How many Word documents are in the Policies folder?", "counts", count(len(ext(policies, "docx"))))
q("number of tiffs", "counts", count(len(ext(vis, "tif", "tiff"))))
q("how many vids have i got", "counts", count(len(dance_vids), len(all_vids)))


def _check_set() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        for p in ex.get("paths", []) + ex.get("files", []) + ex.get("candidates", []):
            assert p in by_path, p
        if ex["kind"] == "file":
            assert ex["path"] in by_path
    assert len(Q) >= 200, len(Q)


if __name__ == "__main__":
    _check_set()
    out = Path(__file__).parent / "heldout_r.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out.name)
    for cls, n in Counter(d["class"] for d in Q).items():
        print(f"  {cls}: {n}")
