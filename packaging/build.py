"""Build the one-folder bundle and zip it: ``make dist``, or on Windows and
macOS ``python packaging/build.py`` from the checkout (docs/dist.md).

Writes dist/parlour/ (the bundle) and dist/parlour-<version>-<system>-<machine>.zip,
whose top folder is ``parlour/``. Symbolic links stay links in the zip and
the programs keep their execute bits, so ``unzip`` gives a folder that runs.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "parlour.spec"
SYSTEMS = {"win32": "windows", "darwin": "macos"}
MACHINES = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}


def version() -> str:
    """The game's version, read without importing it (no pygame needed)."""
    text = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("game/__init__.py has no __version__")
    return found.group(1)


def zip_name() -> str:
    system = SYSTEMS.get(sys.platform, sys.platform.rstrip("0123456789"))
    machine = platform.machine().lower()
    return f"parlour-{version()}-{system}-{MACHINES.get(machine, machine)}.zip"


def zip_folder(folder: Path, target: Path) -> None:
    """Zip ``folder`` as its own top folder, links as links, modes kept."""
    tmp = target.with_suffix(".zip.part")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(folder.rglob("*")):
            name = path.relative_to(folder.parent).as_posix()
            if path.is_symlink():
                info = zipfile.ZipInfo(name)
                info.create_system = 3  # Unix, so that unzip reads the mode as a link
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                archive.writestr(info, os.readlink(path))
            elif path.is_file():
                archive.write(path, name)
    os.replace(tmp, target)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the bundle and the zip go (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's work folder (default: build/pyinstaller/)")
    args = parser.parse_args(argv)
    dist: Path = args.dist.resolve()
    work: Path = args.work.resolve()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work),
                    str(SPEC)], cwd=ROOT, check=True)
    target = dist / zip_name()
    zip_folder(dist / "parlour", target)
    print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
