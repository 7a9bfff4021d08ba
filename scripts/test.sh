#!/usr/bin/env bash
# Every test in one command: typecheck, lint, unit tests, then the Playwright
# end-to-end suite against the production build. Needs only Node 20.19+ and npm
# (and root, or an installed Chromium, PostgreSQL and Java, for the browser, PostgreSQL and HTML tests).
set -euo pipefail
cd "$(dirname "$0")/.."
# Each stage says how long it took, so a run's log shows where the minutes go; the whole table is
# printed again when the run ends, passed or failed, because a CI log is often read from its tail.
suite_start=$(date +%s)
stage_start=$suite_start
stage_times=()
stage() {
  local now
  now=$(date +%s)
  echo "⏱ $1: $((now - stage_start)) s (total $((now - suite_start)) s)"
  stage_times+=("$(printf '%6d s  %s' $((now - stage_start)) "$1")")
  stage_start=$now
}
stage_summary() {
  local status=$?
  echo "⏱ stages of this run (exit $status, $(($(date +%s) - suite_start)) s in all; the stage that failed is not listed):"
  printf '%s\n' "${stage_times[@]}"
}
trap stage_summary EXIT

source scripts/ensure-pnpm.sh
# Chromium (the sibling smoke test) and its headless shell (the Playwright suite), PostgreSQL
# (throwaway clusters) and Java (the Nu HTML Checker) install in the background while the install,
# type checks and lint run, which need none of them.
source scripts/debian-tools.sh
start_debian_tools --background chromium chromium-headless-shell postgresql default-jre-headless
stage "tools (pnpm; Debian's packages started)"

pnpm install --frozen-lockfile
stage "install"
# One core per task keeps the 2-core CI machine responsive; turbo still overlaps I/O.
pnpm turbo run typecheck lint --concurrency=2 --output-logs=errors-only --summarize
node scripts/turbo-task-times.mjs 8
# The package lints cover their own sources; the same rules (linear-time regexes among them)
# hold for the repo's scripts, examples and benches too.
pnpm exec eslint scripts examples tooling packages/*/bench *.js *.ts
# One formatter for the whole tree, so a diff shows only what changed (`pnpm format` writes it).
pnpm exec prettier --check . --log-level warn
# Every TypeScript example in a package README compiles against the package as published.
node scripts/check-readme-examples.mjs
# Every component of @rooted/ui has a props table in its README, each prop with its type and default.
node scripts/check-readme-props.mjs
stage "typecheck and lint"
wait_debian_tools
stage "waiting for Debian's packages"
pnpm turbo run test --concurrency=2 --output-logs=full --summarize
node scripts/turbo-task-times.mjs
stage "unit tests"
pnpm turbo run build --concurrency=2 --output-logs=errors-only --summarize
node scripts/turbo-task-times.mjs
stage "build"
# Every prerendered page passes the Nu HTML Checker and html-validate (apps/site/scripts/check-html.ts).
pnpm --filter @rooted/site check:html
stage "HTML check"
# What we publish must work outside the workspace: publint, arethetypeswrong, README API,
# a dry-run publish, then the packed tarballs inside a sibling site.
node scripts/check-packages.mjs
node scripts/sibling-smoke.mjs
stage "package checks and sibling smoke"
pnpm turbo run test:e2e --concurrency=1 --output-logs=full
stage "end-to-end"
pnpm turbo run launch-gate --output-logs=full
stage "launch gate"
echo "all checks passed"
