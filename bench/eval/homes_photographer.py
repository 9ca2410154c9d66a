"""A generated home for the held-out set K (heldout_k.jsonl): Lena Hoffmann, a German-born freelance photographer and
videographer living in Toronto, who works from home; her partner Sam (a secondary-school chemistry teacher who is
training for a half marathon) and her 14-year-old son Max share the computer.

Shape: Photography/Clients/<"2026-10-12 Patel Wedding" style shoot folders>, each with RAW/ (.CR3, .NEF or .ARW,
tens of MB each, with .xmp sidecars), Selects/ (proof JPGs "<Client>_proof_NNN.jpg"), Exports/Full size and
Exports/Web (delivery JPGs with the same names in both), a contract PDF, a model release and, for some, a shot list;
Photography/Lightroom (one .lrcat catalog, a huge "... Previews.lrdata" folder of .lrprev files, catalog backups as
zips named the same in each dated folder); Photography/Portfolio (exact copies of some full-size exports);
Video/Projects (Premiere .prproj and DaVinci .drp projects, footage .MP4/.MOV of several GB, Proxies, Renders,
Premiere auto-saves), Video/Music, Video/Music licences, Video/LUTs; Business/ (invoices INV-2025-0NN.pdf and
INV-2026-0NN.pdf with an invoice tracker CSV, quotes, tax by year, gear receipts, insurance, templates, and a
portfolio website repo with .git, node_modules and dist/); Sam's School/ (lesson plans and worksheets .docx by course
and unit, unit tests named the same in each course, marking spreadsheets, a risk-assessment template) and Sam's
Running/ (Garmin .fit files for every run, .gpx for the long runs, the race results); Max/ (homework, a science-fair
project, Minecraft saves under Games/, YouTube renders and raw OBS recordings, memes); Pictures/Phone (IMG_NNNN.HEIC,
.jpg and .MOV), Pictures/Screenshots (macOS "Screenshot YYYY-MM-DD at H.MM.SS PM.png"), Pictures/Family; Documents/
Household (mortgage, car, health cards, passport scans, utility bills by month, a passwords export), Documents/
Recipes (some German, with umlauts), Documents/Deutschland; Downloads (installers .dmg/.pkg/.exe, zips, "(1)" copies
and exact duplicates of files elsewhere, an unfinished .crdownload, an empty file); Desktop clutter (a 3.4 GB copy of
the Patel film); hidden dotfiles, .ssh keys, .DS_Store, the Premiere media cache under .cache.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set K's questions (BAD_WINDOWS, checked by `_check_photographer`); the files
dated Nov 19 (the Kowalski headshots RAWs) and Nov 7 (the Nguyen family RAWs) are month-day anchors ("11-19",
"11-07"), and nothing else visible is dated within a day of them.
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


# Date boundaries of set K's questions (ages in days as of 2026-11-24); visible files keep clear of them.
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
ANCHORS = {"11-19": 5.0, "11-07": 17.0}  # month-day anchors and their ages (midday) as of 2026-11-24
BAD_WINDOWS = [(n - 0.5, n + 1.05) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(v - 1.0, v + 1.0) for v in ANCHORS.values()]  # whatever the clock time, that calendar day


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


PH = "Photography"
CL = "Photography/Clients"
LR = "Photography/Lightroom"
VP = "Video/Projects"
BZ = "Business"
SS = "Sam's School"
SR = "Sam's Running"
HH = "Documents/Household"

# folder, shoot date (or month-day anchor), client (file prefix), display name, kind, raw ext,
# numbers of RAWs, proofs and exports
SHOOTS = [
    ("2025-06-21 Sousa Family Beach", "2025-06-21", "Sousa", "Sousa Family", "Family", "NEF", 40, 18, 18),
    ("2025-09-13 Fraser Wedding", "2025-09-13", "Fraser", "Fraser Wedding", "Wedding", "NEF", 110, 40, 40),
    ("2025-12-06 Harbourfront Gala", "2025-12-06", "Harbourfront", "Harbourfront Gala", "Gala", "CR3", 70, 28, 28),
    ("2026-03-14 Doyle Newborn", "2026-03-14", "Doyle", "Doyle Newborn", "Newborn", "CR3", 36, 16, 16),
    ("2026-05-09 Maple Ridge Realty", "2026-05-09", "MapleRidge", "Maple Ridge Realty", "Listing", "ARW", 30, 24, 24),
    ("2026-06-27 Lindqvist Wedding", "2026-06-27", "Lindqvist", "Lindqvist Wedding", "Wedding", "CR3", 120, 48, 48),
    (
        "2026-08-15 Brightside Bakery Headshots",
        "2026-08-15",
        "Brightside",
        "Brightside Bakery",
        "Headshots",
        "CR3",
        30,
        12,
        12,
    ),
    (
        "2026-09-19 Chen-Martin Engagement",
        "2026-09-19",
        "ChenMartin",
        "Chen-Martin Engagement",
        "Engagement",
        "CR3",
        50,
        22,
        22,
    ),
    ("2026-10-12 Patel Wedding", "2026-10-12", "Patel", "Patel Wedding", "Wedding", "CR3", 160, 60, 60),
    ("2026-11-07 Nguyen Family Portraits", "11-07", "Nguyen", "Nguyen Family", "Family", "CR3", 48, 20, 0),
    ("2026-11-19 Kowalski Headshots", "11-19", "Kowalski", "Kowalski", "Headshots", "CR3", 24, 6, 0),
]
# full-size exports copied into the portfolio (exact copies)
PORTFOLIO = {
    "Weddings": ["Patel-Wedding-014.jpg", "Patel-Wedding-027.jpg", "Patel-Wedding-045.jpg", "Lindqvist-Wedding-007.jpg",
                 "Lindqvist-Wedding-033.jpg", "Fraser-Wedding-012.jpg"],
    "Portraits": ["Doyle-Newborn-004.jpg", "Sousa-Family-009.jpg", "ChenMartin-Engagement-011.jpg"],
    "Commercial": ["Brightside-Headshots-003.jpg", "MapleRidge-Listing-015.jpg", "Harbourfront-Gala-020.jpg"],
}  # fmt: skip
PORTFOLIO_NAMES = {n for ns in PORTFOLIO.values() for n in ns}
PHONE_DUP = 8841  # Pictures/Phone/IMG_8841.HEIC has a copy on the Desktop


def _shoot_age(d: str) -> float | str:
    return d if d in ANCHORS else _clear(ago(d))


def _num_age(d: float | str) -> float:
    return ANCHORS[d] if isinstance(d, str) else d


def photographer() -> list[Entry]:
    r = random.Random(4242)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Photography / Clients
    counters = {"CR3": 2150, "NEF": 5410, "ARW": 1020}
    prefix = {"CR3": "LH5_", "NEF": "DSC_", "ARW": "_DSC"}
    raw_size = {"CR3": (24 * MB, 46 * MB), "NEF": (22 * MB, 33 * MB), "ARW": (34 * MB, 48 * MB)}
    for folder, d, client, display, kind, rx, n_raw, n_sel, n_exp in SHOOTS:
        base = f"{CL}/{folder}"
        shoot = _shoot_age(d)
        s0 = _num_age(shoot)
        for i in range(n_raw):
            counters[rx] += 1
            stem = f"{prefix[rx]}{counters[rx]:04d}"
            age = shoot if isinstance(shoot, str) else shoot - i * 0.002
            a(Entry(f"{base}/RAW/{stem}.{rx}", r.randint(*raw_size[rx]), age))
            if isinstance(shoot, str) and client == "Kowalski":
                xage: float | str = shoot  # Lightroom wrote the sidecars at import, the same day
            else:
                xage = _clear(s0 - (5.1 if client == "Nguyen" else 11.3))
            a(Entry(f"{base}/RAW/{stem}.xmp", r.randint(6 * KB, 18 * KB), xage))
        sel_age = _clear(s0 - 4.2) if client != "Kowalski" else 1.2
        for i in range(1, n_sel + 1):
            a(Entry(f"{base}/Selects/{client}_proof_{i:03d}.jpg", r.randint(900 * KB, 2_200 * KB), sel_age + i * 0.001))
        exp_age = _clear(s0 - 27.0)
        for i in range(1, n_exp + 1):
            name = f"{client}-{kind}-{i:03d}.jpg"
            dup = f"pf:{name}" if name in PORTFOLIO_NAMES else None
            a(Entry(f"{base}/Exports/Full size/{name}", r.randint(7 * MB, 16 * MB), exp_age + i * 0.001, dup=dup))
            a(Entry(f"{base}/Exports/Web/{name}", r.randint(220 * KB, 650 * KB), exp_age + i * 0.001))
        cdup = "contract_patel" if client == "Patel" else None
        a(Entry(f"{base}/Contract - {display}.pdf", r.randint(180 * KB, 420 * KB), _clear(s0 + 95.4), dup=cdup))
        a(Entry(f"{base}/Model release - {display}.pdf", r.randint(90 * KB, 240 * KB), _clear(s0 + 0.1)))
    P = f"{CL}/2026-10-12 Patel Wedding"
    a(
        T(
            f"{P}/shot list.txt",
            _clear(ago("2026-10-08")),
            "Patel wedding, Oct 12, Paradise Banquet Hall, Vaughan.\n"
            "09:30 Baraat arrives (groom on the horse) - wide + drone\n"
            "11:00 ceremony under the mandap, varmala, pheras\n"
            "15:00 couple portraits at Kortright Centre\n"
            "19:00 reception: entrances, first dance, cake, speeches\n"
            "Family groups: Anika's grandparents first (Nani uses a wheelchair).\n",
        )
    )
    a(Entry(f"{P}/Patel wedding day timeline.pdf", 260 * KB, _clear(ago("2026-10-05"))))
    a(
        T(
            f"{P}/Pixieset gallery link.txt",
            _clear(ago("2026-11-09")),
            "Gallery: https://lenahoffmann.pixieset.com/anikaandrohan/\nDownload PIN 4418. Expires 2027-05-09.\n",
        )
    )
    L = f"{CL}/2026-06-27 Lindqvist Wedding"
    a(
        T(
            f"{L}/shot list.txt",
            _clear(ago("2026-06-22")),
            "Lindqvist wedding, June 27, Evergreen Brick Works.\n"
            "getting ready (Elin) 12:00, first look 14:00, ceremony 15:30, golden hour portraits 20:15\n",
        )
    )
    a(Entry(f"{CL}/2026-11-07 Nguyen Family Portraits/Nguyen session questionnaire.pdf", 140 * KB, _clear(26.3)))

    # ================================================================== Photography / Lightroom
    a(Entry(f"{LR}/Lena Catalog 2026.lrcat", 1_380 * MB, 0.3))
    a(Entry(f"{LR}/Lena Catalog 2026 Helper.lrdata/helper.db", 14 * MB, 8.2))
    prev = f"{LR}/Lena Catalog 2026 Previews.lrdata"
    for _i in range(840):
        h = f"{r.getrandbits(128):032X}"
        u = f"{r.getrandbits(128):032x}"
        uuid = f"{u[:8]}-{u[8:12]}-{u[12:16]}-{u[16:20]}-{u[20:]}".upper()
        age = _clear(8.2 + r.random() * 320)
        a(Entry(f"{prev}/{h[0]}/{h[:4]}/{uuid}-{h}.lrprev", r.randint(1_200 * KB, 6_500 * KB), age))
    a(Entry(f"{prev}/root-pixels.db", 2_400 * KB, 8.2))
    a(Entry(f"{prev}/previews.db", 46 * MB, 8.2))
    for d, s in (
        ("2026-05-31", 212),
        ("2026-08-30", 248),
        ("2026-09-27", 266),
        ("2026-10-25", 301),
        ("2026-11-15", 322),
    ):
        age = _clear(ago(d))
        dd = iso_of(age)
        a(Entry(f"{LR}/Backups/{dd.isoformat()} 2130/Lena Catalog 2026.zip", s * MB, age))

    # ================================================================== Photography / Portfolio
    sizes = {e.name: e.size for e in E if "/Exports/Full size/" in e.path and e.name in PORTFOLIO_NAMES}
    for sub, ns in PORTFOLIO.items():
        for n in ns:
            a(Entry(f"{PH}/Portfolio/{sub}/{n}", sizes[n], _clear(15.3), dup=f"pf:{n}"))
    a(Entry(f"{PH}/Portfolio/Portfolio book 2026.pdf", 86 * MB, _clear(ago("2026-10-30"))))
    a(Entry(f"{PH}/Portfolio/Wedding guide 2027.pdf", 24 * MB, _clear(ago("2026-11-03"))))

    # ================================================================== Video
    def clips(base: str, names: list[str], lo: int, hi: int, age: float) -> None:
        for i, n in enumerate(names):
            a(Entry(f"{base}/{n}", r.randint(lo, hi), age - i * 0.004))

    PF = f"{VP}/2026-10 Patel Wedding Film"
    wed = ago("2026-10-12")
    a(Entry(f"{PF}/Patel Wedding Film.prproj", 62 * MB, 8.3))
    clips(f"{PF}/Footage/A-cam", [f"C{n:04d}.MP4" for n in range(101, 119)], 1_400 * MB, 8_600 * MB, wed)
    clips(f"{PF}/Footage/B-cam", [f"MVI_{n:04d}.MP4" for n in range(2201, 2211)], 900 * MB, 4_200 * MB, wed)
    clips(f"{PF}/Footage/Drone", [f"DJI_{n:04d}.MP4" for n in range(41, 47)], 800 * MB, 2_500 * MB, wed)
    a(Entry(f"{PF}/Audio/vows lav Rohan.wav", 410 * MB, wed))
    a(Entry(f"{PF}/Audio/vows lav Anika.wav", 395 * MB, wed))
    a(Entry(f"{PF}/Audio/speeches mixer feed.wav", 1_150 * MB, wed))
    for n in range(101, 119):
        a(Entry(f"{PF}/Proxies/C{n:04d}_Proxy.mp4", r.randint(120 * MB, 420 * MB), _clear(ago("2026-10-20"))))
    renders = [
        ("Patel Wedding Film v1.mp4", 3_050 * MB, "2026-11-02"),
        ("Patel Wedding Film v2.mp4", 3_270 * MB, "2026-11-10"),
        ("Patel Wedding Film FINAL.mp4", 3_420 * MB, "2026-11-16"),
        ("Patel Teaser 60s.mp4", 214 * MB, "2026-10-28"),
        ("Patel Teaser 60s vertical.mp4", 188 * MB, "2026-10-28"),
    ]
    for n, s, d in renders:
        a(Entry(f"{PF}/Renders/{n}", s, _clear(ago(d)), dup="patelfinal" if "FINAL" in n else None))
    for i in range(10):
        age = _clear(8.4 + i * 3.3)
        dd = iso_of(age)
        a(
            Entry(
                f"{PF}/Adobe Premiere Pro Auto-Save/Patel Wedding Film-{dd.isoformat()}_{r.randint(9, 23):02d}-"
                f"{r.randint(0, 59):02d}.prproj",
                r.randint(55 * MB, 62 * MB),
                age,
            )
        )
    a(T(f"{PF}/edit notes.txt", _clear(12.3), "Use Golden Hour (Artlist) for the intro.\nCut the DJ mic feedback.\n"))

    LF = f"{VP}/2026-06 Lindqvist Wedding Film"
    lw = ago("2026-06-27")
    a(Entry(f"{LF}/Lindqvist Wedding Film.prproj", 48 * MB, _clear(ago("2026-07-30"))))
    clips(f"{LF}/Footage", [f"C{n:04d}.MP4" for n in range(40, 52)], 1_200 * MB, 7_400 * MB, lw)
    for n in range(40, 52):
        a(Entry(f"{LF}/Proxies/C{n:04d}_Proxy.mp4", r.randint(110 * MB, 380 * MB), _clear(ago("2026-07-06"))))
    a(Entry(f"{LF}/Renders/Lindqvist Wedding Film FINAL.mp4", 2_880 * MB, _clear(ago("2026-07-30"))))
    a(Entry(f"{LF}/Renders/Lindqvist highlights 3min.mp4", 640 * MB, _clear(ago("2026-07-28"))))

    BF = f"{VP}/2026-08 Brightside Bakery Promo"
    bw = _clear(ago("2026-08-14"))
    a(Entry(f"{BF}/Brightside Promo.drp", 9 * MB, _clear(ago("2026-09-02"))))
    clips(f"{BF}/Footage", [f"BB_broll_{n:02d}.MOV" for n in range(1, 13)], 1_800 * MB, 6_200 * MB, bw)
    for n in range(1, 13):
        a(Entry(f"{BF}/Proxies/BB_broll_{n:02d}_proxy.mov", r.randint(90 * MB, 300 * MB), _clear(bw - 2)))
    for n, s in (("Brightside Promo 60s FINAL.mp4", 720 * MB), ("Brightside Promo 30s.mp4", 380 * MB)):
        a(Entry(f"{BF}/Renders/{n}", s, _clear(ago("2026-09-02"))))
    a(Entry(f"{BF}/Renders/Brightside Instagram 15s vertical.mp4", 96 * MB, _clear(ago("2026-09-03"))))

    HF = f"{VP}/2025-12 Harbourfront Gala Recap"
    hw = ago("2025-12-06")
    a(Entry(f"{HF}/Harbourfront Gala Recap.prproj", 38 * MB, ago("2025-12-19")))
    clips(f"{HF}/Footage", [f"C{n:04d}.MP4" for n in range(1, 13)], 1_100 * MB, 5_900 * MB, hw)
    for n in range(1, 13):
        a(Entry(f"{HF}/Proxies/C{n:04d}_Proxy.mp4", r.randint(100 * MB, 350 * MB), ago("2025-12-09")))
    a(Entry(f"{HF}/Renders/Harbourfront Gala Recap FINAL.mp4", 1_940 * MB, ago("2025-12-19")))

    for n, s, d in [
        ("Artlist - Golden Hour - Ben Fisher.wav", 62 * MB, "2026-10-22"),
        ("Artlist - Paper Planes - Ian Post.wav", 48 * MB, "2026-07-10"),
        ("Musicbed - Fields of Light (instrumental).wav", 71 * MB, "2026-10-23"),
        ("Musicbed - Slow Motion - Tony Anderson.wav", 55 * MB, "2026-07-11"),
        ("Epidemic Sound - Rise Up Bakery.mp3", 8 * MB, "2026-08-29"),
        ("Artlist - Gala Night - Yehezkel Raz.wav", 44 * MB, "2025-12-12"),
    ]:
        a(Entry(f"Video/Music/{n}", s, _clear(ago(d))))
    for n, d, dup in [
        ("Artlist licence - Golden Hour.pdf", "2026-10-22", None),
        ("Artlist licence - Paper Planes.pdf", "2026-07-10", None),
        ("Musicbed license - Patel Wedding.pdf", "2026-10-23", "musicbed_patel"),
        ("Musicbed license - Lindqvist Wedding.pdf", "2026-07-11", None),
        ("Epidemic Sound subscription 2026.pdf", "2026-02-02", None),
        ("Artlist licence - Gala Night.pdf", "2025-12-12", None),
    ]:
        a(
            Entry(
                f"Video/Music licences/{n}", 180 * KB if dup else r.randint(90 * KB, 300 * KB), _clear(ago(d)), dup=dup
            )
        )
    for n in ("SLog3SGamut3.Cine to Rec709.cube", "Lena Warm Wedding.cube", "Kodak 2383 print film.cube"):
        a(Entry(f"Video/LUTs/{n}", r.randint(800 * KB, 1_200 * KB), _clear(ago("2025-11-20") + r.random() * 40)))

    # ================================================================== Business
    inv25 = ago("2025-01-10")
    for k in range(1, 47):
        age = _clear(inv25 - (k - 1) * 7.6)
        a(Entry(f"{BZ}/Invoices/2025/INV-2025-{k:03d}.pdf", r.randint(60 * KB, 140 * KB), age))
    inv26 = ago("2026-01-09")
    inv_age = {}
    for k in range(1, 42):
        age = _clear(inv26 - (k - 1) * 7.8)
        inv_age[k] = age
        dup = "inv034" if k == 34 else None
        a(
            Entry(
                f"{BZ}/Invoices/2026/INV-2026-{k:03d}.pdf",
                96 * KB if dup else r.randint(60 * KB, 140 * KB),
                age,
                dup=dup,
            )
        )
    rows = ["invoice,client,job,amount_cad,issued,status"]
    jobs = {33: ("Patel", "wedding photo + film, deposit"), 36: ("Patel", "wedding photo + film, final balance"),
            35: ("Chen-Martin", "engagement session"), 38: ("Brightside Bakery", "promo video, usage licence"),
            40: ("Nguyen", "family session"), 41: ("Kowalski", "headshots, 3 people")}  # fmt: skip
    for k in range(30, 42):
        who, job = jobs.get(k, ("Maple Ridge Realty", "listing photos"))
        amt = {33: "2500.00", 36: "6150.00"}.get(k, f"{r.randint(4, 24) * 50}.00")
        rows.append(
            f"INV-2026-{k:03d},{who},{job},{amt},{iso_of(inv_age[k]).isoformat()},{'paid' if k < 38 else 'sent'}"
        )
    a(T(f"{BZ}/Invoices/invoice tracker 2026.csv", inv_age[41] + 0.3, "\n".join(rows) + "\n"))
    for n, d in [
        ("Quote - Patel Wedding photo + film.pdf", "2026-02-20"),
        ("Quote - Lindqvist Wedding.pdf", "2025-11-03"),
        ("Quote - Brightside Bakery promo.pdf", "2026-07-02"),
        ("Quote - Nguyen family session.pdf", "2026-10-06"),
        ("Quote - Kowalski headshots.pdf", "2026-10-27"),
        ("Quote - Harbourfront Gala 2026.pdf", "2026-10-16"),
        ("Quote - Abernathy Wedding 2027.pdf", "2026-11-12"),
    ]:
        a(Entry(f"{BZ}/Quotes/{n}", r.randint(110 * KB, 260 * KB), _clear(ago(d))))
    for y, d in (("2024", "2025-04-22"), ("2025", "2026-04-20")):
        a(Entry(f"{BZ}/Tax/{y}/T1 General {y}.pdf", r.randint(400 * KB, 800 * KB), _clear(ago(d))))
        a(Entry(f"{BZ}/Tax/{y}/T2125 business income {y}.pdf", r.randint(200 * KB, 400 * KB), _clear(ago(d) + 1.5)))
        a(Entry(f"{BZ}/Tax/{y}/GST-HST return {y}.pdf", r.randint(90 * KB, 160 * KB), _clear(ago(d) + 20.4)))
        a(Entry(f"{BZ}/Tax/{y}/expenses {y}.xlsx", r.randint(60 * KB, 140 * KB), _clear(ago(d) + 30.2)))
        a(Entry(f"{BZ}/Tax/{y}/mileage log {y}.xlsx", r.randint(30 * KB, 60 * KB), _clear(ago(d) + 31.2)))
    a(Entry(f"{BZ}/Tax/2024/Notice of Assessment 2024.pdf", 230 * KB, ago("2025-06-03")))
    a(Entry(f"{BZ}/Tax/2025/Notice of Assessment 2025.pdf", 236 * KB, _clear(ago("2026-06-02")), dup="noa25"))
    for qn, d in (("Q1", "2026-04-28"), ("Q2", "2026-07-29"), ("Q3", "2026-10-27")):
        a(Entry(f"{BZ}/Tax/2026/GST-HST {qn} 2026.pdf", r.randint(90 * KB, 150 * KB), _clear(ago(d))))
    a(Entry(f"{BZ}/Tax/2026/expenses 2026.xlsx", 118 * KB, _clear(12.4)))
    a(Entry(f"{BZ}/Tax/2026/mileage log 2026.xlsx", 52 * KB, _clear(19.3)))
    gear = [
        ("Canon EOS R5 Mark II - Henrys.pdf", "2025-02-14"),
        ("Canon RF 28-70 f2 - Henrys.pdf", "2025-02-14"),
        ("Canon RF 70-200 f2.8 - Vistek.pdf", "2024-05-03"),
        ("Sony FX3 - B&H.pdf", "2024-09-12"),
        ("Sony FE 35mm f1.4 GM - B&H.pdf", "2024-09-12"),
        ("DJI Mini 4 Pro - Best Buy.pdf", "2025-05-20"),
        ("Godox AD200 Pro x2 - Amazon.pdf", "2026-03-03"),
        ("MacBook Pro M3 Max - Apple.pdf", "2024-11-29"),
        ("SanDisk CFexpress cards - Amazon.pdf", "2026-09-25"),
        ("Rode Wireless PRO - Long & McQuade.pdf", "2026-05-30"),
    ]
    for n, d in gear:
        a(Entry(f"{BZ}/Gear receipts/{n}", r.randint(80 * KB, 320 * KB), _clear(ago(d))))
    a(Entry(f"{BZ}/Insurance/Equipment insurance policy 2026.pdf", 1_240 * KB, _clear(ago("2026-02-27"))))
    a(Entry(f"{BZ}/Insurance/Liability certificate 2026 - Zensurance.pdf", 310 * KB, _clear(ago("2026-02-27"))))
    a(Entry(f"{BZ}/Insurance/gear list with serial numbers.xlsx", 46 * KB, _clear(ago("2026-10-16"))))
    for n, d in [
        ("Wedding contract template.docx", "2025-11-14"),
        ("Portrait session contract template.docx", "2025-11-14"),
        ("Model release template.docx", "2025-03-02"),
        ("Invoice template.xlsx", "2025-05-12"),
        ("Client welcome guide.pdf", "2026-02-10"),
    ]:
        a(Entry(f"{BZ}/Templates/{n}", r.randint(30 * KB, 900 * KB), _clear(ago(d))))
    a(Entry(f"{BZ}/Price list 2026.pdf", 1_900 * KB, _clear(ago("2026-01-15"))))

    # website repo
    W = f"{BZ}/Website/lenahoffmann.com"
    wage = _clear(ago("2026-10-03"))
    a(
        T(
            f"{W}/package.json",
            wage,
            '{"name": "lenahoffmann-com", "scripts": {"dev": "astro dev", "build": "astro build"}, '
            '"dependencies": {"astro": "^4.16.0"}}\n',
        )
    )
    a(
        T(
            f"{W}/README.md",
            ago("2025-03-08"),
            "# lenahoffmann.com\n\nPortfolio site (Astro). npm run build, deploy dist/ to Netlify.\n",
        )
    )
    a(
        T(
            f"{W}/astro.config.mjs",
            ago("2025-03-08"),
            "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n",
        )
    )
    for n in ("index", "about", "weddings", "portraits", "commercial", "contact"):
        a(Entry(f"{W}/src/pages/{n}.astro", r.randint(2 * KB, 9 * KB), _clear(wage + r.random() * 200)))
    posts = {
        "patel-wedding-highlights.md": "# Anika & Rohan\n\n"
        "A two-day Hindu wedding in Vaughan: baraat, pheras and a drone over the horse.\n",
        "lindqvist-brick-works.md": "# Elin & Jonas at Evergreen Brick Works\n\nGolden hour portraits by the kilns.\n",
        "what-to-wear-family-session.md": "# What to wear to a family session\n\n"
        "Soft colours, no logos, layers for fall.\n",
        "headshots-for-small-business.md": "# Headshots for small businesses\n\n"
        "Why Brightside Bakery redid their team photos.\n",
    }
    for i, (n, txt) in enumerate(posts.items()):
        a(T(f"{W}/src/content/blog/{n}", _clear(wage + i * 40.3), txt))
    web_imgs = ["hero.jpg", "about-lena.jpg", "weddings-1.jpg", "weddings-2.jpg", "portraits-1.jpg", "commercial-1.jpg"]
    for n in web_imgs:
        s = r.randint(180 * KB, 600 * KB)
        a(Entry(f"{W}/public/images/{n}", s, _clear(wage + 30.2), dup=f"web:{n}"))
        a(Entry(f"{W}/dist/images/{n}", s, wage, dup=f"web:{n}"))
    for n in ("index.html", "about/index.html", "weddings/index.html", "contact/index.html"):
        a(Entry(f"{W}/dist/{n}", r.randint(8 * KB, 40 * KB), wage))
    a(T(f"{W}/.git/HEAD", wage, "ref: refs/heads/main\n"))
    a(T(f"{W}/.git/config", wage, "[core]\n\trepositoryformatversion = 0\n"))
    for _i in range(24):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{W}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 90_000), wage + r.random() * 300))
    for p in ("astro", "vite", "esbuild", "sharp", "rollup", "postcss", "@astrojs/compiler"):
        for f in ("package.json", "README.md", "LICENSE", "dist/index.js", "dist/index.d.ts"):
            a(Entry(f"{W}/node_modules/{p}/{f}", r.randint(300, 400_000), wage + 0.1))
    a(Entry(f"{W}/node_modules/@esbuild/darwin-arm64/bin/esbuild", 9_600 * KB, wage + 0.1))

    # ================================================================== Sam's School
    courses = {
        "SCH3U Grade 11 Chemistry": (
            "2026-09-02",
            {
                "Unit 1 Matter and Bonding": [
                    "Atomic structure",
                    "Periodic trends",
                    "Ionic bonding",
                    "Covalent bonding",
                ],
                "Unit 2 Chemical Reactions": ["Types of reactions", "Balancing equations", "Activity series"],
                "Unit 3 Quantities in Reactions": ["The mole", "Molar mass", "Stoichiometry", "Limiting reagent"],
                "Unit 4 Solutions": ["Solubility", "Concentration", "Titration"],
            },
        ),
        "SNC2D Grade 10 Science": (
            "2026-09-03",
            {
                "Unit 1 Tissues and Organs": ["Cell division", "Plant tissues", "Body systems"],
                "Unit 2 Chemical Reactions": ["Word equations", "Acids and bases", "Neutralization"],
                "Unit 3 Climate Change": ["Greenhouse effect", "Carbon cycle"],
            },
        ),
        "SCH4U Grade 12 Chemistry": (
            "2026-02-04",
            {
                "Unit 1 Organic Chemistry": ["Hydrocarbons", "Functional groups", "Polymers"],
                "Unit 2 Structure and Properties": ["Quantum model", "VSEPR shapes", "Intermolecular forces"],
                "Unit 3 Energy and Rates": ["Enthalpy", "Hess's law", "Reaction rates"],
                "Unit 4 Equilibrium": ["Le Chatelier's principle", "Ksp", "Buffers"],
                "Unit 5 Electrochemistry": ["Redox", "Galvanic cells", "Electrolysis"],
            },
        ),
    }
    for course, (start, units) in courses.items():
        n = 0
        age = ago(start) + 8.3  # planned the week before term
        for ui, (unit, topics) in enumerate(units.items(), 1):
            for t in topics:
                n += 1
                age = _clear(age - (4.1 if course != "SCH4U Grade 12 Chemistry" else 6.9))
                d = f"{SS}/{course}/{unit}"
                a(Entry(f"{d}/Lesson {n:02d} - {t}.docx", r.randint(28 * KB, 120 * KB), age))
                if n % 2 == 1 or t == "Stoichiometry":
                    dup = "stoich" if t == "Stoichiometry" else None
                    a(
                        Entry(
                            f"{d}/Worksheet - {t}.docx", 64 * KB if dup else r.randint(40 * KB, 180 * KB), age, dup=dup
                        )
                    )
            a(Entry(f"{d}/Unit {ui} test.docx", r.randint(50 * KB, 150 * KB), _clear(age - 0.4)))
            a(Entry(f"{d}/Unit {ui} test - answer key.docx", r.randint(50 * KB, 150 * KB), _clear(age - 0.4)))
    for n, d in [
        ("SCH3U Grade 11 Chemistry/Unit 4 Solutions/Lab - Titration.docx", "2026-11-12"),
        ("SCH3U Grade 11 Chemistry/Unit 2 Chemical Reactions/Lab - Flame tests.docx", "2026-10-09"),
        ("SCH4U Grade 12 Chemistry/Unit 5 Electrochemistry/Lab - Galvanic cells.docx", "2026-05-26"),
    ]:
        a(Entry(f"{SS}/{n}", r.randint(40 * KB, 90 * KB), _clear(ago(d))))
    for n, d in [
        ("SCH3U marks fall 2026.xlsx", 0.9),
        ("SNC2D marks fall 2026.xlsx", 2 + 9.1),
        ("SCH4U marks spring 2026.xlsx", ago("2026-06-24")),
        ("SCH3U marks fall 2025.xlsx", ago("2026-01-28")),
    ]:
        a(Entry(f"{SS}/Marking/{n}", r.randint(40 * KB, 110 * KB), _clear(d)))
    a(Entry(f"{SS}/Safety/Risk assessment template - chemistry labs.docx", 58 * KB, _clear(ago("2026-08-26"))))
    a(Entry(f"{SS}/Safety/WHMIS 2026 certificate.pdf", 310 * KB, _clear(ago("2026-08-28"))))
    a(Entry(f"{SS}/Safety/Lab safety contract (students).docx", 36 * KB, _clear(ago("2026-08-27"))))
    a(Entry(f"{SS}/Report card comments fall 2026.docx", 72 * KB, _clear(11.2)))
    a(
        T(
            f"{SS}/lab equipment order.txt",
            _clear(ago("2026-10-15")),
            "Order for Ms. Ferreira (science dept):\n- 24 burettes 50 mL\n- phenolphthalein 500 mL\n"
            "- 0.1 M NaOH, 4 L\n- nitrile gloves M and L\n",
        )
    )
    a(Entry(f"{SS}/Course outline SCH3U 2026.pdf", 420 * KB, _clear(ago("2026-08-31"))))

    # ================================================================== Sam's Running
    seen_days = set()
    for week in range(16):  # Tuesdays from 2026-06-30 to the race on 2026-10-18
        tue = _dt.date(2026, 6, 30) + _dt.timedelta(days=7 * week)
        for off, label, long_ in (
            (0, "easy 6k", False),
            (2, "tempo 8k", False),
            (5, f"long run {12 + min(week, 8)}k", True),
        ):
            day = tue + _dt.timedelta(days=off)
            if day >= _dt.date(2026, 10, 18):
                continue
            age = _clear(ago(day.isoformat()))
            dd = iso_of(age)
            if dd in seen_days:
                continue
            seen_days.add(dd)
            a(Entry(f"{SR}/Garmin/{dd.isoformat()} {label}.fit", r.randint(60 * KB, 300 * KB), age))
            if long_:
                a(Entry(f"{SR}/Garmin/{dd.isoformat()} {label}.gpx", r.randint(400 * KB, 2_000 * KB), age))
    race = ago("2026-10-18")
    a(Entry(f"{SR}/Garmin/2026-10-18 Toronto Waterfront Half.fit", 240 * KB, race))
    a(Entry(f"{SR}/Garmin/2026-10-18 Toronto Waterfront Half.gpx", 1_900 * KB, race))
    for d, what in (("2026-10-25", "recovery 5k"), ("2026-11-03", "easy 6k"), ("2026-11-12", "easy 8k")):
        age = _clear(ago(d))
        a(Entry(f"{SR}/Garmin/{iso_of(age).isoformat()} {what}.fit", r.randint(60 * KB, 200 * KB), age))
    a(Entry(f"{SR}/Half marathon plan - 16 weeks.pdf", 640 * KB, _clear(ago("2026-06-26"))))
    a(Entry(f"{SR}/Toronto Waterfront Half 2026 - results.pdf", 150 * KB, _clear(ago("2026-10-20"))))
    a(Entry(f"{SR}/training log 2026.xlsx", 64 * KB, _clear(ago("2026-11-12"))))
    for i in range(1, 5):
        a(Entry(f"{SR}/race photos/Waterfront Half {i}.jpg", r.randint(2 * MB, 5 * MB), _clear(ago("2026-10-21"))))

    # ================================================================== Max
    M = "Max"
    for n, s, d in [
        ("English/To Kill a Mockingbird essay.docx", 46 * KB, 0.8),
        ("English/poem analysis - The Road Not Taken.docx", 31 * KB, ago("2026-10-06")),
        ("Math/linear relations assignment.pdf", 420 * KB, ago("2026-10-22")),
        ("Math/unit 3 practice test.pdf", 380 * KB, ago("2026-11-13")),
        ("French/ma famille - présentation.pptx", 6_400 * KB, ago("2026-10-15")),
        ("Geography/climate change poster.pptx", 11 * MB, ago("2026-09-29")),
        ("Science/lab report - reaction rates.docx", 88 * KB, ago("2026-11-04")),
        ("Science/density worksheet.pdf", 210 * KB, ago("2026-09-24")),
    ]:
        a(Entry(f"{M}/Homework/{n}", s, _clear(d)))
    SF = f"{M}/Science Fair 2026"
    a(Entry(f"{SF}/Does music affect plant growth - report.docx", 2_300 * KB, _clear(ago("2026-04-14"))))
    a(Entry(f"{SF}/plant growth data.xlsx", 41 * KB, _clear(ago("2026-04-12"))))
    a(Entry(f"{SF}/trifold poster.pptx", 18 * MB, _clear(ago("2026-04-15"))))
    a(Entry(f"{SF}/timelapse.mp4", 310 * MB, _clear(ago("2026-04-11"))))
    for i in range(1, 15):
        age = _clear(ago("2026-03-27") - i)
        a(Entry(f"{SF}/photos/plant day {i:02d}.jpg", r.randint(1_800 * KB, 3_600 * KB), age))
    MC = f"{M}/Games/Minecraft"
    worlds = [("Max's World", 40, (5 * MB, 15 * MB), 0.4), ("Skyblock Survival", 12, (1 * MB, 4 * MB), 44.3),
              ("creative build", 20, (3 * MB, 12 * MB), 212.3)]  # fmt: skip
    for w, n_reg, (lo, hi), wage_ in worlds:
        base = f"{MC}/saves/{w}"
        a(Entry(f"{base}/level.dat", r.randint(3 * KB, 9 * KB), wage_))
        a(Entry(f"{base}/level.dat_old", r.randint(3 * KB, 9 * KB), wage_ + 0.01))
        a(Entry(f"{base}/session.lock", 3, wage_))
        a(Entry(f"{base}/icon.png", r.randint(8 * KB, 20 * KB), _clear(wage_ + 30.5)))
        uid = f"{r.getrandbits(128):032x}"
        uid = f"{uid[:8]}-{uid[8:12]}-{uid[12:16]}-{uid[16:20]}-{uid[20:]}"
        a(Entry(f"{base}/playerdata/{uid}.dat", r.randint(4 * KB, 12 * KB), wage_))
        a(Entry(f"{base}/stats/{uid}.json", r.randint(2 * KB, 9 * KB), wage_))
        for i in range(n_reg):
            x, z = i % 7 - 3, i // 7 - 2
            age = wage_ if i < 2 else _clear(wage_ + 9.3 + i * 3.1)
            a(Entry(f"{base}/region/r.{x}.{z}.mca", r.randint(lo, hi), age))
    for i in range(15):
        age = _clear(2.4 + i * 6.9)
        dd = iso_of(age)
        n = f"{dd.isoformat()}_{r.randint(15, 22):02d}.{r.randint(10, 59):02d}.{r.randint(10, 59):02d}.png"
        a(Entry(f"{MC}/screenshots/{n}", r.randint(100 * KB, 300 * KB), age))
    for n in ("sodium-fabric-0.6.0+mc1.21.1.jar", "iris-fabric-1.8.0+mc1.21.1.jar", "fabric-api-0.105.0+1.21.1.jar"):
        a(Entry(f"{MC}/mods/{n}", r.randint(600 * KB, 1_100 * KB), _clear(ago("2026-09-12"))))
    a(
        T(
            f"{MC}/seeds.txt",
            _clear(ago("2026-09-13")),
            "good seeds\n-4172144997902289642  village right at spawn + ancient city\n"
            "8091867987493326313  cherry grove, mushroom island close\n",
        )
    )
    YT = f"{M}/YouTube"
    for n, s, d in [
        ("ep1 hardcore 100 days.mp4", 1_820 * MB, "2026-07-24"),
        ("ep2 building a mega base.mp4", 1_240 * MB, "2026-09-06"),
        ("ep3 skyblock speedrun.mp4", 930 * MB, "2026-10-31"),
        ("shorts/creeper jumpscare.mp4", 48 * MB, "2026-10-04"),
        ("shorts/when the villager trades.mp4", 36 * MB, "2026-11-14"),
        ("intro.mp4", 22 * MB, "2026-07-20"),
        ("outro.mp4", 19 * MB, "2026-07-20"),
    ]:
        a(Entry(f"{YT}/{n}", s, _clear(ago(d))))
    for d in ["2026-07-18", "2026-07-19", "2026-09-01", "2026-09-02", "2026-10-25", "2026-10-26"]:
        age = _clear(ago(d))
        n = f"{iso_of(age).isoformat()} {r.randint(16, 21):02d}-{r.randint(10, 59):02d}-{r.randint(10, 59):02d}.mkv"
        a(Entry(f"{YT}/raw recordings/{n}", r.randint(2_100 * MB, 6_400 * MB), age))
    for n, d in (
        ("ep1 thumbnail.png", "2026-07-24"),
        ("ep2 thumbnail.png", "2026-09-06"),
        ("ep3 thumbnail.png", "2026-10-31"),
    ):
        a(Entry(f"{YT}/thumbnails/{n}", r.randint(900 * KB, 2_400 * KB), _clear(ago(d))))
    memes = ["skibidi.gif", "when the teacher says pop quiz.jpg", "cat vibing.mp4", "creeper aww man.png",
             "minecraft logic.jpg", "me at 3am.jpg", "bro thought.png", "nah id win.jpg", "sigma face.png",
             "dad joke.jpg", "villager hmm.gif", "its giving.png", "npc behaviour.mp4", "chem teacher dad.jpg",
             "ohio.png", "rizz.jpg", "hes just like me fr.png", "school wifi.jpg", "steve pointing.png",
             "monday.gif", "homework at 11pm.jpg", "grass block touch grass.png"]  # fmt: skip
    for i, n in enumerate(memes):
        a(
            Entry(
                f"{M}/memes/{n}",
                r.randint(40 * KB, 900 * KB if not n.endswith(".mp4") else 9 * MB),
                _clear(3.3 + i * 9.7),
            )
        )

    # ================================================================== Pictures
    age = 0.6
    phone = []
    for i in range(260):
        num = 8859 - i
        u = r.random()
        ext_ = "HEIC" if u < 0.74 else ("jpg" if u < 0.9 else "MOV")
        if num == PHONE_DUP:
            ext_ = "HEIC"
        size = r.randint(1_500 * KB, 4_200 * KB) if ext_ != "MOV" else r.randint(20 * MB, 240 * MB)
        phone.append((num, ext_, size, age))
        age = _clear(age + 0.7 + r.random() * 2.2)
    dup_size = 0
    for num, ext_, size, age in phone:
        dup = "img8841" if num == PHONE_DUP else None
        if dup:
            dup_size = size
        a(Entry(f"Pictures/Phone/IMG_{num}.{ext_}", size, age, dup=dup))
    age = 1.1
    for _i in range(30):
        dd = iso_of(age)
        h = r.randint(1, 12)
        n = f"Screenshot {dd.isoformat()} at {h}.{r.randint(10, 59)}.{r.randint(10, 59)} {r.choice(['AM', 'PM'])}.png"
        a(Entry(f"Pictures/Screenshots/{n}", r.randint(180 * KB, 2_600 * KB), age))
        age = _clear(age + 4.3 + r.random() * 7)
    for i in range(1, 25):
        a(
            Entry(
                f"Pictures/Family/Banff August 2026/Banff-2026-{i:03d}.jpg",
                r.randint(6 * MB, 12 * MB),
                _clear(ago("2026-08-12")),
            )
        )
    for i in range(1, 17):
        a(
            Entry(
                f"Pictures/Family/Christmas 2025/Christmas-2025-{i:03d}.jpg",
                r.randint(5 * MB, 11 * MB),
                ago("2025-12-27"),
            )
        )
    a(Entry("Pictures/Family/Max school photo 2026.jpg", 2_800 * KB, _clear(ago("2026-10-14"))))

    # ================================================================== Documents
    for n, s, d, dup in [
        ("Mortgage/TD mortgage renewal 2026.pdf", 1_100 * KB, "2026-07-14", None),
        ("Mortgage/TD mortgage statement 2025.pdf", 240 * KB, "2026-01-20", None),
        ("Mortgage/Home insurance 2026 - Intact.pdf", 890 * KB, "2026-03-18", None),
        ("Mortgage/Property tax bill 2026.pdf", 310 * KB, "2026-06-09", None),
        ("Car/Subaru Outback ownership.pdf", 420 * KB, "2023-05-19", None),
        ("Car/Car insurance 2026 - Subaru Outback.pdf", 760 * KB, "2026-04-29", None),
        ("Car/Subaru service receipt 2026-09.pdf", 180 * KB, "2026-09-10", None),
        ("Car/winter tires receipt.pdf", 95 * KB, "2025-11-08", None),
        ("Health/Health card - Lena.jpg", 1_400 * KB, "2024-08-21", None),
        ("Health/Health card - Sam.jpg", 1_350 * KB, "2024-08-21", None),
        ("Health/Health card - Max.jpg", 1_300 * KB, "2024-08-21", None),
        ("Health/Max immunization record.pdf", 260 * KB, "2025-09-03", None),
        ("Health/Sam dental plan - OTIP.pdf", 540 * KB, "2025-09-15", None),
        ("Health/physio receipts 2026.pdf", 410 * KB, "2026-10-07", None),
        ("Passports/Reisepass Lena Hoffmann.pdf", 2_200 * KB, "2023-03-07", None),
        ("Passports/Canadian passport Lena.pdf", 2_100 * KB, "2024-02-15", None),
        ("Passports/Passport Sam.pdf", 2_050 * KB, "2024-02-15", None),
        ("Passports/Passport Max.pdf", 1_980 * KB, "2025-06-30", "passmax"),
        ("Passports/Citizenship certificate Lena.pdf", 900 * KB, "2023-03-07", None),
        ("Passports/Max birth certificate.pdf", 700 * KB, "2023-03-07", None),
        ("home inventory.xlsx", 88 * KB, "2025-10-02", None),
    ]:
        a(Entry(f"{HH}/{n}", s, _clear(ago(d)), dup=dup))
    a(
        T(
            f"{HH}/passwords export.csv",
            _clear(ago("2026-02-11")),
            "name,url,username,password\nRogers,https://rogers.com,lena.hoffmann,********\n",
        )
    )
    for m in range(1, 12):
        for who, day in (("Toronto Hydro", 8), ("Enbridge gas", 12), ("Rogers internet", 3)):
            age = _clear(ago(f"2026-{m:02d}-{day:02d}"))
            dup = "hydro10" if (who == "Toronto Hydro" and m == 10) else None
            s = 160 * KB if dup else r.randint(120 * KB, 260 * KB)
            a(Entry(f"{HH}/Utilities/{who} 2026-{m:02d}.pdf", s, age, dup=dup))
    recipes = {
        "Oma's Apfelkuchen.txt": "Oma's Apfelkuchen (apple cake)\n"
        "5 apples, 200 g butter, 200 g sugar, 4 eggs, 300 g flour.\n45 min at 180 C. Serve with Schlagsahne.\n",
        "Käsespätzle.txt": "Käsespätzle for 4\n400 g flour, 4 eggs, 150 ml water, 250 g Emmentaler, 3 onions fried.\n",
        "Sam's three-bean chili.txt": "Sam's three-bean chili\n"
        "kidney, black and pinto beans, 2 tbsp chili powder, cumin.\n",
        "Max's pancakes.txt": "Max's pancakes\n2 cups flour, 2 eggs, 1.5 cups milk, chocolate chips (a LOT).\n",
        "Thanksgiving turkey brine.txt": "Turkey brine: 1 cup salt, 1/2 cup brown sugar, 4 L water, overnight.\n",
    }  # fmt: skip
    for i, (n, txt) in enumerate(recipes.items()):
        a(T(f"Documents/Recipes/{n}", _clear(ago("2025-10-11") + i * 37.3), txt))
    a(
        T(
            "Documents/Recipes/banana bread.md",
            _clear(ago("2026-05-02")),
            "# Banana bread\n\n3 ripe bananas, 75 g butter.\n",
        )
    )
    a(Entry("Documents/Recipes/Zwetschgendatschi.pdf", 350 * KB, _clear(ago("2025-09-06"))))
    for n, s, d in [
        ("Rentenversicherung Renteninformation 2025.pdf", 480 * KB, "2025-08-18"),
        ("Steuer-ID Bescheinigung.pdf", 120 * KB, "2023-03-07"),
        ("Geburtsurkunde Lena.pdf", 640 * KB, "2023-03-07"),
    ]:
        a(Entry(f"Documents/Deutschland/{n}", s, _clear(ago(d))))
    a(Entry("Documents/Lena CV 2026.pdf", 260 * KB, _clear(ago("2026-01-22"))))

    # ================================================================== Downloads
    dl = [
        ("Adobe Creative Cloud Installer.dmg", 540 * MB, "2025-03-10", None),
        ("DaVinci_Resolve_Studio_19.1_Mac.zip", 4_120 * MB, "2026-03-25", None),
        ("DaVinci_Resolve_Studio_19.1.1_Mac.dmg.crdownload", 1_230 * MB, "2026-11-12", None),
        ("Canon EOS Utility 3.18.dmg", 310 * MB, "2025-02-16", None),
        ("Garmin Express.dmg", 128 * MB, "2026-06-29", None),
        ("Minecraft.dmg", 340 * MB, "2024-12-26", None),
        ("OBS-Studio-30.2-macOS-Apple.dmg", 178 * MB, "2026-07-17", None),
        ("Zoom.pkg", 96 * MB, "2025-09-04", None),
        ("GoogleChrome.dmg", 224 * MB, "2024-10-11", None),
        ("Firefox 132.0.dmg", 138 * MB, "2026-10-30", None),
        ("Lightroom presets - Film Pack.zip", 42 * MB, "2025-06-02", None),
        ("fonts - Montserrat.zip", 3_800 * KB, "2025-03-08", None),
        ("Faithful 32x texture pack.zip", 21 * MB, "2026-09-12", None),
        ("SCH3U resources from dept.zip", 260 * MB, "2026-08-25", None),
        ("website-backup-2024.zip", 680 * MB, "2024-06-14", None),
        ("Patel - Pinterest inspiration.zip", 88 * MB, "2026-04-02", None),
        ("Contract - Patel Wedding (1).pdf", None, "2026-07-12", "contract_patel"),
        ("INV-2026-034 (1).pdf", 96 * KB, None, "inv034"),
        ("Toronto Hydro 2026-10 (1).pdf", 160 * KB, "2026-10-13", "hydro10"),
        ("Worksheet - Stoichiometry (1).docx", 64 * KB, "2026-10-19", "stoich"),
        ("Musicbed license - Patel Wedding.pdf", 180 * KB, "2026-10-23", "musicbed_patel"),
        ("Passport Max.pdf", 1_980 * KB, "2025-07-02", "passmax"),
        ("CRA Notice of Assessment 2025.pdf", 236 * KB, "2026-06-02", "noa25"),
        ("Max report card term 1.pdf", 330 * KB, "2026-11-12", None),
        ("cottage rental agreement - Muskoka.pdf", 410 * KB, "2026-05-04", None),
        ("Waterfront Half - race bib.pdf", 90 * KB, "2026-10-09", None),
        ("untitled.txt", 0, "2026-06-19", None),
    ]
    for n, s, d, dup in dl:
        if s is None:
            s = next(e.size for e in E if e.dup == dup)
        age = _clear(ago(d)) if d else _clear(inv_age[34] - 0.3)
        a(Entry(f"Downloads/{n}", s, age, dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.2,
            "- Patel album layout: send v2 to Anika\n- Kowalski: retouch 6 selects, deliver Friday\n"
            "- GST/HST Q4 reminder\n- Max dentist Thursday 4pm\n- renew equipment insurance before Feb\n",
        )
    )
    a(
        T(
            "Desktop/Kowalski shot list.txt",
            _clear(ago("2026-11-16")),
            "Kowalski & Partners law office, 220 Bay St, suite 1400. Three partners, grey backdrop.\n"
            "Headshots + one group shot in the boardroom.\n",
        )
    )
    a(Entry("Desktop/Patel Wedding Film FINAL.mp4", 3_420 * MB, _clear(ago("2026-11-16")), dup="patelfinal"))
    a(Entry("Desktop/Patel album layout v2.pdf", 38 * MB, 1.3))
    a(Entry(f"Desktop/IMG_{PHONE_DUP}.HEIC", dup_size, _clear(ago("2026-10-30")), dup="img8841"))
    a(Entry("Desktop/Screenshot 2026-11-23 at 10.41.07 AM.png", 1_240 * KB, 1.05))
    a(Entry("Desktop/Screenshot 2026-11-11 at 4.02.55 PM.png", 890 * KB, _clear(ago("2026-11-11"))))
    a(Entry("Desktop/untitled folder/notes.rtf", 4 * KB, _clear(ago("2026-09-08"))))
    a(
        T(
            "Desktop/minecraft server ip.txt",
            _clear(ago("2026-10-02")),
            "play.hypixel.net\nmax's friend server: 24.114.80.12:25565\n",
        )
    )

    # ================================================================== hidden / noise
    a(T(".zshrc", 400.3, 'export PATH="/opt/homebrew/bin:$PATH"\nalias ll="ls -la"\n'))
    a(T(".gitconfig", 600.3, "[user]\n\tname = Lena Hoffmann\n\temail = hello@lenahoffmann.com\n"))
    a(
        T(
            ".ssh/id_ed25519",
            500.3,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n",
        )
    )
    a(T(".ssh/id_ed25519.pub", 500.3, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH4q hello@lenahoffmann.com\n"))
    a(
        T(
            ".ssh/known_hosts",
            40.3,
            "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl\n",
        )
    )
    for n in ("Photography", "Photography/Clients", "Video", "Business", "Max"):
        a(T(f"{n}/.DS_Store", 30.3, "Bud1\n"))
    for _i in range(30):
        ext_ = r.choice(["cfa", "pek"])
        a(
            Entry(
                f".cache/Adobe/Media Cache Files/C{r.randint(1, 999):04d} {r.getrandbits(32):08x}.{ext_}",
                r.randint(2 * MB, 300 * MB),
                r.random() * 60,
            )
        )
    for _i in range(20):
        a(Entry(f".cache/thumbnails/large/{r.getrandbits(64):016x}.png", r.randint(20 * KB, 90 * KB), r.random() * 30))
    a(T(".config/Garmin/Express/settings.json", 140.3, '{"device": "Forerunner 265", "autoSync": true}\n'))
    return _check_photographer(_check(E))


def _check_photographer(entries: list[Entry]) -> list[Entry]:
    bad = [
        (e.path, e.age)
        for e in entries
        if not isinstance(e.age, str) and not e.hidden_or_noise and e.age > 0.5 and _bad(e.age)
    ]
    assert not bad, bad[:5]
    for e in entries:
        if e.dup:
            assert len({x.size for x in entries if x.dup == e.dup}) == 1, e.path
            assert sum(x.dup == e.dup for x in entries) >= 2, e.path
        if isinstance(e.age, str):
            assert e.age in ANCHORS, e.path
    import re

    # dates written in names agree with the files' ages
    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        m = re.match(r"(?:Screenshot )?(\d{4})-(\d{2})-(\d{2})[ _]", e.name)
        if m and "/Backups/" not in e.path:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["photographer"] = photographer

if __name__ == "__main__":
    from homes import human

    es = photographer()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
