"""The table server's side of the browser client (docs/web.md, "The relay"):
a real ``parlour serve`` with a stand-in web part (tests/web_part_stand_in.py)
and a page folder of the test's own. The page's files come with the content
security policy, their types, gzip and ETags, and nothing else is served; an
upgrade from a page of another origin is refused; ``/web`` reaches the web
part through the relay (with the secret and the browser's address), or is
closed with 1013 when there is none; the web part's own connection names the
browser's address, nobody else's does; the web part is started again when it
dies and ends with the server."""

from __future__ import annotations

import asyncio
import gzip
import http.client
import json
import os
import re
import sqlite3
import ssl
import sys
import threading
import time
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest
import trustme
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.http11 import Request
from websockets.sync.client import ClientConnection, connect

from game.online import protocol as p
from game.resources import shipped
from game.server.web_part import RESTARTS, WebPart, parlour_web
from game.server.web_relay import origin_allowed
from game.server.web_static import SECURITY_HEADERS, StaticFiles, accepts_gzip
from tests.online_helpers import ROOT, Client, ServerProcess, server

STAND_IN = ROOT / "tests" / "web_part_stand_in.py"
CSP = dict(SECURITY_HEADERS)["Content-Security-Policy"]
INDEX = b"<!doctype html><title>Parlour</title><script type=module src=/web/app.js></script>\n"
SCRIPT = b"export const words = '" + b"a table of cards " * 200 + b"';\n"
STYLE = b"body { font-size: 2rem; }\n"
DEADLINE = 30.0


@pytest.fixture
def page(tmp_path: Path) -> Path:
    folder = tmp_path / "static"
    (folder / "parts").mkdir(parents=True)
    (folder / "index.html").write_bytes(INDEX)
    (folder / "app.js").write_bytes(SCRIPT)
    (folder / "style.css").write_bytes(STYLE)
    (folder / "parts" / "hand.js").write_bytes(b"export {};\n")
    (folder / ".hidden.js").write_bytes(b"export {};\n")
    (tmp_path / "secret.js").write_bytes(b"export const secret = 1;\n")
    (folder / "linked.js").symlink_to(tmp_path / "secret.js")  # out of the folder
    return folder


@pytest.fixture
def served(tmp_path: Path, page: Path) -> Iterator[ServerProcess]:
    with server(tmp_path / "data", "--web-part", str(STAND_IN),
                "--web-files", str(page), web=True) as process:
        yield process


def port_of(process: ServerProcess) -> int:
    return int(process.url.rsplit(":", 1)[1])


def fetch(process: ServerProcess, path: str,
          headers: dict[str, str] | None = None) -> tuple[http.client.HTTPResponse, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port_of(process), timeout=10)
    connection.request("GET", path, headers=headers or {})
    response = connection.getresponse()
    return response, response.read()


def browser(process: ServerProcess, path: str = "/web",
            origin: str | None = None) -> ClientConnection:
    """A browser's WebSocket: with the page's own origin unless told another."""
    origin = origin or f"http://127.0.0.1:{port_of(process)}"
    return connect(f"ws://127.0.0.1:{port_of(process)}{path}", open_timeout=10,
                   additional_headers={"Origin": origin})


def status_of_refusal(process: ServerProcess, path: str, origin: str) -> int:
    with pytest.raises(InvalidStatus) as refused:
        browser(process, path, origin).close()
    return refused.value.response.status_code


def closed_code(ws: ClientConnection) -> int | None:
    with pytest.raises(ConnectionClosed):
        while True:
            ws.recv(timeout=DEADLINE)
    return ws.close_code


def read_until(process: ServerProcess, pattern: str, since: int = 0) -> re.Match[str]:
    """The server's output from line ``since`` on, read further (by a thread:
    a select() on the pipe would not see lines read ahead with the last one)
    until a line matches ``pattern``, within the deadline."""
    assert process.proc is not None and process.proc.stdout is not None
    for line in process.lines[since:]:
        if found := re.search(pattern, line):
            return found
    out = process.proc.stdout
    matches: list[re.Match[str]] = []

    def read() -> None:
        for line in out:
            process.lines.append(line)
            if found := re.search(pattern, line):
                matches.append(found)
                return

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(DEADLINE)
    if not matches:
        raise AssertionError(f"no line {pattern!r} in: {''.join(process.lines)}")
    return matches[0]


def running(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie nobody reaped has ended)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return True  # no /proc: it answered the signal


def gone_within(pid: int, seconds: float = DEADLINE) -> bool:
    deadline = time.monotonic() + seconds
    while running(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def stand_in_pids(process: ServerProcess) -> list[int]:
    return [int(n) for n in re.findall(r"stand-in: pid (\d+)", "".join(process.lines))]


# -- the page's files ----------------------------------------------------------------------
def test_the_page_and_its_files_are_served_with_the_policy_and_their_types(
        served: ServerProcess) -> None:
    sound = sorted(shipped("sounds").glob("*.wav"))[0]
    for path, content_type, expected in [
            ("/", "text/html; charset=utf-8", INDEX),
            ("/web/app.js", "text/javascript", SCRIPT),
            ("/web/style.css", "text/css", STYLE),
            ("/web/parts/hand.js", "text/javascript", b"export {};\n"),
            (f"/web/sounds/{sound.name}", "audio/wav", sound.read_bytes())]:
        response, data = fetch(served, path)
        assert (response.status, data) == (200, expected), path
        assert response.getheader("Content-Type") == content_type, path
        assert response.getheader("Content-Security-Policy") == CSP
        assert response.getheader("X-Content-Type-Options") == "nosniff"
        assert response.getheader("Referrer-Policy") == "no-referrer"
        assert response.getheader("Cache-Control") == "no-cache"
    assert "'unsafe-inline'" not in CSP and "script-src 'self'" in CSP


MISSING = ["/missing.html", "/web/missing.js", "/web/../game/cli.py", "/web/%2e%2e/secret.js",
           "/web/..%2fsecret.js", "/web/", "/web", "/web/parts", "/web/parts/",
           "/web/.hidden.js", "/web/linked.js", "/web/sounds/../../game/cli.py",
           "/web/sounds/missing.wav", "/index.html/", "/../secret.js", "/game/cli.py",
           "/web//etc/passwd", "/web/sounds/move.wav/", "/web/app.js/."]


def test_nothing_else_is_served(served: ServerProcess) -> None:
    for path in MISSING:
        response, data = fetch(served, path)
        assert response.status == 404, (path, data[:80])
        assert response.getheader("Content-Security-Policy") == CSP
        assert b"export" not in data


def test_gzip_when_the_browser_takes_it(served: ServerProcess) -> None:
    plain, plain_body = fetch(served, "/web/app.js")
    zipped, zipped_body = fetch(served, "/web/app.js", {"Accept-Encoding": "gzip, deflate, br"})
    refused, refused_body = fetch(served, "/web/app.js", {"Accept-Encoding": "gzip;q=0"})
    assert plain.getheader("Content-Encoding") is None and plain_body == SCRIPT
    assert zipped.getheader("Content-Encoding") == "gzip"
    assert gzip.decompress(zipped_body) == SCRIPT and len(zipped_body) < len(SCRIPT) / 4
    assert zipped.getheader("Vary") == "Accept-Encoding"
    assert refused.getheader("Content-Encoding") is None and refused_body == SCRIPT


def test_an_unchanged_file_is_304_by_its_etag(served: ServerProcess) -> None:
    first, _ = fetch(served, "/web/style.css")
    etag = first.getheader("ETag")
    assert etag is not None and etag.startswith('"')
    again, data = fetch(served, "/web/style.css", {"If-None-Match": etag})
    assert (again.status, data, again.getheader("ETag")) == (304, b"", etag)
    other, data = fetch(served, "/web/style.css", {"If-None-Match": '"another"'})
    assert (other.status, data) == (200, STYLE)
    zipped, _ = fetch(served, "/", {"Accept-Encoding": "gzip"})
    zipped_again, _ = fetch(served, "/", {"Accept-Encoding": "gzip",
                                          "If-None-Match": f'W/{zipped.getheader("ETag")}'})
    assert zipped_again.status == 304


# -- the Origin check and the relay ----------------------------------------------------------
def test_an_upgrade_from_another_origin_is_refused(served: ServerProcess) -> None:
    port = port_of(served)
    for origin in ("http://evil.example", f"http://evil.example:{port}", "null",
                   f"https://127.0.0.1:{port}", f"http://127.0.0.1:{port + 1}",
                   f"http://localhost:{port}"):
        assert status_of_refusal(served, "/web", origin) == 403, origin
        assert status_of_refusal(served, "/", origin) == 403, origin  # the desktop's path too


def test_a_browser_reaches_the_web_part_through_the_relay(served: ServerProcess) -> None:
    with browser(served) as ws:
        first = json.loads(ws.recv(timeout=DEADLINE))
        # the secret was checked; no session cookie: none to pass on
        assert first.pop("pid") in stand_in_pids(served)
        assert first == {"relay": "ok", "address": "127.0.0.1", "session": None}
        for text in ("hello", "ещё", json.dumps({"type": "command", "name": "draw"})):
            ws.send(text)
            assert ws.recv(timeout=DEADLINE) == text
    with browser(served, origin=f"HTTP://127.0.0.1:{port_of(served)}") as same:  # one origin
        assert json.loads(same.recv(timeout=DEADLINE))["relay"] == "ok"


def test_the_page_gives_an_httponly_session_cookie_which_reaches_the_web_part(
        served: ServerProcess) -> None:
    response, _ = fetch(served, "/")
    cookie = response.getheader("Set-Cookie")
    assert cookie is not None
    pair, *attributes = [part.strip() for part in cookie.split(";")]
    name, session = pair.split("=")
    assert name == "parlour-session" and len(session) == 43
    assert {"HttpOnly", "SameSite=Strict", "Path=/web"} <= set(attributes)
    assert "Secure" not in attributes  # plain http here: a browser would not send it back
    again, _ = fetch(served, "/", {"Cookie": f"theme=dark; parlour-session={session}"})
    assert again.getheader("Set-Cookie") is None  # kept, not made again
    assert fetch(served, "/web/app.js")[0].getheader("Set-Cookie") is None
    with connect(f"ws://127.0.0.1:{port_of(served)}/web", open_timeout=10, additional_headers={
            "Origin": f"http://127.0.0.1:{port_of(served)}",
            "Cookie": f"parlour-session={session}"}) as ws:
        assert json.loads(ws.recv(timeout=DEADLINE))["session"] == session
    with connect(f"ws://127.0.0.1:{port_of(served)}/web", open_timeout=10, additional_headers={
            "Origin": f"http://127.0.0.1:{port_of(served)}",
            "Cookie": "parlour-session=<script>"}) as ws:  # not one the server made
        assert json.loads(ws.recv(timeout=DEADLINE))["session"] is None


def test_the_web_parts_close_reaches_the_browser(served: ServerProcess) -> None:
    with browser(served) as ws:
        ws.recv(timeout=DEADLINE)
        ws.send("close 1008")
        assert closed_code(ws) == 1008


def test_the_browsers_close_reaches_the_web_part(served: ServerProcess) -> None:
    seen = len(served.lines)
    with browser(served) as ws:
        ws.recv(timeout=DEADLINE)
        ws.close(4000, "gone")
    read_until(served, r"stand-in: closed 4000\b", seen)


def test_a_message_over_the_protocols_bound_closes_the_relay(served: ServerProcess) -> None:
    with browser(served) as ws:
        ws.recv(timeout=DEADLINE)
        ws.send("x" * (p.MAX_MESSAGE + 1))
        assert closed_code(ws) == 1009


def test_a_desktop_client_without_origin_still_plays(served: ServerProcess) -> None:
    client = Client(served.url, "Bo")
    try:
        snapshot = client.ask({"type": "create", "game": "twenty", "private": True,
                               "seats": [{"kind": "person"},
                                         {"kind": "computer", "level": "easy"}]}, "snapshot")
        assert snapshot["type"] == "snapshot"
    finally:
        client.close()


def test_over_tls_the_page_and_its_socket_are_https_and_wss(tmp_path: Path,
                                                           page: Path) -> None:
    authority = trustme.CA()
    issued = authority.issue_cert("127.0.0.1", "localhost")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    issued.cert_chain_pems[0].write_to_path(str(cert))
    issued.private_key_pem.write_to_path(str(key))
    trusted = ssl.create_default_context()
    authority.configure_trust(trusted)
    with server(tmp_path / "data", "--cert", str(cert), "--key", str(key), "--web-part",
                str(STAND_IN), "--web-files", str(page), web=True) as process:
        port = port_of(process)
        # the web part's own connection: to the same TLS port (its certificate
        # names the public host, so the web part checks no name on loopback)
        assert f"for wss://127.0.0.1:{port}/" in "".join(process.lines)
        connection = http.client.HTTPSConnection("127.0.0.1", port, timeout=10,
                                                 context=trusted)
        connection.request("GET", "/")
        response = connection.getresponse()
        assert (response.status, response.read()) == (200, INDEX)
        assert (response.getheader("Set-Cookie") or "").endswith("; Secure")
        with connect(f"wss://127.0.0.1:{port}/web", ssl=trusted, open_timeout=10,
                     additional_headers={"Origin": f"https://127.0.0.1:{port}"}) as ws:
            assert json.loads(ws.recv(timeout=DEADLINE))["relay"] == "ok"
        with pytest.raises(InvalidStatus) as refused:  # the page over http is another origin
            connect(f"wss://127.0.0.1:{port}/web", ssl=trusted, open_timeout=10,
                    additional_headers={"Origin": f"http://127.0.0.1:{port}"}).close()
        assert refused.value.response.status_code == 403


# -- the browser's address -------------------------------------------------------------------
def noted_address(process: ServerProcess, token: str) -> str | None:
    deadline = time.monotonic() + DEADLINE
    while time.monotonic() < deadline:
        db = sqlite3.connect(process.data / "parlour.sqlite3")
        try:
            row = db.execute("SELECT address FROM addresses WHERE token = ?", (token,)).fetchone()
        finally:
            db.close()
        if row is not None:
            return str(row[0])
        time.sleep(0.05)
    return None


def test_the_web_parts_connection_names_the_browsers_address(served: ServerProcess) -> None:
    with browser(served) as ws:
        ws.recv(timeout=DEADLINE)
        ws.send("hello-as Ada 203.0.113.7")
        welcome = json.loads(ws.recv(timeout=DEADLINE))
    assert welcome["type"] == "welcome"
    assert noted_address(served, welcome["token"]) == "203.0.113.7"
    # Anybody else's X-Parlour-Address is not believed, a wrong secret neither.
    with connect(served.url, additional_headers={"X-Parlour-Relay": "guessed",
                                                 "X-Parlour-Address": "203.0.113.9"}) as ws:
        ws.send(json.dumps({"v": 1, "type": "hello", "name": "Cy"}))
        answer = json.loads(ws.recv(timeout=DEADLINE))
    assert noted_address(served, answer["token"]) == "127.0.0.1"


def test_behind_a_proxy_the_address_it_added_is_the_players(tmp_path: Path,
                                                             page: Path) -> None:
    """``--behind-proxy``: the last ``X-Forwarded-For`` entry (the proxy's
    own addition) is the player's address, a browser's and a desktop
    client's; the entries before it are the client's to write, and a value
    that is no address leaves the socket's own. Without the option the
    header is not believed."""
    proxied = {"X-Forwarded-For": "198.51.100.9, 203.0.113.5", "X-Forwarded-Proto": "http"}
    with server(tmp_path / "data", "--web-part", str(STAND_IN), "--web-files", str(page),
                "--behind-proxy", web=True) as process:
        here = f"127.0.0.1:{port_of(process)}"
        for forwarded, seen in (("198.51.100.9, 203.0.113.5", "203.0.113.5"),
                                ("2001:db8::7", "2001:db8::7"), ("unknown", "127.0.0.1")):
            with connect(f"ws://{here}/web", open_timeout=10, additional_headers={
                    **proxied, "X-Forwarded-For": forwarded, "X-Forwarded-Host": here,
                    "Origin": f"http://{here}"}) as ws:
                assert json.loads(ws.recv(timeout=DEADLINE))["address"] == seen
        with connect(process.url, additional_headers=proxied) as ws:
            ws.send(json.dumps({"v": 1, "type": "hello", "name": "Cy"}))
            answer = json.loads(ws.recv(timeout=DEADLINE))
        assert noted_address(process, answer["token"]) == "203.0.113.5"
    with server(tmp_path / "plain", "--web-part", str(STAND_IN), "--web-files", str(page),
                web=True) as process:
        here = f"127.0.0.1:{port_of(process)}"
        with connect(f"ws://{here}/web", open_timeout=10,
                     additional_headers={**proxied, "Origin": f"http://{here}"}) as ws:
            assert json.loads(ws.recv(timeout=DEADLINE))["address"] == "127.0.0.1"


# -- the web part's life ---------------------------------------------------------------------
def test_without_a_web_part_the_browser_is_told_to_try_later(tmp_path: Path,
                                                              page: Path) -> None:
    failing = tmp_path / "failing.py"
    failing.write_text("import sys\nprint('cannot start', flush=True)\nsys.exit(1)\n")
    with server(tmp_path / "data", "--web-part", str(failing),
                "--web-files", str(page), web=True) as process:
        [why] = [line for line in process.lines if "cannot start" in line]  # one line
        # The exit code as asyncio's child watcher got it (1, or 255 when the
        # process was gone before the watcher looked): not what is checked.
        assert re.search(r"the browser client did not start \(exit code \d+: cannot start\)",
                         why), why
        with browser(process) as ws:
            assert closed_code(ws) == 1013
        assert fetch(process, "/")[0].status == 200  # the page, which says so itself
        Client(process.url, "Bo").close()  # the desktop's way is open


def test_no_web_serves_no_page_and_starts_no_web_part(tmp_path: Path, page: Path) -> None:
    with server(tmp_path / "data", "--no-web", "--web-part", str(STAND_IN),
                "--web-files", str(page), web=True) as process:
        assert fetch(process, "/")[0].status == 404
        with browser(process) as ws:
            assert closed_code(ws) == 1013
        assert not stand_in_pids(process)
        assert status_of_refusal(process, "/", "http://evil.example") == 403


@pytest.mark.parametrize("how", ["stop", "kill"])
def test_the_web_part_ends_with_the_server(tmp_path: Path, page: Path, how: str) -> None:
    process = ServerProcess(tmp_path / "data", "--web-part", str(STAND_IN),
                            "--web-files", str(page), web=True).start()
    try:
        [pid] = stand_in_pids(process)
        assert running(pid)
    finally:
        process.stop() if how == "stop" else process.kill()
    assert gone_within(pid)


def test_a_web_part_that_dies_is_started_again(served: ServerProcess) -> None:
    [first] = stand_in_pids(served)
    seen = len(served.lines)
    with browser(served) as ws:
        ws.recv(timeout=DEADLINE)
        ws.send("exit")
        assert closed_code(ws) == 1013  # dropped: the browser may try again
    read_until(served, "browser client stopped .*starting it again", seen)
    second = int(read_until(served, r"stand-in: pid (\d+)", seen).group(1))
    read_until(served, r"parlour-web: listening on", seen)
    assert gone_within(first) and running(second)
    with browser(served) as ws:
        assert json.loads(ws.recv(timeout=DEADLINE))["relay"] == "ok"


def test_a_web_part_that_keeps_dying_is_let_be(tmp_path: Path) -> None:
    dying = tmp_path / "dying.py"
    dying.write_text("print('parlour-web: listening on 9', flush=True)\n")
    said: list[str] = []

    async def run() -> None:
        part = WebPart(said.append, [sys.executable, str(dying)])
        assert await part.start("ws://127.0.0.1:1/")
        deadline = time.monotonic() + DEADLINE
        while not any("not started again" in line for line in said):
            assert time.monotonic() < deadline, said
            await asyncio.sleep(0.05)
        await part.stop()

    asyncio.run(run())
    started = [line for line in said if "listening on 9" in line]
    assert len(started) == RESTARTS, said  # then it is let be, not started for ever
    assert sum("starting it again" in line for line in said) == RESTARTS - 1


# -- the checks themselves -------------------------------------------------------------------
def test_the_origin_check_behind_a_trusted_proxy_only() -> None:
    proxied = Headers({"Host": "127.0.0.1:8801", "Origin": "https://cards.example.org",
                       "X-Forwarded-Proto": "https", "X-Forwarded-Host": "cards.example.org"})
    assert origin_allowed(proxied, tls=False, behind_proxy=True)
    assert not origin_allowed(proxied, tls=False, behind_proxy=False)
    direct = Headers({"Host": "cards.example.org", "Origin": "https://cards.example.org"})
    assert origin_allowed(direct, tls=True, behind_proxy=False)
    assert not origin_allowed(direct, tls=False, behind_proxy=False)  # http here
    assert origin_allowed(Headers({"Host": "[::1]:8765", "Origin": "http://[::1]:8765"}),
                          tls=False, behind_proxy=False)
    assert origin_allowed(Headers({"Host": "a.example:80", "Origin": "http://A.example"}),
                          tls=False, behind_proxy=False)
    assert origin_allowed(Headers({"Host": "a.example"}), tls=False, behind_proxy=False)


def test_accept_encoding_is_read_as_http_says() -> None:
    for value, takes in [("gzip", True), ("br, gzip;q=0.5", True), ("*", True),
                         ("gzip;q=0", False), ("identity", False), ("br", False)]:
        assert accepts_gzip(Headers({"Accept-Encoding": value})) is takes, value


def test_the_session_cookie_is_secure_over_https(page: Path) -> None:
    files = StaticFiles(page)
    over_https = files.respond(Request("/", Headers()), https=True).headers["Set-Cookie"]
    assert over_https.endswith("; Secure")
    assert "Secure" not in files.respond(Request("/", Headers())).headers["Set-Cookie"]


def test_the_bundle_runs_its_console_program_as_the_web_part(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    windowed = tmp_path / "parlour"
    windowed.write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(windowed))
    assert parlour_web() == [str(windowed), "web"]  # no console program beside it
    (tmp_path / "parlour-cli").write_bytes(b"")
    assert parlour_web() == [str(tmp_path / "parlour-cli"), "web"]
    monkeypatch.setattr(sys, "frozen", False)
    assert parlour_web() == [str(windowed), "-m", "game", "web"]


def test_several_web_parts_share_the_browsers_each_kept_on_one(tmp_path: Path,
                                                               page: Path) -> None:
    """``--web-parts 2``: two web parts run; a browser goes to the same one
    at each visit (by its session cookie, under which that one keeps its
    settings), and browsers are shared between the two."""
    sessions = {zlib.crc32(s.encode()) % 2: s for s in (c * 43 for c in "abcdefgh")}
    with server(tmp_path / "data", "--web-part", str(STAND_IN), "--web-parts", "2",
                "--web-files", str(page), web=True) as process:
        read_until(process, r"serving on")  # both started before it serves
        reached: dict[str, set[int]] = {}
        for session in [*sessions.values()] * 2:
            with connect(f"ws://127.0.0.1:{port_of(process)}/web", open_timeout=10,
                         additional_headers={"Origin": f"http://127.0.0.1:{port_of(process)}",
                                             "Cookie": f"parlour-session={session}"}) as ws:
                first = json.loads(ws.recv(timeout=DEADLINE))
                assert first["session"] == session
                reached.setdefault(session, set()).add(first["pid"])
        assert len(stand_in_pids(process)) == 2
        assert all(len(pids) == 1 for pids in reached.values())  # the same one each visit
        assert len(set().union(*reached.values())) == 2  # and both used
