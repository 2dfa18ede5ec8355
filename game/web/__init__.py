"""The web part: a browser's player, made as the desktop game makes its own.

``parlour serve`` starts it (:mod:`game.web.process`) beside the table
server, which relays each browser's WebSocket to it over loopback. For each
browser it holds what the desktop app holds for its player: the online
menus and link, the table and its session, in that browser's language
(:mod:`game.web.seat`); it connects to the table server as one more client,
so the words are made from that seat's view and redacted events alone. The
table server itself loads no catalog. docs/web.md is the map.
"""
