"""The bots by name, and :func:`make_bot`, which builds one from a spec string."""

from __future__ import annotations

from euchre.bots._base import Bot, RandomBot
from euchre.bots._pimc import PIMCBot
from euchre.bots._rule import RuleBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "rule": RuleBot, "pimc": PIMCBot}


def make_bot(spec: str, seed: int | str = 0) -> Bot:
    """A bot from a name and optional knobs: ``"rule"``, ``"pimc:samples=8,bid=0"``.

    >>> from euchre.bots import make_bot
    >>> make_bot("pimc:samples=8", seed=2).samples
    8
    >>> make_bot("random")
    RandomBot(seed=0)
    """
    name, _, rest = spec.partition(":")
    cls = BOTS.get(name.strip().lower())
    if cls is None:
        raise ValueError(f"unknown bot {name!r}: choose from {', '.join(BOTS)}")
    kwargs: dict[str, object] = {}
    for item in filter(None, (x.strip() for x in rest.split(","))):
        key, _, text = item.partition("=")
        value: object
        if text.lower() in ("true", "false"):
            value = text.lower() == "true"
        elif text.lower() == "none":
            value = None
        else:
            try:
                value = int(text)
            except ValueError:
                try:
                    value = float(text)
                except ValueError:
                    value = text
        if key.strip() in ("bid", "infer", "score_aware") and isinstance(value, int):
            value = bool(value)
        kwargs[key.strip()] = value
    return cls(seed, **kwargs)
