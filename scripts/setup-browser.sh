#!/usr/bin/env bash
# Makes sure Debian's Chromium is present, and its headless shell, which the functional tests run in
# (scripts/lib/chromium.ts). Nothing here downloads a browser build of its own.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
works() { [ -x "$1" ] && "$1" --version >/dev/null 2>&1; }
# a CHROMIUM_PATH of one's own runs every test; otherwise the shell is wanted beside the full browser
shell="${CHROMIUM_HEADLESS_SHELL_PATH:-}"
if [ -z "$shell" ] && [ -z "${CHROMIUM_PATH:-}" ]; then shell=/usr/bin/chromium-headless-shell; fi
if works "$chromium" && { [ -z "$shell" ] || works "$shell"; }; then
  exit 0
fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  if works "$chromium"; then
    echo "setup: no headless shell at $shell: the functional tests run in the full browser, more slowly (sudo apt-get install chromium-headless-shell)." >&2
    exit 0
  fi
  echo "setup: Chromium not found at $chromium; install Debian's 'chromium' package (sudo apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH." >&2
  exit 1
fi

echo "setup: installing Debian's chromium and chromium-headless-shell (apt-get)..." >&2
export DEBIAN_FRONTEND=noninteractive
# Another apt run may hold the lock (wait for it), or an earlier one may have been killed mid-install,
# which leaves dpkg "interrupted" and makes every apt-get refuse until it is finished.
apt_opts=(-o DPkg::Lock::Timeout=300 -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold -y -qq)
log=$(mktemp)
trap 'rm -f "$log"' EXIT

install() {
  dpkg --configure -a >"$log" 2>&1 &&
    apt-get "${apt_opts[@]}" update >>"$log" 2>&1 &&
    apt-get "${apt_opts[@]}" install --no-install-recommends chromium chromium-headless-shell fonts-liberation >>"$log" 2>&1
}

for attempt in 1 2 3; do
  if install; then
    "$chromium" --version >&2
    "${shell:-$chromium}" --version >&2
    exit 0
  fi
  echo "setup: apt-get failed (attempt $attempt of 3):" >&2
  tail -n 5 "$log" >&2
  # repair a broken dependency state before the next try
  apt-get "${apt_opts[@]}" -f install >/dev/null 2>&1 || true
  sleep $((attempt * 5))
done
echo "setup: could not install chromium with apt-get; install it by hand (apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH." >&2
exit 1
