#!/usr/bin/env bash
# Installs the workspace's dependencies when they are missing or older than the lockfile, so
# `npm start` and `npm test` work straight after `git clone`. The toolchain's Node 24 comes with them.
set -euo pipefail
cd "$(dirname "$0")/.."
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ] || [ ! -x node_modules/.bin/node ]; then
  echo "setup: installing dependencies (npm install)..." >&2
  # npm ci would refuse: this registry lacks some other platforms' optional binaries that the lockfile
  # names without versions; npm install resolves the same locked tree and skips them
  npm install --no-audit --no-fund --loglevel=error
fi
