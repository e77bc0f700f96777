#!/usr/bin/env bash
# `npm test`: every check, in order, stopping at the first that fails, with the time each took.
# The type check (one core) runs beside lint and the unit tests; its output follows theirs.
set -euo pipefail
cd "$(dirname "$0")/.."

phase() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  "$@"
  echo "== $name: $((SECONDS - start)) s"
}

typecheck_log=$(mktemp)
typecheck_start=$SECONDS
npm run typecheck >"$typecheck_log" 2>&1 &
typecheck_pid=$!
trap 'kill "$typecheck_pid" 2>/dev/null || true; rm -f "$typecheck_log"' EXIT

phase lint npm run lint
phase unit npm run test:unit

echo "== typecheck"
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
cat "$typecheck_log"
echo "== typecheck: $((SECONDS - typecheck_start)) s (beside lint and unit)"
[ "$typecheck_status" -eq 0 ] || exit "$typecheck_status"

phase "API on PGlite" npm run test:api
phase "end to end" npm run test:e2e
