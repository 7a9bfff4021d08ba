# Sourced by scripts/test.sh: the PostgreSQL outbox is tested against a real server, a throwaway
# cluster each test run starts in a temporary directory, so the server binaries (initdb, pg_ctl)
# must be installed; no service needs to run. PG_BIN may point at another installation's bin/.
if [ -z "${PG_BIN:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› installing Debian's postgresql for the PostgreSQL outbox tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "The PostgreSQL outbox tests need the PostgreSQL server binaries. Install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y postgresql" >&2
    echo "or point PG_BIN at the bin/ folder of a PostgreSQL installation (initdb, pg_ctl)." >&2
    exit 1
  fi
fi
