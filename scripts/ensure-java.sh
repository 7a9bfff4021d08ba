# Sourced by scripts/test.sh: the HTML check runs the Nu HTML Checker (vnu.jar from the npm package
# vnu-jar), which needs a Java runtime. Debian's headless one is enough; JAVA may point at another.
if [ -z "${JAVA:-}" ] && ! command -v java >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› installing Debian's default-jre-headless for the HTML validity check"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  else
    echo "The HTML validity check needs Java. Install it with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y default-jre-headless" >&2
    echo "or point JAVA at a java binary." >&2
    exit 1
  fi
fi
