"""A generated home for the held-out set L (heldout_l.jsonl): Omar Haddad, an immigration solicitor who works from
home two days a week and makes electronic music at night, with his wife Leila (a pharmacist, French-Lebanese) and
their two small children, Sami (5) and Nour (2).

Shape: Work/Cases/<"M-2291 Silva": matter number and client surname> for eight open matters and Work/Cases/Closed/
for two closed ones, each with Correspondence/ (Home Office and Tribunal letters as dated .pdf, emails saved as .eml
(text) or Outlook .msg), Evidence/ (passport scans, payslips, bank statements, certificates), Statements/ (witness
statements as .docx in several versions, a "v3 FINAL", a signed .pdf), a large bundle PDF and an engagement letter;
Work/Templates, Work/CPD/<year> (certificates), Work/Timesheets (one .xlsx a month), a matter register, the
practising certificate. Music/Ableton/<Name> Project (.als versions, Backup/ with timestamped .als, "Ableton Project
Info", Samples/Recorded and Samples/Processed .wav, Samples/Imported copies of pack samples), Music/Ableton/User
Library, Music/Sample packs (hundreds of .wav in four packs, three zipped packs of up to 1.8 GB), Music/Bounces
(masters .wav/.flac/.mp3: "final", "final v2", "FINAL master"), Music/SoundCloud uploads (.mp3 copies of masters,
artwork). Leila's Pharmacy/ (CPD, locum rotas .xlsx, drug charts .pdf, locum invoices) and Papiers Leila/ (French
documents with accents: Impôts, Sécurité sociale, Études with "Relevé de notes"). Family/Photos/<year> (IMG_####.HEIC
and .jpg, WhatsApp images, .MOV clips; birthday folders, Sami's named in French "Anniversaire Sami 5 ans", Nour's in
English "Nour 2nd birthday"), Family/Videos, Family/Wedding (the wedding film, highlights, the photographer's DSC
photos). Household/ (Mortgage, Council tax, Car with MOT and insurance, Energy bills by month, Nursery invoices by
month, a budget). Recipes/Lebanese and Recipes/French (.md with searchable text, scanned .pdf). Documents/ (family
passports, certificates, a KeePass Passwords.kdbx, a CV). Downloads (installers .dmg/.pkg, zips, "(1)" copies and
exact duplicates of files elsewhere, an unfinished .crdownload, an empty Untitled.txt, a Chrome passwords export),
Desktop clutter (screenshots, a to-do list, a copy of a master), Website/omar-music-site (a small site with .git,
node_modules and dist/), hidden dotfiles, .ssh keys, .cache and .npm caches. About 2,400 files.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set L's questions (BAD_WINDOWS, checked by `_check_solicitor`); the files
dated Nov 19 are month-day anchors ("11-19"), and nothing else visible is within a day of Nov 19. Hidden files and
noise folders are kept small (well under 1% of the bytes), so totals with and without them round alike.
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


# Date boundaries of set L's questions (ages in days as of 2026-11-24); visible files keep clear of them.
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-04-01",
    "2026-03-01",
    "2026-01-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [
    (1.5, 2.7),  # 2 days / 48 hours
    (2.5, 3.7),  # 3 days
    (3.4, 7.8),  # Nov 19 (a named day: only its anchors) and the past week / 7 days
    (9.5, 10.7),  # 10 days
    (13.5, 14.7),  # a fortnight / two weeks
    (29.4, 31.7),  # 30 days / the past month
    (88.5, 93.0),  # 3 months
    (178.0, 188.0),  # 6 months
    (361.0, 371.0),  # a year
    (726.0, 736.0),  # two years
]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]


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


CASES = "Work/Cases"
ABL = "Music/Ableton"
PACKS = "Music/Sample packs"


def solicitor() -> list[Entry]:
    r = random.Random(2291)
    E: list[Entry] = []
    a = E.append

    def eml(path: str, iso_or_age, subject: str, body: str) -> None:
        age = ago(iso_or_age) if isinstance(iso_or_age, str) and len(iso_or_age) == 10 else iso_or_age
        a(T(path, age, f"Subject: {subject}\nContent-Type: text/plain; charset=utf-8\n\n{body}\n"))

    # ================================================================== Work / Cases: open matters
    # ---- M-2291 Silva: spouse visa (Appendix FM), application submitted, further information requested
    M = f"{CASES}/M-2291 Silva"
    a(Entry(f"{M}/Engagement letter - Silva.pdf", 212 * KB, ago("2026-06-16")))
    a(Entry(f"{M}/Silva bundle.pdf", 186_400 * KB, ago("2026-09-10"), dup="silvabundle"))
    for n, s, d in [
        ("2026-09-18 Home Office - acknowledgement.pdf", 141 * KB, "2026-09-18"),
        ("2026-09-25 Home Office - biometrics appointment.pdf", 118 * KB, "2026-09-25"),
        ("2026-11-12 Home Office - request for further information.pdf", 183 * KB, "2026-11-12"),
    ]:
        a(Entry(f"{M}/Correspondence/{n}", s, ago(d)))
    eml(
        f"{M}/Correspondence/2026-06-15 email from Daniel Hughes - initial enquiry.eml",
        "2026-06-15",
        "Spouse visa for my wife Ana",
        "Dear Mr Haddad,\nMy wife Ana Silva is Brazilian and we would like to apply for her spouse visa.\nDaniel",
    )
    eml(
        f"{M}/Correspondence/2026-08-21 email to client - draft statement for review.eml",
        "2026-08-21",
        "Silva - draft witness statement",
        "Dear Ana,\nPlease find attached the draft of your witness statement (v2). Please check the dates.\nOmar",
    )
    a(Entry(f"{M}/Correspondence/RE_ Silva - further information request.msg", 96 * KB, ago("2026-11-13")))
    eml(
        f"{M}/Correspondence/2026-11-19 email to UKVI - further evidence.eml",
        "11-19",
        "Ana SILVA - further evidence (ref S1234567)",
        "Dear Sir or Madam,\nPlease find enclosed the further evidence requested on 12 November: six months of "
        "payslips and the tenancy agreement.\nOmar Haddad, Solicitor",
    )
    EV = f"{M}/Evidence"
    a(Entry(f"{EV}/Passport - Ana Silva.pdf", 2_140 * KB, ago("2026-06-22")))
    a(Entry(f"{EV}/Passport - Daniel Hughes.pdf", 1_930 * KB, ago("2026-06-22")))
    a(Entry(f"{EV}/Marriage certificate.pdf", 850 * KB, ago("2026-06-22")))
    a(Entry(f"{EV}/IELTS Life Skills A1 certificate.pdf", 420 * KB, ago("2026-07-06")))
    a(Entry(f"{EV}/Tenancy agreement - 14 Elm Road.pdf", 1_300 * KB, ago("2026-07-06")))
    for y, m in _months("2026-01", 6):
        a(Entry(f"{EV}/Payslips/Payslip {y}-{m:02d} - Daniel Hughes.pdf", r.randint(80, 99) * KB, ago("2026-07-20")))
        a(
            Entry(
                f"{EV}/Bank statements/Barclays statement {y}-{m:02d}.pdf",
                r.randint(150, 260) * KB,
                ago("2026-07-20"),
            )
        )
    for i in range(1, 11):
        a(Entry(f"{EV}/Relationship photos/photo {i:02d}.jpg", r.randint(900, 2_400) * KB, ago("2026-07-08")))
    ST = f"{M}/Statements"
    for n, d in [
        ("Witness statement - Ana Silva v1.docx", "2026-08-03"),
        ("Witness statement - Ana Silva v2.docx", "2026-08-20"),
        ("Witness statement - Ana Silva v3.docx", "2026-09-04"),
        ("Witness statement - Ana Silva v3 FINAL.docx", "2026-09-08"),
        ("Witness statement - Daniel Hughes v1.docx", "2026-08-05"),
        ("Witness statement - Daniel Hughes v2 FINAL.docx", "2026-09-08"),
        ("Sponsor letter of support.docx", "2026-08-19"),
    ]:
        a(Entry(f"{ST}/{n}", r.randint(38, 64) * KB, ago(d)))
    a(Entry(f"{ST}/Witness statement - Ana Silva v3 FINAL signed.pdf", 1_120 * KB, ago("2026-09-09")))

    # ---- M-2304 Adeyemi: asylum appeal, First-tier Tribunal, hearing on 3 December
    M = f"{CASES}/M-2304 Adeyemi"
    a(Entry(f"{M}/Engagement letter - Adeyemi.pdf", 224 * KB, ago("2026-05-14")))
    a(Entry(f"{M}/Adeyemi appeal bundle.pdf", 412_300 * KB, ago("2026-11-09")))
    a(Entry(f"{M}/Adeyemi supplementary bundle.pdf", 96_200 * KB, "11-19"))
    for n, s, d in [
        ("2026-05-12 Home Office - refusal letter.pdf", 390 * KB, "2026-05-12"),
        ("2026-06-02 First-tier Tribunal - appeal acknowledgement.pdf", 120 * KB, "2026-06-02"),
        ("2026-10-15 First-tier Tribunal - notice of hearing.pdf", 135 * KB, "2026-10-15"),
        ("2026-10-29 Home Office - respondent's review.pdf", 480 * KB, "2026-10-29"),
    ]:
        a(Entry(f"{M}/Correspondence/{n}", s, ago(d)))
    eml(
        f"{M}/Correspondence/2026-05-13 email from Tunde - refusal.eml",
        "2026-05-13",
        "They refused me",
        "Mr Haddad, the Home Office refused my claim. The letter came today. What can we do?\nTunde",
    )
    eml(
        f"{M}/Correspondence/2026-11-09 email to Counsel - appeal bundle.eml",
        "2026-11-09",
        "Adeyemi - appeal bundle and hearing on 3 December",
        "Dear Ms Begum,\nPlease find the appeal bundle attached. The hearing is listed at Taylor House on "
        "3 December at 10am.\nKind regards,\nOmar",
    )
    a(Entry(f"{M}/Correspondence/RE_ Adeyemi hearing 3 December.msg", 88 * KB, ago("2026-11-16")))
    a(Entry(f"{M}/Correspondence/RE_ Adeyemi - interpreter booking.msg", 64 * KB, ago("2026-11-11")))
    EV = f"{M}/Evidence"
    for n, s, d in [
        ("Passport - Tunde Adeyemi.pdf", 2_050 * KB, "2026-06-04"),
        ("Country expert report - Nigeria.pdf", 3_420 * KB, "2026-09-16"),
        ("Medical report - Dr Shah.pdf", 1_780 * KB, "2026-08-12"),
        ("Church letter of support.pdf", 310 * KB, "2026-07-14"),
        ("Police report (translated).pdf", 640 * KB, "2026-06-24"),
        ("CPIN Nigeria - sexual orientation and gender identity.pdf", 2_260 * KB, "2026-06-10"),
    ]:
        a(Entry(f"{EV}/{n}", s, ago(d)))
    ST = f"{M}/Statements"
    for n, s, d, dup in [
        ("Witness statement - Tunde Adeyemi v1.docx", 48 * KB, "2026-07-01", None),
        ("Witness statement - Tunde Adeyemi v2.docx", 55 * KB, "2026-07-22", None),
        ("Witness statement - Tunde Adeyemi v3.docx", 61 * KB, "2026-09-29", "adeyemiv3"),
        ("Witness statement - Tunde Adeyemi v4.docx", 66 * KB, "2026-11-06", None),
        ("Witness statement - Pastor Okoro.docx", 34 * KB, "2026-08-18", None),
        ("Skeleton argument - draft.docx", 72 * KB, "2026-11-16", None),
        ("Chronology.docx", 29 * KB, "2026-10-21", None),
    ]:
        a(Entry(f"{ST}/{n}", s, ago(d), dup=dup))
    a(
        T(
            f"{M}/Hearing prep notes.txt",
            8.3,
            "Adeyemi - hearing prep\nHearing 3 December, 10am, Taylor House. Counsel: Ms Begum.\n"
            "Interpreter: Yoruba, booked.\nPoints: credibility of the church letter; delay in claiming; CPIN.\n",
        )
    )

    # ---- M-2317 Nguyen: skilled worker visa, granted in October
    M = f"{CASES}/M-2317 Nguyen"
    a(Entry(f"{M}/Engagement letter - Nguyen.pdf", 198 * KB, ago("2026-07-22")))
    a(Entry(f"{M}/Nguyen bundle.pdf", 64_100 * KB, ago("2026-08-28")))
    a(Entry(f"{M}/Correspondence/2026-09-04 Home Office - acknowledgement.pdf", 139 * KB, ago("2026-09-04")))
    a(Entry(f"{M}/Correspondence/2026-10-21 Home Office - decision letter.pdf", 205 * KB, ago("2026-10-21")))
    eml(
        f"{M}/Correspondence/2026-07-21 email from Acme Robotics - CoS assigned.eml",
        "2026-07-21",
        "Certificate of Sponsorship for Linh Nguyen",
        "Hi Omar,\nWe have assigned the CoS for Linh today. Reference attached.\nHR, Acme Robotics",
    )
    eml(
        f"{M}/Correspondence/2026-10-22 email to client - visa granted.eml",
        "2026-10-22",
        "Good news - your visa has been granted",
        "Dear Linh,\nI am pleased to tell you that your Skilled Worker visa has been granted.\nOmar",
    )
    for n, s, d in [
        ("Passport - Linh Nguyen.pdf", 1_880 * KB, "2026-07-24"),
        ("Certificate of Sponsorship.pdf", 160 * KB, "2026-07-24"),
        ("Degree certificate - Hanoi University of Science and Technology.pdf", 900 * KB, "2026-07-24"),
        ("TB test certificate.pdf", 240 * KB, "2026-08-11"),
        ("Bank statements/Vietcombank statement 2026-04.pdf", 210 * KB, "2026-08-11"),
        ("Bank statements/Vietcombank statement 2026-05.pdf", 205 * KB, "2026-08-11"),
        ("Bank statements/Vietcombank statement 2026-06.pdf", 221 * KB, "2026-08-11"),
    ]:
        a(Entry(f"{M}/Evidence/{n}", s, ago(d)))
    a(Entry(f"{M}/Statements/Witness statement - Linh Nguyen v1.docx", 31 * KB, ago("2026-08-13")))
    a(Entry(f"{M}/Statements/Witness statement - Linh Nguyen v2.docx", 33 * KB, ago("2026-08-19")))

    # ---- M-2186 Kowalski: EU Settlement Scheme, settled status granted in April
    M = f"{CASES}/M-2186 Kowalski"
    a(Entry(f"{M}/Engagement letter - Kowalski.pdf", 205 * KB, ago("2025-11-03")))
    a(Entry(f"{M}/Kowalski bundle.pdf", 28_300 * KB, ago("2026-01-14")))
    a(Entry(f"{M}/Correspondence/2026-01-20 Home Office - acknowledgement.pdf", 137 * KB, ago("2026-01-20")))
    a(Entry(f"{M}/Correspondence/2026-04-08 Home Office - decision letter.pdf", 199 * KB, ago("2026-04-08")))
    eml(
        f"{M}/Correspondence/2025-11-01 email from Marta - EUSS.eml",
        "2025-11-01",
        "Settled status",
        "Dear Omar, I have pre-settled status since 2021 and need to apply for settled status. Marta",
    )
    for n, s, d in [
        ("Passport - Marta Kowalski.pdf", 1_760 * KB, "2025-11-10"),
        ("Proof of residence 2021-2025.pdf", 5_400 * KB, "2025-12-02"),
        ("P60 2023.pdf", 95 * KB, "2025-11-10"),
        ("P60 2024.pdf", 97 * KB, "2025-11-10"),
        ("P60 2025.pdf", 96 * KB, "2025-11-10"),
    ]:
        a(Entry(f"{M}/Evidence/{n}", s, ago(d)))
    a(Entry(f"{M}/Statements/Witness statement - Marta Kowalski v1.docx", 29 * KB, ago("2025-12-08")))
    a(Entry(f"{M}/Statements/Witness statement - Marta Kowalski v2 FINAL.docx", 30 * KB, ago("2026-01-12")))

    # ---- M-2240 Rahman: indefinite leave to remain (long residence), granted in July
    M = f"{CASES}/M-2240 Rahman"
    a(Entry(f"{M}/Engagement letter - Rahman.pdf", 217 * KB, ago("2026-02-10")))
    a(Entry(f"{M}/Rahman bundle.pdf", 240_800 * KB, ago("2026-04-24")))
    for n, s, d in [
        ("2026-04-30 Home Office - acknowledgement.pdf", 140 * KB, "2026-04-30"),
        ("2026-05-14 Home Office - biometrics appointment.pdf", 121 * KB, "2026-05-14"),
        ("2026-07-30 Home Office - decision letter.pdf", 260 * KB, "2026-07-30"),
    ]:
        a(Entry(f"{M}/Correspondence/{n}", s, ago(d)))
    eml(
        f"{M}/Correspondence/2026-02-09 email from Farhana Rahman - ILR.eml",
        "2026-02-09",
        "ILR after ten years",
        "Dear Mr Haddad, I have been in the UK lawfully for ten years. Can you help with ILR? Farhana",
    )
    a(Entry(f"{M}/Correspondence/RE_ Rahman - ILR granted.msg", 79 * KB, ago("2026-08-03")))
    EV = f"{M}/Evidence"
    a(Entry(f"{EV}/Passport - Farhana Rahman.pdf", 2_010 * KB, ago("2026-02-18")))
    a(Entry(f"{EV}/Passport (old) - Farhana Rahman.pdf", 1_650 * KB, ago("2026-02-18")))
    a(Entry(f"{EV}/Life in the UK test pass.pdf", 130 * KB, ago("2026-02-18")))
    a(Entry(f"{EV}/BRP - Farhana Rahman.jpg", 1_400 * KB, ago("2026-02-18")))
    for y, m in _months("2025-09", 6):
        a(Entry(f"{EV}/Payslips/Payslip {y}-{m:02d} - Farhana Rahman.pdf", r.randint(80, 99) * KB, ago("2026-03-12")))
        a(Entry(f"{EV}/Bank statements/HSBC statement {y}-{m:02d}.pdf", r.randint(150, 260) * KB, ago("2026-03-12")))
    for n, d in [
        ("Witness statement - Farhana Rahman v1.docx", "2026-03-17"),
        ("Witness statement - Farhana Rahman v2.docx", "2026-04-07"),
        ("Witness statement - Farhana Rahman v2 FINAL.docx", "2026-04-14"),
    ]:
        a(Entry(f"{M}/Statements/{n}", r.randint(40, 55) * KB, ago(d)))

    # ---- M-2268 Fernández: refugee family reunion
    M = f"{CASES}/M-2268 Fernández"
    a(Entry(f"{M}/Engagement letter - Fernández.pdf", 209 * KB, ago("2026-03-16")))
    a(Entry(f"{M}/Fernández bundle.pdf", 131_500 * KB, ago("2026-06-05")))
    a(Entry(f"{M}/Correspondence/2026-06-12 Home Office - acknowledgement.pdf", 138 * KB, ago("2026-06-12")))
    a(Entry(f"{M}/Correspondence/2026-10-09 Home Office - request for DNA evidence.pdf", 176 * KB, ago("2026-10-09")))
    eml(
        f"{M}/Correspondence/2026-10-12 email to Luis - DNA test.eml",
        "2026-10-12",
        "DNA test for Camila",
        "Hola Luis,\nThe Home Office asks for a DNA test for Camila. I have booked one in Bogotá.\nOmar",
    )
    for n, s, d in [
        ("Passport - Camila Fernández.pdf", 1_820 * KB, "2026-03-25"),
        ("Refugee status grant letter - Luis Fernández.pdf", 330 * KB, "2026-03-25"),
        ("Birth certificate (apostilled) - Camila.pdf", 760 * KB, "2026-04-13"),
        ("DNA test results.pdf", 540 * KB, "2026-11-05"),
    ]:
        a(Entry(f"{M}/Evidence/{n}", s, ago(d)))
    for n, d in [
        ("Witness statement - Luis Fernández v1.docx", "2026-04-20"),
        ("Witness statement - Luis Fernández v2.docx", "2026-05-11"),
        ("Witness statement - Luis Fernández v3 FINAL.docx", "2026-06-01"),
        ("Declaración - Luis Fernández (español).docx", "2026-06-01"),
    ]:
        a(Entry(f"{M}/Statements/{n}", r.randint(35, 58) * KB, ago(d)))

    # ---- M-2333 Petrov: Upper Tribunal appeal
    M = f"{CASES}/M-2333 Petrov"
    a(Entry(f"{M}/Engagement letter - Petrov.pdf", 231 * KB, ago("2026-08-16")))
    a(Entry(f"{M}/Petrov appeal bundle.pdf", 298_700 * KB, ago("2026-11-03")))
    for n, s, d in [
        ("2026-08-14 First-tier Tribunal - determination.pdf", 610 * KB, "2026-08-14"),
        ("2026-08-19 Application for permission to appeal.pdf", 350 * KB, "2026-08-19"),
        ("2026-10-20 Upper Tribunal - grant of permission.pdf", 180 * KB, "2026-10-20"),
    ]:
        a(Entry(f"{M}/Correspondence/{n}", s, ago(d)))
    eml(
        f"{M}/Correspondence/2026-10-21 email to Ivan - permission granted.eml",
        "2026-10-21",
        "Permission to appeal granted",
        "Dear Ivan,\nThe Upper Tribunal has granted permission to appeal. I will prepare the bundle.\nOmar",
    )
    a(Entry(f"{M}/Evidence/Passport - Ivan Petrov.pdf", 1_990 * KB, ago("2026-08-17")))
    a(Entry(f"{M}/Evidence/Expert report - Dr Volkova.pdf", 2_870 * KB, ago("2026-10-27")))
    for n, d in [
        ("Witness statement - Ivan Petrov v1.docx", "2026-10-06"),
        ("Witness statement - Ivan Petrov v2.docx", "2026-10-26"),
        ("Grounds of appeal v1.docx", "2026-08-17"),
        ("Grounds of appeal v2 FINAL.docx", "2026-08-18"),
    ]:
        a(Entry(f"{M}/Statements/{n}", r.randint(30, 70) * KB, ago(d)))

    # ---- M-2375 Abbasi: a new matter (opened 16 November)
    M = f"{CASES}/M-2375 Abbasi"
    a(Entry(f"{M}/Engagement letter - Abbasi.pdf", 219 * KB, ago("2026-11-16")))
    eml(
        f"{M}/Correspondence/2026-11-16 email from Reza Abbasi - enquiry.eml",
        "2026-11-16",
        "Student visa to graduate visa",
        "Dear Sir, I finish my master's in December and want to switch to the Graduate route. Reza Abbasi",
    )
    eml(
        f"{M}/Correspondence/2026-11-19 email to client - document checklist.eml",
        "11-19",
        "Abbasi - documents we need",
        "Dear Reza,\nPlease send: passport, BRP, CAS letter, confirmation of completion from the university.\nOmar",
    )
    a(Entry(f"{M}/Evidence/Passport - Reza Abbasi.pdf", 1_870 * KB, "11-19"))

    # ================================================================== Work / Cases / Closed
    M = f"{CASES}/Closed/M-2120 Chowdhury"
    a(Entry(f"{M}/Engagement letter - Chowdhury.pdf", 201 * KB, ago("2023-11-06")))
    a(Entry(f"{M}/Chowdhury bundle.pdf", 151_200 * KB, ago("2024-02-12")))
    a(Entry(f"{M}/Correspondence/2024-02-20 Home Office - acknowledgement.pdf", 133 * KB, ago("2024-02-20")))
    a(Entry(f"{M}/Correspondence/2024-05-28 Home Office - decision letter.pdf", 215 * KB, ago("2024-05-28")))
    eml(
        f"{M}/Correspondence/2023-11-02 email from Rashid Chowdhury - spouse visa extension.eml",
        "2023-11-02",
        "Extension of leave",
        "Dear Mr Haddad, my leave as a spouse expires in March. Rashid",
    )
    eml(
        f"{M}/Correspondence/2024-05-29 email to client - leave extended.eml",
        "2024-05-29",
        "Your leave has been extended",
        "Dear Rashid, the Home Office has extended your leave for 30 months. Omar",
    )
    a(Entry(f"{M}/Evidence/Passport - Rashid Chowdhury.pdf", 1_910 * KB, ago("2023-11-20")))
    a(Entry(f"{M}/Evidence/Council tax bill 2023.pdf", 160 * KB, ago("2023-11-20")))
    a(Entry(f"{M}/Statements/Witness statement - Rashid Chowdhury v1.docx", 36 * KB, ago("2024-01-15")))
    a(Entry(f"{M}/Statements/Witness statement - Rashid Chowdhury v2 FINAL.docx", 38 * KB, ago("2024-02-05")))
    M = f"{CASES}/Closed/M-2199 Mensah"
    a(Entry(f"{M}/Engagement letter - Mensah.pdf", 207 * KB, ago("2025-01-20")))
    a(Entry(f"{M}/Mensah bundle.pdf", 45_600 * KB, ago("2025-03-18")))
    a(Entry(f"{M}/Correspondence/2025-03-26 Home Office - acknowledgement.pdf", 132 * KB, ago("2025-03-26")))
    a(Entry(f"{M}/Correspondence/2025-07-15 Home Office - decision letter.pdf", 222 * KB, ago("2025-07-15")))
    a(
        Entry(
            f"{M}/Correspondence/2025-08-12 Home Office - citizenship ceremony invitation.pdf",
            150 * KB,
            ago("2025-08-12"),
        )
    )
    a(Entry(f"{M}/Correspondence/RE_ Mensah - naturalisation.msg", 70 * KB, ago("2025-07-16")))
    a(Entry(f"{M}/Evidence/Passport - Kwame Mensah.pdf", 1_950 * KB, ago("2025-01-27")))
    a(Entry(f"{M}/Evidence/Life in the UK test pass.pdf", 128 * KB, ago("2025-01-27")))
    a(Entry(f"{M}/Evidence/B1 English certificate.pdf", 300 * KB, ago("2025-01-27")))
    a(Entry(f"{M}/Statements/Referee declarations.docx", 27 * KB, ago("2025-02-24")))
    a(Entry(f"{CASES}/Matter register 2026.xlsx", 88 * KB, 1.3))

    # ================================================================== Work: templates, CPD, timesheets
    W = "Work"
    for n, s, d in [
        ("Engagement letter template.docx", 58 * KB, "2024-09-03"),
        ("Client care letter template.docx", 52 * KB, "2024-09-03"),
        ("Witness statement template.docx", 41 * KB, "2025-02-17"),
        ("Bundle index template.docx", 36 * KB, "2025-06-09"),
        ("Attendance note template.docx", 22 * KB, "2024-09-03"),
        ("Fee estimate template.xlsx", 31 * KB, "2025-10-13"),
        ("Pre-action protocol letter template.docx", 47 * KB, "2026-02-23"),
    ]:
        a(Entry(f"{W}/Templates/{n}", s, ago(d)))
    for n, s, d in [
        ("2024/ILPA - Appeals update 2024 certificate.pdf", 180 * KB, "2024-03-14"),
        ("2024/Law Society - Immigration advice levels certificate.pdf", 210 * KB, "2024-06-20"),
        ("2024/Free Movement - EUSS masterclass certificate.pdf", 150 * KB, "2024-10-09"),
        ("2025/ILPA - Asylum credibility certificate.pdf", 182 * KB, "2025-02-26"),
        ("2025/Free Movement - Skilled Worker route certificate.pdf", 155 * KB, "2025-05-21"),
        ("2025/Law Society - Risk and compliance certificate.pdf", 205 * KB, "2025-09-17"),
        ("2025/CPD log 2025.xlsx", 24 * KB, "2025-12-15"),
        ("2026/ILPA - Family migration update 2026 certificate.pdf", 188 * KB, "2026-03-18"),
        ("2026/Free Movement - Tribunal advocacy certificate.pdf", 160 * KB, "2026-06-17"),
        ("2026/CPD log 2026.xlsx", 25 * KB, "2026-10-14"),
    ]:
        a(Entry(f"{W}/CPD/{n}", s, ago(d)))
    for y, m in _months("2025-01", 22):
        day = next(d for d in (27, 28, 26, 25, 24, 29, 30, 23, 22, 21, 20, 19, 18) if not _bad(ago(f"{y}-{m:02d}-{d}")))
        a(Entry(f"{W}/Timesheets/Timesheet {y}-{m:02d}.xlsx", r.randint(40, 70) * KB, ago(f"{y}-{m:02d}-{day}")))
    a(Entry(f"{W}/Timesheets/Timesheet 2026-11.xlsx", 52 * KB, 0.3))
    a(Entry(f"{W}/SRA practising certificate 2026-27.pdf", 140 * KB, ago("2026-10-28")))
    a(Entry(f"{W}/Firm handbook 2026.pdf", 3_800 * KB, ago("2026-01-08")))

    # ================================================================== Music / Ableton projects
    def backup_name(base: str, age: float) -> str:
        d = iso_of(age)
        return f"{base} [{d.isoformat()} {r.randint(20, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}].als"

    def project(name: str, als: list[tuple[str, float]], backups: list[float], info_age: float) -> str:
        P = f"{ABL}/{name} Project"
        for n, age in als:
            a(Entry(f"{P}/{n}", r.randint(180, 900) * KB, age))
        for age in backups:
            age = _clear(age)
            a(Entry(f"{P}/Backup/{backup_name(name, age)}", r.randint(180, 800) * KB, age))
        a(Entry(f"{P}/Ableton Project Info/Project8_1.cfg", 2 * KB, info_age))
        a(Entry(f"{P}/Ableton Project Info/AProject.ico", 18 * KB, info_age))
        return P

    P = project(
        "Nightbus",
        [("Nightbus.als", 1.3), ("Nightbus v2 arrangement.als", 12.4), ("Nightbus v1.als", 44.3)],
        [1.35, 8.6, 11.3, 15.2, 20.4, 27.1],
        44.3,
    )
    for i, age in enumerate([44.1, 40.2, 33.3, 27.2, 20.5, 15.3, 11.4, 1.4], 1):
        d = iso_of(age)
        nm = "Vocal Leila" if i in (5, 6) else ("Synth bass" if i % 2 else "Pad")
        a(
            Entry(
                f"{P}/Samples/Recorded/{nm} {i:04d} [{d.isoformat()} 22{i:02d}10].wav",
                r.randint(8, 60) * MB,
                age,
            )
        )
    for n in ("Drum loop", "Bassline", "Chords", "Vocal chop"):
        a(
            Entry(
                f"{P}/Samples/Processed/Consolidate/{n} [2026-10-{r.randint(11, 28)}].wav", r.randint(4, 30) * MB, 26.4
            )
        )
    for n in ("Freeze 1-Synth bass.wav", "Freeze 3-Pad.wav", "Freeze 5-Vocal Leila.wav"):
        a(Entry(f"{P}/Samples/Processed/Freeze/{n}", r.randint(30, 90) * MB, 11.2))

    P = project(
        "Cedar (Beirut sketch)",
        [("Cedar.als", ago("2026-06-12")), ("Cedar oud version.als", ago("2026-06-01"))],
        [ago("2026-05-20"), ago("2026-06-01"), ago("2026-06-05"), ago("2026-06-12")],
        ago("2026-05-11"),
    )
    for i in range(1, 7):
        a(
            Entry(
                f"{P}/Samples/Recorded/Oud take {i:04d} [2026-05-{10 + i}].wav",
                r.randint(12, 70) * MB,
                ago("2026-05-17"),
            )
        )
    for n in ("Reverse/Oud take 0002 R.wav", "Reverse/Riq hit R.wav"):
        a(Entry(f"{P}/Samples/Processed/{n}", r.randint(2, 9) * MB, ago("2026-06-05")))

    P = project(
        "Warehouse 4am",
        [("Warehouse 4am.als", ago("2025-12-17")), ("Warehouse 4am old.als", ago("2025-11-30"))],
        [ago("2025-11-30"), ago("2025-12-04"), ago("2025-12-17")],
        ago("2025-11-12"),
    )
    a(Entry(f"{P}/Samples/Recorded/Jam take 1 [2025-11-29 013522].wav", 781 * MB, ago("2025-11-29")))
    a(Entry(f"{P}/Samples/Recorded/Jam take 2 [2025-11-29 022914].wav", 643 * MB, ago("2025-11-29")))
    a(Entry(f"{P}/Samples/Recorded/Hats overdub [2025-12-03 231100].wav", 41 * MB, ago("2025-12-03")))
    a(Entry(f"{P}/Samples/Processed/Freeze/Freeze 2-Warehouse bass.wav", 77 * MB, ago("2025-12-17")))

    P = project(
        "Zaatar Dub",
        [("Zaatar Dub.als", ago("2026-10-08")), ("Zaatar Dub sketch.als", ago("2026-08-19"))],
        [ago("2026-08-19"), ago("2026-09-11"), ago("2026-10-08")],
        ago("2026-08-18"),
    )
    for i in range(1, 5):
        a(
            Entry(
                f"{P}/Samples/Recorded/Melodica {i:04d} [2026-09-11 2130{i:02d}].wav",
                r.randint(9, 40) * MB,
                ago("2026-09-11"),
            )
        )
    a(Entry(f"{P}/Samples/Processed/Consolidate/Dub siren [2026-09-12].wav", 6 * MB, ago("2026-09-12")))

    P = project(
        "Tidal Lock",
        [("Tidal Lock.als", ago("2025-04-06"))],
        [ago("2025-03-22"), ago("2025-04-06")],
        ago("2025-02-14"),
    )
    for i in range(1, 4):
        a(
            Entry(
                f"{P}/Samples/Recorded/Modular {i:04d} [2025-03-{i + 9}].wav", r.randint(20, 95) * MB, ago("2025-03-15")
            )
        )

    P = project("Untitled Project 7", [("Untitled Project 7.als", 0.9)], [], 0.9)
    a(Entry(f"{P}/Samples/Recorded/Audio 0001 [2026-11-23 234011].wav", 23 * MB, 0.9))
    a(Entry(f"{P}/Samples/Recorded/Audio 0002 [2026-11-23 235530].wav", 17 * MB, 0.9))

    UL = f"{ABL}/User Library"
    for n, d in [
        ("Presets/Instruments/Instrument Rack/Omar Bass Rack.adg", "2025-06-19"),
        ("Presets/Instruments/Instrument Rack/Warm Pad Rack.adg", "2025-09-23"),
        ("Presets/Audio Effects/Audio Effect Rack/Dub Delay Chain.adg", "2026-09-14"),
        ("Presets/Audio Effects/Audio Effect Rack/Master Chain - loud.adg", "2026-10-23"),
    ]:
        a(Entry(f"{UL}/{n}", r.randint(8, 60) * KB, ago(d)))
    for n in ("Beirut street market.wav", "Hamra cafe ambience.wav", "Call to prayer (distant).wav"):
        a(Entry(f"{UL}/Samples/Field recordings/{n}", r.randint(40, 120) * MB, ago("2025-08-21")))

    # ================================================================== Music / Sample packs
    VEH = f"{PACKS}/Vengeance Essential House Vol 3"
    for sub, n, lo, hi in (("Kicks", 60, 80, 400), ("Claps", 40, 60, 300), ("Hihats", 50, 40, 250)):
        for i in range(1, n + 1):
            a(Entry(f"{VEH}/{sub}/VEH3 {sub} {i:03d}.wav", r.randint(lo, hi) * KB, ago("2024-03-10")))
    for i in range(1, 41):
        a(Entry(f"{VEH}/Loops/VEH3 Loop {i:03d} 124bpm.wav", r.randint(1_800, 6_200) * KB, ago("2024-03-10")))
    LAP = f"{PACKS}/Loopmasters - Arabic Percussion"
    darbuka = []
    for i in range(1, 41):
        e = Entry(
            f"{LAP}/Darbuka Loops/Darbuka Loop {i:02d} 120bpm.wav", r.randint(2_000, 5_400) * KB, ago("2025-10-05")
        )
        darbuka.append(e)
    E += darbuka
    for i in range(1, 31):
        a(Entry(f"{LAP}/Riq One Shots/Riq Hit {i:02d}.wav", r.randint(90, 420) * KB, ago("2025-10-05")))
    for i in range(1, 21):
        a(Entry(f"{LAP}/Doholla Loops/Doholla Loop {i:02d} 95bpm.wav", r.randint(2_500, 6_000) * KB, ago("2025-10-05")))
    splice_packs = [
        ("Sounds of KSHMR Vol 4", "2025-02-03"),
        ("Arabic Vocal Phrases", "2025-10-28"),
        ("Deep House Chords", "2026-01-19"),
        ("Analog Dub Techno", "2026-04-22"),
        ("UKG Shuffles", "2026-06-30"),
        ("Lofi Keys and Textures", "2026-08-17"),
        ("Minimal Percussion", "2026-10-04"),
        ("Dark Synthwave Bass", "2026-11-08"),
    ]
    for pk, d in splice_packs:
        short = "".join(w[0] for w in pk.split()).upper()
        for i in range(1, 31):
            kind = r.choice(["loop", "one_shot", "fx", "chord", "vocal"])
            a(
                Entry(
                    f"{PACKS}/Splice/{pk}/{short}_{kind}_{i:02d}.wav",
                    r.randint(150, 3_200) * KB,
                    ago(d),
                )
            )
    for i in range(1, 81):
        a(
            Entry(
                f"{PACKS}/Cymatics - Oracle Vocal Chops/Cymatics - Oracle Vocal Chop {i:02d}.wav",
                r.randint(100, 900) * KB,
                ago("2026-02-11"),
            )
        )
    for sub, n in (("808s", 60), ("Snares", 40), ("Percussion", 50)):
        for i in range(1, n + 1):
            a(
                Entry(
                    f"{PACKS}/Samples From Mars - 808 From Mars/{sub}/SFM 808 {sub} {i:02d}.wav",
                    r.randint(120, 1_400) * KB,
                    ago("2025-06-13"),
                )
            )
    a(Entry(f"{PACKS}/zips/Cymatics - Lofi Essentials.zip", 1_820 * MB, ago("2026-05-02")))
    a(Entry(f"{PACKS}/zips/Loopmasters - Arabic Percussion.zip", 912 * MB, ago("2025-10-05")))
    a(Entry(f"{PACKS}/zips/Free Vinyl Textures.zip", 421 * MB, ago("2024-08-14")))
    # "Collect All and Save" copied three pack loops into the Cedar project: the same bytes twice
    for i in (3, 7, 12):
        src = darbuka[i - 1]
        E[E.index(src)] = Entry(src.path, src.size, src.age, dup=f"darbuka{i}")
        a(
            Entry(
                f"{ABL}/Cedar (Beirut sketch) Project/Samples/Imported/{src.name}",
                src.size,
                ago("2026-05-20"),
                dup=f"darbuka{i}",
            )
        )

    # ================================================================== Music / Bounces and SoundCloud
    B = "Music/Bounces"
    for n, s, age, dup in [
        ("Nightbus final.wav", 61_800 * KB, ago("2026-10-20"), None),
        ("Nightbus final v2.wav", 62_900 * KB, ago("2026-11-03"), None),
        ("Nightbus FINAL master.wav", 63_700 * KB, "11-19", "nightbuswav"),
        ("Nightbus FINAL master.mp3", 9_840 * KB, 1.2, "nightbusmp3"),
        ("Cedar final.wav", 51_200 * KB, ago("2026-06-12"), None),
        ("Cedar FINAL master.flac", 33_600 * KB, ago("2026-06-20"), None),
        ("Cedar FINAL master.mp3", 8_210 * KB, ago("2026-06-20"), "cedarmp3"),
        ("Warehouse 4am final.wav", 74_500 * KB, ago("2025-12-05"), None),
        ("Warehouse 4am final v2.wav", 75_100 * KB, ago("2025-12-18"), None),
        ("Warehouse 4am master.mp3", 11_700 * KB, ago("2025-12-19"), "warehousemp3"),
        ("Zaatar Dub demo.mp3", 4_300 * KB, ago("2026-09-03"), None),
        ("Zaatar Dub rough mix.wav", 48_800 * KB, ago("2026-10-08"), None),
        ("Tidal Lock final.flac", 39_400 * KB, ago("2025-04-10"), None),
        ("Tidal Lock final.mp3", 9_100 * KB, ago("2025-04-10"), None),
    ]:
        a(Entry(f"{B}/{n}", s, age, dup=dup))
    SC = "Music/SoundCloud uploads"
    a(Entry(f"{SC}/Nightbus.mp3", 9_840 * KB, 1.1, dup="nightbusmp3"))
    a(Entry(f"{SC}/Cedar.mp3", 8_210 * KB, ago("2026-06-21"), dup="cedarmp3"))
    a(Entry(f"{SC}/Warehouse 4am.mp3", 11_700 * KB, ago("2025-12-20"), dup="warehousemp3"))
    a(Entry(f"{SC}/Nightbus artwork.jpg", 2_300 * KB, 1.1))
    a(Entry(f"{SC}/Cedar artwork.png", 3_100 * KB, ago("2026-06-21")))
    a(Entry(f"{SC}/Warehouse 4am artwork.jpg", 1_900 * KB, ago("2025-12-20")))
    a(
        T(
            f"{SC}/track descriptions.txt",
            1.1,
            "Nightbus - late-night garage, written on the N207 home from chambers.\n"
            "Cedar - oud and riq over a slow house groove, for Teta.\n"
            "Warehouse 4am - a live jam, one take, no edits.\n",
        )
    )

    # ================================================================== Leila's Pharmacy
    LP = "Leila's Pharmacy"
    for n, s, d in [
        ("CPD/CPD record 2025-26.docx", 64 * KB, "2026-10-27"),
        ("CPD/Peer discussion record - Dr Amir.docx", 31 * KB, "2026-06-09"),
        ("CPD/Reflective account - flu vaccination.docx", 28 * KB, "2026-10-14"),
        ("CPD/Certificate - Flu vaccination training 2026.pdf", 190 * KB, "2026-09-08"),
        ("CPD/Certificate - Safeguarding level 2.pdf", 175 * KB, "2025-11-12"),
        ("CPD/Certificate - NMS training.pdf", 160 * KB, "2025-05-06"),
        ("CPD/Certificate - Pharmacy First clinical skills.pdf", 210 * KB, "2026-02-04"),
        ("Locum rota Sep-Oct 2026.xlsx", 46 * KB, "2026-08-19"),
        ("Drug charts/Paediatric paracetamol dosing chart.pdf", 620 * KB, "2025-03-11"),
        ("Drug charts/Warfarin INR chart.pdf", 480 * KB, "2024-10-22"),
        ("Drug charts/Antibiotic guidelines 2026.pdf", 2_300 * KB, "2026-01-28"),
        ("Drug charts/Insulin conversion chart.pdf", 390 * KB, "2025-06-26"),
        ("Drug charts/Opioid equivalence table.pdf", 350 * KB, "2026-07-01"),
        ("GPhC registration certificate.pdf", 240 * KB, "2025-12-10"),
    ]:
        a(Entry(f"{LP}/{n}", s, ago(d)))
    a(Entry(f"{LP}/Locum rota Nov-Dec 2026.xlsx", 49 * KB, 1.2))
    for i, (ph, d) in enumerate(
        [
            ("Boots Chiswick", "2026-06-02"),
            ("Superdrug Hammersmith", "2026-06-26"),
            ("Boots Chiswick", "2026-07-24"),
            ("Day Lewis Acton", "2026-08-28"),
            ("Boots Chiswick", "2026-09-25"),
            ("Day Lewis Acton", "2026-10-23"),
        ],
        41,
    ):
        a(Entry(f"{LP}/Locum invoices/Invoice LH-0{i} - {ph}.pdf", r.randint(60, 90) * KB, ago(d)))

    # ================================================================== Papiers Leila (French)
    PL = "Papiers Leila"
    for n, s, d, dup in [
        ("Impôts/Avis d'impôt 2025 sur les revenus 2024.pdf", 310 * KB, "2025-08-28", None),
        ("Impôts/Avis d'impôt 2026 sur les revenus 2025.pdf", 318 * KB, "2026-08-12", "avis26"),
        ("Impôts/Déclaration des revenus 2025.pdf", 420 * KB, "2026-06-04", None),
        ("Sécurité sociale/Attestation de droits 2026.pdf", 120 * KB, "2026-02-17", None),
        ("Sécurité sociale/Carte Vitale recto verso.jpg", 890 * KB, "2024-11-12", None),
        ("Sécurité sociale/Relevé de remboursements 2025.pdf", 150 * KB, "2025-12-29", None),
        ("Études/Relevé de notes - 5e année pharmacie.pdf", 260 * KB, "2016-07-08", None),
        ("Études/Relevé de notes - 6e année pharmacie.pdf", 270 * KB, "2017-07-10", None),
        ("Études/Diplôme d'État de docteur en pharmacie.pdf", 1_100 * KB, "2017-12-14", None),
        ("Études/Thèse d'exercice - Leila Haddad.pdf", 4_600 * KB, "2017-11-30", None),
        ("Livret de famille.pdf", 2_200 * KB, "2022-02-09", None),
        ("Banque/Relevé de compte BNP 2026-09.pdf", 140 * KB, "2026-10-05", None),
        ("Banque/Relevé de compte BNP 2026-10.pdf", 145 * KB, "2026-11-05", None),
    ]:
        a(Entry(f"{PL}/{n}", s, ago(d), dup=dup))

    # ================================================================== Family / Photos
    FP = "Family/Photos"
    img = [2105]

    def photo(folder: str, age: float, ext_: str | None = None) -> None:
        img[0] += 1
        if ext_ is None:
            ext_ = "jpg" if (folder.endswith("2022") or r.random() < 0.2) else "HEIC"
        size = r.randint(2_000, 4_800) * KB if ext_ == "jpg" else r.randint(1_400, 3_400) * KB
        if ext_ == "MOV":
            size = r.randint(40, 420) * MB
        a(Entry(f"{folder}/IMG_{img[0]:04d}.{ext_}", size, age))

    years = {2022: 120, 2023: 150, 2024: 165, 2025: 175, 2026: 160}
    birthdays = {
        2024: [("Anniversaire Sami 3 ans", "2024-11-16")],
        2025: [("Nour 1st birthday", "2025-03-15"), ("Anniversaire Sami 4 ans", "2025-11-15")],
        2026: [("Nour 2nd birthday", "2026-03-14"), ("Anniversaire Sami 5 ans", "2026-11-15")],
    }
    for y, n in years.items():
        start = max(ago(f"{y}-12-31"), 0.6)
        end = ago(f"{y}-01-01") - 0.5
        ages: list[float] = []
        while len(ages) < n:
            x = start + r.random() * (end - start)
            if not _bad(x):
                ages.append(x)
        ages.sort(reverse=True)
        bd = dict((ago(d), f) for f, d in birthdays.get(y, []))
        done = set()
        for age in ages:
            for bage, f in bd.items():
                if f not in done and age < bage:
                    done.add(f)
                    for k in range(14):
                        photo(f"{FP}/{y}/{f}", bage - k * 0.01)
                    for k in range(3):
                        photo(f"{FP}/{y}/{f}", bage - 0.2 - k * 0.01, "MOV")
            photo(f"{FP}/{y}", age, "MOV" if r.random() < 0.04 else None)
    # the newest photos (this week)
    for age in (0.7, 1.0, 1.25):
        photo(f"{FP}/2026", age, "HEIC")
    wa = 0
    for y in (2025, 2026):
        for _i in range(6):
            age = _clear(ago(f"{y}-01-01") - 20 - r.random() * (300 if y == 2025 else 280))
            d = iso_of(age)
            wa += 1
            a(Entry(f"{FP}/{y}/IMG-{d:%Y%m%d}-WA{wa:04d}.jpg", r.randint(90, 380) * KB, age))
    VD = "Family/Videos"
    a(Entry(f"{VD}/Beirut trip summer 2025.mp4", 2_340 * MB, ago("2025-08-20")))
    a(Entry(f"{VD}/Sami first day at nursery.mp4", 412 * MB, ago("2024-09-04")))
    a(Entry(f"{VD}/Nour first steps.MOV", 183 * MB, ago("2025-04-02")))
    a(Entry(f"{VD}/Christmas in Lyon 2025.mp4", 1_270 * MB, ago("2025-12-27")))
    WD = "Family/Wedding"
    a(Entry(f"{WD}/Omar & Leila - wedding film.mp4", 9_420 * MB, ago("2019-09-14")))
    a(Entry(f"{WD}/wedding highlights 4min.mp4", 823 * MB, ago("2019-09-14"), dup="highlights"))
    a(Entry(f"{WD}/Wedding speech - Karim.docx", 26 * KB, ago("2019-07-18")))
    for i in range(1, 121):
        a(Entry(f"{WD}/Photographer/DSC_{i:04d}.jpg", r.randint(5_000, 11_000) * KB, ago("2019-08-30")))

    # ================================================================== Household
    HH = "Household"
    for n, s, d in [
        ("Mortgage/Mortgage offer - Nationwide 2023.pdf", 1_400 * KB, "2023-04-17"),
        ("Mortgage/Mortgage annual statement 2025.pdf", 210 * KB, "2025-04-23"),
        ("Mortgage/Mortgage annual statement 2026.pdf", 215 * KB, "2026-04-22"),
        ("Mortgage/Remortgage options 2026.xlsx", 34 * KB, "2026-10-21"),
        ("Council tax/Council tax bill 2025-26.pdf", 170 * KB, "2025-03-12"),
        ("Council tax/Council tax bill 2026-27.pdf", 174 * KB, "2026-03-11"),
        ("Car/MOT certificate 2025.pdf", 95 * KB, "2025-06-10"),
        ("Car/MOT certificate 2026.pdf", 97 * KB, "2026-06-09"),
        ("Car/Car insurance 2025 - Admiral.pdf", 620 * KB, "2025-10-15"),
        ("Car/Car insurance renewal 2026 - Admiral.pdf", 640 * KB, "2026-10-13"),
        ("Car/V5C logbook.pdf", 480 * KB, "2023-05-02"),
        ("Car/Service invoice - Kia Chiswick.pdf", 130 * KB, "2026-02-26"),
        ("Home insurance 2026.pdf", 900 * KB, "2026-04-14"),
        ("Broadband contract - BT.pdf", 330 * KB, "2025-07-08"),
        ("Nursery/Little Acorns - Nour settling-in form.pdf", 180 * KB, "2025-08-27"),
        ("Nursery/Tax-Free Childcare statement 2026.pdf", 110 * KB, "2026-10-19"),
    ]:
        a(Entry(f"{HH}/{n}", s, ago(d)))
    a(Entry(f"{HH}/budget 2026.xlsx", 61 * KB, 11.3))
    for y, m in _months("2025-11", 12):
        a(Entry(f"{HH}/Energy/Octopus Energy bill {y}-{m:02d}.pdf", r.randint(120, 190) * KB, ago(f"{y}-{m:02d}-17")))
    for y, m in _months("2026-01", 11):
        dup = "acorns2610" if (y, m) == (2026, 10) else None
        a(
            Entry(
                f"{HH}/Nursery/Little Acorns invoice {y}-{m:02d}.pdf",
                r.randint(95, 130) * KB if dup is None else 117 * KB,
                ago(f"{y}-{m:02d}-04"),
                dup=dup,
            )
        )

    # ================================================================== Recipes
    RC = "Recipes"
    recipes = {
        "Lebanese/Tabbouleh.md": "# Tabbouleh\n\n3 bunches flat-leaf parsley, a handful of mint, 3 tablespoons fine "
        "bulgur, 4 tomatoes, 1 spring onion bunch, lemon juice, olive oil, salt, a pinch of seven spice.\n",
        "Lebanese/Fattoush.md": "# Fattoush\n\nRomaine, cucumber, radish, tomatoes, purslane, toasted pitta, "
        "sumac, pomegranate molasses and lemon dressing.\n",
        "Lebanese/Kibbeh bil sanieh.md": "# Kibbeh bil sanieh (tray kibbeh)\n\n500 g lean lamb, 250 g fine bulgur, "
        "1 onion, pine nuts, seven spice. Bake 40 min at 190 C.\n",
        "Lebanese/Mujaddara.md": "# Mujaddara\n\n1 cup brown lentils, 1/2 cup rice, 4 onions fried until "
        "deep brown, cumin, olive oil.\n",
        "Lebanese/Manakish za'atar.md": "# Manakish za'atar\n\nDough: 500 g flour, yeast, sugar, water. "
        "Topping: za'atar mixed with olive oil. 8 minutes at 250 C.\n",
        "Lebanese/Toum (garlic sauce).md": "# Toum\n\n1 head of garlic, 1 teaspoon salt, 2 cups neutral oil, "
        "1/2 cup lemon juice, added drop by drop in the food processor.\n",
        "Lebanese/Baba ghanouj.md": "# Baba ghanouj\n\n2 aubergines charred over the flame, tahini, garlic, "
        "lemon, a little yoghurt.\n",
        "French/Gratin dauphinois.md": "# Gratin dauphinois (maman)\n\n1 kg potatoes, 50 cl cream, 25 cl milk, "
        "garlic, nutmeg. 1 h 15 at 160 C. No cheese!\n",
        "French/Bœuf bourguignon.md": "# Bœuf bourguignon\n\n1.5 kg paleron, 75 cl red Burgundy, lardons, "
        "mushrooms, pearl onions, bouquet garni. 3 hours on a low heat.\n",
        "French/Crêpes de la Chandeleur.md": "# Crêpes\n\n250 g flour, 4 eggs, 50 cl milk, 50 g melted butter, "
        "a spoon of orange blossom water. Rest the batter 1 hour.\n",
        "French/Quiche lorraine.md": "# Quiche lorraine\n\nShortcrust pastry, 200 g lardons, 3 eggs, 20 cl crème "
        "fraîche, 20 cl milk. 35 min at 180 C.\n",
        "French/Clafoutis aux cerises.md": "# Clafoutis aux cerises\n\n500 g cherries (stones in), 3 eggs, "
        "100 g sugar, 60 g flour, 25 cl milk. 40 min at 180 C.\n",
    }
    for i, (n, text) in enumerate(recipes.items()):
        a(T(f"{RC}/{n}", _clear(ago("2024-01-20") - i * 37.3), text))
    a(Entry(f"{RC}/Lebanese/Maamoul - Teta Samira.pdf", 3_800 * KB, ago("2023-04-08")))
    a(Entry(f"{RC}/French/Tarte Tatin.pdf", 1_200 * KB, ago("2025-09-21")))
    a(Entry(f"{RC}/Ottolenghi Simple - chapter scans.pdf", 24_600 * KB, ago("2024-12-03")))

    # ================================================================== Documents
    DC = "Documents"
    for n, s, d in [
        ("Passports/Passport - Omar Haddad.pdf", 2_020 * KB, "2023-03-06"),
        ("Passports/Passeport - Leila Haddad.pdf", 2_090 * KB, "2024-06-18"),
        ("Passports/Passport - Sami Haddad.pdf", 1_850 * KB, "2024-06-18"),
        ("Passports/Passport - Nour Haddad.pdf", 1_840 * KB, "2025-05-13"),
        ("Certificates/Marriage certificate - Omar & Leila.pdf", 1_300 * KB, "2019-08-05"),
        ("Certificates/Sami birth certificate.pdf", 700 * KB, "2021-11-25"),
        ("Certificates/Nour birth certificate.pdf", 710 * KB, "2024-03-22"),
        ("Omar CV 2026.docx", 54 * KB, "2026-01-22"),
    ]:
        a(Entry(f"{DC}/{n}", s, ago(d)))
    a(Entry(f"{DC}/Passwords.kdbx", 38 * KB, 8.4))

    # ================================================================== Downloads
    dl = [
        ("Ableton Live 12 Suite.dmg", 3_210 * MB, ago("2026-02-14"), None),
        ("Xfer Serum 2 installer.pkg", 480 * MB, ago("2026-03-26"), None),
        ("Zoom.pkg", 95 * MB, ago("2025-06-23"), None),
        ("Microsoft Teams installer.pkg", 172 * MB, ago("2026-01-12"), None),
        ("Splice Installer.dmg", 121 * MB, ago("2025-02-03"), None),
        ("iZotope Ozone 11 installer.dmg", 1_130 * MB, ago("2025-11-14"), None),
        ("LibreOffice_24.8.2_MacOS_aarch64.dmg", 302 * MB, ago("2024-10-17"), None),
        ("Silva - documents from client.zip", 48 * MB, ago("2026-07-20"), None),
        ("Cymatics - Free Drum Kit.zip", 262 * MB, ago("2025-07-30"), None),
        ("website-template-master.zip", 6_400 * KB, ago("2025-05-08"), None),
        ("Photos from Karim's wedding.zip", 1_410 * MB, ago("2025-09-29"), None),
        ("Silva bundle (1).pdf", 186_400 * KB, ago("2026-09-11"), "silvabundle"),
        ("Little Acorns invoice 2026-10 (1).pdf", 117 * KB, ago("2026-10-04"), "acorns2610"),
        ("Avis d'impôt 2026 sur les revenus 2025.pdf", 318 * KB, ago("2026-08-11"), "avis26"),
        ("Witness statement - Tunde Adeyemi v3.docx", 61 * KB, ago("2026-09-28"), "adeyemiv3"),
        ("wedding highlights 4min.mp4", 823 * MB, ago("2025-12-24"), "highlights"),
        ("Sami nativity play.mp4.crdownload", 744 * MB, 12.3, None),
        ("Untitled.txt", 0, ago("2026-06-30"), None),
        ("Chrome Passwords.csv", 14 * KB, ago("2026-03-03"), None),
        ("Home Office guidance - Appendix FM.pdf", 2_900 * KB, ago("2026-06-17"), None),
        ("Immigration Rules - Appendix Skilled Worker.pdf", 1_700 * KB, ago("2026-07-23"), None),
        ("MEA e-ticket BEY December 2026.pdf", 210 * KB, 11.4, None),
        ("IKEA receipt.pdf", 64 * KB, ago("2026-10-17"), None),
        ("Nursery photo consent form.pdf", 150 * KB, ago("2026-09-10"), None),
        ("ECCTA 2023 explanatory notes.pdf", 4_100 * KB, ago("2024-04-11"), None),
    ]
    for n, s, age, dup in dl:
        a(Entry(f"Downloads/{n}", s, age, dup=dup))
    # a copy of one photo, kept twice
    ph = next(e for e in E if e.path.startswith(f"{FP}/2026/IMG_") and e.name.endswith(".HEIC") and 40 < e.age < 60)
    E[E.index(ph)] = Entry(ph.path, ph.size, ph.age, dup="photo")
    a(Entry(f"Downloads/{ph.name[:-5]} (1).HEIC", ph.size, _clear(ph.age - 1.0), dup="photo"))

    # ================================================================== Desktop
    DT = "Desktop"
    a(
        T(
            f"{DT}/to do.txt",
            0.2,
            "- Silva: reply to the further information request by 3 Dec\n- Adeyemi: send Counsel the "
            "supplementary bundle\n- renew car insurance (Admiral)\n- book Nour's vaccination\n"
            "- Leila: pay the impôts\n- master Nightbus for SoundCloud\n",
        )
    )
    for d, t in (("2026-11-09", "21.14.07"), ("2026-10-26", "09.41.55"), ("2026-09-16", "23.02.18")):
        a(Entry(f"{DT}/Screenshot {d} at {t}.png", r.randint(600, 1_800) * KB, ago(d)))
    a(Entry(f"{DT}/Nightbus FINAL master.wav", 63_700 * KB, "11-19", dup="nightbuswav"))
    a(Entry(f"{DT}/Copy of Engagement letter template.docx", 58 * KB, ago("2026-11-16")))
    a(Entry(f"{DT}/Scan 2026-11-09.pdf", 1_450 * KB, ago("2026-11-09")))
    a(Entry(f"{DT}/{ph.name}", ph.size, _clear(ph.age - 1.5), dup="photo"))

    # ================================================================== Website (a small site, with noise)
    WS = "Website/omar-music-site"
    a(T(f"{WS}/.git/HEAD", 200.3, "ref: refs/heads/main\n"))
    a(T(f"{WS}/.git/config", 200.3, "[core]\n\trepositoryformatversion = 0\n"))
    a(Entry(f"{WS}/.git/index", 12 * KB, 200.3))
    for _i in range(50):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{WS}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 30_000), 200.3 + r.random() * 200))
    a(T(f"{WS}/README.md", 420.3, "# omar-music-site\n\nMy music page. `npm run build` writes dist/.\n"))
    a(T(f"{WS}/package.json", 200.3, '{"name": "omar-music-site", "scripts": {"build": "vite build"}}\n'))
    a(Entry(f"{WS}/package-lock.json", 96 * KB, 200.3))
    for n, s in (("index.html", 6 * KB), ("about.html", 4 * KB), ("css/style.css", 9 * KB), ("js/player.js", 7 * KB)):
        a(Entry(f"{WS}/{n}", s, _clear(200.3 + r.random() * 100)))
    a(Entry(f"{WS}/images/hero.webp", 340 * KB, 420.3))
    a(Entry(f"{WS}/public/tracks/Warehouse 4am preview.mp3", 1_900 * KB, 200.3))
    for n in ("index.html", "assets/index-3f2a9c.js", "assets/style-9b1c0e.css"):
        a(Entry(f"{WS}/dist/{n}", r.randint(3, 60) * KB, 200.3))
    for p in (
        "vite",
        "rollup",
        "esbuild",
        "postcss",
        "nanoid",
        "picocolors",
        "source-map-js",
        "@rollup/rollup-darwin-arm64",
        "fsevents",
        "howler",
        "wavesurfer.js",
        "lit",
        "prettier",
    ):
        for f in ("package.json", "README.md", "LICENSE", "index.js", "dist/index.js", "dist/index.d.ts"):
            a(Entry(f"{WS}/node_modules/{p}/{f}", r.randint(300, 40_000), 200.5))

    # ================================================================== hidden / noise
    a(T(".bashrc", 500.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".gitconfig", 500.3, "[user]\n\tname = Omar Haddad\n\temail = omar@omarhaddad.music\n"))
    a(
        T(
            ".ssh/id_ed25519",
            420.3,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n",
        )
    )
    a(T(".ssh/id_ed25519.pub", 420.3, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx omar@laptop\n"))
    a(T(".ssh/known_hosts", 200.3, "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5\n"))
    a(T(".config/Ableton/Live 12.1/Preferences.cfg", 1.3, "AudioDevice=Focusrite Scarlett 2i2\n"))
    a(T("Music/.DS_Store", 60.3, "Bud1\n"))
    a(T("Work/Cases/.DS_Store", 60.3, "Bud1\n"))
    for _i in range(40):
        a(Entry(f".cache/thumbnails/large/{r.getrandbits(64):016x}.png", r.randint(15_000, 80_000), r.random() * 30))
    for _i in range(30):
        a(
            Entry(
                f".npm/_cacache/content-v2/sha512/{r.getrandbits(8):02x}/{r.getrandbits(64):016x}",
                r.randint(2_000, 400_000),
                200.5 + r.random() * 10,
            )
        )
    return _check_solicitor(_check(E))


def _check_solicitor(entries: list[Entry]) -> list[Entry]:
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

    # dates written in names agree with the files' ages (Downloads copies and Ableton's own stamps aside)
    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise:
            continue
        m = re.match(r"(\d{4})-(\d{2})-(\d{2}) ", e.name) or re.search(r"IMG-(\d{4})(\d{2})(\d{2})-WA", e.name)
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
        m = re.match(r"Family/Photos/(\d{4})/", e.path)
        if m:
            assert int(m.group(1)) == iso_of(e.age).year, e.path
    hidden = sum(e.size for e in entries if e.hidden_or_noise)
    assert hidden < 0.002 * sum(e.size for e in entries), hidden
    return entries


HOMES["solicitor"] = solicitor

if __name__ == "__main__":
    from homes import human

    es = solicitor()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
