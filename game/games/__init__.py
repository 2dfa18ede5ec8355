"""The games: one package a game, each declaring itself by a spec."""
