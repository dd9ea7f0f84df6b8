"""The lichess importer's bounds against a hostile server (core/sources/lichess.py, "Bounds").

Each case is a local server on 127.0.0.1 misbehaving in one way (tests/servers/
hostile_http.py): a body far larger than any export, a gzip bomb, a byte now and then, no
answer at all, a redirect loop, a description nested or numbered to break a parser, and
descriptions with a control character in the name, a billion rounds or an epoch outside
every calendar. Each must end in one clear error (a RemoteError or an InputError naming the
source), never a traceback, a hang or the whole body in memory. The wall-time limit is
passed small (``timeout``) so that the cases that wait take a second, not twenty; what is
asserted is the error and the number of requests, never a duration.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from core.cli import main
from core.errors import InputError, TiebreakError
from core.sources.lichess import MAX_REDIRECTS, RemoteError, load_lichess
from tests.core.test_remote import Sleeper, header, lichess_line
from tests.servers import hostile_http as hostile
from tests.servers.hostile_http import HostileServer

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


def load(server: HostileServer, **kw: Any) -> Any:
    return load_lichess("lichess:Abcdefgh", base_url=server.base_url, sleep=Sleeper(), **kw)


def a_header(**changes: Any) -> str:
    base = header("Abcdefgh", "Tiny", rounds=1, players=2, starts="2026-11-29T18:00:00Z")
    base.update(changes)
    return json.dumps(base)


def test_a_body_larger_than_a_file_may_be_is_not_read() -> None:
    with HostileServer(hostile.huge_body(100_000_000)) as srv:
        with pytest.raises(RemoteError, match="is larger than 20 MB; not read"):
            load(srv)


def test_an_undeclared_endless_body_stops_at_the_bound() -> None:
    with HostileServer(hostile.huge_body(100_000_000, declared=False)) as srv:
        with pytest.raises(RemoteError, match="is larger than 1 MB; not read"):
            load(srv, max_bytes=1_000_000)


def test_a_gzip_bomb_is_not_inflated_whole() -> None:
    with HostileServer(hostile.gzip_bomb(1_200 << 20)) as srv:
        with pytest.raises(RemoteError, match="is larger than 20 MB; not read"):
            load(srv)


def test_a_server_sending_a_byte_a_second_is_given_up_on() -> None:
    with HostileServer(hostile.trickle(0.05)) as srv:
        with pytest.raises(RemoteError, match=r"did not send .* within 1 s; gave up") as info:
            load(srv, timeout=1.0)
    assert info.value.attempts == 1  # a timeout is not retried
    assert len(srv.requests) == 1


def test_a_server_that_never_answers_is_given_up_on() -> None:
    with HostileServer(hostile.silent) as srv:
        with pytest.raises(RemoteError, match=r"within 0.5 s; gave up"):
            load(srv, timeout=0.5)
    assert len(srv.requests) == 1


def test_a_redirect_loop_is_a_clear_error() -> None:
    with HostileServer(hostile.redirect_loop) as srv:
        with pytest.raises(RemoteError, match=f"redirected more than {MAX_REDIRECTS} times"):
            load(srv)
    assert len(srv.requests) == MAX_REDIRECTS + 1


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        ("[" * 100_000, "nested more than 20 levels deep"),
        ('{"a":' * 50 + "1" + "}" * 50, "nested more than 20 levels deep"),
        ('{"nbRounds": ' + "9" * 5000 + "}", "a number of more than 30 digits"),
        ('{"nbRounds": 0.' + "1" * 5000 + "}", "a number of more than 30 digits"),
        ("not json", "is not JSON"),
    ],
)
def test_descriptions_that_break_a_parser_are_clean_errors(body: str, needle: str) -> None:
    with HostileServer(hostile.json_body(body, TRF)) as srv:
        with pytest.raises(RemoteError, match=needle):
            load(srv)


@pytest.mark.parametrize(
    ("changes", "needle"),
    [
        ({"nbRounds": 1_000_000_000}, "has 1000000000 rounds; at most 100 can be read"),
        ({"name": "Evil\x1b[2J"}, "control character U+001B"),
        ({"name": "Line\r\nbreak"}, "control character U+000D"),
        ({"startsAt": 10**20}, "is not a date: 100000000000000000000"),
        ({"startsAt": -(10**18)}, "is not a date: -1000000000000000000"),
    ],
)
def test_header_values_no_reader_accepts_are_refused(changes: dict[str, Any], needle: str) -> None:
    with HostileServer(hostile.json_body(a_header(**changes), TRF)) as srv:
        with pytest.raises(InputError, match=re.escape(needle)) as info:
            load(srv)
    assert "lichess:Abcdefgh" in str(info.value)


def test_a_sound_header_through_the_hostile_server_imports() -> None:
    # The same server and export with nothing wrong: the bounds refuse only what is wrong.
    with HostileServer(hostile.json_body(a_header(), TRF)) as srv:
        t = load(srv)
    assert (t.name, t.rounds, len(t.players)) == ("Tiny", 1, 2)


@pytest.mark.parametrize(
    ("ref", "needle"),
    [
        ("lichess:abc", "'abc' is not a lichess Swiss id"),
        ("https://lichess.org/tournament/winter21", "only lichess Swiss tournaments can be read"),
        ("lichess.org/tournament/AbCd1234", "only lichess Swiss tournaments can be read"),
    ],
)
def test_the_command_line_names_what_is_wrong_with_a_reference(
    ref: str, needle: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["standings", ref]) != 0
    err = capsys.readouterr().err
    assert needle in err and "Traceback" not in err and "No such file" not in err
    assert len(err.strip().splitlines()) == 1


def test_every_bound_is_a_tiebreak_error_the_command_line_prints(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with HostileServer(hostile.redirect_loop) as srv:
        monkeypatch.setenv("TIEBREAK_LICHESS_URL", srv.base_url)
        assert main(["standings", "lichess:Abcdefgh"]) != 0
    err = capsys.readouterr().err
    assert err.startswith("tiebreak: ") and "redirected more than" in err
    assert issubclass(RemoteError, TiebreakError)
