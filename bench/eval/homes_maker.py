"""A fourth generated home for the held-out set D (heldout_d.jsonl): a hobbyist/freelancer "maker".

Shape: Projects/<project> with 3D-printing files (.stl, .gcode, .3mf), electronics (.kicad_pcb, .kicad_sch, .ino,
firmware .hex/.uf2 releases) and Python, with .git/node_modules/__pycache__/.venv noise inside; Music/Production/<track>
with an Ableton set (.als), big .wav stems, .mid parts and a .flac bounce; Music/Samples and Music/Releases;
Documents (taxes, receipts named after the merchant and the date, manuals, ID scans, car insurance, client invoices,
family papers, notes whose content can be searched); Pictures (camera RAW .CR2/.NEF and JPG, screenshots named
"Screenshot 2026-…", phone exports, photos of prints); Downloads (installers, zips, unfinished .part/.crdownload
downloads, copies of files kept elsewhere); Videos (timelapses, big .mp4/.mov); Desktop clutter; hidden dotfiles and
caches. Accents, spaces, "&" and brackets in names, exact duplicates, a few empty files.

Dates in names match the files' ages as of 2026-11-23 (the day the set was written). Visible files avoid the
ages that sit on a question's date boundary (see `_check_maker`).
"""

from __future__ import annotations

import datetime as _dt
import random

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

TODAY = _dt.date(2026, 11, 23)


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


STEMS = ["kick", "snare", "hats", "bass", "pads", "lead synth", "vocals", "fx"]
TRACKS = {
    # track: (date of the set, date of the bounce, stems used, midi parts)
    "Night Drive": ("2026-11-19", "2026-11-19", STEMS, ["bassline", "arp", "chords"]),
    "Señor Frog's": ("2026-10-11", "2026-10-12", ["kick", "snare", "hats", "bass", "horns", "vocals"], ["horns"]),
    "Café Sessions": ("2026-06-20", "2026-06-22", ["rhodes", "upright bass", "brushes", "vocals"], ["rhodes"]),
    "Rust Belt": ("2025-11-08", "2025-11-15", ["kick", "snare", "bass", "guitar", "pads"], ["bass", "pads"]),
    "Lullaby for Mila": ("2026-03-07", "2026-03-08", ["piano", "strings", "music box"], ["piano", "music box"]),
}


def maker() -> list[Entry]:
    r = random.Random(44)
    E: list[Entry] = []
    a = E.append

    def git_repo(base: str, n_objects: int, age: float) -> None:
        a(T(f"{base}/.git/HEAD", age, "ref: refs/heads/main\n"))
        a(T(f"{base}/.git/config", age, f"[core]\n\tbare = false\n# {base}\n"))
        a(Entry(f"{base}/.git/index", r.randint(2_000, 30_000), age))
        for _i in range(n_objects):
            h = f"{r.getrandbits(160):040x}"
            a(Entry(f"{base}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 80_000), age + r.random() * 90))

    # ================================================================== Projects
    # ---- Voron 2.4 build: a 3D printer kit, printed parts and configs
    vb = "Projects/Voron 2.4 build"
    git_repo(vb, 22, 4.4)
    parts = [
        "[a]_xy_joint_left_lower",
        "[a]_xy_joint_left_upper",
        "[a]_xy_joint_right_lower",
        "[a]_xy_joint_right_upper",
        "[a]_z_belt_clamp_x8",
        "[a]_z_joint_lower_x4",
        "[a]_z_joint_upper_x4",
        "[a]_front_idler_left",
        "[a]_front_idler_right",
        "[a]_a_drive_frame_upper",
        "[a]_b_drive_frame_upper",
        "a_drive_frame_lower",
        "b_drive_frame_lower",
        "x_carriage_frame_left",
        "x_carriage_frame_right",
        "stealthburner_main_body",
        "stealthburner_LED_diffuser",
        "stealthburner_cover",
        "clockwork2_main_body",
        "clockwork2_motor_plate",
        "cable_cover_x4",
        "skirt_mount_x2",
        "bed_mount_x3",
        "deck_support_x6",
        "z_chain_guide",
        "z_chain_retainer_bracket",
        "exhaust_fan_grill",
        "electronics_fan_housing",
        "tophat_corner_x4",
        "panel_clip_6mm_x20",
        "pcb_mount_din_x6",
        "keystone_blank",
        "nozzle_probe_dock",
        "filament_latch",
        "spool_holder_rear",
        "display_bracket",
    ]
    for i, p in enumerate(parts):
        age = ago("2026-04-02") - i * 0.6 if i < 30 else ago("2026-06-10") - (i - 30)
        a(Entry(f"{vb}/STLs/{p}.stl", r.randint(40 * KB, 3_200 * KB), age))
    gcodes = [
        ("xy_joints_ABS_0.2mm_3h41m.gcode", 14_200 * KB, "2026-04-11"),
        ("z_joints_ABS_0.2mm_2h05m.gcode", 8_900 * KB, "2026-04-12"),
        ("stealthburner_ABS_0.2mm_5h12m.gcode", 21_500 * KB, "2026-04-15"),
        ("drive_frames_ABS_0.2mm_6h30m.gcode", 26_800 * KB, "2026-04-18"),
        ("skirts_ABS_0.2mm_9h02m.gcode", 38_400 * KB, "2026-04-26"),
        ("panel_clips_ABS_0.2mm_1h10m.gcode", 3_100 * KB, "2026-05-02"),
        ("tophat_corners_ABS_0.2mm_4h20m.gcode", 17_700 * KB, "2026-06-12"),
        ("nozzle_probe_dock_ABS_0.2mm_0h48m.gcode", 1_900 * KB, "2026-11-18"),
    ]
    for n, s, d in gcodes:
        a(Entry(f"{vb}/gcode/{n}", s, ago(d)))
    a(
        T(
            f"{vb}/config/printer.cfg",
            ago("2026-11-18"),
            "[mcu]\nserial: /dev/serial/by-id/usb-Klipper_stm32f446xx\n\n[printer]\nkinematics: corexy\n"
            "max_velocity: 300\nmax_accel: 6000\n\n[bed_mesh]\nmesh_min: 40, 40\nmesh_max: 310, 310\n",
        )
    )
    a(
        T(
            f"{vb}/config/macros.cfg",
            ago("2026-10-05"),
            "[gcode_macro PRINT_START]\ngcode:\n  G28\n  QUAD_GANTRY_LEVEL\n  BED_MESH_CALIBRATE\n",
        )
    )
    a(
        T(
            f"{vb}/BOM.csv",
            ago("2026-03-28"),
            "part,qty,supplier,price_eur\nLDO stepper motor 2.0A,4,LDO via Fabreeko,96.00\n"
            "Gates GT2 belt 6mm (m),10,Gates,38.50\nOctopus Pro board,1,BigTreeTech,79.90\n"
            "Mean Well LRS-200-24,1,Mouser,31.20\nM3x8 SHCS,400,Accu,18.00\n",
        )
    )
    a(
        T(
            f"{vb}/README.md",
            ago("2026-06-15"),
            "# Voron 2.4 (350 mm) build log\n\nStarted March 2026. Frame squared, gantry racked.\n"
            "First print: a Voron cube in ABS on 14 June. Serial request still pending.\n",
        )
    )

    # ---- plant-watering: Arduino + KiCad
    pw = "Projects/plant-watering"
    git_repo(pw, 14, 12.3)
    a(
        T(
            f"{pw}/plant_watering.ino",
            ago("2026-11-11"),
            "// soil moisture -> pump\nconst int PUMP = 7;\nconst int SENSOR = A0;\nint threshold = 540;\n\n"
            "void setup() { pinMode(PUMP, OUTPUT); Serial.begin(9600); }\n"
            "void loop() { if (analogRead(SENSOR) > threshold) { digitalWrite(PUMP, HIGH); delay(3000); }"
            " digitalWrite(PUMP, LOW); delay(60000); }\n",
        )
    )
    a(Entry(f"{pw}/hardware/plant-watering.kicad_pcb", 612 * KB, ago("2026-09-20")))
    a(Entry(f"{pw}/hardware/plant-watering.kicad_sch", 288 * KB, ago("2026-09-18")))
    a(T(f"{pw}/hardware/plant-watering.kicad_pro", ago("2026-09-18"), '{"board": {"design_settings": {}}}\n'))
    a(Entry(f"{pw}/hardware/gerbers/plant-watering-gerbers.zip", 214 * KB, ago("2026-09-21")))
    for v, d in (("v1.0", "2026-06-14"), ("v1.1", "2026-09-25"), ("v1.2", "2026-11-11")):
        a(Entry(f"{pw}/firmware/releases/plant-watering-{v}.hex", r.randint(18 * KB, 26 * KB), ago(d)))
    a(Entry(f"{pw}/enclosure/enclosure base.stl", 1_240 * KB, ago("2026-10-06")))
    a(Entry(f"{pw}/enclosure/enclosure lid.stl", 860 * KB, ago("2026-10-06")))
    a(Entry(f"{pw}/enclosure/enclosure lid_PETG_0.2mm_1h35m.gcode", 4_300 * KB, ago("2026-10-07")))
    a(
        T(
            f"{pw}/README.md",
            ago("2026-09-26"),
            "# plant-watering\n\nArduino Nano + capacitive soil sensor + 5 V peristaltic pump.\n"
            "PCB ordered from JLCPCB on 21 September (5 boards).\n",
        )
    )

    # ---- synth-midi-controller: KiCad, firmware, and a small web editor with node_modules
    sm = "Projects/synth-midi-controller"
    git_repo(sm, 18, 5.3)
    a(Entry(f"{sm}/hardware/midi-controller.kicad_pcb", 1_480 * KB, ago("2026-08-30")))
    a(Entry(f"{sm}/hardware/midi-controller.kicad_sch", 520 * KB, ago("2026-08-28")))
    a(
        T(
            f"{sm}/firmware/src/main.cpp",
            ago("2026-11-18"),
            '#include "midi.h"\n// 16 pots, 8 buttons, USB MIDI on a Raspberry Pi Pico\n'
            "int main() { midi_init(); while (true) { scan_pots(); scan_buttons(); } }\n",
        )
    )
    a(
        T(
            f"{sm}/firmware/src/midi.cpp",
            ago("2026-11-18"),
            '#include "midi.h"\nvoid send_cc(int ch, int cc, int v) { /* tud_midi_stream_write */ }\n',
        )
    )
    for v, d in (("0.1.0", "2026-08-29"), ("0.2.0", "2026-10-19"), ("0.3.0", "2026-11-18")):
        a(Entry(f"{sm}/firmware/releases/midi-controller-{v}.uf2", r.randint(70 * KB, 120 * KB), ago(d)))
    a(
        T(
            f"{sm}/web-editor/package.json",
            ago("2026-10-16"),
            '{"name": "midi-editor", "version": "0.2.0", "dependencies": {"webmidi": "^3.1.8", "svelte": "^4.2.0"}}\n',
        )
    )
    for n in ("App.svelte", "Knob.svelte", "midi.js", "presets.js"):
        a(Entry(f"{sm}/web-editor/src/{n}", r.randint(900, 9_000), ago("2026-10-16")))
    for p in ("svelte", "webmidi", "vite", "esbuild", "rollup", "postcss", "nanoid", "picocolors", "magic-string"):
        for f in ("package.json", "README.md", "index.js", "LICENSE", "dist/index.js", "dist/index.d.ts"):
            a(Entry(f"{sm}/web-editor/node_modules/{p}/{f}", r.randint(300, 250_000), 38 + r.random()))
    a(
        T(
            f"{sm}/README.md",
            ago("2026-08-29"),
            "# synth-midi-controller\n\n16 knobs and 8 buttons over USB MIDI, for Ableton and the Korg Minilogue.\n",
        )
    )

    # ---- weather-station: Python on a Raspberry Pi
    ws = "Projects/weather-station"
    for n, body in (
        (
            "station.py",
            "from sensors import read_bme280\nfrom upload import push\n\nwhile True:\n    push(read_bme280())\n",
        ),
        ("sensors.py", "import smbus2\n\ndef read_bme280():\n    return {'temp_c': 0.0, 'humidity': 0.0}\n"),
        (
            "upload.py",
            "import requests\n\nURL = 'https://api.openweathermap.org/data/3.0/stations'\n\ndef push(d):\n"
            "    requests.post(URL, json=d)\n",
        ),
    ):
        a(T(f"{ws}/{n}", ago("2026-10-27"), body))
        a(Entry(f"{ws}/__pycache__/{n[:-3]}.cpython-311.pyc", r.randint(900, 4_000), ago("2026-10-27")))
    a(T(f"{ws}/requirements.txt", ago("2026-02-14"), "smbus2==0.4.3\nrequests==2.32.3\n"))
    a(
        T(
            f"{ws}/data/readings_2026-10.csv",
            ago("2026-10-30"),
            "date,temp_c,humidity,pressure_hpa\n2026-10-01,14.2,81,1012\n2026-10-15,11.8,88,1004\n"
            "2026-10-29,8.9,91,998\n",
        )
    )
    a(
        T(
            f"{ws}/data/readings_2026-11.csv",
            ago("2026-11-19"),
            "date,temp_c,humidity,pressure_hpa\n2026-11-05,7.5,86,1019\n2026-11-18,-1.2,79,1031\n",
        )
    )
    a(Entry(f"{ws}/notes.txt", 0, ago("2026-02-14")))
    for i in range(14):
        a(
            Entry(
                f"{ws}/.venv/lib/python3.11/site-packages/pkg{i}/__init__.py",
                r.randint(100, 40_000),
                ago("2026-02-14"),
            )
        )

    # ---- a lamp, with "&" in the folder name
    lp = "Projects/Lamp shade & base"
    a(Entry(f"{lp}/voronoi lamp shade.stl", 18_400 * KB, ago("2026-01-24")))
    a(Entry(f"{lp}/lamp base.stl", 2_600 * KB, ago("2026-01-24")))
    a(Entry(f"{lp}/lamp shade & base.3mf", 9_800 * KB, ago("2026-01-25")))
    a(Entry(f"{lp}/voronoi lamp shade_PETG_0.16mm_14h20m.gcode", 42_600 * KB, ago("2026-01-25")))
    a(Entry(f"{lp}/lamp base_PLA_0.2mm_3h05m.gcode", 6_200 * KB, ago("2026-01-26")))

    # ---- misc prints downloaded from model sites
    prints = [
        ("3DBenchy.stl", 11_285 * KB, "2025-02-03", "benchy"),
        ("cable clip 6mm.stl", 84 * KB, "2025-05-11", None),
        ("headphone hook.stl", 412 * KB, "2025-07-19", None),
        ("Gridfinity baseplate 5x5.stl", 1_920 * KB, "2026-02-09", None),
        ("Gridfinity bin 2x1.stl", 640 * KB, "2026-02-09", None),
        ("spool holder bearing.stl", 730 * KB, "2025-10-06", None),
        ("calibration cube 20mm.stl", 12 * KB, "2025-02-03", None),
        ("phone stand (remix).stl", 1_050 * KB, "2026-07-04", None),
        ("3DBenchy_PLA_0.2mm_1h02m.gcode", 3_700 * KB, "2025-02-04", None),
    ]
    for n, s, d, dup in prints:
        a(Entry(f"Projects/Prints/{n}", s, ago(d), dup=dup))

    # ================================================================== Music
    for track, (d_set, d_bounce, stems, midis) in TRACKS.items():
        base = f"Music/Production/{track}"
        a(Entry(f"{base}/{track}.als", r.randint(300 * KB, 2_900 * KB), ago(d_set)))
        for j, s in enumerate(stems):
            a(Entry(f"{base}/Stems/{s}.wav", r.randint(28 * MB, 140 * MB), ago(d_set) + 0.01 * j))
        for m in midis:
            a(Entry(f"{base}/MIDI/{m}.mid", r.randint(2 * KB, 40 * KB), ago(d_set) + 0.5))
        a(Entry(f"{base}/{track}.flac", r.randint(28 * MB, 64 * MB), ago(d_bounce)))
    a(Entry("Music/Production/Night Drive/Night Drive v1 rough mix.wav", 58_700 * KB, ago("2026-10-20")))
    a(
        T(
            "Music/Production/Night Drive/mix notes.md",
            ago("2026-11-19"),
            "# Night Drive: mix notes\n\n- sidechain the bass to the kick, 4 dB\n- vocals: de-ess around 7 kHz\n"
            "- master to -14 LUFS for streaming\n",
        )
    )
    # the Night Drive kick is the one from the sample pack
    kick = next(e for e in E if e.path == "Music/Production/Night Drive/Stems/kick.wav")
    kick_size = 31_412_345
    E[E.index(kick)] = Entry(kick.path, kick_size, kick.age, dup="kick")
    # samples
    kinds = {
        "Drums": ["kick", "snare", "clap", "hat closed", "hat open", "rim", "tom low", "tom high", "crash", "ride"]
    }
    for folder, names in kinds.items():
        for n in names:
            for v in (1, 2, 3):
                a(Entry(f"Music/Samples/{folder}/{n} {v:02d}.wav", r.randint(90 * KB, 1_400 * KB), ago("2024-08-14")))
    for n in ("vox chop A.wav", "vox chop B.wav", "breath.wav", "ooh pad.wav", "hey shout.wav"):
        a(Entry(f"Music/Samples/Vocals/{n}", r.randint(200 * KB, 3_000 * KB), ago("2025-03-30")))
    a(Entry("Music/Samples/Drums/Night Drive kick (printed).wav", kick_size, ago("2026-09-15"), dup="kick"))
    # released tracks
    for track, d in (("Rust Belt", "2025-12-05"), ("Lullaby for Mila", "2026-04-10"), ("Café Sessions", "2026-07-03")):
        a(Entry(f"Music/Releases/{track} (master).flac", r.randint(32 * MB, 60 * MB), ago(d)))
        a(Entry(f"Music/Releases/{track} (master).mp3", r.randint(7 * MB, 12 * MB), ago(d)))
    a(Entry("Music/Releases/Señor Frog's.flac", 44_120 * KB, ago("2026-10-12"), dup="senor"))

    # ================================================================== Documents
    D = "Documents"
    # taxes
    a(Entry(f"{D}/Taxes/2024/Self Assessment 2023-24.pdf", 640 * KB, ago("2025-01-20")))
    a(Entry(f"{D}/Taxes/2024/P60 2024.pdf", 118 * KB, ago("2024-06-03")))
    a(Entry(f"{D}/Taxes/2025/Self Assessment 2024-25.pdf", 702 * KB, ago("2026-01-18")))
    a(Entry(f"{D}/Taxes/2025/P60 2025.pdf", 121 * KB, ago("2025-06-05")))
    a(
        T(
            f"{D}/Taxes/2025/freelance expenses 2025.csv",
            ago("2026-01-12"),
            "date,merchant,item,amount_gbp\n2025-02-11,Prusa Research,MK4 printer,899.00\n"
            "2025-06-14,Screwfix,M3 hardware,23.40\n2025-12-01,Thomann,Focusrite Scarlett 2i2,169.00\n",
        )
    )
    a(Entry(f"{D}/Taxes/2026/estimated payments 2026.xlsx", 41 * KB, ago("2026-07-30")))
    # receipts: merchant + date in the name
    receipts = [
        "Receipt_DigiKey_2026-11-18.pdf",
        "Receipt_Mouser_2026-09-12.pdf",
        "Receipt_Amazon_2026-10-04.pdf",
        "Receipt_Prusa Research_2025-02-11.pdf",
        "Receipt_Thomann_2025-12-01.pdf",
        "Receipt_LCSC_2026-07-20.pdf",
        "Receipt_JLCPCB_2026-09-21.pdf",
        "Receipt_Bambu Lab_2026-11-04.pdf",
        "Receipt_IKEA_2026-01-30.pdf",
        "Receipt_Screwfix_2025-06-14.pdf",
        "Receipt_Apple_2024-11-28.pdf",
        "Receipt_Fabreeko_2026-03-19.pdf",
        "Receipt_Amazon_2025-08-22.pdf",
        "Receipt_DigiKey_2025-10-09.pdf",
    ]
    for n in receipts:
        a(Entry(f"{D}/Receipts/{n}", r.randint(40 * KB, 260 * KB), ago(n[-14:-4])))
    # manuals
    manuals = [
        ("Prusa MK4 manual.pdf", 24_300 * KB, "2025-02-12", "prusa"),
        ("Bambu Lab P1S quick start.pdf", 3_900 * KB, "2026-11-05", None),
        ("Rigol DS1054Z user guide.pdf", 6_100 * KB, "2024-09-02", None),
        ("Ableton Live 12 manual.pdf", 31_800 * KB, "2024-03-15", None),
        ("Focusrite Scarlett 2i2 user guide.pdf", 2_250 * KB, "2025-12-02", None),
        ("Hakko FX-888D manual.pdf", 1_180 * KB, "2024-04-20", None),
        ("Bosch dishwasher manual.pdf", 4_700 * KB, "2023-09-09", None),
    ]
    for n, s, d, dup in manuals:
        a(Entry(f"{D}/Manuals/{n}", s, ago(d), dup=dup))
    # ID, car, home
    a(Entry(f"{D}/ID/passport scan.pdf", 2_840 * KB, ago("2024-05-13")))
    a(Entry(f"{D}/ID/driving licence scan.jpg", 1_320 * KB, ago("2024-05-13")))
    a(Entry(f"{D}/Car/car insurance policy 2026-27.pdf", 1_560 * KB, ago("2026-09-28")))
    a(Entry(f"{D}/Car/car insurance policy 2025-26.pdf", 1_490 * KB, ago("2025-09-26")))
    a(Entry(f"{D}/Car/MOT certificate 2026.pdf", 210 * KB, ago("2026-05-06")))
    a(Entry(f"{D}/Car/V5C logbook.pdf", 380 * KB, ago("2023-11-30")))
    a(Entry(f"{D}/Home/tenancy agreement 2025.pdf", 2_100 * KB, ago("2025-04-01")))
    a(Entry(f"{D}/Home/broadband contract.pdf", 290 * KB, ago("2025-04-10")))
    # freelance: client invoices and a log
    inv = [
        ("Invoice 2026-009 Hartley Audio.pdf", "2026-02-27"),
        ("Invoice 2026-010 Brightside Makerspace.pdf", "2026-04-06"),
        ("Invoice 2026-011 Hartley Audio.pdf", "2026-06-29"),
        ("Invoice 2026-012 Kestrel Robotics.pdf", "2026-08-17"),
        ("Invoice 2026-013 Brightside Makerspace.pdf", "2026-10-14"),
        ("Invoice 2026-014 Kestrel Robotics.pdf", "2026-11-12"),
    ]
    for n, d in inv:
        a(Entry(f"{D}/Freelance/Invoices/{n}", r.randint(60 * KB, 140 * KB), ago(d)))
    a(
        T(
            f"{D}/Freelance/invoices 2026.csv",
            ago("2026-11-12"),
            "number,client,date,amount_gbp,paid\n2026-009,Hartley Audio,2026-02-27,1200,yes\n"
            "2026-010,Brightside Makerspace,2026-04-06,450,yes\n2026-011,Hartley Audio,2026-06-29,1800,yes\n"
            "2026-012,Kestrel Robotics,2026-08-17,2650,yes\n2026-013,Brightside Makerspace,2026-10-14,450,no\n"
            "2026-014,Kestrel Robotics,2026-11-12,3100,no\n",
        )
    )
    a(Entry(f"{D}/Freelance/Contract Kestrel Robotics.pdf", 880 * KB, ago("2026-08-03")))
    a(Entry(f"{D}/Freelance/rate card 2026.docx", 34 * KB, ago("2026-01-06")))
    # family
    a(Entry(f"{D}/Family/Mila nursery registration.pdf", 450 * KB, ago("2026-08-20")))
    a(Entry(f"{D}/Family/Café menu.pdf", 1_020 * KB, ago("2026-05-16")))
    a(Entry(f"{D}/Family/wedding speech draft.docx", 28 * KB, ago("2025-07-02")))
    a(
        T(
            f"{D}/Family/birthday party guest list.txt",
            ago("2026-08-05"),
            "Mila's 4th birthday, 15 August, Café Lune.\nGuests: Grandma Rosa, Uncle Tomás, the Okafors, "
            "Priya & Sam, nursery friends (6).\nCake: lemon, no nuts.\n",
        )
    )
    # notes
    a(
        T(
            f"{D}/Notes/filament inventory.csv",
            ago("2026-11-04"),
            "brand,material,colour,spools,grams_left\nPolymaker,ABS,Galaxy Black,2,1650\n"
            "Prusament,PETG,Jet Black,1,420\neSun,PLA+,Fire Engine Red,1,880\nBambu,PLA Basic,Bambu Green,3,2900\n",
        )
    )
    a(
        T(
            f"{D}/Notes/soldering tips.md",
            ago("2025-05-02"),
            "# Soldering\n\n- 350 C for leaded, 380 C for lead-free\n- flux everything, tin the tip before storing\n",
        )
    )
    a(
        T(
            f"{D}/Notes/gift ideas.txt",
            ago("2026-10-09"),
            "Rosa: a silk scarf. Tomás: the vinyl of Buena Vista Social Club. Mila: a balance bike helmet.\n",
        )
    )
    a(
        T(
            f"{D}/Notes/todo.md",
            "11-17",
            "# TODO\n\n- flash plant-watering v1.2 to the balcony board\n- renew the car insurance (ends 30 Sept)\n"
            "- send invoice 2026-014 reminder to Kestrel\n",
        )
    )
    a(Entry(f"{D}/Untitled.txt", 0, ago("2026-03-02")))

    # ================================================================== Pictures
    P = "Pictures"

    def album(folder: str, n: int, start: int, date: str, prefix: str, exts: tuple[str, ...], lo: int, hi: int):
        for i in range(n):
            for ext in exts:
                s = r.randint(lo, hi) * (3 if ext in ("CR2", "NEF") else 1)
                a(Entry(f"{P}/{folder}/{prefix}{start + i}.{ext}", s, ago(date) - i * 0.002))

    album("Camera/2024-06 Lake District", 18, 2301, "2024-06-16", "IMG_", ("CR2", "JPG"), 5 * MB, 9 * MB)
    album("Camera/2025-09 Maker Faire", 22, 4410, "2025-09-13", "DSC_", ("NEF",), 7 * MB, 11 * MB)
    album("Camera/2026-08 Mila's 4th birthday", 26, 5120, "2026-08-15", "IMG_", ("JPG",), 4 * MB, 8 * MB)
    # screenshots named with the day they were taken
    shot_dates = [
        "2025-04-03",
        "2025-07-28",
        "2025-11-19",
        "2026-01-09",
        "2026-02-17",
        "2026-03-21",
        "2026-04-14",
        "2026-05-09",
        "2026-06-02",
        "2026-06-27",
        "2026-07-15",
        "2026-08-08",
        "2026-08-29",
        "2026-09-10",
        "2026-09-24",
        "2026-10-07",
        "2026-10-17",
        "2026-10-28",
        "2026-11-05",
        "2026-11-12",
        "2026-11-19",
        "2026-11-22",
    ]
    for d in shot_dates:
        hms = f"{r.randint(8, 22):02d}.{r.randint(0, 59):02d}.{r.randint(0, 59):02d}"
        a(Entry(f"{P}/Screenshots/Screenshot {d} at {hms}.png", r.randint(150 * KB, 2_600 * KB), ago(d)))
    a(Entry(f"{P}/Screenshots/Screenshot 2026-11-17 at 21.04.11.png", 1_870 * KB, "11-17"))
    # phone exports
    for i in range(40):
        age = 9.5 + i * 11.3 + r.random()
        while any(lo - 0.5 <= age < hi + 0.5 for lo, hi in BAD_WINDOWS):
            age += 1.0
        d = TODAY - _dt.timedelta(days=int(age))
        name = f"PXL_{d.strftime('%Y%m%d')}_{r.randint(70000, 215959):06d}.jpg"
        a(Entry(f"{P}/Phone/{name}", r.randint(2 * MB, 5 * MB), age))
    for i, age in enumerate((15.5, 120.6, 250.4)):
        d = TODAY - _dt.timedelta(days=int(age))
        a(Entry(f"{P}/Phone/PXL_{d.strftime('%Y%m%d')}_1{i}3000.mp4", r.randint(60 * MB, 240 * MB), age))
    # photos of prints
    for n, d in (
        ("benchy first layer.jpg", "2025-02-04"),
        ("voron first print.jpg", "2026-06-14"),
        ("lamp lit at night.jpg", "2026-01-27"),
        ("stringing test PETG.jpg", "2026-10-08"),
        ("stealthburner LEDs.jpg", "2026-04-16"),
        ("gridfinity drawer.jpg", "2026-02-11"),
    ):
        a(Entry(f"{P}/Prints/{n}", r.randint(1_500 * KB, 4_500 * KB), ago(d)))
    # the Maker Faire booth photo was also used as a wallpaper
    booth = next(e for e in E if e.path == f"{P}/Camera/2025-09 Maker Faire/DSC_4417.NEF")
    E[E.index(booth)] = Entry(booth.path, booth.size, booth.age, dup="booth")
    a(Entry(f"{P}/Wallpapers/maker faire booth.NEF", booth.size, ago("2025-09-30"), dup="booth"))
    a(Entry(f"{P}/Wallpapers/nebula 5k.png", 14_200 * KB, ago("2024-12-20")))

    # ================================================================== Videos
    V = "Videos"
    for n, s, d in (
        ("voron first print timelapse.mp4", 890 * MB, "2026-06-14"),
        ("lamp shade 14h timelapse.mp4", 1_640 * MB, "2026-01-26"),
        ("gridfinity bins timelapse.mp4", 310 * MB, "2026-02-10"),
        ("nozzle probe dock timelapse.mp4", 164 * MB, "2026-11-18"),
        ("benchy timelapse.mp4", 96 * MB, "2025-02-04"),
    ):
        a(Entry(f"{V}/Timelapses/{n}", s, ago(d)))
    a(Entry(f"{V}/Mila first bike ride.mov", 2_130 * MB, ago("2026-06-06")))
    a(Entry(f"{V}/Maker Faire 2025 booth walkthrough.mov", 3_870 * MB, ago("2025-09-14")))
    a(Entry(f"{V}/Voron build vlog ep1.mp4", 1_210 * MB, ago("2026-04-04")))
    a(Entry(f"{V}/Voron build vlog ep2 (draft).mp4", 1_480 * MB, ago("2026-06-11")))
    a(Entry(f"{V}/Raw/A001_C012_0912.mov", 6_420 * MB, ago("2025-09-13")))
    a(Entry(f"{V}/Raw/A001_C013_0912.mov", 4_980 * MB, ago("2025-09-13")))
    a(Entry(f"{V}/Raw/studio session Night Drive.mov", 2_760 * MB, ago("2026-11-12")))

    # ================================================================== Downloads
    dl = [
        ("KiCad-9.0.2-x86_64.exe", 1_210 * MB, "2026-06-01", None),
        ("kicad_9.0.5_amd64.deb", 238 * MB, "2026-11-10", None),
        ("Ableton Live 12 Suite.dmg", 3_400 * MB, "2025-12-03", None),
        ("PrusaSlicer-2.8.1.dmg", 102 * MB, "2025-03-12", None),
        ("OrcaSlicer_Windows_V2.2.0.exe", 128 * MB, "2026-11-19", None),
        ("arduino-ide_2.3.3_Linux_64bit.AppImage", 181 * MB, "2026-06-13", None),
        ("balenaEtcher-1.19.25.dmg", 148 * MB, "2024-10-28", None),
        ("Focusrite Control 3.18.exe", 84 * MB, "2025-12-02", None),
        ("raspios-bookworm-arm64.img.xz", 1_180 * MB, "2026-02-13", None),
        ("voron-2.4-stl-pack.zip", 38_600 * KB, "2026-03-25", None),
        ("Splice samples - lofi drums.zip", 412 * MB, "2024-08-14", None),
        ("plant-watering-gerbers (1).zip", 214 * KB, "2026-09-22", "gerber"),
        ("Prusa MK4 manual.pdf", 24_300 * KB, "2025-02-12", "prusa"),
        ("3DBenchy.stl", 11_285 * KB, "2025-02-03", "benchy"),
        ("Señor Frog's (final).flac", 44_120 * KB, "2026-10-13", "senor"),
        ("IMG_5133 (1).JPG", 0, "2026-08-19", "mila5133"),
        ("ubuntu-24.04.3-desktop-amd64.iso.part", 2_210 * MB, "2026-11-18", None),
        ("Kontakt 8 Factory Library.zip.crdownload", 6_700 * MB, "2026-11-05", None),
        ("DaVinci_Resolve_19.1_Linux.zip.part", 940 * MB, "2026-09-06", None),
        ("JLCPCB order confirmation.pdf", 96 * KB, "2026-09-21", None),
        ("Bambu Lab P1S quick start.pdf", 3_900 * KB, "2026-11-05", None),
        ("synth-panel-artwork.svg", 640 * KB, "2026-08-27", None),
        ("datasheet_RP2040.pdf", 6_900 * KB, "2026-08-19", None),
        ("datasheet_BME280.pdf", 1_980 * KB, "2026-02-12", None),
        ("tax calculator 2025-26.xlsx", 88 * KB, "2026-01-15", None),
        ("Untitled (3).txt", 0, "2026-04-29", None),
    ]
    mila = next(e for e in E if e.path.endswith("Mila's 4th birthday/IMG_5133.JPG"))
    E[E.index(mila)] = Entry(mila.path, mila.size, mila.age, dup="mila5133")
    gerber = next(e for e in E if e.path.endswith("plant-watering-gerbers.zip"))
    E[E.index(gerber)] = Entry(gerber.path, gerber.size, gerber.age, dup="gerber")
    for n, s, d, dup in dl:
        if dup == "mila5133":
            s = mila.size
        a(Entry(f"Downloads/{n}", s, ago(d), dup=dup))
    # the P1S quick start downloaded twice, with the same bytes
    qs = [i for i, e in enumerate(E) if e.name == "Bambu Lab P1S quick start.pdf"]
    for i in qs:
        E[i] = Entry(E[i].path, E[i].size, E[i].age, dup="p1s")

    # ================================================================== Desktop
    a(
        T(
            "Desktop/todo.txt",
            0.15,
            "- order more Galaxy Black ABS\n- reply to Hartley Audio about the podcast jingle\n"
            "- book the MOT\n- back up the Night Drive stems\n",
        )
    )
    a(Entry("Desktop/Screenshot 2026-11-20 at 08.41.27.png", 920 * KB, 3.6))
    a(Entry("Desktop/pinout RP2040.png", 540 * KB, ago("2026-08-19")))
    a(Entry("Desktop/new file.txt", 0, 0.3))
    a(Entry("Desktop/quote Kestrel v2.docx", 46 * KB, ago("2026-07-29")))

    # ================================================================== hidden / noise
    a(T(".bashrc", 300, "export PATH=$HOME/.local/bin:$PATH\nalias klip='ssh pi@voron.local'\n"))
    a(T(".gitconfig", 500, "[user]\n\tname = Dan Okoro\n"))
    a(T(".config/PrusaSlicer/PrusaSlicer.ini", 40, "[presets]\nprint = 0.20mm QUALITY @MK4\n"))
    a(T(".config/kicad/9.0/kicad_common.json", 30, '{"appearance": {"icon_theme": 0}}\n'))
    for _i in range(20):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 80_000),
                r.random() * 25,
            )
        )
    a(Entry(".cache/pip/http/5/a/selfcheck.json", 220, 30))
    return _check_maker(_check(E))


# The date boundaries the questions of set D use (ages in days as of the day the set was written, 2026-11-23);
# visible files keep clear of them so that a day's rounding never changes an answer.
BAD_WINDOWS = [
    (1.7, 2.3),  # last 2 days
    (2.7, 3.35),  # past 3 days
    (6.6, 7.6),  # last week / last 7 days
    (13.6, 14.6),  # 2 weeks
    (21.0, 24.0),  # 3 weeks; this month (Nov 1)
    (29.5, 30.6),  # 30 days
    (52.0, 55.0),  # since October (Oct 1)
    (82.0, 85.0),  # September (Sep 1)
    (89.5, 92.5),  # 3 months
    (178, 188),  # 6 months
    (324.5, 328),  # this year (Jan 1 2026)
    (363, 368),  # a year
    (689.5, 693),  # Jan 1 2025
    (728, 733),  # 2 years
    (1055.5, 1059),  # Jan 1 2024
]


def _check_maker(entries: list[Entry]) -> list[Entry]:
    bad = [
        (e.path, e.age)
        for e in entries
        if not isinstance(e.age, str) and not e.hidden_or_noise and any(lo <= e.age < hi for lo, hi in BAD_WINDOWS)
    ]
    assert not bad, bad
    for e in entries:
        if e.dup:
            assert len({x.size for x in entries if x.dup == e.dup}) == 1, e.path
            assert sum(x.dup == e.dup for x in entries) >= 2, e.path
    return entries


HOMES["maker"] = maker

if __name__ == "__main__":
    from homes import human

    es = maker()
    print(len(es), "files", human(sum(e.size for e in es)))
