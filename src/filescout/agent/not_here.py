"""Questions about files that are not on this machine's index: another device ("maya's phone", "my ipad", "the
school server"), a cloud folder ("my Dropbox"), another drive ("the external hard drive (E:)"). Declined plainly,
unless an indexed folder is named for it ("Dave's phone" holds his phone's photos; a synced Dropbox folder)."""

from __future__ import annotations

import re

from ..index import hosts
from .declines import _is_name_like

# another drive plugged into this machine ("the shop's external hard drive (E:)"): only if one is indexed
EXTERNAL_RE = re.compile(
    r"\b(?:external|usb|portable|thumb|flash)\s+(?:hard\s+)?(?:drive|disk|stick|hdd|ssd)\b|\(\s*[A-Z]:\s*\)", re.I
)
CLOUD_RE = re.compile(
    r"\b(?P<c>google drive|google photos|dropbox|onedrive|one drive|icloud(?: drive)?|box\.com|mega|sharepoint|"
    r"slack|gmail|(?<=on )teams|(?<=in )teams|(?<=from )teams)\b",
    re.I,
)


def _not_indexed(ctx, question: str, intent: str) -> str | None:
    """A question about a cloud folder, or another drive, that nothing indexed is (no indexed folder is so named, or
    on a mounted drive)."""
    from .places import resolve_place

    other = _other_device(ctx, question) if intent != "action" else None
    if other:
        return (
            f"I can't see what's on {other}: I only know the files indexed on this machine, and no indexed folder is "
            "named for it. Run filescout on that device (or scan a copy of its files here) to ask about it."
        )
    cloud = CLOUD_RE.search(question)
    if cloud and not resolve_place(ctx, cloud.group("c")) and not _is_name_like(ctx, cloud.group("c").split()[0]):
        return (
            f"I don't see a {cloud.group('c')} folder among the indexed folders: I only know what has been scanned on "
            "this machine. If it is synced here, scan that folder first ('filescout scan <folder>')."
        )
    m = EXTERNAL_RE.search(question) if intent != "action" else None
    if not m or any(r.startswith(("/media/", "/mnt/", "/Volumes/", "/run/media/")) for r in ctx.roots()):
        return None
    return (
        f"I don't see an {m.group(0).strip('( )')} among the indexed folders: I only know what has been scanned on "
        "this machine. If it is plugged in, scan it first ('filescout scan <its folder>')."
    )


# a device that is not this machine, by whose it is ("on maya's phone", "on my ipad", "on the school server")
OTHER_DEVICE_RE = re.compile(
    r"\b(?:on|from|in|off)\s+(?P<owner>my|the|our|his|her|their|[\w-]+'s)\s+(?:(?P<adj>[\w'-]+)\s+)?"
    r"(?P<dev>laptop|phone|iphone|ipad|tablet|computer|pc|mac|macbook|kindle|server|nas|network drive|shared drive)\b",
    re.I,
)
_THIS_MACHINE = ("laptop", "computer", "pc", "mac", "macbook")
# what "my … laptop" says of another one than this ("my work laptop", "my son's laptop"; "my new laptop" is this one)
_ANOTHER = {"work", "office", "old", "other", "second", "spare", "school"}


def machines_of(ctx) -> None:
    """The machines a question may name: a shared index's (read when it is opened); none for a local index. The
    table is one per process, so one a shared context left behind is not this one's ("Maggie's laptop" is then
    no machine of an index here, and is declined as another device)."""
    from ..index import hosts

    if getattr(ctx, "settings", None) is not None and ctx.settings.index_url:
        _ = ctx.shared
    elif hosts.hosts_known():
        hosts.configure({}, None)


def _other_device(ctx, question: str) -> str | None:
    """The device said, when it is not this machine and no indexed folder is named for it ("Dave's phone" is a
    folder of his phone's photos: "on my phone" is that folder, "on maya's phone" is Maya's phone)."""
    from .grounding import folders_named

    m = OTHER_DEVICE_RE.search(question)
    if not m:
        return None
    owner, adj, dev = m.group("owner").lower(), (m.group("adj") or "").lower(), m.group("dev").lower()
    if owner == "my" and dev in _THIS_MACHINE and adj not in _ANOTHER and not adj.endswith(("'s", "'")):
        return None  # "on my laptop": this one
    if adj in ("own", "this", "whole", "entire", "main") or (owner == "the" and not adj and dev in _THIS_MACHINE):
        return None
    if {owner, adj, dev} & {n.lower() for n in hosts.names()}:
        return None  # a machine of the shared index ("on the nas")
    named = [w.removesuffix("'s").rstrip("'") for w in (owner, adj) if w]
    named = [w for w in named if w not in ("my", "the", "our", "his", "her", "their")]
    if folders_named(ctx.conn, [*named, dev]) or (not named and folders_named(ctx.conn, [dev])):
        return None
    return re.sub(r"^\w+\s+", "", m.group(0).strip())  # ("maya's phone")
