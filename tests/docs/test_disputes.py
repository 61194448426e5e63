"""The disputes page (docs/disputes.md) is a list of worked arguments: each is numbered in
order, names where the argument comes from and the rule set its answer holds under, and
settles it with code the tests run (the doctests of the page run through
``--doctest-glob='*.md'``; its console blocks through tests/docs/test_doc_blocks.py)."""

from __future__ import annotations

import re
from pathlib import Path

PAGE = Path(__file__).resolve().parents[2] / "docs" / "disputes.md"

#: The page promises at least this many worked arguments (issue "The referee").
AT_LEAST = 30

_HEADING = re.compile(r"^## (\d+)\. (.+)$", re.MULTILINE)
_SOURCE = re.compile(r"\*Source:\*")
_HOLDS = re.compile(r"\*Holds\s+under:\*")  # the line may wrap between the words


def disputes() -> list[tuple[int, str, str]]:
    """Each dispute of the page: its number, its question and its text up to the next one."""
    text = PAGE.read_text(encoding="utf-8")
    found = list(_HEADING.finditer(text))
    ends = [match.start() for match in found[1:]] + [len(text)]
    return [
        (int(match.group(1)), match.group(2), text[match.end() : end])
        for match, end in zip(found, ends, strict=True)
    ]


def test_the_disputes_page_has_at_least_thirty_disputes_numbered_in_order() -> None:
    numbers = [number for number, _, _ in disputes()]
    assert len(numbers) >= AT_LEAST, f"{len(numbers)} disputes; the page promises {AT_LEAST}"
    assert numbers == list(range(1, len(numbers) + 1)), numbers


def test_every_dispute_names_its_source_and_the_rules_it_holds_under() -> None:
    missing = [
        f"{number}. {question}"
        for number, question, body in disputes()
        if not _SOURCE.search(body) or not _HOLDS.search(body)
    ]
    assert not missing, "disputes without a source or a rule set: " + "; ".join(missing)


def test_every_dispute_is_settled_by_code_the_tests_run() -> None:
    unsettled = [
        f"{number}. {question}"
        for number, question, body in disputes()
        if "\n>>> " not in body and "\n```console\n$ euchre " not in body
    ]
    assert not unsettled, "disputes with no doctest or console block: " + "; ".join(unsettled)


def test_the_questions_are_distinct() -> None:
    questions = [question for _, question, _ in disputes()]
    assert len(set(questions)) == len(questions)
