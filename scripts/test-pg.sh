#!/usr/bin/env bash
# Runs the API contract tests against a throwaway PostgreSQL cluster on a free port.
# With TEST_DATABASE_URL already set, uses that server instead.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec npx vitest run tests/api
fi

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql); .ci/run installs it." >&2
  exit 1
fi

dir=$(mktemp -d /tmp/infinite-pg.XXXXXX)
chmod 755 "$dir"
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown nobody "$dir"; fi

cleanup() { as_pg "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT

as_pg "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust >/dev/null
as_pg "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off" -w start >/dev/null
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run tests/api
