"""Print the fuzz suite's counts (the JSON ``EUCHRE_FUZZ_REPORT`` wrote) as a table.

Usage: ``python tests/fuzz/report.py fuzz-report.json`` (``--markdown`` for a Markdown
table). The last line sums the columns; ``other`` and ``violations`` must be 0.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

COLUMNS = ("tried", "accepted", "rejected", "other", "violations")


def table(report: dict[str, Any], markdown: bool = False) -> str:
    """The counts as a text (or Markdown) table, with a total line.

    >>> print(table({"scale": 1.0, "entries": {"parse_card": {"tried": 3, "accepted": 1,
    ...     "rejected": 2, "other": 0, "violations": 0}}}))
    entry        tried  accepted  rejected  other  violations
    parse_card       3         1         2      0           0
    total            3         1         2      0           0
    <BLANKLINE>
    1 entry points; scale 1.0
    """
    entries: dict[str, dict[str, int]] = report.get("entries", {})
    rows = [(name, [counts.get(c, 0) for c in COLUMNS]) for name, counts in sorted(entries.items())]
    total = [sum(row[1][i] for row in rows) for i in range(len(COLUMNS))]
    rows.append(("total", total))
    lines = []
    if markdown:
        lines.append("| entry | " + " | ".join(COLUMNS) + " |")
        lines.append("|---|" + "---:|" * len(COLUMNS))
        lines += [f"| {name} | " + " | ".join(f"{n:,}" for n in nums) + " |" for name, nums in rows]
    else:
        width = max(len("entry"), *(len(name) for name, _ in rows))
        sizes = [max(len(c), *(len(str(nums[i])) for _, nums in rows)) for i, c in enumerate(COLUMNS)]
        lines.append(f"{'entry':<{width}}  " + "  ".join(f"{c:>{s}}" for c, s in zip(COLUMNS, sizes, strict=True)))
        for name, nums in rows:
            lines.append(f"{name:<{width}}  " + "  ".join(f"{n:>{s}}" for n, s in zip(nums, sizes, strict=True)))
    extra = [f"{len(entries)} entry points; scale {report.get('scale')}"]
    if "seconds" in report:
        extra.append(f"{report['seconds']} s")
    if "exitstatus" in report:
        extra.append(f"pytest exit status {report['exitstatus']}")
    return "\n".join(lines) + "\n\n" + "; ".join(extra)


def main(argv: list[str]) -> int:
    """Print the table of the report file named in ``argv``; 1 if other or violations."""
    args = [a for a in argv if not a.startswith("--")]
    if len(args) != 1:
        print("usage: python tests/fuzz/report.py REPORT.json [--markdown]", file=sys.stderr)
        return 2
    report = json.loads(Path(args[0]).read_text(encoding="utf-8"))
    print(table(report, markdown="--markdown" in argv))
    bad = sum(c.get("other", 0) + c.get("violations", 0) for c in report.get("entries", {}).values())
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
