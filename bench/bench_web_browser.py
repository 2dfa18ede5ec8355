"""The browser client in headless Chromium: how soon the page speaks.

    python bench/bench_web_browser.py            (starts its own server)
    bench/bench_web.py --browser                 (beside the load figures)

Prints the page load to its first screen drawn with the focus on its item
(what a screen reader says first: the page's first screen is a menu, whose
focused button it reads; target under 1 s), the same to the first line in a
live region (entering the lobby, its "Connected" sentence), and a key in the
table's region to its words in the assertive live region, p50 / p99 over 60
presses of F2 (target p99 under 50 ms), timed inside the page (the key's
event to the region's change), on loopback.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._stats import percentile  # noqa: E402
from game.i18n import set_language, t  # noqa: E402

PRESSES = 60
WATCH = """
window.__keyTimes = []; window.__spoken = [];
const region = document.getElementById('table-keys');
region.addEventListener('keydown', () => window.__keyTimes.push(performance.now()), true);
new MutationObserver(() => window.__spoken.push(performance.now()))
  .observe(document.getElementById('assertive'), {childList: true, subtree: true,
                                                  characterData: true});
"""


def chromium() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1280,1000", "--lang=en"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def wait(driver: webdriver.Chrome, script: str, *args: object) -> object:
    return WebDriverWait(driver, 30, poll_frequency=0.005).until(
        lambda d: d.execute_script(script, *args))


def click(driver: webdriver.Chrome, label: str) -> None:
    wait(driver, """for (const b of document.querySelectorAll('#screen button'))
        if (b.offsetParent !== null && b.textContent.startsWith(arguments[0]))
          { b.click(); return true; } return false;""", label)


def measure(address: str) -> None:
    """The figures, for the server at ``address`` (``ws://host:port/``)."""
    set_language("en")
    url = "http" + address.removeprefix("ws")
    driver = chromium()
    try:
        driver.get("about:blank")
        started = time.perf_counter()
        driver.get(url)
        wait(driver, "const a = document.activeElement;"
                     " return a && a.closest('#screen') && a.tagName === 'BUTTON'")
        focused = time.perf_counter() - started
        click(driver, t("online-name", name="none").split(":")[0])
        wait(driver, "return document.getElementById('line-input')")
        driver.execute_script("const i = document.getElementById('line-input');"
                              " i.value = 'Wanda'; i.form.requestSubmit();")
        click(driver, t("browser-enter"))
        wait(driver, "return document.getElementById('history').children.length > 2")
        first_line = time.perf_counter() - started
        click(driver, t("lobby-create"))
        click(driver, t("create-go"))
        wait(driver, "return !document.getElementById('table').hidden"
                     " && document.getElementById('table').dataset.busy === 'false'")
        driver.execute_script(WATCH)
        region = driver.find_element("id", "table-keys")
        for n in range(PRESSES):
            region.send_keys("\ue032")  # F2: the player's hand and the move
            wait(driver, "return window.__spoken.length > arguments[0]", n)
        keys, spoken = driver.execute_script("return [window.__keyTimes, window.__spoken]")
    finally:
        driver.quit()
    delays = []
    for key_at in keys:
        after = [s for s in spoken if s >= key_at]
        if after:
            delays.append((after[0] - key_at) / 1000)
    print(f"page load -> first screen, its item focused: {focused * 1000:.0f} ms")
    print(f"page load -> a first line in a live region (name typed, lobby entered by"
          f" script): {first_line * 1000:.0f} ms")
    print(f"key -> assertive live region (Chromium, in the page): p50"
          f" {percentile(delays, 50) * 1000:.1f} ms, p99 {percentile(delays, 99) * 1000:.1f} ms"
          f" ({len(delays)} presses)")


def main() -> int:
    import tempfile

    from bench.bench_web import serving

    with tempfile.TemporaryDirectory() as folder, serving(Path(folder) / "data") as (_, address):
        measure(address)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
