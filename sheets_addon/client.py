"""Authentication, endpoint and retry policy of the Sheets connector.

- Credentials: a service-account key (``--credentials FILE`` or the file named by
  ``GOOGLE_APPLICATION_CREDENTIALS``), an ``authorized_user`` file, or, on request, OAuth for a
  personal Google account (a browser window, through gspread's flow). The only scope asked for
  is ``https://www.googleapis.com/auth/spreadsheets``: no Drive access.
- Endpoint: Google by default; ``TIEBREAK_SHEETS_ENDPOINT`` (or ``endpoint=``) sends every
  Sheets and Drive request to another Sheets-API-compatible server instead. gspread builds its
  URLs from module constants (``gspread.urls``) when it is imported, so the address is changed
  where the request leaves: :class:`EndpointSession` is a ``google.auth`` ``AuthorizedSession``
  (the session gspread would build itself) that rewrites ``https://sheets.googleapis.com`` and
  ``https://www.googleapis.com`` to the configured base URL. gspread uses a session it is
  given as-is, so nothing of gspread or of ours is patched.
- Retries: :class:`~sheets_addon.retry.RetryPolicy` (re-exported here), bounded exponential
  backoff for 429 and 5xx answers.

This module does not import gspread (:mod:`sheets_addon.gateway` is the only one that does,
and :func:`open_gateway` imports it when called); the gateway does not import this module.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from google.auth.credentials import Credentials
from google.auth.transport.requests import AuthorizedSession

from sheets_addon.api_types import Gateway
from sheets_addon.errors import SheetAuthError, SheetsSetupError
from sheets_addon.retry import RetryPolicy as RetryPolicy  # re-exported

SHEETS_SCOPE = "https://www.googleapis.com/auth/spreadsheets"
SCOPES = (SHEETS_SCOPE,)
ENDPOINT_ENV = "TIEBREAK_SHEETS_ENDPOINT"
CREDENTIALS_ENV = "GOOGLE_APPLICATION_CREDENTIALS"
GOOGLE_BASES = ("https://sheets.googleapis.com", "https://www.googleapis.com")


class EndpointSession(AuthorizedSession):
    """An ``AuthorizedSession`` that sends Google API requests to ``endpoint`` instead.

    ``endpoint=None`` (or Google's own address) leaves every URL alone.
    """

    def __init__(self, credentials: Credentials, endpoint: str | None = None) -> None:
        super().__init__(credentials)  # type: ignore[no-untyped-call]
        self.endpoint = endpoint.rstrip("/") if endpoint else None

    def rewrite(self, url: str) -> str:
        """Return ``url`` with Google's base replaced by the configured endpoint."""
        if self.endpoint:
            for base in GOOGLE_BASES:
                if url.startswith(base + "/"):
                    return self.endpoint + url[len(base) :]
        return url

    def request(self, method: str, url: str, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        """Send the request to the configured endpoint (see :meth:`rewrite`)."""
        return super().request(method, self.rewrite(url), *args, **kwargs)  # type: ignore[no-untyped-call]


@dataclass(frozen=True)
class LoadedCredentials:
    """Credentials with the address to share a sheet with (service accounts only)."""

    credentials: Credentials
    account: str | None


def load_credentials(
    *,
    credentials_file: str | os.PathLike[str] | None = None,
    env: Mapping[str, str] | None = None,
) -> LoadedCredentials:
    """Return credentials from ``credentials_file`` or ``$GOOGLE_APPLICATION_CREDENTIALS``.

    The file is a service-account key (``"type": "service_account"``) or an authorized-user
    file (``"type": "authorized_user"``, as ``gcloud auth application-default login`` writes).

    :raises SheetAuthError: when no file is named, it cannot be read, or it is not a key.
    """
    env = os.environ if env is None else env
    name = credentials_file or env.get(CREDENTIALS_ENV)
    if not name:
        raise SheetAuthError(
            "no Google credentials: pass --credentials KEY.json (a service-account key) or set "
            f"{CREDENTIALS_ENV}, or use --oauth to sign in with a personal account"
        )
    path = Path(name)
    try:
        info = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise SheetAuthError(f"cannot read credentials file {str(path)!r}: {exc.strerror}") from exc
    except json.JSONDecodeError as exc:
        raise SheetAuthError(
            f"credentials file {str(path)!r} is not JSON (line {exc.lineno}): expected a "
            "service-account key downloaded from the Google Cloud console"
        ) from exc
    kind = info.get("type") if isinstance(info, dict) else None
    try:
        if kind == "service_account":
            from google.oauth2 import service_account

            creds = service_account.Credentials.from_service_account_info(info, scopes=SCOPES)  # type: ignore[no-untyped-call]
            return LoadedCredentials(creds, info.get("client_email"))
        if kind == "authorized_user":
            from google.oauth2.credentials import Credentials as UserCredentials

            user = UserCredentials.from_authorized_user_info(info, scopes=list(SCOPES))  # type: ignore[no-untyped-call]
            return LoadedCredentials(user, None)
    except (ValueError, KeyError) as exc:
        raise SheetAuthError(f"credentials file {str(path)!r} is not a usable key: {exc}") from exc
    raise SheetAuthError(
        f"credentials file {str(path)!r} has type {kind!r}; expected 'service_account' (a key "
        "created for a service account) or 'authorized_user'"
    )


def endpoint_from_env(env: Mapping[str, str] | None = None) -> str | None:
    """Return ``$TIEBREAK_SHEETS_ENDPOINT`` (None when unset or empty: Google).

    :raises SheetsSetupError: when it is set to something other than an http(s) URL.
    """
    env = os.environ if env is None else env
    endpoint = env.get(ENDPOINT_ENV, "").strip() or None
    if endpoint is not None:
        check_endpoint(endpoint, setting=ENDPOINT_ENV)
    return endpoint


def check_endpoint(endpoint: str, *, setting: str = "the Sheets endpoint") -> None:
    """:raises SheetsSetupError: unless ``endpoint`` is an ``http://`` or ``https://`` URL
    with a host (without one every request fails, and each would be retried for nothing)."""
    scheme, sep, rest = endpoint.partition("://")
    if not sep or scheme.lower() not in ("http", "https") or not rest.strip("/"):
        raise SheetsSetupError(
            f"{setting} must be a URL starting with http:// or https://, such as "
            f"http://127.0.0.1:8080, not {endpoint!r}"
        )


def open_gateway(
    *,
    credentials_file: str | os.PathLike[str] | None = None,
    oauth: bool = False,
    endpoint: str | None = None,
    retry: RetryPolicy | None = None,
    env: Mapping[str, str] | None = None,
) -> Gateway:
    """Return a :class:`sheets_addon.gateway.SheetsGateway` ready to talk to the endpoint.

    :raises SheetAuthError: when credentials are missing or unusable.
    :raises SheetsSetupError: when the endpoint is not an http(s) URL.
    """
    from sheets_addon.gateway import SheetsGateway, oauth_credentials

    if endpoint:
        check_endpoint(endpoint)
    else:
        endpoint = endpoint_from_env(env)
    if oauth:
        loaded = LoadedCredentials(oauth_credentials(SCOPES), None)
    else:
        loaded = load_credentials(credentials_file=credentials_file, env=env)
    session = EndpointSession(loaded.credentials, endpoint)
    return SheetsGateway.from_session(
        session,
        credentials=loaded.credentials,
        account=loaded.account,
        retry=retry or RetryPolicy(),
    )
