"""The online table server (``parlour serve``): :mod:`.app` (connections,
computer players, grace), :mod:`.table` (one table), :mod:`.store` (SQLite).
It imports no app, speech, sound or pygame. See ``docs/online.md``."""
