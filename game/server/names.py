"""Who may take a name online: not a computer player's, nor one whose key
(:mod:`game.server.name_keys`: case and look-alike letters aside) another
person's name has. The refusal names the taken name when the asked one is
a look-alike of it, not the same name in other case: the player hears
which name theirs was taken for (a public name: the lobby says it anyway).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..online import protocol as p
from .name_keys import name_key, same_name
from .store import TableStore
from .table import is_computer_name

#: what each digit becomes in a key ("0" -> "o", "1" -> "l", "2" -> "2", ...)
_DIGIT_KEYS = frozenset(name_key(digit) for digit in "0123456789")


def poses_as_computer(name: str) -> bool:
    """A computer player's name ("Computer 2", "bot"), in look-alike letters
    or digits too: "Соmputer 2" with Cyrillic С and о, "Bot l" for "Bot 1"."""
    if is_computer_name(name):
        return True
    words = name_key(name).split()
    if not words:
        return False
    # The words after the first that are digits' keys, read back as digits.
    read = [words[0], *("0" * len(w) if set(w) <= _DIGIT_KEYS else w for w in words[1:])]
    return is_computer_name(" ".join(read))


def refusal(name: str, holder: str) -> p.Error:
    """``name-taken``, with the taken name when ``name`` only looks like it."""
    return p.Error(code="name-taken", args={} if same_name(name, holder) else {"name": holder})


def claim(store: TableStore, token: str, name: str, seated: Iterable[str]) -> p.Error | None:
    """Keep ``name`` for the new person of ``token``, or the refusal to send
    them: a computer player's name, or the key of a name someone has
    (stored, or seated at a table)."""
    if poses_as_computer(name):
        return p.Error(code="name-taken")
    key = name_key(name)
    holder = next((other for other in seated if name_key(other) == key), None)
    if holder is None:
        holder = store.add_player(token, name)
    return None if holder is None else refusal(name, holder)
