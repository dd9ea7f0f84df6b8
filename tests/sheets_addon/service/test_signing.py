"""The signing scheme: the vector the Apps Script's tests share, and the token's shape."""

from __future__ import annotations

import base64
import json
from pathlib import Path

from sheets_addon.service.signing import (
    canonical,
    headers,
    key_id_of,
    new_token,
    signature_matches,
    signing_key,
)

VECTOR = json.loads((Path(__file__).parent / "signing_vector.json").read_text("utf-8"))


def test_the_shared_vector() -> None:
    body = VECTOR["body"].encode("utf-8")
    key = signing_key(VECTOR["token"])
    assert base64.b64encode(key).decode() == VECTOR["key_base64"]
    assert canonical("POST", VECTOR["path"], VECTOR["time"], body).decode() == VECTOR["canonical"]
    sent = headers(VECTOR["token"], "POST", VECTOR["path"], body, int(VECTOR["time"]))
    assert sent == VECTOR["headers"]
    given = VECTOR["headers"]["X-Tiebreak-Signature"]
    assert signature_matches(key, "POST", VECTOR["path"], VECTOR["time"], body, given)
    # any change to what is signed breaks it; the host is not part of it
    assert not signature_matches(key, "POST", "/v1/check", VECTOR["time"], body, given)
    assert not signature_matches(key, "POST", VECTOR["path"], "1796660001", body, given)
    assert not signature_matches(key, "POST", VECTOR["path"], VECTOR["time"], body + b" ", given)
    assert not signature_matches(key, "GET", VECTOR["path"], VECTOR["time"], body, given)


def test_new_tokens_are_distinct_and_carry_their_id() -> None:
    a, b = new_token(), new_token()
    assert a.text != b.text and a.key_id != b.key_id
    assert key_id_of(a.text) == a.key_id and a.key == signing_key(a.text)
    assert key_id_of("tb1.abc") is None and key_id_of("xx.a.b") is None
