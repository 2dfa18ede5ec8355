"""Numbers for the closing note of a refactor: how big the parts are and how
they hang together. Prints plain lines, one fact a line.

* each game's session class: its members (``dir()`` of the class less
  ``object``'s, plus the attributes a constructed session sets on itself)
  and the length of its MRO;
* each part a session holds (an attribute whose class is one of
  ``game``'s own and not a value: the flow, the advice, the reports, the
  jumps, the narrator, the seat...): its members, counted as a session's;
* how many times the name ``Any`` appears in ``game/`` (Python tokens, so a
  comment or a string saying "Any" is not counted);
* the ``game.`` modules that ``import game.server`` (and the server proper,
  ``game.server.app``) load in a fresh interpreter, naming any catalog,
  words, locale or session module among them;
* the files of ``game/`` one key press runs code in, from the session's
  ``handle`` to the words (Space, then Enter, on the player's first turn of
  each game, the opening heard; the app's key map and speech not counted);
* how many comparisons test a value against an event type's name
  (``kind == "deal"``), where typed events match on a struct;
* the import cycles among the ``game.`` modules: every ``import`` and
  ``from ... import`` anywhere in a module (in a function too: a deferred
  import still ties the modules together), read with ``ast``; a cycle is a
  strongly connected component of more than one module.

Run: ``python tools/measure_parts.py`` from the repository root. The
functions are importable, so tests can run the cycle finder on a package
of their own.
"""

from __future__ import annotations

import ast
import io
import subprocess
import sys
import tokenize
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from functools import partial
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parents[1]
#: Module names, by their last part, that the server should not need.
AVOIDED_PARTS = ("i18n", "locale", "words", "session")


def module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (a folder under ``root``) by dotted name."""
    found: dict[str, Path] = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imported_names(path: Path, module: str, modules: Collection[str]) -> Iterator[str]:
    """Every module name the source of ``module`` imports, anywhere in it,
    relative imports made absolute; ``from x import y`` gives ``x.y`` when
    that is a module of ``modules``, and ``x`` unless ``x`` is a package
    holding ``module`` and every ``y`` is a module: that ``x`` is already
    loaded before ``module`` runs, and none of its contents are read."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = parts[: len(parts) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            submodules = [f"{name}.{alias.name}" for alias in node.names
                          if f"{name}.{alias.name}" in modules]
            yield from submodules
            holds_module = module.startswith(name + ".")
            if len(submodules) < len(node.names) or not holds_module:
                yield name


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Which other modules of ``package`` each of its modules imports.

    No module counts as importing itself: ``from . import x`` in a package
    names the package as the place ``x`` comes from, which is no loop."""
    modules = module_names(root, package)
    return {module: {name for name in imported_names(path, module, modules)
                     if name in modules and name != module}
            for module, path in modules.items()}


def strongly_connected(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of ``graph``, each sorted,
    iteratively (a deep chain of imports must not hit the recursion limit)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph.get(successor, ())))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component: list[str] = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    components.append(sorted(component))
    return components


def import_cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The cycles (components of two modules or more), the biggest first."""
    found = [c for c in strongly_connected(graph) if len(c) > 1]
    return sorted(found, key=lambda c: (-len(c), c))


def any_count(folder: Path) -> int:
    """How many times the name ``Any`` is a token of the Python under ``folder``."""
    count = 0
    for path in sorted(folder.rglob("*.py")):
        tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
        count += sum(1 for tok in tokens if tok.type == tokenize.NAME and tok.string == "Any")
    return count


def event_tags() -> frozenset[str]:
    """Every event type the games declare."""
    sys.path.insert(0, str(ROOT))
    from game.games import SPECS

    return frozenset(tag for spec in SPECS for tag in spec.engine.event_types.types)


def type_comparisons(folder: Path, tags: Collection[str]) -> int:
    """How many comparisons in the source under ``folder`` (tests left out)
    test a value against an event type's name (``kind == "deal"``,
    ``e["type"] in ("play", "draw")``): the string tests that matching on
    typed events replaces."""

    def names(node: ast.expr) -> set[str]:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return {node.value}
        if isinstance(node, ast.Tuple | ast.Set | ast.List):
            return set().union(*(names(e) for e in node.elts)) if node.elts else set()
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "frozenset":
            return set().union(*(names(a) for a in node.args)) if node.args else set()
        return set()

    count = 0
    for path in sorted(folder.rglob("*.py")):
        if "tests" in path.relative_to(folder).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                count += any(names(side) and names(side) <= set(tags) for side in sides)
    return count


def loaded_modules(statement: str) -> list[str]:
    """The ``game`` modules a fresh interpreter holds after ``statement``."""
    probe = (f"{statement}\nimport sys\n"
             "print('\\n'.join(sorted(m for m in sys.modules"
             " if m == 'game' or m.startswith('game.'))))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    return done.stdout.split()


def avoided(modules: Iterable[str]) -> list[str]:
    """The catalog, locale, words and session modules among ``modules``."""
    return [m for m in modules
            if any(part in m.rpartition(".")[2] for part in AVOIDED_PARTS)
            or ".locale" in m]


def member_count(thing: object) -> tuple[int, int]:
    """The members of ``thing``'s class (``dir()`` less ``object``'s) and
    those it set on itself beyond them."""
    members = set(dir(type(thing))) - set(dir(object))
    own = set(vars(thing)) - members if hasattr(thing, "__dict__") else set()
    return len(members), len(own)


def session_lines() -> Iterator[str]:
    sys.path.insert(0, str(ROOT))
    from game.games import SPECS

    for spec in SPECS:
        cls = spec.session
        session = cls(2, ["normal"], seed=1)
        members, own = member_count(session)
        yield (f"session {spec.id} {cls.__name__}: members {members + own}"
               f" (class {members}, instance {own}), mro {len(cls.__mro__)}")


def is_part(value: object) -> bool:
    """A part: an object of one of ``game``'s own classes that does more
    than hold values (a dataclass of data, an enum or a row is not one)."""
    cls = type(value)
    return (cls.__module__.startswith("game.") and hasattr(value, "__dict__")
            and not hasattr(cls, "__dataclass_fields__")
            and any(callable(getattr(cls, name)) for name in vars(cls)
                    if not name.startswith("__")))


def part_lines() -> Iterator[str]:
    sys.path.insert(0, str(ROOT))
    from game.games import SPECS

    for spec in SPECS:
        session = spec.session(2, ["normal"], seed=1)
        for name, value in sorted(vars(session).items()):
            if is_part(value):
                members, own = member_count(value)
                yield (f"part {spec.id} {name} {type(value).__name__}: members"
                       f" {members + own} (class {members}, instance {own})")


def files_run(action: Callable[[], object]) -> set[str]:
    """The files under ``game/`` whose code runs while ``action`` runs."""
    game = str(ROOT / "game")
    files: set[str] = set()

    def trace(frame: FrameType, event: str, arg: object) -> None:
        if frame.f_code.co_filename.startswith(game):
            files.add(frame.f_code.co_filename)

    sys.setprofile(trace)
    try:
        action()
    finally:
        sys.setprofile(None)
    return {str(Path(f).relative_to(ROOT)) for f in files}


def key_press_lines() -> Iterator[str]:
    sys.path.insert(0, str(ROOT))
    from game.games import SPECS

    for spec in SPECS:
        session = spec.session(3, ["normal"] * 2, seed=1)
        session.start()
        while session.bots.due():
            session.bots.step()
        session.flow.opening_heard()
        for key, command in (("Space", "toggle_select"), ("Enter", "play")):
            files = files_run(partial(session.handle, command))
            yield f"key {spec.id} {key} ({command}): {len(files)} files"


def main() -> None:
    print("== sessions")
    for line in session_lines():
        print(line)
    print("== parts")
    for line in part_lines():
        print(line)
    print("== one key press")
    for line in key_press_lines():
        print(line)
    print("== Any")
    print(f"Any tokens in game/: {any_count(ROOT / 'game')}")
    print("== event types compared as strings")
    print(f"comparisons with an event type's name in game/ (tests left out):"
          f" {type_comparisons(ROOT / 'game', event_tags())}")
    print("== server imports")
    for statement in ("import game.server", "import game.server.app"):
        modules = loaded_modules(statement)
        print(f"{statement}: {len(modules)} game modules")
        bad = avoided(modules)
        print(f"  catalog/words/locale/session modules: {len(bad)}"
              + (f": {' '.join(bad)}" if bad else ""))
    print("== import cycles")
    cycles = import_cycles(import_graph(ROOT, "game"))
    print(f"import cycles among game modules: {len(cycles)}")
    for cycle in cycles:
        print(f"  cycle of {len(cycle)}: {' '.join(cycle)}")


if __name__ == "__main__":
    main()
