#!/usr/bin/env bash
# Every test in one command: typecheck, lint, unit tests, then the Playwright
# end-to-end suite against the production build. Needs only Node 20.19+ and npm
# (and root, or an installed Chromium, PostgreSQL and Java, for the browser, PostgreSQL and HTML tests).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
source scripts/ensure-chromium.sh
source scripts/ensure-postgres.sh
source scripts/ensure-java.sh
pnpm install --frozen-lockfile
# One core per task keeps the 2-core CI machine responsive; turbo still overlaps I/O.
pnpm turbo run typecheck lint --concurrency=2 --output-logs=errors-only
# The package lints cover their own sources; the same rules (linear-time regexes among them)
# hold for the repo's scripts, examples and benches too.
pnpm exec eslint scripts examples tooling packages/*/bench *.js *.ts
# Every TypeScript example in a package README compiles against the package as published.
node scripts/check-readme-examples.mjs
# Every component of @rooted/ui has a props table in its README, each prop with its type and default.
node scripts/check-readme-props.mjs
pnpm turbo run test --concurrency=2 --output-logs=full
pnpm turbo run build --concurrency=2 --output-logs=errors-only
# Every prerendered page passes the Nu HTML Checker and html-validate (apps/site/scripts/check-html.ts).
pnpm --filter @rooted/site check:html
# What we publish must work outside the workspace: publint, arethetypeswrong, README API,
# a dry-run publish, then the packed tarballs inside a sibling site.
node scripts/check-packages.mjs
node scripts/sibling-smoke.mjs
pnpm turbo run test:e2e --concurrency=1 --output-logs=full
pnpm turbo run launch-gate --output-logs=full
echo "all checks passed"
