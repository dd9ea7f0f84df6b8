"""``deploy/serve.Dockerfile``, checked as far as a machine without a Docker daemon can: it
copies what the package is built from, installs an extra that exists, runs the console
script, keeps the token database on its volume and listens where it exposes."""

from __future__ import annotations

import re
import tomllib

from tests.conftest import REPO

DOCKERFILE = (REPO / "deploy" / "serve.Dockerfile").read_text(encoding="utf-8")
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def instructions(name: str) -> list[str]:
    joined = re.sub(r"\\\n\s*", " ", DOCKERFILE)
    return [
        line.split(None, 1)[1]
        for line in joined.splitlines()
        if line.split(None, 1)[:1] == [name] and " " in line
    ]


def test_the_service_image() -> None:
    sources = [s for args in instructions("COPY") for s in args.split()[:-1]]
    assert set(sources) == {"pyproject.toml", "README.md", "core", "bot", "sheets_addon"}
    (run,) = instructions("RUN")
    extras = re.findall(r'"\.\[([a-z,]+)\]"', run)
    assert extras == ["serve"] and "serve" in PYPROJECT["project"]["optional-dependencies"]
    assert instructions("ENTRYPOINT") == ['["tiebreak-serve"]']
    assert "tiebreak-serve" in PYPROJECT["project"]["scripts"]
    assert "TIEBREAK_SERVE_DB=/data/" in " ".join(instructions("ENV"))
    assert instructions("VOLUME") == ['["/data"]']
    assert instructions("EXPOSE") == ["8080"]
    assert '"--port", "8080"' in instructions("CMD")[0]
    assert (REPO / "deploy" / "serve.Dockerfile.dockerignore").is_file()
    caddy = (REPO / "deploy" / "Caddyfile").read_text(encoding="utf-8")
    assert "reverse_proxy 127.0.0.1:8080" in caddy and "max_size 48MB" in caddy
