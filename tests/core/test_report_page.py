"""The published page (``tiebreak report``, issue 20) on the repository's examples: one
self-contained document, hostile names as text in an aligned table, every number as
``standings`` and ``explain`` give it, the page's words in each language, the command line.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.formats.load import load_path
from core.formats.tournament_json import tournament_from_dict
from core.i18n.text import LANGS
from core.render.standings import standings_to_json
from core.report import ReportOptions, build_report
from tests.core.report_numbers import mismatches, read_page
from tests.hidden_imports import console_script, run, without_modules

REPO = Path(__file__).resolve().parents[2]
CLUB = REPO / "examples" / "club-swiss.json"
TEAM = REPO / "examples" / "team-swiss.json"
HOSTILE = (
    "<script>alert(1)</script>",
    "Tom &amp; Jerry",
    'O\'Brien "the Rook"',
    "Ana \u202eNovák",
    "W" * 2000,
)


def _club(names: tuple[str, ...] = ()) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CLUB.read_text(encoding="utf-8"))
    for p, name in zip(data["players"], names, strict=False):
        p["name"] = name
    return data


class _Rows(HTMLParser):
    """The cells of each row of each table, and the text inside each ``bdi``."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[list[list[str]]] = []
        self.widths: list[list[int]] = []
        self.isolated: list[str] = []
        self._bdi = 0
        self._open: list[list[list[str]]] = []
        self._width: list[list[int]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self._open.append([])
            self.tables.append(self._open[-1])
            self._width.append([])
            self.widths.append(self._width[-1])
        elif tag == "tr" and self._open:
            self._open[-1].append([])
            self._width[-1].append(0)
        elif tag in ("td", "th") and self._open and self._open[-1]:
            self._open[-1][-1].append("")
            self._width[-1][-1] += int(dict(attrs).get("colspan") or 1)
        elif tag == "bdi":
            self._bdi += 1
            self.isolated.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "table" and self._open:
            self._open.pop()
            self._width.pop()
        elif tag == "bdi":
            self._bdi -= 1

    def handle_data(self, data: str) -> None:
        if self._open and self._open[-1] and self._open[-1][-1]:
            self._open[-1][-1][-1] += data
        if self._bdi:
            self.isolated[-1] += data


def _rows(html: str) -> _Rows:
    parser = _Rows()
    parser.feed(html)
    return parser


def test_the_page_is_one_self_contained_document() -> None:
    html = build_report(load_path(str(CLUB)))
    assert html.startswith("<!DOCTYPE html>") and html.rstrip().endswith("</html>")
    # nothing fetched from elsewhere: no external URL, no web font, no script needed
    assert not re.search(r"""(?:src|href)=["'](?:https?:)?//""", html)
    assert "@import" not in html and "@font-face" not in html and "url(http" not in html
    assert "<script" not in html
    assert "<style>" in html and "<svg" in html
    # print: A4, the crosstable on landscape pages, headers repeated, no card split
    assert "size: A4 portrait" in html and "size: A4 landscape" in html
    assert "page: wide" in html and 'class="landscape"' in html
    assert "display: table-header-group" in html and "break-inside: avoid" in html
    # a phone: wide tables scroll inside their own box
    assert "@media (max-width: 600px)" in html and ".scroll { overflow-x: auto" in html


def test_every_number_equals_standings_and_explain_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for path in (CLUB, TEAM):
        main(["standings", str(path), "--format", "json"])
        want = json.loads(capsys.readouterr().out)
        st = compute_standings(load_path(str(path)))
        page = read_page(build_report(load_path(str(path))))
        assert len(page.blocks) == len(want["standings"]) * len(want["order"])
        assert page.charts  # the tied groups' breakdowns are compared too
        assert mismatches(page, want, st) == []


def test_a_wrong_number_on_the_page_is_found() -> None:
    # the comparison can fail: a value changed on the page is reported
    t = load_path(str(CLUB))
    st = compute_standings(t)
    html = build_report(t).replace('<a href="#p1-BH">16</a>', '<a href="#p1-BH">15</a>', 1)
    bad = mismatches(read_page(html), standings_to_json(st), st)
    assert bad == ["1 BH: standings 15 != 16"]


def test_a_wrong_number_on_a_card_is_found() -> None:
    # a card's numbers are read from its cells: a total, an item and a cut changed on the
    # page are each reported
    t = load_path(str(CLUB))
    st = compute_standings(t)
    want = standings_to_json(st)
    html = build_report(t)
    card = html.index('<article class="card" id="p1"')
    foot = html.index("<tfoot>", card)
    total = re.compile(r"<td>(\d+(?:\.\d+)?)</td>")
    first = total.search(html, foot)
    assert first is not None
    changed = html[: first.start()] + "<td>99</td>" + html[first.end() :]
    assert [b for b in mismatches(read_page(changed), want, st) if "card" in b] == [
        f"1 {st.order[0]}: card 99 != {first.group(1)}"
    ]
    cut = html.index("<s>", card)
    uncut = html[:cut] + html[cut + 3 :].replace("</s>", "", 1)
    bad = mismatches(read_page(uncut), want, st)
    assert len(bad) == 1 and bad[0].startswith("1 ") and bad[0].endswith(": cut no != True")
    # the last cell of the card's first round: the last tie-break's item of round 1
    end = html.index("</tr>", html.index("<tbody>", card))
    start = html.rindex("<td", 0, end)
    wrong = html[:start] + "<td>77.25</td>" + html[end:]
    bad = mismatches(read_page(wrong), want, st)
    where = f"1 {st.order[-1]} round 1: "
    assert bad and all(b.startswith(where) for b in bad)
    assert any(b.startswith(f"{where}value 77.25 != ") for b in bad)


def test_the_generator_line_names_the_installed_version() -> None:
    from importlib.metadata import version

    html = build_report(load_path(str(CLUB)))
    assert f'<meta name="generator" content="Made by tiebreak {version("tiebreak")}">' in html


def test_hostile_names_render_as_text_and_keep_the_table_aligned() -> None:
    t = tournament_from_dict(_club(HOSTILE), source="hostile.json")
    html = build_report(t)
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "Tom &amp;amp; Jerry" in html  # the text "&amp;", not an ampersand
    parsed = _rows(html)
    for name in HOSTILE:
        # every name is isolated (a right-to-left override stays inside its cell)
        assert name in parsed.isolated or f"{name} (" in " ".join(parsed.isolated), name[:20]
    assert all(
        "\u202e" not in s or s.startswith("Ana") or "Ana \u202e" in s for s in parsed.isolated
    )
    # every row of every table as wide as its head: nothing a name holds opens or closes a
    # cell
    assert len(parsed.tables) > 10
    for widths in parsed.widths:
        assert len(set(widths)) == 1, widths
    standings = parsed.tables[0]
    names = [row[2 + 0] for row in standings[1:]]
    assert "W" * 2000 in names and "<script>alert(1)</script>" in names
    # a name wraps at its spaces only (issue 33): a 2,000-letter one widens its cell, whose
    # table scrolls in its own box; text around names breaks only a word longer than a line
    assert "overflow-wrap: anywhere" not in html and "break-all" not in html
    assert "overflow-wrap: break-word" in html
    check = _Balance()
    check.feed(html)
    assert check.errors == [] and check.open == []  # no name opened or closed an element


_NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w])")
"""A number in running text (as tests/core/test_golden_languages.py finds them)."""
STANDINGS = {"cs": "Pořadí", "bg": "Класиране", "ro": "Clasament", "tr": "Puan durumu"}
STANDINGS["it"] = "Classifica"
"""The glossary's word for the standings (glossary.md 2), the page's first heading."""


def _numbers(texts: list[str]) -> list[str]:
    return sorted(n.replace(",", ".") for t in texts for n in _NUMBER.findall(t))


def test_the_page_in_each_language(capsys: pytest.CaptureFixture[str]) -> None:
    t = load_path(str(CLUB))
    english = read_page(build_report(t, lang="en"))
    names = sorted({p.name for p in t.players} | {t.name}, key=len, reverse=True)

    def unnamed(text: str) -> str:
        for n in names:
            text = text.replace(n, "")
        return text

    words = {w for w in english.text if re.search(r"[A-Za-z]{4,}", unnamed(w))}
    for lang in LANGS:
        page = read_page(build_report(t, lang=lang))
        # every number is the same exact value whatever the language
        assert page.standings == english.standings and page.cards == english.cards
        if lang == "en":
            continue
        text = " ".join(page.text)
        # numbers as the language writes them: a decimal comma (glossary.md 4), and every
        # number of the English page, no other, in the text
        assert "13,5" in text and "13.5" not in text
        assert _numbers(page.text) == _numbers(english.text)
        assert STANDINGS[lang] in page.text  # the glossary's term
        # no English sentence left: each English text of the page that is not a name, a
        # code or a number is gone from the translated page
        left = sorted(w for w in words & set(page.text) if not _neutral(unnamed(w)))
        assert left == [], (lang, left[:10])


def _neutral(text: str) -> bool:
    """Text the same in every language: codes, names of rule sets and tie-break names the
    glossary keeps (Buchholz, Sonneborn-Berger), ratings, the program's name."""
    keep = ("Buchholz", "Sonneborn-Berger", "fide-", "FIDE C.07", "Cut-1", "tiebreak", "Rating")
    return bool(re.fullmatch(r"[A-Z0-9:\-/]+|[A-Z]{2,}.*", text)) or any(k in text for k in keep)


def test_the_command_line_writes_the_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "page.html"
    assert main(["report", str(CLUB), "-o", str(out), "--lang", "cs"]) == 0
    assert capsys.readouterr().out == ""
    assert '<html lang="cs">' in out.read_text(encoding="utf-8")
    assert main(["report", str(CLUB), "--players", "1,5", "--order", "BH,SB"]) == 0
    page = read_page(capsys.readouterr().out)
    assert {b.player for b in page.blocks} == {1, 5}
    assert {b.code for b in page.blocks} == {"BH", "SB"}
    # tied: the players level on the score with a neighbour (every pair the ties explain)
    assert main(["report", str(CLUB), "--players", "tied", "--order", "WIN"]) == 0
    tied = {b.player for b in read_page(capsys.readouterr().out).blocks}
    assert tied == {1, 2, 4, 5, 6, 10}
    assert main(["report", str(CLUB), "--after-round", "3"]) == 0
    assert "After round 3 of 5" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--players", "1,x"], "--players takes all, tied, none or starting numbers"),
        (["--players", "99"], "no entrant has the number 99"),
        (["--live", "--after-round", "2"], "--live"),
        (["--rules", "nonsense"], "nonsense"),
    ],
)
def test_usage_errors_say_what_is_wrong(
    args: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["report", str(CLUB), *args]) == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err and err.count("\n") == 1


def test_without_jinja2_the_command_says_how_to_install_it(tmp_path: Path) -> None:
    # the console script where the optional "report" extra is not installed
    env = without_modules(tmp_path, ["jinja2"])
    done = run([*console_script("tiebreak", "core.cli"), "report", str(CLUB)], env, tmp_path)
    assert done.returncode == 2, done.stderr
    assert done.stderr == "tiebreak: the page needs Jinja2: pip install 'tiebreak[report]'\n"
    assert done.stdout == ""
    # every other command works without it
    done = run([*console_script("tiebreak", "core.cli"), "standings", str(CLUB)], env, tmp_path)
    assert done.returncode == 0 and "Ana Novák" in done.stdout


def test_a_round_in_progress_is_marked_provisional_with_live() -> None:
    data = _club()
    for p in data["players"]:
        p["results"] = p["results"][:4] + [
            "?" + r[1:] if r[:1] in "+-=" and r[1:2] in ("W", "B") else r for r in p["results"][4:]
        ]
    t = tournament_from_dict(data, source="live.json")
    html = build_report(t, ReportOptions(live=True))
    assert "provisional" in html and "Round 5 (in progress)" in html
    plain = build_report(t)
    assert "After round 4 of 5" in plain and "Round 5 (in progress)" in plain


def test_a_team_event_has_team_cards_with_boards() -> None:
    html = build_report(load_path(str(TEAM)))
    assert "Team cards" in html and 'class="boards"' in html
    assert "<td>6: 2½</td>" in html  # against rank 6, with 2½ game points
    parsed = _rows(html)
    outer = [w for w in parsed.widths if len(set(w)) != 1]
    assert outer == []  # the boards of a round span the card's row


def test_a_lichess_swiss_through_the_importer(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # lichess:ID is read as every command reads it: the importer, against the local stand-in
    import io

    from core.formats.trf import write_trf
    from core.sources.lichess import ENV_BASE_URL
    from tests.servers.lichess_server import LichessServer

    t = load_path(str(CLUB))
    trf = io.StringIO()
    write_trf(t, trf, strict=False)
    header = {
        "id": "Club0001",
        "name": t.name,
        "startsAt": "2026-09-05T18:00:00Z",
        "nbRounds": t.rounds,
        "round": t.rounds,
        "nbPlayers": len(t.players),
        "status": "finished",
    }
    with LichessServer() as server:
        server.add_swiss("Club0001", header, trf.getvalue())
        monkeypatch.setenv(ENV_BASE_URL, server.base_url)
        assert main(["report", "lichess:Club0001", "--lang", "it"]) == 0
    html = capsys.readouterr().out
    assert '<html lang="it">' in html and "lichess" in html
    page = read_page(html)  # lichess's own numbers: SB and LPR for each of the 11 players
    assert {b.code for b in page.blocks} == {"SB", "LPR"} and len(page.blocks) == 11 * 2


def test_jinja2_stays_in_its_leaf_module() -> None:
    # core uses the standard library: only core/report/page.py imports Jinja2, and only
    # build_report imports that module (when a page is asked for), and core/report/site.py,
    # which build_site imports when a site is asked for
    users = {
        str(p.relative_to(REPO))
        for p in (REPO / "core").rglob("*.py")
        if re.search(r"^\s*(?:import jinja2|from jinja2)", p.read_text(encoding="utf-8"), re.M)
    }
    assert users == {"core/report/page.py"}
    importers = {
        str(p.relative_to(REPO))
        for p in (REPO / "core").rglob("*.py")
        if re.search(r"(?:from|import) core\.report\.page\b", p.read_text(encoding="utf-8"))
    }
    assert importers == {"core/report/__init__.py", "core/report/site.py"}
    site = {
        str(p.relative_to(REPO))
        for p in (REPO / "core").rglob("*.py")
        if re.search(r"(?:from|import) core\.report\.site\b", p.read_text(encoding="utf-8"))
    }
    assert site == {"core/report/__init__.py"}


@pytest.mark.parametrize("path", [CLUB, TEAM])
def test_every_link_of_the_page_leads_to_one_place(path: Path) -> None:
    html = build_report(load_path(str(path)))
    ids = re.findall(r'\bid="([^"]+)"', html)
    assert len(ids) == len(set(ids)), sorted(i for i in set(ids) if ids.count(i) > 1)
    targets = set(re.findall(r'href="#([^"]+)"', html)) | set(
        re.findall(r'aria-(?:labelledby|describedby)="([^"]+)"', html)
    )
    targets |= {t[5:-1] for t in re.findall(r"url\(#[^)]+\)", html)}
    assert targets and targets <= set(ids), sorted(targets - set(ids))


def test_the_legend_has_a_sentence_for_every_tie_break() -> None:
    from core.i18n.text import has
    from core.tiebreaks.registry import FAMILIES

    # The game-score codes keep their sentences in the Scrabble area (rules.md 13).
    missing = sorted(
        b
        for (_, b), fam in FAMILIES.items()
        if not has(f"{'scrabble.' if fam.scores else ''}report.about.{b}", "en")
    )
    assert missing == []


def test_a_large_page_says_how_to_make_it_smaller(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "page.html"
    assert main(["report", str(CLUB), "-o", str(out)]) == 0
    assert capsys.readouterr().err == ""  # a club's page is small
    monkeypatch.setattr("core.cli.report.LARGE", 1000)
    assert main(["report", str(CLUB), "-o", str(out), "--lang", "cs"]) == 0
    size = out.stat().st_size / 1e6
    err = capsys.readouterr().err
    assert err == f"tiebreak: poznámka: stránka má {size:.1f} MB; ".replace(".", ",", 1) + (
        "--players none nebo --players N,M,... ji zmenší\n"
    )


class _Balance(HTMLParser):
    """Every element closed in the order it was opened (void elements aside)."""

    VOID = frozenset({"meta", "br", "hr", "img", "input", "link", "path", "line", "rect"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        pass  # <path/>, <line/>, <rect/> in the SVG

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID:
            return
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.open[-1] if self.open else ''}>")
            return
        self.open.pop()


@pytest.mark.parametrize("path", [CLUB, TEAM])
def test_every_element_of_the_page_is_closed_where_it_was_opened(path: Path) -> None:
    check = _Balance()
    check.feed(build_report(load_path(str(path))))
    assert check.errors == [] and check.open == []
