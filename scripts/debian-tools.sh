# Sourced by the scripts that need programs npm cannot install: Debian's Chromium (Lighthouse, the
# sibling smoke test) and its headless shell (the Playwright suite), PostgreSQL's server binaries
# (throwaway clusters in the tests) and a Java runtime (the Nu HTML Checker). What is missing is
# installed in one apt run: three runs, each with its own `apt-get update`, cost minutes on a fresh
# CI machine. `start_debian_tools` can run in the background while work that needs none of them
# goes on; `wait_debian_tools` waits for it.

# True when the tool behind a Debian package is neither installed nor pointed at by its variable.
debian_tool_missing() {
  case "$1" in
    chromium) [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ] ;;
    chromium-headless-shell) [ -z "${CHROMIUM_HEADLESS_SHELL_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] ;;
    postgresql) [ -z "${PG_BIN:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 ;;
    default-jre-headless) [ -z "${JAVA:-}" ] && ! command -v java >/dev/null 2>&1 ;;
    *)
      echo "debian-tools.sh: no check for the package $1" >&2
      return 2
      ;;
  esac
}

# What each package is for, and the variable that points at another installation instead.
debian_tool_help() {
  case "$1" in
    chromium) echo "the benchmarks and the sibling-site smoke test need Chromium (or CHROMIUM_PATH: a Chromium or Chrome binary)" ;;
    chromium-headless-shell) echo "the Playwright suite runs in Chromium's headless shell (or CHROMIUM_HEADLESS_SHELL_PATH; without either it falls back to Chromium)" ;;
    postgresql) echo "the PostgreSQL tests need its server binaries (or PG_BIN: a bin/ folder with initdb and pg_ctl)" ;;
    default-jre-headless) echo "the HTML validity check needs Java (or JAVA: a java binary)" ;;
  esac
}

DEBIAN_TOOLS_PID=""
DEBIAN_TOOLS_LOG=""

# start_debian_tools [--background] PACKAGE...: installs the missing ones with apt-get when root;
# otherwise says how, and exits. With --background it returns at once; call wait_debian_tools.
start_debian_tools() {
  local background=no missing=() package
  if [ "${1:-}" = "--background" ]; then
    background=yes
    shift
  fi
  for package in "$@"; do
    if debian_tool_missing "$package"; then missing+=("$package"); fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
    for package in "${missing[@]}"; do echo "Missing: $(debian_tool_help "$package")." >&2; done
    echo "Install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "› installing Debian's ${missing[*]} in one apt run$([ $background = yes ] && echo ', in the background')"
  DEBIAN_TOOLS_LOG=$(mktemp)
  (
    apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  ) >"$DEBIAN_TOOLS_LOG" 2>&1 &
  DEBIAN_TOOLS_PID=$!
  [ $background = yes ] || wait_debian_tools
}

# Waits for the apt run start_debian_tools began, and stops the script with apt's output if it failed.
wait_debian_tools() {
  [ -n "$DEBIAN_TOOLS_PID" ] || return 0
  if ! wait "$DEBIAN_TOOLS_PID"; then
    echo "Installing Debian's packages failed:" >&2
    cat "$DEBIAN_TOOLS_LOG" >&2
    exit 1
  fi
  DEBIAN_TOOLS_PID=""
  rm -f "$DEBIAN_TOOLS_LOG"
}
