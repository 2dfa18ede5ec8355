"""The shared core every game builds on: engine base, cards, records and
replay, the bot protocol, the session base, choosing and shared words.

It imports nothing from ``game.games`` (tests/test_layers.py checks), so a
game can be added or removed without touching it.
"""
