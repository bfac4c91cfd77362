#!/usr/bin/env bash
# Issue 44: the PostgreSQL server killed (SIGKILL, postmaster and backends) while gpu-tco saves a
# scenario again and again. Every run that fails must say why: a reason after the database's
# address, never an empty one ("cannot read the schema version ()") or a bare "Unknown error".
# Its own throwaway server (scripts/pg-test-server), so the other tests' server lives on.
# Usage: kill_mid_save.sh GPU_TCO_BINARY SOURCE_DIR. Exit 77 (skipped) without PostgreSQL.
set -uo pipefail
bin="$1"
root="$2"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "skipped: PostgreSQL is not installed"
  exit 77
fi
env="$("$root/scripts/pg-test-server" start)" || { echo "skipped: no test server could be started"; exit 77; }
eval "$env"
tmp="$(mktemp -d)"
trap '"$root/scripts/pg-test-server" stop "$GPU_TCO_PG_DIR"; rm -rf "$tmp"' EXIT
export QT_QPA_PLATFORM=offscreen GPU_TCO_DB=
url="$GPU_TCO_TEST_PG"
name="US: rent 64 H100 vs own 8 x B200 servers"
"$bin" --db "$url" db init-server >/dev/null || { echo "FAIL: db init-server"; exit 1; }
"$bin" --db "$url" scenario export "$name" "$tmp/us.json" >/dev/null || { echo "FAIL: export"; exit 1; }

(
  for i in $(seq 300); do
    "$bin" --db "$url" scenario import "$tmp/us.json" --replace >/dev/null 2>"$tmp/err.$i"
    echo "$?" >"$tmp/rc.$i"
  done
) &
saver=$!
sleep 1.5
pid="$(head -1 "$GPU_TCO_PG_DIR/data/postmaster.pid")"
pkill -9 -P "$pid"
kill -9 "$pid"
wait "$saver"

ok=0 failed=0 bad=0
for rc in "$tmp"/rc.*; do
  i="${rc##*.}"
  if [ "$(cat "$rc")" = 0 ]; then ok=$((ok + 1)); continue; fi
  failed=$((failed + 1))
  msg="$(tr '\n' ' ' <"$tmp/err.$i")"
  # "gpu-tco: error: database URL: REASON": the reason has words, and no empty "()" or trailing ":".
  reason="${msg#*"$url": }"
  if [ "$reason" = "$msg" ]; then reason="${msg#gpu-tco: error: }"; fi
  reason="$(echo "$reason" | sed 's/ *$//')"
  if [ -z "$reason" ] || [[ "$reason" == *"()"* ]] || [[ "$reason" == *: ]] || [[ "$reason" == *"Unknown error"* ]] ||
     ! [[ "$reason" =~ [a-z]{3,}.*[a-z]{3,} ]]; then
    echo "FAIL: run $i exited $(cat "$rc") without a reason: $msg"
    bad=$((bad + 1))
  fi
done
echo "kill mid-save: $ok saves before the kill, $failed refused after it, $bad without a reason"
sort "$tmp"/err.* | uniq -c | sort -rn | head -5
[ "$failed" -gt 0 ] || { echo "FAIL: the kill came after every save (no run was refused)"; exit 1; }
[ "$bad" -eq 0 ]
