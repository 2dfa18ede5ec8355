# Watching an online table (a spectator): no seat, no hand, every seat named.
# A key that would move or select, pressed while watching.
watch-refused = You are watching: only { $names } move at this table.
# The status key while watching.
watch-status = You are watching { $names } play.
# A deal's opening cut short, to a watcher (who has no hand to read).
watch-opening-rest = { $history } goes back through the rest.
