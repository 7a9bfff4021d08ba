#!/usr/bin/env bash
# One command from a fresh clone to a running site: pnpm, dependencies, build, server.
# Needs only Node 20.19+ and npm. PORT (default 4173) and HOST (default 127.0.0.1) override.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm build
exec pnpm --filter @rooted/site start
