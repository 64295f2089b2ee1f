#!/usr/bin/env python3
"""browser.py PAGE SCREENSHOT -- load a `pgoipo report` page in headless
Chromium and say what a reader would see.

Drives Debian's chromium (CHROMIUM, default /usr/bin/chromium) over the
DevTools protocol on a pipe (--remote-debugging-pipe: JSON messages ending in
a NUL byte on file descriptors 3 and 4), standard library only.  It loads
file://PAGE, waits for the load event, then records

  - every console message of level error, uncaught exception and error log
    entry (a page that loads cleanly has none);
  - every request for something that is not the page itself or a data: URL
    (a self-contained page makes none);
  - each <svg>'s size as laid out, and how many colours a screenshot of just
    that element holds (drawn, not blank), that screenshot kept beside
    SCREENSHOT as NAME-svgN.png;
  - a screenshot of the whole page into SCREENSHOT (PNG).

Prints one JSON object with those facts and the seconds it took, and exits
0; 77 when there is no chromium (the caller reports the test unsupported);
1 when the browser could not be driven.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zlib

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TIMEOUT = 60.0


class Browser:
    def __init__(self, profile):
        r_cmd, w_cmd = os.pipe()    # we write commands, chromium reads fd 3
        r_evt, w_evt = os.pipe()    # chromium writes fd 4, we read
        self.log = open(os.path.join(profile, "chromium.log"), "wb")

        def child_fds():
            # dup2 leaves the copies inheritable; the pipes' own ends are
            # close-on-exec (os.pipe), so chromium gets fds 3 and 4 only
            # (through high numbers: either end may be 3 or 4 already)
            os.dup2(r_cmd, 100)
            os.dup2(w_evt, 101)
            os.dup2(100, 3)
            os.dup2(101, 4)
            os.close(100)
            os.close(101)

        self.proc = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
             "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--disable-extensions",
             "--hide-scrollbars", "--user-data-dir=" + profile,
             "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log,
            close_fds=False, preexec_fn=child_fds)
        os.close(r_cmd)
        os.close(w_evt)
        self.wfd, self.rfd = w_cmd, r_evt
        self.buf = b""
        self.next_id = 0
        self.events = []

    def _read_message(self, deadline):
        while b"\0" not in self.buf:
            if time.time() > deadline:
                raise TimeoutError("no answer from chromium")
            chunk = os.read(self.rfd, 1 << 16)
            if not chunk:
                raise EOFError("chromium closed the pipe")
            self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def send(self, method, params=None, session=None):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self.wfd, json.dumps(msg).encode() + b"\0")
        deadline = time.time() + TIMEOUT
        while True:
            m = self._read_message(deadline)
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise RuntimeError("%s: %s" % (method, m["error"]))
                return m.get("result", {})
            self.events.append(m)

    def wait_event(self, method, session):
        deadline = time.time() + TIMEOUT
        for m in self.events:
            if m.get("method") == method and m.get("sessionId") == session:
                return m
        while True:
            m = self._read_message(deadline)
            self.events.append(m)
            if m.get("method") == method and m.get("sessionId") == session:
                return m

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self.wfd)
        os.close(self.rfd)
        self.log.close()


def png_colours(data, most=64):
    """How many distinct pixel values an 8-bit RGB(A) PNG holds (up to MOST)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return 0
    pos, idat, width, height, kind = 8, b"", 0, 0, 0
    while pos < len(data):
        n = int.from_bytes(data[pos:pos + 4], "big")
        tag, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if tag == b"IHDR":
            width, height = int.from_bytes(body[0:4], "big"), int.from_bytes(body[4:8], "big")
            if body[8] != 8 or body[9] not in (2, 6) or body[12] != 0:
                return 0
            kind = body[9]
        elif tag == b"IDAT":
            idat += body
    bpp = 3 if kind == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    prev, seen, i = bytearray(stride), set(), 0
    for _ in range(height):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(0, stride, bpp):
            seen.add(bytes(line[x:x + bpp]))
        if len(seen) >= most:
            break
        prev = line
    return len(seen)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: browser.py PAGE SCREENSHOT")
    page, shot = os.path.abspath(sys.argv[1]), sys.argv[2]
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        print(json.dumps({"unsupported": "no chromium at %s" % CHROMIUM}))
        sys.exit(77)
    start = time.time()
    profile = tempfile.mkdtemp(prefix="pgoipo-chromium-")
    browser = None
    try:
        browser = Browser(profile)
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        s = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Runtime", "Log", "Page", "Network"):
            browser.send(domain + ".enable", session=s)
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": 1200, "height": 900, "deviceScaleFactor": 1, "mobile": False},
                     session=s)
        url = "file://" + page
        browser.send("Page.navigate", {"url": url}, session=s)
        browser.wait_event("Page.loadEventFired", s)
        svgs = browser.send("Runtime.evaluate", {"returnByValue": True, "expression": """
            JSON.stringify([...document.querySelectorAll('svg')].map(e => {
                const r = e.getBoundingClientRect();
                return {cls: e.getAttribute('class'), label: e.getAttribute('aria-label'),
                        x: r.left + window.scrollX, y: r.top + window.scrollY,
                        width: r.width, height: r.height};
            }))"""}, session=s)["result"]["value"]
        svgs = json.loads(svgs)
        height = browser.send("Runtime.evaluate", {"returnByValue": True, "expression":
                              "document.documentElement.scrollHeight"}, session=s)["result"]["value"]
        for svg in svgs:
            if svg["width"] < 1 or svg["height"] < 1:
                svg["colours"] = 0
                continue
            clip = {"x": svg["x"], "y": svg["y"], "width": svg["width"], "height": svg["height"],
                    "scale": 1}
            png = browser.send("Page.captureScreenshot", {"format": "png", "clip": clip,
                                                          "captureBeyondViewport": True}, session=s)
            data = base64.b64decode(png["data"])
            svg["colours"] = png_colours(data)
            svg["screenshot"] = "%s-svg%d.png" % (shot[:-4] if shot.endswith(".png") else shot,
                                                  svgs.index(svg) + 1)
            with open(svg["screenshot"], "wb") as f:
                f.write(data)
        png = browser.send("Page.captureScreenshot",
                           {"format": "png", "captureBeyondViewport": True,
                            "clip": {"x": 0, "y": 0, "width": 1200, "height": height, "scale": 1}},
                           session=s)
        with open(shot, "wb") as f:
            f.write(base64.b64decode(png["data"]))
        errors, requests = [], []
        for m in browser.events:
            p, method = m.get("params", {}), m.get("method")
            if method == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                errors.append("console.%s: %s" % (p["type"], " ".join(
                    str(a.get("value", a.get("description", ""))) for a in p.get("args", []))))
            elif method == "Runtime.exceptionThrown":
                errors.append("exception: %s" % p.get("exceptionDetails", {}).get("text", ""))
            elif method == "Log.entryAdded" and p.get("entry", {}).get("level") == "error":
                errors.append("log: %s" % p["entry"].get("text", ""))
            elif method == "Network.requestWillBeSent":
                u = p.get("request", {}).get("url", "")
                if u != url and not u.startswith("data:"):
                    requests.append(u)
            elif method == "Network.loadingFailed":
                errors.append("failed to load: %s" % p.get("errorText", ""))
        print(json.dumps({"console_errors": errors, "requests": requests, "svgs": svgs,
                          "screenshot": shot, "page_height": height,
                          "seconds": round(time.time() - start, 2)}))
    except Exception as e:  # the browser could not be driven
        print(json.dumps({"error": "%s: %s" % (type(e).__name__, e)}))
        sys.exit(1)
    finally:
        if browser:
            browser.close()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
