"""Docstrings as the API reference shows them (a griffe extension, named in ``mkdocs.yml``).

The docstrings are written for ``help()`` and doctest: examples are bare ``>>>`` runs and
cross-references are Sphinx roles. This extension fences each run of ``>>>`` lines (with
its output, up to the next blank line) as a ``pycon`` code block, so Markdown leaves its
brackets alone, and writes each role as code:

>>> markdown_docstring("A :class:`~euchre.RuleSet`.\\n\\n>>> 1 + 1\\n2").splitlines()
['A `RuleSet`.', '', '```pycon', '>>> 1 + 1', '2', '```']

The markers that are there for doctest only are left out of every code example: a
``<BLANKLINE>`` is shown as the blank line it stands for, and a ``# doctest: +ELLIPSIS``
directive is dropped from its line (:func:`reader_line`; the hook ``readable.py``
does the same on the hand-written pages).
"""

from __future__ import annotations

import re
from typing import Any, Final

try:
    from griffe import Extension, Object
except ImportError:  # without the docs extra the module still imports (and its doctest runs)
    Extension = Object = object  # type: ignore[assignment,misc]

#: ``:class:`~euchre.RuleSet``` -> ``RuleSet``; ``:mod:`euchre.bots``` -> ``euchre.bots``.
ROLE: Final = re.compile(r":(?:class|func|meth|mod|data|attr|exc|obj):`~?([^`]+)`")
FENCE: Final = "```"
#: A doctest directive at the end of an example's source line, as doctest itself finds it.
DIRECTIVE: Final = re.compile(r"\s*#\s*doctest:\s*[^\n'\"]*$")
#: The line doctest wants where the output has a blank line.
BLANKLINE: Final = "<BLANKLINE>"


def reader_line(line: str) -> str:
    """A line of a code example as a reader should see it: a ``<BLANKLINE>`` as the blank
    line it stands for, a source line (``>>>`` or ``...``) without its doctest directive.

    >>> reader_line(">>> print(text)  # doctest: +ELLIPSIS, +NORMALIZE_WHITESPACE")
    '>>> print(text)'
    >>> reader_line("    <BLANKLINE>"), reader_line("... x = 1   # doctest: +SKIP")
    ('', '... x = 1')
    >>> reader_line('>>> print("# doctest: is a comment here")')  # doctest only reads the end
    '>>> print("# doctest: is a comment here")'
    """
    stripped = line.strip()
    if stripped == BLANKLINE:
        return ""
    if stripped.startswith((">>>", "...")):
        return DIRECTIVE.sub("", line)
    return line


def _role(found: re.Match[str]) -> str:
    target = found.group(1)
    whole = found.group(0)
    return f"`{target.rsplit('.', 1)[-1] if ':`~' in whole else target}`"


def markdown_docstring(text: str) -> str:
    """The docstring ``text`` with its doctest runs fenced and its roles as code."""
    out: list[str] = []
    indent: str | None = None  # the indentation of the example being fenced
    in_fence = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith(FENCE):
            in_fence = not in_fence
        if not in_fence and indent is None and stripped.startswith(">>>"):
            indent = line[: len(line) - len(line.lstrip())]
            out.append(indent + FENCE + "pycon")
        elif indent is not None and not stripped:
            out.append(indent + FENCE)
            indent = None
        out.append(reader_line(line) if indent is not None or in_fence else ROLE.sub(_role, line))
    if indent is not None:
        out.append(indent + FENCE)
    return "\n".join(out)


class DocstringMarkdown(Extension):
    """Rewrite every docstring as :func:`markdown_docstring` says, as it is loaded."""

    def on_instance(self, *, obj: Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = markdown_docstring(obj.docstring.value)
