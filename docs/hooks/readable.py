"""The hand-written pages as a reader should see them (an mkdocs hook, named in
``mkdocs.yml``): written for the tests and for GitHub, shown clean on the site.

- **Doctest markers.** The examples are doctests (pytest runs README.md and docs/*.md with
  ``--doctest-glob``), so they carry markers that are there for doctest only:
  ``<BLANKLINE>`` where the output has a blank line, and directives such as
  ``# doctest: +ELLIPSIS``. In every fenced block, a ``<BLANKLINE>`` is shown as the blank
  line it stands for and the directives are dropped, as the griffe extension does for the
  docstrings of the API reference (the rule for one line is
  :func:`griffe_docstrings.reader_line`).
- **Pipes in a table's code.** GitHub needs ``\\|`` for a pipe in a code span of a table
  row (``euchre rules [NAME\\|FILE]``); the site's Markdown does not split a row inside a
  code span and would show the backslash, so there it is left out.

Text outside the fences is otherwise left as written.

>>> page = "`<BLANKLINE>` stays.\\n```python\\n>>> f()  # doctest: +SKIP\\n<BLANKLINE>\\n```"
>>> reader_markdown(page).splitlines()
['`<BLANKLINE>` stays.', '```python', '>>> f()', '', '```']
>>> reader_markdown("| `rules [NAME\\\\|FILE]` | a \\\\| b |")
'| `rules [NAME|FILE]` | a \\\\| b |'
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from griffe_docstrings import reader_line  # mkdocs puts the hook's folder on sys.path

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page

#: The opening of a fenced block, at any indentation: its fence (``` or ~~~, or longer).
OPENING: Final = re.compile(r"\s*(`{3,}|~{3,})")
#: A code span (its backticks, then the shortest text up to as many backticks).
CODE_SPAN: Final = re.compile(r"(`+)(.+?)\1")


def _table_row(line: str) -> str:
    """A table row with each code span's ``\\|`` written ``|``."""
    return CODE_SPAN.sub(lambda found: found.group(0).replace("\\|", "|"), line)


def reader_markdown(markdown: str) -> str:
    """The page ``markdown`` as :mod:`readable` says: no doctest markers in its fenced blocks,
    no escaped pipes in the code of its tables."""
    out: list[str] = []
    fence: str | None = None  # the fence of the block we are in
    for line in markdown.split("\n"):
        if fence is None:
            opening = OPENING.match(line)
            fence = opening.group(1) if opening else None
            out.append(_table_row(line) if line.lstrip().startswith("|") else line)
        elif line.strip().startswith(fence) and not line.strip().strip(fence[0]):
            fence = None
            out.append(line)
        else:
            out.append(reader_line(line))
    return "\n".join(out)


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Every page as :func:`reader_markdown` shows it."""
    return reader_markdown(markdown)
