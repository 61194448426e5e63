"""``euchre presets`` (the named rule sets) and ``euchre rules NAME`` (one rule set in words)."""

from __future__ import annotations

import argparse
from typing import Any

from euchre import presets
from euchre.cli.options import DEFAULT_NAME, DEFAULT_WHY, add_command, rules_value


def preset_lines() -> list[str]:
    """One line per preset: its name and title, the default marked.

    >>> from euchre.cli.listing import preset_lines
    >>> preset_lines()[0]
    'CARDGAMES_IO      cardgames.io Euchre (preset CARDGAMES_IO)   (the default)'
    """
    width = max(len(name) for name in presets.names())
    lines = []
    for name in presets.names():
        mark = "   (the default)" if name == DEFAULT_NAME else ""
        lines.append(f"{name:<{width}} {presets.get(name).name}{mark}")
    return lines


def run_presets(args: argparse.Namespace) -> int:
    """``euchre presets``: print the presets; exit status 0."""
    print("\n".join(preset_lines()))
    return 0


def run_rules(args: argparse.Namespace) -> int:
    """``euchre rules``: describe the rule set; exit status 0."""
    print(args.name.describe())
    return 0


def add_parsers(subparsers: Any) -> None:
    """Add ``euchre presets`` and ``euchre rules`` to the command line's subcommands."""
    parser = add_command(
        subparsers,
        "presets",
        summary="list the named rule sets (presets)",
        description="List the presets: each canonical name (any case; aliases such as "
        "'cardgames.io', 'standard' or 'bid' work too) and its title.\n\n" + DEFAULT_WHY,
        examples="""
$ euchre presets
$ euchre rules games4all      # one preset in words
""",
    )
    parser.set_defaults(func=run_presets)
    parser = add_command(
        subparsers,
        "rules",
        summary="describe a preset's rules (or a RuleSet JSON file's) in words",
        description="Describe a rule set in words: the deck and deal, trump order, the "
        "bidding, going alone, the lead, reneging, scoring and the target.\n\n" + DEFAULT_WHY,
        examples="""
$ euchre rules                 # the default preset
$ euchre rules openspiel
$ euchre rules my-rules.json   # a RuleSet as JSON (euchre.records.rules_to_json)
""",
    )
    parser.add_argument(
        "name",
        nargs="?",
        type=rules_value,
        default=presets.DEFAULT,
        metavar="NAME|FILE",
        help=f"a preset name or alias, or a RuleSet JSON file (default: {DEFAULT_NAME})",
    )
    parser.set_defaults(func=run_rules)
