#!/usr/bin/env python3
"""Regenerates the shipped data pack from ../shared/data/aristeia-catalog.json.

The shared catalog records facts with their sources; the pack keeps only what the app uses, in the
schema of crates/catalog (see docs/formats.md). Unknown values stay null: nothing is invented.
Sponsor, stadium and kind fields are the project's own wording of the AGL lists.
Usage: python3 scripts/pack-from-shared.py > crates/catalog/data/aristeia.pack.json
"""
import json
import re
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHARED = json.loads((ROOT.parent / "shared" / "data" / "aristeia-catalog.json").read_text())

KIND = {"core": "core", "expansion": "expansion", "multiplayer-expansion": "multiplayer",
        "cards": "cards", "arena": "arena"}


def stat(c, key):
    seen = c.get("other_stats_seen") or {}
    v = seen.get(key)
    return v["value"] if v else None


def aliases(c):
    """Spellings to search by: the shared file's notes in brackets are dropped, misspellings and
    exact repeats are left out (a spelling differing only in case is kept: it is how a card
    prints it)."""
    seen = {c["name"]}
    out = []
    for a in c["aliases"]:
        if "misspelling" in a:
            continue
        a = re.sub(r"\s*\([^)]*\)\s*$", "", a).strip()
        if a and a not in seen:
            seen.add(a)
            out.append(a)
    return out


def character(c):
    tactics = [{"number": t.get("number"), "name": t.get("name")} for t in c["tactics"]]
    while len(tactics) < 4:
        tactics.append({"number": None, "name": None})
    return {
        "id": c["id"],
        "name": c["name"],
        "aliases": aliases(c),
        "product": c["product"],
        "initiative": c["initiative"],
        "movement": stat(c, "movement"),
        "energy": stat(c, "energy"),
        "health": stat(c, "health"),
        "card_number": stat(c, "character_card_number"),
        "faction": c.get("faction"),
        "tactics": tactics,
    }


pack = {
    "format": "hexadraft-pack",
    "format_version": 1,
    "pack": {
        "id": "aristeia-agl",
        # Bump whenever the generated pack changes: an event records the version it used.
        "version": "2026.11.23.1",
        "title": "Aristeia! characters, tactics, sponsors, scenarios and AGL stadiums",
        "note": "Assembled from public sources (see ../shared/data/aristeia-catalog.SOURCES.md). "
                "Unknown values are null: Initiative and tactics of Bachmann, Hammerhead, Gaia and "
                "Fiddler, the names of the General Tactics 009-018, and the characters of later boxes.",
    },
    "products": [
        {"id": p["id"], "name": p["name"], "kind": KIND[p["type"]]} for p in SHARED["products"]
    ],
    "characters": [character(c) for c in SHARED["characters"]],
    "general_tactics": [{"number": n, "name": None} for n in range(9, 19)],
    "sponsors": [
        {"id": "vissiorama", "name": "Vissiorama", "kind": "basic", "rule": "nullify-rival-sponsor",
         "effect": "The rival's Sponsor has no effect in this game."},
        {"id": "oxyd", "name": "Oxyd", "kind": "basic", "rule": None,
         "effect": "No mulligan; the Starting Hand is 5 Tactics instead of 4."},
        {"id": "aigletech", "name": "Aigletech", "kind": "special", "rule": None,
         "effect": "A second mulligan is allowed at the start of the game."},
        {"id": "accesstel", "name": "Accesstel", "kind": "special", "rule": "reveal-enemy-tactics",
         "effect": "At the start of Deployment, name one enemy Character: the rival shows which of "
                   "its Tactics are in their deck."},
        {"id": "tequian-psn", "name": "Tequian PSN", "kind": "special", "rule": None,
         "effect": "No mulligan; draw 6 Tactics as the Starting Hand, then put 2 of them back on top "
                   "or bottom of the deck, one by one."},
        {"id": "shangmei", "name": "Shangmei", "kind": "special",
         "rule": "choose-deployment-zones",
         "effect": "You choose the Deployment Zones at the start of Deployment, not the Underdog."},
        {"id": "keller-resources", "name": "Keller Resources", "kind": "special",
         "rule": "underdog-on-ties",
         "effect": "You take the Underdog token at the start of the first Round and whenever "
                   "Victory Points are tied."},
        {"id": "compass-transportation", "name": "Compass Transportation", "kind": "special",
         "rule": "choose-player-a",
         "effect": "At the start of Build Your Team, you may choose who is Player A."},
    ],
    "scenarios": [
        {"id": s["id"], "names": {"en": s.get("name_en"), "es": s.get("name_es"), "fr": None}}
        for s in SHARED["scenarios"]
    ],
    "stadiums": [
        {"id": "stadion-tunguska", "name": "Stadion Tunguska", "faction": "Nomads",
         "effect": "Every Character gains 1 Movement Point at the start of the Actions Phase of "
                   "its Activation."},
        {"id": "saif-traders", "name": "Saif Traders", "faction": "Haqqislam",
         "effect": "Every Character has a general Switch that removes one State token it has "
                   "(its symbol cost is printed in the Season 2 rules)."},
        {"id": "omadon-arena", "name": "Omadon Arena", "faction": "Neoterra",
         "effect": "Once per Round each player may reroll any dice of one roll that show no "
                   "symbol."},
        {"id": "shaoshang-t", "name": "Shaoshang-T", "faction": "Yu Jing",
         "effect": "Every Character has a general Switch that draws 1 Tactic (its symbol cost is "
                   "printed in the Season 2 rules)."},
    ],
}
json.dump(pack, sys.stdout, indent=1, ensure_ascii=False)
sys.stdout.write("\n")
