# Telling a player new to this profile where the keys are.
# The main menu's opening, the first time a profile starts ($opening: the
# opening as always, "Parlour, main menu. Play, 1 of 11"; $help: the help key).
menu-open-first = { $opening }. { $help } lists the keys on any screen.
# A player's first deal of a game: how to hear the hand and where the keys
# are; said before the call to act, whatever the opening's length.
opening-first-deal = { $hand } reads your hand, and { $help } lists the keys.
# A key bound to nothing, at the table or in a menu.
key-unbound = No command on that key. { $help } lists the keys.
# The table row says each item's place among them, as the hand does.
row-item = { $label }, { $position }
# The setting that keeps where the keys were told, named in a sentence
# about a damaged settings file.
setting-file-keys-told = The key hints already given
