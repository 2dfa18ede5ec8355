"""What keeps the server's delivery quick under load (issue 21's load
target, ``bench/bench_online.py``): the wire's work found once per type, a
seat's messages of one move corked into few packets, and the collector set
so that full collections do not hold the loop every few seconds."""

from __future__ import annotations

import dataclasses
import gc
import select
import socket
import typing
from collections.abc import Iterator
from typing import Any
from unittest import mock

import pytest

from game.core.cards import Card
from game.games import SPECS
from game.online import wire
from game.server import app

ENGINES = {s.id: s.engine for s in SPECS}


def test_decoding_a_move_resolves_its_class_hints_once() -> None:
    # Resolving a dataclass's hints compiles each one: it was most of a move's
    # decoding, done again for every move.
    engine = ENGINES["twenty"]
    game = engine(3, seed=4)
    sent = wire.encode_move(game.legal_moves()[0])
    wire.decode_move(engine, sent)
    with mock.patch.object(typing, "get_type_hints", wraps=typing.get_type_hints) as hints:
        again = wire.decode_move(engine, sent)
    assert hints.call_count == 0
    assert wire.encode_move(again) == sent


def test_encoding_views_asks_each_type_once_and_gives_the_same_values() -> None:
    engine = ENGINES["twenty"]
    game = engine(3, seed=4)
    wire.encode(game.view(0))
    with mock.patch.object(dataclasses, "fields", wraps=dataclasses.fields) as fields:
        shown = wire.encode(game.view(0))
    assert fields.call_count == 0
    view = game.view(0)
    assert shown == {f.name: wire.encode(getattr(view, f.name))
                     for f in dataclasses.fields(view)}


def test_equal_cards_of_two_kinds_keep_their_own_codes() -> None:
    # The card codes are remembered: a card of another game equal as a tuple
    # must not be given this one's code.
    class Tile(typing.NamedTuple):
        rank: int
        suit: str

        def __str__(self) -> str:
            return f"tile{self.rank}{self.suit}"

        @classmethod
        def parse(cls, code: str) -> Tile:
            raise ValueError(code)

    assert wire.encode(Card(5, "H")) == "5H"
    assert wire.encode(Tile(5, "H")) == "tile5H"
    assert wire.encode((Card(5, "H"), Tile(5, "H"))) == ["5H", "tile5H"]


@dataclasses.dataclass
class _Transport:
    sock: socket.socket

    def get_extra_info(self, name: str) -> Any:
        return self.sock if name == "socket" else None


@dataclasses.dataclass
class _Ws:
    transport: _Transport


@pytest.fixture
def tcp_pair() -> Iterator[tuple[socket.socket, socket.socket]]:
    listener = socket.create_server(("127.0.0.1", 0))
    sender = socket.create_connection(listener.getsockname())
    receiver, _ = listener.accept()
    sender.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # as asyncio sets it
    try:
        yield sender, receiver
    finally:
        for sock in (sender, receiver, listener):
            sock.close()


def readable(sock: socket.socket, within: float) -> bool:
    return bool(select.select([sock], [], [], within)[0])


@pytest.mark.skipif(not hasattr(socket, "TCP_CORK"),
                    reason="TCP_CORK is Linux's; elsewhere messages leave as they come")
def test_a_seats_messages_of_one_move_leave_together(
        tcp_pair: tuple[socket.socket, socket.socket]) -> None:
    sender, receiver = tcp_pair
    ws: Any = _Ws(_Transport(sender))
    with app.corked(ws, 2):
        sender.sendall(b"event")
        # Held while corked: the receiver has nothing yet (uncorked, the
        # first message is readable at once on loopback).
        assert not readable(receiver, 0.05)
        sender.sendall(b"snapshot")
    assert readable(receiver, 5.0)  # out as soon as the last one is written
    got = b""
    while len(got) < len(b"eventsnapshot") and readable(receiver, 5.0):
        got += receiver.recv(100)
    assert got == b"eventsnapshot"


def test_one_message_is_not_corked(tcp_pair: tuple[socket.socket, socket.socket]) -> None:
    sender, receiver = tcp_pair
    ws: Any = _Ws(_Transport(sender))
    with app.corked(ws, 1):
        sender.sendall(b"answer")
        assert readable(receiver, 5.0)


def test_the_server_collects_its_old_objects_seldom() -> None:
    before = gc.get_threshold()
    try:
        app.tune_gc()
        young, _, old = gc.get_threshold()
        assert young >= 2000 and old >= 100
        assert gc.get_freeze_count() > 0  # what was made at start is scanned no more
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
