"""Headless Chromium for the browser page's tests, through Selenium.

Debian's ``chromium`` and ``chromium-driver`` (``.ci/run`` installs them);
the driver is named by path, or Selenium's manager would try to fetch one
from the internet. Waits are on conditions only (``WebDriverWait``), never a
fixed sleep.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
#: How long a wait for the page may take before the test fails.
WAIT_SECONDS = 15


def start_chromium(lang: str = "en", width: int = 1280, height: int = 1000,
                   frames: bool = False) -> webdriver.Chrome:
    """A headless Chromium with a window ``width`` x ``height`` CSS px,
    asking pages for ``lang`` (its ``--lang`` and Accept-Language);
    ``frames``: its WebSocket frames kept for :func:`frames_received`."""
    options = webdriver.ChromeOptions()
    if frames:
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", f"--window-size={width},{height}",
                     f"--lang={lang}", "--autoplay-policy=no-user-gesture-required",
                     "--mute-audio"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_script_timeout(WAIT_SECONDS)
    return driver


def set_viewport(driver: webdriver.Chrome, width: int, height: int) -> None:
    """The page's viewport ``width`` CSS px wide, as a window that narrow or
    a wider one at 400% zoom lays it out (a window cannot be made that
    small on every system; the emulation can)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1,
                            "mobile": False})


def clear_viewport(driver: webdriver.Chrome) -> None:
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def wait_until(driver: webdriver.Chrome, condition: Callable[[Any], Any],
               seconds: float = WAIT_SECONDS) -> Any:
    """``condition(driver)``'s first true value, waited for."""
    return WebDriverWait(driver, seconds, poll_frequency=0.05).until(condition)


def frames_received(driver: webdriver.Chrome) -> list[dict[str, Any]]:
    """The WebSocket messages the page received since the last call, in
    order (from a driver started with ``frames``): what reached the
    browser, whatever the page made of it."""
    out = []
    for entry in driver.get_log("performance"):
        event = json.loads(entry["message"])["message"]
        if event.get("method") == "Network.webSocketFrameReceived":
            got = json.loads(event["params"]["response"]["payloadData"])
            out += got if isinstance(got, list) else [got]  # a frame: one message or a list
    return out
