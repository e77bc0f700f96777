#!/usr/bin/env bash
# `npm test`: every check, in order, stopping at the first that fails, with the time each took.
set -euo pipefail
cd "$(dirname "$0")/.."

phase() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  "$@"
  echo "== $name: $((SECONDS - start)) s"
}

phase typecheck npm run typecheck
phase lint npm run lint
phase unit npm run test:unit
phase "API on PGlite" npm run test:api
phase "end to end" npm run test:e2e
