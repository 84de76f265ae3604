#!/usr/bin/env python3
"""Regenerates the shipped Imperial Assault data pack from ../shared/data/imperial-assault-cards.json.

The shared file holds facts taken from the MIT-licensed lvisintini/imperial-assault-data (release
1.1.0; see ../shared/data/imperial-assault-cards.SOURCES.md). The pack keeps those facts, in the
schema of crates/catalog/src/ia (see docs/formats.md, "Imperial Assault data pack"), with the MIT
notice inside it and beside it (crates/catalog/data/imperial-assault.NOTICE). Nothing is added:
values the source does not give stay null.

Ids: the source numbers its cards per list; the pack names them with readable slugs instead, so an
army list or an overlay says `stormtrooper-elite`, not `115`. A card's slug is its name's slug; when
several cards share a name, the first of these that differ is appended, until each is unique: the
elite mark (`-elite`; the regular card gets nothing), the subtitle, the affiliation, the campaign
mark (`-campaign` for a campaign-only card; the skirmish card gets nothing).

Usage: python3 scripts/ia-pack-from-shared.py > crates/catalog/data/imperial-assault.pack.json
"""
import json
import pathlib
import re
import sys
import unicodedata

ROOT = pathlib.Path(__file__).resolve().parent.parent
# ../shared beside the clone (a git worktree may sit one level deeper).
SHARED_DIR = next((d / "shared" for d in ROOT.parents if (d / "shared" / "data").is_dir()), None)
if SHARED_DIR is None:
    raise SystemExit("../shared/data not found beside the clone")
SHARED = json.loads((SHARED_DIR / "data" / "imperial-assault-cards.json").read_text())
NOTICE = (ROOT / "crates" / "catalog" / "data" / "imperial-assault.NOTICE").read_text().strip()

KIND = {"Core Game": "core-game", "Expansion": "expansion", "Ally Pack": "ally-pack",
        "Villain Pack": "villain-pack"}


def slug(text):
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"['\u2019]", "", text.lower())
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def unique_slugs(items, dims):
    """Slug per item: the name's slug, extended by the first differing dimensions."""
    out = {}

    def split(group, prefix, dims):
        if len(group) == 1:
            out[id(group[0])] = prefix
            return
        for i, (dim, default) in enumerate(dims):
            values = {dim(c) for c in group}
            if len(values) > 1:
                for value in sorted(values, key=lambda v: (v != default, v or "")):
                    sub = [c for c in group if dim(c) == value]
                    suffix = "" if value == default or value is None else "-" + slug(value)
                    split(sub, prefix + suffix, dims[i + 1:])
                return
        raise SystemExit(f"cannot tell apart {[c['name'] for c in group]}")

    by_name = {}
    for c in items:
        by_name.setdefault(slug(c["name"]), []).append(c)
    for name, group in by_name.items():
        split(group, name, dims)
    slugs = [out[id(c)] for c in items]
    if len(set(slugs)) != len(slugs):
        raise SystemExit("repeated slug")
    return slugs


PRODUCT_IDS = dict(zip((p["id"] for p in SHARED["products"]),
                       unique_slugs(SHARED["products"], [])))


def products(ids):
    return [PRODUCT_IDS[i] for i in ids]


DEPLOYMENT_DIMS = [
    (lambda c: "elite" if c["elite"] else None, None),
    (lambda c: c["description"], None),
    (lambda c: c["affiliation"], None),
    (lambda c: "campaign" if "Skirmish" not in c["modes"] else None, None),
]
deployment_ids = unique_slugs(SHARED["deployment_cards"], DEPLOYMENT_DIMS)
command_ids = unique_slugs(SHARED["command_cards"], [])
map_ids = unique_slugs(SHARED["skirmish_maps"], [])

pack = {
    "format": "hexadraft-ia-pack",
    "format_version": 1,
    "pack": {
        "id": "imperial-assault-skirmish",
        # Bump whenever the generated pack changes: an event records the version it used.
        "version": "2026.11.23.1",
        "title": "Star Wars: Imperial Assault skirmish cards: Deployment, Skirmish Upgrade and "
                 "Command cards, skirmish maps",
        "note": "Facts from lvisintini/imperial-assault-data release 1.1.0 (MIT License, "
                "Copyright (c) 2018 Luis Visintini); see the notice. Not in the source: the "
                "restrictions printed on Command cards (such as \"Trooper only\") and cards "
                "released after 2018.",
    },
    "notice": NOTICE,
    "products": [
        {"id": PRODUCT_IDS[p["id"]], "name": p["name"], "kind": KIND[p["type"]],
         "wave": p["wave"]}
        for p in SHARED["products"]
    ],
    "deployment_cards": [
        {
            "id": card_id,
            "name": c["name"],
            "subtitle": c["description"],
            "elite": c["elite"],
            "unique": c["unique"],
            "affiliation": c["affiliation"].lower(),
            "traits": c["traits"],
            "modes": [m.lower() for m in c["modes"]],
            "cost": c["deployment_cost"],
            "reinforce_cost": c["reinforce_cost"],
            "figures": c["deployment_group"],
            "health": c["health"],
            "speed": c["speed"],
            "products": products(c["products"]),
        }
        for card_id, c in zip(deployment_ids, SHARED["deployment_cards"])
    ],
    "command_cards": [
        {"id": card_id, "name": c["name"], "cost": c["cost"], "limit": c["limit"],
         "products": products(c["products"])}
        for card_id, c in zip(command_ids, SHARED["command_cards"])
    ],
    "skirmish_maps": [
        {"id": map_id, "name": m["name"], "products": products(m["products"])}
        for map_id, m in zip(map_ids, SHARED["skirmish_maps"])
    ],
}
json.dump(pack, sys.stdout, indent=1, ensure_ascii=False)
sys.stdout.write("\n")
