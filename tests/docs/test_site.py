"""The documentation site is true: the README's links work on a package index page, every
rule an explanation cites is a section of the rules page, the preset pages are generated
from the presets, and the site fails to build when a page is left out of its navigation."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from _docs_hooks import generate_hook

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
README = ROOT / "README.md"


SITE = "https://euchre-py.github.io/euchre/"
SOURCE = "https://github.com/euchre-py/euchre/blob/main/"


# ------------------------------------------------------------------------- README links


LINK = re.compile(r"\]\(([^)\s]+)[^)]*\)|<a [^>]*href=\"([^\"]+)\"|^\[[^\]]+\]:\s*(\S+)", re.M)


def readme_links() -> list[str]:
    text = README.read_text(encoding="utf-8")
    return [next(group for group in found.groups() if group) for found in LINK.finditer(text)]


def test_readme_links_are_absolute() -> None:
    links = readme_links()
    assert links, "the README has links"
    relative = [link for link in links if not link.startswith("https://")]
    assert not relative, (
        f"README links must be absolute (they break on a package index page): {relative}"
    )


def site_page_exists(path: str) -> bool:
    """Whether a page of the site (``rules/``, ``presets/standard/``) has its Markdown."""
    page = path.strip("/") or "index"
    generated = {uri.removesuffix(".md") for uri in map(generate_hook().preset_page_uri, _preset_names())}
    return (DOCS / f"{page}.md").is_file() or page in generated


def _preset_names() -> tuple[str, ...]:
    import euchre

    return euchre.presets.names()


def test_readme_links_to_the_site_and_sources_exist() -> None:
    for link in readme_links():
        if link.startswith(SITE):
            assert site_page_exists(link[len(SITE) :].split("#", 1)[0]), f"no docs page for {link}"
        elif link.startswith(SOURCE):
            assert (ROOT / link[len(SOURCE) :].split("#", 1)[0]).exists(), f"no file for {link}"


# ------------------------------------------------------------------------- cited rules


def rules_page_anchors() -> set[str]:
    """The anchors of docs/rules.md's headings, made as mkdocs makes them."""
    toc = pytest.importorskip("markdown.extensions.toc")
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    return {toc.slugify(heading, "-") for heading in re.findall(r"^#{1,6}\s+(.+?)\s*$", text, re.M)}


def test_every_cited_rule_is_a_section_of_the_rules_page() -> None:
    from euchre.engine import explain

    anchors = rules_page_anchors()
    cited = [
        url
        for citation in explain.RULE.values()
        for url in re.findall(r"https://\S+?(?=\s|$| and )", citation)
    ]
    assert len(cited) >= len(explain.RULE)
    for url in cited:
        page, _, anchor = url.partition("#")
        assert page == SITE + "rules/" == explain.RULES_URL, url
        assert anchor in anchors, f"{url}: docs/rules.md has no heading with anchor #{anchor}"


def test_the_docs_site_address_is_the_one_explanations_cite() -> None:
    from euchre.engine import explain

    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert f"site_url: {explain.DOCS_URL}\n" in config


# ------------------------------------------------------------------------- the site


def test_each_preset_page_is_generated_from_the_preset() -> None:
    import euchre

    hook = generate_hook()
    families = hook.knob_families()
    for name in euchre.presets.names():
        page = hook.preset_page(name, families)
        rules = euchre.presets.get(name)
        for line in rules.describe().splitlines()[1:]:
            assert f"- {line}\n" in page
        for knob, value in hook.knobs(rules):
            assert f"[`{knob}`](../rule-map.md#" in page and hook.value_text(value) in page
    table = hook.comparison_table(families)
    assert (
        "`stick_the_dealer`" in table
        and "`variant`" in table
        and "`renege_false_claim`" not in table
    )


def test_every_page_is_in_the_nav() -> None:
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    nav = set(re.findall(r"^\s+- (?:[^:\n]+: )?(\S+\.md)\s*$", config, re.M))
    written = {p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md") if "hooks" not in p.parts}
    assert written <= nav, f"pages left out of the nav in mkdocs.yml: {sorted(written - nav)}"


def test_a_page_left_out_of_the_nav_fails_the_strict_build(tmp_path: Path) -> None:
    """The real mkdocs.yml with one page taken out of the nav (and without the API
    reference's plugin, to be quick): ``mkdocs build --strict`` fails and names the page."""
    pytest.importorskip("mkdocs")
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "  - Bots, duplicate and simulation: bots.md\n" in config
    config = config.replace("  - Bots, duplicate and simulation: bots.md\n", "")
    config = re.sub(r"  - mkdocstrings:\n(    .*\n|\s*\n)*", "", config)
    config = config.replace("docs/hooks/", f"{DOCS}/hooks/")
    config += f"\ndocs_dir: {DOCS}\nsite_dir: {tmp_path / 'site'}\n"
    (tmp_path / "mkdocs.yml").write_text(config, encoding="utf-8")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mkdocs",
            "build",
            "--strict",
            # never -q: with it mkdocs counts no warnings, and --strict passes
            "-f",
            str(tmp_path / "mkdocs.yml"),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        check=False,
    )
    assert done.returncode != 0
    assert "bots.md" in done.stderr and 'not included in the "nav"' in done.stderr, done.stderr
