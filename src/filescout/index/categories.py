"""File categories and type groups, defined once.

A *category* is stored per file (a small int) and drives the disk-usage
breakdown. A *type group* is a word users say ("spreadsheets", "photos",
"installers") that resolves to a set of extensions; it drives filters.
"""

from __future__ import annotations

import re

OTHER, DOCUMENTS, IMAGES, VIDEOS, AUDIO, ARCHIVES, CODE = range(7)
CATEGORY_NAMES = ["other", "documents", "images", "videos", "audio", "archives", "code"]

_EXTS: dict[int, str] = {
    DOCUMENTS: "pdf doc docx odt rtf txt md markdown rst tex epub mobi pages xls xlsx xlsm ods csv tsv "
    "ppt pptx odp key numbers org log wpd djvu one msg eml",
    IMAGES: "jpg jpeg png gif bmp tif tiff webp heic heif svg ico raw cr2 cr3 nef arw dng orf rw2 psd xcf avif jxl",
    VIDEOS: "mp4 m4v mkv mov avi wmv flv webm mpg mpeg 3gp ts mts m2ts vob ogv",
    AUDIO: "mp3 wav flac aac ogg oga opus m4a wma aiff aif alac mid midi amr",
    ARCHIVES: "zip tar gz tgz bz2 tbz2 xz txz 7z rar zst lz4 lzma cab iso img dmg jar war deb rpm apk",
    CODE: "py pyi ipynb js mjs cjs ts tsx jsx java kt kts scala c h cc cpp cxx hpp hh cs go rs rb php pl pm "
    "swift m mm r jl lua sh bash zsh fish ps1 bat cmd sql html htm css scss sass less vue svelte json yaml "
    "yml toml ini cfg conf xml gradle cmake make mk dockerfile proto graphql hs ml ex exs erl clj dart zig "
    "nim v sol",
}
# "ts" is both TypeScript and MPEG transport stream; code is the common case
EXT_CATEGORY: dict[str, int] = {}
for _cat, _list in _EXTS.items():
    for _e in _list.split():
        EXT_CATEGORY.setdefault(_e, _cat)


def category_of(ext: str) -> int:
    return EXT_CATEGORY.get(ext, OTHER)


def exts_of_category(cat: int) -> set[str]:
    return {e for e, c in EXT_CATEGORY.items() if c == cat}


# Words users say -> extensions. Category names and their singular forms are
# added below, so "documents", "images", "videos" ... all work.
TYPE_GROUPS: dict[str, set[str]] = {
    "pdf": {"pdf"},
    "photo": {
        "jpg",
        "jpeg",
        "png",
        "heic",
        "heif",
        "webp",
        "raw",
        "cr2",
        "cr3",
        "nef",
        "arw",
        "dng",
        "orf",
        "rw2",
        "tif",
        "tiff",
        "bmp",
        "avif",
        "jxl",
    },  # (not .gif: animations and memes; "pictures" and "images" have them)
    # a camera's raw files ("the RAWs from the Patel job") and the editor's sidecar files beside them
    "raw": {
        "raw",
        "cr2",
        "cr3",
        "crw",
        "nef",
        "nrw",
        "arw",
        "srf",
        "sr2",
        "dng",
        "orf",
        "rw2",
        "raf",
        "pef",
        "srw",
        "3fr",
        "iiq",
        "x3f",
        "erf",
        "kdc",
        "mrw",
    },
    "sidecar": {"xmp"},
    "lightroom catalog": {"lrcat"},
    "picture": {"jpg", "jpeg", "png", "heic", "heif", "webp", "gif", "bmp", "tif", "tiff", "svg", "avif"},
    "music": {"mp3", "flac", "m4a", "aac", "ogg", "opus", "wav", "wma", "aiff", "alac"},
    "song": {"mp3", "flac", "m4a", "aac", "ogg", "opus", "wav", "wma"},
    "movie": {"mp4", "mkv", "mov", "avi", "wmv", "webm", "m4v", "mpg", "mpeg"},
    "spreadsheet": {"xls", "xlsx", "xlsm", "ods", "csv", "tsv", "numbers"},
    "presentation": {"ppt", "pptx", "odp", "key"},
    "slides": {"ppt", "pptx", "odp", "key", "pdf"},  # lecture slides are as often exported to PDF
    "word": {"doc", "docx", "odt", "rtf"},
    "text": {"txt", "md", "markdown", "rst", "log"},
    "markdown": {"md", "markdown"},
    "ebook": {"epub", "mobi", "azw", "azw3"},
    "installer": {"exe", "msi", "dmg", "pkg", "deb", "rpm", "appimage", "apk", "snap", "flatpak", "run"},
    "python": {"py", "pyi", "ipynb"},
    "javascript": {"js", "mjs", "cjs", "jsx"},
    "typescript": {"ts", "tsx"},
    "rust": {"rs"},
    "golang": {"go"},
    "java": {"java"},
    "kotlin": {"kt", "kts"},
    "swift": {"swift"},
    "ruby": {"rb"},
    "php": {"php"},
    "c++": {"cpp", "cc", "cxx", "hpp", "hh"},
    "cpp": {"cpp", "cc", "cxx", "hpp", "hh"},
    "csharp": {"cs"},
    "shell": {"sh", "bash", "zsh", "fish"},
    "script": {"sh", "bash", "zsh", "py", "js", "ps1", "bat"},
    "notebook": {"ipynb"},
    "latex": {"tex", "bib", "sty", "cls"},
    "stylesheet": {"css", "scss", "sass", "less"},
    "tarball": {"tar", "gz", "tgz", "bz2", "tbz2", "xz", "txz", "zst"},
    "config": {"json", "yaml", "yml", "toml", "ini", "cfg", "conf"},
    "database": {"db", "sqlite", "sqlite3", "sql"},
    "recording": {"m4a", "mp3", "wav", "aac", "ogg", "opus", "amr", "mov", "mp4", "mkv", "webm", "flac"},
    "web": {"html", "htm", "css", "js"},
    "font": {"ttf", "otf", "woff", "woff2"},
    "midi": {"mid", "midi"},
    "partial download": {"part", "crdownload", "partial", "download", "opdownload"},
    "backup": {"bak", "backup", "old", "orig"},
    "disk image": {"iso", "img", "dmg", "vhd", "vhdx", "vmdk", "vdi", "qcow2", "ova"},
    # an application's own files ("my Photoshop files", "the Illustrator files in Designs")
    "photoshop": {"psd", "psb"},
    "illustrator": {"ai"},
    "indesign": {"indd", "idml"},
    "premiere": {"prproj"},
    "blender": {"blend"},
    "cad": {"dwg", "dxf"},
    "sketchup": {"skp"},
    "dicom": {"dcm", "dicom"},  # (medical images: x-rays, scans)
}
for _i, _name in enumerate(CATEGORY_NAMES):
    if _i != OTHER:
        TYPE_GROUPS[_name] = exts_of_category(_i)
        TYPE_GROUPS[_name.rstrip("s")] = exts_of_category(_i)
TYPE_GROUPS["image"] = exts_of_category(IMAGES)
TYPE_GROUPS["audio"] = exts_of_category(AUDIO)
TYPE_GROUPS["document"] = exts_of_category(DOCUMENTS)
TYPE_GROUPS["doc"] = exts_of_category(DOCUMENTS)


# extensions that are spellings of one type: one said is both
SAME_TYPE = {e: group for group in ({"tif", "tiff"}, {"jpg", "jpeg"}, {"htm", "html"}, {"yml", "yaml"},
                                    {"mpg", "mpeg"}, {"aif", "aiff"}, {"ppt", "pptx"}, {"doc", "docx"},
                                    {"xls", "xlsx"}) for e in group}  # fmt: skip


def resolve_type(word: str) -> set[str] | None:
    """Extensions for a type word or an extension ("pdf", "photos", ".MP3", "spreadsheets"), or several joined
    by commas ("mkv,mp4", "photos,videos"): all of theirs."""
    if "," in word:
        sets = [resolve_type(p) for p in word.split(",") if p.strip()]
        return set().union(*sets) if sets and all(x is not None for x in sets) else None
    w = word.strip().lower().lstrip(".").replace("_", " ")
    if not w:
        return None
    for cand in (w, w[:-1] if w.endswith("s") else w, w[:-2] if w.endswith("es") else w):
        if cand in TYPE_GROUPS:
            return set(TYPE_GROUPS[cand])
    if "/" in w:  # mime-ish: image/*, video/mp4
        major, _, minor = w.partition("/")
        cat = {"image": IMAGES, "video": VIDEOS, "audio": AUDIO, "text": DOCUMENTS}.get(major)
        if cat is not None:
            return {minor} if minor not in ("", "*") else exts_of_category(cat)
    if w in SAME_TYPE:  # "tiff files" are the .tif files too
        return set(SAME_TYPE[w])
    if w.replace("-", "").isalnum() and len(w) <= 12:
        return {w}
    raw = word.strip().lower().lstrip(".")
    if re.fullmatch(r"[a-z0-9][a-z0-9_]{0,11}", raw):
        return {raw}  # an extension with an underscore: "kicad_pcb"
    return None


def split_ext(name: str) -> str:
    """The lower-cased extension without the dot ('' for none or dotfiles)."""
    dot = name.rfind(".")
    if dot <= 0 or dot == len(name) - 1:
        return ""
    ext = name[dot + 1 :].lower()
    return ext if len(ext) <= 16 else ""
