"""``parlour serve`` as a process: the collector set for a server, the
server run until it is stopped, and a stored table exported as a record."""

from __future__ import annotations

import asyncio
import gc
import ssl
import sys
from collections.abc import Iterable
from pathlib import Path

from .app import Server
from .connection import Config
from .store import StoreUnreachable, open_store


def tune_gc() -> None:
    """The collector set for ``parlour serve`` (not the app's process, whose
    loop is pygame's): what was made at start is frozen out of collections,
    the young generation collected at 2,000 new objects, not 700, the old one
    ten times less often. Full collections scan every table and connection:
    at 200 tables they held the loop ~100 ms several times a minute
    (bench_online's tail); now minutes apart. Cycles are still collected."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG, 10, 100)


GC_YOUNG = 2_000  # net new objects between two collections of the young (default 700)


def export(data: Path, table_id: str, url: str | None = None) -> Iterable[str] | None:
    """A stored table as record lines (``parlour serve --export``)."""
    store = open_store(data, url)
    try:
        return store.record_lines(table_id)
    finally:
        store.close()


def run(config: Config) -> int:
    try:
        server = Server(config)
    except StoreUnreachable as err:
        print(f"parlour: cannot open the store: {err}", file=sys.stderr, flush=True)
        return 2
    tune_gc()
    try:
        asyncio.run(server.serve())
    except KeyboardInterrupt:
        pass
    except (ssl.SSLError, OSError) as err:  # a certificate that is none, a port taken
        print(f"parlour: cannot serve: {err}", file=sys.stderr, flush=True)
        return 2
    finally:
        server.store.close()
    return 0
