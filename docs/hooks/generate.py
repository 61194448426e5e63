"""The pages of the docs site that are generated from the code when the site is built, so
they cannot drift from it (an mkdocs hook, named in ``mkdocs.yml``; nothing it makes is
committed):

- ``presets/<name>.md``, one page per preset: the rules in plain English
  (``RuleSet.describe()``) and every knob's value beside the RuleSet's default, each knob
  linked to its family in the rule map (where the rule is implemented, which test proves it);
- the table that compares the presets, knob by knob, in ``presets.md`` (where the page says
  ``<!-- generated: the presets compared -->``);
- the pictures drawn by :func:`euchre.svg.table` (:func:`pictures`): ``pictures/first-game.svg``,
  the tour's first position as the seat to act sees it, and the pictures page's position
  (the first trick of the same game) as the whole table, ``pictures/first-trick.svg``, and
  as South sees it, ``pictures/first-trick-south.svg``.

>>> import euchre
>>> preset_page_uri("CARDGAMES_IO")
'presets/cardgames-io.md'
>>> value_text(euchre.Suit.HEARTS), value_text((3, 2)), value_text((1,) * 20), value_text("maker")
('`Suit.HEARTS`', '`(3, 2)`', '`(1,) * 20`', '`"maker"`')
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Final

import attrs

import euchre
from euchre import presets
from euchre.rules.sources import applies

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page

#: The marker in presets.md that the comparison table replaces.
COMPARISON_MARKER: Final = "<!-- generated: the presets compared -->"
#: The game of the pictures: the tour's and the pictures page's (the default preset).
FIRST_GAME_SEED: Final = 7
#: The actions from the first position to the one that docs/pictures.md prints and shows:
#: East orders up, North discards, and three cards of the first trick are played.
FIRST_TRICK_ACTIONS: Final = "order up; discard Jc; play Qh; play Ad; play Ah"
RULE_MAP: Final = Path(__file__).resolve().parent.parent / "rule-map.md"


def preset_page_uri(name: str) -> str:
    """The page of a preset, by its name in :data:`euchre.presets`."""
    return f"presets/{name.lower().replace('_', '-')}.md"


def value_text(value: object) -> str:
    """A knob's value as the code that sets it."""
    if isinstance(value, enum.Enum):
        return f"`{type(value).__name__}.{value.name}`"
    if isinstance(value, str):
        return f'`"{value}"`'
    if isinstance(value, tuple) and len(value) > 2 and len(set(value)) == 1:
        return f"`({value[0]!r},) * {len(value)}`"
    return f"`{value!r}`"


def knob_applies(rules: euchre.RuleSet, knob: str) -> bool:
    """Whether ``knob`` (a scoring value as ``scoring.<value>``) changes anything under
    ``rules``: :func:`euchre.rules.sources.applies` (a Knock knob in Bid Euchre does not,
    nor one that refines a rule switched off).

    >>> knob_applies(presets.BID_EUCHRE, "scoring.march"), knob_applies(presets.BID_EUCHRE, "bid_best")
    (False, True)
    """
    return applies(rules, knob.split(".")[0])


def knobs(rules: euchre.RuleSet) -> Iterator[tuple[str, object]]:
    """Every knob and its value, the scoring table's values as ``scoring.<value>``."""
    for field in attrs.fields(euchre.RuleSet):
        value = getattr(rules, field.name)
        if isinstance(value, euchre.Scoring):
            for inner in attrs.fields(euchre.Scoring):
                yield f"scoring.{inner.name}", getattr(value, inner.name)
        else:
            yield field.name, value


def knob_families(rule_map: Path = RULE_MAP) -> dict[str, str]:
    """Each knob's section of the rule map (its rule family), read from the map's rows."""
    families: dict[str, str] = {}
    section = ""
    for line in rule_map.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
        found = re.match(r"\| `([\w.]+)` \|", line)
        if found:
            families[found.group(1)] = section
    return families


def _anchor(section: str) -> str:
    return section.lower().replace(" ", "-")


def _knob_link(knob: str, families: dict[str, str], prefix: str) -> str:
    family = families.get(knob)
    if family is None:
        raise KeyError(f"knob {knob!r} has no row in docs/rule-map.md")
    return f"[`{knob}`]({prefix}rule-map.md#{_anchor(family)})"


def preset_page(name: str, families: dict[str, str]) -> str:
    """The Markdown of a preset's page."""
    rules = presets.get(name)
    title, *lines = rules.describe().splitlines()
    default = (
        " It is the default preset: every command and example uses it when no other is named."
        if rules is presets.DEFAULT
        else ""
    )
    base = dict(knobs(euchre.RuleSet(variant=rules.variant)))
    rows = [
        f"| {_knob_link(knob, families, '../')} | {value_text(value)} | "
        + ("" if base[knob] == value else f"**differs** (default {value_text(base[knob])})")
        + " |"
        for knob, value in knobs(rules)
        if knob_applies(rules, knob)
    ]
    idle = [
        f"| {_knob_link(knob, families, '../')} | {value_text(value)} |"
        for knob, value in knobs(rules)
        if not knob_applies(rules, knob)
    ]
    return "\n".join(
        [
            f"# {name}",
            "",
            f"`euchre.presets.{name}`: {title}.{default}",
            f"Start a game with `euchre.new_game(euchre.presets.{name}, seed=1)`, play one with",
            f"`euchre play --rules {name}`; `rules.replace(knob=value)` makes a variant of it.",
            "",
            "## The rules in plain English",
            "",
            "What `RuleSet.describe()` says, line by line:",
            "",
            *(f"- {line}" for line in lines),
            "",
            "## The knobs that apply",
            "",
            f"Each knob links to its rule family in the [rule map](../rule-map.md), which names "
            f"the function where the rule is implemented and the test that proves it. The "
            f'default is that of `RuleSet(variant="{rules.variant}")`.',
            "",
            "| knob | value | against the default |",
            "|---|---|---|",
            *rows,
            "",
            "## Knobs that do not apply",
            "",
            "These knobs change nothing under these rules, whatever their value: a knob of "
            "the other variant, or one that refines a rule these rules switch off. The "
            "RuleSet keeps a value for each:",
            "",
            "| knob | value kept |",
            "|---|---|",
            *idle,
            "",
        ]
    )


def comparison_table(families: dict[str, str]) -> str:
    """The presets side by side, one row per knob on which the presets it applies to do not
    all agree (a knob that changes nothing under a preset shows "n/a" there)."""
    names = presets.names()
    values = [
        {
            knob: value if knob_applies(presets.get(name), knob) else None
            for knob, value in knobs(presets.get(name))
        }
        for name in names
    ]
    header = "| knob | " + " | ".join(f"[{n}]({preset_page_uri(n)})" for n in names) + " |"
    rows = [header, "|---|" + "---|" * len(names)]
    for knob in values[0]:
        row = [v[knob] for v in values]
        applied = [value for value in row if value is not None]
        if any(value != applied[0] for value in applied):
            cells = " | ".join("n/a" if value is None else value_text(value) for value in row)
            rows.append(f"| {_knob_link(knob, families, '')} | {cells} |")
    return "\n".join(rows)


def pictures() -> dict[str, str]:
    """Every picture of the site, by its path: the tour's first position (the default preset,
    seed 7) as the player to act sees it, and the pictures page's position, a few actions on,
    as the whole table and as South sees it.

    >>> sorted(pictures())
    ['pictures/first-game.svg', 'pictures/first-trick-south.svg', 'pictures/first-trick.svg']
    """
    from euchre import svg

    state = euchre.new_game(presets.DEFAULT, seed=FIRST_GAME_SEED)
    assert state.to_act is not None
    trick = state.apply_all(FIRST_TRICK_ACTIONS)
    return {
        "pictures/first-game.svg": svg.table(state.view(state.to_act)),
        "pictures/first-trick.svg": svg.table(trick),
        "pictures/first-trick-south.svg": svg.table(trick.view(euchre.Seat.SOUTH)),
    }


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """Add the generated preset pages and pictures to the site."""
    from mkdocs.structure.files import File

    families = knob_families()
    for name in presets.names():
        files.append(
            File.generated(config, preset_page_uri(name), content=preset_page(name, families))
        )
    for path, picture in pictures().items():
        files.append(File.generated(config, path, content=picture))
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Fill in the generated parts of hand-written pages."""
    if COMPARISON_MARKER in markdown:
        markdown = markdown.replace(COMPARISON_MARKER, comparison_table(knob_families()))
    return markdown
