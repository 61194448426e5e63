"""One public path for what a package exports from its private modules.

``euchre.records``, ``euchre.egn`` and ``euchre.bots`` keep their parts in private modules
(``_json.py``, ``_read.py``, ``_rule.py``, ...) and re-export the public names.
:func:`shown_as` makes each exported class and function say the package's path in reprs,
tracebacks, pickles and the API reference (``euchre.egn.EgnError``, never
``euchre.egn._errors.EgnError``).

The cost, accepted for one public path: tools that find a class's source through its module
(``inspect.getsource``, IPython's ``RuleBot??``, pydoc's source link) look in the package's
``__init__.py`` and do not find it on Python 3.11 and 3.12; a function's source is still
found (its code object keeps its file). The class is in the package's private module named
after its job (``euchre/bots/_rule.py`` for ``RuleBot``).

>>> from euchre import bots, records
>>> records.RecordError.__module__, bots.RuleBot.lead.__module__
('euchre.records', 'euchre.bots')
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any


def shown_as(package: str, *public: type | Callable[..., Any]) -> None:
    """Set ``__module__`` to ``package`` on each item, and on each class's own methods.

    The methods matter too: the doctest finder collects a method's example only from the
    module its ``__module__`` names, so without them the examples of a class's methods
    would run nowhere.

    >>> class Thing:
    ...     def act(self) -> None: ...
    ...     @classmethod
    ...     def make(cls) -> None: ...
    >>> shown_as("euchre.things", Thing)
    >>> Thing.__module__, Thing.act.__module__, Thing.make.__module__
    ('euchre.things', 'euchre.things', 'euchre.things')
    """
    for item in public:
        item.__module__ = package
        if isinstance(item, type):
            for member in vars(item).values():
                if isinstance(member, classmethod | staticmethod):
                    member = member.__func__
                if inspect.isfunction(member):
                    member.__module__ = package
