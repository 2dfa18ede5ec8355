"""Moves and views as plain JSON-able values, and moves back from them.

An engine's moves and views are frozen dataclasses holding cards (named
tuples whose ``str()`` is their record notation and which have a ``parse``
class method), tuples, ints, strings and bools. On the wire a card is its
code, a tuple a list, a dataclass an object; a move adds ``"kind"``, its
class name. Decoding follows the dataclasses' own type hints, and the move
classes come from the annotation of the engine's ``refusal(move)``, so no
game is named here.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from functools import cache
from typing import Any, TypeAlias

from ..core.base import Game

#: What goes on the wire: None, bool, int, str, lists and str-keyed dicts of them.
Json: TypeAlias = None | bool | int | str | list["Json"] | dict[str, "Json"]


class WireError(ValueError):
    """A value that is not a move (or not one of this game's moves)."""


def encode(value: object) -> Json:
    """``value`` (a view, a move, an event's parts) as plain JSON values."""
    kind = type(value)
    how = _ENCODERS.get(kind)
    if how is None:
        how = _ENCODERS[kind] = _encoder_for(kind)
    return how(value)


#: How each type is put on the wire, found once per type: the server encodes
#: every seat's view at every event, and asking each value what it is (a card?
#: a dataclass? its fields?) was the larger part of that (seen in bench_online).
_ENCODERS: dict[type, typing.Callable[[Any], Json]] = {}


def _encoder_for(kind: type) -> typing.Callable[[Any], Json]:
    if kind is type(None) or issubclass(kind, bool | int | str):
        return _same
    if hasattr(kind, "parse") and issubclass(kind, tuple):
        return _card_code  # a card
    if dataclasses.is_dataclass(kind):
        names = tuple(f.name for f in dataclasses.fields(kind))
        return lambda value: {name: encode(getattr(value, name)) for name in names}
    if issubclass(kind, tuple | list):
        return lambda value: [encode(v) for v in value]
    if issubclass(kind, dict):
        return lambda value: {str(k): encode(v) for k, v in value.items()}

    def refuse(value: object) -> Json:
        raise TypeError(f"cannot put a {kind.__name__} on the wire")
    return refuse


def _same(value: Json) -> Json:
    return value


@functools.lru_cache(maxsize=4096, typed=True)  # two games' equal cards stay apart
def _card_code(card: tuple[object, ...]) -> str:
    """A card's code, made once: a deal shows the same few cards again and again."""
    return str(card)


def encode_move(move: object) -> dict[str, Json]:
    shown = encode(move)
    if not isinstance(shown, dict):
        raise TypeError(f"a move is a dataclass, not a {type(move).__name__}")
    return {"kind": type(move).__name__, **shown}


@cache
def move_classes(engine: type[Game[Any]]) -> dict[str, type]:
    """The engine's move classes by name, read from ``refusal``'s annotation."""
    hint = typing.get_type_hints(engine.refusal)["move"]
    members = typing.get_args(hint) or (hint,)
    return {cls.__name__: cls for cls in members
            if isinstance(cls, type) and dataclasses.is_dataclass(cls)}


def decode_move(engine: type[Game[Any]], data: object) -> object:
    """The move ``data`` stands for in ``engine``; :class:`WireError` if none."""
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise WireError("a move is an object with a kind")
    cls = move_classes(engine).get(data["kind"])
    if cls is None:
        raise WireError(f"no move {data['kind']!r}")
    return _decode(cls, {k: v for k, v in data.items() if k != "kind"})


@cache
def view_class(engine: type[Game[Any]]) -> type:
    """The engine's view dataclass, read from ``view``'s annotation."""
    cls = typing.get_type_hints(engine.view)["return"]
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        raise TypeError(f"{engine.game_id}'s view is not a dataclass")
    return cls


def decode_view(engine: type[Game[Any]], data: object) -> object:
    """The view ``data`` stands for (as :func:`encode` put it on the wire);
    :class:`WireError` if it is not one of ``engine``'s views."""
    return _decode(view_class(engine), data)


@cache
def _fields(cls: type) -> tuple[dict[str, Any], frozenset[str]]:
    """A dataclass's resolved field types and names, read once per class:
    resolving the hints compiles each one anew (most of a move's decoding)."""
    return typing.get_type_hints(cls), frozenset(f.name for f in dataclasses.fields(cls))


def _decode(hint: Any, data: object) -> Any:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        for member in typing.get_args(hint):
            try:
                return _decode(member, data)
            except WireError:
                continue
        raise WireError(f"{data!r} fits none of {hint}")
    if hint is type(None):
        if data is not None:
            raise WireError("expected null")
        return None
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(data, list):
            raise WireError(f"expected a list for {hint}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], item) for item in data)
        if len(data) != len(args):  # a pair (a seat and its card): each item its own type
            raise WireError(f"expected {len(args)} items for {hint}")
        return tuple(_decode(arg, item) for arg, item in zip(args, data, strict=True))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if not isinstance(data, dict):
            raise WireError(f"expected an object for {hint.__name__}")
        hints, names = _fields(hint)
        if not set(data) <= names:
            raise WireError(f"unknown fields {sorted(set(data) - names)}")
        return hint(**{name: _decode(hints[name], value) for name, value in data.items()})
    if hint is bool or hint is str:
        if type(data) is not hint:
            raise WireError(f"expected a {hint.__name__}")
        return data
    if hint is int:
        if type(data) is not int:
            raise WireError("expected an integer")
        return data
    if isinstance(hint, type) and hasattr(hint, "parse"):
        if not isinstance(data, str):
            raise WireError("a card is its code")
        try:
            return hint.parse(data)
        except ValueError as err:
            raise WireError(str(err)) from None
    raise WireError(f"cannot read {hint}")
