"""Writes heldout.jsonl: the held-out questions, with expectations computed from homes.py.

Written without reading the router (src/filescout/agent/) or its tests. Run:
    python bench/eval/questions.py        # rewrites bench/eval/heldout.jsonl

Expectation kinds (scored by run_heldout.py):
  answer  {"facts": [...]}        every fact appears in the answer; a fact that looks like a size ("1.2 GB")
                                   matches any size in the answer within 1% (or half a step of the displayed
                                   unit: 0.051 GB for "1.2 GB")
  file    {"path": p}             the answer names the file (its name; accents and case folded)
  files   {"paths": [...], "absent": [...]}   the answer names every path's file name, and none of `absent`
  count   {"n": N, "also_ok": [...]}          the number N (or one of also_ok) appears in the answer
  plan    {"files": [...], "or_decline": bool}  a plan whose file set is exactly `files` (a folder step counts as
                                   every file under it), nothing changed on disk; or_decline: a clarifying
                                   question is also right
  proposal {"candidates": [...]}  no plan that targets a whole folder or a file outside `candidates`; nothing changed
  decline {"allow": [...]}        says it is not sure / can't / asks which, names no file of the home except
                                   `allow` (the candidates a clarifying question may list), plans nothing
Follow-ups carry "follows": the id of the question they follow (run in `filescout chat`).
Date-relative expectations use ages relative to when the tree is written; "since March", "Nov 17" are resolved
against the date the set was written (2026-11-23), stated in "asof".
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import human

NOW = time.mktime((2026, 11, 23, 3, 0, 0, 0, 0, -1))  # the day the set was written
MARCH_1 = time.mktime((2026, 3, 1, 0, 0, 0, 0, 0, -1))

Q: list[dict] = []


def q(id_: str, home: str, text: str, cls: str, expect: dict, follows: str | None = None) -> None:
    d = {"id": id_, "home": home, "q": text, "class": cls, "expect": expect}
    if follows:
        d["follows"] = follows
    Q.append(d)


def build(home: str):
    es = homes.HOMES[home]()
    vis = [e for e in es if not e.hidden_or_noise]

    def under(prefix: str, visible: bool = True):
        pool = vis if visible else es
        return [e for e in pool if e.path.startswith(prefix.rstrip("/") + "/")]

    def ext(pool, *exts):
        return [e for e in pool if e.name.lower().endswith(tuple("." + x for x in exts))]

    def size(pool):
        return human(sum(e.size for e in pool))

    def paths(pool):
        return [e.path for e in pool]

    def age(e):
        return homes.age_days(e, NOW)

    return es, vis, under, ext, size, paths, age


# ============================================================================ family
es, vis, under, ext, size, paths, age = build("family")
H = "family"
top = {}
for e in es:
    top.setdefault(e.path.split("/")[0], []).append(e)
topsizes = sorted(((sum(x.size for x in v), k) for k, v in top.items() if "/" in v[0].path), reverse=True)
biggest = sorted(vis, key=lambda e: -e.size)
pods = under("Music/Podcasts")
shots = under("Pictures/Screenshots")
dl = under("Downloads")
installers = [e for e in dl if e.name.endswith((".exe", ".dmg", ".msi"))]
school_pdfs = ext(under("Documents/School"), "pdf")

q("f001", H, "biggest folders", "plain", {"kind": "answer", "facts": [topsizes[0][1], human(topsizes[0][0])]})
q("f002", H, "how big is my Pictures folder?", "plain", {"kind": "answer", "facts": [size(under("Pictures"))]})
q(
    "f003",
    H,
    "How much space do my videos take up?",
    "plain",
    {"kind": "answer", "facts": [size(ext(vis, "mp4", "mov", "mkv"))]},
)
q("f004", H, "whats the single largest file on here", "plain", {"kind": "file", "path": biggest[0].path})
q("f005", H, "show me the 5 biggest files", "plain", {"kind": "files", "paths": paths(biggest[:5])})
q(
    "f006",
    H,
    "PDFs I downloaded this month",
    "plain",
    {"kind": "files", "paths": paths([e for e in ext(dl, "pdf") if age(e) < 22]), "absent": ["boarding_pass_LIS.pdf"]},
)
q(
    "f007",
    H,
    "find the invoice I got from Ahmed last week",
    "plain",
    {"kind": "file", "path": "Downloads/Invoice_Ahmed_Plumbing_2026-11-12.pdf"},
)
q(
    "f008",
    H,
    "how many .jpg files are in Pictures?",
    "plain",
    {"kind": "count", "n": len(ext(under("Pictures"), "jpg"))},
)
q("f009", H, "how many HEIC photos are there", "plain", {"kind": "count", "n": len(ext(vis, "heic"))})
q(
    "f010",
    H,
    "what's in my Downloads folder, biggest first",
    "plain",
    {"kind": "file", "path": "Downloads/photos_backup_2019.zip"},
)
q(
    "f011",
    H,
    "when was lease_agreement_2024.pdf last modified?",
    "named_file",
    {"kind": "file", "path": "Documents/House/lease_agreement_2024.pdf"},
)
q("f012", H, "how big is tax_return_2024.pdf", "named_file", {"kind": "answer", "facts": ["tax_return_2024", "1.8 MB"]})
q("f013", H, "wheres my resume", "named_file", {"kind": "file", "path": "Documents/Work/résumé_Sophie_2026.docx"})
q("f014", H, "How big is report_v2_final.docx?", "named_file", {"kind": "answer", "facts": ["447.0 KB"]})
q(
    "f015",
    H,
    "where did i put grandma's lasagna recipe",
    "named_file",
    {"kind": "file", "path": "Documents/Recipes/grandma's lasagna.txt"},
)
q(
    "f016",
    H,
    "is there a file called banana bread somewhere?",
    "named_file",
    {"kind": "file", "path": "Documents/Recipes/banana bread.txt"},
)
q(
    "f017",
    H,
    "when did I last change budget 2026.xlsx",
    "named_file",
    {"kind": "file", "path": "Documents/Work/budget 2026.xlsx"},
)
q("f018", H, "how large is the Coco movie", "named_file", {"kind": "answer", "facts": ["Coco", "2.0 GB"]})
q(
    "f019",
    H,
    "where is the vaccination record",
    "named_file",
    {"kind": "file", "path": "Documents/Medical/vaccination record Emma.pdf"},
)
q("f020", H, "size of Emma recital 2025.mp4?", "named_file", {"kind": "answer", "facts": ["1.4 GB"]})
q("f021", H, "how mcuh space do my podcasts take", "dropped_words", {"kind": "answer", "facts": [size(pods)]})
q("f022", H, "how many screenshots do I have?", "dropped_words", {"kind": "count", "n": len(shots)})
q("f023", H, "list my audiobooks", "dropped_words", {"kind": "files", "paths": paths(under("Music/Audiobooks"))})
q(
    "f024",
    H,
    "how big are my wallpapers",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("Pictures/Wallpapers"))]},
)
q(
    "f025",
    H,
    "how much space do the christmas photos take",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("Pictures/2025/Christmas"))]},
)
q(
    "f026",
    H,
    "hey, quick one: how many bank statements have i got saved?",
    "dropped_words",
    {"kind": "count", "n": len(under("Documents/Bank"))},
)
q(
    "f027",
    H,
    "total size of my voice memos",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("Music/Voice Memos"))]},
)
q(
    "f028",
    H,
    "how much room do the movies take up",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("Videos/Movies"))]},
)
q(
    "f029",
    H,
    "how many pictures are in the Emma birthday album",
    "dropped_words",
    {"kind": "count", "n": len(under("Pictures/2026/Emma birthday"))},
)
q(
    "f030",
    H,
    "how much space do the Radiolab episodes use",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("Music/Podcasts/Radiolab"))]},
)
q(
    "f031",
    H,
    "any screenshots from last week?",
    "filler_dates",
    {
        "kind": "files",
        "paths": paths([e for e in shots if age(e) < 7]),
        "absent": [e.name for e in shots if age(e) > 8][:3],
    },
)
q(
    "f032",
    H,
    "what did I change on Nov 17",
    "filler_dates",
    {"kind": "file", "path": "Documents/School/parent teacher conference notes.txt", "asof": "2026-11-23"},
)
q(
    "f033",
    H,
    "do I still have the zoom installer?",
    "filler_dates",
    {"kind": "file", "path": "Downloads/Zoom_6.2.5.dmg"},
)
q(
    "f034",
    H,
    "which documents mention the boiler",
    "filler_dates",
    {"kind": "files", "paths": ["Documents/House/boiler repair.txt", "Documents/House/lease renewal 2026.txt"]},
)
q(
    "f035",
    H,
    "haven't I got an invoice from Müller somewhere?",
    "filler_dates",
    {"kind": "file", "path": "Documents/Invoices/Invoice_Müller_Elektro_2026-03-02.pdf"},
)
since_march = [e for e in ext(under("Documents"), "pdf") if homes.mtime_of(e, NOW) >= MARCH_1]
q(
    "f036",
    H,
    "how many PDFs in Documents did I change since March?",
    "filler_dates",
    {"kind": "count", "n": len(since_march), "asof": "2026-11-23"},
)
sheets = ext(vis, "xlsx", "xls", "csv", "ods")
q("f037", H, "list the spreadsheets", "filler_dates", {"kind": "count", "n": len(sheets)})
q("f038", H, "show the mp4s", "filler_dates", {"kind": "files", "paths": paths(ext(vis, "mp4"))})
lastweek_dl = [e for e in dl if age(e) < 7]
q("f039", H, "what did I download last week", "filler_dates", {"kind": "files", "paths": paths(lastweek_dl)})
q(
    "f040",
    H,
    "any recipes that mention bechamel",
    "filler_dates",
    {"kind": "file", "path": "Documents/Recipes/grandma's lasagna.txt"},
)
q(
    "f041",
    H,
    "duplicates in Downloads",
    "filters",
    {
        "kind": "files",
        "paths": [
            "Downloads/tax_return_2024 (1).pdf",
            "Downloads/IMG_4521 (1).jpg",
            "Downloads/Invoice_Ahmed_Plumbing_2026-11-12.pdf",
        ],
        "absent": ["report_v2_final"],
    },
)
q(
    "f042",
    H,
    "duplicate photos",
    "filters",
    {"kind": "answer", "facts": ["IMG_4521"], "absent": ["tax_return_2024", "report_v2_final"]},
)
q(
    "f043",
    H,
    "duplicates bigger than 1 MB",
    "filters",
    {
        "kind": "files",
        "paths": ["Documents/Taxes/2024/tax_return_2024.pdf", "Desktop/IMG_4521.jpg"],
        "absent": ["report_v2_final", "Invoice_Ahmed"],
    },
)
q(
    "f044",
    H,
    "I think there's old junk in my downloads. what's the biggest file in there that's older than a year?",
    "filters",
    {"kind": "file", "path": "Downloads/photos_backup_2019.zip"},
)
q(
    "f045",
    H,
    "how many files in downloads are over 100 MB",
    "filters",
    {"kind": "count", "n": len([e for e in dl if e.size > 100 * homes.MB])},
)
q("f046", H, "installers in my Downloads", "filters", {"kind": "count", "n": len(installers)})
q(
    "f047",
    H,
    "PDFs bigger than 1MB in Documents",
    "filters",
    {
        "kind": "files",
        "paths": paths([e for e in ext(under("Documents"), "pdf") if e.size > homes.MB]),
        "absent": ["scan0001.pdf"],
    },
)
q(
    "f048",
    H,
    "duplicate files on the Desktop",
    "filters",
    {"kind": "answer", "facts": ["IMG_4521"], "absent": ["tax_return_2024"]},
)
q("f049", H, "whats the weather tomorrow", "decline", {"kind": "decline"})
q("f050", H, "how big is my Dropbox folder", "decline", {"kind": "decline"})
q("f051", H, "show me what's in /etc", "decline", {"kind": "decline"})
q(
    "f052",
    H,
    "what does page 7 of the home insurance policy say about flooding?",
    "decline",
    {"kind": "decline", "allow": ["home insurance policy.pdf"]},
)
q(
    "f053",
    H,
    "translate the lease renewal into German",
    "decline",
    {"kind": "decline", "allow": ["lease renewal 2026.txt", "lease_agreement_2024.pdf"]},
)
q("f054", H, "what's the wifi password", "decline", {"kind": "decline"})
q("f055", H, "how many files are in my OneDrive", "decline", {"kind": "decline"})
q(
    "f056",
    H,
    "move the Firefox installer to the trash",
    "actions",
    {"kind": "plan", "files": ["Downloads/Firefox Setup 132.0.exe"]},
)
q("f057", H, "delete tax_docs_2021.zip", "actions", {"kind": "plan", "files": ["Downloads/tax_docs_2021.zip"]})
q("f058", H, "trash all the .dmg files", "actions", {"kind": "plan", "files": paths(ext(vis, "dmg"))})
q(
    "f059",
    H,
    "rename scan0001.pdf to car registration.pdf",
    "actions",
    {"kind": "plan", "files": ["Desktop/scan0001.pdf"]},
)
q(
    "f060",
    H,
    "move screenshots older than 100 days into Pictures/Archive",
    "actions",
    {"kind": "plan", "files": paths([e for e in shots if age(e) > 100])},
)
q(
    "f061",
    H,
    "delete the empty files on my desktop",
    "actions",
    {"kind": "plan", "files": paths([e for e in under("Desktop") if e.size == 0])},
)
q("f062", H, "clean up my downloads", "actions", {"kind": "proposal", "candidates": paths(dl)})
q(
    "f063",
    H,
    "trash the Radiolab episodes",
    "actions",
    {"kind": "plan", "files": paths(under("Music/Podcasts/Radiolab"))},
)
q("f064", H, "delete /etc/hosts", "actions", {"kind": "decline"})
q(
    "f065",
    H,
    "delete report",
    "actions",
    {"kind": "decline", "allow": [e.name for e in es if "report" in e.name.lower()]},
)
q(
    "f066",
    H,
    "move everything in Downloads older than 2 years to Archive",
    "actions",
    {"kind": "plan", "files": paths([e for e in dl if age(e) > 730])},
)
q("f067", H, "list the pdfs in Documents/School", "plain", {"kind": "files", "paths": paths(school_pdfs)})
q(
    "f068",
    H,
    "which one is the biggest?",
    "followup",
    {"kind": "file", "path": max(school_pdfs, key=lambda e: e.size).path},
    "f067",
)
q("f069", H, "show my podcasts", "dropped_words", {"kind": "count", "n": len(pods)})
q("f070", H, "how much space do they take?", "followup", {"kind": "answer", "facts": [size(pods)]}, "f069")
q("f071", H, "sort them by size", "followup", {"kind": "file", "path": max(pods, key=lambda e: e.size).path}, "f069")
q("f072", H, "installers in Downloads", "filters", {"kind": "count", "n": len(installers)})
q("f073", H, "delete them", "followup", {"kind": "decline", "allow": [e.name for e in installers]}, "f072")
q("f074", H, "delete all of them", "followup", {"kind": "plan", "files": paths(installers)}, "f072")
q(
    "f075",
    H,
    "pdfs in Documents/Taxes/2024",
    "plain",
    {"kind": "files", "paths": paths(ext(under("Documents/Taxes/2024"), "pdf"))},
)
q(
    "f076",
    H,
    "what about 2023?",
    "followup",
    {"kind": "files", "paths": paths(ext(under("Documents/Taxes/2023"), "pdf"))},
    "f075",
)
q("f077", H, "how many files do I have", "counts", {"kind": "count", "n": len(vis), "also_ok": [len(es)]})
q(
    "f078",
    H,
    "I'm trying to figure out if I need a bigger disk - how much space am I using in total?",
    "counts",
    {"kind": "answer", "facts": [human(sum(e.size for e in es))]},
)
q("f079", H, "how many files are in Music", "counts", {"kind": "count", "n": len(under("Music"))})
q("f080", H, "numbr of files on my desktop", "counts", {"kind": "count", "n": len(under("Desktop"))})

# ============================================================================ developer
es, vis, under, ext, size, paths, age = build("developer")
H = "developer"
top = {}
for e in es:
    if "/" in e.path:
        top.setdefault(e.path.split("/")[0], []).append(e)
topsizes = sorted(((sum(x.size for x in v), k) for k, v in top.items()), reverse=True)
biggest = sorted(vis, key=lambda e: -e.size)
dl = under("Downloads")
debs = ext(dl, "deb")
csvs = ext(vis, "csv")
notes_md = ext(under("notes"), "md")

q("d001", H, "biggest foldrs", "plain", {"kind": "answer", "facts": [topsizes[0][1], human(topsizes[0][0])]})
q("d002", H, "how big is the datasets folder", "plain", {"kind": "answer", "facts": [size(under("datasets"))]})
q("d003", H, "largest file?", "plain", {"kind": "file", "path": biggest[0].path})
q("d004", H, "how much space do my VM images take", "plain", {"kind": "answer", "facts": [size(under("VMs"))]})
q(
    "d005",
    H,
    "show me the python files in ml-experiments",
    "plain",
    {"kind": "count", "n": len(ext(under("projects/ml-experiments"), "py"))},
)
q(
    "d006",
    H,
    "top 3 largest files in Downloads",
    "plain",
    {"kind": "files", "paths": paths(sorted(dl, key=lambda e: -e.size)[:3])},
)
q(
    "d007",
    H,
    "what did I change in the last 24 hours",
    "plain",
    {"kind": "files", "paths": paths([e for e in vis if age(e) < 1])},
)
q("d008", H, "pdfs in projects/thesis", "plain", {"kind": "count", "n": len(ext(under("projects/thesis"), "pdf"))})
q("d009", H, "how big is ubuntu-24.04.1-desktop-amd64.iso", "named_file", {"kind": "answer", "facts": ["6.1 GB"]})
q(
    "d010",
    H,
    "where is thesis_v3_final.pdf",
    "named_file",
    {"kind": "file", "path": "projects/thesis/thesis_v3_final.pdf"},
)
q(
    "d011",
    H,
    "when did I last edit the kubernetes cheatsheet?",
    "named_file",
    {"kind": "file", "path": "notes/kubernetes cheatsheet.md"},
)
q("d012", H, "how large is taxi_trips_2024.parquet", "named_file", {"kind": "answer", "facts": ["850.0 MB"]})
q("d013", H, "where's my init.lua", "named_file", {"kind": "file", "path": ".config/nvim/init.lua"})
q(
    "d014",
    H,
    "what is epoch_11.pt and how big is it",
    "named_file",
    {"kind": "answer", "facts": ["epoch_11.pt", "412.0 MB"]},
)
q("d015", H, "find my reading list", "named_file", {"kind": "file", "path": "notes/reading list.md"})
q("d016", H, "how big is windows11.qcow2?", "named_file", {"kind": "answer", "facts": ["41.2 GB"]})
q("d017", H, "when did i last touch Cargo.toml", "named_file", {"kind": "file", "path": "projects/rust-cli/Cargo.toml"})
q("d018", H, "where's the postgres tuning note", "named_file", {"kind": "file", "path": "notes/postgres tuning.md"})
q(
    "d019",
    H,
    "how much space do the model checkpoints take",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("projects/ml-experiments/checkpoints"))]},
)
q(
    "d020",
    H,
    "how big is node_modules in the webshop project",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("projects/webshop/node_modules", visible=False))]},
)
q(
    "d021",
    H,
    "how much space do my jupyter notebooks take up",
    "dropped_words",
    {"kind": "answer", "facts": [size(ext(vis, "ipynb"))]},
)
q(
    "d022",
    H,
    "list my LaTeX chapters",
    "dropped_words",
    {"kind": "files", "paths": paths(under("projects/thesis/chapters"))},
)
q("d023", H, "how many meeting notes do I have", "dropped_words", {"kind": "count", "n": len(under("notes/meetings"))})
q(
    "d024",
    H,
    "show the figures for my thesis",
    "dropped_words",
    {"kind": "files", "paths": paths(under("projects/thesis/figures"))},
)
q(
    "d025",
    H,
    "how much space does the pip cache use",
    "dropped_words",
    {"kind": "answer", "facts": [size(under(".cache/pip", visible=False))]},
)
q(
    "d026",
    H,
    "tarballs in downloads",
    "dropped_words",
    {"kind": "files", "paths": paths([e for e in dl if ".tar." in e.name])},
)
q(
    "d027",
    H,
    "how big are the rust build artifacts (target folder)",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("projects/rust-cli/target"))]},
)
q("d028", H, "how big are the parquet files", "filler_dates", {"kind": "answer", "facts": [size(ext(vis, "parquet"))]})
q("d029", H, "how many markdown files r in notes", "filler_dates", {"kind": "count", "n": len(notes_md)})
q(
    "d030",
    H,
    "what did I download last week?",
    "filler_dates",
    {"kind": "files", "paths": paths([e for e in dl if age(e) < 7])},
)
q(
    "d031",
    H,
    "what did I write on Nov 17",
    "filler_dates",
    {"kind": "file", "path": "notes/2026-11-17 standup.md", "asof": "2026-11-23"},
)
q("d032", H, "which notes mention Stripe", "filler_dates", {"kind": "file", "path": "notes/2026-11-17 standup.md"})
q(
    "d033",
    H,
    "any files that mention kubectl",
    "filler_dates",
    {"kind": "file", "path": "notes/kubernetes cheatsheet.md"},
)
q(
    "d034",
    H,
    "do I still have the docker desktop deb",
    "filler_dates",
    {"kind": "file", "path": "Downloads/docker-desktop-4.35.0-amd64.deb"},
)
q("d035", H, "csv files", "filler_dates", {"kind": "files", "paths": paths(csvs)})
q(
    "d036",
    H,
    "notes I haven't touched since March",
    "filler_dates",
    {"kind": "files", "paths": paths([e for e in notes_md if homes.mtime_of(e, NOW) < MARCH_1]), "asof": "2026-11-23"},
)
q("d037", H, "any todo lists", "filler_dates", {"kind": "file", "path": "notes/todo.md"})
q(
    "d038",
    H,
    "duplicates in Downloads",
    "filters",
    {"kind": "answer", "facts": ["attention_is_all_you_need"], "absent": ["taxi_trips"]},
)
q(
    "d039",
    H,
    "duplicates bigger than 100 MB",
    "filters",
    {
        "kind": "files",
        "paths": ["datasets/taxi_trips_2024.parquet", "datasets/old/taxi_trips_2024_copy.parquet"],
        "absent": ["attention_is_all_you_need"],
    },
)
q(
    "d040",
    H,
    "biggest file in projects/rust-cli",
    "filters",
    {"kind": "file", "path": "projects/rust-cli/target/debug/tidy"},
)
q(
    "d041",
    H,
    "how many files in Downloads are over 1 GB",
    "filters",
    {"kind": "count", "n": len([e for e in dl if e.size > homes.GB])},
)
q(
    "d042",
    H,
    "how many pdfs are older than a year",
    "filters",
    {"kind": "count", "n": len([e for e in ext(vis, "pdf") if age(e) > 365])},
)
q(
    "d043",
    H,
    "debs i downloaded in the last 2 months",
    "filters",
    {"kind": "files", "paths": paths([e for e in debs if age(e) < 60])},
)
q(
    "d044",
    H,
    "how much space do duplicate files waste, only counting ones over 1 MB",
    "filters",
    {"kind": "answer", "facts": [human(850_000_000 + 2_215_000)]},
)
q("d045", H, "what's the capital of Australia", "decline", {"kind": "decline"})
q("d046", H, "how big is my ~/go folder", "decline", {"kind": "decline"})
q("d047", H, "list the files in /usr/lib", "decline", {"kind": "decline"})
q(
    "d048",
    H,
    "what's on page 12 of attention_is_all_you_need.pdf",
    "decline",
    {"kind": "decline", "allow": [e.name for e in dl if "attention" in e.name]},
)
q("d049", H, "show me my ssh private key", "decline", {"kind": "decline"})
q("d050", H, "how much RAM does this laptop have", "decline", {"kind": "decline"})
q("d051", H, "compile the rust project and run the tests", "decline", {"kind": "decline"})
q("d052", H, "what's in C:\\Users\\kai\\Documents", "decline", {"kind": "decline"})
q(
    "d053",
    H,
    "delete the ubuntu iso",
    "actions",
    {"kind": "plan", "files": ["Downloads/ubuntu-24.04.1-desktop-amd64.iso"], "or_decline": True},
)
q(
    "d054",
    H,
    "trash old_project_backup_2021.zip",
    "actions",
    {"kind": "plan", "files": ["Downloads/old_project_backup_2021.zip"]},
)
q("d055", H, "move the csv files in Downloads to datasets", "actions", {"kind": "plan", "files": paths(ext(dl, "csv"))})
q(
    "d056",
    H,
    "delete all the __pycache__ folders",
    "actions",
    {"kind": "plan", "files": paths([e for e in es if "/__pycache__/" in e.path])},
)
q("d057", H, "rename notes/empty.md to scratch.md", "actions", {"kind": "plan", "files": ["notes/empty.md"]})
q("d058", H, "clean up my Downloads folder", "actions", {"kind": "proposal", "candidates": paths(dl)})
q(
    "d059",
    H,
    "delete the checkpoints except the newest one",
    "actions",
    {
        "kind": "plan",
        "files": paths(sorted(under("projects/ml-experiments/checkpoints"), key=age)[1:]),
        "or_decline": True,
    },
)
q("d060", H, "rm -rf /var/tmp", "actions", {"kind": "decline"})
q("d061", H, "delete thesis", "actions", {"kind": "decline", "allow": [e.name for e in es if "thesis" in e.path]})
q(
    "d062",
    H,
    "move the VM images to /mnt/backup",
    "actions",
    {"kind": "decline", "allow": [e.name for e in under("VMs")]},
)
q(
    "d063",
    H,
    "biggest files in Downloads",
    "plain",
    {"kind": "file", "path": "Downloads/ubuntu-24.04.1-desktop-amd64.iso"},
)
q("d064", H, "which one is the oldest?", "followup", {"kind": "file", "path": max(dl, key=age).path}, "d063")
q("d065", H, "csv files please", "filler_dates", {"kind": "files", "paths": paths(csvs)})
q("d066", H, "how much space do they take?", "followup", {"kind": "answer", "facts": [size(csvs)]}, "d065")
q("d067", H, "debs in my downloads", "plain", {"kind": "files", "paths": paths(debs)})
q("d068", H, "delete them", "followup", {"kind": "decline", "allow": [e.name for e in debs]}, "d067")
q("d069", H, "delete all of them", "followup", {"kind": "plan", "files": paths(debs)}, "d067")
q("d070", H, "pdfs in Downloads", "plain", {"kind": "files", "paths": paths(ext(dl, "pdf"))})
q(
    "d071",
    H,
    "what about Documents?",
    "followup",
    {"kind": "files", "paths": paths(ext(under("Documents"), "pdf"))},
    "d070",
)
q("d072", H, "how many files do I have", "counts", {"kind": "count", "n": len(vis), "also_ok": [len(es)]})
q("d073", H, "how much disk space am I using", "counts", {"kind": "answer", "facts": [human(sum(e.size for e in es))]})
q(
    "d074",
    H,
    "Could you tell me roughly how many files there are across all of my projects?",
    "counts",
    {"kind": "count", "n": len(under("projects")), "also_ok": [len(under("projects", visible=False))]},
)
q(
    "d075",
    H,
    "how many files are in node_modules",
    "counts",
    {"kind": "count", "n": len([e for e in es if "/node_modules/" in e.path])},
)


if __name__ == "__main__":
    out = Path(__file__).with_name("heldout.jsonl")
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    from collections import Counter

    print(len(Q), "questions", Counter(d["home"] for d in Q), Counter(d["class"] for d in Q))
