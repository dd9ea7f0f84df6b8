"""The add-on's sidebars and dialogs render in Debian's Chromium (headless), each with a fake
``google.script.run`` that hands the page what the script's own server functions answered
(run under node against the real service, ``run_update.js``'s ``call`` actions): the words
of the sheet's language, the problems with their cells, the players, an explanation, the
standings page, the settings (never the token), and a failure shown in words.

Each page is screenshotted; to refresh the pictures of ``docs/addon-script.md``::

    TIEBREAK_SCREENSHOTS=docs/img .venv/bin/python -m pytest \
        tests/sheets_addon/apps_script/test_pages.py
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import missing
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.apps_script.conftest import ROOT, SCRIPT, Menu, fake_book
from tests.sheets_addon.conftest import ACCOUNT

CROSSTABLE = [
    ["Club round robin"],
    ["No.", "Name", "Rtg", "R1", "R2", "R3", "Pts"],
    ["1", "Anna Novak", "2100", "+W4", "+B3", "=W2", "2.5"],
    ["2", "Boris Petrov", "2050", "=W3", "+B4", "=B1", "2"],
    ["3", "Carla Rossi", "1990", "=B2", "-W1", "+W4", "1.5"],
    ["4", "Deniz Kaya", "1900", "-B1", "-W2", "-B3", "0"],
]

FAKE_RUN = """
<script>
// A fake google.script.run: answers each server function with what the real script answered,
// asynchronously (as the real one), refusing what the real one refuses to carry (a Date, a
// function, a DOM node).
(function () {
  var answers = %(answers)s;
  var calls = [];
  window.__calls = calls;
  function check(arg) {
    if (arg instanceof Date || typeof arg === "function" || (arg && arg.nodeType)) {
      throw new Error("google.script.run cannot carry " + String(arg));
    }
    if (arg && typeof arg === "object") {
      Object.keys(arg).forEach(function (k) { check(arg[k]); });
    }
  }
  function runner(success, failure) {
    var run = {
      withSuccessHandler: function (f) { return runner(f, failure); },
      withFailureHandler: function (f) { return runner(success, f); },
      withUserObject: function () { return run; }
    };
    Object.keys(answers).forEach(function (name) {
      run[name] = function () {
        var args = Array.prototype.slice.call(arguments);
        args.forEach(check);
        calls.push(name);
        var answer = answers[name];
        if (JSON.stringify(args) !== JSON.stringify(answer.args)) {
          answer = { error: "UNEXPECTED CALL " + name + JSON.stringify(args) };
        }
        setTimeout(function () {
          if ("error" in answer) {
            if (failure) { failure(new Error(answer.error)); }
          } else if (success) {
            success(answer.value);
          }
        }, 10);
      };
    });
    return run;
  }
  var host = { close: function () { calls.push("close"); } };
  window.google = { script: { run: runner(null, null), host: host } };
  window.addEventListener("load", function () {
    %(clicks)s.forEach(function (selector, i) {
      setTimeout(function () { document.querySelector(selector).click(); }, 300 + 200 * i);
    });
  });
})();
</script>
"""


@dataclass(frozen=True)
class Page:
    file: str
    calls: list[tuple[str, list[Any]]]
    clicks: list[str]
    size: tuple[int, int]
    shot: str


SIDEBAR = (300, 620)
PAGES = [
    Page("Check", [("tiebreakSidebar", ["Check"]), ("tiebreakCheck", [])], [], SIDEBAR, "check"),
    Page(
        "Explain",
        [("tiebreakSidebar", ["Explain"]), ("tiebreakEntrants", []), ("tiebreakExplain", ["1"])],
        ["#go"],
        SIDEBAR,
        "explain",
    ),
    Page(
        "Why",
        [("tiebreakSidebar", ["Why"]), ("tiebreakEntrants", []), ("tiebreakWhy", ["1", "2"])],
        ["#go"],
        SIDEBAR,
        "why",
    ),
    Page(
        "Publish",
        [("tiebreakSidebar", ["Publish"]), ("tiebreakReport", [])],
        [],
        (460, 220),
        "publish",
    ),
    Page(
        "Settings",
        [
            ("tiebreakSidebar", ["Settings"]),
            ("tiebreakSettingsRead", []),
            ("tiebreakSettingsBlockSave", [{"rules": "fide-2026", "order": "BH-C1, BH, SB"}]),
            ("tiebreakSettingsBlock", []),
            ("tiebreakSettingsSave", [{"url": "", "token": "", "interval": "30"}]),
        ],
        [],
        SIDEBAR,
        "settings",
    ),
]


@pytest.fixture(scope="module")
def chromium() -> str:
    found = shutil.which("chromium")
    if found is None:
        reason = "the pages are rendered by Debian's chromium: apt-get install chromium"
        missing(reason)
    return found


def _render(chromium: str, html: Path, size: tuple[int, int], shot: Path) -> str:
    """Render ``html``: a screenshot into ``shot``, and the DOM after its scripts ran."""
    base = [
        chromium,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        f"--window-size={size[0]},{size[1]}",
        "--virtual-time-budget=3000",
        "--default-background-color=ffffffff",
    ]
    url = html.as_uri()
    subprocess.run(
        [*base, f"--screenshot={shot}", url], capture_output=True, timeout=120, check=True
    )
    dom = subprocess.run(
        [*base, "--dump-dom", url], capture_output=True, text=True, timeout=120, check=True
    )
    return dom.stdout


INCLUDE = re.compile(r"<\?!=\s*include_\('([A-Za-z]+)'\)\s*\?>")


def _served(file: str) -> str:
    """The page as ``HtmlService.createTemplateFromFile(file).evaluate()`` serves it: each
    ``<?!= include_('Name') ?>`` replaced by Name.html (Sidebars.js's ``include_``)."""
    source = (SCRIPT / f"{file}.html").read_text(encoding="utf-8")
    served = INCLUDE.sub(
        lambda m: (SCRIPT / f"{m.group(1)}.html").read_text(encoding="utf-8"), source
    )
    assert "<?" not in served, f"{file}.html: a scriptlet other than include_()"
    return served


def _page(tmp_path: Path, page: Page, answers: dict[str, Any], name: str) -> Path:
    source = _served(page.file)
    fake = FAKE_RUN % {"answers": json.dumps(answers), "clicks": json.dumps(page.clicks)}
    assert "<head>" in source
    path = tmp_path / f"{name}.html"
    path.write_text(source.replace("<head>", "<head>" + fake, 1), encoding="utf-8")
    return path


def _answers(results: list[dict[str, Any]], page: Page) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for (fn, args), result in zip(page.calls, results, strict=True):
        found = {"error": result["error"]} if "error" in result else {"value": result["value"]}
        out[fn] = {**found, "args": args}
    return out


def _shots_dir(tmp_path: Path) -> Path:
    where = os.environ.get("TIEBREAK_SCREENSHOTS")
    if not where:
        return tmp_path
    path = ROOT / where
    path.mkdir(parents=True, exist_ok=True)
    return path


def _book(server: SheetsServer, rows: list[list[str]], locale: str = "en_GB") -> dict[str, Any]:
    sid = server.create_spreadsheet(
        "Club round robin",
        sheets={"Results": rows},
        input_option="RAW",
        shared_with=[ACCOUNT],
        locale=locale,
    )
    return fake_book(server, sid)


@pytest.mark.parametrize("page", PAGES, ids=[p.file for p in PAGES])
def test_each_page_renders_what_the_script_answered(
    tmp_path: Path, chromium: str, sheets_server: SheetsServer, menu_path: Menu, page: Page
) -> None:
    rows = [r[:] for r in CROSSTABLE]
    if page.file == "Check":
        rows[5][5] = "+B3"  # Deniz's last game disagrees with Carla's row
    done = menu_path(
        _book(sheets_server, rows),
        [{"do": "call", "fn": fn, "args": args} for fn, args in page.calls],
    )
    answers = _answers(done.results, page)
    assert all("value" in a for a in answers.values()), answers
    if page.file == "Settings":  # the page saves only when clicked: not called here
        del answers["tiebreakSettingsSave"]
        del answers["tiebreakSettingsBlockSave"]  # made the block the page then shows
    shots = _shots_dir(tmp_path)
    shot = shots / f"addon-{page.shot}.png"
    dom = _render(chromium, _page(tmp_path, page, answers, page.file), page.size, shot)
    assert shot.stat().st_size > 2000
    assert dom.count("UNEXPECTED CALL") == 1, "a call with other arguments than answered"
    words = answers["tiebreakSidebar"]["value"]["words"]
    if page.file == "Check":
        check = answers["tiebreakCheck"]["value"]
        assert check["problems"], check
        for problem in check["problems"]:
            assert f'<span class="cell">{problem["cell"]}</span>' in dom
        assert check["count"] in dom
    elif page.file == "Explain":
        assert "Anna Novak" in dom and "<pre" in dom
        text = answers["tiebreakExplain"]["value"]["text"]
        assert text.splitlines()[0] in dom
    elif page.file == "Why":
        text = answers["tiebreakWhy"]["value"]["text"]
        assert text.splitlines()[0] in dom
    elif page.file == "Publish":
        report = answers["tiebreakReport"]["value"]
        assert f'download="{report["filename"]}"' in dom
        assert words["addon.publish.download"] in dom
    elif page.file == "Settings":
        assert 'id="token" type="password"' in dom
        assert words["addon.settings.token-kept"] in dom
        assert "tb1." not in dom, "the token never reaches the page"
        block = answers["tiebreakSettingsBlock"]["value"]
        assert block["rules"] == "fide-2026" and block["order"] == "BH-C1, BH, SB"
        assert '<option value="fide-2026" selected="">fide-2026</option>' in dom
        assert '<form id="sheet-form" autocomplete="off">' in dom  # shown, no longer hidden
        assert html.escape(words["addon.settings.rules"], quote=False) in dom
        assert html.escape(words["addon.settings.block-here"], quote=False) in dom


def test_a_failure_is_shown_in_words(
    tmp_path: Path, chromium: str, sheets_server: SheetsServer, menu_path: Menu
) -> None:
    """A sheet not connected to a service: the sidebar says what to do, in Czech here."""
    page = PAGES[0]
    done = menu_path(
        _book(sheets_server, CROSSTABLE, locale="cs_CZ"),
        [{"do": "call", "fn": fn, "args": args} for fn, args in page.calls],
        connect=False,
    )
    answers = _answers(done.results, page)
    assert "error" in answers["tiebreakCheck"]
    shot = _shots_dir(tmp_path) / "addon-failure.png"
    dom = _render(chromium, _page(tmp_path, page, answers, "failure"), SIDEBAR, shot)
    assert html.escape(answers["tiebreakCheck"]["error"], quote=False) in dom
    assert "Tiebreak &gt; Nastavení" in dom
