#!/usr/bin/env bash
# `npm run bench` / `pnpm bench`: the Lighthouse, bundle-floor and lead-API benchmarks
# (benchmarks/run.ts), from a fresh clone with only Node 20.19+ and npm, like
# `npm test`: pnpm, Chromium and the dependencies are set up first. Arguments are the
# site benchmarks' (`pnpm bench -- --quick`, `pnpm bench -- --report-only`) and run only it;
# without any, every package's bench runs (the lead-capture accept path too).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
source scripts/debian-tools.sh
# Lighthouse drives Chromium; the lead API is also measured on PostgreSQL, on a throwaway cluster as in the tests.
start_debian_tools chromium postgresql
pnpm install --frozen-lockfile
if [ "$#" -gt 0 ]; then
  pnpm turbo run bench --filter @rooted/benchmarks --output-logs=full -- "$@"
else
  pnpm turbo run bench --output-logs=full
fi
