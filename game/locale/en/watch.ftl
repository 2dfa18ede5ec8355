# Watching an online table (a spectator): no seat, no hand, every seat named.
# A key that would move or select, pressed while watching.
watch-refused = You are watching: only { $names } move at this table.
# The status key while watching.
watch-status = You are watching { $names } play.
