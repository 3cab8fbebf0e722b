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
  before=$(sha256sum package-lock.json)
  # --prefer-offline: what npm's cache holds is used without asking the registry again (the lockfile pins every
  # version and integrity, so nothing else can be installed); measured on a fresh clone, 69 s instead of 84-101 s
  npm install --no-audit --no-fund --loglevel=error --prefer-offline
  # the lockfile in git is the one every machine installs: an install that rewrites it would leave a dirty
  # tree after `npm test` and install something else than what was reviewed
  if [ "$(sha256sum package-lock.json)" != "$before" ]; then
    echo "setup: npm install rewrote package-lock.json (git diff package-lock.json shows how)." >&2
    echo "setup: if you changed dependencies, commit the new lockfile; otherwise commit it as npm writes it here, so installs leave the tree clean." >&2
    exit 1
  fi
fi
