#!/usr/bin/env bash
# `npm test`: everything CI runs, in order of cost. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "typecheck"; npx tsc --noEmit
step "format"; npx prettier --check . --log-level warn
step "lint: ESLint, unused code (knip), import rules (dependency-cruiser)"; npm run --silent lint
step "unit + API contract tests (PGlite)"; npx vitest run
step "reply quality eval (offline engine)"; npm run eval
step "API contract tests (PostgreSQL)"; bash scripts/test-pg.sh
step "production build"; npx remix vite:build
step "end-to-end (Chromium, JavaScript on and off)"; npx playwright test
