"""Typed events: each game's events as structs whose hidden fields say so.

An engine's events are plain JSON objects (``records.md``): that is what the
records, the saves and the wire carry, byte for byte. Each game also
declares them as :class:`GameEvent` structs (msgspec), one per event type,
tagged by their ``"type"``. A field of cards that not every seat may see is
marked where it is declared, ``Annotated[..., Secret(...)]``, and the
engine's hiding declaration (:data:`~game.core.hidden.HiddenFields`, which
``Game.redact`` applies to every game alike) is read off those marks
(:meth:`EventSchema.hidden`): what is hidden is said once, beside the field.

A hidden field holds the cards for a seat that may see them and their count
for one that may not, so its type is ``list[str] | int`` (:data:`Shown`).

>>> class Draw(GameEvent, tag="draw"):
...     player: int
...     cards: Annotated[Shown, Secret(owner_sees=True)]
>>> schema = EventSchema(Draw)
>>> schema.hidden
{'draw': (Hidden(field='cards', by_seat=False, owner_sees=True, only_if={}),)}
>>> schema.typed({"type": "draw", "player": 1, "cards": 2})
Draw(player=1, cards=2)
>>> schema.plain(Draw(player=0, cards=["KH"]))
{'type': 'draw', 'player': 0, 'cards': ['KH']}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field as default
from typing import Annotated, Any, Literal, TypeAlias, Union, get_args, get_origin, get_type_hints

import msgspec

from .hidden import Event, Hidden, HiddenFields

#: Card codes (``records.md``'s notation), in the order the event lists them.
Cards: TypeAlias = list[str]
#: A hidden group of cards: the codes to a seat that may see them, else their count.
Shown: TypeAlias = list[str] | int
#: A hidden list with one group per seat, each shown or counted on its own.
ShownBySeat: TypeAlias = list[list[str] | int]


class GameEvent(msgspec.Struct, tag_field="type", forbid_unknown_fields=True,
                omit_defaults=True):
    """One event of a game, tagged by its ``"type"``. Fields are declared in
    the order the engine writes them, so an event and its struct make the
    same JSON; an optional field (default None or False) is left out when
    unset, as the engines leave it out."""


class EventPart(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A part of an event's field (a laid group, a target), typed as strictly;
    an optional field (default None) is left out when unset."""


@dataclass(frozen=True)
class Secret:
    """The mark of a field not every seat may see: as :class:`Hidden`,
    without the field's name, which the declaration supplies."""

    by_seat: bool = False
    owner_sees: bool = False
    only_if: Mapping[str, object] = default(default_factory=dict)

    def of(self, field: str) -> Hidden:
        return Hidden(field, by_seat=self.by_seat, owner_sees=self.owner_sees,
                      only_if=self.only_if)


#: Each seat sees its own entry of a list by seat (a deal's hands).
OWN_BY_SEAT = Secret(by_seat=True, owner_sees=True)
#: Each entry of a list by seat hidden from every seat (face-down cards).
NOBODY_BY_SEAT = Secret(by_seat=True)
#: Nobody sees these cards, only how many (the stock).
NOBODY = Secret()
#: Only the player of the event sees the cards it took (a draw from the stock;
#: a card taken from the discard pile was in sight).
DRAWER = Secret(owner_sees=True, only_if={"source": "stock"})


class Deal(GameEvent, tag="deal"):
    """A deal as most games write it (records.md); a game with more to deal
    (the phase each seat works on) subclasses it; one that deals otherwise declares its own."""

    deal: int
    dealer: int
    hands: Annotated[ShownBySeat, OWN_BY_SEAT]
    stock: Annotated[Shown, NOBODY]
    discard: Cards


class Draw(GameEvent, tag="draw"):
    """Cards taken into a hand from the stock (seen by the drawer alone) or
    the discard pile (seen by all)."""

    player: int
    source: Literal["stock", "discard"]
    cards: Annotated[Shown, DRAWER]


class Reshuffle(GameEvent, tag="reshuffle"):
    """The discard pile, less its top card, became the new stock (unseen)."""

    stock: Annotated[Shown, NOBODY]


class GameEnd(GameEvent, tag="game_end"):
    """The last event: the winners and what each seat scored; a game adds its own."""

    winners: list[int]
    totals: list[int]


def player_of(event: GameEvent) -> int | None:
    """The seat whose move ``event`` is (None: an event of no one seat, a deal)."""
    player = getattr(event, "player", None)
    return player if isinstance(player, int) else None


def secret_of(annotation: object) -> Secret | None:
    """The :class:`Secret` mark of a field's annotation, if it has one."""
    if get_origin(annotation) is Annotated:
        return next((m for m in get_args(annotation)[1:] if isinstance(m, Secret)), None)
    return None


def tag_of(kind: type[GameEvent]) -> str:
    tag = kind.__struct_config__.tag
    if not isinstance(tag, str):
        raise TypeError(f"{kind.__name__} has no event type: declare it with tag=\"...\"")
    return tag


class EventSchema:
    """A game's event types: reads its plain events as structs and back, and
    says which fields are hidden (``hidden``, the engine's declaration)."""

    def __init__(self, *kinds: type[GameEvent]) -> None:
        tags = [tag_of(k) for k in kinds]
        if len(set(tags)) != len(tags):
            raise ValueError(f"two event types share a tag: {sorted(tags)}")
        self.kinds = dict(zip(tags, kinds, strict=True))
        self._union: Any = Union[kinds]  # noqa: UP007 (a union made of a tuple of types)
        self.hidden: HiddenFields = {tag: marks for tag, kind in self.kinds.items()
                                     if (marks := self._marks(kind))}

    @staticmethod
    def _marks(kind: type[GameEvent]) -> tuple[Hidden, ...]:
        hints = get_type_hints(kind, include_extras=True)
        return tuple(secret.of(name) for name in kind.__struct_fields__
                     if (secret := secret_of(hints[name])) is not None)

    @property
    def types(self) -> frozenset[str]:
        """The event types declared."""
        return frozenset(self.kinds)

    def typed(self, event: Mapping[str, Any]) -> GameEvent:
        """``event`` as its struct; :class:`msgspec.ValidationError` for an
        event of no declared type, a missing, unknown or ill-typed field."""
        value: GameEvent = msgspec.convert(event, self._union)
        return value

    @staticmethod
    def plain(event: GameEvent) -> Event:
        """The struct as the plain event the engine writes (same keys, same order)."""
        plain: Event = msgspec.to_builtins(event)
        return plain
