#!/usr/bin/env bash
# Makes sure Debian's Chromium is present. Nothing here downloads a browser build of its own.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ] && "$chromium" --version >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup: installing Debian's chromium (apt-get)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
  "$chromium" --version >&2
  exit 0
fi
echo "setup: Chromium not found at $chromium; install Debian's 'chromium' package (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
