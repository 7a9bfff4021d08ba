# Sourced by the set-up scripts: makes `pnpm` (10.x) available with only Node and npm.
# Corepack is not used: its signature check fails against some registry mirrors.
PNPM_VERSION=10
if ! command -v pnpm >/dev/null 2>&1 || ! pnpm --version 2>/dev/null | grep -q "^${PNPM_VERSION}\."; then
  echo "› installing pnpm@${PNPM_VERSION} with npm"
  if ! npm install -g "pnpm@${PNPM_VERSION}" >/dev/null 2>&1; then
    # No permission for a global install: keep pnpm inside the repo instead.
    npm install --prefix "$PWD/.tools" "pnpm@${PNPM_VERSION}" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
fi
