"""Real disk faults for tests: a folder that cannot be written, and a full disk.

Tests run as root in CI, and root ignores permission bits, so a folder is
made read-only by a read-only bind mount of itself (EROFS, as on a locked
USB stick or a read-only network share); as another user, by its
permission bits (EACCES). A full disk is a small tmpfs filled to the last
byte (ENOSPC). Both need no stand-in for the system calls: the game meets
the same errors a player's disk gives.
"""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


def _mount(*args: str) -> None:
    done = subprocess.run(["mount", *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"mount {' '.join(args)} is refused here: {done.stderr.strip()}")


def _umount(folder: Path) -> None:
    subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)


def read_only_errno() -> int:
    """The error :func:`read_only` makes writes meet."""
    return errno.EROFS if os.geteuid() == 0 else errno.EACCES


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """``folder`` and everything in it cannot be written, created or removed
    until the block ends."""
    if os.geteuid() != 0:
        modes = {p: p.stat().st_mode for p in [folder, *folder.rglob("*")]}
        for p in modes:
            p.chmod(0o555 if p.is_dir() else 0o444)
        try:
            yield
        finally:
            for p, mode in modes.items():
                p.chmod(mode)
        return
    _mount("--bind", str(folder), str(folder))
    try:
        _mount("-o", "remount,ro,bind", str(folder))
        yield
    finally:
        _umount(folder)


@contextlib.contextmanager
def entries_locked(folder: Path) -> Iterator[None]:
    """No file can be added to ``folder`` or removed from it until the block
    ends, while the files in it can still be written: the immutable flag as
    root (whom permission bits do not stop), the folder's bits otherwise."""
    if os.geteuid() != 0:
        folder.chmod(0o555)
        try:
            yield
        finally:
            folder.chmod(0o755)
        return
    done = subprocess.run(["chattr", "+i", str(folder)], capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        pytest.skip(f"chattr +i is refused here: {done.stderr.strip()}")
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", str(folder)], capture_output=True, check=False)


@contextlib.contextmanager
def small_disk(folder: Path, size_kib: int = 512) -> Iterator[None]:
    """A disk of ``size_kib`` KiB mounted at ``folder`` (empty) for the block."""
    if os.geteuid() != 0:
        pytest.skip("a small disk of its own is mounted as root only")
    folder.mkdir(parents=True, exist_ok=True)
    _mount("-t", "tmpfs", "-o", f"size={size_kib}k", "tmpfs", str(folder))
    try:
        yield
    finally:
        _umount(folder)


def fill(folder: Path) -> Path:
    """Fill the disk that holds ``folder`` to the last byte; the filler file."""
    filler = folder / "filler.bin"
    chunk = b"\0" * 4096
    with filler.open("wb", buffering=0) as f:
        for size in (4096, 512, 1):
            while True:
                try:
                    f.write(chunk[:size])
                except OSError as err:
                    assert err.errno == errno.ENOSPC, err
                    break
    return filler
