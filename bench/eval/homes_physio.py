"""A generated home for the held-out set T (heldout_T.jsonl): a household of three sharing one computer.

Dr Sinéad Murphy-Adeyemi, a physiotherapist with a small private clinic ("Murphy Physio"); her husband Femi
Adeyemi, a freelance video editor; and her mother Bernadette Murphy (74), who lives with them and does the family
history (the Murphys and Byrnes of Dún Laoghaire, once Kingstown).

Shape: Clinic/ (Appointments: monthly appointment exports .csv; Invoices/<year>: invoices to patients numbered
"INV-2026-0412 - C Doyle.pdf"; Insurer claims/<Bupa|AXA|Vitality>: claim forms, remittance advices and each
insurer's agreement; Ex sheets/<body part>: exercise sheets as PDFs "knee - ACL rehab phase 2.pdf" with a few .docx
sources; Marketing (flyers in versions, Canva exports, the logo, photos of the rooms); CPD & Registration (HCPC, CSP,
course certificates, a CPD log); Premises & Insurance (the lease, its renewal letter, insurance policies); Payroll
(one receptionist, Aoife Brennan: monthly payslips, contract, P60s); Accounts/<tax year 2023-24 … 2026-27>; a small
website repo with .git and node_modules; a text handover note). Video/ (Clients/"YYYY-MM - Client - job" with Rushes
(huge .braw, .MP4, .MOV), Proxies, Project (.prproj, .drp, auto-saves), Exports ("v1", "v2", "FINAL", "final
final"), Music, Graphics; five jobs, two for Brightside Charity; Showreel; Music licences; Invoices "FA-2026-012
Brightside Charity.pdf"; LUTs; Stock footage). Family History/ (GEDCOM .ged trees and an Ancestry export, Old photos
as large TIFFs named by person and year "Granny Kate 1952.tif" with a folder of unsorted "SCAN0001.TIF", Parish
records, Letters typed up (.docx), Emails saved as .eml, the Adeyemi side with Yoruba names "Adébáyọ̀", research
notes). Bernadette/ (Book club list, pension letters, a bus pass form, recipes, an empty Word file). Pictures (phone
photos IMG_YYYYMMDD_HHMMSS.jpg, screenshots, Christmas and a 40th birthday in .HEIC). Downloads (installers, zips,
"(1)" copies and exact duplicates of files elsewhere, a half-finished .crdownload, an empty file); Desktop clutter;
hidden dotfiles, .ssh, .cache (thumbnails and a DaVinci render cache), .DS_Store files.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written) to within a day
(`_clear` may move a file a day later to keep it off a boundary). Visible files avoid the ages that sit on a date
boundary of set T's questions (BAD_WINDOWS, checked by `_check_physio`); the files dated Nov 19 are month-day
anchors ("11-19").
"""

from __future__ import annotations

import datetime as _dt
import random

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

GB = 1000 * MB
TODAY = _dt.date(2026, 11, 24)


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


def iso_of(age: float) -> _dt.date:
    return TODAY - _dt.timedelta(days=int(age))


def _days_to(iso: str) -> int:
    return (TODAY - _dt.date.fromisoformat(iso)).days


# Date boundaries of set T's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 60, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-07-01",
    "2026-06-01",
    "2026-04-01",
    "2026-03-01",
    "2026-01-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(3.4, 7.8)]  # Nov 19 (a named day, only its anchors) and the week


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

CL = "Clinic"
VC = "Video/Clients"
FH = "Family History"
BD = "Bernadette"

# Jobs of Femi's: folder name -> short name used in his file names
JOBS = {
    "2025-10 - Adébáyọ̀ Foods - product ads": "Adebayo Foods",
    "2026-03 - Brightside Charity - volunteer stories": "Brightside volunteers",
    "2026-06 - Okonkwo & Daughters - wedding": "Okonkwo wedding",
    "2026-09 - Brightside Charity - appeal film": "Brightside appeal",
    "2026-11 - Northside Gym - promo": "Northside promo",
}
J_ADE, J_BVOL, J_OKO, J_BAPP, J_NORTH = (f"{VC}/{k}" for k in JOBS)

SURNAMES = [
    "Doyle",
    "Kelly",
    "Walsh",
    "O'Brien",
    "Byrne",
    "Ryan",
    "Nolan",
    "Hughes",
    "Patel",
    "Khan",
    "Smith",
    "Jones",
    "Taylor",
    "Wilson",
    "Okafor",
    "Nowak",
    "Evans",
    "Murray",
    "Quinn",
    "Lynch",
    "Ahmed",
    "Clarke",
    "Ó Súilleabháin",
    "Fitzgerald",
    "Brennan-Lee",
    "Mensah",
    "Kowalski",
    "Dunne",
    "Farrell",
    "Sheridan",
]
INITIALS = "ABCDEFGHJKLMNPRST"


def physio() -> list[Entry]:
    r = random.Random(2611)
    E: list[Entry] = []
    a = E.append

    # ============================================================ Clinic: appointments exports (3rd of next month)
    for y, m in _months("2025-06", 17):  # 2025-06 … 2026-10
        ny, nm = divmod(y * 12 + m, 12)
        made = f"{ny}-{nm + 1:02d}-03"
        a(
            Entry(
                f"{CL}/Appointments/appointments export {y}-{m:02d}.csv", r.randint(40 * KB, 95 * KB), _clear(ago(made))
            )
        )
    a(
        T(
            f"{CL}/Appointments/DNA list Nov 2026.txt",
            _clear(ago("2026-11-12")),
            "Did not attend, November\n11/11 P Nowak 9:15 (2nd DNA, charge late fee)\n"
            "12/11 R Sheridan 14:00 (rang after, rebooked)\n",
        )
    )

    # ================================================================== Clinic: invoices to patients
    inv: list[tuple[str, float]] = []
    age = 5.0  # INV-2026-0412 is the Nov 19 anchor
    for n in range(412, 352, -1):
        surname = SURNAMES[(n * 7) % len(SURNAMES)]
        name = f"INV-2026-{n:04d} - {INITIALS[n % len(INITIALS)]} {surname}.pdf"
        if n == 412:
            name = "INV-2026-0412 - C Doyle.pdf"
            a(Entry(f"{CL}/Invoices/2026/{name}", 68 * KB, "11-19"))
        else:
            age = _clear(age + 1.6 + r.random() * 1.4)
            a(Entry(f"{CL}/Invoices/2026/{name}", r.randint(55 * KB, 80 * KB), age))
        inv.append((name, age))
    for n in range(540, 510, -1):
        surname = SURNAMES[(n * 11) % len(SURNAMES)]
        d = _dt.date(2025, 12, 23) - _dt.timedelta(days=int((540 - n) * 1.9))
        name = f"INV-2025-{n:04d} - {INITIALS[n % len(INITIALS)]} {surname}.pdf"
        a(Entry(f"{CL}/Invoices/2025/{name}", r.randint(55 * KB, 80 * KB), _clear(ago(d.isoformat()))))
    a(Entry(f"{CL}/Invoices/invoice template.docx", 48 * KB, ago("2025-01-14")))

    # ================================================================== Clinic: insurer claims
    IC = f"{CL}/Insurer claims"
    bupa = [
        ("Hughes", "2026-06-09"),
        ("Walsh", "2026-06-23"),
        ("Patel", "2026-07-14"),
        ("Kelly", "2026-07-28"),
        ("Nolan", "2026-08-11"),
        ("Taylor", "2026-08-25"),
        ("Murray", "2026-09-08"),
        ("Quinn", "2026-09-22"),
        ("Dunne", "2026-10-06"),
        ("Evans", "2026-10-20"),
        ("Farrell", "2026-11-10"),
    ]
    for s, d in bupa:
        a(Entry(f"{IC}/Bupa/Bupa claim - {s} - {d}.pdf", r.randint(120 * KB, 240 * KB), _clear(ago(d))))
    a(Entry(f"{IC}/Bupa/Bupa claim - Doyle - 2026-11-19.pdf", 175 * KB, "11-19"))
    for y, m in _months("2026-05", 6):  # remittances May … Oct, sent on the 15th of the next month
        ny, nm = divmod(y * 12 + m, 12)
        a(
            Entry(
                f"{IC}/Bupa/Bupa remittance advice {MON[m - 1]} {y}.pdf",
                r.randint(60 * KB, 110 * KB),
                _clear(ago(f"{ny}-{nm + 1:02d}-15")),
            )
        )
    a(Entry(f"{IC}/Bupa/Bupa provider agreement 2025.pdf", 1_400 * KB, ago("2025-03-18")))
    for s, d in [
        ("Ryan", "2026-05-19"),
        ("Smith", "2026-07-07"),
        ("Okafor", "2026-08-18"),
        ("Lynch", "2026-09-29"),
        ("Clarke", "2026-10-27"),
    ]:
        a(Entry(f"{IC}/AXA/AXA Health claim form - {s}.pdf", r.randint(200 * KB, 380 * KB), _clear(ago(d))))
        a(Entry(f"{IC}/AXA/AXA pre-authorisation - {s}.pdf", r.randint(50 * KB, 90 * KB), _clear(ago(d) + 6)))
    a(Entry(f"{IC}/AXA/AXA fee schedule 2026.pdf", 520 * KB, ago("2026-01-20")))
    for s, d in [("Khan", "2026-06-16"), ("Jones", "2026-08-04"), ("Mensah", "2026-09-15"), ("Nowak", "2026-10-13")]:
        a(Entry(f"{IC}/Vitality/Vitality claim {s} {d[:7]}.pdf", r.randint(100 * KB, 200 * KB), _clear(ago(d))))
    a(Entry(f"{IC}/Vitality/Vitality recognised practitioner letter.pdf", 210 * KB, ago("2024-11-05")))
    a(Entry(f"{IC}/claims tracker 2026.xlsx", 64 * KB, _clear(ago("2026-11-13"))))

    # ================================================================== Clinic: exercise sheets by body part
    EX = f"{CL}/Ex sheets"
    sheets = {
        "Knee": [
            "knee - ACL rehab phase 1",
            "knee - ACL rehab phase 2",
            "knee - ACL rehab phase 3",
            "knee - patellofemoral pain",
            "knee - post TKR week 1-6",
            "knee - osteoarthritis strengthening",
        ],
        "Shoulder": [
            "shoulder - rotator cuff strengthening",
            "shoulder - frozen shoulder stretches",
            "shoulder - post dislocation phase 1",
            "shoulder - impingement",
        ],
        "Lower back": [
            "lower back - McKenzie extensions",
            "lower back - core stability level 1",
            "lower back - core stability level 2",
            "lower back - sciatica nerve glides",
        ],
        "Neck": ["neck - desk worker stretches", "neck - whiplash early mobility"],
        "Ankle & foot": [
            "ankle - sprain balance progression",
            "ankle - Achilles tendinopathy loading",
            "foot - plantar fasciitis",
        ],
        "Hip": ["hip - post THR week 1-6", "hip - glute med strengthening", "hip - bursitis"],
    }
    for part, names in sheets.items():
        for nm in names:
            a(Entry(f"{EX}/{part}/{nm}.pdf", r.randint(180 * KB, 1_600 * KB), _clear(200.3 + r.random() * 400)))
    # the newest versions, and the sources she edits
    a(Entry(f"{EX}/Knee/knee - ACL rehab phase 2.docx", 96 * KB, _clear(ago("2026-10-21"))))
    a(Entry(f"{EX}/Lower back/lower back - core stability level 2.docx", 88 * KB, _clear(ago("2026-09-16"))))
    a(Entry(f"{EX}/Running/running - return to run programme.pdf", 720 * KB, _clear(ago("2026-11-11"))))
    a(Entry(f"{EX}/Running/running - calf raise progression.pdf", 410 * KB, _clear(ago("2026-11-11"))))
    a(Entry(f"{EX}/ex sheet template.docx", 52 * KB, ago("2025-02-04"), dup="extemplate"))

    # ================================================================== Clinic: marketing
    MK = f"{CL}/Marketing"
    for n, s, d, dup in [
        ("clinic flyer A5 v1.pdf", 2_100 * KB, "2026-02-10", None),
        ("clinic flyer A5 v2.pdf", 2_300 * KB, "2026-02-17", None),
        ("clinic flyer A5 FINAL.pdf", 2_400 * KB, "2026-02-24", "flyerfinal"),
        ("spring open day flyer.pdf", 3_100 * KB, "2026-03-19", None),
        ("Canva exports/Canva - spring open day poster.png", 4_800 * KB, "2026-03-19", None),
        ("Canva exports/Canva - Instagram - 5 tips for runners.png", 1_300 * KB, "2026-09-23", None),
        ("Canva exports/Canva - Instagram - desk posture.png", 1_100 * KB, "2026-10-14", None),
        ("Canva exports/Canva - Instagram - Christmas opening hours.png", 1_200 * KB, "2026-11-17", None),
        ("Canva exports/Canva - Facebook cover.jpg", 900 * KB, "2025-11-12", None),
        ("logo/Murphy Physio logo.svg", 38 * KB, "2024-09-02", None),
        ("logo/Murphy Physio logo.png", 420 * KB, "2024-09-02", None),
        ("logo/Murphy Physio logo white.PNG", 380 * KB, "2024-09-02", None),
        ("business cards.pdf", 650 * KB, "2024-09-20", None),
        ("Google Business photos/treatment room 1.jpg", 3_400 * KB, "2025-05-06", None),
        ("Google Business photos/treatment room 2.jpg", 3_200 * KB, "2025-05-06", None),
        ("Google Business photos/reception.jpg", 3_600 * KB, "2025-05-06", None),
        ("Google Business photos/gym area.jpg", 3_900 * KB, "2025-05-06", None),
        ("price list 2026.docx", 41 * KB, "2026-01-08", None),
    ]:
        a(Entry(f"{MK}/{n}", s, _clear(ago(d)), dup=dup))

    # ================================================================== Clinic: CPD & registration
    CP = f"{CL}/CPD & Registration"
    for n, s, d in [
        ("HCPC registration certificate 2024-2026.pdf", 310 * KB, "2024-03-12"),
        ("HCPC renewal confirmation 2026.pdf", 180 * KB, "2026-02-26"),
        ("HCPC CPD audit - not selected letter.pdf", 95 * KB, "2026-04-14"),
        ("CSP membership 2026.pdf", 140 * KB, "2026-01-13"),
        ("CPD log 2025-26.xlsx", 72 * KB, "2026-11-09"),
        ("CPD log 2024-25.xlsx", 66 * KB, "2025-08-29"),
        ("certificates/dry needling level 2 certificate.pdf", 420 * KB, "2025-05-18"),
        ("certificates/vestibular rehab course certificate.pdf", 380 * KB, "2026-05-24"),
        ("certificates/Pilates for rehab - APPI certificate.pdf", 450 * KB, "2024-10-06"),
        ("certificates/first aid at work 2025.pdf", 260 * KB, "2025-09-09"),
        ("certificates/safeguarding adults level 2.pdf", 210 * KB, "2026-07-23"),
    ]:
        a(Entry(f"{CP}/{n}", s, _clear(ago(d))))
    a(Entry(f"{CP}/course notes - vestibular rehab.pdf", 14 * MB, _clear(ago("2026-05-24"))))

    # ================================================================== Clinic: premises & insurance
    PR = f"{CL}/Premises & Insurance"
    for n, s, d in [
        ("lease - Unit 4, 18 Beech Road.pdf", 3_800 * KB, "2023-08-30"),
        ("lease renewal offer 2026.pdf", 420 * KB, "2026-10-08"),
        ("rent schedule 2026.xlsx", 28 * KB, "2026-01-05"),
        ("professional indemnity insurance 2026-27.pdf", 890 * KB, "2026-04-03"),
        ("public liability insurance 2026-27.pdf", 760 * KB, "2026-04-03"),
        ("professional indemnity insurance 2025-26.pdf", 870 * KB, "2025-04-04"),
        ("fire risk assessment.docx", 66 * KB, "2025-11-20"),
        ("electrical safety certificate.pdf", 540 * KB, "2024-06-12"),
    ]:
        a(Entry(f"{PR}/{n}", s, _clear(ago(d))))

    # ================================================================== Clinic: payroll (one receptionist)
    PY = f"{CL}/Payroll/Aoife Brennan"
    for y, m in _months("2025-04", 19):  # 2025-04 … 2026-10, on the 28th
        a(Entry(f"{PY}/payslip {y}-{m:02d}.pdf", r.randint(60 * KB, 75 * KB), _clear(ago(f"{y}-{m:02d}-28"))))
    a(Entry(f"{PY}/contract of employment - Aoife Brennan.pdf", 260 * KB, ago("2025-03-24")))
    a(Entry(f"{PY}/P60 Aoife Brennan 2025-26.pdf", 90 * KB, ago("2026-05-12")))
    a(Entry(f"{PY}/holiday tracker 2026.xlsx", 22 * KB, _clear(ago("2026-11-06"))))
    a(Entry(f"{CL}/Payroll/payroll summary 2025-26.xlsx", 35 * KB, ago("2026-04-20")))

    # ================================================================== Clinic: accounts by tax year
    AC = f"{CL}/Accounts"
    for ty, d in (("2023-24", "2024-11-21"), ("2024-25", "2025-12-02"), ("2025-26", "2026-10-29")):
        a(Entry(f"{AC}/{ty}/self assessment {ty}.pdf", r.randint(300 * KB, 600 * KB), _clear(ago(d))))
        a(Entry(f"{AC}/{ty}/profit & loss {ty}.xlsx", r.randint(40 * KB, 90 * KB), _clear(ago(d) + 12)))
        a(Entry(f"{AC}/{ty}/expenses {ty}.xlsx", r.randint(50 * KB, 120 * KB), _clear(ago(d) + 15)))
        a(Entry(f"{AC}/{ty}/business bank statements {ty}.pdf", r.randint(2 * MB, 5 * MB), _clear(ago(d) + 20)))
    a(Entry(f"{AC}/2024-25/accountant's letter - Hanley & Co.pdf", 120 * KB, ago("2025-12-04")))
    a(Entry(f"{AC}/2026-27/income & expenses 2026-27.xlsx", 58 * KB, _clear(ago("2026-11-13"))))
    a(Entry(f"{AC}/2026-27/mileage log 2026-27.xlsx", 19 * KB, _clear(ago("2026-11-02"))))

    # ================================================================== Clinic: handover note, website repo
    a(
        T(
            f"{CL}/receptionist handover.txt",
            _clear(ago("2026-10-19")),
            "Handover for Aoife\n- Card machine: restart if it freezes, the code is on the back.\n"
            "- Bupa patients: take the authorisation number before the first session.\n"
            "- Late cancellation fee is 25 pounds, waived once.\n",
        )
    )
    WS = f"{CL}/Website/murphy-physio-site"
    a(T(f"{WS}/index.html", ago("2025-06-02"), "<h1>Murphy Physio</h1>\n<p>Sports and MSK physiotherapy.</p>\n"))
    a(T(f"{WS}/package.json", ago("2025-06-02"), '{"name": "murphy-physio-site", "private": true}\n'))
    a(T(f"{WS}/.git/HEAD", ago("2025-06-02"), "ref: refs/heads/main\n"))
    for _i in range(10):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{WS}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 40_000), ago("2025-06-02") + r.random() * 40))
    for p in ("astro", "vite", "sharp"):
        for f in ("package.json", "index.js", "README.md"):
            a(Entry(f"{WS}/node_modules/{p}/{f}", r.randint(300, 300_000), ago("2025-06-02")))

    # ================================================================== Video: client jobs
    def braw(base: str, reel: int, day: str, n: int, lo: int, hi: int) -> None:
        dd = _dt.date.fromisoformat(day)
        for c in range(1, n + 1):
            nm = f"A{reel:03d}_{dd:%m%d}{r.randint(9, 17):02d}{r.randint(0, 59):02d}_C{c:03d}.braw"
            a(Entry(f"{base}/Rushes/{day} day {reel}/{nm}", r.randint(lo, hi), _clear(ago(day))))

    def proxies(base: str, made: str) -> None:
        for e in [x for x in E if x.path.startswith(base + "/Rushes/") and x.path.endswith(".braw")]:
            stem = e.name.rsplit(".", 1)[0]
            a(Entry(f"{base}/Proxies/{stem}_Proxy.mov", e.size // 14, _clear(ago(made))))

    # 1. Adébáyọ̀ Foods, product ads (Oct 2025): Sony .MP4 rushes, Premiere
    for c in range(1, 25):
        a(Entry(f"{J_ADE}/Rushes/C{c:04d}.MP4", r.randint(900 * MB, 4_200 * MB), ago("2025-10-08")))
    a(Entry(f"{J_ADE}/Project/Adebayo Foods ads.prproj", 38 * MB, ago("2025-11-03")))
    for n, d in [
        ("Adébáyọ̀ Foods - jollof ad 30s v1.mp4", "2025-10-20"),
        ("Adébáyọ̀ Foods - jollof ad 30s FINAL.mp4", "2025-11-03"),
        ("Adébáyọ̀ Foods - pepper sauce ad 15s FINAL.mp4", "2025-11-03"),
        ("Adébáyọ̀ Foods - jollof ad 9x16 FINAL.mp4", "2025-11-04"),
    ]:
        a(Entry(f"{J_ADE}/Exports/{n}", r.randint(90 * MB, 320 * MB), ago(d)))
    a(Entry(f"{J_ADE}/Graphics/Adebayo Foods logo.ai", 6 * MB, ago("2025-10-01") + 3))

    # 2. Brightside Charity, volunteer stories (Mar 2026): BRAW, Premiere
    braw(J_BVOL, 1, "2026-03-10", 14, 2 * GB, 9 * GB)
    braw(J_BVOL, 2, "2026-03-11", 10, 2 * GB, 9 * GB)
    proxies(J_BVOL, "2026-03-13")
    a(Entry(f"{J_BVOL}/Project/Brightside volunteers.prproj", 44 * MB, _clear(ago("2026-04-14"))))
    for n, d in [
        ("Brightside volunteers v1.mp4", "2026-03-27"),
        ("Brightside volunteers v2.mp4", "2026-04-08"),
        ("Brightside volunteers FINAL.mp4", "2026-04-14"),
        ("Brightside volunteers - Maureen's story 60s FINAL.mp4", "2026-04-15"),
    ]:
        a(Entry(f"{J_BVOL}/Exports/{n}", r.randint(400 * MB, 1_300 * MB), _clear(ago(d))))

    # 3. Okonkwo & Daughters wedding (Jun 2026): Sony .MP4 and Zoom audio, DaVinci
    for c in range(1, 61):
        a(Entry(f"{J_OKO}/Rushes/Cam A/C{c:04d}.MP4", r.randint(500 * MB, 6 * GB), _clear(ago("2026-06-13"))))
    for c in range(1, 9):
        a(Entry(f"{J_OKO}/Rushes/Audio/ZOOM{c:04d}.WAV", r.randint(200 * MB, 900 * MB), _clear(ago("2026-06-13"))))
    a(Entry(f"{J_OKO}/Project/Okonkwo wedding.drp", 12 * MB, _clear(ago("2026-08-04"))))
    for n, d, dup in [
        ("Okonkwo wedding highlights v1.mp4", "2026-07-06", None),
        ("Okonkwo wedding highlights v2.mp4", "2026-07-21", None),
        ("Okonkwo wedding highlights FINAL.mp4", "2026-07-28", "okofinal"),
        ("Okonkwo wedding highlights final final.mp4", "2026-08-04", None),
        ("Okonkwo wedding full ceremony.mp4", "2026-07-28", None),
    ]:
        size = 2_350 * MB if dup else r.randint(1_500 * MB, 6_000 * MB)
        a(Entry(f"{J_OKO}/Exports/{n}", size, _clear(ago(d)), dup=dup))
    a(Entry(f"{J_OKO}/Music/Golden Hour - Musicbed.wav", 48 * MB, _clear(ago("2026-07-02"))))

    # 4. Brightside Charity, appeal film (Sep 2026): BRAW, proxies, Premiere with auto-saves
    braw(J_BAPP, 1, "2026-09-15", 18, 2 * GB, 12 * GB)
    braw(J_BAPP, 2, "2026-09-16", 12, 2 * GB, 12 * GB)
    proxies(J_BAPP, "2026-09-18")
    a(Entry(f"{J_BAPP}/Project/Brightside appeal.prproj", 61 * MB, _clear(ago("2026-10-30"))))
    for i, d in enumerate(["2026-10-26", "2026-10-28", "2026-10-29"]):
        a(
            Entry(
                f"{J_BAPP}/Project/Auto-Save/Brightside appeal-{i + 1}.prproj",
                r.randint(55 * MB, 61 * MB),
                _clear(ago(d)),
            )
        )
    for n, d, dup in [
        ("Brightside appeal v1.mp4", "2026-10-06", None),
        ("Brightside appeal v2.mp4", "2026-10-16", None),
        ("Brightside appeal FINAL.mp4", "2026-10-27", None),
        ("Brightside appeal final final.mp4", "2026-10-30", "bappff"),
        ("Brightside appeal FINAL.srt", "2026-10-27", None),
    ]:
        if n.endswith(".srt"):
            a(
                T(
                    f"{J_BAPP}/Exports/{n}",
                    _clear(ago(d)),
                    "1\n00:00:01,000 --> 00:00:04,000\nEvery winter, Brightside opens its doors.\n",
                )
            )
            continue
        size = 1_840 * MB if dup else r.randint(1_500 * MB, 2_200 * MB)
        a(Entry(f"{J_BAPP}/Exports/{n}", size, _clear(ago(d)), dup=dup))
    a(Entry(f"{J_BAPP}/Music/Hopeful Piano - Artlist.wav", 52 * MB, _clear(ago("2026-09-24"))))
    a(
        Entry(
            f"{J_BAPP}/Music/Artlist licence - Hopeful Piano.pdf", 160 * KB, _clear(ago("2026-09-24")), dup="artlistlic"
        )
    )
    a(Entry(f"{J_BAPP}/Graphics/Brightside lower thirds.mogrt", 3_200 * KB, _clear(ago("2026-10-02"))))
    a(Entry(f"{J_BAPP}/Graphics/Brightside logo.png", 240 * KB, _clear(ago("2026-09-10"))))
    a(
        T(
            f"{J_BAPP}/edit notes.txt",
            _clear(ago("2026-10-22")),
            "Brightside appeal - notes from the call with Hannah\n- logo bigger on the end card\n"
            "- swap the shot of the van for the kitchen one\n- donate link: brightside.org.uk/winter\n",
        )
    )

    # 5. Northside Gym promo (Nov 2026, in progress): iPhone .MOV and BRAW, DaVinci
    for i in range(40):
        a(
            Entry(
                f"{J_NORTH}/Rushes/iPhone/IMG_{4401 + i}.MOV",
                r.randint(300 * MB, 2_400 * MB),
                _clear(ago("2026-11-09")),
            )
        )
    braw(J_NORTH, 1, "2026-11-09", 16, 3 * GB, 11 * GB)
    a(Entry(f"{J_NORTH}/Project/Northside promo.drp", 9 * MB, 1.3))
    a(Entry(f"{J_NORTH}/Exports/Northside promo v1.mp4", 880 * MB, _clear(ago("2026-11-16"))))
    a(Entry(f"{J_NORTH}/Exports/Northside promo v2.mp4", 910 * MB, "11-19"))
    a(Entry(f"{J_NORTH}/Exports/Northside promo v3 graded.mp4", 940 * MB, 1.35))
    a(Entry(f"{J_NORTH}/Music/Upbeat Corporate 4 - Epidemic Sound.mp3", 9 * MB, _clear(ago("2026-11-12"))))
    a(Entry(f"{J_NORTH}/shot list.docx", 0, _clear(ago("2026-11-04"))))

    # ============================================================ Video: showreel, licences, invoices, LUTs, stock
    V = "Video"
    a(Entry(f"{V}/Showreel/Femi Adeyemi showreel 2026.mp4", 1_120 * MB, ago("2026-02-02")))
    a(Entry(f"{V}/Showreel/Femi Adeyemi showreel 2025.mp4", 980 * MB, ago("2025-01-20")))
    a(Entry(f"{V}/Showreel/showreel 2026.prproj", 22 * MB, ago("2026-02-02")))
    for n, s, d, dup in [
        ("Artlist licence - Hopeful Piano.pdf", 160 * KB, "2026-09-24", "artlistlic"),
        ("Musicbed licence - Golden Hour.pdf", 190 * KB, "2026-07-02", None),
        ("Epidemic Sound licence - Upbeat Corporate 4.pdf", 150 * KB, "2026-11-12", None),
        ("Artlist subscription receipt 2026.pdf", 80 * KB, "2026-01-16", None),
        ("PremiumBeat licence - Lagos Nights.pdf", 170 * KB, "2025-10-15", None),
    ]:
        a(Entry(f"{V}/Music licences/{n}", s, _clear(ago(d)), dup=dup))
    for n, d in [
        ("FA-2025-011 Adebayo Foods.pdf", "2025-11-05"),
        ("FA-2026-003 Brightside Charity.pdf", "2026-04-15"),
        ("FA-2026-007 Okonkwo & Daughters.pdf", "2026-08-05"),
        ("FA-2026-012 Brightside Charity.pdf", "2026-10-31"),
        ("FA-2026-013 Northside Gym - deposit.pdf", "2026-11-10"),
    ]:
        a(Entry(f"{V}/Invoices/{n}", r.randint(70 * KB, 130 * KB), _clear(ago(d))))
    a(Entry(f"{V}/Invoices/Femi invoice template.docx", 40 * KB, ago("2025-02-10")))
    a(Entry(f"{V}/Invoices/Femi expenses 2026-27.xlsx", 31 * KB, _clear(ago("2026-11-10"))))
    for n in ("Kodak 2383 print emulation.cube", "Fuji 3513.cube", "Rec709 to LogC.cube", "Teal & Orange.cube"):
        a(Entry(f"{V}/LUTs/{n}", r.randint(800 * KB, 1_300 * KB), ago("2025-03-02")))
    for n in ("drone - Manchester skyline dusk.mp4", "slow motion rain on window.mp4", "crowd timelapse.mov"):
        a(Entry(f"{V}/Stock footage/{n}", r.randint(400 * MB, 2_000 * MB), ago("2024-11-14")))

    # ================================================================== Family History
    a(Entry(f"{FH}/Murphy family tree.ged", 1_840 * KB, _clear(ago("2026-11-15")), dup="gedmain"))
    a(Entry(f"{FH}/Murphy family tree - backup 2024.ged", 1_210 * KB, ago("2024-08-19")))
    a(Entry(f"{FH}/Ancestry export - Murphy Byrne tree.ged", 2_300 * KB, _clear(ago("2026-10-07"))))
    a(Entry(f"{FH}/AncestryDNA matches.csv", 410 * KB, _clear(ago("2026-09-02") + 1)))
    a(
        T(
            f"{FH}/research notes.txt",
            _clear(ago("2026-11-12")),
            "Kate Byrne, born Kingstown 1921 - baptism found, St Michael's.\n"
            "Ask Peg's daughter in Boston about the Murphys of Sallynoggin.\n"
            "Father's army number: check the Military Archives in Cathal Brugha Barracks.\n",
        )
    )
    OP = f"{FH}/Old photos"
    photos = [
        ("Granny Kate 1952.tif", "granny52"),
        ("Granny Kate at the half door 1938.tif", None),
        ("Granny Kate and Grandad Tom wedding 1919.tif", None),
        ("Mother on Dún Laoghaire pier 1949.tif", None),
        ("Mother and Father wedding day 1950.tif", None),
        ("Mother with me at my christening 1952.tif", None),
        ("Mother in the garden in Sallynoggin 1961.tif", None),
        ("Father in the Irish Army 1947.tif", None),
        ("Father with the bicycle 1955.tif", None),
        ("Aunt Peg leaving for New York 1958.tif", None),
        ("Aunt Peg in New York 1964.tif", None),
        ("Uncle Paddy 1961.tif", None),
        ("me first communion 1959.tif", None),
        ("me and Sinéad at Seapoint 1988.tif", None),
        ("the whole family at Christmas 1966.tif", None),
    ]
    for i, (n, dup) in enumerate(photos):
        s = 84_600 * KB if dup else r.randint(40 * MB, 130 * MB)
        a(Entry(f"{OP}/{n}", s, _clear(ago("2025-02-10") + 60 - i * 2.3), dup=dup))
    for i in range(1, 25):
        a(
            Entry(
                f"{OP}/unsorted scans/SCAN{i:04d}.TIF",
                r.randint(30 * MB, 110 * MB),
                _clear(ago("2026-09-21") - i * 0.01),
            )
        )
    PRC = f"{FH}/Parish records"
    for n, s, d in [
        ("Kingstown baptism register 1921 - Kate Byrne.jpg", 2_900 * KB, "2026-11-12"),
        ("St Michael's Dún Laoghaire marriage register 1950.pdf", 1_700 * KB, "2026-07-15"),
        ("Kingstown census 1911 - Byrne household.pdf", 1_100 * KB, "2025-08-20"),
        ("Sallynoggin census 1911 - Murphy household.pdf", 1_050 * KB, "2025-08-20"),
        ("death certificate - Thomas Murphy 1979.pdf", 640 * KB, "2024-10-22"),
        ("Glasnevin burial record - Kate Byrne.pdf", 520 * KB, "2026-04-27"),
    ]:
        a(Entry(f"{PRC}/{n}", s, _clear(ago(d))))
    LT = f"{FH}/Letters typed up"
    for n, d in [
        ("Letter from Aunt Peg 1964.docx", "2025-09-30"),
        ("Letter from Aunt Peg 1971.docx", "2026-02-12"),
        ("Letter from Father to Mother 1949.docx", "2025-11-18"),
        ("Letter from Uncle Paddy in Boston 1962.docx", "2026-06-23"),
        ("Christmas card from the Byrnes 1958.docx", "2026-10-16"),
    ]:
        a(Entry(f"{LT}/{n}", r.randint(18 * KB, 42 * KB), _clear(ago(d))))
    EM = f"{FH}/Emails"
    for n, d, txt in [
        (
            "Kate Byrne baptism - reply from the parish office.eml",
            "11-19",
            "Dear Mrs Murphy,\nThe baptism of Catherine Byrne, 3 March 1921, is in the register of St Michael's.\n",
        ),
        (
            "DNA match - Kathleen Murphy in Boston.eml",
            _clear(ago("2026-10-26")),
            "Hi Bernadette,\nAncestry says we are second cousins. My grandfather was Paddy Murphy.\n",
        ),
        (
            "Ancestry - new hints for Thomas Murphy.eml",
            _clear(ago("2026-08-12")),
            "You have 3 new hints for Thomas Murphy (1925-1979).\n",
        ),
        (
            "Military Archives - service record request.eml",
            _clear(ago("2026-05-06")),
            "Your request for the service record of Thomas Murphy has been received. Reference MA/2026/1187.\n",
        ),
    ]:
        a(T(f"{EM}/{n}", d, txt))
    AD = f"{FH}/Adeyemi side"
    for n, s, d in [
        ("Adébáyọ̀ Adeyemi - wedding photo 1979.jpg", 3_300 * KB, "2025-12-28"),
        ("Ìbàdàn family compound 1985.jpg", 2_800 * KB, "2025-12-28"),
        ("Adeyemi family tree notes.docx", 35 * KB, "2026-01-09"),
        ("Olúwaseun Adeyemi obituary 2009.pdf", 410 * KB, "2025-12-29"),
    ]:
        a(Entry(f"{AD}/{n}", s, _clear(ago(d))))

    # ================================================================== Bernadette
    a(
        T(
            f"{BD}/Book club/book club list 2026.txt",
            _clear(ago("2026-10-28")),
            "Book club 2026 (first Thursday, at Maura's)\nJanuary - The Bee Sting, Paul Murray\n"
            "March - Small Things Like These, Claire Keegan\nMay - Prophet Song, Paul Lynch\n"
            "September - Long Island, Colm Toibin\nDecember - Intermezzo, Sally Rooney\n",
        )
    )
    a(Entry(f"{BD}/Book club/book club members.xlsx", 14 * KB, ago("2026-01-06")))
    a(Entry(f"{BD}/Book club/my notes on Prophet Song.docx", 26 * KB, _clear(ago("2026-05-05"))))
    a(Entry(f"{BD}/Pension/State Pension letter 2026.pdf", 150 * KB, _clear(ago("2026-04-08"))))
    a(Entry(f"{BD}/Pension/Irish pension - Department of Social Protection.pdf", 230 * KB, ago("2025-07-14")))
    a(Entry(f"{BD}/bus pass renewal form.pdf", 320 * KB, _clear(ago("2026-10-20"))))
    a(Entry(f"{BD}/hip appointment letter - Wythenshawe.pdf", 140 * KB, _clear(ago("2026-11-10"))))
    a(Entry(f"{BD}/Recipes/Mother's brown bread.docx", 21 * KB, ago("2024-12-15")))
    a(Entry(f"{BD}/Recipes/Christmas pudding.docx", 24 * KB, ago("2024-12-15")))
    a(Entry(f"{BD}/New Microsoft Word Document.docx", 0, _clear(ago("2026-09-03"))))

    # ================================================================== Pictures
    age = 0.8
    for _i in range(90):
        age = _clear(age + 1.5 + r.random() * 3.5)
        d = iso_of(age)
        a(
            Entry(
                f"Pictures/Phone/IMG_{d:%Y%m%d}_{r.randint(7, 22):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg",
                r.randint(1_500 * KB, 4_800 * KB),
                age,
            )
        )
    for i in range(16):
        age = _clear(2.4 + i * 19.3 + r.random())
        d = iso_of(age)
        a(
            Entry(
                f"Pictures/Screenshots/Screenshot {d.isoformat()} at {r.randint(8, 22):02d}.{r.randint(10, 59)}.png",
                r.randint(200 * KB, 1_600 * KB),
                age,
            )
        )
    for i in range(12):
        a(Entry(f"Pictures/Christmas 2025/IMG_{7710 + i}.jpg", r.randint(2 * MB, 5 * MB), ago("2025-12-25") + i * 0.01))
    for i in range(15):
        a(
            Entry(
                f"Pictures/Femi 40th/IMG_{8120 + i}.HEIC", r.randint(1_500 * KB, 3_500 * KB), _clear(ago("2026-07-18"))
            )
        )

    # ================================================================== Downloads
    dl = [
        ("DaVinci_Resolve_Studio_19.1.3_Mac.dmg", 3_400 * MB, "2025-12-09", None),
        ("Blackmagic_RAW_4.3.dmg", 310 * MB, "2026-03-09", None),
        ("Creative Cloud Installer.dmg", 190 * MB, "2025-06-20", None),
        ("Canva-1.98.0.dmg", 152 * MB, "2026-02-09", None),
        ("zoomusInstallerFull.pkg", 110 * MB, "2025-04-22", None),
        ("VLC-3.0.21-universal.dmg", 96 * MB, "2026-06-28", None),
        ("Ancestry DNA raw data.zip", 22 * MB, "2026-09-01", None),
        ("FamilySearch tree export.zip", 8_400 * KB, "2025-10-22", None),
        ("Murphy family tree (1).ged", 1_840 * KB, "2026-11-16", "gedmain"),
        ("INV-2026-0405 - R Nowak (1).pdf", 0, "2026-11-02", "inv405"),  # size set below
        ("Brightside appeal final final (1).mp4", 1_840 * MB, "2026-10-31", "bappff"),
        ("Okonkwo wedding highlights FINAL (1).mp4", 2_350 * MB, "2026-07-29", "okofinal"),
        ("Brightside_rushes_day2.zip.crdownload", 6_100 * MB, "2026-09-17", None),
        ("ex sheet template (1).docx", 52 * KB, "2026-03-03", "extemplate"),
        ("Bupa provider handbook 2026.pdf", 4_100 * KB, "2026-02-03", None),
        ("HCPC renewal guidance.pdf", 880 * KB, "2026-02-20", None),
        ("Print ready flyer A5 - Vistaprint proof.pdf", 2_600 * KB, "2026-02-25", None),
        ("GEDmatch upload instructions.pdf", 350 * KB, "2026-09-01", None),
        ("Untitled.txt", 0, "2026-08-14", None),
        ("wedding_music_options.zip", 240 * MB, "2026-06-29", None),
        ("receipt_Argos_resistance_bands.pdf", 75 * KB, "2026-11-11", None),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, _clear(ago(d)), dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.3,
            "- renew public liability before April\n- chase AXA for the Clarke claim\n"
            "- Femi: send Northside v3 to Dan\n- Mam: book club at Maura's Thursday\n",
        )
    )
    a(Entry("Desktop/Granny Kate 1952.tif", 84_600 * KB, _clear(ago("2026-10-25")), dup="granny52"))
    a(Entry("Desktop/clinic flyer A5 FINAL.pdf", 2_400 * KB, _clear(ago("2026-02-25")), dup="flyerfinal"))
    a(Entry("Desktop/ex sheet template.docx", 52 * KB, _clear(ago("2026-03-02")), dup="extemplate"))
    a(Entry("Desktop/Screenshot 2026-11-20 at 09.14.22.png", 610 * KB, _clear(ago("2026-11-20"))))
    a(Entry("Desktop/Untitled.docx", 0, _clear(ago("2026-10-05"))))
    a(Entry("Desktop/Aunt Peg letter to type up.JPG", 3_100 * KB, _clear(ago("2026-11-13"))))

    # ================================================================== hidden / noise
    a(T(".zshrc", 500.3, 'export PATH="/opt/homebrew/bin:$PATH"\nalias ll="ls -la"\n'))
    a(T(".gitconfig", 540.3, "[user]\n\tname = Sinead Murphy-Adeyemi\n\temail = sinead@murphyphysio.co.uk\n"))
    a(
        T(
            ".ssh/id_ed25519",
            540.3,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE\n-----END OPENSSH PRIVATE KEY-----\n",
        )
    )
    a(T(".ssh/id_ed25519.pub", 540.3, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK9 sinead@murphyphysio\n"))
    a(T(".config/gtk-3.0/bookmarks", 300.3, "file:///home/sinead/Clinic Clinic\n"))
    for n in ("Clinic/.DS_Store", "Video/.DS_Store", f"{FH}/.DS_Store"):
        a(T(n, 40.3, "Bud1\n"))
    for _i in range(30):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 90_000),
                1.5 + r.random() * 25,
            )
        )
    for i in range(12):
        a(
            Entry(
                f".cache/BlackmagicDesign/DaVinci Resolve/CacheClip/{r.getrandbits(64):016x}.dvcc",
                r.randint(200 * MB, 1_900 * MB),
                1.3 + i * 0.7,
            )
        )

    # the Downloads copy of invoice 0405 is the same file as the one in Invoices/2026
    src = next(e for e in E if e.path.startswith(f"{CL}/Invoices/2026/INV-2026-0405 - "))
    assert src.name == "INV-2026-0405 - R Nowak.pdf", src.name
    E[E.index(src)] = Entry(src.path, src.size, src.age, dup="inv405")
    cp = next(e for e in E if e.path == "Downloads/INV-2026-0405 - R Nowak (1).pdf")
    E[E.index(cp)] = Entry(cp.path, src.size, cp.age, dup="inv405")
    return _check_physio(_check(E))


def _check_physio(entries: list[Entry]) -> list[Entry]:
    bad = [
        (e.path, e.age)
        for e in entries
        if not isinstance(e.age, str) and not e.hidden_or_noise and e.age > 0.5 and _bad(e.age)
    ]
    assert not bad, bad
    for e in entries:
        if e.dup:
            assert len({x.size for x in entries if x.dup == e.dup}) == 1, e.path
            assert sum(x.dup == e.dup for x in entries) >= 2, e.path
    import re

    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise:
            continue
        m = re.search(r"IMG_(\d{4})(\d{2})(\d{2})_", e.name) or re.search(r"Screenshot (\d{4})-(\d{2})-(\d{2})", e.name)
        if m and not e.path.startswith(("Downloads/", "Desktop/")):
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["physio"] = physio

if __name__ == "__main__":
    from homes import human

    es = physio()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
