"""A generated home for the held-out set AF (heldout_af.jsonl): Gerald and Margaret Whitfield, a retired couple in
Harrogate who let out two flats, look after their own affairs, restore vintage radios (him) and sing in a choir (her).

Shape: Lettings/Albert Road and Lettings/Cobden Street, one folder per flat with the same sub-folders (Tenancy,
Inventory, Certificates with gas safety certificates by year named the same in both flats, Deposit, Repairs/Invoices,
Repairs/Damage photos in one folder per date, Rent statements as .xlsx by year), and Lettings/ papers for both
(landlord insurance, the letting agent's terms); Finance (Pensions: his BT Pension Scheme and her LGPS statements by
year, a state pension letter; Tax returns by tax year "2023-24" with rental income workbooks; Bank statements by
month); Household (Council tax bills by year, home insurance, TV licence); Caravan (site fees and insurance by year, a
service report, photos, a notes file); Medical (Hospital letters by date, Repeat prescriptions for each of them);
Radios (one folder per set with a Photo log of dated photos and restoration notes; Wiring diagrams as .pdf and .png;
Parts orders; eBay listings); Choir (Sheet music .pdf, Rehearsal recordings .mp3 by date, Concert programmes, a
members' list); Family/Grandchildren drawings (scans of Lily's and Oscar's drawings, .jpg and .pdf); Pictures/Phone
backup (IMG_YYYYMMDD_HHMMSS.jpg and a few VID_ videos; the damage photos in Lettings are exact copies of some of
them), Pictures/Screenshots; Documents/Notes (text that can be searched: tradesmen's numbers, a list for Tom);
Downloads (installers .exe/.msi, "(1)" copies and exact duplicates of statements filed elsewhere, an unfinished
download, an empty file); Desktop clutter; hidden dotfiles, an office lock file and .cache thumbnails.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set AF's questions (BAD_WINDOWS, checked by `_check_landlord`); the files
dated Nov 19 are month-day anchors ("11-19") and nothing else visible is within a few days of it.
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


# Date boundaries of set AF's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
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


LA = "Lettings/Albert Road"
LC = "Lettings/Cobden Street"
FIN = "Finance"
RAD = "Radios"
CH = "Choir"
PB = "Pictures/Phone backup/Camera"

# (model, folder name, bought, photo-log dates and captions, sold?)
RADIOS = {
    "Bush DAC90A": [
        ("2026-01-14", "as bought at Ripon auction"),
        ("2026-01-15", "back off"),
        ("2026-01-15", "chassis out"),
        ("2026-01-27", "waxed capacitors"),
        ("2026-02-04", "dial cord snapped"),
        ("2026-02-19", "new dial cord"),
        ("2026-03-10", "recapped underside"),
        ("2026-03-10", "recapped underside 2"),
        ("2026-04-08", "cabinet cleaned"),
        ("2026-04-23", "cabinet polished"),
        ("2026-05-12", "working on test"),
        ("2026-07-14", "finished front"),
        ("2026-07-14", "finished back"),
        ("2026-10-20", "on the sideboard"),
    ],
    "Ekco A22": [
        ("2025-10-06", "as found"),
        ("2025-10-06", "crack in bakelite"),
        ("2025-10-19", "chassis out"),
        ("2025-11-05", "mains dropper"),
        ("2025-12-11", "new speaker cloth"),
        ("2026-02-12", "bakelite repair"),
        ("2026-06-24", "bakelite polished"),
        ("2026-09-13", "dial glass cleaned"),
        ("2026-10-28", "first sound"),
        ("2026-11-12", "alignment"),
        ("2026-11-16", "nearly done"),
    ],
    "Roberts R200": [
        ("2025-03-18", "as bought"),
        ("2025-03-22", "battery box corroded"),
        ("2025-04-09", "new battery box"),
        ("2025-05-14", "leather cleaned"),
        ("2025-06-20", "finished"),
        ("2025-07-05", "photos for eBay front"),
        ("2025-07-05", "photos for eBay back"),
        ("2025-07-05", "photos for eBay inside"),
    ],
    "Pye P75": [
        ("2026-08-09", "as bought at Newark"),
        ("2026-08-10", "valve line-up"),
        ("2026-09-05", "chassis out"),
        ("2026-10-09", "rusty tuning gang"),
        ("2026-11-08", "rectifier replaced"),
        ("2026-11-11", "still no sound"),
    ],
}


def landlord() -> list[Entry]:
    r = random.Random(4411)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Lettings: Albert Road (the Kowalskis)
    a(Entry(f"{LA}/Tenancy/Tenancy agreement - Kowalski - March 2024.pdf", 1_240 * KB, ago("2024-02-26")))
    a(Entry(f"{LA}/Tenancy/Tenancy renewal - Kowalski - March 2026.pdf", 620 * KB, ago("2026-02-20")))
    a(Entry(f"{LA}/Tenancy/Section 13 rent increase notice 2026.pdf", 180 * KB, ago("2026-01-12")))
    a(Entry(f"{LA}/Tenancy/How to Rent guide.pdf", 1_510 * KB, ago("2024-02-26"), dup="howtorent"))
    a(Entry(f"{LA}/Inventory/Inventory check-in - Kowalski 2024.pdf", 6_800 * KB, ago("2024-02-29")))
    a(Entry(f"{LA}/Inventory/Mid-term inspection 2025-09-18.pdf", 2_300 * KB, ago("2025-09-18")))
    a(Entry(f"{LA}/Inventory/Mid-term inspection 2026-09-17.pdf", 2_450 * KB, ago("2026-09-17")))
    for y, d in ((2024, "2024-05-14"), (2025, "2025-05-12"), (2026, "2026-05-11")):
        a(Entry(f"{LA}/Certificates/Gas safety certificate {y}.pdf", r.randint(240 * KB, 320 * KB), ago(d)))
    a(Entry(f"{LA}/Certificates/EICR electrical report 2022.pdf", 890 * KB, ago("2022-07-08")))
    a(Entry(f"{LA}/Certificates/EPC certificate.pdf", 410 * KB, ago("2021-04-19")))
    a(Entry(f"{LA}/Certificates/Smoke and CO alarm check 2026.pdf", 95 * KB, ago("2026-03-06")))
    a(Entry(f"{LA}/Deposit/Deposit protection certificate - Kowalski.pdf", 210 * KB, ago("2024-03-06")))
    a(Entry(f"{LA}/Deposit/Prescribed information - Kowalski.pdf", 150 * KB, ago("2024-03-06")))
    for n, s, d in [
        ("Invoice - D Hollis Plumbing 2025-11-05.pdf", 130 * KB, "2025-11-05"),
        ("Invoice - Heatwise boiler repair 2026-02-13.pdf", 160 * KB, "2026-02-13"),
        ("Invoice - A1 Glazing 2026-07-24.pdf", 120 * KB, "2026-07-24"),
        ("Invoice - Yorkshire Locksmiths 2026-10-15.pdf", 90 * KB, "2026-10-15"),
    ]:
        a(Entry(f"{LA}/Repairs/Invoices/{n}", s, ago(d)))
    # damage photos: copies of the phone photos taken that day (added with the phone backup below)
    a(
        T(
            f"{LA}/Repairs/repairs log.txt",
            ago("2026-10-15"),
            "Albert Road repairs\n2025-11-05 kitchen tap dripping, Dave Hollis, 85.00\n"
            "2026-02-13 boiler losing pressure, Heatwise, 240.00\n2026-07-24 cracked bedroom window, A1 Glazing, "
            "310.00\n2026-10-15 front door lock sticking, Yorkshire Locksmiths, 95.00\n",
        )
    )
    for y, d in ((2024, "2024-12-28"), (2025, "2025-12-30"), (2026, "2026-11-03")):
        a(
            Entry(
                f"{LA}/Rent statements/Rent statement {y} - Albert Road.xlsx",
                r.randint(18 * KB, 30 * KB),
                ago(d),
                dup="rsalbert26" if y == 2026 else None,
            )
        )
    a(T(f"{LA}/Rent statements/.~lock.Rent statement 2026 - Albert Road.xlsx#", 0.8, "Gerald,gerald,pc,24.11.2026;"))

    # ================================================================== Lettings: Cobden Street (Doyle, then Brierley)
    a(Entry(f"{LC}/Tenancy/Tenancy agreement - Doyle - 2022.pdf", 1_180 * KB, ago("2022-08-12")))
    a(Entry(f"{LC}/Tenancy/Tenancy agreement - Brierley - September 2025.pdf", 1_320 * KB, ago("2025-09-05")))
    a(Entry(f"{LC}/Tenancy/How to Rent guide.pdf", 1_510 * KB, ago("2025-09-05"), dup="howtorent"))
    a(Entry(f"{LC}/Tenancy/Notice to end tenancy - Doyle.pdf", 140 * KB, ago("2025-06-10")))
    a(Entry(f"{LC}/Inventory/Check-out report - Doyle 2025.pdf", 4_900 * KB, ago("2025-08-29")))
    a(Entry(f"{LC}/Inventory/Inventory check-in - Brierley 2025.pdf", 7_300 * KB, ago("2025-09-04")))
    for y, d in ((2024, "2024-09-18"), (2025, "2025-09-16"), (2026, "2026-09-15")):
        a(Entry(f"{LC}/Certificates/Gas safety certificate {y}.pdf", r.randint(240 * KB, 320 * KB), ago(d)))
    a(Entry(f"{LC}/Certificates/EICR electrical report 2025.pdf", 940 * KB, ago("2025-08-15")))
    a(Entry(f"{LC}/Certificates/EPC certificate.pdf", 430 * KB, ago("2023-06-13")))
    a(Entry(f"{LC}/Deposit/Deposit protection certificate - Brierley.pdf", 205 * KB, ago("2025-09-10")))
    a(Entry(f"{LC}/Deposit/Deposit return - Doyle.pdf", 170 * KB, ago("2025-09-24")))
    for n, s, d in [
        ("Invoice - Spotless Carpet Cleaning 2025-09-03.pdf", 110 * KB, "2025-09-03"),
        ("Invoice - Harrogate Decorators 2025-09-08.pdf", 190 * KB, "2025-09-08"),
        ("Invoice - D Hollis Plumbing 2026-04-16.pdf", 125 * KB, "2026-04-16"),
        ("Invoice - Damp Doctors 2026-10-21.pdf", 240 * KB, "2026-10-21"),
    ]:
        a(Entry(f"{LC}/Repairs/Invoices/{n}", s, ago(d)))
    a(Entry(f"{LC}/Repairs/Damp Doctors quote.pdf", 310 * KB, ago("2026-10-08")))
    for y, d in ((2024, "2024-12-30"), (2025, "2025-12-23"), (2026, "2026-11-03")):
        a(Entry(f"{LC}/Rent statements/Rent statement {y} - Cobden Street.xlsx", r.randint(18 * KB, 30 * KB), ago(d)))

    # Lettings: both flats
    a(Entry("Lettings/Landlord insurance - Direct Line 2026.pdf", 720 * KB, ago("2026-03-27")))
    a(Entry("Lettings/Landlord insurance - Direct Line 2025.pdf", 700 * KB, ago("2025-03-26")))
    a(Entry("Lettings/Hartley & Lowe - terms of business.pdf", 380 * KB, ago("2025-08-01") + 3))
    a(Entry("Lettings/rental income 2026.xlsx", 36 * KB, ago("2026-11-09")))

    # ================================================================== Finance
    for y, d in ((2024, "2024-06-20"), (2025, "2025-06-18"), (2026, "2026-06-17")):
        a(Entry(f"{FIN}/Pensions/BT Pension Scheme annual statement {y}.pdf", r.randint(300 * KB, 450 * KB), ago(d)))
    for y, d in ((2025, "2025-07-22"), (2026, "2026-07-21")):
        a(
            Entry(
                f"{FIN}/Pensions/LGPS annual benefit statement {y} - Margaret.pdf",
                r.randint(250 * KB, 380 * KB),
                ago(d),
                dup="lgps26" if y == 2026 else None,
            )
        )
    a(Entry(f"{FIN}/Pensions/State pension increase letter 2026.pdf", 160 * KB, ago("2026-03-12")))
    for ty, d in (("2022-23", "2023-12-12"), ("2023-24", "2024-12-10"), ("2024-25", "2025-12-09")):
        a(Entry(f"{FIN}/Tax returns/{ty}/Tax return {ty} - Gerald.pdf", r.randint(320 * KB, 520 * KB), ago(d)))
        a(Entry(f"{FIN}/Tax returns/{ty}/Tax return {ty} - Margaret.pdf", r.randint(300 * KB, 500 * KB), ago(d) + 1))
        a(
            Entry(
                f"{FIN}/Tax returns/{ty}/Rental income and expenses {ty}.xlsx", r.randint(30 * KB, 60 * KB), ago(d) + 4
            )
        )
        a(Entry(f"{FIN}/Tax returns/{ty}/SA302 tax calculation {ty}.pdf", r.randint(90 * KB, 140 * KB), ago(d) - 9))
    a(Entry(f"{FIN}/Tax returns/2025-26/Rental income and expenses 2025-26.xlsx", 47 * KB, ago("2026-11-12")))
    a(Entry(f"{FIN}/Tax returns/2025-26/P60 2025-26 - BT Pension.pdf", 85 * KB, ago("2026-05-08")))
    stmts = []
    for i in range(22):  # Nationwide joint account, 2025-01 … 2026-10, issued on the 7th of the next month
        y, m = divmod(2025 * 12 + i, 12)
        m += 1
        iy, im = divmod(y * 12 + m, 12)
        issued = f"{iy}-{im + 1:02d}-07"
        stmts.append((f"{y}-{m:02d}", issued))
    for ym, issued in stmts:
        a(
            Entry(
                f"{FIN}/Bank statements/Nationwide statement {ym}.pdf",
                r.randint(80 * KB, 140 * KB),
                ago(issued),
                dup=f"nw{ym}" if ym in ("2026-08", "2026-09", "2026-10") else None,
            )
        )

    # ================================================================== Household
    for ty, d in (("2024-25", "2024-03-08"), ("2025-26", "2025-03-07"), ("2026-27", "2026-03-09")):
        a(
            Entry(
                f"Household/Council tax/Council tax bill {ty}.pdf",
                r.randint(120 * KB, 200 * KB),
                ago(d),
                dup="ctax2627" if ty == "2026-27" else None,
            )
        )
    a(Entry("Household/Council tax/Direct debit confirmation.pdf", 60 * KB, ago("2024-03-20")))
    a(Entry("Household/Home insurance - Saga 2026.pdf", 890 * KB, ago("2026-05-05")))
    a(Entry("Household/TV licence 2026.pdf", 75 * KB, ago("2026-02-10")))
    a(Entry("Household/Boiler service 2026 - Heatwise.pdf", 140 * KB, ago("2026-10-13")))

    # ================================================================== Caravan (a static at Filey)
    for y, d in ((2025, "2025-02-14"), (2026, "2026-02-16")):
        a(Entry(f"Caravan/Site fees/Site fees invoice {y}.pdf", r.randint(150 * KB, 220 * KB), ago(d)))
    a(Entry("Caravan/Site fees/Site licence agreement.pdf", 1_100 * KB, ago("2021-03-15")))
    for y, d in ((2025, "2025-03-18"), (2026, "2026-03-17")):
        a(Entry(f"Caravan/Insurance/Caravan insurance {y} - Caravan Guard.pdf", r.randint(400 * KB, 600 * KB), ago(d)))
    a(Entry("Caravan/Service/Caravan service report 2026-04-22.pdf", 330 * KB, ago("2026-04-22")))
    a(Entry("Caravan/Service/Gas safety check caravan 2026.pdf", 180 * KB, ago("2026-04-22")))
    a(
        T(
            "Caravan/caravan notes.txt",
            ago("2026-07-02"),
            "Pitch 47, Primrose Valley, Filey.\nCalor gas bottles: two 13 kg propane, swap at site shop.\n"
            "Water drained down for winter by the site team (book before 31 October).\n",
        )
    )
    for i, (n, d) in enumerate(
        [
            ("caravan in the sun", "2026-06-14"),
            ("new decking", "2026-06-15"),
            ("view from pitch 47", "2026-07-03"),
            ("Lily and Oscar on the beach", "2026-07-29"),
            ("sunset at Filey Brigg", "2026-07-30"),
        ]
    ):
        a(Entry(f"Caravan/Photos/{n}.jpg", r.randint(2_200 * KB, 4_300 * KB), ago(d) + i * 0.01))

    # ================================================================== Medical
    for d, clinic in [
        ("2025-06-03", "Cardiology outpatients - Gerald"),
        ("2025-10-14", "Audiology - Gerald"),
        ("2026-02-17", "Eye clinic - Margaret"),
        ("2026-05-19", "Cataract surgery date - Margaret"),
        ("2026-09-08", "Cardiology follow-up - Gerald"),
        ("2026-11-04", "Physiotherapy referral - Margaret"),
    ]:
        a(Entry(f"Medical/Hospital letters/{d} {clinic}.pdf", r.randint(90 * KB, 260 * KB), ago(d)))
    for who, days in (("Gerald", 11), ("Margaret", 16)):
        for y, m in ((2026, 3), (2026, 5), (2026, 7), (2026, 9), (2026, 11)):
            if (y, m) == (2026, 11) and who == "Margaret":
                continue
            d = f"{y}-{m:02d}-{days:02d}"
            a(Entry(f"Medical/Repeat prescriptions/{who} - repeat prescription {y}-{m:02d}.pdf", 70 * KB, ago(d)))
    a(
        T(
            "Medical/medication list.txt",
            ago("2026-09-09"),
            "Gerald: atorvastatin 20 mg at night, ramipril 5 mg morning, aspirin 75 mg.\n"
            "Margaret: levothyroxine 50 mcg before breakfast, eye drops (Xalatan) at night.\n",
        )
    )

    # ================================================================== Radios
    for model, log in RADIOS.items():
        seen: dict[str, int] = {}
        for d, cap in log:
            seen[d] = seen.get(d, 0) + 1
            a(
                Entry(
                    f"{RAD}/{model}/Photo log/{d} {cap}.jpg",
                    r.randint(1_800 * KB, 4_200 * KB),
                    ago(d) + 0.01 * seen[d],
                )
            )
    a(
        T(
            f"{RAD}/Bush DAC90A/restoration notes.txt",
            ago("2026-07-14"),
            "Bush DAC90A, serial 45521. Valves UCH42, UF41, UBC41, UL41, UY41.\n"
            "Replaced all wax capacitors and the mains dropper. Dial cord rethreaded (see diagram).\n"
            "Sounds lovely on Radio 4 long wave.\n",
        )
    )
    a(
        T(
            f"{RAD}/Ekco A22/restoration notes.txt",
            ago("2026-11-16"),
            "Ekco A22 round bakelite. Crack at 4 o'clock repaired with epoxy and polished.\n"
            "Alignment done with the signal generator, IF 465 kHz.\n",
        )
    )
    a(
        T(
            f"{RAD}/Pye P75/restoration notes.txt",
            ago("2026-11-11"),
            "Pye P75. New rectifier fitted, HT now present but still no sound. Check the output transformer.\n",
        )
    )
    for model, files in {
        "Bush DAC90A": [
            ("Bush DAC90A service sheet.pdf", "2026-01-16"),
            ("Bush DAC90A circuit diagram.png", "2026-01-16"),
        ],
        "Ekco A22": [("Ekco A22 service sheet.pdf", "2025-10-07"), ("Ekco A22 circuit diagram.png", "2025-10-07")],
        "Roberts R200": [("Roberts R200 circuit diagram.pdf", "2025-03-19")],
        "Pye P75": [("Pye P75 service sheet.pdf", "2026-08-11"), ("Pye P75 wiring diagram.png", "2026-08-11")],
        "": [("Bush DAC90A dial cord stringing.png", "2026-02-05"), ("Mullard valve equivalents.pdf", "2025-04-02")],
    }.items():
        del model
        for n, d in files:
            ext_ = n.rsplit(".", 1)[1]
            s = r.randint(600 * KB, 3_400 * KB) if ext_ == "pdf" else r.randint(900 * KB, 5_200 * KB)
            a(Entry(f"{RAD}/Wiring diagrams/{n}", s, ago(d)))
    for n, d in [
        ("Parts order - Radio Spares capacitors 2026-01-20.pdf", "2026-01-20"),
        ("Parts order - Hayseed Hamfest valves 2026-02-24.pdf", "2026-02-24"),
        ("Parts order - CPC dial cord and lamps 2026-02-09.pdf", "2026-02-09"),
        ("Parts order - Radio Spares capacitors 2025-10-21.pdf", "2025-10-21"),
        ("Parts order - Langrex UY41 rectifier 2026-10-29.pdf", "2026-10-29"),
        ("Parts order - Radio Spares speaker cloth 2025-12-03.pdf", "2025-12-03"),
    ]:
        a(Entry(f"{RAD}/Parts orders/{n}", r.randint(60 * KB, 140 * KB), ago(d)))
    a(Entry(f"{RAD}/Parts orders/parts spending.xlsx", 24 * KB, ago("2026-10-29") + 0.02))
    for n, d, text in [
        ("eBay listing - Roberts R200 (sold).pdf", "2025-07-16", None),
        ("eBay listing - Murphy A146 (sold).pdf", "2024-10-10", None),
        (
            "eBay listing draft - Bush DAC90A.txt",
            "2026-10-22",
            "Bush DAC90A in cream, fully restored, recapped, new dial cord. Collection from Harrogate or "
            "courier at buyer's cost. Starting price 145 pounds.\n",
        ),
    ]:
        if text is None:
            a(Entry(f"{RAD}/eBay listings/{n}", r.randint(200 * KB, 480 * KB), ago(d)))
        else:
            a(T(f"{RAD}/eBay listings/{n}", ago(d), text))

    # ================================================================== Choir (Harrogate Choral Society)
    for n, d in [
        ("Handel - Messiah (Novello vocal score).pdf", "2025-09-02"),
        ("Faure - Requiem.pdf", "2025-01-21"),
        ("Rutter - Gloria.pdf", "2025-01-21"),
        ("Mozart - Requiem (Barenreiter).pdf", "2024-09-03"),
        ("Haydn - The Creation.pdf", "2026-01-13"),
        ("Vivaldi - Gloria RV589.pdf", "2026-01-13"),
        ("Parry - I was glad.pdf", "2026-04-14"),
        ("Britten - A Ceremony of Carols.pdf", "2026-09-08"),
        ("In the Bleak Midwinter (Darke).pdf", "2025-11-11"),
        ("O Holy Night.pdf", "2026-09-08"),
        ("Carol of the Bells.pdf", "2026-09-08"),
        ("Stanford - Beati quorum via.pdf", "2026-05-19"),
        ("Elgar - Ave verum corpus.pdf", "2024-09-03"),
        ("Goodall - The Lord is my shepherd.pdf", "2026-04-14"),
    ]:
        a(Entry(f"{CH}/Sheet music/{n}", r.randint(300 * KB, 9_500 * KB), ago(d)))
    reh = [
        ("2026-06-16", "Parry - I was glad - full"),
        ("2026-09-08", "Britten Ceremony of Carols - altos"),
        ("2026-09-15", "Britten Ceremony of Carols - full"),
        ("2026-09-29", "Messiah choruses - altos"),
        ("2026-10-06", "Messiah - And the glory of the Lord"),
        ("2026-10-13", "Carol of the Bells - altos"),
        ("2026-10-20", "Messiah - Hallelujah"),
        ("2026-10-27", "Messiah - For unto us a child is born"),
        ("2026-11-03", "O Holy Night - full"),
        ("2026-11-09", "Messiah - Hallelujah - altos"),
        ("2026-11-12", "sectional - altos only"),
    ]
    for d, t in reh:
        a(Entry(f"{CH}/Rehearsal recordings/{d} {t}.mp3", r.randint(18 * MB, 64 * MB), ago(d)))
    a(Entry(f"{CH}/Rehearsal recordings/2026-11-19 Messiah run-through.mp3", 96 * MB, "11-19"))
    for n, d in [
        ("Christmas concert 2024 programme.pdf", "2024-12-09"),
        ("Spring concert 2025 programme.pdf", "2025-04-04"),
        ("Christmas concert 2025 programme.pdf", "2025-12-08"),
        ("Spring concert 2026 programme.pdf", "2026-04-09"),
        ("Summer concert 2026 programme.pdf", "2026-06-24"),
    ]:
        a(Entry(f"{CH}/Concert programmes/{n}", r.randint(700 * KB, 2_600 * KB), ago(d)))
    a(Entry(f"{CH}/Concert programmes/Christmas concert 2026 programme - draft.docx", 88 * KB, "11-19"))
    a(Entry(f"{CH}/Members list 2026.xlsx", 21 * KB, ago("2026-09-03")))
    a(
        T(
            f"{CH}/rehearsal schedule autumn 2026.txt",
            ago("2026-09-03"),
            "Tuesdays 7.30pm, St Wilfrid's church hall.\nConcert: Saturday 12 December, Royal Hall, Messiah and "
            "carols.\nAltos: bring pencils. Subs 45 pounds a term to Jean.\n",
        )
    )

    # ================================================================== Family: grandchildren's drawings (scanned)
    for n, d, ext_ in [
        ("Lily - rainbow house", "2025-04-19", "jpg"),
        ("Lily - Nana singing", "2025-07-26", "jpg"),
        ("Oscar - scribble dinosaur", "2025-08-09", "jpg"),
        ("Lily - birthday card for Grandad", "2025-10-11", "pdf"),
        ("Oscar - Grandad's radio", "2026-02-24", "jpg"),
        ("Lily - the caravan", "2026-08-04", "jpg"),
        ("Oscar - the caravan", "2026-08-04", "jpg"),
        ("Lily - school picture of Nana and Grandad", "2026-10-10", "pdf"),
        ("Oscar - fire engine", "2026-11-07", "jpg"),
    ]:
        s = r.randint(700 * KB, 2_900 * KB)
        a(Entry(f"Family/Grandchildren drawings/{n}.{ext_}", s, ago(d)))
    a(Entry("Family/Ruby wedding anniversary speech.docx", 34 * KB, ago("2025-05-23")))
    a(Entry("Family/family tree - Whitfield.pdf", 2_100 * KB, ago("2023-02-14")))

    # ================================================================== Pictures: phone backup, screenshots
    photos = []
    age = 1.3
    for _i in range(190):  # a whole day's step and a time of day before noon, so the name's date is the file's day
        age = _clear(int(age + 1.1 + r.random() * 2.6) + 0.05 + r.random() * 0.4)
        d = iso_of(age)
        name = f"IMG_{d:%Y%m%d}_{r.randint(8, 20):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"
        photos.append(Entry(f"{PB}/{name}", r.randint(2_100 * KB, 4_800 * KB), age))
    # the damage photos filed in Lettings are copies of the phone's own photos of those days
    for flat, day, label, n in [
        (LA, "2026-02-09", "boiler leak", 4),
        (LA, "2026-07-18", "cracked bedroom window", 3),
        (LC, "2025-08-29", "check-out carpet stain", 5),
        (LC, "2026-10-06", "damp in bathroom", 4),
    ]:
        for k in range(n):
            hms = f"{10 + k:02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
            name = f"IMG_{day.replace('-', '')}_{hms}.jpg"
            s = r.randint(2_100 * KB, 4_800 * KB)
            key = f"dmg{day}{k}"
            age_ = ago(day) + 0.01 * k
            photos.append(Entry(f"{PB}/{name}", s, age_, dup=key))
            a(Entry(f"{flat}/Repairs/Damage photos/{day} {label}/{name}", s, age_, dup=key))
    for k in range(3):  # Christmas Day 2025 at home
        age_ = ago("2025-12-25") + 0.02 * k
        name = f"IMG_20251225_{11 + k:02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"
        photos.append(Entry(f"{PB}/{name}", r.randint(2_100 * KB, 4_800 * KB), age_))
    E += photos
    for i, d in enumerate(["2025-05-04", "2025-08-16", "2025-12-25", "2026-06-14", "2026-07-29", "2026-10-31"]):
        age_ = _clear(ago(d))
        dd = iso_of(age_)
        a(Entry(f"{PB}/VID_{dd:%Y%m%d}_{14 + i:02d}1205.mp4", r.randint(60 * MB, 420 * MB), age_))
    for d in ["2026-03-05", "2026-06-22", "2026-09-21", "2026-10-29", "2026-11-16"]:
        dd = _dt.date.fromisoformat(d)
        a(
            Entry(
                f"Pictures/Screenshots/Screenshot_{dd:%Y%m%d}-{r.randint(9, 21):02d}{r.randint(10, 59)}00.png",
                r.randint(150 * KB, 900 * KB),
                ago(d),
            )
        )
    a(Entry("Pictures/Ruby wedding party/cake.jpg", 3_300 * KB, ago("2025-05-24")))
    a(Entry("Pictures/Ruby wedding party/everyone in the garden.jpg", 4_100 * KB, ago("2025-05-24") + 0.01))
    a(Entry("Pictures/Ruby wedding party/Tom's speech.mp4", 240 * MB, ago("2025-05-24") + 0.02))

    # ================================================================== Documents: letters and notes
    a(
        T(
            "Documents/Notes/tradesmen phone numbers.txt",
            ago("2026-10-16"),
            "Plumber: Dave Hollis 07700 900321\nGas engineer (Heatwise): Kev 01423 555019\n"
            "Electrician: Sparks & Sons 01423 555733\nLocksmith: Yorkshire Locksmiths 01423 555240\n"
            "Damp: Damp Doctors, ask for Priya, 01904 555118\n",
        )
    )
    a(
        T(
            "Documents/Notes/things to ask Tom.txt",
            ago("2026-11-08"),
            "- how to print double sided\n- move photos off the phone\n- why is the computer so slow\n"
            "- set up the new Kindle for Mum\n",
        )
    )
    a(Entry("Documents/Letters/letter to Kowalskis - rent increase.docx", 31 * KB, ago("2026-01-12")))
    a(Entry("Documents/Letters/letter to Miss Brierley - damp visit.docx", 27 * KB, ago("2026-10-07")))
    a(Entry("Documents/Letters/complaint to council - bins.docx", 22 * KB, ago("2025-02-11")))
    a(Entry("Documents/Wills/Will - Gerald Whitfield.pdf", 560 * KB, ago("2019-11-04")))
    a(Entry("Documents/Wills/Will - Margaret Whitfield.pdf", 550 * KB, ago("2019-11-04") + 0.01))
    a(Entry("Documents/Wills/Lasting power of attorney.pdf", 1_800 * KB, ago("2021-05-20")))

    # ================================================================== Downloads
    dl = [
        ("Audacity-3.6.4-64bit.exe", 42 * MB, "2025-11-30", None),
        ("ZoomInstallerFull.exe", 92 * MB, "2025-04-13", None),
        ("KiCad-8.0.5-x86_64.exe", 1_210 * MB, "2025-08-11", None),
        ("HP Smart Setup.exe", 14 * MB, "2026-02-03", None),
        ("LibreOffice_24.8.2_Win_x86-64.msi", 345 * MB, "2025-01-17", None),
        ("Kindle for PC installer.exe", 160 * MB, "2026-11-08", None),
        ("Nationwide statement 2026-08.pdf", None, "2026-09-08", "nw2026-08"),
        ("Nationwide statement 2026-09.pdf", None, "2026-10-08", "nw2026-09"),
        ("Nationwide statement 2026-10 (1).pdf", None, "2026-11-08", "nw2026-10"),
        ("LGPS annual benefit statement 2026.pdf", None, "2026-07-21", "lgps26"),
        ("Council tax bill 2026-27 (1).pdf", None, "2026-03-09", "ctax2627"),
        ("Rent statement 2026 - Albert Road (1).xlsx", None, "2026-11-04", "rsalbert26"),
        ("tenancy deposit scheme guide.pdf", 1_300 * KB, "2025-09-06", None),
        ("Radio Bygones magazine Oct 2026.pdf", 38 * MB, "2026-10-04", None),
        ("Messiah alto part learning track.mp3", 71 * MB, "2026-09-29", None),
        ("Filey caravan parks brochure.pdf.crdownload", 12 * MB, "2026-06-11", None),
        ("NHS App guide.pdf", 2_200 * KB, "2025-10-15", None),
        ("Untitled.txt", 0, "2026-05-06", None),
    ]
    sizes = {e.dup: e.size for e in E if e.dup}
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", sizes[dup] if s is None else s, ago(d), dup=dup))

    # ================================================================== Desktop
    a(Entry("Desktop/letter to tenants - Christmas.docx", 19 * KB, ago("2026-11-15")))
    a(Entry("Desktop/Copy of rental income 2026.xlsx", 35 * KB, ago("2026-10-19")))
    a(Entry("Desktop/scan0001.pdf", 1_400 * KB, ago("2026-11-11")))
    a(Entry("Desktop/New Text Document.txt", 0, ago("2026-08-12")))

    # ================================================================== hidden / noise
    a(T(".bashrc", 900.3, "alias ll='ls -la'\n"))
    a(T(".config/libreoffice/registrymodifications.xcu", 40.3, "<items/>\n"))
    a(T(".thunderbird/profiles.ini", 700.3, "[Profile0]\nName=default\nPath=abc.default\n"))
    for _i in range(25):
        a(
            Entry(
                f".cache/thumbnails/normal/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 60_000),
                0.6 + r.random() * 40,
            )
        )
    return _check_landlord(_check(E))


def _check_landlord(entries: list[Entry]) -> list[Entry]:
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
    # dates written in names (IMG_20261105, VID_…, Screenshot_…, 2026-11-05 …) agree with the files' ages
    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        m = re.search(r"(?:IMG|VID|Screenshot)_(\d{4})(\d{2})(\d{2})", e.name) or re.search(
            r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)", e.name
        )
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["landlord"] = landlord

if __name__ == "__main__":
    from homes import human

    es = landlord()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
