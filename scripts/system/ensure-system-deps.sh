#!/usr/bin/env bash
# Installs what the project needs from Debian's packages and is not on a fresh machine:
# Chromium for the end-to-end tests and benchmarks, and a Java runtime for the Firestore emulator.
# Idempotent: does nothing when everything is present. Needs root (as on CI) or sudo.
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v java >/dev/null 2>&1 || need+=(openjdk-17-jre-headless)

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then as_root=(sudo); else
    echo "Missing ${need[*]}: install them with apt-get (root required)." >&2
    exit 1
  fi
fi

echo "Installing ${need[*]} from Debian's packages…"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq
"${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${need[@]}" >/dev/null
