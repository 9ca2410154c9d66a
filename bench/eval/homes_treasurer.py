"""A generated home for the held-out set AI (heldout_ai.jsonl): a household of three sharing one computer.

Margaret Hollis, a retired primary headteacher, is the treasurer of a small local charity, the Brackenfield Larder (a
community food larder): trustee meeting minutes by year (an AGM among them), annual accounts by financial year with
the independent examiner's reports and the workings of the year in progress, Gift Aid claims and a folder of scanned
Gift Aid declarations, grant applications in one folder per funder (a "budget.xlsx" in four of them), volunteers' DBS
checks and register, a December volunteer rota, the bank statements as monthly PDFs, receipts, policies (one of them
an insurance certificate), a donations spreadsheet and her treasurer's notes; a few files of her own (pension
statements, papers kept from her headship). Her wife Jo Pereira is a potter selling online as Saltmarsh Pottery:
glaze recipes as text files, kiln firing logs by year (.csv, named by date and kind of firing), product photos in one
folder per listing (DSC_####.JPG from a camera, a "listing.txt" in each, one photo also in Downloads), monthly Etsy
order exports as CSV, four craft fairs with a booking confirmation each (the same name in every fair; two Christmas
fairs at the same hall, the 2026 one still to come), stall photos and sales tallies. Their lodger, Dr Owen Price, is
a junior doctor (FY2): rota PDFs, ePortfolio reflections and supervised learning events, MSRA revision notes
(Markdown, searchable) and question banks, payslips, certificates (his own DBS certificate among them). A shared
Household folder: boiler service reports and gas safety certificates, house insurance, the allotment (plans, seed
order, photos), recipes as text, holiday photos in one folder per trip, the lodger's agreement and rent, bills.
Pictures from the phone and the wedding; Downloads with Windows installers (.exe/.msi), zips, "(1)" copies and exact
duplicates of files elsewhere, GNOME screenshots ("Screenshot from YYYY-MM-DD HH-MM-SS.png"), an unfinished download
and an empty file; Desktop clutter (a to-do list whose text can be searched); hidden dotfiles, a LibreOffice lock
file, caches and an Anki collection.

Dates in names agree with the files' dates (checked by `_check_treasurer`) as of 2026-11-25 (a Wednesday, the day set
AI was written; the set pins the clock to that day). Visible files keep clear of the ages that sit on a date boundary
of set AI's questions (BAD_WINDOWS): a dated file whose date would fall in one is moved to an earlier day, name and
date together (minutes, typed up a few days after the meeting, to a later one). The files dated Nov 19 are month-day
anchors ("11-19"), and nothing else visible is within a day of that date or of the 7-day boundary. Hidden files and
caches weigh far less than 1% of the home.
"""

from __future__ import annotations

import datetime as _dt
import math
import random
import re

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

GB = 1000 * MB
TODAY = _dt.date(2026, 11, 25)


def _days_to(iso: str) -> int:
    return (TODAY - _dt.date.fromisoformat(iso)).days


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return _days_to(iso) + 0.25


def iso_of(age: float) -> _dt.date:
    """The calendar day of a file this many days older than noon on TODAY."""
    return TODAY - _dt.timedelta(days=math.floor(age + 0.5))


# Date boundaries of set AI's questions (ages in days as of 2026-11-25, noon); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 91, 182, 365, 730, 1095]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-04-01",
    "2026-01-01",
    "2025-04-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 60] + [(n - 4, n + 5) for n in ROLLING if n >= 60]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(5.0, 7.8)]  # Nov 19 (a named day: only its anchors) and the 7-day boundary


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def day(iso: str) -> str:
    """`iso`, or the nearest earlier day whose files (dated six hours before noon) keep clear of every boundary."""
    d = _dt.date.fromisoformat(iso)
    while _bad(ago(d.isoformat())):
        d -= _dt.timedelta(days=1)
    return d.isoformat()


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


BL = "Brackenfield Larder"
SP = "Saltmarsh Pottery"
OW = "Owen"
HH = "Household"

GLAZES = {
    "Celadon.txt": "Celadon, cone 6 oxidation\nPotash feldspar 27\nSilica 30\nWhiting 20\nKaolin 23\n"
    "Add: red iron oxide 1\nThin application, pools green in the throwing lines.\n",
    "Tenmoku.txt": "Tenmoku, cone 6\nCuster feldspar 40\nSilica 25\nWhiting 15\nKaolin 10\nTalc 10\n"
    "Add: red iron oxide 10\nBreaks rust on the rims. Dip 4 seconds.\n",
    "Shino.txt": "Shino (carbon trap style), cone 6\nNepheline syenite 55\nSpodumene 20\nBall clay 15\n"
    "Soda ash 10\nLiner for mugs: no. Crawls if too thick.\n",
    "Chun blue.txt": "Chun blue, cone 6\nCornwall stone 45\nSilica 20\nWhiting 15\nBone ash 3\n"
    "Dolomite 7\nAdd: red iron oxide 0.5, tin oxide 1\nMilky opalescent blue over dark clay.\n",
    "Satin matt white.txt": "Satin matt white, cone 6\nNepheline syenite 30\nSilica 20\nWhiting 15\n"
    "Kaolin 20\nZinc oxide 5\nTalc 10\nAdd: zircopax 8\nThe food-safe liner for the mugs.\n",
    "Copper red.txt": "Copper red, cone 6 reduction (Lucy's kiln only)\nFeldspar 45\nSilica 25\nWhiting 15\n"
    "Frit 3134 15\nAdd: copper carbonate 0.5, tin oxide 1\nOur electric kiln will not do it.\n",
    "Oatmeal.txt": "Oatmeal, cone 6\nCuster feldspar 45\nDolomite 20\nWhiting 5\nKaolin 20\nTalc 10\n"
    "Add: rutile 4, ilmenite 2\nSpeckles beautifully on the speckled buff.\n",
    "Floating blue.txt": "Floating blue, cone 6\nNepheline syenite 47\nGerstley borate 27\nSilica 20\n"
    "EPK kaolin 6\nAdd: cobalt carbonate 1, red iron oxide 2, rutile 4\nThe bestseller on the dinner plates.\n",
    "Rutile blue.txt": "Rutile blue, cone 6\nFrit 3134 25\nCuster feldspar 25\nSilica 25\nEPK 15\n"
    "Wollastonite 10\nAdd: rutile 5, cobalt carbonate 0.75\nStreaky. Test tile 41.\n",
    "Honey amber.txt": "Honey amber, cone 6\nFrit 3134 35\nCustom feldspar 25\nSilica 25\nEPK 15\n"
    "Add: red iron oxide 3\nGlossy. Lovely on the salt pigs.\n",
    "Saltmarsh green (my own).txt": "Saltmarsh green - my own glaze, cone 6\nCornwall stone 40\nSilica 20\n"
    "Whiting 18\nKaolin 12\nTalc 10\nAdd: copper carbonate 2, chrome oxide 0.2\nNamed after the shop. "
    "Sieve twice (80 mesh).\n",
}

RECIPES = {
    "Jo's dal.txt": "Jo's dal\n250 g red lentils, 1 onion, 3 garlic cloves, ginger, 1 tsp turmeric, 1 tin coconut "
    "milk, lime.\nTemper cumin and mustard seeds in ghee at the end.\n",
    "Margaret's Christmas cake.txt": "Margaret's Christmas cake (Mum's recipe)\n1 kg mixed fruit soaked in brandy "
    "overnight, 250 g butter, 250 g dark muscovado, 4 eggs, 275 g flour, mixed spice.\n4 hours at 140 C. Feed with "
    "brandy every week until Christmas.\n",
    "courgette glut soup.txt": "Courgette glut soup\n1 kg courgettes from the allotment, 2 potatoes, 1 onion, "
    "1 litre stock, a handful of mint. Blend, season, freeze in portions.\n",
    "damson gin.txt": "Damson gin\n500 g damsons (prick each one), 250 g sugar, 1 litre gin. Shake every day for a "
    "week, then weekly. Ready by Christmas.\n",
    "sourdough starter.txt": "Sourdough starter (Bertha)\nFeed 1:1:1 by weight, rye and white. Keep in the fridge "
    "between bakes. Loaf: 500 g flour, 350 g water, 100 g starter, 10 g salt.\n",
    "Welsh cakes.txt": "Welsh cakes (Owen's nan)\n225 g self-raising flour, 110 g butter, 85 g caster sugar, a "
    "handful of currants, 1 egg. Bakestone, medium heat, 3 minutes a side.\n",
    "shepherd's pie.txt": "Shepherd's pie\n500 g lamb mince, carrots, onion, Worcestershire sauce, 1 kg potatoes "
    "mashed with butter. 30 minutes at 200 C.\n",
    "runner bean chutney.txt": "Runner bean chutney\n1 kg runner beans, 3 onions, 600 ml malt vinegar, 500 g "
    "demerara, 1 tbsp mustard powder, 1 tbsp turmeric. Makes 6 jars.\n",
    "lentil ragu (BBC Good Food).pdf": None,
}

MSRA_NOTES = {
    "Cardiology": "# Cardiology\n\n- AF: CHA2DS2-VASc >= 2 anticoagulate; DOAC first line.\n"
    "- ACS: STEMI within 12 h -> PCI. Troponin at 0 and 3 h.\n- Heart failure: ACEi + beta blocker, then MRA.\n",
    "Respiratory": "# Respiratory\n\n- Asthma (BTS/SIGN, NICE 2024): MART.\n- COPD: LAMA+LABA.\n"
    "- PE: Wells score, CTPA; DOAC for 3 months.\n",
    "Endocrine": "# Endocrine\n\n- DKA: fixed rate insulin 0.1 units/kg/h.\n"
    "- Addisonian crisis: hydrocortisone 100 mg.\n- Hypothyroid: levothyroxine, TSH after 6 weeks.\n",
    "Paediatrics": "# Paediatrics\n\n- Kawasaki: fever 5 days, aspirin + IVIG, echo.\n"
    "- Bronchiolitis: RSV, supportive.\n- Intussusception: redcurrant jelly stool.\n",
    "Psychiatry": "# Psychiatry\n\n- Lithium toxicity: coarse tremor, check levels 12 h post dose.\n"
    "- NMS vs serotonin syndrome.\n- Clozapine: agranulocytosis monitoring.\n",
    "Dermatology": "# Dermatology\n\n- Melanoma: ABCDE.\n- Eczema herpeticum: IV aciclovir.\n- Psoriasis.\n",
    "ENT": "# ENT\n\n- Otitis media.\n- Quinsy: refer.\n- Vestibular neuritis vs BPPV (Dix-Hallpike).\n",
    "Ophthalmology": "# Ophthalmology\n\n- Acute angle closure glaucoma: same-day referral.\n"
    "- Temporal arteritis: prednisolone before the biopsy.\n",
    "Obs and gynae": "# Obs and gynae\n\n- Pre-eclampsia: labetalol; aspirin from 12 weeks if high risk.\n"
    "- Ectopic pregnancy.\n",
    "Renal": "# Renal\n\n- AKI stages (KDIGO).\n- Hyperkalaemia: calcium gluconate 10 ml 10%, insulin-dextrose.\n",
    "Pharmacology": "# Pharmacology\n\n- Warfarin interactions.\n- Gentamicin levels.\n- Digoxin toxicity.\n",
    "Professional dilemmas - SJT tips": "# Professional dilemmas (SJT)\n\n- Patient safety first, then "
    "colleagues, then yourself.\n- Escalate early; never lie to a patient.\n",
}


def treasurer() -> list[Entry]:
    r = random.Random(2511)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Brackenfield Larder (the charity)
    meetings = {
        2024: ["01-17", "03-20", "05-15", "07-17", "09-18", "11-20"],
        2025: ["01-15", "03-19", "05-21", "07-16", "09-17", "11-19"],
        2026: ["01-21", "03-18", "05-20", "07-15", "09-16", "11-18"],
    }
    agm = {2024: "06-26", 2025: "06-25", 2026: "06-24"}
    for y, mds in meetings.items():
        for md in mds:
            d = f"{y}-{md}"
            path = f"{BL}/Minutes/{y}/Trustee meeting minutes {d}.docx"
            if d == "2026-11-18":
                a(Entry(path, 41 * KB, "11-19"))  # typed up the next day
                a(Entry(f"{BL}/Minutes/{y}/Agenda {d}.docx", 19 * KB, ago(day("2026-11-11"))))
                continue
            written = _dt.date.fromisoformat(d) + _dt.timedelta(days=3)  # typed up a few days later
            while _bad(ago(written.isoformat())):
                written += _dt.timedelta(days=1)
            a(Entry(path, r.randint(28 * KB, 60 * KB), ago(written.isoformat())))
        a(
            Entry(
                f"{BL}/Minutes/{y}/AGM minutes {y}-{agm[y]}.docx",
                r.randint(40 * KB, 70 * KB),
                _clear(ago(f"{y}-07-02")),
            )
        )
    AC = f"{BL}/Annual accounts"
    for n, s, d, dup in [
        ("Annual accounts 2022-23.pdf", 610 * KB, "2023-09-20", None),
        ("Annual accounts 2023-24.pdf", 655 * KB, "2024-09-25", None),
        ("Annual accounts 2024-25.pdf", 702 * KB, "2025-09-24", "acc2425"),
        ("Independent examiner's report 2023-24.pdf", 190 * KB, "2024-09-10", None),
        ("Independent examiner's report 2024-25.pdf", 204 * KB, "2025-09-12", None),
        ("Trustees' annual report 2024-25.docx", 96 * KB, "2025-09-05", None),
        ("Charity Commission annual return 2024-25.pdf", 150 * KB, "2025-12-10", None),
        ("Accounts workings 2025-26.xlsx", 88 * KB, "2026-11-21", None),
    ]:
        a(Entry(f"{AC}/{n}", s, ago(day(d)), dup=dup))
    GA = f"{BL}/Gift Aid"
    for ym, d in [
        ("2025-01", "2025-01-22"),
        ("2025-05", "2025-05-20"),
        ("2025-09", "2025-09-16"),
        ("2026-01", "2026-01-20"),
        ("2026-05", "2026-05-19"),
        ("2026-09", "2026-09-22"),
    ]:
        a(
            Entry(
                f"{GA}/Gift Aid claim {ym}.xlsx",
                r.randint(30 * KB, 70 * KB),
                ago(day(d)),
                dup="ga2609" if ym == "2026-09" else None,
            )
        )
    donors = ["Alan Birch", "Beryl Cowan", "Colin Dunne", "Dorothy Ellis", "Edward Frost", "Fiona Gale",
              "Gwen Harper", "Huw Ingram", "Irene Jukes", "John Kerr", "Kath Lowe", "Len Mason", "Mair Nolan",
              "Norman Oakes", "Olwen Price", "Pat Quigley", "Rita Shaw", "Stan Tully"]  # fmt: skip
    for i, dn in enumerate(donors):
        a(
            Entry(
                f"{GA}/Declarations/Gift Aid declaration - {dn}.pdf",
                r.randint(180 * KB, 900 * KB),
                _clear(40.3 + i * 47.9),
            )
        )
    GR = f"{BL}/Grants"
    for n, s, d in [
        ("National Lottery Awards for All/application form.pdf", 420 * KB, "2025-02-11"),
        ("National Lottery Awards for All/budget.xlsx", 36 * KB, "2025-02-10"),
        ("National Lottery Awards for All/award letter.pdf", 160 * KB, "2025-04-15"),
        ("National Lottery Awards for All/end of grant report.docx", 74 * KB, "2026-05-06"),
        ("Tesco Community Grants/application.docx", 52 * KB, "2025-10-08"),
        ("Tesco Community Grants/budget.xlsx", 29 * KB, "2025-10-07"),
        ("Tesco Community Grants/award email.pdf", 88 * KB, "2025-12-02"),
        ("Brackenfield Town Council/small grant application 2026.docx", 47 * KB, "2026-03-10"),
        ("Brackenfield Town Council/budget.xlsx", 24 * KB, "2026-03-09"),
        ("Brackenfield Town Council/grant agreement signed.pdf", 310 * KB, "2026-04-22"),
        ("Co-op Local Community Fund/application.docx", 44 * KB, "2026-08-18"),
        ("Co-op Local Community Fund/confirmation email.pdf", 70 * KB, "2026-08-19"),
        ("Garfield Weston Foundation/application 2026.docx", 118 * KB, "2026-10-14"),
        ("Garfield Weston Foundation/budget.xlsx", 41 * KB, "2026-10-13"),
        ("Garfield Weston Foundation/supporting letter - Citizens Advice.pdf", 230 * KB, "2026-10-09"),
        ("Garfield Weston Foundation/accounts summary for Weston.pdf", 140 * KB, "2026-10-13"),
    ]:
        a(Entry(f"{GR}/{n}", s, ago(day(d))))
    VO = f"{BL}/Volunteers"
    a(Entry(f"{VO}/Volunteer register 2026.xlsx", 52 * KB, ago(day("2026-11-16"))))
    a(Entry(f"{VO}/Volunteer handbook 2025.pdf", 1_400 * KB, ago(day("2025-03-01"))))
    a(Entry(f"{VO}/Volunteer rota December 2026.xlsx", 23 * KB, ago(day("2026-11-21"))))
    a(Entry(f"{VO}/Safeguarding training record.xlsx", 31 * KB, ago(day("2026-09-30"))))
    vols = [("Aled Morgan", 1240.3), ("Bernadette Quinn", 1130.3), ("Chris Okonkwo", 980.3), ("Diane Fletcher", 1180.3),
            ("Eilidh Ross", 700.3), ("Farah Siddiqui", 410.3), ("Geoff Barnes", 1320.3), ("Hannah Lloyd", 250.3),
            ("Ian Whitlock", 860.3), ("Janet Pryce", 1050.3), ("Kamal Hussain", 150.3), ("Linda Marsh", 520.3),
            ("Mohammed Ali", 40.3), ("Nia Davies", 80.3)]  # fmt: skip
    for nm, age in vols:
        a(Entry(f"{VO}/DBS checks/DBS check - {nm}.pdf", r.randint(300 * KB, 800 * KB), _clear(age)))
    BS = f"{BL}/Bank statements"
    for y, m in _months("2024-01", 34):  # 2024-01 … 2026-10, downloaded on the 28th of the month
        a(
            Entry(
                f"{BS}/Unity Trust statement {y}-{m:02d}.pdf", r.randint(80 * KB, 160 * KB), ago(day(f"{y}-{m:02d}-28"))
            )
        )
    for shop, d in [
        ("Costco", "2026-01-14"),
        ("Booker", "2026-02-20"),
        ("Aldi", "2026-03-27"),
        ("Screwfix", "2026-04-23"),
        ("Costco", "2026-05-29"),
        ("Staples", "2026-06-16"),
        ("Booker", "2026-07-21"),
        ("Aldi", "2026-08-26"),
        ("Costco", "2026-09-24"),
        ("Brackenfield Hardware", "2026-10-15"),
        ("Booker", "2026-11-04"),
        ("Costco", "2026-11-12"),
    ]:
        d = day(d)
        a(Entry(f"{BL}/Receipts/receipt - {shop} {d}.pdf", r.randint(60 * KB, 400 * KB), ago(d)))
    for n, s, d in [
        ("Safeguarding policy 2026.pdf", 380 * KB, "2026-02-18"),
        ("Data protection policy.docx", 45 * KB, "2025-05-21"),
        ("Food hygiene certificate - Level 2.pdf", 220 * KB, "2025-07-09"),
        ("Reserves policy.docx", 31 * KB, "2024-11-20"),
        ("Public liability insurance 2026-27.pdf", 510 * KB, "2026-04-06"),
    ]:
        a(Entry(f"{BL}/Policies/{n}", s, ago(day(d))))
    a(Entry(f"{BL}/Donations 2026.xlsx", 64 * KB, ago(day("2026-11-21"))))
    a(
        T(
            f"{BL}/treasurer's notes.txt",
            ago(day("2026-11-20")),
            "Treasurer's notes\n- Reserves at 31 October: 8,420 GBP (policy: three months' running costs).\n"
            "- Next Gift Aid claim due in January; chase the missing declaration from Mr Tully.\n"
            "- Garfield Weston decision expected in February.\n- Independent examiner: Mrs Okoye, same fee as last "
            "year.\n",
        )
    )

    # Margaret's own
    for n, s, d in [
        ("Teachers' Pension annual statement 2025.pdf", 240 * KB, "2025-06-12"),
        ("Teachers' Pension annual statement 2026.pdf", 248 * KB, "2026-06-11"),
        ("Headship/leaving speech July 2021.docx", 33 * KB, "2021-07-20"),
        ("Headship/Ofsted report 2019 - Brackenfield Primary.pdf", 1_100 * KB, "2019-03-14"),
        ("Headship/retirement cards from the staff.pdf", 8_400 * KB, "2021-08-02"),
        ("Reading group books 2026.docx", 22 * KB, "2026-01-10"),
    ]:
        a(Entry(f"Margaret/{n}", s, ago(day(d))))

    # ================================================================== Saltmarsh Pottery (Jo)
    for i, (n, text) in enumerate(GLAZES.items()):
        age = {"Floating blue.txt": _clear(12.4), "Saltmarsh green (my own).txt": _clear(40.3)}.get(
            n, _clear(150.3 + i * 61.3)
        )
        a(T(f"{SP}/Glaze recipes/{n}", age, text))
    # kiln firings: (date, kind)
    firings: list[tuple[str, str]] = []
    start = _dt.date(2025, 1, 9)
    for i in range(44):
        d = start + _dt.timedelta(days=int(i * 15.6))
        firings.append((d.isoformat(), "bisque" if i % 2 == 0 else "glaze"))
    for iso, kind in firings:
        if iso >= "2026-11-10":
            continue
        d = day(iso)
        a(Entry(f"{SP}/Kiln logs/{d[:4]}/{d} {kind} firing.csv", r.randint(14 * KB, 40 * KB), ago(d)))
    a(Entry(f"{SP}/Kiln logs/2026/2026-11-19 glaze firing.csv", 33 * KB, "11-19"))
    a(Entry(f"{SP}/Kiln logs/2026/2026-11-12 bisque firing.csv", 21 * KB, ago(day("2026-11-12"))))
    a(Entry(f"{SP}/Kiln logs/kiln element resistance checks.xlsx", 18 * KB, ago(day("2026-02-03"))))
    listings = [
        ("Speckled stoneware mug", "2025-03-16", 8, 28),
        ("Celadon bud vase", "2025-05-04", 6, 24),
        ("Tenmoku tea bowl", "2025-07-13", 5, 38),
        ("Floating blue dinner plate", "2025-10-05", 7, 42),
        ("Oatmeal serving bowl", "2026-02-08", 6, 55),
        ("Hanging planter", "2026-04-26", 5, 26),
        ("Honey amber salt pig", "2026-08-09", 6, 30),
        ("Saltmarsh green ring dish set", "2026-11-08", 7, 22),
    ]
    dsc = 3100
    for title, d, n_ph, price in listings:
        d = day(d)
        for j in range(n_ph):
            dsc += r.randint(1, 9)
            a(Entry(f"{SP}/Listings/{title}/DSC_{dsc:04d}.JPG", r.randint(4 * MB, 9 * MB), ago(d) - 0.1 - j * 0.004))
        a(
            T(
                f"{SP}/Listings/{title}/listing.txt",
                ago(d) - 0.2,
                f"{title}\nPrice: {price} GBP\nHandmade in Brackenfield by Saltmarsh Pottery. Stoneware, "
                f"fired to cone 6. Dishwasher safe. Each piece varies.\n",
            )
        )
    for y, m in _months("2025-11", 12):  # Etsy order exports 2025-11 … 2026-10, on the 28th
        ym = f"{y}-{m:02d}"
        a(
            Entry(
                f"{SP}/Orders/Etsy orders {ym}.csv",
                r.randint(8 * KB, 60 * KB),
                ago(day(f"{ym}-28")),
                dup="etsy2610" if ym == "2026-10" else None,
            )
        )
    a(Entry(f"{SP}/Orders/returns and refunds 2026.xlsx", 19 * KB, ago(day("2026-10-20"))))
    a(Entry(f"{SP}/Orders/wholesale order - The Drift Gallery.pdf", 180 * KB, ago(day("2026-10-19"))))
    CF = f"{SP}/Craft fairs"
    fairs = [
        ("Christmas fair 2025 - St Mary's Hall", "2025-09-10", "2025-12-06", 10),
        ("Spring makers market 2026 - Quay Gardens", "2026-02-12", "2026-04-18", 8),
        ("Harvest fair 2026 - Brackenfield Village Hall", "2026-07-20", "2026-09-26", 9),
    ]
    for folder, booked, held, n_ph in fairs:
        a(Entry(f"{CF}/{folder}/booking confirmation.pdf", r.randint(90 * KB, 260 * KB), ago(day(booked))))
        for j in range(n_ph):
            age = ago(held) - 0.05 - j * 0.01
            hms = f"{r.randint(9, 15):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
            a(
                Entry(
                    f"{CF}/{folder}/stall photos/IMG_{iso_of(age):%Y%m%d}_{hms}.jpg",
                    r.randint(2 * MB, 5 * MB),
                    age,
                )
            )
        a(Entry(f"{CF}/{folder}/sales tally.xlsx", r.randint(15 * KB, 30 * KB), ago(held) - 0.4))
    X26 = f"{CF}/Christmas fair 2026 - St Mary's Hall"
    a(Entry(f"{X26}/booking confirmation.pdf", 175 * KB, ago(day("2026-08-21")), dup="xmas26"))
    a(Entry(f"{X26}/stall plan.png", 640 * KB, ago(day("2026-11-10"))))
    a(Entry(f"{X26}/stock list.xlsx", 27 * KB, ago(day("2026-11-23"))))
    a(
        T(
            f"{X26}/things to bring.txt",
            ago(day("2026-11-17")),
            "Christmas fair, Saturday 5 December, St Mary's Hall\n- gazebo weights\n- card reader (charged!)\n"
            "- float: 100 GBP in fives and coins\n- bubble wrap and bags\n- price cards\n",
        )
    )
    for n, s, d in [
        ("Price list 2026.xlsx", 33 * KB, "2026-03-02"),
        ("Saltmarsh logo.png", 410 * KB, "2024-10-12"),
        ("Etsy shop banner.png", 1_900 * KB, "2025-01-25"),
        ("Public liability - Craft Insurance 2026-27.pdf", 290 * KB, "2026-03-20"),
        ("Accounts/Self assessment 2025-26 workings.xlsx", 71 * KB, "2026-10-27"),
        ("Accounts/materials and clay 2026.xlsx", 42 * KB, "2026-11-03"),
        ("Clay and materials/Potclays order 2026-10.pdf", 120 * KB, "2026-10-06"),
        ("Clay and materials/Valentine Clays invoice 2026-06.pdf", 98 * KB, "2026-06-15"),
    ]:
        a(Entry(f"{SP}/{n}", s, ago(day(d))))

    # ================================================================== Owen (the lodger, FY2 doctor)
    for n, s, d, dup in [
        ("FY1 rota Aug-Nov 2025.pdf", 410 * KB, "2025-07-15", None),
        ("FY1 rota Dec 2025-Mar 2026.pdf", 425 * KB, "2025-11-03", None),
        ("FY1 rota Apr-Jul 2026.pdf", 418 * KB, "2026-03-02", None),
        ("FY2 rota Aug-Nov 2026.pdf", 452 * KB, "2026-06-30", None),
        ("FY2 rota Dec 2026-Mar 2027.pdf", 466 * KB, "2026-11-13", "rota27"),
        ("annual leave request Dec 2026.docx", 26 * KB, "2026-10-22", None),
    ]:
        a(Entry(f"{OW}/Rota/{n}", s, ago(day(d)), dup=dup))
    refl = ["first night shift", "breaking bad news", "missed hyperkalaemia", "DNACPR conversation", "sepsis six",
            "difficult relative", "prescribing error", "cardiac arrest debrief", "teaching medical students",
            "delirium on the ward", "end of life care", "discharge delay", "working while unwell",
            "handover on nights"]  # fmt: skip
    for i, t in enumerate(refl):
        a(
            Entry(
                f"{OW}/ePortfolio/Reflections/Reflection - {t}.docx",
                r.randint(24 * KB, 60 * KB),
                _clear(470.3 - i * 33.1),
            )
        )
    for n, d in [
        ("SLEs/CBD - chest pain.pdf", "2026-09-09"),
        ("SLEs/Mini-CEX - abdominal exam.pdf", "2026-10-07"),
        ("SLEs/DOPS - arterial blood gas.pdf", "2026-08-19"),
        ("SLEs/ACAT - acute take.pdf", "2026-11-09"),
        ("PDP 2026-27.docx", "2026-08-12"),
        ("ARCP outcome FY1 2026.pdf", "2026-06-24"),
        ("Core procedures log.xlsx", "2026-11-15"),
    ]:
        a(Entry(f"{OW}/ePortfolio/{n}", r.randint(60 * KB, 300 * KB), ago(day(d))))
    for i, (topic, text) in enumerate(MSRA_NOTES.items()):
        a(T(f"{OW}/MSRA revision/Notes/{topic}.md", _clear(4.3 + i * 9.7), text))
    for n, s, d in [
        ("Question banks/Emedica MSRA mock 1.pdf", 3_400 * KB, "2026-09-29"),
        ("Question banks/Emedica MSRA mock 2.pdf", 3_600 * KB, "2026-10-26"),
        ("Question banks/SJT practice paper.pdf", 1_900 * KB, "2026-09-14"),
        ("Question banks/Passmedicine MSRA progress.csv", 210 * KB, "2026-11-22"),
        ("MSRA revision timetable.xlsx", 28 * KB, "2026-09-05"),
        ("MSRA booking confirmation - Pearson VUE.pdf", 120 * KB, "2026-10-12"),
    ]:
        a(Entry(f"{OW}/MSRA revision/{n}", s, ago(day(d))))
    for y, m in _months("2025-08", 15):  # 2025-08 … 2026-10, paid on the 27th
        a(Entry(f"{OW}/Payslips/Payslip {y}-{m:02d}.pdf", r.randint(70 * KB, 95 * KB), ago(day(f"{y}-{m:02d}-27"))))
    for n, s, d in [
        ("ALS certificate 2025.pdf", 330 * KB, "2025-09-18"),
        ("DBS certificate - Owen Price.pdf", 420 * KB, "2025-06-20"),
        ("GMC registration confirmation.pdf", 150 * KB, "2025-07-30"),
        ("Hep B immunity letter.pdf", 90 * KB, "2025-07-02"),
    ]:
        a(Entry(f"{OW}/Certificates/{n}", s, ago(day(d))))

    # ================================================================== Household (shared)
    for n, s, d in [
        ("Boiler/Boiler service 2024 - HomeHeat.pdf", 260 * KB, "2024-10-16"),
        ("Boiler/Boiler service 2025 - HomeHeat.pdf", 270 * KB, "2025-10-15"),
        ("Boiler/Boiler service 2026 - HomeHeat.pdf", 281 * KB, "2026-10-21"),
        ("Boiler/Gas safety certificate 2025.pdf", 190 * KB, "2025-10-15"),
        ("Boiler/Gas safety certificate 2026.pdf", 195 * KB, "2026-10-21"),
        ("Boiler/Worcester Bosch Greenstar manual.pdf", 6_800 * KB, "2022-02-10"),
        ("Boiler/boiler warranty registration.pdf", 140 * KB, "2022-02-14"),
        ("Insurance/House insurance 2025-26 - Direct Line.pdf", 720 * KB, "2025-09-02"),
        ("Insurance/House insurance 2026-27 - Direct Line.pdf", 735 * KB, "2026-09-03"),
        ("Insurance/contents inventory.xlsx", 58 * KB, "2026-09-04"),
        ("Lodger/Lodger agreement - Owen Price.pdf", 520 * KB, "2025-07-26"),
        ("Lodger/rent received 2026.xlsx", 21 * KB, "2026-11-02"),
        ("Lodger/lodger inventory.docx", 35 * KB, "2025-07-26"),
        ("Council tax 2026-27.pdf", 130 * KB, "2026-03-12"),
        ("TV licence 2026.pdf", 80 * KB, "2026-02-27"),
    ]:
        a(Entry(f"{HH}/{n}", s, ago(day(d))))
    for y, m in _months("2025-11", 12):
        a(
            Entry(
                f"{HH}/Bills/Octopus Energy {y}-{m:02d}.pdf", r.randint(90 * KB, 150 * KB), ago(day(f"{y}-{m:02d}-18"))
            )
        )
    AL = f"{HH}/Allotment"
    for n, s, d in [
        ("Plot 14 plan 2025.png", 1_200 * KB, "2025-02-16"),
        ("Plot 14 plan 2026.png", 1_350 * KB, "2026-02-22"),
        ("planting plan 2027 draft.xlsx", 26 * KB, "2026-11-14"),
        ("seed order - Real Seeds 2026.pdf", 140 * KB, "2026-01-28"),
        ("allotment tenancy agreement.pdf", 300 * KB, "2023-03-08"),
    ]:
        a(Entry(f"{AL}/{n}", s, ago(day(d))))
    a(
        T(
            f"{AL}/allotment notes.txt",
            ago(day("2026-10-11")),
            "Plot 14 notes\n- Rotate: brassicas to bed 3 next year.\n"
            "- The water trough leaks; tell the allotment secretary.\n"
            "- Damsons from the hedge were early this year.\n",
        )
    )
    age = ago("2026-04-12")
    for _i in range(12):
        age = _clear(age - 9.3 - r.random() * 4)
        hms = f"{r.randint(8, 19):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        a(Entry(f"{AL}/photos/IMG_{iso_of(age):%Y%m%d}_{hms}.jpg", r.randint(2 * MB, 4 * MB), age))
    for n, text in RECIPES.items():
        if text is None:
            a(Entry(f"{HH}/Recipes/{n}", 310 * KB, ago(day("2025-11-09"))))
        else:
            a(T(f"{HH}/Recipes/{n}", _clear(60.3 + 97.1 * (len(n) % 7)), text))
    trips = [
        ("Pembrokeshire 2024", "2024-08-10", 5, 18, None),
        ("Lisbon 2025", "2025-05-03", 5, 16, ("tram 28.mp4", 410 * MB)),
        ("Isle of Skye 2025", "2025-09-13", 7, 22, ("Fairy Pools.mp4", 780 * MB)),
        ("Cornwall 2026", "2026-06-06", 5, 15, None),
        ("Cotswolds October 2026", "2026-10-17", 3, 10, None),
    ]
    for folder, start, days, n_ph, video in trips:
        s0 = _dt.date.fromisoformat(start)
        for i in range(n_ph):
            d = s0 + _dt.timedelta(days=i * days // n_ph)
            age = ago(d.isoformat()) - 0.2 - (i % 3) * 0.05
            hms = f"{r.randint(9, 19):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
            a(
                Entry(
                    f"{HH}/Holiday photos/{folder}/IMG_{iso_of(age):%Y%m%d}_{hms}.jpg",
                    r.randint(2_500 * KB, 6 * MB),
                    age,
                )
            )
        if video:
            a(Entry(f"{HH}/Holiday photos/{folder}/{video[0]}", video[1], ago(start) - 1.2))

    # ================================================================== Pictures
    age = 0.6
    for _i in range(90):
        age = _clear(age + 3.1 + r.random() * 4.4)
        hms = f"{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        a(Entry(f"Pictures/Phone/IMG_{iso_of(age):%Y%m%d}_{hms}.jpg", r.randint(1_500 * KB, 4_200 * KB), age))
    for i in range(12):
        a(Entry(f"Pictures/Wedding 2015/DSC_{1201 + i}.JPG", r.randint(5 * MB, 11 * MB), ago("2015-05-16") - i * 0.01))

    # ================================================================== Downloads
    dl = [
        ("LibreOffice_24.8.3_Win_x86-64.msi", 352 * MB, "2024-12-03", None),
        ("ZoomInstallerFull.exe", 91 * MB, "2025-03-04", None),
        ("Firefox Setup 133.0.exe", 62 * MB, "2025-12-01", None),
        ("GoogleChromeSetup.exe", 1_500 * KB, "2026-08-14", None),
        ("gimp-2.10.38-setup.exe", 318 * MB, "2025-02-01", None),
        ("Anki-24.11-windows.exe", 146 * MB, "2026-09-03", None),
        ("Teams_windows_x64.msi", 134 * MB, "2026-02-09", None),
        ("HMRC Basic PAYE Tools.exe", 48 * MB, "2024-04-10", None),
        ("Annual accounts 2024-25 (1).pdf", 702 * KB, "2025-09-26", "acc2425"),
        ("FY2 rota Dec 2026-Mar 2027.pdf", 466 * KB, "2026-11-13", "rota27"),
        ("Etsy orders 2026-10.csv", 0, "2026-10-28", "etsy2610"),
        ("booking confirmation (1).pdf", 175 * KB, "2026-08-21", "xmas26"),
        ("Gift Aid claim 2026-09 (1).xlsx", 0, "2026-09-22", "ga2609"),
        ("Etsy shop photos backup.zip", 1_240 * MB, "2025-11-30", None),
        ("charity policy templates.zip", 4_800 * KB, "2024-06-03", None),
        ("Real Seeds catalogue 2027.pdf", 9_100 * KB, "2026-11-16", None),
        ("NHS pension scheme guide.pdf", 2_600 * KB, "2026-01-13", None),
        ("MSRA mock 3.pdf.part", 1_700 * KB, "2026-11-21", None),
        ("Untitled document.docx", 0, "2026-07-07", None),
        ("passport renewal form.pdf", 530 * KB, "2026-05-27", None),
    ]
    sizes = {e.dup: e.size for e in E if e.dup}
    for n, s, d, dup in dl:
        if dup and s == 0:
            s = sizes[dup]
        a(Entry(f"Downloads/{n}", s, ago(day(d)), dup=dup))
    ring = next(e for e in E if e.path.startswith(f"{SP}/Listings/Saltmarsh green ring dish set/DSC_"))
    E[E.index(ring)] = Entry(ring.path, ring.size, ring.age, dup="ringdish")
    a(Entry(f"Downloads/{ring.name}", ring.size, ago(day("2026-11-09")), dup="ringdish"))  # emailed to herself
    for i in range(17):
        age = _clear(2.1 + i * 21.7 + r.random() * 3)
        ts = f"{iso_of(age).isoformat()} {r.randint(8, 22):02d}-{r.randint(10, 59)}-{r.randint(10, 59)}"
        a(Entry(f"Downloads/Screenshot from {ts}.png", r.randint(120 * KB, 1_600 * KB), age))
    a(Entry("Downloads/Screenshot from 2026-11-19 21-47-03.png", 480 * KB, "11-19"))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.3,
            "- Gift Aid claim due in January\n- ring HomeHeat about the radiator in Owen's room\n"
            "- Jo: photograph the new ring dishes\n- Owen: December rent\n- book the chimney sweep\n",
        )
    )
    a(Entry("Desktop/Larder Christmas hampers.xlsx", 34 * KB, ago(day("2026-11-22"))))
    a(Entry("Desktop/scan0034.pdf", 1_250 * KB, ago(day("2026-10-08"))))
    a(Entry("Desktop/New Document.docx", 0, 40.3))

    # ================================================================== hidden / noise
    a(T(".bashrc", 900.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".config/gtk-3.0/bookmarks", 400.3, "file:///home/margaret/Brackenfield%20Larder Larder\n"))
    a(T(".config/libreoffice/4/user/registrymodifications.xcu", 2.3, "<oor:items></oor:items>\n"))
    a(T(f"{BL}/Annual accounts/.~lock.Accounts workings 2025-26.xlsx#", 4.3, "Margaret,margaret,hollis-pc\n"))
    for _i in range(30):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15 * KB, 80 * KB),
                1.5 + r.random() * 40,
            )
        )
    a(Entry(".local/share/Anki2/Owen/collection.anki2", 9 * MB, 0.4))
    a(Entry(".mozilla/firefox/k3x9.default-release/places.sqlite", 2_100 * KB, 0.2))
    return _check_treasurer(_check(E))


def _check_treasurer(entries: list[Entry]) -> list[Entry]:
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
    # dates written in names agree with the files' dates (a month in a statement/payslip/export name: that month)
    for e in entries:
        if (
            isinstance(e.age, str)
            or e.hidden_or_noise
            or (e.path.startswith("Downloads/") and "Screenshot" not in e.name)
        ):
            continue
        d = iso_of(e.age)
        m = re.search(r"(?:IMG_|Screenshot from |receipt - .* |^)(\d{4})-?(\d{2})-?(\d{2})(?!\d)", e.name)
        if m and ("IMG_" in e.name or "Screenshot" in e.name or "receipt" in e.name or "firing" in e.name):
            assert _dt.date(*map(int, m.groups())) == d, e.path
        m = re.search(r"(?:statement|Payslip|Etsy orders|Octopus Energy) (\d{4})-(\d{2})\.", e.name)
        if m:
            assert (d.year, d.month) == tuple(map(int, m.groups())), e.path
    hidden = sum(e.size for e in entries if e.hidden_or_noise)
    assert hidden < 0.005 * sum(e.size for e in entries), hidden
    return entries


HOMES["treasurer"] = treasurer

if __name__ == "__main__":
    from homes import human

    es = treasurer()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
