"""The README's pictures of a laptop's screen: every game in the window
Parlour opens on a 1280x720 screen (1024x576), at 100% and at 300%, as
a low-vision player on a small screen sees it. The full-HD pictures
beside them are refreshed by tests/test_screenshot.py
(``PARLOUR_SCREENSHOTS=1``); these come from the same driver, the same
seed and the same keys, on SDL's dummy display (no X server needed)::

    .venv/bin/python tools/laptop_screenshots.py   # writes docs/screenshots/laptop-*.png
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.games import SPECS  # noqa: E402 - after the repository is on the path
from tests.helpers_app import DRIVER, PYTHON, app_env  # noqa: E402

#: The window Parlour opens on a 1280x720 screen: four fifths of it (game/app/window.py).
WINDOW = (1024, 576)
VARIANTS = [(100, "yellow"), (300, "yellow")]
DOCS = REPO / "docs" / "screenshots"


def take(game_id: str, folder: Path) -> None:
    """Play the opening keys of ``game_id`` and save each variant's window."""
    (folder / "config").mkdir(parents=True)
    (folder / "config" / "settings.json").write_text(json.dumps(
        {"pace": "instant", "game": game_id, "opponents": 3 if game_id != "twenty" else 2}))
    config = {"keys": ["return", "right", "space", "right"], "speech": "text", "seed": 5,
              "state": str(folder / "state.json"), "window_png": str(folder / "window.png"),
              "window_size": list(WINDOW), "variants": VARIANTS, "still_clock": True}
    (folder / "driver.json").write_text(json.dumps(config))
    subprocess.run([PYTHON, str(DRIVER), str(folder / "driver.json")], cwd=REPO,
                   env=app_env(folder), check=True, timeout=120, capture_output=True)
    DOCS.mkdir(parents=True, exist_ok=True)
    for n, (zoom, theme) in enumerate(VARIANTS):
        shutil.copyfile(folder / f"window.png.{n}.png",
                        DOCS / f"laptop-{game_id}-{zoom}-{theme}.png")


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for spec in SPECS:
            take(spec.id, Path(tmp) / spec.id)
            print(f"{spec.id}: docs/screenshots/laptop-{spec.id}-*.png")


if __name__ == "__main__":
    main()
