"""A generated home for the held-out set O (heldout_o.jsonl): Priya Natarajan-Hughes, a wedding and event planner
who also runs a small online stationery shop, and her son Leo (15), who shares the family laptop.

Shape (no earlier home had it): Weddings/Clients/<couple - month year> for seven couples (contracts as PDFs, some
"(unsigned)" and some "(signed)"; a budget, a guest list and for the nearer weddings a seating chart as .xlsx; a
timeline .docx; notes .md whose text can be searched; a Mood board folder of .jpg/.png with the same names in every
couple's folder; Quotes/ from florists, caterers, venues and others, named by vendor), Weddings/Invoices (the invoices
she issues, INV-0101 … INV-0115, by year, and the deposits received), Weddings/Templates, Weddings/Vendors,
Weddings/Marketing, Weddings/Portfolio (big JPEGs); Shop/ (the Etsy shop "Marigold Paper Co": Designs/<suite> with
.ai/.psd sources and PDF proofs "v2", "FINAL" and "final FINAL", Product photos/<suite> with big JPEGs and some .HEIC
and .JPG, Orders/EtsySoldOrders<YYYY-MM>.csv whose text holds the order numbers, Shipping labels/<YYYY-MM> named by
order number, Etsy statements by month, price lists, shop admin notes); Finance/ (self-assessment by tax year,
receipts by month named with their date, mileage logs, bank statements); Leo/ (School/Year 9 and Year 10 by GCSE
subject; a Godot game "Dungeon Dash" with *.import sidecars, a hidden .godot cache and an export build, and an old
tutorial project; YouTube/ raw OBS recordings .mkv, .kdenlive projects, rendered .mp4 and thumbnails, very big;
Minecraft/ saves with region files, mods as .jar, resource packs, screenshots; Music/ downloaded .mp3 with a few
"(1)" copies); Pictures (family photos, phone imports with .HEIC, screenshots); Videos; Downloads (installers
.exe/.dmg/.msi/.pkg, "(1)" copies and exact duplicates of files elsewhere, .crdownload half-finished downloads, zips,
an empty file); Desktop (.webloc shortcuts, a copy of a seating chart, an empty file, a to-do list); hidden dotfiles
and caches. Accents ("Sørensen & Müller", "Måneskin"), "&", apostrophes ("Chen & O'Driscoll"), brackets, version
suffixes, upper-case extensions, empty files.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set O's questions (BAD_WINDOWS, checked by `_check_planner`); the files dated
Nov 19 are month-day anchors ("11-19") and nothing else visible is within a day and a half of it.

Text in .docx/.xlsx/.pdf files is not real (write_tree writes bytes, not documents): the text that can be searched is
in the .txt/.md/.csv/.gd/.godot files.
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


# Date boundaries of set O's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 91, 182, 365, 730]
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


W = "Weddings"
CL = "Weddings/Clients"
INV = "Weddings/Invoices"
SH = "Shop"
FN = "Finance"
LEO = "Leo"

# folder, couple, contract sent (unsigned copy kept) or None, contract signed or None, wedding date, guests
COUPLES = [
    ("Okafor & Byrne - June 2027", "Okafor & Byrne", "2026-09-28", "2026-10-08", "2027-06-12", 140),
    ("Sørensen & Müller - May 2027", "Sørensen & Müller", "2026-08-11", "2026-08-21", "2027-05-22", 95),
    ("Chen & O'Driscoll - December 2026", "Chen & O'Driscoll", None, "2026-01-16", "2026-12-12", 120),
    ("Dubois & Kaur - April 2027", "Dubois & Kaur", "2026-11-12", None, "2027-04-17", 180),
    ("Patel & Whitmore - September 2026", "Patel & Whitmore", None, "2025-08-08", "2026-09-19", 160),
    ("Hassan & Lindqvist - August 2026", "Hassan & Lindqvist", None, "2025-06-27", "2026-08-08", 110),
    ("Fitzgerald & Adeyemi - October 2025", "Fitzgerald & Adeyemi", None, "2025-01-10", "2025-10-18", 85),
]

# invoices Priya issues: number, couple, what for, date
INVOICES = [
    ("0101", "Fitzgerald & Adeyemi", "deposit", "2025-01-14"),
    ("0102", "Fitzgerald & Adeyemi", "second payment", "2025-05-20"),
    ("0103", "Hassan & Lindqvist", "deposit", "2025-06-30"),
    ("0104", "Patel & Whitmore", "deposit", "2025-08-12"),
    ("0105", "Fitzgerald & Adeyemi", "final balance", "2025-09-15"),
    ("0106", "Chen & O'Driscoll", "deposit", "2026-01-19"),
    ("0107", "Hassan & Lindqvist", "second payment", "2026-02-23"),
    ("0108", "Patel & Whitmore", "second payment", "2026-04-14"),
    ("0109", "Hassan & Lindqvist", "final balance", "2026-07-08"),
    ("0110", "Chen & O'Driscoll", "second payment", "2026-07-20"),
    ("0111", "Patel & Whitmore", "final balance", "2026-08-19"),
    ("0112", "Sørensen & Müller", "deposit", "2026-08-24"),
    ("0113", "Okafor & Byrne", "deposit", "2026-10-12"),
    ("0114", "Chen & O'Driscoll", "final balance", "2026-11-09"),
    ("0115", "Dubois & Kaur", "deposit", "2026-11-16"),
]

# vendor quotes per couple: (vendor, date)
QUOTES = {
    "Okafor & Byrne": [
        ("Hartwell Manor venue", "2026-09-24"),
        ("Fig & Olive Catering", "2026-10-20"),
        ("Wild Fern Florals", "2026-10-27"),
        ("Lumière Photography", "2026-11-04"),
    ],
    "Sørensen & Müller": [
        ("The Old Boathouse venue", "2026-08-05"),
        ("Fig & Olive Catering", "2026-09-16"),
        ("Petals by Margot florist", "2026-09-29"),
    ],
    "Chen & O'Driscoll": [
        ("Hartwell Manor venue", "2026-01-08"),
        ("The Hungry Fox Catering", "2026-02-11"),
        ("Wild Fern Florals", "2026-03-17"),
        ("Lumière Photography", "2026-02-26"),
        ("DJ Sam Kofi", "2026-05-06"),
    ],
    "Dubois & Kaur": [
        ("Hartwell Manor venue", "2026-11-05"),
        ("Spice Route Catering", "2026-11-13"),
    ],
    "Patel & Whitmore": [
        ("Spice Route Catering", "2025-09-10"),
        ("Petals by Margot florist", "2025-10-14"),
        ("DJ Sam Kofi", "2025-11-25"),
    ],
    "Hassan & Lindqvist": [
        ("The Old Boathouse venue", "2025-06-20"),
        ("The Hungry Fox Catering", "2025-08-27"),
        ("Wild Fern Florals", "2025-10-08"),
    ],
    "Fitzgerald & Adeyemi": [
        ("Hartwell Manor venue", "2024-12-09"),
        ("Fig & Olive Catering", "2025-02-18"),
        ("Petals by Margot florist", "2025-03-26"),
    ],
}

NOTES = {
    "Okafor & Byrne": "Okafor & Byrne, 12 June 2027, Hartwell Manor.\nChidi and Aoife. 140 guests.\n"
    "Colours: sage green and ivory. Nigerian and Irish traditions: a tea ceremony is not needed, "
    "but a Nigerian engagement (traditional) on the Friday.\nBand or DJ? Ask about a ceilidh caller.\n",
    "Sørensen & Müller": "Sørensen & Müller, 22 May 2027, The Old Boathouse.\nFreja and Lukas. 95 guests, "
    "many travelling from Copenhagen and Munich.\nBilingual order of service (Danish/German/English).\n"
    "Freja's grandmother uses a wheelchair: step-free access to the terrace.\n",
    "Chen & O'Driscoll": "Chen & O'Driscoll, 12 December 2026, Hartwell Manor.\nMei and Ciarán. 120 guests.\n"
    "Tea ceremony in the morning with both families. Winter wedding: candles, velvet, deep red.\n"
    "Two guests with a severe nut allergy: tell The Hungry Fox.\n",
    "Dubois & Kaur": "Dubois & Kaur, 17 April 2027. Venue not confirmed yet (Hartwell Manor quoted).\n"
    "Camille and Harpreet. 180 guests. Anand Karaj at the gurdwara in the morning, reception in the evening.\n"
    "Vegetarian menu throughout.\n",
    "Patel & Whitmore": "Patel & Whitmore, 19 September 2026.\nAnjali and Tom. 160 guests.\n"
    "Mehndi on the Thursday, ceremony on the Saturday. Dhol player booked for the entrance.\n"
    "Final balance paid in August. Thank-you card received.\n",
    "Hassan & Lindqvist": "Hassan & Lindqvist, 8 August 2026, The Old Boathouse.\nYasmin and Erik. 110 guests.\n"
    "Halal catering from The Hungry Fox. Swedish midsummer theme, flower crowns.\n",
    "Fitzgerald & Adeyemi": "Fitzgerald & Adeyemi, 18 October 2025, Hartwell Manor.\nSiobhan and Tunde. "
    "85 guests.\nAutumn colours, rust and mustard. Jollof and a hog roast.\n",
}

SUITES = ["Eucalyptus", "Art Deco Gold", "Wildflower Meadow", "Terracotta Arch", "Pressed Botanicals"]


def planner() -> list[Entry]:
    r = random.Random(1515)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Weddings / Clients
    for folder, couple, sent, signed, wedding, _guests in COUPLES:
        base = f"{CL}/{folder}"
        first = min(d for d in (sent, signed) if d)
        wed = _dt.date.fromisoformat(wedding)
        if sent:
            a(Entry(f"{base}/{couple} - contract (unsigned).pdf", r.randint(180 * KB, 320 * KB), _clear(ago(sent))))
        if signed:
            a(Entry(f"{base}/{couple} - contract (signed).pdf", r.randint(900 * KB, 2_600 * KB), _clear(ago(signed))))
        a(Entry(f"{base}/{couple} budget.xlsx", r.randint(40 * KB, 95 * KB), _clear(r.uniform(0, 60) + 8.3)))
        a(Entry(f"{base}/guest list.xlsx", r.randint(25 * KB, 60 * KB), _clear(ago(first) * 0.7 + r.random())))
        a(Entry(f"{base}/{couple} timeline.docx", r.randint(30 * KB, 90 * KB), _clear(ago(first) * 0.5 + 0.3)))
        a(T(f"{base}/{couple} - notes.md", _clear(ago(first) - 2.4), NOTES[couple]))
        for vendor, d in QUOTES[couple]:
            a(Entry(f"{base}/Quotes/Quote - {vendor}.pdf", r.randint(120 * KB, 900 * KB), _clear(ago(d))))
        n_mood = r.randint(6, 12)
        for i in range(1, n_mood + 1):
            ext = "png" if i % 4 == 0 else "jpg"
            a(
                Entry(
                    f"{base}/Mood board/inspo {i:02d}.{ext}", r.randint(300 * KB, 4_500 * KB), _clear(ago(first) + 2.3)
                )
            )
        a(Entry(f"{base}/Mood board/palette.png", r.randint(80 * KB, 300 * KB), _clear(ago(first) + 1.3)))
        if wed < _dt.date(2027, 1, 1):  # the nearer weddings and the past ones have a seating chart
            made = wed - _dt.timedelta(days=16)
            age = _clear(ago(made.isoformat())) if made < TODAY else _clear(9.3)
            a(Entry(f"{base}/{couple} seating chart.xlsx", r.randint(35 * KB, 80 * KB), age))
    # the tasting on Nov 19 (a month-day anchor)
    a(
        T(
            f"{CL}/Okafor & Byrne - June 2027/tasting notes 19 Nov.txt",
            "11-19",
            "Menu tasting at Fig & Olive, 19 Nov.\nThe lamb shoulder was a hit; swap the soup for a jollof arancini.\n"
            "Vegan option: wild mushroom risotto. Cake: lemon and elderflower.\n",
        )
    )
    ch = f"{CL}/Chen & O'Driscoll - December 2026"
    a(
        T(
            f"{ch}/Chen & O'Driscoll - day-of run sheet.txt",
            11.3,
            "12 December, Hartwell Manor.\n09:30 tea ceremony (Chen family home)\n13:00 hair and make-up done\n"
            "14:00 ceremony in the orangery\n15:00 drinks reception, string quartet\n17:30 wedding breakfast\n"
            "19:30 speeches\n20:30 first dance, then DJ Sam Kofi\n23:30 carriages\n",
        )
    )
    a(Entry(f"{ch}/Chen & O'Driscoll - place card names.xlsx", 28 * KB, 12.4))
    pw = f"{CL}/Patel & Whitmore - September 2026"
    a(Entry(f"{pw}/thank you card from Anjali.jpg", 2_300 * KB, _clear(ago("2026-10-06"))))
    for i in range(1, 9):
        a(
            Entry(
                f"{pw}/Photos from the day/DSC0{4410 + i * 7}.JPG",
                r.randint(9 * MB, 16 * MB),
                _clear(ago("2026-10-14")),
            )
        )
    hl = f"{CL}/Hassan & Lindqvist - August 2026"
    a(T(f"{hl}/gallery link.txt", _clear(ago("2026-09-02")), "https://gallery.lumiere-photo.co.uk/hassan-lindqvist\n"))
    a(Entry(f"{CL}/.DS_Store", 6 * KB, 2.3))

    # ================================================================== Weddings / Invoices
    for num, couple, what, d in INVOICES:
        year = d[:4]
        a(Entry(f"{INV}/{year}/INV-{num} {couple} {what}.pdf", r.randint(60 * KB, 140 * KB), _clear(ago(d))))
    a(Entry(f"{INV}/Deposits received 2025.xlsx", 36 * KB, ago("2025-12-30")))
    a(Entry(f"{INV}/Deposits received 2026.xlsx", 41 * KB, _clear(ago("2026-11-16") - 0.5)))
    a(Entry(f"{INV}/invoice template.docx", 48 * KB, ago("2024-11-02")))

    # ================================================================== Weddings / Templates, Vendors, Marketing…
    for n, s, d in [
        ("contract template.docx", 88 * KB, "2025-11-03"),
        ("budget template.xlsx", 52 * KB, "2025-02-10"),
        ("seating chart template.xlsx", 33 * KB, "2025-02-10"),
        ("timeline template.docx", 41 * KB, "2025-05-12"),
        ("wedding questionnaire.pdf", 260 * KB, "2026-02-03"),
    ]:
        a(Entry(f"{W}/Templates/{n}", s, _clear(ago(d))))
    a(
        T(
            f"{W}/Vendors/vendor contacts.txt",
            _clear(ago("2026-11-05")),
            "Wild Fern Florals - Hattie 07700 900318 (florist, seasonal, great with dried flowers)\n"
            "Petals by Margot - Margot 07700 900724 (florist)\n"
            "Fig & Olive Catering - Dimitri 07700 900133\n"
            "The Hungry Fox Catering - Rosie 07700 900567 (halal and nut-free kitchen)\n"
            "Spice Route Catering - Gurpreet 07700 900981 (Punjabi, vegetarian)\n"
            "Hartwell Manor - events office 01632 960442\n"
            "The Old Boathouse - Ben 01632 960815\n"
            "Lumière Photography - Céline 07700 900246\n"
            "DJ Sam Kofi - 07700 900659\n"
            "Cake: Crumb & Co - Nadia 07700 900372\n",
        )
    )
    a(Entry(f"{W}/Vendors/Hartwell Manor brochure 2027.pdf", 8_900 * KB, _clear(ago("2026-09-25")), dup="hartwell"))
    a(Entry(f"{W}/Vendors/Fig & Olive sample menus.pdf", 3_100 * KB, _clear(ago("2026-03-11"))))
    a(Entry(f"{W}/Vendors/preferred suppliers list.docx", 36 * KB, _clear(ago("2026-06-02"))))
    for n, s, d in [
        ("Pricing guide 2027.pdf", 6_200 * KB, "2026-10-16"),
        ("Pricing guide 2026.pdf", 5_800 * KB, "2025-10-21"),
        ("brochure cover.psd", 210 * MB, "2026-10-15"),
        ("instagram post - Chen & O'Driscoll teaser.png", 1_900 * KB, "2026-11-09"),
        ("instagram post - Patel & Whitmore.png", 2_100 * KB, "2026-09-27"),
        ("wedding fair stand banner.pdf", 24 * MB, "2026-01-22"),
    ]:
        a(Entry(f"{W}/Marketing/{n}", s, _clear(ago(d))))
    for couple, d, n in [
        ("Fitzgerald & Adeyemi", "2025-11-08", 10),
        ("Hassan & Lindqvist", "2026-09-02", 12),
        ("Patel & Whitmore", "2026-10-14", 14),
    ]:
        for i in range(1, n + 1):
            a(
                Entry(
                    f"{W}/Portfolio/{couple}/{couple.split(' & ')[0].lower()}-{i:02d}.jpg",
                    r.randint(12 * MB, 28 * MB),
                    _clear(ago(d)),
                )
            )

    # ================================================================== Shop: designs, proofs, photos
    proofs = {
        "Eucalyptus": ["proof", "proof v2", "proof FINAL", "proof final FINAL"],
        "Art Deco Gold": ["proof", "proof v2", "proof FINAL"],
        "Wildflower Meadow": ["proof", "proof FINAL"],
        "Terracotta Arch": ["proof", "proof v2", "proof v3", "proof FINAL", "proof final FINAL"],
        "Pressed Botanicals": ["proof", "proof v2"],
    }
    start = {
        "Eucalyptus": "2025-02-04",
        "Art Deco Gold": "2025-06-17",
        "Wildflower Meadow": "2026-02-09",
        "Terracotta Arch": "2026-07-14",
        "Pressed Botanicals": "2026-10-19",
    }
    for s in SUITES:
        base = f"{SH}/Designs/{s} suite"
        t0 = ago(start[s])
        a(Entry(f"{base}/{s} invitation.ai", r.randint(25 * MB, 70 * MB), _clear(t0)))
        a(Entry(f"{base}/{s} invitation v2.ai", r.randint(25 * MB, 70 * MB), _clear(t0 - 9.2)))
        a(Entry(f"{base}/{s} RSVP card.ai", r.randint(15 * MB, 40 * MB), _clear(t0 - 4.1)))
        a(Entry(f"{base}/{s} menu.ai", r.randint(15 * MB, 40 * MB), _clear(t0 - 5.1)))
        a(Entry(f"{base}/{s} place cards.psd", r.randint(120 * MB, 480 * MB), _clear(t0 - 6.1)))
        a(Entry(f"{base}/{s} save the date.psd", r.randint(90 * MB, 300 * MB), _clear(t0 - 3.1)))
        for i, p in enumerate(proofs[s]):
            a(Entry(f"{base}/{s} invitation {p}.pdf", r.randint(1_500 * KB, 6 * MB), _clear(t0 - 10.3 - i * 3)))
    # a custom suite for a client
    cs = f"{SH}/Designs/Custom - Sørensen & Müller"
    a(Entry(f"{cs}/Sørensen & Müller invitation.ai", 48 * MB, _clear(ago("2026-10-21"))))
    a(Entry(f"{cs}/Sørensen & Müller invitation proof.pdf", 3_200 * KB, _clear(ago("2026-10-22"))))
    a(Entry(f"{cs}/Sørensen & Müller invitation proof v2.pdf", 3_300 * KB, _clear(ago("2026-11-03"))))
    a(Entry(f"{SH}/Designs/fonts/Playfair Display.zip", 1_900 * KB, ago("2025-01-30")))
    a(Entry(f"{SH}/Designs/fonts/Great Vibes.zip", 300 * KB, ago("2025-01-30")))

    slug = {s: s.lower().replace(" ", "-") for s in SUITES}
    for s in SUITES:
        base = f"{SH}/Product photos/{s}"
        t0 = _clear(ago(start[s]) - 14.4)
        n = r.randint(6, 10)
        for i in range(1, n + 1):
            ext = "JPG" if s == "Art Deco Gold" and i % 3 == 0 else "jpg"
            a(Entry(f"{base}/{slug[s]}-flatlay-{i:02d}.{ext}", r.randint(8 * MB, 24 * MB), _clear(t0 + i * 0.01)))
        if s in ("Wildflower Meadow", "Pressed Botanicals"):
            for i in range(4):
                a(Entry(f"{base}/IMG_{5120 + i * 13 + len(s)}.HEIC", r.randint(2 * MB, 4 * MB), _clear(t0 + 0.5)))
    a(Entry(f"{SH}/Product photos/shop banner.jpg", 3_400 * KB, _clear(ago("2026-03-02"))))

    # ================================================================== Shop: orders, labels, statements, prices
    buyers = ["Hannah", "Sofia", "Amelia", "Grace", "Olivia", "Zara", "Mia", "Isla", "Ava", "Chloe", "Ruby", "Emily"]
    order_no = 3_401_118_207
    labels_by_month: dict[str, list[tuple[int, float]]] = {"2026-10": [], "2026-11": []}
    for y, m in _months("2025-01", 22):  # Jan 2025 … Oct 2026
        rows = ["Sale Date,Order ID,Buyer,Item Name,Quantity,Order Value"]
        n = r.randint(6, 14)
        for _i in range(n):
            order_no += r.randint(900_000, 4_000_000)
            day = r.randint(1, 28)
            sold = [s for s in SUITES if start[s][:7] <= f"{y}-{m:02d}"] or SUITES[:1]
            item, price = r.choice(
                [
                    ("invitation sample", "4.50"),
                    ("place cards (set of 20)", "12.00"),
                    ("invitation suite x50", "140.00"),
                ]
            )
            rows.append(
                f"{y}-{m:02d}-{day:02d},{order_no},{r.choice(buyers)},{r.choice(sold)} {item},{r.randint(1, 3)},{price}"
            )
        text = "\n".join(rows) + "\n"
        ny, nm = divmod(y * 12 + m, 12)
        a(T(f"{SH}/Orders/EtsySoldOrders{y}-{m:02d}.csv", _clear(ago(f"{ny}-{nm + 1:02d}-03")), text))
    # the labels printed this autumn: October's (dated by their day) and November's so far
    for d in range(4, 32, 2):
        order_no += r.randint(900_000, 4_000_000)
        labels_by_month["2026-10"].append((order_no, ago(f"2026-10-{d:02d}")))
    for d in (4, 5, 6, 9, 11, 12, 13, 15, 16, 23):
        order_no += r.randint(900_000, 4_000_000)
        labels_by_month["2026-11"].append((order_no, ago(f"2026-11-{d:02d}")))
    for _i in range(3):
        order_no += r.randint(900_000, 4_000_000)
        labels_by_month["2026-11"].append((order_no, "11-19"))
    for month, labels in labels_by_month.items():
        for num, age in labels:
            ext = "PDF" if num % 5 == 0 else "pdf"
            a(Entry(f"{SH}/Shipping labels/{month}/Click & Drop label {num}.{ext}", r.randint(40 * KB, 70 * KB), age))
    for y, m in _months("2025-11", 12):  # Nov 2025 … Oct 2026, downloaded on the 4th of the next month
        ny, nm = divmod(y * 12 + m, 12)
        a(
            Entry(
                f"{SH}/Etsy statements/Etsy statement {y}-{m:02d}.pdf",
                r.randint(90 * KB, 180 * KB),
                _clear(ago(f"{ny}-{nm + 1:02d}-04")),
                dup="etsy2610" if (y, m) == (2026, 10) else None,
            )
        )
    a(Entry(f"{SH}/Price list 2026.xlsx", 24 * KB, _clear(ago("2026-01-12"))))
    a(Entry(f"{SH}/Price list 2026.pdf", 310 * KB, _clear(ago("2026-01-12"))))
    a(Entry(f"{SH}/Price list 2025.pdf", 290 * KB, ago("2025-01-08")))
    a(
        T(
            f"{SH}/Shop admin/packaging suppliers.txt",
            _clear(ago("2026-06-18")),
            "Glassine envelopes: Pixie Supplies, 100 for 7.20\nKraft card backers C5: Packaging Hub\n"
            "Wax seals: Sealing Wax Co (gold and sage)\nTissue paper: ivory, 480 sheets\n",
        )
    )
    a(
        T(
            f"{SH}/Shop admin/Etsy shop policies.txt",
            _clear(ago("2025-04-02")),
            "Marigold Paper Co. Processing time: samples 3 working days, full orders 2-3 weeks after proof approval.\n"
            "Returns: personalised stationery cannot be returned. Damaged in transit: send a photo within 7 days.\n",
        )
    )
    a(Entry(f"{SH}/Shop admin/shop logo.ai", 6 * MB, ago("2024-10-11")))
    a(Entry(f"{SH}/.DS_Store", 8 * KB, 1.3))

    # ================================================================== Finance
    for ty, d, draft in (("2023-24", "2025-01-21", False), ("2024-25", "2025-12-15", False), ("2025-26", "", True)):
        base = f"{FN}/Tax/{ty}"
        if draft:
            a(Entry(f"{base}/Self assessment {ty} DRAFT.xlsx", 74 * KB, _clear(ago("2026-11-13"))))
            a(
                T(
                    f"{base}/questions for the accountant.txt",
                    _clear(ago("2026-11-13")),
                    "1. Can the shop's Etsy fees go against the planning income or separately?\n"
                    "2. Mileage: 45p per mile for the first 10,000?\n3. Use of home as office: flat rate?\n"
                    "4. Leo's laptop - no.\n",
                )
            )
            continue
        a(Entry(f"{base}/Self assessment {ty}.pdf", r.randint(300 * KB, 600 * KB), _clear(ago(d))))
        a(Entry(f"{base}/SA302 {ty}.pdf", r.randint(90 * KB, 150 * KB), _clear(ago(d) - 5)))
        a(Entry(f"{base}/Tax calculation {ty}.pdf", r.randint(90 * KB, 150 * KB), _clear(ago(d) + 2)))
    shops = ["Hobbycraft", "Royal Mail", "Shell fuel", "Paper Mill Direct", "Staples", "Costa", "Amazon", "Screwfix"]
    for y, m in _months("2025-12", 12):  # Dec 2025 … Nov 2026
        days = sorted(r.sample(range(2, 28), r.randint(3, 6)))
        for d in days:
            iso = f"{y}-{m:02d}-{d:02d}"
            if iso >= "2026-11-24":
                continue
            age = _clear(ago(iso))
            dd = iso_of(age)
            shop = r.choice(shops)
            ext = "jpg" if shop in ("Shell fuel", "Costa") else "pdf"
            if any(e.path.endswith(f"/{dd.isoformat()} {shop}.{ext}") for e in E):
                continue
            a(
                Entry(
                    f"{FN}/Receipts/{dd:%Y-%m}/{dd.isoformat()} {shop}.{ext}",
                    r.randint(90 * KB, 2_200 * KB),
                    age,
                )
            )
    a(Entry(f"{FN}/Mileage log 2026.xlsx", 38 * KB, _clear(ago("2026-11-21"))))
    a(Entry(f"{FN}/Mileage log 2025.xlsx", 35 * KB, ago("2025-12-29")))
    for y, m in _months("2025-11", 12):
        ny, nm = divmod(y * 12 + m, 12)
        a(
            Entry(
                f"{FN}/Bank statements/Starling business statement {y}-{m:02d}.pdf",
                r.randint(70 * KB, 130 * KB),
                _clear(ago(f"{ny}-{nm + 1:02d}-02")),
            )
        )
    a(Entry(f"{FN}/business insurance 2026.pdf", 640 * KB, _clear(ago("2026-03-19"))))

    # ================================================================== Leo / School
    y10 = {
        "Maths": ["quadratics homework.pdf", "simultaneous equations.pdf", "Maths mock paper 1.pdf"],
        "English Literature": ["Macbeth essay.docx", "An Inspector Calls - Birling notes.docx", "poetry anthology.pdf"],
        "Biology": ["required practical - osmosis.docx", "cells revision.pptx"],
        "Chemistry": ["atomic structure notes.docx", "required practical - rates.docx"],
        "Physics": ["energy stores worksheet.pdf", "Physics homework forces.docx"],
        "Computer Science": ["sorting algorithms.py", "binary and hex worksheet.pdf", "NEA ideas.docx"],
        "History": ["Cold War revision.pptx", "Cuban missile crisis essay.docx"],
        "Spanish": ["mi familia vocab.docx", "Spanish speaking prep.docx"],
    }
    age = 3.9
    for subj, fs in y10.items():
        for f in fs:
            age = _clear(age + r.uniform(2.2, 7.5))
            if age > 80:
                age = _clear(8.7 + r.random() * 20)
            a(Entry(f"{LEO}/School/Year 10/{subj}/{f}", r.randint(20 * KB, 2_400 * KB), age))
    a(
        T(
            f"{LEO}/School/Year 10/English Literature/Macbeth essay plan.txt",
            _clear(16.4),
            "How does Shakespeare present ambition in Macbeth?\n- Act 1: the witches' prophecy, 'vaulting ambition'\n"
            "- Lady Macbeth: 'unsex me here'\n- Act 5: 'tomorrow and tomorrow and tomorrow'\n",
        )
    )
    for subj, fs in {
        "Maths": ["fractions test.pdf", "Year 9 maths revision.pdf"],
        "English": ["Of Mice and Men essay.docx", "creative writing - the storm.docx"],
        "Science": ["Year 9 science end of year test.pdf", "electricity homework.docx"],
        "History": ["WW1 trenches project.pptx"],
    }.items():
        for f in fs:
            a(
                Entry(
                    f"{LEO}/School/Year 9/{subj}/{f}", r.randint(20 * KB, 3_000 * KB), _clear(200.3 + r.random() * 120)
                )
            )
    a(Entry(f"{LEO}/School/GCSE options form.pdf", 180 * KB, ago("2026-02-24")))
    a(Entry(f"{LEO}/School/Year 10 timetable.png", 410 * KB, _clear(ago("2026-09-03"))))

    # ================================================================== Leo / Godot
    gd = f"{LEO}/Godot/Dungeon Dash"
    a(
        T(
            f"{gd}/project.godot",
            1.3,
            '[application]\nconfig/name="Dungeon Dash"\nrun/main_scene="res://scenes/main.tscn"\n'
            'config/features=PackedStringArray("4.3")\n',
        )
    )
    a(T(f"{gd}/README.md", 40.3, "# Dungeon Dash\n\nA tiny roguelike platformer by Leo. Godot 4.3.\nWASD + space.\n"))
    for n in ("main", "player", "enemy_slime", "level_1", "level_2", "hud", "title_screen", "boss_skeleton"):
        a(Entry(f"{gd}/scenes/{n}.tscn", r.randint(2 * KB, 40 * KB), _clear(1.6 + r.random() * 50)))
    scripts = {
        "player.gd": "extends CharacterBody2D\n\nconst SPEED = 180.0\nconst JUMP_VELOCITY = -320.0\n"
        "var coins := 0\n\nfunc _physics_process(delta):\n\tvelocity.y += gravity * delta\n",
        "enemy_slime.gd": "extends CharacterBody2D\n\nvar health := 3\n\nfunc take_damage(n):\n\thealth -= n\n",
        "boss_skeleton.gd": "extends CharacterBody2D\n\n# TODO: second phase, the skeleton throws bones\n"
        "var health := 40\n",
        "hud.gd": "extends CanvasLayer\n\nfunc update_coins(n):\n\t$CoinLabel.text = str(n)\n",
        "game_manager.gd": "extends Node\n\nvar level := 1\nvar high_score := 0\n\nfunc save_game():\n\tpass\n",
        "title_screen.gd": 'extends Control\n\nfunc _on_play_pressed():\n\tget_tree().change_scene_to_file("res://scenes/main.tscn")\n',
    }
    for n, text in scripts.items():
        a(T(f"{gd}/scripts/{n}", _clear(1.6 + r.random() * 40), text))
    for n in ("player_idle", "player_run", "slime", "skeleton_boss", "tileset_dungeon", "coin", "heart", "icon"):
        age = _clear(20.3 + r.random() * 60)
        a(Entry(f"{gd}/assets/sprites/{n}.png", r.randint(2 * KB, 90 * KB), age))
        a(
            T(
                f"{gd}/assets/sprites/{n}.png.import",
                age,
                f'[remap]\nimporter="texture"\ntype="CompressedTexture2D"\n# {n}\n',
            )
        )
        a(Entry(f"{gd}/.godot/imported/{n}.png-{r.getrandbits(64):016x}.ctex", r.randint(2 * KB, 120 * KB), 1.5))
        a(
            T(
                f"{gd}/.godot/imported/{n}.png-{r.getrandbits(64):016x}.md5",
                1.5,
                f"source_md5={r.getrandbits(128):032x}\n",
            )
        )
    for n in ("jump.wav", "coin.wav", "hit.wav", "dungeon_theme.ogg"):
        age = _clear(30.3 + r.random() * 40)
        a(Entry(f"{gd}/assets/sfx/{n}", r.randint(8 * KB, 70 * KB) if n.endswith("wav") else 210 * KB, age))
        a(T(f"{gd}/assets/sfx/{n}.import", age, f'[remap]\nimporter="wav"\n# {n}\n'))
    a(Entry(f"{gd}/.godot/editor/filesystem_cache8", 14 * KB, 1.5))
    a(Entry(f"{gd}/.godot/uid_cache.bin", 3 * KB, 1.5))
    a(T(f"{gd}/.godot/global_script_class_cache.cfg", 1.5, "list=Array[Dictionary]([])\n"))
    a(Entry(f"{gd}/export/Dungeon Dash.exe", 93 * MB, _clear(ago("2026-11-08"))))
    a(Entry(f"{gd}/export/Dungeon Dash.pck", 31 * MB, _clear(ago("2026-11-08"))))
    a(Entry(f"{gd}/export/Dungeon Dash demo.zip", 58 * MB, _clear(ago("2026-11-08"))))
    old = f"{LEO}/Godot/platformer tutorial"
    a(T(f"{old}/project.godot", ago("2025-12-28"), '[application]\nconfig/name="platformer tutorial"\n'))
    for n in ("player.tscn", "world.tscn", "player.gd"):
        a(Entry(f"{old}/{n}", r.randint(1 * KB, 9 * KB), ago("2025-12-28")))
    for n in ("knight.png", "tiles.png"):
        a(Entry(f"{old}/assets/{n}", r.randint(4 * KB, 60 * KB), ago("2025-12-27")))
        a(T(f"{old}/assets/{n}.import", ago("2025-12-27"), '[remap]\nimporter="texture"\n'))
    for i in range(6):
        a(Entry(f"{old}/.godot/imported/tile{i}.ctex", r.randint(3 * KB, 50 * KB), ago("2025-12-28")))

    # ================================================================== Leo / YouTube
    yt = f"{LEO}/YouTube"
    eps = [
        ("100 days hardcore ep1", "2026-08-23"),
        ("100 days hardcore ep2", "2026-09-13"),
        ("100 days hardcore ep3", "2026-10-11"),
        ("100 days hardcore ep4", "2026-11-15"),
        ("godot devlog 1 - making a dungeon game", "2026-10-25"),
        ("create mod showcase", "2026-06-28"),
    ]
    for title, d in eps:
        age = _clear(ago(d))
        for k in range(2):  # two OBS recordings before each video
            rec = _clear(age + 2.2 + k * 1.1)
            rd = iso_of(rec)
            hms = f"{r.randint(15, 22):02d}-{r.randint(10, 59)}-{r.randint(10, 59)}"
            a(Entry(f"{yt}/raw footage/{rd.isoformat()} {hms}.mkv", r.randint(2_500 * MB, 9_000 * MB), rec))
        a(Entry(f"{yt}/projects/{title}.kdenlive", r.randint(90 * KB, 400 * KB), age))
        a(Entry(f"{yt}/renders/{title}.mp4", r.randint(400 * MB, 1_900 * MB), age))
        a(Entry(f"{yt}/thumbnails/{title} thumb.png", r.randint(300 * KB, 900 * KB), age))
    # the one he is editing now: recorded on Nov 19, a project, no render yet
    a(Entry(f"{yt}/raw footage/2026-11-19 20-14-33.mkv", 7_400 * MB, "11-19"))
    a(Entry(f"{yt}/projects/100 days hardcore ep5.kdenlive", 310 * KB, 1.3))
    a(Entry(f"{yt}/projects/100 days hardcore ep5.kdenlive.bak", 300 * KB, 1.35))
    a(Entry(f"{yt}/intro.mp4", 14 * MB, _clear(ago("2026-08-20"))))
    a(Entry(f"{yt}/channel banner.png", 800 * KB, _clear(ago("2026-08-20"))))

    # ================================================================== Leo / Minecraft
    mc = f"{LEO}/Minecraft"
    worlds = [
        ("hardcore 100 days", 14, 1.8),
        ("creative build", 9, 40.3),
        ("SMP with Josh", 11, 11.3),
        ("Skyblock", 4, 250.3),
    ]
    for w, n_reg, age in worlds:
        age = _clear(age)
        a(Entry(f"{mc}/saves/{w}/level.dat", r.randint(2 * KB, 9 * KB), age))
        a(Entry(f"{mc}/saves/{w}/level.dat_old", r.randint(2 * KB, 9 * KB), age + 0.01))
        for i in range(n_reg):
            x, z = divmod(i, 4)
            a(Entry(f"{mc}/saves/{w}/region/r.{x - 1}.{z - 2}.mca", r.randint(1 * MB, 12 * MB), age))
        a(Entry(f"{mc}/saves/{w}/icon.png", r.randint(5 * KB, 20 * KB), age))
    mods = [
        ("fabric-api-0.107.0+1.21.1.jar", 2_200 * KB),
        ("sodium-fabric-0.5.11+mc1.21.1.jar", 1_100 * KB),
        ("iris-fabric-1.8.1+mc1.21.1.jar", 2_600 * KB),
        ("create-fabric-1.21.1-6.0.2.jar", 18 * MB),
        ("jei-1.21.1-fabric-19.21.0.247.jar", 1_400 * KB),
        ("journeymap-1.21.1-6.0.0.jar", 6_300 * KB),
        ("appleskin-fabric-mc1.21-3.0.5.jar", 120 * KB),
        ("xaeros-minimap-24.6.1-fabric-1.21.jar", 1_900 * KB),
    ]
    for n, s in mods:
        a(Entry(f"{mc}/mods/{n}", s, _clear(ago("2026-06-21") + r.random()), dup="sodium" if "sodium" in n else None))
    a(Entry(f"{mc}/resourcepacks/Faithful 32x.zip", 41 * MB, ago("2025-07-30")))
    a(Entry(f"{mc}/resourcepacks/BSL shaders v8.2.09.zip", 1_300 * KB, _clear(ago("2026-06-22")), dup="bsl"))
    for i in range(12):
        age = _clear(1.7 + i * 11.3)
        d = iso_of(age)
        a(
            Entry(
                f"{mc}/screenshots/{d.isoformat()}_{r.randint(10, 23):02d}.{r.randint(10, 59)}.{r.randint(10, 59)}.png",
                r.randint(1_800 * KB, 4_200 * KB),
                age,
            )
        )

    # ================================================================== Leo / Music
    songs = [
        "Sabrina Carpenter - Espresso",
        "Central Cee - Sprinter",
        "C418 - Sweden",
        "C418 - Wet Hands",
        "Lena Raine - Pigstep",
        "Måneskin - Beggin",
        "Arctic Monkeys - 505",
        "Billie Eilish - Birds of a Feather",
        "Dave - Sprinter",
        "Fred again.. - Delilah",
        "Glass Animals - Heat Waves",
        "Imagine Dragons - Believer",
        "Joji - Glimpse of Us",
        "Kendrick Lamar - Not Like Us",
        "Lil Nas X - Industry Baby",
        "Linkin Park - The Emptiness Machine",
        "Mitski - My Love Mine All Mine",
        "Post Malone - Circles",
        "Stormzy - Vossi Bop",
        "The Weeknd - Blinding Lights",
        "Tame Impala - The Less I Know the Better",
        "Daft Punk - Get Lucky",
        "Kanii - I Know",
        "Hozier - Too Sweet",
        "Benson Boone - Beautiful Things",
        "Chappell Roan - Pink Pony Club",
        "Gorillaz - Feel Good Inc",
        "Minecraft OST - Aria Math",
    ]
    seen_titles = set()
    for s in songs:
        if s in seen_titles:
            continue
        seen_titles.add(s)
        age = _clear(30.3 + r.random() * 500)
        dup = s if s in ("C418 - Sweden", "Måneskin - Beggin", "Central Cee - Sprinter") else None
        size = r.randint(3 * MB, 9 * MB)
        a(Entry(f"{LEO}/Music/{s}.mp3", size, age, dup=dup))
        if dup:
            a(Entry(f"{LEO}/Music/{s} (1).mp3", size, _clear(age - 0.6), dup=dup))

    # ================================================================== Pictures, Videos
    for i in range(40):
        age = _clear(ago("2025-12-24") + i * 0.02)
        a(Entry(f"Pictures/Christmas 2025/IMG_{6200 + i}.jpg", r.randint(1_800 * KB, 4_500 * KB), age))
    for i in range(30):
        age = _clear(ago("2026-07-27") - i * 0.3)
        ext = "HEIC" if i % 2 == 0 else "jpg"
        a(Entry(f"Pictures/Cornwall summer 2026/IMG_{7400 + i}.{ext}", r.randint(1_600 * KB, 4_000 * KB), age))
    for i in range(14):
        age = _clear(1.6 + i * 9.7)
        d = iso_of(age)
        a(
            Entry(
                f"Pictures/Screenshots/Screenshot {d.isoformat()} at {r.randint(8, 22):02d}.{r.randint(10, 59)}.png",
                r.randint(150 * KB, 1_600 * KB),
                age,
            )
        )
    a(Entry("Pictures/Leo school photo 2026.jpg", 2_800 * KB, _clear(ago("2026-10-09"))))
    a(Entry("Pictures/profile photo - Priya.jpg", 1_400 * KB, ago("2025-03-14")))
    a(Entry("Videos/Patel & Whitmore highlight film.mp4", 3_100 * MB, _clear(ago("2026-10-30"))))
    a(Entry("Videos/Hassan & Lindqvist highlight film.mp4", 2_700 * MB, _clear(ago("2026-09-10"))))
    a(Entry("Videos/Leo Year 6 leavers assembly.mp4", 1_200 * MB, ago("2022-07-20")))
    a(Entry("Videos/Christmas 2025 - Leo opening presents.mov", 860 * MB, ago("2025-12-25")))

    # ================================================================== Downloads
    dl = [
        ("Affinity_Designer_2.5.5.dmg", 710 * MB, "2025-09-02", None),
        ("Godot_v4.3-stable_win64.exe.zip", 55 * MB, "2025-12-20", None),
        ("OBS-Studio-30.2.3-Windows-Installer.exe", 138 * MB, "2026-06-26", None),
        ("kdenlive-24.08.3.exe", 112 * MB, "2026-08-19", None),
        ("MinecraftInstaller.msi", 9 * MB, "2025-05-17", None),
        ("CurseForge Setup 1.262.exe", 96 * MB, "2026-06-20", None),
        ("Zoom.pkg", 72 * MB, "2024-11-12", None),
        ("Canva Setup 1.98.0.exe", 160 * MB, "2026-02-17", None),
        ("fabric-installer-1.0.1.exe", 6 * MB, "2026-06-20", None),
        ("sodium-fabric-0.5.11+mc1.21.1.jar", 1_100 * KB, "2026-06-21", "sodium"),
        ("INV-0113 Okafor & Byrne deposit.pdf", 0, "2026-10-12", "inv0113"),
        ("Etsy statement 2026-10 (1).pdf", 0, "2026-11-04", "etsy2610"),
        ("Hartwell Manor brochure 2027 (1).pdf", 8_900 * KB, "2026-09-25", "hartwell"),
        ("Chen & O'Driscoll seating chart (1).xlsx", 0, "2026-11-27", "chenseat"),
        ("Royal Mail price guide 2026.pdf", 1_300 * KB, "2026-03-30", None),
        ("HMRC self assessment guide.pdf", 900 * KB, "2025-11-20", None),
        ("Year 10 parents evening letter.pdf", 210 * KB, "2026-11-06", None),
        ("wedding-fonts-bundle.zip", 88 * MB, "2025-04-11", None),
        ("wedding-fonts-bundle-2.zip.crdownload", 31 * MB, "2026-11-14", None),
        ("minecraft-1.21.1-server.jar.crdownload", 22 * MB, "2026-11-16", None),
        ("EtsyOrders_export.zip", 410 * KB, "2026-03-05", None),
        ("BSL_v8.2.09.zip", 1_300 * KB, "2026-06-22", "bsl"),
        ("Untitled.txt", 0, "2026-07-08", None),
        ("IMG_5133.HEIC", 3_100 * KB, "2026-02-22", None),
    ]
    late = []
    for n, s, d, dup in dl:
        if d > "2026-11-24":  # filled in below from its twin
            late.append((n, dup))
            continue
        age = _clear(ago(d) - 0.1)
        if dup and s == 0:  # an exact copy of a file elsewhere: same size
            twin = next(e for e in E if e.dup == dup or _same(e, dup))
            s = twin.size
        a(Entry(f"Downloads/{n}", s, age, dup=dup))
    # the Chen seating chart copies: Downloads and Desktop, same bytes as the client folder's one
    seat = next(e for e in E if e.path.endswith("Chen & O'Driscoll seating chart.xlsx"))
    E[E.index(seat)] = Entry(seat.path, seat.size, seat.age, dup="chenseat")
    for n, dup in late:
        a(Entry(f"Downloads/{n}", seat.size, _clear(seat.age - 0.2), dup=dup))
    inv = next(e for e in E if e.path.endswith("INV-0113 Okafor & Byrne deposit.pdf") and e.path.startswith(INV))
    E[E.index(inv)] = Entry(inv.path, inv.size, inv.age, dup="inv0113")
    # a portfolio photo sent to a magazine, downloaded back from the email
    pf = next(e for e in E if e.path.endswith("Portfolio/Patel & Whitmore/patel-03.jpg"))
    E[E.index(pf)] = Entry(pf.path, pf.size, pf.age, dup="patel03")
    a(Entry("Downloads/patel-03.jpg", pf.size, _clear(ago("2026-10-20")), dup="patel03"))
    etsy = next(e for e in E if e.path.endswith("Etsy statement 2026-10.pdf"))
    for i, e in enumerate(E):
        if e.dup in ("inv0113", "etsy2610") and e.path.startswith("Downloads/"):
            src = inv if e.dup == "inv0113" else etsy
            E[i] = Entry(e.path, src.size, e.age, dup=e.dup)

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.1,
            "- chase Dubois & Kaur for the signed contract\n- print Chen place cards (gold foil)\n"
            "- reorder glassine envelopes\n- Okafor: send the Wild Fern quote\n- mileage log for November\n"
            "- Leo: parents evening 3 Dec\n",
        )
    )
    a(T("Desktop/Etsy Shop Manager.webloc", 400.3, "https://www.etsy.com/your/shops/me/dashboard\n"))
    a(T("Desktop/Canva.webloc", 400.3, "https://www.canva.com/\n"))
    a(T("Desktop/Royal Mail Click & Drop.webloc", 300.3, "https://business.parcel.royalmail.com/\n"))
    a(Entry("Desktop/Chen & O'Driscoll seating chart FINAL.xlsx", seat.size, _clear(seat.age - 0.3), dup="chenseat"))
    a(Entry("Desktop/Screenshot 2026-11-15 at 09.41.png", 720 * KB, _clear(ago("2026-11-15"))))
    a(Entry("Desktop/new doc.txt", 0, 12.2))
    a(Entry("Desktop/Leo - Dungeon Dash.lnk", 2 * KB, _clear(ago("2026-11-08"))))

    # ================================================================== hidden / noise
    a(T(".zshrc", 500.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".gitconfig", 800.3, "[user]\n\tname = Leo Hughes\n"))
    a(T(".config/kdenlive/kdenliverc", 30.3, "[version]\nversion=24.08.3\n"))
    a(T(".local/share/godot/editor_settings-4.3.tres", 2.3, '[gd_resource type="EditorSettings"]\n'))
    for _i in range(25):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(20_000, 90_000),
                0.5 + r.random() * 30,
            )
        )
    for _i in range(10):
        a(Entry(f".cache/kdenlive/proxy/{r.getrandbits(48):012x}.mkv", r.randint(2 * MB, 8 * MB), 1.3 + r.random()))
    return _check_planner(_check(E))


def _same(e: Entry, dup: str) -> bool:
    """The original a Downloads copy is a copy of (by its group key)."""
    return {
        "inv0113": e.path.endswith("INV-0113 Okafor & Byrne deposit.pdf") and e.path.startswith(INV),
        "etsy2610": e.path.endswith("Etsy statement 2026-10.pdf"),
    }.get(dup, False)


def _check_planner(entries: list[Entry]) -> list[Entry]:
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

    for e in entries:  # dates written in names agree with the files' ages
        if isinstance(e.age, str) or e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        m = re.search(r"(?:^|/)(?:Screenshot )?(\d{4})-(\d{2})-(\d{2})[ _]", e.path.rsplit("/", 1)[-1])
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["planner"] = planner

if __name__ == "__main__":
    from homes import human

    es = planner()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
