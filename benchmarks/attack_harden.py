"""Attack the core and the command line as an adversary would (the core, numbers, what-if,
readers and terminal-text cases of the hardening brief) and print one row per case: a
clean one-line error, the right answer, a traceback, a hang (no answer within the limit)
or a wrong answer (accepted what it must refuse, printed a control character, ...).

Run: ``python benchmarks/attack_harden.py [--timeout S]`` from the repository root; it
writes its files in a temporary directory and runs the real ``tiebreak`` command.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

TIEBREAK = shutil.which("tiebreak", path=str(Path(sys.executable).parent)) or "tiebreak"

_GAP = " " * 31 + "2000" + " " * 29
CLUB = Path(__file__).resolve().parent.parent / "examples" / "club-swiss.json"
TEAMS = Path(__file__).resolve().parent.parent / "examples" / "team-swiss.json"
PRIZES = Path(__file__).resolve().parent.parent / "examples" / "club-prizes.json"


@dataclass
class Case:
    name: str
    args: list[str]
    expect: str = "error"
    """``error``: a clean one-line refusal; ``ok``: an answer (``check`` says whether it is
    right)."""
    check: Callable[[str, str], bool] | None = None
    """Given stdout and stderr of an answer, whether it is right."""
    env: dict[str, str] = field(default_factory=dict)
    stdin: str | None = "devnull"
    """``devnull``, ``closed`` or a file path."""


def players(n: int, rounds: int = 0) -> list[dict[str, object]]:
    return [{"id": i, "name": f"P{i}", "rating": 2000 - i, "results": []} for i in range(1, n + 1)]


def build(tmp: Path) -> list[Case]:
    def put(name: str, text: str | bytes) -> str:
        path = tmp / name
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return str(path)

    base = json.loads(PRIZES.read_text(encoding="utf-8"))

    def prizes(name: str, **top: object) -> str:
        doc = dict(base)
        doc.update(top)
        return put(name, json.dumps(doc))

    def prize_text(name: str, text: str) -> str:
        return put(name, text)

    club = str(CLUB)
    cases: list[Case] = []

    def p(name: str, path: str, **kw: object) -> Case:
        return Case(name, ["prizes", club, "--prizes", path], **kw)  # type: ignore[arg-type]

    cases.append(
        p(
            'prizes hort_pooled "1e-99999999"',
            prizes("h1.json", shared="hort", hort_pooled="1e-99999999"),
        )
    )
    cases.append(
        p(
            "prizes hort_pooled 1e-99999999",
            prize_text(
                "h2.json",
                json.dumps(dict(base, shared="hort")).replace(
                    '"shared"', '"hort_pooled": 1e-99999999, "shared"'
                ),
            ),
        )
    )
    big = json.dumps(base).replace('"money": 300', '"money": 1E99999999')
    cases.append(p("prizes money 1E99999999", prize_text("m1.json", big)))
    cases.append(
        p(
            'prizes money "1E99999999"',
            prize_text(
                "m2.json", json.dumps(base).replace('"money": 300', '"money": "1E99999999"')
            ),
        )
    )
    cases.append(
        p(
            "prizes money of 4,200 digits",
            prize_text(
                "m3.json", json.dumps(base).replace('"money": 300', '"money": ' + "9" * 4200)
            ),
        )
    )
    cases.append(
        p(
            "prizes money of 5,000 digits",
            prize_text(
                "m4.json", json.dumps(base).replace('"money": 300', '"money": ' + "9" * 5000)
            ),
        )
    )
    cases.append(
        p(
            "prizes money 0.001 (beyond pennies)",
            prize_text("m5.json", json.dumps(base).replace('"money": 300', '"money": 300.001')),
        )
    )
    cats = [{"id": f"c{i}", "places": [{"money": 10}]} for i in range(20_000)]
    cases.append(p("prizes 20,000 categories", prizes("cats.json", categories=cats)))
    cases.append(
        p(
            "prizes 100,000-deep",
            prize_text("deep.json", '{"x-deep": ' + "[" * 100_000 + "]" * 100_000 + "}"),
        )
    )
    cases.append(p("prizes /dev/zero", "/dev/zero"))
    hort0 = prizes("h0.json", shared="hort", hort_pooled=0)
    cases.append(
        p(
            "prizes hort_pooled 0 says 0 %",
            hort0,
            expect="ok",
            check=lambda out, err: "50" not in out.split("\n\n")[0] and " 0" in out,
        )
    )
    cases.append(p("prizes currency ESC", prizes("cur.json", currency="\x1b[31m£")))
    named = json.loads(json.dumps(base))
    named["categories"][0]["name"] = "Open\x07\x1b[2J"
    cases.append(
        p("prizes category name BEL/ESC", prizes("name.json", categories=named["categories"]))
    )
    items = json.loads(json.dumps(base))
    items["categories"][0]["places"][0]["items"] = ["Cup\x1b]0;owned\x07"]
    cases.append(p("prizes item ESC", prizes("items.json", categories=items["categories"])))

    # what-if
    ev18 = {"name": "Eighteen", "rounds": 5, "players": players(18)}
    e18 = put("e18.json", json.dumps(ev18))
    pairs18 = ",".join(f"{i}-{i + 9}" for i in range(1, 10))
    cases.append(
        Case("whatif 18 players, round 1", ["whatif", e18, "1", "--pairings", pairs18], expect="ok")
    )
    ev26 = {"name": "TwentySix", "rounds": 5, "players": players(26)}
    e26 = put("e26.json", json.dumps(ev26))
    pairs26 = ",".join(f"{i}-{i + 13}" for i in range(1, 14))
    cases.append(
        Case("whatif 26 players, round 1", ["whatif", e26, "1", "--pairings", pairs26], expect="ok")
    )
    cases.append(
        Case(
            "whatif --pairings 8-1 (8 withdrew)",
            ["whatif", club, "1", "--pairings", "8-1,2-3,4-5,6-7,9-10"],
        )
    )
    cases.append(
        Case(
            "whatif --pairings-file /dev/zero",
            ["whatif", club, "1", "--pairings-file", "/dev/zero"],
        )
    )
    cases.append(
        Case(
            "whatif --pairings 99999999999-1", ["whatif", club, "1", "--pairings", "1-99999999999"]
        )
    )

    teams = str(TEAMS)
    cases.append(
        Case("--match-points 1e308,1,0", ["standings", teams, "--match-points", "1e308,1,0"])
    )
    cases.append(
        Case(
            "--match-points 1e-99999999,1,0",
            ["standings", teams, "--match-points", "1e-99999999,1,0"],
        )
    )
    cases.append(Case("--match-points 1/0,1,0", ["standings", teams, "--match-points", "1/0,1,0"]))
    tdoc = json.loads(TEAMS.read_text(encoding="utf-8"))
    tdoc["team_scoring"]["win"] = "1e99999999"
    cases.append(
        Case('team_scoring win "1e99999999"', ["standings", put("ts.json", json.dumps(tdoc))])
    )
    tdoc["team_scoring"]["win"] = 1e308
    cases.append(Case("team_scoring win 1e308", ["standings", put("ts2.json", json.dumps(tdoc))]))
    jdoc = json.loads(CLUB.read_text(encoding="utf-8"))
    jdoc["scoring"] = {"win": "0." + "0" * 100_000 + "1"}
    cases.append(
        Case("scoring win 0.000…(100,000)1", ["standings", put("sc.json", json.dumps(jdoc))])
    )
    jdoc["scoring"] = {"win": "1" * 4000 + "/" + "3" * 4000}
    cases.append(
        Case("scoring win 4,000-digit ratio", ["standings", put("sc2.json", json.dumps(jdoc))])
    )
    jdoc = json.loads(CLUB.read_text(encoding="utf-8"))
    jdoc["players"][0]["rating"] = "9" * 4000
    cases.append(Case("rating of 4,000 digits", ["standings", put("r.json", json.dumps(jdoc))]))
    card = {
        "rules": "fide-2026",
        "rounds": 1,
        "card": [{"result": "+", "opponent_score": "1" * 4000 + "/3"}],
    }
    cases.append(
        Case("calc opponent_score 4,000 digits", ["calc", put("card.json", json.dumps(card))])
    )
    card = {"rules": "fide-2026", "rounds": 1, "card": [{"result": "+", "opponent_score": 1e308}]}
    cases.append(Case("calc opponent_score 1e308", ["calc", put("card2.json", json.dumps(card))]))

    card = {"rules": "fide-2026", "rounds": 10**20, "card": [{"result": "+"}]}
    cases.append(Case("calc rounds 10^20", ["calc", put("card3.json", json.dumps(card))]))
    card = {"rules": "fide-2026", "card": [{"result": "+"}] * 100_000}
    cases.append(Case("calc 100,000 entries", ["calc", put("card4.json", json.dumps(card))]))
    tdoc = json.loads(TEAMS.read_text(encoding="utf-8"))
    tdoc["teams"][0]["name"] = "Rook\x1b[31m"
    cases.append(Case("team JSON name ESC", ["check", put("tn.json", json.dumps(tdoc))]))

    # TRF
    trf = Path("/work/shared/data/trf16_fide_example1_karl_mala_gedenkturnier_2005.trf")
    if trf.exists():
        text = trf.read_text(encoding="latin-1")
        tab = put("tab.trf", text.replace("012 9. Karl-Mala", "012 9.\tKarl\x1b[31m-Mala", 1))
        cases.append(Case("TRF 012 with TAB and ESC: check", ["check", tab]))
        cases.append(Case("TRF 012 with TAB and ESC: standings", ["standings", tab]))
        xxr = put("xxr.trf", text.replace("012 9.", "XXR 1000000000\n012 9.", 1))
        cases.append(Case("TRF XXR 1000000000", ["check", xxr]))
        pts = put(
            "pts.trf",
            text.replace(
                "2558 CHI     3400042 1969.12.06  6.0", "2558 CHI     3400042 1969.12.06 9e99", 1
            ),
        )
        cases.append(Case("TRF points 9e99", ["check", pts]))
        sc = put("sc.trf", text.replace("012 9.", "BBW " + "9" * 5000 + "\n012 9.", 1))
        cases.append(Case("TRF BBW of 5,000 digits", ["check", sc]))
        wide = text.replace("\n001    1 ", "\n001    1 ", 1).split("\n")
        wide = [ln + "     0 - -" * 120 if ln.startswith("001    1 ") else ln for ln in wide]
        cases.append(Case("TRF 127 round columns", ["check", put("wide.trf", "\n".join(wide))]))
    tt = put(
        "team.trf",
        "\n".join(
            [
                "012 Teams",
                "XXR 1",
                f"001    1      Ana{_GAP}0.5    1     2 w =",
                f"001    2      Bo {_GAP}0.5    2     1 b =",
                "013 Alpha\x1b[31m                          1",
                "013 Beta                               2",
            ]
        )
        + "\n",
    )
    cases.append(Case("TRF 013 team name ESC", ["check", tt]))
    tm = put(
        "teamm.trf",
        "\n".join(
            [
                "012 Teams",
                f"001    1      Ana{_GAP}0.5    1     2 w =",
                f"001    2      Bo {_GAP}0.5    2     1 b =",
                "013 Alpha                              " + "9" * 5000,
                "013 Beta                               2",
            ]
        )
        + "\n",
    )
    cases.append(Case("TRF 013 member of 5,000 digits", ["check", tm]))

    grid = (CLUB.parent / "club-crosstable.csv").read_text(encoding="utf-8")
    cases.append(Case("CSV title row ESC", ["check", put("title.csv", "\x1b[2J" + grid)]))
    fed = grid.replace("CZE", "\x1b[31mCZE", 1)
    cases.append(Case("CSV federation ESC", ["check", put("fed.csv", fed)]))

    # terminal text
    rtl = json.loads(CLUB.read_text(encoding="utf-8"))
    rtl["players"][0]["name"] = "Ana \u202eNovák"
    rtl["players"][1]["name"] = "Bo\u200b\u200b\u200bhdan Kos"
    rtl_path = put("rtl.json", json.dumps(rtl, ensure_ascii=False))

    def isolated(out: str, err: str) -> bool:
        lines = out.splitlines()
        head = next(i for i, ln in enumerate(lines) if ln.startswith("Rk"))
        rows = [ln for ln in lines[head + 1 : head + 12] if ln.strip()]
        width = _width(lines[head].removesuffix("Note").rstrip())
        rtl = [ln for ln in rows if "\u202e" in ln]
        return (
            bool(rtl)
            and all("\u2068" in ln and "\u2069" in ln for ln in rtl)
            and all(_width(ln) == width for ln in rows if "withdrew" not in ln)
        )

    cases.append(
        Case(
            "standings RTL override / zero width",
            ["standings", rtl_path],
            expect="ok",
            check=isolated,
        )
    )
    cases.append(
        Case(
            "PYTHONIOENCODING=cp1252 --lang bg",
            ["standings", club, "--lang", "bg"],
            env={"PYTHONIOENCODING": "cp1252"},
            expect="either",
        )
    )
    cases.append(
        Case(
            "PYTHONIOENCODING=ascii --lang bg",
            ["standings", club, "--lang", "bg"],
            env={"PYTHONIOENCODING": "ascii"},
            expect="either",
        )
    )
    cases.append(
        Case(
            "PYTHONIOENCODING=ascii why",
            ["why", club, "1", "5"],
            env={"PYTHONIOENCODING": "ascii"},
            expect="either",
        )
    )
    cases.append(Case("standings - with stdin closed", ["standings", "-"], stdin="closed"))
    return cases


def _width(line: str) -> int:
    import unicodedata

    return sum(
        0
        if unicodedata.combining(c) or unicodedata.category(c) in ("Cf", "Mn", "Me")
        else 2
        if unicodedata.east_asian_width(c) in "WF"
        else 1
        for c in line
    )


def run(case: Case, timeout: float) -> tuple[str, float]:
    env = dict(os.environ, **case.env)
    started = time.monotonic()
    stdin: int | None = subprocess.DEVNULL
    kwargs: dict[str, object] = {}
    if case.stdin == "closed":
        kwargs["preexec_fn"] = lambda: os.close(0)
        stdin = None
    try:
        proc = subprocess.run(
            [TIEBREAK, *case.args],
            stdin=stdin,
            capture_output=True,
            timeout=timeout,
            env=env,
            **kwargs,  # type: ignore[arg-type]
        )
    except subprocess.TimeoutExpired:
        return "hang", time.monotonic() - started
    took = time.monotonic() - started
    out = proc.stdout.decode("utf-8", "replace")
    err = proc.stderr.decode("utf-8", "replace")
    if "Traceback" in err:
        return "traceback", took
    control = any(c in out + err for c in "\x1b\x07")
    if case.expect == "error" or (case.expect == "either" and proc.returncode):
        lines = err.strip().splitlines()
        if proc.returncode == 0:
            return "wrong", took
        if control or not lines or not all(ln.startswith(("tiebreak:", "usage:")) for ln in lines):
            return "wrong", took
        return "clean error", took
    if proc.returncode != 0 or control:
        return "wrong", took
    if case.check is not None and not case.check(out, err):
        return "wrong", took
    return "answered", took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--only", help="run the cases whose name holds this text")
    args = parser.parse_args()
    tally: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        cases = build(Path(tmp))
        if args.only:
            cases = [c for c in cases if args.only in c.name]
        width = max(len(c.name) for c in cases)
        for case in cases:
            outcome, took = run(case, args.timeout)
            tally[outcome] = tally.get(outcome, 0) + 1
            print(f"{case.name.ljust(width)}  {outcome:<12} {took:6.1f} s", flush=True)
    print(
        "\n"
        + ", ".join(f"{k}: {v}" for k, v in sorted(tally.items()))
        + f" (of {sum(tally.values())})"
    )
    return 0 if set(tally) <= {"clean error", "answered"} else 1


if __name__ == "__main__":
    sys.exit(main())
