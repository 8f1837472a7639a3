#!/usr/bin/env bash
# `npm test`: everything CI runs (.ci/run calls it), in two stages of steps run side by side.
#
# The CI machine has 2 cores. Each step timed alone; the figures on a quiet machine,
# ours on the shared one under a load of 15-21:
#   typecheck ~15 s (196 s) · prettier (81 s) · lint = ESLint + knip + dependency-cruiser (58 + 15 + 6 s)
#   production build (13-16 s) · vitest on PGlite ~180 s, 2 forks · reply eval ~10 s (38 s)
#   vitest on PostgreSQL (tests/api only, 2 forks; about as long as the PGlite run) · Playwright ~11 min
#   the production install (~3 min) · the cluster tests (~1 min per file, one cluster at a time)
# One after another that is about 19-20 minutes on a quiet machine. The plan:
#
#   stage 1 "checks": typecheck | format | lint | build
#     Four independent steps, each mostly on one core, share the two. The build is here, not after
#     the tests, because Playwright needs it and is by far the longest step.
#   stage 2: e2e (Playwright), then eval, cluster tests and production install
#            | unit + API (PGlite), then API (PostgreSQL)
#     Node: the script's own (20, the engines minimum, in CI) for everything but the two vitest
#     runs: PGlite on Node 24, PostgreSQL on Node 22, so each newer line runs the API tests.
#     playwright.config.ts runs one worker, which mostly waits on the browser and the servers: about
#     one core is free for the whole 11 minutes. The vitest runs go one after another in it, each on
#     one fork (VITEST_MAX_FORKS=1) so the e2e servers keep the other core; the shorter steps follow
#     Playwright, so the two sides end about together.
# Estimate: about 1.5 minutes for stage 1 and 11-12 for stage 2, about 13 minutes instead of 19-20.
# On a slower machine (2026-11-29, a run with the eval, cluster and install steps after the
# PostgreSQL run): stage 1 2.3 min; Playwright 65 min beside PGlite 59 min, then eval 6, PostgreSQL
# 16, cluster 1.5 and install 1 min with one core idle: 85 minutes of CI's 90. The sides are
# balanced as above since.
#
# Each step's output is kept in a file and printed whole when the step ends, under a header with its
# name, status and time, so parallel steps never interleave. A failed stage 1 stops the run; stage 2
# always finishes both sides. The run fails (exit 1) naming every failed step.
set -uo pipefail
cd "$(dirname "$0")/.."

# The Node lines besides the one running this script (the engines minimum in CI): the PGlite run
# takes the newest, the PostgreSQL run the other.
export NEWEST_NODE=${NEWEST_NODE:-24} NEWER_NODE=${NEWER_NODE:-22}

logs=$(mktemp -d /tmp/infinite-test.XXXXXX)
failed=()
running=()

# Steps run in their own process group (setsid), so stopping the run stops their children too.
stop_all() {
  for pid in "${running[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
}
trap 'stop_all; rm -rf "$logs"; exit 130' INT TERM
trap 'rm -rf "$logs"' EXIT

# step NAME COMMAND...: runs COMMAND, then prints its output under a header (one step at a time).
step() {
  local name=$1 started=$SECONDS rc
  shift
  "$@" >"$logs/$name.log" 2>&1
  rc=$?
  {
    flock 9
    if [ "$rc" -eq 0 ]; then
      printf '\n\033[1m== %s: ok (%d s) ==\033[0m\n' "$name" $((SECONDS - started))
    else
      printf '\n\033[1;31m== %s: FAILED, exit %d (%d s) ==\033[0m\n' "$name" "$rc" $((SECONDS - started))
    fi
    cat "$logs/$name.log"
  } 9>"$logs/print.lock"
  [ "$rc" -eq 0 ] || echo "$name" >>"$logs/failed"
  return "$rc"
}

# in_background NAME COMMAND...: step NAME COMMAND in its own process group.
in_background() {
  setsid bash -c "$(declare -f step); logs='$logs'; step \"\$@\"" _ "$@" &
  running+=("$!")
}

# Waits for every background step, then collects the failed ones.
wait_stage() {
  for pid in "${running[@]}"; do wait "$pid"; done
  running=()
  if [ -f "$logs/failed" ]; then mapfile -t failed <"$logs/failed"; fi
}

# The vitest runs beside Playwright, one after another, each on one fork.
tests_beside_e2e() {
  export VITEST_MAX_FORKS=1 VITEST_MIN_FORKS=1
  # The two vitest runs are the newer Node lines' runs (scripts/with-node.sh): the same tests, no
  # minutes added. Node 20, the engines minimum, runs everything else: the checks, the build,
  # Playwright, the eval and the production install.
  # The offline engine's tests share one module graph a worker (--no-isolate, see vite.config.ts):
  # about 2 minutes on one fork instead of 15 when each file loads the engine again.
  step "offline engine tests (Node $NEWEST_NODE)" bash scripts/with-node.sh "$NEWEST_NODE" npx vitest run --project engine --no-isolate
  step "unit + API contract tests (PGlite, Node $NEWEST_NODE)" bash scripts/with-node.sh "$NEWEST_NODE" npx vitest run --project app
  step "API contract tests (PostgreSQL, Node $NEWER_NODE)" bash scripts/with-node.sh "$NEWER_NODE" bash scripts/test-pg.sh
}

# Playwright, then the shorter steps, beside the vitest runs.
e2e_then_the_rest() {
  # One retry: a test that fails twice still fails the run; one that passes on its retry is listed
  # as flaky in the output, to be mended rather than hidden (a loaded machine times the odd wait out).
  step "end-to-end (Chromium, JavaScript on and off)" npx playwright test --retries=1
  step "reply quality eval (offline engine)" npm run --silent eval
  # Production instances behind HAProxy on PostgreSQL, Redis and an S3-compatible store, one test
  # file (one cluster) at a time (vitest.cluster.config.ts; about a minute per file).
  step "cluster tests (three instances behind HAProxy)" npm run --silent test:cluster
  # The deploy recipe's steps without a container runtime: npm ci --omit=dev in a clean copy, then
  # sign-up → chat → export against PostgreSQL and Redis (about 3 minutes, most of it npm ci).
  step "production install (npm ci --omit=dev, PostgreSQL, Redis)" npm run --silent test:production-install
}

finish() {
  if [ ${#failed[@]} -eq 0 ]; then
    printf '\n\033[1mAll steps passed in %d s.\033[0m\n' "$SECONDS"
    exit 0
  fi
  printf '\n\033[1;31m%d step(s) failed:\033[0m\n' ${#failed[@]}
  printf '  - %s\n' "${failed[@]}"
  # The end of each failed step's output again, last: it names the failed tests where a short
  # transcript of this run (only its tail) would otherwise show passing steps.
  for name in "${failed[@]}"; do
    [ -f "$logs/$name.log" ] || continue
    printf '\n\033[1;31m-- the end of "%s" --\033[0m\n' "$name"
    tail -n 40 "$logs/$name.log"
  done
  exit 1
}

echo "Stage 1: typecheck, format, lint and the production build, side by side…"
in_background "typecheck" npx tsc --noEmit
in_background "format" npx prettier --check . --log-level warn
in_background "lint: ESLint, unused code (knip), import rules (dependency-cruiser)" npm run --silent lint
in_background "production build" npx remix vite:build
wait_stage
[ ${#failed[@]} -eq 0 ] || finish

echo
echo "Stage 2: end-to-end and the shorter steps beside the PGlite and PostgreSQL tests…"
# The Node builds are fetched before stage 2 starts, so no step's time includes a download.
for major in "$NEWEST_NODE" "$NEWER_NODE"; do bash scripts/with-node.sh "$major" true || failed+=("Node $major"); done
[ ${#failed[@]} -eq 0 ] || finish
for side in e2e_then_the_rest tests_beside_e2e; do
  setsid bash -c "$(declare -f step "$side"); logs='$logs'; $side" &
  running+=("$!")
done
wait_stage
finish
