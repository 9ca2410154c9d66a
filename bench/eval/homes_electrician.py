"""A generated home for the held-out set U (heldout_u.jsonl): the Okonkwo-Barnes family's shared computer. Dave is a
self-employed electrician (DOB Electrical), Helen is the head teacher of a primary school, and their twin daughters
Maya and Zoe are 15 (Maya swims, Zoe draws and makes YouTube shorts).

Shape: DOB Electrical/ (Jobs/<year>/"YYYY-MM-DD - Customer - work" folders holding a notes.txt, a materials list and,
for the recent jobs, photos copied from his phone and a copy of the certificate; Certificates/EICR, EIC and Minor
Works as numbered PDFs, "EICR-2026-118.pdf", a few with an upper-case .PDF; Quotes and Invoices, numbered, .xlsx
until June 2026 and .pdf after; Suppliers/CEF, Screwfix and Rexel; Tax/<tax year> with monthly CIS statements; Van
(lease, insurance); NICEIC (registration, assessment, qualifications); Manuals (tool manuals as PDFs); Scanned
receipts (SCAN0001.PDF …)); Pictures/Dave's phone (IMG_3801.HEIC …, some .JPG); School/ (Helen's: SIP, SEF, Governors
by term with packs, reports and minutes, Ofsted prep, Staff meetings minutes, Policies/<academic year> with the same
names every year, Letters to parents, Budget, Assemblies); NPQH/ (her course); Pictures/Holidays (Helen's phone
photos IMG_YYYYMMDD_HHMMSS.jpg by trip); Maya/ (Swimming: meet results .pdf/.csv, monthly training logs, PBs.xlsx,
race videos; GCSE revision by subject); Zoe/ (Art: .procreate and .psd work in progress, big PNG exports, a
Commissions folder by client, brushes, a backup; YouTube: Shorts .mp4, DaVinci Resolve .drp project files, raw
footage .MOV, thumbnails; GCSE coursework); Documents/Household; Videos/Family; Downloads (installers, zips, "(1)"
copies and exact duplicates of files elsewhere, an unfinished .crdownload, "image (1).png" that is no copy); Desktop
clutter; hidden dotfiles, a LibreOffice lock file, .cache and .mozilla caches. Welsh and Igbo names with accents
("Siân Llewellyn", "Chukwuemeka", "Ystradgynlais", "Llanelli"), spaces, "&", apostrophes, upper-case extensions, two
empty files (Desktop/New Text Document.txt, a "new letter.docx"; none in Downloads, so no empty file is a "copy"
there).

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set U's questions (BAD_WINDOWS, checked by `_check_electrician`); the files
dated Nov 19 are month-day anchors ("11-19").
"""

from __future__ import annotations

import datetime as _dt
import random
import re

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


# Date boundaries of set U's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 91, 182, 365, 730]
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


def when(iso: str, plus: float = 0.0) -> tuple[float, _dt.date]:
    """A clear age near the date `iso` (plus `plus` days older), and the date it falls on."""
    age = _clear(ago(iso) + plus)
    return age, iso_of(age)


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


DOB = "DOB Electrical"
PHONE = "Pictures/Dave's phone"
SCH = "School"
SW = "Maya/Swimming"
ART = "Zoe/Art"
YT = "Zoe/YouTube"

# (date or "11-19", customer, work, certificate kind or None); the 2026 jobs from September on have their photos
# and certificate copied into the job folder
JOBS = [
    ("2025-01-21", "Watkins", "CU change", "EIC"),
    ("2025-02-18", "Harris Build - plot 4", "first fix", None),
    ("2025-03-12", "Jones", "EICR", "EICR"),
    ("2025-04-09", "Cwmtawe Surgery", "emergency lighting", "EIC"),
    ("2025-05-14", "Phillips", "shower circuit", "MW"),
    ("2025-06-11", "Harris Build - plot 7", "second fix", None),
    ("2025-07-02", "Okafor", "rewire", "EIC"),
    ("2025-08-20", "Williams", "EICR", "EICR"),
    ("2025-09-17", "Lloyd", "EV charger", "EIC"),
    ("2025-10-15", "Pritchard", "CU change", "EIC"),
    ("2025-11-12", "Morris", "outside lights", "MW"),
    ("2025-12-09", "Hopkins", "kitchen rewire", "EIC"),
    ("2026-01-14", "Hughes", "EICR", "EICR"),
    ("2026-01-27", "Patel", "CU change", "EIC"),
    ("2026-02-09", "Siân Llewellyn", "kitchen rewire", "EIC"),
    ("2026-02-23", "St Mary's Church Hall", "emergency lighting", "EIC"),
    ("2026-03-10", "Chukwuemeka Nwosu", "EV charger", "EIC"),
    ("2026-03-26", "Davies", "EICR", "EICR"),
    ("2026-04-15", "Thomas & Sons Garage", "3 phase board", "EIC"),
    ("2026-05-05", "Morgan", "outside sockets", "MW"),
    ("2026-05-20", "Ystradgynlais RFC", "floodlights", "EIC"),
    ("2026-06-08", "Evans", "bathroom", "MW"),
    ("2026-06-24", "Price", "CU change", "EIC"),
    ("2026-07-13", "Dyfed Lettings", "landlord EICRs", "EICR"),
    ("2026-07-29", "Kowalczyk", "loft conversion", "EIC"),
    ("2026-08-18", "Bevan", "garden office", "EIC"),
    ("2026-09-08", "Llanelli Tandoori", "EICR", "EICR"),
    ("2026-09-22", "Rees", "CU change", "EIC"),
    ("2026-10-03", "Brennan", "rewire", "EIC"),
    ("2026-10-21", "Adeyemi", "EV charger", "EIC"),
    ("2026-11-05", "O'Sullivan", "CU change", "EIC"),
    ("2026-11-12", "Powell", "EICR", "EICR"),
    ("11-19", "Griffiths", "fault finding", None),
]


def electrician() -> list[Entry]:
    r = random.Random(2126)
    E: list[Entry] = []
    a = E.append

    def age_num(age: float | str) -> float:
        return 5.0 if age == "11-19" else float(age)

    # ================================================================== Dave's phone: job shoots and the rest
    shots: list[tuple[float | str, str]] = []  # (age, job key or "")
    job_ages: dict[str, float | str] = {}
    for d, cust, _work, _cert in JOBS:
        if d == "11-19":
            job_ages[cust] = "11-19"
        else:
            job_ages[cust] = when(d)[0]
    for _d, cust, _work, _cert in JOBS:
        ja = job_ages[cust]
        if isinstance(ja, str):
            shots += [("11-19", cust)] * 3
            continue
        n = 3 if ja < 90 else 2
        for k in range(n):
            shots.append((_clear(ja - 0.02 * k - 0.01), cust))
    age = 0.6
    while age < 690:
        age = _clear(age + 2.2 + r.random() * 5.5)
        if age < 690:
            shots.append((age, ""))
    shots.sort(key=lambda s: -age_num(s[0]))  # the oldest first: IMG numbers grow with time
    phone: dict[str, list[Entry]] = {}
    for i, (sa, cust) in enumerate(shots):
        num = 3801 + i
        ext_ = "HEIC" if cust or r.random() < 0.78 else "JPG"
        e = Entry(f"{PHONE}/IMG_{num}.{ext_}", r.randint(1_200 * KB, 3_900 * KB), sa, dup=f"img{num}")
        a(e)
        if cust:
            phone.setdefault(cust, []).append(e)

    # ================================================================== jobs, certificates, quotes, invoices
    certs: list[tuple[str, int, float | str, str | None]] = []  # (kind, year, age, job folder to copy it to)
    q_no = {2025: 12, 2026: 38}
    inv_no = {2025: 9, 2026: 33}
    for d, cust, work, cert in JOBS:
        ja = job_ages[cust]
        year = 2026 if d == "11-19" else int(d[:4])
        jd = "2026-11-19" if d == "11-19" else iso_of(ja).isoformat()
        base = f"{DOB}/Jobs/{year}/{jd} - {cust} - {work}"
        note = (
            f"{cust} - {work}, {jd}.\nBoard: {r.choice(['Hager', 'Wylex', 'MK Sentry', 'Crabtree', 'Fusebox'])}. "
            f"Ze {r.randint(18, 45) / 100:.2f} ohm. {r.choice(['Paid cash', 'Invoice sent', 'Chase payment'])}.\n"
        )
        a(T(f"{base}/notes.txt", ja, note))
        if work not in ("EICR", "fault finding", "landlord EICRs"):
            a(Entry(f"{base}/materials.xlsx", r.randint(18 * KB, 60 * KB), ja))
        recent = year == 2026 and (d == "11-19" or d >= "2026-09-01")
        if recent:
            for e in phone[cust]:
                a(Entry(f"{base}/{e.name}", e.size, e.age, dup=e.dup))
        if cert:
            for k in range(6 if work == "landlord EICRs" else 1):
                ca = ja if k == 0 else _clear(age_num(ja) - 0.9 * k)
                certs.append((cert, year, ca, base if recent and cert == "EIC" else None))
        # quote (before the job) and invoice (after)
        if not cust.startswith("Harris Build"):
            qa = _clear(age_num(ja) + 9.3)
            qn = q_no[year]
            q_no[year] += 1
            qext = "xlsx" if iso_of(qa) < _dt.date(2026, 6, 1) else "pdf"
            a(Entry(f"{DOB}/Quotes/Q-{year}-{qn:03d} {cust} {work}.{qext}", r.randint(30 * KB, 240 * KB), qa))
            ia = 1.3 if isinstance(ja, str) else _clear(ja - 2.4)
            inn = inv_no[year]
            inv_no[year] += 1
            iext = "xlsx" if iso_of(ia) < _dt.date(2026, 6, 1) else "pdf"
            a(Entry(f"{DOB}/Invoices/INV-{year}-{inn:03d} {cust}.{iext}", r.randint(25 * KB, 180 * KB), ia))
    # quotes that did not turn into jobs
    for cust, work, d in [
        ("Rowlands", "rewire", "2026-04-28"),
        ("Bowen", "EV charger", "2026-08-11"),
        ("Gwynfor Jenkins", "solar battery", "2026-10-14"),
        ("Akintola", "CU change", "2026-11-09"),
    ]:
        qa, qd = when(d)
        qn = q_no[2026]
        q_no[2026] += 1
        qext = "xlsx" if qd < _dt.date(2026, 6, 1) else "pdf"
        a(Entry(f"{DOB}/Quotes/Q-2026-{qn:03d} {cust} {work}.{qext}", r.randint(30 * KB, 240 * KB), qa))
    # certificates without a job folder: EICRs for landlords and agents, minor works, through the year
    for year, first, n in ((2025, "2025-01-08", 14), (2026, "2026-01-07", 14)):
        for i in range(n):
            certs.append(("EICR", year, _clear(ago(first) - i * (24.1 if year == 2026 else 25.3) - 0.3), None))
        for i in range(4):
            certs.append(("MW", year, _clear(ago(first) - 40 - i * 71.3), None))
    # numbered in date order, per kind and year
    first_no = {("EICR", 2025): 61, ("EICR", 2026): 101, ("EIC", 2025): 11, ("EIC", 2026): 31}
    first_no |= {("MW", 2025): 5, ("MW", 2026): 14}
    sub = {"EICR": "EICR", "EIC": "EIC", "MW": "Minor Works"}
    certs.sort(key=lambda c: (c[0], c[1], -age_num(c[2])))
    seq: dict[tuple[str, int], int] = {}
    for i, (kind, year, ca, job) in enumerate(certs):
        no = first_no[kind, year] + seq.get((kind, year), 0)
        seq[kind, year] = seq.get((kind, year), 0) + 1
        name = f"{kind}-{year}-{no:03d}.pdf"
        s = r.randint(380 * KB, 1_400 * KB) if kind != "MW" else r.randint(150 * KB, 400 * KB)
        shown = name[:-4] + ".PDF" if i % 9 == 4 and not job else name
        dup = "cert:" + name if job else None
        a(Entry(f"{DOB}/Certificates/{sub[kind]}/{shown}", s, ca, dup=dup))
        if job:
            a(Entry(f"{job}/{name}", s, ca, dup=dup))

    # ================================================================== suppliers
    for i in range(18):
        sa = _clear(12.3 + i * 21.7)
        a(Entry(f"{DOB}/Suppliers/CEF/CEF invoice {4470212 + i * 137}.pdf", r.randint(60 * KB, 240 * KB), sa))
    for y, m in _months("2025-11", 12):
        sa, _ = when(f"{y}-{m:02d}-05")
        a(Entry(f"{DOB}/Suppliers/CEF/CEF statement {y}-{m:02d}.pdf", r.randint(90 * KB, 160 * KB), sa))
    screwfix = []
    for i in range(14):
        sa = _clear(4.4 + 3.1 + i * 26.9)
        screwfix.append(
            Entry(
                f"{DOB}/Suppliers/Screwfix/Screwfix order {1029384711 + i * 53}.pdf", r.randint(40 * KB, 120 * KB), sa
            )
        )
    E += screwfix
    for i in range(8):
        sa = _clear(33.3 + i * 47.2)
        a(Entry(f"{DOB}/Suppliers/Rexel/Rexel invoice {8841207 + i * 311}.pdf", r.randint(70 * KB, 260 * KB), sa))

    # ================================================================== tax
    for ty, y0, filed in (("2023-24", 2023, "2025-01-22"), ("2024-25", 2024, "2026-01-19"), ("2025-26", 2025, None)):
        for y, m in _months(f"{y0}-05", 12):
            sa, _ = when(f"{y}-{m:02d}-19")
            a(
                Entry(
                    f"{DOB}/Tax/{ty}/CIS statements/CIS statement Harris Build {y}-{m:02d}.pdf",
                    r.randint(40 * KB, 70 * KB),
                    sa,
                )
            )
        if filed:
            a(Entry(f"{DOB}/Tax/{ty}/SA100 tax return {ty}.pdf", r.randint(300 * KB, 520 * KB), when(filed)[0]))
            a(Entry(f"{DOB}/Tax/{ty}/SA302 tax calculation {ty}.pdf", r.randint(90 * KB, 140 * KB), when(filed, -9)[0]))
        a(Entry(f"{DOB}/Tax/{ty}/Accounts {ty}.xlsx", r.randint(60 * KB, 140 * KB), when(f"{y0 + 1}-06-12")[0]))
    for y, m in _months("2026-05", 6):
        sa, _ = when(f"{y}-{m:02d}-19")
        a(
            Entry(
                f"{DOB}/Tax/2026-27/CIS statements/CIS statement Harris Build {y}-{m:02d}.pdf",
                r.randint(40 * KB, 70 * KB),
                sa,
            )
        )
    a(Entry(f"{DOB}/Tax/2026-27/Mileage log 2026-27.xlsx", 46 * KB, 0.8))
    a(Entry(f"{DOB}/Tax/2026-27/Payment on account July 2026.pdf", 88 * KB, when("2026-07-27")[0]))
    a(T(f"{DOB}/Tax/accountant - Rhys Bevan.txt", when("2025-11-03")[0], "Rhys Bevan ACCA, Llanelli. 01554 770 123.\n"))

    # ================================================================== van, NICEIC, manuals, receipts, other
    for n, s, d in [
        ("Ford Transit Custom lease agreement.pdf", 2_300 * KB, "2024-03-15"),
        ("Lease payment schedule.xlsx", 28 * KB, "2024-03-15"),
        ("Van insurance certificate 2025-26.pdf", 210 * KB, "2025-03-14"),
        ("Van insurance certificate 2026-27.pdf", 215 * KB, "2026-03-13"),
        ("Van insurance schedule 2026-27.pdf", 460 * KB, "2026-03-13"),
        ("Service 2026-05-18.pdf", 150 * KB, "2026-05-18"),
        ("Bott racking quote.pdf", 320 * KB, "2024-04-02"),
        ("PCN Cardiff Council.pdf", 180 * KB, "2026-08-27"),
    ]:
        a(Entry(f"{DOB}/Van/{n}", s, when(d)[0]))
    for n, s, d in [
        ("NICEIC registration certificate 2025.pdf", 240 * KB, "2025-04-03"),
        ("NICEIC registration certificate 2026.pdf", 245 * KB, "2026-04-08"),
        ("NICEIC annual assessment report 2026.pdf", 1_100 * KB, "2026-03-19"),
        ("NICEIC annual assessment report 2025.pdf", 980 * KB, "2025-03-25"),
        ("Public liability insurance 2026-27.pdf", 520 * KB, "2026-04-11"),
        ("18th Edition BS 7671 certificate.pdf", 300 * KB, "2022-06-30"),
        ("C&G 2391 Inspection & Testing certificate.pdf", 310 * KB, "2021-11-12"),
        ("Test instrument calibration cert 2026.pdf", 190 * KB, "2026-02-04"),
    ]:
        a(Entry(f"{DOB}/NICEIC/{n}", s, when(d)[0]))
    manuals = [
        "Megger MFT1741+ user guide.pdf",
        "Fluke 1664 FC manual.pdf",
        "Kewtech KT64DL manual.pdf",
        "Makita DHR171 SDS drill manual.pdf",
        "Hilti TE 30-A36 manual.pdf",
        "myenergi zappi v2 installation manual.pdf",
        "Hager consumer unit installation guide.pdf",
        "Martindale VI-15000 voltage indicator.pdf",
    ]
    for i, n in enumerate(manuals):
        a(Entry(f"{DOB}/Manuals/{n}", r.randint(1_500 * KB, 14 * MB), _clear(120.4 + i * 57.3)))
    for i in range(46):
        sa = _clear(395.3 - i * 8.6)
        a(Entry(f"{DOB}/Scanned receipts/SCAN{i + 1:04d}.PDF", r.randint(160 * KB, 1_300 * KB), sa))
    a(Entry(f"{DOB}/Price list 2026.xlsx", 34 * KB, when("2026-01-04")[0]))
    a(Entry(f"{DOB}/Customer list.xlsx", 71 * KB, 1.2))
    a(Entry(f"{DOB}/DOB logo.png", 420 * KB, when("2023-05-02")[0]))
    a(Entry(f"{DOB}/Letterhead.docx", 52 * KB, when("2023-05-02")[0]))

    # ================================================================== School (Helen)
    for n, s, d in [
        ("SIP 2024-25 FINAL.pdf", 1_900 * KB, "2024-09-20"),
        ("SIP 2025-26 FINAL.pdf", 2_100 * KB, "2025-09-26"),
        ("SIP 2026-27 draft v1.docx", 140 * KB, "2026-07-09"),
        ("SIP 2026-27 draft v2.docx", 152 * KB, "2026-09-09"),
        ("SIP 2026-27 FINAL.docx", 158 * KB, "2026-09-25"),
        ("SIP 2026-27 FINAL.pdf", 2_270 * KB, "2026-09-25"),
        ("SIP monitoring autumn 2026.xlsx", 64 * KB, "2026-11-13"),
    ]:
        a(Entry(f"{SCH}/SIP/{n}", s, when(d)[0], dup="sip2627" if n == "SIP 2026-27 FINAL.pdf" else None))
    for n, s, d in [
        ("SEF 2024-25.docx", 210 * KB, "2024-10-18"),
        ("SEF 2025-26.docx", 236 * KB, "2025-10-17"),
        ("SEF 2026-27 v3.docx", 248 * KB, "2026-11-11"),
        ("SEF summary for governors autumn 2026.pdf", 880 * KB, "2026-11-09"),
    ]:
        a(Entry(f"{SCH}/SEF/{n}", s, when(d)[0]))
    a(T(f"{SCH}/SEF/.~lock.SEF 2026-27 v3.docx#", 0.3, "Helen Okonkwo-Barnes,helen,FAMILY-PC,24.11.2026 09:12;\n"))
    terms = [
        ("Autumn 2025", "2025-11-18", "autumn 2025", "2025-09-23"),
        ("Spring 2026", "2026-03-17", "spring 2026", "2026-01-20"),
        ("Summer 2026", "2026-06-23", "summer 2026", "2026-05-12"),
        ("Autumn 2026", "2026-11-09", "autumn 2026", "2026-09-22"),
    ]
    for term, fgb, low, minutes in terms:
        fa, fd = when(fgb)
        a(Entry(f"{SCH}/Governors/{term}/Governors pack - FGB {fd.isoformat()}.pdf", r.randint(6 * MB, 11 * MB), fa))
        a(
            Entry(
                f"{SCH}/Governors/{term}/Headteacher's report to governors - {low}.docx",
                r.randint(90 * KB, 180 * KB),
                _clear(fa + 6.2),
            )
        )
        ma, md = when(minutes)
        a(Entry(f"{SCH}/Governors/{term}/Minutes FGB {md.isoformat()}.docx", r.randint(40 * KB, 80 * KB), ma))
    a(Entry(f"{SCH}/Governors/Governor contact list.xlsx", 21 * KB, when("2026-09-16")[0]))
    a(Entry(f"{SCH}/Governors/Terms of reference 2026-27.pdf", 230 * KB, when("2026-09-16")[0]))
    for n, s, d in [
        ("IDSR 2026.pdf", 3_600 * KB, "2026-10-06"),
        ("Ofsted inspection report 2022.pdf", 510 * KB, "2022-03-11"),
        ("Ofsted prep - deep dive questions.docx", 96 * KB, "2026-10-13"),
        ("Ofsted prep - evidence checklist.xlsx", 48 * KB, "2026-11-16"),
        ("Deep dive - reading.pptx", 14 * MB, "2026-10-29"),
        ("Deep dive - maths.pptx", 11 * MB, "2026-11-03"),
        ("Safeguarding audit 2026.docx", 120 * KB, "2026-09-30"),
        ("School inspection handbook September 2026.pdf", 4_100 * KB, "2026-09-04"),
    ]:
        a(Entry(f"{SCH}/Ofsted/{n}", s, when(d)[0], dup="handbook" if n.startswith("School inspection") else None))
    meetings = [
        "2025-09-08",
        "2025-10-06",
        "2025-11-10",
        "2026-01-12",
        "2026-02-09",
        "2026-03-09",
        "2026-04-20",
        "2026-05-18",
        "2026-06-15",
        "2026-07-13",
        "2026-09-07",
        "2026-09-14",
        "2026-09-21",
        "2026-09-28",
        "2026-10-05",
        "2026-10-12",
        "2026-10-19",
        "2026-11-02",
        "2026-11-09",
        "2026-11-16",
    ]
    for d in meetings:
        ma, md = when(d)
        a(Entry(f"{SCH}/Staff meetings/Staff meeting minutes {md.isoformat()}.docx", r.randint(28 * KB, 70 * KB), ma))
    policies = [
        ("Safeguarding & child protection policy.pdf", True),
        ("Behaviour policy.docx", True),
        ("Attendance policy.docx", True),
        ("SEND policy.pdf", True),
        ("Anti-bullying policy.docx", False),
        ("Charging and remissions policy.pdf", False),
        ("Online safety policy.docx", True),
        ("Relationships & sex education policy.pdf", False),
    ]
    for ay, start in (("2024-25", "2024-09-12"), ("2025-26", "2025-09-11"), ("2026-27", "2026-09-10")):
        for i, (n, yearly) in enumerate(policies):
            if ay == "2026-27" and not yearly:
                continue
            s = r.randint(120 * KB, 900 * KB) if n.endswith(".pdf") else r.randint(45 * KB, 160 * KB)
            a(Entry(f"{SCH}/Policies/{ay}/{n}", s, _clear(ago(start) - i * 1.1)))
    letters = [
        ("2025-12-01", "Nativity tickets", "docx"),
        ("2026-03-04", "World Book Day", "pdf"),
        ("2026-06-15", "Sports day", "docx"),
        ("2026-07-17", "End of year letter", "pdf"),
        ("2026-09-02", "Welcome back", "docx"),
        ("2026-09-16", "Harvest festival", "docx"),
        ("2026-10-08", "Parents evening booking", "docx"),
        ("2026-10-20", "Half term reminder", "docx"),
        ("2026-11-03", "Flu vaccinations", "docx"),
    ]
    for d, n, x in letters:
        la, ld = when(d)
        a(Entry(f"{SCH}/Letters to parents/{ld.isoformat()} {n}.{x}", r.randint(30 * KB, 400 * KB), la))
    a(Entry(f"{SCH}/Letters to parents/2026-11-19 Christmas fair.docx", 61 * KB, "11-19"))
    a(Entry(f"{SCH}/Letters to parents/Head lice letter template.docx", 27 * KB, when("2023-01-16")[0]))
    a(Entry(f"{SCH}/Letters to parents/new letter.docx", 0, when("2026-10-27")[0]))
    for n, s, d in [
        ("School budget 2026-27.xlsx", 180 * KB, "2026-04-29"),
        ("Budget monitoring Q2 2026-27.xlsx", 96 * KB, "2026-10-16"),
        ("Budget 2025-26 outturn.xlsx", 150 * KB, "2026-05-06"),
        ("Pupil premium strategy 2026-27.pdf", 640 * KB, "2026-10-02"),
        ("Sports premium spend 2025-26.pdf", 410 * KB, "2026-07-14"),
    ]:
        a(Entry(f"{SCH}/Budget/{n}", s, when(d)[0]))
    for n, s, d in [
        ("Harvest assembly.pptx", 22 * MB, "2026-09-16"),
        ("Remembrance assembly 2026.pptx", 31 * MB, "2026-11-09"),
        ("Anti-bullying week assembly.pptx", 18 * MB, "11-19"),
        ("Christmas assembly 2025.pptx", 26 * MB, "2025-12-15"),
    ]:
        a(Entry(f"{SCH}/Assemblies/{n}", s, d if d == "11-19" else when(d)[0]))
    a(Entry(f"{SCH}/Staff structure 2026-27.pdf", 190 * KB, when("2026-09-03")[0]))
    a(Entry(f"{SCH}/School calendar 2026-27.pdf", 260 * KB, when("2026-07-20")[0]))

    # ================================================================== NPQH
    for n, s, d in [
        ("NPQH handbook.pdf", 3_800 * KB, "2025-10-06"),
        ("Unit 1 - School culture.pdf", 2_600 * KB, "2025-10-20"),
        ("Unit 2 - Teaching and curriculum.pdf", 2_900 * KB, "2026-01-12"),
        ("Unit 3 - Operational leadership.pdf", 2_400 * KB, "2026-04-20"),
        ("Unit 4 - Governance and accountability.pdf", 2_700 * KB, "2026-09-14"),
        ("Case study - draft v1.docx", 84 * KB, "2026-06-29"),
        ("Case study - draft v2.docx", 97 * KB, "2026-10-25"),
        ("Reflective journal.docx", 132 * KB, "2026-11-15"),
        ("Final assessment guidance.pdf", 880 * KB, "2026-09-14"),
    ]:
        folder = "NPQH/Readings" if n.startswith("Unit") else "NPQH"
        a(Entry(f"{folder}/{n}", s, when(d)[0], dup="npqh" if n == "NPQH handbook.pdf" else None))

    # ================================================================== Helen's holiday photos
    trips = [
        ("2024-07 Llanelli", "2024-07-22", 4, 16),
        ("2025-08 Enugu", "2025-08-04", 12, 34),
        ("2026-04 Tenby", "2026-04-07", 4, 18),
        ("2026-08 Ystradgynlais", "2026-08-10", 5, 22),
    ]
    enugu = []
    for folder, start, days, n in trips:
        s0 = _dt.date.fromisoformat(start)
        for i in range(n):
            d = s0 + _dt.timedelta(days=i * days // n)
            ha, hd = when(d.isoformat(), -0.01 * (i % 5))
            nm = f"IMG_{hd:%Y%m%d}_{r.randint(9, 20):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"
            e = Entry(f"Pictures/Holidays/{folder}/{nm}", r.randint(2_400 * KB, 6_200 * KB), ha)
            if folder == "2025-08 Enugu" and i % 7 == 2:
                e = Entry(e.path, e.size, e.age, dup="print:" + nm)
                enugu.append(e)
            a(e)
    for e in enugu:
        a(Entry(f"Pictures/For printing/{e.name}", e.size, _clear(e.age - 40.2), dup=e.dup))
    a(Entry("Pictures/Holidays/2025-08 Enugu/VID_20250809_181502.mp4", 640 * MB, when("2025-08-09")[0]))
    a(Entry("Pictures/Wallpapers/Zoe wallpaper.png", 8_200 * KB, when("2026-05-30")[0]))

    # ================================================================== Maya
    meets = [
        ("2025-11-16", "Llanelli Winter Sprint", False),
        ("2026-01-25", "Swansea Open", True),
        ("2026-03-15", "Welsh Regional Championships", True),
        ("2026-05-10", "Cardiff Spring Open", False),
        ("2026-07-25", "Welsh Summer Nationals", True),
        ("2026-10-11", "Welsh Winter Open", True),
        ("2026-11-15", "Ystradgynlais Sprint Gala", False),
    ]
    meet_date = {}
    for d, n, csv in meets:
        ma, md = when(d, -0.1)
        meet_date[n] = (ma, md)
        dup = "wwo" if n == "Welsh Winter Open" else None
        a(Entry(f"{SW}/Meet results/{md.isoformat()} {n} - results.pdf", r.randint(300 * KB, 1_600 * KB), ma, dup=dup))
        if csv:
            a(Entry(f"{SW}/Meet results/{md.isoformat()} {n} - results.csv", r.randint(20 * KB, 90 * KB), ma))
    for y, m in _months("2025-09", 15):
        la = 0.4 if (y, m) == (2026, 11) else when(f"{y}-{m:02d}-28", 0.1 if m != 2 else 0)[0]
        if (y, m) == (2026, 10):
            la = when("2026-10-30")[0]
        a(Entry(f"{SW}/Training logs/Training log {y}-{m:02d}.xlsx", r.randint(30 * KB, 55 * KB), la))
    a(Entry(f"{SW}/PBs.xlsx", 41 * KB, when("2026-11-16")[0], dup="pbs"))
    races = [
        ("Welsh Regional Championships", "200 IM heat", "mp4", 610 * MB),
        ("Welsh Regional Championships", "200 IM final", "mp4", 640 * MB),
        ("Welsh Summer Nationals", "100 fly final", "mp4", 870 * MB),
        ("Welsh Summer Nationals", "200 free heat", "mp4", 1_240 * MB),
        ("Welsh Winter Open", "100 fly heat", "mp4", 520 * MB),
        ("Welsh Winter Open", "200 free final", "MOV", 1_480 * MB),
        ("Ystradgynlais Sprint Gala", "50 fly", "mp4", 260 * MB),
    ]
    for meet, race, x, s in races:
        ma, md = meet_date[meet]
        dup = "fly" if race == "100 fly final" else None
        a(Entry(f"{SW}/Race videos/{md.isoformat()} {race}.{x}", s, _clear(ma - 0.05), dup=dup))
    a(Entry(f"{SW}/Swim Wales membership 2026.pdf", 150 * KB, when("2026-01-08")[0]))
    a(Entry(f"{SW}/Qualifying times 2027.pdf", 420 * KB, when("2026-10-27")[0], dup="qt27"))
    a(
        T(
            f"{SW}/kit list.txt",
            when("2026-07-20")[0],
            "Racing suit x2, goggles (mirrored + clear), 2 caps, flip flops.\n",
        )
    )
    MG = "Maya/GCSE revision"
    rev = {
        "Biology": [
            "B1 Cell biology notes.docx",
            "B2 Organisation notes.docx",
            "B3 Infection and response notes.docx",
            "B4 Bioenergetics notes.docx",
            "Biology flashcards.pdf",
            "Required practicals summary.pdf",
        ],
        "Chemistry": [
            "C1 Atomic structure notes.docx",
            "C2 Bonding notes.docx",
            "C3 Quantitative chemistry notes.docx",
            "Chemistry flashcards.pdf",
        ],
        "Maths": [
            "Past paper June 2024 Paper 1.pdf",
            "Past paper June 2024 Paper 2.pdf",
            "Past paper November 2023 Paper 1.pdf",
            "Formulae to learn.docx",
        ],
        "English Lit": [
            "An Inspector Calls - key quotes.docx",
            "Macbeth essay plan.docx",
            "A Christmas Carol revision.pdf",
            "Poetry anthology notes.docx",
        ],
        "History": ["Elizabethan England notes.docx", "Cold War timeline.pdf", "Medicine through time.docx"],
        "Cymraeg": ["Geirfa - vocab list.docx", "Llafar - oral exam prep.docx"],
    }
    for subj, ns in rev.items():
        for n in ns:
            s = r.randint(400 * KB, 3 * MB) if n.endswith(".pdf") else r.randint(25 * KB, 140 * KB)
            a(Entry(f"{MG}/{subj}/{n}", s, _clear(8.3 + r.random() * 420)))
    a(Entry(f"{MG}/Revision timetable.xlsx", 36 * KB, when("2026-11-08")[0]))

    # ================================================================== Zoe
    wip_p = [
        ("ember OC full body", "2026-11-16"),
        ("fox spirit", "2026-10-30"),
        ("rainy Cardiff street", "2026-10-13"),
        ("self portrait 2026", "2026-09-20"),
        ("moth girl", "2026-09-03"),
        ("dragon study", "2026-08-12"),
        ("Ystradgynlais waterfall", "2026-07-26"),
        ("inktober day 1-10", "2026-10-11"),
        ("inktober day 11-20", "2026-10-21"),
        ("school hoodie design", "2026-05-20"),
    ]
    for n, d in wip_p:
        a(Entry(f"{ART}/WIP/{n}.procreate", r.randint(45 * MB, 380 * MB), when(d, -0.1 - r.random() * 0.1)[0]))
    wip_psd = [
        ("dragon commission lineart.psd", 640 * MB),
        ("fox spirit paintover.psd", 410 * MB),
        ("album cover v3.psd", 920 * MB),
        ("banner YouTube.psd", 96 * MB),
        ("moth girl colours.psd", 380 * MB),
        ("Christmas card 2026.psd", 220 * MB),
    ]
    for i, (n, s) in enumerate(wip_psd):
        dup = "albumpsd" if n == "album cover v3.psd" else None
        a(Entry(f"{ART}/WIP/{n}", s, _clear(2.6 + i * 31.4), dup=dup))
    exports = [
        ("ember OC ref sheet", "2026-11-22"),
        ("fox spirit final", "2026-11-09"),
        ("rainy Cardiff street", "2026-10-26"),
        ("self portrait 2026", "2026-10-12"),
        ("moth girl final", "2026-09-29"),
        ("dragon study", "2026-09-15"),
        ("Ystradgynlais waterfall", "2026-08-30"),
        ("inktober 2026 day 01", "2026-10-03"),
        ("inktober 2026 day 05", "2026-10-06"),
        ("inktober 2026 day 09", "2026-10-10"),
        ("inktober 2026 day 14", "2026-10-15"),
        ("inktober 2026 day 21", "2026-10-22"),
        ("inktober 2026 day 31", "2026-11-03"),
        ("school hoodie design", "2026-05-21"),
        ("Maya swimming sketch", "2026-05-15"),
        ("cat in the window", "2026-05-01"),
        ("Tenby harbour", "2026-04-19"),
        ("Christmas card 2025", "2025-12-10"),
        ("birthday card Mum", "2026-03-22"),
        ("lino print test", "2026-03-10"),
        ("character lineup", "2026-02-23"),
        ("Chukwuemeka album cover final", "2026-09-15"),
    ]
    for n, d in exports:
        a(Entry(f"{ART}/Exports/{n}.png", r.randint(6 * MB, 46 * MB), when(d, -0.2)[0]))
    comms = [
        ("@pixelmoth - ref sheet", [("ref sheet.procreate", 210 * MB), ("ref sheet FINAL.png", 24 * MB)], 44.3),
        ("Siân - pet portrait", [("Bryn the corgi.procreate", 160 * MB), ("Bryn the corgi.png", 19 * MB)], 120.4),
        (
            "Chukwuemeka - album cover",
            [("album cover v3.psd", 920 * MB), ("album cover final 3000px.png", 31 * MB)],
            71.2,
        ),
        ("@velvetfrog - emotes", [("emotes x6.procreate", 88 * MB), ("emotes x6.png", 3_400 * KB)], 15.3),
    ]
    for folder, files_, ca in comms:
        for n, s in files_:
            dup = "albumpsd" if n == "album cover v3.psd" else None
            a(Entry(f"{ART}/Commissions/{folder}/{n}", s, _clear(ca), dup=dup))
    a(Entry(f"{ART}/Commissions/comm prices 2026.png", 2_100 * KB, when("2026-02-14")[0]))
    a(
        T(
            f"{ART}/Commissions/commission queue.txt",
            when("2026-11-11")[0],
            "1. @velvetfrog emotes - DONE, paid\n2. Mr Davies (school) leaving card - sketch\n"
            "3. @lunarquill - 2 chars full body - waiting for refs\n",
        )
    )
    for n in ("inking essentials", "gouache set", "clouds & foliage"):
        a(Entry(f"{ART}/Brushes/{n}.brushset", r.randint(4 * MB, 30 * MB), _clear(60.3 + r.random() * 200)))
    a(Entry(f"{ART}/Backup/album cover v3.psd", 920 * MB, _clear(60.2), dup="albumpsd"))
    shorts = [
        ("speedpaint fox spirit", "2026-11-11"),
        ("procreate tips - blending", "2026-11-09"),
        ("inktober week 1", "2026-10-09"),
        ("inktober week 2", "2026-10-16"),
        ("inktober week 3", "2026-10-23"),
        ("drawing my sister swimming", "2026-09-23"),
        ("5 brushes I use", "2026-09-12"),
        ("redrawing my old art", "2026-08-30"),
        ("Cardiff at night timelapse", "2026-08-19"),
        ("moth girl process", "2026-08-06"),
        ("art supplies haul", "2026-07-26"),
        ("how I draw hands", "2026-07-13"),
        ("draw with me - dragon", "2026-06-29"),
        ("self portrait challenge", "2026-06-21"),
        ("commission process - emotes", "2026-11-12"),
        ("answering your questions", "2026-05-24"),
    ]
    for n, d in shorts:
        sa = when(d, -0.3)[0]
        a(Entry(f"{YT}/Shorts/{n}.mp4", r.randint(28 * MB, 190 * MB), sa))
        a(Entry(f"{YT}/Project files/{n}.drp", r.randint(900 * KB, 6 * MB), _clear(sa + 0.05)))
    raw_mb = [2_240, 1_870, 2_210, 444, 793, 2_130, 1_720, 425, 404, 1_340, 1_150]  # clear of 500 MB, 1 GB, 2 GB
    for i in range(11):
        ra = _clear(2.4 + i * 16.4)
        d = iso_of(ra)
        hms = f"{r.randint(10, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        r.randint(400 * MB, 2_600 * MB)  # keeps the random sequence of the files that follow
        a(Entry(f"{YT}/Raw footage/{d:%Y%m%d}_{hms}.MOV", raw_mb[i] * MB, ra))
    for n, d in shorts[::2]:
        a(Entry(f"{YT}/Thumbnails/{n} thumb.png", r.randint(800 * KB, 3 * MB), when(d, 0.4)[0]))
    ZC = "Zoe/GCSE coursework"
    for i in range(24):
        a(Entry(f"{ZC}/Art & Design/Sketchbook p{i + 1:02d}.jpg", r.randint(3 * MB, 8 * MB), _clear(20.3 + i * 6.1)))
    for n, s, d in [
        ("Component 1 portfolio.pdf", 48 * MB, "2026-11-13"),
        ("Artist research - Yayoi Kusama.pptx", 26 * MB, "2026-09-29"),
        ("Artist research - Kehinde Wiley.pptx", 31 * MB, "2026-10-16"),
    ]:
        a(Entry(f"{ZC}/Art & Design/{n}", s, when(d)[0]))
    for n, s, d in [
        ("NEA design brief.docx", 60 * KB, "2026-09-17"),
        ("NEA portfolio v2.pptx", 38 * MB, "2026-11-11"),
        ("lamp CAD model.f3d", 12 * MB, "2026-10-28"),
    ]:
        a(Entry(f"{ZC}/Design & Technology NEA/{n}", s, when(d)[0]))

    # ================================================================== Documents, Videos
    for n, s, d in [
        ("Mortgage annual statement 2026.pdf", 190 * KB, "2026-02-10"),
        ("Home insurance 2026-27.pdf", 720 * KB, "2026-05-21"),
        ("Council tax 2026-27.pdf", 130 * KB, "2026-03-12"),
        ("Maya & Zoe passports scan.pdf", 2_400 * KB, "2025-06-18"),
        ("Helen car insurance 2026.pdf", 480 * KB, "2026-08-12"),
        ("Family budget 2026.xlsx", 58 * KB, "2026-11-08"),
        ("Twins birth certificates.pdf", 1_300 * KB, "2024-02-03"),
    ]:
        a(Entry(f"Documents/Household/{n}", s, when(d)[0]))
    a(Entry("Videos/Family/Twins 15th birthday.mp4", 2_800 * MB, when("2026-06-13")[0]))
    a(Entry("Videos/Family/Christmas 2025.mp4", 1_900 * MB, when("2025-12-25")[0]))
    a(Entry("Videos/Family/Enugu 2025 - Grandma Ngozi's house.MOV", 3_300 * MB, when("2025-08-11")[0]))
    fly = next(e for e in E if e.dup == "fly")
    a(Entry("Videos/Family/Maya 100 fly final Swansea.mp4", fly.size, _clear(fly.age - 2.2), dup="fly"))

    # ================================================================== Downloads
    brennan_eic = next(e for e in E if "- Brennan - rewire/EIC-" in e.path)
    sfx = screwfix[2]
    wwo = next(e for e in E if e.dup == "wwo")
    dl = [
        ("ChromeSetup.exe", 1_400 * KB, "2025-02-10", None),
        ("Krita-x64-5.2.6-setup.exe", 140 * MB, "2025-12-28", None),
        ("DaVinci_Resolve_19.1_Windows.zip", 3_100 * MB, "2026-06-02", None),
        ("OBS-Studio-30.2-Windows-Installer.exe", 130 * MB, "2026-02-14", None),
        ("iTunes64Setup.exe", 250 * MB, "2024-11-30", None),
        ("EasyCert_Setup_4.2.1.exe", 210 * MB, "2026-01-05", None),
        ("WhatsApp Installer.exe", 160 * MB, "2025-09-03", None),
        ("ZoomInstallerFull.msi", 95 * MB, "2026-01-20", None),
        ("blender-4.2.3-windows-x64.zip.crdownload", 184 * MB, "2026-11-12", None),
        ("inking brushes pack.zip", 48 * MB, "2026-04-02", None),
        ("Brennan rewire photos.zip", 85 * MB, "2026-10-07", None),
        ("CIS340 - Construction Industry Scheme guide.pdf", 1_900 * KB, "2025-05-14", None),
        ("BS 7671 Amendment 3 summary.pdf", 2_200 * KB, "2026-05-11", None),
        ("NPQH handbook.pdf", 3_800 * KB, "2025-10-05", "npqh"),
        (brennan_eic.name[:-4] + " (1).pdf", brennan_eic.size, "2026-10-06", brennan_eic.dup),
        ("SIP 2026-27 FINAL (1).pdf", 2_270 * KB, "2026-09-28", "sip2627"),
        ("Welsh Winter Open 2026 results.pdf", wwo.size, "2026-10-13", "wwo"),
        (sfx.name[:-4] + " (1).pdf", sfx.size, iso_of(sfx.age).isoformat(), "sfx"),
        ("School inspection handbook September 2026.pdf", 4_100 * KB, "2026-09-04", "handbook"),
        ("Qualifying times 2027.pdf", 420 * KB, "2026-10-26", "qt27"),
        ("GCSE Biology specification.pdf", 2_900 * KB, "2025-09-30", None),
        ("school-photo-order-form.pdf", 150 * KB, "2026-10-09", None),
        ("van lease quote Ford Transit Custom.pdf", 610 * KB, "2024-02-20", None),
        ("invoice-template.xlsx", 40 * KB, "2024-06-03", None),
        ("image.png", 310 * KB, "2026-03-18", None),
        ("image (1).png", 280 * KB, "2026-06-09", None),
        ("image (2).png", 455 * KB, "2026-10-19", None),
    ]
    E[E.index(sfx)] = Entry(sfx.path, sfx.size, sfx.age, dup="sfx")
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, when(d)[0], dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/todo.txt",
            0.4,
            "- chase Brennan for the balance\n- book NICEIC assessment\n- Maya: gala entry fee\n"
            "- Zoe: stop filling the disk with PSDs!!\n",
        )
    )
    a(Entry("Desktop/New Text Document.txt", 0, when("2026-09-30")[0]))
    gp = next(e for e in E if e.path.startswith(f"{SCH}/Governors/Autumn 2026/Governors pack"))
    E[E.index(gp)] = Entry(gp.path, gp.size, gp.age, dup="govpack")
    a(Entry(f"Desktop/{gp.name}", gp.size, _clear(gp.age - 1.1), dup="govpack"))
    pbs = next(e for e in E if e.dup == "pbs")
    a(Entry("Desktop/PBs.xlsx", pbs.size, _clear(pbs.age + 0.0), dup="pbs"))
    ph = next(e for e in E if e.path.startswith(PHONE) and e.name >= "IMG_3990" and e.name.endswith(".HEIC"))
    a(Entry(f"Desktop/{ph.name}", ph.size, ph.age, dup=ph.dup))
    a(Entry("Desktop/Brennan quote draft.xlsx", 36 * KB, when("2026-09-24")[0]))

    # ================================================================== hidden / noise
    a(T(".bashrc", 600.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".profile", 600.3, "# ~/.profile\n[ -f ~/.bashrc ] && . ~/.bashrc\n"))
    a(T(".config/user-dirs.dirs", 600.3, 'XDG_DESKTOP_DIR="$HOME/Desktop"\nXDG_DOWNLOAD_DIR="$HOME/Downloads"\n'))
    a(T(".config/libreoffice/4/user/registrymodifications.xcu", 2.2, "<oor:items></oor:items>\n"))
    a(T(".local/share/recently-used.xbel", 0.3, '<?xml version="1.0"?>\n<xbel version="1.0"></xbel>\n'))
    for _i in range(40):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 90_000),
                0.5 + r.random() * 40,
            )
        )
    for _i in range(25):
        a(
            Entry(
                f".mozilla/firefox/k3x9d2.default-release/cache2/entries/{r.getrandbits(80):020X}",
                r.randint(2_000, 900_000),
                0.5 + r.random() * 20,
            )
        )
    # a phone photo is in a duplicate group only when it was copied somewhere
    from collections import Counter

    n_dup = Counter(e.dup for e in E if e.dup)
    E[:] = [Entry(e.path, e.size, e.age, e.text, None) if e.dup and n_dup[e.dup] == 1 else e for e in E]
    return _check_electrician(_check(E))


def _check_electrician(entries: list[Entry]) -> list[Entry]:
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
        assert e.size > 0 or e.name in ("New Text Document.txt", "new letter.docx"), e.path
    # dates written in names agree with the files' ages (a job folder's date with its notes)
    for e in entries:
        if e.hidden_or_noise or e.path.startswith("Downloads/") or e.path.startswith("Pictures/For printing/"):
            continue
        d = 5.0 if isinstance(e.age, str) else e.age
        m = re.match(r"(?:IMG_)?(\d{4})(\d{2})(\d{2})_", e.name) or re.search(r"(\d{4})-(\d{2})-(\d{2})", e.name)
        if m and "Race videos" not in e.path:
            assert _dt.date(*map(int, m.groups())) == iso_of(d), e.path
        if "/Jobs/" in e.path and e.name == "notes.txt":
            m = re.search(r"/(\d{4})-(\d{2})-(\d{2}) - ", e.path)
            assert m and _dt.date(*map(int, m.groups())) == iso_of(d), e.path
    return entries


HOMES["electrician"] = electrician

if __name__ == "__main__":
    from homes import human

    es = electrician()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
