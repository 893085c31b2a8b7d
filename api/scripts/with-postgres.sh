#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#   api/scripts/with-postgres.sh npm run test -w api
# Starts a private cluster on a free port (as the postgres user when run as root), creates a
# role and a database (the role may create databases: each api test file makes its own, and
# may end other sessions: DROP DATABASE ... WITH (FORCE) on PostgreSQL 15 refuses to end an
# autovacuum worker still in a dropped test database for a role without pg_signal_backend),
# exports DATABASE_URL, runs the command, then stops the cluster and deletes it.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

bindir="${PG_BINDIR:-}"
if [ -z "$bindir" ]; then
  bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
fi
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "PostgreSQL server binaries not found (install the Debian package 'postgresql', or set PG_BINDIR)." >&2
  exit 1
fi

# initdb refuses to run as root: run the server as the postgres user then.
run_pg() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

workdir="$(mktemp -d /tmp/tulia-pg.XXXXXX)"
pgdata="$workdir/data"
if [ "$(id -u)" = "0" ]; then chown postgres: "$workdir"; fi
chmod 700 "$workdir"

port="${PG_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"

started=0
cleanup() {
  local status=$?
  if [ "$started" = "1" ]; then
    run_pg "$bindir/pg_ctl" -D "$pgdata" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$workdir"
  exit "$status"
}
trap cleanup EXIT INT TERM

run_pg "$bindir/initdb" -D "$pgdata" -U postgres -A trust -E UTF8 --no-locale >"$workdir/initdb.log" 2>&1 || {
  cat "$workdir/initdb.log" >&2
  exit 1
}
run_pg "$bindir/pg_ctl" -D "$pgdata" -w -l "$workdir/server.log" \
  -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null || {
  cat "$workdir/server.log" >&2
  exit 1
}
started=1

run_pg "$bindir/psql" -h "$workdir" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
  -c "CREATE ROLE tulia LOGIN PASSWORD 'tulia' CREATEDB" \
  -c "GRANT pg_signal_backend TO tulia" \
  -c "CREATE DATABASE tulia OWNER tulia" >/dev/null

export DATABASE_URL="postgres://tulia:tulia@127.0.0.1:$port/tulia"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on port $port (DATABASE_URL=$DATABASE_URL)" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
