"""Fidelity of the local Sheets server, graded by Google's own answers.

Each file in ``../shared/data/gspread-cassettes/`` is an exchange gspread's test suite recorded
against the real Google Sheets and Drive APIs. Every recorded request is replayed, in order,
against :class:`tests.servers.sheets_server.SheetsServer`, and the server's status and JSON
body must equal Google's. The only normalisation is identity: the ids Google gave to the
spreadsheets a cassette created are replaced by the ids the local server gave them (in the
replayed requests and in the recorded bodies), and the redacted ``<ACCESS_TOKEN>`` becomes a
token the local server issued. A spreadsheet that a cassette opens without having created it
(``test_access_private_spreadsheet``) existed at Google but belonged to someone else; the
replay declares it as a private spreadsheet before starting, as the world was when it was
recorded.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import requests

from tests.conftest import DATA
from tests.servers.sheets_server import SheetsServer

CASSETTES = DATA / "gspread-cassettes"
pytestmark = pytest.mark.needs_shared  # the cassettes are in ../shared/data
HOSTS = ("https://sheets.googleapis.com", "https://www.googleapis.com")
_ID_IN_URI = re.compile(r"/(?:spreadsheets|files)/([A-Za-z0-9_-]{30,})")


def _cassettes() -> list[Path]:
    return sorted(p for p in CASSETTES.glob("*.json"))


def _created_ids(interactions: list[dict[str, Any]]) -> set[str]:
    ids = set()
    for it in interactions:
        req = it["request"]
        if req["method"] == "POST" and req["uri"].split("?")[0].endswith("/drive/v3/files"):
            ids.add(json.loads(it["response"]["body"]["string"])["id"])
    return ids


def _replace_ids(text: str, id_map: dict[str, str]) -> str:
    for old, new in id_map.items():
        text = text.replace(old, new)
    return text


def test_all_cassettes_are_present() -> None:
    assert len(_cassettes()) == 23


@pytest.mark.parametrize("path", _cassettes(), ids=lambda p: p.stem)
def test_replay_matches_google(path: Path) -> None:
    interactions = json.loads(path.read_text(encoding="utf-8"))["interactions"]
    created = _created_ids(interactions)
    with SheetsServer() as server, requests.Session() as http:
        for it in interactions:
            for found in _ID_IN_URI.findall(it["request"]["uri"]):
                if found not in created and found not in server.spreadsheets:
                    server.create_spreadsheet(
                        "Someone else's sheet", spreadsheet_id=found, private=True
                    )
        token = server.issue_token("gspread-tests@project.iam.gserviceaccount.com")
        id_map: dict[str, str] = {}
        for number, it in enumerate(interactions):
            req, expected = it["request"], it["response"]
            uri = _replace_ids(req["uri"], id_map)
            for host in HOSTS:
                if uri.startswith(host):
                    uri = server.url + uri[len(host) :]
            assert uri.startswith(server.url), uri
            headers = {"Authorization": f"Bearer {token}"}
            for name, values in req["headers"].items():
                if name.lower() == "content-type":
                    headers["Content-Type"] = values[0]
            body = _replace_ids(req["body"], id_map).encode() if req["body"] else None
            got = http.request(req["method"], uri, data=body, headers=headers)
            where = f"{path.stem} #{number}: {req['method']} {req['uri']}"
            assert got.status_code == expected["status"]["code"], f"{where}: {got.text}"
            recorded = expected["body"]["string"]
            if req["method"] == "POST" and req["uri"].split("?")[0].endswith("/drive/v3/files"):
                id_map[json.loads(recorded)["id"]] = got.json()["id"]
            if not recorded:
                assert got.content == b"", where
                continue
            want = json.loads(_replace_ids(recorded, id_map))
            assert got.json() == want, where
