#!/usr/bin/env bash
# Runs before `npm run test:e2e` (npm's pretest:e2e): Playwright cannot download its own browsers
# here, so the browser tests use Debian's Chromium, installed with apt-get when it is missing.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "${CHROMIUM_PATH:-}" != "" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser." >&2
  exit 1
fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null; then
  echo "The browser tests need Debian's Chromium at /usr/bin/chromium: run 'sudo apt-get install chromium'," >&2
  echo "or point CHROMIUM_PATH at another Chromium build." >&2
  exit 1
fi
echo "== installing Debian's Chromium for the browser tests"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$browser" --version
