"""The pages of the tables other than four seats (docs/two-handed.md, three-handed.md,
six-handed.md): each names the sources its presets follow (design/any-table.md §1), quotes
them, and settles its rules with examples the tests run (``--doctest-glob='*.md'``)."""

from __future__ import annotations

from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[2] / "docs"

#: Each page, the sources it must cite, and the presets it must present.
PAGES = {
    "two-handed.md": (
        ("http://ohioeuchre.com/E_bookeller7.php", "http://ohioeuchre.com/E_TwoThreeHanded.php"),
        ("TWO_HANDED", "TWO_HANDED_DUMMY"),
    ),
    "three-handed.md": (
        (
            "https://rarepike.com/euchre/three-handed-euchre",
            "https://www.52pickup.net/card-games/three-player-euchre/",
        ),
        ("CUTTHROAT",),
    ),
    "six-handed.md": (
        (
            "https://www.reference.com/hobbies-games/play-six-handed-euchre-8af2e52a7e4e997",
            "https://ru.scribd.com/document/359462022/Six-Hand-Euchre",
            "https://www.reference.com/hobbies-games/rules-playing-six-handed-euchre-de41dacf903fafb3",
        ),
        ("SIX_HANDED", "SIX_HANDED_DOUBLE"),
    ),
}


@pytest.mark.parametrize("page", sorted(PAGES))
def test_any_table_page_cites_its_sources_quotes_them_and_runs_an_example(page: str) -> None:
    text = (DOCS / page).read_text(encoding="utf-8")
    sources, presets = PAGES[page]
    for url in sources:
        assert url in text, f"{page} does not cite {url}"
    for name in presets:
        assert f"`{name}`" in text, f"{page} does not present {name}"
    assert text.count('"') >= 2 * len(sources), f"{page} quotes no source"
    assert "\n>>> " in text, f"{page} has no example the tests run"
    for heading in ("## Readings",):
        assert heading in text, f"{page} states no readings"


def test_disputes_page_settles_the_cutthroat_euchre_with_the_52pickup_quote() -> None:
    text = (DOCS / "disputes.md").read_text(encoding="utf-8")
    start = text.index("The cutthroat maker took 2 tricks")
    body = text[start : text.find("\n## ", start)]
    assert "they are given two points each" in body and "CUTTHROAT" in body
    assert "Score(0, 2, 2)" in body
