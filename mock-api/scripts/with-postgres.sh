#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster, then stops and deletes the cluster.
#   mock-api/scripts/with-postgres.sh npx vitest run --project api
# The command sees DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres. The system
# cluster is never touched: the new one lives in a temp dir, on a free port from 5433 up
# (PG_PORT to start elsewhere), and, when run as root, belongs to the postgres user because
# PostgreSQL refuses to run as root (docs/stack.md trap 11). PG_BIN overrides the binaries' dir.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL binaries not found (apt-get install -y postgresql, or set PG_BIN)" >&2
  exit 1
fi

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
pg_port="${PG_PORT:-5433}"
while port_in_use "$pg_port"; do pg_port=$((pg_port + 1)); done

DIR="$(mktemp -d "${TMPDIR:-/tmp}/brightlane-pg.XXXXXX")"
if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$DIR"; fi

cleanup() {
  as_postgres "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_postgres "$PG_BIN/initdb" -D "$DIR/data" -A trust -U postgres --no-sync >/dev/null
as_postgres "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $pg_port -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
echo "PostgreSQL ready at $DATABASE_URL" >&2
"$@"
