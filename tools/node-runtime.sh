# Sourced by .ci/run (and by anyone whose machine ships an older Node): puts Node 24, the version the project
# runs on, first on PATH. When `node` is already 24 or later it does nothing. Otherwise it installs the npm
# registry's build of Node for this platform (`node-<platform>-<arch>`, the package the `node` package itself
# installs) into a cache folder once, and points npm's native builds (better-sqlite3) at that build's own headers,
# so node-gyp compiles against the Node that will load the module instead of trying to download headers.
# shellcheck shell=bash

chalein_required_node_major=24

chalein_node_major() {
  node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0
}

if [ "$(chalein_node_major)" -lt "$chalein_required_node_major" ]; then
  chalein_node_package="node-$(node -p 'process.platform + "-" + process.arch' 2>/dev/null || echo linux-x64)"
  chalein_node_cache="${CHALEIN_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/chalein/node-$chalein_required_node_major}"
  chalein_node_home="$chalein_node_cache/node_modules/$chalein_node_package"
  if [ ! -x "$chalein_node_home/bin/node" ]; then
    echo "== installing Node $chalein_required_node_major ($chalein_node_package from the npm registry) into $chalein_node_cache"
    mkdir -p "$chalein_node_cache"
    npm install --prefix "$chalein_node_cache" --no-save --no-audit --no-fund --no-package-lock \
      "$chalein_node_package@^$chalein_required_node_major" </dev/null >&2 ||
      echo "could not install Node $chalein_required_node_major; going on with $(node -v)" >&2
  fi
  if [ -x "$chalein_node_home/bin/node" ]; then
    export PATH="$chalein_node_home/bin:$PATH"
    export npm_config_nodedir="$chalein_node_home"
  fi
fi
echo "== Node $(node -v), npm $(npm -v)"
