#!/usr/bin/env bash
# Makes sure Debian's Chromium is present. Nothing here downloads a browser build of its own.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ] && "$chromium" --version >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: Chromium not found at $chromium; install Debian's 'chromium' package (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi

echo "setup: installing Debian's chromium (apt-get)..." >&2
export DEBIAN_FRONTEND=noninteractive
# Another apt run may hold the lock (wait for it), or an earlier one may have been killed mid-install,
# which leaves dpkg "interrupted" and makes every apt-get refuse until it is finished.
apt_opts=(-o DPkg::Lock::Timeout=300 -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold -y -qq)
log=$(mktemp)
trap 'rm -f "$log"' EXIT

install() {
  dpkg --configure -a >"$log" 2>&1 &&
    apt-get "${apt_opts[@]}" update >>"$log" 2>&1 &&
    apt-get "${apt_opts[@]}" install --no-install-recommends chromium fonts-liberation >>"$log" 2>&1
}

for attempt in 1 2 3; do
  if install; then
    "$chromium" --version >&2
    exit 0
  fi
  echo "setup: apt-get failed (attempt $attempt of 3):" >&2
  tail -n 5 "$log" >&2
  # repair a broken dependency state before the next try
  apt-get "${apt_opts[@]}" -f install >/dev/null 2>&1 || true
  sleep $((attempt * 5))
done
echo "setup: could not install chromium with apt-get; install it by hand (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
