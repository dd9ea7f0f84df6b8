"""docs/formats.md tells the truth: its examples are run and compared with what the code
prints, its tokens parse, and the README points to it."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.formats.crosstable import read_token
from core.formats.notation import parse_uscf
from core.formats.tournament_json import tournament_from_dict
from core.questions.calc import calculate_card, card_from_dict
from tests.conftest import REPO

DOC = (REPO / "docs" / "formats.md").read_text(encoding="utf-8")
SWISS = str(REPO / "examples" / "club-swiss.json")


def json_blocks() -> list[Any]:
    return [json.loads(b) for b in re.findall(r"```json\n(.*?)```", DOC, re.S)]


def block(*keys: str) -> dict[str, Any]:
    """The example whose top-level keys are exactly ``keys``."""
    found = [b for b in json_blocks() if isinstance(b, dict) and set(b) == set(keys)]
    assert len(found) == 1, keys
    result: dict[str, Any] = found[0]
    return result


def run(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    assert main(list(args)) == 0
    return json.loads(capsys.readouterr().out)


def test_the_readme_points_to_the_formats_page() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "(docs/formats.md)" in readme


def _first_column_tokens(section: str) -> list[str]:
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    return [t for row in rows for t in re.findall(r"`([^`]+)`", row.split("|")[1])]


def test_every_token_of_the_table_parses() -> None:
    section = DOC.split("## 1.")[1].split("## 2.")[0]
    standard, wallchart = section.split("### US Chess wallchart cells")
    tokens = _first_column_tokens(standard)
    assert len(tokens) >= 20
    for token in tokens:
        read_token(token)
    cells = _first_column_tokens(wallchart)
    assert len(cells) >= 8
    for cell in cells:
        parse_uscf(cell)


def test_the_tournament_example_is_valid() -> None:
    t = tournament_from_dict(
        block("format", "name", "start_date", "rounds", "system", "scoring", "players"),
        source="formats.md",
    )
    st = compute_standings(t)
    assert st.rules == "fide-2026" and len(st.rows) == 3


def test_the_card_example_gives_the_calc_output_shown(capsys: pytest.CaptureFixture[str]) -> None:
    card = block("rules", "rounds", "card")
    shown = block("rules", "values", "adjusted_score", "items")
    result = calculate_card(*card_from_dict(card))
    assert {c: float(v) for c, v in result.values.items()} == shown["values"]
    assert float(result.adjusted_score) == shown["adjusted_score"]
    path = REPO / "examples" / "card.json"
    assert json.loads(path.read_text(encoding="utf-8")) == card
    printed = run(capsys, "calc", str(path), "--format", "json")
    assert printed["values"] == shown["values"]
    for item in shown["items"]:
        assert item in printed["items"]


def test_the_standings_example_is_the_bundled_event(capsys: pytest.CaptureFixture[str]) -> None:
    shown = block(
        "tournament",
        "rules",
        "order",
        "after_round",
        "in_progress",
        "provisional",
        "standings",
        "warnings",
    )
    printed = run(capsys, "standings", SWISS, "--format", "json")
    for key in ("tournament", "rules", "order", "after_round", "in_progress", "provisional"):
        assert printed[key] == shown[key]
    assert printed["standings"][0] == shown["standings"][0]
    assert set(shown["warnings"][0]) == {"code", "message", "players"}


def test_the_explain_example_is_the_bundled_event(capsys: pytest.CaptureFixture[str]) -> None:
    shown = block("player", "tiebreak", "rules", "value", "items", "summary")
    printed = run(capsys, "explain", SWISS, "4", "--tiebreak", "BH-C1", "--format", "json")
    for key in ("player", "tiebreak", "rules", "value", "summary"):
        assert printed[key] == shown[key]
    for item in shown["items"]:
        assert item in printed["items"]


def test_the_why_example_is_the_bundled_event(capsys: pytest.CaptureFixture[str]) -> None:
    shown = block("above", "below", "criterion", "rules", "order", "text", "explanations")
    assert run(capsys, "why", SWISS, "4", "6", "--format", "json") == shown


def test_the_python_example_of_the_development_page_runs(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    page = (REPO / "docs" / "development.md").read_text(encoding="utf-8")
    code = page.split("## Using the engine from Python")[1].split("```python")[1]
    code = code.split("```")[0]
    monkeypatch.chdir(REPO)
    exec(compile(code, "docs/development.md", "exec"), {})
    out = capsys.readouterr().out
    assert "Buchholz Cut-1 (BH-C1) of Dev Patel (4) under fide-2026: 11" in out
    assert "Buchholz Cut-1 (BH-C1) – Dev Patel (4), pravidla fide-2026: 11" in out
    assert "Bohdan Kos precede Farid Haddad per BH-C1: 11,5 contro 11." in out


def test_the_readmes_tour_prints_what_it_shows(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each `$ tiebreak …` line of the tour, run from the repository root: the lines shown
    # under it, up to an ellipsis, are the first lines the command prints.
    import shlex

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    tour = readme.split("### The command line")[1].split("```")[1]
    runs: list[tuple[str, list[str]]] = []
    for line in tour.strip("\n").splitlines():
        if line.startswith("$ tiebreak "):
            runs.append((line[2:], []))
        elif runs:
            runs[-1][1].append(line)
    assert len(runs) == 4
    monkeypatch.chdir(REPO)
    for command, shown in runs:
        shown = shown[: next((i for i, ln in enumerate(shown) if ln == "…"), None)]
        assert main(shlex.split(command)[1:]) == 0, command
        assert capsys.readouterr().out.splitlines()[: len(shown)] == shown, command


def test_the_readmes_first_screen_is_for_users() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    first_block = readme.split("```")[1]
    assert first_block.strip("\n").splitlines() == [
        "python3 -m venv .venv && .venv/bin/pip install -q . && .venv/bin/tiebreak standings "
        "examples/club-swiss.json --explain",
        "python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]' && "
        ".venv/bin/python -m pytest",
    ]
    first_screen = readme.split("```")[0]
    for audience in ("organiser", "player", "Discord"):
        assert audience in first_screen
    assert "does not make pairings" in first_screen
    for tool in ("Swiss-Manager", "Vega", "JaVaFo", "lichess"):
        assert tool in first_screen
    # The developers' material lives in docs/development.md, linked from the README.
    assert "(docs/development.md)" in readme
    for developer_word in ("../shared", "PostgreSQL", ".ci/run", "TIEBREAK_REQUIRE_ALL"):
        assert developer_word not in readme, developer_word


def test_every_link_between_the_pages_leads_somewhere() -> None:
    pages = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
    for page in pages:
        text = page.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if target.startswith(("http://", "https://")):
                continue
            path, _, anchor = target.partition("#")
            linked = (page.parent / path).resolve() if path else page
            assert linked.exists(), f"{page.name}: {target}"
            if anchor and linked.suffix == ".md":
                headings = re.findall(r"(?m)^#+ (.*)$", linked.read_text(encoding="utf-8"))
                slugs = {_slug(h) for h in headings}
                assert anchor in slugs, f"{page.name}: {target}"


def _slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")
