"""Key bindings from ``keymap.toml``: defaults, the player's copy, ``--keymap``.

A broken file never stops the game: it yields one :class:`KeymapProblem`
(spoken and printed by the app). A file that cannot be read as a whole (not
TOML, not text) is left out; one bad binding costs only that binding: every
other key in the file is kept, and the sentence names what was left out.
The file itself is never changed: the player wrote it by hand.
"""

from __future__ import annotations

import re
import tomllib
import warnings
from dataclasses import dataclass, replace
from pathlib import Path

import pygame

from ..core import commands
from ..i18n import join_list, t
from ..resources import shipped
from .files import FileFault, present, read_text

DEFAULT_KEYMAP = shipped("keymap.toml")
MODIFIERS = ("ctrl", "shift", "alt")
BARE_CTRL = "ctrl"  # a Ctrl key pressed alone
# Punctuation keys by the names the game speaks for them ("Shift+comma"), so a
# key file can say what the player hears; pygame knows them only as the signs.
KEY_NAMES = {"comma": ",", "period": ".", "full stop": ".", "semicolon": ";",
             "colon": ":", "slash": "/", "backslash": "\\", "minus": "-",
             "hyphen": "-", "equals": "=", "plus": "+", "apostrophe": "'",
             "quote": "'", "backquote": "`", "left bracket": "[", "right bracket": "]"}


@dataclass(frozen=True)
class Chord:
    """A key with the modifiers held: ``key`` is a pygame key name."""

    key: str
    mods: frozenset[str] = frozenset()

    @classmethod
    def parse(cls, text: str) -> Chord:
        """``"shift+f2"`` -> Chord("f2", {"shift"}); ValueError if not a key."""
        parts = text.strip().lower().split("+")
        # "shift++" would be shift and "+": rejoin an empty tail.
        if len(parts) > 1 and parts[-1] == "" and parts[-2] == "":
            parts = [*parts[:-2], "+"]
        *mods, key = parts
        if not key or any(m not in MODIFIERS for m in mods):
            raise ValueError(text)
        if key == BARE_CTRL:
            return cls(key, frozenset(mods))
        code = key_code(KEY_NAMES.get(key, key))
        if code is None:
            raise ValueError(text)
        # The name pygame gives the key back ("keypad enter" -> "enter"), so
        # a parsed chord equals the chord of the key press.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            name = pygame.key.name(code)
        # pygame takes any one letter ("ж" is code 1078) but names only
        # those of its own key list; a key without a name can be neither
        # pressed by a script nor told apart from another by the game.
        if not name:
            raise ValueError(text)
        return cls(name, frozenset(mods))

    def label(self) -> str:
        """The words for this chord: "Shift+F2", "Enter", "D"."""
        names = [key_label(m) for m in MODIFIERS if m in self.mods]
        names.append(key_label(self.key))
        return "+".join(names)


def key_label(name: str) -> str:
    """The catalog's word for a pygame key name ("return" -> "Enter")."""
    slug = {",": "comma", ".": "period"}.get(name, name.replace(" ", "-"))
    return t("key-name", key=slug, shown=name.upper() if len(name) == 1 else name)


def key_code(name: str) -> int | None:
    """The pygame key code for a key name, or None."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return int(pygame.key.key_code(name))
        except ValueError:
            return None


def chord_of_event(key: int, mod: int) -> Chord:
    """The chord of a pygame KEYDOWN (key and mod fields)."""
    if key in (pygame.K_LCTRL, pygame.K_RCTRL):
        return Chord(BARE_CTRL)
    mods = set()
    if mod & pygame.KMOD_CTRL:
        mods.add("ctrl")
    if mod & pygame.KMOD_SHIFT:
        mods.add("shift")
    if mod & pygame.KMOD_ALT:
        mods.add("alt")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        name = pygame.key.name(key)
    return Chord(name, frozenset(mods))


@dataclass(frozen=True)
class KeymapProblem:
    """What is wrong with one key map file, as one sentence."""

    file: Path
    line: int | None
    fault: str
    # Set when the file's good bindings are kept: this fault and ``more``,
    # the file's other bad bindings, were left out.
    partial: bool = False
    more: tuple[KeymapProblem, ...] = ()
    # Set instead when nothing was left out, but the file's bindings took
    # every key of these default commands: each has no key now.
    unbound: tuple[str, ...] = ()

    def sentence(self) -> str:
        if self.unbound:
            names = [t("file-quoted", name=command_words(c)) for c in self.unbound]
            return t("keymap-unbound", file=str(self.file), commands=join_list(names),
                     count=len(names))
        if self.partial:
            faults = [self, *self.more]
            return t("keymap-partly", file=str(self.file), count=len(faults),
                     faults=" ".join(f.where() for f in faults))
        if self.line is None:
            return t("keymap-error-noline", file=str(self.file), fault=self.fault)
        return t("keymap-error", file=str(self.file), line=self.line, fault=self.fault)

    def where(self) -> str:
        """The fault with its line, for a sentence naming several."""
        return self.fault if self.line is None else t("keymap-fault-at", line=self.line,
                                                      fault=self.fault)


def command_words(command: str) -> str:
    """A command as F1 and the keys list name it ("the next joker or wild")."""
    return t(f"cmd-{command}")


def command_named(command: str) -> str:
    """A command as the key file names it, with F1's words for it, so the
    player finds the line and knows the command: "table (the table)"."""
    return t("keymap-command", name=command, words=command_words(command))


class KeymapError(Exception):
    def __init__(self, problem: KeymapProblem) -> None:
        super().__init__(problem.sentence())
        self.problem = problem


class Keymap:
    """Commands bound to chords, per screen (``global``, ``menu``, ``game``)."""

    def __init__(self, bindings: dict[str, dict[str, list[Chord]]]) -> None:
        self.bindings = bindings
        self._lookup: dict[str, dict[Chord, str]] = {}
        for screen in ("menu", "game"):
            table: dict[Chord, str] = {}
            for section in ("global", screen):
                for command, chords in bindings.get(section, {}).items():
                    for chord in chords:
                        table[chord] = command
            self._lookup[screen] = table

    def command(self, screen: str, chord: Chord) -> str | None:
        return self._lookup[screen].get(chord)

    def keys_for(self, command: str) -> list[Chord]:
        return list(self.bindings.get(commands.screen_of(command), {}).get(command, []))

    def label(self, command: str) -> str:
        """Spoken keys of a command: "F2 or H"; the command id if unbound."""
        chords = self.keys_for(command)
        if not chords:
            return command
        text = chords[-1].label()
        for chord in reversed(chords[:-1]):
            text = t("key-or", first=chord.label(), second=text)
        return text

    def first_label(self, command: str) -> str:
        chords = self.keys_for(command)
        return chords[0].label() if chords else command


def _short(text: str, limit: int = 80) -> str:
    """A name from a broken file, cut to fit in a spoken sentence."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _line_of(text: str, section: str, name: str | None) -> int | None:
    """The line of ``[section]`` or of ``name =`` inside it."""
    current = None
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        header = re.fullmatch(r"\[\s*([^\]]+?)\s*\]\s*(#.*)?", stripped)
        if header:
            current = header.group(1).strip('"')
            if name is None and current == section:
                return number
            continue
        if current == section and name is not None:
            match = re.match(r"""["']?([^"'=\s]+)["']?\s*=""", stripped)
            if match and match.group(1) == name:
                return number
    return None


def _last_opening_line(text: str) -> int | None:
    """The last non-empty line with an unbalanced ``[`` or quote."""
    lines = text.splitlines()
    for number in range(len(lines), 0, -1):
        row = lines[number - 1].split("#", 1)[0]
        if row.count("[") > row.count("]") or row.count('"') % 2 or row.count("'") % 2:
            return number
    return len(lines) or None


#: tomllib's messages, by their start, and the kind of fault each names;
#: the catalog says it (Python's English never reaches the player).
TOML_FAULTS = (("Unterminated string", "quote"), ("Unclosed", "bracket"),
               ("Expected ']'", "bracket"), ("Expected '='", "equals"),
               ("Cannot declare", "twice"), ("Cannot overwrite", "twice"),
               ("Cannot mutate", "twice"))


def toml_fault_words(detail: str) -> str:
    """The catalog's words for a TOML syntax error tomllib describes."""
    kind = next((kind for start, kind in TOML_FAULTS if detail.startswith(start)), "other")
    return t("keymap-toml-fault", kind=kind)


def parse_keymap(text: str, path: Path) -> dict[str, dict[str, list[Chord]]]:
    """Bindings in one file; raises KeymapError naming the line and the
    first fault (the game's own file must have none)."""
    bindings, faults = parse_keymap_parts(text, path)
    if faults:
        raise KeymapError(faults[0])
    return bindings


def parse_keymap_parts(text: str, path: Path
                       ) -> tuple[dict[str, dict[str, list[Chord]]], list[KeymapProblem]]:
    """(the good bindings in one file, one problem per bad binding); raises
    KeymapError when the file is bad as a whole (not TOML)."""

    def fail(fault: str, section: str | None = None, name: str | None = None,
             line: int | None = None) -> KeymapError:
        if line is None and section is not None:
            line = _line_of(text, section, name)
        return KeymapError(KeymapProblem(path, line, fault))

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        found = re.search(r"at line (\d+)", str(err))
        detail = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", str(err))
        # tomllib names no line for an unclosed bracket or string: the fault
        # starts on the last line that opens one.
        line = int(found.group(1)) if found else _last_opening_line(text)
        raise fail(t("keymap-syntax", detail=toml_fault_words(detail)), line=line) from None
    except (ValueError, RecursionError):  # a number too long, or nesting too deep
        raise fail(t("keymap-syntax", detail=t("keymap-too-big")), line=None) from None
    bindings: dict[str, dict[str, list[Chord]]] = {}
    faults: list[KeymapProblem] = []
    for section, table in data.items():
        if not isinstance(table, dict):
            line = next((n for n, row in enumerate(text.splitlines(), start=1)
                         if row.strip().startswith(section)), None)
            faults.append(fail(t("keymap-outside-section", name=_short(section)),
                               line=line).problem)
            continue
        if section not in commands.SCREENS:
            faults.append(fail(t("keymap-unknown-screen", name=_short(section)), section).problem)
            continue
        for command, keys in table.items():
            fault = _binding_fault(section, command, keys)
            if fault is not None:
                faults.append(fail(fault, section, command).problem)
                continue
            bindings.setdefault(section, {})[command] = [Chord.parse(key) for key in keys]
    return bindings, faults


def _binding_fault(section: str, command: str, keys: object) -> str | None:
    """What is wrong with one binding (``command = keys`` in ``[section]``)."""
    if command not in commands.SCREENS[section]:
        return t("keymap-unknown-command", name=_short(command))
    if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
        return t("keymap-not-list", name=command_named(command))
    for key in keys:
        try:
            Chord.parse(key)
        except ValueError:
            return t("keymap-unknown-key", key=_short(key))
    return None


def _merge(base: dict[str, dict[str, list[Chord]]],
           over: dict[str, dict[str, list[Chord]]]) -> dict[str, dict[str, list[Chord]]]:
    merged = {section: dict(table) for section, table in base.items()}
    for section, table in over.items():
        merged.setdefault(section, {}).update(table)
    return merged


Binding = tuple[str, str]  # (section, command)


def check_conflicts(bindings: dict[str, dict[str, list[Chord]]], path: Path, text: str) -> None:
    """One key bound to two commands live on the same screen is an error."""
    found = conflict(bindings, path, text)
    if found is not None:
        raise KeymapError(found[0])


def conflict(bindings: dict[str, dict[str, list[Chord]]], path: Path, text: str
             ) -> tuple[KeymapProblem, Binding, Binding, Chord] | None:
    """The first key bound to two commands live on the same screen, if any:
    the problem, the two bindings (the earlier first) and the key."""
    for screen in ("menu", "game"):
        seen: dict[Chord, Binding] = {}
        for section in ("global", screen):
            for command, chords in bindings.get(section, {}).items():
                for chord in chords:
                    if chord in seen and seen[chord][1] != command:
                        first_section, first = seen[chord]
                        line = _line_of(text, section, command) or _line_of(
                            text, first_section, first)
                        problem = KeymapProblem(path, line, t(
                            "keymap-conflict", key=chord.label(), first=command_named(first),
                            second=command_named(command)))
                        return problem, seen[chord], (section, command), chord
                    seen[chord] = (section, command)
    return None


def merge_good(base: dict[str, dict[str, list[Chord]]], path: Path, text: str,
               players: frozenset[Binding] = frozenset()
               ) -> tuple[dict[str, dict[str, list[Chord]]], list[KeymapProblem], list[Binding]]:
    """``base`` with the file's sound bindings: (the merged bindings, the
    file's bad bindings, the default commands that lost a key to them).

    A key the file binds that a default command has is the player's: the
    default loses that key. Where the other command is the player's too
    (this file's, or ``players``, those of an earlier file of theirs), the
    file's later binding is left out, so that two commands may swap keys."""
    over, faults = parse_keymap_parts(text, path)
    base = {section: {command: list(chords) for command, chords in table.items()}
            for section, table in base.items()}
    lost: list[Binding] = []
    while True:  # each round takes one key or leaves out one binding, so it ends
        merged = _merge(base, over)
        found = conflict(merged, path, text)
        if found is None:
            break
        problem, first, second, chord = found
        mine = [b for b in (first, second) if b[1] in over.get(b[0], {})]
        other = first if mine == [second] else second
        if len(mine) == 1 and other not in players:
            base[other[0]][other[1]].remove(chord)  # the player's binding wins
            lost.append(other)
            continue
        section, command = second if second[1] in over.get(second[0], {}) else first
        faults.append(problem)
        del over[section][command]
    faults.sort(key=lambda p: p.line or 0)
    return merged, faults, list(dict.fromkeys(lost))


def load_keymap(user: Path | None = None, override: Path | None = None,
                default: Path = DEFAULT_KEYMAP) -> tuple[Keymap, list[KeymapProblem]]:
    """The defaults, then the player's copy (if there is one), then the
    ``--keymap`` file. A file bad as a whole is left out and reported; in a
    file with bad bindings, only those are left out (one problem names them)."""
    text = default.read_text(encoding="utf-8")
    bindings = parse_keymap(text, default)
    check_conflicts(bindings, default, text)
    problems: list[KeymapProblem] = []
    players: set[Binding] = set()  # the bindings an earlier file of the player's made
    for path in (user, override):
        if path is None or (path is user and not present(path)):
            continue
        if not present(path):
            problems.append(KeymapProblem(path, None, t("keymap-missing")))
            continue
        try:
            text = read_text(path)
        except FileFault as err:
            problems.append(KeymapProblem(path, None, t("keymap-unreadable", detail=err.words)))
            continue
        try:
            merged, faults, lost = merge_good(bindings, path, text, frozenset(players))
        except KeymapError as err:
            problems.append(err.problem)
            continue
        players |= {(section, command) for section, table in merged.items()
                    for command, chords in table.items()
                    if chords != bindings.get(section, {}).get(command)} - set(lost)
        bindings = merged
        keyless = [b for b in lost if not merged[b[0]][b[1]]]
        if faults:
            problems.append(replace(faults[0], partial=True, more=tuple(faults[1:])))
        if keyless:
            problems.append(KeymapProblem(path, None, "",
                                          unbound=tuple(command for _, command in keyless)))
    return Keymap(bindings), problems
