# The player's files (settings, statistics, key map, save) and the folder
# they live in: what went wrong, in the player's words (game/app/files.py).
os-fault = { $code ->
    [EACCES] permission is denied
    [EPERM] permission is denied
    [EROFS] the disk is read-only
    [ENOSPC] the disk is full
    [EDQUOT] the disk quota is used up
    [EFBIG] the file would be too large
    [EISDIR] it is a folder, not a file
    [ENOTDIR] a folder on its way is a file
    [ENOENT] it does not exist
    [ELOOP] it is a link that leads round in a circle
    [ENAMETOOLONG] its name is too long
    [EBUSY] it is in use
   *[EIO] the disk could not be read or written
}
os-fault-other = the system refused, with error { $code }
file-not-json = it is not valid JSON from line { $line }, column { $column }
file-not-text = it is not UTF-8 text
file-dangling-link = it is a link to { $target }, which does not exist
file-not-object = it is not a JSON object
settings-newer = it is of format { $format }, newer than this version
settings-not-settings = it is not a settings file
settings-partly = Settings file { $file }: { $names } { $count ->
    [one] was damaged and is back at its default
   *[other] were damaged and are back at their defaults
}; every other setting is kept, and the file as it was is kept as { $kept }.
stats-not-stats = it is not a statistics file of format 1
stats-no-records = it has no records
stats-partly = Statistics file { $file }: { $count ->
    [one] the entry { $entries } was damaged and is set aside
   *[other] the entries { $entries } were damaged and are set aside
} in { $kept }; every other record is kept.
stats-not-saved = The statistics could not be saved ({ $fault }); this session still counts.
stats-not-reset = The statistics could not be reset ({ $fault }); they are kept as they were.
settings-not-saved = The settings could not be saved ({ $fault }); they hold for this session.
keymap-partly = Key map { $file }: { $faults } { $count ->
    [one] That binding is left out
   *[other] Those bindings are left out
}; every other key in the file is kept.
keymap-fault-at = line { $line }: { $fault }
game-end-not-kept = The game is over, but { $folder } cannot be written ({ $fault }): { $stale ->
    [yes] its record and statistics are not kept, and its save cannot be removed, so it will be offered again at the next start.
   *[no] its record and statistics are not kept; this session still counts it.
}
keymap-toml-fault = { $kind ->
    [quote] a quote is not closed
    [bracket] a bracket is not closed
    [equals] a name has no = after it
    [twice] a name or section is given twice
   *[other] a line is not of the form name = ["key", "key"]
}
save-fault-unreadable = { $kind ->
    [json] it is not valid JSON
   *[event] it is not an event of a game
}
# A setting or a command named in a sentence about a file, by its menu's or F1's words.
file-quoted = “{ $name }”
# A game's option among them: $game the game's name, $option the option's menu words.
setting-game-option = { $game }: { $option }
# The settings that have no menu item of their own.
setting-file-zoom = Zoom
setting-file-window = Window size
setting-file-full-screen = Full screen
setting-file-online-token = The server's pass for your name
setting-file-lessons-offered = The lessons already offered
# A save whose last line was cut off while it was written: resumed from the
# whole lines before it. $lost: yes when that line held a move.
save-torn = The saved game in { $file } was cut off in its last line, { $lost ->
    [yes] so its last move is lost: the game goes on from the move before it.
   *[no] which the game could make again: nothing is lost.
} The file as it was is kept as { $kept }.
# The player's key map took every key of default commands: $commands, quoted
# as F1 names them, have no key now.
keymap-unbound = Key map { $file }: { $commands } { $count ->
    [one] has no key now: your bindings took its key.
   *[other] have no keys now: your bindings took their keys.
}
# A statistics entry named as the Statistics menu names it: "Twenty, hard".
stats-entry = { $game }, { $level }
# A command in a sentence about the key map: its name in the file, then F1's words for it.
keymap-command = { $name } ({ $words })
