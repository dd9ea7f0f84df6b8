"""``tiebreak-sheets watch`` end to end: the real gspread client against the local Sheets
server, with a fake clock and sleep (the watch's injected ``clock`` and ``sleep``) so that what
happens between two polls is scripted, and the requests counted at the server.

The event is the Gros 2010 open after round 4 (``../shared/data``) with six of its round-4
games pending (``?W12`` / ``?B3`` cells): a round in progress, as an organiser's sheet is
while games finish.
"""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from core.engine.standings import Standings, compute_standings
from core.formats.crosstable import format_token
from core.formats.grid import a1
from core.i18n.text import LANGS, render
from core.model import Outcome, PlayerId, Tournament, points_of
from sheets_addon import SyncOptions, sync_sheet
from sheets_addon.gateway import SheetsGateway
from sheets_addon.status_line import StatusLine
from sheets_addon.stopping import Stop
from sheets_addon.watch import Watch, WatchCounts
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import comma, crosstable_rows, load_event, pairings_rows
from tests.sheets_addon.test_sync import ORDER, RULES, assert_block, writes

ROOT = Path(__file__).resolve().parents[2]
OPTIONS = SyncOptions(rules=RULES, order=ORDER)
INTERVAL = 0.5  # exact in binary: the fake clock lands on every poll time exactly
FIRST = 8  # column I: the organiser's data is A..H (No., Name, Rtg, R1..R4, Pts)
PENDING_OF = 6  # the round-4 games of players 1..6 (three games among them) not entered yet
GAMES = 23  # in round 4 (and three byes)


class FakeTime:
    """The watch's clock and sleep: sleeping advances the clock at once, and runs what the
    test scheduled for that gap (``at[n]``: during the n-th sleep, i.e. before poll n+1)."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []
        self.at: dict[int, Callable[[], None]] = {}

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds
        action = self.at.pop(len(self.sleeps), None)
        if action is not None:
            action()


def with_pending(t: Tournament, ids: set[PlayerId]) -> Tournament:
    """``t`` with the round-4 games of ``ids`` (and of their opponents) not entered yet."""
    players = tuple(
        p._replace(results=(*p.results[:3], p.results[3]._replace(outcome=Outcome.PENDING)))
        if p.id in ids
        else p
        for p in t.players
    )
    return t._replace(players=players)


@pytest.fixture(scope="module")
def final() -> Tournament:
    return load_event()


@pytest.fixture(scope="module")
def pending(final: Tournament) -> set[PlayerId]:
    ids: set[PlayerId] = set()
    for p in final.players[:PENDING_OF]:
        r = p.results[3]
        assert r.opponent is not None  # the top boards: games, no byes
        ids |= {p.id, r.opponent}
    return ids


@pytest.fixture(scope="module")
def games(final: Tournament, pending: set[PlayerId]) -> list[tuple[PlayerId, PlayerId]]:
    """The pending games, each as its two players."""
    found = {tuple(sorted(game_of(final, pid))) for pid in pending}
    assert len(found) == len(pending) // 2 == GAMES - 20
    return sorted((PlayerId(a), PlayerId(b)) for a, b in found)


@pytest.fixture(scope="module")
def live(final: Tournament, pending: set[PlayerId]) -> Tournament:
    return with_pending(final, pending)


def live_standings(t: Tournament) -> Standings:
    return compute_standings(t, rules=RULES, order=ORDER, live=True)


def row_of(t: Tournament) -> dict[PlayerId, int]:
    return {p.id: i + 2 for i, p in enumerate(t.players)}  # a title row, a header row


def enter(server: SheetsServer, sid: str, t: Tournament, pid: PlayerId) -> Callable[[], None]:
    """The organiser types the round-4 result of ``pid``'s game (from ``t``, the event with
    every result) into both players' cells, and their new points (a ``'`` first, as in the
    browser, so that ``=W3`` is text, not a formula)."""

    def typing() -> None:
        p = t.by_id()[pid]
        opp = t.by_id()[PlayerId(p.results[3].opponent or 0)]
        for who in (p, opp):
            r = row_of(t)[who.id]
            server.type_value(sid, "Results", a1(r, 6), "'" + format_token(who.results[3]))
            server.type_value(sid, "Results", a1(r, 7), "'" + comma(points_of(who, t.scoring)))

    return typing


@pytest.fixture
def sheet(sheets_server: SheetsServer, live: Tournament) -> str:
    return sheets_server.create_spreadsheet(
        live.name,
        sheets={"Results": crosstable_rows(live)},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )


def watch(
    gateway: SheetsGateway,
    sid: str,
    fake: FakeTime,
    polls: int,
    *,
    options: SyncOptions = OPTIONS,
    stop: Stop | None = None,
    tty: bool = False,
    sleep: Callable[[float], None] | None = None,
) -> tuple[WatchCounts, list[str]]:
    out = io.StringIO()
    counts = Watch(
        gateway,
        sid,
        options,
        out=out,
        interval=INTERVAL,
        clock=fake.clock,
        sleep=sleep or fake.sleep,
        max_polls=polls,
        stop=stop,
        tty=tty,
    ).run()
    return counts, out.getvalue().splitlines()


def test_results_entered_between_polls_are_followed_within_two_intervals(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    sheet: str,
    final: Tournament,
    pending: set[PlayerId],
    live: Tournament,
    games: list[tuple[PlayerId, PlayerId]],
) -> None:
    first, second = games[0], games[1]
    fake = FakeTime()
    fake.at[2] = enter(sheets_server, sheet, final, first[0])  # before poll 3
    fake.at[4] = enter(sheets_server, sheet, final, second[0])  # before poll 5
    checked: list[int] = []

    def followed() -> None:  # before poll 4: poll 3, the first after the change, synced it
        one = live_standings(with_pending(final, pending - set(first)))
        assert_block(
            sheets_server,
            sheet,
            "Results",
            one,
            header_row=1,
            first_col=FIRST,
            row_of=row_of(final),
        )
        checked.append(3)

    fake.at[3] = followed
    counts, lines = watch(gateway, sheet, fake, polls=6)
    # Poll 1 syncs the provisional values; polls 3 and 5 see one more game each.
    assert checked == [3]
    assert counts.syncs == 3 and counts.writes == 3
    changes = [line for line in lines if line.startswith("round ")]
    assert changes[0].startswith("round 4: 20 of 23 games; wrote ")
    assert changes[1].startswith("round 4: 21 of 23 games; wrote ")
    assert changes[2].startswith("round 4: 22 of 23 games; wrote ")
    assert all(line.endswith(" cells") for line in changes)
    two = live_standings(with_pending(final, pending - {*first, *second}))
    assert_block(
        sheets_server, sheet, "Results", two, header_row=1, first_col=FIRST, row_of=row_of(final)
    )
    assert two.progress is not None and two.progress.provisional


def game_of(t: Tournament, pid: PlayerId) -> set[PlayerId]:
    opp = t.by_id()[pid].results[3].opponent
    assert opp is not None
    return {pid, PlayerId(opp)}


def test_an_idle_sheet_costs_one_read_per_interval_and_no_write(
    sheets_server: SheetsServer, gateway: SheetsGateway, sheet: str
) -> None:
    fake = FakeTime()
    fake.at[1] = sheets_server.reset_counts  # after the first sync's write
    idle = 12  # polls 2..13: nothing changes, but our own columns just did
    counts, lines = watch(gateway, sheet, fake, polls=1 + idle)
    kinds = {k: n for k, n in sheets_server.counts.items() if k != "token"}
    assert kinds == {"grid_read": idle}  # one read per interval, nothing else
    assert writes(sheets_server) == 0
    assert counts.reads == 1 + idle and counts.syncs == 1
    assert fake.sleeps == [INTERVAL] * idle
    assert lines[-1] == "stopped: 13 reads, 1 write changing 265 cells"


def test_our_own_columns_changing_do_not_trigger_a_sync(
    sheets_server: SheetsServer, gateway: SheetsGateway, sheet: str
) -> None:
    """A value typed over one of ours is not a result: no sync (it would be a conflict),
    only the read of each poll."""
    fake = FakeTime()
    fake.at[1] = lambda: (
        sheets_server.reset_counts(),
        sheets_server.type_value(sheet, "Results", a1(4, FIRST + 2), "7"),
    )
    counts, _ = watch(gateway, sheet, fake, polls=4)
    assert counts.syncs == 1 and counts.reports == 0
    assert sheets_server.counts["grid_read"] == 3 and writes(sheets_server) == 0


def test_a_conflict_stops_writes_is_reported_once_and_a_fix_is_synced(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    sheet: str,
    final: Tournament,
    pending: set[PlayerId],
    games: list[tuple[PlayerId, PlayerId]],
) -> None:
    ids = [games[0][0], games[0][1], games[1][0]]
    # The organiser types over one of our PS values (row 6, column N): typed in our column,
    # it does not trigger a sync, but the next result does, and that sync would overwrite it.
    where = a1(5, FIRST + 5)
    fake = FakeTime()
    fake.at[1] = lambda: sheets_server.type_value(sheet, "Results", where, "paid")
    fake.at[2] = enter(sheets_server, sheet, final, ids[0])  # a result, and a conflict
    fake.at[4] = enter(sheets_server, sheet, final, ids[2])  # another, still the conflict
    written: list[int] = []
    fake.at[6] = lambda: (
        written.append(writes(sheets_server)),
        sheets_server.type_value(sheet, "Results", where, ""),  # the organiser moves it
    )
    counts, lines = watch(
        gateway, sheet, fake, polls=8, options=SyncOptions(rules=RULES, order=(*ORDER, "PS"))
    )
    assert written == [1]  # the first sync's write only, while the conflict stood
    reported = [line for line in lines if "waiting until this is resolved" in line]
    assert reported == [
        "nothing written, waiting until this is resolved: nothing was written: 1 cell the "
        f"sync would overwrite holds data it did not write: 'Results'!{where} holds 'paid'. "
        "Move or clear it, or choose another target (--target standings-tab)."
    ]
    assert counts.reports == 1
    # Cleared at the 6th gap: poll 7 synced everything entered meanwhile.
    assert counts.writes == 2 and writes(sheets_server) == 2
    done = with_pending(final, pending - {*game_of(final, ids[0]), *game_of(final, ids[2])})
    st = compute_standings(done, rules=RULES, order=(*ORDER, "PS"), live=True)
    assert_block(
        sheets_server, sheet, "Results", st, header_row=1, first_col=FIRST, row_of=row_of(final)
    )
    assert [line for line in lines if line.startswith("round ")][-1].startswith(
        "round 4: 22 of 23 games; wrote "
    )


def test_a_mistyped_result_is_reported_once_and_its_fix_synced(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    sheet: str,
    final: Tournament,
    pending: set[PlayerId],
    games: list[tuple[PlayerId, PlayerId]],
) -> None:
    r = row_of(final)[games[0][0]]
    fake = FakeTime()
    fake.at[1] = lambda: sheets_server.type_value(sheet, "Results", a1(r, 6), "win?")
    fake.at[3] = lambda: sheets_server.type_value(sheet, "Results", a1(r, 6), "won")
    fake.at[5] = enter(sheets_server, sheet, final, games[0][0])  # both cells typed right
    counts, lines = watch(gateway, sheet, fake, polls=7)
    heads = [line for line in lines if line.startswith("the sheet has ")]
    # Each typo once: poll 2 reports 'win?', poll 4 'won'; polls 3 and 5 say nothing again.
    assert heads == ["the sheet has 1 problem; nothing written, waiting until it is fixed:"] * 2
    cells = [line for line in lines if line.startswith(f"  Results: G{r + 1}: ")]
    assert len(cells) == 2 and "found 'win?'" in cells[0] and "found 'won'" in cells[1]
    assert counts.reports == 2 and counts.writes == 2
    done = live_standings(with_pending(final, pending - set(games[0])))
    assert done.progress is not None
    assert_block(
        sheets_server, sheet, "Results", done, header_row=1, first_col=FIRST, row_of=row_of(final)
    )


def test_network_errors_back_off_and_the_watch_goes_on(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    sheet: str,
    final: Tournament,
    pending: set[PlayerId],
) -> None:
    retries = gateway.retry.max_attempts  # the gateway's own retries, then the watch's
    ids = sorted(pending)

    def outage() -> None:
        enter(sheets_server, sheet, final, ids[0])()  # entered while the network is down
        sheets_server.lose_next_answer(retries, "drop", kind="grid_read")  # connection closed

    fake = FakeTime()
    fake.at[1] = outage
    fake.at[2] = lambda: sheets_server.fail_next(retries, 503)
    counts, lines = watch(gateway, sheet, fake, polls=5)
    # Poll 2: every attempt's connection closed; poll 3: every attempt 503; then backoff.
    assert fake.sleeps == [INTERVAL, INTERVAL, 2 * INTERVAL, INTERVAL]
    assert "Google Sheets is not answering (no connection); next read in 0.5 s" in lines
    assert "Google Sheets is not answering (HTTP 503); next read in 1 s" in lines
    assert "Google Sheets answers again" in lines
    assert counts.syncs == 2 and counts.writes == 2
    done = with_pending(final, pending - game_of(final, ids[0]))
    assert_block(
        sheets_server,
        sheet,
        "Results",
        live_standings(done),
        header_row=1,
        first_col=FIRST,
        row_of=row_of(final),
    )


def test_backoff_is_bounded(
    sheets_server: SheetsServer, gateway: SheetsGateway, sheet: str
) -> None:
    fake = FakeTime()
    fake.at[1] = lambda: sheets_server.fail_next(1000, 503)
    counts, lines = watch(gateway, sheet, fake, polls=16)
    waits = fake.sleeps[1:]
    assert waits[:4] == [0.5, 1.0, 2.0, 4.0]
    assert max(waits) == 300.0 and waits[-3:] == [300.0, 300.0, 300.0]
    assert counts.reads == 16 and counts.syncs == 1
    assert lines[-2] == "Google Sheets is not answering (HTTP 503); next read in 300 s"


def test_ctrl_c_during_a_request_stops_before_the_next_one(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    sheet: str,
    final: Tournament,
    pending: set[PlayerId],
) -> None:
    """SIGINT arrives while poll 2's read is in flight: the read is answered, and the sync
    it would start sends nothing (no check read, no write); the watch returns normally."""
    fake = FakeTime()

    def result_then_ctrl_c() -> None:
        enter(sheets_server, sheet, final, sorted(pending)[0])()
        sheets_server.reset_counts()
        sheets_server.before_next(lambda: os.kill(os.getpid(), signal.SIGINT), kind="grid_read")

    fake.at[1] = result_then_ctrl_c
    stop = Stop()
    with stop.on_sigint():
        counts, lines = watch(gateway, sheet, fake, polls=10, stop=stop)
    assert stop.requested
    assert sheets_server.counts["grid_read"] == 1 and writes(sheets_server) == 0
    assert counts.reads == 2 and counts.writes == 1
    assert lines[-1] == "stopped: 2 reads, 1 write changing 265 cells"
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # put back


def test_a_keyboard_interrupt_in_a_wait_ends_the_watch_cleanly(
    gateway: SheetsGateway, sheet: str
) -> None:
    fake = FakeTime()

    def sleep(seconds: float) -> None:
        fake.sleep(seconds)
        if len(fake.sleeps) == 3:
            raise KeyboardInterrupt

    counts, lines = watch(gateway, sheet, fake, polls=10, sleep=sleep)
    assert counts.reads == 3
    assert lines[-1] == "stopped: 3 reads, 1 write changing 265 cells"


def test_a_status_line_only_on_a_terminal(
    sheets_server: SheetsServer, gateway: SheetsGateway, sheet: str, live: Tournament
) -> None:
    _, piped = watch(gateway, sheet, FakeTime(), polls=2)
    assert not any("\r" in line or "next read in" in line for line in piped)
    sheet = sheets_server.create_spreadsheet(
        live.name,
        sheets={"Results": crosstable_rows(live)},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )
    out = io.StringIO()
    fake = FakeTime()
    Watch(
        gateway,
        sheet,
        OPTIONS,
        out=out,
        interval=3.0,
        clock=fake.clock,
        sleep=fake.sleep,
        max_polls=2,
        tty=True,
    ).run()
    text = out.getvalue()
    assert fake.sleeps == [1.0, 1.0, 1.0]  # a countdown, one second at a time
    assert "\r\x1b[Kread at " in text and "round 4: 20 of 23 games; next read in 2 s" in text
    assert text.endswith("\r\x1b[Kstopped: 2 reads, 1 write changing 265 cells\n")
    line = StatusLine(io.StringIO(), tty=False)
    line.status("x")
    assert line.out.getvalue() == ""  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", LANGS)
def test_header_notes_say_the_values_are_provisional(
    sheets_server: SheetsServer, gateway: SheetsGateway, sheet: str, live: Tournament, lang: str
) -> None:
    result = sync_sheet(gateway, sheet, SyncOptions(rules=RULES, order=ORDER, lang=lang, live=True))
    progress = result.standings.progress
    assert progress is not None and progress.provisional
    said = render(progress.note(), lang)
    assert said == render(live_standings(live).progress.note(), lang)  # type: ignore[union-attr]
    for col in range(FIRST, FIRST + 2 + len(ORDER)):
        note = sheets_server.note(sheet, "Results", a1(1, col))
        assert note is not None and f"\n\n{said}\n\n" in note
    # A plain sync counts the complete rounds only, and its notes say that instead.
    plain = sync_sheet(gateway, sheet, SyncOptions(rules=RULES, order=ORDER, lang=lang))
    assert plain.standings.progress is not None and not plain.standings.progress.provisional
    after = render(plain.standings.progress.note(), lang)
    assert after != said
    assert f"\n\n{after}\n\n" in (sheets_server.note(sheet, "Results", a1(1, FIRST)) or "")


@pytest.fixture
def cli_env(sheets_server: SheetsServer, key_file: Path) -> Iterator[dict[str, str]]:
    env = dict(os.environ)
    env["TIEBREAK_SHEETS_ENDPOINT"] = sheets_server.url
    env["GOOGLE_APPLICATION_CREDENTIALS"] = str(key_file)
    env["PYTHONPATH"] = str(ROOT)
    yield env


def test_the_command_stops_on_ctrl_c_with_exit_code_0(
    sheets_server: SheetsServer, sheet: str, cli_env: dict[str, str]
) -> None:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "sheets_addon",
            "watch",
            sheet,
            "--interval",
            "0.05",
            "--rules",
            RULES,
            "--order",
            ",".join(ORDER),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=cli_env,
    )
    try:
        assert proc.stdout is not None
        seen = [proc.stdout.readline(), proc.stdout.readline()]
        assert seen[0].startswith("watching the sheet: one read every 0.05 s")
        assert seen[1].startswith("round 4: 20 of 23 games; wrote 265 cells")
        proc.send_signal(signal.SIGINT)
        rest, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    assert rest.splitlines()[-1].startswith("stopped: ")
    assert writes(sheets_server) == 1


def test_the_command_rejects_a_bad_interval(cli_env: dict[str, str], sheet: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sheets_addon", "watch", sheet, "--interval", "0"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=cli_env,
        timeout=60,
    )
    assert done.returncode == 2 and "--interval" in done.stderr
    assert "a number of seconds above 0, not '0'" in done.stderr, done.stderr
    assert "_seconds" not in done.stderr


def test_fingerprints_ignore_what_we_wrote(
    sheets_server: SheetsServer, gateway: SheetsGateway, sheet: str
) -> None:
    from sheets_addon.watch import results_fingerprint, sheet_fingerprint

    _, before = gateway.read_spreadsheet(sheet)
    sync_sheet(gateway, sheet, SyncOptions(rules=RULES, order=ORDER, live=True))
    _, after = gateway.read_spreadsheet(sheet)
    assert results_fingerprint(after) == results_fingerprint(before)
    assert sheet_fingerprint(after) != sheet_fingerprint(before)
    sheets_server.type_value(sheet, "Results", "B3", "Someone Else")
    _, typed = gateway.read_spreadsheet(sheet)
    assert results_fingerprint(typed) != results_fingerprint(after)
    assert json.dumps(results_fingerprint(typed))  # plain data


def test_a_standings_tab_we_write_does_not_trigger_a_sync(
    sheets_server: SheetsServer, gateway: SheetsGateway, final: Tournament, pending: set[PlayerId]
) -> None:
    """A pairings list without a player list: the watch writes a Standings tab, and that tab
    (every column ours) changing is not a change of the results."""
    names = {final.by_id()[pid].name for pid in pending}
    rows = pairings_rows(final)
    for row in rows[1:]:
        if row[0] == 4 and row[2] in names:
            row[4] = ""  # the result of a round-4 game not entered yet
    sid = sheets_server.create_spreadsheet(
        final.name, sheets={"Games": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    fake = FakeTime()
    fake.at[1] = sheets_server.reset_counts
    counts, lines = watch(gateway, sid, fake, polls=4)
    assert counts.syncs == 1 and counts.writes == 1
    assert sheets_server.counts["grid_read"] == 3 and writes(sheets_server) == 0
    assert lines[1].startswith("round 4: 20 of 23 games; wrote ")
    grid = sheets_server.values(sid, "Standings")
    assert grid[0] == ["Rank", "No", "Name", "Pts", *ORDER]
    note = sheets_server.note(sid, "Standings", "A1") or ""
    assert "PROVISIONAL: after round 3 and the finished games of round 4" in note


def test_the_watch_speaks_the_sheets_language(gateway: SheetsGateway, sheet: str) -> None:
    fake = FakeTime()
    options = SyncOptions(rules=RULES, order=ORDER, lang="cs")
    _, lines = watch(gateway, sheet, fake, polls=2, options=options)
    assert lines[0].startswith("sleduji tabulku: jedno čtení každých 0,5 s")
    assert lines[1] == "kolo 4: 20 z 23 partií; zapsáno: 265 buněk"
    assert lines[-1] == "ukončeno: 2 čtení, 1 zápis, změněno 265 buněk"


def test_sync_live_on_the_command_line(
    sheets_server: SheetsServer, sheet: str, key_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sheets_addon.cli import main

    monkeypatch.setenv("TIEBREAK_SHEETS_ENDPOINT", sheets_server.url)
    args = ["sync", sheet, "--rules", RULES, "--order", ",".join(ORDER), "--credentials"]
    out, err = io.StringIO(), io.StringIO()
    assert main([*args, str(key_file)], stdout=out, stderr=err) == 0, err.getvalue()
    note = sheets_server.note(sheet, "Results", a1(1, FIRST)) or ""
    assert "\n\nafter round 3; round 4 in progress: 20 of 23 games finished\n\n" in note
    assert main([*args, str(key_file), "--live"], stdout=out, stderr=err) == 0, err.getvalue()
    note = sheets_server.note(sheet, "Results", a1(1, FIRST)) or ""
    assert "\n\nPROVISIONAL: after round 3 and the finished games of round 4 (20 of 23" in note


def test_a_dry_run_watch_prints_each_change_and_writes_nothing(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    sheet: str,
    final: Tournament,
    games: list[tuple[PlayerId, PlayerId]],
) -> None:
    fake = FakeTime()
    fake.at[2] = enter(sheets_server, sheet, final, games[0][0])
    options = SyncOptions(rules=RULES, order=ORDER, dry_run=True)
    counts, lines = watch(gateway, sheet, fake, polls=4, options=options)
    assert writes(sheets_server) == 0 and counts.writes == 0
    said = [line for line in lines if line.startswith("round ")]
    assert said == [
        "round 4: 20 of 23 games; would write 265 cells (dry run)",
        "round 4: 21 of 23 games; would write 265 cells (dry run)",
    ]  # polls 2 and 4 saw nothing new
    assert "'Results'!I2: empty -> 'Rank'" in "\n".join(lines)
