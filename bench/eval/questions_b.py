"""Writes heldout_b.jsonl: a second held-out set, over the "office" home (homes_office.py).

Written without reading the router (src/filescout/agent/), its tests, or the other question sets: only the README,
`filescout --help`, issue 11 and the harness (homes.py, questions.py for the expectation kinds, run_heldout.py).
Every expectation is computed from the generator's own list, never by asking filescout. Run:
    python bench/eval/questions_b.py      # rewrites bench/eval/heldout_b.jsonl
    python bench/eval/run_heldout.py --set heldout_b.jsonl

Expectation kinds are the ones documented in questions.py. Date words: "last week" = the last 7 days, "in the last
2 days" = 48 hours, "this year" = 2026; "Nov 17", "Oct 3rd", "March", "September" are resolved against the day the
set was written (2026-11-23, "asof"). The generator keeps visible files clear of these boundaries.
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import GB, MB, human

NOW = time.mktime((2026, 11, 23, 9, 0, 0, 0, 0, -1))  # the day the set was written
ASOF = "2026-11-23"


def ts(y: int, m: int, d: int) -> float:
    return time.mktime((y, m, d, 0, 0, 0, 0, 0, -1))


Q: list[dict] = []


def q(id_: str, text: str, cls: str, expect: dict, follows: str | None = None) -> None:
    d = {"id": id_, "home": "office", "q": text, "class": cls, "expect": expect}
    if follows:
        d["follows"] = follows
    Q.append(d)


es = homes.HOMES["office"]()
vis = [e for e in es if not e.hidden_or_noise]


def under(prefix: str, visible: bool = True):
    return [e for e in (vis if visible else es) if e.path.startswith(prefix.rstrip("/") + "/")]


def ext(pool, *exts):
    return [e for e in pool if e.name.lower().endswith(tuple("." + x for x in exts))]


def size(pool) -> str:
    return human(sum(e.size for e in pool))


def paths(pool) -> list[str]:
    return [e.path for e in pool]


def names(pool) -> list[str]:
    return [e.name for e in pool]


def age(e) -> float:
    return homes.age_days(e, NOW)


def mtime(e) -> float:
    return homes.mtime_of(e, NOW)


def one(path: str):
    (e,) = [x for x in es if x.path == path]
    return e


def in_sub(kind: str, client: str | None = None):
    """Files in Clients/<client>/<kind>/ (every client when None)."""
    return [
        e
        for e in vis
        if e.path.startswith("Clients/")
        and e.path.split("/")[2] == kind
        and (client is None or e.path.split("/")[1] == client)
    ]


def year_of(e) -> int:
    return time.localtime(mtime(e)).tm_year


top: dict[str, list] = {}
for e in es:
    if "/" in e.path:
        top.setdefault(e.path.split("/")[0], []).append(e)
topsizes = sorted(((sum(x.size for x in v), k) for k, v in top.items()), reverse=True)
biggest = sorted(vis, key=lambda e: -e.size)
dl = under("Downloads")
desk = under("Desktop")
photos = under("Photos")
scans = under("Scans")
videos = under("Videos")
invoices = in_sub("Invoices")
contracts = in_sub("Contracts")
quotes_dupont = in_sub("Quotes", "Dupont & Fils")
greenleaf_inv = in_sub("Invoices", "Greenleaf Ltd")
IMAGES = ("jpg", "jpeg", "heic", "png")
INSTALLERS = ("dmg", "pkg", "exe", "msi")
dl_copy_inv = "Downloads/INV-2026-030_Greenleaf_2026-09-30 (1).pdf"
assert all(e.name.startswith("Scan ") for e in scans)
assert biggest[0].name == "Greenleaf interview raw.mov"
assert topsizes[0][1] == "Videos"

# ============================================================================ plain
q("o001", "biggest folders", "plain", {"kind": "answer", "facts": [topsizes[0][1], human(topsizes[0][0])]})
q("o002", "how big is my Photos folder?", "plain", {"kind": "answer", "facts": [size(photos)]})
q("o003", "whats the largest file i have", "plain", {"kind": "file", "path": biggest[0].path})
q("o004", "top 5 biggest files", "plain", {"kind": "files", "paths": paths(biggest[:5])})
q("o005", "How much space do my videos take up?", "plain", {"kind": "answer", "facts": [size(ext(vis, "mp4", "mov"))]})
q("o006", "how many PDFs do I have", "plain", {"kind": "count", "n": len(ext(vis, "pdf"))})
q(
    "o007",
    "what did I change in the last 2 days",
    "plain",
    {"kind": "files", "paths": paths([e for e in vis if age(e) < 2]), "absent": ["Bookkeeping 2026.xlsx"]},
)
q("o008", "newest file in Downloads", "plain", {"kind": "file", "path": min(dl, key=age).path})
q("o009", "zip files in Downloads", "plain", {"kind": "files", "paths": paths(ext(dl, "zip"))})
q(
    "o010",
    "what's taking up the most room in my downloads?",
    "plain",
    {"kind": "file", "path": max(dl, key=lambda e: e.size).path},
)
q("o011", "how big is the Clients folder", "plain", {"kind": "answer", "facts": [size(under("Clients"))]})
q("o012", "oldest file in Downloads", "plain", {"kind": "file", "path": max(dl, key=age).path})
q("o013", "how many pictures are in Photos/2026", "plain", {"kind": "count", "n": len(under("Photos/2026"))})
q(
    "o014",
    "show me the excel files in Admin",
    "plain",
    {"kind": "files", "paths": paths(ext(under("Admin"), "xlsx")), "absent": ["Relevé de compte"]},
)
q(
    "o015",
    "how much space does Design Assets take",
    "plain",
    {"kind": "answer", "facts": [size(under("Design Assets"))]},
)
q(
    "o016",
    "list the PDFs in Clients/Greenleaf Ltd/Contracts",
    "plain",
    {"kind": "files", "paths": paths(contracts_gl := in_sub("Contracts", "Greenleaf Ltd"))},
)
q("o017", "what's in my Downloads folder", "plain", {"kind": "count", "n": len(dl)})
q("o018", "biggest files in Videos", "plain", {"kind": "file", "path": max(videos, key=lambda e: e.size).path})
q("o019", "what's on my desktop?", "plain", {"kind": "count", "n": len(desk), "also_ok": [len(desk) - 2]})

# ============================================================================ named_file
inv033 = one("Clients/Dupont & Fils/Invoices/INV-2026-033_Dupont_2026-10-14.pdf")
q("o020", f"how big is {inv033.name}", "named_file", {"kind": "answer", "facts": [human(inv033.size)]})
q(
    "o021",
    "when did I last change my rates file?",
    "named_file",
    {"kind": "file", "path": "Documents/Notes/rates 2026.txt"},
)
q("o022", "where is my CV", "named_file", {"kind": "file", "path": "Documents/CV Léa Moreau 2026.pdf"})
q(
    "o023",
    "how big is the final showreel",
    "named_file",
    {"kind": "answer", "facts": ["Showreel 2026 final", human(one("Videos/Showreel 2026 final.mp4").size)]},
)
q(
    "o024",
    "size of Untitled-1.psd?",
    "named_file",
    {"kind": "answer", "facts": [human(one("Desktop/Untitled-1.psd").size)]},
)
q(
    "o025",
    "where did i put the nakamura NDA",
    "named_file",
    {"kind": "file", "path": "Clients/Nakamura Design/Contracts/NDA Nakamura signed.pdf"},
)
q(
    "o026",
    "when was the studio lease last modified?",
    "named_file",
    {"kind": "file", "path": "Admin/Studio lease 2025-2028.pdf"},
)
q(
    "o027",
    "how large is my portfolio pdf",
    "named_file",
    {"kind": "answer", "facts": [human(one("Documents/Léa Moreau - Portfolio 2026.pdf").size)]},
)
q("o028", "find the pantone colour guide", "named_file", {"kind": "file", "path": "Downloads/Pantone colour guide.pdf"})
q(
    "o029",
    "where's the Oslo Bikes brief?",
    "named_file",
    {"kind": "file", "path": "Clients/Oslo Bikes/Brief/Oslo Bikes brief.txt"},
)
indd = one("Clients/Greenleaf Ltd/Deliverables/Greenleaf Annual Report 2026 draft.indd")
q(
    "o030",
    "how big is the indesign file of the greenleaf annual report",
    "named_file",
    {"kind": "answer", "facts": [human(indd.size)]},
)
q(
    "o031",
    "When did I last edit Bookkeeping 2026.xlsx?",
    "named_file",
    {"kind": "file", "path": "Admin/Accounting/Bookkeeping 2026.xlsx"},
)
q(
    "o032",
    "is there a file called mileage log?",
    "named_file",
    {"kind": "file", "path": "Admin/Accounting/mileage log.csv"},
)
q(
    "o033",
    "how big is Dupont_brochure_print.pdf",
    "named_file",
    {"kind": "answer", "facts": [human(one("Clients/Dupont & Fils/Deliverables/Dupont_brochure_print.pdf").size)]},
)
q("o034", "wheres the boarding pass", "named_file", {"kind": "file", "path": "Downloads/boarding pass OSL.pdf"})
q(
    "o035",
    "when did I get the URSSAF attestation?",
    "named_file",
    {"kind": "file", "path": "Admin/Taxes/URSSAF attestation 2026.pdf"},
)
q(
    "o036",
    "how big is the tote bag mockup",
    "named_file",
    {"kind": "answer", "facts": [human(one("Design Assets/Mockups/tote bag mockup.psd").size)]},
)
q(
    "o037",
    "Could you tell me how large the file 'Greenleaf interview raw.mov' is, and when it was last changed?",
    "named_file",
    {"kind": "answer", "facts": ["Greenleaf interview raw", human(biggest[0].size)]},
)

# ============================================================================ dropped_words
q(
    "o038",
    "my client contracts",
    "dropped_words",
    {"kind": "files", "paths": paths(contracts), "absent": ["contract template.docx"]},
)
q("o039", "how many scans do I have?", "dropped_words", {"kind": "count", "n": len(scans)})
q("o040", "quotes for Dupont", "dropped_words", {"kind": "files", "paths": paths(quotes_dupont)})
q("o041", "how much space do my scans take up", "dropped_words", {"kind": "answer", "facts": [size(scans)]})
q(
    "o042",
    "how many invoices did i send Greenleaf",
    "dropped_words",
    {"kind": "count", "n": len(greenleaf_inv), "also_ok": [len(greenleaf_inv) + 1]},
)
q(
    "o043",
    "list the deliverables for Café Río",
    "dropped_words",
    {"kind": "files", "paths": paths(in_sub("Deliverables", "Café Río"))},
)
q("o044", "how big are my fonts", "dropped_words", {"kind": "answer", "facts": [size(under("Design Assets/Fonts"))]})
q("o045", "hey how many bank statements have i got", "dropped_words", {"kind": "count", "n": len(under("Admin/Bank"))})
q(
    "o046",
    "how much space does the lisbon trip album take",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("Photos/2024/Lisbon trip"))]},
)
q(
    "o047",
    "screenshots on my desktop",
    "dropped_words",
    {"kind": "files", "paths": paths([e for e in desk if e.name.startswith("Screenshot")]), "absent": ["DSC_412.JPG"]},
)
q(
    "o048",
    "how much room do the PSD mockups take",
    "dropped_words",
    {"kind": "answer", "facts": [size(ext(under("Design Assets/Mockups"), "psd"))]},
)
q("o049", "my templates", "dropped_words", {"kind": "files", "paths": paths(under("Documents/Templates"))})
q(
    "o050",
    "how much space do the tax documents take?",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("Admin/Taxes"))]},
)
q(
    "o051",
    "how many iceland photos are there",
    "dropped_words",
    {"kind": "count", "n": len(under("Photos/2026/Iceland"))},
)
q(
    "o052",
    "how much space do the christmas pics at Mamie's take",
    "dropped_words",
    {"kind": "answer", "facts": [size(under("Photos/2025/Christmas at Mamie's"))]},
)
q(
    "o053",
    "show me Hélène's invoices",
    "dropped_words",
    {"kind": "files", "paths": paths(in_sub("Invoices", "Boulangerie Hélène")), "absent": ["INV-2026-033"]},
)
q(
    "o054",
    "how many stock photos do i have",
    "dropped_words",
    {"kind": "count", "n": len(under("Design Assets/Stock")), "also_ok": [len(under("Design Assets/Stock")) + 1]},
)
q(
    "o055",
    "invoices for Greenleaf",
    "dropped_words",
    {"kind": "files", "paths": paths(greenleaf_inv), "absent": ["INV-2026-033", "INV-2026-015"]},
)
q("o056", "my scans", "dropped_words", {"kind": "count", "n": len(scans)})

# ============================================================================ filler_dates
week_inv = [e for e in invoices if age(e) < 7]
q(
    "o057",
    "any invoices from last week?",
    "filler_dates",
    {"kind": "files", "paths": paths(week_inv), "absent": ["INV-2026-033", "INV-2026-030"]},
)
q(
    "o058",
    "what did I change on Nov 17",
    "filler_dates",
    {"kind": "file", "path": "Documents/Notes/call with Nakamura.txt", "asof": ASOF},
)
q("o059", "do I still have the Figma installer?", "filler_dates", {"kind": "file", "path": "Downloads/Figma-124.5.dmg"})
q(
    "o060",
    "haven't I got a quote for Oslo Bikes somewhere?",
    "filler_dates",
    {"kind": "files", "paths": paths(in_sub("Quotes", "Oslo Bikes"))},
)
q(
    "o061",
    "what've i downloaded in the past week",
    "filler_dates",
    {"kind": "files", "paths": paths([e for e in dl if age(e) < 7]), "absent": ["boarding pass OSL.pdf"]},
)
vat_notes = [e for e in under("Documents/Notes") if e.text and "VAT" in e.text]
q("o062", "which notes mention VAT", "filler_dates", {"kind": "files", "paths": paths(vat_notes)})
march_scans = [e for e in scans if ts(2026, 3, 1) <= mtime(e) < ts(2026, 4, 1)]
q(
    "o063",
    "any scans from March?",
    "filler_dates",
    {"kind": "files", "paths": paths(march_scans), "absent": ["Scan 2026-02-20.pdf"], "asof": ASOF},
)
q(
    "o064",
    "did I save anything on Oct 3rd",
    "filler_dates",
    {"kind": "file", "path": "Documents/Notes/studio move checklist.txt", "asof": ASOF},
)
q(
    "o065",
    "isn't there a contract with Nakamura?",
    "filler_dates",
    {"kind": "file", "path": "Clients/Nakamura Design/Contracts/Subcontract Nakamura 2026.pdf"},
)
q("o066", "any mp4s?", "filler_dates", {"kind": "files", "paths": paths(ext(vis, "mp4"))})
q("o067", "markdown files", "filler_dates", {"kind": "files", "paths": paths(ext(vis, "md"))})
dl_installers = ext(dl, *INSTALLERS)
q(
    "o068",
    "any installers still sitting in Downloads?",
    "filler_dates",
    {"kind": "files", "paths": paths(dl_installers)},
)
brochure_text = [e for e in vis if e.text and "brochure" in e.text.lower()]
q("o069", "files that mention the brochure", "filler_dates", {"kind": "files", "paths": paths(brochure_text)})
heic_2026 = [e for e in ext(vis, "heic") if year_of(e) == 2026]
q("o070", "how many HEIC pics did i take this year", "filler_dates", {"kind": "count", "n": len(heic_2026)})
sept_notes = [e for e in under("Documents/Notes") if ts(2026, 9, 1) <= mtime(e) < ts(2026, 10, 1)]
q("o071", "any notes from September?", "filler_dates", {"kind": "files", "paths": paths(sept_notes), "asof": ASOF})
q("o072", "r there any txt files on the desktop", "filler_dates", {"kind": "files", "paths": paths(ext(desk, "txt"))})
photos_2024 = [e for e in ext(vis, *IMAGES) if year_of(e) == 2024]
photos_2025 = [e for e in ext(vis, *IMAGES) if year_of(e) == 2025]
assert photos_2024 == ext(under("Photos/2024"), *IMAGES) and photos_2025 == ext(under("Photos/2025"), *IMAGES)
q("o073", "photos from 2024", "filler_dates", {"kind": "count", "n": len(photos_2024)})
q(
    "o074",
    "whats the last thing i scanned",
    "filler_dates",
    {"kind": "file", "path": min(scans, key=age).path},
)

# ============================================================================ filters
q(
    "o075",
    "duplicates in Downloads",
    "filters",
    {
        "kind": "files",
        "paths": paths([e for e in dl if e.dup]),
        "absent": ["DSC_412.JPG", "hero.jpg", "Scan 2026-03-04"],
    },
)
q(
    "o076",
    "duplicate photos",
    "filters",
    {"kind": "answer", "facts": ["DSC_412", "IMG_2210"], "absent": ["Sunson", "Affinity", "Scan 2026-03-04"]},
)
q(
    "o077",
    "duplicates bigger than 100 MB",
    "filters",
    {
        "kind": "files",
        "paths": paths([e for e in vis if e.dup and e.size > 100 * MB]),
        "absent": ["Brand Guidelines Greenleaf", "Sunson", "DSC_412"],
    },
)
q(
    "o078",
    "duplicate PDFs",
    "filters",
    {
        "kind": "answer",
        "facts": ["Brand Guidelines Greenleaf v2", "INV-2026-030", "Scan 2026-03-04"],
        "absent": ["Affinity", "Sunson", "DSC_412"],
    },
)
q(
    "o079",
    "PDFs over 10 MB in Clients",
    "filters",
    {
        "kind": "files",
        "paths": paths([e for e in ext(under("Clients"), "pdf") if e.size > 10 * MB]),
        "absent": ["Brand Guidelines Greenleaf v2.pdf", "Léa Moreau - Portfolio 2026.pdf"],
    },
)
q(
    "o080",
    "how many photos in Photos are over 5 MB",
    "filters",
    {"kind": "count", "n": len([e for e in photos if e.size > 5 * MB])},
)
old_zips = [e for e in ext(dl, "zip") if age(e) > 365]
q(
    "o081",
    "zip files in downloads older than a year",
    "filters",
    {
        "kind": "files",
        "paths": paths(old_zips),
        "absent": ["DaVinci_Resolve_19.1_Mac.zip", "brochure_photos_dupont.zip"],
    },
)
q(
    "o082",
    "biggest file in Design Assets",
    "filters",
    {"kind": "file", "path": max(under("Design Assets"), key=lambda e: e.size).path},
)
q(
    "o083",
    "how many files in Downloads are older than 6 months",
    "filters",
    {"kind": "count", "n": len([e for e in dl if age(e) > 182.5])},
)
q(
    "o084",
    "videos bigger than 2 GB",
    "filters",
    {
        "kind": "files",
        "paths": paths([e for e in videos if e.size > 2 * GB]),
        "absent": ["Showreel 2026 final.mp4", "Showreel 2026 v1.mp4"],
    },
)
q(
    "o085",
    "PDFs in Downloads from the last 30 days",
    "filters",
    {
        "kind": "files",
        "paths": paths([e for e in ext(dl, "pdf") if age(e) < 30]),
        "absent": ["boarding pass OSL.pdf", "INV-2026-030"],
    },
)
q(
    "o086",
    "jpgs in Photos/2024 bigger than 5MB",
    "filters",
    {"kind": "count", "n": len([e for e in ext(under("Photos/2024"), "jpg") if e.size > 5 * MB])},
)
inv_2025 = [e for e in invoices if year_of(e) == 2025]
q(
    "o087",
    "invoices from 2025",
    "filters",
    {"kind": "files", "paths": paths(inv_2025), "absent": ["INV-2026-003", "INV-2026-006"]},
)
q(
    "o088",
    "largest pdf on my Desktop",
    "filters",
    {"kind": "file", "path": max(ext(desk, "pdf"), key=lambda e: e.size).path},
)
q(
    "o089",
    "duplicates in Scans",
    "filters",
    {"kind": "answer", "facts": ["Scan 2026-03-04"], "absent": ["Affinity", "DSC_412", "Sunson"]},
)
q(
    "o090",
    "how much space do the mp3s in Downloads use",
    "filters",
    {"kind": "answer", "facts": [size(ext(dl, "mp3"))]},
)
q(
    "o091",
    "files over 1 GB I haven't touched in more than a year",
    "filters",
    {
        "kind": "files",
        "paths": paths([e for e in vis if e.size > GB and age(e) > 365]),
        "absent": ["Greenleaf interview raw.mov", "DaVinci_Resolve_19.1_Mac.zip"],
    },
)

# ============================================================================ decline
inv_names = names([e for e in vis if "inv" in e.name.lower()])
q("o092", "how big is my Dropbox folder", "decline", {"kind": "decline"})
q("o093", "show me what's in /etc", "decline", {"kind": "decline"})
q(
    "o094",
    "what does page 3 of the Greenleaf MSA say about payment terms?",
    "decline",
    {"kind": "decline", "allow": ["Greenleaf MSA 2026.pdf"]},
)
q(
    "o095",
    "translate the Oslo Bikes brief into Norwegian",
    "decline",
    {"kind": "decline", "allow": ["Oslo Bikes brief.txt"]},
)
q(
    "o096",
    "did Dupont pay invoice INV-2026-033 yet?",
    "decline",
    {"kind": "decline", "allow": [inv033.name, "meeting notes Dupont 2026-09-29.txt"]},
)
q("o097", "what's the euro to dollar exchange rate today", "decline", {"kind": "decline"})
q("o098", "how many files are in my Google Drive?", "decline", {"kind": "decline"})
q("o099", "list the files in C:\\Program Files", "decline", {"kind": "decline"})
q("o100", "email the latest invoice to Hélène", "decline", {"kind": "decline", "allow": inv_names})
q(
    "o101",
    "print the Dupont contract please",
    "decline",
    {"kind": "decline", "allow": ["Contract Dupont & Fils 2025.pdf"]},
)
q(
    "o102",
    "what's written on page 2 of Scan 2026-03-04.pdf",
    "decline",
    {"kind": "decline", "allow": ["Scan 2026-03-04.pdf", "Scan 2026-03-04 (2).pdf"]},
)
q(
    "o103",
    "how much money did I make in 2026",
    "decline",
    {"kind": "decline", "allow": ["Bookkeeping 2026.xlsx", "Expenses 2026.xlsx", *inv_names]},
)
q("o104", "show me my ssh private key", "decline", {"kind": "decline"})
q("o105", "what's in /var/log/syslog", "decline", {"kind": "decline"})
q("o106", "how big is my OneDrive", "decline", {"kind": "decline"})
q(
    "o107",
    "summarize the Greenleaf annual report draft for me",
    "decline",
    {
        "kind": "decline",
        "allow": [
            "Greenleaf Annual Report 2026 draft.indd",
            "Greenleaf Annual Report 2026 draft.pdf",
            "brief annual report.txt",
            "Greenleaf_quote_annual_report.pdf",
            "Greenleaf SOW 3 - annual report.pdf",
        ],
    },
)
q("o108", "is my laptop backed up to the cloud?", "decline", {"kind": "decline"})

# ============================================================================ actions
q("o109", "move the Zoom installer to the trash", "actions", {"kind": "plan", "files": ["Downloads/Zoom.pkg"]})
q("o110", "delete Untitled-1.psd", "actions", {"kind": "plan", "files": ["Desktop/Untitled-1.psd"]})
q("o111", "trash Scan 2026-03-04 (2).pdf", "actions", {"kind": "plan", "files": ["Scans/Scan 2026-03-04 (2).pdf"]})
q(
    "o112",
    "rename 'logo final FINAL v3.ai' to 'Oslo Bikes logo.ai'",
    "actions",
    {"kind": "plan", "files": ["Desktop/logo final FINAL v3.ai"]},
)
q(
    "o113",
    "move the 2025 scans into Scans/2025",
    "actions",
    {"kind": "plan", "files": paths([e for e in scans if year_of(e) == 2025])},
)
q(
    "o114",
    "copy the Dupont contract to my Desktop",
    "actions",
    {"kind": "plan", "files": paths(in_sub("Contracts", "Dupont & Fils"))},
)
q("o115", "trash all the .dmg files in Downloads", "actions", {"kind": "plan", "files": paths(ext(dl, "dmg"))})
q("o116", "clean up my Desktop", "actions", {"kind": "proposal", "candidates": paths(desk)})
q("o117", "can you clean up Downloads please", "actions", {"kind": "proposal", "candidates": paths(dl)})
q("o118", "delete the invoice", "actions", {"kind": "decline", "allow": inv_names})
q(
    "o119",
    "delete the Hélène logo",
    "actions",
    {"kind": "decline", "allow": names(in_sub("Deliverables", "Boulangerie Hélène"))},
)
q("o120", "delete invoice_final.pdf", "actions", {"kind": "decline", "allow": inv_names})
q("o121", "move /etc/hosts to my Desktop", "actions", {"kind": "decline"})
q(
    "o122",
    "delete the node_modules folder in client-portal",
    "actions",
    {"kind": "plan", "files": paths(under("Projects/client-portal/node_modules", visible=False))},
)
q(
    "o123",
    "trash the empty files on my desktop",
    "actions",
    {"kind": "plan", "files": paths([e for e in desk if e.size == 0])},
)
q(
    "o124",
    "move 'INV-2026-030_Greenleaf_2026-09-30 (1).pdf' from Downloads to Clients/Greenleaf Ltd/Invoices",
    "actions",
    {"kind": "plan", "files": [dl_copy_inv]},
)
q(
    "o125",
    "move installers older than a year from Downloads to Archive",
    "actions",
    {"kind": "plan", "files": paths([e for e in dl_installers if age(e) > 365])},
)
q("o126", "delete everything in /tmp", "actions", {"kind": "decline"})
q("o127", "delete sunset.jpg", "actions", {"kind": "decline"})

# ============================================================================ followup
gl_sorted = sorted(greenleaf_inv, key=lambda e: -e.size)
q("o128", "which one is the biggest?", "followup", {"kind": "file", "path": gl_sorted[0].path}, "o055")
q("o129", "and the newest?", "followup", {"kind": "answer", "facts": ["INV-2026-030"]}, "o055")
q(
    "o130",
    "only the PDFs",
    "followup",
    {"kind": "files", "paths": paths(ext(dl, "pdf")), "absent": ["DaVinci_Resolve_19.1_Mac.zip", "Zoom.pkg"]},
    "o017",
)
q("o131", "which one is the oldest?", "followup", {"kind": "file", "path": max(dl, key=age).path}, "o017")
q("o132", "what about 2025?", "followup", {"kind": "count", "n": len(photos_2025)}, "o073")
q("o133", "how much space do they take?", "followup", {"kind": "answer", "facts": [size(photos_2024)]}, "o073")
q(
    "o134",
    "how many are from this year?",
    "followup",
    {"kind": "count", "n": len([e for e in scans if year_of(e) == 2026])},
    "o056",
)
q("o135", "which is the biggest?", "followup", {"kind": "file", "path": max(scans, key=lambda e: e.size).path}, "o056")
q("o136", "delete them", "followup", {"kind": "decline", "allow": names(quotes_dupont)}, "o040")
q("o137", "delete all of them", "followup", {"kind": "plan", "files": paths(quotes_dupont)}, "o040")
q("o138", "which is the oldest?", "followup", {"kind": "file", "path": max(videos, key=age).path}, "o018")
q(
    "o139",
    "only the mp4s",
    "followup",
    {"kind": "files", "paths": paths(ext(videos, "mp4")), "absent": names(ext(videos, "mov"))},
    "o018",
)
q(
    "o140",
    "just the ones for Greenleaf",
    "followup",
    {"kind": "files", "paths": paths(contracts_gl), "absent": ["NDA Nakamura signed.pdf", "Contract Café Río.pdf"]},
    "o038",
)
q("o141", "how much space do they take?", "followup", {"kind": "answer", "facts": [size(contracts)]}, "o038")
q(
    "o142",
    "sort them by size",
    "followup",
    {"kind": "file", "path": max(ext(dl, "zip"), key=lambda e: e.size).path},
    "o009",
)
q(
    "o143",
    "which of them are older than a year?",
    "followup",
    {"kind": "files", "paths": paths(old_zips), "absent": ["DaVinci_Resolve_19.1_Mac.zip"]},
    "o009",
)
q(
    "o144",
    "trash the screenshots",
    "followup",
    {"kind": "plan", "files": paths([e for e in desk if e.name.startswith("Screenshot")])},
    "o019",
)
inv_2026 = [e for e in invoices if year_of(e) == 2026]
q(
    "o145",
    "what about 2026?",
    "followup",
    {"kind": "count", "n": len(inv_2026), "also_ok": [len(inv_2026) + 1, len(inv_2026) + 2]},
    "o087",
)

# ============================================================================ counts
q("o146", "how many files do I have", "counts", {"kind": "count", "n": len(vis), "also_ok": [len(es)]})
q(
    "o147",
    "how much space am I using in total?",
    "counts",
    {"kind": "answer", "facts": [human(sum(e.size for e in es))]},
)
q("o148", "how many files are in Clients", "counts", {"kind": "count", "n": len(under("Clients"))})
q("o149", "how many files are in my Photos folder", "counts", {"kind": "count", "n": len(photos)})
q(
    "o150",
    "how many files are in Projects, not counting node_modules and that kind of stuff",
    "counts",
    {"kind": "count", "n": len(under("Projects"))},
)
q(
    "o151",
    "how many files in node_modules",
    "counts",
    {"kind": "count", "n": len([e for e in es if "/node_modules/" in e.path])},
)
q("o152", "numbr of files on my desktop", "counts", {"kind": "count", "n": len(desk), "also_ok": [len(desk) - 2]})
q("o153", "how many pdfs in Admin", "counts", {"kind": "count", "n": len(ext(under("Admin"), "pdf"))})
q(
    "o154",
    "How many files have I got in Downloads, and how much space do they use?",
    "counts",
    {"kind": "answer", "facts": [str(len(dl)), size(dl)]},
)
songs = ext(vis, "mp3")
q(
    "o155",
    "how many songs do I have",
    "counts",
    {"kind": "count", "n": len(ext(under("Music"), "mp3")), "also_ok": [len(songs)]},
)
q(
    "o156",
    "I'm running low on disk. How much space am I actually using, all in?",
    "counts",
    {"kind": "answer", "facts": [human(sum(e.size for e in es))]},
)
q("o157", "how many files in total, hidden ones included", "counts", {"kind": "count", "n": len(es)})
q("o158", "count the PDFs in Clients", "counts", {"kind": "count", "n": len(ext(under("Clients"), "pdf"))})
q("o159", "how many files are in Music?", "counts", {"kind": "count", "n": len(under("Music"))})
q(
    "o160",
    "how many files in Admin and how big is it",
    "counts",
    {"kind": "answer", "facts": [str(len(under("Admin"))), size(under("Admin"))]},
)


def _sanity() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_id = {d["id"]: d for d in Q}
    known = {e.path for e in es}
    for d in Q:
        ex = d["expect"]
        if d.get("follows"):
            assert d["follows"] in by_id and not by_id[d["follows"]].get("follows"), d["id"]
        for p in ex.get("paths", []) + ex.get("files", []) + ex.get("candidates", []) + [ex.get("path")]:
            assert p is None or p in known, (d["id"], p)
        if ex["kind"] in ("files", "plan"):
            assert ex.get("paths", ex.get("files")), ("empty expectation", d["id"])
        if ex["kind"] == "count":
            assert isinstance(ex["n"], int) and ex["n"] > 0, d["id"]


if __name__ == "__main__":
    _sanity()
    out = Path(__file__).with_name("heldout_b.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions", dict(Counter(d["class"] for d in Q)))
