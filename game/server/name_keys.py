"""The key of a player's name, by which the server keeps names apart:
one name per person, whatever its case and whatever look-alike letters it
is written in (the rules built on it: :mod:`game.server.names`).

A name's key is its *skeleton* (Unicode TR39): case folded, NFKC, each
confusable letter or digit replaced by its prototype, until nothing changes
(:func:`disarm.skeleton_key`: a kept library's confusables table, not ours).
"Ana", "ANA", "ana" and «Аnа» written with Cyrillic А and а have one key,
``ana``; "Anna" has another. Digits fold as TR39 folds them (0 as O, 1 as
l and I): "B0b" poses as "Bob" as well as "Воb" does.

The stores keep each name's key beside it, unique (``players.skeleton``),
so two servers on one database cannot both let in two look-alikes at once.
A store made before keys, or whose keys another version computed, computes
them again when opened (:func:`keyed`); :data:`KEY_VERSION` says whose they
are. No import of the server's: both stores use it.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Iterable

import disarm

#: Who computed the stored keys: a store whose keys another version made
#: (a disarm release whose tables moved) computes them all again.
KEY_VERSION = (f"disarm {disarm.__version__}, confusables {disarm.CONFUSABLES_VERSION},"
               " digits tr39")


@functools.lru_cache(maxsize=8192)  # the names seated at every table, asked at each hello
def name_key(name: str) -> str:
    """The skeleton of ``name``: equal for names a reader cannot tell apart.

    >>> name_key("Ana") == name_key("ANA") == name_key("\\u0410n\\u0430") == "ana"
    True
    >>> name_key("Anna"), name_key("B0b"), name_key("Straße")
    ('anna', 'bob', 'strasse')
    """
    key = disarm.skeleton_key(name, digit_policy="tr39")
    # A name of letters the table folds to nothing (none is known among the
    # letters a name may have) still has a key of its own, never the empty one.
    return key or unicodedata.normalize("NFKC", name).casefold()


def same_name(a: str, b: str) -> bool:
    """The same name but for case (and compatibility forms): "ANA" is "Ana"."""
    return (unicodedata.normalize("NFKC", a).casefold()
            == unicodedata.normalize("NFKC", b).casefold())


def keyed(players: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    """The (key, token) to store for each stored (token, name), when a store
    computes its keys again: each key kept by one name, the first in code
    point order (the same on either store). A look-alike let in before keys
    were (an old store's «Аnа» beside "Ana") keeps its name and its token,
    without a key: the holder's key refuses the look-alikes of both.

    >>> keyed([("t2", "\\u0410n\\u0430"), ("t1", "Ana"), ("t3", "Bo")])
    [('ana', 't1'), ('bo', 't3')]
    """
    kept: dict[str, str] = {}
    for token, name in sorted(players, key=lambda player: (player[1], player[0])):
        kept.setdefault(name_key(name), token)
    return list(kept.items())
