"""Issue 18's attack on the network, the store and the bot, case by case, as a table.

    TIEBREAK_TEST_PG=postgresql://postgres@127.0.0.1:5432/tiebreak_x \\
        .venv/bin/python benchmarks/attack_hardnet.py [--quick]

Every target is on this machine: a hostile lichess stand-in (tests/servers/hostile_http.py),
the lichess stand-in, a freezable proxy in front of the PostgreSQL server of
``TIEBREAK_TEST_PG`` (skipped when none answers), SQLite files in a temporary folder.

The importer's cases run the real ``tiebreak standings`` command in a subprocess
(``TIEBREAK_LICHESS_URL`` at the hostile server) with a watchdog of 90 s, and are judged
by what a person sees: one line on standard error and a non-zero exit is a *clean error*;
a Python traceback is a *traceback*; the watchdog firing is a *hang*. The bot's cases run
the service as the bot does: *lost* is a good snapshot replaced by one that cannot be read
back, *wrong* an answer that is not the one expected (a member reading where the database
is, a slow job not stopped). ``--quick`` leaves out the cases that wait for the importer's
20 s wall-time limit.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.core.test_remote import header, lichess_line  # noqa: E402
from tests.servers import hostile_http as hostile  # noqa: E402
from tests.servers.hostile_http import HostileServer  # noqa: E402

TRF = (
    "\n".join(
        [
            "012 Tiny",
            "XXR 1",
            lichess_line(1, "alpha", 1500, "1.0", "2 w 1"),
            lichess_line(2, "beta", 1500, "0.0", "1 b 0"),
        ]
    )
    + "\n"
)
WATCHDOG = 90.0
Row = tuple[str, str, str]


def a_header(**changes: object) -> str:
    base = header("Abcdefgh", "Tiny", rounds=1, players=2, starts="2026-11-29T18:00:00Z")
    base.update(changes)
    return json.dumps(base)


def cli(ref: str, base_url: str | None = None) -> Row:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    if base_url:
        env["TIEBREAK_LICHESS_URL"] = base_url
    start = time.monotonic()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "core.cli", "standings", ref],
            capture_output=True,
            text=True,
            timeout=WATCHDOG,
            env=env,
            cwd=tempfile.gettempdir(),
        )
    except subprocess.TimeoutExpired:
        return "hang", f">{WATCHDOG:.0f} s", ""
    took = f"{time.monotonic() - start:.1f} s"
    err = done.stderr.strip()
    if "Traceback" in err:
        return "traceback", took, err.splitlines()[-1][:110]
    if done.returncode != 0 and len(err.splitlines()) == 1:
        return "clean error", took, err[:110]
    return "wrong", took, (err or done.stdout)[:110]


def importer_cases(quick: bool) -> list[tuple[str, Callable[[], Row]]]:
    def served(behaviour: hostile.Behaviour, ref: str = "lichess:Abcdefgh") -> Row:
        with HostileServer(behaviour) as srv:
            return cli(ref, srv.base_url)

    cases: list[tuple[str, Callable[[], Row]]] = [
        ("lichess: 100 MB body", lambda: served(hostile.huge_body(100_000_000))),
        (
            "lichess: 100 MB body, no length",
            lambda: served(hostile.huge_body(100_000_000, declared=False)),
        ),
        ("lichess: 1.2 GB gzip bomb", lambda: served(hostile.gzip_bomb(1200 << 20))),
        ("lichess: redirect loop", lambda: served(hostile.redirect_loop)),
        ("lichess: JSON 100,000 deep", lambda: served(hostile.json_body("[" * 100_000, TRF))),
        (
            "lichess: 5,000-digit number",
            lambda: served(hostile.json_body('{"nbRounds": ' + "9" * 5000 + "}", TRF)),
        ),
        (
            "lichess: startsAt 10^20",
            lambda: served(hostile.json_body(a_header(startsAt=10**20), TRF)),
        ),
        (
            "lichess: startsAt -10^18",
            lambda: served(hostile.json_body(a_header(startsAt=-(10**18)), TRF)),
        ),
        (
            "lichess: nbRounds 10^9",
            lambda: served(hostile.json_body(a_header(nbRounds=10**9), TRF)),
        ),
        (
            "lichess: name with ESC",
            lambda: served(hostile.json_body(a_header(name="A\x1b[2J"), TRF)),
        ),
        (
            "lichess: name with CR LF",
            lambda: served(hostile.json_body(a_header(name="A\r\nB"), TRF)),
        ),
        ("lichess:abc", lambda: cli("lichess:abc")),
        ("lichess Arena URL", lambda: cli("https://lichess.org/tournament/winter21")),
    ]
    if not quick:
        cases += [
            ("lichess: a byte a second", lambda: served(hostile.trickle(1.0))),
            ("lichess: never answers", lambda: served(hostile.silent)),
        ]
    return cases


def bot_cases(tmp: Path) -> list[tuple[str, Callable[[], Row]]]:
    from bot.errors import KeptSnapshotError
    from bot.interact import error_reply_for
    from bot.live import poll
    from bot.service import TournamentService
    from bot.store import Store
    from tests.bot.test_live import HEADER, SWISS, URL, sample, trf_of
    from tests.servers.lichess_server import LichessServer

    def live_case(changes: dict[str, object]) -> Row:
        store = Store(f"sqlite:///{tmp / f'live{len(os.listdir(tmp))}.sqlite3'}")
        svc = TournamentService(store)
        try:
            with LichessServer() as srv:
                os.environ["TIEBREAK_LICHESS_URL"] = srv.base_url
                srv.add_swiss(SWISS, HEADER, trf_of(sample(), 2))
                loaded = svc.link_url(1, URL)
                store.live.start(
                    1,
                    loaded.linked.slug,
                    channel_id=1,
                    message_id=1,
                    lang="en",
                    last_round=2,
                    content_hash="x",
                )
                srv.add_swiss(SWISS, {**HEADER, **changes}, trf_of(sample(), 3))
                state = store.live.get(1, loaded.linked.slug)
                assert state is not None
                after = poll(svc, state, now=time.time(), every=0.0)
                note = store.get_meta(f"live-refused:1:{loaded.linked.slug}") or ""
                try:
                    svc.sync(1)
                    synced = "sync accepted it"
                except KeptSnapshotError as err:
                    synced = err.text("en")[:60]
        finally:
            os.environ.pop("TIEBREAK_LICHESS_URL", None)
            svc.workers.close()
            store.close()
        kept = store_kept = after is not None and after.tournament.rounds_played == 2
        if not kept:
            return "lost", "", "the refused read replaced the good one"
        return (
            ("clean error" if note and store_kept else "wrong"),
            "",
            f"kept; note: {note[:50]}; {synced}",
        )

    def upload_case() -> Row:
        store = Store(f"sqlite:///{tmp / 'upload.sqlite3'}")
        svc = TournamentService(store)
        try:
            good = trf_of(sample(), 3)
            first = svc.link_upload(1, "club.trf", good.encode())
            bad = (
                good.replace(good.splitlines()[0], "012 Club\tSwiss", 1)
                if good.startswith("012")
                else "012 Club\tSwiss\n" + good
            )
            try:
                svc.link_upload(1, "club.trf", bad.encode())
                outcome = "wrong"
                detail = "accepted"
            except KeptSnapshotError as err:
                outcome, detail = "clean error", err.text("en")[:80]
            except Exception as err:
                outcome, detail = "wrong", f"{type(err).__name__}: {err}"[:80]
            kept = store.get(1, first.linked.slug)
            if kept is None or kept.snapshot != first.linked.snapshot:
                return "lost", "", "the good tournament was replaced"
            svc.load(1)
            return outcome, "", detail
        finally:
            svc.workers.close()
            store.close()

    def workers_case() -> Row:
        from bot.cogs.compare import compared
        from bot.jobs import read_file
        from bot.workers import Workers, WorkLimitError
        from tests.bot.botsample import tournament_text
        from tests.bot.test_workers import A, B, big_linked

        w = Workers(limit=2.0)
        w.warm()
        other: list[float] = []

        def quick() -> None:
            start = time.monotonic()
            w.run(B, read_file, "club.json", tournament_text().encode())
            other.append(time.monotonic() - start)

        start = time.monotonic()
        th = threading.Thread(target=quick)
        try:
            th.start()
            w.run(A, compared, big_linked(), "fide-2026,fide-2024,fide-2009,uscf,cas", None)
            return "wrong", "", "the slow job was not stopped"
        except WorkLimitError as err:
            th.join()
            took = time.monotonic() - start
            return (
                "clean error",
                f"{took:.1f} s",
                f"{err.text('en')[:40]}; server B answered in {other[0]:.2f} s",
            )
        finally:
            w.close()

    def member_sees(error: Exception, url: str) -> Row:
        messages = error_reply_for(error, "en")
        text = json.dumps([[e.to_dict() for e in m] for m in messages])
        parts = urlsplit(url)
        leaks = [
            x
            for x in (
                parts.hostname,
                str(parts.port),
                parts.username,
                parts.path.strip("/"),
                "sqlite",
            )
            if x and x != "None" and x in text
        ]
        return (
            ("wrong" if leaks else "clean error"),
            "",
            f"leaks {leaks}" if leaks else text[text.find("The bot") :][:70],
        )

    def frozen_case() -> Row:
        from bot.store import StoreTimeoutError
        from tests.servers.freezable_proxy import FreezableProxy

        pg = os.environ.get(
            "TIEBREAK_TEST_PG", "postgresql://postgres@127.0.0.1:5432/tiebreak_test"
        )
        parts = urlsplit(pg)
        with FreezableProxy(parts.hostname or "127.0.0.1", parts.port or 5432) as proxy:
            user = f"{parts.username}@" if parts.username else ""
            url = urlunsplit(parts._replace(netloc=f"{user}127.0.0.1:{proxy.port}"))
            try:
                store = Store(url, timeout=2.0)
            except Exception as err:
                return "skipped", "", f"no PostgreSQL: {err}"[:80]
            proxy.freeze()
            start = time.monotonic()
            try:
                store.tournaments(1)
                return "wrong", "", "answered while frozen?"
            except StoreTimeoutError as err:
                took = time.monotonic() - start
                row = member_sees(err, url)
                return row[0], f"{took:.1f} s", row[2]
            finally:
                proxy.thaw()
                store.close()

    def sqlite_failure_case() -> Row:
        from bot.store import StoreError

        path = tmp / "nowhere" / "x"
        (tmp / "nowhere").write_text("a file where a folder should be")
        url = f"sqlite:///{path}/bot.sqlite3"
        try:
            Store(url)
            return "wrong", "", "opened?"
        except StoreError as err:
            return member_sees(err, url)

    return [
        ("live: lichess nbRounds 10^9", lambda: live_case({"nbRounds": 10**9})),
        ("live: lichess name with ESC", lambda: live_case({"name": "A\x1b[2J"})),
        ("live: lichess name with CR LF", lambda: live_case({"name": "A\r\nB"})),
        ("re-upload: TRF 012 with TAB", upload_case),
        ("store: PostgreSQL frozen", frozen_case),
        ("store: SQLite cannot open (member text)", sqlite_failure_case),
        ("bot: slow /compare on server A", workers_case),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    logging.disable(logging.CRITICAL)  # the operator's log lines would break the table
    rows: list[tuple[str, str, str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, case in [*importer_cases(args.quick), *bot_cases(Path(tmp))]:
            try:
                outcome, took, detail = case()
            except Exception as err:
                outcome, took = "traceback", ""
                detail = traceback.format_exception_only(err)[-1].strip()[:110]
            rows.append((name, outcome, took, detail))
            print(f"{name:<42} {outcome:<12} {took:>8}  {detail}", flush=True)
    counts: dict[str, int] = {}
    for _, outcome, _, _ in rows:
        counts[outcome] = counts.get(outcome, 0) + 1
    print()
    print(f"{len(rows)} cases: " + ", ".join(f"{n} {k}" for k, n in sorted(counts.items())))
    bad = sum(counts.get(k, 0) for k in ("traceback", "hang", "wrong", "lost"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
