"""Every fenced block in README.md and docs/ is run by a test or exempted by name: a doctest,
a console block of euchre commands, a file a console block reads, or a block titled
"Not run by the tests: REASON" (the kinds are defined in ``test_issue13_docs.py``).

:data:`NOT_YET_CONVERTED` lists the blocks, on pages written by others, that were still of
none of these kinds when this test was written. The test fails on any other such block,
and on a listed block that has since been converted (remove it from the list): the list
can only shrink.
"""

from __future__ import annotations

from test_issue13_docs import EXEMPT_TITLE, all_blocks, kind

#: (page, first line) of each block still to convert: a doctest, or the exemption title.
NOT_YET_CONVERTED: set[tuple[str, str]] = set()


def test_every_fenced_block_is_run_or_exempted() -> None:
    unchecked = {
        (block.page, block.lines[0] if block.lines else ""): str(block)
        for block in all_blocks()
        if kind(block) is None
    }
    new = [where for key, where in unchecked.items() if key not in NOT_YET_CONVERTED]
    assert not new, (
        "blocks that no test runs (make each a doctest, a ```console block of euchre "
        "commands with their output, a file titled with its name that a console block "
        f"reads, or title it {EXEMPT_TITLE!r} with the reason): " + "; ".join(new)
    )
    converted = NOT_YET_CONVERTED - unchecked.keys()
    assert not converted, f"converted (or gone): remove from NOT_YET_CONVERTED: {sorted(converted)}"
