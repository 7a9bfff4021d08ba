# Sourced by scripts/test.sh and scripts/bench.sh: the end-to-end suite and Lighthouse drive
# Debian's Chromium, because Playwright cannot download its own browser on machines without
# general internet.
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› installing Debian's chromium for the browser tests and benchmarks"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests and benchmarks need Chromium. Install it with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
    echo "or point CHROMIUM_PATH at a Chromium or Chrome binary." >&2
    exit 1
  fi
fi
