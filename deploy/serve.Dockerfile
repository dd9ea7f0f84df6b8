# tiebreak-serve, the service behind the Google Sheets add-on, in a container
# (docs/addon-setup.md).
#
#   docker build -f deploy/serve.Dockerfile -t tiebreak-serve .      (from the repository root)
#   docker run -d --name tiebreak-serve --restart unless-stopped \
#       -p 127.0.0.1:8080:8080 -v tiebreak-serve-data:/data tiebreak-serve
#   docker exec tiebreak-serve tiebreak-serve token new --sheet URL
#
# The tokens are in /data/tiebreak-serve.sqlite3 on the volume; set DATABASE_URL (and give
# every container the same one) to keep them in PostgreSQL instead. Put an HTTPS reverse
# proxy (deploy/Caddyfile) in front: Apps Script calls public HTTPS addresses only.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /src
COPY pyproject.toml README.md ./
COPY core ./core
COPY bot ./bot
COPY sheets_addon ./sheets_addon

# hadolint ignore=DL3013
RUN pip install --no-cache-dir ".[serve]" \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin tiebreak \
    && mkdir -p /data \
    && chown tiebreak:tiebreak /data

USER 10001:10001
WORKDIR /data
ENV TIEBREAK_SERVE_DB=/data/tiebreak-serve.sqlite3
VOLUME ["/data"]
EXPOSE 8080

ENTRYPOINT ["tiebreak-serve"]
CMD ["--host", "0.0.0.0", "--port", "8080"]
