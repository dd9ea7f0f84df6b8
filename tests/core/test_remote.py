"""lichess Swiss import (core.sources.lichess) through the real httpx client and a local server.

The server (tests/servers/lichess_server.py) serves the shared lichess TRF exports
(read from ``../shared/data`` at test time) with a JSON description shaped like
lichess's ``/api/swiss/{id}``; failures are injected per request. Waiting goes through an
injected ``sleep`` that records the seconds instead of sleeping.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from datetime import date
from typing import Any

import httpx
import pytest

from core.errors import InputError, Place
from core.formats.trf import read_trf
from core.i18n.message import Msg
from core.model import Outcome
from core.sources.lichess import (
    ENV_BASE_URL,
    RemoteError,
    is_lichess_ref,
    load_lichess,
    parse_lichess_ref,
)
from tests.conftest import DATA, require_shared
from tests.servers.lichess_server import DROP, LichessServer

MAI = DATA / "trf_lichess_swiss_2020-05-29_FaLp5fSD.trf"
BIG = DATA / "trf_lichess_swiss_2020-05-10_j8rtJ5GL.trf"


def header(
    ident: str,
    name: str,
    *,
    rounds: int,
    players: int,
    starts: str,
    status: str = "finished",
    ongoing: int = 0,
) -> dict[str, Any]:
    """A tournament description with the fields lichess's /api/swiss/{id} sends."""
    return {
        "id": ident,
        "createdBy": "someone",
        "startsAt": starts,
        "name": name,
        "clock": {"limit": 300, "increment": 0},
        "variant": "standard",
        "round": rounds,
        "nbRounds": rounds,
        "nbPlayers": players,
        "nbOngoing": ongoing,
        "status": status,
        "rated": True,
    }


class Sleeper:
    def __init__(self) -> None:
        self.calls: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


@pytest.fixture
def server() -> Iterator[LichessServer]:
    require_shared()  # the exports it serves are in ../shared/data
    with LichessServer() as srv:
        srv.add_swiss(
            "FaLp5fSD",
            header(
                "FaLp5fSD",
                "Mai 5 Plus 0 Turnier",
                rounds=10,
                players=13,
                starts="2020-05-29T17:00:00.000Z",
            ),
            MAI.read_text(encoding="utf-8"),
        )
        srv.add_swiss(
            "j8rtJ5GL",
            header(
                "j8rtJ5GL",
                "NM Zulfikar Sali Bullet Chess",
                rounds=20,
                players=112,
                starts="2020-05-10T12:00:00.000Z",
            ),
            BIG.read_text(encoding="utf-8"),
        )
        yield srv


@pytest.fixture
def client() -> Iterator[httpx.Client]:
    with httpx.Client(timeout=5.0) as c:
        yield c


def test_happy_path(server: LichessServer, client: httpx.Client) -> None:
    sleep = Sleeper()
    t = load_lichess(
        "https://lichess.org/swiss/FaLp5fSD", base_url=server.base_url, client=client, sleep=sleep
    )
    expected = read_trf(io.StringIO(MAI.read_text(encoding="utf-8")), source="x")
    assert t.players == expected.players
    assert (t.name, t.rounds, t.start_date) == ("Mai 5 Plus 0 Turnier", 10, date(2020, 5, 29))
    assert server.requests == ["/api/swiss/FaLp5fSD", "/swiss/FaLp5fSD.trf"]
    assert server.accept == ["application/json", "text/plain"]
    assert server.max_in_flight == 1
    assert sleep.calls == []
    # lichess specifics: U is the 1-point bye, H the late joiner's half point, - absent
    late = t.player(8)
    assert [r.outcome for r in late.results[:6]] == [
        Outcome.HALF_BYE,
        Outcome.ABSENT,
        Outcome.ABSENT,
        Outcome.ABSENT,
        Outcome.ABSENT,
        Outcome.WIN,
    ]
    assert t.player(12).results[0].outcome is Outcome.PAB


def test_finished_early_takes_the_rounds_held(server: LichessServer, client: httpx.Client) -> None:
    # The export says XXR 21 (planned); lichess's description says 20 rounds were held.
    t = load_lichess("lichess:j8rtJ5GL", base_url=server.base_url, client=client, sleep=Sleeper())
    assert (t.rounds, t.rounds_played, len(t.players)) == (20, 20, 112)


def test_environment_points_at_the_local_server(
    server: LichessServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_BASE_URL, server.base_url)
    t = load_lichess("lichess:FaLp5fSD", sleep=Sleeper())  # its own httpx client
    assert len(t.players) == 13
    assert server.requests == ["/api/swiss/FaLp5fSD", "/swiss/FaLp5fSD.trf"]


def test_unknown_tournament_is_a_clear_input_error(
    server: LichessServer, client: httpx.Client
) -> None:
    sleep = Sleeper()
    with pytest.raises(InputError) as info:
        load_lichess("lichess:NoSuchId", base_url=server.base_url, client=client, sleep=sleep)
    assert str(info.value) == "lichess:NoSuchId: lichess has no Swiss tournament NoSuchId"
    assert server.requests == ["/api/swiss/NoSuchId"]  # a 404 is not retried
    assert sleep.calls == []


def test_private_tournament(server: LichessServer, client: httpx.Client) -> None:
    server.fail_next(403)
    with pytest.raises(InputError, match="is private"):
        load_lichess("lichess:FaLp5fSD", base_url=server.base_url, client=client, sleep=Sleeper())
    assert len(server.requests) == 1


def test_429_waits_as_told_then_succeeds(server: LichessServer, client: httpx.Client) -> None:
    server.fail_next(429, headers={"Retry-After": "7"}, path_prefix="/swiss/")
    sleep = Sleeper()
    t = load_lichess("lichess:FaLp5fSD", base_url=server.base_url, client=client, sleep=sleep)
    assert len(t.players) == 13
    assert sleep.calls == [7.0]
    assert server.requests == ["/api/swiss/FaLp5fSD", "/swiss/FaLp5fSD.trf", "/swiss/FaLp5fSD.trf"]


def test_429_without_retry_after_waits_a_minute(
    server: LichessServer, client: httpx.Client
) -> None:
    server.fail_next(429)
    sleep = Sleeper()
    load_lichess("lichess:FaLp5fSD", base_url=server.base_url, client=client, sleep=sleep)
    assert sleep.calls == [60.0]


def test_500_twice_then_success_backs_off(server: LichessServer, client: httpx.Client) -> None:
    server.fail_next(500, times=2)
    sleep = Sleeper()
    t = load_lichess("lichess:FaLp5fSD", base_url=server.base_url, client=client, sleep=sleep)
    assert len(t.players) == 13
    assert sleep.calls == [1.0, 2.0]
    assert server.requests.count("/api/swiss/FaLp5fSD") == 3
    assert server.max_in_flight == 1


def test_dropped_connection_is_retried(server: LichessServer, client: httpx.Client) -> None:
    server.fail_next(DROP)
    sleep = Sleeper()
    t = load_lichess("lichess:FaLp5fSD", base_url=server.base_url, client=client, sleep=sleep)
    assert len(t.players) == 13
    assert sleep.calls == [1.0]


def test_retries_exhausted_is_a_clear_error(server: LichessServer, client: httpx.Client) -> None:
    server.fail_next(503, times=10)
    sleep = Sleeper()
    with pytest.raises(RemoteError) as info:
        load_lichess("lichess:FaLp5fSD", base_url=server.base_url, client=client, sleep=sleep)
    assert info.value.status == 503 and info.value.attempts == 4
    assert "HTTP 503" in str(info.value) and "gave up after 4 attempts" in str(info.value)
    assert len(server.requests) == 4
    assert sleep.calls == [1.0, 2.0, 4.0]


def test_waiting_is_capped(server: LichessServer, client: httpx.Client) -> None:
    server.fail_next(429, headers={"Retry-After": "3600"})
    sleep = Sleeper()
    with pytest.raises(RemoteError, match="429"):
        load_lichess("lichess:FaLp5fSD", base_url=server.base_url, client=client, sleep=sleep)
    assert sleep.calls == []
    assert len(server.requests) == 1


def test_remote_errors_are_catalogue_messages(server: LichessServer, client: httpx.Client) -> None:
    server.fail_next(429, headers={"Retry-After": "3600"})
    with pytest.raises(RemoteError) as info:
        load_lichess("lichess:FaLp5fSD", base_url=server.base_url, client=client, sleep=Sleeper())
    assert isinstance(info.value.message, Msg)
    assert str(info.value) == (
        "lichess says too many requests (HTTP 429); waiting 3600 s more "
        "would exceed the limit of waiting, gave up after 1 attempts"
    )
    assert info.value.text("cs") == (
        "lichess hlásí příliš mnoho požadavků (HTTP 429); čekání "
        "dalších 3600 s by překročilo limit čekání, vzdáno po 1 "
        "pokusu"
    )
    with pytest.raises(InputError) as missing:
        load_lichess("lichess:NoSuchId", base_url=server.base_url, client=client, sleep=Sleeper())
    assert missing.value.text("cs") == ("lichess:NoSuchId: lichess nemá švýcarský turnaj NoSuchId")
    server.fail_next(503, times=4)
    with pytest.raises(RemoteError) as info:
        load_lichess("lichess:FaLp5fSD", base_url=server.base_url, client=client, sleep=Sleeper())
    assert info.value.text("it") == ("lichess ha risposto HTTP 503; rinuncia dopo 4 tentativi")


def test_unreachable_server_is_a_remote_error() -> None:
    # A port that was just free: nothing listens there.
    with LichessServer() as srv:
        url = srv.base_url
    sleep = Sleeper()
    with pytest.raises(RemoteError, match="could not reach lichess"):
        load_lichess("lichess:FaLp5fSD", base_url=url, sleep=sleep, max_attempts=2)
    assert sleep.calls == [1.0]


def lichess_line(pid: int, name: str, rating: int, points: str, *cells: str) -> str:
    """A 001 record the way lila's SwissTrf lays it out (username from column 16)."""
    line = f"001{pid:>5}" + " " * 7 + name
    line = line.ljust(48) + f"{rating:>4}"
    line = line.ljust(80) + f"{points:>4}"
    return line.ljust(91) + "".join(f"{c:>8}  " for c in cells).rstrip()


def test_running_round_is_not_counted(client: httpx.Client) -> None:
    # Round 2 of 3 is running: 1 v 3 still playing (lichess writes Z), 2 has the bye,
    # which lichess already counts in the points column.
    trf = (
        "\n".join(
            [
                "012 Running",
                "XXR 3",
                lichess_line(1, "alpha", 1500, "1.0", "2 w 1", "3 b Z"),
                lichess_line(2, "beta", 1500, "1.0", "1 b 0", "U"),
                lichess_line(3, "gamma", 1500, "0.5", "H", "1 w Z"),
            ]
        )
        + "\n"
    )
    with LichessServer() as srv:
        srv.add_swiss(
            "Running1",
            header(
                "Running1",
                "Running",
                rounds=3,
                players=3,
                starts="2026-11-29T18:00:00Z",
                status="started",
                ongoing=1,
            ),
            trf,
        )
        t = load_lichess(
            "https://lichess.org/swiss/Running1",
            base_url=srv.base_url,
            client=client,
            sleep=Sleeper(),
        )
    assert (t.rounds, t.rounds_played) == (3, 1)
    assert t.player(3).results == (t.player(3).results[0],)
    assert t.player(3).results[0].outcome is Outcome.HALF_BYE
    assert t.start_date == date(2026, 11, 29)


def test_broken_export_names_the_line(client: httpx.Client) -> None:
    trf = (
        "\n".join(
            [
                "012 Broken",
                "XXR 1",
                lichess_line(1, "alpha", 1500, "1.0", "2 w 1"),
                lichess_line(2, "beta", 1500, "0.0", "1 b ?"),
            ]
        )
        + "\n"
    )
    with LichessServer() as srv:
        srv.add_swiss(
            "Broken12",
            header("Broken12", "Broken", rounds=1, players=2, starts="2026-11-29T18:00:00Z"),
            trf,
        )
        with pytest.raises(InputError) as info:
            load_lichess("lichess:Broken12", base_url=srv.base_url, client=client, sleep=Sleeper())
    (problem,) = info.value.problems
    assert (problem.source, problem.line, problem.place) == (
        "lichess:Broken12",
        4,
        Place(player=2, round=1),
    )


def test_start_date_as_epoch_milliseconds(server: LichessServer, client: httpx.Client) -> None:
    server.headers["FaLp5fSD"]["startsAt"] = 1590944400000  # 2020-05-31T17:00Z
    t = load_lichess("lichess:FaLp5fSD", base_url=server.base_url, client=client, sleep=Sleeper())
    assert t.start_date == date(2020, 5, 31)


def test_tournament_without_players(client: httpx.Client) -> None:
    with LichessServer() as srv:
        srv.add_swiss(
            "Empty123",
            header(
                "Empty123",
                "Soon",
                rounds=5,
                players=0,
                starts="2026-12-01T18:00:00Z",
                status="created",
            ),
            "012 Soon\nXXR 5\n",
        )
        with pytest.raises(InputError, match="has no players yet"):
            load_lichess("lichess:Empty123", base_url=srv.base_url, client=client, sleep=Sleeper())
        assert srv.requests == ["/api/swiss/Empty123"]


@pytest.mark.parametrize(
    "ref",
    [
        "https://lichess.org/swiss/j8rtJ5GL",
        "lichess.org/swiss/j8rtJ5GL",
        "lichess:j8rtJ5GL",
        "https://lichess.org/swiss/j8rtJ5GL.trf",
        "https://lichess.org/swiss/j8rtJ5GL?page=2",
        " https://www.lichess.org/swiss/j8rtJ5GL/ ",
    ],
)
def test_references(ref: str) -> None:
    assert parse_lichess_ref(ref) == "j8rtJ5GL"
    assert is_lichess_ref(ref)


@pytest.mark.parametrize(
    "ref",
    [
        "https://lichess.org/tournament/j8rtJ5GL",
        "https://example.org/swiss/j8rtJ5GL",
        "lichess:short",
        "results.trf",
    ],
)
def test_bad_references_make_no_request(ref: str) -> None:
    assert not is_lichess_ref(ref)
    with pytest.raises(InputError):
        load_lichess(ref, base_url="http://127.0.0.1:9", sleep=Sleeper())
